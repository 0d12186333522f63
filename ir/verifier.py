"""The verifier: checks a module's structure, SSA dominance and every op's types.

`verify(module)` raises `IRError` naming the function, the op, its location and the expected
vs found types; it returns None on a well-formed module. It does a bounded amount of work per op
and per operand, so its time grows linearly with the module.
"""
from __future__ import annotations

from .core import Block, Function, IRError, Module, Operation, canonical_attrs_test
from .dialect import op_class


def verify(module: Module) -> None:
    """Check `module`: unique function names, each function, then each call's callee."""
    names = set()
    module_checks: list[tuple[Function, Operation]] = []
    facts: dict[type, tuple] = {}
    for f in module.functions:
        if f.name in names:
            raise IRError(f"function '@{f.name}' defined twice", f.loc)
        names.add(f.name)
        _FunctionChecker(f, module_checks, facts).run()
    functions = {f.name: f for f in module.functions}
    for f, op in module_checks:
        try:
            op.verify_in_module(functions)
        except IRError as e:
            i = next(i for i, other in enumerate(f.walk()) if other is op)
            raise IRError(f"{_where(f, op, i)}: {e.message}") from None


def verify_function(f: Function) -> None:
    """Check one function: terminator, dominance, each op's types, the declared results."""
    _FunctionChecker(f, [], {}).run()


def _where(f: Function, op: Operation, index: int) -> str:
    at = f" at {op.loc}" if op.loc else ""
    return f"in '@{f.name}', op #{index} '{op.name}'{at}"


def _overrides(cls: type, method: str) -> bool:
    """Whether `cls` defines its own classmethod `method` (anything else counts as its own)."""
    return getattr(getattr(cls, method), "__func__", None) is not \
        getattr(Operation, method).__func__


def _class_facts(cls: type) -> tuple:
    """What the checker asks of an op class, looked up once per class and module: whether it
    is registered; the operand count that needs no `check_arity` call (None: always call it);
    its canonical-attributes test, None where `normalize_attrs` may change attributes; whether
    it has its own `verify`; whether it has a module-level check (`verify_in_module`)."""
    names = cls.operand_names
    fixed = not _overrides(cls, "check_arity") and not (names and names[-1].startswith("*"))
    return (op_class(cls.name) is cls,
            len(names) if fixed else None,
            None if _overrides(cls, "normalize_attrs") else canonical_attrs_test(cls),
            cls.verify is not Operation.verify,
            hasattr(cls, "verify_in_module"))     # the class: no attribute lookup


class _FunctionChecker:
    """Checks one function's ops; ops with a module-level check (`verify_in_module`) are
    appended to `module_checks`. `facts` caches `_class_facts` by op class across the functions
    of a module."""

    def __init__(self, f: Function, module_checks: list, facts: dict):
        self.f = f
        self.module_checks = module_checks
        self.facts = facts

    def run(self) -> None:
        f = self.f
        ops = f.body.ops
        if not ops or not type(ops[-1]).terminator:
            raise IRError(f"function '@{f.name}' does not end with a terminator", f.loc)
        self.block(f.body, set(f.args))
        found = [v.type for v in f.returns]
        if found != list(f.result_types):
            raise IRError(f"function '@{f.name}' returns "
                          f"({', '.join(map(str, found))}) but is declared to return "
                          f"({', '.join(map(str, f.result_types))})", ops[-1].loc or f.loc)

    def block(self, block: Block, defined: set) -> list:
        """Check `block`'s ops, `defined` holding the values in scope. Returns the values the
        block's ops define, which the block adds to `defined`; a nested block's values are
        taken out again when it ends, so one set serves every scope, and each value enters and
        leaves it once (copying the set per region would make the verifier quadratic in the
        ops of a loop body that holds many inner loops)."""
        f = self.f
        facts_of = self.facts
        own: list = []
        ops = block.ops
        last = len(ops) - 1
        for i, op in enumerate(ops):
            cls = type(op)
            facts = facts_of.get(cls)
            if facts is None:
                facts = facts_of[cls] = _class_facts(cls)
            registered, arity, canonical, has_verify, module_check = facts
            if not registered:
                raise IRError(f"{_where(f, op, i)}: op is not registered in any dialect")
            if cls.terminator and i != last:
                raise IRError(f"{_where(f, op, i)}: terminator is not the last op of its block")
            operands = op.operands
            if operands and not defined.issuperset(operands):
                j, v = next((j, v) for j, v in enumerate(operands) if v not in defined)
                raise IRError(f"{_where(f, op, i)}: operand #{j} (%{v.name_hint}) does not"
                              f" dominate its use")
            regions = op.regions
            if len(regions) != cls.num_regions:
                raise IRError(f"{_where(f, op, i)}: expected {cls.num_regions} regions, found"
                              f" {len(regions)}")
            try:
                if arity != len(operands):
                    cls.check_arity(len(operands))
                types = [v.type for v in operands]
                attrs = op.attrs
                if canonical is None or not canonical(attrs):
                    if cls.normalize_attrs(types, cls.check_attrs(attrs)) != attrs:
                        raise IRError(f"attributes {attrs} are not in canonical form")
                expected = cls.infer_type(types, attrs)
                if has_verify:
                    op.verify()
            except IRError as e:
                raise IRError(f"{_where(f, op, i)}: {e.message}") from None
            results = op.results
            if len(results) == 1 and expected is results[0].type:
                pass                                 # the common case, at once
            elif not _same_types(expected, results):
                expected = list(expected) if isinstance(expected, (list, tuple)) else [expected]
                raise IRError(f"{_where(f, op, i)}: result types: expected "
                              f"{', '.join(map(str, expected)) or 'none'}, found "
                              f"{', '.join(str(r.type) for r in results) or 'none'}")
            if module_check:
                self.module_checks.append((f, op))
            for region in regions:
                for b in region.blocks:
                    defined.update(b.args)
                    inner = self.block(b, defined)
                    defined.difference_update(b.args)
                    defined.difference_update(inner)
            if results:
                defined.update(results)
                own += results
        return own


def _same_types(expected, results: list) -> bool:
    """Whether `infer_type`'s answer (a type, or a list or tuple of them) is the results'
    types."""
    if isinstance(expected, (list, tuple)):
        return len(expected) == len(results) and \
            (not results or list(expected) == [r.type for r in results])
    return len(results) == 1 and (expected is results[0].type or expected == results[0].type)
