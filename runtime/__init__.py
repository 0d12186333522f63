"""The runtime: the eager `Tensor` (`tensor`), backward through compiled calls (`autograd`),
backends (`backend`), compiled functions (`compiled`, `aot`), functional gradients
(`functional`) and debug levels (`debug`)."""
