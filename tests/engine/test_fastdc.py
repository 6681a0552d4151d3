"""engine.fastdc builds classes that behave as the standard dataclass decorator's."""

from __future__ import annotations

import dataclasses
import pickle
from typing import Any, ClassVar

import pytest

from engine import fastdc


def _pair(options: dict[str, Any]) -> tuple[Any, Any]:
    """The same class made by the standard decorator and by fastdc."""
    made = []
    for deco in (dataclasses.dataclass, fastdc.dataclass):

        class Sample:
            """A sample."""

            a: int
            b: str = "x"
            c: tuple[int, ...] = ()
            d: dict[str, int] = dataclasses.field(default_factory=dict, compare=False)
            e: int = dataclasses.field(default=0, repr=False)
            f: int = dataclasses.field(init=False, default=7)
            kind: ClassVar[str] = "sample"

        made.append(deco(**options)(Sample))
    return made[0], made[1]


OPTIONS = [
    {"frozen": True, "slots": True},
    {"frozen": True},
    {"slots": True},
    {},
    {"slots": True, "eq": False},
]


@pytest.mark.parametrize("options", OPTIONS)
def test_same_behaviour(options: dict[str, Any]) -> None:
    std, fast = _pair(options)
    assert [f.name for f in dataclasses.fields(std)] == [f.name for f in dataclasses.fields(fast)]
    assert fast.__dataclass_params__.frozen == bool(options.get("frozen"))
    assert fast.__dataclass_params__.eq == options.get("eq", True)
    assert fast.__match_args__ == std.__match_args__
    assert ("__slots__" in fast.__dict__) == ("__slots__" in std.__dict__)
    x, y = std(1, "y", (2,), {"k": 1}, 3), fast(1, "y", (2,), {"k": 1}, 3)
    assert repr(x).replace("Sample", "S") == repr(y).replace("Sample", "S")
    assert repr(std(2)) == repr(fast(2))
    assert dataclasses.astuple(y) == dataclasses.astuple(x)
    assert (std(1) == std(1)) == (fast(1) == fast(1))
    assert (std(1) == std(2)) == (fast(1) == fast(2))
    assert fast(1, d={"a": 1}) == fast(1) or not fast.__dataclass_params__.eq
    assert (fast(1) == 1) is False
    assert (std.__hash__ is None) == (fast.__hash__ is None)
    if options.get("frozen"):
        assert hash(std(1, "q", (3,))) == hash(fast(1, "q", (3,)))
        with pytest.raises(dataclasses.FrozenInstanceError, match="cannot assign to field 'a'"):
            y.a = 5
        with pytest.raises(dataclasses.FrozenInstanceError, match="cannot delete field 'a'"):
            del y.a
    else:
        y.a = 5
        assert y.a == 5
    assert y.f == 7
    assert fast(1).d == {} and fast(1).d is not fast(1).d
    changed = dataclasses.replace(y, b="z")
    assert changed.b == "z" and changed.a == y.a


def test_post_init_and_explicit_methods() -> None:
    seen = []

    @fastdc.dataclass(frozen=True)
    class Post:
        """Calls __post_init__ and keeps its own __repr__ and __hash__."""

        a: int

        def __post_init__(self) -> None:
            seen.append(self.a)

        def __repr__(self) -> str:
            return "mine"

        def __hash__(self) -> int:
            return 42

    assert repr(Post(3)) == "mine" and hash(Post(3)) == 42 and seen == [3, 3]


def test_unsupported_options_use_the_standard_decorator() -> None:
    @fastdc.dataclass(order=True)
    class Ordered:
        """Ordering is not covered: the standard decorator makes it."""

        a: int

    assert Ordered(1) < Ordered(2)


def test_engine_classes_pickle() -> None:
    """Forked lint workers send problems back pickled."""
    from engine.errors import Problem, Severity

    problem = Problem.of(Severity.ERROR, "code", "text", 3, 4, "f.xml")
    assert type(problem).__getstate__ is dataclasses._dataclass_getstate  # type: ignore[attr-defined]
    assert pickle.loads(pickle.dumps(problem)) == problem


def test_plain_subclass_inherits_the_lazy_init() -> None:
    """Phrase and Refusal subclass Message without being dataclasses of their own."""
    import inspect

    from engine.messages import Message, Phrase

    assert list(inspect.signature(Phrase).parameters) == ["code", "params"]
    phrase = Phrase("x", {"a": 1})
    assert phrase != Message("x", {"a": 1}) and phrase == Phrase("x", {"a": 1})
    assert repr(phrase) == "Phrase(code='x', params={'a': 1})"
    with pytest.raises(dataclasses.FrozenInstanceError):
        phrase.code = "y"  # type: ignore[misc]


def _plain_pair(slots: bool) -> tuple[Any, Any]:
    """A class without ClassVar collected by the standard decorator and by fastdc's own path."""
    made = []
    for collect in (
        lambda c: dataclasses.dataclass(c, init=False, repr=False, eq=False, slots=slots),
        lambda c: fastdc._collect(c, slots),
    ):

        class Base:
            inherited = 4

        class Plain(Base):
            """Fields of every kind the engine's classes use."""

            a: int
            b: str = "x"
            inherited: int
            d: dict[str, int] = dataclasses.field(default_factory=dict, compare=False)
            e: int = dataclasses.field(default=0, repr=False, metadata={"m": 1})
            f: int = dataclasses.field(init=False, default=7)
            g: int = dataclasses.field(init=False)

            def method(self) -> int:
                return 1

        made.append(collect(Plain))
    return made[0], made[1]


FIELD_ATTRS = ("name", "type", "default", "default_factory", "init", "repr", "hash", "compare")


@pytest.mark.parametrize("slots", [False, True])
def test_own_collection_matches_the_standard_decorator(slots: bool) -> None:
    std, fast = _plain_pair(slots)
    assert fast is not None
    for s, f in zip(dataclasses.fields(std), dataclasses.fields(fast), strict=True):
        assert [getattr(s, a) for a in FIELD_ATTRS] == [getattr(f, a) for a in FIELD_ATTRS]
        assert (s.metadata, s.kw_only, s._field_type) == (f.metadata, f.kw_only, f._field_type)
    assert repr(std.__dataclass_params__) == repr(fast.__dataclass_params__)
    assert std.__match_args__ == fast.__match_args__
    keys = sorted(k for k in std.__dict__ if k not in ("__dataclass_fields__",))
    assert keys == sorted(k for k in fast.__dict__ if k != "__dataclass_fields__")
    for key in keys:
        if key not in ("__dataclass_params__", "__slots__", "method") and not slots:
            assert std.__dict__[key] == fast.__dict__[key], key
    assert getattr(std, "__slots__", None) == getattr(fast, "__slots__", None)
    assert std.__qualname__ == fast.__qualname__ and std.__doc__ == fast.__doc__


def test_own_collection_leaves_unusual_classes_to_the_standard_decorator() -> None:
    class NoDoc:
        a: int

    class Mutable:
        """A list default: the standard decorator's error."""

        a: list[int] = []  # noqa: RUF012

    class Loose:
        """A field without annotation."""

        a = dataclasses.field(default=1)

    class Later:
        """A ClassVar annotation (a string here, under postponed annotations)."""

        a: ClassVar[int] = 1

    for cls in (NoDoc, Mutable, Loose, Later):
        assert fastdc._collect(cls, False) is None
    with pytest.raises(ValueError, match="mutable default"):
        fastdc.dataclass(Mutable)
