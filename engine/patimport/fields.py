"""One `feld` per pile: type, place, fan, faces, dealt cards and the tags of rule set 1."""

from __future__ import annotations

from lxml import etree

from engine.messages import msg, phrase
from engine.patimport.context import Ctx
from engine.patimport.layout import place
from engine.patimport.model import NO_LIMIT, Pile
from engine.patimport.rules import check_codes, normal_actions, tag_values, write_tags
from engine.patimport.seq import empty_spec
from engine.patimport.xmlout import Element, remark, sub

FACE_CODES = (0, 1, 2, 3, 4, 5, 6, 7)


def faces(count: int, code: int) -> list[bool]:
    """Face-up flags (bottom to top) of the cards dealt to a pile with face code `code`."""
    if code in (3, 4):
        return [(i % 2 == 0) == (code == 4) for i in range(count)]
    up = {0: 0, 1: 1, 2: count, 5: 0, 6: 2, 7: 3}.get(code, count)
    up = min(up, count)
    return [False] * (count - up) + [True] * up


def field_type(ctx: Ctx, pile: Pile) -> str:
    """Built-in type that fits the pile's role."""
    if pile.is_stock:
        return "stock"
    if ctx.fid(pile.number) == "abwurf":
        return "abwurf"
    rs = pile.rules
    puts = rs.put_digit(0) != 0
    if puts and 0 < pile.target.value < NO_LIMIT:
        return "grund"
    if puts and pile.target.value == -1 and rs.empty.value == NO_LIMIT:
        return "keller"
    if not puts and rs.take_a != 0 and pile.count.value > 0:
        return "reserve"
    return "stapel"


def _describe(pile: Pile) -> str:
    """The pile's numbers as they stand in the file, for a leading comment."""
    nums = [
        pile.count,
        pile.x,
        pile.y,
        pile.dx,
        pile.dy,
        pile.layout,
        pile.target,
        pile.rules.take,
        pile.rules.put,
        pile.rules.empty,
        pile.rules.seq,
    ]
    if pile.second is not None:
        s = pile.second
        nums += [s.take, s.put, s.empty, s.seq]
    return f"pile {pile.number} (pat line {pile.line}): " + " ".join(str(n.value) for n in nums)


def build_field(ctx: Ctx, root: Element, pile: Pile) -> Element:
    """Create the `feld` for a pile with display, rule set 1 and dealt cards."""
    spot = place(pile)
    remark(root, _describe(pile))
    feld = sub(root, "feld", id=ctx.fid(pile.number), x=spot.x, y=spot.y, typ=field_type(ctx, pile))
    ctx.fields[pile.number] = feld
    _display(ctx, pile, feld)
    if pile.is_stock:
        return feld
    if pile.spacer:
        remark(feld, "an empty pile without rules: it only makes the window larger")
        sub(feld, "rand", "nein")
        return feld
    check_codes(ctx, pile, pile.rules, phrase("pat.pile", number=pile.number))
    write_tags(feld, tag_values(pile, pile.rules))
    guard = (
        ((ctx.fid(pile.number), "var", "0"),)
        if pile.rules.mode in (3, 4, 5, 6) and pile.second is not None
        else ()
    )
    normal_actions(ctx, pile, pile.rules, guard, phrase("pat.pile", number=pile.number))
    _face_down_top(pile, feld)
    return feld


def _display(ctx: Ctx, pile: Pile, feld: Element) -> None:
    """`lage`, `richtung`, `eng`, and how invisible cards are shown."""
    spot = place(pile)
    if pile.lying:
        sub(feld, "lage", "quer")
    elif pile.layout.value // 10 % 10 not in (0, 2):
        ctx.out.note(
            feld,
            "pat-code",
            msg("pat.orientation", number=pile.number, code=pile.layout.value // 10 % 10),
            pile.line,
            pile.layout.column,
        )
    if spot.step:
        sub(feld, "richtung", spot.richtung)
        if spot.step == 1:
            sub(feld, "eng", 1)
    if not pile.hidden and (spot.x < 0 or spot.y < 0):
        ctx.out.note(
            feld,
            "pat-layout",
            msg("pat.hidden", number=pile.number),
            pile.line,
            pile.x.column if spot.x < 0 else pile.y.column,
        )
    if pile.is_stock:
        return
    if pile.deal_mode not in (0, 6, 7, 8):
        which = "pat.deal-mode-hand" if pile.deal_mode in (1, 2) else "pat.deal-mode-code"
        ctx.out.note(
            feld,
            "pat-code",
            msg(which, number=pile.number, code=pile.deal_mode),
            pile.line,
            pile.layout.column,
        )
    if pile.face not in FACE_CODES:
        ctx.out.note(
            feld,
            "pat-code",
            msg("pat.face-code", number=pile.number, code=pile.face),
            pile.line,
            pile.layout.column,
        )
    if pile.face == 5:
        if ctx.can_give(pile) or pile.rules.put_digit(0) != 0:
            sub(feld, "sicht", "verdeckt")
            ctx.out.note(
                feld,
                "pat-faces",
                msg("pat.invisible", number=pile.number),
                pile.line,
                pile.layout.column,
            )
        else:
            sub(feld, "sichtbar", 0)


def _face_down_top(pile: Pile, feld: Element) -> None:
    """A pile dealt with a face-down top card that may be taken lets the player turn it."""
    flags = faces(pile.count.value, pile.face)
    locked = pile.rules.take_b != 0
    if flags and not flags[-1] and pile.face != 5 and pile.rules.take_a != 0 and not locked:
        sub(feld, "aufdecken", "auto,manuell")


def deal_cards(ctx: Ctx, pile: Pile, base_dealt: bool) -> bool:
    """Append the `lege` tags for the cards dealt to a pile; True when it dealt the base card."""
    feld, count = ctx.fields[pile.number], pile.count.value
    mode = pile.deal_mode
    if pile.is_stock or count <= 0:
        if count < 0:
            ctx.out.note(
                feld,
                "pat-count",
                msg("pat.negative-count", number=pile.number, count=count),
                pile.line,
                pile.count.column,
            )
        return False
    spec = "frei"
    if mode == 6:
        if base_dealt:
            ctx.out.note(
                feld,
                "pat-deal",
                msg("pat.base-once", number=pile.number),
                pile.line,
                pile.count.column,
            )
            return False
        if count > 1:
            ctx.out.note(
                feld,
                "pat-deal",
                msg("pat.base-one", number=pile.number, count=count),
                pile.line,
                pile.count.column,
            )
        count, spec = 1, "zufallswert"
    elif mode in (7, 8):
        spec = _pull_spec(ctx, pile)
    flags = faces(count, pile.face)
    start = 0
    while start < len(flags):
        end = start
        while end < len(flags) and flags[end] == flags[start]:
            end += 1
        attrs: dict[str, str | int] = {
            "typ": "offen" if flags[start] else "verdeckt",
            "quelle": "stock",
        }
        if end - start > 1:
            attrs["anz"] = end - start
        sub(feld, "lege", spec, **attrs)
        start = end
    return mode == 6


def _pull_spec(ctx: Ctx, pile: Pile) -> str:
    """Card spec of the cards a c=7/8 pile pulls out of the hand pile (from its number (10))."""
    code = pile.rules.empty.value
    spec, refuse, problems = empty_spec(code, base_value=False)
    feld = ctx.fields[pile.number]
    if spec is None:
        ctx.out.note(
            feld,
            "pat-deal",
            msg("pat.pull-any", number=pile.number, code=pile.deal_mode),
            pile.line,
            pile.rules.empty.column,
        )
        return "frei"
    if refuse or problems:
        ctx.out.note(
            feld,
            "pat-deal",
            msg("pat.pull-spec", number=pile.number, code=pile.deal_mode, value=code, spec=spec),
            pile.line,
            pile.rules.empty.column,
        )
    return spec


def insert_before_deal(feld: Element, tag: str) -> Element:
    """A new child placed before the first `lege` tag (so control tags precede dealing)."""
    child = etree.Element(tag)
    for index, existing in enumerate(feld):
        if existing.tag == "lege":
            feld.insert(index, child)
            return child
    feld.append(child)
    return child
