"""Why a deal ended, in the reader's language (the report's dead-end signatures)."""

from __future__ import annotations

from engine.messages import msg

# The report JSON keeps the engine's English words (a contract); these render them.
_WORDS = {
    "won": "end.won",
    "move cap": "end.move-cap",
    "no legal move": "end.no-legal-move",
    "only repeats left": "end.only-repeats",
    "action chain failed": "end.action-failed",
    "no progress": "end.no-progress",
    "ended": "end.ended",
    "stock empty": "end.stock-empty",
    "stock left": "end.stock-left",
    "face-down left": "end.face-down-left",
    "all face up": "end.all-face-up",
    # the solver's reasons (engine/analysis/solver.py), shown as a deal's dead end
    "every reachable position was searched": "end.searched",
    "cancelled": "end.cancelled",
}


def part_text(part: str, language: str = "en") -> str:
    """One part of a signature ("stock left", "10-19 home", ...) in `language`."""
    code = _WORDS.get(part)
    if code is not None:
        return msg(code).render(language)
    if part.endswith(" home") and part[:-5].replace("-", "").isdigit():
        return msg("end.home", cards=part[:-5]).render(language)
    if part.startswith("time limit ") and part.endswith(" s"):
        return msg("end.time-limit", seconds=part[11:-2]).render(language)
    if part.startswith("node limit "):
        return msg("end.node-limit", limit=part[11:]).render(language)
    if part.startswith("replay failed: "):
        return msg("end.replay-failed", why=part[15:]).render(language)
    return part


def signature_text(signature: str, language: str = "en") -> str:
    """A dead-end signature ("no progress, stock left, ...") in `language`."""
    return ", ".join(part_text(part, language) for part in signature.split(", "))
