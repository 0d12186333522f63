"""Located errors for DSL input: source text and a position in, one readable message out.

`DiagnosticError` is the only exception the DSL frontend raises. It is an `IRError` whose text
is `file:line:col: error: message`, then the source line, then a caret under the column
(1-based). `Source` holds a file's text and makes these errors; `syntax_error` turns the
parser's exceptions into messages a user understands: what was found, and what was expected in
plain words ("an expression", "')'", "end of line"), never a parser dump.
"""
from __future__ import annotations

import re

import lark

from ..ir.core import IRError, Location

#: Longest source line shown whole; longer lines are shown as a window around the column.
MAX_SHOWN = 160


class DiagnosticError(IRError):
    """A user error in DSL input, with its location and the source line it points into."""

    def __init__(self, message: str, loc: Location, source_line: str = "", caret: int = 0):
        super().__init__(message, loc)
        self.source_line = source_line
        self.caret = caret

    def __str__(self) -> str:
        if self.loc.line == 0:
            return f"{self.loc.file}: error: {self.message}"
        pad = "".join("\t" if c == "\t" else " " for c in self.source_line[:self.caret])
        pad += " " * (self.caret - len(self.source_line))
        return f"{self.loc}: error: {self.message}\n{self.source_line}\n{pad}^"


class Source:
    """The text of one DSL file, for making errors that show where they are."""

    def __init__(self, text: str, filename: str):
        self.filename = filename
        self.text = text
        self.lines = text.split("\n")

    def error(self, message: str, line: int, col: int) -> DiagnosticError:
        """A `DiagnosticError` at `line:col` (both 1-based)."""
        text = self.lines[line - 1].rstrip("\r") if 0 < line <= len(self.lines) else ""
        start = max(0, col - 1 - MAX_SHOWN // 2) if len(text) > MAX_SHOWN else 0
        shown = "".join(c if c.isprintable() or c == "\t" else "?"
                        for c in text[start:start + MAX_SHOWN])
        return DiagnosticError(message, Location(self.filename, line, col), shown,
                               col - 1 - start)

    def at(self, message: str, loc: Location) -> DiagnosticError:
        return self.error(message, loc.line, loc.col)

    def end(self) -> tuple[int, int]:
        """The position just after the last non-blank character."""
        body = self.text.rstrip()
        line = body.count("\n") + 1
        return line, len(body) - (body.rfind("\n") + 1) + 1


# --------------------------------------------------------------------------- syntax errors

#: How terminals read in messages; string terminals read as their quoted text.
_WORDS = {"NAME": "a name", "NUMBER": "a number", "STRING": "a string", "_NL": "end of line",
          "$END": "end of file", "CMP": "a comparison", "MUL_OP": "'*', '/' or '@'"}
#: Terminals that can start an expression, and those that can follow one.
_EXPRESSION = {"NAME", "NUMBER", "STRING", "LPAR", "LSQB", "MINUS", "TRUE", "FALSE"}
_OPERATORS = {"PLUS", "MINUS", "MUL_OP", "POW", "CMP", "DOT", "LPAR"}
_BRACKETS = {"(": ")", "[": "]", "{": "}"}


def syntax_error(src: Source, e: lark.exceptions.LarkError, terminals) -> DiagnosticError:
    """The `DiagnosticError` for a Lark parse error; `terminals` are the parser's terminals."""
    if isinstance(e, lark.exceptions.UnexpectedCharacters):
        if e.char in "\"'":
            return src.error("unterminated string (a string ends on the line it starts)",
                             e.line, e.column)
        return src.error(f"unexpected character {e.char!r}", e.line, e.column)
    if isinstance(e, lark.exceptions.UnexpectedToken):
        tok = e.token
        line, col = (src.end() if tok.type == "$END" else (tok.line, tok.column))
        unclosed = _unclosed_bracket(src.text, line, col)
        if unclosed is not None:
            char, bline, bcol = unclosed
            return src.error(f"'{char}' was never closed", bline, bcol)
        patterns = {t.name: t.pattern for t in terminals}
        expected = _expected_words(set(e.accepts or e.expected), patterns)
        found = _found_word(tok)
        return src.error(f"unexpected {found}; expected {expected}", line, col)
    if isinstance(e, lark.exceptions.UnexpectedEOF):
        return src.error("unexpected end of file", *src.end())
    return src.error("syntax error", 1, 1)


def _found_word(tok: lark.Token) -> str:
    if tok.type in ("$END", "_NL"):
        return _WORDS[tok.type]
    if tok.type == "NAME":
        return f"name '{tok}'"
    if tok.type in ("NUMBER", "STRING"):
        return f"{tok.type.lower()} {tok}"
    return f"'{tok}'"


def _expected_words(names: set[str], patterns: dict) -> str:
    first, rest = [], set(names)
    if {"NAME", "NUMBER", "LPAR"} <= rest:
        first.append("an expression")
        rest -= _EXPRESSION
    if len(rest & _OPERATORS) >= 3:
        first.append("an operator")
        rest -= _OPERATORS
    words = sorted(_WORDS.get(n) or _quoted(patterns.get(n), n) for n in rest
                   if n not in ("_NL", "$END"))
    words = first + words + [_WORDS[n] for n in ("_NL", "$END") if n in rest]
    if not words:
        return "nothing more here"
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def _quoted(pattern, name: str) -> str:
    if isinstance(pattern, lark.lexer.PatternStr):
        return f"'{pattern.value}'"
    return name.lower()


def _unclosed_bracket(text: str, line: int, col: int):
    """The innermost bracket before `line:col` that opened on an earlier line and is never
    closed anywhere in the file (the likely cause of an error far from the bracket)."""
    offset = _offset(text, line, col)
    stack: list[tuple[str, int]] = []
    closers = {v: k for k, v in _BRACKETS.items()}
    for m in re.finditer(r"#[^\n]*|\"[^\"\n]*\"?|'[^'\n]*'?|[()\[\]{}]", text):
        ch = m.group()
        if ch in _BRACKETS:
            stack.append((ch, m.start()))
        elif ch in closers and stack and stack[-1][0] == closers[ch]:
            stack.pop()
    before = [(ch, start) for ch, start in stack if start < offset]
    if not before:
        return None
    char, start = before[-1]
    bline = text.count("\n", 0, start) + 1
    if bline >= line:
        return None
    return char, bline, start - (text.rfind("\n", 0, start) + 1) + 1


def _offset(text: str, line: int, col: int) -> int:
    pos = 0
    for _ in range(line - 1):
        nxt = text.find("\n", pos)
        if nxt < 0:
            return len(text)
        pos = nxt + 1
    return min(len(text), pos + col - 1)
