"""Completion of tag, attribute and value names in the source view, from the XSD."""

from __future__ import annotations

import re
from dataclasses import dataclass

from editor.xsdinfo import SchemaInfo

_OPEN_TAGS = re.compile(r"<(/?)([\w:.-]+)(?:\s+[^<>]*?)?(/?)>")


@dataclass(frozen=True)
class Context:
    """What is being typed at the cursor: kind ('tag', 'attribute', 'value', 'text') and prefix."""

    kind: str
    prefix: str
    tag: str | None = None
    attribute: str | None = None
    parent: str | None = None


def _enclosing(text: str) -> str | None:
    """Tag of the innermost element still open at the end of `text`."""
    stack: list[str] = []
    for match in _OPEN_TAGS.finditer(text):
        closing, name, empty = match.groups()
        if closing:
            if stack and stack[-1] == name:
                stack.pop()
        elif not empty:
            stack.append(name)
    return stack[-1] if stack else None


def context_at(text: str, offset: int) -> Context | None:
    """Work out what kind of name the cursor position asks for."""
    before = text[:offset]
    lt, gt = before.rfind("<"), before.rfind(">")
    if lt > gt:
        inside = before[lt + 1 :]
        if inside.startswith(("!", "?")):
            return None
        tag_match = re.match(r"/?([\w:.-]*)$", inside)
        if tag_match:
            return Context("tag", tag_match.group(1), parent=_enclosing(before[:lt]))
        tag = re.match(r"([\w:.-]+)", inside)
        name = tag.group(1) if tag else None
        value = re.search(r"([\w:.-]+)\s*=\s*([\"'])([^\"']*)$", inside)
        if value:
            return Context("value", value.group(3), tag=name, attribute=value.group(1))
        attr = re.search(r"\s([\w:.-]*)$", inside)
        if attr:
            return Context("attribute", attr.group(1), tag=name)
        return None
    word = re.search(r"([\w+-]*)$", before)
    prefix = word.group(1) if word else ""
    return Context("text", prefix, tag=_enclosing(before))


def candidates(info: SchemaInfo, context: Context) -> list[str]:
    """Names that fit the context, filtered by its prefix."""
    if context.kind == "tag":
        names = info.child_tags(context.parent)
    elif context.kind == "attribute" and context.tag:
        names = info.attribute_names(context.tag)
    elif context.kind == "value" and context.tag and context.attribute:
        names = info.attribute_values(context.tag, context.attribute)
    elif context.kind == "text" and context.tag:
        names = info.text_values(context.tag)
    else:
        names = []
    return [n for n in names if n.startswith(context.prefix) and n != context.prefix]
