"""Messages of ``algunokit lessons``: the lessons copied into a teacher's folder."""

MESSAGES = {
    "install.cli.description": {
        "fr": "Copie les leçons et le guide pour l'équipe enseignante dans un dossier, puis les ouvre dans JupyterLab.",
        "en": "Copy the lessons and the teacher's guide into a folder, then open them in JupyterLab.",
    },
    "install.cli.metavar": {"fr": "DOSSIER", "en": "FOLDER"},
    "install.cli.folder": {
        "fr": "le dossier où copier les leçons, créé s'il manque (par défaut : {default})",
        "en": "the folder to copy the lessons into, made if missing (default: {default})",
    },
    "install.cli.lang": {
        "fr": "langue des leçons et des messages : fr ou en",
        "en": "language of the lessons and the messages: fr or en",
    },
    "install.cli.no_browser": {
        "fr": "copier les leçons sans ouvrir JupyterLab",
        "en": "copy the lessons without opening JupyterLab",
    },
    "install.cli.overwrite": {
        "fr": "remplacer aussi les leçons modifiées depuis leur copie (sans cette option, elles sont gardées telles quelles)",
        "en": "also replace the lessons changed since they were copied (without this option they are kept as they are)",
    },
    "install.cli.json": {"fr": "écrire le résumé en JSON", "en": "print the summary as JSON"},
    "install.folder": {"fr": "lecons-algunokit", "en": "algunokit-lessons"},
    "install.language.fr": {"fr": "en français", "en": "in French"},
    "install.language.en": {"fr": "en anglais", "en": "in English"},
    "install.done": {
        "fr": "Les leçons {language} sont dans {folder}",
        "en": "The lessons {language} are in {folder}",
    },
    "install.added": {
        "fr": {"one": "{n} fichier copié", "other": "{n} fichiers copiés"},
        "en": {"one": "{n} file copied", "other": "{n} files copied"},
    },
    "install.updated": {
        "fr": {"one": "{n} fichier remplacé par sa nouvelle version (il n'avait pas été modifié)",
               "other": "{n} fichiers remplacés par leur nouvelle version (ils n'avaient pas été modifiés)"},
        "en": {"one": "{n} file replaced by its new version (it had not been changed)",
               "other": "{n} files replaced by their new version (they had not been changed)"},
    },
    "install.unchanged": {
        "fr": {"one": "{n} fichier déjà à jour", "other": "{n} fichiers déjà à jour"},
        "en": {"one": "{n} file already up to date", "other": "{n} files already up to date"},
    },
    "install.kept": {
        "fr": "gardé tel quel, car modifié depuis sa copie : {name}",
        "en": "kept as it is, since it was changed after it was copied: {name}",
    },
    "install.kept_hint": {
        "fr": "Pour reprendre la version du kit d'un fichier gardé, le renommer ou le supprimer puis relancer la commande, ou la relancer avec --overwrite (qui remplace tous les fichiers modifiés).",
        "en": "To get the kit's version of a kept file, rename or delete it and run the command again, or run it again with --overwrite (which replaces every changed file).",
    },
    "install.replaced": {
        "fr": "remplacé par la version du kit, comme demandé par --overwrite (il avait été modifié) : {name}",
        "en": "replaced by the kit's version, as --overwrite asked (it had been changed): {name}",
    },
    "install.opening": {
        "fr": "JupyterLab s'ouvre dans {folder} (Ctrl+C dans ce terminal pour l'arrêter)…",
        "en": "JupyterLab opens in {folder} (Ctrl+C in this terminal to stop it)…",
    },
    "install.no_jupyterlab": {
        "fr": "Les leçons sont copiées, mais JupyterLab n'est pas installé ici : l'installer avec python -m pip install \"algunokit[lessons]\", puis relancer la commande (ou ouvrir {folder} dans un autre Jupyter).",
        "en": "The lessons are copied, but JupyterLab is not installed here: install it with python -m pip install \"algunokit[lessons]\", then run the command again (or open {folder} in another Jupyter).",
    },
    "install.error.not_a_folder": {
        "fr": "Impossible de copier les leçons dans {folder} : ce chemin, ou l'un de ses dossiers parents, est un fichier et non un dossier. Choisir un autre dossier.",
        "en": "Cannot copy the lessons into {folder}: this path, or one of its parent folders, is a file, not a folder. Choose another folder.",
    },
    "install.error.denied": {
        "fr": "Impossible de copier les leçons dans {folder} : ce compte n'a pas le droit d'y écrire. Choisir un dossier à soi, par exemple dans ses Documents.",
        "en": "Cannot copy the lessons into {folder}: this account may not write there. Choose a folder of your own, for example in your Documents.",
    },
    "install.error.read_only": {
        "fr": "Impossible de copier les leçons dans {folder} : ce disque est en lecture seule. Choisir un dossier sur un autre disque.",
        "en": "Cannot copy the lessons into {folder}: this disk is read-only. Choose a folder on another disk.",
    },
    "install.error.full": {
        "fr": "Impossible de copier les leçons dans {folder} : le disque est plein. Libérer de la place ou choisir un autre disque.",
        "en": "Cannot copy the lessons into {folder}: the disk is full. Free some space or choose another disk.",
    },
    "install.error.unwritable": {
        "fr": "Impossible de copier les leçons dans {folder} : le système refuse d'y écrire. Choisir un autre dossier.",
        "en": "Cannot copy the lessons into {folder}: the system refuses to write there. Choose another folder.",
    },
    "install.error.missing": {
        "fr": "Les leçons manquent dans cette installation d'algunokit ({where}) : la réinstaller avec python -m pip install --force-reinstall algunokit.",
        "en": "The lessons are missing from this installation of algunokit ({where}): reinstall it with python -m pip install --force-reinstall algunokit.",
    },
}
