"""Messages of the Scratch download in the Alg(un)o play widget (built on a click)."""

MESSAGES = {
    "sb3_play.prepare": {"fr": "Projet Scratch (.sb3)", "en": "Scratch project (.sb3)"},
    "sb3_play.prepare.title": {
        "fr": "Préparer le fichier Scratch de ce que le programme fait maintenant",
        "en": "Prepare the Scratch file of what the program does now"},
}
