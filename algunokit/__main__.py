"""``python -m algunokit …``: see :mod:`algunokit.cli`."""

import sys

from algunokit.cli import main

sys.exit(main())
