"""Players: random, greedy and solver playouts of one deal, each giving a DealResult."""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field

from engine.analysis.coverage import ActionWatch, FieldWatch, dead_end, watched_new_game
from engine.analysis.steps import Answer, Step, apply, is_won, step_options
from engine.definition import GameDefinition
from engine.game import Game, cached_score
from engine.legal import legal_list
from engine.moves import Move
from engine.rng import Random
from engine.scoring import Termination

PLAYERS = ("random", "greedy", "solver")
MOVE_CAP = 1000
"""Moves after which a random or greedy playout stops (endless redeals never end otherwise)."""
STALL = 200
"""A playout stops after this many moves without reaching a new best (score, cards face up)."""


@dataclass(slots=True)
class DealResult:
    """What one deal gave: outcome, effort, coverage and, for the solver, its verdict."""

    deal: str
    won: bool
    status: str
    moves: int
    seconds: float
    score: int = 0
    received: int = 0
    gave: int = 0
    fired: tuple[int, ...] = ()
    entered: tuple[int, ...] = ()
    dead_end: str = ""
    buried: tuple[str, ...] = ()
    nodes: int = 0
    solution: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, object]:
        """A JSON-ready dict (field sets as bit masks)."""
        return {k: getattr(self, k) for k in self.__slots__}


@dataclass(frozen=True, slots=True)
class PlayOptions:
    """Knobs of the players: caps, solver limits and whether the solver may peek."""

    cap: int = MOVE_CAP
    stall: int = STALL
    max_nodes: int = 200_000
    max_seconds: float | None = 10.0
    thoughtful: bool = False
    strategy: str = "best"
    should_stop: Callable[[], bool] | None = field(default=None, compare=False)
    """Asked during solver searches; True gives up the deal as `unknown` (in-process only)."""


CHECK_EVERY = 10
"""The stall rule looks at progress every this many moves."""


def _progress(game: Game) -> tuple[int, int]:
    """Score and number of face-up cards: a playout that raises neither is going round."""
    s = game.state
    return (cached_score(game), sum(1 for f in s.fields for v in f.cards if v >= 0))


def _position(game: Game) -> Hashable:
    """The piles as a hashable value (for the greedy player's no-repeat rule)."""
    return tuple(tuple(f.cards) for f in game.state.fields)


def _greedy_rank(game: Game, move: Move, last: Move | None) -> int:
    """Lower is better: home first, then turning cards up or emptying, clicks late; taking a
    card back from a foundation, and the reverse of the last move, come last."""
    fields = game.state.fields
    if last is not None and move.dst == last.src and move.src == last.dst and move.n == last.n:
        return 9
    if move.dst is None:
        return 4
    if fields[move.dst].props.auto:
        return 0
    if fields[move.src].props.auto:
        return 8
    pile = fields[move.src].cards
    if len(pile) > move.n and pile[-move.n - 1] < 0:
        return 1
    if len(pile) == move.n:
        return 3
    return 5


def _choose(
    game: Game, rng: Random, player: str, last: Move | None, visited: set[Hashable]
) -> Step | None:
    """The next step of a random or greedy player (None: the greedy player sees only repeats)."""
    s = game.state
    if player == "random" and s.outcome is None and s.message is None:
        # step_options without the copy: the legal moves (cached, shared, not changed here)
        found = legal_list(game)
        return rng.choice(found) if found else None
    options = step_options(game)
    if not options:
        return None
    if player == "random" or isinstance(options[0], Answer):
        return rng.choice(options)
    moves = [m for m in options if isinstance(m, Move)]
    keyed = sorted(moves, key=lambda m: (_greedy_rank(game, m, last), rng.below(1 << 16)))
    for m in keyed:
        if not apply(game, m):
            continue
        pos = _position(game)
        game.pop()
        if pos not in visited:
            return m
    return None


def play_simple(
    game: Game, rng: Random, player: str, opts: PlayOptions, watch: FieldWatch | None = None
) -> tuple[int, str]:
    """Random or greedy playout; returns (moves made, why it stopped)."""
    made = 0
    last: Move | None = None
    visited: set[Hashable] = {_position(game)}
    best = _progress(game)
    quiet = 0
    cap = opts.cap
    stall = opts.stall
    greedy = player == "greedy"
    while game.state.outcome is None:
        if made >= cap:
            return made, "move cap"
        step = _choose(game, rng, player, last, visited)
        if step is None:
            if game.state.message is None and not game.legal_moves:
                return made, "no legal move"
            return made, "only repeats left"
        if not apply(game, step):
            return made, "action chain failed"
        if isinstance(step, Move):
            last = step
        made += 1
        if watch is not None:
            watch.update()
        if greedy:
            visited.add(_position(game))
        quiet += 1
        if stall and quiet % CHECK_EVERY == 0:
            # Looking every few moves is enough for a rule about hundreds of moves.
            now = _progress(game)
            if now > best:  # a new best (score first, then cards face up)
                best = now
                quiet = 0
            elif quiet >= stall:
                return made, "no progress"
    out = game.outcome
    if out is not None and out.termination is Termination.NO_MOVES:
        return made, "no legal move"
    return made, "ended"


def play_deal(definition: GameDefinition, deal: str, player: str, opts: PlayOptions) -> DealResult:
    """Play one deal (`seed:N` or `ms:N`) with a player and collect everything the report needs."""
    from engine.analysis.deals import new_game, rng_for

    started = time.perf_counter()
    if player == "solver":
        return _solver_deal(definition, deal, new_game(definition, deal), opts, started)
    game, actions = watched_new_game(definition, deal)
    fields = FieldWatch(game.state)
    made, why = play_simple(game, rng_for(deal), player, opts, fields)
    return _result(deal, game, made, why, started, fields, actions)


def _result(
    deal: str,
    game: Game,
    made: int,
    why: str,
    started: float,
    fields: FieldWatch,
    actions: ActionWatch | None,
    nodes: int = 0,
    solution: list[str] | None = None,
    status: str | None = None,
) -> DealResult:
    won = is_won(game)
    sig, buried = ("", []) if won else dead_end(game, why)
    return DealResult(
        deal=deal,
        won=won,
        status=status or ("won" if won else why),
        moves=made,
        seconds=time.perf_counter() - started,
        score=game.score,
        received=fields.received,
        gave=fields.gave,
        fired=tuple(sorted(actions.fired)) if actions else (),
        entered=tuple(sorted(actions.entered)) if actions else (),
        dead_end=sig,
        buried=tuple(buried),
        nodes=nodes,
        solution=solution or [],
    )


def _solver_deal(
    definition: GameDefinition, deal: str, game: Game, opts: PlayOptions, started: float
) -> DealResult:
    """Solve (or play blind), then replay the line on a fresh deal to collect coverage."""
    from engine.analysis.blind import play_blind
    from engine.analysis.solver import solve

    if opts.thoughtful:
        res = solve(
            game,
            max_nodes=opts.max_nodes,
            max_seconds=opts.max_seconds,
            strategy=opts.strategy,
            should_stop=opts.should_stop,
        )
    else:
        res = play_blind(
            game,
            max_nodes=opts.max_nodes,
            max_seconds=opts.max_seconds,
            should_stop=opts.should_stop,
        )
    fresh, actions = watched_new_game(definition, deal)
    fields = FieldWatch(fresh.state)
    for step in res.steps:
        apply(fresh, step)
        fields.update()
    why = res.reason if not res.solved else "ended"
    return _result(
        deal,
        fresh,
        len(res.steps),
        why,
        started,
        fields,
        actions,
        nodes=res.nodes,
        solution=res.script(),
        status=res.status.value,
    )
