"""Messages of simulation summaries and the command line."""

MESSAGES = {
    "sim.header": {
        "fr": "{game} : {games} parties à {players} places (graine {seed})",
        "en": "{game}: {games} games with {players} players (seed {seed})",
    },
    "sim.mean_turns": {"fr": "Tours en moyenne : {turns}", "en": "Mean turns: {turns}"},
    "sim.seat": {
        "fr": "  place {seat} ({bot}) : {wins} victoires ({pct} %)",
        "en": "  seat {seat} ({bot}): {wins} wins ({pct}%)",
    },
    "sim.bot": {"fr": "  robot {bot} : {wins} victoires", "en": "  bot {bot}: {wins} wins"},
    "sim.unfinished": {
        "fr": "  parties arrêtées par la limite, sans victoire : {n}",
        "en": "  games stopped by the limit, with no winner: {n}",
    },
    "sim.cli.description": {
        "fr": "Simule de nombreuses parties avec des robots et résume les résultats.",
        "en": "Simulate many games between bots and summarise the results.",
    },
    "sim.cli.games": {"fr": "nombre de parties", "en": "number of games"},
    "sim.cli.players": {"fr": "nombre de places à la table", "en": "number of players"},
    "sim.cli.seed": {"fr": "graine du hasard", "en": "random seed"},
    "sim.cli.bots": {
        "fr": "robots par place, séparés par des virgules (ils se répètent autour de la table)",
        "en": "bots by seat, comma-separated (repeated around the table)",
    },
    "sim.cli.json": {"fr": "écrire le résumé en JSON", "en": "print the summary as JSON"},
    "sim.cli.game": {"fr": "le jeu à simuler", "en": "the game to simulate"},
}
