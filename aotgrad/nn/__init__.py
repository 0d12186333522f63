"""`aotgrad.nn`: modules, parameters and losses (defined in `runtime/nn.py`), recurrent layers
(`runtime/rnn.py`), attention (`runtime/attention.py`), more layers and losses
(`runtime/nn_vision.py`, `runtime/nn_3d.py`, `runtime/nn_extra_layers.py`,
`runtime/conv_transpose.py`, `runtime/transformer.py`, `runtime/embedding_bag.py`,
`runtime/nn_more_layers.py`),
`aotgrad.nn.functional` (PyTorch's `F`) and `aotgrad.nn.utils` (gradient clipping, `rnn`)."""
from aotgrad.runtime.nn import (Dropout, Embedding, LayerNorm, Linear, Module, Parameter,
                         cross_entropy, manual_seed, mse_loss)
from aotgrad.runtime.nn_layers import (ELU, GELU, BCELoss, BCEWithLogitsLoss, CrossEntropyLoss,
                                Flatten, Identity, L1Loss, LeakyReLU, LogSoftmax, ModuleDict,
                                ModuleList, MSELoss, NLLLoss, ReLU, ReLU6, Sequential, SiLU,
                                Sigmoid, Softmax, Softplus, Tanh)
from aotgrad.runtime.rnn import GRU, LSTM, RNN, GRUCell, LSTMCell, RNNCell
from aotgrad.runtime.attention import MultiheadAttention
from aotgrad.runtime.nn_conv import (AdaptiveAvgPool2d, AvgPool2d, BatchNorm1d, BatchNorm2d,
                                     Conv2d, MaxPool2d)
from aotgrad.runtime.nn_vision import (AdaptiveAvgPool1d, AvgPool1d, ConstantPad1d,
                                       ConstantPad2d, Conv1d, Dropout1d, Dropout2d, Fold,
                                       GroupNorm, Unfold,
                                       InstanceNorm1d, InstanceNorm2d, MaxPool1d,
                                       PixelShuffle, PixelUnshuffle, ReflectionPad1d,
                                       ReflectionPad2d, ReplicationPad1d, ReplicationPad2d,
                                       Unflatten, Upsample, ZeroPad1d, ZeroPad2d,
                                       ChannelShuffle, UpsamplingBilinear2d,
                                       UpsamplingNearest2d)
from aotgrad.runtime.nn_extra_layers import (CELU, GLU, SELU, Bilinear, CosineEmbeddingLoss,
                                             CosineSimilarity, Hardshrink, Hardsigmoid,
                                             Hardswish, Hardtanh, HingeEmbeddingLoss, HuberLoss,
                                             KLDivLoss, LogSigmoid, MarginRankingLoss, Mish,
                                             PairwiseDistance, ParameterDict, ParameterList,
                                             PReLU, SmoothL1Loss, Softmin, Softshrink, Softsign,
                                             Tanhshrink, Threshold, TripletMarginLoss,
                                             SoftMarginLoss, MultiLabelSoftMarginLoss,
                                             MultiMarginLoss, PoissonNLLLoss, GaussianNLLLoss,
                                             CTCLoss)
from aotgrad.runtime.conv_transpose import ConvTranspose1d, ConvTranspose2d, ConvTranspose3d
from aotgrad.runtime.nn_3d import (AdaptiveAvgPool3d, AvgPool3d, BatchNorm3d, Conv3d,
                                   InstanceNorm3d, MaxPool3d)
from aotgrad.runtime.embedding_bag import EmbeddingBag
from aotgrad.runtime.nn_more_layers import (AdaptiveMaxPool2d, AlphaDropout, LazyLinear,
                                            LocalResponseNorm, RReLU, Softmax2d, SyncBatchNorm)
from aotgrad.runtime.transformer import (Transformer, TransformerDecoder,
                                         TransformerDecoderLayer, TransformerEncoder,
                                         TransformerEncoderLayer)
from aotgrad.nn import functional, init, utils

__all__ = ["Module", "Parameter", "Linear", "Embedding", "LayerNorm", "Dropout", "ReLU", "Tanh",
           "GELU", "Sequential", "ModuleList", "cross_entropy", "mse_loss", "CrossEntropyLoss",
           "MSELoss", "manual_seed", "utils", "functional", "init", "RNNCell", "LSTMCell", "GRUCell",
           "RNN", "LSTM", "GRU", "MultiheadAttention", "Identity", "Sigmoid", "SiLU", "ReLU6",
           "LeakyReLU", "ELU", "Softplus", "Softmax", "LogSoftmax", "Flatten", "NLLLoss",
           "L1Loss", "BCELoss", "BCEWithLogitsLoss", "ModuleDict", "Conv2d", "MaxPool2d",
           "AvgPool2d", "AdaptiveAvgPool2d", "BatchNorm1d", "BatchNorm2d", "Conv1d", "MaxPool1d",
           "AvgPool1d", "AdaptiveAvgPool1d", "GroupNorm", "ZeroPad1d", "ZeroPad2d",
           "ConstantPad1d", "ConstantPad2d", "ReflectionPad1d", "ReflectionPad2d",
           "ReplicationPad1d", "ReplicationPad2d", "Upsample", "PixelShuffle", "PixelUnshuffle",
           "UpsamplingNearest2d", "UpsamplingBilinear2d", "ChannelShuffle",
           "Unflatten", "Hardsigmoid", "Hardswish", "Mish", "Softsign", "GLU", "PReLU",
           "PairwiseDistance", "CosineSimilarity", "SmoothL1Loss", "HuberLoss", "KLDivLoss",
           "CosineEmbeddingLoss", "MarginRankingLoss", "TripletMarginLoss",
           "HingeEmbeddingLoss", "ConvTranspose1d", "ConvTranspose2d", "Transformer",
           "TransformerEncoder", "TransformerDecoder", "TransformerEncoderLayer",
           "TransformerDecoderLayer", "Dropout1d", "Dropout2d", "InstanceNorm1d",
           "InstanceNorm2d", "Hardtanh", "LogSigmoid", "Softmin", "SELU", "CELU", "Threshold",
           "Hardshrink", "Softshrink", "Tanhshrink", "ParameterList", "ParameterDict", "Unfold",
           "Fold", "SoftMarginLoss",
           "MultiLabelSoftMarginLoss", "MultiMarginLoss", "PoissonNLLLoss", "GaussianNLLLoss", "CTCLoss",
           "Bilinear", "EmbeddingBag", "SyncBatchNorm", "LazyLinear", "AdaptiveMaxPool2d",
           "Softmax2d", "LocalResponseNorm", "AlphaDropout", "RReLU", "Conv3d", "MaxPool3d",
           "AvgPool3d", "AdaptiveAvgPool3d", "BatchNorm3d", "InstanceNorm3d", "ConvTranspose3d"]
