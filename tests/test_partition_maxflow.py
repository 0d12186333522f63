"""The partitioner's maximum flow: flow values and minimum-cut sink sides, against networkx."""
import random

import pytest

from aotgrad.passes.partition.maxflow import sink_side


def test_should_cut_the_cheaper_edge_of_a_chain():
    # 0 -> 1 -> 2 -> 3, capacities 5, 2, 7: the cut is 1 -> 2.
    flow, reaches = sink_side(4, [(0, 1, 5), (1, 2, 2), (2, 3, 7)], 0, 3)
    assert flow == 2 and reaches == [False, False, True, True]


def test_should_keep_the_smallest_sink_side_among_equal_cuts():
    # Two cuts of cost 3 (0 -> 1 or 1 -> 2): the one nearer the sink is reported.
    flow, reaches = sink_side(3, [(0, 1, 3), (1, 2, 3)], 0, 2)
    assert flow == 3 and reaches == [False, False, True]


def test_should_leave_an_unreachable_sink_alone():
    flow, reaches = sink_side(3, [(0, 1, 4)], 0, 2)
    assert flow == 0 and reaches == [False, False, True]


@pytest.mark.parametrize("seed", range(200))
def test_should_agree_with_networkx_on_random_networks(seed):
    nx = pytest.importorskip("networkx")
    rnd = random.Random(seed)
    n = rnd.randint(2, 40)
    edges = {}
    for _ in range(rnd.randint(0, 4 * n)):
        u, v = rnd.randrange(n), rnd.randrange(n)
        if u != v:
            edges[u, v] = rnd.choice([1, 2, 3, 5, 8, 100, 10 ** 12])
    graph = nx.DiGraph()
    graph.add_nodes_from(range(n))
    for (u, v), capacity in edges.items():
        graph.add_edge(u, v, capacity=capacity)
    value, (_, sink_nodes) = nx.minimum_cut(graph, 0, n - 1)
    flow, reaches = sink_side(n, [(u, v, c) for (u, v), c in edges.items()], 0, n - 1)
    assert flow == value
    assert {i for i in range(n) if reaches[i]} == sink_nodes
