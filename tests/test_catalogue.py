"""The message catalogue is what the code uses, no more, no less, with real plurals.

- every key of the catalogue is written in full, in quotes, somewhere in ``algunokit/``
  (outside ``algunokit/messages/``) or in a lesson notebook: a key nobody can find by
  searching for it is either unused or built at run time;
- every key the code hands to ``t``, ``tn`` or a kit error (``RuleError("…")`` …) is a
  literal that exists (see :func:`key_sources` for what counts as a literal);
- no sentence writes a plural as « carte(s) » / "card(s)": a sentence about a number
  has one form per plural (``{"one": …, "other": …}``, read with ``tn``).
"""

from __future__ import annotations

import ast
import json
import re
from functools import cache
from pathlib import Path

import pytest

from algunokit.messages import CATALOGUE, texts

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "algunokit"
MESSAGES = PACKAGE / "messages"
CODE_FILES = sorted(p for p in PACKAGE.rglob("*.py") if MESSAGES not in p.parents)
NOTEBOOKS = sorted((ROOT / "lessons").rglob("*.ipynb"))

#: « carte(s) », "card(s)", « arrêtée(s) », "loss(es)", « joueur(se) » …
BRACKET_PLURAL = re.compile(r"(?<=\w)\((?:s|es|e|x|nt|se|le|ne)\)")
#: Functions whose first argument is a catalogue key.
KEY_FUNCTIONS = {"t", "tn", "texts", "catalogue"}
#: Keyword arguments that carry catalogue keys (exercise declarations and the like).
KEY_KEYWORDS = re.compile(r"^\w+_keys?$")
#: Fields that keep keys (``self.key``, ``self.hint_keys``, ``self.labels``).
FIELDS = re.compile(r"(^|_)(key|keys|labels)$")


def notebook_sources() -> str:
    cells = []
    for path in NOTEBOOKS:
        cells.extend("".join(cell["source"]) for cell in json.loads(path.read_text())["cells"])
    return "\n".join(cells)


@cache
def code_text() -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in CODE_FILES) + notebook_sources()


def test_the_bracket_plural_pattern():
    assert BRACKET_PLURAL.search("3 carte(s)") and BRACKET_PLURAL.search("2 loss(es)")
    assert BRACKET_PLURAL.search("arrêtée(s)")
    assert not BRACKET_PLURAL.search("Alg(un)o") and not BRACKET_PLURAL.search("min()")
    assert not BRACKET_PLURAL.search("tuple(ops)")


def test_no_bracket_plurals():
    """« carte(s) » reads badly and a screen reader spells it: write each form in full."""
    found = [f"{key} [{lang}]: {text!r}" for key in CATALOGUE for lang in ("fr", "en")
             for text in texts(key, lang) if BRACKET_PLURAL.search(text)]
    assert not found, "write plural forms in full (tn / one-other):\n" + "\n".join(found)


def test_every_key_is_used():
    """A key is used when it is written in full, between quotes, in the package's code
    or in a lesson notebook (so a search finds who uses it)."""
    text = code_text()
    unused = [key for key in CATALOGUE
              if f'"{key}"' not in text and f"'{key}'" not in text]
    assert not unused, f"{len(unused)} keys are never written in full:\n" + "\n".join(unused)


# --------------------------------------------------------------------- key sources
def _error_classes() -> set[str]:
    """Every class of the package that derives from ``AlgunokitError`` (by name)."""
    names = {"AlgunokitError"}
    bases: dict[str, set[str]] = {}
    for path in CODE_FILES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                bases.setdefault(node.name, set()).update(
                    b.id if isinstance(b, ast.Name) else getattr(b, "attr", "")
                    for b in node.bases)
    grew = True
    while grew:
        grew = False
        for name, parents in bases.items():
            if name not in names and parents & names:
                names.add(name)
                grew = True
    return names


def _constants(node: ast.AST) -> list[str] | None:
    """The strings of a constant, or of a tuple/list/set of them, or a dict's values."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        parts = [_constants(e) for e in node.elts]
        return None if any(p is None for p in parts) else [k for p in parts for k in p]
    if isinstance(node, ast.Dict):
        parts = [_constants(v) for v in node.values]
        return None if any(p is None for p in parts) else [k for p in parts for k in p]
    if isinstance(node, ast.IfExp):
        a, b = _constants(node.body), _constants(node.orelse)
        return None if a is None or b is None else a + b
    return None


class _Module:
    """One module's AST with what its names are bound to, scope by scope."""

    SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.Module)

    def __init__(self, path: Path) -> None:
        self.path = path
        self.tree = ast.parse(path.read_text(encoding="utf-8"))
        self.parents: dict[ast.AST, ast.AST] = {}
        for node in ast.walk(self.tree):
            for child in ast.iter_child_nodes(node):
                self.parents[child] = node
        #: (scope, name) -> the values assigned to it
        self.bound: dict[tuple[ast.AST, str], list[ast.AST]] = {}
        #: (scope, name) of names taken apart from a pair (``key, params = problem``)
        self.unpacked: set[tuple[ast.AST, str]] = set()
        #: the module's own functions: a call to one that returns literals gives literals
        self.functions = {node.name: node for node in self.tree.body
                          if isinstance(node, ast.FunctionDef)}
        #: name -> module it is imported from (``from algunokit.x import NAME``)
        self.imported: dict[str, str] = {}
        for node in ast.walk(self.tree):
            if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                for target in targets:
                    self._bind(target, node.value, node)
            elif isinstance(node, ast.For | ast.comprehension):
                # a loop over constants binds its variable to each of them
                self._bind(node.target, node.iter, node)
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                self.imported.update((a.asname or a.name, node.module) for a in node.names)

    def _bind(self, target: ast.AST, value: ast.AST, where: ast.AST) -> None:
        scope = self.scope(where)
        if isinstance(target, ast.Name):
            self.bound.setdefault((scope, target.id), []).append(value)
        else:
            self.unpacked.update((scope, n.id) for n in ast.walk(target)
                                 if isinstance(n, ast.Name))

    def scope(self, node: ast.AST) -> ast.AST:
        if isinstance(node, ast.comprehension):
            node = self.parents[node]
        while not isinstance(node, self.SCOPES):
            node = self.parents[node]
        return node

    def _name(self, node: ast.Name, seen: frozenset[str]) -> list[str] | None:
        if node.id in seen:
            return None
        scopes = []
        here = node
        while here in self.parents:  # the name's own scope, then the enclosing ones
            here = self.parents[here]
            if isinstance(here, self.SCOPES):
                scopes.append(here)
        scopes.append(self.tree)
        for scope in scopes:
            if (scope, node.id) in self.unpacked or node.id in _parameters(scope):
                return []
            values = self.bound.get((scope, node.id))
            if values:
                parts = [self.keys(v, seen | {node.id}) for v in values]
                return None if any(p is None for p in parts) else [k for p in parts
                                                                     for k in p]  # type: ignore[union-attr]
        source = self.imported.get(node.id)
        if source and source.startswith("algunokit."):
            path = ROOT / (source.replace(".", "/") + ".py")
            if path.exists():
                return _module(path).keys(ast.Name(node.id, ast.Load()), seen | {node.id})
        return None

    def keys(self, node: ast.AST, seen: frozenset[str] = frozenset()) -> list[str] | None:
        """The keys ``node`` may stand for, or None if it is built at run time."""
        found = _constants(node)
        if found is not None:
            return found
        if isinstance(node, ast.IfExp):
            a, b = self.keys(node.body, seen), self.keys(node.orelse, seen)
            return None if a is None or b is None else a + b
        if isinstance(node, ast.Name):
            if node not in self.parents:  # looked up from another module: its top level
                values = self.bound.get((self.tree, node.id))
                parts = [self.keys(v, seen) for v in values or ()]
                return None if not parts or any(p is None for p in parts) else [
                    k for p in parts for k in p]  # type: ignore[union-attr]
            return self._name(node, seen)
        if isinstance(node, ast.Subscript):  # KEYS[kind]: every value of KEYS
            return self.keys(node.value, seen)
        if isinstance(node, ast.Attribute) and FIELDS.search(node.attr):
            return []  # a key kept in a field: checked where the object is made
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id in self.functions and node.func.id not in seen:
            returns = [r.value for r in ast.walk(self.functions[node.func.id])
                       if isinstance(r, ast.Return) and r.value is not None]
            parts = [self.keys(r, seen | {node.func.id}) for r in returns]
            return None if not parts or any(p is None for p in parts) else [
                k for p in parts for k in p]  # type: ignore[union-attr]
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and node.func.attr == "values" and not node.args:  # KEYS.values()
            return self.keys(node.func.value, seen)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and node.func.attr == "get" and node.args:  # KEYS.get(kind, "…")
            parts = [self.keys(node.func.value, seen)] + [self.keys(a, seen)
                                                          for a in node.args[1:]]
            return None if any(p is None for p in parts) else [k for p in parts for k in p]
        return None


def _parameters(scope: ast.AST) -> set[str]:
    if not isinstance(scope, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
        return set()
    a = scope.args
    return {x.arg for x in (*a.posonlyargs, *a.args, *a.kwonlyargs)}


@cache
def _module(path: Path) -> _Module:
    return _Module(path)


@cache
def key_sources() -> tuple[list[str], list[str]]:
    """``(violations, keys)``: every place a key is handed to the catalogue.

    Accepted as "a literal": a string constant; ``a if c else b`` of literals; a name
    whose every assignment in the module is a literal, a tuple/list/dict of literals or
    a loop over one; ``NAME[x]`` / ``NAME.get(x, …)`` where NAME is such a tuple/dict;
    a parameter of the enclosing function, a name unpacked from a pair (``key, params =
    problem``) or a ``…key`` / ``…keys`` / ``labels`` field (forwarded: checked
    where the caller writes it, through the ``key=`` / ``…_key=`` / ``…_keys=``
    keywords, which are checked too). Anything else (f-strings, ``+``, ``.format``) is
    a key built at run time.
    """
    errors = _error_classes()
    violations: list[str] = []
    keys: list[str] = []
    for path in CODE_FILES:
        module = _module(path)
        for node in ast.walk(module.tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            handed = []
            if (name in KEY_FUNCTIONS or name in errors) and node.args:
                handed.append(node.args[0])
            handed += [kw.value for kw in node.keywords
                       if kw.arg and KEY_KEYWORDS.match(kw.arg)]
            for arg in handed:
                if isinstance(arg, ast.Constant) and not isinstance(arg.value, str):
                    continue  # None, True …: no key
                found = module.keys(arg)
                if found is None:
                    violations.append(f"{path.relative_to(ROOT)}:{arg.lineno}: "
                                      f"{ast.unparse(arg)}")
                else:
                    keys.extend(f"{path.relative_to(ROOT)}:{arg.lineno}:{k}" for k in found)
    return violations, keys


def test_keys_handed_to_the_catalogue_are_literals():
    violations, _ = key_sources()
    assert not violations, ("keys built at run time (write each key in full, e.g. a dict "
                            "from an enum to its key):\n" + "\n".join(violations))


def test_keys_handed_to_the_catalogue_exist():
    _, keys = key_sources()
    assert len(keys) > 500, "the scan should find the kit's keys"
    missing = [k for k in keys if k.rsplit(":", 1)[1] not in CATALOGUE
               and k.rsplit(":", 1)[1]]  # an empty key means "no text" (optional fields)
    assert not missing, "keys that are not in the catalogue:\n" + "\n".join(missing)


@pytest.mark.parametrize("source, ok", [
    ('t("common.yes")', True),
    ('t("common.yes" if x else "common.no")', True),
    ('K = {1: "common.yes"}\nt(K[x])', True),
    ('for k in ("common.yes", "common.no"):\n    t(k)', True),
    ('def f(key):\n    return t(key)', True),
    ('t(f"common.{x}")', False),
    ('t("common." + x)', False),
    ('RuleError("common." + x)', False),
    ('Exercise(prompt_key=P + "ex1")', False),
    ('def k(x):\n    return "common.yes" if x else "common.no"\nt(k(1))', True),
    ('def k(x):\n    return "common." + x\nt(k(1))', False),
])
def test_the_key_scan(tmp_path, source, ok):
    """The scan accepts literals and refuses keys built at run time."""
    path = tmp_path / "probe.py"
    path.write_text(source)
    module = _Module(path)
    calls = [n for n in ast.walk(module.tree) if isinstance(n, ast.Call)
             and getattr(n.func, "id", "") in {"t", "RuleError", "Exercise"}]
    args = [c.args[0] if c.args else c.keywords[0].value for c in calls]
    assert all(module.keys(a) is not None for a in args) is ok


# ------------------------------------------------------------- no English inside
#: Ways an exception's own (English) text reaches a sentence.
_TEXT_OF = {"str", "repr", "format", "type"}


def exception_texts() -> list[str]:
    """Places where ``except … as exc`` hands ``exc``'s own text (``str(exc)``,
    ``repr(exc)``, ``f"{exc}"``, ``type(exc).__name__``, or ``exc`` itself) to ``t``,
    ``tn`` or a kit error: Python's messages are English, so a French sentence would
    carry English. ``exc.lineno``, ``exc.message(lang)`` (our own errors) or a helper
    that turns ``exc`` into a catalogue sentence are fine."""
    errors = _error_classes()
    found = []
    for path in CODE_FILES:
        tree = _module(path).tree
        for handler in ast.walk(tree):
            if not (isinstance(handler, ast.ExceptHandler) and handler.name):
                continue
            for call in ast.walk(handler):
                func = getattr(call, "func", None)
                name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
                if not isinstance(call, ast.Call) or not (name in KEY_FUNCTIONS or name in errors):
                    continue
                for value in [kw.value for kw in call.keywords] + call.args[1:]:
                    if _shows_text_of(value, handler.name):
                        found.append(f"{path.relative_to(ROOT)}:{call.lineno}: "
                                     f"{ast.unparse(value)}")
    return found


def _shows_text_of(node: ast.AST, name: str) -> bool:
    if isinstance(node, ast.Name):
        return node.id == name
    if isinstance(node, ast.FormattedValue):
        return _shows_text_of(node.value, name)
    if isinstance(node, ast.JoinedStr):
        return any(_shows_text_of(v, name) for v in node.values)
    if isinstance(node, ast.Attribute):  # type(exc).__name__, but not exc.lineno
        return not isinstance(node.value, ast.Name) and _shows_text_of(node.value, name)
    if isinstance(node, ast.Call):
        callee = getattr(node.func, "id", None)
        return callee in _TEXT_OF and any(_shows_text_of(a, name) for a in node.args)
    if isinstance(node, ast.BinOp):
        return _shows_text_of(node.left, name) or _shows_text_of(node.right, name)
    return False


def test_no_exception_text_inside_a_message():
    found = exception_texts()
    assert not found, ("an exception's English text inside a message (name the problem "
                       "with a key instead):\n" + "\n".join(found))


@pytest.mark.parametrize("source, flagged", [
    ("try:\n    x()\nexcept ValueError as exc:\n    raise SaveFileError('k', value=str(exc))",
     True),
    ("try:\n    x()\nexcept ValueError as exc:\n"
     "    raise RuleError('k', d=f'{type(exc).__name__}')", True),
    ("try:\n    x()\nexcept ValueError as exc:\n    raise SaveFileError('k', line=exc.lineno)",
     False),
])
def test_the_exception_text_scan(source, flagged):
    handler = next(n for n in ast.walk(ast.parse(source)) if isinstance(n, ast.ExceptHandler))
    call = next(n for n in ast.walk(handler) if isinstance(n, ast.Call)
                and getattr(n.func, "id", "").endswith("Error"))
    assert any(_shows_text_of(kw.value, "exc") for kw in call.keywords) is flagged


def test_a_save_with_a_huge_number_is_refused_in_french():
    """Python's « Exceeds the limit (4300 digits) … » once went inside a French error."""
    from algunokit.errors import SaveFileError
    from algunokit.saving import read_save

    with pytest.raises(SaveFileError) as err:
        read_save('{"game": "skyjo", "n": ' + "1" * 5000 + "}", "skyjo")
    assert err.value.key == "common.error.save_long_number"
    assert "Exceeds" not in err.value.message("fr")
    with pytest.raises(SaveFileError) as err:
        read_save('{"game": "skyjo", "n": NaN}', "skyjo")
    assert err.value.key == "common.error.save_number" and "NaN" in err.value.message("fr")
