"""A real browser: JupyterLab on localhost, a notebook showing ``play(...)``, headless
Debian Chromium driven by Playwright. We click the builder's button, a card on the
canvas and "Valider", and check that the canvas pixels changed and the game moved on.
The screenshots are kept in ``test-artifacts/``.
"""

from __future__ import annotations

import io
import re

import pytest
from jupyter_lab import (
    ARTIFACTS,
    browser_page,
    open_notebook,
    run_until,
)

from algunokit.i18n import t

# what the widget says once the person has chosen (« Ton coup : … »)
PLAYED = re.compile("^" + re.escape(t("game_texts.played", "fr", choice="")))

pytestmark = pytest.mark.browser

PIL_Image = pytest.importorskip("PIL.Image", reason="Pillow is needed to compare pixels")

NOTEBOOK_SOURCE = (
    "from algunokit.widgets import play\n"
    "widget = play(4, (1, 1), seed=0, humans=(0,), first_author=0)\n"
    "widget"
)


NOTEBOOKS = {"play.ipynb": [NOTEBOOK_SOURCE]}


def changed_pixels(a: bytes, b: bytes) -> int:
    first = PIL_Image.open(io.BytesIO(a)).convert("RGB")
    second = PIL_Image.open(io.BytesIO(b)).convert("RGB")
    if first.size != second.size:
        return first.size[0] * first.size[1]
    from PIL import ImageChops

    diff = ImageChops.difference(first, second).convert("L")
    return sum(1 for value in diff.tobytes() if value)


def test_play_in_jupyterlab_in_chromium(lab):
    from algunokit.alguno import Build, Game
    from algunokit.draw.alguno import compact_fits, table_drawing

    # The same seeded game, to know where seat 0's first card is drawn (drawn as the
    # widget draws it: the narrower table when it fits)
    game = Game(4, (1, 1), 0, first_author=0)
    game.choose(Build(0))
    drawing = table_drawing(game.view(0), compact=compact_fits(4, (1, 1)))
    region = next(r for r in drawing.regions if r.key == ("card", 0, 0))

    with browser_page("browser_failure.png", viewport={"width": 1400, "height": 1000}) as page:
        run_the_game(page, lab, region, drawing.width)


def run_the_game(page, lab, region, drawing_width):
    """Open the notebook, run it, then build, pick a card and confirm."""
    open_notebook(page, lab, "play.ipynb")
    table = page.locator(".jp-OutputArea-output canvas").first
    run_until(page, table)
    table.wait_for(timeout=30_000)
    build = t("alguno.decision.build.you", "fr")  # « À toi : construis … »
    page.get_by_text(build).first.wait_for(timeout=30_000)
    page.wait_for_timeout(500)
    start = table.screenshot()

    page.get_by_role("button", name="Construire l'alternative").click()
    discard = t("alguno.decision.discard.you", "fr", player="Toi", n=1)
    page.get_by_text(discard).first.wait_for(timeout=30_000)
    page.wait_for_timeout(500)
    built = table.screenshot()
    assert changed_pixels(start, built) > 100  # the table shows the built alternative

    box = table.bounding_box()
    assert box is not None
    scale = box["width"] / drawing_width  # the table is shown smaller than it is drawn
    table.click(position={"x": (region.x + region.w / 2) * scale,
                          "y": (region.y + region.h / 2) * scale})
    page.wait_for_timeout(500)
    selected = table.screenshot()
    assert changed_pixels(built, selected) > 20  # the clicked card is raised
    page.get_by_role("button", name="Valider").click()
    page.get_by_text(PLAYED).first.wait_for(timeout=30_000)
    page.wait_for_timeout(800)
    after = table.screenshot()
    page.screenshot(path=str(ARTIFACTS / "browser_play.png"), full_page=True)
    (ARTIFACTS / "browser_play_table.png").write_bytes(after)
    assert changed_pixels(selected, after) > 100
    # The engine took the discard: seat 1 has 4 cards, the discard pile 1.
    assert page.get_by_text(PLAYED).count() == 1
    assert page.get_by_text("défausse : 1", exact=False).count() >= 1
