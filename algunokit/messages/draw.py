"""Messages of the drawings: descriptions read by screen readers, labels on pictures."""

MESSAGES = {
    "draw.hand": {"fr": "Main", "en": "Hand"},
    "draw.hand.description": {"fr": {"one": "{title} : {n} carte — {cards}.", "other": "{title} : {n} cartes — {cards}."}, "en": {"one": "{title}: {n} card — {cards}.", "other": "{title}: {n} cards — {cards}."}},
    "draw.table.author": {"fr": "qui construit", "en": "author"},
    "draw.table.executing": {"fr": "exécute", "en": "executing"},
    "draw.table.winner": {"fr": "gagne", "en": "wins"},
    "draw.table.count": {"fr": {"one": "{n} carte", "other": "{n} cartes"}, "en": {"one": "{n} card", "other": "{n} cards"}},
    "draw.table.direction": {"fr": "Exécution vers la {side}", "en": "Execution to the {side}"},
    "draw.table.draw_pile": {"fr": "Pioche : {n}", "en": "Draw pile: {n}"},
    "draw.table.discard_pile": {"fr": "Défausse : {n}", "en": "Discard: {n}"},
    "draw.table.turn": {"fr": "Tour {turn}", "en": "Turn {turn}"},
    "draw.table.player_line": {"fr": {"one": "{name} : {n} carte ({cards})", "other": "{name} : {n} cartes ({cards})"}, "en": {"one": "{name}: {n} card ({cards})", "other": "{name}: {n} cards ({cards})"}},
    "draw.table.description": {"fr": "Table d'Alg(un)o, tour {turn}, {n} personnes ; construit le tour : {author} ; exécution vers la {side} ; pioche : {draw} ; défausse : {discard}.", "en": "Alg(un)o table, turn {turn}, {n} players; author: {author}; execution to the {side}; draw pile: {draw}; discard: {discard}."},
    "draw.cards.cards": {"fr": "Cartes", "en": "Cards"},
    "draw.cards.condition": {"fr": "carte Condition « {text} »", "en": "Condition card “{text}”"},
    "draw.cards.action": {"fr": "carte Action « {text} »", "en": "Action card “{text}”"},
    "draw.cards.description": {"fr": {"one": "{title} : {n} carte — {cards}.", "other": "{title} : {n} cartes — {cards}."}, "en": {"one": "{title}: {n} card — {cards}.", "other": "{title}: {n} cards — {cards}."}},
    "draw.alt.nothing": {"fr": "(rien)", "en": "(nothing)"},
    "draw.alt.nested": {"fr": "SI {condition} …", "en": "IF {condition} …"},
}
MESSAGES.update({
    "draw.print.title": {"fr": "Cartes Alg(un)o à imprimer", "en": "Alg(un)o cards to print"},
    "draw.print.page": {"fr": {"one": "{title} — page {page} sur {pages} : {n} carte de 63 × 88 mm avec traits de coupe.", "other": "{title} — page {page} sur {pages} : {n} cartes de 63 × 88 mm avec traits de coupe."}, "en": {"one": "{title} — page {page} of {pages}: {n} card of 63 × 88 mm with cut marks.", "other": "{title} — page {page} of {pages}: {n} cards of 63 × 88 mm with cut marks."}},
    "draw.print.footer": {"fr": "{title} — page {page}/{pages} — imprimer à 100 %, découper le long des traits", "en": "{title} — page {page}/{pages} — print at 100%, cut along the marks"},
    "draw.print.note": {"fr": "Imprimer en A4 à 100 % (sans ajustement à la page).", "en": "Print on A4 at 100% (no fit to page)."},
})
