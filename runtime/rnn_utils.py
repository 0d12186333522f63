"""`nn.utils.rnn` as PyTorch's: `pad_sequence` and `unpad_sequence` (a list of sequences of
different lengths [L_i, *] as one padded batch and back), and `PackedSequence` with
`pack_padded_sequence`, `pad_packed_sequence`, `pack_sequence` and `unpack_sequence`, all
differentiable in the sequences. The recurrent layers (`runtime/rnn.py`) take a
`PackedSequence` and return one, as PyTorch's. The lengths are read on the host (as PyTorch
wants them on the CPU): inside a compiled function, a tensor of lengths is a graph break."""
from __future__ import annotations

from typing import NamedTuple

import numpy as np

from .. import functions as ops
from .tensor import tensor


def pad_sequence(sequences, batch_first: bool = False, padding_value: float = 0.0,
                 padding_side: str = "right"):
    """The sequences [L_i, *] padded with `padding_value` to the longest and stacked:
    [L, B, *], or [B, L, *] with `batch_first`; `padding_side="left"` pads before them."""
    if padding_side not in ("left", "right"):
        raise ValueError(f"Expected padding_side to be one of left or right, but got"
                         f" {padding_side}.")
    sequences = list(sequences)
    if not sequences:
        raise ValueError("received an empty list of sequences")
    longest = max(s.shape[0] for s in sequences)
    padded = []
    for s in sequences:
        missing = longest - s.shape[0]
        if missing:
            fill = ops.full((missing, *s.shape[1:]), padding_value, dtype=s.dtype)
            s = ops.cat([s, fill] if padding_side == "right" else [fill, s], 0)
        padded.append(s)
    return ops.stack(padded, 0 if batch_first else 1)


def unpad_sequence(padded_sequences, lengths, batch_first: bool = False):
    """The sequences of a right-padded batch, each cut to its length."""
    batch = padded_sequences if batch_first else padded_sequences.transpose(0, 1)
    return [batch[i, :int(n)] for i, n in enumerate(list(lengths))]


# -------------------------------------------------------------------------- packed sequences

class PackedSequence(NamedTuple):
    """A batch of sequences of different lengths, as PyTorch's: `data` [sum of lengths, *]
    holds step 0 of every sequence, then step 1 of those that have one, and so on, the
    sequences longest first; `batch_sizes` (int64, on the host) how many sequences each step
    has; `sorted_indices` / `unsorted_indices` the permutation from the batch's order to
    longest-first and back (None when the batch was sorted)."""

    data: object
    batch_sizes: object
    sorted_indices: object = None
    unsorted_indices: object = None

    def to(self, *args, **kwargs) -> "PackedSequence":
        """The sequence with `data` moved or cast (`Tensor.to`'s arguments)."""
        return self._replace(data=self.data.to(*args, **kwargs))

    def cuda(self, *args, **kwargs) -> "PackedSequence":
        return self._replace(data=self.data.cuda(*args, **kwargs))

    def cpu(self) -> "PackedSequence":
        return self._replace(data=self.data.cpu())

    @property
    def is_cuda(self) -> bool:
        return self.data.is_cuda


def _lengths(lengths) -> np.ndarray:
    """The lengths as integers on the host (a tensor's are read: a graph break when traced,
    as PyTorch asks for them on the CPU)."""
    out = np.asarray(lengths if not hasattr(lengths, "numpy") else lengths.numpy(),
                     dtype=np.int64).reshape(-1)
    return out


def pack_padded_sequence(input, lengths, batch_first: bool = False,
                         enforce_sorted: bool = True) -> PackedSequence:
    """The padded batch [T, B, *] ([B, T, *] with `batch_first`) of sequences of `lengths`
    as a `PackedSequence`; with `enforce_sorted=False` the batch may be in any order."""
    n = _lengths(lengths)
    x = input.transpose(0, 1) if batch_first else input
    if n.size != x.shape[1]:
        raise ValueError(f"Expected `len(lengths)` to be equal to batch_size, but got"
                         f" {n.size} (batch_size={x.shape[1]})")
    if n.size and n.min() <= 0:
        raise RuntimeError("Length of all samples has to be greater than 0, but found an"
                           " element in 'lengths' that is <= 0")
    if n.size and n.max() > x.shape[0]:
        raise RuntimeError(f"Expected the longest sequence (length {n.max()}) to be at most"
                           f" the padded length {x.shape[0]}")
    order = None
    if enforce_sorted:
        if np.any(np.diff(n) > 0):
            raise RuntimeError("`lengths` array must be sorted in decreasing order when"
                               " `enforce_sorted` is True. You can pass `enforce_sorted=False`"
                               " to pack_padded_sequence and/or pack_sequence to sidestep"
                               " this requirement if you do not need ONNX exportability.")
    else:
        order = np.argsort(-n, kind="stable")
        x = ops.index_select(x, 1, tensor(order))
        n = n[order]
    sizes = np.array([(n > t).sum() for t in range(int(n.max()) if n.size else 0)], np.int64)
    data = ops.cat([x[t, :int(b)] for t, b in enumerate(sizes)], 0)
    return PackedSequence(data, tensor(sizes), *_indices(order))


def _indices(order):
    if order is None:
        return None, None
    return tensor(order.astype(np.int64)), tensor(np.argsort(order).astype(np.int64))


def pad_packed_sequence(sequence: PackedSequence, batch_first: bool = False,
                        padding_value: float = 0.0, total_length: int | None = None):
    """(the padded batch [T, B, *] in the original order, its lengths (int64)): the inverse
    of `pack_padded_sequence`; `total_length` pads to that many steps."""
    sizes = _lengths(sequence.batch_sizes)
    batch = int(sizes[0]) if sizes.size else 0
    steps = len(sizes) if total_length is None else int(total_length)
    if steps < len(sizes):
        raise ValueError(f"Expected total_length to be at least the length of the longest"
                         f" sequence in input, but got total_length={total_length} and max"
                         f" sequence length being {len(sizes)}")
    data, rows, at = sequence.data, [], 0
    for t in range(steps):
        b = int(sizes[t]) if t < len(sizes) else 0
        row = data[at:at + b]
        if b < batch:
            fill = ops.full((batch - b, *data.shape[1:]), padding_value, dtype=data.dtype)
            row = ops.cat([row, fill], 0) if b else fill
        rows.append(row)
        at += b
    padded = ops.stack(rows, 0)
    lengths = np.array([(sizes > i).sum() for i in range(batch)], np.int64)
    if sequence.unsorted_indices is not None:
        back = np.asarray(sequence.unsorted_indices.numpy())
        padded = ops.index_select(padded, 1, sequence.unsorted_indices)
        lengths = lengths[back]
    return (padded.transpose(0, 1) if batch_first else padded), tensor(lengths)


def pack_sequence(sequences, enforce_sorted: bool = True) -> PackedSequence:
    """The list of sequences [L_i, *] as a `PackedSequence`."""
    sequences = list(sequences)
    return pack_padded_sequence(pad_sequence(sequences), [s.shape[0] for s in sequences],
                                enforce_sorted=enforce_sorted)


def unpack_sequence(packed_sequences: PackedSequence) -> list:
    """The sequences of a `PackedSequence`, in their original order."""
    padded, lengths = pad_packed_sequence(packed_sequences)
    return unpad_sequence(padded, lengths)
