"""The server extension (algunokit/server.py): kernel WebSockets without Nagle's waits.

jupyter_server leaves Nagle's algorithm on for the WebSocket that carries a kernel's
messages to the page; every other small message then waited up to 40 ms for the
browser's delayed acknowledgement (issue 19: the click benchmark). The kit's server
extension wraps the connection class so that each kernel WebSocket turns it off.
Checked here on the class, on the server's settings, in the wheel's configuration, and
in a real Jupyter server of this environment that reads the option back from the
socket of a real kernel's WebSocket.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import signal
import subprocess
import sys
import time
import tomllib
import urllib.request
from pathlib import Path
from types import SimpleNamespace

import pytest

from algunokit import server

pytestmark = [pytest.mark.subprocess, pytest.mark.server]  # a real Jupyter server on 127.0.0.1

ROOT = Path(__file__).resolve().parent.parent
CONFIG = ROOT / "jupyter-config" / "jupyter_server_config.d" / "algunokit.json"
INSTALLED_AT = "etc/jupyter/jupyter_server_config.d/algunokit.json"


class FakeHandler:
    """A WebSocket handler that records what is done to it, in order."""

    def __init__(self, calls: list[str]) -> None:
        self.calls = calls
        self.kernel_id = "k1"
        self.log = logging.getLogger("fake-handler")

    def set_nodelay(self, value: bool) -> None:
        self.calls.append(f"set_nodelay({value})")


class FakeConnection:
    """A kernel WebSocket connection: connects its handler's socket to the kernel."""

    def __init__(self, handler: FakeHandler) -> None:
        self.websocket_handler = handler

    def connect(self) -> str:
        self.websocket_handler.calls.append("connect")
        return "connected"


def test_the_connection_turns_nagle_off_before_it_connects_the_kernel():
    calls: list[str] = []
    connection = server.without_delay(FakeConnection)(FakeHandler(calls))
    assert connection.connect() == "connected"  # what the server awaits is passed on
    assert calls == ["set_nodelay(True)", "connect"]


def test_wrapping_keeps_the_class_and_happens_once():
    wrapped = server.without_delay(FakeConnection)
    assert issubclass(wrapped, FakeConnection) and wrapped is not FakeConnection
    assert wrapped.__name__ == "FakeConnectionWithoutDelay"
    assert server.without_delay(wrapped) is wrapped  # a second load wraps nothing more


def test_the_servers_own_classes_can_be_wrapped():
    from jupyter_server.services.kernels.connection.base import BaseKernelWebsocketConnection
    from jupyter_server.services.kernels.connection.channels import (
        ZMQChannelsWebsocketConnection,
    )

    wrapped = server.without_delay(ZMQChannelsWebsocketConnection)
    # the server's trait accepts it (klass=BaseKernelWebsocketConnection)
    assert issubclass(wrapped, BaseKernelWebsocketConnection)
    assert wrapped.connect is not ZMQChannelsWebsocketConnection.connect


def fake_serverapp(settings: dict) -> SimpleNamespace:
    logged: list[tuple[str, str]] = []
    log = SimpleNamespace(info=lambda msg, *a: logged.append(("info", msg % a)),
                          warning=lambda msg, *a: logged.append(("warning", msg % a)))
    return SimpleNamespace(web_app=SimpleNamespace(settings=settings), log=log,
                           logged=logged)


def test_loading_replaces_the_class_in_the_servers_settings_and_says_so():
    app = fake_serverapp({server.SETTING: FakeConnection})
    server._load_jupyter_server_extension(app)
    wrapped = app.web_app.settings[server.SETTING]
    assert issubclass(wrapped, FakeConnection) and wrapped.algunokit_without_delay
    assert ("info", "algunokit: kernel WebSockets send each message at once "
                    "(TCP_NODELAY on FakeConnection)") in app.logged


def test_a_server_without_the_setting_is_left_as_it_is_with_a_warning():
    app = fake_serverapp({})
    server._load_jupyter_server_extension(app)
    assert app.web_app.settings == {}
    assert [kind for kind, text in app.logged if "WebSocket" in text] == ["warning"]


def test_the_wheel_enables_the_extension_in_the_servers_configuration():
    config = json.loads(CONFIG.read_text(encoding="utf-8"))
    assert config == {"ServerApp": {"jpserver_extensions": {"algunokit.server": True}}}
    points = server._jupyter_server_extension_points()
    assert points == [{"module": "algunokit.server"}]
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    wheel = pyproject["tool"]["hatch"]["build"]["targets"]["wheel"]
    assert wheel["shared-data"][str(CONFIG.relative_to(ROOT))] == INSTALLED_AT
    sdist = pyproject["tool"]["hatch"]["build"]["targets"]["sdist"]["include"]
    assert "jupyter-config" in sdist


def test_this_environment_has_the_configuration_installed():
    """``pip install -e .`` (the README's commands) installs the shared data too."""
    installed = Path(sys.prefix, INSTALLED_AT)
    assert installed.is_file(), (
        f"{installed} is missing: reinstall the kit (python -m pip install -e .)")
    assert json.loads(installed.read_text(encoding="utf-8")) == json.loads(
        CONFIG.read_text(encoding="utf-8"))


def fake_hub_serverapp() -> SimpleNamespace:
    stops: list[tuple] = []
    app = fake_serverapp({})
    app._signal_stop = lambda *args: stops.append(args)
    app.stops = stops
    return app


def test_under_jupyterhub_sigint_stops_the_server_as_sigterm_does(monkeypatch):
    """JupyterHub's local spawners stop a server with SIGINT: without a terminal,
    jupyter_server would take it as a KeyboardInterrupt and leave its kernels running."""
    app = fake_hub_serverapp()
    monkeypatch.setenv("JUPYTERHUB_SERVICE_PREFIX", "/user/eleve01/")
    monkeypatch.setattr(sys, "stdin", None)
    before = signal.getsignal(signal.SIGINT)
    try:
        assert server.stop_kernels_on_sigint(app)
        assert signal.getsignal(signal.SIGINT) is app._signal_stop
        assert any("SIGINT stops this server" in text for _, text in app.logged)
    finally:
        signal.signal(signal.SIGINT, before)


def test_without_jupyterhub_or_at_a_terminal_sigint_is_left_to_jupyter_server(monkeypatch):
    app = fake_hub_serverapp()
    before = signal.getsignal(signal.SIGINT)
    monkeypatch.delenv("JUPYTERHUB_SERVICE_PREFIX", raising=False)
    monkeypatch.setattr(sys, "stdin", None)
    assert not server.stop_kernels_on_sigint(app)
    monkeypatch.setenv("JUPYTERHUB_SERVICE_PREFIX", "/user/eleve01/")
    monkeypatch.setattr(sys, "stdin", SimpleNamespace(isatty=lambda: True))
    assert not server.stop_kernels_on_sigint(app)  # it asks the person at the terminal
    assert signal.getsignal(signal.SIGINT) is before and not app.logged


@contextlib.contextmanager
def jupyter_server(tmp_path: Path, **environment: str):
    """A Jupyter server of this environment on 127.0.0.1: (process, url, headers, log)."""
    pytest.importorskip("jupyter_server")
    from jupyter_lab import free_port

    port, token = free_port(), "algunokit-server-test"
    log_path = tmp_path / "server.log"
    env = {**os.environ, "JUPYTER_CONFIG_DIR": str(tmp_path / "config"),
           "JUPYTER_RUNTIME_DIR": str(tmp_path / "runtime"), **environment}
    url = f"http://127.0.0.1:{port}"
    with log_path.open("w") as log:
        process = subprocess.Popen(
            [sys.executable, "-m", "jupyter", "server", "--no-browser", f"--port={port}",
             "--ip=127.0.0.1", "--allow-root", f"--IdentityProvider.token={token}",
             f"--ServerApp.root_dir={tmp_path}", "--ServerApp.log_level=DEBUG"],
            stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT, env=env)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                urllib.request.urlopen(f"{url}/api/status?token={token}", timeout=2)
                break
            except OSError:
                assert process.poll() is None and time.monotonic() < deadline, \
                    log_path.read_text()[-3000:]
                time.sleep(0.3)
        yield process, url, {"Authorization": f"token {token}"}, log_path
    finally:
        if process.poll() is None:
            process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def start_kernel(url: str, headers: dict) -> str:
    request = urllib.request.Request(f"{url}/api/kernels", data=b"{}", method="POST",
                                     headers=headers)
    return json.loads(urllib.request.urlopen(request, timeout=30).read())["id"]


def kernels_of(pid: int) -> list[int]:
    """The kernel processes a server (``pid``) started, from /proc."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            with contextlib.suppress(OSError, IndexError, ValueError):
                stat = Path(f"/proc/{entry}/stat").read_text()
                command = Path(f"/proc/{entry}/cmdline").read_bytes()
                if int(stat.rsplit(")", 1)[1].split()[1]) == pid and b"ipykernel" in command:
                    found.append(int(entry))
    return found


def running(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


@pytest.mark.kernel
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_a_hub_servers_kernels_are_gone_when_sigint_has_stopped_it(tmp_path):
    """What JupyterHub's stop does to a student's server: SIGINT, no terminal. The server
    shuts its kernel down and waits for it before it exits; before the extension did
    this, the kernel outlived it (until ipykernel's parent poller noticed, up to 1 s)."""
    with jupyter_server(tmp_path, JUPYTERHUB_SERVICE_PREFIX="/user/eleve01/") as (
            process, url, headers, log_path):
        start_kernel(url, headers)
        deadline = time.monotonic() + 60
        while not (kernels := kernels_of(process.pid)):
            assert time.monotonic() < deadline, log_path.read_text()[-3000:]
            time.sleep(0.1)
        process.send_signal(signal.SIGINT)
        process.wait(timeout=60)
        text = log_path.read_text()
        assert "algunokit: SIGINT stops this server and its kernels" in text, text[-3000:]
        assert "Shutting down 1 kernel" in text, text[-3000:]
        assert not [pid for pid in kernels if running(pid)], text[-3000:]


def test_a_real_servers_kernel_websocket_has_tcp_nodelay(tmp_path):
    """A Jupyter server of this environment loads the extension from its configuration
    and a real kernel's WebSocket reads TCP_NODELAY=1 back from its socket."""
    from tornado.websocket import websocket_connect

    with jupyter_server(tmp_path) as (_process, url, headers, log_path):
        port = int(url.rsplit(":", 1)[1])
        token = headers["Authorization"].split()[1]
        kernel = start_kernel(url, headers)
        wanted = f"algunokit: the WebSocket of kernel {kernel} has TCP_NODELAY=1"

        async def connect_and_wait() -> bool:
            socket = await websocket_connect(
                f"ws://127.0.0.1:{port}/api/kernels/{kernel}/channels?token={token}")
            try:
                for _ in range(300):
                    if wanted in log_path.read_text():
                        return True
                    await asyncio.sleep(0.1)
                return False
            finally:
                socket.close()

        found = asyncio.run(connect_and_wait())
        text = log_path.read_text()
        assert "algunokit: kernel WebSockets send each message at once" in text, text[-3000:]
        assert found, text[-3000:]
