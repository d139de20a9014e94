"""Add Python 3.14 bytecode to pure-Python wheels, inside Pyodide (run by precompile.mjs).

A wheel from PyPI holds only sources, so the browser compiles every module it
imports, each time the kernel starts: hundreds of modules (IPython,
prompt_toolkit, jedi, the kit). Compiled here once, by the very Python of the
site, each module gets an *unchecked* hash-based ``.pyc`` beside its source
(PEP 552): it is used as is, whatever the file dates after unpacking, and the
sources stay for tracebacks and completion.

``WHEELS`` (set by the caller) lists ``(source, target)`` paths.
"""

import importlib.util
import posixpath
import sys
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

TAG = sys.implementation.cache_tag


def compile_wheel(source: str, target: str) -> int:
    count = 0
    with zipfile.ZipFile(source) as wheel, \
            zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as out:
        names = set(wheel.namelist())
        for info in wheel.infolist():
            data = wheel.read(info)
            out.writestr(info, data)
            name = info.filename
            if not name.endswith(".py") or ".dist-info/" in name or ".data/" in name:
                continue
            if {"tests", "testing"} & set(name.split("/")[:-1]):
                continue  # a package's own tests: never imported in a lesson
            head, base = posixpath.split(name)
            pyc = posixpath.join(head, "__pycache__", f"{base[:-3]}.{TAG}.pyc")
            if pyc in names:
                continue
            try:
                code = compile(data, name, "exec", dont_inherit=True)
            except SyntaxError:
                continue  # never imported as it is (templates, tests for other Pythons)
            stamp = zipfile.ZipInfo(pyc, date_time=info.date_time)
            stamp.compress_type = zipfile.ZIP_DEFLATED
            out.writestr(stamp, _code_to_hash_pyc(code, importlib.util.source_hash(data),
                                                  checked=False))
            count += 1
    return count


import warnings  # noqa: E402 (kept apart: only the loop below needs it)

with warnings.catch_warnings():
    warnings.simplefilter("ignore")  # old escape sequences in some packages' tests
    RESULT = [compile_wheel(source, target) for source, target in WHEELS]  # noqa: F821
