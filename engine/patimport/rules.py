"""Take, put, empty-pile and sequence rules of one rule set: building tags and rule actions."""

from __future__ import annotations

from engine.messages import Phrase, msg
from engine.patimport.context import Ctx, Guard
from engine.patimport.model import NO_LIMIT, Pile, RuleSet
from engine.patimport.seq import (
    FOLGEFARBE,
    FOLGEWERT,
    NEW,
    TOP,
    Seq,
    add_colour_cmp,
    add_value_cmp,
    empty_spec,
    rank_name,
)
from engine.patimport.xmlout import Element, action, cond, sub

TAG_ORDER = ("max", "folgestart", "folgeende", "folgefarbe", "folgewert", "folgeschieb", "gesperrt")
PUT_COUNT = {1: ("groesser", 1), 4: ("kleiner", 2), 5: ("ungleich", 2), 9: ("ungleich", 13)}
"""Put digit a -> the `legezahl` relation that refuses the move."""
PUT_WANTS = {1: ("", 1), 4: ("groessergleich", 2), 5: ("", 2), 9: ("", 13)}
"""Put digit a -> the `legezahl` relation a move must meet."""


def tag_values(pile: Pile, rs: RuleSet) -> dict[str, str | None]:
    """Building and control tags for one rule set (None = tag absent)."""
    seq = Seq(rs.seq_base)
    values: dict[str, str | None] = dict.fromkeys(TAG_ORDER)
    take = rs.take_a
    values["gesperrt"] = "ja" if take == 0 else None
    values["folgeschieb"] = {1: "einzeln", 9: "offen"}.get(take)
    if rs.put_digit(0) == 0:
        return values
    target = pile.target.value
    if seq.nothing:
        values["max"] = "1"
    elif target < 0:
        values["max"] = str(-target)
    elif 0 < target < NO_LIMIT:
        values["max"] = str(target)
    else:
        values["max"] = "frei"
    values["folgestart"] = empty_spec(rs.empty.value, base_value=pile.deal_mode == 6)[0]
    if not seq.nothing:
        dead, _ = seq.blocked_pairs()
        values["folgeende"] = rank_name(dead[0]) if dead else None
        values["folgewert"] = FOLGEWERT.get(seq.value, "frei")
        values["folgefarbe"] = FOLGEFARBE.get(seq.colour, "frei")
    return values


def write_tags(feld: Element, values: dict[str, str | None]) -> None:
    """Append the tags that are present."""
    for tag in TAG_ORDER:
        value = values.get(tag)
        if value is not None:
            sub(feld, tag, value)


def _start(why: str, guard: Guard) -> Element:
    """An `aktion typ="legen"` with its guard conditions."""
    block = action("aktion", "legen", why)
    for feld, tag, value in guard:
        cond(block, feld, tag, value)
    return block


def _onto(ctx: Ctx, pile: Pile, why: str, guard: Guard, *, filled: bool | None = None) -> Element:
    """A `legen` action about moves onto `pile` (optionally only onto an empty/filled pile)."""
    block = _start(why, guard)
    cond(block, "ziel", "id", ctx.fid(pile.number))
    if filled is True:
        cond(block, "ziel", "kartenzahl", 0, beziehung="groesser")
    elif filled is False:
        cond(block, "ziel", "kartenzahl", 0)
    return block


def _move(block: Element) -> None:
    """Finish an allowing action: perform the move the player asked for."""
    sub(block, "lege", "ziel", feld="quelle", anz="legezahl")


def check_codes(ctx: Ctx, pile: Pile, rs: RuleSet, label: Phrase) -> None:
    """Warn about digits of numbers (8)-(11) this importer does not know."""
    feld, out = ctx.fields[pile.number], ctx.out
    if rs.take_a not in (0, 1, 2, 3, 4, 9):
        out.note(
            feld,
            "pat-code",
            msg("pat.take-code", pile=label, code=rs.take_a),
            pile.line,
            rs.take.column,
        )
    if rs.put_digit(0) not in (0, 1, 2, 3, 4, 5, 9):
        out.note(
            feld,
            "pat-code",
            msg("pat.put-code", pile=label, code=rs.put_digit(0)),
            pile.line,
            rs.put.column,
        )
    for problem in Seq(rs.seq_base).unknown():
        text = msg("pat.seq-unknown", pile=label, what=problem)
        out.note(feld, "pat-code", text, pile.line, rs.seq.column)
    if rs.empty.value not in (0, NO_LIMIT):
        for problem in empty_spec(rs.empty.value, base_value=False)[2]:
            text = msg("pat.empty-problem", pile=label, problem=problem)
            out.note(feld, "pat-code", text, pile.line, rs.empty.column)


def normal_actions(ctx: Ctx, pile: Pile, rs: RuleSet, guard: Guard, label: Phrase) -> None:
    """Actions that complete a rule set the tags cannot say alone (put counts, sums, ...)."""
    acts, n = ctx.out.actions, pile.number
    put, seq = rs.put_digit(0), Seq(rs.seq_base)
    if rs.take_a == 4:
        block = _start(f"{label}: only runs of two or more cards may leave", guard)
        cond(block, "quelle", "id", ctx.fid(n))
        cond(block, "quelle", "legezahl", 2, beziehung="kleiner")
        acts.block.append(block)
    if put == 0:
        return
    if put == 3:
        ctx.out.note(
            ctx.fields[n],
            "pat-put",
            msg("pat.runs-whole", pile=label),
            pile.line,
            rs.put.column,
        )
    if put in PUT_COUNT and (put != 1 or ctx.gives_runs()):
        relation, count = PUT_COUNT[put]
        block = _onto(ctx, pile, f"{label} (9) a={put}: refuse moves of another size", guard)
        cond(block, "ziel", "legezahl", count, beziehung=relation)
        acts.block.append(block)
    spec, refuse, _ = empty_spec(rs.empty.value, base_value=pile.deal_mode == 6)
    for suit in refuse:
        block = _onto(
            ctx, pile, f"{label} (10): an empty pile takes no {suit}", guard, filled=False
        )
        cond(block, "@legestapel", "karte", suit, karte=1)
        acts.block.append(block)
    if seq.nothing or seq.anything:
        return
    if seq.colour == 2:
        block = _onto(
            ctx, pile, f"{label} (11) c=2: red on red, black on black", guard, filled=True
        )
        add_colour_cmp(block, 2, NEW, TOP, negate=True)
        acts.block.append(block)
    dead, pairs = seq.blocked_pairs()
    for top in dead[1:]:
        block = _onto(ctx, pile, f"{label} (11): nothing goes on {rank_name(top)}", guard)
        cond(block, "ziel", "karte", rank_name(top))
        acts.block.append(block)
    for top, new in pairs:
        block = _onto(
            ctx, pile, f"{label} (11): no wrap from {rank_name(top)} to {rank_name(new)}", guard
        )
        cond(block, "ziel", "karte", rank_name(top))
        cond(block, "@legestapel", "karte", rank_name(new), karte=1)
        acts.block.append(block)
    if seq.value in (1, 2):
        _sum_actions(ctx, pile, seq, guard, label)


def _sum_actions(ctx: Ctx, pile: Pile, seq: Seq, guard: Guard, label: Phrase) -> None:
    """Sum 13/14 rules: allow matching cards by action, then refuse every other move on top."""
    total = 12 + seq.value
    block = _onto(ctx, pile, f"{label} (11): values must add up to {total}", guard, filled=True)
    add_value_cmp(block, seq.value, NEW, TOP)
    add_colour_cmp(block, seq.colour, NEW, TOP)
    _move(block)
    ctx.out.actions.extra.append(block)
    if seq.value == 1:
        block = _onto(ctx, pile, f"{label} (11): a king may move alone", guard, filled=True)
        cond(block, "@legestapel", "karte", "K", karte=1)
        _move(block)
        ctx.out.actions.extra.append(block)
    block = _onto(ctx, pile, f"{label} (11): no other card goes on top", guard, filled=True)
    ctx.out.actions.extra.append(block)


def and_actions(ctx: Ctx, pile: Pile, rs: RuleSet, label: Phrase) -> None:
    """Rule set 2 in mode 2000: refuse moves that rule set 2 does not also allow."""
    acts, n = ctx.out.actions, pile.number
    seq, put = Seq(rs.seq_base), rs.put_digit(0)
    if rs.take_a in (0, 1, 4):
        block = _start(f"{label} (8): taking needs rule set 2 as well", ())
        cond(block, "quelle", "id", ctx.fid(n))
        if rs.take_a in (1, 4):
            relation, count = ("groesser", 1) if rs.take_a == 1 else ("kleiner", 2)
            cond(block, "quelle", "legezahl", count, beziehung=relation)
        acts.block.append(block)
    if put == 0:
        acts.block.append(_onto(ctx, pile, f"{label} (9): rule set 2 puts nothing here", ()))
        return
    if put in PUT_COUNT:
        relation, count = PUT_COUNT[put]
        block = _onto(ctx, pile, f"{label} (9) a={put}: refuse moves of another size", ())
        cond(block, "ziel", "legezahl", count, beziehung=relation)
        acts.block.append(block)
    spec = empty_spec(rs.empty.value, base_value=pile.deal_mode == 6)[0]
    if spec is None:
        acts.block.append(
            _onto(ctx, pile, f"{label} (10): nothing on the empty pile", (), filled=False)
        )
    elif spec not in ("frei", "zufallswert"):
        block = _onto(
            ctx, pile, f"{label} (10): the empty pile takes only {spec}", (), filled=False
        )
        cond(block, "@legestapel", "karte", spec, karte=1, beziehung="ungleich")
        acts.block.append(block)
    if seq.nothing:
        acts.block.append(_onto(ctx, pile, f"{label} (11): nothing on top", (), filled=True))
        return
    for kind, adder, digit_value in (
        ("value", add_value_cmp, seq.value),
        ("suit", add_colour_cmp, seq.colour),
    ):
        block = _onto(ctx, pile, f"{label} (11): {kind} order of rule set 2", (), filled=True)
        if adder(block, digit_value, NEW, TOP, True):
            acts.block.append(block)


def or_actions(ctx: Ctx, pile: Pile, rs: RuleSet, label: Phrase) -> None:
    """Rule set 2 in mode 1000: perform moves that rule set 2 allows although set 1 does not."""
    seq, put, acts = Seq(rs.seq_base), rs.put_digit(0), ctx.out.actions
    if put == 0:
        return
    first = pile.rules
    same_count = put == first.put_digit(0)
    spec = empty_spec(rs.empty.value, base_value=pile.deal_mode == 6)[0]
    wants = PUT_WANTS.get(put)
    cases: list[tuple[bool, str]] = []
    if spec is not None and not (same_count and rs.empty.value == first.empty.value):
        cases.append((False, f"{label}: rule set 2 allows {spec} on the empty pile"))
    if not seq.nothing and not (same_count and rs.seq_base == first.seq_base):
        cases.append((True, f"{label}: rule set 2 allows this card on top"))
    dead, pairs = seq.blocked_pairs()
    for filled, why in cases:
        block = _onto(ctx, pile, why, (), filled=filled)
        if wants is not None:
            cond(
                block, "ziel", "legezahl", wants[1], **({"beziehung": wants[0]} if wants[0] else {})
            )
        if not filled and spec not in ("frei", None):
            cond(block, "@legestapel", "karte", str(spec), karte=1)
        if filled:
            for top in dead:
                cond(block, "ziel", "karte", rank_name(top), beziehung="ungleich")
            add_value_cmp(block, seq.value, NEW, TOP)
            add_colour_cmp(block, seq.colour, NEW, TOP)
        _move(block)
        acts.allow.append(block)
    if pairs and any(filled for filled, _ in cases):
        ctx.out.note(
            ctx.fields[pile.number],
            "pat-rules2",
            msg("pat.wrap-rules2", pile=label),
            pile.line,
            rs.seq.column,
        )
