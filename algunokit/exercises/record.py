"""The student's durable record: each check's verdict, the name, the block programs.

A kernel forgets everything when the page reloads, the kernel restarts or the class
ends; this record does not. Each check of a lesson's exercise rewrites a small JSON file
next to the notebook (the kernel's working folder: Jupyter starts a notebook's kernel in
the notebook's folder, JupyterLite's Pyodide kernel too, its files being the browser's
storage)::

    .algunokit/<user>/alguno-01-fr.json   # one per lesson and language
    .algunokit/<user>/student.json         # the student's name, asked once

``<user>`` is the JupyterHub user, else the computer's account: two students sharing a
folder through two accounts are not mixed. Only verdicts are written (right or not,
tries, times), never an answer; plus the block editors' programs (Blockly's JSON) so a
program dragged last week comes back when its cell runs again.

Each write is atomic (a temporary file, flushed and synced, then ``os.replace``): a crash
leaves the old record or the new one, never half of one. A file is bounded by
construction (one entry per exercise, a few block programs of bounded size), so a whole
year of lessons stays a few kilobytes a lesson. A damaged or hand-edited file is moved
aside (``….damaged``) and reported once in one sentence (:func:`problem`); nothing
here ever raises into a lesson.

The record is on in a notebook's kernel (an IPython shell that is not a terminal), or
where :func:`use` (tests, a teacher's script) or the ``ALGUNOKIT_RECORD`` variable points
(``off`` turns it off); a plain Python script writes nothing.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import sys
from pathlib import Path
from typing import Any

#: The version of the record files (``algunokit_record``).
FORMAT = 1
#: The folder, beside the notebook, that holds the records (hidden in the file browser).
FOLDER = ".algunokit"
#: At most this many block programs per lesson file, each at most this big (JSON text:
#: an alternative of four blocks is under 1 kB).
MAX_BLOCKS = 20
MAX_BLOCK_BYTES = 40_000
#: At most this many games in progress per lesson file, each at most this big (a game's
#: own save: Alg(un)o at 3 players after 200 moves is about 65 kB, the others 15 kB).
MAX_GAMES = 4
MAX_GAME_BYTES = 300_000
#: A record bigger than this is not one of ours (read no further): the bounds above
#: keep every record under it, whatever the student does, for a whole year.
MAX_BYTES = MAX_BLOCKS * MAX_BLOCK_BYTES + MAX_GAMES * MAX_GAME_BYTES + 200_000
#: A name is at most this long (the hand-in file's ``student`` field allows 80).
MAX_NAME = 80

#: ``use()``'s choice: a folder, False (off), or None (automatic).
_BASE: list[Path | bool | None] = [None]
#: (game, number, language) of the lesson opened last, set by ``ak.lesson``.
CURRENT: list[tuple[str, int, str]] = []
#: What went wrong reading or writing, as a message key and its parameters (said once).
_PROBLEMS: list[tuple[str, dict[str, str]]] = []


def use(folder: str | os.PathLike[str] | bool | None) -> Path | bool | None:
    """Keep the record under ``folder`` (False: nowhere; None: automatic); returns the
    previous choice, to put it back."""
    previous = _BASE[0]
    _BASE[0] = folder if isinstance(folder, bool) or folder is None else Path(folder)
    return previous


def _in_notebook() -> bool:
    ipython = sys.modules.get("IPython")
    if ipython is None:
        return False
    try:
        shell = ipython.get_ipython()
    except Exception:  # an IPython half imported: no notebook
        return False
    return shell is not None and type(shell).__name__ != "TerminalInteractiveShell"


def base() -> Path | None:
    """The folder the record lives in (``.algunokit`` is made inside it), or None: off."""
    chosen = _BASE[0]
    if chosen is False:
        return None
    if isinstance(chosen, Path):
        return chosen
    env = os.environ.get("ALGUNOKIT_RECORD")
    if env is not None:
        return None if env.strip().lower() in ("", "off", "0", "no") else Path(env)
    if _in_notebook():
        try:
            return Path.cwd()
        except OSError:  # the folder was deleted under the kernel
            return None
    return None


def _slug(text: str, limit: int = 40) -> str:
    slug = re.sub(r"[^A-Za-z0-9._-]+", "-", text).strip("-.")[:limit]
    if slug:
        return slug
    return "u" + hashlib.sha256(text.encode("utf-8", "replace")).hexdigest()[:10]


def user() -> str:
    """Who is working: the JupyterHub user, else the computer's account, else ``student``."""
    name = os.environ.get("JUPYTERHUB_USER", "")
    if not name:
        try:
            import getpass

            name = getpass.getuser()
        except Exception:  # Pyodide has no pwd module, a container may have no user
            name = ""
    return _slug(name) if name else "student"


def folder() -> Path | None:
    """This user's record folder, or None when the record is off."""
    root = base()
    return None if root is None else root / FOLDER / user()


def lesson_file(game: str, number: int, language: str) -> Path | None:
    where = folder()
    return None if where is None else where / f"{_slug(game, 20)}-{number:02d}-{language}.json"


# --- reading and writing, never raising ----------------------------------------------

def _note_problem(message: str, **params: str) -> None:
    item = (message, params)
    if item not in _PROBLEMS:
        _PROBLEMS.append(item)


def problems() -> list[tuple[str, dict[str, str]]]:
    """What went wrong so far (message keys of ``algunokit/messages/progress.py``)."""
    return list(_PROBLEMS)


def problem(language: str | None = None) -> str | None:
    """The first thing that went wrong, in one sentence, or None."""
    if not _PROBLEMS:
        return None
    from algunokit.i18n import t

    key, params = _PROBLEMS[0]
    return t(key, language, **params)


def write_json(path: Path, data: dict[str, Any], report: bool = True) -> bool:
    """Write ``data`` to ``path`` atomically (temporary file, fsync, ``os.replace``);
    False when it cannot be written. ``report``: a record file (its folder is made,
    a failure is noted for :func:`problem`); else a file the student names."""
    text = json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True) + "\n"
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        if report:
            path.parent.mkdir(parents=True, exist_ok=True)
        with open(temporary, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            with contextlib.suppress(OSError):  # a browser's file system has no fsync
                os.fsync(out.fileno())
        try:
            os.replace(temporary, path)
        except OSError:  # a file system without rename: write in place
            path.write_text(text, encoding="utf-8")
            with contextlib.suppress(OSError):
                temporary.unlink()
    except OSError:
        with contextlib.suppress(OSError):
            temporary.unlink()
        if report:
            _note_problem("progress.record.unwritable", path=str(path.parent))
        return False
    return True


def _read_json(path: Path) -> dict[str, Any] | None:
    """The JSON object in ``path``; None when there is no file; raises ValueError when
    the file is there but is not a JSON object."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as err:
        raise ValueError("unreadable") from err
    if len(raw) > MAX_BYTES:
        raise ValueError("size")
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as err:
        raise ValueError("json") from err
    if not isinstance(data, dict):
        raise ValueError("json")
    return data


def _set_aside(path: Path) -> None:
    """Move a damaged file aside (kept for a teacher to look at) and say so once."""
    aside = path.with_name(path.name + ".damaged")
    with contextlib.suppress(OSError):
        os.replace(path, aside)
    _note_problem("progress.record.damaged", path=path.name, aside=aside.name)


def _when(value: Any) -> str | None:
    return value if isinstance(value, str) and len(value) <= 40 else None


def _entry(value: Any) -> dict[str, Any] | None:
    """One exercise's verdicts, checked; None when it is not one."""
    if not isinstance(value, dict):
        return None
    right, tries = value.get("right"), value.get("tries")
    if not isinstance(right, bool) or not isinstance(tries, int) or isinstance(tries, bool) \
            or not 0 <= tries <= 10**6 or (right and tries == 0):
        return None
    return {"right": right, "tries": tries, "first": _when(value.get("first")),
            "last": _when(value.get("last")), "right_at": _when(value.get("right_at"))}


def _empty(game: str, number: int, language: str) -> dict[str, Any]:
    return {"algunokit_record": FORMAT, "lesson": {"game": game, "number": number},
            "language": language, "exercises": {}, "blocks": {}, "games": {}}


def load(game: str, number: int, language: str) -> dict[str, Any]:
    """The record of a lesson (empty when there is none, or when it is off or damaged:
    a damaged file is set aside and reported once)."""
    record = _empty(game, number, language)
    path = lesson_file(game, number, language)
    if path is None:
        return record
    try:
        data = _read_json(path)
    except ValueError:
        _set_aside(path)
        return record
    if data is None:
        return record
    lesson = data.get("lesson")
    exercises, blocks = data.get("exercises"), data.get("blocks", {})
    games = data.get("games", {})
    if (data.get("algunokit_record") != FORMAT or not isinstance(lesson, dict)
            or lesson.get("game") != game or lesson.get("number") != number
            or not isinstance(exercises, dict) or not isinstance(blocks, dict)
            or not isinstance(games, dict)):
        _set_aside(path)
        return record
    bad = False
    for name, value in exercises.items():
        entry = _entry(value)
        if isinstance(name, str) and name.isidentifier() and len(name) <= 40 and entry:
            record["exercises"][name] = entry
        else:
            bad = True
    for key, value in list(blocks.items())[:MAX_BLOCKS]:
        if isinstance(key, str) and len(key) <= 80 and isinstance(value, dict):
            record["blocks"][key] = value
        else:
            bad = True
    for key, value in list(games.items())[:MAX_GAMES]:
        if isinstance(key, str) and len(key) <= 100 and isinstance(value, str):
            record["games"][key] = value
        else:
            bad = True
    if bad:  # keep what reads, say the rest was dropped
        _note_problem("progress.record.partly", path=path.name)
    return record


def save(record: dict[str, Any]) -> bool:
    lesson = record["lesson"]
    path = lesson_file(lesson["game"], lesson["number"], record["language"])
    return path is not None and write_json(path, record)


def merge(entry: dict[str, Any] | None, other: dict[str, Any] | None) -> dict[str, Any] | None:
    """Two accounts of one exercise as one: right if either says so, the most tries, the
    first time it was right. Never less than either."""
    if not entry:
        return dict(other) if other else None
    if not other:
        return dict(entry)
    times = [t for t in (entry.get("right_at"), other.get("right_at")) if t]
    firsts = [t for t in (entry.get("first"), other.get("first")) if t]
    lasts = [t for t in (entry.get("last"), other.get("last")) if t]
    return {"right": bool(entry.get("right") or other.get("right")),
            "tries": max(int(entry.get("tries", 0)), int(other.get("tries", 0))),
            "first": min(firsts) if firsts else None, "last": max(lasts) if lasts else None,
            "right_at": min(times) if times else None}


def note_check(game: str, number: int, language: str, name: str, ok: bool,
               when: str) -> None:
    """Add one check of exercise ``name`` to the lesson's record (one more try; right from
    the first right answer on)."""
    if lesson_file(game, number, language) is None:
        return
    record = load(game, number, language)
    entry = record["exercises"].get(name) or {"right": False, "tries": 0, "first": when,
                                              "last": None, "right_at": None}
    entry["tries"] += 1
    entry["last"] = when
    if ok and not entry["right"]:
        entry["right"], entry["right_at"] = True, when
    record["exercises"][name] = entry
    save(record)


# --- the student's name -----------------------------------------------------------

def _name_file() -> Path | None:
    where = folder()
    return None if where is None else where / "student.json"


def clean_name(name: Any) -> str | None:
    """A name as typed, tidied (spaces), or None when it is not a name."""
    if not isinstance(name, str):
        return None
    name = " ".join(name.split())
    if not name or len(name) > MAX_NAME or not any(ch.isalpha() for ch in name):
        return None
    return name


def student() -> str | None:
    """The name this user gave once, or None."""
    path = _name_file()
    if path is None:
        return None
    try:
        data = _read_json(path)
    except ValueError:
        _set_aside(path)
        return None
    return clean_name(data.get("student")) if data else None


def remember_student(name: str) -> bool:
    """Keep the name for every lesson of this folder (False when the record is off)."""
    path = _name_file()
    return path is not None and write_json(path, {"algunokit_record": FORMAT, "student": name})


# --- block programs ----------------------------------------------------------------

def _current() -> tuple[str, int, str]:
    if CURRENT:
        return CURRENT[0]
    from algunokit.i18n import get_language

    return ("notebook", 0, get_language())


def _kept_get(section: str, key: str) -> Any:
    game, number, language = _current()
    return load(game, number, language)[section].get(key)


#: what each kept section says when a value is too big to keep
_TOO_BIG = {"blocks": "progress.record.blocks_big", "games": "progress.record.games_big"}


def _kept_put(section: str, key: str, value: Any, most: int, biggest: int) -> bool:
    """Keep ``value`` under ``key`` in ``section`` of the lesson opened last (the newest
    last; the oldest go beyond ``most``); a value bigger than ``biggest`` is not kept."""
    game, number, language = _current()
    if lesson_file(game, number, language) is None:
        return False
    try:
        size = len(value) if isinstance(value, str) else len(json.dumps(value))
    except (TypeError, ValueError):
        return False
    if size > biggest:
        _note_problem(_TOO_BIG[section], key=key)
        return False
    record = load(game, number, language)
    kept = record[section]
    kept.pop(key, None)
    kept[key] = value
    while len(kept) > most:
        kept.pop(next(iter(kept)))
    return save(record)


def blocks_get(key: str) -> dict[str, Any] | None:
    """The blocks kept under ``key`` in the lesson opened last, or None."""
    value = _kept_get("blocks", key)
    return value if isinstance(value, dict) else None


def blocks_put(key: str, workspace: dict[str, Any]) -> bool:
    """Keep ``workspace`` (Blockly's JSON) under ``key``; a program too big is not kept."""
    return _kept_put("blocks", key, workspace, MAX_BLOCKS, MAX_BLOCK_BYTES)


def game_get(key: str) -> str | None:
    """The game in progress kept under ``key`` (its own save, JSON text), or None."""
    value = _kept_get("games", key)
    return value if isinstance(value, str) else None


def game_put(key: str, save_text: str) -> bool:
    """Keep a game in progress (``game.to_json()``) under ``key``."""
    return _kept_put("games", key, save_text, MAX_GAMES, MAX_GAME_BYTES)


def cell_key() -> str | None:
    """A name for the notebook cell running now: JupyterLab's cell id when the kernel has
    it, else a digest of the cell's text (stable while the student only drags blocks)."""
    ipython = sys.modules.get("IPython")
    shell = ipython.get_ipython() if ipython is not None else None
    if shell is None:
        return None
    with contextlib.suppress(Exception):
        parent = shell.kernel.get_parent()  # ipykernel: the execute request
        cell_id = parent.get("metadata", {}).get("cellId")
        if isinstance(cell_id, str) and 0 < len(cell_id) <= 64:
            return "cell-" + _slug(cell_id, 64)
    with contextlib.suppress(Exception):
        source = shell.user_ns["_ih"][-1]
        if isinstance(source, str) and source.strip():
            return "text-" + hashlib.sha256(source.strip().encode("utf-8")).hexdigest()[:16]
    return None


__all__ = ["FOLDER", "FORMAT", "base", "blocks_get", "blocks_put", "cell_key", "clean_name",
           "folder", "game_get", "game_put", "lesson_file", "load", "merge", "note_check",
           "problem", "problems", "remember_student", "student", "use", "user", "write_json"]
