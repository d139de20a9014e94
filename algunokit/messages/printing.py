"""Messages of the printable card sheets (``alguno.print_deck``): small print, backs."""

MESSAGES = {
    "printing.legend.condition": {"fr": "{set} · Condition niveau {level}",
                                  "en": "{set} · Condition level {level}"},
    "printing.legend.action": {"fr": "{set} · Action niveau {level}",
                               "en": "{set} · Action level {level}"},
    "printing.back.condition": {"fr": "CONDITION", "en": "CONDITION"},
    "printing.back.action": {"fr": "ACTION", "en": "ACTION"},
    "printing.back_page": {
        "fr": {"one": "{title} — page {page} sur {pages} : le dos de la carte de la page {front}, en miroir pour l'impression recto verso.",
               "other": "{title} — page {page} sur {pages} : le dos des {n} cartes de la page {front}, en miroir pour l'impression recto verso."},
        "en": {"one": "{title} — page {page} of {pages}: the back of the card of page {front}, mirrored for double-sided printing.",
               "other": "{title} — page {page} of {pages}: the backs of the {n} cards of page {front}, mirrored for double-sided printing."}},
    "printing.back_footer": {
        "fr": "{title} — page {page}/{pages} — dos de la page {front} : imprimer recto verso, retournement sur le bord long",
        "en": "{title} — page {page}/{pages} — backs of page {front}: print double-sided, flip on the long edge"},
}
