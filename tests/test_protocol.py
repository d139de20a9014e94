"""The shared play protocol (``algunokit/protocol.py``), the same test for all four games.

Each game is played to its end by seeded random answers taken from
``decision.options``, only through the protocol's names: ``decision``, ``choose``,
``view``, ``to_json``, ``from_json``, ``is_over``, ``winners`` (and the classmethod
``from_setup`` exists). At a random point the game is saved and loaded: the loaded
game must then go on exactly like the original, decision for decision, to the same
final save. Wrong answers at random points are refused with ``RuleError`` and leave the
save unchanged.
"""

from __future__ import annotations

import importlib
import inspect
import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from algunokit.errors import RuleError
from algunokit.protocol import Decision

#: game -> (module of its Game class, how to deal a seeded game). The player counts and
#: levels are the ones lessons use; Alg(un)o (1, 2) reaches every kind of decision.
PLAYERS = {"alguno": 4, "skyjo": 3, "celsius": 3, "gaag": 3}
GAMES: dict[str, Callable[[type, int], Any]] = {
    "alguno": lambda Game, seed: Game(4, (1, 2), seed=seed),
    "skyjo": lambda Game, seed: Game(3, seed=seed),
    "celsius": lambda Game, seed: Game(3, seed=seed),
    "gaag": lambda Game, seed: Game(3, seed=seed),
}
SEEDS = (1, 2, 3)
MAX_DECISIONS = 20_000  # far above any game here; reaching it is a bug (a game that loops)


def game_class(name: str) -> type:
    return importlib.import_module(f"algunokit.{name}.game").Game


class _Unlike:
    """An answer that equals everything but is no option (a student's odd object)."""

    def __eq__(self, other: object) -> bool:
        return True

    __hash__ = object.__hash__


def wrong_answers(decision: Decision) -> list[Any]:
    """Answers that are not among ``decision.options``: wrong types, look-alikes."""
    first = decision.options[0]
    answers: list[Any] = [None, "0", "n'importe quoi", 1.5, -1, (), [], {}, object(), _Unlike(),
                          str(first), (first, first)]
    if isinstance(first, bool):
        answers.append(int(first))
    elif isinstance(first, int):
        answers += [float(first), str(first), bool(first) if first in (0, 1) else first + 0.5]
    return [a for a in answers if not any(a is o for o in decision.options)
            and not _is_an_option(a, decision)]


def _is_an_option(answer: Any, decision: Decision) -> bool:
    try:
        decision.check(answer)
    except RuleError:
        return False
    return True


def step(game: Any, answer: Any, seen: list[tuple]) -> None:
    """Record the pending decision and answer it (through the protocol's names only)."""
    decision = game.decision
    assert len(seen) < MAX_DECISIONS, "the game does not end"
    assert decision.options, f"a decision with no option: {decision}"
    assert not game.is_over
    game.view(decision.player)
    seen.append((decision.player, decision.kind, tuple(decision.options), answer))
    game.choose(answer)


@pytest.mark.parametrize("name", list(GAMES))
def test_every_game_has_the_protocol(name):
    """Every game class names what ``PlayableGame`` names, and ``from_setup`` (a
    classmethod building a hand-made position) is one of them."""
    Game = game_class(name)
    missing = [attr for attr in ("decision", "choose", "view", "to_json", "from_json",
                                 "from_setup", "is_over")
               if not hasattr(Game, attr)]
    assert not missing, f"algunokit.{name}.game.Game lacks {', '.join(missing)}"
    for classmethod_name in ("from_json", "from_setup"):
        assert inspect.ismethod(getattr(Game, classmethod_name)), (
            f"{name}: Game.{classmethod_name} should be a classmethod")
    game = GAMES[name](Game, 0)
    # winners and turn may be plain attributes of each game (the protocol reads them only)
    missing = [attr for attr in ("winners", "turn") if not hasattr(game, attr)]
    assert not missing, f"a {name} game lacks {', '.join(missing)}"
    assert isinstance(game.turn, int)
    assert game.decision is not None and not game.is_over and game.winners == ()


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("name", list(GAMES))
def test_random_playout_save_and_load(name, seed):
    """A seeded random game to its end; saved and loaded at a random point, the copy
    continues exactly like the original (same decisions, same final save)."""
    Game = game_class(name)
    game = GAMES[name](Game, seed)
    rng, pick = random.Random(seed), random.Random(seed * 7919)
    seen: list[tuple] = []
    cut, saved = 0, game.to_json()
    while (decision := game.decision) is not None:
        if pick.randrange(len(seen) + 1) == 0:  # a uniform random point (reservoir of one)
            cut, saved = len(seen), game.to_json()
        step(game, rng.choice(list(decision.options)), seen)
    assert seen, "a game has decisions"
    json.loads(saved)  # a save is JSON text

    loaded = Game.from_json(saved)
    assert loaded.to_json() == saved, "a loaded game saves the same text"
    again: list[tuple] = []
    for player, kind, options, answer in seen[cut:]:
        now = loaded.decision
        assert (now.player, now.kind, tuple(now.options)) == (player, kind, options), (
            f"{name} seed {seed}: after loading, decision {cut + len(again)} differs")
        step(loaded, answer, again)
    assert loaded.decision is None, "the loaded game should end where the original ended"
    assert loaded.to_json() == game.to_json(), "both games end with the same save"

    for finished in (game, loaded):
        assert finished.is_over and finished.decision is None
        winners = finished.winners
        assert isinstance(winners, tuple)
        assert all(isinstance(w, int) and 0 <= w < PLAYERS[name] for w in winners)

    replay = GAMES[name](Game, seed)  # the same seed and answers give the same game
    for *_, answer in seen[:cut]:
        replay.choose(answer)
    assert replay.to_json() == saved


@pytest.mark.parametrize("name", list(GAMES))
def test_wrong_answers_change_nothing(name):
    """At random points of a random game, answers that are no option raise RuleError
    and leave the save byte for byte as it was; then the game goes on."""
    Game = game_class(name)
    rng = random.Random(11)
    game = GAMES[name](Game, 11)
    checked = 0
    steps = 0
    accepted: dict[str, str] = {}  # one example per kind of wrong answer the game took
    while (decision := game.decision) is not None:
        steps += 1
        if steps % 7 == 1 and checked < 300:
            saved = game.to_json()
            for answer in wrong_answers(decision):
                try:
                    game.choose(answer)
                except RuleError as error:
                    assert error.key, "a RuleError names its catalogue key"
                    assert game.to_json() == saved, f"{name}: {answer!r} changed the game"
                else:  # the game moved on: start again from the save
                    accepted.setdefault(type(answer).__name__,
                                        f"{answer!r} for {decision.kind}")
                    game = Game.from_json(saved)
                checked += 1
        game.choose(rng.choice(list(decision.options)))
    assert not accepted, f"{name} accepted answers that are no option:\n" + "\n".join(
        accepted.values())
    assert checked > 20


def test_the_facade_play_forwards_a_game_option():
    """``ak.celsius.play(game=partie)`` (lesson 10) reaches ``ak.play("celsius", …)`` with
    ``game=`` among the options: the facade's own first argument must not catch it."""
    import algunokit as ak

    kind = inspect.signature(ak.play).parameters["game"].kind
    assert kind is inspect.Parameter.POSITIONAL_ONLY
