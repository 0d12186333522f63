"""The `aotgrad` command: compile with every debug flag, opt, run, demo, and --help."""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from aotgrad.cli import main
from aotgrad.ir.parser import parse_ir
from aotgrad.passes.manager import parse_pipeline
from aotgrad.passes.pipelines import DEFAULT_PIPELINE

ROOT = Path(__file__).parent.parent
SEED = str(ROOT / "examples" / "seed.ag")


def run_cli(capsys, *argv) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def programs(m) -> list[str]:
    """The names of a module's programs (or tensor functions), without its kernels."""
    return [f.name for f in m.functions if f.kind != "kernel"]


def test_compile_prints_the_partitioned_modules(capsys):
    code, out, _ = run_cli(capsys, "compile", SEED)
    assert code == 0
    m = parse_ir(out)
    assert programs(m) == ["loss_forward", "loss_backward"]
    assert all(f.kind == "kernel" for f in m.functions if f.kind != "program")


def test_print_ir_after_all_prints_every_pass_on_stderr(capsys):
    code, out, err = run_cli(capsys, "compile", SEED, "--print-ir-after-all")
    assert code == 0
    n = len(parse_pipeline(DEFAULT_PIPELINE))
    assert err.count("// ----- IR after ") == n
    assert f"// ----- IR after partition ({9 - 1}/{n}) ----- //" in err
    assert programs(parse_ir(out)) == ["loss_forward", "loss_backward"]


def test_dump_dir_writes_one_file_per_stage(tmp_path, capsys):
    code, _, _ = run_cli(capsys, "compile", SEED, "--dump-dir", str(tmp_path))
    assert code == 0
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names[0] == "00-input.ir" and names[4] == "04-autodiff.ir"
    assert names[-2:] == ["final.ll", "final.opt.ll"]
    assert len(names) == len(parse_pipeline(DEFAULT_PIPELINE)) + 1 + 2
    for p in tmp_path.glob("*.ir"):
        parse_ir(p.read_text())
    assert 'define void @"loss_forward"(' in (tmp_path / "final.ll").read_text()


def test_print_before_and_after_one_pass_and_timing(capsys):
    code, out, err = run_cli(capsys, "compile", SEED, "--print-ir-before", "autodiff",
                             "--print-ir-after", "autodiff", "--timing")
    assert code == 0
    assert err.count("// ----- IR before autodiff") == 1
    assert err.count("// ----- IR after autodiff") == 1
    assert "Execution time report" in err and "partition" in err
    assert "IR before" not in out and "Execution time" not in out
    for program in ("loss_forward", "loss_backward"):      # LLVM's share, beside the passes
        assert re.search(rf"^\s+[\d.]+ \(\s*[\d.]+%\)\s+codegen @{program}$", err, re.M)
        assert re.search(rf"^\s+[\d.]+ \(\s*[\d.]+%\)\s+LLVM @{program}", err, re.M)


def test_stdout_is_only_the_result_ir_whatever_the_reports(tmp_path):
    """`aotgrad compile m.ag --timing --explain-partition > m.ir` writes IR that parses."""
    target = tmp_path / "m.ir"
    with open(target, "w") as stdout:
        done = subprocess.run([sys.executable, "-m", "aotgrad.cli", "compile", SEED, "--timing",
                               "--explain-partition", "--print-ir-after", "cse"],
                              stdout=stdout, stderr=subprocess.PIPE, text=True)
    assert done.returncode == 0
    assert "Execution time report" in done.stderr and "saved: " in done.stderr
    m = parse_ir(target.read_text())
    assert programs(m) == ["loss_forward", "loss_backward"]


@pytest.mark.parametrize("flag", ["--print-ir-after", "--print-ir-before"])
def test_unknown_pass_in_print_ir_flags_is_an_error(capsys, flag):
    code, out, err = run_cli(capsys, "compile", SEED, flag, "autodif")
    assert code == 1 and out == ""
    assert f"{flag.removeprefix('--')}: unknown pass 'autodif'" in err and "autodiff" in err


def test_pipeline_with_an_unclosed_brace_says_so(capsys):
    code, _, err = run_cli(capsys, "compile", SEED, "--pipeline",
                           "autodiff,partition{strategy=default")
    assert code == 1
    assert "unclosed '{' at column 19 of pipeline 'autodiff,partition{strategy=default'" in err


def test_emit_stops_after_a_stage(capsys):
    code, out, _ = run_cli(capsys, "compile", SEED, "--emit", "autodiff")
    assert code == 0
    f = parse_ir(out).get()
    assert f.name == "loss" and [a.name_hint for a in f.args][-1] == "tangents_1"
    code, out, _ = run_cli(capsys, "compile", SEED, "--emit", "input")
    assert parse_ir(out).get().args[0].name_hint == "x"
    code, _, err = run_cli(capsys, "compile", SEED, "--emit", "nope")
    assert code == 1 and "no stage 'nope'" in err


def test_explain_partition_lists_the_seed_example_choice(capsys):
    code, out, err = run_cli(capsys, "compile", SEED, "--partition", "min_cut",
                             "--explain-partition")
    assert code == 0
    assert "saved: 3 tensors, 4400 bytes (default 6800, min_cut 4400" in err
    parse_ir(out)
    code, out, err = run_cli(capsys, "compile", SEED, "--partition", "default",
                             "--explain-partition")
    assert "saved: " in err and "6800 bytes" in err


def test_custom_pipeline_and_bad_pipeline(capsys):
    code, out, _ = run_cli(capsys, "compile", SEED, "--pipeline", "autodiff,dce")
    assert code == 0 and "tangents_1" in out
    code, _, err = run_cli(capsys, "compile", SEED, "--pipeline", "autodiff,bogus")
    assert code == 1 and "unknown pass 'bogus'" in err


def test_opt_runs_a_pipeline_on_ir(tmp_path, capsys):
    src = tmp_path / "f.ir"
    src.write_text("func @f(%x: f32[4]) -> f32[] {\n  %s = tensor.sum %x {axes = [0],"
                   " keepdim = false} : f32[]\n  return %s\n}\n")
    code, out, _ = run_cli(capsys, "opt", str(src), "-p", "autodiff")
    assert code == 0
    assert "%tangents_1: f32[] tangent" in out


def test_run_prints_outputs_and_gradients(capsys):
    code, out, _ = run_cli(capsys, "run", SEED, "--seed", "3", "--grad")
    assert code == 0
    assert "output #0: float32[]" in out
    for name in ("x", "w", "b"):
        assert f"grad %{name}:" in out
    code, out, _ = run_cli(capsys, "run", SEED, "--seed", "3")
    assert "output #0" in out and "grad" not in out


def test_missing_file_is_a_located_error(capsys):
    code, _, err = run_cli(capsys, "compile", "does/not/exist.ag")
    assert code == 1 and err.startswith("does/not/exist.ag:") and "error:" in err


@pytest.mark.parametrize("command", ["compile", "opt", "run", "demo"])
def test_every_command_has_help(command):
    res = subprocess.run([sys.executable, "-m", "aotgrad.cli", command, "--help"],
                         capture_output=True, text=True)
    assert res.returncode == 0 and "usage: aotgrad" in res.stdout


def test_cuda_backend_emits_cuda_source_without_a_gpu(capsys, tmp_path):
    code, out, _ = run_cli(capsys, "compile", SEED, "--backend", "cuda", "--emit", "cuda")
    assert code == 0
    assert '__global__ void' in out and "fused_add_relu" in out
    code, _, _ = run_cli(capsys, "compile", SEED, "--backend", "cuda", "--dump-dir",
                         str(tmp_path))
    assert code == 0 and (tmp_path / "final.cu").read_text().startswith("#include")
    assert not (tmp_path / "final.ll").exists()
