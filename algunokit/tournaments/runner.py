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
seed give the same results, unless a strategy exceeds the time limit or its
thinking-time budget (that depends on the machine's load): each student decides in
its games in their order (:meth:`Tournament._dispatch`), so what it remembers between
calls, its faults and the game it is disqualified in never depend on which reply came
first, and a process that cannot be started again puts its strategy out without a
fault of its own.
"""

from __future__ import annotations

import hashlib
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
from algunokit.i18n import LANGUAGES
from algunokit.tournaments import wire
from algunokit.tournaments.games import TournamentGame, option_index, tournament_game
from algunokit.tournaments.processes import GARBLED, StudentProcess
from algunokit.tournaments.results import (
    REFUSAL_KEYS,
    Entry,
    Fault,
    GameRecord,
    TournamentResult,
)
from algunokit.tournaments.schedule import schedule
from algunokit.tournaments.settings import Settings, check_settings, default_workers
from algunokit.tournaments.submissions import Submission, collect

ProgressCallback = Callable[[int, int], None]
#: A game of a plan: its deal's seed and the entry sitting at each seat.
Planned = tuple[int, tuple[int, ...]]


@dataclass(frozen=True)
class LocalStrategy:
    """A strategy played in the teacher's own process, for where no second process can
    start (the browser kernel): the same words and the same rules about faults, but no
    time limit and no guard (the only code there is the student's own notebook)."""

    name: str
    strategy: Callable[[Any, Any], Any]
#: Total CPU seconds a student's process may use before the system ends it (a
#: backstop: the time limit per decision comes first).
CPU_BACKSTOP = 600
#: Wall-clock seconds past the time limit before a strategy that has not used its CPU
#: time is charged a time-out anyway (it sleeps, or waits on something): a busy machine
#: can keep an honest process waiting for a core for a while.
WALL_GRACE = 5.0
#: ... and at least this many times the limit.
WALL_TIMES = 3
#: The kinds of fault a student's process may report itself.
REPORTED_FAULTS = ("crash", "illegal", "memory")


@dataclass
class GameInProgress:
    """One game in progress (in the teacher's process: the engine's game)."""

    number: int  # 0-based position in the schedule
    deal: int
    players: tuple[int, ...]
    game: Any
    robots: dict[int, Any]
    moves: list[int] = field(default_factory=list)

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

    def __init__(self, kind: TournamentGame, submissions: Sequence[Submission | LocalStrategy],
                 settings: Settings, on_game: ProgressCallback | None = None,
                 plan: Sequence[Planned] | None = None) -> None:
        self.kind = kind
        self.settings = settings
        self.on_game = on_game
        self.entries: list[Entry] = []
        self.student_of: dict[int, Submission] = {}
        self.local: dict[int, Callable[[Any, Any], Any]] = {}
        for sub in submissions:
            if isinstance(sub, LocalStrategy):
                self.local[len(self.entries)] = sub.strategy
                self.entries.append(Entry(sub.name))
                continue
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
        if plan is None:
            self.plan = schedule(n, seats, settings.games, settings.seed)
        else:  # a lesson's own games (a student against robots, seats in turn)
            self.plan = [(int(deal), tuple(players)) for deal, players in plan]
            if not self.plan or any(len(p) != seats or len(set(p)) != seats
                                    or not all(0 <= x < n for x in p) for _, p in self.plan):
                raise ValueError("a plan seats each game's entries once, at every seat")
        self.records: list[GameRecord] = []
        self.processes: dict[int, StudentProcess] = {}
        self.replies: queue.Queue[tuple[int, int, Any]] = queue.Queue()
        self.memory_limited = False
        self.isolated = bool(self.student_of) and settings.isolation
        self.spent_wall: dict[int, float] = {}
        self.spent_cpu: dict[int, float] = {}
        digest = hashlib.blake2b(f"{settings.seed}".encode(), digest_size=32)
        for sub in self.student_of.values():
            digest.update(_file_digest(sub))
        self.random_key = digest.digest()

    # ------------------------------------------------------------------ processes

    def _start_message(self) -> dict[str, Any]:
        game = self.kind.new_game(self.seats, 0)
        return {"game": self.kind.name, "shared": self.kind.shared(game),
                "memory_mb": self.settings.memory_mb, "cpu_s": CPU_BACKSTOP}

    def _hidden(self) -> tuple[str, ...]:
        """Folders a sandbox covers even inside what it shows (the class folder, home)."""
        folders = {os.path.dirname(os.path.abspath(sub.path))
                   for sub in self.student_of.values() if os.path.isfile(sub.path)}
        folders |= {os.path.dirname(f) for f in folders}
        home = os.path.expanduser("~")
        if home and home != "/":
            folders.add(home)
        return tuple(sorted(folders))

    def _start_students(self) -> None:
        """One process per loadable strategy, started ``workers`` at a time (each
        loads its student's code while the other cores start the next ones)."""
        start = self._start_message()
        hidden = self._hidden()
        loadable = [pid for pid, sub in self.student_of.items() if sub.loadable]
        batch = max(1, self.settings.workers)
        for first in range(0, len(loadable), batch):
            group = [StudentProcess(pid, self.student_of[pid], start, self.replies,
                                    isolated=self.settings.isolation, hidden=hidden)
                     for pid in loadable[first:first + batch]]
            for process in group:
                self.isolated = self.isolated and process.isolated
                process.spawn()
            for process in group:
                problem = process.wait_loaded(self.settings.load_limit)
                self.memory_limited |= process.memory_limited
                entry = self.entries[process.sid]
                if process.name and process.name.casefold() != entry.name.casefold():
                    entry.name = f"{entry.name} ({process.name})"  # NOM adds, never replaces
                entry.warnings = list(process.warnings)
                if problem is None:
                    self.processes[process.sid] = process
                else:
                    entry.problem = (problem.key, problem.params)

    def _process_of(self, pid: int) -> StudentProcess | None:
        """The student's process, started again if a fault ended it."""
        process = self.processes.get(pid)
        if process is None or self.entries[pid].disqualified:
            return None
        if not process.alive:
            problem = process.load(self.settings.load_limit)
            if problem is not None:  # loaded before, not now (e.g. out of memory)
                entry = self.entries[pid]
                if entry.disqualified_in_game is None:  # out, but no fault of its own:
                    entry.disqualified_in_game = self.done + 1  # the rule counts faults
                    entry.restart_problem = (problem.key, problem.params)
                self._drop(pid)
                return None
        return process

    def _drop(self, pid: int) -> None:
        process = self.processes.pop(pid, None)
        if process is not None:
            process.kill()

    # ------------------------------------------------------------------ playing

    def _open(self, number: int) -> GameInProgress:
        deal, players = self.plan[number]
        robots = {}
        for pid in players:
            self.open_of.setdefault(pid, set()).add(number)
        for seat, pid in enumerate(players):
            entry = self.entries[pid]
            if entry.robot is not None:
                seed = (self.settings.seed * 131 + number * 17 + seat) & 0xFFFF_FFFF
                robots[seat] = self.kind.make_robot(entry.robot, seed)
        return GameInProgress(number, deal, players, self.kind.new_game(self.seats, deal), robots)

    def _close(self, table: GameInProgress) -> None:
        self.records.append(GameRecord(table.players, tuple(sorted(table.game.winners)),
                                       self.kind.points(table.game)))
        winners = set(table.game.winners)
        if not winners:
            self.unfinished += 1
        for seat, pid in enumerate(table.players):
            self.open_of[pid].discard(table.number)
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

    def _advance(self, table: GameInProgress) -> None:
        """Play every decision that needs no student's process, then queue the table
        for its student (or close it once the game is over)."""
        while True:
            decision = table.decision
            if decision is None:
                self._close(table)
                return
            seat = decision.player
            entry = self.entries[table.players[seat]]
            pid = table.players[seat]
            if seat in table.robots:
                option = table.robots[seat](table.game.view(seat), decision)
                table.play(decision.options.index(option))
            elif pid in self.local and not entry.disqualified:
                self._play_here(table, pid)
            elif entry.disqualified or pid not in self.processes:
                table.play(table.substitute())
            else:
                self.waiting.append(table)
                return

    def _play_here(self, table: GameInProgress, pid: int) -> None:
        """A local strategy's decision, judged as a student's process judges one."""
        from algunokit.slips import student_line
        from algunokit.tournaments.faults import answer_said, words

        decision = table.decision
        strategy = self.local[pid]
        call = strategy if self.kind.adapt is None else self.kind.adapt(strategy)
        random.seed(table.mix(5))
        try:
            answer = call(table.game.view(decision.player), decision)
            index = option_index(table.game, decision, answer)
        except MemoryError:
            self._fault(table, "memory")
            return
        except Exception as err:  # a student's bug: said in words, with its line
            line = student_line(err.__traceback__, strategy)
            self._fault(table, "crash", words(err), (None, line) if line else None)
            return
        if index is None:
            self._fault(table, "illegal", answer_said(answer),
                        {lang: self.kind.decision_words(decision.kind, lang)
                         for lang in LANGUAGES})
            return
        table.play(index)

    def _fault(self, table: GameInProgress, kind: str, detail: Any = "", where: Any = None) -> None:
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
        kept: deque[GameInProgress] = deque()
        while self.waiting:
            table = self.waiting.popleft()
            pid = table.players[table.decision.player]
            if pid in self.running or len(self.running) >= self.settings.workers \
                    or min(self.open_of[pid]) < table.number:
                # A student decides in its games in their order: what it answers, its
                # faults and the game it is disqualified in never depend on which
                # table's reply came first, so the same seed gives the same numbers.
                kept.append(table)
                continue
            process = self._process_of(pid)
            if process is None:  # out meanwhile: the random robot plays its seat
                table.play(table.substitute())
                self._advance(table)
                continue
            self.rid += 1
            message = wire.Decide(self.rid, self.kind.public(table.game),
                                  len(table.decision.options), self._student_random(table))
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
        self._charge(pid, process)
        if message is None or message == GARBLED:  # ended, or sent what is no message
            del self.running[pid]
            process.kill()
            self._fault(table, "died")
        elif isinstance(message, wire.Refused):
            del self.running[pid]
            process.kill()
            # what the guard may refuse, each with its sentence; anything else: "other"
            what = message.what if message.what in REFUSAL_KEYS else "other"
            self._fault(table, "refused", what)
        elif getattr(message, "rid", None) != rid:  # out of turn: its fault
            del self.running[pid]
            process.kill()
            self._fault(table, "died")
        elif isinstance(message, wire.Answer):
            del self.running[pid]
            if not 0 <= message.index < len(table.decision.options):
                process.kill()
                self._fault(table, "died")
            else:
                process.pause()
                table.play(message.index)
        elif isinstance(message, wire.Resync):  # the kit's own mistake: no one's fault
            # (tests/tournament/test_public_data.py rebuilds every decision of many games)
            del self.running[pid]
            process.pause()
            table.play(table.substitute())
        else:  # wire.Failed
            del self.running[pid]
            if message.fault == "memory":  # its memory may still be taken: start afresh
                process.kill()
            else:
                process.pause()
            self._fault(table, message.fault, message.detail, message.where)
        if self._over_budget(pid) and self.entries[pid].disqualified_in_game is None:
            self._out_of_time(pid, table.number + 1)
        self._advance(table)

    # ------------------------------------------------------------------ time budget

    def _charge(self, pid: int, process: StudentProcess) -> None:
        """Add the decision that just ended to the student's thinking time (its own: the
        time it waited for a core on a loaded machine is not charged)."""
        wall = process.own_wall()
        cpu = process.used_cpu()
        self.spent_wall[pid] = self.spent_wall.get(pid, 0.0) + wall
        self.spent_cpu[pid] = self.spent_cpu.get(pid, 0.0) + (cpu if cpu is not None else wall)

    def _over_budget(self, pid: int) -> bool:
        budget = self.settings.budget
        return self.spent_wall.get(pid, 0.0) >= budget or self.spent_cpu.get(pid, 0.0) >= budget

    def _out_of_time(self, pid: int, game: int) -> None:
        """The student used its whole thinking time: out, the random robot plays on."""
        entry = self.entries[pid]
        entry.faults.append(Fault("budget", "", None, game))
        entry.disqualified_in_game = game
        self._drop(pid)

    def _student_random(self, table: GameInProgress) -> int:
        """A number for ``random`` in the student's code: the same every run of the same
        folder and seed, yet telling nothing of the game's seed (keyed by every
        student's file, which no student has all of)."""
        data = f"{table.number}:{len(table.moves)}".encode()
        return int.from_bytes(hashlib.blake2b(data, key=self.random_key, digest_size=8).digest(),
                              "big") >> 1

    def _check_clocks(self) -> float:
        """Charge a time-out to each student past its limit; the seconds until the
        next check. Only called once every reply already received is settled: a reply
        waiting in the queue is never taken for a time-out."""
        limit = self.settings.time_limit
        wall_cap = max(WALL_TIMES * limit, limit + WALL_GRACE)
        now = time.monotonic()
        wait = limit
        for pid, (table, _, _) in list(self.running.items()):
            process = self.processes[pid]
            wall = now - process.busy_since
            if wall < limit:
                wait = min(wait, limit - wall)
                continue
            cpu = process.used_cpu()
            over = self.spent_wall.get(pid, 0.0) + process.own_wall(now) >= self.settings.budget
            if cpu is None or cpu >= limit or wall >= wall_cap or over:
                self._receive(0.0)  # one last look: its answer may be there
                if pid not in self.running:
                    continue
                del self.running[pid]
                self._charge(pid, process)
                process.kill()
                if over:
                    self._out_of_time(pid, table.number + 1)
                    table.play(table.substitute())
                else:
                    self._fault(table, "timeout")
                if self._over_budget(pid) and self.entries[pid].disqualified_in_game is None:
                    self._out_of_time(pid, table.number + 1)
                self._advance(table)
            else:  # waiting for a core: it has not used its time yet
                wait = min(wait, max(0.01, min(limit - cpu, wall_cap - wall)))
        return max(0.0, wait)

    def _next_check(self) -> float:
        """Seconds until the first student in play reaches its time limit."""
        now = time.monotonic()
        return max(0.0, min(self.processes[pid].busy_since + self.settings.time_limit - now
                            for pid in self.running))

    def _receive(self, timeout: float) -> None:
        """Settle the replies: wait up to ``timeout`` for one, then take every one
        already there (a restart may have kept the loop busy meanwhile)."""
        try:
            self._settle(*self.replies.get(timeout=timeout))
        except queue.Empty:
            return
        while True:
            try:
                self._settle(*self.replies.get_nowait())
            except queue.Empty:
                return

    def play(self) -> TournamentResult:
        started = time.perf_counter()
        settings = self.settings
        self.done = 0
        self.unfinished = 0
        self.rid = 0
        self.active = 0
        self.waiting: deque[GameInProgress] = deque()
        self.open_of: dict[int, set[int]] = {}  # each entry's games in play, by number
        self.running: dict[int, tuple[GameInProgress, int, int]] = {}
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
                self._receive(self._next_check())
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
            workers=settings.workers, isolated=self.isolated or not self.student_of,
            budget=settings.budget,
            restarts=sum(p.starts - 1 for p in self.processes.values()),
            records=self.records)



def reserved_names() -> set[str]:
    """Names no student may have: every robot's, in every language."""
    from algunokit.simulation import bot_label
    from algunokit.tournaments.games import GAMES

    names = set()
    for kind in GAMES.values():
        for robot in kind.robots:
            names.add(robot)
            for lang in LANGUAGES:
                names.add(bot_label(robot, lang))
                names.add(Entry("", robot=robot).label(lang))
    return names


def _file_digest(submission: Submission) -> bytes:
    """What a student's file adds to the key of the students' random numbers."""
    if submission.chunks:
        data = "\n".join(c.source for c in submission.chunks).encode()
    else:
        try:
            with open(submission.path, "rb") as handle:
                data = handle.read(wire.MAX_SUBMISSION)
        except OSError:
            data = b""
    return hashlib.sha256(data).digest()


def run_tournament(game: str, folder: str | Path | Sequence[Submission | LocalStrategy], *,
                   games: int = 400, seed: int = 0, seats: int | None = None,
                   robots: Sequence[str] | str = (), time_limit: float = 1.0,
                   memory_mb: int = 256, max_faults: int = 3, workers: int | None = None,
                   load_limit: float = 10.0, budget: float = 120.0, isolation: bool = True,
                   on_game: ProgressCallback | None = None,
                   plan: Sequence[Planned] | None = None,
                   presentation: Any = None) -> TournamentResult:
    """Play a class tournament of the strategies in ``folder`` (see the module docstring).

    ``robots`` adds the kit's robots as players ("greedy,random" or a list). The
    lessons use the same runner: ``folder`` may then be a list of submissions and
    :class:`LocalStrategy` (only in the browser kernel, which cannot start a process),
    ``plan`` their own games (``(deal seed, entries by seat)`` each; the entries are
    the strategies then the robots, in order), and ``presentation`` how the result
    reads (see :class:`~algunokit.tournaments.results.TournamentResult`).
    """
    import sys

    if isinstance(folder, str | Path):
        if sys.platform == "emscripten":
            raise ConfigError("tournament.error.browser")
        submissions: list[Any] = collect(folder, reserved_names())
    else:
        submissions = list(folder)
        if sys.platform == "emscripten" and any(isinstance(s, Submission) and s.loadable
                                                for s in submissions):
            raise ConfigError("tournament.error.browser")
    kind = tournament_game(game)
    if isinstance(robots, str):
        robots = tuple(r.strip() for r in robots.split(",") if r.strip())
    settings = Settings(games=games, seed=seed, seats=seats, robots=tuple(robots),
                        time_limit=float(time_limit), memory_mb=int(memory_mb),
                        max_faults=max_faults, load_limit=float(load_limit),
                        budget=float(budget), isolation=bool(isolation),
                        workers=default_workers() if workers is None else workers)
    check_settings(kind, settings)
    if not submissions:
        raise ConfigError("tournament.error.empty", folder=str(folder))
    result = Tournament(kind, submissions, settings, on_game, plan).play()
    result.presentation = presentation
    return result


__all__ = ["LocalStrategy", "Tournament", "run_tournament"]
