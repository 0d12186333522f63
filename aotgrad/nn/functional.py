"""`aotgrad.nn.functional`, imported as `F` the way PyTorch's is: functions with PyTorch's names,
argument names and defaults (defined in `runtime/functional_nn.py`, `runtime/losses.py`
and, for attention, `runtime/attention.py`), each differentiable where PyTorch's is.

Convolution and pooling (`conv2d`, `max_pool2d`, `avg_pool2d`, `adaptive_avg_pool2d`) are the
op functions of `aotgrad` (`frontend/conv_ops.py`); `batch_norm` updates the running statistics
in training as PyTorch's does (`runtime/normalization.py`). The 1-d convolution and pools,
`interpolate` and the pixel shuffles are in `runtime/functional_vision.py`, more activations,
`pairwise_distance` and `group_norm` in `runtime/functional_extra.py`, the margin losses in
`runtime/losses_margin.py`, the transposed convolutions in `runtime/conv_transpose.py`, the
3-d convolution and pools in `runtime/functional_3d.py`.
"""
from aotgrad.functions import adaptive_avg_pool2d, avg_pool2d, conv2d, max_pool2d
from aotgrad.runtime.attention import scaled_dot_product_attention
from aotgrad.runtime.functional_nn import (cosine_similarity, dropout, elu, embedding, gelu,
                                           hardtanh, layer_norm, leaky_relu, linear,
                                           log_softmax, logsigmoid, normalize, one_hot, pad,
                                           relu, relu6, sigmoid, silu, softmax, softmin,
                                           softplus, tanh)
from aotgrad.runtime.losses import (binary_cross_entropy, binary_cross_entropy_with_logits,
                                    cross_entropy, huber_loss, kl_div, l1_loss, mse_loss,
                                    nll_loss, smooth_l1_loss)
from aotgrad.runtime.normalization import batch_norm
from aotgrad.runtime.functional_extra import (bilinear, celu, dropout1d, dropout2d, glu, group_norm,
                                              hardshrink, hardsigmoid, hardswish,
                                              gumbel_softmax, instance_norm, mish,
                                              pairwise_distance, prelu,
                                              selu, softshrink, softsign, tanhshrink,
                                              threshold)
from aotgrad.runtime.functional_vision import (adaptive_avg_pool1d, adaptive_max_pool2d,
                                               avg_pool1d, conv1d, fold, interpolate,
                                               max_pool1d, pixel_shuffle, pixel_unshuffle,
                                               unfold, upsample, channel_shuffle, pdist)
from aotgrad.runtime.conv_transpose import conv_transpose1d, conv_transpose2d, conv_transpose3d
from aotgrad.runtime.functional_3d import adaptive_avg_pool3d, avg_pool3d, conv3d, max_pool3d
from aotgrad.runtime.embedding_bag import embedding_bag
from aotgrad.runtime.grid_sample import affine_grid, grid_sample
from aotgrad.runtime.nn_more_layers import alpha_dropout, local_response_norm, rrelu
from aotgrad.runtime.losses_likelihood import gaussian_nll_loss, poisson_nll_loss
from aotgrad.runtime.losses_ctc import ctc_loss
from aotgrad.runtime.losses_margin import (cosine_embedding_loss, hinge_embedding_loss,
                                           margin_ranking_loss, multi_margin_loss,
                                           multilabel_soft_margin_loss, soft_margin_loss,
                                           triplet_margin_loss)

__all__ = [
    # activations
    "relu", "relu6", "hardtanh", "elu", "leaky_relu", "gelu", "silu", "softplus", "sigmoid",
    "tanh", "logsigmoid", "softmax", "log_softmax", "softmin", "hardsigmoid", "hardswish",
    "mish", "softsign", "glu", "prelu", "selu", "celu", "threshold", "hardshrink",
    "softshrink", "tanhshrink", "gumbel_softmax", "rrelu",
    # layers
    "linear", "bilinear", "layer_norm", "normalize", "cosine_similarity", "dropout", "embedding",
    "embedding_bag", "one_hot", "alpha_dropout", "local_response_norm", "pad", "pairwise_distance", "group_norm", "instance_norm", "dropout1d",
    "dropout2d", "interpolate", "upsample",
    "pixel_shuffle", "pixel_unshuffle", "channel_shuffle", "pdist", "unfold", "fold", "affine_grid", "grid_sample",
    "scaled_dot_product_attention",
    # convolution, pooling and batch norm
    "conv1d", "conv2d", "conv3d", "conv_transpose1d", "conv_transpose2d", "conv_transpose3d",
    "max_pool1d", "max_pool2d", "max_pool3d", "avg_pool1d", "avg_pool2d", "avg_pool3d",
    "adaptive_avg_pool1d", "adaptive_avg_pool2d", "adaptive_avg_pool3d", "adaptive_max_pool2d",
    "batch_norm",
    # losses
    "cross_entropy", "nll_loss", "mse_loss", "l1_loss", "smooth_l1_loss", "huber_loss",
    "kl_div", "binary_cross_entropy", "binary_cross_entropy_with_logits",
    "cosine_embedding_loss", "margin_ranking_loss", "triplet_margin_loss",
    "hinge_embedding_loss", "soft_margin_loss", "multilabel_soft_margin_loss",
    "multi_margin_loss", "poisson_nll_loss", "gaussian_nll_loss", "ctc_loss",
]
