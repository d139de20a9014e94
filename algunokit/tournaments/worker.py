"""The worker process: where students' strategies run, away from the teacher's kernel.

Started by :mod:`.pool` (``forkserver`` or ``spawn``, never ``fork`` of the
teacher's kernel). At start it limits its own memory (``RLIMIT_AS`` on Linux),
sends its output to nowhere (a ``print`` in a strategy must not flood the
notebook), then loads the strategies it was given, one at a time, saying
``("loading", sid)`` before and ``("loaded", sid, problem)`` after each, so the
teacher's process can stop one whose loading never ends.

Then it answers requests ``("decide", rid, sid, game_id, seats, deal, start,
moves, rng_seed, forget)``: it keeps a copy of each game in progress (a
replica), applies the moves it has not seen yet, builds the view and the
decision of the seat to play, seeds :mod:`random` (so a strategy using it is
reproducible), calls the strategy and replies with the *index* of the chosen
option, or with a fault: ``("fault", rid, kind, detail, where)``.

The time limit is kept by the teacher's process, which kills this one when a
strategy does not answer in time: nothing here can stop an endless loop.
"""

from __future__ import annotations

import contextlib
import inspect
import os
import random
import sys
import types
from typing import Any

from algunokit.exercises.words import answer_words, decision_words  # loaded before any clock
from algunokit.i18n import LANGUAGES
from algunokit.tournaments.games import game_kind, option_index
from algunokit.tournaments.submissions import STRATEGY_NAMES, Chunk

MB = 1024 * 1024


def limit_memory(extra_mb: int) -> bool:
    """Cap this process's address space at its current size plus ``extra_mb``.

    Linux only (``resource.RLIMIT_AS``); elsewhere nothing is limited and
    False is returned (macOS accepts the call but does not enforce it).
    """
    if extra_mb <= 0 or not sys.platform.startswith("linux"):
        return False
    try:
        import resource

        with open("/proc/self/statm") as statm:
            size = int(statm.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
        limit = size + extra_mb * MB
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    except (ImportError, OSError, ValueError):
        return False
    return True


def silence() -> None:
    """Send this process's output to nowhere and give it no input."""
    devnull = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        with contextlib.suppress(OSError):
            os.dup2(devnull, fd)
    # These files live as long as the process.
    sys.stdout = open(os.devnull, "w")  # noqa: SIM115
    sys.stderr = sys.stdout
    sys.stdin = open(os.devnull)  # noqa: SIM115


def _where(err: BaseException, labels: dict[str, int | None]) -> tuple[int | None, int] | None:
    """``(cell, line)`` of the deepest frame inside the student's code, if any."""
    found = None
    tb = err.__traceback__
    while tb is not None:
        filename = tb.tb_frame.f_code.co_filename
        if filename in labels:
            found = (labels[filename], tb.tb_lineno)
        tb = tb.tb_next
    if found is None and isinstance(err, SyntaxError) and err.filename in labels:
        found = (labels[err.filename], err.lineno or 0)
    return found


def describe_error(err: BaseException) -> str:
    """``"ZeroDivisionError: division by zero"``, short."""
    try:
        text = str(err)
    except Exception:  # a student's exception whose __str__ fails
        text = ""
    name = type(err).__name__
    return (f"{name}: {text}" if text else name)[:200]


class Student:
    """One strategy loaded in this worker."""

    def __init__(self, sid: int, path: str, chunks: tuple[Chunk, ...],
                 adapt: Any = None) -> None:
        self.sid = sid
        self.adapt = adapt
        self.labels: dict[str, int | None] = {}
        self.module = types.ModuleType(f"algunokit_student_{sid}")
        self.module.__file__ = path
        self.path = path
        self.chunks = chunks
        self.strategy: Any = None

    def load(self) -> tuple[str, dict[str, Any]] | None:
        """Run the kept code; None if a usable strategy came out, else the problem."""
        sys.modules[self.module.__name__] = self.module
        namespace = self.module.__dict__
        for chunk in self.chunks:
            label = self.path if chunk.cell is None else f"{self.path}#cell{chunk.cell}"
            self.labels[label] = chunk.cell
            try:
                code = compile(chunk.source, label, "exec")
                exec(code, namespace)  # the student's code, in this isolated worker only
            except MemoryError:
                return ("tournament.problem.load_memory", {})
            except BaseException as err:  # SystemExit too: anything a file does
                cell, line = _where(err, self.labels) or (chunk.cell, 0)
                if cell:
                    return ("tournament.problem.load_error_cell",
                            {"detail": describe_error(err), "cell": cell, "line": line or "?"})
                return ("tournament.problem.load_error",
                        {"detail": describe_error(err), "line": line or "?"})
        for name in STRATEGY_NAMES:
            candidate = namespace.get(name)
            if candidate is not None:
                break
        else:
            return ("tournament.problem.no_function", {})
        if not callable(candidate):
            return ("tournament.problem.not_callable", {"function": name})
        try:
            inspect.signature(candidate).bind(None, None)
        except TypeError:
            return ("tournament.problem.parameters", {"function": name})
        except ValueError:
            pass  # no signature to read (a builtin): let it try
        self.strategy = candidate if self.adapt is None else self.adapt(candidate)
        return None


class Replica:
    """This worker's copy of one game in progress."""

    def __init__(self, kind: Any, seats: int, deal: int) -> None:
        self.game = kind.new_game(seats, deal)
        self.applied = 0

    def catch_up(self, start: int, moves: tuple[Any, ...]) -> bool:
        if start != self.applied:
            return False
        for move in moves:
            self.game.choose(self.game.decision.options[move])
            self.applied += 1
        return True


def serve(conn: Any, game: str, students: list[tuple[int, str, tuple[Chunk, ...]]],
          memory_mb: int, quiet: bool = True) -> None:
    """The worker's whole life (the target of the worker process)."""
    if quiet:
        silence()
    limited = limit_memory(memory_mb)
    kind = game_kind(game)
    loaded: dict[int, Student] = {}
    conn.send(("ready", limited))
    for sid, path, chunks in students:
        conn.send(("loading", sid))
        student = Student(sid, path, chunks, kind.adapt)
        problem = student.load()
        if problem is None:
            loaded[sid] = student
        conn.send(("loaded", sid, problem))
    replicas: dict[int, Replica] = {}
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message[0] == "stop":
            return
        _, rid, sid, game_id, seats, deal, start, moves, rng_seed, forget = message
        for old in forget:
            replicas.pop(old, None)
        conn.send(_decide(kind, loaded.get(sid), replicas, rid, game_id, seats, deal, start,
                          moves, rng_seed))


def _decide(kind: Any, student: Student | None, replicas: dict[int, Replica], rid: int,
            game_id: int, seats: int, deal: int, start: int, moves: tuple[Any, ...],
            rng_seed: int) -> tuple[Any, ...]:
    try:
        replica = replicas.get(game_id)
        if replica is None or start == 0:
            replica = replicas[game_id] = Replica(kind, seats, deal)
        if not replica.catch_up(start, moves):
            replicas.pop(game_id, None)
            return ("resync", rid)
        decision = replica.game.decision
        view = replica.game.view(decision.player)
    except Exception:  # a replica spoilt by a strategy: rebuild it
        replicas.pop(game_id, None)
        return ("resync", rid)
    if student is None or student.strategy is None:
        return ("fault", rid, "crash", "not loaded", None)
    random.seed(rng_seed)
    try:
        answer = student.strategy(view, decision)
        index = option_index(replica.game, decision, answer)
    except MemoryError:
        return ("fault", rid, "memory", "", None)
    except BaseException as err:  # SystemExit, KeyboardInterrupt too
        return ("fault", rid, "crash", describe_error(err), _where(err, student.labels))
    if index is None:  # said as a student reads it, in both languages (never a repr)
        shown = {lang: answer_words(answer, lang)[:160] for lang in LANGUAGES}
        kind_name = {lang: decision_words(decision.kind, lang) for lang in LANGUAGES}
        return ("fault", rid, "illegal", shown, kind_name)
    return ("answer", rid, index)


__all__ = ["Student", "describe_error", "limit_memory", "serve"]
