"""Malformed DSL input gives one clear, located error and never a traceback.

Each `tests/bad_input/*.ag` file starts with `# expect: <part of the message>` (files that cannot
hold a comment are in `SIDE_TABLE`). Every file goes through `parse_file` and through the
`aotgrad compile` command (in process; one file per kind of failure also as a real process);
random and mutated inputs check that nothing but a `DiagnosticError` escapes the frontend.
"""
from __future__ import annotations

import os
import random
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aotgrad.frontend.diagnostics import MAX_SHOWN, DiagnosticError
from aotgrad.cli import main
from aotgrad.frontend.dsl import parse, parse_file
from aotgrad.ir.core import IRError

BAD = Path(__file__).parent / "bad_input"
EXAMPLES = Path(__file__).parent.parent / "examples"
FILES = sorted(BAD.glob("*.ag"))
#: Expected message parts of files whose first line cannot be an `# expect:` comment.
SIDE_TABLE = {
    "binary_garbage.ag": "file is not UTF-8 text (byte 0x89 at offset 0)",
    "empty_file.ag": "no functions in this file",
    "whitespace_only.ag": "no functions in this file",
}


def expected_message(path: Path) -> str:
    if path.name in SIDE_TABLE:
        return SIDE_TABLE[path.name]
    first = path.read_text(encoding="utf-8").split("\n", 1)[0]
    assert first.startswith("# expect: "), f"{path.name} has no '# expect:' line"
    return first.removeprefix("# expect: ")


def header_re(path) -> re.Pattern:
    return re.compile(rf"^{re.escape(str(path))}:(\d+):(\d+): error: ", re.M)


def test_bad_input_corpus_is_large_enough():
    assert len(FILES) >= 24
    assert (BAD / "binary_garbage.ag").read_bytes()[:1] == b"\x89"
    assert (BAD / "empty_file.ag").read_bytes() == b""


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_parse_file_reports_located_error(path):
    with pytest.raises(DiagnosticError) as info:
        parse_file(path)
    e = info.value
    assert isinstance(e, IRError)
    assert expected_message(path) in e.message
    text = str(e)
    lines = text.split("\n")
    assert len(lines) == 3, text
    m = header_re(path).match(lines[0])
    assert m, text
    line, col = int(m.group(1)), int(m.group(2))
    assert (line, col) == (e.loc.line, e.loc.col)
    assert lines[2].rstrip() == lines[2] and lines[2].index("^") == e.caret
    source = path.read_bytes().decode("utf-8", errors="replace").split("\n")[line - 1]
    if source.isprintable() and len(source) <= MAX_SHOWN:
        assert lines[1] == source
        assert e.caret == col - 1, "the caret sits under the reported column"


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_cli_main_reports_error(path, capsys):
    assert main(["compile", str(path)]) == 1
    err = capsys.readouterr().err
    assert header_re(path).search(err), err
    assert expected_message(path) in err


#: One file per kind of failure (encoding, lexer, parser, ops, inlining, empty input) also
#: runs as a real process; starting the package costs about a second, so not every file does.
PROCESS_CASES = ["binary_garbage", "nul_bytes", "syntax_unclosed_paren", "broadcast_mismatch",
                 "recursion", "empty_file"]


@pytest.fixture(scope="module")
def cli_processes():
    """`python -m aotgrad.cli compile FILE` for each of `PROCESS_CASES`, run side by side."""
    def run(name):
        cmd = [sys.executable, "-m", "aotgrad.cli", "compile", str(BAD / f"{name}.ag")]
        return subprocess.run(cmd, capture_output=True, text=True, errors="replace",
                              timeout=120)
    with ThreadPoolExecutor(max_workers=max(2, os.cpu_count() or 2)) as pool:
        return dict(zip(PROCESS_CASES, pool.map(run, PROCESS_CASES)))


@pytest.mark.parametrize("name", PROCESS_CASES)
def test_cli_process_exits_1_without_traceback(name, cli_processes):
    proc = cli_processes[name]
    path = BAD / f"{name}.ag"
    assert proc.returncode == 1, proc.stderr
    assert "Traceback" not in proc.stderr + proc.stdout
    assert header_re(path).search(proc.stderr), proc.stderr
    assert expected_message(path) in proc.stderr


# --------------------------------------------------------------------------- fuzzing

def parses_or_reports(data) -> None:
    """The frontend either builds a module or raises a `DiagnosticError` with a location."""
    try:
        parse(data, "fuzz.ag")
    except DiagnosticError as e:
        first = str(e).split("\n", 1)[0]
        assert re.match(r"^fuzz\.ag:\d+:\d+: error: \S", first), str(e)
        assert "Token(" not in str(e) and "Tree(" not in str(e)


@settings(max_examples=150, deadline=None)
@given(st.binary(max_size=200))
def test_random_bytes_never_crash(data):
    parses_or_reports(data)


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet="def(x: f32[4])->{}\n;=+-*/@.T,1e5\"'#return sum relu", max_size=80))
def test_random_token_soup_never_crashes(text):
    parses_or_reports(text)


def test_mutated_examples_never_crash():
    rng = random.Random(0)
    sources = [p.read_text() for p in sorted(EXAMPLES.glob("*.ag"))]
    pieces = ["(", ")", "[", "]", "{", "}", ",", ";", "\n", "=", "@", "**", "-", ".T", "x",
              "1e-5", '"', "def", "return", "nograd", "f32[4]", "relu(", "sum(x, axis=",
              "\x00", "é"]
    for _ in range(300):
        text = list(rng.choice(sources))
        for _ in range(rng.randint(1, 4)):
            i = rng.randrange(len(text) + 1)
            if rng.random() < 0.5:
                del text[i:i + rng.randint(1, 8)]
            else:
                text[i:i] = rng.choice(pieces)
        parses_or_reports("".join(text))


@pytest.mark.parametrize("before, after", [("(", ")"), ("relu(", ")"), ("[", "]"),
                                           ("- ", ""), ("", ".T"), ("2 ** ", "")])
def test_deep_nesting_is_reported_or_built(before, after):
    for depth in (50, 5000):
        body = before * depth + "x" + after * depth
        parses_or_reports(f"def f(x: f32[4]) -> f32[4] {{\n    return {body}\n}}\n")


def test_long_chains_build_without_nesting_limits():
    terms = " + ".join(["x"] * 3000)
    m = parse(f"def f(x: f32[4]) -> f32[4] {{ return {terms} }}")
    assert len(m.get().ops) == 3000


def test_unreadable_path_is_a_diagnostic(tmp_path):
    for path in (tmp_path / "missing.ag", tmp_path):
        with pytest.raises(DiagnosticError) as info:
            parse_file(path)
        assert str(info.value).startswith(f"{path}: error: cannot read file: ")
