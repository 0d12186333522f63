"""Graphviz pictures of tensor-level modules, coloured as the partitioner sees them.

`module_to_dot(module)` draws every function of a tensor-level module as one cluster of a
Graphviz digraph: one node per argument (an ellipse) and per op (a box: result name, op, type),
one edge per operand, and a `return` node. Three kinds of function are drawn differently:

- a **joint** function (made by `autodiff`): forward values (the inputs and what the outputs
  are computed from) in blue, backward values (everything else) in orange; the values the partition strategy
  saves are gold with a thick red border, and the edges that carry them across the cut are
  red; forward ops the backward recomputes have a dashed border;
- a **partitioned pair** `@f_forward` / `@f_backward` (made by `partition`): the forward in
  blue, the backward in orange, each saved value marked in both (a forward result, a backward
  argument) and joined by a dashed red `saved` edge;
- any other function: plain grey boxes.

The text is deterministic (nodes in program order, named after the printed IR), so it can be
diffed and tested. `render(text, path)` runs Graphviz's `dot` for `.svg`, `.png` and `.pdf`.
"""
from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from ...ir.core import Function, IRError, Module, Operation, Value
from ...ir.printer import Namer
from .budget import choose_plan
from .graph import TANGENT, analyze_joint, is_joint
from .strategies import default_plan, default_saved, min_cut_plan

FORWARD, BACKWARD, PLAIN = "#dbe9ff", "#ffe0c2", "#eeeeee"
SAVED = 'fillcolor="#ffd84d", color="#c0392b", penwidth=3'
CUT_EDGE = 'color="#c0392b", penwidth=2'

#: output formats `render` asks `dot` for, by file suffix.
RENDERED = {".svg": "svg", ".png": "png", ".pdf": "pdf"}


def module_to_dot(module: Module, strategy: str = "min_cut", memory_budget: float = 1.0) -> str:
    """The Graphviz text of a tensor-level module (see the module docstring).

    `strategy` and `memory_budget` choose the partition whose saved values a joint function
    shows (the options of `partition`)."""
    for f in module.functions:
        if f.kind != "func":
            raise IRError(f"--dot draws tensor-level functions; @{f.name} is a {f.kind} "
                          f"(choose a stage before 'lower')")
    lines = ["digraph aotgrad {", '  rankdir=TB; compound=true; newrank=true;',
             '  node [fontname="monospace", fontsize=10, style=filled];',
             '  edge [color="#555555", arrowsize=0.6];']
    by_name = {f.name: f for f in module.functions}
    drawn: set[str] = set()
    for f in module.functions:
        if f.name in drawn:
            continue
        base = f.name.removesuffix("_forward")
        backward = by_name.get(base + "_backward")
        if f.name.endswith("_forward") and backward is not None and base + "_backward" not in drawn:
            lines += _pair(f, backward)
            drawn |= {f.name, backward.name}
        elif is_joint(f):
            lines += _joint(f, strategy, memory_budget)
        else:
            lines += _cluster(f, f"@{f.name}", {}, PLAIN)
        drawn.add(f.name)
    lines.append("}")
    return "\n".join(lines) + "\n"


def render(text: str, path: str | Path) -> None:
    """Write `text` to `path`: as is for `.dot`/`.gv`, else rendered by Graphviz's `dot`."""
    path = Path(path)
    fmt = RENDERED.get(path.suffix.lower())
    if fmt is None:
        path.write_text(text)
        return
    exe = shutil.which("dot")
    if exe is None:
        raise IRError(f"--dot: cannot write {path}: Graphviz's 'dot' program is not installed "
                      f"(install Graphviz, e.g. 'apt install graphviz', or write a .dot file "
                      f"with -o {path.with_suffix('.dot').name})")
    done = subprocess.run([exe, f"-T{fmt}", "-o", str(path)], input=text.encode(),
                          capture_output=True, check=False)
    if done.returncode != 0:
        raise IRError(f"--dot: Graphviz's 'dot' failed on {path}: "
                      f"{done.stderr.decode(errors='replace').strip()}")


def _joint(f: Function, strategy: str, memory_budget: float) -> list[str]:
    """A joint function: two colours, saved values on the cut, recomputed ops dashed."""
    graph = analyze_joint(f)
    if strategy == "default":
        plan = default_plan(graph)
    elif memory_budget >= 1.0:
        plan = min_cut_plan(graph)
    else:
        default = default_saved(graph)
        plan, _ = choose_plan(graph, memory_budget,
                              lambda forced: min_cut_plan(graph, forced, default))
    saved = set(plan.saved)
    recomputed = {r for op in plan.recomputed for r in op.results}
    # As the chapter draws it: the forward computes the outputs, the backward all the rest.
    forward = graph.required_fw | set(graph.primals)
    styles: dict[Value, str] = {}
    for v in graph.values:
        fill = FORWARD if v in forward else BACKWARD
        styles[v] = SAVED if v in saved else f'fillcolor="{fill}"'
        if v in recomputed:
            styles[v] += ", style=\"filled,dashed\""
    title = (f"joint @{f.name}: forward (blue), backward (orange), saved by "
             f"{strategy} (gold): {len(saved)} tensors, {sum(v.type.nbytes for v in saved)} bytes")

    def edge_style(src: Value, dst: Value) -> str:
        return CUT_EDGE if src in saved and dst not in forward else ""
    return _cluster(graph.func, title, styles, FORWARD, edge_style)


def _pair(forward: Function, backward: Function) -> list[str]:
    """A forward/backward pair: saved values marked in both and joined across the cut."""
    n_saved = sum(TANGENT not in flags for flags in backward.arg_flags)
    saved_out = forward.returns[len(forward.returns) - n_saved:] if n_saved else []
    saved_in = backward.args[:n_saved]
    fw_styles = {v: SAVED for v in saved_out}
    bw_styles = {v: SAVED for v in saved_in}
    nbytes = sum(v.type.nbytes for v in saved_in)
    lines = _cluster(forward, f"@{forward.name}: saves {n_saved} tensors, {nbytes} bytes",
                     fw_styles, FORWARD)
    lines += _cluster(backward, f"@{backward.name}", bw_styles, BACKWARD)
    fw_names, bw_names = _names(forward), _names(backward)
    for out, arg in zip(saved_out, saved_in):
        lines.append(f"  {_id(forward, fw_names[out])} -> {_id(backward, bw_names[arg])} "
                     f'[{CUT_EDGE}, style=dashed, label="saved", fontcolor="#c0392b", '
                     f"constraint=false];")
    return lines


def _cluster(f: Function, title: str, styles: dict, fill: str, edge_style=None) -> list[str]:
    """One function as a cluster; `styles` overrides a value's node attributes."""
    names = _names(f)
    lines = [f'  subgraph "cluster_{f.name}" {{',
             f'    label="{_escape(title)}"; labeljust=l; fontname="monospace"; fontsize=11;'
             f' color="#999999";']

    def style(v: Value) -> str:
        return styles.get(v, f'fillcolor="{fill}"')
    for a, flags in zip(f.args, f.arg_flags):
        kind = " tangent" if TANGENT in flags else ""
        label = f"%{names[a]}{kind}\\n{_escape(str(a.type))}"
        lines.append(f'    {_id(f, names[a])} [shape=ellipse, label="{label}", {style(a)}];')
    for op in f.ops[:-1]:
        lines.append(f'    {_id(f, names[op.results[0]])} [shape=box, '
                     f'label="{_op_label(op, names)}", {style(op.results[0])}];')
    ret = _id(f, "return")
    lines.append(f'    {ret} [shape=plaintext, style="", label="return"];')
    for op in f.ops:
        is_return = op is f.terminator
        dst = ret if is_return else _id(f, names[op.results[0]])
        for i, v in enumerate(op.operands):
            parts = [f'label="{i}"' if is_return and len(op.operands) > 1 else "",
                     edge_style(v, op.results[0]) if edge_style and not is_return else ""]
            attrs = ", ".join(p for p in parts if p)
            lines.append(f"    {_id(f, names[v])} -> {dst}{f' [{attrs}]' if attrs else ''};")
    lines.append("  }")
    return lines


def _names(f: Function) -> dict[Value, str]:
    """The printed name of every value of `f` (as `print_function` names them)."""
    namer = Namer()
    names: dict[Value, str] = {}
    for a in f.args:
        names[a] = namer.define(a, "arg")
    for op in f.ops:
        for r in op.results:
            names[r] = namer.define(r, type(op).result_hint())
    return names


def _op_label(op: Operation, names: dict[Value, str]) -> str:
    results = ", ".join(f"%{names[r]}" for r in op.results)
    types = ", ".join(_escape(str(r.type)) for r in op.results)
    return f"{results} = {op.name}\\n{types}"


def _id(f: Function, name: str) -> str:
    return f'"{f.name}.{name}"'


def _escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"')
