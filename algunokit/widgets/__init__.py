"""Interactive views (ipywidgets + ipycanvas): thin, event wiring only.

Rules stay in the engines; what a widget decides is in :mod:`.logic` as pure
functions.
"""

from algunokit.widgets.alguno.builder import AlternativeBuilder, code_panes_html
from algunokit.widgets.alguno.execution import ExecutionView, turn_traces
from algunokit.widgets.alguno.play import PlayWidget, play
from algunokit.widgets.alguno.views import HandView, TableView
from algunokit.widgets.canvas_view import CanvasView

__all__ = ["AlternativeBuilder", "CanvasView", "ExecutionView", "HandView", "PlayWidget",
           "TableView", "code_panes_html", "play", "turn_traces"]
