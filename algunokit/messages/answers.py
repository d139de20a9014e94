"""Messages of the answer key (``python -m algunokit answers``)."""

MESSAGES = {
    "answers.title": {"fr": "Corrigé des leçons d'algunokit",
                      "en": "Answer key of the algunokit lessons"},
    "answers.intro": {
        "fr": "Pour chaque exercice : l'énoncé avec ses données, la réponse attendue (celle "
              "que l'élève peut afficher dans le carnet), son explication et ses indices, "
              "calculés avec les mains et les exercices que fixe le carnet, y compris ceux "
              "que vous avez ajoutés ou changés.",
        "en": "For each exercise: the prompt with its data, the expected answer (the one a "
              "student can show in the notebook), its explanation and its hints, computed "
              "with the hands and exercises the notebook sets, including those you added or "
              "changed."},
    "answers.date": {"fr": "Corrigé écrit le {date}.", "en": "Answer key written on {date}."},
    "answers.source.shipped": {"fr": "Pour la leçon telle qu'elle est livrée avec le kit.",
                               "en": "For the lesson as it ships with the kit."},
    "answers.source.shipped_changed": {
        "fr": "Pour la leçon avec les données que vous avez changées (mains, paquets…).",
        "en": "For the lesson with the data you changed (hands, decks…)."},
    "answers.source.notebook": {
        "fr": "Pour le carnet « {name} », avec les données de la leçon livrée.",
        "en": "For the notebook '{name}', with the shipped lesson's data."},
    "answers.source.notebook_changed": {
        "fr": "Pour le carnet « {name} », avec ses propres données (mains, paquets…).",
        "en": "For the notebook '{name}', with its own data (hands, decks…)."},
    "answers.month.1": {"fr": "janvier", "en": "January"},
    "answers.month.2": {"fr": "février", "en": "February"},
    "answers.month.3": {"fr": "mars", "en": "March"},
    "answers.month.4": {"fr": "avril", "en": "April"},
    "answers.month.5": {"fr": "mai", "en": "May"},
    "answers.month.6": {"fr": "juin", "en": "June"},
    "answers.month.7": {"fr": "juillet", "en": "July"},
    "answers.month.8": {"fr": "août", "en": "August"},
    "answers.month.9": {"fr": "septembre", "en": "September"},
    "answers.month.10": {"fr": "octobre", "en": "October"},
    "answers.month.11": {"fr": "novembre", "en": "November"},
    "answers.month.12": {"fr": "décembre", "en": "December"},
    "answers.answer": {"fr": "Réponse attendue", "en": "Expected answer"},
    "answers.explanation": {"fr": "Explication", "en": "Explanation"},
    "answers.hints": {"fr": "Indices", "en": "Hints"},
    "answers.no_prompt": {"fr": "(énoncé dans le carnet de la leçon)",
                          "en": "(the prompt is in the lesson's notebook)"},
    "answers.problem": {"fr": "Réponse impossible à calculer : {detail}",
                        "en": "The answer cannot be computed: {detail}"},
    "answers.file": {"fr": "corrige.html", "en": "answer-key.html"},
    "answers.written": {
        "fr": {"one": "Corrigé écrit dans {path} : {lessons}, {n} exercice.",
               "other": "Corrigé écrit dans {path} : {lessons}, {n} exercices."},
        "en": {"one": "Answer key written in {path}: {lessons}, {n} exercise.",
               "other": "Answer key written in {path}: {lessons}, {n} exercises."}},
    "answers.lessons": {"fr": {"one": "{n} leçon", "other": "{n} leçons"},
                        "en": {"one": "{n} lesson", "other": "{n} lessons"}},
    "answers.problems": {
        "fr": {"one": "Attention : {n} réponse n'a pas pu être calculée (voir le fichier).",
               "other": "Attention : {n} réponses n'ont pas pu être calculées (voir le fichier)."},
        "en": {"one": "Warning: {n} answer could not be computed (see the file).",
               "other": "Warning: {n} answers could not be computed (see the file)."}},
    "answers.error.suffix": {
        "fr": "Le corrigé est une page HTML : son nom finit par .html (reçu : {found}).",
        "en": "The answer key is an HTML page: its name ends in .html (got: {found})."},
    "answers.error.write": {
        "fr": "Impossible d'écrire le fichier {path} : vérifiez que le dossier existe.",
        "en": "The file {path} cannot be written: check that the folder exists."},
    "answers.cli.description": {
        "fr": "Écrit le corrigé des leçons (une page HTML à imprimer) : celui de vos carnets "
              "tels que la classe les exécutera (vos L.data et vos exercices ajoutés), ou "
              "celui des leçons livrées.",
        "en": "Writes the answer key of the lessons (an HTML page to print): the one of your "
              "notebooks as the class will run them (your L.data and added exercises), or "
              "the one of the shipped lessons."},
    "answers.cli.notebooks": {
        "fr": "carnets de leçon (.ipynb) dont écrire le corrigé ; sans carnet : les leçons "
              "livrées",
        "en": "lesson notebooks (.ipynb) to write the key of; without one: the shipped "
              "lessons"},
    "answers.cli.lesson": {
        "fr": "sans carnet : seulement la leçon de ce numéro ({known}), option répétable",
        "en": "without a notebook: only the lesson of this number ({known}), may be repeated"},
    "answers.file_lesson": {"fr": "corrige-lecon-{number}.html",
                            "en": "answer-key-lesson-{number}.html"},
    "answers.error.lesson": {
        "fr": "Il n'y a pas de leçon {found} : les leçons sont {known} (10b : la partie 2 de la leçon 10).",
        "en": "There is no lesson {found}: the lessons are {known} (10b: part 2 of lesson 10)."},
    "answers.error.both": {
        "fr": "Donnez soit des carnets, soit --lesson, pas les deux : le corrigé d'un carnet "
              "est celui de ses leçons.",
        "en": "Give either notebooks or --lesson, not both: a notebook's key is the key of "
              "its lessons."},
    "answers.error.notebook_missing": {
        "fr": "Fichier introuvable : {path}.",
        "en": "File not found: {path}."},
    "answers.error.notebook_run": {
        "fr": "Le carnet {path} n'a pas pu être exécuté : {detail}",
        "en": "The notebook {path} could not be run: {detail}"},
    "answers.error.no_lesson": {
        "fr": "Le carnet {path} n'ouvre aucune leçon (L = ak.lesson(...)) : pas de corrigé "
              "à écrire.",
        "en": "The notebook {path} opens no lesson (L = ak.lesson(...)): no key to write."},
    "answers.note.failed": {
        "fr": "Attention : dans {path}, la cellule {cell} a échoué ({detail}) ; le corrigé "
              "suit le reste du carnet.",
        "en": "Warning: in {path}, cell {cell} failed ({detail}); the key follows the rest "
              "of the notebook."},
    "answers.cli.lang": {"fr": "langue du corrigé (fr ou en)",
                         "en": "language of the answer key (fr or en)"},
    "answers.cli.output": {"fr": "fichier à écrire (corrige.html par défaut)",
                           "en": "file to write (answer-key.html by default)"},
    "answers.cli.json": {"fr": "résumé en JSON", "en": "summary as JSON"},
    "answers.lesson.alguno_1": {"fr": "Leçon 1 — Découvrir le jeu Alg(un)o",
                                "en": "Lesson 1 — Discover the game Alg(un)o"},
    "answers.lesson.alguno_2": {"fr": "Leçon 2 — Les conditions", "en": "Lesson 2 — Conditions"},
    "answers.lesson.alguno_3": {"fr": "Leçon 3 — Les actions", "en": "Lesson 3 — Actions"},
    "answers.lesson.alguno_4": {"fr": "Leçon 4 — L'alternative : SI … ALORS … SINON",
                                "en": "Lesson 4 — The alternative: IF … THEN … ELSE"},
    "answers.lesson.alguno_5": {"fr": "Leçon 5 — Les comparaisons",
                                "en": "Lesson 5 — Comparisons"},
    "answers.lesson.alguno_6": {"fr": "Leçon 6 — ET / OU (et NON)",
                                "en": "Lesson 6 — AND / OR (and NOT)"},
    "answers.lesson.alguno_7": {"fr": "Leçon 7 — Une partie entière",
                                "en": "Lesson 7 — A whole game"},
    "answers.lesson.alguno_8": {"fr": "Leçon 8 — Ta propre stratégie",
                                "en": "Lesson 8 — Your own strategy"},
    "answers.lesson.skyjo_1": {"fr": "Leçon 9 — Skyjo : sommes, colonnes et stratégies",
                               "en": "Lesson 9 — Skyjo: sums, columns and strategies"},
    "answers.lesson.celsius_1": {"fr": "Leçon 10 — Celsius 1 : les règles et le calcul de gauche à droite",
                                 "en": "Lesson 10 — Celsius 1: the rules and computing left to right"},
    "answers.lesson.celsius_2": {"fr": "Leçon 10b — Celsius 2 : chercher le calcul le plus court",
                                 "en": "Lesson 10b — Celsius 2: searching for the shortest chain"},
    "answers.lesson.gaag_1": {"fr": "Leçon 11 — GaAg : les éléments dans l'ordre",
                              "en": "Lesson 11 — GaAg: elements in order"},
}
