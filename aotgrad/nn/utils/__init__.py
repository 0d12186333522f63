"""`aotgrad.nn.utils`: gradient clipping, parameter vectors and weight normalisation (defined
in `runtime/nn_utils.py`), and `rnn`, padded and packed sequences."""
from aotgrad.runtime.nn_utils import (clip_grad_norm_, clip_grad_value_, clip_grads_with_norm_,
                                      get_total_norm, parameters_to_vector, remove_weight_norm,
                                      vector_to_parameters, weight_norm)
from aotgrad.nn.utils import rnn

__all__ = ["rnn", "clip_grad_norm_", "clip_grad_value_", "clip_grads_with_norm_",
           "get_total_norm", "parameters_to_vector", "vector_to_parameters", "weight_norm",
           "remove_weight_norm"]
