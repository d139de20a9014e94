"""What the play widgets say to the person at the screen: the description under a
picture, "your turn" prompts, and the second-person sentences of the game logs."""

MESSAGES = {
    "game_texts.description": {"fr": "Description de l'image", "en": "Picture in words"},
    "game_texts.execution.action": {"fr": "{action} : {change}", "en": "{action}: {change}"},
    "game_texts.execution.left": {"fr": {"one": "{cards} quitte la main", "other": "{cards} quittent la main"}, "en": {"one": "{cards} leaves the hand", "other": "{cards} leave the hand"}},
    "game_texts.execution.came": {"fr": {"one": "{cards} arrive dans la main", "other": "{cards} arrivent dans la main"}, "en": {"one": "{cards} comes into the hand", "other": "{cards} come into the hand"}},
    "game_texts.execution.same": {"fr": "la main ne change pas", "en": "the hand does not change"},
    "game_texts.execution.separator": {"fr": " ; ", "en": "; "},
}
