"""Messages of the lesson registry."""

MESSAGES = {
    "lessons.error.unknown": {"fr": "Pas de leçon {game} {number}. Leçons disponibles : {available}.", "en": "No lesson {game} {number}. Available lessons: {available}."},
}
