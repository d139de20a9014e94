"""Messages about typing cards as codes (``Card.from_code``, ``Hand.from_codes``)."""

MESSAGES = {
    "cards.error.code": {
        "fr": "« {code} » n'est pas une carte. Écris le rang puis la couleur : 7C, 10P, RK, "
              "DT, VC, AC (as de cœur), et JR, JN pour les jokers rouge et noir ; "
              "ou à la manière du kit : 7H, 10S, KD, QC, JB, ou avec un symbole : A♥, 10♠.",
        "en": "'{code}' is not a card. Write the rank then the suit: 7H, 10S, KD, QC, AC "
              "(ace of clubs), and JR, JB for the red and black jokers, or with a symbol: "
              "A♥, 10♠; French codes work too: 10P, RK, DT, VC, JN.",
    },
    "cards.error.mixed": {
        "fr": "Ne mélange pas les deux façons d'écrire les cartes : « {french} » est écrit "
              "à la française, « {kit} » à la manière du kit. Écris toute la main d'une "
              "seule façon, par exemple « RC 10P JN » (à la française) ou « KH 10S JB » "
              "(à la manière du kit).",
        "en": "Do not mix the two ways of writing cards: '{french}' is written the French "
              "way, '{kit}' the kit's way. Write the whole hand one way, for example "
              "'KH 10S JB' (the kit's way) or 'RC 10P JN' (the French way).",
    },
}
