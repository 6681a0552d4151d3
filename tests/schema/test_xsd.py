"""patfinder.xsd: generated from the tables, documented in two languages, complete, and
agreed on by both validators (libxml2 via lxml, and xmlschema) for every corpus file."""

from __future__ import annotations

from pathlib import Path

import pytest
from lxml import etree

from engine.errors import LoadError
from engine.xmlread import parse_bytes
from schema import XSD_PATH, validate, xsdgen
from schema.validate import lxml_verdict, walk, xmlschema_verdict
from schema.vocab import GROUPS, SPIEL, El
from schema.vocab_types import TYPES, enumeration
from tests.schema.conftest import BASE, DATA

XS = "{http://www.w3.org/2001/XMLSchema}"
LANG = "{http://www.w3.org/XML/1998/namespace}lang"
ROOT = Path(__file__).parents[2]

SAMPLES = {
    "idType": "a1",
    "idListType": "a1 b2",
    "fieldRefType": "ziel#nachbar",
    "fieldRefListType": "quelle a1",
    "windowType": "40x30",
    "kartenType": "52x2",
    "cardSpecType": "zufallsfarbe zufallswert-3",
    "cardSpecOrFreiType": "Herz 10",
    "optCardSpecType": "",
    "deckCardType": "Pik D",
    "wordType": "x",
    "countType": "0",
    "positiveType": "3",
    "cardCountType": "208",
    "varValueType": "2147483647",
    "positionType": "-1",
    "repeatCountType": "-1",
    "autoType": "belegt,Herz 9,wertauf3,ja",
    "richtungType": "rechts unten",
    "anzeigePosType": "oben links",
    "stoppValueType": "max",
    "hexColorType": "00Ff88",
    "legeOptType": "erlaubt,einmal",
    "kuerzelType": "",
    "xs:string": "text",
    "xs:integer": "-5",
}


def _sample(type_name: str) -> str:
    values = enumeration(type_name)
    return values[-1] if values else SAMPLES[type_name]


def _instance(el: El, depth: int = 0) -> etree._Element:
    node = etree.Element(el.name, {a.name: _sample(a.type) for a in el.attrs})
    if el.group is not None and depth < 3:
        for child in GROUPS[el.group]:
            node.append(_instance(child, depth + 1))
    elif el.group is None:
        node.text = _sample(el.simple or "xs:string")
    return node


def _parsed(data: bytes):  # type: ignore[no-untyped-def]
    return parse_bytes(data, "t.xml")


def corpus() -> list[Path]:
    """Every game file the tests know: fixtures, engine test data and the game library."""
    files = sorted((ROOT / "tests").rglob("*.xml")) + sorted((ROOT / "games").rglob("*.xml"))
    return [f for f in files if "benchmarks" not in f.parts]


def test_xsd_file_is_generated_from_the_tables() -> None:
    assert xsdgen.main(["--check"]) == 0, "run: python -m schema.xsdgen"


def test_every_declaration_is_documented_in_english_and_german() -> None:
    tree = etree.parse(str(XSD_PATH))
    nodes = [
        n
        for n in tree.iter(
            f"{XS}element", f"{XS}attribute", f"{XS}simpleType", f"{XS}complexType", f"{XS}group"
        )
        if n.get("name")
    ]
    assert len(nodes) > 200
    for node in nodes:
        docs = node.findall(f"{XS}annotation/{XS}documentation")
        langs = {d.get(LANG): (d.text or "").strip() for d in docs}
        assert langs.get("en") and langs.get("de"), etree.tostring(node)[:120]


def test_regular_structure_for_the_editor() -> None:
    tree = etree.parse(str(XSD_PATH))
    groups = {g.get("name") for g in tree.iter(f"{XS}group") if g.get("name")}
    assert groups == {"topContent", "fieldContent", "actionContent", "regelwerkContent"}
    for group in ("topContent", "fieldContent", "actionContent"):
        names = tree.xpath(
            f"//xs:group[@name='{group}']//xs:element/@name", namespaces={"xs": XS[1:-1]}
        )
        assert "regel" in names and "level" in names
    spiel = tree.xpath(
        "//xs:complexType[@name='spielType']/xs:anyAttribute", namespaces={"xs": XS[1:-1]}
    )
    assert spiel and spiel[0].get("namespace") == "http://www.w3.org/2001/XMLSchema-instance"


CHECKLIST = {
    "top": "programm version bemerkung anleitung regelwerk levelmax karten add sub punktemax "
    "punktestart markiere vorlage feld beginn aktion abschluss ende regel level",
    "field": "ziel quelle wiederholung max folgestart folgeende folgefarbe folgewert folgeschieb "
    "einschub fuellen sperre gesperrt schiebsperre stopp sicht auto aufdecken blindstart "
    "punkte var lege sortiere beziehung lage eng richtung anzeige rand sichtbar regel "
    "level",
    "action": "bedingung vergleich aenderung lege sound warte meldung setze spielende erfolg "
    "misserfolg regel level",
}


def test_vocabulary_checklist_is_covered() -> None:
    for group, names in CHECKLIST.items():
        assert {el.name for el in GROUPS[group]} == set(names.split())


def test_every_element_and_attribute_is_accepted() -> None:
    root = _instance(SPIEL)
    data = etree.tostring(root)
    parsed = _parsed(data)
    assert lxml_verdict(parsed) and xmlschema_verdict(parsed)
    assert validate(parsed) == [] and walk(parsed) == []


ENUM_TYPES = [t for t in TYPES if t.enum]


@pytest.fixture(scope="module")
def probe(tmp_path_factory):  # type: ignore[no-untyped-def]
    """Both validators for a schema whose <probe> holds elements of every enumerated type."""
    import xmlschema

    decls = "".join(f'<xs:element name="{t.name}" type="{t.name}"/>' for t in ENUM_TYPES)
    xsd = tmp_path_factory.mktemp("probe") / "probe.xsd"
    xsd.write_text(
        '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">'
        f'<xs:include schemaLocation="{XSD_PATH.as_uri()}"/>'
        '<xs:element name="probe"><xs:complexType><xs:choice minOccurs="0" '
        f'maxOccurs="unbounded">{decls}</xs:choice></xs:complexType></xs:element>'
        "</xs:schema>",
        encoding="utf-8",
    )
    libxml2 = etree.XMLSchema(etree.parse(str(xsd)))
    python = xmlschema.XMLSchema10(str(xsd))

    def verdicts(values: dict[str, list[str]]) -> tuple[bool, bool]:
        body = "".join(f"<{n}>{v}</{n}>" for n, vals in values.items() for v in vals)
        doc = etree.fromstring(f"<probe>{body}</probe>")
        return bool(libxml2.validate(doc)), bool(python.is_valid(doc))

    return verdicts


def test_every_enumerated_value_is_accepted_by_both(probe) -> None:  # type: ignore[no-untyped-def]
    assert probe({t.name: list(t.enum) for t in ENUM_TYPES}) == (True, True)


def test_values_outside_each_enumeration_are_refused_by_both(probe) -> None:  # type: ignore[no-untyped-def]
    for t in ENUM_TYPES:
        assert probe({t.name: ["zzz"]}) == (False, False), t.name
        assert probe({t.name: [t.enum[0] + "x"]}) == (False, False), t.name


@pytest.mark.parametrize("path", corpus(), ids=lambda p: str(p.relative_to(ROOT)))
def test_validators_agree_on_the_corpus(path: Path) -> None:
    try:
        parsed = parse_bytes(path.read_bytes(), str(path))
    except LoadError:
        return  # not well-formed: neither validator gets to see it
    ours = not [p for p in walk(parsed) if p.severity.value == "error"]
    assert lxml_verdict(parsed) == xmlschema_verdict(parsed) == ours


def test_library_and_valid_fixtures_validate() -> None:
    files = sorted((ROOT / "games").rglob("*.xml")) + sorted((DATA / "valid").glob("*.xml"))
    for path in files:
        parsed = parse_bytes(path.read_bytes(), str(path))
        assert validate(parsed) == [], path


def test_xsi_attributes_are_accepted() -> None:
    assert "xsi:noNamespaceSchemaLocation" in BASE
    assert validate(_parsed(BASE.encode())) == []


def test_help_texts_for_the_editor() -> None:
    from schema import help_for

    assert help_for(["spiel", "feld", "ziel"]).startswith("Clicking")  # type: ignore[union-attr]
    assert "Klick" in (help_for(["spiel", "feld", "ziel"], lang="de") or "")
    assert help_for(["spiel", "aktion", "lege"], "anz") != help_for(
        ["spiel", "feld", "lege"], "anz"
    )
    assert help_for(["spiel", "aktion", "regel", "level", "meldung"], "antwort")
    assert help_for(["spiel", "nix"]) is None and help_for(["spiel"], "nix") is None
