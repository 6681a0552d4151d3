"""Blocking: covering and neighbouring piles (`sperre`), marks and masks, where cards may come from."""

from __future__ import annotations

from engine.messages import msg
from engine.patimport.context import Ctx
from engine.patimport.fields import faces, insert_before_deal
from engine.patimport.layout import cover_count, fan_room
from engine.patimport.model import Pile, RuleSet
from engine.patimport.xmlout import action, cond, remark, sub

SPERRE_TYP = {0: "nehmen", 1: "legen", 2: None}


def _sperre(ctx: Ctx, pile: Pile, ids: list[str], typ: str | None, **attrs: str) -> None:
    """Add a `sperre` listing `ids` to the pile's field."""
    el = insert_before_deal(ctx.fields[pile.number], "sperre")
    if typ is not None:
        el.set("typ", typ)
    for key, value in attrs.items():
        el.set(key, value)
    el.text = " ".join(ids)


def take_blocking(ctx: Ctx, pile: Pile, rs: RuleSet) -> None:
    """Number (8) digit b: lock the pile while other piles cover it or its neighbours hold cards."""
    code, n = rs.take_b, pile.number
    feld = ctx.fields[n]
    if code == 0:
        return
    typ = SPERRE_TYP[(code - 1) % 3]
    group = (code - 1) // 3
    if group == 0:
        lockers = _covering(ctx, pile, typ)
        _reveal(ctx, pile, typ, [lockers] if lockers else [])
        return
    before, after = ctx.pile(n - 1), ctx.pile(n + 1)
    if group == 1:
        if after is None:
            remark(feld, f"(8) b={code}: there is no next pile, so nothing locks this one")
            return
        _sperre(ctx, pile, [ctx.fid(after.number)], typ)
        _reveal(ctx, pile, typ, [[ctx.fid(after.number)]])
        return
    if before is None or after is None:
        remark(
            feld, f"(8) b={code}: a missing neighbour counts as empty, so nothing locks this pile"
        )
        return
    _sperre(ctx, pile, [ctx.fid(before.number), ctx.fid(after.number)], typ, modus="and")
    _reveal(ctx, pile, typ, [[ctx.fid(before.number)], [ctx.fid(after.number)]])


def _reveal(ctx: Ctx, pile: Pile, typ: str | None, free_when: list[list[str]]) -> None:
    """A face-down top card that is locked turns face up as soon as the lock is gone."""
    flags = faces(pile.count.value, pile.face)
    if typ == "legen" or not flags or flags[-1] or pile.face == 5:
        return
    pid = ctx.fid(pile.number)
    for lockers in free_when:
        block = action(
            "abschluss",
            "frei",
            f"pile {pile.number}: its face-down card turns "
            "over once "
            + " and ".join(lockers)
            + (" is empty" if len(lockers) == 1 else " are empty"),
        )
        for fid in lockers:
            cond(block, fid, "kartenzahl", 0)
        cond(block, pid, "kartenzahl", 0, beziehung="groesser")
        cond(block, pid, "status", "verdeckt")
        sub(block, "aenderung", "offen", feld=pid, tag="status")
        sub(block, "erfolg", "naechste")
        ctx.out.actions.abschluss.append(block)


def _covering(ctx: Ctx, pile: Pile, typ: str | None) -> list[str]:
    """Lock while later piles lie over this one (at once, or from some card count on)."""
    direct: list[str] = []
    lockers: list[str] = []
    for later in ctx.pat.piles[pile.number :]:
        if later.spacer:
            continue
        count = cover_count(later, pile, fan_room(later))
        if count == 1:
            direct.append(ctx.fid(later.number))
        elif count is not None:
            _cover_actions(ctx, pile, later, count, typ)
        if count is not None:
            lockers.append(ctx.fid(later.number))
    if direct:
        _sperre(ctx, pile, direct, typ)
    elif not lockers:
        remark(
            ctx.fields[pile.number],
            "(8): no later pile lies over this one, so the covering rule never locks it",
        )
    return lockers


def _cover_actions(ctx: Ctx, pile: Pile, later: Pile, count: int, typ: str | None) -> None:
    """Refuse moves while `later` holds at least `count` cards (its fan then covers the pile)."""
    for role in ("quelle", "ziel"):
        if (role == "quelle" and typ == "legen") or (role == "ziel" and typ == "nehmen"):
            continue
        block = action(
            "aktion",
            "legen",
            f"pile {pile.number} (8): locked while pile {later.number} holds {count} or more cards",
        )
        cond(block, role, "id", ctx.fid(pile.number))
        cond(block, ctx.fid(later.number), "kartenzahl", count, beziehung="groessergleich")
        ctx.out.actions.block.append(block)


def marks_and_masks(ctx: Ctx) -> None:
    """Number (8) cc: a pile with a mask takes no cards from piles whose mark it names."""
    piles = ctx.pat.piles[1:]
    for target in piles:
        mask = target.rules.mask
        if target.rules.mark + 5 * mask > 79 or mask > 15:
            ctx.out.note(
                ctx.fields[target.number],
                "pat-code",
                msg("pat.mark-mask", number=target.number),
                target.line,
                target.rules.take.column,
            )
        if not mask:
            continue
        for source in piles:
            mark = source.rules.mark
            if mark and mask & (1 << (mark - 1)) and source is not target:
                ctx.forbid(source.number, target.number)
        remark(
            ctx.fields[target.number],
            f"mask {mask}: refuses cards from piles marked "
            + ", ".join(str(m) for m in range(1, 5) if mask & (1 << (m - 1))),
        )


def origins(ctx: Ctx, pile: Pile, rs: RuleSet) -> None:
    """Number (9) digits d and e: where cards may come from, and neighbour conditions."""
    n, d, e = pile.number, rs.put_digit(3), rs.put_digit(4)
    feeders = [f for f in ctx.feeders() if ctx.can_give(ctx.pat.piles[f - 1])]
    others = [
        p.number for p in ctx.pat.piles[1:] if p.number not in ctx.feeders() and ctx.can_give(p)
    ]
    rules: dict[int, list[tuple[list[int], str]]] = {
        1: [(others, "")],
        2: [(others, "belegt")],
        3: [(feeders, "leer"), (others, "belegt")],
        4: [(others, "leer")],
        5: [(feeders, "")],
        6: [([s for s in feeders + others if s != n - 1], "belegt")],
    }
    if d in rules:
        for sources, bedingung in rules[d]:
            for source in sources:
                ctx.forbid(source, n, bedingung)
    elif d:
        ctx.out.note(
            ctx.fields[n],
            "pat-code",
            msg("pat.origin-code", number=n, code=d),
            pile.line,
            rs.put.column,
        )
    if e in (1, 2):
        other = ctx.pile(n - 1 if e == 1 else n + 1)
        if other is None:
            ctx.out.note(
                ctx.fields[n],
                "pat-put",
                msg("pat.no-neighbour", number=n, code=e),
                pile.line,
                rs.put.column,
            )
            block = action(
                "aktion", "legen", f"pile {n} (9) e={e}: no neighbour, nothing goes here"
            )
            cond(block, "ziel", "id", ctx.fid(n))
            ctx.out.actions.block.append(block)
            return
        _sperre(ctx, pile, [ctx.fid(other.number)], "legen", bedingung="leer")
    elif e:
        ctx.out.note(
            ctx.fields[n],
            "pat-code",
            msg("pat.neighbour-code", number=n, code=e),
            pile.line,
            rs.put.column,
        )


def write_schiebsperre(ctx: Ctx) -> None:
    """Emit the collected `schiebsperre` tags, one per source pile and condition."""
    for source, by_condition in sorted(ctx.schieb.items()):
        for bedingung, targets in by_condition.items():
            el = insert_before_deal(ctx.fields[source], "schiebsperre")
            if bedingung:
                el.set("bedingung", bedingung)
            el.text = " ".join(targets)
