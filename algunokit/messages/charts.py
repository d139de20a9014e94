"""Messages of the charts: their text descriptions."""

MESSAGES = {
    "charts.description": {"fr": "Diagramme en barres « {title} » : {items}.", "en": "Bar chart '{title}': {items}."},
    "charts.untitled": {"fr": "sans titre", "en": "untitled"},
    "charts.empty": {"fr": "aucune valeur", "en": "no values"},
}
