"""The hand pile: shuffling, drawing, passes, turnover, clicks that deal to piles, redirection."""

from __future__ import annotations

from engine.messages import msg
from engine.patimport.context import Ctx
from engine.patimport.fields import faces
from engine.patimport.model import NO_LIMIT, Pile
from engine.patimport.xmlout import Element, action, cond, sub


def stock_tags(ctx: Ctx, stock: Pile) -> None:
    """Face, shuffle mode, draw count, passes, turnover and the waste pile of the hand pile."""
    feld, out, line = ctx.fields[1], ctx.out, stock.line
    expected = 52 * ctx.pat.decks
    if stock.count.value != expected:
        out.note(
            feld,
            "pat-count",
            msg("pat.hand-count", count=stock.count.value, decks=ctx.pat.decks, expected=expected),
            line,
            stock.count.column,
        )
    if stock.face == 0:
        sub(feld, "sicht", "verdeckt")
    elif stock.face != 2:
        out.note(
            feld,
            "pat-code",
            msg("pat.hand-face", code=stock.face),
            line,
            stock.layout.column,
        )
    if stock.deal_mode == 1:
        out.note(
            feld,
            "pat-shuffle",
            msg("pat.hand-shuffle-decks"),
            line,
            stock.layout.column,
        )
    elif stock.deal_mode not in (0, 2):
        out.note(
            feld,
            "pat-code",
            msg("pat.hand-shuffle-code", code=stock.deal_mode),
            line,
            stock.layout.column,
        )
    if stock.redirect:
        out.note(
            feld,
            "pat-code",
            msg("pat.hand-redirect", code=stock.redirect),
            line,
            stock.layout.column,
        )
    if stock.target.value != NO_LIMIT and stock.target.value < 0:
        out.note(
            feld,
            "pat-code",
            msg("pat.hand-limit", value=stock.target.value),
            line,
            stock.target.column,
        )
    _passes(ctx, stock, feld)


def _passes(ctx: Ctx, stock: Pile, feld: Element) -> None:
    """Numbers (8)-(11) of the hand pile."""
    out, line, r = ctx.out, stock.line, stock.rules
    draw, passes, turn, waste_no = r.take.value, r.put.value, r.empty.value, r.seq.value
    waste = ctx.pat.waste
    if waste_no != 0 and waste is None:
        out.note(
            feld,
            "pat-waste",
            msg("pat.no-waste", value=waste_no),
            line,
            r.seq.column,
        )
    if draw < 0 or draw > 52:
        out.note(feld, "pat-code", msg("pat.draw-count", value=draw), line, r.take.column)
    elif draw > 0 and waste is None:
        out.note(
            feld,
            "pat-waste",
            msg("pat.draw-no-waste", value=draw),
            line,
            r.take.column,
        )
    elif draw > 0 and waste is not None:
        ctx.stock_targets.extend([waste.number] * draw)
    if passes == 0:
        out.note(feld, "pat-code", msg("pat.single-pass"), line, r.put.column)
    if passes > 1:
        if waste is None:
            out.note(
                feld,
                "pat-waste",
                msg("pat.passes-no-waste", value=passes),
                line,
                r.put.column,
            )
            return
        sub(feld, "quelle", "abwurf")
        attrs = {"mischen": "ja"} if turn == 2 else {}
        sub(feld, "wiederholung", "frei" if passes >= NO_LIMIT else passes - 1, **attrs)
    if turn == 1:
        out.note(
            feld,
            "pat-cut",
            msg("pat.cut"),
            line,
            r.empty.column,
        )
    elif turn == 2 and passes <= 1:
        out.note(
            feld,
            "pat-code",
            msg("pat.shuffle-single"),
            line,
            r.empty.column,
        )
    elif turn not in (0, 1, 2):
        out.note(
            feld,
            "pat-code",
            msg("pat.turnover-code", value=turn),
            line,
            r.empty.column,
        )


def click_targets(ctx: Ctx, pile: Pile) -> None:
    """Number (9) digit b: the pile gets cards when the hand pile is clicked."""
    code, n = pile.rules.put_digit(1), pile.number
    feld = ctx.fields[n]
    if code in (1, 2, 3, 4):
        ctx.stock_targets.extend([n] * (code if code <= 2 else code - 2))
        if code >= 3:
            ctx.kind_checks.append(pile)
    elif code == 5:
        target = pile.target.value
        room = -target if target < 0 else max(pile.count.value, 1)
        if target >= 0:
            ctx.out.note(
                feld,
                "pat-deal",
                msg("pat.fill-up", number=n, room=room),
                pile.line,
                pile.rules.put.column,
            )
        ctx.fill_targets.append((n, room))
    elif code:
        ctx.out.note(
            feld,
            "pat-code",
            msg("pat.unknown-code", number=n, digit="b", code=code),
            pile.line,
            pile.rules.put.column,
        )


def finish_stock(ctx: Ctx) -> None:
    """Write the hand pile's `ziel` tags, or a click action when its cards may be taken."""
    stock, feld = ctx.pat.stock, ctx.fields[1]
    numbers: list[tuple[int, str | None]] = [(n, None) for n in ctx.stock_targets]
    for n, room in ctx.fill_targets:
        typed = ctx.pat.piles[n - 1].rules.empty.value not in (NO_LIMIT, 0)
        numbers += [(n, "erlaubt" if typed else "leer" if room == 1 else "belegbar")] * room
    if not numbers:
        return
    targets = [(ctx.fid(n), bedingung) for n, bedingung in numbers]
    down = {n for n, _ in numbers if ctx.pat.piles[n - 1].face in (0, 5)}
    if stock.face == 2:
        block = action(
            "aktion",
            "klick",
            "hand pile: a click deals (its top card may also be taken, so it has no ziel tags)",
        )
        cond(block, "ziel", "id", "stock")
        cond(block, "stock", "kartenzahl", 0, beziehung="groesser")
        for n, _ in numbers:
            face = {"typ": "verdeckt"} if n in down else {}
            sub(block, "lege", ctx.fid(n), feld="stock", **face)
        ctx.out.actions.klick.insert(0, block)
    else:
        first = next((i for i, c in enumerate(feld) if c.tag in ("quelle", "wiederholung")), None)
        for offset, ((fid, bedingung), (n, _)) in enumerate(zip(targets, numbers, strict=True)):
            attrs = {"bedingung": bedingung} if bedingung else {}
            if n in down:
                attrs["sicht"] = "verdeckt"
            child = sub(feld, "ziel", fid, **attrs)
            if first is not None:
                feld.insert(first + offset, child)
    for pile in ctx.kind_checks:
        _kind_check(ctx, pile)


def _kind_check(ctx: Ctx, pile: Pile) -> None:
    """(9) b=3/4: no dealing while any pile of the same kind is empty."""
    key = pile.rule_key()
    kin = [p for p in ctx.pat.piles[1:] if p.rule_key() == key]
    if pile is not next(p for p in ctx.kind_checks if p.rule_key() == key):
        return
    for other in kin:
        block = action(
            "aktion",
            "klick",
            f"pile {pile.number} (9) b={pile.rules.put_digit(1)}: "
            f"no dealing while pile {other.number} is empty",
        )
        cond(block, "ziel", "id", "stock")
        cond(block, "stock", "kartenzahl", 0, beziehung="groesser")
        cond(block, ctx.fid(other.number), "kartenzahl", 0)
        ctx.out.actions.klick.append(block)


def redirect_and_returns(ctx: Ctx) -> None:
    """After the deal: (6) d=5/6/7 redirection, c=8 returns to the hand pile, c=2 reshuffle."""
    piles = ctx.pat.piles
    for target in piles[1:]:
        code = target.redirect
        if code in (5, 6, 7):
            _redirect(ctx, target)
        elif code not in (0, 1):
            ctx.out.note(
                ctx.fields[target.number],
                "pat-code",
                msg("pat.redirect-code", number=target.number, code=code),
                target.line,
                target.layout.column,
            )
    for pile in piles[1:]:
        if pile.deal_mode == 8 and pile.count.value > 0:
            block = action(
                "beginn",
                None,
                f"pile {pile.number} (6) c=8: its cards go under the hand pile after the deal",
            )
            sub(
                block,
                "lege",
                "stock",
                feld=ctx.fid(pile.number),
                anz=pile.count.value,
                zielpos=1,
                typ="verdeckt",
            )
            sub(block, "erfolg", "naechste")
            ctx.out.actions.beginn.append(block)
    if ctx.pat.stock.deal_mode == 2:
        block = action("beginn", None, "hand pile (6) c=2: shuffle again after cards went under it")
        sub(block, "aenderung", "mischen", feld="stock", tag="sortieren")
        ctx.out.actions.beginn.append(block)


def _redirect(ctx: Ctx, target: Pile) -> None:
    """Move fitting top cards of dealt piles to `target`, refilling d=0 piles from the stock."""
    code, tid = target.redirect, ctx.fid(target.number)
    sources = [
        p
        for p in ctx.pat.piles[1:]
        if p is not target
        and not p.spacer
        and (p.count.value > 0 or code == 7)
        and p.redirect not in (5, 6, 7)
    ]
    if any(p.count.value > 1 for p in sources):
        ctx.out.note(
            ctx.fields[target.number],
            "pat-redirect",
            msg("pat.redirect-after", number=target.number, code=code),
            target.line,
            target.layout.column,
        )
    for source in sources:
        sid = ctx.fid(source.number)
        block = action(
            "beginn",
            None,
            f"pile {target.number} (6) d={code}: a fitting card "
            f"from pile {source.number} goes there",
        )
        if code == 5:
            cond(block, tid, "var", 0)
        cond(block, sid, "legbar", tid)
        sub(block, "lege", tid, feld=sid)
        if source.redirect == 0 and source.count.value > 0:
            flags = faces(source.count.value, source.face)
            sub(block, "lege", sid, feld="stock", typ="offen" if flags[-1] else "verdeckt")
        if code == 5:
            sub(block, "aenderung", 1, feld=tid, tag="var")
        sub(block, "erfolg", "anfang")
        ctx.out.actions.beginn.append(block)
