"""The game's log: structured entries, rendered in French or English on demand.

Entries keep a catalogue key and plain parameters (seats, values, card codes),
so the same log reads in either language; a played chain is kept as steps and
written out only when rendered, one step at a time. :func:`round_result` tells a
round in one sentence (who won and why, where the winning hot card goes and why).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from algunokit.celsius.arith import Step, evaluate, format_chain
from algunokit.celsius.cards import card_from_code
from algunokit.celsius.moves import Play
from algunokit.celsius.rules import recipient, round_winner
from algunokit.i18n import t
from algunokit.play import player_name
from algunokit.play import seat_names as shared_seat_names

_SEATS = ("player", "opponent")
_CARDS = ("cards", "mine", "theirs")


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One event: catalogue ``key`` and its parameters (``chain`` from ``cold`` for plays)."""

    key: str
    params: tuple[tuple[str, Any], ...] = ()
    chain: tuple[Step, ...] = ()
    cold: int = 0


def render(entry: LogEntry, language: str | None = None,
           names: Sequence[str] | None = None) -> str:
    """The entry as a sentence in ``language`` (default: the current language).

    ``names`` are the seat names a view uses (« Toi », « Robot 1 »…); without them,
    seats get the first names every game uses (Alice, Bilal …). A chain is written one
    step at a time (``10 + 1 = 11 ; 11 × 2 = 22``), never as one ambiguous line.
    """
    params: dict[str, Any] = {}
    for name, value in entry.params:
        if name in _SEATS:
            value = player_name(value, names, language)
        elif name in _CARDS:
            value = " ".join(card_from_code(code).label(language) for code in value)
        params[name] = value
    if entry.chain:
        params["chain"] = format_chain(entry.cold, entry.chain, language)
    return t(entry.key, language, **params)


def seat_names(n_players: int, humans: Collection[int], language: str | None = None,
               *, log: bool = False) -> tuple[str, ...]:
    """How the widget names the seats, as in every game (:func:`algunokit.play.seat_names`):
    with one person against robots, « Toi » / "You" and « Robot 1 », « Robot 2 »…;
    otherwise first names (Alice, Bilal …).

    ``log``: names for sentences in the third person (« Place 1 (toi) pose … »),
    since « Toi pose … » is not French.
    """
    return tuple(shared_seat_names(n_players, humans, None, language, log=log))


def cards_text(n: int, language: str | None = None) -> str:
    """'1 operator card', '3 operator cards' (« 1 carte opérateur », « 3 cartes opérateurs »)."""
    if n == 1:
        return t("celsius_views.cards.one", language)
    return t("celsius_views.cards.many", language, n=n)


def round_plays(cold: int, moves: Sequence[object]) -> dict[int, tuple[int, int]]:
    """``{seat: (operators used, hot value reached)}`` for the seats that played a chain."""
    return {seat: (len(move.steps), evaluate(cold, move.steps))
            for seat, move in enumerate(moves) if isinstance(move, Play)}


def round_result(plays: Mapping[int, tuple[int, int]], passed: Collection[int],
                 hot_before: Mapping[int, int], person: int | None,
                 names: Sequence[str], language: str | None = None) -> str:
    """One sentence saying who won the round and why, where the winning hot card goes
    and why, and that the hot card the person reached has left their hand.

    ``plays`` maps each seat that played to (operators used, hot value reached),
    ``passed`` lists the seats that could not play, ``hot_before`` each active seat's
    number of hot cards before the round; ``person`` is the seat at this screen.
    The winner and the receiver come from the engine's own rule functions.

    >>> text = round_result({0: (1, 40), 1: (3, 25)}, [2], {0: 3, 1: 3, 2: 3}, 0,
    ...                     ("You", "Robot 1", "Robot 2"), "en")
    >>> text.split("; ")[0]
    'You win the round with the shortest chain (1 operator card)'
    >>> text.split("; ")[1]
    'your hot card 40 leaves your hand and goes to whoever could not play: Robot 2.'
    """
    lang = language

    def who(seat: int) -> str:
        return t("common.you_lower", lang) if seat == person else names[seat]

    if not plays:
        return t("celsius_views.result.nobody", lang)
    winner = round_winner(plays)
    n_ops, value = plays[winner]
    tied = [s for s in plays if plays[s][0] == n_ops and s != winner]
    if not tied:
        why = t("celsius_views.result.why.shortest", lang, cards=cards_text(n_ops, lang))
    elif all(plays[s][1] < value for s in tied):
        why = t("celsius_views.result.why.higher", lang, cards=cards_text(n_ops, lang),
                value=value)
    else:
        why = t("celsius_views.result.why.seat", lang, cards=cards_text(n_ops, lang),
                value=value)
    key = "celsius_views.result.win.you" if winner == person else "celsius_views.result.win"
    parts = [t(key, lang, player=names[winner], why=why)]
    counts = {seat: hot_before[seat] - (1 if seat in plays else 0) for seat in hot_before}
    taker = recipient(winner=winner, plays=plays, passed=passed, hot_counts=counts)
    card_key = ("celsius_views.result.card.yours" if winner == person
                else "celsius_views.result.card")
    card = t(card_key, lang, value=value)
    if taker is None:
        parts.append(t("celsius_views.result.discarded", lang, card=card))
    else:
        parts.append(t("celsius_views.result.give", lang, card=card,
                       reason=_give_reason(taker, plays, passed, counts, lang),
                       player=who(taker)))
    if person is not None and person in plays and person != winner:
        parts.append(t("celsius_views.result.yours_discarded", lang,
                       value=plays[person][1]))
    return t("celsius_views.result.end", lang,
             text=t("celsius_views.result.separator", lang).join(parts))


def _give_reason(taker: int, plays: Mapping[int, tuple[int, int]], passed: Collection[int],
                 counts: Mapping[int, int], lang: str | None) -> str:
    """Why ``taker`` receives the winning card: the first rule that set them apart."""
    if taker in passed:
        rivals = [s for s in passed if s != taker]
        if not rivals:
            return t("celsius_views.result.reason.passed", lang)
        if all(counts[s] > counts[taker] for s in rivals):
            return t("celsius_views.result.reason.passed_fewest", lang)
        return t("celsius_views.result.reason.passed_seat", lang)
    most = plays[taker][0]
    winner = round_winner(plays)
    if len(plays) == 2:
        return t("celsius_views.result.reason.only", lang)
    rivals = [s for s in plays if s not in (taker, winner) and plays[s][0] == most]
    if not rivals:
        return t("celsius_views.result.reason.most", lang, n=most)
    if all(counts[s] > counts[taker] for s in rivals):
        return t("celsius_views.result.reason.most_fewest", lang, n=most)
    same = [s for s in rivals if counts[s] == counts[taker]]
    if all(plays[s][1] > plays[taker][1] for s in same):
        return t("celsius_views.result.reason.most_smaller", lang, n=most)
    return t("celsius_views.result.reason.most_seat", lang, n=most)


__all__ = ["LogEntry", "cards_text", "render", "round_plays", "round_result", "seat_names"]
