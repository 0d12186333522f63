"""docs/: every listing is what its command prints now, and the op reference is complete."""
import importlib.util
import re
from pathlib import Path

import pytest

from aotgrad.ir.dialect import all_dialects

DOCS = Path(__file__).resolve().parents[1] / "docs"
_spec = importlib.util.spec_from_file_location("docs_build", DOCS / "build.py")
build = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(build)

PAGES = sorted(p for p in DOCS.rglob("*.md") if "reference" not in p.parts)
LISTINGS = [(page, command, listed) for page in PAGES
            for command, listed in build.listings(page.read_text())]


def test_the_tour_and_every_pass_page_have_listings():
    pages = {p.relative_to(DOCS).as_posix() for p, _, _ in LISTINGS}
    passes = ["canonicalize", "cse", "dce", "decompose", "autodiff", "partition", "lower",
              "fuse", "buffer-reuse", "dedupe-kernels"]
    assert "tour.md" in pages
    assert {f"passes/{p}.md" for p in passes} <= pages
    tour = [c for p, c, _ in LISTINGS if p.name == "tour.md"]
    for stage in ("--emit input", "--emit autodiff", "--emit partition", "--explain-partition",
                  "--explain-fusion", "--emit fuse", "--explain-memory", "--emit llvm"):
        assert any(stage in c for c in tour), stage


@pytest.mark.parametrize("page,command,listed", LISTINGS,
                         ids=[f"{p.relative_to(DOCS)}: {c.splitlines()[0]}"
                              for p, c, _ in LISTINGS])
def test_listing_is_current(page, command, listed):
    assert build.run(command) == listed, (
        f"{page.relative_to(DOCS)}: the listing of '{command}' is stale; "
        f"run 'python docs/build.py' and review the diff")


def test_pass_pages_show_a_change():
    """Each pass page's before and after listings differ: the example shows the pass acting."""
    for page in (DOCS / "passes").glob("*.md"):
        before, after = build.listings(page.read_text())[:2]
        assert before[1] != after[1], page.name


def test_reference_pages_are_current():
    for path, text in build.reference_pages().items():
        assert path.read_text() == text, f"{path.name} is stale: run 'python docs/build.py'"


def test_reference_lists_every_registered_op_with_its_syntax():
    text = "".join(p.read_text() for p in (DOCS / "reference").glob("*.md"))
    rows = dict(re.findall(r"^\| `([\w.]+)` \| `([^`]+)` \|", text, re.M))
    ops = [op for d in all_dialects() for op in d.ops]
    assert sorted(rows) == sorted(op.name for op in ops)
    for op in ops:
        assert op.name in rows[op.name], (op.name, rows[op.name])


def test_generic_syntax_names_operands_and_printed_attributes():
    from aotgrad.ir import tensor as T
    assert build.op_syntax(T.SumOp) == "%r = tensor.sum %x {axes = INTS, keepdim = BOOL} : TYPE"
    assert build.op_syntax(T.BroadcastOp) == "%r = tensor.broadcast %x {dims = INTS} : TYPE"
    assert build.op_syntax(T.ConcatOp) == "%r = tensor.concat %xs, ... {axis = INT} : TYPE"


def test_links_between_pages_resolve():
    for page in DOCS.rglob("*.md"):
        for target in re.findall(r"\]\(([^)#:]+)(?:#[^)]*)?\)", page.read_text()):
            assert (page.parent / target).exists(), f"{page.name}: broken link {target}"
