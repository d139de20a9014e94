"""The class tournament's guide (docs/tournament.*.md) quotes the kit's own numbers
and names every refusal of the guard: the code is the source, the guide follows."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from algunokit.alguno.rules import Rules
from algunokit.i18n import t
from algunokit.tournaments import Settings
from algunokit.tournaments.games import SKYJO_MAX_TURNS
from algunokit.tournaments.guard import REFUSED_EVENTS, REFUSED_FAMILIES, REFUSED_MODULES
from algunokit.tournaments.results import REFUSAL_KEYS
from algunokit.tournaments.runner import WALL_GRACE, WALL_TIMES

DOCS = Path(__file__).resolve().parents[2] / "docs"
THREE = {"fr": "trois", "en": "three"}


def _doc(lang: str) -> str:
    return " ".join((DOCS / f"tournament.{lang}.md").read_text(encoding="utf-8").split())


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_guide_quotes_the_kits_numbers(lang):
    doc = _doc(lang)
    defaults = Settings()
    turns = "tours" if lang == "fr" else "turns"
    faults = "fautes" if lang == "fr" else "faults"
    mb = "Mo" if lang == "fr" else "MB"
    assert f"Alg(un)o {'après' if lang == 'fr' else 'after'} {Rules.make().turn_limit} {turns}" \
        in doc
    assert f"Skyjo {'après' if lang == 'fr' else 'after'} {SKYJO_MAX_TURNS} {turns}" in doc
    assert f"**{defaults.max_faults} {faults}**" in doc
    assert f"| {defaults.memory_mb} {mb} |" in doc
    assert f"| {defaults.time_limit:g} s |" in doc
    assert f"{THREE[lang]} " in doc and WALL_TIMES == 3
    assert re.search(rf"\b{WALL_GRACE:g} s\b", doc)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_guide_names_every_refusal(lang):
    doc = _doc(lang)
    kinds = {*REFUSED_EVENTS.values(), *REFUSED_FAMILIES.values(), *REFUSED_MODULES.values(),
             "read", "module"}  # (from the open/listing and import events)
    assert kinds <= set(REFUSAL_KEYS)  # each has its sentence
    for kind in kinds:  # the guide quotes what the student reads
        sentence = t(REFUSAL_KEYS[kind], lang)
        said = sentence.split("essayé ")[-1] if lang == "fr" else sentence.split("tried ")[-1]
        said = said.split(" :")[0] if lang == "fr" else said.split(":")[0]
        assert said in doc, (kind, said)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_guide_quotes_what_a_failed_restart_reads(lang):
    sentence = t("tournament.status.restart_failed", lang, game=1, reason="x")
    said = sentence.split(" : ")[-1] if lang == "fr" else sentence.split(": ")[-1]
    assert said.split(" (")[0] in _doc(lang)
