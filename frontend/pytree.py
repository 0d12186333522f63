"""What a traced function returns, as a structure: tensors nested in tuples, lists, dicts and
named tuples, with None and strings kept as they are (torch.compile's pytrees). `flatten`
gives the leaves in order (each a tensor, or a number that becomes a 0-d tensor) and the
`Structure`, which `rebuild` fills with the compiled function's outputs."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

#: values returned as they are, not as outputs of the compiled function.
CONSTANTS = (type(None), str)


@dataclass(frozen=True)
class Structure:
    """One node: `leaf` (an output), `constant` (`value`), `tuple`, `list`, `dict` (`keys`)
    or `namedtuple` (`value`: its class), with its `children`."""

    kind: str
    children: tuple = ()
    keys: tuple = ()
    value: Any = None

    @property
    def single(self) -> bool:
        """Whether the function returned one tensor (not in a container)."""
        return self.kind == "leaf"

    @property
    def count(self) -> int:
        """How many outputs (leaves) it holds."""
        return 1 if self.kind == "leaf" else sum(c.count for c in self.children)

    def rebuild(self, values: Sequence) -> Any:
        """The returned value with `values` (one per leaf, in order) in place of the leaves."""
        return self._fill(iter(values))

    def _fill(self, it) -> Any:
        if self.kind == "leaf":
            return next(it)
        if self.kind == "constant":
            return self.value
        items = [c._fill(it) for c in self.children]
        if self.kind == "tuple":
            return tuple(items)
        if self.kind == "list":
            return items
        if self.kind == "dict":
            return dict(zip(self.keys, items))
        return self.value(*items)

    def describe(self, leaves: Sequence | None = None) -> str:
        """The structure as text, each leaf shown as the next of `leaves` (else `T`):
        `(f32[3], [f32[], None])`."""
        return self._text(iter(leaves) if leaves is not None else None)

    def _text(self, leaves) -> str:
        if self.kind == "leaf":
            return "T" if leaves is None else str(next(leaves))
        if self.kind == "constant":
            return repr(self.value)
        parts = [c._text(leaves) for c in self.children]
        if self.kind == "dict":
            return "{" + ", ".join(f"{k!r}: {p}" for k, p in zip(self.keys, parts)) + "}"
        inner = ", ".join(parts)
        if self.kind == "list":
            return f"[{inner}]"
        if self.kind == "namedtuple":
            return f"{self.value.__name__}({inner})"
        return f"({inner},)" if len(parts) == 1 else f"({inner})"


def flatten(obj: Any) -> tuple[list, Structure]:
    """The leaves of `obj`, in order, and its structure."""
    leaves: list = []
    return leaves, _walk(obj, leaves)


def _walk(obj: Any, leaves: list) -> Structure:
    if isinstance(obj, CONSTANTS):
        return Structure("constant", value=obj)
    if isinstance(obj, tuple) and hasattr(obj, "_fields"):
        return Structure("namedtuple", tuple(_walk(x, leaves) for x in obj), value=type(obj))
    if isinstance(obj, (tuple, list)):
        return Structure(type(obj).__name__ if type(obj) in (tuple, list) else "tuple",
                         tuple(_walk(x, leaves) for x in obj))
    if isinstance(obj, dict):
        keys = tuple(obj)
        return Structure("dict", tuple(_walk(obj[k], leaves) for k in keys), keys)
    leaves.append(obj)
    return Structure("leaf")
