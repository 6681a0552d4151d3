"""Texts as data: a code and its parameters, rendered from the language's gettext catalog.

The engine, the linter and the CLI never build prose themselves: they return `Refusal` and
`Message` values, and text is made only where it is shown (`render(language)`). The catalogs
live in `engine/locale/<language>/LC_MESSAGES/patstudio.po`, keyed by code (`msgid` is the
code; `msgctxt` separates the lint codes' `what`/`fix` descriptions), compiled to `.mo`.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from dataclasses import field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from engine.fastdc import dataclass

if TYPE_CHECKING:
    # Imported where used: a `patstudio lint` run that finds no problem renders no text
    # and, naming only paths, parses no options (see schema/cli.py).
    import argparse
    import gettext

DOMAIN = "patstudio"
LOCALE_DIR = Path(__file__).with_name("locale")
LANGUAGES = ("en", "de")
"""The languages with a catalog; English is the fallback for anything missing."""


@dataclass(frozen=True, slots=True)
class Localized:
    """A text that comes with its own translation (the vocabulary's descriptions)."""

    en: str
    de: str

    def render(self, language: str = "en") -> str:
        """The text in `language` (English for unknown languages)."""
        return self.de if language == "de" else self.en


@dataclass(frozen=True, slots=True)
class Message:
    """A text by code with its parameters; `str()` is the English text."""

    code: str
    params: Mapping[str, Param] = field(default_factory=dict)

    def __hash__(self) -> int:
        return hash((self.code, tuple(sorted(self.params.items()))))

    def __str__(self) -> str:
        return self.render("en")

    def render(self, language: str = "en") -> str:
        """The text in `language` ('en' or 'de'); unknown languages give English."""
        values = {
            k: v.render(language) if isinstance(v, Message | Localized) else v
            for k, v in self.params.items()
        }
        return text_for(self.code, language).format_map(values)


# Defined after the classes it names: a quoted name in a union is compiled at import time,
# and the first compile of a process sets up Python's AST types (some 10 M instructions,
# 2-3 ms of a start that has not compiled anything before).
Param = str | int | Message | Localized
"""A parameter value: plain text or a number (kept as is), or a nested message or a
`Localized` text (rendered in the same language)."""


class Refusal(Message):
    """Why a move, click or command was refused: a stable code plus its parameters."""

    __slots__ = ()


class Phrase(Message):
    """A piece of text used inside another message (an action's name, a rule's wording)."""

    __slots__ = ()


def msg(code: str, /, **params: Param) -> Message:
    """A Message from keyword parameters: `msg("bad-number", name="x", value="'a'")`."""
    return Message(code, params)


def refusal(code: str, /, **params: Param) -> Refusal:
    """A Refusal from keyword parameters."""
    return Refusal(code, params)


def phrase(code: str, /, **params: Param) -> Phrase:
    """A Phrase from keyword parameters."""
    return Phrase(code, params)


@cache
def catalog(language: str) -> gettext.NullTranslations:
    """The compiled catalog of a language, falling back to English (then to the code)."""
    import gettext

    english = gettext.translation(DOMAIN, LOCALE_DIR, languages=["en"], fallback=True)
    if language == "en" or language not in LANGUAGES:
        return english
    found = gettext.translation(DOMAIN, LOCALE_DIR, languages=[language], fallback=True)
    found.add_fallback(english)
    return found


def text_for(code: str, language: str = "en", context: str | None = None) -> str:
    """The catalog text of a code (a `str.format` template), or the code when none exists."""
    cat = catalog(language)
    return cat.pgettext(context, code) if context else cat.gettext(code)


def has_text(code: str, language: str, context: str | None = None) -> bool:
    """Does the language's own catalog (without fallback) hold a text for this code?"""
    import gettext

    own = gettext.translation(DOMAIN, LOCALE_DIR, languages=[language], fallback=True)
    found = own.pgettext(context, code) if context else own.gettext(code)
    return found != code


def language_from_env(environ: Mapping[str, str] | None = None) -> str:
    """'de' or 'en' from LANGUAGE, LC_ALL, LC_MESSAGES, LANG (gettext's order); default 'en'."""
    env = os.environ if environ is None else environ
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        parts = [p.split("_")[0].split(".")[0].lower() for p in env.get(name, "").split(":")]
        parts = [p for p in parts if p and p not in ("c", "posix")]
        for lang in parts:
            if lang in LANGUAGES:
                return lang
        if parts:
            return "en"
    return "en"


def joined(items: Sequence[Param], code: str = "list.comma") -> Param:
    """Items as `a, b, c` (each rendered in the message's language); `code` joins two."""
    found = items[0] if items else ""
    for item in items[1:]:
        found = phrase(code, first=found, second=item)
    return found


def add_language_option(parser: argparse.ArgumentParser) -> None:
    """`--lang en|de` for a command (default: the environment, see `language_from_env`)."""
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        default=None,
        help="language of messages (default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG)",
    )


def chosen_language(opts: argparse.Namespace | object) -> str:
    """The language a command's options ask for (`--lang`, else the environment)."""
    lang = getattr(opts, "lang", None)
    return lang if isinstance(lang, str) else language_from_env()


def render(text: str | Message | None, language: str = "en") -> str:
    """A plain string or a Message in `language` (None gives '')."""
    if text is None:
        return ""
    return text.render(language) if isinstance(text, Message) else text
