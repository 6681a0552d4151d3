"""What the XSD allows, for completion and help: tags per parent, attributes, values, docs."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from lxml import etree

XS = "{http://www.w3.org/2001/XMLSchema}"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def xsd_path() -> Path:
    """Location of `patfinder.xsd` (from the schema package, else next to it)."""
    try:
        from schema.validate import XSD_PATH

        return Path(XSD_PATH)
    except ImportError:
        return Path(__file__).resolve().parent.parent / "schema" / "patfinder.xsd"


@dataclass
class SchemaInfo:
    """Tag, attribute and value names with their documentation, merged per tag name."""

    children: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    attributes: dict[str, dict[str, str]] = field(default_factory=lambda: defaultdict(dict))
    """tag -> attribute name -> type name"""
    text_type: dict[str, str] = field(default_factory=dict)
    enums: dict[str, list[str]] = field(default_factory=dict)
    docs: dict[str, dict[str, str]] = field(default_factory=lambda: defaultdict(dict))
    """'tag' or 'tag@attr' -> language -> text"""

    @property
    def tags(self) -> list[str]:
        """Every element name."""
        names = set(self.attributes) | set(self.text_type) | set(self.children)
        for kids in self.children.values():
            names |= kids
        return sorted(names)

    def child_tags(self, parent: str | None) -> list[str]:
        """Tags allowed inside `parent` (all tags when unknown)."""
        if parent is None:
            return ["spiel"]
        return sorted(self.children.get(parent) or self.tags)

    def attribute_names(self, tag: str) -> list[str]:
        """Attributes of a tag."""
        return sorted(self.attributes.get(tag, {}))

    def attribute_values(self, tag: str, attr: str) -> list[str]:
        """Enumerated values of an attribute."""
        return self.enums.get(self.attributes.get(tag, {}).get(attr, ""), [])

    def text_values(self, tag: str) -> list[str]:
        """Enumerated values of a tag's text."""
        return self.enums.get(self.text_type.get(tag, ""), [])

    def doc(self, key: str, language: str = "en") -> str:
        """Documentation of 'tag' or 'tag@attr' in a language (English fallback)."""
        texts = self.docs.get(key, {})
        return texts.get(language) or texts.get("en", "")


def _docs(node: etree._Element) -> dict[str, str]:
    found: dict[str, str] = {}
    for doc in node.findall(f"{XS}annotation/{XS}documentation"):
        found[doc.get(XML_LANG, "en")] = " ".join((doc.text or "").split())
    return found


def _local(name: str | None) -> str:
    return (name or "").split(":")[-1]


@cache
def load(path: str | None = None) -> SchemaInfo:
    """Read the XSD once (an empty SchemaInfo if it is missing)."""
    info = SchemaInfo()
    source = Path(path) if path else xsd_path()
    try:
        root = etree.parse(
            str(source), etree.XMLParser(resolve_entities=False, no_network=True)
        ).getroot()
    except (OSError, etree.XMLSyntaxError):
        return info
    simple = {t.get("name"): t for t in root.findall(f"{XS}simpleType")}
    complex_ = {t.get("name"): t for t in root.findall(f"{XS}complexType")}
    groups = {g.get("name"): g for g in root.findall(f"{XS}group")}

    def enum_of(name: str, seen: frozenset[str] = frozenset()) -> list[str]:
        node = simple.get(name)
        if node is None or name in seen:
            return []
        values = [e.get("value", "") for e in node.iter(f"{XS}enumeration")]
        for union in node.iter(f"{XS}union"):
            for member in (union.get("memberTypes") or "").split():
                values += enum_of(_local(member), seen | {name})
        return list(dict.fromkeys(values))

    for name in simple:
        values = enum_of(name)
        if values:
            info.enums[name] = values

    def content_tags(
        node: etree._Element, seen: frozenset[str] = frozenset()
    ) -> list[etree._Element]:
        found: list[etree._Element] = []
        for child in node:
            if child.tag == f"{XS}element":
                found.append(child)
            elif child.tag == f"{XS}group" and child.get("ref"):
                ref = _local(child.get("ref"))
                if ref not in seen and ref in groups:
                    found += content_tags(groups[ref], seen | {ref})
            elif child.tag in (f"{XS}choice", f"{XS}sequence", f"{XS}all", f"{XS}group"):
                found += content_tags(child, seen)
        return found

    def describe_type(tag: str, type_node: etree._Element | None, type_name: str) -> None:
        if type_node is None:
            info.text_type.setdefault(tag, type_name)
            return
        for attr in type_node.iter(f"{XS}attribute"):
            if attr.get("name"):
                info.attributes[tag][attr.get("name", "")] = _local(attr.get("type"))
                info.docs[f"{tag}@{attr.get('name')}"].update(_docs(attr))
        for ext in type_node.iter(f"{XS}extension", f"{XS}restriction"):
            if ext.getparent() is not None and ext.getparent().tag == f"{XS}simpleContent":
                info.text_type.setdefault(tag, _local(ext.get("base")))
        for child in content_tags(type_node):
            info.children[tag].add(child.get("name", ""))

    pending = [(e, None) for e in root.findall(f"{XS}element")]
    for group in groups.values():
        pending += [(e, None) for e in content_tags(group)]
    done: set[tuple[str, str]] = set()
    while pending:
        element, _ = pending.pop()
        tag = element.get("name", "")
        type_name = _local(element.get("type"))
        if (tag, type_name) in done:
            continue
        done.add((tag, type_name))
        info.docs[tag].update(_docs(element))
        inline = element.find(f"{XS}complexType")
        node = inline if inline is not None else complex_.get(type_name)
        describe_type(tag, node, type_name)
        if node is not None:
            pending += [(child, None) for child in content_tags(node)]
    return info
