"""quick_init: the faster __init__ builds the same objects as the dataclass's own."""

from __future__ import annotations

import dataclasses
import inspect
import pickle

import pytest

from engine.actions.model import Flow
from engine.cards import Card, CardSpec, Suit
from engine.definition import ActionDef, FieldDef, Instruction, LegeDef
from engine.quickinit import maker, quick_init


def _pair() -> tuple[type, type]:
    """The same frozen, slotted class twice: as the dataclass made it, and sped up."""

    def make() -> type:
        @dataclasses.dataclass(frozen=True, slots=True)
        class Sample:
            a: int
            b: str
            c: tuple[int, ...] = ()
            d: str | None = None

        return Sample

    return make(), quick_init(make())


def test_same_values_positional_keyword_and_defaults() -> None:
    slow, fast = _pair()
    for args, kwargs in [((1, "x"), {}), ((1, "x", (2,)), {"d": "y"}), ((), {"b": "z", "a": 3})]:
        assert dataclasses.astuple(fast(*args, **kwargs)) == dataclasses.astuple(
            slow(*args, **kwargs)
        )


def test_same_signature_and_errors() -> None:
    slow, fast = _pair()
    assert str(inspect.signature(fast)) == str(inspect.signature(slow))
    with pytest.raises(TypeError):
        fast(1)
    with pytest.raises(TypeError):
        fast(1, "x", e=2)
    with pytest.raises(TypeError):
        fast(1, "x", (), None, 5)


def test_still_frozen_hashable_and_picklable() -> None:
    _, fast = _pair()
    one = fast(1, "x", (2, 3))
    with pytest.raises(dataclasses.FrozenInstanceError):
        one.a = 2
    assert one == fast(1, "x", (2, 3)) and hash(one) == hash(fast(1, "x", (2, 3)))
    assert repr(one).endswith("Sample(a=1, b='x', c=(2, 3), d=None)")


def test_refuses_what_it_cannot_copy() -> None:
    @dataclasses.dataclass(frozen=True)
    class NoSlots:
        a: int

    @dataclasses.dataclass(slots=True)
    class NotFrozen:
        a: int

    @dataclasses.dataclass(frozen=True, slots=True)
    class Factory:
        a: list[int] = dataclasses.field(default_factory=list)

    @dataclasses.dataclass(frozen=True, slots=True)
    class PostInit:
        a: int

        def __post_init__(self) -> None:
            pass

    for cls in (NoSlots, NotFrozen, Factory, PostInit):
        with pytest.raises(TypeError):
            quick_init(cls)


@pytest.mark.parametrize("cls", [FieldDef, Instruction, ActionDef, LegeDef, Card, CardSpec, Flow])
def test_engine_classes_keep_their_fields_as_parameters(cls: type) -> None:
    params = inspect.signature(cls).parameters
    fields = dataclasses.fields(cls)
    assert list(params) == [f.name for f in fields]
    for f in fields:
        expected = inspect.Parameter.empty if f.default is dataclasses.MISSING else f.default
        assert params[f.name].default == expected


def test_engine_objects_survive_pickling() -> None:
    field = FieldDef(0, "r0", 1, 2, "reihe", "grund", False, "r", max=13, templates=("reihe",))
    assert pickle.loads(pickle.dumps(field)) == field
    card = Card(7, Suit.HERZ, 12, 0)
    assert pickle.loads(pickle.dumps(card)) == card


def test_objects_are_of_the_class_itself_after_the_fast_stores() -> None:
    slow, fast = _pair()
    one = fast(1, "x")
    assert type(one) is fast and not hasattr(one, "__dict__")
    with pytest.raises(dataclasses.FrozenInstanceError):
        one.b = "y"
    assert dataclasses.astuple(one) == dataclasses.astuple(slow(1, "x"))


def test_a_class_with_a_slotted_base_falls_back_to_the_slot_setters() -> None:
    class Base:
        __slots__ = ("z",)

    @dataclasses.dataclass(frozen=True, slots=True)
    class Child(Base):
        a: int
        b: str = "q"

    fast = quick_init(Child)
    one = fast(4)
    assert type(one) is Child and (one.a, one.b) == (4, "q")
    with pytest.raises(dataclasses.FrozenInstanceError):
        one.a = 5


def test_maker_makes_the_same_objects() -> None:
    slow, fast = _pair()
    make = maker(fast)
    assert make is not fast
    for args, kwargs in [((1, "x"), {}), ((1, "x", (2,)), {"d": "y"}), ((), {"b": "z", "a": 3})]:
        made = make(*args, **kwargs)
        assert type(made) is fast
        assert made == fast(*args, **kwargs)
        assert hash(made) == hash(fast(*args, **kwargs))
        assert dataclasses.astuple(made) == dataclasses.astuple(slow(*args, **kwargs))
        with pytest.raises(dataclasses.FrozenInstanceError):
            made.a = 5  # type: ignore[misc]
    with pytest.raises(TypeError):
        make(1)  # b is missing, as with the class itself


def test_maker_of_the_engine_classes() -> None:
    ins = maker(Instruction)("a1.0", "lege", (("feld", "ziel"),), "quelle", 7)
    assert ins == Instruction("a1.0", "lege", (("feld", "ziel"),), "quelle", 7)
    assert pickle.loads(pickle.dumps(ins)) == ins
    assert maker(Card)(3, Suit.HERZ, 14, 1) == Card(3, Suit.HERZ, 14, 1)
    assert maker(Flow) is not None
