"""Every problem code the schema package reports: severity, what it means, an example fix."""

from __future__ import annotations

from dataclasses import dataclass

from engine.errors import Severity

E, W, N = Severity.ERROR, Severity.WARNING, Severity.INFO


@dataclass(frozen=True, slots=True)
class Code:
    """One stable problem code."""

    severity: Severity
    what: str
    fix: str


CODES: dict[str, Code] = {
    # reading the file (well-formedness and safety)
    "xml-syntax": Code(
        E, "The file is not well-formed XML.", "Write `</richtung>` instead of `</richtung<`."
    ),
    "xml-too-large": Code(
        E,
        "The file is larger than the size limit, or has too many elements.",
        "Split the file; real games are a few kilobytes.",
    ),
    "xml-too-deep": Code(E, "Elements nest deeper than the limit.", "Remove the nesting."),
    "xml-binary": Code(
        E, "The file holds NUL bytes: binary data, not a game.", "Open the right file."
    ),
    "xml-doctype": Code(
        E,
        "A DOCTYPE (DTD, entities) is present; refused for safety.",
        "Delete the `<!DOCTYPE ...>` block.",
    ),
    "xml-entity": Code(
        E,
        "An entity reference other than the five XML ones is used.",
        "Write the character itself.",
    ),
    "xml-encoding": Code(
        E,
        "The bytes do not match the declared or default encoding (UTF-8).",
        'Save the file as UTF-8 or declare `encoding="ISO-8859-1"`.',
    ),
    "io": Code(E, "The file cannot be read.", "Check the path and permissions."),
    # schema (XSD) findings
    "xsd-root": Code(E, "The root element is not `spiel`.", "Wrap the game in `<spiel>`."),
    "xsd-unknown-tag": Code(
        E, "A tag the format does not know (often a typo).", "`<folgefarb>` -> `<folgefarbe>`."
    ),
    "xsd-misplaced-tag": Code(
        E,
        "A known tag in a place where it is not allowed.",
        "Move `<max>` from the `aktion` into the `feld`.",
    ),
    "xsd-unknown-attribute": Code(
        E, "An attribute the element does not have.", '`<lege anzahl="2">` -> `anz="2"`.'
    ),
    "xsd-missing-attribute": Code(
        E, "A required attribute is missing.", 'Add `y="10"` to the `feld`.'
    ),
    "xsd-bad-value": Code(
        E,
        "A value outside the allowed list, pattern or range.",
        "`<folgefarbe>wechsle</folgefarbe>` -> `wechsel`.",
    ),
    "xsd-text": Code(
        E,
        "Text inside an element that only holds other elements.",
        "Move the text into `<bemerkung>` or a comment.",
    ),
    "xsd-other": Code(
        E,
        "Another schema finding (reported by libxml2).",
        "Read the message; compare with the reference.",
    ),
    # document level
    "missing-tag": Code(
        E,
        "A required top-level tag (programm, version, karten) is missing.",
        "Add `<karten>52</karten>`.",
    ),
    "tag-order": Code(
        N, "Top-level tags are not in the recommended order.", "Put `karten` before the fields."
    ),
    "window-range": Code(
        E, "The window size is outside 32x20 .. 120x60.", '`fenster="30x18"` -> `fenster="32x20"`.'
    ),
    "unknown-value": Code(
        W,
        "A value of an open (reconstructed) list that is not known; kept as written.",
        "`<folgeschieb>farbig</folgeschieb>` -> `farbe`.",
    ),
    # variants and levels
    "unknown-variant": Code(
        E,
        "A `regel` container names a variant the `regelwerk` lacks.",
        "Use an id from the regelwerk, or add the variant there.",
    ),
    "too-many-variants": Code(
        W, "More than nine variants; the extra ones are ignored.", "Remove or merge variants."
    ),
    "regel-before-regelwerk": Code(
        E,
        "A `regel` container comes before the `regelwerk`.",
        "Move the `regelwerk` up, right after `anleitung`.",
    ),
    "duplicate-variant": Code(W, "Two variants share an id.", "Rename one of them."),
    "level-bounds": Code(
        E, "A `level` container has neither `ab` nor `bis`, or ab > bis.", '`<level ab="2">`.'
    ),
    "level-range": Code(
        W,
        "A `level` bound lies outside 0..levelmax, so part of it never applies.",
        "Raise `levelmax` or lower the bound.",
    ),
    # ids and references
    "bad-id": Code(
        E, "An id contains characters other than letters and digits.", '`id="g_1"` -> `id="g1"`.'
    ),
    "reserved-id": Code(
        E,
        "A reserved id: a built-in type name as vorlage id, or quelle/ziel as field id.",
        '`<vorlage id="grund">` -> `id="haus"`.',
    ),
    "duplicate-template": Code(
        W, "Two templates share an id; fields cannot tell them apart.", "Rename the second vorlage."
    ),
    "duplicate-action": Code(
        W, "Two actions share an id; jumps to it are ambiguous.", "Rename one action id."
    ),
    "duplicate-link": Code(
        W, "A field defines the same `beziehung` name twice.", "Keep one link per name."
    ),
    "unknown-field": Code(E, "A field id that no field has.", "`<ziel>abwruf</ziel>` -> `abwurf`."),
    "unknown-link": Code(
        E,
        "An `id#link` chain uses a link the field does not define.",
        'Add `<beziehung id="vorher">...` to the field.',
    ),
    "unknown-lock": Code(
        E,
        "An action switches a sperre/schiebsperre/anzeige id that no field defines.",
        "Give the `sperre` the id the action uses.",
    ),
    "unknown-type": Code(
        E,
        "`typ` is neither a built-in type nor an earlier vorlage.",
        "Define the vorlage before the field, or fix the typo.",
    ),
    "lege-later": Code(
        E,
        "A starting `lege` deals from a field defined later (or itself), which has no cards yet.",
        "Deal from the stock or an earlier field.",
    ),
    "lege-no-cards": Code(
        W,
        "A starting `lege` deals from a field that never holds cards at that point.",
        "Deal from the stock.",
    ),
    # stock
    "no-stock": Code(
        E,
        'No field has `typ="stock"`; the cards have nowhere to start.',
        'Add `<feld id="stock" x="-1" y="-1" typ="stock"/>` first.',
    ),
    "stock-not-first": Code(
        W, "The stock is not the first field.", "Move the stock field to the top."
    ),
    "stock-template": Code(
        E,
        "`stock` is used as the parent of a vorlage (or a field's vorlage "
        "derives from stock); such fields do not work as a stock.",
        'Give the field `typ="stock"` directly.',
    ),
    # cards
    "bad-karten": Code(E, "`karten` is not a possible card set.", "`<karten>52x2</karten>`."),
    "empty-deck": Code(
        E, "The card set is empty and nothing is added.", "Add cards with `<add>` or use `52`."
    ),
    "too-many-cards": Code(
        W, "Adding cards beyond 208; the extra ones are ignored.", "Remove the `add`."
    ),
    "bad-card": Code(
        E, "A card spec that the format does not understand.", "`Hertz 7` -> `Herz 7`."
    ),
    "random-offset": Code(
        E, "`zufallswert+N`/`-N` with N outside 1..9.", "`zufallswert+12` -> `zufallswert-1`."
    ),
    "rank-not-in-set": Code(
        W,
        "A card spec names a rank the card set does not contain.",
        "In a 32-card set use ranks 7..A.",
    ),
    "overdeal": Code(
        W, "Starting `lege` tags ask for more cards than the game has.", "Lower `anz`."
    ),
    # fields and layout
    "max-missing": Code(
        W,
        "Building rules on a field without `max`: no card can be put there by hand.",
        "Add `<max>13</max>`.",
    ),
    "off-window": Code(
        W,
        "A field (with its fanned cards) reaches outside the window.",
        "Move it, lower `max`, or add `<eng>`.",
    ),
    "overlap": Code(W, "Two visible fields overlap.", "Move one field by 4 or more units."),
    "punktemax-unreachable": Code(
        W,
        "`punktemax` is larger than the points the fields can give.",
        "Lower `punktemax` to the reachable total.",
    ),
    "bad-kuerzel": Code(
        W, "`kuerzel` is not one ASCII character (32..127); it is ignored.", '`kuerzel="G"`.'
    ),
    "wiederholung-one": Code(
        N,
        "`wiederholung 1` allows one re-take, i.e. two passes.",
        "For a single pass write `<wiederholung>0</wiederholung>`.",
    ),
    # actions
    "unknown-action": Code(
        E,
        "`erfolg`/`misserfolg` jumps to an action id that does not exist.",
        "Use an existing action id or a keyword.",
    ),
    "misserfolg-wiederholung": Code(
        E,
        "`misserfolg wiederholung` would repeat a failing action forever; the format forbids it.",
        "Use `naechste`.",
    ),
    "action-never-runs": Code(
        W,
        "An action can never run (shadowed by an unconditional action "
        "before it, or contradictory conditions).",
        "Add conditions to the earlier action, or remove this one.",
    ),
    "action-loops": Code(
        E,
        "An action chain repeats itself without any condition that could stop it.",
        "Add a `bedingung`, or use `erfolg naechste`.",
    ),
    "jump-loops-unchanged": Code(
        W,
        "An erfolg/misserfolg jump comes back to its action through actions that change "
        "nothing, so the chain repeats forever (the interpreter stops it as action-loop).",
        "Jump to an action that changes something, or end the chain with `ende`.",
    ),
    "action-may-loop": Code(
        W,
        "After a failure the chain jumps back; nothing changed, so it would fail again.",
        "Jump forward or use `naechste`.",
    ),
    "action-bad-pick": Code(
        E,
        "The picked-up run `@legestapel` cannot answer this question "
        "(the action interpreter refuses it when the game loads).",
        "Ask `quelle` instead, or use `kartenzahl`/`karte`/`legbar`.",
    ),
    "action-bad-relation": Code(
        W,
        "A `beziehung` compares a property that is text, not a number "
        "or card; the condition always fails.",
        "Drop `beziehung` or test a numeric property.",
    ),
    "action-read-only": Code(
        E,
        "`aenderung` tries to change a property that can only be read "
        "(`id`, `kartenzahl`, `legezahl`, `karte` ...).",
        "Change another property, or move cards with `lege`.",
    ),
    "action-one-target": Code(
        E, "This instruction takes exactly one target field.", "Name a single field."
    ),
    "action-bad-value": Code(
        E,
        "The action interpreter cannot use this value; the instruction "
        "is ignored when the game runs.",
        "Use a value listed in the format reference.",
    ),
    "legezahl-outside-legen": Code(
        W,
        "`legezahl`/`@legestapel` is only known in `legen` actions.",
        'Use it in `aktion typ="legen"`.',
    ),
    "bad-action-value": Code(
        E,
        "A value in an action that does not fit the property it tests "
        "or changes, or a vergleich result that does not fit its typ.",
        '`<bedingung tag="status">verdekt</bedingung>` -> `verdeckt`.',
    ),
    "menu-too-long": Code(
        W, '`setze id="menu"` text is longer than 4 characters; the rest is cut off.', "`AUTO`."
    ),
    "meldung-buttons": Code(W, "A `meldung` has more than 3 buttons.", "Use at most 3 answers."),
    "meldung-lines": Code(W, "A `meldung` has more than 5 lines.", "Shorten the message."),
}


def severity(code: str) -> Severity:
    """Severity of a code (warning for codes not in the table)."""
    entry = CODES.get(code)
    return entry.severity if entry else Severity.WARNING


# Findings of the game compiler (engine/compile.py) that lint passes on under these codes.
CODES.update(
    {
        "cards-in-memory": Code(
            W,
            "Cards added after the last stock never enter play.",
            "Put the `add` before the stock field.",
        ),
        "sub-absent": Code(
            N, "A `sub` removes a card that is not in the set; ignored.", "Remove the `sub`."
        ),
        "bad-familie": Code(E, '`typ="familie"` with both suit and rank.', "`Herz` or `D`."),
        "bad-einzel": Code(E, '`typ="einzel"` without both suit and rank.', "`Herz 7`."),
        "sub-joker": Code(W, "Jokers cannot be removed with `sub`.", "Remove the `sub`."),
    }
)


_GROUPS = (
    ("Reading the file", ("xml-", "io")),
    ("Schema (XSD)", ("xsd-",)),
    ("Semantic rules", ("",)),
)


def markdown() -> str:
    """docs/lint-rules.md: every code with its severity, meaning and an example fix."""
    out = [
        "# Lint rules",
        "",
        'Generated from `schema/codes.py` (`python -c "from schema.codes import markdown; '
        "print(markdown(), end='')\" > docs/lint-rules.md`).",
        "Every problem that `patstudio lint` and `schema.check()` report carries one of "
        "these codes. Codes are stable: tools and the editor may rely on them.",
        "",
    ]
    done: set[str] = set()
    for title, prefixes in _GROUPS:
        rows = [c for c in CODES if c not in done and c.startswith(prefixes)]
        done.update(rows)
        out += [
            f"## {title}",
            "",
            "| code | severity | what it means | example fix |",
            "|---|---|---|---|",
        ]
        out += [
            f"| `{c}` | {CODES[c].severity.value} | {CODES[c].what} | {CODES[c].fix} |"
            for c in rows
        ]
        out.append("")
    return "\n".join(out)
