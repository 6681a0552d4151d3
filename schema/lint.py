"""Run every lint rule: raw-tree rules once, compiled-game rules once per variant."""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from engine.compile import compile_game
from engine.definition import ActionDef, GameDefinition
from engine.errors import EngineError, Problem, Severity
from engine.xmlread import ParsedFile
from schema.lintctx import (
    LintContext,
    compiled_rules,
    configurations,
    describe_config,
    tree_rules,
)
from schema.locate import Locator
from schema.validate import quick_walk

_RANK: Final = {Severity.ERROR: 0, Severity.WARNING: 1, Severity.INFO: 2}


def sort_key(problem: Problem) -> tuple[int, int, int, str]:
    """Order problems by place, then severity, then code."""
    return (problem.line, problem.column, _RANK[problem.severity], problem.code)


def unique(problems: list[Problem]) -> list[Problem]:
    """Drop exact repeats (the same finding from several variants), keep the order."""
    seen: set[tuple[str, int, int, str]] = set()
    result = []
    for p in problems:
        key = (p.code, p.line, p.column, p.message)
        if key not in seen:
            seen.add(key)
            result.append(p)
    return result


def lint(parsed: ParsedFile) -> list[Problem]:
    """Semantic problems of a parsed game file, sorted by line and column."""
    return run(parsed)[1]


def run(parsed: ParsedFile) -> tuple[tuple[list[Problem], bool], list[Problem]]:
    """Walk the tree once: ((schema walk problems, libxml2 verdict), sorted lint problems)."""
    locator = Locator(parsed)
    walked = quick_walk(parsed, locator)
    if parsed.root.tag != "spiel":
        return walked, []
    ctx = LintContext(parsed, locator)
    ctx.problems.extend(p for p in walked[0] if p.code == "unknown-value")
    rules = tree_rules()
    if not rules:  # the rule modules register when the schema package is imported
        raise RuntimeError("no lint rules registered: import schema, not schema.lint alone")
    first = _compile_first(ctx)
    for rule in rules:
        rule(ctx)
    ctx.problems.extend(_compiled_problems(ctx, first))
    return walked, sorted(unique(ctx.problems), key=sort_key)


def _compile(ctx: LintContext, variant: str | None, level: int) -> GameDefinition | None:
    """The game compiled for one configuration (None: the compiler refused it)."""
    try:
        # One walk for the rules and the compiler: without containers the compiler
        # takes the children the rules listed.
        shared = None if ctx.containers else ctx.children
        # The rules count the stocks' cards and never deal them: left unnumbered.
        return compile_game(
            ctx.parsed, variant=variant, level=level, children=shared, numbered=False
        )
    except EngineError:
        return None


def _compile_first(ctx: LintContext) -> GameDefinition | None | bool:
    """Without regel/level containers, the first configuration compiled before the raw-tree
    rules run (False otherwise): every configuration then has the same actions, one
    compiled instruction per instruction child, and the action rules read those
    (`LintContext.steps`) instead of every child's tag, attributes and text through lxml
    once more."""
    if ctx.containers:
        return False
    variant, level = configurations(ctx)[0]
    game = _compile(ctx, variant, level)
    if game is not None:
        actions = sorted(game.beginn + game.aktion + game.abschluss + game.ende, key=_index)
        if len(actions) == len(ctx.index.actions):
            ctx.defs = actions
            ctx.steps = [a.instructions for a in actions]
    return game


def _index(action: ActionDef) -> int:
    return action.index


def _compiled_problems(ctx: LintContext, first: GameDefinition | None | bool) -> list[Problem]:
    """Compiled-game problems of every configuration; notes dropped when all agree
    (`first`: the first configuration's game from `_compile_first`, False: not compiled)."""
    configs = configurations(ctx)
    found: dict[tuple[str, int, int], list[Problem]] = {}
    kept = ctx.problems
    for number, (variant, level) in enumerate(configs):
        if number == 0 and first is not False:
            game = first if isinstance(first, GameDefinition) else None
        else:
            game = _compile(ctx, variant, level)
        if game is None:
            continue
        ctx.problems = []
        for rule in compiled_rules():
            rule(ctx, game)
        ctx.problems.extend(_action_load_problems(game))
        for p in ctx.problems:
            found.setdefault((p.code, p.line, p.column), []).append(p)
    ctx.problems = kept
    result: list[Problem] = []
    for hits in found.values():
        if len(hits) == len(configs):
            result.append(_without_note(hits[0]))
        else:
            result.extend(hits)
    return result


def _without_note(p: Problem) -> Problem:
    """The problem without its variant/level note (it holds in every configuration)."""
    if p.text is None or "note" not in p.text.params:
        return p
    text = type(p.text)(p.text.code, {**p.text.params, "note": ""})
    return Problem.of(p.severity, p.code, text, p.line, p.column, p.path, p.fix_text)


# Load problems of the action interpreter that no lint rule of its own covers; reported so that
# `patstudio lint` shows everything the engine will refuse or ignore when the game runs.
_ENGINE_ACTION_CODES: Final = {"bad-pick", "bad-relation", "read-only", "one-target", "bad-value"}


def _action_load_problems(game: GameDefinition) -> list[Problem]:
    """What the action interpreter reports when it compiles the game's actions."""
    from engine.actions.program import load_problems

    try:
        problems = load_problems(game)
    except EngineError:
        return []
    return [
        replace(p, code=f"action-{p.code}", column=max(p.column, 1))
        for p in problems
        if p.code in _ENGINE_ACTION_CODES
    ]


__all__ = ["describe_config", "lint", "run", "sort_key", "unique"]
