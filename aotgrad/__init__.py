"""aotgrad: an ahead-of-time autograd compiler."""
