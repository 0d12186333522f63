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
from .builtin import ReturnOp
from .dialect import op_class
from .loop import index as ix
from .errors import DTypeError, ShapeError
from .strings import unquote
from .printer import format_attr
from .types import BufferType, DType, IndexType, ScalarType, TensorType


@functools.lru_cache(maxsize=1)
def _parser() -> lark.Lark:
    grammar = (Path(__file__).parent / "ir.lark").read_text()
    return lark.Lark(grammar, parser="lalr", propagate_positions=True, maybe_placeholders=True,
                     cache=True)


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


_STMTS = ("stmt", "loop_stmt", "call_stmt")


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
        result_node = next((c for c in rest if isinstance(c, lark.Tree)
                            and c.data == "result_types"), None)
        loc_node = next((c for c in rest if isinstance(c, lark.Tree) and c.data == "loc"), None)
        stmts = [c for c in rest if isinstance(c, lark.Tree) and c.data in _STMTS]
        arg_types = [self.type(a.children[1]) for a in args]
        hints = [str(a.children[0])[1:] for a in args]
        body = Block(arg_types, hints)
        flags = [frozenset(str(t) for t in a.children[2:]
                           if isinstance(t, lark.Token)) for a in args]
        attrs = [self.attr_dict(next((t for t in a.children[2:] if isinstance(t, lark.Tree)),
                                     None), self.loc_of(a)) for a in args]
        scope: dict[str, object] = {}
        for a, arg in zip(args, body.args):
            self.define(scope, str(a.children[0]), arg, a)
        for s in stmts:
            body.append(self.statement(s, scope))
        results = [self.type(t) for t in result_node.children if t is not None] \
            if result_node is not None else []
        if str(kind) == "kernel" and not (body.ops and type(body.ops[-1]).terminator):
            body.append(ReturnOp.build([]))     # a kernel's bare `return` is implied
        loc = self.location(loc_node) if loc_node else None
        self.check_return(str(name), body, results, stmts, node)
        return Function(str(name), body, results, kind=str(kind), arg_flags=flags, loc=loc,
                        arg_attrs=attrs)

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

    def statement(self, node, scope):
        if node.data == "loop_stmt":
            return self.loop_stmt(node, scope)
        if node.data == "call_stmt":
            return self.call_stmt(node, scope)
        return self.stmt(node, scope)

    def value(self, tok, scope, where):
        if str(tok) not in scope:
            raise IRError(f"use of undefined value '{tok}'", where)
        return scope[str(tok)]

    def attr_dict(self, attrs, where) -> dict:
        out = {}
        for a in (attrs.children if attrs is not None else []):
            if a is None:
                continue
            key = str(a.children[0])
            if key in out:
                raise IRError(f"attribute '{key}' given twice", where)
            out[key] = self.literal(a.children[1])
        return out

    def loop_stmt(self, node, scope):
        results, kind, iv, lower, upper, step, iters, *rest = node.children
        where = self.loc_of(node)
        cls = op_class(str(kind))
        loc_node = rest[-1] if rest and isinstance(rest[-1], lark.Tree) and \
            rest[-1].data == "loc" else None
        inits, hints, dtypes = [], [], []
        if iters is not None:
            init_nodes = [c for c in iters.children if c.data == "iter_init"]
            types = [self.type(c) for c in iters.children if c.data != "iter_init"]
            if len(types) != len(init_nodes) or \
                    any(not isinstance(t, ScalarType) for t in types):
                raise IRError(f"'{kind}' needs one scalar type per accumulator", where)
            for c, t in zip(init_nodes, types):
                inits.append(self.literal(c.children[1]))
                hints.append(str(c.children[0])[1:])
                dtypes.append(t.dtype)
        try:
            op = cls.make(int(upper), int(lower), int(step) if step is not None else 1,
                          list(zip(inits, dtypes)), str(iv)[1:], hints,
                          loc=self.location(loc_node) if loc_node else None)
        except IRError as e:
            raise IRError(e.message, where) from None
        inner = dict(scope)
        self.define(inner, str(iv), op.iv, node)
        if iters is not None:
            for c, a in zip((c for c in iters.children if c.data == "iter_init"),
                            op.iter_args):
                self.define(inner, str(c.children[0]), a, c)
        for s in rest:
            if isinstance(s, lark.Tree) and s.data in _STMTS:
                op.body.append(self.statement(s, inner))
        if not op.iter_dtypes and not (op.body.ops and type(op.body.ops[-1]).terminator):
            op.body.append(op_class("loop.yield").build([]))
        names = [str(t) for t in results.children] if results else []
        if len(names) != len(op.results):
            raise IRError(f"'{kind}' has {len(op.results)} results, text names "
                          f"{len(names)}", where)
        for name, r in zip(names, op.results):
            r.name_hint = name[1:]
            self.define(scope, name, r, node)
        return op

    def call_stmt(self, node, scope):
        opname, symbol, operands, attrs, loc_node = node.children
        where = self.loc_of(node)
        cls = op_class(str(opname))
        if cls is None or getattr(cls, "positional_attr", None) != "callee":
            raise IRError(f"'{opname}' does not call a symbol", where)
        values = [self.value(o.children[0], scope, where)
                  for o in (operands.children if operands else [])]
        attr_values = {**self.attr_dict(attrs, where), "callee": str(symbol)[1:]}
        loc = self.location(loc_node) if loc_node else None
        try:
            return cls.build(values, attr_values, loc=loc)
        except IRError as e:
            raise IRError(e.message, where) from None

    def index(self, node, scope, where) -> ix.Expr:
        kind = node.data if isinstance(node, lark.Tree) else "index_const"
        if kind == "index_const":
            return ix.const(int(str(node.children[0] if isinstance(node, lark.Tree) else node)))
        if kind == "index_var":
            v = self.value(node.children[0], scope, where)
            if not isinstance(v.type, IndexType) and not (isinstance(v.type, ScalarType)
                                                          and v.type.dtype.is_int):
                raise IRError(f"'{node.children[0]}' is a {v.type}, not an index or an integer",
                              where)
            return ix.var(v)
        a, b = node.children
        left = self.index(a, scope, where)
        if kind == "index_add":
            return left + self.index(b, scope, where)
        if kind == "index_sub":
            return left - int(b)
        if kind == "index_mul":
            return left * int(b)
        if int(b) <= 0:
            raise IRError(f"division of an index by {b}", where)
        return ix.floordiv(left, int(b)) if kind == "index_div" else ix.mod(left, int(b))

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
        values, indices = [], None
        for o in (operands.children if operands else []):
            values.append(self.value(o.children[0], scope, where))
            if o.children[1] is not None:
                if indices is not None or not hasattr(cls, "n_fixed") or \
                        len(values) != cls.n_fixed:
                    raise IRError(f"'{cls.name}' takes no subscript there", where)
                indices = [self.index(c, scope, where) for c in o.children[1].children
                           if c is not None]
        if hasattr(cls, "n_fixed") and indices is None:
            raise IRError(f"'{cls.name}' needs a subscripted buffer, e.g. %buf[%i]", where)
        attr_values = self.attr_dict(attrs, where)
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
            if indices is not None:
                op = cls.make(values, indices, loc=loc)
            else:
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
                block.append(self.statement(s, inner))
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
