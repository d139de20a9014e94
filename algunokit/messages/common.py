"""Messages shared by every game: cards, colours, generic errors and labels."""

MESSAGES = {
    # between the items of a list read as one line (« 1 ; 2 » in French typography)
    "common.separator": {"fr": " ; ", "en": "; "},
    "common.yes": {"fr": "oui", "en": "yes"},
    "common.true": {"fr": "vrai", "en": "true"},
    "common.false": {"fr": "faux", "en": "false"},
    "common.colour.red": {"fr": "rouge", "en": "red"},
    "common.colour.black": {"fr": "noire", "en": "black"},
    "common.colour.red.plural": {"fr": "rouges", "en": "red"},
    "common.colour.black.plural": {"fr": "noires", "en": "black"},
    "common.suit.hearts": {"fr": "cœur", "en": "hearts"},
    "common.suit.diamonds": {"fr": "carreau", "en": "diamonds"},
    "common.suit.clubs": {"fr": "trèfle", "en": "clubs"},
    "common.suit.spades": {"fr": "pique", "en": "spades"},
    "common.suit.hearts.plural": {"fr": "cœurs", "en": "hearts"},
    "common.suit.diamonds.plural": {"fr": "carreaux", "en": "diamonds"},
    "common.suit.clubs.plural": {"fr": "trèfles", "en": "clubs"},
    "common.suit.spades.plural": {"fr": "piques", "en": "spades"},
    "common.rank.ace": {"fr": "as", "en": "ace"},
    "common.rank.jack": {"fr": "valet", "en": "jack"},
    "common.rank.queen": {"fr": "dame", "en": "queen"},
    "common.rank.king": {"fr": "roi", "en": "king"},
    "common.rank.joker": {"fr": "joker", "en": "joker"},
    "common.card": {"fr": "{rank} de {suit}", "en": "{rank} of {suit}"},
    "common.joker.red": {"fr": "joker rouge", "en": "red joker"},
    "common.joker.black": {"fr": "joker noir", "en": "black joker"},
    "common.player": {"fr": "Place {n}", "en": "Player {n}"},
    "common.you": {"fr": "Toi", "en": "You"},
    "common.cards": {"fr": {"one": "{n} carte", "other": "{n} cartes"},
                     "en": {"one": "{n} card", "other": "{n} cards"}},
    # The person in a third-person sentence of a log (« Toi pose » is not French).
    "common.you_log": {"fr": "Place {n} (toi)", "en": "Seat {n} (you)"},
    "common.you_lower": {"fr": "toi", "en": "you"},
    "common.robot": {"fr": "Robot {n}", "en": "Robot {n}"},
    "common.bot.greedy": {"fr": "glouton", "en": "greedy"},
    "common.bot.random": {"fr": "au hasard", "en": "random"},
    "common.bot.heuristic": {"fr": "malin", "en": "heuristic"},
    "common.bot.solver": {"fr": "solveur", "en": "solver"},
    "common.error.deck_variant": {
        "fr": "Jeu de cartes « {variant} » inconnu : choisir parmi {allowed}.",
        "en": "Unknown deck '{variant}': choose one of {allowed}.",
    },
    "common.error.save_json": {
        "fr": "Cette sauvegarde n'est pas du JSON valide (ligne {line}, colonne {column}) : elle a sans doute été abîmée.",
        "en": "This saved game is not valid JSON (line {line}, column {column}): it has probably been damaged.",
    },
    "common.error.save_number": {
        "fr": "Cette sauvegarde contient « {value} », qui n'est pas un nombre qu'une partie enregistre.",
        "en": "This saved game contains '{value}', which is not a number a game saves.",
    },
    "common.error.save_long_number": {
        "fr": "Cette sauvegarde contient un nombre de plus de {digits} chiffres : aucune partie n'enregistre un nombre aussi long.",
        "en": "This saved game contains a number of more than {digits} digits: no game saves a number that long.",
    },
    "common.error.save_game": {
        "fr": "Cette sauvegarde n'est pas une partie de {game} : {detail}",
        "en": "This saved game is not a {game} game: {detail}",
    },
    "common.error.save_encoding": {
        "fr": "Cette sauvegarde n'est pas un fichier texte (UTF-8) : elle a sans doute été abîmée.",
        "en": "This saved game is not a text (UTF-8) file: it has probably been damaged.",
    },
    "common.error.save_size": {
        "fr": "Ce fichier est bien trop gros pour être une sauvegarde (plus de {limit} octets).",
        "en": "This file is far too big to be a saved game (over {limit} bytes).",
    },
    "common.error.save_depth": {
        "fr": "Cette sauvegarde est imbriquée sur plus de {limit} niveaux : ce n'est pas une partie enregistrée par algunokit.",
        "en": "This saved game nests more than {limit} levels deep: it was not written by algunokit.",
    },
    "common.error.save_missing": {
        "fr": "Sauvegarde incomplète : il manque « {field} ».",
        "en": "Incomplete saved game: '{field}' is missing.",
    },
    "common.error.save_value": {
        "fr": "Sauvegarde abîmée : « {field} » ne peut pas valoir {value}.",
        "en": "Damaged saved game: '{field}' cannot be {value}.",
    },
    "common.error.save_version": {
        "fr": "Sauvegarde de version {found} : cette version d'algunokit lit la version {expected}.",
        "en": "Saved game version {found}: this version of algunokit reads version {expected}.",
    },
    "common.error.game_over": {
        "fr": "La partie est terminée : plus aucun coup n'est possible.",
        "en": "The game is over: no more moves can be made.",
    },
    "common.error.not_an_option": {
        "fr": "Ce choix n'est pas permis maintenant : {choice}. Choix possibles : {allowed}.",
        "en": "That choice is not allowed now: {choice}. Allowed: {allowed}.",
    },
    "common.error.unknown_bot": {
        "fr": "Robot « {name} » inconnu : choisir parmi {allowed}.",
        "en": "Unknown bot '{name}': choose one of {allowed}.",
    },
    "common.error.unknown_game": {
        "fr": "Jeu « {name} » inconnu : choisir parmi {allowed}.",
        "en": "Unknown game '{name}': choose one of {allowed}.",
    },
    "common.error.players": {
        "fr": "{game} se joue de {low} à {high} joueurs ou joueuses (demandé : {n}).",
        "en": "{game} is played by {low} to {high} players (asked: {n}).",
    },
    "common.error.games": {
        "fr": "Le nombre de parties doit être au moins 1 (demandé : {n}).",
        "en": "The number of games must be at least 1 (asked: {n}).",
    },
}
