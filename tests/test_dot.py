"""`aotgrad compile --dot STAGE -o FILE`: Graphviz pictures of tensor-level stages."""
import re
import shutil
from pathlib import Path

import pytest

from aotgrad.cli import main
from aotgrad.passes.partition import dot as dotmod

SEED = str(Path(__file__).resolve().parents[1] / "examples" / "seed.ag")
GOLD = '#ffd84d'


def _dot(capsys, *argv) -> str:
    assert main(["compile", SEED, *argv]) == 0
    return capsys.readouterr().out


def _node(text: str, name: str) -> str:
    """The attribute list of node `name` (first cluster that defines it)."""
    m = re.search(rf'^    "{re.escape(name)}" \[(.*)\];$', text, re.M)
    assert m, f"no node {name}"
    return m.group(1)


def test_joint_graph_colours_forward_and_backward_and_marks_the_cut(capsys):
    text = _dot(capsys, "--dot", "autodiff")
    assert text.startswith("digraph aotgrad {") and text.rstrip().endswith("}")
    assert 'subgraph "cluster_loss"' in text
    assert dotmod.FORWARD in _node(text, "loss.mm")            # forward: blue
    assert dotmod.FORWARD in _node(text, "loss.sum")
    assert dotmod.BACKWARD in _node(text, "loss.d_add")        # backward: orange
    assert dotmod.BACKWARD in _node(text, "loss.tangents_1")
    # min_cut saves the two weights (inputs, free) and %h: gold, thick red border
    for saved in ("loss.primals_1", "loss.primals_2", "loss.h"):
        assert GOLD in _node(text, saved) and "penwidth=3" in _node(text, saved)
    assert GOLD not in _node(text, "loss.add")
    # the edges that carry %h across the cut are red; forward edges out of %h are not
    assert re.search(r'"loss.h" -> "loss.gt" \[color="#c0392b"', text)
    assert re.search(r'^    "loss.h" -> "loss.sin";$', text, re.M)
    assert "saved by min_cut (gold): 3 tensors, 4400 bytes" in text


def test_joint_graph_follows_the_partition_strategy(capsys):
    args = ["--pipeline", "autodiff,cse", "--dot", "cse"]
    assert "saved by min_cut (gold): 3 tensors, 4400 bytes" in _dot(capsys, *args)
    text = _dot(capsys, *args, "--partition", "default")
    assert "saved by default (gold): 5 tensors, 6800 bytes" in text   # %sin, %cos too
    assert GOLD in _node(text, "loss.sin")


def test_recomputed_forward_ops_are_dashed(capsys):
    text = _dot(capsys, "--pipeline", "autodiff,cse", "--dot", "cse")
    assert "dashed" in _node(text, "loss.sin")    # one %sin, recomputed in the backward
    assert "dashed" not in _node(text, "loss.mm")


def test_partitioned_pair_marks_saved_values_on_both_sides(capsys):
    text = _dot(capsys, "--dot", "partition")
    assert 'subgraph "cluster_loss_forward"' in text
    assert 'subgraph "cluster_loss_backward"' in text
    assert "@loss_forward: saves 3 tensors, 4400 bytes" in text
    assert GOLD in _node(text, "loss_forward.h") and GOLD in _node(text, "loss_backward.h")
    assert dotmod.FORWARD in _node(text, "loss_forward.mm")
    assert dotmod.BACKWARD in _node(text, "loss_backward.d_add")
    saved = re.findall(r'^  "loss_forward\.(\w+)" -> "loss_backward\.(\w+)" .*label="saved"',
                       text, re.M)
    assert saved == [("primals_1", "primals_1"), ("primals_2", "primals_2"), ("h", "h")]


def test_other_functions_are_plain_and_the_text_is_deterministic(capsys):
    text = _dot(capsys, "--dot", "input")
    assert dotmod.PLAIN in _node(text, "loss.h") and "saved" not in text
    assert text.count("->") == 12              # 11 operand edges + 1 returned value
    assert _dot(capsys, "--dot", "input") == text


def test_output_file_dot_is_the_text(capsys, tmp_path):
    out = tmp_path / "graph.dot"
    assert main(["compile", SEED, "--dot", "partition", "-o", str(out)]) == 0
    assert capsys.readouterr().out == ""
    assert out.read_text() == _dot(capsys, "--dot", "partition")


@pytest.mark.skipif(shutil.which("dot") is None, reason="Graphviz's dot is not installed")
@pytest.mark.parametrize("suffix,magic", [(".svg", b"<svg"), (".png", b"\x89PNG")])
def test_rendered_by_graphviz_where_installed(tmp_path, suffix, magic):
    out = tmp_path / f"graph{suffix}"
    assert main(["compile", SEED, "--dot", "autodiff", "-o", str(out)]) == 0
    data = out.read_bytes()
    assert magic in data[:400]
    if suffix == ".svg":
        assert b"%h = tensor.relu" in data and b"cluster_loss" in data


def test_rendering_without_graphviz_is_a_clear_error(capsys, tmp_path, monkeypatch):
    monkeypatch.setattr(dotmod.shutil, "which", lambda name: None)
    out = tmp_path / "graph.svg"
    assert main(["compile", SEED, "--dot", "autodiff", "-o", str(out)]) == 1
    err = capsys.readouterr().err
    assert "Graphviz's 'dot' program is not installed" in err and "-o graph.dot" in err
    assert "Traceback" not in err and not out.exists()


@pytest.mark.parametrize("argv,message", [
    (["--dot", "lower"], "--dot draws tensor-level functions; @"),
    (["--dot", "nosuch"], "--dot: no stage 'nosuch' in the pipeline"),
    (["--dot", "autodiff", "--emit", "autodiff"], "--dot and --emit"),
    (["-o", "x.dot"], "-o/--output is the file of --dot"),
])
def test_bad_dot_requests_are_errors(capsys, argv, message):
    assert main(["compile", SEED, *argv]) == 1
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err
