"""Teachers' own card sets: read from TOML or JSON, each card checked.

A file in the notation of :mod:`.notation`::

    # my_class.toml
    name = "4e B"
    [[condition]]
    level = 1
    halves = ["hearts = 3", "cards odd"]
    [[action]]
    level = 2
    actions = ["give choice"]

:func:`load_card_set` checks every card against the rules of its level
(:func:`~algunokit.alguno.decks.condition_problem`, ``action_problem``) and
anything that is not a card set -- a missing file, bytes that are not text, a
file too big or nested too deep, a field of the wrong type -- is a
:class:`~algunokit.errors.DeckFileError` naming the file, the card and the problem.
"""

from __future__ import annotations

import json
import re
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from algunokit.alguno.decks import (
    ActionCard,
    ConditionCard,
    action_problem,
    condition_problem,
)
from algunokit.alguno.notation import (
    format_action,
    format_condition,
    parse_action,
    parse_condition,
)
from algunokit.errors import DeckFileError
from algunokit.i18n import t


@dataclass(frozen=True)
class CardSet:
    """Condition and Action cards loaded together from one file."""

    name: str
    conditions: tuple[ConditionCard, ...]
    actions: tuple[ActionCard, ...]


#: the largest card-set file read (a set of 100 cards is about 10 kB)
MAX_FILE_BYTES = 1_000_000
#: the most cards of one kind in a set
MAX_CARDS = 500


def _card_error(path: str, card: str, key: str, **params: object) -> DeckFileError:
    def detail(lang: str) -> str:
        inner = t(key, lang, **{k: v(lang) if callable(v) else v for k, v in params.items()})
        return t("alguno.error.deck_card", lang, card=card, detail=inner)

    # ``problem`` and ``card`` name the error for code and tests; the message uses ``detail``.
    return DeckFileError("alguno.error.deck_file", path=path, detail=detail, problem=key,
                         card=card)


def _file_error(path: str, key: str, **params: object) -> DeckFileError:
    """The whole file is wrong (not one card): ``key`` says why."""
    return DeckFileError("alguno.error.deck_file", path=path, problem=key,
                         detail=lambda lang: t(key, lang, **params))


def _where(exc: Exception) -> tuple[object, object]:
    """(line, column) of a JSON or TOML syntax error, '?' when the reader does not say."""
    line, column = getattr(exc, "lineno", None), getattr(exc, "colno", None)
    if line is None:  # tomllib before 3.14 says it only in its English text
        found = re.search(r"line (\d+), column (\d+)", str(exc))
        line, column = found.groups() if found else ("?", "?")
    return line, column


def _read_file(path: Path) -> dict[str, Any]:
    name = "".join(c if c.isprintable() else "?" for c in str(path))[:200]
    suffix = path.suffix.lower()
    if suffix not in (".toml", ".json"):
        raise _file_error(name, "alguno.error.deck_format", detail=suffix or "?")
    try:
        raw = path.read_bytes()[: MAX_FILE_BYTES + 1]
    except (OSError, ValueError):  # missing, a folder, no right to read, a NUL in the name
        raise _file_error(name, "alguno.error.deck_unreadable") from None
    if len(raw) > MAX_FILE_BYTES:
        raise _file_error(name, "alguno.error.deck_size", limit=MAX_FILE_BYTES)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise _file_error(name, "alguno.error.deck_encoding") from None
    try:
        data = tomllib.loads(text) if suffix == ".toml" else json.loads(text)
    except (tomllib.TOMLDecodeError, json.JSONDecodeError) as exc:
        line, column = _where(exc)
        raise _file_error(name, "alguno.error.deck_syntax", line=line, column=column) from None
    except (RecursionError, ValueError):  # nested too deep; a number too long to read
        raise _file_error(name, "alguno.error.deck_depth") from None
    return data  # type: ignore[no-any-return]


def _cards_of(data: dict[str, Any], kind: str, source: str) -> list[Any]:
    """The list of raw cards of ``kind`` in a card set (none if the kind is absent)."""
    cards = data.get(kind, [])
    if not isinstance(cards, list):
        raise _file_error(source, "alguno.error.deck_field", field=kind)
    if len(cards) > MAX_CARDS:
        raise _file_error(source, "alguno.error.deck_count", kind=kind, limit=MAX_CARDS)
    return cards


def parse_card_set(data: dict[str, Any], source: str = "<data>") -> CardSet:
    """Build and check a :class:`CardSet` from already-decoded TOML/JSON data.

    Anything that is not a card set is a :class:`~algunokit.errors.DeckFileError`
    naming the card and the problem:

    >>> parse_card_set({"condition": 5})  # doctest: +IGNORE_EXCEPTION_DETAIL
    Traceback (most recent call last):
    algunokit.errors.DeckFileError: condition
    """
    if not isinstance(data, dict):
        raise _file_error(source, "alguno.error.deck_field", field="{…}")
    reader = _Reader(source)
    conditions = [reader.condition(raw, i)
                  for i, raw in enumerate(_cards_of(data, "condition", source), 1)]
    actions = [reader.action(raw, i) for i, raw in enumerate(_cards_of(data, "action", source), 1)]
    if not conditions and not actions:
        raise _file_error(source, "alguno.error.deck_missing", kind="condition / action")
    if len({a.level for a in actions}) > 1:
        raise _card_error(source, actions[-1].id, "alguno.error.deck_level",
                          allowed=str(actions[0].level), found=actions[-1].level)
    name = data.get("name", Path(source).stem)
    if not isinstance(name, str):
        raise _file_error(source, "alguno.error.deck_field", field="name")
    return CardSet(name, tuple(conditions), tuple(actions))


class _Reader:
    """Reads the cards of one set, each checked, naming ``source`` and the card."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.seen: set[str] = set()

    def error(self, card: str, key: str, **params: object) -> DeckFileError:
        return _card_error(self.source, card, key, **params)

    def card_id(self, raw: Any, kind: str, index: int, field: str) -> str:
        if not isinstance(raw, dict):
            raise self.error(f"{kind}#{index}", "alguno.error.deck_field", field=field)
        ident = raw.get("id", f"{kind}#{index}")
        if not isinstance(ident, str) or not ident or len(ident) > 40:
            raise self.error(f"{kind}#{index}", "alguno.error.deck_field", field="id")
        if ident in self.seen:
            raise self.error(ident, "alguno.error.deck_duplicate_id", id=ident)
        self.seen.add(ident)
        return ident

    def level_of(self, raw: dict[str, Any], ident: str, allowed: tuple[int, ...]) -> int:
        level = raw.get("level")
        if isinstance(level, bool) or not isinstance(level, int) or level not in allowed:
            raise self.error(ident, "alguno.error.deck_level",
                             allowed=" / ".join(map(str, allowed)), found=_short(level))
        return level

    def parsed(self, raw: dict[str, Any], ident: str, field: str, parse: Any) -> tuple[Any, ...]:
        """Every text of ``raw[field]`` read by ``parse``."""
        items = raw.get(field)
        if not isinstance(items, list) or not all(isinstance(i, str) for i in items):
            raise self.error(ident, "alguno.error.deck_field", field=field)
        try:
            return tuple(parse(text) for text in items)
        except DeckFileError as err:
            raise self.error(ident, err.key, **err.params) from None

    def condition(self, raw: Any, index: int) -> ConditionCard:
        ident = self.card_id(raw, "condition", index, "halves")
        level = self.level_of(raw, ident, (1, 2, 3))
        halves = self.parsed(raw, ident, "halves", parse_condition)
        if len(halves) != 2 or halves[0] == halves[1]:
            raise self.error(ident, "alguno.error.deck_halves", found=len(set(halves)))
        for half in halves:
            problem = condition_problem(half, level)
            if problem:
                raise self.error(ident, problem, found=format_condition(half))
        return ConditionCard(ident, level, halves)  # type: ignore[arg-type]

    def action(self, raw: Any, index: int) -> ActionCard:
        ident = self.card_id(raw, "action", index, "actions")
        level = self.level_of(raw, ident, (1, 2))
        acts = self.parsed(raw, ident, "actions", parse_action)
        problem = action_problem(acts, level)
        if problem:
            raise self.error(ident, problem,
                             found=", ".join(format_action(a) for a in acts) or "∅")
        return ActionCard(ident, level, acts)


def _short(value: Any) -> str:
    text = repr(value) if not isinstance(value, str) else value
    return text if len(text) <= 20 else text[:19] + "…"


def load_card_set(path: str | Path) -> CardSet:
    """Read a teacher's card set from a ``.toml`` or ``.json`` file (checked card by card)."""
    path = Path(path)
    return parse_card_set(_read_file(path), str(path))


def card_set_data(conditions: Sequence[ConditionCard] = (),
                  actions: Sequence[ActionCard] = (), name: str = "") -> dict[str, Any]:
    """Cards as file data (``json.dump`` it to start a set of your own)."""
    return {
        "name": name,
        "condition": [{"id": c.id, "level": c.level,
                       "halves": [format_condition(h) for h in c.halves]} for c in conditions],
        "action": [{"id": a.id, "level": a.level,
                    "actions": [format_action(x) for x in a.actions]} for a in actions],
    }
