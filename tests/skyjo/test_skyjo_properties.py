"""Random playouts (hypothesis over seeds): invariants hold after every decision."""

from __future__ import annotations

import json
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from algunokit.protocol import play_out
from algunokit.skyjo import (
    COLUMNS,
    DecisionKind,
    DiscardAndReveal,
    Exchange,
    Game,
    Pile,
    Reveal,
    Slot,
    View,
    make_bot,
    skyjo_deck,
)
from algunokit.skyjo import EventKind as K

DECK = Counter(skyjo_deck())
FAST = settings(max_examples=25, deadline=None)
seeds = st.integers(min_value=0, max_value=2**32 - 1)
players = st.integers(min_value=2, max_value=8)


def legal_options(view: View, kind: DecisionKind) -> set:
    """The options the rules allow, computed independently from what the player sees."""
    cells = view.grids[view.player]
    hidden = [divmod(s, COLUMNS) for s, c in enumerate(cells) if c is Slot.HIDDEN]
    present = [divmod(s, COLUMNS) for s, c in enumerate(cells) if c is not Slot.EMPTY]
    if kind is DecisionKind.SETUP_REVEAL:
        return {Reveal(r, c) for r, c in hidden}
    if kind is DecisionKind.CHOOSE_PILE:
        allowed = set()
        if view.draw_size or view.discard_size > 1:
            allowed.add(Pile.DRAW)
        if view.discard_size:
            allowed.add(Pile.DISCARD)
        return allowed
    exchanges = {Exchange(r, c) for r, c in present}
    if kind is DecisionKind.PLACE_DISCARD:
        return exchanges
    return exchanges | {DiscardAndReveal(r, c) for r, c in hidden}


def check_invariants(game: Game) -> None:
    assert Counter(game.all_cards()) == DECK  # no card created or lost
    decision = game.decision
    if decision is None:
        assert game.is_over
        return
    view = game.view(decision.player)
    assert view.current == decision.player and view.kind is decision.kind
    assert len(set(decision.options)) == len(decision.options)
    assert set(decision.options) == legal_options(view, decision.kind)
    for grid in view.grids:
        for col in range(COLUMNS):
            column = grid[col::COLUMNS]
            # a complete face-up column of equal cards never stays on the table
            assert not (column[0] == column[1] == column[2] and type(column[0]) is int)
    if view.ender is not None:
        assert decision.player != view.ender
        assert view.hidden_count(view.ender) == 0
    if decision.kind is DecisionKind.CHOOSE_PILE:
        assert view.hidden_count() > 0  # whoever plays a turn still has a face-down card


@FAST
@given(seed=seeds, n=players, choices=seeds)
def test_random_playout_keeps_every_invariant_and_ends(seed, n, choices):
    game = Game(n, seed)
    rng = random.Random(choices)
    check_invariants(game)
    while game.decision is not None:
        game.choose(rng.choice(game.decision.options))
        check_invariants(game)
    assert game.is_over and not game.stopped
    assert max(game.totals) >= 100
    assert game.winners == tuple(s for s, t in enumerate(game.totals) if t == min(game.totals))
    assert sum(map(sum, game.history)) == sum(game.totals)


@FAST
@given(seed=seeds, n=players)
def test_after_the_round_ends_each_other_player_plays_exactly_once(seed, n):
    game = play_out(Game(n, seed), [make_bot("heuristic", seed + s) for s in range(n)])
    ender = None
    last_turns: list[int] = []
    for event in game.log:
        if event.kind is K.ROUND_ENDING:
            ender, last_turns = event.data["player"], []
        elif event.kind is K.TOOK and ender is not None:
            last_turns.append(event.data["player"])
        elif event.kind is K.ROUND_SCORED:
            assert event.data["ender"] == ender
            assert last_turns == [(ender + k) % n for k in range(1, n)]
            ender = None


@FAST
@given(seed=seeds, n=players, bots=st.sampled_from(["random", "heuristic"]))
def test_same_seed_same_game(seed, n, bots):
    def run() -> Game:
        return play_out(Game(n, seed), [make_bot(bots, seed ^ s) for s in range(n)])

    first, second = run(), run()
    assert first.to_json() == second.to_json()
    assert first.log == second.log


@FAST
@given(seed=seeds, n=players, stop=st.integers(min_value=0, max_value=400))
def test_save_and_load_mid_game_continues_identically(seed, n, stop):
    game = Game(n, seed)
    rng = random.Random(seed)
    for _ in range(stop):
        if game.decision is None:
            break
        game.choose(rng.choice(game.decision.options))
    copy = Game.from_json(game.to_json())
    assert copy.to_json() == game.to_json()
    assert copy.decision == game.decision
    assert copy.view(0) == game.view(0)
    for one in (game, copy):
        play_out(one, [make_bot("random", seed + s) for s in range(n)])
    assert copy.to_json() == game.to_json()
    assert copy.log_text("en") == game.log_text("en")


@FAST
@given(seed=seeds, n=players, stop=st.integers(min_value=0, max_value=300))
def test_views_never_show_face_down_cards(seed, n, stop):
    game = Game(n, seed)
    rng = random.Random(seed)
    for _ in range(stop):
        if game.decision is None:
            break
        game.choose(rng.choice(game.decision.options))
    saved = json.loads(game.to_json())
    for player in range(n):
        view = game.view(player)
        for p in range(n):
            for s in range(12):
                value, up = saved["values"][p][s], saved["face_up"][p][s]
                expected = Slot.EMPTY if value is None else value if up else Slot.HIDDEN
                assert view.grids[p][s] == expected
                assert type(view.grids[p][s]) is type(expected)
        assert not any(hasattr(view, name) for name in ("draw", "draw_pile", "deck"))
