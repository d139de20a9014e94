"""The teacher's exercises: one declaration each, short enough to type in a cell.

>>> from algunokit.exercises import number
>>> ex = number({"fr": "Combien de cœurs ?", "en": "How many hearts?"}, 3,
...             hints=["Compte les cartes rouges en forme de cœur."])
>>> ex.check(3).ok, ex.check(2).ok, ex.check("3").ok
(True, False, False)

Every text is one plain string or ``{"fr": …, "en": …}``; hints are plain sentences.
``answer`` / ``reference`` may be a value or a function without arguments, read
when the student checks: change the data the function reads, the answer follows.
A text that quotes the data (the prompt, a hint, the explanation …) may be such a
function too: it is read each time the text is shown, so it names the current data.
The same constructors serve the lesson modules.

One module per kind of exercise (``number``, ``choice``, ``condition``, ``program``,
``function``, ``strategy``) on what they share (``base``: the texts and values;
``answers``: how a student's answer is read); this package gives their public names.
"""

from __future__ import annotations

from algunokit.exercises.teacher.answers import (
    TRUTH_WORDS,
    answer_text,
    fold,
    quoted,
    same_value,
    typed_forms,
)
from algunokit.exercises.teacher.base import (
    TeacherExercise,
    Text,
    TextLike,
    check_text,
    is_function,
    number_text,
    quoted_number,
    read_now,
    short_text,
    text_in,
    text_or_function,
)
from algunokit.exercises.teacher.choice import (
    Choice,
    choice,
)
from algunokit.exercises.teacher.condition import (
    ConditionCheck,
    cards_text,
    condition,
    default_hands,
    hand_picture,
    small_hands,
)
from algunokit.exercises.teacher.function import (
    FunctionCheck,
    arguments_text,
    function,
    value_text,
)
from algunokit.exercises.teacher.number import (
    Number,
    number,
)
from algunokit.exercises.teacher.program import (
    ProgramCheck,
    program,
)
from algunokit.exercises.teacher.strategy import (
    ROBOT_NAMES,
    StrategyCheck,
    strategy,
    strategy_source,
    student_player,
)

__all__ = [
    "ROBOT_NAMES",
    "TRUTH_WORDS",
    "Choice",
    "ConditionCheck",
    "FunctionCheck",
    "Number",
    "ProgramCheck",
    "StrategyCheck",
    "TeacherExercise",
    "Text",
    "TextLike",
    "answer_text",
    "arguments_text",
    "cards_text",
    "check_text",
    "choice",
    "condition",
    "default_hands",
    "fold",
    "function",
    "hand_picture",
    "is_function",
    "number",
    "number_text",
    "program",
    "quoted",
    "quoted_number",
    "read_now",
    "same_value",
    "short_text",
    "small_hands",
    "strategy",
    "strategy_source",
    "student_player",
    "text_in",
    "text_or_function",
    "typed_forms",
    "value_text",
]
