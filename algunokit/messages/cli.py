"""Messages of the command line itself (``algunokit`` / ``python -m algunokit``), and
argparse's own words (« usage: », "options", errors), which :mod:`algunokit.cli` hands
to argparse in the reader's language. Each ``cli.argparse.*`` key's English text is
argparse's own (its ``%`` placeholders included), so English reads as argparse writes.
"""

MESSAGES = {
    "cli.description": {
        "fr": "algunokit : des jeux de cartes pour apprendre à penser de façon algorithmique (Alg(un)o, Skyjo, Celsius, GaAg), avec leurs leçons pour JupyterLab. Commencer par « lessons » : elle copie les leçons dans un dossier et les ouvre.",
        "en": "algunokit: card games to learn algorithmic thinking (Alg(un)o, Skyjo, Celsius, GaAg), with their lessons for JupyterLab. Start with \"lessons\": it copies the lessons into a folder and opens them.",
    },
    "cli.epilog": {
        "fr": "Chaque commande a son aide : {prog} COMMANDE --help. Même graine, même résultat.",
        "en": "Each command has its own help: {prog} COMMAND --help. Same seed, same output.",
    },
    "cli.lang": {
        "fr": "langue des messages et de l'aide : fr ou en (sinon la variable ALGUNOKIT_LANG, ou fr)",
        "en": "language of the messages and the help: fr or en (else the ALGUNOKIT_LANG variable, or fr)",
    },
    "cli.commands": {"fr": "commandes", "en": "commands"},
    "cli.command": {"fr": "COMMANDE", "en": "COMMAND"},
    "cli.argparse.usage": {"fr": "utilisation : ", "en": "usage: "},
    "cli.argparse.positionals": {"fr": "arguments", "en": "positional arguments"},
    "cli.argparse.options": {"fr": "options", "en": "options"},
    "cli.argparse.subcommands": {"fr": "sous-commandes", "en": "subcommands"},
    "cli.argparse.help": {
        "fr": "afficher cette aide et quitter",
        "en": "show this help message and exit",
    },
    "cli.argparse.version": {
        "fr": "afficher la version du programme et quitter",
        "en": "show program's version number and exit",
    },
    "cli.argparse.error": {
        "fr": "%(prog)s : erreur : %(message)s\n",
        "en": "%(prog)s: error: %(message)s\n",
    },
    "cli.argparse.warning": {
        "fr": "%(prog)s : attention : %(message)s\n",
        "en": "%(prog)s: warning: %(message)s\n",
    },
    "cli.argparse.required": {
        "fr": "il manque ces arguments : %s",
        "en": "the following arguments are required: %s",
    },
    "cli.argparse.unrecognized": {
        "fr": "arguments inconnus : %s",
        "en": "unrecognized arguments: %s",
    },
    "cli.argparse.invalid_choice": {
        "fr": "choix inconnu : %(value)r (choisir parmi %(choices)s)",
        "en": "invalid choice: %(value)r (choose from %(choices)s)",
    },
    "cli.argparse.invalid_choice_closest": {
        "fr": "choix inconnu : %(value)r, peut-être %(closest)r ?",
        "en": "invalid choice: %(value)r, maybe you meant %(closest)r?",
    },
    "cli.argparse.invalid_value": {
        "fr": "valeur %(type)s incorrecte : %(value)r",
        "en": "invalid %(type)s value: %(value)r",
    },
    "cli.argparse.argument": {
        "fr": "argument %(argument_name)s : %(message)s",
        "en": "argument %(argument_name)s: %(message)s",
    },
    "cli.argparse.expected_one": {
        "fr": "une valeur attendue",
        "en": "expected one argument",
    },
    "cli.argparse.expected_at_most_one": {
        "fr": "une valeur au plus attendue",
        "en": "expected at most one argument",
    },
    "cli.argparse.expected_at_least_one": {
        "fr": "une valeur au moins attendue",
        "en": "expected at least one argument",
    },
    # argparse's ngettext pair (its %s is the number, so not a plural of the catalogue)
    "cli.argparse.expected_n_one": {"fr": "%s valeur attendue", "en": "expected %s argument"},
    "cli.argparse.expected_n_other": {
        "fr": "%s valeurs attendues",
        "en": "expected %s arguments",
    },
    "cli.argparse.ambiguous": {
        "fr": "option ambiguë : %(option)s peut être %(matches)s",
        "en": "ambiguous option: %(option)s could match %(matches)s",
    },
    "cli.argparse.one_of_required": {
        "fr": "il faut l'un de ces arguments : %s",
        "en": "one of the arguments %s is required",
    },
    "cli.argparse.not_allowed_with": {
        "fr": "impossible avec l'argument %s",
        "en": "not allowed with argument %s",
    },
    "cli.argparse.ignored_explicit": {
        "fr": "argument explicite ignoré : %r",
        "en": "ignored explicit argument %r",
    },
    "cli.argparse.cannot_open": {
        "fr": "impossible d'ouvrir '%(filename)s' : %(error)s",
        "en": "can't open '%(filename)s': %(error)s",
    },
    "cli.argparse.default": {
        "fr": " (par défaut : %(default)s)",
        "en": " (default: %(default)s)",
    },
}
