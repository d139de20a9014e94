"""The kit's side of the Jupyter server: a kernel's messages reach the page at once.

jupyter_server forwards a kernel's messages to the page over a WebSocket whose TCP
socket keeps Nagle's algorithm on: tornado's default, which jupyter_server (2.21)
never changes. A step of a game sends several small messages in a row (the kernel's
"busy", the table's picture, the texts, "idle"). With Nagle on, a message waits until
the one before it is acknowledged, and the browser's system delays that
acknowledgement by up to 40 ms (Linux's delayed ACK). Measured in Chromium on a
canvas that only fills a rectangle per click: every other click waited about 40 ms;
30 clicks from the click to the pixels, two runs each, alternated: median 54-55 ms
without ``TCP_NODELAY``, 35-37 ms with it (issue 19).

This server extension wraps the server's kernel WebSocket connection class (whatever
it is, also a gateway's) so that each kernel WebSocket turns Nagle off when it opens.
It also makes JupyterLab's default language follow the browser's
(:mod:`algunokit.server_locale`: a French browser gets the French menus when the French
language pack is installed). Under JupyterHub, the hub's first stop signal, SIGINT,
stops the server as SIGTERM does, kernels first (:func:`stop_kernels_on_sigint`). It
changes nothing else. The wheel enables it through
``etc/jupyter/jupyter_server_config.d/algunokit.json``;
``jupyter server extension disable algunokit.server`` turns it off.

It uses nothing else of the kit; only the server imports it.
"""

from __future__ import annotations

import logging
import os
import signal
import socket
import sys
import threading
from typing import Any

#: the key of the server's settings that holds the kernel WebSocket connection class
SETTING = "kernel_websocket_connection_class"


def _jupyter_server_extension_points() -> list[dict[str, str]]:
    return [{"module": "algunokit.server"}]


def without_delay(base: type) -> type:
    """A subclass of ``base`` (a kernel WebSocket connection class) that turns Nagle's
    algorithm off on its WebSocket before connecting it to the kernel."""
    if getattr(base, "algunokit_without_delay", False):
        return base

    class Connection(base):  # type: ignore[misc, valid-type]
        algunokit_without_delay = True

        def connect(self, *args: Any, **kwargs: Any) -> Any:
            handler = self.websocket_handler
            handler.set_nodelay(True)
            log = getattr(handler, "log", None)
            if log is not None and log.isEnabledFor(logging.DEBUG):
                log.debug("algunokit: the WebSocket of kernel %s has TCP_NODELAY=%s",
                          getattr(handler, "kernel_id", "?"), nodelay_of(handler))
            return super().connect(*args, **kwargs)

    Connection.__name__ = Connection.__qualname__ = f"{base.__name__}WithoutDelay"
    Connection.__module__ = __name__
    return Connection


def nodelay_of(handler: Any) -> int | None:
    """The TCP_NODELAY option read back from a tornado WebSocket handler's socket
    (None when it has none, e.g. a closed or non-TCP one)."""
    stream = getattr(getattr(handler, "ws_connection", None), "stream", None)
    sock = getattr(stream, "socket", None)
    if sock is None or sock.family not in (socket.AF_INET, socket.AF_INET6):
        return None
    return sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY)


def stop_kernels_on_sigint(serverapp: Any) -> bool:
    """Under JupyterHub, SIGINT stops the server the way SIGTERM does: kernels first.

    JupyterHub's local spawners stop a student's server with SIGINT (then SIGTERM after
    ``interrupt_timeout``). jupyter_server (2.21) handles SIGINT itself only on a
    terminal, to ask for confirmation; a server JupyterHub started has none, so SIGINT
    is a ``KeyboardInterrupt`` that leaves the event loop without shutting the kernels
    down ("Interrupted..."). Each kernel then lives on until it notices that its parent
    is gone, up to a second later (ipykernel's parent poller), after the hub has seen the
    server stop; its connection file stays. With this handler the server shuts its
    kernels down and waits for them before it exits, as on SIGTERM.

    Only for a server a JupyterHub started (``JUPYTERHUB_SERVICE_PREFIX`` is set) and
    without a terminal; returns whether the handler was installed.
    """
    if not os.environ.get("JUPYTERHUB_SERVICE_PREFIX"):
        return False
    if sys.stdin is not None and sys.stdin.isatty():
        return False  # jupyter_server's own handler asks the person at the terminal
    stop = getattr(serverapp, "_signal_stop", None)
    if stop is None or threading.current_thread() is not threading.main_thread():
        return False
    signal.signal(signal.SIGINT, stop)
    serverapp.log.info("algunokit: SIGINT stops this server and its kernels (JupyterHub)")
    return True


def _load_jupyter_server_extension(serverapp: Any) -> None:
    stop_kernels_on_sigint(serverapp)
    from algunokit.server_locale import install as follow_the_browsers_language

    follow_the_browsers_language(serverapp.log)  # JupyterLab in French for a French browser
    settings = serverapp.web_app.settings
    base = settings.get(SETTING)
    if base is None:
        serverapp.log.warning("algunokit: this server names no kernel WebSocket "
                              "connection class; its messages may wait up to 40 ms")
        return
    settings[SETTING] = without_delay(base)
    serverapp.log.info("algunokit: kernel WebSockets send each message at once "
                       "(TCP_NODELAY on %s)", base.__name__)
