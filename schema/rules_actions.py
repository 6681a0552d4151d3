"""Lint rules about action blocks: jumps, loops, unreachable actions, messages and menus."""

from __future__ import annotations

from typing import Final

from lxml import etree

from engine.compile_actions import attr_of
from engine.compile_util import text_of
from engine.definition import ActionDef, Instruction
from engine.messages import joined, msg, phrase
from schema.lintctx import (
    ACTION_KINDS,
    INSTRUCTION_SET,
    LintContext,
    conditional,
    step_element,
    tree_rule,
)

_WORDS: Final = ("anfang", "naechste", "wiederholung", "ende")
_NO_EFFECT: Final = ("bedingung", "vergleich", "erfolg", "misserfolg", "sound", "warte")
"""Children that change nothing a later check could read."""
_LEGEN_ONLY: Final = ("legezahl",)
_FELD_TAG: Final = frozenset(("feld", "tag"))
"""A `bedingung` with no other attributes is a plain test of one property."""


class _Action:
    """An action block with what the flow rules need."""

    __slots__ = (
        "element",
        "index",
        "position",
        "kind",
        "typ",
        "id",
        "tests",
        "read",
        "erfolg",
        "misserfolg",
        "children",
        "varies",
        "pure",
        "steps",
    )

    def __init__(
        self,
        element: etree._Element,
        position: int,
        children: list[etree._Element],
        containers: bool = True,
        compiled: ActionDef | None = None,
        index: int = 0,
    ) -> None:
        self.element = element
        self.index = index  # in `LintContext.index.actions`
        self.position = position
        # `compiled`: the compiler's record of this action (`LintContext.defs`), read
        # instead of the element's attributes and the texts of its jumps.
        if compiled is not None:
            self.kind, self.typ, self.id = compiled.kind, compiled.typ, compiled.id
        else:
            self.kind, self.typ, self.id = element.tag, element.get("typ"), element.get("id")
        steps = self.steps = compiled.instructions if compiled is not None else None
        # Has it a `bedingung` or `vergleich`?
        self.tests = False
        # The `bedingung`, `setze` and `meldung` children: all `_check_contents` reads in
        # a legen action; with the number of each one's compiled instruction (no element:
        # looked up from that number when needed).
        self.read: list[tuple[etree._Element | None, int]] = []
        effects = False
        if (
            steps is not None
            and compiled is not None
            and len(children) - len(steps)
            == (compiled.erfolg_line != 0) + (compiled.misserfolg_line != 0)
        ):
            # Every child is an instruction or the one `erfolg` or `misserfolg`: the
            # compiled instructions tell it all, no child is read.
            for number, ins in enumerate(steps):
                tag = ins.tag
                if tag == "bedingung":
                    self.tests = True
                    self.read.append((None, number))
                elif tag == "vergleich":
                    self.tests = True
                else:
                    if tag not in _NO_EFFECT:
                        effects = True
                    if tag == "setze" or tag == "meldung":
                        self.read.append((None, number))
        else:
            effects = self._read_children(children)
        if compiled is not None:
            self.erfolg, self.misserfolg = compiled.erfolg, compiled.misserfolg
        self.children = children
        # `containers` False: the file has no regel/level at all, no need to look inside.
        self.varies = containers and next(element.iter("regel", "level"), None) is not None
        # Changes nothing: running it again on the same state gives the same result.
        self.pure = not self.varies and not effects

    def _read_children(self, children: list[etree._Element]) -> bool:
        """Tests, read children and jumps from the children themselves; has it effects?"""
        # One pass over the children (lxml builds a new string on every `.tag`); the last
        # `erfolg`/`misserfolg` counts.
        erfolg = misserfolg = None
        effects = False
        number = 0  # of the next instruction child
        for child in children:
            tag = child.tag
            if tag == "bedingung":
                self.tests = True
                self.read.append((child, number))
            elif tag == "vergleich":
                self.tests = True
            elif tag == "erfolg":
                erfolg = child
            elif tag == "misserfolg":
                misserfolg = child
            else:
                if tag not in _NO_EFFECT:
                    effects = True
                if tag == "setze" or tag == "meldung":
                    self.read.append((child, number))
            if tag in INSTRUCTION_SET:
                number += 1
        self.erfolg = (text_of(erfolg) if erfolg is not None else "") or "ende"
        self.misserfolg = (text_of(misserfolg) if misserfolg is not None else "") or "naechste"
        return effects

    @property
    def unconditional(self) -> bool:
        """Always succeeds: no tests and no variant/level-specific content."""
        return not self.tests and not self.varies

    def covers(self, other: _Action) -> bool:
        """Does this action fire on every trigger that fires `other`?"""
        if self.kind in ("beginn",):
            return True
        mine = self.typ or "frei"
        theirs = other.typ or "frei"
        if mine == theirs or (mine == "frei" and self.kind in ("abschluss", "ende")):
            return True
        return mine == "klick" and theirs in ("links", "rechts")


def _lists(ctx: LintContext) -> dict[str, list[_Action]]:
    lists: dict[str, list[_Action]] = {kind: [] for kind in ACTION_KINDS}
    defs = ctx.defs
    for i, element in enumerate(ctx.index.actions):
        compiled = defs[i] if defs is not None else None
        group = lists[compiled.kind if compiled is not None else element.tag]
        group.append(
            _Action(element, len(group), ctx.children(element), ctx.containers, compiled, i)
        )
    return lists


@tree_rule(50)
def check_actions(ctx: LintContext) -> None:
    """Flow targets, loops, unreachable actions, legen-only features, meldung and menu."""
    defs = ctx.defs
    # The compiled actions' ids are the elements' `get("id")`, already read by the compiler.
    ids = {aid for d in defs if (aid := d.id)} if defs is not None else ctx.index.action_ids
    for actions in _lists(ctx).values():
        by_id = {a.id: a for a in actions if a.id}
        jumped = {a.erfolg for a in actions} | {a.misserfolg for a in actions}
        for action in actions:
            _check_targets(ctx, action, ids)
            _check_contents(ctx, action)
        _check_loops(ctx, actions, by_id)
        _check_shadowed(ctx, actions, jumped)


def _flow_element(action: _Action, tag: str) -> etree._Element:
    found = [c for c in action.children if c.tag == tag]
    return found[-1] if found else action.element


def _check_targets(ctx: LintContext, action: _Action, ids: set[str]) -> None:
    if action.erfolg not in _WORDS and action.erfolg not in ids:
        _unknown_target(ctx, action, "erfolg", action.erfolg)
    target = action.misserfolg
    if target == "wiederholung":
        ctx.report(
            _flow_element(action, "misserfolg"),
            "misserfolg-wiederholung",
            msg("misserfolg-wiederholung"),
            fix=msg("fix.use-naechste"),
        )
    elif target not in _WORDS and target not in ids:
        _unknown_target(ctx, action, "misserfolg", target)


def _unknown_target(ctx: LintContext, action: _Action, tag: str, target: str) -> None:
    ctx.report(
        _flow_element(action, tag),
        "unknown-action",
        msg("unknown-action", tag=tag, target=repr(target)),
        fix=msg("fix.jump-target"),
    )


def _step(
    actions: list[_Action], by_id: dict[str, _Action], current: _Action, target: str
) -> _Action | None:
    if target == "wiederholung":
        return current
    if target == "anfang":
        return actions[0] if actions else None
    if target == "naechste":
        nxt = current.position + 1
        return actions[nxt] if nxt < len(actions) else None
    return by_id.get(target)


def _check_loops(ctx: LintContext, actions: list[_Action], by_id: dict[str, _Action]) -> None:
    reported: set[int] = set()
    certain = _check_unchanged_loops(ctx, actions, by_id)
    for start in actions:
        # The default `naechste` leads on to a later action (or out): nothing to report.
        target = (
            None
            if start.misserfolg == "naechste"
            else _step(actions, by_id, start, start.misserfolg)
        )
        if target is start and start.misserfolg != "wiederholung":
            ctx.report(
                _flow_element(start, "misserfolg"),
                "action-loops",
                msg("action-loops"),
                fix=msg("fix.use-naechste"),
            )
        elif (
            start.tests
            and target is not None
            and target.position < start.position
            and (start.position, "misserfolg") not in certain
        ):
            ctx.report(
                _flow_element(start, "misserfolg"),
                "action-may-loop",
                msg("action-may-loop", kind=target.kind, line=target.element.sourceline or 0),
            )
        if start.tests or start.varies or start.position in reported:  # not unconditional
            continue
        seen: list[_Action] = []
        current: _Action | None = start
        while current is not None and current.unconditional and current not in seen:
            seen.append(current)
            current = _step(actions, by_id, current, current.erfolg)
        if current is not None and current in seen and current is start:
            reported.update(a.position for a in seen)
            names = joined([phrase("line", line=a.element.sourceline or 0) for a in seen])
            ctx.report(
                start.element,
                "action-loops",
                msg("action-loops.erfolg", kind=start.kind, lines=names),
                fix=msg("fix.add-bedingung"),
            )


def _check_unchanged_loops(
    ctx: LintContext, actions: list[_Action], by_id: dict[str, _Action]
) -> set[tuple[int, str]]:
    """Warn about a jump that comes back to its action through actions that change nothing.

    A failed action ran no effect, and an action without effects changes nothing either;
    when every way on from the jump leads back through such actions, the action sees the
    same state again, takes the same jump, and the chain can never end. Returns the
    (position, tag) of each jump reported.
    """
    found: set[tuple[int, str]] = set()
    for start in actions:
        if not start.tests or start.varies:
            continue  # no tests: action-loops covers it; regel/level: unknown content
        # `erfolg` only from an action without effects (after effects the state may differ
        # next time); `misserfolg` unless `wiederholung` (misserfolg-wiederholung says it).
        if start.pure:
            _unchanged_jump(ctx, actions, by_id, start, "erfolg", start.erfolg, found)
        if start.misserfolg != "wiederholung":
            _unchanged_jump(ctx, actions, by_id, start, "misserfolg", start.misserfolg, found)
    return found


def _unchanged_jump(
    ctx: LintContext,
    actions: list[_Action],
    by_id: dict[str, _Action],
    start: _Action,
    tag: str,
    word: str,
    found: set[tuple[int, str]],
) -> None:
    """Report the `tag` jump of `start` (to `word`) when it can only come back unchanged."""
    if word == "naechste":
        following = start.position + 1
        if following == len(actions) or not actions[following].pure:
            return  # out, or into effects: `_only_back` says no whether the triggers match
    nxt = _certain_step(actions, by_id, start, start, word)
    if nxt is None or nxt is start and tag == "misserfolg":
        return  # an exit, or action-loops reports a failure that retries itself
    if _only_back(actions, by_id, start, nxt, set()):
        found.add((start.position, tag))
        ctx.report(
            _flow_element(start, tag),
            "jump-loops-unchanged",
            msg("jump-loops-unchanged", tag=tag, word=word, kind=start.kind),
            fix=msg("fix.change-or-ende"),
        )


def _certain_step(
    actions: list[_Action], by_id: dict[str, _Action], goal: _Action, node: _Action, word: str
) -> _Action | None:
    """Where `word` leads from `node`, assuming the trigger matches `goal` (None: an exit
    or not certain)."""
    if word == "naechste":
        nxt = node.position + 1
        if nxt < len(actions) and actions[nxt].covers(goal) and goal.covers(actions[nxt]):
            return actions[nxt]
        return None
    if word == "anfang":
        return next((a for a in actions if a.covers(goal)), None)
    return _step(actions, by_id, node, word)


def _only_back(
    actions: list[_Action],
    by_id: dict[str, _Action],
    goal: _Action,
    node: _Action,
    seen: set[int],
) -> bool:
    """Does every way from `node` come back to `goal` without changing anything?"""
    if node is goal:
        return True
    if not node.pure:
        return False
    if node.position in seen:
        return True  # a cycle of actions that change nothing: it never ends either
    seen.add(node.position)
    words = (node.erfolg, node.misserfolg) if node.tests else (node.erfolg,)
    for word in words:
        nxt = _certain_step(actions, by_id, goal, node, word)
        if nxt is None or not _only_back(actions, by_id, goal, nxt, seen):
            return False
    return True


def _check_shadowed(ctx: LintContext, actions: list[_Action], jumped: set[str]) -> None:
    for i, first in enumerate(actions):
        if not first.unconditional or first.erfolg != "ende" or conditional(first.element):
            continue
        for later in actions[i + 1 :]:
            if later.id in jumped or any(a.id in jumped for a in actions[i + 1 : later.position]):
                break
            if first.covers(later):
                ctx.report(
                    later.element,
                    "action-never-runs",
                    msg(
                        "action-never-runs",
                        kind=later.kind,
                        first=first.kind,
                        line=first.element.sourceline or 0,
                    ),
                    fix=msg("fix.bedingung-earlier"),
                )
        break


def _check_contents(ctx: LintContext, action: _Action) -> None:
    legen = action.kind in ("aktion", "abschluss") and action.typ in ("legen", "frei")
    tests: dict[tuple[str, str], tuple[str, int]] = {}  # value and line of the first
    steps = action.steps
    if legen:
        for child, number in action.read:
            ins = steps[number] if steps is not None else None
            _check_child(ctx, action, child, ins, number, tests)
        return
    number = 0
    for child in action.children:
        ins = None
        if steps is not None and child.tag in INSTRUCTION_SET:
            ins = steps[number]
            number += 1
        _check_child(ctx, action, child, ins, number - 1, tests, legen=False)


def _get(child: etree._Element | None, ins: Instruction | None, name: str) -> str:
    """An attribute of the child ("" when absent), from its compiled instruction if any."""
    if ins is None:
        assert child is not None  # without an instruction the child is read
        value: str = child.get(name, "")
        return value
    return attr_of(ins.attrs, name) or ""


def _attr(child: etree._Element | None, name: str) -> str | None:
    """An attribute of a child that is read (None when absent)."""
    assert child is not None  # without an instruction the child is read
    value: str | None = child.get(name)
    return value


def _text(child: etree._Element | None, ins: Instruction | None) -> str:
    """The text of the child, from its compiled instruction if any."""
    if ins is not None:
        return ins.text
    assert child is not None  # without an instruction the child is read
    return text_of(child)


def _element(
    ctx: LintContext, action: _Action, child: etree._Element | None, number: int
) -> etree._Element:
    """The child, looked up from its instruction's number when not at hand (for a report)."""
    return child if child is not None else step_element(ctx, action.index, number)


def _check_child(
    ctx: LintContext,
    action: _Action,
    child: etree._Element | None,
    ins: Instruction | None,
    number: int,
    tests: dict[tuple[str, str], tuple[str, int]],
    legen: bool = True,
) -> None:
    """One child of `_check_contents` (`ins`: its compiled instruction, read instead;
    `child` None: not at hand, looked up from the instruction's `number` to report)."""
    if ins is not None:
        tag = ins.tag
    else:
        assert child is not None  # without an instruction the child is read
        tag = child.tag
    # Only outside legen actions does the use matter; the tag tests come first: they
    # are cheap, attribute reads through lxml are not.
    if not legen and (
        tag == "bedingung"
        and _get(child, ins, "tag") in _LEGEN_ONLY
        or tag == "lege"
        and _get(child, ins, "anz") == "legezahl"
        or "@legestapel"
        in (_get(child, ins, "feld"), _get(child, ins, "feld1"), _get(child, ins, "feld2"))
    ):
        ctx.report(
            _element(ctx, action, child, number),
            "legezahl-outside-legen",
            msg(
                "legezahl-outside-legen",
                kind=action.kind,
                typ=f" typ={action.typ!r}" if action.typ else "",
            ),
        )
    if tag == "bedingung" and (
        all(key in _FELD_TAG for key, _ in ins.attrs)
        if ins is not None
        else child is not None and _FELD_TAG.issuperset(child.keys())
    ):
        key = (_get(child, ins, "feld"), _get(child, ins, "tag"))
        if ins is not None:
            value, line = ins.text, ins.line
        else:
            assert child is not None  # without an instruction the child is read
            value = text_of(child)
            line = child.sourceline or 0
        if (
            key in tests
            and tests[key][0] != value
            and not conditional(element := _element(ctx, action, child, number))
        ):
            ctx.report(
                element,
                "action-never-runs",
                msg(
                    "action-never-runs.condition",
                    tag=key[1],
                    field=key[0],
                    value=repr(value),
                    line=tests[key][1],
                    other=repr(tests[key][0]),
                ),
            )
        tests.setdefault(key, (value, line))
    elif tag == "setze" and _get(child, ins, "id") == "menu":
        value = _text(child, ins)
        if len(value) > 4:
            ctx.report(
                _element(ctx, action, child, number),
                "menu-too-long",
                msg("menu-too-long", text=repr(value), count=len(value)),
                fix=msg("fix.use", value=repr(value[:4])),
            )
    elif tag == "meldung":
        buttons = attr_of(ins.attrs, "antwort") if ins is not None else _attr(child, "antwort")
        value = _text(child, ins)
        if buttons is not None and len(buttons.split("\\n")) > 3:
            ctx.report(
                _element(ctx, action, child, number),
                "meldung-buttons",
                msg("meldung-buttons", count=len(buttons.split("\\n"))),
                attr="antwort",
            )
        lines = value.replace("\\n", "\n").split("\n")
        if len(lines) > 5:
            ctx.report(
                _element(ctx, action, child, number),
                "meldung-lines",
                msg("meldung-lines", count=len(lines)),
            )
