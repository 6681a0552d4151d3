"""Special functions: bottom-to-top moves (9c) and the second rule set with its switch modes."""

from __future__ import annotations

from engine.messages import Param, Phrase, joined, msg, phrase
from engine.patimport.context import Ctx
from engine.patimport.model import NO_LIMIT, Pile, RuleSet
from engine.patimport.rules import (
    TAG_ORDER,
    and_actions,
    check_codes,
    normal_actions,
    or_actions,
    tag_values,
)
from engine.patimport.seq import Seq, add_colour_cmp, add_value_cmp
from engine.patimport.xmlout import action, cond, remark, sub

HELPER = "tmp"
TAKE_RANK = {0: 0, 1: 1, 4: 2, 2: 3, 3: 3, 9: 4}
"""How permissive a take code is (for merging rule sets in mode 1000)."""
CLEARED = {"max": "0", "gesperrt": "nein", "folgewert": "frei", "folgefarbe": "frei"}
"""Values that stand for an absent tag when a switch mode changes a tag by action."""


def rotation(ctx: Ctx, pile: Pile) -> None:
    """Number (9) digit c: a click on the pile moves its bottom card to the top."""
    code, n = pile.rules.put_digit(2), pile.number
    if code == 0:
        return
    if code > 4:
        ctx.out.note(
            ctx.fields[n],
            "pat-code",
            msg("pat.unknown-code", number=n, digit="c", code=code),
            pile.line,
            pile.rules.put.column,
        )
        return
    fid, once, fits = ctx.fid(n), code in (1, 3), code in (1, 2)
    block = action(
        "aktion",
        "klick",
        f"pile {n} (9) c={code}: a click moves the bottom card "
        f"to the top{' if it fits' if fits else ''}{', once' if once else ''}",
    )
    cond(block, "ziel", "id", fid)
    cond(block, fid, "kartenzahl", 1, beziehung="groesser")
    if once:
        cond(block, fid, "var", 0)
        if pile.second is not None or pile.redirect == 5:
            ctx.out.note(
                ctx.fields[n],
                "pat-special",
                msg("pat.var-shared", number=n, code=code),
                pile.line,
                pile.rules.put.column,
            )
    if fits:
        seq = Seq(pile.rules.seq_base)
        if not (seq.anything or seq.nothing):
            add_value_cmp(block, seq.value, (fid, 1), (fid, None))
            add_colour_cmp(block, seq.colour, (fid, 1), (fid, None))
    sub(block, "lege", HELPER, feld=fid, startpos=1, anz=1)
    sub(block, "lege", fid, feld=HELPER)
    if once:
        sub(block, "aenderung", 1, feld=fid, tag="var")
    ctx.needs_helper = True
    ctx.out.actions.klick.append(block)


def second_rule_set(ctx: Ctx, pile: Pile, second: RuleSet) -> None:
    """Apply rule set 2 according to the thousands of number (11)."""
    n, mode, feld = pile.number, pile.rules.mode, ctx.fields[pile.number]
    label = phrase("pat.pile-rules2", number=n)
    check_codes(ctx, pile, second, label)
    _unswitchable(ctx, pile, second, label)
    if mode == 1:
        _merge_take(ctx, pile, second)
        or_actions(ctx, pile, second, label)
    elif mode == 2:
        and_actions(ctx, pile, second, label)
    elif mode in (3, 4, 5, 6):
        normal_actions(ctx, pile, second, ((ctx.fid(n), "var", "1"),), label)
        _switch(ctx, pile, second)
    else:
        ctx.out.note(
            feld,
            "pat-rules2",
            msg("pat.mode-rules1", number=n, value=pile.rules.seq.value),
            pile.line,
            pile.rules.seq.column,
        )


def _unswitchable(ctx: Ctx, pile: Pile, second: RuleSet, label: Phrase) -> None:
    """Layout rules that rule set 2 sets differently are reported (0 there means "as set 1")."""
    parts: list[Param] = []
    first = pile.rules
    if second.take_b not in (0, first.take_b):
        parts.append(phrase("pat.part.take-b"))
    if (second.mark, second.mask) not in ((0, 0), (first.mark, first.mask)):
        parts.append(phrase("pat.part.mark-mask"))
    for place, what in ((1, "b"), (2, "c"), (3, "d"), (4, "e")):
        if second.put_digit(place) not in (0, first.put_digit(place)):
            parts.append(phrase(f"pat.part.put-{what}"))
    if parts:
        ctx.out.note(
            ctx.fields[pile.number],
            "pat-rules2",
            msg("pat.cannot-switch", pile=label, parts=joined(parts)),
            pile.line,
            second.take.column,
        )


def _merge_take(ctx: Ctx, pile: Pile, second: RuleSet) -> None:
    """Mode 1000: the pile gives cards if either rule set lets it (the more permissive wins)."""
    first = pile.rules
    if TAKE_RANK.get(second.take_a, 3) <= TAKE_RANK.get(first.take_a, 3):
        return
    feld = ctx.fields[pile.number]
    for child in list(feld):
        if child.tag in ("gesperrt", "folgeschieb"):
            feld.remove(child)
    value = {1: "einzeln", 9: "offen"}.get(second.take_a)
    seq2, seq1 = Seq(second.seq_base), Seq(first.seq_base)
    if (
        value is None
        and second.take_a in (2, 3)
        and (seq2.value, seq2.colour) != (seq1.value, seq1.colour)
    ):
        if seq2.colour == 1 and seq2.value in (3, 4, 6, 7):
            value = "farbe"
        else:
            ctx.out.note(
                feld,
                "pat-rules2",
                msg("pat.runs-order", number=pile.number),
                pile.line,
                second.take.column,
            )
    if value is not None:
        anchor = next((i for i, c in enumerate(feld) if c.tag in ("sperre", "lege")), len(feld))
        el = sub(feld, "folgeschieb", value)
        feld.insert(anchor, el)
    remark(feld, "taking follows the more permissive rule set (mode 1000)")


def _switch(ctx: Ctx, pile: Pile, second: RuleSet) -> None:
    """Modes 3000-6000: an action changes the tags to rule set 2 at the given moment."""
    mode, n, fid = pile.rules.mode, pile.number, ctx.fid(pile.number)
    passes = ctx.pat.stock.rules.put.value
    feld = ctx.fields[n]
    moments = {
        3: "the last pass starts",
        4: "the last pass is over",
        5: "the last cards are drawn",
        6: "the first pass is over",
    }
    why = f"pile {n} (11) mode {mode}000: rule set 2 from when {moments[mode]}"
    if mode in (3, 4, 5) and passes >= NO_LIMIT:
        ctx.out.note(
            feld,
            "pat-rules2",
            msg("pat.unlimited-passes", number=n),
            pile.line,
            pile.rules.seq.column,
        )
        return
    if mode == 3 and passes <= 1:
        block = action("beginn", None, why + " (a single pass: from the start)")
    else:
        block = action("abschluss", "klick" if mode in (3, 4) else "frei", why)
        if mode in (3, 4):
            cond(block, "ziel", "id", "stock")
        if mode != 3:
            cond(block, "stock", "kartenzahl", 0)
        if mode in (3, 4, 5) and passes > 1:
            cond(block, "stock", "wiederholung", 0)
    cond(block, fid, "var", 0)
    before, after = tag_values(pile, pile.rules), tag_values(pile, second)
    for tag in TAG_ORDER:
        if before[tag] == after[tag]:
            continue
        value = after[tag] if after[tag] is not None else CLEARED.get(tag)
        if value is None:
            ctx.out.note(
                feld,
                "pat-rules2",
                msg("pat.no-tag-removal", number=n, tag=tag),
                pile.line,
                second.seq.column,
            )
            continue
        sub(block, "aenderung", value, feld=fid, tag=tag)
    sub(block, "aenderung", 1, feld=fid, tag="var")
    sub(block, "erfolg", "naechste")
    if block.tag == "beginn":
        ctx.out.actions.beginn.append(block)
    else:
        ctx.out.actions.abschluss.append(block)
