"""Exercises with ``check()``, ``hint()`` and ``solution()``, used by the lessons.

Teachers write their own with ``number``, ``choice``, ``condition``, ``program``,
``function`` and ``strategy`` (see :mod:`algunokit.exercises.teacher`).
"""

from algunokit.exercises.alguno import (
    read_condition,
    sample_hands,
    sample_tables,
)
from algunokit.exercises.core import (
    Exercise,
    Feedback,
    Hint,
    hide_solutions,
    solutions_hidden,
)
from algunokit.exercises.teacher import (
    Choice,
    ConditionCheck,
    FunctionCheck,
    Number,
    ProgramCheck,
    StrategyCheck,
    TeacherExercise,
    choice,
    condition,
    function,
    number,
    program,
    strategy,
)

__all__ = [
    "Choice",
    "ConditionCheck",
    "Exercise",
    "Feedback",
    "FunctionCheck",
    "Hint",
    "Number",
    "ProgramCheck",
    "StrategyCheck",
    "TeacherExercise",
    "choice",
    "condition",
    "function",
    "hide_solutions",
    "number",
    "program",
    "read_condition",
    "sample_hands",
    "sample_tables",
    "solutions_hidden",
    "strategy",
]
