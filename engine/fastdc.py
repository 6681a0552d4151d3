"""`dataclass` that builds its methods without compiling source code at import time.

The standard decorator writes each class's `__init__`, `__repr__`, `__eq__`, `__hash__`,
`__setattr__` and `__delattr__` as source text and compiles them: some 0.8 ms per class,
about 30 ms of every `patstudio lint` start for the classes it imports. This one lets the
standard decorator collect the fields (with every method generation switched off), then
adds shared closures for the comparison, hash, repr and frozen methods; only `__init__` is
compiled, when the first object of the class is made. The classes behave the same
(equality, hashing, repr, frozen errors, pickling, `fields`, `replace`, signatures);
options or fields it does not cover go to the standard decorator. Type checkers see the
standard `dataclasses.dataclass`.
"""

from __future__ import annotations

import dataclasses
import reprlib
import sys
from collections.abc import Callable
from operator import attrgetter
from types import MemberDescriptorType, MethodType
from typing import TYPE_CHECKING, Any

_OPTIONS = frozenset({"frozen", "slots", "eq"})
_GETSTATE = getattr(dataclasses, "_dataclass_getstate", None)
_SETSTATE = getattr(dataclasses, "_dataclass_setstate", None)
_HAS_FACTORY = object()


def _dataclass(cls: Any = None, /, **options: Any) -> Any:
    """`dataclasses.dataclass` with its methods made from closures (see the module doc)."""

    def wrap(cls: Any) -> Any:
        return _build(cls, options)

    return wrap if cls is None else wrap(cls)


def _build(cls: Any, options: dict[str, Any]) -> Any:
    """The dataclass of `cls`; the standard decorator's where this module cannot copy it."""
    frozen = bool(options.get("frozen", False))
    eq = bool(options.get("eq", True))
    body = cls.__dict__
    if (
        not options.keys() <= _OPTIONS
        or _GETSTATE is None
        or _SETSTATE is None
        or any(hasattr(base, "__dataclass_fields__") for base in cls.__mro__[1:])
        or (frozen and ("__setattr__" in body or "__delattr__" in body))
    ):
        return dataclasses.dataclass(cls, **options)
    class_hash = body.get("__hash__", dataclasses.MISSING)
    explicit_hash = not (
        class_hash is dataclasses.MISSING or (class_hash is None and "__eq__" in body)
    )
    slots = bool(options.get("slots", False))
    plain = _collect(cls, slots)
    if plain is None:
        plain = dataclasses.dataclass(cls, init=False, repr=False, eq=False, slots=slots)
    declared = plain.__dataclass_fields__.values()
    fields = dataclasses.fields(plain)
    if any(f.kw_only is True or str(f._field_type) == "_FIELD_INITVAR" for f in declared):
        return dataclasses.dataclass(cls, **options)
    params = plain.__dataclass_params__
    params.init, params.repr, params.eq, params.frozen = True, True, eq, frozen
    _add(plain, "__init__", _lazy_init(plain, fields, frozen))
    _add(plain, "__repr__", _repr([f.name for f in fields if f.repr]))
    if eq:
        _add(plain, "__eq__", _eq([f.name for f in fields if f.compare]))
        if not explicit_hash:
            if frozen:
                hashed = [f.name for f in fields if (f.compare if f.hash is None else f.hash)]
                plain.__hash__ = _hash(hashed)
            else:
                plain.__hash__ = None
    if frozen:
        names = tuple(f.name for f in fields)
        plain.__setattr__, plain.__delattr__ = _frozen(plain, names)
        if "__slots__" in plain.__dict__:
            # Frozen classes with slots pickle through these (the standard decorator's own).
            if "__getstate__" not in body:
                plain.__getstate__ = _GETSTATE
            if "__setstate__" not in body:
                plain.__setstate__ = _SETSTATE
    return plain


_FIELD: Any = getattr(dataclasses, "_FIELD", None)
_PARAMS: Any = getattr(dataclasses, "_DataclassParams", None)
_ADD_SLOTS: Any = getattr(dataclasses, "_add_slots", None)
_FAST_COLLECT = sys.version_info[:2] == (3, 11) and None not in (_FIELD, _PARAMS, _ADD_SLOTS)
"""`_collect` copies CPython 3.11's decorator (with its private `_FIELD`,
`_DataclassParams` and `_add_slots`); on any other version every class takes the
standard path."""
_SPECIAL_WORDS = ("ClassVar", "InitVar", "KW_ONLY")
"""Annotations naming any of these are left to the standard decorator."""


def _collect(cls: Any, slots: bool) -> Any:
    """What `dataclasses.dataclass(cls, init=False, repr=False, eq=False, slots=slots)`
    makes, for the common case only (None for anything else: the caller then asks the
    standard decorator).

    The standard one tests every annotation for `ClassVar`, `InitVar` and `KW_ONLY` by
    looking names up in modules, and scans the class for abstract methods: some 0.1 ms a
    class, 3 ms of a `patstudio lint` start. Here an annotation that names none of them is
    a plain field; a class of another metaclass, without a docstring (the standard one
    writes one), with a field it would refuse or anything else unusual is left to it.
    """
    body = cls.__dict__
    annotations: dict[str, Any] = body.get("__annotations__", {})
    if not _FAST_COLLECT or type(cls) is not type or not body.get("__doc__"):
        return None
    missing = dataclasses.MISSING
    fields: dict[str, dataclasses.Field[Any]] = {}
    for name, kind in annotations.items():
        if not isinstance(kind, str) or any(word in kind for word in _SPECIAL_WORDS):
            return None
        value: Any = getattr(cls, name, missing)  # inherited values are defaults too
        if isinstance(value, MemberDescriptorType):
            return None
        made: dataclasses.Field[Any] = (
            value if isinstance(value, dataclasses.Field) else dataclasses.field(default=value)
        )
        if made.kw_only is True:
            return None
        if made.default is not missing and made.default.__class__.__hash__ is None:
            return None  # a mutable default: the standard decorator's error
        fields[name] = made
    if any(isinstance(v, dataclasses.Field) and k not in annotations for k, v in body.items()):
        return None  # a field without annotation: its error too
    for name, made in fields.items():
        made.name, made.type = name, annotations[name]
        made._field_type = _FIELD  # type: ignore[attr-defined]
        if made.kw_only is missing:
            made.kw_only = False
        if isinstance(getattr(cls, name, None), dataclasses.Field):
            if made.default is missing:
                delattr(cls, name)
            else:
                setattr(cls, name, made.default)
    made_class: Any = cls  # (not narrowed to `type` by the test above)
    made_class.__dataclass_params__ = _PARAMS(False, False, False, False, False, False)
    made_class.__dataclass_fields__ = fields
    if "__match_args__" not in body:
        match_args = tuple(f.name for f in fields.values() if f.init)
        type.__setattr__(made_class, "__match_args__", match_args)
    return _ADD_SLOTS(made_class, False, False) if slots else made_class


def _add(cls: Any, name: str, value: object) -> None:
    """Set a method unless the class body defines it (the standard decorator's rule)."""
    if name not in cls.__dict__:
        setattr(cls, name, value)
        if callable(value) and hasattr(value, "__qualname__"):
            value.__qualname__ = f"{cls.__qualname__}.{name}"


def _lazy_init(cls: Any, fields: tuple[dataclasses.Field[Any], ...], frozen: bool) -> Any:
    """The class's `__init__`, compiled on its first call."""
    return LazyInit(cls, lambda: _init(cls, fields, frozen), None, _annotations(fields))


class LazyInit:
    """An `__init__` that compiles the real one on its first call and puts it in its place
    (most classes a run imports are never made: they cost no compiling). `inspect.signature`
    sees the real one's parameters."""

    def __init__(
        self, cls: Any, build: Callable[[], Any], doc: str | None, annotations: dict[str, Any]
    ) -> None:
        self._cls = cls
        self._build = build
        self.__doc__ = doc
        self.__annotations__ = annotations
        self.__qualname__ = f"{cls.__qualname__}.__init__"
        self.__name__ = "__init__"

    def real(self) -> Any:
        """The compiled `__init__`, now the class's own."""
        init = self._build()
        init.__qualname__ = self.__qualname__
        init.__doc__ = self.__doc__
        init.__annotations__ = self.__annotations__
        if self._cls.__dict__.get("__init__") is self:
            type.__setattr__(self._cls, "__init__", init)
        return init

    def __get__(self, obj: Any, owner: Any = None) -> Any:
        return self if obj is None else MethodType(self, obj)

    def __call__(self, obj: Any, *args: Any, **kwargs: Any) -> None:
        self.real()(obj, *args, **kwargs)

    @property
    def __signature__(self) -> Any:
        import inspect

        return inspect.signature(self.real())


def _annotations(fields: tuple[dataclasses.Field[Any], ...]) -> dict[str, Any]:
    return {f.name: f.type for f in fields if f.init} | {"return": None}


def _init(cls: Any, fields: tuple[dataclasses.Field[Any], ...], frozen: bool) -> Any:
    """`__init__`, compiled as the standard decorator writes it."""
    names: dict[str, Any] = {"_HAS_FACTORY": _HAS_FACTORY}
    slots = cls.__dict__.get("__slots__", ())
    args: list[str] = []
    lines: list[str] = []
    for f in fields:
        value = f.name
        if f.default_factory is not dataclasses.MISSING:
            names[f"_factory_{f.name}"] = f.default_factory
            if f.init:
                args.append(f"{f.name}=_HAS_FACTORY")
                value = f"_factory_{f.name}() if {f.name} is _HAS_FACTORY else {f.name}"
            else:
                value = f"_factory_{f.name}()"
        elif f.default is not dataclasses.MISSING:
            names[f"_default_{f.name}"] = f.default
            if f.init:
                args.append(f"{f.name}=_default_{f.name}")
            else:
                value = f"_default_{f.name}"
        elif f.init:
            args.append(f.name)
        else:
            continue  # no value to set: the slot stays empty, as with the standard one
        if frozen and f.name in slots:
            # The slot's own setter: the standard decorator's object.__setattr__ does the same
            # through a generic attribute look-up.
            names[f"_set_{f.name}"] = cls.__dict__[f.name].__set__
            lines.append(f"    _set_{f.name}(self, {value})")
        elif frozen:
            names["_set"] = object.__setattr__
            lines.append(f"    _set(self, {f.name!r}, {value})")
        else:
            lines.append(f"    self.{f.name} = {value}")
    if hasattr(cls, "__post_init__"):
        lines.append("    self.__post_init__()")
    source = f"def __init__(self, {', '.join(args)}):\n" + ("\n".join(lines) or "    pass") + "\n"
    namespace: dict[str, Any] = {}
    exec(source, names, namespace)  # noqa: S102 - code built above from field names only
    init = namespace["__init__"]
    init.__annotations__ = _annotations(fields)
    return init


def _getter(names: list[str]) -> Callable[[Any], tuple[Any, ...]]:
    """A function giving the named attributes as a tuple (as `(self.a, self.b)` does)."""
    if len(names) >= 2:
        return attrgetter(*names)
    if names:
        one = attrgetter(names[0])
        return lambda obj: (one(obj),)
    return lambda obj: ()


def _repr(names: list[str]) -> Callable[[Any], str]:
    get = _getter(names)

    @reprlib.recursive_repr()
    def __repr__(self: Any) -> str:
        inner = ", ".join(f"{n}={v!r}" for n, v in zip(names, get(self), strict=True))
        return f"{self.__class__.__qualname__}({inner})"

    return __repr__


def _eq(names: list[str]) -> Callable[[Any, Any], Any]:
    get = _getter(names)

    def __eq__(self: Any, other: Any) -> Any:
        if other.__class__ is self.__class__:
            return get(self) == get(other)
        return NotImplemented

    return __eq__


def _hash(names: list[str]) -> Callable[[Any], int]:
    get = _getter(names)

    def __hash__(self: Any) -> int:
        return hash(get(self))

    return __hash__


def _frozen(
    cls: Any, names: tuple[str, ...]
) -> tuple[Callable[[Any, str, Any], None], Callable[[Any, str], None]]:
    error = dataclasses.FrozenInstanceError

    def __setattr__(self: Any, name: str, value: Any) -> None:
        if type(self) is cls or name in names:
            raise error(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    def __delattr__(self: Any, name: str) -> None:
        if type(self) is cls or name in names:
            raise error(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __setattr__, __delattr__


if TYPE_CHECKING:
    from dataclasses import dataclass as dataclass
else:
    dataclass = _dataclass

__all__ = ["dataclass"]
