"""Exercises with ``check()``, ``hint()`` and ``solution()``, used by the lessons.

Teachers write their own with ``number``, ``choice``, ``condition``, ``program`` and
``strategy`` (see :mod:`algunokit.exercises.teacher`).
"""

from algunokit.exercises.alguno import (
    ConditionExercise,
    ProgramExercise,
    read_condition,
    sample_hands,
    sample_tables,
)
from algunokit.exercises.core import (
    TRUE_FALSE,
    ChoiceExercise,
    Exercise,
    Feedback,
    Hint,
    NumberExercise,
    hide_solutions,
    solutions_hidden,
)
from algunokit.exercises.functions import FunctionExercise
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
    "TRUE_FALSE",
    "Choice",
    "ChoiceExercise",
    "ConditionCheck",
    "ConditionExercise",
    "Exercise",
    "Feedback",
    "FunctionCheck",
    "FunctionExercise",
    "Hint",
    "Number",
    "NumberExercise",
    "ProgramCheck",
    "ProgramExercise",
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
