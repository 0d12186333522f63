"""`aotgrad.utils.data`: datasets, samplers and the `DataLoader`, as `torch.utils.data`'s.

A training script's input pipeline ports unchanged: `TensorDataset(x, y)`,
`random_split(ds, [0.8, 0.2])`, `DataLoader(ds, batch_size=64, shuffle=True, drop_last=True)`
yields batches as the same structure of aotgrad Tensors (`default_collate`: tensors, arrays and
numbers stacked along a new first dim, tuples, lists and dicts collated field by field, strings
kept as lists). Shuffling and splitting draw from aotgrad's generator (`aotgrad.manual_seed`,
or the `generator=` passed, an `aotgrad.Generator`): a run is reproducible, not the same
permutation PyTorch's generator would give. A `TensorDataset` batch under the default collate is
one indexing of each tensor by the batch's indices, the same numbers as stacking its items one
by one. With `pin_memory=True` (and a GPU), the batch's tensors are copied into page-locked
memory, so that `.to("cuda", non_blocking=True)` of them is queued without the host waiting.
`num_workers` and the other worker options are accepted and change nothing: batches are made
in the calling thread.
"""
from __future__ import annotations

import bisect
import math
import warnings
from typing import Iterator, Sequence

import numpy as np

from ..ir.tensor.source import counter_uniform
from ..ir.types import DType
from . import device
from .random import Generator, default_generator
from .tensor import Tensor


class Dataset:
    """A map-style dataset: `dataset[i]` for `i` in `range(len(dataset))`."""

    def __getitem__(self, index):
        raise NotImplementedError(f"{type(self).__name__} defines no __getitem__")

    def __add__(self, other: "Dataset") -> "ConcatDataset":
        return ConcatDataset([self, other])


class TensorDataset(Dataset):
    """Item `i` is `(t[i] for t in tensors)`; every tensor has the same first dim."""

    def __init__(self, *tensors):
        if not tensors:
            raise ValueError("TensorDataset needs at least one tensor")
        self.tensors = tuple(t if isinstance(t, Tensor) else Tensor(np.asarray(t))
                             for t in tensors)
        n = self.tensors[0].shape[0] if self.tensors[0].shape else None
        if n is None or any(not t.shape or t.shape[0] != n for t in self.tensors):
            raise ValueError("Size mismatch between tensors: TensorDataset needs tensors"
                             f" with one first dim, got shapes"
                             f" {[list(t.shape) for t in self.tensors]}")

    def __getitem__(self, index):
        return tuple(t[index] for t in self.tensors)

    def __len__(self) -> int:
        return self.tensors[0].shape[0]


class Subset(Dataset):
    """The items of `dataset` at `indices`, in that order."""

    def __init__(self, dataset, indices: Sequence[int]):
        self.dataset, self.indices = dataset, list(indices)

    def __getitem__(self, index):
        if isinstance(index, list):
            return self.dataset[[self.indices[i] for i in index]]
        return self.dataset[self.indices[index]]

    def __len__(self) -> int:
        return len(self.indices)


class ConcatDataset(Dataset):
    """The items of each of `datasets`, one after the other."""

    def __init__(self, datasets):
        self.datasets = list(datasets)
        if not self.datasets:
            raise ValueError("datasets should not be an empty iterable")
        self.cumulative_sizes = list(np.cumsum([len(d) for d in self.datasets]))

    def __len__(self) -> int:
        return int(self.cumulative_sizes[-1])

    def __getitem__(self, index: int):
        if index < 0:
            if -index > len(self):
                raise ValueError("absolute value of index should not exceed dataset length")
            index += len(self)
        k = bisect.bisect_right(self.cumulative_sizes, index)
        start = self.cumulative_sizes[k - 1] if k else 0
        return self.datasets[k][index - start]


def _uniform(n: int, generator: Generator | None) -> np.ndarray:
    """`n` uniform numbers in [0, 1) from `generator` (aotgrad's default when None), which
    moves past them, as a random op's draws do."""
    g = generator if generator is not None else default_generator
    if not isinstance(g, Generator):
        raise TypeError(f"generator must be an aotgrad.Generator, got {type(g).__name__}")
    seed, offset = g.next_rng(n)
    return counter_uniform(int(seed), int(offset), (n,), DType.f64)


def _permutation(n: int, generator: Generator | None) -> np.ndarray:
    return np.argsort(_uniform(n, generator), kind="stable")


def random_split(dataset, lengths: Sequence, generator: Generator | None = None
                 ) -> list[Subset]:
    """Non-overlapping random subsets of `dataset` of `lengths` (counts, or fractions that sum
    to 1, rounded down with the remainder given one by one to the first ones, as PyTorch)."""
    n = len(dataset)
    lengths = list(lengths)
    if math.isclose(sum(lengths), 1) and sum(lengths) <= 1:
        counts = [int(math.floor(n * f)) for f in lengths]
        for i in range(n - sum(counts)):
            counts[i % len(counts)] += 1
        lengths = counts
    if sum(lengths) != n:
        raise ValueError("Sum of input lengths does not equal the length of the input"
                         " dataset!")
    order = _permutation(n, generator).tolist()
    out, start = [], 0
    for length in lengths:
        out.append(Subset(dataset, order[start:start + length]))
        start += length
    return out


class Sampler:
    """Yields dataset indices."""

    def __iter__(self) -> Iterator[int]:
        raise NotImplementedError


class SequentialSampler(Sampler):
    """0, 1, ..., len(data_source) - 1."""

    def __init__(self, data_source):
        self.data_source = data_source

    def __iter__(self):
        return iter(range(len(self.data_source)))

    def __len__(self) -> int:
        return len(self.data_source)


class RandomSampler(Sampler):
    """A new random permutation of the indices at each pass (or `num_samples` draws with
    replacement), from `generator`."""

    def __init__(self, data_source, replacement: bool = False, num_samples: int | None = None,
                 generator: Generator | None = None):
        self.data_source, self.replacement = data_source, replacement
        self._num_samples, self.generator = num_samples, generator
        if num_samples is not None and (not isinstance(num_samples, int) or num_samples <= 0):
            raise ValueError(f"num_samples should be a positive integer value, but got"
                             f" num_samples={num_samples}")

    @property
    def num_samples(self) -> int:
        return len(self.data_source) if self._num_samples is None else self._num_samples

    def __iter__(self):
        n = len(self.data_source)
        if self.replacement:
            draws = _uniform(self.num_samples, self.generator)
            return iter(np.minimum((draws * n).astype(np.int64), n - 1).tolist())
        passes = -(-self.num_samples // n) if n else 0
        order = [i for _ in range(passes) for i in _permutation(n, self.generator).tolist()]
        return iter(order[:self.num_samples])

    def __len__(self) -> int:
        return self.num_samples


class SubsetRandomSampler(Sampler):
    """The given indices in a new random order at each pass."""

    def __init__(self, indices: Sequence[int], generator: Generator | None = None):
        self.indices, self.generator = list(indices), generator

    def __iter__(self):
        return iter([self.indices[i] for i in _permutation(len(self.indices), self.generator)])

    def __len__(self) -> int:
        return len(self.indices)


class WeightedRandomSampler(Sampler):
    """`num_samples` indices drawn with probabilities proportional to `weights`."""

    def __init__(self, weights, num_samples: int, replacement: bool = True,
                 generator: Generator | None = None):
        self.weights = np.asarray(weights, dtype=np.float64).reshape(-1)
        if self.weights.size == 0 or (self.weights < 0).any() or not self.weights.sum() > 0:
            raise ValueError("weights must be non-negative with a positive sum")
        if not replacement and num_samples > np.count_nonzero(self.weights):
            raise ValueError("cannot draw more samples than there are non-zero weights"
                             " without replacement")
        self.num_samples, self.replacement, self.generator = num_samples, replacement, generator

    def __iter__(self):
        w = self.weights
        if self.replacement:
            cdf = np.cumsum(w)
            draws = _uniform(self.num_samples, self.generator) * cdf[-1]
            return iter(np.minimum(np.searchsorted(cdf, draws, side="right"),
                                   len(w) - 1).tolist())
        # without replacement: the largest u ** (1 / w) keys (an exponential race)
        with np.errstate(divide="ignore"):
            keys = np.where(w > 0, np.log(_uniform(len(w), self.generator)) / w, -np.inf)
        return iter(np.argsort(-keys, kind="stable")[:self.num_samples].tolist())

    def __len__(self) -> int:
        return self.num_samples


class BatchSampler(Sampler):
    """Lists of `batch_size` indices of `sampler` (the last one shorter unless
    `drop_last`)."""

    def __init__(self, sampler, batch_size: int, drop_last: bool):
        if isinstance(batch_size, bool) or not isinstance(batch_size, int) or batch_size <= 0:
            raise ValueError(f"batch_size should be a positive integer value, but got"
                             f" batch_size={batch_size}")
        self.sampler, self.batch_size, self.drop_last = sampler, batch_size, drop_last

    def __iter__(self):
        batch = []
        for i in self.sampler:
            batch.append(i)
            if len(batch) == self.batch_size:
                yield batch
                batch = []
        if batch and not self.drop_last:
            yield batch

    def __len__(self) -> int:
        n = len(self.sampler)
        return n // self.batch_size if self.drop_last else -(-n // self.batch_size)


def default_collate(batch: list):
    """A list of items as one batch: tensors, arrays and numbers stacked along a new first
    dim (Python floats as float64, ints as int64, as PyTorch), tuples, lists and dicts field
    by field, strings and other objects kept as a list."""
    first = batch[0]
    if isinstance(first, Tensor):
        return Tensor(np.stack([np.asarray(x) for x in batch]))
    if isinstance(first, np.ndarray) and first.dtype.kind in "biuf":
        return Tensor(np.stack(batch))
    if isinstance(first, (bool, np.bool_)):
        return Tensor(np.array(batch, dtype=np.bool_))
    if isinstance(first, (int, np.integer)):
        return Tensor(np.array(batch, dtype=np.int64))
    if isinstance(first, (float, np.floating)):
        return Tensor(np.array(batch, dtype=np.float64))
    if isinstance(first, dict):
        return {key: default_collate([d[key] for d in batch]) for key in first}
    if isinstance(first, tuple) and hasattr(first, "_fields"):        # a namedtuple
        return type(first)(*(default_collate(list(s)) for s in zip(*batch)))
    if isinstance(first, (tuple, list)):
        if any(len(x) != len(first) for x in batch):
            raise RuntimeError("each element in list of batch should be of equal size")
        return [default_collate(list(s)) for s in zip(*batch)]
    return list(batch)


class DataLoader:
    """Batches of `dataset`: `batch_size` items (the last batch shorter unless `drop_last`),
    in order or, with `shuffle=True`, in a new random order at each pass over the data."""

    def __init__(self, dataset, batch_size: int | None = 1, shuffle: bool | None = None,
                 sampler=None, batch_sampler=None, num_workers: int = 0, collate_fn=None,
                 pin_memory: bool = False, drop_last: bool = False, timeout: float = 0,
                 worker_init_fn=None, multiprocessing_context=None,
                 generator: Generator | None = None, *, prefetch_factor=None,
                 persistent_workers: bool = False, pin_memory_device: str = "",
                 in_order: bool = True):
        if sampler is not None and shuffle:
            raise ValueError("sampler option is mutually exclusive with shuffle")
        if batch_sampler is not None and (batch_size != 1 or shuffle or sampler is not None
                                          or drop_last):
            raise ValueError("batch_sampler option is mutually exclusive with batch_size,"
                             " shuffle, sampler, and drop_last")
        if num_workers < 0:
            raise ValueError("num_workers option should be non-negative; use num_workers=0"
                             " to disable multiprocessing.")
        if pin_memory and device.unavailable() is not None:
            warnings.warn("pin_memory=True, but no GPU can be used here: batches are not "
                          "pinned", stacklevel=2)
            pin_memory = False
        self.dataset, self.num_workers, self.pin_memory = dataset, num_workers, pin_memory
        self.batch_size, self.drop_last, self.generator = batch_size, drop_last, generator
        if sampler is None:
            sampler = RandomSampler(dataset, generator=generator) if shuffle else \
                SequentialSampler(dataset)
        if batch_size is not None and batch_sampler is None:
            batch_sampler = BatchSampler(sampler, batch_size, drop_last)
        self.sampler, self.batch_sampler = sampler, batch_sampler
        self.collate_fn = collate_fn or (default_collate if batch_sampler is not None
                                         else (lambda item: item))

    def __iter__(self):
        pin = _pinned if self.pin_memory else (lambda b: b)
        if self.batch_sampler is None:                  # batch_size=None: items as they are
            for i in self.sampler:
                yield pin(self.collate_fn(self.dataset[i]))
            return
        fast = isinstance(self.dataset, TensorDataset) and self.collate_fn is default_collate
        for indices in self.batch_sampler:
            if fast:                                    # one indexing per tensor
                at = np.asarray(indices, dtype=np.int64)
                yield pin([Tensor(np.asarray(t)[at]) for t in self.dataset.tensors])
            else:
                yield pin(self.collate_fn([self.dataset[i] for i in indices]))

    def __len__(self) -> int:
        return len(self.batch_sampler if self.batch_sampler is not None else self.sampler)


def _pinned(batch):
    """`batch` with its host tensors in page-locked memory (`Tensor.pin_memory`)."""
    if isinstance(batch, Tensor):
        return batch if batch.is_cuda or batch.is_pinned() else batch.pin_memory()
    if isinstance(batch, (list, tuple)):
        return type(batch)(_pinned(b) for b in batch)
    if isinstance(batch, dict):
        return {k: _pinned(v) for k, v in batch.items()}
    return batch


__all__ = ["Dataset", "TensorDataset", "Subset", "ConcatDataset", "random_split", "Sampler",
           "SequentialSampler", "RandomSampler", "SubsetRandomSampler", "WeightedRandomSampler",
           "BatchSampler", "default_collate", "DataLoader"]
