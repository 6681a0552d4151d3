"""Element tables for the content of action blocks, with English/German help."""

from __future__ import annotations

from schema.vocab_top import Attr, El, containers

_REL = Attr(
    "beziehung",
    "relationType",
    "Compare with this relation instead of equality.",
    "Mit dieser Beziehung statt auf Gleichheit vergleichen.",
)
_SAME = Attr(
    "ziel",
    "sameIdType",
    "id: also every field sharing the id of quelle/ziel.",
    "id: auch alle Felder mit derselben ID wie quelle/ziel.",
)

ACTION_CONTENT: tuple[El, ...] = (
    El(
        "bedingung",
        "Condition on a field property; the action runs only if it holds.",
        "Bedingung an eine Feldeigenschaft; nur wenn sie gilt, läuft die Aktion.",
        simple="xs:string",
        type_name="bedingungType",
        attrs=(
            Attr(
                "feld",
                "fieldRefType",
                "Field tested (id, quelle, ziel, @legestapel, id#link).",
                "Geprüfte Feld (ID, quelle, ziel, @legestapel, id#link).",
                True,
            ),
            Attr("tag", "bedingungTagType", "Property tested.", "Geprüfte Eigenschaft.", True),
            _REL,
            Attr(
                "karte",
                "positionType",
                "Card position: + from the bottom, - from the top.",
                "Kartenposition: + von unten, - von oben.",
            ),
            Attr(
                "id",
                "idType",
                "Name of the sperre or schiebsperre tested.",
                "Name der geprüfte sperre oder schiebsperre.",
            ),
            Attr(
                "folge",
                "folgeType",
                "Kind of run for start/startfolge.",
                "Folgeart für start/startfolge.",
            ),
            Attr(
                "umschichten",
                "aufAbType",
                "For legbar: compare the two pile sizes.",
                "Für legbar: die Kartenzahlen beider Stapel vergleichen.",
            ),
        ),
    ),
    El(
        "vergleich",
        "Compares a card of feld1 with a card of feld2.",
        "Vergleicht eine Karte von feld1 mit einer von feld2.",
        simple="xs:string",
        type_name="vergleichType",
        attrs=(
            Attr("feld1", "fieldRefType", "First field.", "Erstes Feld.", True),
            Attr("feld2", "fieldRefType", "Second field.", "Zweites Feld.", True),
            Attr(
                "typ",
                "vergleichTypType",
                "summe, differenz, abstand, farbe or wert.",
                "summe, differenz, abstand, farbe oder wert.",
                True,
            ),
            Attr(
                "karte1",
                "positionType",
                "Position of the card in feld1.",
                "Position der Karte in feld1.",
            ),
            Attr(
                "karte2",
                "positionType",
                "Position of the card in feld2.",
                "Position der Karte in feld2.",
            ),
            _REL,
        ),
    ),
    El(
        "aenderung",
        "Changes a property of the listed fields.",
        "Ändert eine Eigenschaft der genannten Felder.",
        simple="xs:string",
        type_name="aenderungType",
        attrs=(
            Attr("feld", "fieldRefListType", "Fields changed.", "Geänderte Felder.", True),
            Attr("tag", "aenderungTagType", "Property changed.", "Geänderte Eigenschaft.", True),
            Attr(
                "id",
                "idType",
                "Name of the sperre, schiebsperre or anzeige switched.",
                "Name der umgeschalteten sperre, schiebsperre oder anzeige.",
            ),
            _SAME,
            Attr(
                "opt",
                "tauschType",
                "tausch: swap the property with the fields in the content.",
                "tausch: Eigenschaft mit den Feldern im Inhalt tauschen.",
            ),
        ),
    ),
    El(
        "lege",
        "Moves cards from the listed fields onto the field in the content.",
        "Legt Karten von den genannten Feldern auf das Feld im Inhalt.",
        simple="fieldRefType",
        type_name="actionLegeType",
        attrs=(
            Attr(
                "feld",
                "fieldRefListType",
                "Fields the cards come from.",
                "Felder, von denen gelegt wird.",
                True,
            ),
            _SAME,
            Attr(
                "anz",
                "anzType",
                "How many cards: number, legezahl, offen or folge.",
                "Wie viele Karten: Zahl, legezahl, offen oder folge.",
            ),
            Attr(
                "startpos",
                "positionType",
                "Position of the first card taken.",
                "Position der ersten entnommenen Karte.",
            ),
            Attr(
                "zielpos",
                "zielposType",
                "Position where the cards go, or zufall.",
                "Position, an die gelegt wird, oder zufall.",
            ),
            Attr(
                "richtung",
                "rueckwaertsType",
                "rueckwaerts lays the cards in reverse order.",
                "rueckwaerts legt die Karten in umgekehrter Folge.",
            ),
            Attr(
                "umschichten",
                "aufAbType",
                "Move only if the pile sizes compare this way.",
                "Nur legen, wenn die Kartenzahlen so zueinander stehen.",
            ),
            Attr(
                "opt",
                "legeOptType",
                "tausch, erlaubt, einmal (comma-combinable).",
                "tausch, erlaubt, einmal (mit Komma kombinierbar).",
            ),
            Attr("animation", "animationType", "Animate the move.", "Das Legen animieren."),
            Attr(
                "typ",
                "openType",
                "Cards land face up or face down.",
                "Karten liegen danach offen oder verdeckt.",
            ),
        ),
    ),
    El(
        "sound",
        "Plays a sound or suppresses the usual one.",
        "Spielt einen Sound oder unterdrückt den üblichen.",
        simple="soundType",
    ),
    El(
        "warte",
        "Pauses for this many milliseconds.",
        "Pausiert so viele Millisekunden.",
        simple="countType",
    ),
    El(
        "meldung",
        "Shows a message (up to 5 lines, 3 buttons) and waits for an answer.",
        "Zeigt eine Meldung (bis 5 Zeilen, 3 Buttons) und wartet auf Antwort.",
        simple="xs:string",
        type_name="meldungType",
        attrs=(
            Attr(
                "antwort",
                "xs:string",
                "Button labels separated by \\n.",
                "Button-Beschriftungen, getrennt durch \\n.",
            ),
            Attr(
                "feld",
                "idType",
                "Field whose var receives the button number (from 1).",
                "Feld, dessen var die Button-Nummer (ab 1) erhält.",
            ),
        ),
    ),
    El(
        "setze",
        "Sets quelle, ziel or the menu text (at most 4 characters).",
        "Setzt quelle, ziel oder den Menütext (höchstens 4 Zeichen).",
        simple="xs:string",
        type_name="setzeType",
        attrs=(Attr("id", "setzeIdType", "Which setting.", "Welche Einstellung.", True),),
    ),
    El(
        "spielende",
        "Ends the game as sieg or verlust.",
        "Beendet das Spiel als sieg oder verlust.",
        simple="spielendeType",
    ),
    El(
        "erfolg",
        "Where to continue after success (default ende).",
        "Fortsetzung nach Erfolg (Standard ende).",
        simple="flowType",
    ),
    El(
        "misserfolg",
        "Where to continue after failure (default naechste; no wiederholung).",
        "Fortsetzung nach Misserfolg (Standard naechste; kein wiederholung).",
        simple="flowType",
    ),
    *containers("action", "action"),
)
