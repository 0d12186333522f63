"""Structural helpers for passes: copying functions and ops, replacing uses.

`clone_function(f)` returns an independent copy with the same names. `copy_op(op, mapping)`
rebuilds one op on mapped operands. `replace_uses(f, mapping)` redirects every use of a value
(operands anywhere in `f`) to its replacement.
"""
from __future__ import annotations

from .core import Block, Function, Module, Operation, Region, Value


def copy_op(op: Operation, mapping: dict[int, Value]) -> Operation:
    """A copy of `op` whose operands are looked up in `mapping` (by id), regions included."""
    regions = [Region([_copy_block(b, mapping) for b in r.blocks]) for r in op.regions]
    new = type(op)([mapping.get(id(v), v) for v in op.operands], op.attrs,
                   [r.type for r in op.results], loc=op.loc, regions=regions,
                   hints=[r.name_hint for r in op.results])
    for old, r in zip(op.results, new.results):
        mapping[id(old)] = r
    return new


def _copy_block(block: Block, mapping: dict[int, Value]) -> Block:
    new = Block([a.type for a in block.args], [a.name_hint for a in block.args])
    for old, a in zip(block.args, new.args):
        mapping[id(old)] = a
    for op in block.ops:
        new.append(copy_op(op, mapping))
    return new


def clone_function(f: Function, name: str | None = None) -> Function:
    mapping: dict[int, Value] = {}
    body = _copy_block(f.body, mapping)
    return Function(name or f.name, body, list(f.result_types), kind=f.kind,
                    arg_flags=list(f.arg_flags), loc=f.loc,
                    arg_attrs=[dict(f.attrs_of(i)) for i in range(len(f.args))])


def clone_module(m: Module) -> Module:
    return Module([clone_function(f) for f in m.functions])


def replace_uses(f: Function, mapping: dict[int, Value]) -> None:
    """Point every operand in `f` that is a key of `mapping` (by id) at its value."""
    if not mapping:
        return
    for op in f.walk():
        op.operands = [_resolve(mapping, v) for v in op.operands]


def _resolve(mapping: dict[int, Value], v: Value) -> Value:
    while id(v) in mapping:
        v = mapping[id(v)]
    return v


def uses(f: Function) -> dict[int, list[Operation]]:
    """Value id -> ops that read it, in program order."""
    out: dict[int, list[Operation]] = {}
    for op in f.walk():
        for v in op.operands:
            out.setdefault(id(v), []).append(op)
    return out
