"""A fresh IPython kernel driven through jupyter_client, as JupyterLab drives one.

``Kernel().run(code)`` runs one cell and returns its reply status and what the
notebook would show (display data, streams, errors).
"""

from __future__ import annotations

import queue

import jupyter_client


class Kernel:
    def __init__(self, cwd: str | None = None) -> None:
        """``cwd``: the kernel's working folder (Jupyter starts a notebook's kernel in the
        notebook's folder); by default this process's."""
        self.manager = jupyter_client.KernelManager(kernel_name="python3")
        self.manager.start_kernel(extra_arguments=["--HistoryManager.enabled=False"],
                                  **({"cwd": cwd} if cwd is not None else {}))
        self.client = self.manager.client()
        self.client.start_channels()
        self.client.wait_for_ready(timeout=60)

    def run(self, code: str) -> tuple[str, list[dict]]:
        """The reply status and the outputs (display data, streams, errors) of one cell."""
        msg_id = self.client.execute(code)
        outputs = []
        while True:
            try:
                msg = self.client.get_iopub_msg(timeout=60)
            except queue.Empty:  # pragma: no cover - a hung kernel
                raise AssertionError("the kernel did not answer") from None
            if msg["parent_header"].get("msg_id") != msg_id:
                continue
            kind = msg["msg_type"]
            if kind in ("display_data", "execute_result", "stream", "error"):
                outputs.append({"type": kind, **msg["content"]})
            if kind == "status" and msg["content"]["execution_state"] == "idle":
                break
        while True:
            reply = self.client.get_shell_msg(timeout=60)
            if reply["parent_header"].get("msg_id") == msg_id:
                return reply["content"]["status"], outputs

    def stop(self) -> None:
        self.client.stop_channels()
        self.manager.shutdown_kernel(now=True)
