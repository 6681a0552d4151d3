"""Tolerant reading of `.pat` text into the typed model, with line and column for every number."""

from __future__ import annotations

import re

from engine.errors import LoadError, Problem, Severity
from engine.messages import Message, msg
from engine.patimport.model import Num, PatFile, Pile, RuleSet

MAX_PILES = 150
MAX_DECKS = 8

# Minus signs that word processors put into number columns.
_MINUS_SIGNS = str.maketrans(
    {
        "\u2212": "-",
        "\u2013": "-",
        "\u2014": "-",
        "\ufe63": "-",
        "\uff0d": "-",
        "\u2010": "-",
        "\u2011": "-",
    }
)
_TOKEN = re.compile(r"\S+")
_INT = re.compile(r"^[+-]?\d+$")
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ud800-\udfff\ufffe\uffff]")


class PatSyntaxError(LoadError):
    """A `.pat` file that cannot be read: carries path, line and column."""

    def __init__(self, message: Message, *, path: str | None, line: int, column: int = 1) -> None:
        super().__init__(message, path=path, line=line, column=column, code="pat-syntax")


def decode_bytes(data: bytes) -> str:
    """Text of a `.pat` file: UTF-8 (with or without BOM), else Windows-1252 as old files use."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


def _numbers(text: str, line: int, path: str | None) -> list[Num]:
    """Integers of one line; an annotation starting with `(` or `<` ends the numbers."""
    nums: list[Num] = []
    for match in _TOKEN.finditer(text):
        token = match.group()
        if token[0] in "(<":
            break
        if not _INT.match(token):
            raise PatSyntaxError(
                msg("pat.not-a-number", token=repr(token)),
                path=path,
                line=line,
                column=match.start() + 1,
            )
        nums.append(Num(int(token), match.start() + 1))
    return nums


class _Reader:
    """State of one reading pass: the lines left and the warnings found so far."""

    def __init__(self, text: str, path: str | None) -> None:
        # DOS files may end with Ctrl-Z; other control characters cannot go into XML.
        text = _CONTROL.sub("", text.lstrip("\ufeff").translate(_MINUS_SIGNS))
        self.lines = list(enumerate(text.splitlines(), start=1))
        self.path = path
        self.warnings: list[Problem] = []
        self.pos = 0

    def warn(self, code: str, message: Message, line: int, column: int = 1) -> None:
        """Record a warning about the input."""
        self.warnings.append(Problem.of(Severity.WARNING, code, message, line, column, self.path))

    def next_line(self) -> tuple[int, str] | None:
        """Next non-blank line, or None at the end."""
        while self.pos < len(self.lines):
            number, text = self.lines[self.pos]
            self.pos += 1
            if text.strip():
                return number, text
        return None

    def last_line(self) -> int:
        """Number of the line after the last one (where a missing line would be)."""
        return len(self.lines) + 1

    def header(self) -> tuple[str, int, int, int, int]:
        """Name line and the decks/piles line."""
        first = self.next_line()
        if first is None:
            raise PatSyntaxError(msg("pat.empty"), path=self.path, line=1)
        name_line, name = first
        second = self.next_line()
        if second is None:
            raise PatSyntaxError(
                msg("pat.no-header"),
                path=self.path,
                line=self.last_line(),
            )
        header_line, text = second
        nums = _numbers(text, header_line, self.path)
        if len(nums) != 2:
            raise PatSyntaxError(
                msg("pat.header-count", count=len(nums)),
                path=self.path,
                line=header_line,
            )
        decks, piles = nums
        if not 1 <= decks.value <= MAX_DECKS:
            raise PatSyntaxError(
                msg("pat.decks-range", limit=MAX_DECKS, value=decks.value),
                path=self.path,
                line=header_line,
                column=decks.column,
            )
        if not 1 <= piles.value <= MAX_PILES:
            raise PatSyntaxError(
                msg("pat.piles-range", limit=MAX_PILES, value=piles.value),
                path=self.path,
                line=header_line,
                column=piles.column,
            )
        return name.strip(), name_line, header_line, decks.value, piles.value

    def pile(self, number: int) -> Pile:
        """One pile line (11 numbers, or 15 with a second rule set)."""
        found = self.next_line()
        if found is None:
            raise PatSyntaxError(
                msg("pat.ends-early", number=number), path=self.path, line=self.last_line()
            )
        line, text = found
        nums = _numbers(text, line, self.path)
        end = len(text.rstrip()) + 1
        if len(nums) < 11:
            raise PatSyntaxError(
                msg("pat.pile-count", number=number, expected=11, count=len(nums)),
                path=self.path,
                line=line,
                column=end,
            )
        wants_second = number > 1 and abs(nums[10].value) >= 1000
        expected = 15 if wants_second else 11
        if len(nums) != expected:
            if wants_second and len(nums) == 11:
                self.warn(
                    "pat-rules2",
                    msg("pat.rules2-missing", number=number),
                    line,
                    nums[10].column,
                )
            else:
                code = "pat.pile-count-15" if len(nums) == 15 else "pat.pile-count"
                raise PatSyntaxError(
                    msg(code, number=number, expected=expected, count=len(nums)),
                    path=self.path,
                    line=line,
                    column=nums[expected].column if len(nums) > expected else end,
                )
        rules = RuleSet(nums[7], nums[8], nums[9], nums[10])
        second = RuleSet(*nums[11:15]) if len(nums) == 15 else None
        count, x, y, dx, dy, layout, target = nums[:7]
        return Pile(number, line, count, x, y, dx, dy, layout, target, rules, second)

    def trailing(self) -> None:
        """Lines after the last declared pile are reported, not used."""
        extra = self.next_line()
        if extra is not None:
            self.warn(
                "pat-extra",
                msg("pat.extra-lines"),
                extra[0],
            )


def read_pat(text: str, *, path: str | None = None) -> tuple[PatFile, list[Problem]]:
    """Parse `.pat` text; raises PatSyntaxError for a malformed line."""
    reader = _Reader(text, path)
    name, name_line, header_line, decks, count = reader.header()
    piles = tuple(reader.pile(number) for number in range(1, count + 1))
    reader.trailing()
    if not name:
        reader.warn("pat-name", msg("pat.no-name"), name_line)
    return PatFile(name, decks, piles, name_line, header_line, path), reader.warnings
