"""``python -m algunokit …``: see :mod:`algunokit.cli`."""

import sys

from algunokit.cli import main

# Guarded: a worker process started with "spawn" imports this module again.
if __name__ == "__main__":
    sys.exit(main())
