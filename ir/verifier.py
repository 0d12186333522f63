"""The verifier: checks a module's structure, SSA dominance and every op's types.

`verify(module)` raises `IRError` naming the function, the op, its location and the expected
vs found types; it returns None on a well-formed module. It does a bounded amount of work per op
and per operand, so its time grows linearly with the module.
"""
from __future__ import annotations

from .core import Block, Function, IRError, Module, Operation
from .dialect import op_class


def verify(module: Module) -> None:
    """Check `module`: unique function names, each function, then each call's callee."""
    names = set()
    for f in module.functions:
        if f.name in names:
            raise IRError(f"function '@{f.name}' defined twice", f.loc)
        names.add(f.name)
        verify_function(f)
    functions = {f.name: f for f in module.functions}
    for f in module.functions:
        for i, op in enumerate(f.walk()):
            if hasattr(type(op), "verify_in_module"):     # the class: no attribute lookup
                try:
                    op.verify_in_module(functions)
                except IRError as e:
                    raise IRError(f"{_where(f, op, i)}: {e.message}") from None


def verify_function(f: Function) -> None:
    """Check one function: terminator, dominance, each op's types, the declared results."""
    defined = set(id(a) for a in f.args)
    ops = f.body.ops
    if not ops or not type(ops[-1]).terminator:
        raise IRError(f"function '@{f.name}' does not end with a terminator", f.loc)
    _block(f, f.body, defined)
    found = [v.type for v in f.returns]
    if found != list(f.result_types):
        raise IRError(f"function '@{f.name}' returns "
                      f"({', '.join(map(str, found))}) but is declared to return "
                      f"({', '.join(map(str, f.result_types))})", ops[-1].loc or f.loc)


def _where(f: Function, op: Operation, index: int) -> str:
    at = f" at {op.loc}" if op.loc else ""
    return f"in '@{f.name}', op #{index} '{op.name}'{at}"


def _block(f: Function, block: Block, defined: set) -> list[int]:
    """Check `block`'s ops, `defined` holding the ids of the values in scope. Returns the ids
    of the values the block's ops define, which the block adds to `defined`; a nested block's
    values are taken out again when it ends, so one set serves every scope, and each value
    enters and leaves it once (copying the set per region would make the verifier quadratic
    in the ops of a loop body that holds many inner loops)."""
    own: list[int] = []
    for i, op in enumerate(block.ops):
        cls = type(op)
        if op_class(cls.name) is not cls:
            raise IRError(f"{_where(f, op, i)}: op is not registered in any dialect")
        if cls.terminator and i != len(block.ops) - 1:
            raise IRError(f"{_where(f, op, i)}: terminator is not the last op of its block")
        for j, v in enumerate(op.operands):
            if id(v) not in defined:
                raise IRError(f"{_where(f, op, i)}: operand #{j} (%{v.name_hint}) does not"
                              f" dominate its use")
        if len(op.regions) != cls.num_regions:
            raise IRError(f"{_where(f, op, i)}: expected {cls.num_regions} regions, found"
                          f" {len(op.regions)}")
        try:
            cls.check_arity(len(op.operands))
            attrs = cls.check_attrs(op.attrs)
            types = [v.type for v in op.operands]
            if cls.normalize_attrs(types, attrs) != op.attrs:
                raise IRError(f"attributes {op.attrs} are not in canonical form")
            expected = cls.infer_type(types, op.attrs)
            op.verify()
        except IRError as e:
            raise IRError(f"{_where(f, op, i)}: {e.message}") from None
        expected = list(expected) if isinstance(expected, (list, tuple)) else [expected]
        found = [r.type for r in op.results]
        if expected != found:
            raise IRError(f"{_where(f, op, i)}: result types: expected "
                          f"{', '.join(map(str, expected)) or 'none'}, found "
                          f"{', '.join(map(str, found)) or 'none'}")
        for region in op.regions:
            for b in region.blocks:
                scope = [id(a) for a in b.args]
                defined.update(scope)
                inner = _block(f, b, defined)
                defined.difference_update(scope)
                defined.difference_update(inner)
        results = [id(r) for r in op.results]
        defined.update(results)
        own += results
    return own
