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
        "fr": "Pour rendre ton travail : la dernière cellule de la leçon, ak.hand_in().",
        "en": "To hand in your work: the lesson's last cell, ak.hand_in()."},
    "progress.file": {"fr": "progres-{game}-{number}.json", "en": "progress-{game}-{number}.json"},
    "progress.saved.by": {"fr": "Auteur : {student}.", "en": "Author: {student}."},
    "progress.saved.kept": {
        "fr": {"one": "Le fichier disait déjà {n} exercice réussi que ce carnet a oublié : il est gardé.",
               "other": "Le fichier disait déjà {n} exercices réussis que ce carnet a oubliés : ils sont gardés."},
        "en": {"one": "The file already said {n} exercise was right that this notebook forgot: it is kept.",
               "other": "The file already said {n} exercises were right that this notebook forgot: they are kept."}},
    "progress.error.not_ours": {
        "fr": "{path} existe déjà et n'est pas un fichier de progression : il n'est pas écrasé. Choisis un autre nom, ou laisse le nom par défaut.",
        "en": "{path} already exists and is not a progress file: it is not overwritten. Choose another name, or keep the default one."},
    "progress.error.taken": {
        "fr": "{path} est déjà le fichier rendu de « {other} » : il n'est pas écrasé. Choisis un autre nom, par exemple \"{file}\".",
        "en": "{path} is already the hand-in file of \"{other}\": it is not overwritten. Choose another name, for example \"{file}\"."},
    "progress.record.unwritable": {
        "fr": "Ta progression ne peut pas être gardée dans le dossier {path} : elle sera oubliée si la page se recharge. Préviens ton professeur.",
        "en": "Your progress cannot be kept in the folder {path}: it will be forgotten if the page reloads. Tell your teacher."},
    "progress.record.damaged": {
        "fr": "Le fichier de progression {path} était abîmé (modifié à la main ?) : il est mis de côté sous le nom {aside} et ta progression repart de ce carnet.",
        "en": "The progress file {path} was damaged (edited by hand?): it is set aside as {aside} and your progress starts again from this notebook."},
    "progress.record.partly": {
        "fr": "Une partie du fichier de progression {path} ne se lisait pas (modifié à la main ?) : cette partie est ignorée.",
        "en": "Part of the progress file {path} could not be read (edited by hand?): that part is ignored."},
    "progress.record.blocks_big": {
        "fr": "Ton programme en blocs ({key}) est trop grand pour être gardé : il sera perdu si la page se recharge.",
        "en": "Your block program ({key}) is too big to be kept: it will be lost if the page reloads."},
    "progress.record.games_big": {
        "fr": "Cette partie est trop longue pour être gardée : elle sera perdue si la page se recharge.",
        "en": "This game is too long to be kept: it will be lost if the page reloads."},
    "progress.hand_in.label": {"fr": "Ton prénom :", "en": "Your name:"},
    "progress.hand_in.placeholder": {"fr": "par exemple Lina B.", "en": "for example Lina B."},
    "progress.hand_in.button": {"fr": "Enregistrer", "en": "Save"},
    "progress.hand_in.why": {
        "fr": "Écris ton prénom une seule fois : ton professeur saura que ce fichier est le tien. Il sera gardé pour les leçons suivantes.",
        "en": "Type your name only once: your teacher will know this file is yours. It is kept for the next lessons."},
    "progress.hand_in.bad_name": {
        "fr": "Écris ton prénom avec des lettres (80 caractères au plus).",
        "en": "Type your name with letters (80 characters at most)."},
    "progress.hand_in.ask_code": {
        "fr": "Pour que ton professeur sache que ce fichier est le tien : ak.hand_in(student=\"ton prénom\")",
        "en": "So that your teacher knows this file is yours: ak.hand_in(student=\"your name\")"},
    "progress.hand_in.not_you": {
        "fr": "Ce n'est pas ton prénom ? Écris ak.hand_in(student=\"ton prénom\") dans cette cellule.",
        "en": "Not your name? Write ak.hand_in(student=\"your name\") in this cell."},
    "progress.hand_in.download": {
        "fr": "Pour le rendre : dans la liste des fichiers à gauche, clic droit sur {path}, puis « Télécharger » ; ton carnet se télécharge par le menu « Fichier → Télécharger ».",
        "en": "To hand it in: in the file list on the left, right-click {path}, then \"Download\"; your notebook downloads from the menu \"File → Download\"."},
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
