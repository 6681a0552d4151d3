"""Executable instructions built once per game: steps with ids, lines, text and a handler."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import field
from functools import cached_property

from engine.actions.env import Env
from engine.actions.refs import FieldRef, Links, parse_ref
from engine.definition import ActionDef, GameDefinition, Instruction
from engine.errors import Problem, Severity
from engine.fastdc import dataclass
from engine.messages import Message, Refusal, msg, phrase, refusal
from engine.quickinit import quick_init

StepFn = Callable[[Env], bool]
"""Runs one instruction; checks return pass/fail, effects return True."""

CHECK_TAGS = ("bedingung", "vergleich")
FLOW_WORDS = ("anfang", "naechste", "wiederholung", "ende")
_BARE = ("feld", "feld1", "feld2", "tag", "typ", "beziehung")
_BARE_TAGS = ("bedingung", "vergleich", "aenderung")


@quick_init
@dataclass(frozen=True, slots=True)
class Step:
    """One executable instruction: id, source line, readable text and its handler."""

    iid: str
    line: int
    tag: str
    ins: Instruction
    check: bool
    fn: StepFn
    action: int = 0
    """Index of the owning action in its kind's list."""

    @property
    def text(self) -> str:
        """Readable one-line form (built on demand: only tracers and the debugger ask)."""
        return render(self.ins)


@quick_init
@dataclass(frozen=True, slots=True)
class Flow:
    """Where a chain continues after an action: a word, or a jump to a position."""

    word: str
    target: int = -1
    text: str = ""


@dataclass(frozen=True, slots=True)
class CompiledAction:
    """An action with its checks (conditions, then comparisons) and effects in document order."""

    defn: ActionDef
    position: int
    checks: tuple[Step, ...]
    effects: tuple[Step, ...]
    on_success: Flow
    on_failure: Flow
    has_sound: bool = False
    steps: tuple[Step, ...] = field(init=False)
    """Checks then effects, in the order they run (built once: the interpreter's hot loop
    reads it for every action it enters)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "steps", self.checks + self.effects)


def blocks_refusal(action: CompiledAction) -> Refusal:
    """The refusal of a move an action stops without doing anything (reference example 2)."""
    return refusal("aktion-blocks", action=action.defn.title)


def render(ins: Instruction) -> str:
    """Readable one-line form of an instruction, e.g. `bedingung ziel kartenzahl groesser 0`."""
    parts = [ins.tag]
    attrs = dict(ins.attrs)
    bare = _BARE if ins.tag in _BARE_TAGS else ("feld",)
    parts += [attrs[k] for k in bare if k in attrs]
    parts += [f"{k}={v}" for k, v in ins.attrs if k not in bare]
    if ins.text:
        parts.append(ins.text)
    return " ".join(parts)


class Loader:
    """What a handler builder sees: the game, its links and a place to report problems."""

    def __init__(self, defn: GameDefinition) -> None:
        self.defn = defn
        self.problems: list[Problem] = []
        self.action: ActionDef | None = None
        self._refs: dict[tuple[str | None, bool, bool], tuple[FieldRef, list[Message]]] = {}

    @cached_property
    def links(self) -> Links:
        """The game's `beziehung` tables, built when first asked for: builders resolve
        links only when their steps run (the linter, which runs none, never builds them)."""
        return Links(self.defn)

    def report(
        self,
        ins: Instruction | None,
        code: str,
        message: Message,
        severity: Severity = Severity.ERROR,
    ) -> None:
        """Record a load-time problem at an instruction (or the current action)."""
        line = ins.line if ins is not None else (self.action.line if self.action else 0)
        where = self.action.title if self.action else phrase("action-word")
        text = msg("action-problem", action=where, problem=message)
        self.problems.append(Problem.of(severity, code, text, line, 0, self.defn.path))

    def ref(
        self,
        ins: Instruction,
        attr: str | None,
        *,
        allow_pick: bool = False,
        text: str | None = None,
        same_id: bool = False,
    ) -> FieldRef:
        """Parse a field reference from an attribute (or given text), reporting bad ids."""
        raw = ins.attr(attr) if attr is not None else text
        if raw is None and attr is not None:
            self.report(
                ins, "missing-attribute", msg("action.missing-attribute", tag=ins.tag, name=attr)
            )
        # Games repeat the same few references (ziel, quelle, ziel#n) hundreds of times.
        key = (raw, same_id, allow_pick)
        parsed = self._refs.get(key)
        if parsed is None:
            parsed = self._refs[key] = parse_ref(
                raw, self.defn, same_id=same_id, allow_pick=allow_pick
            )
        ref, errors = parsed
        for message in errors:
            problem = msg("action.tag-problem", tag=ins.tag, problem=message)
            if message.code.startswith("ref.pick"):
                self.report(ins, "bad-pick", problem)
            else:
                self.report(ins, "unknown-field", problem, Severity.WARNING)
        return ref

    def fields(self, ref: FieldRef, env: Env) -> list[int]:
        """Resolve a reference at run time."""
        plain = ref.plain
        if plain:
            one = env.quelle if plain == "quelle" else env.ziel
            return [] if one is None else [one]
        return ref.resolve(env, self.links, self.defn)

    def name(self, index: int) -> str:
        """Field name as replay scripts write it."""
        return self.defn.field_name(index)


def must_be(name: str, value: object, words: str) -> Message:
    """`NAME=VALUE must be WORDS` (WORDS: a `words.*` phrase of the format's allowed values)."""
    return msg("action.must-be", name=name, value=repr(value), words=phrase(f"words.{words}"))


Builder = Callable[[Loader, Instruction], StepFn | None]
"""Turns one instruction into its handler, or None (after reporting) when it is unusable."""

TextOf = Callable[[Instruction], str | None]
"""The instruction's text if its builder checks it, None if not (decided by the instruction's
attributes alone: `check_kind` relies on that)."""


def never(env: Env) -> bool:
    """Handler of a condition that could not be compiled: it always fails."""
    if env.want:
        env.note("unusable instruction (see load problems)")
    return False


def nothing(env: Env) -> bool:
    """Handler of an effect that could not be compiled: it does nothing."""
    if env.want:
        env.note("unusable instruction (see load problems)")
    return True


def build_step(loader: Loader, ins: Instruction, table: dict[str, Builder], position: int) -> Step:
    """Build one step through the handler table; unknown tags are load-time problems."""
    check = ins.tag in CHECK_TAGS
    builder = table.get(ins.tag)
    fn: StepFn | None = None
    if builder is None:
        loader.report(ins, "unknown-instruction", msg("action.unknown-instruction", tag=ins.tag))
    else:
        fn = builder(loader, ins)
    if fn is None:
        fn = never if check else nothing
    return Step(ins.iid, ins.line, ins.tag, ins, check, fn, position)


def _flow(
    loader: Loader, action: ActionDef, word: str, line: int, success: bool, ids: dict[str, int]
) -> Flow:
    """Resolve an `erfolg`/`misserfolg` value to a Flow."""
    tag = "erfolg" if success else "misserfolg"
    default = "ende" if success else "naechste"
    if word in FLOW_WORDS:
        if word == "wiederholung" and not success:
            text = msg("action.misserfolg-wiederholung", action=action.title)
            loader.problems.append(
                Problem.of(Severity.WARNING, "bad-continuation", text, line, 0, loader.defn.path)
            )
            return Flow("naechste", text="naechste")
        return Flow(word, text=word)
    if word in ids:
        return Flow("jump", ids[word], word)
    text = msg(
        "action.unknown-id",
        action=action.title,
        tag=tag,
        word=repr(word),
        words=", ".join(FLOW_WORDS),
        default=default,
    )
    loader.problems.append(
        Problem.of(Severity.WARNING, "unknown-action-id", text, line, 0, loader.defn.path)
    )
    return Flow(default, text=default)


def compile_kind(
    loader: Loader, actions: tuple[ActionDef, ...], table: dict[str, Builder]
) -> tuple[CompiledAction, ...]:
    """Compile every action of one kind (jumps resolve within the kind)."""
    ids: dict[str, int] = {}
    for pos, a in enumerate(actions):
        if a.id and a.id not in ids:
            ids[a.id] = pos
    out: list[CompiledAction] = []
    for pos, a in enumerate(actions):
        loader.action = a
        checks, effects = in_order(a)
        out.append(
            CompiledAction(
                a,
                pos,
                tuple(build_step(loader, i, table, pos) for i in checks),
                tuple(build_step(loader, i, table, pos) for i in effects),
                _flow(loader, a, a.erfolg, a.erfolg_line or a.line, True, ids),
                _flow(loader, a, a.misserfolg, a.misserfolg_line or a.line, False, ids),
                any(i.tag == "sound" for i in a.instructions),
            )
        )
    loader.action = None
    return tuple(out)


def in_order(action: ActionDef) -> tuple[list[Instruction], list[Instruction]]:
    """The action's checks (conditions, then comparisons) and effects, in the order they
    are built and run."""
    conds = [i for i in action.instructions if i.tag == "bedingung"]
    comps = [i for i in action.instructions if i.tag == "vergleich"]
    effects = [i for i in action.instructions if i.tag not in CHECK_TAGS]
    return conds + comps, effects


def check_kind(
    loader: Loader,
    actions: tuple[ActionDef, ...],
    table: dict[str, Builder],
    texts: dict[str, TextOf] | None = None,
) -> None:
    """Report what `compile_kind` reports, in the same order, without keeping anything to
    run (the linter wants the load-time problems only). `texts`: for a tag, whether its builder
    checks an instruction's text (`TextOf`; a builder not listed checks every text)."""
    ids: dict[str, int] = {}
    for pos, a in enumerate(actions):
        if a.id and a.id not in ids:
            ids[a.id] = pos
    # Games repeat the same instructions many times. A builder reads only the instruction's
    # tag, attributes and text (and the game), and reports only through `loader`: one that
    # built an instruction without a problem builds its repeats without one too. A text
    # the builder does not check is left out of the key (None: conditions differing only in
    # the value they compare against, `<bedingung feld="ziel" tag="id">r5</bedingung>`).
    clean: set[tuple[str, tuple[tuple[str, str], ...], str | None]] = set()
    # The last clean instruction of each tag: comparing with it is cheaper than hashing a
    # key of fresh strings, and games often repeat an instruction action after action.
    last: dict[str, tuple[tuple[tuple[str, str], ...], str | None]] = {}
    texts = texts or {}
    plans = {tag: (builder, texts.get(tag)) for tag, builder in table.items()}
    problems = loader.problems  # builders append to this list (never replace it)
    for a in actions:
        loader.action = a
        # Most actions are written in `in_order`'s order (conditions, comparisons, effects):
        # checked on the way; an action that is not is checked again in that order, its
        # problems so far dropped (what is already known clean stays so).
        todo: tuple[Instruction, ...] | list[Instruction] = a.instructions
        start = len(problems)
        while True:
            rank = 0  # 1: a comparison seen, 2: an effect seen
            for ins in todo:
                tag = ins.tag
                if tag == "bedingung":
                    if rank:
                        break
                elif tag == "vergleich":
                    if rank == 2:
                        break
                    rank = 1
                else:
                    rank = 2
                plan = plans.get(tag)
                if plan is None:
                    text = msg("action.unknown-instruction", tag=tag)
                    loader.report(ins, "unknown-instruction", text)
                    continue
                builder, text_of = plan
                attrs = ins.attrs
                seen = last.get(tag)
                if seen is not None and seen[0] == attrs:
                    # Same attributes: the builder checks the text as it did there, or not.
                    if seen[1] is None or seen[1] == ins.text:
                        continue
                    checked: str | None = ins.text
                else:
                    checked = ins.text if text_of is None else text_of(ins)
                key = (tag, attrs, checked)
                if key not in clean:
                    before = len(problems)
                    builder(loader, ins)
                    if len(problems) != before:
                        continue
                    clean.add(key)
                last[tag] = (attrs, checked)
            else:
                break
            del problems[start:]
            checks, effects = in_order(a)
            todo = checks + effects
        # `_flow` reports only a word that is neither a flow word nor an action id, and a
        # `misserfolg` of `wiederholung`: the usual words are not resolved again here.
        erfolg, misserfolg = a.erfolg, a.misserfolg
        if erfolg not in FLOW_WORDS and erfolg not in ids:
            _flow(loader, a, erfolg, a.erfolg_line or a.line, True, ids)
        if misserfolg == "wiederholung" or (misserfolg not in FLOW_WORDS and misserfolg not in ids):
            _flow(loader, a, misserfolg, a.misserfolg_line or a.line, False, ids)
    loader.action = None
