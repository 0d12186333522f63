"""`aotgrad.nn.utils.rnn`: `pad_sequence` and `unpad_sequence` (defined in
`runtime/rnn_utils.py`)."""
from aotgrad.runtime.rnn_utils import pad_sequence, unpad_sequence

__all__ = ["pad_sequence", "unpad_sequence"]
