"""Hand-made tiny games for the analysis tests (32-card pack, three foundation cards)."""

from __future__ import annotations

from engine.compile import compile_game
from engine.definition import GameDefinition
from engine.xmlread import parse_bytes

_COLUMN = (
    "<max>5</max><folgestart>frei</folgestart><folgefarbe>frei</folgefarbe>"
    "<folgewert>ab</folgewert>"
)
_HOME = (
    "<max>3</max><folgestart>7</folgestart><folgefarbe>gleich</folgefarbe>"
    "<folgewert>auf</folgewert><auto>ende</auto><punkte>1</punkte>"
)


def _lay(cards: list[str]) -> str:
    out = []
    for card in cards:
        down = card.startswith("(")
        spec = card.strip("()")
        out.append(f'<lege typ="{"verdeckt" if down else "offen"}" quelle="stock">{spec}</lege>')
    return "".join(out)


def tiny(t1: list[str], t2: list[str], *, cell: bool = False) -> GameDefinition:
    """Two columns (bottom card first, `(...)` = face down), one foundation wanting Herz 7-8-9."""
    cell_xml = '<feld id="z" x="22" y="2" typ="stapel"><max>1</max></feld>' if cell else ""
    xml = (
        '<spiel name="Tiny" fenster="40x40"><programm>240101</programm><version>1</version>'
        "<karten>32</karten><punktemax>3</punktemax>"
        '<feld id="stock" x="-1" y="-1" typ="stock"/>'
        f'<feld id="t1" x="2" y="2" typ="stapel">{_COLUMN}{_lay(t1)}</feld>'
        f'<feld id="t2" x="7" y="2" typ="stapel">{_COLUMN}{_lay(t2)}</feld>'
        f'<feld id="g" x="12" y="2" typ="grund">{_HOME}</feld>{cell_xml}</spiel>'
    )
    return compile_game(parse_bytes(xml.encode(), "<tiny>"))


def solvable() -> GameDefinition:
    """7 home, 8 home, the king onto the emptied column, 9 home."""
    return tiny(["Herz 8", "Herz 7"], ["Herz 9", "Pik K"])


def unsolvable() -> GameDefinition:
    """The 8 lies under a king that has nowhere to go."""
    return tiny(["Herz 9", "Herz 7"], ["Herz 8", "Pik K"])


def hidden() -> GameDefinition:
    """Like `solvable`, but the 8 lies face down under the 7."""
    return tiny(["(Herz 8)", "Herz 7"], ["Herz 9", "Pik K"])
