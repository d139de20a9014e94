"""One student's process: where that student's strategy runs, and nothing else.

Started by the teacher's process (:mod:`.processes`) as
``python -m algunokit.tournaments.student``, one per student, in a session of its
own, with a bare environment. It talks with the teacher's process over its
standard input and output, one JSON object per line (copied to other file
descriptors first: the student's ``print`` and ``input`` meet nothing):

1. it reads ``{"game", "path", "chunks", "shared", "memory_mb", "cpu_s",
   "readable", "denied"}``, loads the kit, sets the system's limits
   (:func:`.guard.limit_process`), sends its output to nowhere, installs the
   guard (:class:`.guard.Guard`) and only then runs the student's code, between
   ``{"loading": true}`` and ``{"loaded": null}`` or ``{"loaded": [key, params]}``
   (why it cannot play);
2. then for each decision it reads ``{"rid", "data", "n", "seed"}``: the seat's view
   and the options *as plain data*, rebuilds them (:mod:`algunokit.alguno.public`,
   :mod:`algunokit.skyjo.public`), calls the strategy and answers
   ``{"rid", "answer": index}`` or ``{"rid", "fault": kind, "detail", "where"}``.

The strategy never meets the game: the objects it receives are made here from
the data, and whatever it does to them stays in this process. A refused action
ends this process after ``{"refused": kind, "detail"}``.

The time limit is kept by the teacher's process, which stops this one between
decisions and kills it when a strategy does not answer in time: nothing here
can stop an endless loop.
"""

from __future__ import annotations

import contextlib
import inspect
import json
import os
import random
import sys
import types
from typing import Any

from algunokit.i18n import LANGUAGES
from algunokit.tournaments.faults import answer_said, where, words
from algunokit.tournaments.games import option_index, tournament_game
from algunokit.tournaments.guard import Guard, limit_process
from algunokit.tournaments.submissions import STRATEGY_NAMES

#: Modules a strategy commonly imports, loaded before the guard (no file to read then).
PRELOAD = ("math", "random", "itertools", "collections", "functools", "statistics",
           "operator", "string", "copy", "dataclasses", "enum", "typing", "heapq",
           "bisect", "fractions", "decimal", "unicodedata", "re", "time", "json")
#: This process ends with this code when the guard refuses an action.
REFUSED_EXIT = 3


class Channel:
    """The two pipes to the teacher's process, one JSON object per line."""

    def __init__(self, read_fd: int, write_fd: int) -> None:
        self.reader = os.fdopen(read_fd, "rb", buffering=1 << 16)
        self.write_fd = write_fd

    def receive(self) -> Any:
        line = self.reader.readline()
        if not line:
            return None
        return json.loads(line)

    def send(self, message: Any) -> None:
        data = (json.dumps(message, ensure_ascii=True, separators=(",", ":")) + "\n").encode()
        view = memoryview(data)
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


class Strategy:
    """The student's code, loaded in this process."""

    def __init__(self, path: str, chunks: list[list[Any]], adapt: Any) -> None:
        self.path = path
        self.chunks = chunks
        self.adapt = adapt
        self.labels: dict[str, int | None] = {}
        self.module = types.ModuleType("strategie")
        self.module.__file__ = os.path.basename(path)
        self.call: Any = None

    def load(self) -> list[Any] | None:
        """Run the student's code; None if a usable strategy came out, else
        ``[message key, params]``."""
        sys.modules[self.module.__name__] = self.module
        namespace = self.module.__dict__
        for cell, source in self.chunks:
            label = self.path if cell is None else f"{self.path}#cell{cell}"
            self.labels[label] = cell
            try:
                exec(compile(source, label, "exec"), namespace)  # in this process only
            except MemoryError:
                return ["tournament.problem.load_memory", {}]
            except BaseException as err:  # SystemExit too: anything a file does
                at = where(err, self.labels) or [cell, 0]
                said = words(err)
                key = "tournament.problem.load_error_cell" if at[0] else \
                    "tournament.problem.load_error"
                return [key, {"detail": said, "cell": at[0], "line": at[1] or "?"}]
        for name in STRATEGY_NAMES:
            candidate = namespace.get(name)
            if candidate is not None:
                break
        else:
            return ["tournament.problem.no_function", {}]
        if not callable(candidate):
            return ["tournament.problem.not_callable", {"function": name}]
        try:
            inspect.signature(candidate).bind(None, None)
        except TypeError:
            return ["tournament.problem.parameters", {"function": name}]
        except ValueError:
            pass  # no signature to read (a builtin): let it try
        self.call = candidate if self.adapt is None else self.adapt(candidate)
        return None


def decide(kind: Any, shared: Any, strategy: Strategy, request: dict[str, Any]) -> dict[str, Any]:
    """The answer to one request (see the module docstring)."""
    rid = request["rid"]
    view, decision, game = kind.rebuild(shared, request["data"])
    if len(decision.options) != request["n"]:  # the kit's own mistake, never a student's
        return {"rid": rid, "resync": True}
    random.seed(request["seed"])
    try:
        answer = strategy.call(view, decision)
        index = option_index(game, decision, answer)
    except MemoryError:
        return {"rid": rid, "fault": "memory", "detail": "", "where": None}
    except BaseException as err:  # SystemExit, KeyboardInterrupt too
        return {"rid": rid, "fault": "crash", "detail": words(err),
                "where": where(err, strategy.labels)}
    if index is None:
        return {"rid": rid, "fault": "illegal", "detail": answer_said(answer),
                "where": {lang: kind.decision_words(decision.kind, lang) for lang in LANGUAGES}}
    return {"rid": rid, "answer": index}


def serve(channel: Channel) -> None:
    """This process's whole life."""
    start = channel.receive()
    kind = tournament_game(start["game"])
    shared = kind.load_shared(start["shared"])
    for module in PRELOAD:
        __import__(module)
    import algunokit

    # Everything a decision may load (the lesson's names, the words of a fault, the
    # games' public data), loaded before the guard: no file is read after it.
    import algunokit.alguno.public
    import algunokit.exercises.alguno_student
    import algunokit.skyjo.public
    import algunokit.slips
    import algunokit.words  # noqa: F401  (a crash said in words, loaded before the guard)
    limited = limit_process(start["memory_mb"], start["cpu_s"])
    silence()
    sys.dont_write_bytecode = True
    sys.path[:] = [p for p in sys.path if p and os.path.isabs(p)]

    def refused(what: str, detail: str) -> None:
        channel.send({"refused": what, "detail": detail})

    sys.addaudithook(Guard(start["readable"], start["denied"], refused, REFUSED_EXIT))
    strategy = Strategy(start["path"], start["chunks"], kind.adapt)
    channel.send({"loading": True})
    channel.send({"loaded": strategy.load(), "memory_limited": limited})
    while True:
        request = channel.receive()
        if request is None or "rid" not in request:
            return
        channel.send(decide(kind, shared, strategy, request))


def main() -> None:
    serve(Channel(os.dup(0), os.dup(1)))


if __name__ == "__main__":
    main()
