"""IR text printer: `Module` -> text that `ir.parser` reads back to an equal module.

Names come from value hints made unique per function in definition order (`%relu`, `%relu_1`),
attributes print with sorted keys, floats with `repr`, and locations only on request.
"""
from __future__ import annotations

import re

from .core import PRINTERS, Block, Function, Module, Operation, Value
from .strings import quote
from .types import DType


def format_attr(value) -> str:
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(format_attr(v) for v in value) + "]"
    if isinstance(value, DType):
        return str(value)
    if isinstance(value, str):
        return quote(value)
    return str(value)


class Namer:
    """Gives every value of a function a unique, deterministic name: its hint, or else the hint
    with the smallest suffix `_1`, `_2`, ... not taken yet."""

    def __init__(self):
        self.names: dict[int, str] = {}
        self.used: set[str] = set()
        # Per hint, the last suffix tried: names are never released, so the smallest free
        # suffix only grows, and the search resumes there (O(1) amortized per name, where
        # starting from 1 each time made naming n values with one hint O(n^2)).
        self.suffix: dict[str, int] = {}

    def define(self, value: Value, default: str) -> str:
        base = re.sub(r"[^A-Za-z0-9_]", "_", value.name_hint or default) or default
        name, n = base, self.suffix.get(base, 0)
        if n:
            name = f"{base}_{n}"
        while name in self.used:
            n += 1
            name = f"{base}_{n}"
        self.suffix[base] = n
        self.used.add(name)
        self.names[id(value)] = name
        return name

    def __getitem__(self, value: Value) -> str:
        try:
            return self.names[id(value)]
        except KeyError:
            return f"<<undefined {value.name_hint}>>"


def pin_names(f: Function) -> None:
    """Give every value of `f`'s body the unique name the printer gives it, as its hint, so
    functions cut from it later print each value under the same name."""
    namer = Namer()
    for a in f.args:
        a.name_hint = namer.define(a, "arg")
    for op in f.ops:
        for r in op.results:
            r.name_hint = namer.define(r, type(op).result_hint())


class Printer:
    def __init__(self, print_loc: bool = False):
        self.print_loc = print_loc
        self.lines: list[str] = []

    def function(self, f: Function) -> str:
        namer = Namer()
        args = []
        for i, (a, flags) in enumerate(zip(f.args, f.arg_flags)):
            attrs = f.attrs_of(i)
            text = f"%{namer.define(a, 'arg')}: {a.type}"
            shown = ["{" + ", ".join(f"{k} = {format_attr(v)}" for k, v in sorted(attrs.items()))
                     + "}"] if attrs else []
            args.append(" ".join([text, *sorted(flags), *shown]))
        res = [str(t) for t in f.result_types]
        results = res[0] if len(res) == 1 else "(" + ", ".join(res) + ")"
        arrow = "" if f.kind == "kernel" and not res else f" -> {results}"
        loc = f" {f.loc.to_ir()}" if self.print_loc and f.loc else ""
        self.lines = [f"{f.kind} @{f.name}({', '.join(args)}){arrow} {{{loc}"]
        ops = f.body.ops
        if f.kind == "kernel" and ops and type(ops[-1]).terminator and not ops[-1].operands:
            ops = ops[:-1]      # a kernel's bare `return` is implied
        for op in ops:
            self.op(op, namer, 1)
        self.lines.append("}")
        return "\n".join(self.lines)

    def block_body(self, block: Block, namer: Namer, depth: int) -> None:
        for op in block.ops:
            self.op(op, namer, depth)

    def op(self, op: Operation, namer: Namer, depth: int) -> None:
        cls = type(op)
        if hasattr(cls, "print_header"):
            return self.header_op(op, namer, depth)
        parts = []
        operands = self.operands(op, namer)
        positional = getattr(cls, "positional_attr", None)
        if positional == "callee":
            parts.append(f"@{op.attrs[positional]}({operands})")
        else:
            if positional:
                parts.append(format_attr(op.attrs[positional]))
            if operands:
                parts.append(operands)
        shown = {k: v for k, v in sorted(op.attrs.items())
                 if k not in cls.implied_attrs and k != positional and k != "indices"
                 and not (v is None and _default(cls, k) is None)
                 and not (getattr(cls, "elide_defaults", False) and v == _default(cls, k))}
        if shown:
            parts.append("{" + ", ".join(f"{k} = {format_attr(v)}" for k, v in shown.items())
                         + "}")
        if op.results:
            parts.append(": " + ", ".join(str(r.type) for r in op.results))
        names = [namer.define(r, cls.result_hint()) for r in op.results]
        lhs = ", ".join("%" + n for n in names) + " = " if names else ""
        line = "  " * depth + lhs + " ".join([cls.name, *parts])
        if op.regions:
            self.lines.append(line + " ({")
            for i, region in enumerate(op.regions):
                if i:
                    self.lines.append("  " * depth + "}, {")
                for block in region.blocks:
                    if block.args:
                        args = ", ".join(f"%{namer.define(a, 'arg')}: {a.type}" for a in block.args)
                        self.lines.append("  " * (depth + 1) + f"^({args}):")
                    self.block_body(block, namer, depth + 1)
            line = "  " * depth + "})"
        if self.print_loc and op.loc:
            line += " " + op.loc.to_ir()
        self.lines.append(line)


    def operands(self, op: Operation, namer: Namer) -> str:
        """Operands; an indexed op shows its buffer subscripted (`%buf[%i * 4 + %j, %k]`)."""
        if "indices" not in op.attrs:
            return ", ".join("%" + namer[v] for v in op.operands)
        from .loop.index import to_text
        fixed = op.operands[:type(op).n_fixed]
        ivs = op.operands[type(op).n_fixed:]
        subscript = ", ".join(to_text(e, lambda k: namer[ivs[k]]) for e in op.attrs["indices"])
        return ", ".join("%" + namer[v] for v in fixed) + f"[{subscript}]"

    def header_op(self, op: Operation, namer: Namer, depth: int) -> None:
        """An op with a custom header and one body (a loop): `header {`, body, `}`."""
        names = [namer.define(r, type(op).result_hint()) for r in op.results]
        lhs = ", ".join("%" + n for n in names) + " = " if names else ""
        header = op.print_header(namer.define, namer.__getitem__)
        self.lines.append("  " * depth + lhs + header + " {")
        body = op.regions[0].blocks[0]
        for inner in body.ops:
            if type(inner).terminator and not inner.operands:
                continue        # an empty `loop.yield` is implied
            self.op(inner, namer, depth + 1)
        loc = f" {op.loc.to_ir()}" if self.print_loc and op.loc else ""
        self.lines.append("  " * depth + "}" + loc)


def _default(cls, key: str):
    spec = next((a for a in cls.attrs_spec if a.name == key), None)
    return spec.default if spec is not None else object()


def print_function(f: Function, print_loc: bool = False) -> str:
    return Printer(print_loc).function(f)


def print_module(m: Module, print_loc: bool = False) -> str:
    return "\n\n".join(print_function(f, print_loc) for f in m.functions) + "\n"


PRINTERS[Function] = print_function
PRINTERS[Module] = print_module
