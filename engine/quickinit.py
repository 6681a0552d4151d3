"""A faster `__init__` for frozen, slotted dataclasses (same signature, same result)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, TypeVar

from engine.fastdc import LazyInit

T = TypeVar("T")


def quick_init(cls: type[T]) -> type[T]:
    """Replace a frozen, slotted dataclass's `__init__` with one that fills the slots directly.

    The generated `__init__` of a frozen dataclass stores each field through
    `object.__setattr__`. This one turns the new object for a moment into a plain twin
    class with the same slots (same memory layout: Python checks that when `__class__`
    changes), stores every field with an ordinary assignment, and turns it back: some five
    times as fast for a class of many fields (the compiler builds thousands of definitions
    per file). Where the twin cannot stand in, each slot's own setter is called instead,
    about twice as fast as the dataclass's way. Assigning afterwards still raises
    `FrozenInstanceError`. Classes this cannot copy exactly are refused at import time.
    """
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen or "__slots__" not in cls.__dict__:
        raise TypeError(f"{cls.__name__}: quick_init needs a frozen dataclass with slots")
    if hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__name__}: quick_init does not run __post_init__")
    twin = _twin(cls)
    names: dict[str, Any] = {"_cls": cls, "_twin": twin, "_set_class": object.__setattr__}
    args: list[str] = []
    body: list[str] = []
    for f in dataclasses.fields(cls):  # type: ignore[arg-type]
        if not f.init or f.kw_only or f.default_factory is not dataclasses.MISSING:
            raise TypeError(f"{cls.__name__}.{f.name}: quick_init takes plain fields only")
        names[f"_set_{f.name}"] = cls.__dict__[f.name].__set__
        if f.default is dataclasses.MISSING:
            args.append(f.name)
        else:
            names[f"_default_{f.name}"] = f.default
            args.append(f"{f.name}=_default_{f.name}")
        if twin is None:
            body.append(f"    _set_{f.name}(self, {f.name})")
        else:
            body.append(f"    self.{f.name} = {f.name}")
    if twin is not None and body:
        body = ["    _set_class(self, '__class__', _twin)", *body, "    self.__class__ = _cls"]
    source = f"def __init__(self, {', '.join(args)}):\n" + ("\n".join(body) or "    pass") + "\n"
    original = cls.__dict__["__init__"]
    annotations = dict(original.__annotations__)

    def build() -> Any:
        namespace: dict[str, Any] = {}
        exec(source, names, namespace)  # noqa: S102 - code built above from field names only
        return namespace["__init__"]

    # Compiled on the first call (a run that makes none of these objects compiles nothing).
    type.__setattr__(cls, "__init__", LazyInit(cls, build, original.__doc__, annotations))
    if twin is not None and body:
        # For `maker`: the object is made as the twin and turned into `cls` once (one class
        # change instead of `__init__`'s two). The twin has no `__init__` and an ordinary
        # `__setattr__`, so `_twin()` and a plain `__class__` assignment do what
        # `object.__new__` and `object.__setattr__` would, with less calling: some 1,100 fewer
        # instructions an object (callgrind), the compiler makes some 1,000 a file.
        lines = [f"def make({', '.join(args)}):", "    self = _twin()", *body[1:]]
        lines += ["    return self"]
        _MAKERS[cls] = ("\n".join(lines) + "\n", names)
    return cls


_MAKERS: dict[type, Any] = {}
"""Class -> its `maker`, or the (source, names) to compile it from when first asked for."""


def maker(cls: type[T]) -> Callable[..., T]:
    """A function taking `cls`'s fields as its `__init__` does and giving an equal object of
    `cls`, some 25% faster (for the compiler's loops, which make thousands per file); `cls`
    itself where objects cannot be made that way."""
    entry = _MAKERS.get(cls)
    if entry is None:
        return cls
    if isinstance(entry, tuple):
        source, names = entry
        namespace: dict[str, Any] = {}
        exec(source, names, namespace)  # noqa: S102 - code built above from field names only
        entry = _MAKERS[cls] = namespace["make"]
    made: Callable[..., T] = entry
    return made


def _twin(cls: type) -> type | None:
    """A plain class with `cls`'s slots and bases, which objects of `cls` may turn into and
    back (None when Python refuses the change, e.g. a base with slots of its own)."""
    if cls.__bases__ != (object,):
        return None
    twin = type(f"_{cls.__name__}Twin", (object,), {"__slots__": cls.__dict__["__slots__"]})
    probe: object = object.__new__(twin)
    try:
        probe.__class__ = cls
        object.__setattr__(probe, "__class__", twin)
    except TypeError:
        return None
    return twin
