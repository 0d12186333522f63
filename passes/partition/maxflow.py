"""Maximum flow over integer capacities, and the sink side of the minimum cut it proves.

`sink_side(n, edges, source, sink)` takes nodes numbered `0..n-1` and directed edges
`(u, v, capacity)` and returns `(flow, reaches_sink)`: the value of a maximum flow from `source`
to `sink`, and for each node whether it can still reach `sink` in the residual network. That
set is the same for every maximum flow: it is the sink side of the minimum cut with the fewest
nodes on the sink side (contained in the sink side of every other minimum cut), so the answer
does not depend on the algorithm, only on the capacities.

The algorithm is Dinic's: a breadth-first search numbers the nodes by their distance from the
source in the residual network, and a depth-first search pushes flow along shortest paths only
(each node keeps the position of the next edge to try, so an edge that led nowhere is not tried
again in the same phase); phases repeat until the sink is out of reach. The flow networks of the
partitioner have short source-to-sink paths, so there are few phases, each linear in the edges.
"""
from __future__ import annotations


def sink_side(n: int, edges: list[tuple[int, int, int]], source: int, sink: int
              ) -> tuple[int, list[bool]]:
    """(maximum flow value, whether each node reaches `sink` in the residual network)."""
    # Edge 2k is the k-th given edge, edge 2k+1 its reverse (residual capacity 0 at first).
    adjacent: list[list[int]] = [[] for _ in range(n)]
    head: list[int] = []
    residual: list[int] = []
    for u, v, capacity in edges:
        adjacent[u].append(len(head))
        head.append(v)
        residual.append(capacity)
        adjacent[v].append(len(head))
        head.append(u)
        residual.append(0)
    flow = 0
    while True:
        level = _levels(adjacent, head, residual, n, source, sink)
        if level[sink] < 0:
            break
        flow += _blocking_flow(adjacent, head, residual, level, source, sink)
    return flow, _reaching(adjacent, head, residual, n, sink)


def _levels(adjacent, head, residual, n: int, source: int, sink: int) -> list[int]:
    """Distance of each node from `source` over edges with residual capacity (-1: none),
    up to the sink's distance."""
    level = [-1] * n
    level[source] = 0
    frontier = [source]
    while frontier and level[sink] < 0:
        following = []
        for u in frontier:
            next_level = level[u] + 1
            for e in adjacent[u]:
                v = head[e]
                if level[v] < 0 and residual[e]:
                    level[v] = next_level
                    following.append(v)
        frontier = following
    return level


def _blocking_flow(adjacent, head, residual, level, source: int, sink: int) -> int:
    """Push flow along shortest paths (one level further each step) until none is left."""
    next_edge = [0] * len(level)
    path: list[int] = []          # the edges from the source to `u`
    total = 0
    u = source
    while True:
        if u == sink:
            pushed = min(residual[e] for e in path)
            for e in path:
                residual[e] -= pushed
                residual[e ^ 1] += pushed
            total += pushed
            # Back to the tail of the first edge that is now saturated.
            k = next(k for k, e in enumerate(path) if not residual[e])
            del path[k:]
            u = head[path[-1]] if path else source
            continue
        edges, i, want = adjacent[u], next_edge[u], level[u] + 1
        while i < len(edges):
            e = edges[i]
            if residual[e] and level[head[e]] == want:
                break
            i += 1
        next_edge[u] = i
        if i < len(edges):
            path.append(edges[i])
            u = head[edges[i]]
            continue
        # `u` leads nowhere in this phase: leave it and retreat.
        level[u] = -1
        if not path:
            return total
        path.pop()
        u = head[path[-1]] if path else source
        next_edge[u] += 1


def _reaching(adjacent, head, residual, n: int, sink: int) -> list[bool]:
    """Whether each node reaches `sink` over edges with residual capacity."""
    reaches = [False] * n
    reaches[sink] = True
    stack = [sink]
    while stack:
        v = stack.pop()
        for e in adjacent[v]:       # e: v -> u, so e ^ 1 is u -> v
            u = head[e]
            if not reaches[u] and residual[e ^ 1]:
                reaches[u] = True
                stack.append(u)
    return reaches
