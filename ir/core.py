"""The IR core shared by every level: locations, values, operations, blocks, regions,
functions and modules, plus the declarative attribute specs ops are defined with and the
`Dialect` that lists a dialect's ops.

An op is a subclass of `Operation` that declares its `name`, its operand names, its attribute
specs and its facts as class attributes, and implements `infer_type` (the only shape/dtype logic;
builders and the verifier both call it). `Op.build(operands, attrs)` checks and normalises the
attributes, infers the result types and returns the new (detached) op.
"""
from __future__ import annotations

import math
import operator
from dataclasses import dataclass, field
from typing import Any, Callable, ClassVar, Iterator, Sequence

from .errors import DTypeError, Error, IRError, ShapeError  # noqa: F401 (re-exported)
from .strings import quote
from .types import DType, Type


@dataclass(frozen=True)
class Location:
    """A source position: DSL `file:line:col`, or a Python frame for traced code."""

    file: str
    line: int
    col: int = 0

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}"

    def to_ir(self) -> str:
        return f"loc({quote(self.file)}:{self.line}:{self.col})"


class Value:
    """An SSA value: the result of an op or an argument of a block."""

    # slots: a module holds a value per op result, and a __dict__ each would double what the
    # garbage collector walks while passes build ops
    __slots__ = ("type", "name_hint")

    def __init__(self, type: Type, name_hint: str | None = None):
        self.type = type
        self.name_hint = name_hint

    def __repr__(self) -> str:
        return f"<Value %{self.name_hint}: {self.type}>"


class OpResult(Value):
    __slots__ = ("owner", "index")

    def __init__(self, type: Type, owner: "Operation", index: int, name_hint=None):
        self.type = type
        self.name_hint = name_hint
        self.owner = owner
        self.index = index


class BlockArgument(Value):
    __slots__ = ("block", "index")

    def __init__(self, type: Type, block: "Block | None", index: int, name_hint=None):
        self.type = type
        self.name_hint = name_hint
        self.block = block
        self.index = index


# --------------------------------------------------------------------------- attributes

REQUIRED = object()


@dataclass(frozen=True)
class Attr:
    """Declares one attribute of an op: its name, its kind and its default.

    kinds: int, float, bool, ints (list of int), dtype, scalar (int/float/bool number),
    dense (nested list of numbers), str. `alias` is an extra keyword accepted from frontends
    (`sum(x, axis=1)` sets `axes`).
    """

    name: str
    kind: str
    default: Any = REQUIRED
    alias: str | None = None
    optional: bool = False   # None is a valid value

    def check(self, op_name: str, value: Any) -> Any:
        if value is None and self.optional:
            return None
        checker = _ATTR_CHECKS[self.kind]
        ok, norm = checker(value)
        if not ok:
            raise DTypeError(f"'{op_name}' attribute '{self.name}' expects "
                             f"{_ATTR_WORDS[self.kind]}, got {_show(value)}")
        return norm


def _show(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, DType):
        return str(value)
    return repr(value)


def _is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def _is_num(v):
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def _check_ints(v):
    if _is_int(v):
        return True, [v]
    if isinstance(v, (list, tuple)) and all(_is_int(x) for x in v):
        return True, [int(x) for x in v]
    return False, None


def _check_dense(v):
    if _canonical_dense(v) is not _NOT_CANONICAL:
        return True, v
    def ok(x):
        if isinstance(x, (list, tuple)):
            return all(ok(y) for y in x)
        return isinstance(x, (int, float, bool))
    return (isinstance(v, (list, tuple)) and ok(v)), (_listify(v) if ok(v) else None)


def _listify(v):
    return [_listify(x) for x in v] if isinstance(v, (list, tuple)) else v


def _check_dtype(v):
    if isinstance(v, DType):
        return True, v
    if isinstance(v, str) and v in DType._value2member_map_:
        return True, DType(v)
    return False, None


_ATTR_CHECKS = {
    "int": lambda v: (_is_int(v), v),
    "float": lambda v: (_is_num(v), float(v) if _is_num(v) else None),
    "bool": lambda v: (isinstance(v, bool), v),
    "ints": _check_ints,
    "dtype": _check_dtype,
    "scalar": lambda v: (isinstance(v, (int, float, bool)), v),
    "dense": _check_dense,
    "str": lambda v: (isinstance(v, str), v),
    "dtypes": lambda v: ((isinstance(v, (list, tuple)) and all(_check_dtype(x)[0] for x in v)),
                         [_check_dtype(x)[1] for x in v] if isinstance(v, (list, tuple))
                         else None),
    "exprs": lambda v: ((isinstance(v, (list, tuple)) and all(hasattr(x, "terms") for x in v)),
                        tuple(v) if isinstance(v, (list, tuple)) else None),
}
# The common case first: a value already of its canonical type is its own normal form (a list
# is copied, as the full checks copy it); anything else goes through `Attr.check`.
_NOT_CANONICAL = object()


def _canonical_ints(v):
    if type(v) is not list:
        return _NOT_CANONICAL
    for x in v:
        if type(x) is not int:
            return _NOT_CANONICAL
    return v[:]


def _canonical_exprs(v):
    if type(v) is not tuple:
        return _NOT_CANONICAL
    for x in v:
        if not hasattr(x, "terms"):
            return _NOT_CANONICAL
    return v


def _canonical_dtypes(v):
    if type(v) is not list:
        return _NOT_CANONICAL
    for x in v:
        if type(x) is not DType:
            return _NOT_CANONICAL
    return v[:]


_NUMBERS = frozenset((int, float, bool))


def is_dense_numbers(v) -> bool:
    """Whether `v` is nested lists of Python numbers (int, float, bool; no subclass). Each
    list's element types are gathered at C speed (`set(map(type, ...))`): a constant's
    elements are many, and the verifier asks after every pass."""
    if type(v) is not list:
        return False
    stack = [v]
    while stack:
        x = stack.pop()
        types = set(map(type, x))
        if list in types:
            types.discard(list)
            stack.extend(e for e in x if type(e) is list)
        if not types <= _NUMBERS:
            return False
    return True


def _canonical_dense(v):
    """`v` itself when it is nested lists of Python numbers (shared, not copied: a constant's
    elements are many and never changed in place)."""
    return v if is_dense_numbers(v) else _NOT_CANONICAL


_CANONICAL = {
    "int": lambda v: v if type(v) is int else _NOT_CANONICAL,
    "float": lambda v: v if type(v) is float else _NOT_CANONICAL,
    "bool": lambda v: v if v is True or v is False else _NOT_CANONICAL,
    "ints": _canonical_ints,
    "dtype": lambda v: v if type(v) is DType else _NOT_CANONICAL,
    "scalar": lambda v: v if type(v) in (int, float, bool) else _NOT_CANONICAL,
    "dense": _canonical_dense,
    "str": lambda v: v if type(v) is str else _NOT_CANONICAL,
    "dtypes": _canonical_dtypes,
    "exprs": _canonical_exprs,
}
_ATTR_WORDS = {"int": "an integer", "float": "a number", "bool": "true or false",
               "ints": "a list of integers", "dtype": "a dtype (f32, f64, i32, i64, bool)",
               "scalar": "a number", "dense": "a nested list of numbers", "str": "a string",
               "dtypes": "a list of dtypes", "exprs": "a list of index expressions"}


# --------------------------------------------------------------------------- operations

class Operation:
    """Base class of every op. Subclasses declare facts; instances hold operands and results."""

    name: ClassVar[str] = "<abstract>"
    operand_names: ClassVar[tuple[str, ...]] = ()   # "*xs" as the last name: variadic
    attrs_spec: ClassVar[tuple[Attr, ...]] = ()
    num_regions: ClassVar[int] = 0
    # Facts passes ask about (STYLE 3.1): declared, never computed with branches on names.
    elementwise: ClassVar[bool] = False
    reduction: ClassVar[bool] = False
    view: ClassVar[bool] = False          # pure index remapping (broadcast, reshape, transpose)
    compute_heavy: ClassVar[bool] = False
    random: ClassVar[bool] = False
    differentiable: ClassVar[bool] = True
    commutative: ClassVar[bool] = False
    composite: ClassVar[bool] = False     # decomposed into primitives by `decompose`
    row_reduction: ClassVar[bool] = False  # a composite whose decomposition reduces rows
    scan: ClassVar[bool] = False          # a running combination along an axis (cumsum)
    # Its VJP compares its input with its result for equality (max's tie mask): the backward
    # must see the input bitwise as the forward did, so the input is saved, never recomputed.
    exact_input: ClassVar[bool] = False
    pure: ClassVar[bool] = True
    terminator: ClassVar[bool] = False
    # The printed name of an unnamed result (the op's mnemonic when None).
    default_hint: ClassVar[str | None] = None
    # Attributes implied by the printed result type (e.g. reshape's shape): not printed.
    implied_attrs: ClassVar[tuple[str, ...]] = ()

    def __init__(self, operands: Sequence[Value], attrs: dict, result_types: Sequence[Type],
                 loc: Location | None = None, regions: Sequence["Region"] = (),
                 hints: Sequence[str | None] | None = None):
        self._init(list(operands), dict(attrs), result_types, loc, regions, hints)

    def _init(self, operands: list[Value], attrs: dict, result_types: Sequence[Type],
              loc: Location | None, regions: Sequence["Region"],
              hints: Sequence[str | None] | None) -> None:
        """`__init__` on an operand list and attribute dict of the op's own (not copied)."""
        self.operands = operands
        self.attrs = attrs
        if hints:
            hints = list(hints)
            self.results = [OpResult(t, self, i, hints[i]) for i, t in enumerate(result_types)]
        else:
            self.results = [OpResult(t, self, i) for i, t in enumerate(result_types)]
        self.loc = loc
        self.regions = list(regions)
        for r in self.regions:
            r.parent = self
        self.parent: Block | None = None

    # -- construction ------------------------------------------------------------------

    @classmethod
    def build(cls, operands: Sequence[Value], attrs: dict | None = None, *,
              loc: Location | None = None, hint: str | None = None,
              regions: Sequence["Region"] = ()) -> "Operation":
        """Check operands and attributes, infer result types, return the new op."""
        operands = list(operands)
        cls.check_arity(len(operands))
        norm = cls.check_attrs(attrs or {})
        try:
            types = [v.type for v in operands]
            norm = cls.normalize_attrs(types, norm)
            result = cls.infer_type(types, norm)
        except Error as e:
            raise e.located(loc) from None
        results = list(result) if isinstance(result, (list, tuple)) else [result]
        hints = [hint] * len(results) if hint else None
        op = cls.__new__(cls)
        op._init(operands, norm if norm is not attrs else dict(norm), results, loc, regions,
                 hints)
        return op

    @classmethod
    def check_arity(cls, n: int) -> None:
        names = cls.operand_names
        if names and names[-1].startswith("*"):
            fixed = len(names) - 1
            if n < fixed + 1:
                raise IRError(f"'{cls.name}' expects at least {fixed + 1} operands, got {n}")
        elif n != len(names):
            raise IRError(f"'{cls.name}' expects {len(names)} operand"
                          f"{'s' if len(names) != 1 else ''}, got {n}")

    @classmethod
    def check_attrs(cls, attrs: dict) -> dict:
        specs = cls.attrs_spec
        if not attrs and not specs:
            return {}
        by_key = _attr_table(cls).by_key
        out = {}
        for key, value in attrs.items():
            entry = by_key.get(key)
            if entry is None:
                names = ", ".join(sorted(a.name for a in specs)) or "none"
                raise IRError(f"'{cls.name}' has no attribute '{key}' (attributes: {names})")
            spec, canonical = entry
            if spec.name in out:
                raise IRError(f"'{cls.name}' attribute '{spec.name}' given twice")
            norm = canonical(value)
            out[spec.name] = spec.check(cls.name, value) if norm is _NOT_CANONICAL else norm
        if len(out) < len(specs):
            for spec in specs:
                if spec.name not in out:
                    if spec.default is REQUIRED:
                        raise IRError(f"'{cls.name}' requires attribute '{spec.name}'")
                    out[spec.name] = spec.default
        return out

    @classmethod
    def normalize_attrs(cls, types: list[Type], attrs: dict) -> dict:
        """Hook: canonicalise attributes given operand types (negative axes, defaults)."""
        return attrs

    @classmethod
    def infer_type(cls, types: list[Type], attrs: dict) -> Type | list[Type]:
        raise NotImplementedError(cls.name)

    def verify(self) -> None:
        """Hook: checks beyond types (region structure); raise `IRError` with the reason."""

    # -- access ------------------------------------------------------------------------

    @classmethod
    def mnemonic(cls) -> str:
        """The op's name without its dialect: `matmul` for `tensor.matmul`."""
        return cls.name.rsplit(".", 1)[-1]

    @classmethod
    def result_hint(cls) -> str:
        """The printed name of an unnamed result."""
        return cls.default_hint or cls.mnemonic()

    @property
    def result(self) -> OpResult:
        assert len(self.results) == 1, f"{self.name} has {len(self.results)} results"
        return self.results[0]

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        _install_accessors(cls)

    def __getattr__(self, key: str):
        """The declared operand or attribute `key` (`op.lhs`, `op.axes`). Op classes get an
        accessor per declared name (`_install_accessors`), so this runs only for names they
        could not take."""
        cls = type(self)
        names = cls.operand_names
        if key in names:
            return self.operands[names.index(key)]
        if names and names[-1] == "*" + key:
            return self.operands[len(names) - 1:]
        for a in cls.attrs_spec:
            if a.name == key:
                return self.__dict__["attrs"][key]
        raise AttributeError(f"{cls.__name__} has no attribute {key!r}")

    def walk(self) -> Iterator["Operation"]:
        """This op, then every op nested in its regions, in order (pre-order)."""
        yield self
        for r in self.regions:
            for b in r.blocks:
                yield from _walk_ops(b.ops)

    def __repr__(self) -> str:
        return f"<{self.name} {[r.name_hint for r in self.results]}>"


def attrs_canonical(cls: type[Operation], attrs: dict) -> bool:
    """Whether `attrs` holds every attribute of `cls` by name, each already in its normal form:
    then `cls.check_attrs(attrs)` equals `attrs`. False says nothing (ask `check_attrs`)."""
    return _attr_table(cls).is_canonical(attrs)


def canonical_attrs_test(cls: type[Operation]) -> Callable[[dict], bool]:
    """`attrs_canonical` for one class, looked up once (the verifier asks it of every op)."""
    if not cls.attrs_spec:
        return operator.not_          # no attributes: only the empty dict
    return _attr_table(cls).is_canonical


class _AttrTable:
    """An op class's attribute specs looked up by key: `by_key` maps names and aliases (a name
    wins over an alias) to (spec, canonical-form test); `by_name` names to the test only."""

    def __init__(self, specs: tuple[Attr, ...]):
        self.specs = specs
        self.by_name = {a.name: _canonical_test(a) for a in specs}
        self.by_key = {a.alias: (a, self.by_name[a.name]) for a in specs if a.alias}
        self.by_key.update((a.name, (a, self.by_name[a.name])) for a in specs)

    def is_canonical(self, attrs: dict) -> bool:
        by_name = self.by_name
        if len(attrs) != len(by_name):
            return False
        for key, value in attrs.items():
            canonical = by_name.get(key)
            if canonical is None or canonical(value) is _NOT_CANONICAL:
                return False
        return True


def _canonical_test(spec: Attr):
    test = _CANONICAL[spec.kind]
    if spec.optional:
        return lambda v: None if v is None else test(v)
    return test


_ATTR_TABLES: dict[type, _AttrTable] = {}


def _attr_table(cls) -> _AttrTable:
    table = _ATTR_TABLES.get(cls)
    if table is None or table.specs is not cls.attrs_spec:
        table = _ATTR_TABLES[cls] = _AttrTable(cls.attrs_spec)
    return table


# --------------------------------------------------------------------------- typed accessors

class _OperandAccessor:
    """`op.lhs`: operand `at`, an index, or a slice for a variadic `*values` (a class attribute
    standing in for `Operation.__getattr__`: looking the name up on the class is much faster
    than failing to, then asking)."""

    __slots__ = ("at",)

    def __init__(self, at: int | slice):
        self.at = at

    def __get__(self, op, owner=None):
        if op is None:
            raise AttributeError(self.at)
        return op.operands[self.at]


class _AttrAccessor:
    """`op.axes`: the attribute `key`."""

    __slots__ = ("key",)

    def __init__(self, key: str):
        self.key = key

    def __get__(self, op, owner=None):
        if op is None:
            raise AttributeError(self.key)
        return op.attrs[self.key]


class _NoAccessor:
    """A name a base class declares and this class does not: left to `__getattr__`."""

    __slots__ = ()

    def __get__(self, op, owner=None):
        raise AttributeError


_ACCESSORS = (_OperandAccessor, _AttrAccessor, _NoAccessor)


def _install_accessors(cls: type[Operation]) -> None:
    """Give `cls` an accessor for each declared operand and attribute name that
    `Operation.__getattr__` would answer: the same answers, by class attribute lookup. A name
    the class (or a base) defines otherwise keeps its definition, as it would have."""
    names = cls.operand_names
    wanted: dict[str, object] = {a.name: _AttrAccessor(a.name) for a in reversed(cls.attrs_spec)}
    if names and names[-1].startswith("*"):
        wanted[names[-1][1:]] = _OperandAccessor(slice(len(names) - 1, None))
    for index in reversed(range(len(names))):
        wanted[names[index]] = _OperandAccessor(index)
    inherited = {key for base in cls.__mro__[1:] for key, value in vars(base).items()
                 if isinstance(value, _ACCESSORS)}
    for key in inherited | set(wanted):
        if key in vars(cls) or not key.isidentifier():
            continue
        found = next((vars(k)[key] for k in cls.__mro__[1:] if key in vars(k)), None)
        if found is None or isinstance(found, _ACCESSORS):
            setattr(cls, key, wanted.get(key, _NoAccessor()))


@dataclass(frozen=True)
class Dialect:
    """A dialect's ops: each dialect file ends with `DIALECT = Dialect(name, [ops])`, and
    `ir.dialect` builds the op registry from these lists."""

    name: str
    ops: list


def _walk_ops(ops: list[Operation]) -> Iterator[Operation]:
    """`ops` and the ops nested in them, pre-order: one generator per block, not per op."""
    for op in ops:
        yield op
        if op.regions:
            for r in op.regions:
                for b in r.blocks:
                    yield from _walk_ops(b.ops)


def float_attr_equal(a, b) -> bool:
    if isinstance(a, float) and isinstance(b, float) and math.isnan(a) and math.isnan(b):
        return True
    return a == b


# --------------------------------------------------------------------------- containers

#: How `str()` prints a `Function` or a `Module` as IR text, by class. `ir.printer` fills it in
#: when it is imported (the `ir` package imports it), so the core does not import its printer.
PRINTERS: dict[type, Callable[[Any], str]] = {}


class Block:
    """A list of ops with block arguments; the last op of a function body is a terminator."""

    def __init__(self, arg_types: Sequence[Type] = (), arg_hints: Sequence[str | None] = ()):
        hints = list(arg_hints) + [None] * (len(arg_types) - len(arg_hints))
        self.args = [BlockArgument(t, self, i, h) for i, (t, h) in enumerate(zip(arg_types, hints))]
        self.ops: list[Operation] = []
        self.parent: Region | None = None

    def append(self, op: Operation) -> Operation:
        op.parent = self
        self.ops.append(op)
        return op

    def walk(self) -> Iterator[Operation]:
        yield from _walk_ops(self.ops)


class Region:
    """A list of blocks owned by an op (loop bodies)."""

    def __init__(self, blocks: Sequence[Block] = ()):
        self.blocks = list(blocks)
        self.parent: Operation | None = None
        for b in self.blocks:
            b.parent = self


@dataclass
class Function:
    """A named function: `kind` is `func` at the tensor level (`kernel`/`program` later).

    `arg_flags[i]` holds per-argument flags such as `nograd`; `arg_attrs[i]` per-argument
    attributes such as the user's name of a primal (`%primals_1: f32[4] {name = "x"}`). The
    body's last op is the terminator (`return`), whose operands are the results.
    """

    name: str
    body: Block
    result_types: list[Type]
    kind: str = "func"
    arg_flags: list[frozenset] = field(default_factory=list)
    loc: Location | None = None
    arg_attrs: list[dict] = field(default_factory=list)

    def __post_init__(self):
        while len(self.arg_flags) < len(self.body.args):
            self.arg_flags.append(frozenset())
        while len(self.arg_attrs) < len(self.body.args):
            self.arg_attrs.append({})

    def attrs_of(self, i: int) -> dict:
        """The attributes of argument `i` (none for an argument added after construction)."""
        return self.arg_attrs[i] if i < len(self.arg_attrs) else {}

    def arg_name(self, i: int) -> str | None:
        """The user's name of argument `i` when the IR renamed it (`x` for `%primals_1`)."""
        return self.attrs_of(i).get("name")

    @property
    def args(self) -> list[BlockArgument]:
        return self.body.args

    @property
    def arg_types(self) -> list[Type]:
        return [a.type for a in self.body.args]

    @property
    def ops(self) -> list[Operation]:
        return self.body.ops

    @property
    def terminator(self) -> Operation:
        return self.body.ops[-1]

    @property
    def returns(self) -> list[Value]:
        return list(self.terminator.operands)

    def walk(self) -> Iterator[Operation]:
        return self.body.walk()

    def __str__(self) -> str:
        return PRINTERS[Function](self)


@dataclass
class Module:
    """An ordered collection of functions; `str(module)` is its IR text."""

    functions: list[Function] = field(default_factory=list)

    def get(self, name: str | None = None) -> Function:
        """The named function, or the last one when name is None."""
        if not self.functions:
            raise IRError("module has no functions")
        if name is None:
            return self.functions[-1]
        for f in self.functions:
            if f.name == name:
                return f
        names = ", ".join("@" + f.name for f in self.functions)
        raise IRError(f"no function named '@{name}' (module has {names})")

    def __str__(self) -> str:
        return PRINTERS[Module](self)
