"""Exercises with ``check()``, ``hint()`` and ``solution()``, used by the lessons."""

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

__all__ = [
    "TRUE_FALSE",
    "ChoiceExercise",
    "ConditionExercise",
    "Exercise",
    "Feedback",
    "FunctionExercise",
    "Hint",
    "NumberExercise",
    "ProgramExercise",
    "hide_solutions",
    "read_condition",
    "sample_hands",
    "sample_tables",
    "solutions_hidden",
]
