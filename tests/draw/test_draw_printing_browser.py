"""Printed in Chromium (print to PDF, as a teacher's browser does): as many sheets as
pages, never a blank last sheet, with or without the cards' backs."""

from __future__ import annotations

import re

import pytest
from jupyter_lab import browser_page, skip_without_browser

skip_without_browser()

from algunokit import alguno  # noqa: E402

pytestmark = pytest.mark.browser


def pdf_pages(data: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page\b(?!s)", data))


@pytest.mark.parametrize(("count", "backs", "sheets"), [(9, False, 1), (10, False, 2),
                                                         (10, True, 4), (1, True, 2)])
def test_the_pdf_has_one_sheet_per_page_and_no_blank_one(tmp_path, count, backs, sheets):
    cards = [*alguno.condition_cards(1), *alguno.action_cards(1)][:count]
    path = alguno.print_deck(str(tmp_path / "deck.html"), cards, [], language="fr",
                             backs=backs)
    with browser_page("printing.png") as page:
        page.goto(path.as_uri())
        pdf = page.pdf(format="A4", prefer_css_page_size=True, print_background=True)
        assert page.evaluate("document.querySelectorAll('.page').length") == sheets
    assert pdf_pages(pdf) == sheets
