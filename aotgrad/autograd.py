"""`aotgrad.autograd`: the tape, as `torch.autograd` spells it.

`grad(outputs, inputs, grad_outputs=None, retain_graph=None, create_graph=False,
allow_unused=False)` returns gradients without touching `.grad`; `backward(tensors,
grad_tensors=None, retain_graph=False)` is `Tensor.backward` for several roots at once; the grad
modes (`no_grad`, `enable_grad`, `set_grad_enabled`, `is_grad_enabled`) and the graph's nodes
(`Node`, `AccumulateGrad`) are those of `aotgrad.runtime`.
"""
from aotgrad.runtime.autograd import (AccumulateGrad, BackwardError, Node, enable_grad,
                                      is_grad_enabled, no_grad, set_grad_enabled)
from aotgrad.runtime.engine import RemovableHandle
from aotgrad.runtime.tape import backward, grad

__all__ = ["grad", "backward", "no_grad", "enable_grad", "set_grad_enabled", "is_grad_enabled",
           "Node", "AccumulateGrad", "RemovableHandle", "BackwardError"]
