"""The outline of a game file: top-level elements grouped into settings, variants, templates,
fields and actions, with one-line summaries (shared by the editor's outline and the LSP)."""

from __future__ import annotations

from lxml import etree

GROUPS = ("game", "variants", "templates", "fields", "actions")
ACTION_TAGS = ("beginn", "aktion", "abschluss", "ende")
_GROUP_OF_TAG = {"regelwerk": "variants", "vorlage": "templates", "feld": "fields"}
_GROUP_OF_TAG.update({tag: "actions" for tag in ACTION_TAGS})


def group_of(element: etree._Element) -> str:
    """Which outline group a top-level element belongs to."""
    tag = element.tag
    if tag in ("regel", "level"):
        inner = next((c for c in element if isinstance(c.tag, str)), None)
        return group_of(inner) if inner is not None else "game"
    return _GROUP_OF_TAG.get(str(tag), "game")


def icon_name(element: etree._Element) -> str:
    """Icon name for an element."""
    tag = element.tag
    if not isinstance(tag, str):
        return "comment"
    if tag == "feld":
        return "field"
    if tag == "vorlage":
        return "template"
    if tag in ACTION_TAGS:
        return "action"
    if tag in ("regelwerk", "regel", "level"):
        return "variant"
    if tag == "spiel":
        return "game"
    return "property"


def _short(text: str | None, limit: int = 40) -> str:
    value = " ".join((text or "").split())
    return value if len(value) <= limit else value[: limit - 1] + "\u2026"


def describe(element: etree._Element) -> str:
    """A one-line summary of an element, in the format's own words."""
    tag = element.tag
    if not isinstance(tag, str):
        return "<!-- " + _short(element.text, 30) + " -->"
    get = element.get
    if tag == "feld":
        where = f"({get('x', '?')}, {get('y', '?')})"
        return f"{get('id', '?')}  \u00b7 {get('typ', '?')}  {where}"
    if tag == "vorlage":
        return f"{get('id', '?')}  \u00b7 {get('typ', '?')}"
    if tag in ACTION_TAGS:
        parts = [tag]
        if get("typ"):
            parts.append(get("typ") or "")
        if get("id"):
            parts.append("#" + (get("id") or ""))
        return " ".join(parts)
    if tag == "regel":
        text = _short(element.text) if not len(element) else ""
        return f"regel {get('id', '?')}" + (f" \u2014 {text}" if text else "")
    if tag == "level":
        return f"level {get('ab', '')}..{get('bis', '')}"
    attrs = " ".join(f"{k}={v}" for k, v in element.attrib.items() if not k.startswith("{"))
    text = _short(element.text) if not len(element) else ""
    summary = " ".join(part for part in (tag, attrs) if part)
    return f"{summary} = {text}" if text and not attrs else f"{summary} {text}".rstrip()


def sections(root: etree._Element) -> dict[str, list[etree._Element]]:
    """Top-level elements by outline group; a regelwerk contributes its variants."""
    found: dict[str, list[etree._Element]] = {group: [] for group in GROUPS}
    for child in root:
        if not isinstance(child.tag, str):
            continue
        if child.tag == "regelwerk":
            found["variants"].extend(r for r in child if isinstance(r.tag, str))
            continue
        found[group_of(child)].append(child)
    return found


def element_children(element: etree._Element) -> list[etree._Element]:
    """The child elements shown under an element (comments left out)."""
    return [child for child in element if isinstance(child.tag, str)]
