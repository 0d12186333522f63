"""`nn.utils.rnn.pad_sequence` and `unpad_sequence`, as PyTorch's: a list of sequences of
different lengths [L_i, *] as one padded batch and back, differentiable in the sequences."""
from __future__ import annotations

from .. import functions as ops


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
