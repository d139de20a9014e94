"""Play a class tournament: the teacher's process runs the games, each student's own
process runs that student's strategy.

The teacher's process holds every game (the engines), the robots and the
clock. Each student's strategy runs in a process of its own
(:mod:`.processes`, :mod:`.student`): when it must decide, its process receives
that seat's view and the options as plain data and answers with an index. A
student's process only runs while it decides (it is stopped in between), and at
most ``workers`` decide at once (default: the machine's cores, 2 at most), so a
slow or hostile strategy slows down itself, never a classmate. Several games are
in progress at once, so that a free core always has a decision to take.

The rules for faults (stated in the guide and in ``docs/tournament.*.md``):

- a strategy that does not answer within ``time_limit`` seconds of its own CPU
  time (or three times that in wall time: a ``sleep``), raises an error, runs out
  of memory, answers something that is not one of ``decision.options``, ends its
  process or tries what the guard refuses (:mod:`.guard`) makes a *fault*: the
  random robot answers that decision in its place, and its process is started
  again when it was killed;
- after ``max_faults`` faults (default 3) the strategy is *disqualified*: the
  random robot plays all its remaining decisions, and it is ranked last;
- a file that cannot be loaded is disqualified from the start (the random
  robot takes its seat in all its games, so the schedule stays balanced).

Everything derives from ``seed``: deals, seating, robots, and the :mod:`random`
module inside the students' processes (seeded before each decision). The same folder and
seed give the same results, unless a strategy exceeds the time limit (that
depends on the machine's load), or keeps memory between calls (global
variables) or is disqualified while several games are in progress (which
decisions come after the disqualification then depends on timing).
"""

from __future__ import annotations

import os
import queue
import random
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from algunokit.errors import ConfigError
from algunokit.tournaments.games import GameKind, game_kind
from algunokit.tournaments.processes import StudentProcess, words
from algunokit.tournaments.results import Entry, Fault, TournamentResult
from algunokit.tournaments.schedule import schedule
from algunokit.tournaments.settings import Settings, check_settings, default_workers
from algunokit.tournaments.submissions import Submission, collect

ProgressCallback = Callable[[int, int], None]
#: Total CPU seconds a student's process may use before the system ends it (a
#: backstop: the time limit per decision comes first).
CPU_BACKSTOP = 600
#: The kinds of fault a student's process may report itself.
REPORTED_FAULTS = ("crash", "illegal", "memory")


@dataclass
class Table:
    """One game in progress (in the teacher's process: the engine's game)."""

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
        self.processes: dict[int, StudentProcess] = {}
        self.replies: queue.Queue[tuple[int, int, Any]] = queue.Queue()
        self.memory_limited = False
        self.kit_resyncs = 0

    # ------------------------------------------------------------------ processes

    def _start_message(self) -> dict[str, Any]:
        denied = sorted({os.path.dirname(os.path.abspath(sub.path))
                         for sub in self.student_of.values()})
        game = self.kind.new_game(self.seats, 0)
        return {"game": self.kind.name, "shared": self.kind.shared(game),
                "memory_mb": self.settings.memory_mb, "cpu_s": CPU_BACKSTOP,
                "denied": denied}

    def _start_students(self) -> None:
        """One process per loadable strategy, started ``workers`` at a time (each
        loads its student's code while the other cores start the next ones)."""
        start = self._start_message()
        loadable = [pid for pid, sub in self.student_of.items() if sub.loadable]
        batch = max(1, self.settings.workers)
        for first in range(0, len(loadable), batch):
            group = [StudentProcess(pid, self.student_of[pid], start, self.replies)
                     for pid in loadable[first:first + batch]]
            for process in group:
                process.spawn()
            for process in group:
                problem = process.wait_loaded(self.settings.load_limit)
                self.memory_limited |= process.memory_limited
                if problem is None:
                    self.processes[process.sid] = process
                else:
                    self.entries[process.sid].problem = (problem.key, problem.params)

    def _process_of(self, pid: int) -> StudentProcess | None:
        """The student's process, started again if a fault ended it."""
        process = self.processes.get(pid)
        if process is None or self.entries[pid].disqualified:
            return None
        if not process.alive:
            problem = process.load(self.settings.load_limit)
            if problem is not None:  # loaded before, not now (e.g. out of memory)
                entry = self.entries[pid]
                if entry.disqualified_in_game is None:
                    entry.disqualified_in_game = self.done + 1
                    entry.faults.append(Fault("died", "", None, self.done + 1))
                self._drop(pid)
                return None
        return process

    def _drop(self, pid: int) -> None:
        process = self.processes.pop(pid, None)
        if process is not None:
            process.kill()

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
        self.done += 1
        self.active -= 1
        if self.on_game is not None:
            self.on_game(self.done, len(self.plan))

    def _advance(self, table: Table) -> None:
        """Play every decision that needs no student's process, then queue the table
        for its student (or close it once the game is over)."""
        while True:
            decision = table.decision
            if decision is None:
                self._close(table)
                return
            seat = decision.player
            entry = self.entries[table.players[seat]]
            if seat in table.robots:
                option = table.robots[seat](table.game.view(seat), decision)
                table.play(decision.options.index(option))
            elif entry.disqualified or table.players[seat] not in self.processes:
                table.play(table.substitute())
            else:
                self.waiting.append(table)
                return

    def _fault(self, table: Table, kind: str, detail: Any = "", where: Any = None) -> None:
        """The student to play at ``table`` made a fault: count it, the random robot
        answers in its place."""
        pid = table.players[table.decision.player]
        entry = self.entries[pid]
        if not entry.disqualified:
            entry.faults.append(Fault(kind, detail, where, table.number + 1))
        if len(entry.faults) >= self.settings.max_faults and entry.disqualified_in_game is None:
            entry.disqualified_in_game = table.number + 1
            self._drop(pid)
        table.play(table.substitute())

    def _dispatch(self) -> None:
        """Send every waiting decision whose student is free, ``workers`` at once."""
        if len(self.running) >= self.settings.workers:
            return
        kept: deque[Table] = deque()
        while self.waiting:
            table = self.waiting.popleft()
            pid = table.players[table.decision.player]
            if pid in self.running or len(self.running) >= self.settings.workers:
                kept.append(table)
                continue
            process = self._process_of(pid)
            if process is None:  # out meanwhile: the random robot plays its seat
                table.play(table.substitute())
                self._advance(table)
                continue
            self.rid += 1
            message = {"rid": self.rid, "data": self.kind.public(table.game),
                       "n": len(table.decision.options), "seed": table.mix(5)}
            if process.request(message):
                self.running[pid] = (table, self.rid, process.generation)
            else:
                process.kill()
                self._fault(table, "died")
                self._advance(table)
        self.waiting = kept

    def _settle(self, pid: int, generation: int, message: Any) -> None:
        """A message from a student's process."""
        running = self.running.get(pid)
        process = self.processes.get(pid)
        if running is None or process is None or generation != running[2]:
            return  # from a process already replaced (a late reply, its end)
        table, rid, _ = running
        if message is None or message.get("garbled"):
            del self.running[pid]
            process.kill()
            self._fault(table, "died")
        elif "refused" in message:
            del self.running[pid]
            process.kill()
            what = message["refused"] if message["refused"] in REFUSALS else "other"
            self._fault(table, "refused", what)
        elif message.get("rid") != rid:
            return
        elif "answer" in message:
            index = message["answer"]
            del self.running[pid]
            if type(index) is not int or not 0 <= index < len(table.decision.options):
                process.kill()
                self._fault(table, "died")
            else:
                process.pause()
                table.play(index)
        elif message.get("resync") is True:  # the kit's own mistake: no one's fault
            del self.running[pid]
            process.pause()
            self.kit_resyncs += 1
            table.play(table.substitute())
        elif message.get("fault") in REPORTED_FAULTS:
            del self.running[pid]
            fault = message["fault"]
            where = message.get("where")
            if fault == "illegal":
                where = words(where)
            elif isinstance(where, list) and len(where) == 2 \
                    and all(x is None or type(x) is int for x in where):
                where = tuple(where)
            else:
                where = None
            if fault == "memory":  # its memory may still be taken: start afresh
                process.kill()
            else:
                process.pause()
            detail = message.get("detail")
            self._fault(table, fault, None if detail is None else words(detail), where)
        else:
            return
        self._advance(table)

    def _check_clocks(self) -> float:
        """Charge a time-out to each student past its limit; the seconds until the
        next check."""
        limit = self.settings.time_limit
        wall_cap = 3 * limit
        now = time.monotonic()
        wait = limit
        for pid, (table, _, _) in list(self.running.items()):
            process = self.processes[pid]
            wall = now - process.busy_since
            if wall < limit:
                wait = min(wait, limit - wall)
                continue
            cpu = process.used_cpu()
            if cpu is None or cpu >= limit or wall >= wall_cap:
                del self.running[pid]
                process.kill()
                self._fault(table, "timeout")
                self._advance(table)
            else:  # waiting for a core: it has not used its time yet
                wait = min(wait, max(0.01, min(limit - cpu, wall_cap - wall)))
        return max(0.0, wait)

    def play(self) -> TournamentResult:
        started = time.perf_counter()
        settings = self.settings
        self.done = 0
        self.unfinished = 0
        self.rid = 0
        self.active = 0
        self.waiting: deque[Table] = deque()
        self.running: dict[int, tuple[Table, int, int]] = {}
        in_progress = settings.in_progress or 6 * max(1, settings.workers)
        upcoming = 0
        try:
            self._start_students()
            while upcoming < len(self.plan) or self.active:
                while self.active < in_progress and upcoming < len(self.plan):
                    table = self._open(upcoming)
                    upcoming += 1
                    self.active += 1
                    self._advance(table)
                self._dispatch()
                if not self.running:
                    continue
                try:
                    pid, generation, message = self.replies.get(timeout=self._check_clocks())
                except queue.Empty:
                    continue
                self._settle(pid, generation, message)
                while True:  # every reply already there, before sending more
                    try:
                        pid, generation, message = self.replies.get_nowait()
                    except queue.Empty:
                        break
                    self._settle(pid, generation, message)
                self._check_clocks()
        finally:
            for process in self.processes.values():
                process.kill()
        return TournamentResult(
            game=self.kind.name, seats=self.seats, games=len(self.plan),
            requested=settings.games, seed=settings.seed, entries=self.entries,
            time_limit=settings.time_limit, memory_mb=settings.memory_mb,
            memory_limited=self.memory_limited, max_faults=settings.max_faults,
            unfinished=self.unfinished, seconds=time.perf_counter() - started,
            workers=settings.workers,
            restarts=sum(p.starts - 1 for p in self.processes.values()))


#: What the guard may refuse (see :mod:`.guard`); anything else is said as "other".
REFUSALS = ("write", "read", "module", "network", "process", "kill", "ctypes", "gc",
            "limits")


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
