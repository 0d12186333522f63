"""Reverse-mode differentiation: each function `f(args...) -> (outs...)` becomes its joint
function, same name, `(primals_1..primals_N, tangents_1..tangents_M) -> (outs..., grads...)`.

- The primals are f's arguments in order, with their flags (`nograd`) kept; there is one
  tangent per output, of the output's type, flagged `tangent` (an integer or bool output's
  tangent exists but is unused).
- The outputs are f's outputs, then one gradient per differentiable primal (float dtype, not
  `nograd`; see `differentiable_args`) in primal order; a primal that no output depends on
  gets a zeros gradient (a splat constant). Gradients are named `d_<value>`, after the forward
  value's unique printed name (the gradient of `%add_1` is `%d_add_1`): the forward values of
  the joint keep the names they print with, so later passes that remove values rename nothing.
- The backward walks the forward ops in reverse, applying the rule of each op class from
  `vjp_rules.VJP_RULES`; only float values that depend on a differentiable primal carry
  gradients, so ints, bools, compares, argmax, constants and rand stop them. A value used more
  than once gets the sum of its contributions (one `add` per extra use; a single contribution
  is used as is), except that slices' gradients (zero-padded pieces) along one axis are
  summed as one concat of their pieces (`grad_accumulation`: linear, not quadratic, in the
  number of slices). The joint is cleaned by `dce.eliminate_dead_code`: no dead ops.

`grad_function(f, argnums)` builds `(args...) -> d out / d args[argnums]` for a function with
one scalar float output; since every rule emits differentiable primitives, it composes:
`grad_function(grad_function(f))` gives second derivatives.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ..ir.builder import Builder, finish_function, new_function
from ..ir.core import Function, IRError, Module, OpResult, Value
from ..ir.printer import pin_names
from ..ir.rewrite import copy_op
from ..ir.types import TensorType
from .dce import eliminate_dead_code
from .grad_accumulation import sum_contributions
from .manager import Pass, PassContext, register_pass
from .vjp_rules import VJP_RULES
from . import vjp_conv  # noqa: F401  (the window ops' rows of VJP_RULES)
from . import vjp_rounding  # noqa: F401  (the rounding ops' and the remainders' rows)
from . import vjp_scan  # noqa: F401  (the scans' and prod's rows)
from . import vjp_trig  # noqa: F401  (atan's and atan2's rows)

TANGENT = "tangent"
NOGRAD = "nograd"


def _is_float(v: Value) -> bool:
    return isinstance(v.type, TensorType) and v.type.dtype.is_float


def differentiable_args(f: Function) -> list[int]:
    """Indices of the arguments of `f` that get gradients: float tensors not flagged nograd."""
    return [i for i, (a, flags) in enumerate(zip(f.args, f.arg_flags))
            if _is_float(a) and NOGRAD not in flags]


def connected_args(f: Function) -> list[bool]:
    """Per argument of `f`: whether a float result depends on it through differentiable ops,
    as PyTorch's autograd graph sees it: an argument read only under `no_grad()`, through
    `detach()` or by ops without gradients (comparisons, `argmax`) is not connected, and
    PyTorch leaves its `.grad` None."""
    reach = {id(v) for v in f.returns if _is_float(v)}
    for op in reversed(f.ops):
        if type(op).differentiable and any(id(r) in reach for r in op.results):
            reach.update(id(v) for v in op.operands if _is_float(v))
    return [id(a) in reach for a in f.args]


def _named(f: Function, i: int) -> dict:
    """Argument `i`'s attributes, with the user's name of it (`x`) when it has one."""
    attrs = dict(f.attrs_of(i))
    hint = f.args[i].name_hint
    if hint and "name" not in attrs and not hint.startswith(("primals_", "arg")):
        attrs["name"] = hint
    return attrs


def joint_function(f: Function) -> Function:
    """The joint forward+backward function of `f` (see the module docstring)."""
    primal_flags = [flags - {TANGENT} for flags in f.arg_flags]
    joint = new_function(
        f.name, [*f.arg_types, *f.result_types],
        [f"primals_{i + 1}" for i in range(len(f.args))] +
        [f"tangents_{j + 1}" for j in range(len(f.result_types))],
        primal_flags + [frozenset({TANGENT})] * len(f.result_types), loc=f.loc,
        arg_attrs=[_named(f, i) for i in range(len(f.args))])
    primals, tangents = joint.args[:len(f.args)], joint.args[len(f.args):]
    mapping: dict[int, Value] = {id(a): p for a, p in zip(f.args, primals)}
    for op in f.ops[:-1]:
        joint.body.append(copy_op(op, mapping))
    pin_names(joint)
    outs = [mapping.get(id(v), v) for v in f.returns]
    wrt = [primals[i] for i in differentiable_args(f)]
    grads = _Backward(joint, wrt).run(outs, tangents)
    finish_function(joint, outs + grads, loc=f.terminator.loc)
    eliminate_dead_code(joint)
    return joint


class _Backward:
    """Appends the reverse sweep over `f`'s (forward) ops to `f`'s body."""

    def __init__(self, f: Function, wrt: Sequence[Value]):
        self.f = f
        self.forward = list(f.ops)
        self.wrt = list(wrt)
        self.active = self._active_values()
        self.forward_values = {id(a) for a in f.args} | \
            {id(r) for op in self.forward for r in op.results}
        self.named: set[int] = set()
        self.pending: dict[int, list[Value]] = {}

    def _active_values(self) -> set[int]:
        """Float values that depend, through differentiable ops, on a primal in `wrt`."""
        active = {id(p) for p in self.wrt}
        for op in self.forward:
            if type(op).differentiable and any(id(v) in active for v in op.operands):
                active.update(id(r) for r in op.results if _is_float(r))
        return active

    def run(self, outs: Sequence[Value], tangents: Sequence[Value]) -> list[Value]:
        for out, tangent in zip(outs, tangents):
            self._contribute(out, tangent)
        for op in reversed(self.forward):
            if not any(id(r) in self.pending for r in op.results):
                continue
            b = Builder(self.f.body, loc=op.loc)
            g = self._total(b, op.result)
            rule = VJP_RULES.get(type(op))
            if rule is None:
                raise IRError(f"no gradient rule for '{op.name}'", op.loc)
            for operand, grad in zip(op.operands, rule(b, op, g)):
                if grad is not None:
                    self._contribute(operand, grad)
        b = Builder(self.f.body)
        return [self._total(b, p) if id(p) in self.pending else
                b.like(0.0, p, hint="d_" + _base_name(p)) for p in self.wrt]

    def _contribute(self, v: Value, grad: Value) -> None:
        if id(v) in self.active:
            self.pending.setdefault(id(v), []).append(grad)

    def _total(self, b: Builder, v: Value) -> Value:
        """The sum of `v`'s gradient contributions, named `d_<v>` when it is a new value."""
        total = sum_contributions(b, self.pending.pop(id(v)))
        fresh = id(total) not in self.forward_values and id(total) not in self.named
        if isinstance(total, OpResult) and fresh:
            total.name_hint = "d_" + _base_name(v)
            self.named.add(id(total))
        return total


def _base_name(v: Value) -> str:
    if v.name_hint:
        return v.name_hint
    return v.owner.result_hint() if isinstance(v, OpResult) else "arg"


def grad_function(f: Function, argnums: Sequence[int] = (0,)) -> Function:
    """`(args...) -> grads` of `f`'s single scalar float output w.r.t. `args[argnums]`."""
    out = f.result_types
    if len(out) != 1 or not isinstance(out[0], TensorType) or out[0].shape != () or \
            not out[0].dtype.is_float:
        shown = ", ".join(map(str, out)) or "nothing"
        raise IRError(f"grad_function needs a function with one scalar float result; "
                      f"'@{f.name}' returns {shown}", f.loc)
    differentiable = differentiable_args(f)
    for i in argnums:
        if i not in differentiable:
            raise IRError(f"argument #{i + 1} of '@{f.name}' gets no gradient: only float"
                          f" arguments not flagged nograd do", f.loc)
    joint = joint_function(f)
    grad = new_function(f"{f.name}_grad", f.arg_types, [a.name_hint for a in f.args],
                        [flags - {TANGENT} for flags in f.arg_flags], loc=f.loc)
    tangent = joint.args[len(f.args)]
    mapping: dict[int, Value] = {id(p): a for p, a in zip(joint.args[:len(f.args)], grad.args)}
    mapping[id(tangent)] = Builder(grad.body).like(1.0, tangent, hint="one")
    for op in joint.ops[:-1]:
        grad.body.append(copy_op(op, mapping))
    grads = joint.returns[1:]
    finish_function(grad, [mapping[id(grads[differentiable.index(i)])] for i in argnums])
    eliminate_dead_code(grad)
    return grad


@register_pass("autodiff")
@dataclass(frozen=True)
class Autodiff(Pass):
    """Replace every function by its joint forward+backward function (same name)."""

    def run(self, module: Module, ctx: PassContext) -> Module:
        return Module([joint_function(f) for f in module.functions])
