"""One student's process: where that student's code runs, and nothing else.

Started by the teacher's process (:mod:`.processes`) as
``python -m algunokit.tournaments.student``, one per student, inside its sandbox
(:mod:`.sandbox`: bubblewrap where it exists) with a bare environment. It talks with
the teacher's process over its standard input and output, with the typed messages of
:mod:`.wire` (copied to other file descriptors first: the student's ``print`` and
``input`` meet nothing):

1. it reads :class:`~.wire.Start` (the game, the student's file as text, the rules),
   loads what a decision needs, sets the system's limits (:func:`.guard.limit_process`),
   sends its output to nowhere, installs the guard (:func:`.guard.install`) and only
   then runs the student's file (:mod:`.loading`: a notebook cell by cell, as written),
   between :class:`~.wire.Loading` and :class:`~.wire.Loaded`;
2. then for each :class:`~.wire.Decide` (the seat's view and the options *as plain
   data*, and a fresh random number) it rebuilds them (:mod:`algunokit.alguno.public`,
   :mod:`algunokit.skyjo.public`), calls the strategy and answers
   :class:`~.wire.Answer`, :class:`~.wire.Failed` or :class:`~.wire.Resync`.

The strategy never meets the game: the objects it receives are made here from
the data, and whatever it does to them stays in this process. A refused action
ends this process after :class:`~.wire.Refused`.

The time limits are kept by the teacher's process, which stops this one between
decisions and kills it when a strategy does not answer in time.

This module imports only what a decision needs (never the kit's facade).
"""

from __future__ import annotations

import contextlib
import inspect
import os
import random
import sys
from typing import Any

from algunokit.i18n import LANGUAGES
from algunokit.tournaments import wire
from algunokit.tournaments.faults import answer_said, where, words
from algunokit.tournaments.games import option_index, tournament_game
from algunokit.tournaments.guard import Guard, install, limit_process
from algunokit.tournaments.loading import chosen_name, run_submission

#: Modules a strategy commonly imports, loaded before the guard.
PRELOAD = ("math", "random", "itertools", "collections", "functools", "statistics",
           "operator", "string", "copy", "dataclasses", "enum", "typing", "heapq",
           "bisect", "fractions", "decimal", "unicodedata", "re", "time", "json")
#: This process ends with this code when the guard refuses an action.
REFUSED_EXIT = 3


class Channel:
    """The two pipes to the teacher's process, one typed message per line."""

    def __init__(self, read_fd: int, write_fd: int) -> None:
        self.reader = os.fdopen(read_fd, "rb", buffering=1 << 16)
        self.write_fd = write_fd

    def receive(self) -> Any:
        """The next message from the teacher's process, checked; None at the end."""
        line = self.reader.readline(wire.MAX_TO_STUDENT + 1)
        if not line:
            return None
        return wire.read(line, wire.TO_STUDENT, wire.MAX_TO_STUDENT)

    def send(self, message: Any) -> None:
        view = memoryview(message.line())
        while view:
            written = os.write(self.write_fd, view)
            view = view[written:]


def silence() -> None:
    """Send this process's output to nowhere and give it no input."""
    devnull = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        with contextlib.suppress(OSError):
            os.dup2(devnull, fd)
    os.close(devnull)
    sys.stdout = sys.stderr = open(os.devnull, "w")  # noqa: SIM115  (lives as the process)
    sys.stdin = open(os.devnull)  # noqa: SIM115


def _check_parameters(name: str, function: Any) -> Any:
    try:
        inspect.signature(function).bind(None, None)
    except TypeError:
        return ["tournament.problem.parameters", {"function": name}]
    except ValueError:
        pass  # no signature to read (a builtin): let it try
    return None


def decide(kind: Any, shared: Any, call: Any, labels: dict[str, int | None],
           request: wire.Decide) -> Any:
    """The answer to one decision (see the module docstring)."""
    rid = request.rid
    view, decision, game = kind.rebuild(shared, request.data)
    if len(decision.options) != request.n:  # the kit's own mistake, never a student's
        return wire.Resync(rid)
    random.seed(request.rand)
    try:
        answer = call(view, decision)
        index = option_index(game, decision, answer)
    except MemoryError:
        return wire.Failed(rid, "memory", None, None)
    except BaseException as err:  # SystemExit, KeyboardInterrupt too
        return wire.Failed(rid, "crash", words(err), where(err, labels))
    if index is None:
        return wire.Failed(rid, "illegal", answer_said(answer),
                           {lang: kind.decision_words(decision.kind, lang) for lang in LANGUAGES})
    return wire.Answer(rid, index)


def serve(channel: Channel) -> None:
    """This process's whole life."""
    start = channel.receive()
    if not isinstance(start, wire.Start):
        return
    kind = tournament_game(start.game)
    shared = kind.load_shared(start.shared)
    for module in PRELOAD:
        __import__(module)
    # Everything a decision may load (the lesson's names, the words of a fault, the
    # games' public data), loaded before the guard.
    import algunokit.alguno.public
    import algunokit.alguno.student
    import algunokit.skyjo.public
    import algunokit.slips
    import algunokit.words  # noqa: F401  (a crash said in words)
    limited = limit_process(start.memory_mb, start.cpu_s)
    silence()
    sys.dont_write_bytecode = True
    sys.path[:] = [p for p in sys.path if p and os.path.isabs(p)]

    def refused(what: str, detail: str) -> None:
        channel.send(wire.Refused(what, detail))

    soften = install(Guard(start.readable, refused, REFUSED_EXIT))
    channel.send(wire.Loading())
    loaded = run_submission(start.source, start.label, start.text, soften)
    soften(False)
    problem = loaded.problem
    call = None
    if problem is None:
        problem = _check_parameters(loaded.function_name, loaded.function)
        call = loaded.function if kind.adapt is None else kind.adapt(loaded.function)
    name = chosen_name(loaded.namespace)
    channel.send(wire.Loaded(None if problem is None else list(problem),
                             name if isinstance(name, str) else "", loaded.warnings,
                             limited))
    if problem is not None:
        return
    while True:
        request = channel.receive()
        if not isinstance(request, wire.Decide):
            return
        channel.send(decide(kind, shared, call, loaded.labels, request))


def main() -> None:
    channel = Channel(os.dup(0), os.dup(1))
    try:
        serve(channel)
    except wire.BadMessage:
        return


if __name__ == "__main__":
    main()
