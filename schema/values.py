"""Check text against the vocabulary's simple types, and suggest corrections for bad values."""

from __future__ import annotations

import re
from functools import cache, lru_cache

from engine.messages import Localized, Message, msg, phrase
from schema.vocab_types import TYPES_BY_NAME, SimpleType, enumeration


@cache
def _int_re() -> re.Pattern[str]:
    """An integer as xs:integer writes it (compiled when first wanted: files that pass
    the schema never ask, and a start of `patstudio lint` saves compiling it)."""
    return re.compile(r"[+-]?[0-9]+")


@cache
def _word_re() -> re.Pattern[str]:
    """A word of a type's pattern (compiled when first wanted, as `_int_re`)."""
    return re.compile(r"[A-Za-z@]{2,}")


def collapse(text: str) -> str:
    """XSD whitespace collapsing (xs:token and numbers)."""
    return " ".join(text.split())


@cache
def _pattern(t: SimpleType) -> re.Pattern[str]:
    return re.compile(t.pattern or "")


@lru_cache(maxsize=8192)
def is_valid(type_name: str, raw: str) -> bool:
    """Does the text satisfy the named simple type (or a built-in xs: type)?"""
    if type_name == "xs:string":
        return True
    if type_name == "xs:integer":
        return _int_re().fullmatch(collapse(raw)) is not None
    t = TYPES_BY_NAME.get(type_name)
    if t is None:
        return True
    if t.union:
        return any(is_valid(member, raw) for member in t.union)
    if t.base == "xs:string":
        return t.max_length is None or len(raw) <= t.max_length
    value = collapse(raw)
    if t.base == "xs:integer":
        if _int_re().fullmatch(value) is None:
            return False
        number = int(value)
        return (t.low is None or number >= t.low) and (t.high is None or number <= t.high)
    if t.enum and value not in t.enum:
        return False
    return t.pattern is None or _pattern(t).fullmatch(value) is not None


def describe(type_name: str) -> Message | Localized:
    """Short description of what a type accepts (in any language)."""
    t = TYPES_BY_NAME.get(type_name)
    if type_name == "xs:integer":
        return phrase("type.integer")
    if t is None:
        return phrase("type.text")
    values = enumeration(type_name)
    if t.enum and len(values) <= 12:
        return phrase("type.one-of", values=", ".join(values))
    return Localized(t.en.rstrip("."), t.de.rstrip("."))


def did_you_mean(guess: str | None) -> Message | None:
    """The fix `did you mean GUESS?` (None without a guess); GUESS is shown as given."""
    return None if not guess else msg("fix.did-you-mean", guess=guess)


def either(choices: list[Message]) -> Message:
    """`a or b or c` in the message's language."""
    found = choices[0]
    for more in choices[1:]:
        found = phrase("either", first=found, second=more)
    return found


@cache
def _words(type_name: str) -> tuple[str, ...]:
    """Literal words that a type's enumerations and patterns are built from."""
    t = TYPES_BY_NAME.get(type_name)
    if t is None:
        return ()
    found: list[str] = list(t.enum)
    if t.pattern:
        found.extend(_word_re().findall(t.pattern))
    for member in t.union:
        found.extend(_words(member))
    return tuple(dict.fromkeys(found))


def suggest(type_name: str, raw: str) -> str | None:
    """A close valid value for a misspelt one (`wechsle` -> `wechsel`), or None."""
    value = collapse(raw)
    words = _words(type_name)
    if not words or not value:
        return None
    if not re.search(r"[ ,]", value):
        close = _closest(value, words)
        return close[0] if close and is_valid(type_name, close[0]) else None
    tokens = re.split(r"([ ,])", value)
    fixed = []
    for token in tokens:
        if token in (" ", ",", "") or token in words or not token[:1].isalpha():
            fixed.append(token)
            continue
        match = _closest(token, words)
        fixed.append(match[0] if match else token)
    candidate = "".join(fixed)
    if candidate != value and is_valid(type_name, candidate):
        return candidate
    return None


def _closest(word: str, words: list[str] | tuple[str, ...]) -> list[str]:
    """At most one close match of `word` among `words` (difflib, loaded on the first hint)."""
    import difflib  # needed only when something is misspelt: kept out of start-up

    return difflib.get_close_matches(word, list(words), n=1, cutoff=0.6)


def close_name(name: str, candidates: list[str] | tuple[str, ...]) -> str | None:
    """The closest tag or attribute name, for "did you mean" hints."""
    match = _closest(name, candidates)
    return match[0] if match else None
