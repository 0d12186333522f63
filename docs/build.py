"""Keep the docs current: re-run every listing's command and regenerate the op reference.

A listing in these pages is a fenced block right after an HTML comment naming the command that
printed it, run from the repository root:

    <!-- aotgrad compile examples/seed.ag --emit autodiff -->
    ```
    func @loss(...
    ```

A command is an `aotgrad` command line, or `python examples/NAME.py [ARGS]`: a script of
examples/, run in this process as `__main__` (the listing of a Python API's output).

A listing may also be Python code and what it prints: a ```python block right after the
comment `<!-- python -->`, then a ```text block. The code runs on its own (a fresh namespace,
as the file `example.py`, so an error's location reads `example.py:LINE:COL`), and the text
block is its stdout, then its stderr:

    <!-- python -->
    ```python
    print(aotgrad.ones(2) * 3)
    ```
    ```text
    tensor([3., 3.])
    ```

The listing is what the command prints: its stdout, then its stderr. Two shell suffixes are
understood, as a shell reads them: `>/dev/null` (only stderr, the reports, is shown) and
`| head -n N` (the first N lines of stdout). The op reference pages (`reference/*.md`) are
generated from the dialects' op lists (`ir.dialect.all_dialects()`).

    python docs/build.py           # rewrite stale listings and reference pages
    python docs/build.py --check   # list what is stale; exit status 1 if anything is
"""
from __future__ import annotations

import contextlib
import io
import os
import re
import shlex
import sys
from pathlib import Path

DOCS = Path(__file__).resolve().parent
ROOT = DOCS.parent
LISTING = re.compile(r"<!-- ((?:aotgrad |python examples/\w+\.py)[^\n]*?) -->\n```(\w*)\n(.*?)```",
                     re.S)
CODE_LISTING = re.compile(r"<!-- python -->\n```python\n(.*?)```\n```text\n(.*?)```", re.S)
#: the command of a code listing: this prefix, then the code
CODE = "python:"
PAGES = {"reference/tensor.md": ("builtin", "tensor"), "reference/loop.md": ("loop", "arith")}


def listings(text: str) -> list[tuple[str, str]]:
    """(command, listed output) of every listing of a page, in order; the command of a code
    listing is `CODE` followed by its code."""
    found = [(m.start(), m.group(1), m.group(3)) for m in LISTING.finditer(text)]
    found += [(m.start(), CODE + m.group(1), m.group(2)) for m in CODE_LISTING.finditer(text)]
    return [(command, listed) for _, command, listed in sorted(found)]


def run_code(code: str) -> str:
    """What `code` prints (stdout, then stderr), run in a fresh namespace as `example.py` from
    the repository root."""
    out, err = io.StringIO(), io.StringIO()
    cwd = os.getcwd()
    os.chdir(ROOT)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            exec(compile(code, "example.py", "exec"), {"__name__": "example"})
    finally:
        os.chdir(cwd)
    text = out.getvalue() + err.getvalue()
    return text if text.endswith("\n") or not text else text + "\n"


def run(command: str) -> str:
    """What `command` (an `aotgrad` command line, a script of examples/, or `CODE` and Python
    code) prints, run in the repository root."""
    if command.startswith(CODE):
        return run_code(command[len(CODE):])
    from aotgrad.cli import main
    words = shlex.split(command)
    head = None
    if "|" in words:
        pipe = words.index("|")
        if words[pipe + 1:pipe + 3] != ["head", "-n"] or len(words) != pipe + 4:
            raise ValueError(f"only '| head -n N' may follow a listing's command: {command}")
        head, words = int(words[pipe + 3]), words[:pipe]
    quiet = words[-1] == ">/dev/null"
    words = words[:-1] if quiet else words
    out, err = io.StringIO(), io.StringIO()
    cwd = os.getcwd()
    os.chdir(ROOT)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = main(words[1:]) if words[0] == "aotgrad" else script(words[1:])
    finally:
        os.chdir(cwd)
    if status != 0:
        raise RuntimeError(f"'{command}' exited with status {status}:\n{err.getvalue()}")
    stdout = "" if quiet else out.getvalue()
    if head is not None:
        stdout = "".join(stdout.splitlines(keepends=True)[:head])
    text = stdout + err.getvalue()
    return text if text.endswith("\n") or not text else text + "\n"


def script(words: list[str]) -> int:
    """Run `python examples/NAME.py ARGS...` here, as `__main__`; its exit status."""
    import runpy
    argv = sys.argv
    sys.argv = list(words)
    try:
        runpy.run_path(words[0], run_name="__main__")
    except SystemExit as e:
        return e.code if isinstance(e.code, int) else 1
    finally:
        sys.argv = argv
    return 0


def refresh(text: str) -> str:
    """`text` with every listing replaced by its command's output now."""
    def current(m: re.Match) -> str:
        return f"<!-- {m.group(1)} -->\n```{m.group(2)}\n{run(m.group(1))}```"

    def current_code(m: re.Match) -> str:
        return f"<!-- python -->\n```python\n{m.group(1)}```\n```text\n{run_code(m.group(1))}```"
    return CODE_LISTING.sub(current_code, LISTING.sub(current, text))


# ------------------------------------------------------------------------ op reference

#: the syntax of the ops whose text a generic form does not describe (they hold a region).
REGION_SYNTAX = {
    "loop.for": "%r, ... = loop.for %i = LOWER to UPPER [step STEP] "
                "[iter(%acc = INIT, ...) -> (DTYPE, ...)] { ... loop.yield %v, ... }",
    "loop.parallel": "loop.parallel %i = LOWER to UPPER [step STEP] { ... }",
}
FACTS = ("elementwise", "reduction", "scan", "view", "compute_heavy", "composite", "random",
         "commutative")


def op_syntax(op) -> str:
    """One line of an op's text: a documented example, else the generic form."""
    if op.name in REGION_SYNTAX:
        return REGION_SYNTAX[op.name]
    for span in re.findall(r"`([^`]+)`", op.__doc__ or ""):
        if span.startswith((op.name, "%")) and op.name in span:
            return span
    operands = ", ".join(("%" + n.lstrip("*") + (", ..." if n.startswith("*") else ""))
                         for n in op.operand_names)
    attrs = [a for a in op.attrs_spec if a.name not in op.implied_attrs]
    attr_text = ", ".join(f"{a.name} = {a.kind.upper()}" for a in attrs)
    text = f"%r = {op.name}" + (f" {operands}" if operands else "")
    text += f" {{{attr_text}}}" if attr_text else ""
    return text + " : TYPE"


def op_facts(op) -> str:
    """The facts an op declares (the ones passes ask about), comma-separated."""
    facts = [f.replace("_", "-") for f in FACTS if getattr(op, f)]
    if not op.differentiable and op.name.startswith("tensor."):
        facts.append("not differentiable")
    if not op.pure:
        facts.append("side effects")
    return ", ".join(facts)


def reference_page(title: str, dialect_names: tuple[str, ...]) -> str:
    """The reference page of one IR level: every op of its dialects, with syntax and facts."""
    from aotgrad.ir.dialect import all_dialects
    dialects = {d.name: d for d in all_dialects()}
    lines = [f"# {title}", "",
             "<!-- generated by `python docs/build.py` from `ir.dialect.all_dialects()`:"
             " do not edit -->", "",
             "Upper-case words are placeholders: `TYPE` is the result type (`f32[10,30]` for",
             "a tensor, `buf<f32[10,30]>` for a buffer, `f32` for a scalar); an attribute's",
             "kind (`INTS`, `BOOL`, `DTYPE`, ...) stands for its value. Attributes print in",
             "`{}` with sorted keys and may be left out where they have a default.", ""]
    for name in dialect_names:
        d = dialects[name]
        lines += [f"## `{name}` ({len(d.ops)} ops)", "", "| op | syntax | facts | what |",
                  "|---|---|---|---|"]
        for op in d.ops:
            doc = " ".join((op.__doc__ or "").split()) if op.__doc__ else ""
            doc = doc.replace("|", "\\|")
            syntax = op_syntax(op).replace("|", "\\|")
            lines.append(f"| `{op.name}` | `{syntax}` | {op_facts(op)} | {doc} |")
        lines.append("")
    return "\n".join(lines)


def reference_pages() -> dict[Path, str]:
    """The text of every generated reference page, by path."""
    titles = {"reference/tensor.md": "Reference: the tensor level",
              "reference/loop.md": "Reference: the loop level"}
    return {DOCS / path: reference_page(titles[path], names) for path, names in PAGES.items()}


def stale() -> dict[Path, str]:
    """Every page whose text is not current, with its current text."""
    current = reference_pages()
    for page in sorted(DOCS.rglob("*.md")):
        if page not in current:
            current[page] = refresh(page.read_text())
    return {p: t for p, t in current.items() if not p.exists() or p.read_text() != t}


def main(argv: list[str]) -> int:
    """Rewrite stale pages, or with `--check` only list them."""
    changed = stale()
    for page, text in changed.items():
        print(f"{'stale' if '--check' in argv else 'rewrote'}: {page.relative_to(ROOT)}")
        if "--check" not in argv:
            page.parent.mkdir(parents=True, exist_ok=True)
            page.write_text(text)
    return 1 if changed and "--check" in argv else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
