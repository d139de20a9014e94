"""Messages of the exercises: verdicts, hints, solutions."""

MESSAGES = {
    "exercises.not_yet": {"fr": "Pas encore de réponse : remplace les « ... » par la tienne, puis relance la cellule.", "en": "No answer yet: replace the '...' with yours, then run the cell again."},
    "exercises.good": {"fr": "Bravo, c'est juste !", "en": "Well done, that's right!"},
    "exercises.no_hint": {"fr": "Pas d'indice pour cet exercice : relis l'explication au-dessus.", "en": "No hint for this exercise: read the explanation above again."},
    "exercises.hint": {"fr": "Indice {n}/{total} : {text}", "en": "Hint {n}/{total}: {text}"},
    "exercises.solution": {"fr": "Solution :\n{text}", "en": "Solution:\n{text}"},
    "exercises.hidden": {"fr": "Les solutions sont cachées par ton professeur ou ta professeure : demande-lui !", "en": "Solutions are hidden by your teacher: ask them!"},
    "exercises.too_small": {"fr": "{found}, c'est trop peu : recompte.", "en": "{found} is too small: count again."},
    "exercises.too_big": {"fr": "{found}, c'est trop : recompte.", "en": "{found} is too big: count again."},
    "exercises.returned.function": {"fr": "{name}({args}) a renvoyé la fonction {function} elle-même, sans l'appeler : ajoute {params} après son nom (return {call}).", "en": "{name}({args}) returned the function {function} itself, without calling it: add {params} after its name (return {call})."},
    "exercises.returned.none": {"fr": "{name}({args}) n'a rien renvoyé (None) : il manque un return, ou un des chemins de ta fonction (un if, un else) n'en a pas.", "en": "{name}({args}) returned nothing (None): a return is missing, or one of the paths through your function (an if, an else) has none."},
    "exercises.returned.tuple": {"fr": "{name}({args}) a renvoyé une liste fixe (tuple), écrite entre parenthèses ( ) ; il faut une liste, entre crochets [ ] : écris ta réponse entre crochets, ou return list(…).", "en": "{name}({args}) returned a fixed list (tuple), written between brackets ( ); a list is needed, between square brackets [ ]: write your answer between square brackets, or return list(…)."},
    "exercises.returned.list": {"fr": "{name}({args}) a renvoyé une liste, entre crochets [ ] ; il faut une liste fixe (tuple), entre parenthèses ( ) : return tuple(…).", "en": "{name}({args}) returned a list, between square brackets [ ]; a fixed list (tuple) is needed, between brackets ( ): return tuple(…)."},
    "exercises.too_small.plain": {"fr": "{found}, c'est trop petit.", "en": "{found} is too small."},
    "exercises.too_big.plain": {"fr": "{found}, c'est trop grand.", "en": "{found} is too big."},
    "exercises.code_error": {"fr": "Ton code ne se lit pas encore. {detail}", "en": "Your code cannot be read yet. {detail}"},
    "exercises.need_function": {"fr": "Il faut donner ta fonction elle-même (sans parenthèses), pas un {found}.", "en": "Give your function itself (without brackets), not a {found}."},
    "exercises.function.good": {"fr": "Bravo ! Ta fonction réussit les {n} essais.", "en": "Well done! Your function passes all {n} tests."},
    "exercises.not_read": {"fr": "Pas encore de programme à vérifier : la cellule %%alternative {name} ne se lit pas encore. Corrige-la d'après son message rouge, relance-la, puis relance cette cellule.", "en": "No program to check yet: the %%alternative {name} cell cannot be read yet. Fix it using its red message, run it again, then run this cell again."},
    "exercises.not_read.repr": {"fr": "(programme {name} pas encore lu : corrige sa cellule %%alternative)", "en": "(program {name} not read yet: fix its %%alternative cell)"},
    "exercises.other_function": {"fr": "Attention : ceci vérifie « {name} », ta fonction écrite plus tôt ; ta dernière fonction s'appelle « {newest} ». Si c'est elle que tu voulais faire vérifier, corrige son nom.", "en": "Careful: this checks '{name}', your function written earlier; your newest function is called '{newest}'. If that is the one you meant, fix its name."},
}
