"""IR text parser (Lark grammar in `ir.lark`): text of any level -> `Module`.

Ops are rebuilt through their classes (`Op.build`), so parsed IR is checked as it is read;
the result type written in the text must equal the inferred one. Errors are `IRError`s with
`line:col` locations.
"""
from __future__ import annotations

import functools
from pathlib import Path

import lark

from .core import Block, Error, Function, IRError, Location, Module, Region
from .dialect import op_class
from .errors import DTypeError, ShapeError
from .strings import unquote
from .printer import format_attr
from .types import BufferType, DType, IndexType, ScalarType, TensorType


@functools.lru_cache(maxsize=1)
def _parser() -> lark.Lark:
    grammar = (Path(__file__).parent / "ir.lark").read_text()
    return lark.Lark(grammar, parser="lalr", propagate_positions=True, maybe_placeholders=True)


#: The deepest nesting of list literals (a dense constant has one level per dimension).
MAX_LIST_DEPTH = 64


def parse_ir(text: str, filename: str = "<ir>") -> Module:
    """Parse IR text into a `Module`."""
    if not isinstance(text, str):
        raise DTypeError(f"parse_ir expects IR text (a str), got {type(text).__name__}")
    try:
        tree = _parser().parse(text)
    except lark.exceptions.UnexpectedInput as e:
        raise IRError(f"syntax error: {_describe(e)}", Location(filename, e.line, e.column)) \
            from None
    except RecursionError:
        raise IRError("input nested too deeply", Location(filename, 1, 1)) from None
    return _Reader(filename).module(tree)


def _describe(e) -> str:
    if isinstance(e, lark.exceptions.UnexpectedCharacters):
        return f"unexpected character {e.char!r}"
    if isinstance(e, lark.exceptions.UnexpectedEOF):
        return "unexpected end of input"
    tok = getattr(e, "token", None)
    return f"unexpected {tok!r}" if tok is not None else "unexpected input"


class _Reader:
    def __init__(self, filename: str):
        self.filename = filename

    def loc_of(self, node) -> Location:
        meta = node.meta
        return Location(self.filename, getattr(meta, "line", 0), getattr(meta, "column", 0))

    def module(self, tree) -> Module:
        m = Module()
        for f in tree.children:
            fn = self.function(f)
            if any(g.name == fn.name for g in m.functions):
                raise IRError(f"function '@{fn.name}' defined twice", self.loc_of(f))
            m.functions.append(fn)
        return m

    def function(self, node) -> Function:
        kind, name, *rest = node.children
        args = [c for c in rest if isinstance(c, lark.Tree) and c.data == "arg"]
        result_node = next(c for c in rest if isinstance(c, lark.Tree) and c.data == "result_types")
        loc_node = next((c for c in rest if isinstance(c, lark.Tree) and c.data == "loc"), None)
        stmts = [c for c in rest if isinstance(c, lark.Tree) and c.data == "stmt"]
        arg_types = [self.type(a.children[1]) for a in args]
        hints = [str(a.children[0])[1:] for a in args]
        body = Block(arg_types, hints)
        flags = [frozenset(str(t) for t in a.children[2:] if t is not None) for a in args]
        scope: dict[str, object] = {}
        for a, arg in zip(args, body.args):
            self.define(scope, str(a.children[0]), arg, a)
        for s in stmts:
            body.append(self.stmt(s, scope))
        results = [self.type(t) for t in result_node.children if t is not None]
        loc = self.location(loc_node) if loc_node else None
        self.check_return(str(name), body, results, stmts, node)
        return Function(str(name), body, results, kind=str(kind), arg_flags=flags, loc=loc)

    def check_return(self, name: str, body: Block, results: list, stmts: list, node) -> None:
        """The body ends with its only terminator, which returns the declared types."""
        ends = [i for i, op in enumerate(body.ops) if type(op).terminator]
        if not ends:
            raise IRError(f"function '@{name}' does not end with a return", self.loc_of(node))
        if ends[0] != len(body.ops) - 1:
            raise IRError(f"'{body.ops[ends[0]].name}' is not the last op of '@{name}'",
                          self.loc_of(stmts[ends[0]]))
        found = [v.type for v in body.ops[-1].operands]
        if found != results:
            raise ShapeError(f"function '@{name}' returns ({', '.join(map(str, found))}) but "
                             f"is declared to return ({', '.join(map(str, results))})",
                             self.loc_of(stmts[-1]))

    def define(self, scope, name, value, node):
        if name in scope:
            raise IRError(f"value '{name}' defined twice", self.loc_of(node))
        scope[name] = value

    def stmt(self, node, scope):
        results, opname, literal, operands, attrs, *rest = node.children
        types = [self.type(t) for t in rest if isinstance(t, lark.Tree) and t.data.endswith("type")]
        regions_node = next((c for c in rest if isinstance(c, lark.Tree) and c.data == "regions"),
                            None)
        loc_node = next((c for c in rest if isinstance(c, lark.Tree) and c.data == "loc"), None)
        where = self.loc_of(node)
        cls = op_class(str(opname))
        if cls is None:
            raise IRError(f"unknown op '{opname}'", where)
        values = []
        for tok in (operands.children if operands else []):
            if str(tok) not in scope:
                raise IRError(f"use of undefined value '{tok}'", where)
            values.append(scope[str(tok)])
        attr_values = {}
        if attrs is not None:
            for a in attrs.children:
                if a is None:
                    continue
                key = str(a.children[0])
                if key in attr_values:
                    raise IRError(f"attribute '{key}' given twice", where)
                attr_values[key] = self.literal(a.children[1])
        positional = getattr(cls, "positional_attr", None)
        if literal is not None:
            if not positional:
                raise IRError(f"'{cls.name}' takes no literal", where)
            attr_values[positional] = self.literal(literal)
        if types and len(types) == 1:
            for key in cls.implied_attrs:
                implied = list(types[0].shape) if key == "shape" else types[0].dtype
                if key in attr_values and attr_values[key] != implied:
                    raise IRError(f"'{cls.name}' attribute '{key}' = "
                                  f"{format_attr(attr_values[key])} contradicts the result "
                                  f"type {types[0]}", where)
                attr_values[key] = implied
        regions = []
        if regions_node is not None:
            for r in regions_node.children:
                regions.append(self.region(r, scope))
        loc = self.location(loc_node) if loc_node else None
        names = [str(t) for t in results.children] if results else []
        try:
            op = cls.build(values, attr_values, loc=loc, regions=regions)
        except Error as e:
            e.loc = where
            raise e from None
        found = [r.type for r in op.results]
        if found != types or len(names) != len(found):
            shown = ", ".join(str(t) for t in found) or "no results"
            raise IRError(f"'{cls.name}' result types: text says "
                          f"{', '.join(str(t) for t in types) or 'none'} for {len(names)} "
                          f"result(s), inferred {shown}", where)
        for name, r in zip(names, op.results):
            r.name_hint = name[1:]
            self.define(scope, name, r, node)
        return op

    def region(self, node, scope) -> Region:
        inner = dict(scope)
        children = list(node.children)
        args_node = children[0] if children and isinstance(children[0], lark.Tree) and \
            children[0].data == "block_args" else None
        arg_nodes = [c for c in (args_node.children if args_node else []) if c is not None]
        block = Block([self.type(a.children[1]) for a in arg_nodes],
                      [str(a.children[0])[1:] for a in arg_nodes])
        for a, arg in zip(arg_nodes, block.args):
            self.define(inner, str(a.children[0]), arg, a)
        for s in children[1 if args_node else 0:]:
            if s is not None:
                block.append(self.stmt(s, inner))
        return Region([block])

    def type(self, node):
        if node.data == "index_type":
            return IndexType()
        dtype = DType(str(node.children[0]))
        if node.data == "scalar_type":
            return ScalarType(dtype)
        dims = tuple(int(c) for c in node.children[1:] if c is not None)
        kind = TensorType if node.data == "tensor_type" else BufferType
        try:
            return kind(dims, dtype)
        except Error as e:
            raise e.located(self.loc_of(node)) from None

    def literal(self, node, depth: int = 0):
        if isinstance(node, lark.Token):
            return str(node)
        kind = node.data
        if kind == "number":
            text = str(node.children[0])
            if text in ("inf", "-inf", "nan"):
                return float(text)
            return float(text) if any(c in text for c in ".eE") else int(text)
        if kind == "true":
            return True
        if kind == "false":
            return False
        if kind == "none":
            return None
        if kind == "string":
            return self.string(node.children[0])
        if kind == "dtype":
            return DType(str(node.children[0]))
        if depth >= MAX_LIST_DEPTH:
            raise IRError(f"list nested deeper than {MAX_LIST_DEPTH} levels", self.loc_of(node))
        return [self.literal(c, depth + 1) for c in node.children if c is not None]

    def string(self, token: lark.Token) -> str:
        try:
            return unquote(str(token))
        except Error as e:
            raise e.located(Location(self.filename, token.line, token.column)) from None

    def location(self, node) -> Location:
        f, line, col = node.children
        return Location(self.string(f), int(line), int(col))
