"""Compile `beginn`/`aktion`/`abschluss`/`ende` blocks into ActionDefs with stable instruction ids."""

from __future__ import annotations

from typing import Final

from lxml import etree

from engine.compile_util import Context, text_of
from engine.definition import ActionDef, Instruction
from engine.errors import Severity
from engine.messages import msg, phrase
from engine.quickinit import maker

ACTION_KINDS = ("beginn", "aktion", "abschluss", "ende")
INSTRUCTION_TAGS: Final[tuple[str, ...]] = (
    "bedingung",
    "vergleich",
    "aenderung",
    "lege",
    "sound",
    "warte",
    "meldung",
    "setze",
    "spielende",
)
"""Every instruction tag (`Final`: a C static for `_instruction_tag`'s loop)."""
_NEW_INSTRUCTION: Final = maker(Instruction)
_NEW_ACTION: Final = maker(ActionDef)
"""The compiler makes many: made the quicker way (`maker`)."""


_IDS: Final[dict[int, tuple[str, ...]]] = {}
"""Instruction ids by place: `_IDS[i][n]` is `a{i}.{n}`, each made once (the compiler names
every instruction; an id depends on its place alone, never on what a file holds). A row is
replaced whole when it grows, never changed, so a thread reading it sees right ids."""


def _ids_of(index: int, number: int) -> tuple[str, ...]:
    """The ids of the action at `index` for at least `number + 1` instructions."""
    row = _IDS.get(index, ())
    if number >= len(row):
        size = max(8, number + 1, 2 * len(row))
        row = _IDS[index] = tuple([f"a{index}.{n}" for n in range(size)])
    return row


def _instruction_tag(tag: str) -> str | None:
    """The instruction tag constant equal to `tag` (None: not an instruction tag).

    The `Instruction` holds the constant rather than the fresh string lxml made, so the
    later compares of its tag (the action load check, the rules) are identity checks and
    its hash is never computed again. Compared in turn rather than looked up in a dict:
    strings of another length differ at once, while a look-up hashes the fresh string."""
    for known in INSTRUCTION_TAGS:
        if tag == known:
            return known
    return None


ACTION_TYPES: Final = {
    "beginn": (None,),
    "aktion": ("legen", "klick", "links", "rechts", "mitte"),
    "abschluss": ("legen", "klick", "links", "rechts", "mitte", "frei"),
    "ende": (None, "sieg", "verlust", "frei"),
}


def attr_of(attrs: tuple[tuple[str, str], ...], name: str) -> str | None:
    """An attribute of a compiled instruction by name, as lxml's `get` gives it (a native
    call from the compiled lint rules, unlike `Instruction.attr`)."""
    for key, value in attrs:
        if key == name:
            return value
    return None


def compile_action(ctx: Context, element: etree._Element, index: int) -> ActionDef:
    """Compile one action block; unknown instruction kinds are reported and skipped."""
    kind: str = element.tag
    typ: str | None = element.get("typ")
    if typ not in ACTION_TYPES[kind]:
        allowed = ", ".join(t for t in ACTION_TYPES[kind] if t) or phrase("no-typ")
        ctx.report(
            element,
            "bad-action-type",
            msg("bad-action-type", kind=kind, typ=repr(typ), allowed=allowed),
            attr="typ" if typ is not None else None,
            severity=Severity.ERROR,
        )
    ruecknahme = element.get("ruecknahme")
    if ruecknahme is not None and kind in ("beginn", "ende"):
        ctx.report(
            element,
            "ruecknahme-misplaced",
            msg("ruecknahme-misplaced", kind=kind),
            attr="ruecknahme",
        )
    instructions: list[Instruction] = []
    erfolg, misserfolg = "ende", "naechste"
    erfolg_line = misserfolg_line = 0
    ids = _IDS.get(index, ())
    for child in ctx.expand(element):
        tag: str = child.tag  # `expand` gives elements only (never a comment)
        # Instructions first: they are most of an action's children.
        known = _instruction_tag(tag)
        if known is not None:
            text = text_of(child)
            number = len(instructions)
            if number >= len(ids):
                ids = _ids_of(index, number)
            # lxml gives the attributes as (str, str) pairs
            instructions.append(  # a C call in the compiled core (no bound method)
                _NEW_INSTRUCTION(
                    ids[number],
                    known,
                    tuple(child.items()),
                    text,
                    child.sourceline or 0,
                )
            )
        elif tag == "erfolg":
            erfolg, erfolg_line = text_of(child) or "ende", child.sourceline or 0
        elif tag == "misserfolg":
            misserfolg, misserfolg_line = text_of(child) or "naechste", child.sourceline or 0
        else:
            ctx.report(
                child,
                "unknown-instruction",
                msg(
                    "unknown-instruction",
                    tag=tag,
                    known=", ".join([*INSTRUCTION_TAGS, "erfolg", "misserfolg"]),
                ),
                severity=Severity.ERROR,
            )
    # Positional: ActionDef's fields in order (index, kind, typ, id, line, ruecknahme,
    # instructions, erfolg, misserfolg, erfolg_line, misserfolg_line).
    return _NEW_ACTION(
        index,
        kind,
        typ,
        element.get("id"),
        element.sourceline or 0,
        ruecknahme != "nein",
        tuple(instructions),
        erfolg,
        misserfolg,
        erfolg_line,
        misserfolg_line,
    )
