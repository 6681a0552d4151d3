"""`lege`: move cards between fields with every attribute (anz, startpos, zielpos, opt, ...)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.actions.env import Env, UiEvent
from engine.actions.model import Loader, StepFn, must_be
from engine.actions.refs import FieldRef
from engine.actions.values import card_text, parse_int
from engine.definition import Instruction
from engine.errors import Severity
from engine.messages import Message, msg

if TYPE_CHECKING:
    from engine import moves, placement, rules, stock
    from engine import state as states
    from engine.state import State
else:  # imported by the first step that runs (engine/actions/lazy.py)
    from engine.actions.lazy import play_module

    moves = play_module("engine.moves", globals(), "moves")
    placement = play_module("engine.placement", globals(), "placement")
    rules = play_module("engine.rules", globals(), "rules")
    states = play_module("engine.state", globals(), "states")
    stock = play_module("engine.stock", globals(), "stock")

OPTS = ("tausch", "erlaubt", "einmal")
ANIMATIONS = ("ja", "offen", "verdeckt")


class LaySpec:
    """The attributes of one `lege`, checked at load time."""

    __slots__ = ("anz", "startpos", "zielpos", "reverse", "mode", "opts", "face", "animation")

    def __init__(self) -> None:
        self.anz: str | int | None = None
        self.startpos: int | None = None
        self.zielpos: int | str | None = None
        self.reverse = False
        self.mode: str | None = None
        self.opts: frozenset[str] = frozenset()
        self.face: bool | None = None
        self.animation: str | None = None


def _parse(loader: Loader, ins: Instruction) -> LaySpec | None:
    spec = LaySpec()
    errors: list[Message] = []
    attr = dict(ins.attrs).get  # one dict for the eight lookups below
    anz = attr("anz")
    if anz is not None:
        if anz in ("legezahl", "offen", "folge"):
            spec.anz = anz
        elif (n := parse_int(anz)) is not None and n >= 0:
            spec.anz = n
        else:
            errors.append(msg("action.anz", value=repr(anz)))
    raw = attr("startpos")
    if raw is not None:
        spec.startpos = parse_int(raw)
        if not spec.startpos:
            errors.append(msg("action.non-zero", name="startpos", value=repr(raw)))
    raw = attr("zielpos")
    if raw is not None:
        spec.zielpos = "zufall" if raw == "zufall" else parse_int(raw)
        if not spec.zielpos:
            errors.append(msg("action.zielpos", value=repr(raw)))
    richtung = attr("richtung")
    if richtung not in (None, "rueckwaerts"):
        errors.append(must_be("richtung", richtung, "rueckwaerts"))
    spec.reverse = richtung == "rueckwaerts"
    spec.mode = attr("umschichten")
    if spec.mode not in (None, "auf", "ab"):
        errors.append(must_be("umschichten", spec.mode, "auf-ab"))
    opts = [o.strip() for o in (attr("opt") or "").split(",") if o.strip()]
    bad = [o for o in opts if o not in OPTS]
    if bad:
        errors.append(msg("action.opts", bad=", ".join(bad), known=", ".join(OPTS)))
    spec.opts = frozenset(opts)
    typ = attr("typ")
    if typ not in (None, "offen", "verdeckt"):
        errors.append(must_be("typ", typ, "offen-verdeckt"))
    spec.face = None if typ is None else typ == "offen"
    spec.animation = attr("animation")
    if spec.animation not in (None, *ANIMATIONS):
        loader.report(
            ins,
            "bad-value",
            msg("action.animation", value=repr(spec.animation), known=", ".join(ANIMATIONS)),
            Severity.WARNING,
        )
        spec.animation = None
    for message in errors:
        loader.report(ins, "bad-value", message)
    return None if errors else spec


def _slice(env: Env, spec: LaySpec, src: int) -> tuple[int, int]:
    """(0-based start, count) of the cards of src to lay."""
    state = env.state
    pile = state.fields[src].cards
    size = len(pile)
    anz = spec.anz
    if anz == "offen" or anz == "folge":
        if anz == "offen":
            n = 0
            while n < size and pile[size - 1 - n] >= 0:
                n += 1
        else:
            n = rules.pick_limit(state, src)
        n = min(max(n, 1), size)
        return size - n, n
    count: int | None
    count = env.trigger.count if anz == "legezahl" else (anz if isinstance(anz, int) else None)
    if spec.startpos is None:
        n = min(1 if count is None else count, size)
        return size - n, n
    p = spec.startpos
    start = p - 1 if p > 0 else size + p
    if start < 0 or start >= size:
        return 0, 0
    n = size - start if count is None else min(count, size - start)
    return start, n


def _target_pos(state: State, spec: LaySpec, dst: int) -> int | None:
    """0-based insertion index on dst, None for on top."""
    size = len(state.fields[dst].cards)
    z = spec.zielpos
    if z is None:
        return None
    if z == "zufall":
        return state.rng.below(size + 1)
    assert isinstance(z, int)
    return max(0, min(size, z - 1 if z > 0 else size + z))


def landed(state: State, dst: int, values: list[int]) -> None:
    """Record the `stopp` events of cards arriving on dst (as a regular deal would)."""
    stops = state.stops
    stops[dst] &= ~states.STOP_LEER
    for d in state.fields[dst].defn.stopp:
        if (
            d.bedingung == "einschub"
            and values
            and not stock.einschub_exempt(state, dst, values, d.value)
        ):
            stops[dst] |= states.STOP_EINSCHUB


def left(state: State, src: int) -> None:
    """Cards left src: record stops and turn up a newly exposed face-down card (`aufdecken`)."""
    stock.taken(state, src)
    f = state.fields[src]
    if (
        f.cards
        and f.cards[-1] < 0
        and f.props.aufdecken in ("auto", "auto,manuell")
        and not f.defn.ziel
        and not f.defn.is_stock
        and not f.props.verdeckt
    ):
        state.flip(src, -1, True)


def build_lege(loader: Loader, ins: Instruction) -> StepFn | None:
    """Compile one `lege`."""
    spec = _parse(loader, ins)
    sources = loader.ref(ins, "feld", same_id=ins.attr("ziel") == "id")
    words = ins.text.split()
    if len(words) > 1:
        loader.report(
            ins,
            "one-target",
            msg("action.one-target", target=repr(words[0])),
            Severity.WARNING,
        )
    target = loader.ref(ins, None, text=words[0] if words else "")
    if spec is None or sources.pick or target.pick:
        return None
    if "tausch" in spec.opts:
        return _swap_fn(loader, spec, sources, target)

    def fn(env: Env) -> bool:
        state = env.state
        moved_any = False
        for src in loader.fields(sources, env):
            for dst in loader.fields(target, env):
                if dst == src:
                    continue
                start, n = _slice(env, spec, src)
                if n <= 0:
                    continue
                if not _allowed(env, spec, src, dst, start, n):
                    continue
                pos = _target_pos(state, spec, dst)
                run = state.move_cards(
                    src, dst, n, src_pos=start, dst_pos=pos, face=spec.face, reverse=spec.reverse
                )
                landed(state, dst, run)
                left(state, src)
                moved_any = True
                if spec.animation:
                    env.events.append(UiEvent("animation", spec.animation, ""))
                if env.want:
                    cards = " ".join(card_text(state, v) for v in run)
                    env.note(f"{loader.name(src)} -> {loader.name(dst)}: {cards}")
                if "einmal" in spec.opts:
                    env.laid = True
                    return True
        if moved_any:
            env.laid = True
        elif env.want:
            env.note("nothing laid")
        return True

    return fn


def _allowed(env: Env, spec: LaySpec, src: int, dst: int, start: int, n: int) -> bool:
    """`umschichten` and `opt=erlaubt` checks for laying n cards from start of src onto dst."""
    state = env.state
    if spec.mode is not None:
        a, b = state.count(dst), state.count(src)
        if not (a + n > b if spec.mode == "auf" else a < b):
            return False
    if "erlaubt" in spec.opts:
        run = state.fields[src].cards[start : start + n]
        if spec.reverse:
            run = run[::-1]
        return (
            placement.placement_reason(state, run, dst, player=False) is None
            and moves.schiebsperre_reason(state, src, dst) is None
        )
    return True


def _swap_fn(loader: Loader, spec: LaySpec, sources: FieldRef, target: FieldRef) -> StepFn:
    """`opt="tausch"`: exchange cards between the first qualifying pair of fields."""

    def fn(env: Env) -> bool:
        state = env.state
        for src in loader.fields(sources, env):
            for dst in loader.fields(target, env):
                if dst == src:
                    continue
                start, n = _slice(env, spec, src)
                if n <= 0 or not _allowed(env, spec, src, dst, start, n):
                    continue
                dst_size = state.count(dst)
                pos = _target_pos(state, spec, dst)
                back_start = dst_size - min(n, dst_size) if pos is None else pos
                back_n = min(n, dst_size - back_start)
                mine = state.take(src, start, n)
                theirs = state.take(dst, back_start, back_n)
                if spec.reverse:
                    mine.reverse()
                    theirs.reverse()
                if spec.face is not None:
                    from engine.state import with_face

                    mine = [with_face(v, spec.face) for v in mine]
                    theirs = [with_face(v, spec.face) for v in theirs]
                state.insert(dst, back_start, mine)
                state.insert(src, start, theirs)
                landed(state, dst, mine)
                if theirs:
                    landed(state, src, theirs)
                else:
                    left(state, src)
                env.laid = True
                if spec.animation:
                    env.events.append(UiEvent("animation", spec.animation, ""))
                if env.want:
                    env.note(
                        f"{loader.name(src)} <-> {loader.name(dst)}: "
                        f"{' '.join(card_text(state, v) for v in mine)} <-> "
                        f"{' '.join(card_text(state, v) for v in theirs)}"
                    )
                return True
        if env.want:
            env.note("nothing swapped")
        return True

    return fn
