"""Run one mutant through lint, load, deal, random play, undo/redo and replay, and judge it."""

from __future__ import annotations

import time
import traceback
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from engine.compile import compile_game
from engine.errors import EngineError, IllegalMoveError
from engine.game import Game
from engine.moves import Move
from engine.replay import run_script
from engine.rng import Random
from engine.state import FieldProps, State
from engine.xmlread import parse_bytes
from schema import check_bytes
from tests.fuzz.mutator import Mutant, mutate

GAMES = Path(__file__).parents[2] / "games"
FAILURES = ("exception", "cards", "undo", "redo", "replay", "overrun")
"""Verdicts that fail a mutant (`slow` is only counted: the budget is a benchmark figure)."""
_PROPS = FieldProps.__slots__
_BUTTONS = {"left": "click", "right": "rclick", "middle": "mclick"}


@dataclass
class Verdict:
    """What happened to one mutant."""

    mutant: Mutant
    kind: str = "ok"
    """ok, load-error, slow, or one of FAILURES."""
    detail: str = ""
    seconds: float = 0.0
    cpu: float = 0.0
    """CPU seconds of this process (less sensitive than `seconds` to a busy machine)."""
    moves: int = 0
    refused: int = 0
    """Moves the engine stopped with an EngineError (runaway chains)."""
    notes: list[str] = field(default_factory=list)

    def __str__(self) -> str:
        return (
            f"{self.mutant.name} {self.kind} {self.seconds:.2f}s {self.detail} {self.mutant.edits}"
        )


class _Overrun(Exception):
    """The mutant ran far past its time budget."""


def shipped_games() -> list[Path]:
    """Every game of the library."""
    return sorted(GAMES.glob("*.xml"))


def corpus(seeds: range, games: list[Path] | None = None) -> Iterator[Mutant]:
    """Mutants of every game for every seed (seed k of game g is always the same file)."""
    for seed in seeds:
        for path in games or shipped_games():
            yield mutate(path.stem, path.read_bytes(), seed)


def cards_of(state: State) -> list[int]:
    """The uid multiset of every card on the table (sorted)."""
    return sorted(state.all_uids())


def content(state: State) -> tuple[object, ...]:
    """The state by value (props by content): equal after a redo, though versions differ."""
    return (
        tuple(tuple(f.cards) for f in state.fields),
        tuple(tuple(getattr(f.props, k) for k in _PROPS) for f in state.fields),
        tuple(state.stops),
        state.score_bonus,
        state.outcome,
        state.message,
        state.menu,
        state.rng.getstate(),
    )


def command(game: Game, move: Move) -> str:
    """The replay command of a move (fields by position, `#K`)."""
    if move.dst is not None:
        return f"move #{move.src + 1} #{move.dst + 1} {move.n}"
    return f"{_BUTTONS[move.button]} #{move.src + 1} {move.n}"


def run(mutant: Mutant, *, moves: int = 200, undo: int = 20, gross: float = 100.0) -> Verdict:
    """Judge one mutant; `gross` seconds is the overrun after which it is stopped and failed."""
    verdict = Verdict(mutant)
    started = time.perf_counter()
    cpu = time.process_time()
    try:
        _run(mutant, verdict, moves, undo, started + gross)
    except _Overrun:
        verdict.kind = "overrun"
        verdict.detail = f"stopped after {gross:.0f}s"
    except Exception:  # noqa: BLE001 - the point: any escape is a finding
        verdict.kind = "exception"
        verdict.detail = traceback.format_exc(limit=-3)
    verdict.seconds = time.perf_counter() - started
    verdict.cpu = time.process_time() - cpu
    return verdict


def _run(mutant: Mutant, verdict: Verdict, moves: int, undo: int, deadline: float) -> None:
    check_bytes(mutant.data, f"{mutant.source}.xml")
    try:
        definition = compile_game(parse_bytes(mutant.data, f"{mutant.source}.xml"))
        seed = mutant.seed % 1000 + 1
        game = Game.new(definition, seed=seed)
    except EngineError as exc:
        verdict.kind, verdict.detail = "load-error", str(exc)[:120]
        return
    rng = Random(mutant.seed)
    s = game.state
    deck = cards_of(s)
    befores: list[object] = []  # exact snapshot before each move that went into the history
    afters: list[tuple[object, ...]] = []  # content after it (answers included)
    script: list[str] = []
    for _ in range(moves):
        if time.perf_counter() > deadline:
            raise _Overrun
        if s.outcome is not None:
            break
        if s.message is not None:
            k = 1 + rng.below(len(s.message.buttons))
            try:
                game.answer(k)
                script.append(f"answer {k}")
            except EngineError:
                verdict.refused += 1
            if not _same_cards(game, deck, verdict, "answer"):
                return
            if afters:
                afters[-1] = content(s)
            continue
        legal = list(game.legal_moves)
        if not legal:
            break
        move = rng.choice(legal)
        snap = s.snapshot()
        played = _play(game, move, verdict)
        if not _same_cards(game, deck, verdict, f"move {move}"):
            return
        if not played:
            continue
        verdict.moves += 1
        script.append(command(game, move))
        if not game.move_stack:  # ruecknahme="nein": the history was cut here
            befores.clear()
            afters.clear()
        else:
            befores.append(snap)
            afters.append(content(s))
    final = content(s)
    final_json = game.to_json()
    if not _undo_redo(game, befores, afters, deck, undo, verdict):
        return
    if content(s) != final:
        verdict.kind, verdict.detail = "redo", "undo then redo does not give the final state"
        return
    again = Game.new(definition, seed=seed)
    steps = run_script(again, script)
    if again.to_json() != final_json:
        bad = next((st for st in steps if not st["ok"]), None)
        verdict.kind, verdict.detail = "replay", f"replay differs; first refused: {bad}"
        return
    if time.perf_counter() > deadline:
        raise _Overrun


def _play(game: Game, move: Move, verdict: Verdict) -> bool:
    """Play a legal move; False when the engine refused it (counted, not a failure)."""
    try:
        game.play(move)
    except IllegalMoveError as exc:
        verdict.notes.append(f"legal move refused: {move} ({exc.reason})")
        verdict.refused += 1
        return False
    except EngineError:
        verdict.refused += 1
        return False
    return True


def _same_cards(game: Game, deck: list[int], verdict: Verdict, after: str) -> bool:
    if cards_of(game.state) == deck:
        return True
    verdict.kind = "cards"
    verdict.detail = f"after {after}: {len(cards_of(game.state))} cards, {len(deck)} dealt"
    return False


def _undo_redo(
    game: Game,
    befores: list[object],
    afters: list[tuple[object, ...]],
    deck: list[int],
    undo: int,
    verdict: Verdict,
) -> bool:
    """Undo up to `undo` moves checking exact snapshots, then redo them checking contents."""
    s = game.state
    done = 0
    while done < min(undo, len(befores)):
        game.pop()
        done += 1
        if s.snapshot() != befores[-done]:
            verdict.kind, verdict.detail = "undo", f"undo {done} does not restore the snapshot"
            return False
        if not _same_cards(game, deck, verdict, f"undo {done}"):
            return False
    for k in range(done, 0, -1):
        game.redo()
        if content(s) != afters[-k]:
            verdict.kind, verdict.detail = "redo", f"redo {done - k + 1} differs"
            return False
        if not _same_cards(game, deck, verdict, f"redo {done - k + 1}"):
            return False
    return True
