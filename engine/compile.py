"""Compile a parsed game file into an immutable GameDefinition for one variant and level."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import cache
from pathlib import Path
from typing import Final

from lxml import etree

from engine.cards import RANKS_32, RANKS_52, Card, CardSpec, CardSpecError, Suit
from engine.compile_actions import ACTION_KINDS, compile_action
from engine.compile_field import Template, builtin_templates, compile_field, compile_template
from engine.compile_util import Context, text_of
from engine.definition import MAX_CARDS, ActionDef, FieldDef, GameDefinition, MarkDef, Variant
from engine.errors import LoadError, Severity
from engine.messages import msg, phrase
from engine.quickinit import maker
from engine.xmlread import ParsedFile, parse_file

MAX_VARIANTS = 9
_KARTEN_RE: Final = re.compile(r"^(32|52)x([0-4])$")
_MARK_DEFAULTS: Final = {"stopp": "cc0000", "korrekt": "008800"}
_NEW_CARD: Final = maker(Card)
"""Every card of every compile is made again (numbered): the quicker way (`maker`)."""


def load_game(path: str | Path, *, variant: str | None = None, level: int = 0) -> GameDefinition:
    """Read, parse and compile a game file; raises LoadError when it cannot be used."""
    return compile_game(parse_file(path), variant=variant, level=level)


def variants_of(parsed: ParsedFile) -> tuple[Variant, ...]:
    """The `regel` entries of the file's `regelwerk` (at most nine)."""
    found: list[Variant] = []
    for regelwerk in parsed.root.iterchildren("regelwerk"):
        for regel in regelwerk.iterchildren("regel"):
            found.append(Variant(regel.get("id", ""), text_of(regel), regel.sourceline or 0))
    return tuple(found[:MAX_VARIANTS])


@cache
def _full_deck(ranks: tuple[int, ...], back: int) -> tuple[Card, ...]:
    """One deck of unnumbered cards (shared: cards are immutable, and every compile of a
    game deals at least one deck)."""
    return tuple(Card(0, suit, rank, back) for suit in Suit for rank in ranks)


class _Deck:
    """The card "memory": cards defined but not yet handed to a stock."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.cards: list[Card] = []
        self.ranks: tuple[int, ...] = RANKS_52
        self.karten = "52"
        self.two_backs = False
        self.total = 0

    def set_karten(self, element: etree._Element) -> None:
        """Start a fresh set from a `karten` element."""
        text = text_of(element)
        match = _KARTEN_RE.match(text)
        if match:
            base, copies = int(match.group(1)), int(match.group(2))
        elif text.isdigit() and int(text) in (32, 64, 96, 128, 52, 104, 156, 208):
            value = int(text)
            base = 32 if value % 32 == 0 and value % 52 != 0 else 52
            copies = value // base
        else:
            self.ctx.report(
                element,
                "bad-karten",
                msg("bad-karten", value=repr(text)),
                severity=Severity.ERROR,
            )
            base, copies = 52, 1
        self.karten = text
        self.ranks = RANKS_32 if base == 32 else RANKS_52
        self.two_backs = copies % 2 == 0 and copies > 0
        self.cards = []
        for copy in range(copies):
            back = 2 if self.two_backs and copy >= copies // 2 else 1
            self.cards.extend(_full_deck(self.ranks, back))
        self.total = len(self.cards)

    def add_or_sub(self, element: etree._Element) -> None:
        """Apply one `add` or `sub` element."""
        text = text_of(element)
        back_attr = element.get("rueckseite")
        back = int(back_attr) if back_attr in ("1", "2") else None
        if text == "Joker":
            if element.tag == "sub":
                self.ctx.report(element, "sub-joker", msg("sub-joker"))
            else:
                self._add(element, [Card(0, None, 0, back or 1)])
            return
        try:
            spec = CardSpec.parse(text)
        except CardSpecError as exc:
            problem = msg("bad-card", tag=str(element.tag), problem=exc.text)
            self.ctx.report(element, "bad-card", problem, severity=Severity.ERROR)
            return
        typ = element.get("typ")
        if spec.any or spec.is_random:
            self.ctx.report(
                element,
                "bad-card",
                msg("bad-card.concrete", tag=str(element.tag), value=repr(text)),
                severity=Severity.ERROR,
            )
            return
        if typ == "familie":
            if spec.suit is not None and spec.rank is None:
                group = [(spec.suit, r) for r in self.ranks]
            elif spec.rank is not None and spec.suit is None:
                group = [(s, spec.rank) for s in Suit]
            else:
                self.ctx.report(
                    element,
                    "bad-familie",
                    msg("bad-familie"),
                    severity=Severity.ERROR,
                )
                return
        else:
            if spec.suit is None or spec.rank is None:
                self.ctx.report(
                    element,
                    "bad-einzel",
                    msg("bad-einzel"),
                    severity=Severity.ERROR,
                )
                return
            group = [(spec.suit, spec.rank)]
        if element.tag == "add":
            self._add(element, [Card(0, s, r, back or 1) for s, r in group])
        else:
            for suit, rank in group:
                self._remove(element, suit, rank, back)

    def _add(self, element: etree._Element, cards: list[Card]) -> None:
        if self.total + len(cards) > MAX_CARDS:
            self.ctx.report(
                element,
                "too-many-cards",
                msg("too-many-cards", count=len(cards), limit=MAX_CARDS),
            )
            return
        self.cards.extend(cards)
        self.total += len(cards)

    def _remove(self, element: etree._Element, suit: Suit, rank: int, back: int | None) -> None:
        for i, card in enumerate(self.cards):
            if card.suit == suit and card.rank == rank and (back is None or card.back == back):
                del self.cards[i]
                self.total -= 1
                return
        self.ctx.report(
            element,
            "sub-absent",
            msg("sub-absent", suit=suit.label),
            severity=Severity.INFO,
        )

    def take(self) -> list[Card]:
        """Hand every card in memory to a stock."""
        cards, self.cards = self.cards, []
        return cards


def compile_game(
    parsed: ParsedFile,
    *,
    variant: str | None = None,
    level: int = 0,
    children: Callable[[etree._Element], Iterable[etree._Element]] | None = None,
    numbered: bool = True,
) -> GameDefinition:
    """Compile a parsed file; tolerant: unusable nodes become problems, the rest still plays.

    `children`: the child elements of an element, for a file without `regel`/`level`
    containers (the linter's own lists: the tree is walked once for both). `numbered`
    False leaves the stocks' cards without their uids (all 0): for a caller that only
    counts them (the linter), not for play."""
    root = parsed.root
    if root.tag != "spiel":
        raise LoadError(
            msg("not-a-game", tag=str(root.tag)),
            path=parsed.path,
            line=root.sourceline or 1,
            column=1,
            code="not-a-game",
        )
    variants = variants_of(parsed)
    if variant is None:
        variant = variants[0].id if variants else None
    elif variant not in {v.id for v in variants}:
        known = ", ".join(v.id for v in variants) or phrase("variants.none")
        raise LoadError(
            msg("unknown-variant.load", variant=repr(variant), known=known),
            path=parsed.path,
            line=root.sourceline or 1,
            column=1,
            code="unknown-variant",
        )
    ctx = Context(parsed, variant, level, children)
    levelmax = 0
    for element in root.iterchildren("levelmax"):
        levelmax = ctx.int_text(element, 0)
    if not 0 <= level <= levelmax:
        raise LoadError(
            msg("bad-level", level=level, levelmax=levelmax),
            path=parsed.path,
            line=root.sourceline or 1,
            column=1,
            code="bad-level",
        )
    window = _window(ctx, root)
    deck = _Deck(ctx)
    templates: dict[str, Template] = builtin_templates()
    fields: list[FieldDef] = []
    stock_cards: list[tuple[int, tuple[Card, ...]]] = []
    actions: dict[str, list[ActionDef]] = {kind: [] for kind in ACTION_KINDS}
    info: dict[str, object] = {}
    marks: list[MarkDef] = []
    action_count = 0
    for element in ctx.expand(root):
        tag = element.tag
        # Fields and actions first: a large game is hundreds of them and a few other tags.
        if tag == "feld":
            field_def = compile_field(ctx, element, len(fields), templates)
            fields.append(field_def)
            if field_def.is_stock:
                stock_cards.append((field_def.index, tuple(deck.take())))
        elif tag in ACTION_KINDS:
            actions[tag].append(compile_action(ctx, element, action_count))
            action_count += 1
        elif tag in ("programm", "version", "punktemax", "punktestart"):
            info[tag] = ctx.int_text(element, 0)
        elif tag in ("bemerkung", "anleitung"):
            info[tag] = text_of(element)
        elif tag in ("regelwerk", "levelmax"):
            continue
        elif tag == "karten":
            deck.set_karten(element)
        elif tag in ("add", "sub"):
            deck.add_or_sub(element)
        elif tag == "markiere":
            kind = text_of(element) or "stopp"
            marks.append(
                MarkDef(
                    kind,
                    element.get("farbe", _MARK_DEFAULTS.get(kind, "cc0000")),
                    element.sourceline or 0,
                )
            )
        elif tag == "vorlage":
            template = compile_template(ctx, element, templates)
            templates[template.name] = template
        else:
            ctx.report(element, "unknown-tag", msg("unknown-tag.game", tag=str(tag)))
    if not stock_cards:
        ctx.report(
            root,
            "no-stock",
            msg("no-stock.compile"),
            severity=Severity.ERROR,
        )
    elif deck.cards:
        ctx.report(
            root,
            "cards-in-memory",
            msg("cards-in-memory", count=len(deck.cards)),
        )
    dealt = _number_cards(stock_cards) if numbered else tuple(stock_cards)
    punktemax = info.get("punktemax")
    return GameDefinition(
        name=root.get("name", ""),
        window=window,
        fields=tuple(fields),
        stock_cards=dealt,
        programm=_opt_int(info.get("programm")),
        version=_opt_int(info.get("version")),
        bemerkung=str(info.get("bemerkung", "")),
        anleitung=str(info.get("anleitung", "")),
        variants=variants,
        variant=variant,
        levelmax=levelmax,
        level=level,
        karten=deck.karten,
        rank_set=deck.ranks,
        two_backs=deck.two_backs,
        punktemax=_opt_int(punktemax),
        punktestart=_opt_int(info.get("punktestart")) or 0,
        marks=tuple(marks),
        beginn=tuple(actions["beginn"]),
        aktion=tuple(actions["aktion"]),
        abschluss=tuple(actions["abschluss"]),
        ende=tuple(actions["ende"]),
        problems=tuple(ctx.problems),
        path=parsed.path,
    )


def _opt_int(value: object) -> int | None:
    return value if isinstance(value, int) else None


def _window(ctx: Context, root: etree._Element) -> tuple[int, int]:
    """Parse `fenster="WxH"`, reporting malformed or out-of-range sizes."""
    raw = root.get("fenster", "")
    match = re.fullmatch(r"(\d+)x(\d+)", raw)
    if not match:
        ctx.report(
            root,
            "bad-window",
            msg("bad-window", value=repr(raw)),
            attr="fenster",
            severity=Severity.ERROR,
        )
        return (40, 30)
    width, height = int(match.group(1)), int(match.group(2))
    if not (32 <= width <= 120 and 20 <= height <= 60):
        ctx.report(
            root,
            "window-range",
            msg("window-range.compile", size=f"{width}x{height}"),
            attr="fenster",
            severity=Severity.ERROR,
        )
    return (width, height)


def _number_cards(
    stocks: list[tuple[int, tuple[Card, ...]]],
) -> tuple[tuple[int, tuple[Card, ...]], ...]:
    """Give every card a dense unique uid (0..N-1) in stock order."""
    uid = 0
    new_card = _NEW_CARD
    result: list[tuple[int, tuple[Card, ...]]] = []
    for index, cards in stocks:
        numbered = []
        for card in cards:
            numbered.append(new_card(uid, card.suit, card.rank, card.back))
            uid += 1
        result.append((index, tuple(numbered)))
    return tuple(result)
