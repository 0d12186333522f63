"""`aotgrad.nn.utils.rnn`: `pad_sequence`, `unpad_sequence`, `PackedSequence`,
`pack_padded_sequence`, `pad_packed_sequence`, `pack_sequence`, `unpack_sequence` (defined in
`runtime/rnn_utils.py`)."""
from aotgrad.runtime.rnn_utils import (PackedSequence, pack_padded_sequence, pack_sequence,
                                       pad_packed_sequence, pad_sequence, unpack_sequence,
                                       unpad_sequence)

__all__ = ["pad_sequence", "unpad_sequence", "PackedSequence", "pack_padded_sequence",
           "pad_packed_sequence", "pack_sequence", "unpack_sequence"]
