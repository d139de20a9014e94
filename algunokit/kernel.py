"""Whether the kit runs in a Jupyter kernel (a notebook, JupyterLite), where a widget
can be shown: IPython with a kernel, not a script, a test or a terminal IPython.

Read from what is already imported: IPython is never imported here, so a script or
an engine pays nothing for asking.
"""

from __future__ import annotations

import sys


def in_kernel() -> bool:
    """True in a notebook's kernel; False in a script, a test (IPython imported, no
    shell) and a terminal IPython (a shell without a kernel: a widget there prints
    as text)."""
    ipython = sys.modules.get("IPython")
    shell = ipython.get_ipython() if ipython is not None else None
    return getattr(shell, "kernel", None) is not None


__all__ = ["in_kernel"]
