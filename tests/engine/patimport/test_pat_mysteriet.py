"""The worked example "Mysteriet" converts, is well-formed, checks clean and plays."""

from __future__ import annotations

from lxml import etree
from pat_helpers import DATA, cards, check_clean, convert, field, game, one, play, texts

from engine.patimport import convert_pat

TEXT = (DATA / "mysteriet.pat").read_text(encoding="utf-8")


def test_converts_to_well_formed_xml_without_warnings() -> None:
    result = convert_pat(TEXT, path="mysteriet.pat")
    root = etree.fromstring(result.xml.encode())
    assert root.tag == "spiel" and root.get("name") == "Mysteriet" == result.name
    assert result.warnings == []
    assert len(root.findall("feld")) == 34
    assert one(root, "karten") == "104" and one(root, "punktemax") == "104"


def test_validates_and_lints_without_errors() -> None:
    problems = check_clean(convert_pat(TEXT, path="mysteriet.pat").xml)
    assert [p for p in problems if p.severity.value == "warning"] == []


def test_piles_are_mapped_as_the_document_describes() -> None:
    root, _ = convert(TEXT)
    stock, waste = field(root, "stock"), field(root, "abwurf")
    assert texts(stock, "ziel") == ["abwurf"] and one(stock, "wiederholung") == "frei"
    assert one(waste, "folgeschieb") == "einzeln" and one(waste, "max") is None
    column = field(root, "b3")
    assert (one(column, "folgewert"), one(column, "folgefarbe"), one(column, "folgeende")) == (
        "ab",
        "gleich",
        None,
    )
    assert one(field(root, "b4"), "sperre") == "b5"
    foundation = field(root, "b6")
    assert one(foundation, "folgestart") == "zufallswert" and one(foundation, "gesperrt") == "ja"
    assert one(foundation, "folgewert") == "auf" and one(foundation, "max") == "13"
    assert one(field(root, "b10"), "folgestart") == "zufallswert"
    assert [e.text for e in field(root, "b10").findall("lege")] == []
    assert "belegt" in [s.get("bedingung") for s in field(root, "b5").findall("schiebsperre")]


def test_deal_matches_the_example() -> None:
    state = game(TEXT, seed=7).to_json()
    assert len(cards(state, "stock")) == 104 - 57
    assert len(cards(state, "b5")) == 5 and cards(state, "b4")[0].startswith("(")
    assert len(cards(state, "b6")) == 1 and cards(state, "b10") == []
    assert state["score"] == 1 and state["status"] == "running"


def test_plays_a_replay_script() -> None:
    script = "\n".join(["click stock", "move b4 b3", "move b6 b3", "click stock", "undo"])
    result = play(TEXT, script, seed=7)
    steps = [s["ok"] for s in result["steps"]]
    assert steps == [True, False, False, True, True]  # pile 4 lies under pile 5; 6 is locked
    assert len(cards(result["state"], "abwurf")) == 1
