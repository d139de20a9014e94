"""A student's function that stops on an error, said in words a 12-15-year-old knows
(algunokit.slips.function_error): what the error means and what to look at."""

MESSAGES = {
    "crash.at_line": {"fr": "ligne {line} de ta cellule : {text}", "en": "line {line} of your cell: {text}"},
    "crash.index": {"fr": "ta fonction demande une position qui n'existe pas dans {kind}. Une liste de 3 éléments a les positions 0, 1 et 2 : la première est 0, la dernière est len(…) - 1. Vérifie tes positions et l'endroit où ta boucle s'arrête.", "en": "your function asks for a position that does not exist in {kind}. A list of 3 items has the positions 0, 1 and 2: the first is 0, the last is len(…) - 1. Check your positions and where your loop stops."},
    "crash.attribute": {"fr": "ta fonction écrit « .{name} » après {kind}, qui ne connaît pas ce mot. Vérifie l'orthographe, et que ta variable contient bien ce que tu crois.", "en": "your function writes '.{name}' after {kind}, which does not know that word. Check the spelling, and that your variable holds what you think."},
    "crash.attribute_none": {"fr": "ta fonction écrit « .{name} » après une valeur qui est rien (None) : une fonction que tu appelles n'a sans doute pas de return, ou une variable n'a pas encore reçu de valeur.", "en": "your function writes '.{name}' after a value that is nothing (None): a function you call probably has no return, or a variable has not been given a value yet."},
    "crash.did_you_mean": {"fr": "Voulais-tu écrire « .{name} » ?", "en": "Did you mean '.{name}'?"},
    "crash.key": {"fr": "ta fonction cherche la clé {key} dans un dictionnaire qui ne l'a pas. Vérifie l'orthographe de la clé, ou regarde d'abord si elle y est : if cle in dico:", "en": "your function looks up the key {key} in a dictionary that does not have it. Check the key's spelling, or first check that it is there: if key in dictionary:"},
    "crash.zero": {"fr": "ta fonction divise par zéro, ce qui est impossible (même pour un ordinateur). Vérifie le nombre par lequel tu divises : une liste vide a une longueur de 0.", "en": "your function divides by zero, which is impossible (even for a computer). Check the number you divide by: an empty list has a length of 0."},
    "crash.not_subscriptable": {"fr": "ta fonction écrit des crochets [ ] après {kind} : les crochets choisissent un élément d'une liste ou d'un texte.", "en": "your function writes square brackets [ ] after {kind}: brackets pick one item of a list or of a text."},
    "crash.not_iterable": {"fr": "ta fonction fait une boucle for sur {kind}, qui ne se parcourt pas : une boucle for parcourt une liste, un texte ou range(…).", "en": "your function loops with for over {kind}, which cannot be gone through: a for loop goes through a list, a text or range(…)."},
    "crash.not_callable": {"fr": "ta fonction met des parenthèses ( ) après {kind}, qui n'est pas une fonction.", "en": "your function puts brackets ( ) after {kind}, which is not a function."},
    "crash.no_len": {"fr": "ta fonction demande len( ) de {kind} : len compte les éléments d'une liste ou d'un texte.", "en": "your function asks for len( ) of {kind}: len counts the items of a list or a text."},
    "crash.arguments": {"fr": "{name}( ) ne reçoit pas le bon nombre de valeurs entre ses parenthèses : compare la ligne def {name}(…) et l'endroit où tu l'appelles.", "en": "{name}( ) does not get the right number of values between its brackets: compare the line def {name}(…) with where you call it."},
    "crash.index_type": {"fr": "une position dans une liste est un nombre entier (0, 1, 2 …), pas {kind}.", "en": "a position in a list is a whole number (0, 1, 2 …), not {kind}."},
    "crash.type": {"fr": "ta fonction utilise une valeur d'une sorte qui ne convient pas là (par exemple un texte là où il faut un nombre, ou rien (None) là où il faut une liste). Affiche tes variables avec print pour voir ce qu'elles contiennent.", "en": "your function uses a value of a kind that does not fit there (for example a text where a number is needed, or nothing (None) where a list is needed). Show your variables with print to see what they hold."},
    "crash.kind.list": {"fr": "une liste", "en": "a list"},
    "crash.kind.tuple": {"fr": "une liste fixe (tuple)", "en": "a fixed list (tuple)"},
    "crash.kind.str": {"fr": "un texte", "en": "a text"},
    "crash.kind.int": {"fr": "un nombre entier", "en": "a whole number"},
    "crash.kind.float": {"fr": "un nombre à virgule", "en": "a decimal number"},
    "crash.kind.bool": {"fr": "vrai ou faux (True / False)", "en": "true or false (True / False)"},
    "crash.kind.none": {"fr": "rien (None)", "en": "nothing (None)"},
    "crash.kind.dict": {"fr": "un dictionnaire", "en": "a dictionary"},
    "crash.kind.function": {"fr": "une fonction", "en": "a function"},
    "crash.kind.other": {"fr": "une valeur de type {kind}", "en": "a value of type {kind}"},
}
