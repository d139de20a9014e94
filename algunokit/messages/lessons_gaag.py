"""Messages of the GaAg lesson (``algunokit/lessons/gaag_1.py``): prompts, hints, feedback."""

MESSAGES = {
    "lessons_gaag.forbidden": {"fr": "Écris la boucle toi-même : ta fonction {name} utilise {used}. Parcours la liste avec for et compare.", "en": "Write the loop yourself: your function {name} uses {used}. Go through the list with for and compare."},
    "lessons_gaag.mutated": {"fr": "{name}({args}) a modifié la liste reçue. Construis une nouvelle liste (new_row = [] puis append) sans toucher à celle-là.", "en": "{name}({args}) changed the list it was given. Build a new list (new_row = [] then append) and leave that one alone."},
    # ex1: Z of oxygen.
    "lessons_gaag.ex1.prompt": {"fr": "Quel est le numéro atomique Z de l'élément {name} ({symbol}) ?", "en": "What is the atomic number Z of {name} ({symbol})?"},
    "lessons_gaag.ex1.hint1": {"fr": "Regarde le tableau des 18 premiers éléments : Z est écrit en haut à gauche de chaque carte.", "en": "Look at the table of the first 18 elements: Z is written at the top left of each card."},
    "lessons_gaag.ex1.hint2": {"fr": "Dans la ligne {period} du tableau : {before} puis {symbol}.", "en": "In row {period} of the table: {before} then {symbol}."},
    "lessons_gaag.ex1.explain": {"fr": "L'élément {name} ({symbol}) a {z} protons : Z = {z}.", "en": "{name} ({symbol}) has {z} protons: Z = {z}."},
    # ex2: the element of Z = 11.
    "lessons_gaag.ex2.prompt": {"fr": "Quel élément a Z = {z} ? Réponds par son symbole, entre guillemets (par exemple \"He\").", "en": "Which element has Z = {z}? Answer with its symbol, in quotes (for example \"He\")."},
    "lessons_gaag.ex2.hint1": {"fr": "Z = {z} est dans la ligne {period} du tableau périodique.", "en": "Z = {z} is in row {period} of the periodic table."},
    "lessons_gaag.ex2.hint2": {"fr": "C'est l'élément {name} : cherche son symbole sur sa carte.", "en": "It is {name}: look for its symbol on its card."},
    "lessons_gaag.ex2.case": {"fr": "Presque ! Un symbole chimique s'écrit toujours avec une majuscule, puis une minuscule s'il y a une deuxième lettre : écris « {symbol} », avec un {first} majuscule (pas « {found} »).", "en": "Nearly! A chemical symbol is always written with a capital letter, then a small one if there is a second letter: write '{symbol}', with a capital {first} (not '{found}')."},
    "lessons_gaag.ex2.other": {"fr": "{symbol}, c'est le symbole de l'élément {name} (Z = {z}). Cherche Z = {want} dans le tableau.", "en": "{symbol} is the symbol of {name} (Z = {z}). Look for Z = {want} in the table."},
    "lessons_gaag.ex2.not_symbol": {"fr": "{found} n'est pas le symbole d'un des 18 éléments du jeu : réponds par le symbole, entre guillemets, par exemple \"He\".", "en": "{found} is not the symbol of one of the game's 18 elements: answer with the symbol, in quotes, for example \"He\"."},
    "lessons_gaag.ex2.explain": {"fr": "{symbol}, l'élément {name}, Z = {z}.", "en": "{symbol}, {name}, Z = {z}."},
    # ex3 / ex4: smallest and largest with a loop.
    "lessons_gaag.ex3.prompt": {"fr": "Écris plus_petit(zs) qui renvoie le plus petit nombre de la liste zs (non vide), avec une boucle, sans min().", "en": "Write smallest(zs) returning the smallest number of the (non-empty) list zs, with a loop, without min()."},
    "lessons_gaag.ex3.hint1": {"fr": "Garde dans une variable best le plus petit nombre vu jusqu'ici.", "en": "Keep in a variable best the smallest number seen so far."},
    "lessons_gaag.ex3.hint2": {"fr": "Commence avec best = zs[0] (pas 0 : 0 est plus petit que tous les Z !).", "en": "Start with best = zs[0] (not 0: 0 is smaller than every Z!)."},
    "lessons_gaag.ex3.hint3": {"fr": "Pour chaque z de zs : si z < best, alors best = z. À la fin, renvoie best.", "en": "For each z in zs: if z < best, then best = z. At the end, return best."},
    "lessons_gaag.ex4.prompt": {"fr": "Écris plus_grand(zs) qui renvoie le plus grand nombre de la liste zs (non vide), avec une boucle, sans max().", "en": "Write largest(zs) returning the largest number of the (non-empty) list zs, with a loop, without max()."},
    "lessons_gaag.ex4.hint1": {"fr": "C'est plus_petit avec une seule comparaison retournée.", "en": "It is smallest with a single comparison turned round."},
    "lessons_gaag.ex4.hint2": {"fr": "Si z > best, alors best = z.", "en": "If z > best, then best = z."},
    # ex5: where a card goes in a sorted row.
    "lessons_gaag.ex5.prompt": {"fr": "La liste {row} est triée. À quelle position (indice, en comptant à partir de 0) faut-il insérer {z} pour qu'elle reste triée ?", "en": "The list {row} is sorted. At which position (index, counting from 0) must {z} be inserted to keep it sorted?"},
    "lessons_gaag.ex5.from_one": {"fr": "Tu as compté à partir de 1 ? En Python, les positions commencent à 0 : dans {row}, le premier nombre est en position 0, le deuxième en position 1…", "en": "Did you count from 1? In Python, positions start at 0: in {row}, the first number is at position 0, the second at position 1…"},
    "lessons_gaag.ex5.hint1": {"fr": "La position, c'est le nombre d'éléments plus petits que {z}.", "en": "The position is the number of elements smaller than {z}."},
    "lessons_gaag.ex5.hint2": {"fr": "Plus petits que {z} : {smaller}. Pas plus petits : {greater}.", "en": "Smaller than {z}: {smaller}. Not smaller: {greater}."},
    "lessons_gaag.ex5.explain": {"fr": "Plus petits que {z} dans {row} : {smaller}. Il y en a {n}, donc {z} va en position {n}, juste avant {after}.", "en": "Smaller than {z} in {row}: {smaller}. That makes {n}, so {z} goes at position {n}, just before {after}."},
    # ex6: insert keeping the list sorted.
    "lessons_gaag.ex6.prompt": {"fr": "Écris inserer_trie(row, z) qui renvoie une nouvelle liste : row (triée) avec z inséré à sa place. Sans sort() ni sorted(), et sans modifier row.", "en": "Write insert_sorted(row, z) returning a new list: row (sorted) with z inserted in its place. Without sort() or sorted(), and without changing row."},
    "lessons_gaag.ex6.hint1": {"fr": "Construis une nouvelle liste new_row = [] : parcours row et recopie chaque valeur avec new_row.append(value).", "en": "Build a new list new_row = []: go through row and copy each value with new_row.append(value)."},
    "lessons_gaag.ex6.hint2": {"fr": "Juste avant de recopier la première valeur plus grande que z, ajoute z (une seule fois : retiens-le avec placed = True).", "en": "Just before copying the first value greater than z, add z (only once: remember it with placed = True)."},
    "lessons_gaag.ex6.hint3": {"fr": "Si z n'a jamais été placé (il est plus grand que tout), ajoute-le à la fin.", "en": "If z was never placed (it is greater than everything), add it at the end."},
    # ex7: gaps of exactly one value.
    "lessons_gaag.ex7.prompt": {"fr": "Écris positions_des_trous(row) : row est une rangée triée de Z ; renvoie la liste des positions i où une carte « <> » peut se poser, c'est-à-dire entre row[i - 1] et row[i] quand il manque exactement une valeur.", "en": "Write gap_positions(row): row is a sorted row of Z values; return the list of positions i where a '<>' card may go, that is between row[i - 1] and row[i] when exactly one value is missing."},
    "lessons_gaag.ex7.hint1": {"fr": "Entre 3 et 5 il manque une valeur (4) : 5 - 3 == 2. Entre 3 et 6 il en manque deux.", "en": "Between 3 and 5 one value is missing (4): 5 - 3 == 2. Between 3 and 6 two are missing."},
    "lessons_gaag.ex7.hint2": {"fr": "for i in range(1, len(row)) : compare row[i] - row[i - 1] à 2 et ajoute i à la liste.", "en": "for i in range(1, len(row)): compare row[i] - row[i - 1] with 2 and append i to the list."},
    "lessons_gaag.ex5.explain_end": {"fr": "Plus petits que {z} dans {row} : {smaller}. Il y en a {n}, donc {z} va à la fin, en position {n}.", "en": "Smaller than {z} in {row}: {smaller}. That makes {n}, so {z} goes at the end, at position {n}."},
    "lessons_gaag.none": {"fr": "aucun", "en": "none"},
    "lessons_gaag.error.element": {"fr": "L'élément de cet exercice est un numéro atomique de 1 à {high} ou le symbole d'un de ces éléments (\"O\"), pas {found}.", "en": "This exercise's element is an atomic number from 1 to {high} or the symbol of one of them (\"O\"), not {found}."},
    "lessons_gaag.error.row": {"fr": "Une rangée de cet exercice est une liste triée de 1 à 8 numéros atomiques différents, de 1 à {high} (par exemple [3, 5, 8, 11]), pas {found}.", "en": "A row of this exercise is a sorted list of 1 to 8 different atomic numbers, from 1 to {high} (for example [3, 5, 8, 11]), not {found}."},
    "lessons_gaag.error.z": {"fr": "Le numéro atomique de cet exercice va de 1 à {high}, pas {found}.", "en": "This exercise's atomic number goes from 1 to {high}, not {found}."},
    "lessons_gaag.ex1.hint2_first": {"fr": "C'est le premier élément de la ligne {period} du tableau.", "en": "It is the first element of row {period} of the table."},
}
