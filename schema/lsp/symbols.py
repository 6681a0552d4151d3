"""Document symbols: the editor's outline (groups of settings, variants, templates, fields,
actions) built from the tolerant scan, so broken files still get an outline."""

from __future__ import annotations

from xml.sax.saxutils import unescape

from lsprotocol import types
from lxml import etree

from schema.lsp.document import Document
from schema.lsp.scan import Node
from schema.outline import describe, element_children, icon_name, sections

_MAX_DEPTH = 64
_TITLES = {
    "en": {
        "game": "Game settings",
        "variants": "Variants",
        "templates": "Templates",
        "fields": "Fields",
        "actions": "Actions",
    },
    "de": {
        "game": "Spieleinstellungen",
        "variants": "Varianten",
        "templates": "Vorlagen",
        "fields": "Felder",
        "actions": "Aktionen",
    },
}
_KINDS = {
    "field": types.SymbolKind.Field,
    "template": types.SymbolKind.Class,
    "action": types.SymbolKind.Event,
    "variant": types.SymbolKind.EnumMember,
    "game": types.SymbolKind.Module,
    "property": types.SymbolKind.Property,
}


class _Tree:
    """An lxml copy of the scanned elements, remembering which node each element came from."""

    def __init__(self, doc: Document) -> None:
        self.doc = doc
        self.nodes: dict[etree._Element, Node] = {}

    def build(self, node: Node, depth: int = 0) -> etree._Element | None:
        try:
            element = etree.Element(node.tag)
        except ValueError:  # a name lxml refuses (a prefix without namespace, say)
            return None
        for attr in node.attrs:
            if attr.value is not None and ":" not in attr.name:
                try:
                    element.set(attr.name, unescape(attr.value))
                except ValueError:
                    continue
        if node.children:
            start = node.head_end if node.closed else node.content_end
            element.text = unescape(self.doc.text[start : node.children[0].start])
        elif node.closed:
            element.text = unescape(self.doc.scan.text_of(node))
        if depth < _MAX_DEPTH:
            for child in node.children:
                built = self.build(child, depth + 1)
                if built is not None:
                    element.append(built)
        self.nodes[element] = node
        return element


def _symbol(tree: _Tree, element: etree._Element) -> types.DocumentSymbol:
    node = tree.nodes[element]
    doc = tree.doc
    return types.DocumentSymbol(
        name=describe(element) or node.tag,
        kind=_KINDS.get(icon_name(element), types.SymbolKind.Property),
        range=doc.range(node.start, max(node.end, node.name_end)),
        selection_range=doc.range(node.start + 1, node.name_end),
        children=[_symbol(tree, child) for child in element_children(element)],
    )


def document_symbols(doc: Document, language: str = "en") -> list[types.DocumentSymbol]:
    """The outline as nested symbols: one per group that has entries, elements below."""
    root_node = next((n for n in doc.scan.root.children if n.tag == "spiel"), None)
    if root_node is None:
        return []
    tree = _Tree(doc)
    root = tree.build(root_node)
    if root is None:
        return []
    titles = _TITLES.get(language, _TITLES["en"])
    found = []
    for group, elements in sections(root).items():
        children = [_symbol(tree, element) for element in elements]
        if group == "game":
            name = f"{titles['game']} \u2014 {root.get('name', '')}"
            span = (root_node.start, root_node.end)
            selection = doc.range(root_node.start + 1, root_node.name_end)
        elif not children:
            continue
        else:
            name = f"{titles[group]} ({len(children)})"
            nodes = [tree.nodes[e] for e in elements]
            span = (nodes[0].start, max(n.end for n in nodes))
            selection = doc.range(nodes[0].start + 1, nodes[0].name_end)
        found.append(
            types.DocumentSymbol(
                name=name,
                kind=types.SymbolKind.Module if group == "game" else types.SymbolKind.Namespace,
                range=doc.range(*span),
                selection_range=selection,
                children=children,
            )
        )
    return found
