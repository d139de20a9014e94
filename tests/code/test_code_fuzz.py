"""Fuzzing from_python: any text gives an Alternative or the kit's CodeError, nothing else."""

from __future__ import annotations

import ast

from code_strategies import alternatives
from hypothesis import given, settings
from hypothesis import strategies as st

from algunokit.alguno.lang import Alternative
from algunokit.code import from_python, to_python
from algunokit.code.vocabulary import every_spelling
from algunokit.errors import CodeError


def outcome(source: str, language: str = "fr") -> Alternative | None:
    """Parse; only a CodeError may come out, and what parses translates back the same."""
    try:
        program = from_python(source, language)
    except CodeError as err:
        assert err.message("fr") and err.message("en")
        assert err.line is None or isinstance(err.line, int)
        return None
    assert isinstance(program, Alternative)
    assert from_python(to_python(program, language)) == program
    return program


@settings(max_examples=300)
@given(st.text(), st.sampled_from(["fr", "en"]))
def test_any_text(source, language):
    outcome(source, language)


TOKENS = ["if", "elif", "else", "while", "for", "in", "and", "or", "not", "pass", "return",
          "import", "=", "==", "!=", "<", "<=", ">", ">=", "%", "+", "-", "(", ")", ":", ",",
          "'x'", "0", "1", "2", "3", "-1", "2.5", "True", "None", "x", "\n", "\n    ",
          "\n        ", *every_spelling(), "pioche", "coeur"]


@settings(max_examples=300)
@given(st.lists(st.sampled_from(TOKENS), max_size=30))
def test_token_soup(tokens):
    outcome(" ".join(tokens))


MUTATION_CHARS = " \n\t():=<>!%'\"#0123456789abcxyz_-+.,;\\é"


@st.composite
def mutated_programs(draw):
    source = to_python(draw(alternatives), draw(st.sampled_from(["fr", "en"])))
    for _ in range(draw(st.integers(1, 4))):
        kind = draw(st.sampled_from(["delete", "insert", "replace", "swap_lines", "dup_line",
                                     "indent", "dedent"]))
        position = draw(st.integers(0, max(0, len(source) - 1)))
        lines = source.split("\n")
        line = draw(st.integers(0, len(lines) - 1))
        if kind == "delete":
            source = source[:position] + source[position + 1:]
        elif kind == "insert":
            source = source[:position] + draw(st.sampled_from(MUTATION_CHARS)) + source[position:]
        elif kind == "replace":
            source = (source[:position] + draw(st.sampled_from(MUTATION_CHARS))
                      + source[position + 1:])
        elif kind == "swap_lines" and len(lines) > 1:
            other = draw(st.integers(0, len(lines) - 1))
            lines[line], lines[other] = lines[other], lines[line]
            source = "\n".join(lines)
        elif kind == "dup_line":
            lines.insert(line, lines[line])
            source = "\n".join(lines)
        elif kind == "indent":
            lines[line] = "    " + lines[line]
            source = "\n".join(lines)
        else:
            lines[line] = lines[line][4:]
            source = "\n".join(lines)
    return source


@settings(max_examples=300)
@given(mutated_programs())
def test_mutated_valid_programs(source):
    outcome(source)


# --- random syntax trees, unparsed to text -------------------------------------------

names = st.sampled_from([*every_spelling(), "x", "print", "open", "piocherr", "True"])
constants = st.one_of(st.integers(-3, 25), st.sampled_from(["a", 2.5, True, None, b"b"]))
atoms = st.one_of(
    st.builds(ast.Constant, constants),
    st.builds(ast.Name, names),
    st.builds(lambda n: ast.Call(ast.Name(n), [], []), names),
)


def _compound(inner):
    cmpops = st.sampled_from([ast.Eq(), ast.NotEq(), ast.Lt(), ast.LtE(), ast.Gt(), ast.GtE(),
                              ast.Is(), ast.In()])
    return st.one_of(
        st.builds(lambda n, args: ast.Call(ast.Name(n), args, []), names,
                  st.lists(inner, max_size=2)),
        st.builds(lambda left, pairs: ast.Compare(left, [p[0] for p in pairs],
                                                  [p[1] for p in pairs]),
                  inner, st.lists(st.tuples(cmpops, inner), min_size=1, max_size=3)),
        st.builds(lambda op, values: ast.BoolOp(op, values),
                  st.sampled_from([ast.And(), ast.Or()]), st.lists(inner, min_size=2,
                                                                   max_size=3)),
        st.builds(lambda op, v: ast.UnaryOp(op, v), st.sampled_from([ast.Not(), ast.USub()]),
                  inner),
        st.builds(lambda op, a, b: ast.BinOp(a, op, b),
                  st.sampled_from([ast.Mod(), ast.Add()]), inner, inner),
    )


expressions = st.recursive(atoms, _compound, max_leaves=8)


def _statements(inner_block):
    return st.one_of(
        st.builds(ast.Expr, expressions),
        st.just(ast.Pass()),
        st.builds(lambda e: ast.Assign([ast.Name("n")], e), expressions),
        st.builds(lambda test, body: ast.While(test, body, []), expressions, inner_block),
        st.builds(lambda test, body, orelse: ast.If(test, body, orelse), expressions,
                  inner_block, st.one_of(st.just([]), inner_block)),
    )


blocks = st.recursive(
    st.lists(st.one_of(st.builds(ast.Expr, expressions), st.just(ast.Pass())), min_size=1,
             max_size=3),
    lambda inner: st.lists(_statements(inner), min_size=1, max_size=3),
    max_leaves=6,
)


@settings(max_examples=300)
@given(blocks, expressions, st.sampled_from(["fr", "en"]))
def test_random_syntax_trees(body, test, language):
    for module in (ast.Module([ast.If(test, body, [])], []), ast.Module(body, [])):
        source = ast.unparse(ast.fix_missing_locations(module))
        outcome(source, language)
