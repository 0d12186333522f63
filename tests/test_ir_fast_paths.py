"""The IR core's fast paths answer exactly as the plain definitions they stand in for: typed
accessors as `Operation.__getattr__`, `walk` as a recursive pre-order walk, the canonical-form
test of attributes as `check_attrs`, `index.by_position` as `variables` + `map_refs`, and the
verifier still rejects attributes that are not in canonical form."""
from __future__ import annotations

import pytest

from aotgrad.ir.core import (REQUIRED, Block, IRError, Module, Operation, Value,
                             attrs_canonical, float_attr_equal)
from aotgrad.ir import core
from aotgrad.ir.builder import finish_function, new_function
from aotgrad.ir.dialect import registry
from aotgrad.ir.loop import index as ix
from aotgrad.ir.loop.ops import ForOp, LoadOp
from aotgrad.ir.types import BufferType, DType, IndexType
from aotgrad.ir.verifier import verify

_MISSING = object()


def _plain_lookup(op: Operation, key: str):
    """What `op.key` was before accessors: a class attribute, else `__getattr__`."""
    for klass in type(op).__mro__:
        value = vars(klass).get(key, _MISSING)
        if value is not _MISSING and not isinstance(value, core._ACCESSORS):
            return getattr(op, key)
    try:
        return Operation.__getattr__(op, key)
    except AttributeError:
        return AttributeError


def _every_declared_name() -> set[str]:
    keys = set()
    for cls in registry().values():
        keys.update(n.lstrip("*") for n in cls.operand_names)
        keys.update(a.name for a in cls.attrs_spec)
    return keys


@pytest.mark.parametrize("cls", sorted(registry().values(), key=lambda c: c.name),
                         ids=lambda c: c.name)
def test_accessors_answer_as_getattr(cls):
    op = cls.__new__(cls)
    op.operands = [object() for _ in range(5)]
    op.attrs = {key: object() for key in _every_declared_name()}
    for key in sorted(_every_declared_name()):
        try:
            got = getattr(op, key)
        except AttributeError:
            got = AttributeError
        want = _plain_lookup(op, key)
        assert got == want, (cls.name, key)


def _reference_walk(op):
    yield op
    for r in op.regions:
        for b in r.blocks:
            for inner in b.ops:
                yield from _reference_walk(inner)


def test_walk_is_pre_order():
    outer = ForOp.make(4)
    inner = ForOp.make(3)
    outer.body.append(inner)
    inner.body.append(ForOp.make(2))
    outer.body.append(ForOp.make(5))
    assert list(outer.walk()) == list(_reference_walk(outer))
    block = Block()
    block.append(outer)
    block.append(ForOp.make(1))
    assert list(block.walk()) == [o for op in block.ops for o in _reference_walk(op)]


@pytest.mark.parametrize("cls", sorted(registry().values(), key=lambda c: c.name),
                         ids=lambda c: c.name)
def test_canonical_attrs_are_what_check_attrs_returns(cls):
    samples = {"int": [3, True, 2.0], "float": [1.5, 2, float("nan")], "bool": [True, 1],
               "ints": [[1, 2], (1, 2), [True]], "dtype": [DType.f32, "f32"],
               "scalar": [1, 0.5, False], "dense": [[], [[1, 2]], ()], "str": ["a"],
               "dtypes": [[DType.f32], ["f32"], ()], "exprs": [(ix.const(0),), [ix.const(0)]]}
    specs = cls.attrs_spec
    for spec in specs:
        for value in samples[spec.kind] + ([None] if spec.optional else []):
            attrs = {a.name: (value if a is spec else _default_of(a)) for a in specs}
            if any(v is _MISSING for v in attrs.values()):
                continue
            try:
                checked = cls.check_attrs(attrs)
            except Exception:
                assert not attrs_canonical(cls, attrs)
                continue
            if attrs_canonical(cls, attrs):
                assert list(checked) == list(attrs)
                assert all(float_attr_equal(checked[k], attrs[k]) and
                           type(checked[k]) is type(attrs[k]) for k in attrs)


def _default_of(spec):
    if spec.default is not REQUIRED:
        return spec.default
    return {"int": 1, "float": 1.0, "bool": False, "ints": [1], "dtype": DType.f32,
            "scalar": 1.0, "dense": [1.0], "str": "s", "dtypes": [DType.f32],
            "exprs": (ix.const(0),)}.get(spec.kind, _MISSING)


def test_by_position_matches_variables_and_map_refs():
    a, b = Value(IndexType(), "a"), Value(IndexType(), "b")
    exprs = [ix.var(b) * 3 + ix.var(a), ix.mod(ix.var(a) + ix.var(b) * 7, 5), ix.const(2),
             ix.var(b)]
    refs, stored = ix.by_position(exprs)
    expected_refs: list = []
    for e in exprs:
        for v in ix.variables(e):
            if not any(v is u for u in expected_refs):
                expected_refs.append(v)
    assert refs == expected_refs
    positions = {id(v): k for k, v in enumerate(expected_refs)}
    assert list(stored) == [ix.map_refs(e, lambda v: positions[id(v)]) for e in exprs]


def test_verifier_rejects_attributes_not_in_canonical_form():
    f = new_function("f", [BufferType((4,), DType.f32)], ["a"])
    loop = ForOp.make(4)
    f.body.append(loop)
    load = LoadOp.make([f.args[0]], [ix.var(loop.iv)])
    loop.body.append(load)
    finish_function(f, [])
    f.kind = "kernel"
    verify(Module([f]))
    load.attrs["indices"] = list(load.attrs["indices"])      # a list, not the tuple
    with pytest.raises(IRError, match="not in canonical form"):
        verify(Module([f]))
    load.attrs["indices"] = tuple(load.attrs["indices"])
    loop.attrs["upper"] = 4.0
    with pytest.raises(IRError, match="expects an integer"):
        verify(Module([f]))
    loop.attrs["upper"] = 4
    del loop.attrs["step"]
    with pytest.raises(IRError, match="not in canonical form"):
        verify(Module([f]))
