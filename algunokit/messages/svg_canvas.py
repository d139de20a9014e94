"""The SVG stand-in for the canvas (a browser-only site): its one sentence."""

MESSAGES = {
    "svg_canvas.hint": {"fr": "Ici, l'image ne réagit pas aux clics : joue avec les boutons.", "en": "Here the picture does not react to clicks: play with the buttons."},
}
