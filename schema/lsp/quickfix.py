"""Quick fixes: did-you-mean replacements, missing required tags, undefined variants.

Suggestions come from the problem's code and the element it points at, worked out with the
same vocabulary and matching functions the linter uses; message text is never parsed.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.definition import BUILTIN_TYPES
from engine.errors import Problem
from schema.lsp.document import Document
from schema.lsp.scan import Node
from schema.lsp.vocabulary import children_of, decl_of, value_type, values_of
from schema.values import close_name, suggest
from schema.vocab_top import TOP_CONTENT

REQUIRED_TOP = {"programm": "241010", "version": "1", "karten": "52"}
_TOP_RANK = {el.name: i for i, el in enumerate(TOP_CONTENT)}
_TITLES = {
    "en": {
        "replace": "Replace with '{0}'",
        "add": "Add <{0}>",
        "define": "Define variant '{0}' in <regelwerk>",
        "attribute": "Add attribute {0}",
    },
    "de": {
        "replace": "Durch '{0}' ersetzen",
        "add": "<{0}> ergänzen",
        "define": "Variante '{0}' im <regelwerk> anlegen",
        "attribute": "Attribut {0} ergänzen",
    },
}


@dataclass(frozen=True, slots=True)
class Fix:
    """One quick fix: a title key with its argument, and text edits (start, end, new text)."""

    kind: str
    argument: str
    edits: tuple[tuple[int, int, str], ...]

    def title(self, language: str) -> str:
        """The fix's title in a language."""
        return _TITLES.get(language, _TITLES["en"])[self.kind].format(self.argument)


def _guess(doc: Document, problem: Problem, node: Node, attr: str | None, raw: str) -> str | None:
    """The replacement the linter's did-you-mean names, worked out from structured facts."""
    code = problem.code
    if code == "xsd-unknown-tag" and node.parent is not None:
        return close_name(node.tag, [el.name for el in children_of(node.parent)])
    if code == "xsd-unknown-attribute" and attr is not None:
        decl = decl_of(node)
        return close_name(attr, [a.name for a in decl.attrs]) if decl is not None else None
    if code == "xsd-bad-value":
        type_name = value_type(node, attr)
        return suggest(type_name, raw) if type_name else None
    if code == "unknown-value":
        return close_name(" ".join(raw.split()), values_of(value_type(node, attr)))
    if code == "bad-card":
        return suggest("cardSpecOrFreiType", raw)
    if code == "unknown-field":
        return close_name(raw.split("#")[0], sorted(doc.ids.definitions("field")))
    if code == "unknown-variant":
        variants = list(doc.ids.definitions("variant"))
        # A variant past the ninth exists but is ignored: the linter suggests nothing then.
        return None if raw in variants else close_name(raw, variants[:9])
    if code == "unknown-type":
        templates = doc.ids.definitions("template")
        if raw in templates:
            return None  # defined later: the fix is to move it, not to rename

        earlier = [name for name, found in templates.items() if found[0].start < node.start]
        return close_name(raw, list(BUILTIN_TYPES) + earlier)
    return None


def fixes_for(
    doc: Document, problem: Problem, node: Node | None, attr: str | None, span: tuple[int, int]
) -> list[Fix]:
    """The quick fixes for one located problem."""
    if problem.code == "missing-tag":
        return _missing_tags(doc)
    if node is None:
        return []
    found = []
    start, end = span
    raw = doc.text[start:end]
    guess = _guess(doc, problem, node, attr, raw)
    if guess and guess != raw:
        edits = [(start, end, guess)]
        if problem.code == "xsd-unknown-tag" and node.close_start >= 0:
            edits.append((node.close_start + 2, node.close_start + 2 + len(node.tag), guess))
        found.append(Fix("replace", guess, tuple(edits)))
    if problem.code == "xsd-missing-attribute":
        found.extend(_missing_attributes(node))
    if problem.code == "unknown-variant" and raw and raw not in doc.ids.definitions("variant"):
        edit = _define_variant(doc, raw)
        if edit is not None:
            found.append(Fix("define", raw, (edit,)))
    return found


def _top_nodes(doc: Document) -> tuple[Node | None, list[Node]]:
    root = next((n for n in doc.scan.root.children if n.tag == "spiel"), None)
    return root, (root.children if root is not None else [])


def _indent(doc: Document, node: Node) -> str:
    line_start = doc.text.rfind("\n", 0, node.start) + 1
    prefix = doc.text[line_start : node.start]
    return prefix if not prefix.strip() else "  "


def _insert_top(doc: Document, tag: str, block: str) -> tuple[int, int, str] | None:
    """An edit inserting a top-level block where the recommended order puts the tag."""
    root, top = _top_nodes(doc)
    if root is None or not root.closed or root.empty:
        return None
    rank = _TOP_RANK[tag]
    before = [n for n in top if _TOP_RANK.get(n.tag, 99) < rank]
    indent = _indent(doc, top[0]) if top else "  "
    text = block.replace("\n", "\n" + indent)
    if before:
        return before[-1].end, before[-1].end, "\n" + indent + text
    return root.head_end, root.head_end, "\n" + indent + text


def _missing_tags(doc: Document) -> list[Fix]:
    _, top = _top_nodes(doc)
    present = {n.tag for n in top}
    found = []
    for tag, default in REQUIRED_TOP.items():
        if tag not in present:
            edit = _insert_top(doc, tag, f"<{tag}>{default}</{tag}>")
            if edit is not None:
                found.append(Fix("add", tag, (edit,)))
    return found


def _define_variant(doc: Document, vid: str) -> tuple[int, int, str] | None:
    _, top = _top_nodes(doc)
    regel = f'<regel id="{vid}">{vid}</regel>'
    regelwerk = next((n for n in top if n.tag == "regelwerk"), None)
    if regelwerk is None:
        return _insert_top(doc, "regelwerk", f"<regelwerk>\n  {regel}\n</regelwerk>")
    if regelwerk.close_start < 0:
        return None
    line_start = doc.text.rfind("\n", 0, regelwerk.close_start) + 1
    prefix = doc.text[line_start : regelwerk.close_start]
    if prefix.strip():
        return regelwerk.close_start, regelwerk.close_start, regel
    inner = _indent(doc, regelwerk.children[0]) if regelwerk.children else prefix + "  "
    return line_start, line_start, f"{inner}{regel}\n"


def _missing_attributes(node: Node) -> list[Fix]:
    """Add each required attribute the element lacks, with an empty value to fill in."""
    decl = decl_of(node)
    if decl is None:
        return []
    present = {a.name for a in node.attrs}
    return [
        Fix("attribute", a.name, ((node.name_end, node.name_end, f' {a.name}=""'),))
        for a in decl.attrs
        if a.required and a.name not in present
    ]
