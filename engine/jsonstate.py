"""The state JSON of design.md, written from a running Game."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine import rules

if TYPE_CHECKING:
    from engine.hooks import GameView


def state_json(game: GameView) -> dict[str, Any]:
    """`{"game", "seed", "variant", "level", "status", "score", "message", "fields"}`."""
    s = game.state
    d = game.definition
    outcome = game.outcome
    fields = []
    for f in s.fields:
        hide_all = f.props.verdeckt
        cards = []
        for v in f.cards:
            text = str(s.card(v))
            cards.append(f"({text})" if v < 0 or hide_all else text)
        fields.append(
            {
                "index": f.index + 1,
                "id": f.defn.id,
                "type": f.defn.typ,
                "cards": cards,
                "var": f.props.var,
                "stop": rules.stop_holds(s, f.index),
            }
        )
    score = game.score
    return {
        "game": d.name,
        "seed": game.seed,
        "variant": d.variant,
        "level": d.level,
        "status": "running" if outcome is None else outcome.status,
        "score": score if outcome is None else max(0, score),
        "message": None if s.message is None else s.message.to_json(),
        "fields": fields,
    }
