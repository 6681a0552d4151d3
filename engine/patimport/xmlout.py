"""Building the XML tree: elements, explanatory comments, and warnings tied to `.pat` places."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TypeAlias

from lxml import etree

from engine.errors import Problem, Severity
from engine.messages import Message

Element: TypeAlias = etree._Element


def comment_text(text: str) -> str:
    """Text that is safe inside an XML comment (no `--`, no trailing `-`)."""
    while "--" in text:
        text = text.replace("--", "- -")
    return f" {text.rstrip('-').strip()} "


def sub(
    parent: Element, name: str, text: str | int | None = None, /, **attrs: str | int
) -> Element:
    """Append a child element with text and attributes (attribute order as given)."""
    child = etree.SubElement(parent, name)
    for key, value in attrs.items():
        child.set(key, str(value))
    if text is not None:
        child.text = str(text)
    return child


def remark(parent: Element, text: str) -> None:
    """Append an explanatory comment (no warning)."""
    parent.append(etree.Comment(comment_text(text)))


@dataclass
class Actions:
    """Action blocks collected while converting, in the order they must appear."""

    beginn: list[Element] = field(default_factory=list)
    allow: list[Element] = field(default_factory=list)
    """`aktion` blocks that perform moves another rule set allows; they come first."""
    block: list[Element] = field(default_factory=list)
    """`aktion` blocks that refuse moves; they come before those that add moves."""
    extra: list[Element] = field(default_factory=list)
    """`aktion` blocks that add moves (sum rules), then the refusals that close them."""
    klick: list[Element] = field(default_factory=list)
    abschluss: list[Element] = field(default_factory=list)

    def ordered(self) -> list[Element]:
        """Every block in document order."""
        return self.beginn + self.allow + self.block + self.extra + self.klick + self.abschluss


@dataclass
class Out:
    """The document being built plus the warnings found while building it."""

    path: str | None
    warnings: list[Problem] = field(default_factory=list)
    actions: Actions = field(default_factory=Actions)

    def warn(self, code: str, message: Message, line: int, column: int = 1) -> None:
        """Record a warning tied to a place in the `.pat` file."""
        self.warnings.append(Problem.of(Severity.WARNING, code, message, line, column, self.path))

    def note(
        self, parent: Element, code: str, message: Message, line: int, column: int = 1
    ) -> None:
        """Keep something that cannot be expressed: a comment where it belongs (in English,
        like the rest of the file's comments) and a warning."""
        remark(parent, f"pat line {line}: {message}")
        self.warn(code, message, line, column)


def action(kind: str, typ: str | None, why: str) -> Element:
    """A detached action block with a leading comment saying what it implements."""
    block = etree.Element(kind)
    if typ is not None:
        block.set("typ", typ)
    remark(block, why)
    return block


def cond(block: Element, feld: str, tag: str, text: str | int, **attrs: str | int) -> Element:
    """Add a `bedingung`."""
    element: Element = sub(block, "bedingung", text, feld=feld, tag=tag, **attrs)
    return element


def cmp(
    block: Element,
    typ: str,
    text: str | int,
    *,
    feld1: str,
    feld2: str,
    karte1: int | None = None,
    karte2: int | None = None,
    beziehung: str | None = None,
) -> Element:
    """Add a `vergleich` between two cards."""
    attrs: dict[str, str | int] = {"feld1": feld1, "feld2": feld2}
    if karte1 is not None:
        attrs["karte1"] = karte1
    if karte2 is not None:
        attrs["karte2"] = karte2
    attrs["typ"] = typ
    if beziehung is not None:
        attrs["beziehung"] = beziehung
    return sub(block, "vergleich", text, **attrs)


def to_text(root: Element) -> str:
    """Serialise the document with an XML declaration and two-space indentation."""
    etree.indent(root, space="  ")
    body = str(etree.tostring(root, encoding="unicode"))
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + body + "\n"
