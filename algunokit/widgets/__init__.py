"""Interactive views (ipywidgets + ipycanvas): thin, event wiring only.

Rules stay in the engines; what a widget decides is in :mod:`.logic` as pure
functions.
"""

from algunokit.widgets.builder import AlternativeBuilder, code_panes_html
from algunokit.widgets.canvas_view import CanvasView
from algunokit.widgets.execution import ExecutionView, turn_traces
from algunokit.widgets.play import PlayWidget, play
from algunokit.widgets.views import HandView, TableView

__all__ = ["AlternativeBuilder", "CanvasView", "ExecutionView", "HandView", "PlayWidget",
           "TableView", "code_panes_html", "play", "turn_traces"]
