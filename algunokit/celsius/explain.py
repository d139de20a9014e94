"""A Celsius round explained in one sentence: who won and why, where the winning hot
card goes and why (:func:`round_result`), with the seat names every view uses.

The winner and the receiver come from the engine's own rule functions
(:mod:`algunokit.celsius.rules`), so the sentence can never disagree with the game.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from algunokit.celsius.arith import evaluate
from algunokit.celsius.moves import Play
from algunokit.celsius.rules import recipient, round_winner
from algunokit.i18n import t, tn
from algunokit.protocol import seat_names as shared_seat_names


def seat_names(n_players: int, humans: Collection[int], language: str | None = None,
               *, log: bool = False) -> tuple[str, ...]:
    """How the widget names the seats, as in every game (:func:`algunokit.protocol.seat_names`):
    with one person against robots, « Toi » / "You" and « Robot 1 », « Robot 2 »…;
    otherwise first names (Alice, Bilal …).

    ``log``: names for sentences in the third person (« Place 1 (toi) pose … »),
    since « Toi pose … » is not French.
    """
    return tuple(shared_seat_names(n_players, humans, None, language, log=log))


def cards_text(n: int, language: str | None = None) -> str:
    """'1 operator card', '3 operator cards' (« 1 carte opérateur », « 3 cartes opérateurs »)."""
    return tn("celsius_table.cards", n, language)


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
        return t("celsius_table.result.nobody", lang)
    winner = round_winner(plays)
    value = plays[winner][1]
    why = _why_won(plays, winner, lang)
    key = "celsius_table.result.win.you" if winner == person else "celsius_table.result.win"
    parts = [t(key, lang, player=names[winner], why=why)]
    counts = {seat: hot_before[seat] - (1 if seat in plays else 0) for seat in hot_before}
    taker = recipient(winner=winner, plays=plays, passed=passed, hot_counts=counts)
    card_key = ("celsius_table.result.card.yours" if winner == person
                else "celsius_table.result.card")
    card = t(card_key, lang, value=value)
    if taker is None:
        parts.append(t("celsius_table.result.discarded", lang, card=card))
    else:
        parts.append(t("celsius_table.result.give", lang, card=card,
                       reason=_give_reason(taker, plays, passed, counts, lang),
                       player=who(taker)))
    if person is not None and person in plays and person != winner:
        parts.append(t("celsius_table.result.yours_discarded", lang,
                       value=plays[person][1]))
    return t("celsius_table.result.end", lang,
             text=t("celsius_table.result.separator", lang).join(parts))


def _why_won(plays: Mapping[int, tuple[int, int]], winner: int, lang: str | None) -> str:
    """Why ``winner`` won: the shortest chain, else the highest card, else the seat."""
    n_ops, value = plays[winner]
    cards = cards_text(n_ops, lang)
    tied = [s for s in plays if plays[s][0] == n_ops and s != winner]
    if not tied:
        return t("celsius_table.result.why.shortest", lang, cards=cards)
    if all(plays[s][1] < value for s in tied):
        return t("celsius_table.result.why.higher", lang, cards=cards, value=value)
    return t("celsius_table.result.why.seat", lang, cards=cards, value=value)


def _give_reason(taker: int, plays: Mapping[int, tuple[int, int]], passed: Collection[int],
                 counts: Mapping[int, int], lang: str | None) -> str:
    """Why ``taker`` receives the winning card: the first rule that set them apart."""
    if taker in passed:
        rivals = [s for s in passed if s != taker]
        if not rivals:
            return t("celsius_table.result.reason.passed", lang)
        if all(counts[s] > counts[taker] for s in rivals):
            return t("celsius_table.result.reason.passed_fewest", lang)
        return t("celsius_table.result.reason.passed_seat", lang)
    most = plays[taker][0]
    winner = round_winner(plays)
    if len(plays) == 2:
        return t("celsius_table.result.reason.only", lang)
    rivals = [s for s in plays if s not in (taker, winner) and plays[s][0] == most]
    if not rivals:
        return t("celsius_table.result.reason.most", lang, n=most)
    if all(counts[s] > counts[taker] for s in rivals):
        return t("celsius_table.result.reason.most_fewest", lang, n=most)
    same = [s for s in rivals if counts[s] == counts[taker]]
    if all(plays[s][1] > plays[taker][1] for s in same):
        return t("celsius_table.result.reason.most_smaller", lang, n=most)
    return t("celsius_table.result.reason.most_seat", lang, n=most)


__all__ = ["cards_text", "round_plays", "round_result", "seat_names"]
