"""Run every lint rule: raw-tree rules once, compiled-game rules once per variant."""

from __future__ import annotations

from engine.compile import compile_game
from engine.errors import EngineError, Problem, Severity
from engine.xmlread import ParsedFile
from schema.lintctx import LintContext, text
from schema.rules_actions import check_actions
from schema.rules_cards import check_cards
from schema.rules_layout import check_compiled
from schema.rules_refs import check_action_refs, check_document, check_field_refs, check_ids
from schema.validate import walk

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
    variants = ctx.index.variant_ids or [None]
    levelmax = 0
    for element in ctx.index.top:
        if element.tag == "levelmax" and text(element).isdigit():
            levelmax = min(int(text(element)), 50)
    levels = sorted({0, levelmax})
    return [(v, level) for v in variants for level in levels]


def lint(parsed: ParsedFile) -> list[Problem]:
    """Semantic problems of a parsed game file, sorted by line and column."""
    if parsed.root.tag != "spiel":
        return []
    ctx = LintContext(parsed)
    ctx.problems.extend(p for p in walk(parsed) if p.code == "unknown-value")
    for rule in (check_document, check_ids, check_field_refs, check_action_refs, check_actions,
                 check_cards):
        rule(ctx)
    for variant, level in _configurations(ctx):
        try:
            game = compile_game(parsed, variant=variant, level=level)
        except EngineError:
            continue
        check_compiled(ctx, game)
    return sorted(unique(ctx.problems), key=sort_key)
