"""`aotgrad.nn.utils`: gradient clipping and parameter vectors (defined in
`runtime/nn_utils.py`), and `rnn`, the padding of sequences."""
from aotgrad.runtime.nn_utils import (clip_grad_norm_, clip_grad_value_, clip_grads_with_norm_,
                                      get_total_norm, parameters_to_vector,
                                      vector_to_parameters)
from aotgrad.nn.utils import rnn

__all__ = ["rnn", "clip_grad_norm_", "clip_grad_value_", "clip_grads_with_norm_",
           "get_total_norm", "parameters_to_vector", "vector_to_parameters"]
