"""The DSL frontend: `.ag` source text in, a tensor-level `Module` out.

`parse(source, filename)` reads a file of `def name(params) -> types { ... }` functions with the
grammar in `dsl.lark` and builds one IR function per definition, in file order; calls of other
functions of the file are inlined (arguments substituted, types checked). Op calls, and calls of
the compositions of ops (`clamp`, `logical_xor`, ...), go through `frontend.ops.apply_op`, so the
op semantics (numpy broadcasting, literals as constants, positional attributes) are the ones the
tracer has. Every op carries the `Location` of the expression that made it; an assignment `h = ...`
names the value it binds. Every error, whatever the input, is a `DiagnosticError` pointing at the
offending text.
"""
from __future__ import annotations

import ast
import difflib
import functools
import operator
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

import lark

from ..ir import tensor as T
from ..ir.builder import Builder, finish_function, new_function
from ..ir.core import Block, Error, Function, IRError, Location, Module, OpResult, Value
from ..ir.errors import DTypeError
from ..ir.types import DType, TensorType
from .diagnostics import DiagnosticError, Source, syntax_error
from .ops import (BINARY_OPERATORS, COMPOSITES, CONSTRUCTORS, OP_FUNCTIONS, apply_class, apply_op,
                  is_number)
from .rng import RandomStreams, add_rng_argument

#: Deepest syntax tree accepted; deeper nesting is reported instead of exhausting the stack.
MAX_DEPTH = 200
#: Most ops one function may have once its calls are inlined; beyond it, the call that grew
#: it is reported (chains of calls with different arguments grow exponentially).
MAX_INLINED_OPS = 100_000
#: Calls that tag a value for the partitioner: name -> `tensor.checkpoint` policy. Each takes
#: the tensor; `checkpoint_name` also takes the name, a string.
CHECKPOINT_TAGS = {"save": "save", "recompute": "recompute", "checkpoint_name": "save"}
#: Number arithmetic done while parsing (`[2 * n, -1]`); `@` always builds an op.
_FOLD = {"+": operator.add, "-": operator.sub, "*": operator.mul, "/": operator.truediv,
         "**": operator.pow, "<": operator.lt, "<=": operator.le, ">": operator.gt,
         ">=": operator.ge, "==": operator.eq, "!=": operator.ne}
_INT64 = 2 ** 63


class _DropNewlinesInBrackets:
    """Post-lexer: a newline inside () or [] continues the line, as in Python."""

    always_accept = ("_NL",)

    def process(self, stream):
        depth = 0
        for tok in stream:
            if tok.type in ("LPAR", "LSQB"):
                depth += 1
            elif tok.type in ("RPAR", "RSQB"):
                depth = max(0, depth - 1)
            elif tok.type == "_NL" and depth:
                continue
            yield tok


@functools.lru_cache(maxsize=1)
def _parser() -> lark.Lark:
    grammar = (Path(__file__).parent / "dsl.lark").read_text()
    return lark.Lark(grammar, parser="lalr", lexer="contextual",
                     postlex=_DropNewlinesInBrackets(), propagate_positions=True,
                     maybe_placeholders=False)


def parse(source: str | bytes, filename: str = "<string>") -> Module:
    """Parse DSL source into a `Module` with one function per definition, in file order."""
    if not isinstance(source, (str, bytes, bytearray)):
        raise DTypeError(f"parse expects DSL source (a str or bytes), got "
                         f"{type(source).__name__}")
    if isinstance(source, (bytes, bytearray)):
        source = _decode(bytes(source), filename)
    src = Source(source.removeprefix("\ufeff"), filename)
    try:
        tree = _parser().parse(src.text)
    except lark.exceptions.LarkError as e:
        raise syntax_error(src, e, _parser().terminals) from None
    _check_depth(tree, src)
    compiler = _Compiler(src, tree)
    try:
        return compiler.module()
    except RecursionError:
        raise src.at("the program nests too deeply to compile", compiler.where) from None


def parse_file(path) -> Module:
    """Parse the DSL file at `path`."""
    try:
        data = Path(path).read_bytes()
    except OSError as e:
        raise DiagnosticError(f"cannot read file: {e.strerror}", Location(str(path), 0)) \
            from None
    return parse(_decode(data, str(path)), str(path))


#: Words that are values in expressions, so they cannot name parameters or variables.
RESERVED = ("true", "false")


def _check_not_reserved(src: Source, tok: lark.Token, what: str) -> None:
    if str(tok) in RESERVED:
        raise src.at(f"'{tok}' is a reserved word and cannot name {what}",
                     _token_loc(src, tok))


def _decode(data: bytes, filename: str) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        head = data[:e.start]
        line = head.count(b"\n") + 1
        text = data.decode("utf-8", errors="replace")
        col = len(head[head.rfind(b"\n") + 1:].decode("utf-8", errors="replace")) + 1
        raise Source(text, filename).error(
            f"file is not UTF-8 text (byte 0x{data[e.start]:02x} at offset {e.start})",
            line, col) from None


def _check_depth(tree: lark.Tree, src: Source) -> None:
    stack = [(tree, 1)]
    while stack:
        node, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise src.error(f"expression nests too deeply (more than {MAX_DEPTH} levels)",
                            node.meta.line, node.meta.column)
        stack.extend((c, depth + 1) for c in node.children if isinstance(c, lark.Tree))


# --------------------------------------------------------------------------- signatures

class _Param(NamedTuple):
    name: str
    type: TensorType
    flags: frozenset
    loc: Location


@dataclass
class _Definition:
    """One `def` of the file: its checked signature and its body's syntax tree."""

    name: str
    loc: Location
    params: list[_Param]
    results: list[TensorType]
    body: lark.Tree
    end: Location


class _Results(tuple):
    """The several values of a call of a function that returns more than one."""


def _token_loc(src: Source, tok: lark.Token) -> Location:
    return Location(src.filename, tok.line, tok.column)


def _node_loc(src: Source, node) -> Location:
    if isinstance(node, lark.Token):
        return _token_loc(src, node)
    return Location(src.filename, node.meta.line, node.meta.column)


class _Compiler:
    """Builds the module of one file: signatures first, then each function with inlining."""

    def __init__(self, src: Source, tree: lark.Tree):
        self.src = src
        self.tree = tree
        self.defs: dict[str, _Definition] = {}
        self.stack: list[str] = []
        self.call_locs: list[Location] = []
        #: Results of the calls inlined into the function being built, by callee and arguments.
        self.inlined: dict[tuple, object] = {}
        self.random_defs: dict[str, bool] = {}
        self.where = Location(src.filename, 1, 1)
        self.streams: RandomStreams | None = None

    def module(self) -> Module:
        for node in self.tree.children:
            self.declare(node)
        if not self.defs:
            raise self.src.error("no functions in this file; expected a definition such as"
                                 " 'def f(x: f32[4]) -> f32[] { return sum(x) }'", 1, 1)
        return Module([self.function(d) for d in self.defs.values()])

    def declare(self, node: lark.Tree) -> None:
        name_tok, *parts = node.children
        name, loc = str(name_tok), _token_loc(self.src, name_tok)
        _check_not_reserved(self.src, name_tok, "a function")
        if name in self.defs:
            raise self.src.at(f"function '{name}' is already defined at line"
                              f" {self.defs[name].loc.line}", loc)
        if name in OP_FUNCTIONS or name in CONSTRUCTORS or name in COMPOSITES or \
                name in CHECKPOINT_TAGS:
            raise self.src.at(f"'{name}' is a built-in op; a function cannot take its name", loc)
        params, seen = [], {}
        for p in next((c.children for c in parts if c.data == "params"), []):
            pname, ptype, *flags = p.children
            ploc = _token_loc(self.src, pname)
            _check_not_reserved(self.src, pname, "a parameter")
            if str(pname) in seen:
                raise self.src.at(f"parameter '{pname}' is already defined at column"
                                  f" {seen[str(pname)].col}", ploc)
            seen[str(pname)] = ploc
            params.append(_Param(str(pname), self.type(ptype), frozenset(map(str, flags)), ploc))
        results = [self.type(t) for t in next(c for c in parts if c.data == "results").children]
        body = next(c for c in parts if c.data == "body")
        end = Location(self.src.filename, node.meta.end_line, node.meta.end_column - 1)
        self.defs[name] = _Definition(name, loc, params, results, body, end)

    def type(self, node: lark.Tree) -> TensorType:
        dtype_tok, *dims = node.children
        try:
            dtype = DType(str(dtype_tok))
        except ValueError:
            raise self.src.at(f"unknown dtype '{dtype_tok}' (dtypes: "
                              f"{', '.join(d.value for d in DType)})",
                              _token_loc(self.src, dtype_tok)) from None
        shape = []
        for d in dims:
            if not str(d).isdigit():
                raise self.src.at(f"a dimension must be a whole number, got {d}",
                                  _token_loc(self.src, d))
            shape.append(int(d))
        try:
            t = TensorType(tuple(shape), dtype)
        except Error as e:
            raise self.src.at(e.message, _node_loc(self.src, node)) from None
        if any(s >= _INT64 for s in shape) or t.numel >= _INT64 // 8 or t.numel < 0:
            raise self.src.at(f"tensor type {t} is too large", _node_loc(self.src, node))
        return t

    def function(self, d: _Definition) -> Function:
        f = new_function(d.name, [p.type for p in d.params], [p.name for p in d.params],
                         [p.flags for p in d.params], loc=d.loc)
        env = {p.name: arg for p, arg in zip(d.params, f.args)}
        self.inlined = {}
        self.streams = RandomStreams(lambda: add_rng_argument(f))
        results, ret_loc = self.run(d, f.body, env, d.loc)
        return finish_function(f, results, loc=ret_loc)

    def draws_random(self, d: _Definition) -> bool:
        """Whether `d`'s body, or a function it calls, calls a random op (`rand`, `dropout`)."""
        if d.name not in self.random_defs:
            self.random_defs[d.name] = False            # a recursive call is reported later
            calls = {str(node.children[0]) for node in d.body.find_data("call")}
            self.random_defs[d.name] = any(
                getattr(OP_FUNCTIONS.get(name), "random", False)
                or (name in self.defs and self.draws_random(self.defs[name])) for name in calls)
        return self.random_defs[d.name]

    def run(self, d: _Definition, block: Block, env: dict, call_loc: Location):
        """Build `d`'s body into `block` with `env` as its scope; returns its results."""
        if d.name in self.stack:
            chain = " -> ".join(self.stack[self.stack.index(d.name):] + [d.name])
            raise self.src.at(f"recursive call of '{d.name}' ({chain}); functions are inlined,"
                              f" so they cannot call themselves", call_loc)
        if len(block.ops) > MAX_INLINED_OPS:
            calls = self.stack[1:] + [d.name]
            outer_loc = (self.call_locs + [call_loc])[1]
            raise self.src.at(f"inlining the call of '{calls[0]}' ({' -> '.join(calls)}) makes"
                              f" '{self.stack[0]}' larger than {MAX_INLINED_OPS} ops; every"
                              f" call is inlined, and calls with different arguments each copy"
                              f" the body", outer_loc)
        self.stack.append(d.name)
        self.call_locs.append(call_loc)
        results = _Body(self, d, block, env).run()
        self.stack.pop()
        self.call_locs.pop()
        return results


# --------------------------------------------------------------------------- bodies

class _Body:
    """Evaluates one function body's statements, appending ops to a block."""

    def __init__(self, compiler: _Compiler, d: _Definition, block: Block, env: dict):
        self.c = compiler
        self.src = compiler.src
        self.d = d
        self.block = block
        self.env = dict(env)

    def error(self, message: str, node) -> DiagnosticError:
        return self.src.at(message, _node_loc(self.src, node))

    def run(self) -> tuple[list[Value], Location]:
        returned = None
        for stmt in self.d.body.children:
            if returned is not None:
                raise self.error("unreachable statement after 'return'", stmt)
            self.c.where = _node_loc(self.src, stmt)
            if stmt.data == "assign":
                self.assign(stmt)
            elif stmt.data == "return_stmt":
                returned = self.return_(stmt)
            else:
                self.expr(stmt.children[0])
                raise self.error("the value of this expression is unused; assign it to a name"
                                 " or return it", stmt)
        if returned is None:
            raise self.src.at(f"function '{self.d.name}' does not return a value; end it with"
                              f" 'return ...'", self.d.end)
        return returned

    def assign(self, stmt: lark.Tree) -> None:
        *targets, rhs = stmt.children
        start = len(self.block.ops)
        value = self.expr(rhs)
        if isinstance(value, _Results) and len(targets) == 1:
            raise self.error(f"this call returns {len(value)} values; unpack them into"
                             f" {len(value)} names", rhs)
        values = value if isinstance(value, _Results) else (value,)
        if len(values) != len(targets):
            raise self.error(f"cannot unpack {len(values)} value{'s' * (len(values) != 1)}"
                             f" into {len(targets)} names", rhs)
        new_ops = {id(op) for op in self.block.ops[start:]}
        for target, v in zip(targets, values):
            _check_not_reserved(self.src, target, "a variable")
            if isinstance(v, OpResult) and id(v.owner) in new_ops:
                v.name_hint = str(target)
            self.env[str(target)] = v

    def return_(self, stmt: lark.Tree) -> tuple[list[Value], Location]:
        ret_tok, *nodes = stmt.children
        loc = _token_loc(self.src, ret_tok)
        if not nodes:
            raise self.src.at("'return' needs a value", loc)
        items = []
        for node in nodes:
            value = self.expr(node)
            values = value if isinstance(value, _Results) else (value,)
            items.extend((v, node) for v in values)
        declared = self.d.results
        if len(items) != len(declared):
            raise self.src.at(f"'{self.d.name}' declares {len(declared)} result"
                              f"{'s' * (len(declared) != 1)} but returns {len(items)}", loc)
        results = []
        for (v, node), t in zip(items, declared):
            v = self.coerce(v, t, node, "return value")
            if v.type != t:
                raise self.error(f"return value has type {v.type}, but '{self.d.name}' declares"
                                 f" {t}", node)
            results.append(v)
        return results, loc

    def coerce(self, v, t: TensorType, node, what: str) -> Value:
        """`v` as a tensor: a number becomes a constant of type `t`; other values are errors."""
        if is_number(v):
            return self.build(node, lambda b: b.constant(v, t.shape, t.dtype))
        if not isinstance(v, Value):
            raise self.error(f"{what} must be a tensor of type {t}, got {_describe(v)}", node)
        return v

    # -- expressions -----------------------------------------------------------------

    def expr(self, node: lark.Tree):
        return _EXPRESSIONS[node.data](self, node)

    def tensor_or_number(self, node):
        value = self.expr(node)
        if isinstance(value, _Results):
            raise self.error(f"this call returns {len(value)} values; unpack them first"
                             f" (a, b = f(...))", node)
        return value

    def build(self, where, make):
        """Run `make(builder)` with ops located at `where`; op errors become diagnostics."""
        loc = _node_loc(self.src, where)
        try:
            return make(Builder(self.block, loc))
        except DiagnosticError:
            raise
        except IRError as e:
            raise self.src.at(_user_names(e.message), loc) from None
        except (ArithmeticError, ValueError, TypeError, IndexError) as e:
            raise self.src.at(f"invalid arguments: {e}", loc) from None

    def name(self, node):
        tok = node.children[0]
        key = str(tok)
        if key in self.env:
            return self.env[key]
        if key in DType._value2member_map_:
            return DType(key)
        if key in self.c.defs or key in OP_FUNCTIONS or key in CONSTRUCTORS or key in COMPOSITES:
            raise self.error(f"'{key}' is a function; call it as {key}(...)", tok)
        raise self.error(f"undefined name '{key}'{_suggest(key, self.env)}", tok)

    def number(self, node):
        tok = node.children[0]
        text = str(tok)
        if any(c in text for c in ".eE"):
            value = float(text)
            if value == float("inf"):
                raise self.error(f"number {text} is too large for a 64-bit float", tok)
            return value
        value = int(text)
        if value >= _INT64:
            raise self.error(f"integer {text} does not fit in 64 bits", tok)
        return value

    def boolean(self, node):
        return node.children[0].type == "TRUE"

    def string(self, node):
        tok = node.children[0]
        try:
            return ast.literal_eval(str(tok))
        except (SyntaxError, ValueError):
            raise self.error(f"invalid escape sequence in string {tok}", tok) from None

    def list(self, node):
        return [self.tensor_or_number(c) for c in node.children]

    def neg(self, node):
        minus, operand = node.children
        x = self.tensor_or_number(operand)
        if is_number(x) and not isinstance(x, bool):
            return -x
        if not isinstance(x, Value):
            raise self.error(f"cannot negate {_describe(x)}", minus)
        return self.build(minus, lambda b: apply_op(b, "neg", [x], {}))

    def chain(self, node):
        """A left-to-right run of binary operators of one precedence level."""
        value = self.tensor_or_number(node.children[0])
        rest = node.children[1:]
        for op_tok, rhs_node in zip(rest[::2], rest[1::2]):
            rhs = self.tensor_or_number(rhs_node)
            value = self.binary(op_tok, value, rhs)
        return value

    def binary(self, op_tok: lark.Token, a, b):
        symbol = str(op_tok)
        for x in (a, b):
            if not (isinstance(x, Value) or is_number(x)):
                raise self.error(f"'{symbol}' needs tensors or numbers, got {_describe(x)}",
                                 op_tok)
        if is_number(a) and is_number(b) and symbol in _FOLD:
            return self.fold(op_tok, a, b)
        cls = BINARY_OPERATORS[symbol]
        return self.build(op_tok, lambda bld: apply_class(bld, cls, [a, b], {}))

    def fold(self, op_tok: lark.Token, a, b):
        symbol = str(op_tok)
        if symbol == "**" and isinstance(a, int) and isinstance(b, int) and abs(a) > 1 \
                and b > 64:
            raise self.error(f"{a} ** {b} does not fit in 64 bits", op_tok)
        try:
            value = _FOLD[symbol](a, b)
        except ZeroDivisionError:
            raise self.error("division by zero", op_tok) from None
        except OverflowError:
            raise self.error(f"{a} {symbol} {b} is too large", op_tok) from None
        if isinstance(value, complex):
            raise self.error(f"{a} {symbol} {b} is not a real number", op_tok)
        if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= _INT64:
            raise self.error(f"{a} {symbol} {b} does not fit in 64 bits", op_tok)
        return value

    def attribute(self, node):
        operand, attr = node.children
        x = self.tensor_or_number(operand)
        if str(attr) != "T":
            raise self.error(f"unknown attribute '.{attr}' (tensors have '.T', the transpose)",
                             attr)
        if not isinstance(x, Value):
            raise self.error(f"'.T' needs a tensor, got {_describe(x)}", attr)
        return self.build(attr, lambda b: apply_class(b, T.TransposeOp, [x], {}))

    def call(self, node):
        name_tok, *rest = node.children
        name = str(name_tok)
        known = [*self.c.defs, *CHECKPOINT_TAGS, *OP_FUNCTIONS, *CONSTRUCTORS, *COMPOSITES]
        if name not in known:
            if name in self.env:
                raise self.error(f"'{name}' is a variable, not a function", name_tok)
            raise self.error(f"unknown op or function '{name}'{_suggest(name, known)}",
                             name_tok)
        args, kwargs, locs = self.arguments(rest[0] if rest else None)
        if name in self.c.defs:
            return self.inline(self.c.defs[name], name_tok, args, kwargs, locs)
        if name in CHECKPOINT_TAGS:
            args, kwargs = self.checkpoint_args(name_tok, args, kwargs)
            return self.build(name_tok,
                              lambda b: apply_class(b, T.CheckpointOp, args, kwargs))
        for key, value in kwargs.items():
            if isinstance(value, Value):
                raise self.error(f"'{name}' argument '{key}' must be a constant, not a tensor",
                                 name_tok)
        cls = OP_FUNCTIONS.get(name)
        if cls is not None and cls.random:
            return self.build(name_tok, lambda b: self.c.streams.apply(b, cls, args, kwargs))
        return self.build(name_tok, lambda b: apply_op(b, name, args, kwargs))

    def arguments(self, node):
        args, kwargs, locs = [], {}, []
        for child in (node.children if node is not None else []):
            if child.data == "keyword":
                key_tok, value_node = child.children
                if str(key_tok) in kwargs:
                    raise self.error(f"keyword argument '{key_tok}' given twice", key_tok)
                kwargs[str(key_tok)] = self.tensor_or_number(value_node)
            elif kwargs:
                raise self.error("positional argument follows keyword argument", child)
            else:
                args.append(self.tensor_or_number(child))
                locs.append(child)
        return args, kwargs, locs

    def checkpoint_args(self, name_tok, args, kwargs):
        name = str(name_tok)
        want = 2 if name == "checkpoint_name" else 1
        if len(args) != want or kwargs:
            usage = "checkpoint_name(x, \"name\")" if want == 2 else f"{name}(x)"
            raise self.error(f"'{name}' is called as {usage}", name_tok)
        tag = args[1] if want == 2 else ""
        if not isinstance(tag, str):
            raise self.error(f"'{name}' needs a string name, got {_describe(tag)}", name_tok)
        return args[:1], {"name": tag, "policy": CHECKPOINT_TAGS[name]}

    def inline(self, callee: _Definition, name_tok, args, kwargs, locs):
        """Build `callee`'s body here with its parameters bound to the arguments. A call with
        the same arguments as an earlier one in this function shares its results, unless the
        callee draws random numbers (each call draws its own): the ops are pure, so a copy
        would compute the same values, and a chain of `f(x) + f(x)` stays linear in size."""
        params = callee.params
        names = [p.name for p in params]
        for key in kwargs:
            if key not in names:
                raise self.error(f"'{callee.name}' has no parameter '{key}'", name_tok)
            if names.index(key) < len(args):
                raise self.error(f"'{callee.name}' got parameter '{key}' twice", name_tok)
        missing = [n for n in names[len(args):] if n not in kwargs]
        if len(args) > len(params) or missing:
            given = len(args) + len(kwargs)
            raise self.error(f"'{callee.name}' takes {len(params)} argument"
                             f"{'s' * (len(params) != 1)}, got {given}", name_tok)
        values = args + [kwargs[n] for n in names[len(args):]]
        key = None
        if not self.c.draws_random(callee):
            key = (callee.name, tuple(_argument_key(v) for v in values))
        if key in self.c.inlined:
            return self.c.inlined[key]
        wheres = locs + [name_tok] * (len(values) - len(locs))
        env = {}
        for i, (p, v, where) in enumerate(zip(params, values, wheres)):
            what = f"argument {i + 1} ('{p.name}') of '{callee.name}'"
            env[p.name] = self.coerce(v, p.type, where, what)
            if env[p.name].type != p.type:
                raise self.error(f"{what} must have type {p.type}, got {env[p.name].type}",
                                 where)
        results, _ = self.c.run(callee, self.block, env, _token_loc(self.src, name_tok))
        value = results[0] if len(results) == 1 else _Results(results)
        if key is not None:
            self.c.inlined[key] = value
        return value


def _argument_key(v) -> tuple:
    """What identifies an argument of a call: a tensor by identity, anything else by value."""
    if isinstance(v, Value):
        return ("value", id(v))
    if isinstance(v, list):
        return ("list", tuple(_argument_key(x) for x in v))
    return (type(v).__name__, v)


_EXPRESSIONS = {"name": _Body.name, "number": _Body.number, "boolean": _Body.boolean,
                "string": _Body.string, "list": _Body.list, "neg": _Body.neg,
                "expr": _Body.chain, "arith": _Body.chain, "term": _Body.chain,
                "power": _Body.chain, "attribute": _Body.attribute, "call": _Body.call}


def _describe(value) -> str:
    if isinstance(value, Value):
        return f"a tensor {value.type}"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f"the string {value!r}"
    if isinstance(value, DType):
        return f"the dtype {value}"
    if isinstance(value, list):
        return "a list"
    return f"the number {value}"


def _suggest(name: str, known) -> str:
    close = difflib.get_close_matches(name, list(known), n=1)
    return f"; did you mean '{close[0]}'?" if close else ""


def _user_names(message: str) -> str:
    """IR op names as the DSL spells them: 'tensor.sum' reads 'sum'."""
    return message.replace("'tensor.", "'")
