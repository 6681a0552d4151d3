"""Shared state for lint rules: problem collection and indexes over the raw tree."""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterator
from dataclasses import field
from functools import cached_property
from typing import Any

from lxml import etree

from engine.compile_actions import ACTION_KINDS as ACTION_KINDS  # the rules import it here
from engine.compile_actions import INSTRUCTION_TAGS
from engine.compile_util import text_of
from engine.definition import ActionDef, GameDefinition, Instruction
from engine.errors import Problem
from engine.fastdc import dataclass
from engine.messages import Message, phrase
from engine.xmlread import ParsedFile
from schema.codes import severity
from schema.lintindex import index_parts
from schema.locate import Locator

CONTAINERS = ("regel", "level")
INSTRUCTION_SET = frozenset(INSTRUCTION_TAGS)
_NOT_ELEMENTS = (etree.Comment, etree.ProcessingInstruction, etree.Entity)


def content(element: etree._Element) -> Iterator[etree._Element]:
    """Child elements with every `regel`/`level` container unwrapped (all variants at once)."""
    return iter(content_list(element))


def content_list(element: etree._Element) -> list[etree._Element]:
    """`content(element)` as a list (built without a generator: it runs for every element)."""
    found: list[etree._Element] = []
    for child in element.iterchildren(etree.Element):  # elements only, filtered in C
        if child.tag in CONTAINERS:
            found.extend(content_list(child))
        else:
            found.append(child)
    return found


def step_element(ctx: LintContext, position: int, number: int) -> etree._Element:
    """The element of instruction `number` of the action at `position` of `index.actions`
    (for a report: the compiler made one instruction of each child with such a tag)."""
    children = ctx.children(ctx.index.actions[position])
    return [c for c in children if c.tag in INSTRUCTION_SET][number]


def conditional(element: etree._Element) -> bool:
    """Is the element inside a `regel` or `level` container?"""
    parent = element.getparent()
    return parent is not None and parent.tag in CONTAINERS


@dataclass
class Index:
    """Raw-tree facts: fields, templates, actions and variants in document order."""

    fields: list[etree._Element] = field(default_factory=list)
    templates: list[etree._Element] = field(default_factory=list)
    actions: list[etree._Element] = field(default_factory=list)
    variants: list[etree._Element] = field(default_factory=list)
    regelwerk: etree._Element | None = None
    top: list[etree._Element] = field(default_factory=list)
    links: dict[str, dict[str, set[str]]] = field(default_factory=dict)
    named: dict[str, set[str]] = field(default_factory=dict)
    ids: dict[etree._Element, str | None] = field(default_factory=dict)
    """Each field's `id` attribute as lxml's `get` gives it (None: none), read once here:
    several rules read it again, and each lxml read costs more than a dict look-up."""
    link_of: dict[etree._Element, tuple[str | None, str]] = field(default_factory=dict)
    """Each `beziehung` child of a field: its `id` attribute (None: none) and its text."""

    @cached_property
    def field_ids(self) -> set[str]:
        """Every field id defined in any variant or level."""
        ids = self.ids
        return {fid if (fid := ids[f]) is not None else "" for f in self.fields}

    @cached_property
    def link_names(self) -> set[str]:
        """Every `beziehung` name defined by any field or template."""
        return {name for links in self.links.values() for name in links}

    @property
    def action_ids(self) -> set[str]:
        """Every action id."""
        return {aid for a in self.actions if (aid := a.get("id"))}

    @property
    def variant_ids(self) -> list[str]:
        """Ids of the usable variants (the first nine)."""
        return [v.get("id", "") for v in self.variants[:9]]


def build_index(
    root: etree._Element,
    children: Callable[[etree._Element], list[etree._Element]] = content_list,
) -> Index:
    """Collect the raw-tree index for a `spiel` element (`children`: a cached content_list)."""
    return Index(*index_parts(root, children))


class _Built(dict):  # type: ignore[type-arg]
    """A dict that builds a missing value with `make` (looked up in C once built)."""

    def __init__(self, make: Callable[[etree._Element], Any]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, key: etree._Element) -> Any:
        value = self[key] = self.make(key)
        return value


def _children_maker(
    containers: bool, plain: bool
) -> Callable[[etree._Element], list[etree._Element]]:
    """How `LintContext.children` lists an element's children (no reference back to the
    context: its cache would otherwise keep the context alive in a reference cycle)."""
    if containers:
        return content_list
    if plain:  # no container, no comment: the children as they are
        return operator.itemgetter(slice(None))
    # No container anywhere: the element children as they are, listed in C.
    return lambda element: list(element.iterchildren(etree.Element))


class LintContext:
    """Collects problems for one parsed file."""

    def __init__(self, parsed: ParsedFile, locator: Locator | None = None) -> None:
        self.parsed = parsed
        self.locator = locator or Locator(parsed)
        self.containers = next(parsed.root.iter(*CONTAINERS), None) is not None
        """Has the file any regel/level container? (Without, every variant and level sees
        the same children: the compiler can use `children` too.)"""
        plain = next(parsed.root.iter(*_NOT_ELEMENTS), None) is None
        # No comment, processing instruction or entity anywhere: every child is an element,
        # and slicing lists them several times faster than `iterchildren(etree.Element)`.
        make = _children_maker(self.containers, plain)
        built = _Built(make)
        if not self.containers:
            # The index and the compiler list the children of the root and of every
            # element in it (each field, each action): listed here in one C loop rather
            # than one `__missing__` call each.
            top = built[parsed.root]
            built.update(zip(top, map(make, top), strict=True))
        self.children: Callable[[etree._Element], list[etree._Element]] = built.__getitem__
        """`content(element)` as a list, built once: several rules read every action and
        field, and walking lxml children is what costs (once built, a dict look-up in C)."""
        self.index = build_index(parsed.root, self.children)
        self.problems: list[Problem] = []
        self.cache: dict[str, dict[str, Any]] = {}
        self.configs: list[tuple[str | None, int]] | None = None
        """`configurations(self)`, once asked for."""
        self.clean_refs: set[tuple[str, bool]] = set()
        """References already checked without a problem (`rules_refs.check_ref`)."""
        self.defs: list[ActionDef] | None = None
        """For a file without containers, once compiled (`schema.lint.run`): the compiled
        action of each element of `index.actions`, in the same order."""
        self.steps: list[tuple[Instruction, ...]] | None = None
        """The compiled instructions of each action (with `defs`): one per child whose tag
        is an instruction's. The action rules read tags, attributes and texts from these
        rather than through lxml again."""

    def note(self, game: GameDefinition) -> Message | str:
        """Message suffix naming the variant/level a compiled-game finding belongs to."""
        return describe_config(game.variant, game.level, configurations(self))

    def report(
        self,
        element: etree._Element,
        code: str,
        message: Message,
        *,
        attr: str | None = None,
        fix: Message | None = None,
    ) -> None:
        """Record a problem at an element or one of its attributes."""
        line, column = self.locator.position(element, attr)
        self.problems.append(
            Problem.of(severity(code), code, message, line, column, self.parsed.path, fix)
        )


def configurations(ctx: LintContext) -> list[tuple[str | None, int]]:
    """Every (variant, level) pair the compiled-game rules run on (worked out once)."""
    if ctx.configs is None:
        ctx.configs = _configurations(ctx)
    return ctx.configs


def _configurations(ctx: LintContext) -> list[tuple[str | None, int]]:
    variants: list[str | None] = list(ctx.index.variant_ids) or [None]
    levelmax = 0
    for element in ctx.index.top:
        if element.tag == "levelmax" and text_of(element).isdigit():
            levelmax = min(int(text_of(element)), 50)
    levels = sorted({0, levelmax})
    return [(v, level) for v in variants for level in levels]


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


TreeRule = Callable[[LintContext], None]
CompiledRule = Callable[[LintContext, GameDefinition], None]

# The registry: rule modules add themselves here when imported (schema/__init__.py imports
# them), so the linter runs them without importing them back.
_TREE_RULES: list[tuple[int, TreeRule]] = []
_COMPILED_RULES: list[tuple[int, CompiledRule]] = []


def tree_rule(order: int) -> Callable[[TreeRule], TreeRule]:
    """Register a rule over the raw tree; lower order runs first (ties keep import order)."""

    def register(rule: TreeRule) -> TreeRule:
        _TREE_RULES.append((order, rule))
        return rule

    return register


def compiled_rule(order: int) -> Callable[[CompiledRule], CompiledRule]:
    """Register a rule run once per compiled variant and level; lower order runs first."""

    def register(rule: CompiledRule) -> CompiledRule:
        _COMPILED_RULES.append((order, rule))
        return rule

    return register


def tree_rules() -> list[TreeRule]:
    """The registered raw-tree rules in running order."""
    return [rule for _, rule in sorted(_TREE_RULES, key=lambda entry: entry[0])]


def compiled_rules() -> list[CompiledRule]:
    """The registered compiled-game rules in running order."""
    return [rule for _, rule in sorted(_COMPILED_RULES, key=lambda entry: entry[0])]
