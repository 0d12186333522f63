"""The global random generator: `aotgrad.manual_seed(n)` and the `%rng` of each call.

A compiled function whose IR draws random numbers takes one `%rng: i64[2]` argument, the
(seed, base offset) of that call. `next_rng(draws)` hands out the generator's current pair and
advances the offset by `draws`, the function's stream length (`ir.tensor.stream_length`), so
every call, and every function, gets counters no other call used; a forward and its backward
share the pair of their call. `manual_seed(n)` resets the seed and the offset, making a run
reproducible, as `torch.manual_seed` does. The state is global on purpose: it is the one
generator of the process, as in PyTorch.
"""
from __future__ import annotations

import numpy as np

_INT64 = 2 ** 63


class Generator:
    """A seed and the next unused counter of the counter-based generator."""

    def __init__(self, seed: int = 0):
        self.manual_seed(seed)

    def manual_seed(self, seed: int) -> "Generator":
        """Restart at `seed` (any integer; taken modulo 2**64) with offset 0."""
        if isinstance(seed, bool) or not isinstance(seed, (int, np.integer)):
            raise TypeError(f"manual_seed expects an integer, got {type(seed).__name__}")
        seed = int(seed) % 2 ** 64
        self.seed = seed - 2 ** 64 if seed >= _INT64 else seed      # stored as an i64
        self.offset = 0
        return self

    def next_rng(self, draws: int) -> np.ndarray:
        """The (seed, base offset) of one call that uses `draws` counters; advances past them."""
        rng = np.array([self.seed, self.offset], dtype=np.int64)
        self.offset = (self.offset + int(draws)) % _INT64
        return rng

    def get_state(self) -> tuple[int, int]:
        """(seed, offset), to restore with `set_state`."""
        return self.seed, self.offset

    def set_state(self, state: tuple[int, int]) -> None:
        self.seed, self.offset = (int(v) for v in state)


#: The process-wide generator that compiled functions draw from.
default_generator = Generator(0)


def manual_seed(seed: int) -> Generator:
    """Seed the generator every compiled function draws its `%rng` from; returns it."""
    return default_generator.manual_seed(seed)


def next_rng(draws: int) -> np.ndarray:
    """The `%rng` argument of the next call of a function that uses `draws` counters."""
    return default_generator.next_rng(draws)


def eager_random(run, cls, args: list, kwargs: dict):
    """Random op `cls` run now by `run(name, args, kwargs)`, with the generator's current
    (seed, offset) as its `rng` operand; the generator then moves past the numbers drawn.
    Called while a function is traced, the op goes to that trace instead."""
    from ..frontend.rng import RESERVED
    from ..frontend.tracer import active_trace, user_location
    from ..ir.core import IRError
    name = cls.mnemonic()
    trace = active_trace()
    if trace is not None:                   # rand([4]) in a traced function: traced, not eager
        return trace.emit(name, args, kwargs)
    for key in RESERVED:
        if key in kwargs:
            raise IRError(f"'{name}' takes no '{key}': random numbers come from the generator"
                          f" set by aotgrad.manual_seed", user_location())
    n = len(cls.operand_names) - 1
    rng = np.array([default_generator.seed, default_generator.offset], dtype=np.int64)
    out = run(name, [*args[:n], rng, *args[n:]], kwargs)
    default_generator.next_rng(np.asarray(out).size * cls.draws_per_element)
    return out
