"""Ready-made action patterns from the format reference, written anew, insertable in one step."""

from __future__ import annotations

from dataclasses import dataclass

from lxml import etree
from PySide6.QtCore import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class Snippet:
    """A named pattern: XML with `{grund}`, `{abwurf}` ... placeholders for the file's own ids."""

    key: str
    title: str
    description: str
    xml: str


SNIPPETS: tuple[Snippet, ...] = (
    Snippet(
        "full-runs",
        QT_TRANSLATE_NOOP("FlowEditor", "Only complete runs to the foundation"),
        QT_TRANSLATE_NOOP(
            "FlowEditor", "Blocks any drop onto the foundations of fewer than 13 cards (Spider)."
        ),
        '<aktion typ="legen">\n'
        '  <bedingung feld="ziel" tag="id">{grund}</bedingung>\n'
        '  <bedingung feld="ziel" tag="legezahl" beziehung="kleiner">13</bedingung>\n'
        "</aktion>",
    ),
    Snippet(
        "pairs-rank",
        QT_TRANSLATE_NOOP("FlowEditor", "Pairs of equal rank leave the table"),
        QT_TRANSLATE_NOOP(
            "FlowEditor", "Dropping a card on another of the same rank discards both."
        ),
        '<aktion typ="legen">\n'
        '  <vergleich feld1="quelle" feld2="ziel" typ="wert">gleich</vergleich>\n'
        '  <lege feld="quelle">{abwurf}</lege>\n'
        '  <lege feld="ziel">{abwurf}</lege>\n'
        "</aktion>",
    ),
    Snippet(
        "pairs-13",
        QT_TRANSLATE_NOOP("FlowEditor", "Pairs adding up to 13 leave the table"),
        QT_TRANSLATE_NOOP(
            "FlowEditor",
            "Dropping a card on another so that both ranks sum to 13 discards both (Pyramid).",
        ),
        '<aktion typ="legen">\n'
        '  <vergleich feld1="@legestapel" feld2="ziel" karte1="1" typ="summe">13</vergleich>\n'
        '  <lege feld="quelle" anz="legezahl">{abwurf}</lege>\n'
        '  <lege feld="ziel">{abwurf}</lege>\n'
        "</aktion>",
    ),
    Snippet(
        "seven-on-ace",
        QT_TRANSLATE_NOOP("FlowEditor", "A 7 may go on an Ace of its suit (32-card sets)"),
        QT_TRANSLATE_NOOP(
            "FlowEditor",
            "In 32-card sets the Ace and the 7 are not neighbours; this closes the circle.",
        ),
        '<aktion typ="legen">\n'
        '  <bedingung feld="@legestapel" tag="karte" karte="1">7</bedingung>\n'
        '  <bedingung feld="ziel" tag="karte">A</bedingung>\n'
        '  <vergleich feld1="@legestapel" feld2="ziel" karte1="1" typ="farbe">gleich</vergleich>\n'
        '  <lege feld="quelle" anz="legezahl">ziel</lege>\n'
        "</aktion>",
    ),
    Snippet(
        "click-reveal",
        QT_TRANSLATE_NOOP("FlowEditor", "Click turns a face-down top card"),
        QT_TRANSLATE_NOOP(
            "FlowEditor", "A left click on a pile whose top card lies face down turns it over."
        ),
        '<aktion typ="klick">\n'
        '  <bedingung feld="ziel" tag="status">verdeckt</bedingung>\n'
        '  <aenderung feld="ziel" tag="status">offen</aenderung>\n'
        "</aktion>",
    ),
    Snippet(
        "refill-relation",
        QT_TRANSLATE_NOOP("FlowEditor", "Refill an emptied pile through a relation"),
        QT_TRANSLATE_NOOP(
            "FlowEditor",
            "After a move empties the source pile, it takes a card from the field its "
            '`vorrat` relation names (add <beziehung id="vorrat"> to the fields).',
        ),
        '<abschluss typ="legen">\n'
        '  <bedingung feld="quelle" tag="kartenzahl">0</bedingung>\n'
        '  <lege feld="quelle#vorrat">quelle</lege>\n'
        "</abschluss>",
    ),
    Snippet(
        "ask-player",
        QT_TRANSLATE_NOOP("FlowEditor", "Ask the player a question at the start"),
        QT_TRANSLATE_NOOP(
            "FlowEditor",
            "Shows a message with two buttons; the answer (1 or 2) lands in the stock's var.",
        ),
        "<beginn>\n"
        '  <meldung antwort="Ja\\nNein" feld="{stock}">Mit Hilfe spielen?</meldung>\n'
        "</beginn>",
    ),
    Snippet(
        "count-moves",
        QT_TRANSLATE_NOOP("FlowEditor", "Count the player's moves"),
        QT_TRANSLATE_NOOP("FlowEditor", "Adds one to the stock's var after every move."),
        '<abschluss typ="frei">\n'
        '  <aenderung feld="{stock}" tag="var">+1</aenderung>\n'
        "</abschluss>",
    ),
    Snippet(
        "consolidate",
        QT_TRANSLATE_NOOP("FlowEditor", "Gather cards onto fewer piles after each move"),
        QT_TRANSLATE_NOOP(
            "FlowEditor",
            "Repeats while a pile of the group can be moved onto a larger one of the group.",
        ),
        '<abschluss typ="frei">\n'
        '  <bedingung feld="{stapel}" tag="legbar" umschichten="auf">{stapel}</bedingung>\n'
        '  <lege feld="{stapel}" umschichten="auf" opt="erlaubt">{stapel}</lege>\n'
        "  <erfolg>wiederholung</erfolg>\n"
        "</abschluss>",
    ),
)

_DEFAULT_IDS = {"grund": "g", "abwurf": "abwurf", "stock": "stock", "stapel": "x"}


def ids_for(root: etree._Element | None) -> dict[str, str]:
    """For each built-in type, the id of the first field of that type in the file."""
    found = dict(_DEFAULT_IDS)
    seen: set[str] = set()
    other: str | None = None
    if root is not None:
        for feld in root.iter("feld"):
            typ = feld.get("typ", "")
            if typ != "stock" and other is None and feld.get("id"):
                other = feld.get("id", "")
            if typ in found and typ not in seen and feld.get("id"):
                found[typ] = feld.get("id", "")
                seen.add(typ)
    # A type the file does not use falls back to its first non-stock field, so that
    # the inserted pattern names a field that exists.
    for typ in found:
        if typ not in seen and other is not None:
            found[typ] = other
    return found


def render(snippet: Snippet, root: etree._Element | None) -> str:
    """The snippet's XML with the file's own field ids filled in."""
    return snippet.xml.format(**ids_for(root))


ROW_TEMPLATES: dict[str, str] = {
    "bedingung": '<bedingung feld="ziel" tag="kartenzahl" beziehung="groesser">0</bedingung>',
    "vergleich": '<vergleich feld1="quelle" feld2="ziel" typ="wert">gleich</vergleich>',
    "aenderung": '<aenderung feld="ziel" tag="var">+1</aenderung>',
    "lege": '<lege feld="quelle">ziel</lege>',
    "sound": "<sound>legen</sound>",
    "warte": "<warte>300</warte>",
    "meldung": '<meldung antwort="OK">Text</meldung>',
    "setze": '<setze id="menu">AUTO</setze>',
    "spielende": "<spielende>sieg</spielende>",
    "erfolg": "<erfolg>naechste</erfolg>",
    "misserfolg": "<misserfolg>ende</misserfolg>",
}
"""A sensible, valid starting point for each instruction kind."""

ACTION_TEMPLATES: dict[str, str] = {
    "beginn": "<beginn>\n</beginn>",
    "aktion": '<aktion typ="{typ}">\n</aktion>',
    "abschluss": '<abschluss typ="{typ}">\n</abschluss>',
    "ende": "<ende>\n</ende>",
}
