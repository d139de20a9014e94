"""Messages of the lesson registry."""

MESSAGES = {
    "lessons.error.unknown": {"fr": "Pas de leçon {game} {number}. Leçons disponibles : {available}.", "en": "No lesson {game} {number}. Available lessons: {available}."},
    "lessons.error.data_key": {"fr": "Cette leçon n'utilise pas de donnée « {key} ». Ses données sont : {known}.", "en": "This lesson has no data called \"{key}\". Its data are: {known}."},
    "lessons.error.data_delete": {"fr": "On ne supprime pas la donnée « {key} » : change sa valeur, ou écris L.reset() pour retrouver les données de la leçon.", "en": "The data \"{key}\" cannot be removed: change its value, or write L.reset() to get the lesson's own data back."},
    "lessons.error.data_hand": {"fr": "Une main s'écrit avec des codes de cartes, par exemple \"3C RC JN\" (à la française) ou \"3H KH JB\" (ou une liste de cartes) ; reçu : {found}.", "en": "A hand is written as card codes, for example \"3H KH JB\" (or a list of cards); got: {found}."},
    "lessons.error.data_hand_size": {"fr": "Cette main doit avoir de {low} à {high} cartes ; elle en a {found}.", "en": "This hand must have {low} to {high} cards; it has {found}."},
    "lessons.error.data_hand_twice": {"fr": "La carte {card} est deux fois dans la main : un jeu n'a qu'une carte de chaque.", "en": "The card {card} is twice in the hand: a deck has only one of each card."},
    "lessons.error.add_name": {"fr": "Le nom d'un exercice ajouté s'écrit comme un nom Python, différent de ceux de la leçon ({known}) ; reçu : {found}.", "en": "An added exercise's name is written like a Python name, other than the lesson's ({known}); got: {found}."},
    "lessons.error.add_exercise": {"fr": "L.add() attend un exercice fait avec number(), choice(), condition(), program(), function() ou strategy() ; reçu : {found}.", "en": "L.add() takes an exercise made with number(), choice(), condition(), program(), function() or strategy(); got: {found}."},
    "lessons.error.data_number": {"fr": "Il faut ici un nombre entier de {low} à {high} ; reçu : {found}.", "en": "This needs a whole number from {low} to {high}; got: {found}."},
}
