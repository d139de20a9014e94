"""Messages of Celsius: card labels, errors, the game log, bots and the command line."""

MESSAGES = {
    "celsius.name": {"fr": "Celsius", "en": "Celsius"},
    # Operator cards as printed (mathematical symbols, the same in both languages).
    "celsius.op.add": {"fr": "+{n}", "en": "+{n}"},
    "celsius.op.mul": {"fr": "×{n}", "en": "×{n}"},
    "celsius.op.square": {"fr": "²", "en": "²"},
    "celsius.op.sub": {"fr": "−{n}", "en": "−{n}"},
    "celsius.op.div": {"fr": "÷{n}", "en": "÷{n}"},
    "celsius.op.pm1": {"fr": "±1", "en": "±1"},
    "celsius.colour.pink": {"fr": "rose", "en": "pink"},
    "celsius.colour.blue": {"fr": "bleu", "en": "blue"},
    "celsius.colour.green": {"fr": "vert", "en": "green"},
    # A chain, one step at a time: "10 + 1 = 11 ; 11 × 2 = 22" (no ambiguous one-liner).
    "celsius.chain.separator": {"fr": " ; ", "en": "; "},
    "celsius.card.cold": {"fr": "carte froide {value}", "en": "cold card {value}"},
    "celsius.card.hot": {"fr": "carte chaude {value}", "en": "hot card {value}"},
    # Errors.
    "celsius.error.choice": {
        "fr": "La carte {card} demande un choix parmi : {allowed}.",
        "en": "The card {card} needs a choice among: {allowed}.",
    },
    "celsius.error.inexact": {
        "fr": "{value} ÷ {n} ne tombe pas juste : dans Celsius, on ne divise que si le résultat est entier.",
        "en": "{value} ÷ {n} is not exact: in Celsius you may only divide when the result is a whole number.",
    },
    "celsius.error.operator_text": {
        "fr": "« {text} » n'est pas une carte opérateur. Exemples : +3, x2, ×2, ^2, ², -4, /2, ÷2, +?, x?, -?, /?, ±1.",
        "en": "'{text}' is not an operator card. Examples: +3, x2, ×2, ^2, ², -4, /2, ÷2, +?, x?, -?, /?, ±1.",
    },
    "celsius.error.operator_number": {
        "fr": "« {text} » : le nombre d'une carte opérateur va de 1 à 10 (ou « ? »).",
        "en": "'{text}': the number on an operator card goes from 1 to 10 (or '?').",
    },
    "celsius.error.empty_chain": {
        "fr": "Un calcul utilise au moins une carte opérateur (sinon, passe).",
        "en": "A chain uses at least one operator card (otherwise, pass).",
    },
    "celsius.error.not_in_hand": {
        "fr": "Tu n'as pas ces cartes opérateurs (ou pas autant) : {cards}.",
        "en": "You do not hold these operator cards (or not that many): {cards}.",
    },
    "celsius.error.no_hot_card": {
        "fr": "Ton calcul donne {value}, qui n'est pas une de tes cartes chaudes.",
        "en": "Your chain makes {value}, which is not one of your hot cards.",
    },
    "celsius.error.max_rounds": {
        "fr": "La limite de manches doit être un nombre entier de 1 à {high} (demandé : {n}).",
        "en": "The round limit must be a whole number from 1 to {high} (asked: {n}).",
    },
    "celsius.error.seed": {
        "fr": "La graine (seed) doit être un nombre entier, ou None pour une partie au hasard (reçu : {value}).",
        "en": "The seed must be a whole number, or None for a random game (given: {value}).",
    },
    "celsius.error.option": {
        "fr": "L'option {name} vaut True ou False (demandé : {value}).",
        "en": "The option {name} is True or False (asked: {value}).",
    },
    "celsius.error.unknown_option": {
        "fr": "Option « {name} » inconnue : choisir parmi {allowed}.",
        "en": "Unknown option '{name}': choose one of {allowed}.",
    },
    "celsius.error.not_a_chain": {
        "fr": "Un calcul est une suite d'étapes, chacune une de tes cartes opérateurs avec son choix : {choice} n'en est pas une.",
        "en": "A chain is a sequence of steps, each one of your operator cards with its choice: {choice} is not one.",
    },
    "celsius.error.setup": {
        "fr": "Position impossible : « {field} » ne va pas avec le reste de la partie (aucune partie n'arrive là).",
        "en": "Impossible position: '{field}' does not fit the rest of the game (no game gets there).",
    },
    "celsius.error.save_setup": {
        "fr": "Sauvegarde abîmée : « {field} » ne va pas avec le reste de la partie (aucune partie n'arrive là).",
        "en": "Damaged saved game: '{field}' does not fit the rest of the game (no game gets there).",
    },
    "celsius.error.save_deck": {
        "fr": "Sauvegarde abîmée : ses cartes ne forment pas exactement le jeu de 120 cartes (il en manque, ou une carte y est trop de fois).",
        "en": "Damaged saved game: its cards are not exactly the 120-card deck (some are missing, or a card is there too many times).",
    },
    "celsius.error.save_position": {
        "fr": "Sauvegarde abîmée : « {field} » ne va pas avec le reste de la partie. {reason}",
        "en": "Damaged saved game: '{field}' does not fit the rest of the game. {reason}",
    },
    "celsius.error.setup_cards": {
        "fr": "Position impossible : une main par personne, et seulement des cartes du jeu de 120 cartes (chacune pas plus de fois qu'elle n'existe).",
        "en": "Impossible position: one hand per player, and only cards of the 120-card deck (each no more times than it exists).",
    },
    # The game log.
    "celsius.log.round": {
        "fr": "Manche {round} : carte froide {cold}.",
        "en": "Round {round}: cold card {cold}.",
    },
    "celsius.log.play": {"fr": "{player} pose {chain}.", "en": "{player} plays {chain}."},
    "celsius.log.pass": {"fr": "{player} passe.", "en": "{player} passes."},
    "celsius.log.winner": {
        "fr": {"one": "{player} remporte la manche ({n} carte opérateur, carte chaude {value}).",
               "other": "{player} remporte la manche ({n} cartes opérateurs, carte chaude {value})."},
        "en": {"one": "{player} wins the round ({n} operator card, hot card {value}).",
               "other": "{player} wins the round ({n} operator cards, hot card {value})."},
    },
    "celsius.log.give": {
        "fr": "La carte chaude gagnante {value} va à {player}.",
        "en": "The winning hot card {value} goes to {player}.",
    },
    "celsius.log.nobody": {
        "fr": "Personne n'a pu jouer : la carte froide est remplacée.",
        "en": "Nobody could play: the cold card is replaced.",
    },
    "celsius.log.exchange": {
        "fr": "{player} défausse {cards}, pioche 2 cartes opérateurs et une carte chaude de plus.",
        "en": "{player} discards {cards}, draws 2 operator cards and one more hot card.",
    },
    "celsius.log.swap": {
        "fr": "{player} échange sa carte {mine} contre la carte {theirs} de {opponent}.",
        "en": "{player} swaps their card {mine} for {opponent}'s card {theirs}.",
    },
    "celsius.log.draw": {
        "fr": {"one": "{player} pioche {n} carte opérateur.",
               "other": "{player} pioche {n} cartes opérateurs."},
        "en": {"one": "{player} draws {n} operator card.",
               "other": "{player} draws {n} operator cards."},
    },
    "celsius.log.finished": {
        "fr": "{player} n'a plus de carte chaude !",
        "en": "{player} has no hot card left!",
    },
    "celsius.log.over": {"fr": "La partie est terminée.", "en": "The game is over."},
    "celsius.log.limit": {
        "fr": {"one": "Limite de {n} manche atteinte : la partie s'arrête sans personne qui gagne.",
               "other": "Limite de {n} manches atteinte : la partie s'arrête sans personne qui gagne."},
        "en": {"one": "Limit of {n} round reached: the game stops with no winner.",
               "other": "Limit of {n} rounds reached: the game stops with no winner."},
    },
    # Moves, as shown in error messages and widgets.
    "celsius.move.pass": {"fr": "passer", "en": "pass"},
    "celsius.move.decline": {"fr": "garder ses cartes (pas d'échange)", "en": "keep the cards (no exchange)"},
    "celsius.move.exchange": {"fr": "échanger {cards}", "en": "exchange {cards}"},
    "celsius.move.swap": {"fr": "prendre {card} à {player}", "en": "take {card} from {player}"},
    # Command line.
    "celsius.cli.play_on": {
        "fr": "les autres continuent pour les places après la première victoire",
        "en": "the others play on for places after the first winner",
    },
    "celsius.cli.no_exchange": {
        "fr": "interdire l'échange de 2 cartes (4 cartes de réduction ou plus)",
        "en": "forbid the exchange of 2 cards (4 decreasing cards or more)",
    },
    "celsius.cli.no_swap": {
        "fr": "interdire l'échange de la dernière carte opérateur en fin de manche",
        "en": "forbid swapping one's last operator card at the end of a round",
    },
    "celsius.cli.max_rounds": {
        "fr": "limite de manches par partie (sécurité)",
        "en": "round limit per game (safety)",
    },
}
