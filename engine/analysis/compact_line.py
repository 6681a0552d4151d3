"""A line of piles that closes its gaps, compiled for search (Accordion).

Two parts, each compiled only in exactly this shape:

- `aktion typ=legen` blocks made of `vergleich`s only, then `lege feld=quelle startpos=1`
  onto `ziel` (the whole source pile onto the target). Their conditions compare top cards:
  `quelle#R` with `ziel` (`wert gleich` and `farbe gleich`: the target's top card is the
  card on top of the source's related field R), and `quelle` with `ziel` (`farbe gleich` or
  `wert gleich`). The blocks differ only in their conditions, so whichever fires first
  has the same effect: a drag is legal when any of them fires.
- `abschluss typ=legen` blocks, each "field A is empty, field B is not: `lege feld=B
  startpos=1` onto A, `erfolg naechste`", run in order after every drag: the compiled
  effect runs the same walk.

No field may take drags by the regular rules (the actions make every drag), so the walk
follows exactly the drags the rule makes.
"""

from __future__ import annotations

from engine.analysis.compact_actions import CMove, Compact, Pos
from engine.definition import ActionDef, GameDefinition, Instruction
from engine.state import State

_SAME = {"farbe": 13, "wert": 1}
"""How a `vergleich ... gleich` of that typ compares card states: suit (s // 13) or rank
(s % 13)."""


class LineRule:
    """Whole piles laid onto the pile a relation names when top cards match; then the walk."""

    def __init__(
        self,
        tests: tuple[tuple[tuple[int, ...], str], ...],
        walk: tuple[tuple[int, int], ...],
        n: int,
    ) -> None:
        self.tests = tests
        """Per action: (per field the field its relation names, or -1; how the source's and
        the target's top cards must agree: `farbe` or `wert`)."""
        self.walk = walk
        """The abschluss steps in order: (field that must be empty, field laid onto it)."""
        self.targets = frozenset(range(n))

    @property
    def on_card(self) -> tuple[int, int]:
        """Any card may come to lie on another."""
        return (1 << 52) - 1, (1 << 52) - 1

    def _fires(self, c: Compact, pos: Pos, src: int, dst: int, n: int) -> bool:
        if n != 1 or dst < 0 or src == dst or c.hidden[src] or c.hidden[dst]:
            return False
        a, b = pos[src], pos[dst]
        if not a or not b:
            return False
        cs = c.cs
        sa = cs[a[-1] if a[-1] >= 0 else ~a[-1]]
        sb = cs[b[-1] if b[-1] >= 0 else ~b[-1]]
        for rel, how in self.tests:
            r = rel[src]
            if r < 0 or not pos[r]:
                continue
            top = pos[r][-1]
            if cs[top if top >= 0 else ~top] != sb:
                continue
            if how == "farbe" and sa // 13 == sb // 13:
                return True
            if how == "wert" and sa % 13 == sb % 13:
                return True
        return False

    def add_moves(self, c: Compact, pos: Pos, out: list[CMove]) -> None:
        """Each drag some action makes (targets are the related fields' piles)."""
        found = set(out)
        for src in range(c.n):
            if not pos[src]:
                continue
            for dst in {rel[src] for rel, _ in self.tests}:
                if dst >= 0 and (src, dst, 1) not in found and self._fires(c, pos, src, dst, 1):
                    found.add((src, dst, 1))
                    out.append((src, dst, 1))

    def handles(self, c: Compact, pos: Pos, move: CMove) -> bool:
        """Does an action fire for this drag?"""
        return self._fires(c, pos, *move)

    def apply(self, c: Compact, piles: list[tuple[int, ...]], move: CMove) -> None:
        """The whole source pile onto the target, then the walk that closes the gap."""
        src, dst, _ = move
        piles[dst] = piles[dst] + piles[src]
        piles[src] = ()
        for a, b in self.walk:
            if not piles[a] and piles[b]:
                piles[a] = piles[a] + piles[b]
                piles[b] = ()


def _whole_pile_lay(ins: Instruction, src: str, dst: str) -> bool:
    """Is this `lege feld=src startpos=1` onto dst?"""
    return (
        ins.tag == "lege"
        and dict(ins.attrs) == {"feld": src, "startpos": "1"}
        and ins.text.strip() == dst
    )


def _test(d: GameDefinition, state: State, action: ActionDef) -> tuple[tuple[int, ...], str] | None:
    """One legen action's test, or None when it has another shape."""
    if action.typ != "legen" or action.erfolg != "ende" or action.misserfolg != "naechste":
        return None
    *conds, lay = action.instructions
    if not _whole_pile_lay(lay, "quelle", "ziel") or len(conds) != 3:
        return None
    rel_name: str | None = None
    same: set[str] = set()
    how: str | None = None
    for ins in conds:
        a = dict(ins.attrs)
        if (
            ins.tag != "vergleich"
            or ins.text.strip() != "gleich"
            or set(a)
            != {
                "feld1",
                "feld2",
                "typ",
            }
        ):
            return None
        f1, f2, typ = a["feld1"], a["feld2"], a["typ"]
        if f2 != "ziel" or typ not in _SAME:
            return None
        if f1 == "quelle":
            if how is not None:
                return None
            how = typ
        elif f1.startswith("quelle#") and "#" not in f1[7:]:
            if rel_name not in (None, f1[7:]):
                return None
            rel_name = f1[7:]
            same.add(typ)
        else:
            return None
    if rel_name is None or how is None or same != {"farbe", "wert"}:
        return None
    rel = []
    for f in state.fields:
        target = f.defn.relations.get(rel_name)
        idx = d.indices(target) if target is not None else []
        if len(idx) > 1:
            return None
        rel.append(idx[0] if idx else -1)
    return tuple(rel), how


def _step(d: GameDefinition, block: ActionDef) -> tuple[int, int] | None:
    """One abschluss of the walk: (field that must be empty, field laid onto it)."""
    if block.typ != "legen" or block.erfolg != "naechste" or block.misserfolg != "naechste":
        return None
    if len(block.instructions) != 3:
        return None
    empty, full, lay = block.instructions
    e, f = dict(empty.attrs), dict(full.attrs)
    if (
        empty.tag != "bedingung"
        or e != {"feld": e.get("feld", ""), "tag": "kartenzahl"}
        or empty.text.strip() != "0"
        or full.tag != "bedingung"
        or f != {"feld": f.get("feld", ""), "tag": "kartenzahl", "beziehung": "groesser"}
        or full.text.strip() != "0"
        or not _whole_pile_lay(lay, f["feld"], e["feld"])
    ):
        return None
    a, b = d.indices(e["feld"]), d.indices(f["feld"])
    if len(a) != 1 or len(b) != 1 or a == b:
        return None
    return a[0], b[0]


def line_rule(d: GameDefinition, state: State) -> LineRule | None:
    """The compiled rule when the game's actions have exactly that shape, else None."""
    if d.beginn or d.ende or not d.aktion or not d.abschluss:
        return None
    if any(f.props.max is not None and not f.hidden for f in state.fields):
        return None  # a field that takes regular drags: the walk would follow those too
    tests = [_test(d, state, a) for a in d.aktion]
    steps = [_step(d, b) for b in d.abschluss]
    if any(t is None for t in tests) or any(s is None for s in steps):
        return None
    return LineRule(
        tuple(t for t in tests if t is not None),
        tuple(s for s in steps if s is not None),
        len(state.fields),
    )
