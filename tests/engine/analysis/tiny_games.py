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


_RANK_NAMES = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "B", "D", "K")


def small_klondike(
    ranks: int, columns: int, draw: int, passes: int | None = None
) -> GameDefinition:
    """Klondike with ace to the `ranks`-th rank in four suits, `columns` columns dealt as
    in Klondike (column k: k - 1 face down, one face up) and the rest in the stock, `draw`
    cards per click, `passes` re-takes of the waste (None: unlimited); small enough for a
    complete search."""
    top = _RANK_NAMES[ranks - 1]
    subs = "".join(f'<sub typ="familie">{r}</sub>' for r in _RANK_NAMES[ranks:])
    home = (
        "<max>13</max><folgestart>A</folgestart><folgefarbe>gleich</folgefarbe>"
        f"<folgewert>auf</folgewert><folgeende>{top}</folgeende><auto>ende</auto>"
        "<folgeschieb>einzeln</folgeschieb><punkte>1</punkte>"
    )
    column = (
        f"<max>19</max><folgestart>{top}</folgestart><folgefarbe>wechsel</folgefarbe>"
        "<folgewert>ab</folgewert><folgeende>A</folgeende>"
    )
    deals = "".join("<ziel>abwurf</ziel>" for _ in range(draw))
    repeat = "frei" if passes is None else str(passes)
    fields = [
        f'<feld id="stock" x="2" y="2" typ="stock">{deals}<quelle>abwurf</quelle>'
        f"<wiederholung>{repeat}</wiederholung><sicht>verdeckt</sicht></feld>",
        '<feld id="abwurf" x="7" y="2" typ="abwurf"><folgeschieb>einzeln</folgeschieb></feld>',
    ]
    fields += [f'<feld id="g{k}" x="{12 + 5 * k}" y="2" typ="ablage"/>' for k in range(4)]
    for k in range(columns):
        down = f'<lege typ="verdeckt" quelle="stock" anz="{k}">frei</lege>' if k else ""
        fields.append(
            f'<feld id="t{k}" x="{2 + 5 * k}" y="10" typ="spalte">{down}'
            '<lege typ="offen" quelle="stock">frei</lege></feld>'
        )
    xml = (
        '<spiel name="Small Klondike" fenster="60x42"><programm>241010</programm>'
        f"<version>1</version><karten>52</karten>{subs}<punktemax>{4 * ranks}</punktemax>"
        f'<vorlage id="ablage" typ="grund">{home}</vorlage>'
        f'<vorlage id="spalte" typ="stapel">{column}</vorlage>'
        f"{''.join(fields)}"
        '<aktion typ="legen" id="nurEinzeln">'
        '<bedingung feld="ziel" tag="folgefarbe">gleich</bedingung>'
        '<bedingung feld="ziel" tag="legezahl" beziehung="groesser">1</bedingung>'
        "</aktion></spiel>"
    )
    return compile_game(parse_bytes(xml.encode(), "<small klondike>"))
