"""Every problem code the schema package reports, with its severity.

What a code means and an example fix are texts in the message catalogs (engine/locale, under
the contexts `what` and `fix`), in every language; `Code.what`/`Code.fix` give the English.
"""

from __future__ import annotations

from engine.errors import Severity
from engine.fastdc import dataclass
from engine.messages import text_for

E, W, N = Severity.ERROR, Severity.WARNING, Severity.INFO


@dataclass(frozen=True, slots=True)
class Code:
    """One stable problem code."""

    name: str
    severity: Severity

    @property
    def what(self) -> str:
        """What the code means, in English."""
        return self.explain("en")[0]

    @property
    def fix(self) -> str:
        """An example fix, in English."""
        return self.explain("en")[1]

    def explain(self, language: str) -> tuple[str, str]:
        """(what it means, an example fix) in `language`."""
        return text_for(self.name, language, "what"), text_for(self.name, language, "fix")


SEVERITIES: dict[str, Severity] = {
    # reading the file (well-formedness and safety)
    "xml-syntax": E,
    "xml-too-large": E,
    "xml-too-deep": E,
    "xml-binary": E,
    "xml-doctype": E,
    "xml-entity": E,
    "xml-encoding": E,
    "io": E,
    # schema (XSD) findings
    "xsd-root": E,
    "xsd-unknown-tag": E,
    "xsd-misplaced-tag": E,
    "xsd-unknown-attribute": E,
    "xsd-missing-attribute": E,
    "xsd-bad-value": E,
    "xsd-text": E,
    "xsd-other": E,
    # document level
    "missing-tag": E,
    "tag-order": N,
    "window-range": E,
    "unknown-value": W,
    # variants and levels
    "unknown-variant": E,
    "too-many-variants": W,
    "regel-before-regelwerk": E,
    "duplicate-variant": W,
    "level-bounds": E,
    "level-range": W,
    # ids and references
    "bad-id": E,
    "reserved-id": E,
    "duplicate-template": W,
    "duplicate-action": W,
    "duplicate-link": W,
    "unknown-field": E,
    "unknown-link": E,
    "unknown-lock": E,
    "unknown-type": E,
    "lege-later": E,
    "lege-no-cards": W,
    # stock
    "no-stock": E,
    "stock-not-first": W,
    "stock-template": E,
    # cards
    "bad-karten": E,
    "empty-deck": E,
    "too-many-cards": W,
    "bad-card": E,
    "random-offset": E,
    "rank-not-in-set": W,
    "overdeal": W,
    # fields and layout
    "max-missing": W,
    "off-window": W,
    "overlap": W,
    "punktemax-unreachable": W,
    "bad-kuerzel": W,
    "wiederholung-one": N,
    # actions
    "unknown-action": E,
    "misserfolg-wiederholung": E,
    "action-never-runs": W,
    "action-loops": E,
    "action-may-loop": W,
    "jump-loops-unchanged": W,
    "action-bad-pick": E,
    "action-bad-relation": W,
    "action-read-only": E,
    "action-one-target": E,
    "action-bad-value": E,
    "legezahl-outside-legen": W,
    "bad-action-value": E,
    "menu-too-long": W,
    "meldung-buttons": W,
    "meldung-lines": W,
}


def severity(code: str) -> Severity:
    """Severity of a code (warning for codes not in the table)."""
    entry = CODES.get(code)
    return entry.severity if entry else Severity.WARNING


# Findings of the game compiler (engine/compile.py) that lint passes on under these codes.
SEVERITIES.update(
    {
        "cards-in-memory": W,
        "sub-absent": N,
        "bad-familie": E,
        "bad-einzel": E,
        "sub-joker": W,
    }
)

CODES: dict[str, Code] = {name: Code(name, level) for name, level in SEVERITIES.items()}
"""Every problem code, in the order of docs/lint-rules.md."""


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
        "Generated from `schema/codes.py` and the English message catalog "
        '(`python -c "from schema.codes import markdown; '
        "print(markdown(), end='')\" > docs/lint-rules.md`); the German texts are in "
        "[messages.md](messages.md).",
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
