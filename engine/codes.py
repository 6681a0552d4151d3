"""The one registry of message codes and their parameter names (texts: engine/locale).

Every code here has a text in each catalog (`engine/locale/<lang>/LC_MESSAGES/patstudio.po`,
`msgid` = code) whose `{placeholders}` are exactly these parameter names; tests/engine/
test_messages.py checks both. Lint problem codes (schema/codes.py) describe themselves in the
same catalogs under the contexts `what` and `fix`.
"""

from __future__ import annotations

REFUSALS: dict[str, tuple[str, ...]] = {
    "game-over": (),
    "message-waiting": (),
    "no-message": (),
    "bad-button": ("buttons", "button"),
    "nothing-to-undo": (),
    "nothing-to-redo": (),
    "no-such-field": (),
    "no-game": (),
    "no-auto-field": (),
    "session-aborted": (),
    "aktion-refuses": (),
    "aktion-blocks": ("action",),
    "aktion-blocks-anon": (),
    "session-not-paused": ("status",),
    "step-limit": ("action", "kind", "limit"),
    "middle-click": (),
    "unknown-button": ("button",),
    "no-auto-target": ("card",),
    "ziel-nowhere": ("field",),
    "refill-no-wiederholung": ("field",),
    "refill-used-up": ("field",),
    "refill-quelle-empty": ("field",),
    "ziel-empty": ("field",),
    "click-face-down": ("field", "aufdecken"),
    "click-does-nothing": ("field",),
    "take-none": (),
    "take-only-one": ("field",),
    "take-only": ("field", "count"),
    "take-verdeckt": ("field",),
    "take-ziel": ("field",),
    "take-face-down": ("depth", "field"),
    "take-einzeln": ("field",),
    "take-no-run": ("count", "field", "how"),
    "gesperrt": ("field",),
    "sperre-nehmen": ("field", "bedingung", "modus", "ids"),
    "sperre-legen": ("field", "bedingung", "modus", "ids"),
    "schiebsperre": ("src", "dst"),
    "stopp-holds": ("fields",),
    "same-field": (),
    "field-hidden": ("field",),
    "pile-takes-no-cards": ("field",),
    "pile-full": ("field", "max"),
    "put-verdeckt": ("field",),
    "no-folgestart": ("field",),
    "folgestart": ("card", "field", "folgestart"),
    "no-blindstart": ("field",),
    "blindstart": ("card", "field", "blindstart"),
    "start-broken": ("field", "card", "folgestart", "bedingung"),
    "folgeende": ("top", "field", "rank"),
    "no-wrap": ("card", "top", "rank"),
    "folgefarbe": ("card", "top", "folgefarbe", "why"),
    "folgewert": ("card", "top", "folgewert", "why"),
    "joker-no-value": ("field",),
    "slide-under": ("below", "above", "field", "folgefarbe", "folgewert"),
    "replay-usage": ("usage",),
    "replay-unknown-command": ("word", "commands"),
    "replay-no-field": ("name",),
    "replay-bad-count": ("what", "text"),
    "replay-bad-line": ("error",),
    "internal-error": ("kind", "error"),
    "engine-error": ("error",),
}
"""Why a move, click or replay command was refused."""

PHRASES: dict[str, tuple[str, ...]] = {
    "action-label": ("kind", "name", "line"),
    "action-label-anon": ("kind", "line"),
    "folgefarbe.gleich": (),
    "folgefarbe.ungleich": (),
    "folgefarbe.wechsel": (),
    "folgefarbe.unknown": (),
    "folgewert.gleich": (),
    "folgewert.auf": (),
    "folgewert.ab": (),
    "folgewert.aufab": (),
    "folgewert.x2": (),
    "folgewert.up": ("steps",),
    "folgewert.down": ("steps",),
    "folgewert.unknown": (),
}
"""Pieces used inside other texts (an action's name, what a rule asks for)."""

GROUPS: dict[str, dict[str, tuple[str, ...]]] = {
    "Refusals": REFUSALS,
    "Phrases": PHRASES,
}
"""The registry by kind (the sections of docs/messages.md)."""

CODES: dict[str, tuple[str, ...]] = {**REFUSALS, **PHRASES}
"""Every message code with its parameter names."""
