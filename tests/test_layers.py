"""Imports only go downward, and the package's import graph has no cycle.

Both tests read the source with :mod:`ast` (nothing is imported), so an import hidden
inside a function counts as much as one at the top of a module.

What counts as "module A imports module B" (A and B are modules of ``algunokit``):

- ``import algunokit.x.y`` and ``import algunokit.x.y as z``: A imports ``algunokit.x.y``;
- ``from algunokit.x import y`` (or the relative ``from .x import y``): A imports
  ``algunokit.x.y`` when ``y`` is a module of the package, else ``algunokit.x``
  (``from algunokit import hooks`` imports ``algunokit.hooks``, ``from algunokit
  import show`` imports the facade ``algunokit``);
- ``importlib.import_module("algunokit.x")`` and ``__import__("algunokit.x")`` with a
  string literal: A imports ``algunokit.x``;
- wherever the statement stands: at the top of the module, inside a function, a class,
  a ``try`` or an ``if``; EXCEPT inside ``if TYPE_CHECKING:`` (type hints only, never run).

Parent packages are not counted: ``import algunokit.x.y`` runs ``algunokit/x/__init__.py``
too, but that is Python's doing, not a dependency the module chose. Names served through
``algunokit.hooks`` (``hooks.call("svg.card", card)``) are not imports: the facade
registers which module serves them, which is how a lower layer offers something a
higher layer implements.

The layer test is stricter for the engines (the four games and the shared ground): they
may not name an upper layer at all, not even under ``if TYPE_CHECKING:``, nor a Jupyter
package.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "algunokit"
GAMES = ("alguno", "skyjo", "celsius", "gaag")
SHARED = ("cards", "protocol", "saving", "errors", "i18n", "hooks", "simulation", "slips",
          "game_spec")
#: Beside the games (layer 1): the registry of their specs and the words read through it.
BESIDE_GAMES = ("specs", "words")

#: What an engine module may never import (a module or anything below it).
UPPER_LAYERS = tuple(f"algunokit.{name}" for name in (
    "draw", "code", "widgets", "lessons", "exercises", "tournaments", "notebook", "cli"))
JUPYTER = ("IPython", "ipywidgets", "ipycanvas", "ipykernel", "traitlets")

#: The layers from the bottom up (docs/architecture.md); a module may import its own
#: layer or one below it. Modules not named here belong to the shared ground (0).
LAYER_OF = {
    **{f"algunokit.{game}": 1 for game in GAMES},
    **{f"algunokit.{name}": 1 for name in BESIDE_GAMES},
    "algunokit.draw": 2,
    "algunokit.code": 3,
    # the class tournament (and a student's process in it): below what shows or checks
    "algunokit.tournaments": 4,
    "algunokit.widgets": 5,
    "algunokit.exercises": 5,
    "algunokit.lessons": 6,
    "algunokit.notebook": 7,
    "algunokit.cli": 8,
    "algunokit.server": 8,  # loaded by the Jupyter server only
    "algunokit.__main__": 8,
    "algunokit": 8,  # the facade knows every layer
}


@dataclass(frozen=True)
class Import:
    """One import found in the source: who, where, what."""

    module: str  # the importing module, dotted
    path: Path
    line: int
    target: str  # the imported module, dotted (any package, not only algunokit)
    type_only: bool  # inside ``if TYPE_CHECKING:``

    def __str__(self) -> str:
        where = f"{self.path.relative_to(ROOT)}:{self.line}"
        return f"{where} ({self.module}) imports {self.target}" + (
            " under TYPE_CHECKING" if self.type_only else "")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES: dict[str, Path] = {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _absolute(module: str | None, level: int, importer: str) -> str:
    if not level:
        return module or ""
    base = importer.split(".")
    if MODULES[importer].name != "__init__.py":
        base.pop()
    base = base[: len(base) - (level - 1)]
    return ".".join([*base, module] if module else base)


def _literal_import(node: ast.Call) -> str | None:
    """The module named by ``importlib.import_module("…")`` / ``__import__("…")``."""
    func = node.func
    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
    if name not in {"import_module", "__import__"} or not node.args:
        return None
    first = node.args[0]
    return first.value if isinstance(first, ast.Constant) and isinstance(first.value, str) \
        else None


def imports_of(module: str) -> list[Import]:
    """Every import statement of ``module``, wherever it stands (see the module docstring)."""
    path = MODULES[module]
    found: list[Import] = []

    def visit(node: ast.AST, type_only: bool) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            for child in node.body:
                visit(child, True)
            for child in node.orelse:
                visit(child, type_only)
            return
        if isinstance(node, ast.Import):
            found.extend(Import(module, path, node.lineno, alias.name, type_only)
                         for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = _absolute(node.module, node.level, module)
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                found.append(Import(module, path, node.lineno,
                                    sub if sub in MODULES else base, type_only))
        elif isinstance(node, ast.Call) and (target := _literal_import(node)):
            found.append(Import(module, path, node.lineno, target, type_only))
        for child in ast.iter_child_nodes(node):
            visit(child, type_only)

    visit(ast.parse(path.read_text(encoding="utf-8"), str(path)), False)
    return found


def is_under(name: str, prefixes: tuple[str, ...]) -> bool:
    return any(name == p or name.startswith(p + ".") for p in prefixes)


def engine_modules() -> list[str]:
    engines = tuple(f"algunokit.{name}" for name in (*GAMES, *SHARED, *BESIDE_GAMES,
                                                    "messages"))
    return [m for m in MODULES if is_under(m, engines)]


def layer(module: str) -> int:
    best = max((p for p in LAYER_OF if module == p or module.startswith(p + ".")),
               key=len, default=None)
    return 0 if best is None or (best == "algunokit" and module != "algunokit") \
        else LAYER_OF[best]


def import_graph() -> dict[str, dict[str, Import]]:
    """module -> {imported algunokit module: the first import that names it}."""
    graph: dict[str, dict[str, Import]] = {}
    for module in MODULES:
        edges: dict[str, Import] = {}
        for imp in imports_of(module):
            if not imp.type_only and imp.target in MODULES and imp.target != module:
                edges.setdefault(imp.target, imp)
        graph[module] = edges
    return graph


def cycles(graph: dict[str, dict[str, Import]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(graph[root]))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(graph[child])))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_the_scan_sees_hidden_imports(tmp_path):
    """The scanner itself: a function-level import, a literal import_module and a
    TYPE_CHECKING block are all seen (and the last one is marked type-only)."""
    source = ("from typing import TYPE_CHECKING\n"
              "import importlib\n"
              "if TYPE_CHECKING:\n    from algunokit.draw.svg import to_svg\n"
              "def f():\n    from algunokit.code import show\n"
              "    return importlib.import_module('algunokit.widgets.alguno.play')\n"
              "from algunokit import hooks, show as s\n")
    MODULES["algunokit._probe"] = tmp_path / "probe.py"
    (tmp_path / "probe.py").write_text(source)
    try:
        found = {(i.target, i.type_only) for i in imports_of("algunokit._probe")}
    finally:
        del MODULES["algunokit._probe"]
    assert ("algunokit.draw.svg", True) in found
    assert ("algunokit.code.show", False) in found
    assert ("algunokit.widgets.alguno.play", False) in found
    assert ("algunokit.hooks", False) in found
    assert ("algunokit", False) in found  # ``show`` is a name of the facade, not a module


def test_engines_never_name_an_upper_layer():
    """No engine module (a game, the shared ground, the catalogue) imports the drawing,
    code, widgets, lessons, exercises, tournaments, notebook or command-line layers, the
    facade, or a Jupyter package, not even inside a function or for type hints."""
    engines = engine_modules()
    assert {"algunokit.cards", "algunokit.alguno.game", "algunokit.messages.common"} <= set(
        engines)
    violations = [str(imp) for module in engines for imp in imports_of(module)
                  if is_under(imp.target, UPPER_LAYERS) or imp.target == "algunokit"
                  or is_under(imp.target.split(".")[0], JUPYTER)]
    assert not violations, "engines import upper layers:\n" + "\n".join(violations)


def test_no_module_imports_a_layer_above_its_own():
    """Every module of the package: imports go to its own layer or below (the
    order of docs/architecture.md), type hints included."""
    violations = [f"{imp}  [layer {layer(m)} -> {layer(imp.target)}]"
                  for m in MODULES for imp in imports_of(m)
                  if imp.target in MODULES and layer(imp.target) > layer(m)]
    assert not violations, "imports that go up a layer:\n" + "\n".join(violations)


def test_the_import_graph_has_no_cycle():
    """No group of modules imports itself round (module granularity, see the docstring)."""
    graph = import_graph()
    assert graph["algunokit.cards"], "the graph should see cards.py's imports"
    found = cycles(graph)
    report = []
    for component in found:
        members = set(component)
        report.append("cycle among " + ", ".join(component) + ":")
        report.extend(f"    {imp}" + ("   <- up a layer" if layer(target) > layer(m) else "")
                      for m in component for target, imp in graph[m].items()
                      if target in members)
    assert not found, "\n".join(report)


def test_cycle_finder_finds_cycles():
    """The cycle finder is not vacuous: a made-up graph with a loop is reported."""
    fake = {m: {} for m in "abcd"}
    fake["a"]["b"] = fake["b"]["c"] = fake["c"]["a"] = None  # type: ignore[assignment]
    fake["c"]["d"] = None  # type: ignore[assignment]
    assert cycles(fake) == [["a", "b", "c"]]  # type: ignore[arg-type]


def test_shared_ground_reaches_upper_layers_through_hooks():
    """cards.py (pictures) and slips.py (the kit's words) once imported an upper layer
    inside functions; they now call names the facade registers, and still get the same
    results. The tournament reaches lesson 08's names in its own layer
    (alguno/student.py), no longer in the lesson."""
    from algunokit.cards import Card, Hand
    from algunokit.slips import sentence
    from algunokit.tournaments.games import GAMES

    card = Card.from_code("7H")
    assert card._repr_svg_().startswith("<svg") and "7" in card._repr_svg_()
    hand = Hand([card, Card.from_code("QS")])
    assert hand._repr_svg_().startswith("<svg") and hand._repr_svg_().count("<svg") == 1
    said = sentence(NameError("name 'piocher' is not defined"), "fr")
    assert said is not None and "piocher(2)" in said
    seen = []
    wrapped = GAMES["alguno"].adapt(lambda vue, decision: seen.append(type(vue).__name__))
    game = GAMES["alguno"].new_game(4, 1)
    wrapped(game.view(game.decision.player), game.decision)
    assert seen == ["StudentView"]  # lesson 08's names (alguno.student)
