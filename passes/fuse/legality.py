"""The one fusion legality rule, at the loop level and at the tensor level.

In: what a producer kernel is (its `Kind`), what each consumer of its output is, and how the
consumer reads the output (`Access`). Out: how the producer fuses into that consumer
(`Fusion.INLINE`: its scalar body substituted at the consumer's loads; `Fusion.MERGE`: the two
kernels share their outer loops and the value is forwarded from the store to the load;
`Fusion.NONE`), and whether its output is still written to memory (`is_written`).

`fuse` asks `fusion` for every producer/consumer pair it fuses. The partitioner asks the same
rule through `is_materialized_after_fusion`, which maps tensor ops onto the kernels `lower`
makes of them: an elementwise op (or rand, cast, a constant) is a pointwise kernel, a
reduction or argmax is a reduction kernel, a BLAS matmul is an extern call, concat is a kernel
of several nests, and a view is no kernel at all (its consumers read through it). So the
min-cut and the fuser agree on what is written to memory.
"""
from __future__ import annotations

from enum import Enum
from typing import Sequence


class Kind(Enum):
    """What a kernel call is, as far as fusion cares."""

    POINTWISE = "pointwise"   # one loop nest, one store at the nest's own index, no accumulator
    REDUCTION = "reduction"   # a nest holding an accumulator loop (sum, max, argmax, loop matmul)
    CONCAT = "concat"         # several nests, or stores at shifted indices
    CONSTANT = "constant"     # unrolled stores at constant indices
    EXTERN = "extern"         # an extern call (BLAS matmul): opaque to the fuser


class Access(Enum):
    """How a consumer reads the producer's output."""

    SAME_ITERATION = "same-iteration"  # at exactly the stored index, over outer loops of equal
    #                                    extents (what merging the two kernels' loops needs)
    MAPPED = "mapped"                  # through any index map (broadcast, transpose, reshape)
    OPAQUE = "opaque"                  # as memory: an extern operand, a view, a program result


class Fusion(Enum):
    INLINE = "inline"
    MERGE = "merge"
    NONE = "none"


#: the largest producer body (scalar ops) recomputed in each of several consumers.
MAX_RECOMPUTED_OPS = 8

_GENERATED = (Kind.POINTWISE, Kind.REDUCTION, Kind.CONCAT)


def fusion(producer: Kind, consumer: Kind, access: Access) -> Fusion:
    """THE rule: how `producer`'s output can reach `consumer` without a trip through memory.

    A pointwise producer is inlined into any generated kernel, through any index map. A
    reduction is never duplicated: it only shares its outer loops with a consumer that reads
    each result in the iteration that stored it (Inductor's exact-index rule). Extern calls,
    concat and constant kernels, and any use as raw memory, keep the output in memory.
    """
    if access is Access.OPAQUE or consumer not in _GENERATED:
        return Fusion.NONE
    if producer is Kind.POINTWISE:
        return Fusion.INLINE
    if producer is Kind.REDUCTION and access is Access.SAME_ITERATION \
            and consumer is not Kind.CONCAT:
        return Fusion.MERGE
    return Fusion.NONE


def is_written(producer: Kind, uses: Sequence[tuple[Kind, Access]],
               recompute_pays: bool = False) -> bool:
    """Whether the producer's output is still written to memory after fusion.

    It is unless every use fuses; a pointwise producer inlined into several consumers is
    recomputed in each, which `fuse` does only when that moves fewer bytes (`recompute_pays`).
    """
    fusions = [fusion(producer, kind, access) for kind, access in uses]
    if not fusions or Fusion.NONE in fusions:
        return True
    inlined = fusions.count(Fusion.INLINE)
    return inlined > 1 and not recompute_pays


def tensor_kind(op_class: type) -> Kind | None:
    """The kind of kernel `lower` makes of a tensor op (None for a view: no kernel).

    A composite that reduces rows (softmax, layernorm, ...) is decomposed into row reductions
    whose result is an elementwise epilogue over the rows: as a producer, that is pointwise.
    Random ops and constants (ops reading no tensor but the generator state) are pointwise.
    A scan (cumsum, cumprod) stores inside its accumulator loop, at no index of the loops a
    consumer could share: its output is always written, as concat's.
    """
    if op_class.view:
        return None
    if op_class.compute_heavy:
        return Kind.EXTERN
    if op_class.row_reduction or op_class.elementwise or op_class.random or \
            not op_class.operand_names:
        return Kind.POINTWISE
    if op_class.scan:
        return Kind.CONCAT
    if op_class.reduction:
        return Kind.REDUCTION
    return Kind.CONCAT


def is_materialized_after_fusion(producer: type, consumers: Sequence[type], *,
                                 same_rows: bool = True, recompute_pays: bool = False) -> bool:
    """`is_written` for a tensor op whose value is read by ops of classes `consumers`.

    Pass the consumers seen through views (a view is an index map, not a kernel), and say
    with `same_rows` whether every consumer reads each element in the outer iteration that
    produced it (a row reduction with `keepdim` read through a broadcast over the same rows).
    A returned value is written whatever this says.
    """
    kind = tensor_kind(producer)
    if kind is None:
        return False
    access = Access.SAME_ITERATION if same_rows else Access.MAPPED
    uses = [(tensor_kind(c) or Kind.POINTWISE, access) for c in consumers]
    return is_written(kind, uses, recompute_pays)
