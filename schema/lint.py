"""Run every lint rule: raw-tree rules once, compiled-game rules once per variant."""

from __future__ import annotations

from dataclasses import replace

from engine.compile import compile_game
from engine.definition import GameDefinition
from engine.errors import EngineError, Problem, Severity
from engine.messages import Message, phrase
from engine.xmlread import ParsedFile
from schema.lintctx import LintContext, text
from schema.locate import Locator
from schema.rules_actions import check_actions
from schema.rules_cards import check_cards
from schema.rules_layout import check_compiled
from schema.rules_refs import check_action_refs, check_document, check_field_refs, check_ids
from schema.rules_values import check_action_values
from schema.validate import quick_walk

_RANK = {Severity.ERROR: 0, Severity.WARNING: 1, Severity.INFO: 2}


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


def _configurations(ctx: LintContext) -> list[tuple[str | None, int]]:
    variants: list[str | None] = list(ctx.index.variant_ids) or [None]
    levelmax = 0
    for element in ctx.index.top:
        if element.tag == "levelmax" and text(element).isdigit():
            levelmax = min(int(text(element)), 50)
    levels = sorted({0, levelmax})
    return [(v, level) for v in variants for level in levels]


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
    for rule in (
        check_document,
        check_ids,
        check_field_refs,
        check_action_refs,
        check_actions,
        check_action_values,
        check_cards,
    ):
        rule(ctx)
    ctx.problems.extend(_compiled_problems(ctx))
    return walked, sorted(unique(ctx.problems), key=sort_key)


def _compiled_problems(ctx: LintContext) -> list[Problem]:
    """Compiled-game problems of every configuration; notes dropped when all agree."""
    configs = _configurations(ctx)
    found: dict[tuple[str, int, int], list[tuple[str, Problem]]] = {}
    kept = ctx.problems
    for variant, level in configs:
        try:
            game = compile_game(ctx.parsed, variant=variant, level=level)
        except EngineError:
            continue
        ctx.problems = []
        check_compiled(ctx, game)
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
_ENGINE_ACTION_CODES = {"bad-pick", "bad-relation", "read-only", "one-target", "bad-value"}


def _action_load_problems(game: GameDefinition) -> list[Problem]:
    """What the action interpreter reports when it compiles the game's actions."""
    from engine.actions.program import Program

    try:
        problems = Program(game).problems
    except EngineError:
        return []
    return [
        replace(p, code=f"action-{p.code}", column=max(p.column, 1))
        for p in problems
        if p.code in _ENGINE_ACTION_CODES
    ]


def describe_config(
    variant: str | None, level: int, configs: list[tuple[str | None, int]]
) -> Message | str:
    """The note added to messages that hold only for one variant or level."""
    variants = len({v for v, _ in configs}) > 1
    levels = len({lv for _, lv in configs}) > 1
    if variants and levels:
        return phrase("note.both", variant=repr(variant), level=level)
    if variants:
        return phrase("note.variant", variant=repr(variant))
    if levels:
        return phrase("note.level", level=level)
    return ""
