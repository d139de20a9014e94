"""A progress bar for long computations a lesson runs in the notebook (tournaments)."""

from __future__ import annotations

import ipywidgets as W


def progress_bar(total: int, description: str) -> W.IntProgress:
    """An ``IntProgress`` from 0 to ``total``, displayed in the notebook now."""
    from IPython.display import display

    bar = W.IntProgress(value=0, min=0, max=total, description=description)
    display(bar)
    return bar


__all__ = ["progress_bar"]
