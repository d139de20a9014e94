"""Messages of the exercises: verdicts, hints, solutions."""

MESSAGES = {
    "exercises.good": {"fr": "Bravo, c'est juste !", "en": "Well done, that's right!"},
    "exercises.no_hint": {"fr": "Pas d'indice pour cet exercice : relis l'explication au-dessus.", "en": "No hint for this exercise: read the explanation above again."},
    "exercises.hint": {"fr": "Indice {n}/{total} : {text}", "en": "Hint {n}/{total}: {text}"},
    "exercises.solution": {"fr": "Solution :\n{text}", "en": "Solution:\n{text}"},
    "exercises.hidden": {"fr": "Les solutions sont cachées par ton enseignant·e : demande-lui !", "en": "Solutions are hidden by your teacher: ask them!"},
    "exercises.need_number": {"fr": "Il faut répondre par un nombre entier (tu as donné {found}).", "en": "The answer is a whole number (you gave {found})."},
    "exercises.too_small": {"fr": "{found}, c'est trop peu : recompte.", "en": "{found} is too small: count again."},
    "exercises.too_big": {"fr": "{found}, c'est trop : recompte.", "en": "{found} is too big: count again."},
    "exercises.not_a_choice": {"fr": "{found} n'est pas une réponse possible : choisis parmi {allowed}.", "en": "{found} is not one of the answers: choose among {allowed}."},
    "exercises.not_this_one": {"fr": "Ce n'est pas {found}. Regarde encore, ou demande un indice avec hint().", "en": "It is not {found}. Look again, or ask for a hint with hint()."},
    "exercises.code_error": {"fr": "Ton code ne se lit pas encore : {detail}", "en": "Your code cannot be read yet: {detail}"},
    "exercises.condition.differs": {"fr": "Presque ! Avec la main {hand} ({n} carte(s)), ta condition est {got}, mais elle devrait être {want}.", "en": "Almost! With the hand {hand} ({n} card(s)), your condition is {got}, but it should be {want}."},
    "exercises.condition.good": {"fr": "Bravo ! Ta condition donne la bonne réponse sur les {n} mains essayées.", "en": "Well done! Your condition gives the right answer on all {n} hands tried."},
    "exercises.program.same": {"fr": "Bravo ! C'est exactement l'alternative demandée.", "en": "Well done! That is exactly the alternative asked for."},
    "exercises.program.equivalent": {"fr": "Bravo ! Ton programme est écrit autrement, mais il fait la même chose sur les {n} tables essayées.", "en": "Well done! Your program is written differently, but it does the same on all {n} tables tried."},
    "exercises.program.differs": {"fr": "Presque ! Avec la main {hand}, ton programme laisse {got}, mais il faudrait {want}.", "en": "Almost! With the hand {hand}, your program leaves {got}, but it should leave {want}."},
    "exercises.need_function": {"fr": "Il faut donner ta fonction elle-même (sans parenthèses), pas un {found}.", "en": "Give your function itself (without brackets), not a {found}."},
    "exercises.function.raised": {"fr": "{name}({args}) s'arrête sur une erreur : {error}", "en": "{name}({args}) stops with an error: {error}"},
    "exercises.function.differs": {"fr": "{name}({args}) renvoie {got}, mais il faudrait {want}.", "en": "{name}({args}) returns {got}, but it should return {want}."},
    "exercises.function.good": {"fr": "Bravo ! Ta fonction réussit les {n} essais.", "en": "Well done! Your function passes all {n} tests."},
}
