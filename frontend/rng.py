"""Random ops in the frontends: the implicit `%rng` argument and each op's stream offset.

A function that calls `rand` or `dropout` gets one more argument, `%rng: i64[2] nograd`, the
(seed, base offset) of a call, passed at run time by the caller (`aotgrad.manual_seed` sets the
generator that supplies it). `RandomStreams.apply(builder, cls, args, kwargs)` builds one random
op on that argument with `offset` = the element counts of the random ops built before it, so the
ops of one function never share numbers. Users do not pass `rng`, `seed` or `offset`: these are
refused with a message saying where random numbers come from.
"""
from __future__ import annotations

from typing import Callable

from ..ir.builder import Builder
from ..ir.core import BlockArgument, Function, IRError, Value
from ..ir.tensor import RNG_TYPE
from .ops import apply_class

#: keywords of the random ops that the frontend, not the user, supplies.
RESERVED = ("rng", "seed", "offset")


class RandomStreams:
    """The random ops of one function being built: `make_rng()` gives its `%rng` value.

    The streams of a nested trace share the offsets of their `parent`, so the ops a nested
    function inlines into the outer one keep distinct parts of the stream.
    """

    def __init__(self, make_rng: Callable[[], Value], parent: "RandomStreams | None" = None):
        self.make_rng = make_rng
        self.parent = parent
        self.rng: Value | None = None
        self._offset = 0

    @property
    def offset(self) -> int:
        """The next free position of the stream."""
        return self.parent.offset if self.parent else self._offset

    def advance(self, draws: int) -> int:
        """Reserve `draws` positions; returns the first."""
        if self.parent:
            return self.parent.advance(draws)
        start, self._offset = self._offset, self._offset + draws
        return start

    def value(self) -> Value:
        """The function's `%rng` value, made on first use."""
        if self.rng is None:
            self.rng = self.make_rng()
        return self.rng

    def apply(self, b: Builder, cls, args: list, kwargs: dict) -> Value:
        """Build random op `cls` on the user's `args` and keyword attributes."""
        name = cls.mnemonic()
        for key in RESERVED:
            if key in kwargs:
                raise IRError(f"'{name}' takes no '{key}': random numbers come from the"
                              f" generator set by aotgrad.manual_seed, passed to each call")
        n = len(cls.operand_names) - 1          # the user's operands; `rng` is the last one
        if len(args) < n or any(isinstance(a, Value) for a in args[n:]):
            raise IRError(f"'{name}' expects {n} tensor argument{'s' * (n != 1)},"
                          f" got {sum(isinstance(a, Value) for a in args)}")
        value = apply_class(b, cls, [*args[:n], self.value(), *args[n:]],
                            {**kwargs, "offset": self.offset})
        self.advance(value.type.numel * cls.draws_per_element)
        return value


def add_rng_argument(f: Function) -> Value:
    """Append `%rng: i64[2] nograd` to `f`'s arguments; returns it."""
    arg = BlockArgument(RNG_TYPE, f.body, len(f.body.args), "rng")
    f.body.args.append(arg)
    f.arg_flags.append(frozenset({"nograd"}))
    return arg

