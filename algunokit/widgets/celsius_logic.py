"""What the Celsius widget decides, as pure functions (no Jupyter here).

:class:`ChainBuilder` is the chain a person builds card by card; a refused card
says why (the engine's own message for an inexact division). :func:`hint_indices`
maps the solver's chain back to the cards in hand.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass

from algunokit.celsius.arith import Step, evaluate
from algunokit.celsius.cards import OperatorCard, OpKind
from algunokit.celsius.moves import Play
from algunokit.celsius.rules import recipient, round_winner
from algunokit.celsius.solver import Solution
from algunokit.errors import RuleError
from algunokit.i18n import t
from algunokit.widgets.logic import Refusal


@dataclass(frozen=True)
class ChainBuilder:
    """A chain being built from ``cold`` with cards of ``operators`` (pure, immutable).

    ``entries`` are ``(index in operators, step)`` pairs. :meth:`add` and
    :meth:`undo` return a new builder, or a :class:`Refusal` saying why not.

    >>> from algunokit.celsius import parse_operator as op
    >>> chain = ChainBuilder(10, (op("+1"), op("x2")))
    >>> chain = chain.add(0).add(1)
    >>> chain.value, chain.values
    (22, (11, 22))
    """

    cold: int
    operators: tuple[OperatorCard, ...]
    entries: tuple[tuple[int, Step], ...] = ()

    @property
    def steps(self) -> tuple[Step, ...]:
        return tuple(step for _, step in self.entries)

    @property
    def used(self) -> frozenset[int]:
        return frozenset(index for index, _ in self.entries)

    @property
    def values(self) -> tuple[int, ...]:
        """The running value after each card."""
        return tuple(evaluate(self.cold, self.steps[: i + 1]) for i in range(len(self.entries)))

    @property
    def value(self) -> int | None:
        """The value the chain makes (``None`` while it is empty)."""
        return evaluate(self.cold, self.steps) if self.entries else None

    def add(self, index: int, choice: int | None = None) -> ChainBuilder | Refusal:
        """The chain with card ``index`` (and its choice) laid at the end."""
        if not 0 <= index < len(self.operators):
            return Refusal("celsius_views.refuse.not_now")
        card = self.operators[index]
        if index in self.used:
            return Refusal("celsius_views.refuse.used", (("card", card.label()),))
        if choice not in card.choices:
            allowed = ", ".join(f"{c:+d}" if card.kind is OpKind.PLUS_MINUS_ONE else str(c)
                                for c in card.choices if c is not None)
            return Refusal("celsius_views.refuse.wrong_choice",
                           (("card", card.label()), ("allowed", allowed)))
        entries = (*self.entries, (index, Step(card, choice)))
        try:
            evaluate(self.cold, [step for _, step in entries])
        except RuleError as err:  # an inexact division: the engine says why
            return Refusal(err.key, tuple(err.params.items()))
        return ChainBuilder(self.cold, self.operators, entries)

    def undo(self) -> ChainBuilder | Refusal:
        """The chain without its last card."""
        if not self.entries:
            return Refusal("celsius_views.refuse.empty")
        return ChainBuilder(self.cold, self.operators, self.entries[:-1])

    def move(self) -> Play | Refusal:
        """The engine's move for this chain (the engine still checks it)."""
        if not self.entries:
            return Refusal("celsius_views.refuse.empty")
        return Play(self.steps)


def hint_indices(solution: Solution, operators: Sequence[OperatorCard]) -> tuple[int, ...]:
    """Which cards of the hand (by index) the solver's chain uses, in chain order."""
    free = list(range(len(operators)))
    chosen = []
    for step in solution.steps:
        index = next(i for i in free if operators[i] == step.card)
        free.remove(index)
        chosen.append(index)
    return tuple(chosen)


def seat_names(n_players: int, humans: Collection[int], language: str | None = None
               ) -> tuple[str, ...]:
    """How the widget names the seats: with one person against robots, « Toi » / "You"
    and « Robot 1 », « Robot 2 »…; otherwise « Joueur 1 »… as every game does."""
    if len(humans) == 1:
        names, robot = [], 0
        for seat in range(n_players):
            if seat in humans:
                names.append(t("celsius_views.name.you", language))
            else:
                robot += 1
                names.append(t("celsius_views.name.robot", language, n=robot))
        return tuple(names)
    return tuple(t("celsius_views.name.player", language, n=seat + 1)
                 for seat in range(n_players))


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
    'You win the round with the shortest chain (1 operator card(s))'
    >>> text.split("; ")[1]
    'your hot card 40 leaves your hand and goes to whoever could not play: Robot 2.'
    """
    lang = language

    def who(seat: int) -> str:
        return t("celsius_views.name.you_lower", lang) if seat == person else names[seat]

    if not plays:
        return t("celsius_views.result.nobody", lang)
    winner = round_winner(plays)
    n_ops, value = plays[winner]
    tied = [s for s in plays if plays[s][0] == n_ops and s != winner]
    if not tied:
        why = t("celsius_views.result.why.shortest", lang, n=n_ops)
    elif all(plays[s][1] < value for s in tied):
        why = t("celsius_views.result.why.higher", lang, n=n_ops, value=value)
    else:
        why = t("celsius_views.result.why.seat", lang, n=n_ops, value=value)
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
