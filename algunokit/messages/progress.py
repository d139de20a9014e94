"""Messages of a student's progress (``ak.progress()``)."""

MESSAGES = {
    "progress.title": {"fr": "Ta progression — {game}, leçon {number}",
                       "en": "Your progress — {game}, lesson {number}"},
    "progress.lesson": {"fr": "{game}, leçon {number}", "en": "{game}, lesson {number}"},
    "progress.right": {"fr": "réussi", "en": "right"},
    "progress.not_yet": {"fr": "pas encore", "en": "not yet"},
    "progress.not_tried": {"fr": "pas essayé", "en": "not tried"},
    "progress.column.exercise": {"fr": "Exercice", "en": "Exercise"},
    "progress.column.question": {"fr": "Question", "en": "Question"},
    "progress.column.status": {"fr": "Où tu en es", "en": "Where you are"},
    "progress.column.tries": {"fr": "Essais", "en": "Tries"},
    "progress.tries": {"fr": {"one": "{n} essai", "other": "{n} essais"},
                       "en": {"one": "{n} try", "other": "{n} tries"}},
    "progress.summary": {
        "fr": {"one": "{n} exercice réussi sur {total}.",
               "other": "{n} exercices réussis sur {total}."},
        "en": {"one": "{n} exercise right out of {total}.",
               "other": "{n} exercises right out of {total}."}},
    "progress.how_to_save": {
        "fr": "Pour rendre ton travail : ak.progress().save(\"progres.json\", student=\"ton prénom\")",
        "en": "To hand in your work: ak.progress().save(\"progress.json\", student=\"your name\")"},
    "progress.file": {"fr": "progres.json", "en": "progress.json"},
    "progress.saved": {
        "fr": {"one": "Enregistré dans {path} ({n} exercice réussi sur {total}) : c'est ce fichier que tu rends.",
               "other": "Enregistré dans {path} ({n} exercices réussis sur {total}) : c'est ce fichier que tu rends."},
        "en": {"one": "Saved in {path} ({n} exercise right out of {total}): this is the file you hand in.",
               "other": "Saved in {path} ({n} exercises right out of {total}): this is the file you hand in."}},
    "progress.error.no_lesson": {
        "fr": "Ouvre d'abord une leçon, par exemple L = ak.lesson(\"alguno\", 2), puis vérifie tes réponses.",
        "en": "Open a lesson first, for example L = ak.lesson(\"alguno\", 2), then check your answers."},
    "progress.error.not_a_lesson": {
        "fr": "ak.progress() attend une leçon, comme L = ak.lesson(\"alguno\", 2) (reçu : {found}).",
        "en": "ak.progress() takes a lesson, such as L = ak.lesson(\"alguno\", 2) (got: {found})."},
    "progress.error.student": {
        "fr": "student= est ton prénom entre guillemets, par exemple student=\"Lina\" (reçu : {found}).",
        "en": "student= is your name in quotes, for example student=\"Lina\" (got: {found})."},
    "progress.error.path": {
        "fr": "Le nom du fichier s'écrit entre guillemets, par exemple \"progres.json\" (reçu : {found}).",
        "en": "The file name is written in quotes, for example \"progress.json\" (got: {found})."},
    "progress.error.suffix": {
        "fr": "Le nom du fichier doit finir par .json, par exemple \"progres.json\" (reçu : {found}).",
        "en": "The file name must end in .json, for example \"progress.json\" (got: {found})."},
    "progress.error.write": {
        "fr": "Impossible d'écrire le fichier {path} : vérifie le nom du dossier, ou garde seulement \"progres.json\".",
        "en": "The file {path} cannot be written: check the folder's name, or keep just \"progress.json\"."},
    "progress.error.read": {"fr": "Le fichier {path} ne se lit pas.", "en": "The file {path} cannot be read."},
    "progress.error.file": {
        "fr": "{path} n'est pas un fichier de progression d'algunokit (à revoir : {field}).",
        "en": "{path} is not an algunokit progress file (check: {field})."},
    "progress.error.folder": {"fr": "Le dossier {path} n'existe pas.", "en": "The folder {path} does not exist."},
    "progress.class.head": {"fr": {"one": "{n} fichier de progression", "other": "{n} fichiers de progression"},
                            "en": {"one": "{n} progress file", "other": "{n} progress files"}},
    "progress.class.student": {"fr": "Élève", "en": "Student"},
    "progress.class.lesson": {"fr": "Leçon", "en": "Lesson"},
    "progress.class.right": {"fr": "Réussis", "en": "Right"},
    "progress.class.legend": {"fr": "✔ réussi · … essayé, pas encore réussi · vide : pas essayé",
                              "en": "✔ right · … tried, not yet right · empty: not tried"},
    "progress.cli.description": {"fr": "Montre en un tableau les fichiers de progression rendus par une classe.",
                                 "en": "Shows the progress files a class handed in, in one table."},
    "progress.cli.folder": {"fr": "le dossier des fichiers rendus (et ses sous-dossiers)",
                            "en": "the folder of the files handed in (and its sub-folders)"},
}
