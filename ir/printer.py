"""IR text printer: `Module` -> text that `ir.parser` reads back to an equal module.

Names come from value hints made unique per function in definition order (`%relu`, `%relu_1`),
attributes print with sorted keys, floats with `repr`, and locations only on request.
"""
from __future__ import annotations

import re

from .core import Block, Function, Module, Operation, Value
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
    """Gives every value of a function a unique, deterministic name."""

    def __init__(self):
        self.names: dict[int, str] = {}
        self.used: set[str] = set()

    def define(self, value: Value, default: str) -> str:
        base = re.sub(r"[^A-Za-z0-9_]", "_", value.name_hint or default) or default
        name, n = base, 0
        while name in self.used:
            n += 1
            name = f"{base}_{n}"
        self.used.add(name)
        self.names[id(value)] = name
        return name

    def __getitem__(self, value: Value) -> str:
        try:
            return self.names[id(value)]
        except KeyError:
            return f"<<undefined {value.name_hint}>>"


class Printer:
    def __init__(self, print_loc: bool = False):
        self.print_loc = print_loc
        self.lines: list[str] = []

    def function(self, f: Function) -> str:
        namer = Namer()
        args = []
        for a, flags in zip(f.args, f.arg_flags):
            text = f"%{namer.define(a, 'arg')}: {a.type}"
            args.append(" ".join([text, *sorted(flags)]))
        res = [str(t) for t in f.result_types]
        results = res[0] if len(res) == 1 else "(" + ", ".join(res) + ")"
        loc = f" {f.loc.to_ir()}" if self.print_loc and f.loc else ""
        self.lines = [f"{f.kind} @{f.name}({', '.join(args)}) -> {results} {{{loc}"]
        self.block_body(f.body, namer, 1)
        self.lines.append("}")
        return "\n".join(self.lines)

    def block_body(self, block: Block, namer: Namer, depth: int) -> None:
        for op in block.ops:
            self.op(op, namer, depth)

    def op(self, op: Operation, namer: Namer, depth: int) -> None:
        cls = type(op)
        parts = []
        operands = ", ".join("%" + namer[v] for v in op.operands)
        positional = getattr(cls, "positional_attr", None)
        if positional:
            parts.append(format_attr(op.attrs[positional]))
        if operands:
            parts.append(operands)
        shown = {k: v for k, v in sorted(op.attrs.items())
                 if k not in cls.implied_attrs and k != positional}
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


def print_function(f: Function, print_loc: bool = False) -> str:
    return Printer(print_loc).function(f)


def print_module(m: Module, print_loc: bool = False) -> str:
    return "\n\n".join(print_function(f, print_loc) for f in m.functions) + "\n"
