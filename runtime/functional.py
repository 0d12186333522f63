"""Functional gradients: `aotgrad.grad(fn, argnums)` and `aotgrad.value_and_grad(fn, argnums)`.

The returned function is compiled and traceable. Called on arrays or numbers it returns numpy
arrays, through a `CompiledFunction` (one compilation per signature) of the traced gradient.
Called on traced values (inside `trace`, `compile` or another `grad`) it traces `fn` as a nested
trace, builds the gradient function with `passes.autodiff.grad_function` and inlines it into the
enclosing trace, so `grad(grad(f))` gives second derivatives. `fn` must return one scalar float;
`argnums` is an index (one gradient) or a tuple of indices (a tuple of gradients). A parsed
`Module` stands for its function `fn` (`grad(aotgrad.parse_file("m.ag"), fn="loss")`).
"""
from __future__ import annotations

import functools
from typing import Callable, Sequence

from ..frontend.tracer import (Traced, example_types, function_name, innermost_trace,
                               trace_function, traced_in)
from ..ir.types import TensorType
from ..passes.autodiff import grad_function
from ..ir.core import Module
from .compiled import module_function
from .compiler import compile_module
from .function import CompiledFunction
from .tensor import Tensor


class GradFunction:
    """The gradient (and optionally the value) of `fn` with respect to `argnums`."""

    def __init__(self, fn: Callable, argnums: int | Sequence[int], with_value: bool):
        functools.update_wrapper(self, fn, updated=())
        self.fn = fn
        self.single = isinstance(argnums, int)
        self.argnums = (argnums,) if self.single else tuple(argnums)
        self.with_value = with_value
        self.__name__ = f"{'value_and_grad' if with_value else 'grad'}_{function_name(fn)}"

        def flat(*args):
            return tuple(self._emit(args))
        flat.__name__ = self.__name__
        flat.__wrapped__ = fn                 # argument names come from fn's signature
        self._compiled = CompiledFunction(flat, lambda module, arrays, label, profile=False:
                                          compile_module(module, profile=profile))

    def __call__(self, *args):
        if traced_in(args):
            return self._format(self._emit(args))
        return self._format(self._compiled(*[a.data if isinstance(a, Tensor) else a
                                             for a in args]))

    def _format(self, outs: Sequence):
        grads = outs[1:] if self.with_value else outs
        grads = grads[0] if self.single else tuple(grads)
        return (outs[0], grads) if self.with_value else grads

    def _check(self, types: list[TensorType]) -> None:
        for i in self.argnums:
            if not -len(types) <= i < len(types):
                raise TypeError(f"{self.__name__}: argnums {i} is out of range for"
                                f" {len(types)} arguments")
            if not types[i].dtype.is_float:
                raise TypeError(f"{self.__name__}: argument #{i + 1} is {types[i]}; gradients"
                                f" need float inputs")

    def _emit(self, args: tuple) -> list[Traced]:
        """Trace `fn` nested in the enclosing trace and inline its gradient (and value)."""
        outer = innermost_trace(traced_in(args))
        types = example_types(args)
        self._check(types)
        inner, _ = trace_function(self.fn, types, parent=outer)
        f = inner.function
        if len(f.result_types) != 1 or f.result_types[0].shape != () or \
                not f.result_types[0].dtype.is_float:
            shown = ", ".join(map(str, f.result_types)) or "nothing"
            raise TypeError(f"{self.__name__}: '{f.name}' must return one scalar float, not"
                            f" {shown}")
        argnums = tuple(i % len(types) for i in self.argnums)
        values = [outer.local(a) if isinstance(a, Traced) else outer.value_of(a, f"argument"
                                                                             f" #{i + 1}")
                  for i, a in enumerate(args)]
        values += [v for v, _ in inner.captured]
        grads = outer.inline(grad_function(f, argnums), values)
        return outer.inline(f, values) + grads if self.with_value else grads


def _function(function: Callable | Module, fn: str | None) -> Callable:
    if isinstance(function, Module):
        return module_function(function, fn)
    if fn is not None:
        raise TypeError(f"fn=name picks a function of a Module; got a {type(function).__name__}")
    return function


def grad(function: Callable | Module, /, argnums: int | Sequence[int] = 0, *,
         fn: str | None = None) -> GradFunction:
    """The gradient of scalar-valued `function` (or function `fn` of a parsed Module) with
    respect to argument(s) `argnums`."""
    return GradFunction(_function(function, fn), argnums, with_value=False)


def value_and_grad(function: Callable | Module, /, argnums: int | Sequence[int] = 0, *,
                   fn: str | None = None) -> GradFunction:
    """`(f(*args), grad(f, argnums)(*args))` from one compiled function; `fn` as in `grad`."""
    return GradFunction(_function(function, fn), argnums, with_value=True)
