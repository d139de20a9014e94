"""What a trace ran, addressed by program path: shared by the Python and block views.

A path is ``((branch, index), …)`` from the root alternative (see
:data:`algunokit.code.to_python.Path`): ``()`` is the root,
``(("else", 0),)`` the first step of its SINON branch.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from algunokit.alguno.lang import Alternative
from algunokit.alguno.trace import TestTrace, Trace
from algunokit.code.to_python import Path
from algunokit.errors import CodeError


@dataclass(frozen=True)
class Ran:
    """The tests of the alternatives that were reached, and the actions that ran."""

    tests: dict[Path, TestTrace] = field(default_factory=dict)
    actions: frozenset[Path] = frozenset()

    def reached(self, path: Path) -> bool:
        return path in self.tests

    def taken(self, path: Path) -> bool | None:
        """True (ALORS), False (SINON) or None if that alternative did not run."""
        test = self.tests.get(path)
        return None if test is None else test.value


def ran(alt: Alternative, trace: Trace | None) -> Ran | None:
    """Index ``trace`` (a run of ``alt``) by path; None when there is no trace."""
    if trace is None:
        return None
    if trace.alternative != alt:
        raise CodeError("code.error.trace", line=None)
    tests: dict[Path, TestTrace] = {}
    actions: set[Path] = set()

    def walk(node: Alternative, run: Trace, path: Path) -> None:
        tests[path] = run.test
        name = "then" if run.taken else "else"
        for index, (step, record) in enumerate(zip(node.branch(run.taken), run.steps,
                                                   strict=False)):
            here = (*path, (name, index))
            if isinstance(step, Alternative) and isinstance(record, Trace):
                walk(step, record, here)
            else:
                actions.add(here)

    walk(alt, trace, ())
    return Ran(tests, frozenset(actions))


__all__ = ["Ran", "ran"]
