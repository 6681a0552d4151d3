"""`vergleich`: summe, differenz (mod 13), abstand, farbe and wert, with positions and jokers."""

from __future__ import annotations

import pytest
from actions_helpers import BUILD, drag, evaluate, game, pile


@pytest.fixture()
def g():  # type: ignore[no-untyped-def]
    """a = Herz 2, Pik 7; b = Karo D; j = Joker (added to the deck)."""
    body = (
        pile("a", "Herz 2, Pik 7", BUILD)
        + pile("b", "Karo D", BUILD, x=8)
        + pile("j", "Joker", BUILD, x=14)
        + pile("e", "", BUILD, x=20)
    )
    return game(body, deck='<add typ="einzel">Joker</add>')


def cmp(g, typ: str, content: str, f1: str = "a", f2: str = "b", extra: str = "") -> bool:  # type: ignore[no-untyped-def]
    text = f'<vergleich feld1="{f1}" feld2="{f2}" typ="{typ}"{extra}>{content}</vergleich>'
    return evaluate(g, text)[0]


def test_summe(g) -> None:  # type: ignore[no-untyped-def]
    assert cmp(g, "summe", "19")  # 7 + D(12)
    assert cmp(g, "summe", "14", extra=' karte1="1"')  # 2 + 12
    assert cmp(g, "summe", "13", extra=' beziehung="groesser"')
    assert not cmp(g, "summe", "13")


def test_differenz_is_modulo_13(g) -> None:  # type: ignore[no-untyped-def]
    assert cmp(g, "differenz", "8")  # 7 - 12 = -5 = 8 (mod 13)
    assert cmp(g, "differenz", "5", f1="b", f2="a")
    assert cmp(g, "differenz", "3", f1="b", f2="a", extra=' karte2="1"') is False
    assert cmp(g, "differenz", "10", f1="b", f2="a", extra=' karte2="1"')  # D - 2


def test_abstand_is_symmetric_on_the_cycle(g) -> None:  # type: ignore[no-untyped-def]
    # 7 and D: 5 one way, 8 the other; both spellings are the same distance.
    assert cmp(g, "abstand", "5")
    assert cmp(g, "abstand", "8")
    assert cmp(g, "abstand", "5", f1="b", f2="a")
    assert not cmp(g, "abstand", "0")
    assert cmp(g, "abstand", "6", extra=' beziehung="kleiner"')


def test_farbe(g) -> None:  # type: ignore[no-untyped-def]
    assert cmp(g, "farbe", "ungleich")
    assert cmp(g, "farbe", "wechsel")  # Pik / Karo
    assert not cmp(g, "farbe", "keinwechsel")
    assert cmp(g, "farbe", "keinwechsel", extra=' karte1="1"')  # Herz / Karo
    assert not cmp(g, "farbe", "gleich")


def test_wert_uses_rank_order(g) -> None:  # type: ignore[no-untyped-def]
    assert cmp(g, "wert", "kleiner")
    assert cmp(g, "wert", "kleinergleich")
    assert cmp(g, "wert", "ungleich")
    assert not cmp(g, "wert", "groesser")
    assert cmp(g, "wert", "groesser", f1="b", f2="a")


def test_joker_takes_any_value(g) -> None:  # type: ignore[no-untyped-def]
    assert cmp(g, "summe", "13", f1="j", f2="b")
    assert cmp(g, "farbe", "gleich", f1="j", f2="b")
    assert cmp(g, "wert", "groesser", f1="j", f2="b")


def test_missing_cards_fail(g) -> None:  # type: ignore[no-untyped-def]
    assert not cmp(g, "summe", "0", f1="e", extra=' beziehung="groessergleich"')
    assert not cmp(g, "summe", "0", extra=' karte1="3" beziehung="groessergleich"')
    assert not cmp(g, "summe", "0", extra=' karte1="-3" beziehung="groessergleich"')


def test_legestapel_against_target(g) -> None:  # type: ignore[no-untyped-def]
    t = drag(g, "a", "b", 2)
    passed, notes = evaluate(
        g,
        '<vergleich feld1="@legestapel" feld2="ziel" karte1="1" typ="wert">kleiner</vergleich>',
        t,
    )
    assert passed
    assert notes == ["@legestapel[1] = Herz 2, b[-1] = Karo D"]
    # quelle looks at the whole source pile, not only the moved part.
    assert evaluate(
        g,
        '<vergleich feld1="quelle" feld2="ziel" karte1="1" typ="farbe">keinwechsel</vergleich>',
        t,
    )[0]
