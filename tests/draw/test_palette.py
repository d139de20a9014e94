"""Every colour of the pictures and widgets is named once, in ``algunokit/draw/palette.py``."""

from __future__ import annotations

import re
from pathlib import Path

from algunokit.draw import palette

PACKAGE = Path(palette.__file__).resolve().parents[1]
#: a CSS hex colour (#abc, #abcd, #aabbcc, #aabbccdd), not an HTML entity such as &#9829;
HEX = re.compile(r"(?<![&\w])#(?:[0-9A-Fa-f]{8}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{3,4})(?![0-9A-Za-z])")


def _modules() -> list[Path]:
    paths = [p for folder in ("draw", "code", "widgets") for p in (PACKAGE / folder).rglob("*.py")]
    return sorted(p for p in paths if p.name != "palette.py")


def _colours(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [c for v in value.values() for c in _colours(v)]
    if isinstance(value, tuple):
        return [c for v in value for c in _colours(v)]
    return []


def test_the_pattern_finds_colours_and_leaves_entities_alone() -> None:
    assert HEX.findall('fill="#FFAB19" color:#fff;') == ["#FFAB19", "#fff"]
    assert HEX.findall("&#9829;&#9830; #section-2 issue #12") == []


def test_no_module_of_draw_code_or_widgets_writes_a_colour() -> None:
    found = []
    for path in _modules():
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            found += [f"{path.relative_to(PACKAGE)}:{number}: {c}" for c in HEX.findall(line)]
    assert len(_modules()) > 30
    assert not found, "colours belong in algunokit/draw/palette.py:\n" + "\n".join(found)


def test_the_palette_holds_valid_colours_each_used_somewhere() -> None:
    names = [n for n in vars(palette) if n.isupper()]
    assert len(names) > 60
    sources = "\n".join(p.read_text(encoding="utf-8") for p in PACKAGE.rglob("*.py")
                        if p.name != "palette.py")
    for name in names:
        colours = _colours(getattr(palette, name))
        assert colours and all(HEX.fullmatch(c) for c in colours), name
        assert re.search(rf"\b{name}\b", sources), f"palette.{name} is used nowhere"
