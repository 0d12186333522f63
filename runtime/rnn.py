"""Recurrent layers as PyTorch's: `RNNCell`, `LSTMCell`, `GRUCell`, and `RNN`, `LSTM`, `GRU`
over a sequence.

Parameters, names, shapes, order and initialisation are PyTorch's (`weight_ih`, `weight_hh`,
`bias_ih`, `bias_hh` for a cell; `weight_ih_l0`, ..., `bias_hh_l1_reverse` for a sequence
layer; every one uniform in +-1/sqrt(hidden_size)), and so are the gate orders (LSTM: input,
forget, cell, output; GRU: reset, update, new), so a PyTorch state_dict loads unchanged and
gives the same outputs. The cells are compositions of matmul, sigmoid and tanh, so they are
differentiable and trace into `aotgrad.compile`.

A sequence is unrolled in Python, one cell step per time step, and each step is written so
that it lowers to the same kernels at every step: a step reads its input and state as whole
tensors (never at an offset that depends on the step), and, in a traced function, each step's
output passes through an identity gather (`_own_buffer`) before it is stacked, so the slice of
the output's gradient that comes back to step t is read by a small kernel of its own, not
inside the step's backward. `dedupe-kernels` then emits the cell's kernels once, however long
the sequence (`tests/test_rnn.py` counts them).
"""
from __future__ import annotations

import math

import numpy as np

from .. import functions as ops
from ..frontend.tracer import traced_in
from ..ir.errors import DTypeError, ShapeError
from ..ir.types import DType
from .functional_nn import _dtype, dropout
from .nn import Module, Parameter, init_generator
from .rnn_utils import PackedSequence
from .tensor import tensor

#: gates of each cell, stacked in the weights in this order (PyTorch's).
GATES = {"RNN_TANH": 1, "RNN_RELU": 1, "LSTM": 4, "GRU": 3}


def _numpy_dtype(dtype) -> np.dtype:
    if dtype is None:
        return np.dtype(np.float32)
    if isinstance(dtype, str):
        return np.dtype(DType(dtype).numpy)
    return np.dtype(DType.from_numpy(dtype).numpy if not isinstance(dtype, DType)
                    else dtype.numpy)


def _uniform(shape, bound: float, dtype) -> Parameter:
    return Parameter(init_generator().uniform(-bound, bound, shape).astype(dtype))


def _linear(x, weight, bias):
    y = ops.matmul(x, ops.transpose(weight))
    return y if bias is None else y + bias


def _chunks(g, n: int, hidden: int) -> list:
    return [g[:, k * hidden:(k + 1) * hidden] for k in range(n)]


def rnn_step(mode: str, x, state, w_ih, w_hh, b_ih, b_hh, hidden: int):
    """One step of cell `mode` on x [B, I] and state (h or (h, c), each [B, H]): the new
    state. The gates are PyTorch's, in its order."""
    if mode == "LSTM":
        h, c = state
        g = _linear(x, w_ih, b_ih) + _linear(h, w_hh, b_hh)
        i, f, cell, o = _chunks(g, 4, hidden)
        c = ops.sigmoid(f) * c + ops.sigmoid(i) * ops.tanh(cell)
        return ops.sigmoid(o) * ops.tanh(c), c
    if mode == "GRU":
        gi, gh = _linear(x, w_ih, b_ih), _linear(state, w_hh, b_hh)
        (ir, iz, i_n), (hr, hz, h_n) = _chunks(gi, 3, hidden), _chunks(gh, 3, hidden)
        r, z = ops.sigmoid(ir + hr), ops.sigmoid(iz + hz)
        n = ops.tanh(i_n + r * h_n)
        return n + z * (state - n)                       # (1 - z) n + z h
    pre = _linear(x, w_ih, b_ih) + _linear(state, w_hh, b_hh)
    return ops.tanh(pre) if mode == "RNN_TANH" else ops.relu(pre)


def _own_buffer(h):
    """`h` [B, H] itself; traced, through an identity gather along dim 0, whose gradient (a
    scatter_add) reads the incoming gradient in a kernel of its own: the step's backward then
    reads a whole buffer, the same at every step, not a slice at the step's offset."""
    if not traced_in([h]):
        return h
    return ops.take_along(h, ops.iota(0, list(h.shape)), axis=0)


def _check_input(x, input_size: int, weight, what: str) -> None:
    if x.shape[-1] != input_size:
        raise ShapeError(f"{what}: input.size(-1) must be equal to input_size. Expected"
                         f" {input_size}, got {x.shape[-1]}")
    if _dtype(x) != _dtype(weight):
        raise DTypeError(f"{what}: input must have the type {_dtype(weight).value}, got type"
                         f" {_dtype(x).value} (the parameters' dtype: make the module with"
                         f" dtype=)")


class _CellBase(Module):
    mode = "RNN_TANH"

    def __init__(self, input_size: int, hidden_size: int, bias: bool = True, device=None,
                 dtype=None):
        super().__init__()
        if input_size <= 0 or hidden_size <= 0:
            raise ValueError(f"{type(self).__name__}: input_size and hidden_size must be"
                             f" positive, got {input_size} and {hidden_size}")
        self.input_size, self.hidden_size, self.bias = input_size, hidden_size, bias
        dt, bound, n = _numpy_dtype(dtype), 1.0 / math.sqrt(hidden_size), GATES[self.mode]
        self.weight_ih = _uniform((n * hidden_size, input_size), bound, dt)
        self.weight_hh = _uniform((n * hidden_size, hidden_size), bound, dt)
        self.bias_ih = _uniform((n * hidden_size,), bound, dt) if bias else None
        self.bias_hh = _uniform((n * hidden_size,), bound, dt) if bias else None

    def _zeros(self, batch: list, x):
        return ops.zeros(batch + [self.hidden_size], dtype=_dtype(x))

    def _state(self, x, hx):
        """(x as [B, I], the state as [B, H] tensors, whether x was unbatched)."""
        what = type(self).__name__
        if len(x.shape) not in (1, 2):
            raise ShapeError(f"{what}: Expected input to be 1D or 2D, got {len(x.shape)}D"
                             f" instead")
        batched = len(x.shape) == 2
        if not batched:
            x = ops.reshape(x, [1, x.shape[0]])
        _check_input(x, self.input_size, self.weight_ih, what)
        parts = (hx if isinstance(hx, (tuple, list)) else (hx,)) if hx is not None else ()
        states = []
        for p in parts:
            if not batched:
                p = ops.reshape(p, [1, *p.shape])
            if tuple(p.shape) != (x.shape[0], self.hidden_size):
                want = [x.shape[0], self.hidden_size] if batched else [self.hidden_size]
                got = list(p.shape) if batched else list(p.shape[1:])
                raise ShapeError(f"{what}: expected hidden state of shape {want}, got {got}")
            states.append(p)
        return x, states, batched

    def _step(self, x, state):
        return rnn_step(self.mode, x, state, self.weight_ih, self.weight_hh, self.bias_ih,
                        self.bias_hh, self.hidden_size)

    def extra_repr(self) -> str:
        return f"{self.input_size}, {self.hidden_size}" + ("" if self.bias else ", bias=False")


def _unbatch(t, batched: bool):
    return t if batched else ops.reshape(t, list(t.shape[1:]))


class RNNCell(_CellBase):
    """h' = tanh(x W_ih^T + b_ih + h W_hh^T + b_hh) (or relu, `nonlinearity="relu"`)."""

    def __init__(self, input_size: int, hidden_size: int, bias: bool = True,
                 nonlinearity: str = "tanh", device=None, dtype=None):
        if nonlinearity not in ("tanh", "relu"):
            raise ValueError(f"Unknown nonlinearity: {nonlinearity}")
        self.nonlinearity = nonlinearity
        self.mode = "RNN_TANH" if nonlinearity == "tanh" else "RNN_RELU"
        super().__init__(input_size, hidden_size, bias, device, dtype)

    def forward(self, input, hx=None):
        x, states, batched = self._state(input, hx)
        h = states[0] if states else self._zeros([x.shape[0]], x)
        return _unbatch(self._step(x, h), batched)


class LSTMCell(_CellBase):
    """One LSTM step: (h', c') from x and (h, c), gates i, f, g, o as PyTorch's."""

    mode = "LSTM"

    def forward(self, input, hx=None):
        x, states, batched = self._state(input, hx)
        if hx is not None and len(states) != 2:
            raise ValueError("LSTMCell: hx must be a tuple (h_0, c_0)")
        if not states:
            states = [self._zeros([x.shape[0]], x), self._zeros([x.shape[0]], x)]
        h, c = self._step(x, tuple(states))
        return _unbatch(h, batched), _unbatch(c, batched)


class GRUCell(_CellBase):
    """One GRU step: gates r, z, n as PyTorch's; h' = (1 - z) n + z h."""

    mode = "GRU"

    def forward(self, input, hx=None):
        x, states, batched = self._state(input, hx)
        h = states[0] if states else self._zeros([x.shape[0]], x)
        return _unbatch(self._step(x, h), batched)


class _RNNBase(Module):
    mode = "RNN_TANH"

    def __init__(self, input_size: int, hidden_size: int, num_layers: int = 1,
                 bias: bool = True, batch_first: bool = False, dropout: float = 0.0,
                 bidirectional: bool = False, proj_size: int = 0, device=None, dtype=None):
        super().__init__()
        name = type(self).__name__
        if proj_size:
            raise ValueError(f"{name}: proj_size is not supported")
        if input_size <= 0 or hidden_size <= 0 or num_layers <= 0:
            raise ValueError(f"{name}: input_size, hidden_size and num_layers must be"
                             f" positive, got {input_size}, {hidden_size} and {num_layers}")
        if not 0.0 <= dropout <= 1.0:
            raise ValueError("dropout should be a number in range [0, 1] representing the"
                             " probability of an element being zeroed")
        self.input_size, self.hidden_size, self.num_layers = input_size, hidden_size, num_layers
        self.bias, self.batch_first, self.dropout = bias, batch_first, float(dropout)
        self.bidirectional = bidirectional
        dirs, n = 2 if bidirectional else 1, GATES[self.mode]
        dt, bound = _numpy_dtype(dtype), 1.0 / math.sqrt(hidden_size)
        kinds = ("weight_ih", "weight_hh") + (("bias_ih", "bias_hh") if bias else ())
        self._flat_weights_names = [f"{kind}_l{layer}" + ("_reverse" if d else "")
                                    for layer in range(num_layers) for d in range(dirs)
                                    for kind in kinds]
        self._flat_weights = []
        for name in self._flat_weights_names:
            layer = int(name.split("_l")[1].split("_")[0])
            rows = n * hidden_size
            width = input_size if layer == 0 else hidden_size * dirs
            shape = (rows, width) if name.startswith("weight_ih") else \
                (rows, hidden_size) if name.startswith("weight_hh") else (rows,)
            setattr(self, name, _uniform(shape, bound, dt))

    def __setattr__(self, name: str, value) -> None:
        # `_flat_weights` follows the named parameters, as PyTorch's does: the compiler finds
        # a module's parameters through the attribute names its code reads, and the names
        # `weight_ih_l0`, ... are built at run time.
        super().__setattr__(name, value)
        if name in vars(self).get("_flat_weights_names", ()):
            super().__setattr__("_flat_weights", [getattr(self, n)
                                                  for n in self._flat_weights_names
                                                  if n in vars(self)])

    def _weights(self, layer: int, direction: int) -> tuple:
        """(weight_ih, weight_hh, bias_ih, bias_hh) of one layer and direction."""
        per = 4 if self.bias else 2
        at = (layer * (2 if self.bidirectional else 1) + direction) * per
        found = self._flat_weights[at:at + per]
        return tuple(found) + (None, None) * (not self.bias)

    def _initial(self, hx, batch: int, batched: bool, x) -> list:
        """The initial state of each (layer, direction): h, or (h, c) for an LSTM."""
        name, dirs = type(self).__name__, 2 if self.bidirectional else 1
        shape = [self.num_layers * dirs, batch, self.hidden_size]
        lstm = self.mode == "LSTM"
        if hx is None:
            zero = ops.zeros(shape[1:], dtype=_dtype(x))
            return [(zero, zero) if lstm else zero] * (self.num_layers * dirs)
        if lstm and (not isinstance(hx, (tuple, list)) or len(hx) != 2):
            raise ValueError(f"{name}: hx must be a tuple (h_0, c_0)")
        parts = list(hx) if lstm else [hx]
        for i, p in enumerate(parts):
            want = shape if batched else [shape[0], shape[2]]
            if list(p.shape) != want:
                kind = "hidden" if i == 0 else "cell"
                raise ShapeError(f"{name}: Expected {kind} size {tuple(want)}, got"
                                 f" {tuple(p.shape)}")
        if not batched:
            parts = [ops.reshape(p, [shape[0], 1, shape[2]]) for p in parts]
        per = [[p[k] for p in parts] for k in range(shape[0])]
        return [tuple(s) if lstm else s[0] for s in per]

    def forward(self, input, hx=None):
        """(output, h_n), or (output, (h_n, c_n)) for an LSTM, as PyTorch's: output holds the
        last layer's h at every step, h_n (and c_n) every layer's last state. A
        `PackedSequence` input gives a `PackedSequence` output (`_forward_packed`)."""
        if isinstance(input, PackedSequence):
            return self._forward_packed(input, hx)
        name = type(self).__name__
        if len(input.shape) not in (2, 3):
            raise ShapeError(f"{name}: Expected input to be 2D or 3D, got"
                             f" {len(input.shape)}D instead")
        batched = len(input.shape) == 3
        x = input
        if not batched:
            x = ops.reshape(x, [x.shape[0], 1, x.shape[1]])
        elif self.batch_first:
            x = ops.transpose(x, [1, 0, 2])
        _check_input(x, self.input_size, self._flat_weights[0], name)
        steps, batch = x.shape[0], x.shape[1]
        states = self._initial(hx, batch, batched, x)
        dirs = 2 if self.bidirectional else 1
        seq, last = self._layers([x[t] for t in range(steps)], states)
        output = ops.concat([ops.reshape(_own_buffer(s), [1, *s.shape]) for s in seq], 0) \
            if steps else ops.zeros([0, batch, dirs * self.hidden_size], dtype=_dtype(x))
        if not batched:
            output = ops.reshape(output, [steps, output.shape[2]])
        elif self.batch_first:
            output = ops.transpose(output, [1, 0, 2])
        if self.mode == "LSTM":
            return output, (self._stacked([s[0] for s in last], batched),
                            self._stacked([s[1] for s in last], batched))
        return output, self._stacked(last, batched)

    def _layers(self, seq: list, states: list, masks=None) -> tuple[list, list]:
        """Every layer over the steps `seq` from `states`: the last layer's outputs per step
        and each (layer, direction)'s last state (`masks`: as `_run`'s)."""
        last, dirs = [], 2 if self.bidirectional else 1
        for layer in range(self.num_layers):
            if layer and self.dropout and self.training:
                seq = [dropout(s, self.dropout) for s in seq]
            outs = []
            for d in range(dirs):
                out, state = self._run(seq, states[layer * dirs + d], layer, d, masks)
                outs.append(out)
                last.append(state)
            seq = outs[0] if dirs == 1 else \
                [ops.concat([a, b], 1) for a, b in zip(outs[0], outs[1])]
        return seq, last

    def _run(self, seq: list, state, layer: int, direction: int, masks=None):
        """The steps of one layer in one direction: its outputs in time order, last state.
        `masks[t]` ([B, 1] bools): the sequences that have step t; the others keep their
        state through it (a packed batch)."""
        w_ih, w_hh, b_ih, b_hh = self._weights(layer, direction)
        outs = [None] * len(seq)
        order = range(len(seq) - 1, -1, -1) if direction else range(len(seq))
        for t in order:
            new = rnn_step(self.mode, seq[t], state, w_ih, w_hh, b_ih, b_hh, self.hidden_size)
            if masks is not None and masks[t] is not None:
                new = tuple(ops.where(masks[t], a, b) for a, b in zip(new, state)) \
                    if self.mode == "LSTM" else ops.where(masks[t], new, state)
            state = new
            outs[t] = state[0] if self.mode == "LSTM" else state
        return outs, state

    def _forward_packed(self, packed, hx):
        """The layers over a `PackedSequence`, as PyTorch's: each sequence's steps only (the
        batch is run whole, longest first, the sequences past their end keeping their state:
        each direction's last state is the one at the sequence's own last step), the output
        packed as the input, h_n in the batch's original order."""
        name = type(self).__name__
        sizes = [int(b) for b in np.asarray(packed.batch_sizes.numpy()).reshape(-1)]
        data = packed.data
        if len(data.shape) != 2:
            raise ShapeError(f"{name}: Expected packed data to be 2D, got"
                             f" {len(data.shape)}D instead")
        _check_input(data, self.input_size, self._flat_weights[0], name)
        batch = sizes[0] if sizes else 0
        if hx is not None and packed.sorted_indices is not None:
            hx = tuple(ops.index_select(h, 1, packed.sorted_indices) for h in hx) \
                if self.mode == "LSTM" else ops.index_select(hx, 1, packed.sorted_indices)
        states = self._initial(hx, batch, True, data)
        seq, masks, at = [], [], 0
        for b in sizes:
            step = data[at:at + b]
            at += b
            if b < batch:
                step = ops.cat([step, ops.zeros([batch - b, data.shape[1]],
                                                dtype=_dtype(data))], 0)
            seq.append(step)
            masks.append(None if b == batch else
                         tensor(np.arange(batch)[:, None] < b).to(data.device))
        seq, last = self._layers(seq, states, masks)
        output = packed._replace(data=ops.cat([s[:b] for s, b in zip(seq, sizes)], 0))

        def back(h):
            h = self._stacked(h, True)
            return h if packed.unsorted_indices is None else \
                ops.index_select(h, 1, packed.unsorted_indices)
        if self.mode == "LSTM":
            return output, (back([s[0] for s in last]), back([s[1] for s in last]))
        return output, back(last)

    def _stacked(self, states: list, batched: bool):
        h = ops.concat([ops.reshape(s, [1, *s.shape]) for s in states], 0)
        return h if batched else ops.reshape(h, [h.shape[0], h.shape[2]])

    def extra_repr(self) -> str:
        s = f"{self.input_size}, {self.hidden_size}"
        if self.num_layers != 1:
            s += f", num_layers={self.num_layers}"
        if not self.bias:
            s += ", bias=False"
        if self.batch_first:
            s += ", batch_first=True"
        if self.dropout:
            s += f", dropout={self.dropout}"
        if self.bidirectional:
            s += ", bidirectional=True"
        return s


class RNN(_RNNBase):
    """An Elman RNN over a sequence: h_t = tanh (or relu) of x_t W_ih^T + b_ih + h W_hh^T
    + b_hh, layer by layer."""

    def __init__(self, input_size: int, hidden_size: int, num_layers: int = 1,
                 nonlinearity: str = "tanh", bias: bool = True, batch_first: bool = False,
                 dropout: float = 0.0, bidirectional: bool = False, device=None, dtype=None):
        if nonlinearity not in ("tanh", "relu"):
            raise ValueError(f"Unknown nonlinearity '{nonlinearity}'. Select from 'tanh' or"
                             f" 'relu'.")
        self.nonlinearity = nonlinearity
        self.mode = "RNN_TANH" if nonlinearity == "tanh" else "RNN_RELU"
        super().__init__(input_size, hidden_size, num_layers, bias, batch_first, dropout,
                         bidirectional, device=device, dtype=dtype)


class LSTM(_RNNBase):
    """An LSTM over a sequence: returns (output, (h_n, c_n))."""

    mode = "LSTM"


class GRU(_RNNBase):
    """A GRU over a sequence: returns (output, h_n)."""

    mode = "GRU"

