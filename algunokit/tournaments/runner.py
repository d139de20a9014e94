"""Play a class tournament: the teacher's process runs the games, workers the strategies.

The teacher's process holds every game (the engines), the robots and the
clock. Every worker loads every strategy, and each game is given to one worker.
When a student's strategy must decide, a request goes to that worker: only the
moves played since its last request on that game travel, the worker keeps its
own copy of the game. Several games are in progress at once and requests queue
in each worker's pipe, so every worker always has something to do.

The rules for faults (stated in the guide and in ``docs/tournament.*.md``):

- a strategy that does not answer within ``time_limit`` seconds (its worker is
  killed and restarted), raises an error, runs out of memory, or answers
  something that is not one of ``decision.options`` makes a *fault*: the
  random robot answers that decision in its place;
- after ``max_faults`` faults (default 3) the strategy is *disqualified*: the
  random robot plays all its remaining decisions, and it is ranked last;
- a file that cannot be loaded is disqualified from the start (the random
  robot takes its seat in all its games, so the schedule stays balanced).

Everything derives from ``seed``: deals, seating, robots, and the :mod:`random`
module inside the workers (seeded before each decision). The same folder and
seed give the same results, unless a strategy exceeds the time limit (that
depends on the machine's load), or keeps memory between calls (global
variables) or is disqualified while several games are in progress (which
decisions come after the disqualification then depends on timing).
"""

from __future__ import annotations

import random
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from algunokit.errors import ConfigError
from algunokit.tournaments.games import GameKind, game_kind
from algunokit.tournaments.pool import Worker, context, wait_any
from algunokit.tournaments.results import Entry, Fault, TournamentResult
from algunokit.tournaments.schedule import schedule
from algunokit.tournaments.settings import Settings, check_settings, default_workers
from algunokit.tournaments.submissions import Submission, collect

ProgressCallback = Callable[[int, int], None]
#: Requests waiting in one worker's pipe. Few enough that they always fit in the
#: pipe's buffer (a long Skyjo game resent whole is ~6 kB): sending never blocks,
#: so the clock keeps running even while a strategy loops.
MAX_IN_FLIGHT = 4


@dataclass
class Table:
    """One game in progress."""

    number: int  # 0-based position in the schedule
    deal: int
    players: tuple[int, ...]
    game: Any
    robots: dict[int, Any]
    moves: list[int] = field(default_factory=list)
    resyncs: int = 0

    _decision: Any = None
    _decided_at: int = -1

    @property
    def decision(self) -> Any:
        """``game.decision``, computed once per move (an engine builds its options anew)."""
        if self._decided_at != len(self.moves):
            self._decision, self._decided_at = self.game.decision, len(self.moves)
        return self._decision

    def play(self, index: int) -> None:
        self.game.choose(self.decision.options[index])
        self.moves.append(index)

    def mix(self, salt: int) -> int:
        """A seed for this game and this decision, the same every run."""
        return (self.deal * 1_000_003 + self.number * 7_919 + len(self.moves) * 31 + salt) \
            & 0xFFFF_FFFF

    def substitute(self) -> int:
        """The random robot's answer, stepping in for a strategy (reproducible)."""
        return random.Random(self.mix(17)).randrange(len(self.decision.options))


class Tournament:
    """One run; :func:`run_tournament` is the way in."""

    def __init__(self, kind: GameKind, submissions: list[Submission], settings: Settings,
                 on_game: ProgressCallback | None = None) -> None:
        self.kind = kind
        self.settings = settings
        self.on_game = on_game
        self.entries: list[Entry] = []
        self.student_of: dict[int, Submission] = {}
        for sub in submissions:
            self.student_of[len(self.entries)] = sub
            self.entries.append(Entry(sub.name, path=sub.path, problem=sub.problem))
        for robot in settings.robots:
            self.entries.append(Entry(robot, robot=robot))
        n = len(self.entries)
        seats = settings.seats if settings.seats is not None else \
            max(kind.min_seats, min(kind.default_seats, n))
        if not kind.min_seats <= seats <= kind.max_seats:
            raise ConfigError("tournament.error.seats", seats=seats, low=kind.min_seats,
                              high=kind.max_seats)
        if n < seats:
            raise ConfigError("tournament.error.too_few", n=n, seats=seats)
        self.seats = seats
        for entry in self.entries:
            entry.seat_games = [0] * seats
            entry.seat_wins = [0] * seats
        self.plan = schedule(n, seats, settings.games, settings.seed)
        self.workers: list[Worker] = []
        self.memory_limited = False

    # ------------------------------------------------------------------ workers

    def _start_workers(self) -> None:
        """Every worker loads every strategy; each game is played by one worker.

        Routing games rather than students means one copy of each game in the
        workers (not one per worker holding a student of that table), and work
        shared evenly. Workers start one after the other, so a file whose
        loading never ends is waited for once, not once per worker.
        """
        loadable = [(pid, sub) for pid, sub in self.student_of.items() if sub.loadable]
        count = max(1, min(self.settings.workers, len(self.plan)))
        if not loadable:
            return
        ctx = context()
        for _ in range(count):
            still = [(pid, sub) for pid, sub in loadable if self.entries[pid].problem is None]
            worker = Worker(ctx, self.kind.name, still, self.settings.memory_mb,
                            self.settings.load_limit)
            self.workers.append(worker)
            self._note_problems(worker.start())
            self.memory_limited = worker.memory_limited

    def _note_problems(self, problems: dict[int, Any]) -> None:
        for pid, problem in problems.items():
            entry = self.entries[pid]
            if entry.problem is None and entry.disqualified_in_game is None:
                entry.problem = (problem.key, problem.params)

    # ------------------------------------------------------------------ playing

    def _open(self, number: int) -> Table:
        deal, players = self.plan[number]
        robots = {}
        for seat, pid in enumerate(players):
            entry = self.entries[pid]
            if entry.robot is not None:
                seed = (self.settings.seed * 131 + number * 17 + seat) & 0xFFFF_FFFF
                robots[seat] = self.kind.make_robot(entry.robot, seed)
        return Table(number, deal, players, self.kind.new_game(self.seats, deal), robots)

    def _close(self, table: Table) -> None:
        winners = set(table.game.winners)
        if not winners:
            self.unfinished += 1
        for seat, pid in enumerate(table.players):
            entry = self.entries[pid]
            entry.games += 1
            entry.seat_games[seat] += 1
            if seat in winners:
                entry.wins += 1
                entry.seat_wins[seat] += 1
        for worker in self.workers:
            self.forget.setdefault(id(worker), []).append(table.number)
        self.done += 1
        if self.on_game is not None:
            self.on_game(self.done, len(self.plan))

    def _advance(self, table: Table) -> bool:
        """Play every decision not needing a worker; False once the game is over."""
        while True:
            decision = table.decision
            if decision is None:
                self._close(table)
                return False
            seat = decision.player
            entry = self.entries[table.players[seat]]
            if seat in table.robots:
                option = table.robots[seat](table.game.view(seat), decision)
                table.play(decision.options.index(option))
            elif entry.disqualified:
                table.play(table.substitute())
            else:
                worker = self.workers[table.number % len(self.workers)]
                self.queues[id(worker)].append(table)
                return True

    def _fault(self, table: Table, kind: str, detail: str = "", where: Any = None) -> None:
        pid = table.players[table.decision.player]
        entry = self.entries[pid]
        if not entry.disqualified:  # a request already sent when it went out: not counted
            entry.faults.append(Fault(kind, detail, where, table.number + 1))
        if len(entry.faults) >= self.settings.max_faults and entry.disqualified_in_game is None:
            entry.disqualified_in_game = table.number + 1
        table.play(table.substitute())

    def _send(self, worker: Worker, table: Table) -> None:
        key = id(worker)
        synced = self.synced[key]
        start = synced.get(table.number, 0)
        if start > len(table.moves):
            start = 0
        pid = table.players[table.decision.player]
        forget = tuple(self.forget.pop(key, ()))
        for number in forget:
            synced.pop(number, None)
        self.rid += 1
        message = ("decide", self.rid, pid, table.number, self.seats, table.deal, start,
                   tuple(table.moves[start:]), table.mix(5), forget)
        synced[table.number] = len(table.moves)
        inflight = self.inflight[key]
        if not inflight:
            self.head_since[key] = time.monotonic()
        inflight.append((self.rid, table))
        if not worker.send(message):
            self.head_since[key] = float("-inf")  # a dead worker: handled at the next check

    def _reset(self, worker: Worker) -> None:
        """Start ``worker`` again; its unanswered requests wait to be sent again."""
        key = id(worker)
        queue = self.queues[key]
        for _, table in reversed(self.inflight[key]):
            queue.appendleft(table)
        self.inflight[key].clear()
        self.synced[key] = {}
        self.forget.pop(key, None)
        self._note_problems(worker.restart())

    def _lose_head(self, worker: Worker, fault: str) -> None:
        """The oldest request of ``worker`` failed (time out, dead process)."""
        _, table = self.inflight[id(worker)].popleft()
        self._fault(table, fault)
        self._reset(worker)
        if not self._advance(table):
            self.active -= 1

    def _dispatch(self) -> None:
        for worker in self.workers:
            queue = self.queues[id(worker)]
            inflight = self.inflight[id(worker)]
            while queue and len(inflight) < MAX_IN_FLIGHT:
                table = queue.popleft()
                entry = self.entries[table.players[table.decision.player]]
                if entry.disqualified:  # went out while this request waited
                    table.play(table.substitute())
                    if not self._advance(table):
                        self.active -= 1
                    continue
                self._send(worker, table)

    def _settle(self, worker: Worker, table: Table, message: Any) -> None:
        """Handle the worker's reply about ``table``."""
        kind = message[0]
        if kind == "answer":
            table.play(message[2])
        elif kind == "resync":
            self.synced[id(worker)].pop(table.number, None)
            table.resyncs += 1
            if table.resyncs <= 2:  # the worker rebuilds its copy of the game from the start
                self.queues[id(worker)].append(table)
                return
            self._fault(table, "died")
        else:
            _, _, fault, detail, where = message
            self._fault(table, fault, detail, where)
            if fault == "memory":  # its memory may still be taken: start afresh
                self._reset(worker)
        if not self._advance(table):
            self.active -= 1

    def _collect(self, worker: Worker) -> None:
        """Read every reply waiting from ``worker``."""
        key = id(worker)
        while self.inflight[key]:
            message = worker.receive()
            rid, _ = self.inflight[key][0]
            if message is None or message[1] != rid:
                self._lose_head(worker, "died")
                return
            _, table = self.inflight[key].popleft()
            self.head_since[key] = time.monotonic()
            self._settle(worker, table, message)
            if not worker.conn or not worker.conn.poll(0):
                return

    def play(self) -> TournamentResult:
        started = time.perf_counter()
        settings = self.settings
        self.done = 0
        self.unfinished = 0
        self.rid = 0
        self.active = 0
        self.forget: dict[int, list[int]] = {}
        self._start_workers()
        self.queues: dict[int, deque[Table]] = {id(w): deque() for w in self.workers}
        self.synced: dict[int, dict[int, int]] = {id(w): {} for w in self.workers}
        # Requests sent and not answered yet, oldest first; a worker answers in order,
        # so the oldest one has been running since the previous answer came back.
        self.inflight: dict[int, deque[tuple[int, Table]]] = {id(w): deque()
                                                              for w in self.workers}
        self.head_since: dict[int, float] = {}
        in_progress = settings.in_progress or 6 * max(1, len(self.workers))
        limit = settings.time_limit
        upcoming = 0
        try:
            while upcoming < len(self.plan) or self.active:
                while self.active < in_progress and upcoming < len(self.plan):
                    table = self._open(upcoming)
                    upcoming += 1
                    if self._advance(table):
                        self.active += 1
                self._dispatch()
                busy = [w for w in self.workers if self.inflight[id(w)]]
                if not busy:
                    continue
                soonest = min(self.head_since[id(w)] for w in busy) + limit
                ready = wait_any(busy, soonest - time.monotonic())
                for worker in busy:
                    if worker in ready:
                        self._collect(worker)
                    elif self.head_since[id(worker)] + limit <= time.monotonic():
                        self._lose_head(worker, "timeout")
        finally:
            for worker in self.workers:
                worker.stop()
        return TournamentResult(
            game=self.kind.name, seats=self.seats, games=len(self.plan),
            requested=settings.games, seed=settings.seed, entries=self.entries,
            time_limit=settings.time_limit, memory_mb=settings.memory_mb,
            memory_limited=self.memory_limited, max_faults=settings.max_faults,
            unfinished=self.unfinished, seconds=time.perf_counter() - started,
            workers=len(self.workers), restarts=sum(w.restarts for w in self.workers))


def run_tournament(game: str, folder: str | Path | Sequence[Submission], *,
                   games: int = 400, seed: int = 0, seats: int | None = None,
                   robots: Sequence[str] | str = (), time_limit: float = 1.0,
                   memory_mb: int = 256, max_faults: int = 3, workers: int | None = None,
                   load_limit: float = 10.0,
                   on_game: ProgressCallback | None = None) -> TournamentResult:
    """Play a class tournament of the strategies in ``folder`` (see the module docstring).

    ``robots`` adds the kit's robots as players ("greedy,random" or a list).
    """
    import sys

    if sys.platform == "emscripten":
        raise ConfigError("tournament.error.browser")
    kind = game_kind(game)
    if isinstance(robots, str):
        robots = tuple(r.strip() for r in robots.split(",") if r.strip())
    settings = Settings(games=games, seed=seed, seats=seats, robots=tuple(robots),
                        time_limit=float(time_limit), memory_mb=int(memory_mb),
                        max_faults=max_faults, load_limit=float(load_limit),
                        workers=default_workers() if workers is None else workers)
    check_settings(kind, settings)
    submissions = collect(folder) if isinstance(folder, str | Path) else list(folder)
    if not submissions:
        raise ConfigError("tournament.error.empty", folder=str(folder))
    return Tournament(kind, submissions, settings, on_game).play()


__all__ = ["Tournament", "run_tournament"]
