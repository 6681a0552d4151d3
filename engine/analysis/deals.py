"""Deal specs (`seed:N`, `ms:N`): listing a run's deals and dealing one of them."""

from __future__ import annotations

from engine.analysis.freecell import DealError, load_ms_deal, parse_deal
from engine.definition import GameDefinition
from engine.game import Game
from engine.hooks import ActionHooks
from engine.rng import Random

PLAYER_SALT = 0x9E3779B9
"""Added to a deal's seed for the player's own PRNG (the deal and the player stay apart)."""


def deal_list(count: int, seed: int = 0, deal: str | None = None) -> list[str]:
    """The specs of a run: `seed:S..S+count-1`, or `ms:N..N+count-1` when `deal` is `ms:N`."""
    if deal is None:
        return [f"seed:{seed + k}" for k in range(count)]
    first = parse_deal(deal)
    return [f"ms:{first + k}" for k in range(count)]


def deal_number(spec: str) -> int:
    """The number in a deal spec."""
    return int(spec.partition(":")[2])


def new_game(definition: GameDefinition, spec: str, hooks: ActionHooks | None = None) -> Game:
    """A new game for a deal spec (`hooks`: an action runner prepared by the caller)."""
    kind, _, number = spec.partition(":")
    if kind == "seed":
        return Game.new(definition, seed=int(number), hooks=hooks)
    if kind == "ms":
        game = Game.new(definition, seed=int(number), hooks=hooks)
        load_ms_deal(game, int(number))
        return game
    raise DealError(f"unknown deal spec {spec!r}")


def rng_for(spec: str) -> Random:
    """The player's PRNG for a deal: fixed by the deal spec alone (same for any --jobs)."""
    salt = 0 if spec.startswith("seed:") else 0x5A5A
    return Random(deal_number(spec) + PLAYER_SALT + salt)
