"""`aotgrad.utils.data`: datasets, samplers and `DataLoader`, as `torch.utils.data` (defined in
`runtime/data.py`)."""
from aotgrad.runtime.data import (BatchSampler, ConcatDataset, DataLoader, Dataset,
                                  RandomSampler, Sampler, SequentialSampler, Subset,
                                  SubsetRandomSampler, TensorDataset, WeightedRandomSampler,
                                  default_collate, random_split)

__all__ = ["Dataset", "TensorDataset", "Subset", "ConcatDataset", "random_split", "Sampler",
           "SequentialSampler", "RandomSampler", "SubsetRandomSampler", "WeightedRandomSampler",
           "BatchSampler", "default_collate", "DataLoader"]
