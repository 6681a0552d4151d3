"""The action flow as data: nodes (action blocks), rows (instructions) and control-flow edges."""

from __future__ import annotations

from dataclasses import dataclass, field

from lxml import etree

from engine.compile_actions import ACTION_KINDS

FLOW_TAGS = ("erfolg", "misserfolg")
_RELATIONS = {
    "kleiner": "<",
    "kleinergleich": "<=",
    "groesser": ">",
    "groessergleich": ">=",
    "ungleich": "!=",
}


@dataclass
class FlowRow:
    """One instruction shown as a row of its node."""

    element: etree._Element
    tag: str
    summary: str
    scope: str = ""
    """`regel X` / `level a..b` when the row only applies there."""


@dataclass
class FlowNode:
    """One action block."""

    element: etree._Element
    kind: str
    position: int
    """Index within its kind's list (document order)."""
    typ: str | None
    id: str | None
    rows: list[FlowRow] = field(default_factory=list)
    erfolg: str = "ende"
    misserfolg: str = "naechste"
    scope: str = ""

    @property
    def title(self) -> str:
        """Header text: kind, trigger and id."""
        parts = [self.kind]
        if self.typ:
            parts.append(f"typ={self.typ}")
        if self.id:
            parts.append(f"id={self.id}")
        return "  ".join(parts)

    @property
    def always_succeeds(self) -> bool:
        """No condition or comparison could make it fail."""
        return not any(row.tag in ("bedingung", "vergleich") for row in self.rows)


@dataclass
class FlowEdge:
    """Where control goes after success (`erfolg`) or failure (`misserfolg`) of a node."""

    source: FlowNode
    target: FlowNode | None
    """None = the chain ends."""
    outcome: str
    """`erfolg` or `misserfolg`."""
    word: str
    """The value as written (`naechste`, `anfang`, an id...)."""


@dataclass
class FlowGraph:
    """All action blocks of a document grouped by kind, with their edges."""

    nodes: dict[str, list[FlowNode]]
    edges: list[FlowEdge]

    def all_nodes(self) -> list[FlowNode]:
        """Every node, kinds in phase order."""
        return [node for kind in ACTION_KINDS for node in self.nodes[kind]]

    def node_of(self, element: etree._Element) -> FlowNode | None:
        """The node showing an action element, or the one holding an instruction element."""
        for node in self.all_nodes():
            if node.element is element or any(row.element is element for row in node.rows):
                return node
        return None


def _text(element: etree._Element) -> str:
    return (element.text or "").strip()


def _scope_of(element: etree._Element) -> str:
    if element.tag == "regel":
        return f"regel {element.get('id', '?')}"
    low, high = element.get("ab"), element.get("bis")
    return f"level {low or '0'}..{high or 'max'}"


def build_graph(root: etree._Element | None) -> FlowGraph:
    """Read every action block of a `spiel` tree (inside regel/level containers too)."""
    nodes: dict[str, list[FlowNode]] = {kind: [] for kind in ACTION_KINDS}
    if root is not None:
        _collect(root, "", nodes)
    edges: list[FlowEdge] = []
    for kind in ACTION_KINDS:
        group = nodes[kind]
        by_id = {n.id: n for kind2 in ACTION_KINDS for n in nodes[kind2] if n.id}
        for node in group:
            edges.append(
                FlowEdge(
                    node, _target(group, by_id, node, node.erfolg, "ende"), "erfolg", node.erfolg
                )
            )
            edges.append(
                FlowEdge(
                    node,
                    _target(group, by_id, node, node.misserfolg, "naechste"),
                    "misserfolg",
                    node.misserfolg,
                )
            )
    return FlowGraph(nodes, edges)


def _collect(parent: etree._Element, scope: str, nodes: dict[str, list[FlowNode]]) -> None:
    for child in parent:
        if not isinstance(child.tag, str):
            continue
        if child.tag in ("regel", "level"):
            _collect(child, _scope_of(child), nodes)
        elif child.tag in ACTION_KINDS:
            node = FlowNode(
                child,
                child.tag,
                len(nodes[child.tag]),
                child.get("typ"),
                child.get("id"),
                scope=scope,
            )
            _rows(child, "", node)
            nodes[child.tag].append(node)


def _rows(parent: etree._Element, scope: str, node: FlowNode) -> None:
    for child in parent:
        if not isinstance(child.tag, str):
            continue
        if child.tag in ("regel", "level"):
            _rows(child, _scope_of(child), node)
        elif child.tag == "erfolg":
            node.erfolg = _text(child) or "ende"
        elif child.tag == "misserfolg":
            node.misserfolg = _text(child) or "naechste"
        else:
            node.rows.append(FlowRow(child, child.tag, summarize(child), scope))


def _target(
    group: list[FlowNode], by_id: dict[str, FlowNode], node: FlowNode, word: str, default: str
) -> FlowNode | None:
    """Resolve a continuation word to the node it runs next (None = end of the chain)."""
    if word not in ("anfang", "naechste", "wiederholung", "ende") and word not in by_id:
        word = default
    if word == "ende":
        return None
    if word == "wiederholung":
        return node
    if word == "anfang":
        return group[0] if group else None
    if word == "naechste":
        nxt = node.position + 1
        return group[nxt] if nxt < len(group) else None
    return by_id[word]


def summarize(element: etree._Element) -> str:
    """A one-line reading of an instruction (`ziel kartenzahl > 0`, `lege quelle -> abwurf`)."""
    tag = element.tag
    a = element.attrib
    text = _text(element)
    if tag == "bedingung":
        relation = _RELATIONS.get(a.get("beziehung", ""), "=")
        extra = "".join(f" {k}={a[k]}" for k in ("karte", "id", "folge", "umschichten") if k in a)
        return f"{a.get('feld', '?')} {a.get('tag', '?')}{extra} {relation} {text}".rstrip()
    if tag == "vergleich":
        pos = "".join(f" {k}={a[k]}" for k in ("karte1", "karte2") if k in a)
        relation = _RELATIONS.get(a.get("beziehung", ""), "=")
        typ = a.get("typ", "?")
        if typ in ("farbe", "wert"):
            return f"{typ}({a.get('feld1', '?')}, {a.get('feld2', '?')}) {text}{pos}"
        return f"{typ}({a.get('feld1', '?')}, {a.get('feld2', '?')}){pos} {relation} {text}"
    if tag == "aenderung":
        extra = "".join(f" {k}={a[k]}" for k in ("id", "ziel", "opt") if k in a)
        return f"{a.get('feld', '?')} {a.get('tag', '?')}{extra} := {text}"
    if tag == "lege":
        opts = " ".join(f"{k}={v}" for k, v in a.items() if k != "feld")
        return f"{a.get('feld', '?')} -> {text}" + (f"  ({opts})" if opts else "")
    if tag == "meldung":
        buttons = a.get("antwort", "OK").replace("\\n", " / ")
        first = text.replace("\\n", " ")[:40]
        return f"\u201c{first}\u201d [{buttons}]" + (f" -> var({a['feld']})" if "feld" in a else "")
    if tag == "setze":
        return f"{a.get('id', '?')} := {text}"
    return text
