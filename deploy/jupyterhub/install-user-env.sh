#!/usr/bin/env bash
# The students' environment for JupyterHub, from the pins the tests use:
#   deploy/jupyterhub/install-user-env.sh /path/to/python
# installs binder/requirements.txt (the kit's pins, as on Binder) and
# requirements-user.txt (jupyterhub-singleuser, nbgitpuller) into that Python's
# environment, runs binder/postBuild (the kit itself and its IPython extension), then
# adds the culling of idle kernels (jupyter_server_config.d/algunokit-hub.json).
# Used by The Littlest JupyterHub (/opt/tljh/user/bin/python), by the image for
# Zero to JupyterHub (Dockerfile) and by benchmarks/bench_class.py.
set -euo pipefail
python="${1:?usage: install-user-env.sh PYTHON}"
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
"$python" - <<'PY'
import sys
if sys.version_info < (3, 11):
    sys.exit(f"algunokit needs Python 3.11 or later (binder/ pins 3.12); this is {sys.version.split()[0]}")
PY
"$python" -m pip install --quiet -r "$root/binder/requirements.txt" -r "$here/requirements-user.txt"
bindir="$(dirname "$python")"
(cd "$root" && PATH="$bindir:$PATH" bash binder/postBuild)
# rfc3987-syntax (pulled in by jsonschema[format-nongpl]) builds about 35 Lark parsers
# when jsonschema loads, which every Jupyter server does at start: 1 s of CPU idle,
# 3 s with a class starting at once (measured on a 2-core machine), for the formats
# "iri" and "iri-reference" that no Jupyter schema uses. Without it jsonschema simply
# leaves those two formats unchecked (jsonschema/_format.py), and 30 servers start
# 30 CPU-seconds sooner (jupyter_server issue 1559).
"$python" -m pip uninstall --yes --quiet rfc3987-syntax 2>/dev/null || true
# Kernels idle for 30 min are shut down by each student's server (jupyter_server's
# own culling), in every deployment: the file goes where that environment's Jupyter
# reads its settings.
prefix="$("$python" -c 'import sys; print(sys.prefix)')"
mkdir -p "$prefix/etc/jupyter/jupyter_server_config.d"
cp "$here/jupyter_server_config.d/algunokit-hub.json" "$prefix/etc/jupyter/jupyter_server_config.d/"
