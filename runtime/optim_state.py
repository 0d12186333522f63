"""An optimizer's `state_dict` and `load_state_dict`, in PyTorch's layout.

`{"state": {index: {name: value}}, "param_groups": [{options..., "params": [index, ...]}]}`:
parameters are numbered across the groups in order, and a parameter's state holds the names
PyTorch's optimizer holds (`momentum_buffer`; `step`, `exp_avg`, `exp_avg_sq`; `step`,
`square_avg`, `momentum_buffer`, `grad_avg`; ...), arrays as host copies, `step` and the
other one-number state (`Optimizer.scalar_states`, NAdam's `mu_product`) as numbers. So a
`torch.optim` state dict loads here and ours loads into PyTorch's (after `torch.tensor` of the
arrays). Loading copies each array into the parameter's dtype and onto its device, in the form
the parameter's update keeps it (host, or the compiled update's arrays), so that training
resumed from a round trip takes the same steps as training that never stopped.
`ParamState`, the optimizer's `state`, is keyed by parameter `id` and also reads by the
parameter, as PyTorch's `opt.state[p]`.
"""
from __future__ import annotations

import copy

import numpy as np

from ..ir.errors import IRError, ShapeError
from .device import DeviceArray
from .tensor import Tensor, _placed


class ParamState(dict):
    """Per-parameter state keyed by the parameter's `id`; a Tensor key reads as its id, so
    `opt.state[p]` works as in PyTorch (an empty dict before the first step)."""

    def __getitem__(self, key) -> dict:
        return self.setdefault(id(key) if isinstance(key, Tensor) else key, {})

    def __contains__(self, key) -> bool:
        return super().__contains__(id(key) if isinstance(key, Tensor) else key)

    def get(self, key, default=None):
        return super().get(id(key) if isinstance(key, Tensor) else key, default)


def _host(value):
    """A state value as saved: a number for a step, a host copy for an array."""
    if isinstance(value, (int, float)):
        return value
    array = np.array(value)                   # a copy (from the device when it is there)
    return float(array) if array.ndim == 0 else array


def state_dict(opt) -> dict:
    """`opt`'s options and state in PyTorch's layout (see the module docstring)."""
    index: dict[int, int] = {}
    groups, state = [], {}
    for group in opt.param_groups:
        packed = {k: v for k, v in group.items() if k != "params"}
        packed["params"] = [index.setdefault(id(p), len(index)) for p in group["params"]]
        groups.append(packed)
        for p in group["params"]:
            held = opt.state.get(id(p))
            if held:
                state[index[id(p)]] = {name: _host(held[name]) for name in opt.saved_names(group)
                                       if held.get(name) is not None}
    return {"state": state, "param_groups": groups}


def load_state_dict(opt, saved: dict) -> None:
    """Replace `opt`'s options and state by `saved`'s (see the module docstring)."""
    if not isinstance(saved, dict) or not {"state", "param_groups"} <= set(saved):
        raise IRError("an optimizer state dict has the keys 'state' and 'param_groups', got"
                      f" {sorted(saved) if isinstance(saved, dict) else type(saved).__name__}")
    groups = saved["param_groups"]
    if len(groups) != len(opt.param_groups):
        raise IRError("loaded state dict has a different number of parameter groups: "
                      f"{len(groups)}, the optimizer has {len(opt.param_groups)}")
    for ours, theirs in zip(opt.param_groups, groups):
        if len(ours["params"]) != len(theirs["params"]):
            raise IRError("loaded state dict contains a parameter group that doesn't match the"
                          f" size of optimizer's group ({len(theirs['params'])} parameters, the"
                          f" optimizer's {len(ours['params'])})")
    new_groups, owner = [], {}
    for ours, theirs in zip(opt.param_groups, groups):
        group = {**copy.deepcopy({k: v for k, v in theirs.items() if k != "params"}),
                 "params": ours["params"]}
        if "param_names" in ours and "param_names" not in group:
            group["param_names"] = ours["param_names"]
        opt._check(group)
        new_groups.append(group)
        owner.update({int(i): (p, group) for i, p in zip(theirs["params"], ours["params"])})
    state = ParamState()
    for index, values in saved["state"].items():
        if int(index) not in owner:
            raise IRError(f"loaded state dict has state for parameter {index}, which no"
                          " parameter group holds")
        p, group = owner[int(index)]
        state[id(p)] = _loaded(opt, p, group, values)
    opt.param_groups[:] = new_groups
    opt.state = state


def _loaded(opt, p, group: dict, values: dict) -> dict:
    """One parameter's saved state in the form its update keeps it."""
    fused = opt._fused(p, group)
    state: dict = {}
    if fused:
        opt.init_device_state(p, state)
    for name, value in values.items():
        if value is None:
            continue
        if name not in opt.state_names:
            raise IRError(f"{type(opt).__name__} has no state '{name}' (its state is"
                          f" {', '.join(opt.state_names) or 'empty'})")
        if name == "step":
            step = float(value)
            state[name] = _placed(np.asarray(step, p.dtype), p.device) if fused else int(step)
            continue
        if name in opt.scalar_states:
            number = np.asarray(float(value), p.dtype)
            state[name] = _placed(number, p.device) if fused else number[()]
            continue
        array = np.array(np.asarray(value), dtype=p.dtype)
        if array.shape != p.shape:
            raise ShapeError(f"loaded state '{name}' has shape {list(array.shape)}, the"
                             f" parameter {list(p.shape)}")
        state[name] = _placed(array, p.device) if fused or type(p._data) is DeviceArray \
            else array
    opt.loaded_state(p, state, fused, values)
    return state
