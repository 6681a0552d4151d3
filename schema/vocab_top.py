"""Element tables for the document level (`spiel` and its children) with English/German help."""

from __future__ import annotations

from engine.fastdc import dataclass


@dataclass(frozen=True, slots=True)
class Attr:
    """One attribute: name, simple type, help texts, and whether it is required."""

    name: str
    type: str
    en: str
    de: str
    required: bool = False


@dataclass(frozen=True, slots=True)
class El:
    """One element in a content group: simple content type or nested group, plus attributes."""

    name: str
    en: str
    de: str
    simple: str | None = None
    group: str | None = None
    attrs: tuple[Attr, ...] = ()
    type_name: str | None = None


ID_ATTR_REGEL = Attr(
    "id",
    "idType",
    "Id of the rule variant this content belongs to.",
    "ID der Regelvariante, zu der dieser Inhalt gehört.",
    True,
)
LEVEL_ATTRS = (
    Attr(
        "ab",
        "countType",
        "Lowest level at which the content applies.",
        "Niedrigste Levelstufe, ab der der Inhalt gilt.",
    ),
    Attr(
        "bis",
        "countType",
        "Highest level at which the content applies.",
        "Höchste Levelstufe, bis zu der der Inhalt gilt.",
    ),
)


def containers(group: str, prefix: str) -> tuple[El, El]:
    """The `regel` and `level` wrappers for one content group."""
    return (
        El(
            "regel",
            "Content that applies only when this rule variant is chosen.",
            "Inhalt, der nur gilt, wenn diese Regelvariante gewählt ist.",
            group=group,
            attrs=(ID_ATTR_REGEL,),
            type_name=f"{prefix}RegelType",
        ),
        El(
            "level",
            "Content that applies only at levels within ab..bis (give at least one).",
            "Inhalt, der nur in den Levelstufen ab..bis gilt (mindestens eine Angabe).",
            group=group,
            attrs=LEVEL_ATTRS,
            type_name=f"{prefix}LevelType",
        ),
    )


SPIEL_ATTRS = (
    Attr(
        "name",
        "xs:string",
        "Name of the game as the player sees it.",
        "Name des Spiels, wie ihn der Spieler sieht.",
        True,
    ),
    Attr(
        "fenster",
        "windowType",
        "Grid size WxH: positions run from 0,0 to W,H (W 32..120, H 20..60).",
        "Rastergröße BxH: Positionen von 0,0 bis B,H (B 32..120, H 20..60).",
        True,
    ),
)

SPIEL = El(
    "spiel",
    "Root of a PatFinder game file.",
    "Wurzelelement einer PatFinder-Spieldatei.",
    group="top",
    attrs=SPIEL_ATTRS,
    type_name="spielType",
)

REGELWERK_CONTENT = (
    El(
        "regel",
        "One rule variant; the text describes it to the player.",
        "Eine Regelvariante; der Text beschreibt sie dem Spieler.",
        simple="xs:string",
        attrs=(
            Attr(
                "id",
                "idType",
                "Unique id of the variant, used by regel containers.",
                "Eindeutige ID der Variante, von regel-Bereichen benutzt.",
                True,
            ),
        ),
        type_name="regelDefType",
    ),
)

FIELD_ATTRS = (
    Attr(
        "id",
        "idType",
        "Field id; several fields may share one id (a group).",
        "Feld-ID; mehrere Felder dürfen eine ID teilen (Gruppe).",
        True,
    ),
    Attr(
        "x",
        "xs:integer",
        "Column of the field; negative hides it.",
        "Spalte des Feldes; negativ verbirgt es.",
        True,
    ),
    Attr(
        "y",
        "xs:integer",
        "Row of the field; negative hides it.",
        "Zeile des Feldes; negativ verbirgt es.",
        True,
    ),
    Attr(
        "typ",
        "idType",
        "Built-in type (stock, abwurf, grund, hilf, keller, reserve, stapel) "
        "or an earlier vorlage.",
        "Eingebauter Typ (stock, abwurf, grund, hilf, keller, reserve, "
        "stapel) oder eine frühere vorlage.",
        True,
    ),
    Attr(
        "kuerzel",
        "kuerzelType",
        "Letter shown in the help display; empty hides the field.",
        "Buchstabe in der Hilfsanzeige; leer blendet das Feld aus.",
    ),
)
TEMPLATE_ATTRS = (
    Attr(
        "id",
        "idType",
        "Unique template name, usable as typ of later fields.",
        "Eindeutiger Vorlagenname, als typ späterer Felder nutzbar.",
        True,
    ),
    FIELD_ATTRS[3],
    FIELD_ATTRS[4],
)

_ACTION_ID = Attr(
    "id",
    "idType",
    "Label that erfolg and misserfolg can jump to.",
    "Sprungmarke für erfolg und misserfolg.",
)
_RUECKNAHME = Attr(
    "ruecknahme",
    "neinType",
    "nein: the player cannot undo this action.",
    "nein: der Spieler kann diese Aktion nicht zurücknehmen.",
)

TOP_CONTENT: tuple[El, ...] = (
    El(
        "programm",
        "Oldest program version (YYMMDD) the game needs.",
        "Mindestens benötigte Programmversion (JJMMTT).",
        simple="countType",
    ),
    El(
        "version",
        "Version number of this game file.",
        "Versionsnummer dieser Spieldatei.",
        simple="xs:integer",
    ),
    El(
        "bemerkung",
        "Short remark about the game.",
        "Kurze Bemerkung zum Spiel.",
        simple="xs:string",
    ),
    El(
        "anleitung",
        "How to play, shown to the player.",
        "Spielanleitung für den Spieler.",
        simple="xs:string",
    ),
    El(
        "regelwerk",
        "List of rule variants (at most nine); must come before any regel container.",
        "Liste der Regelvarianten (höchstens neun); muss vor jedem regel-Bereich stehen.",
        group="regelwerk",
        type_name="regelwerkType",
    ),
    El(
        "levelmax",
        "Highest level; the game runs at levels 0..levelmax.",
        "Höchste Levelstufe; gespielt wird in den Stufen 0..levelmax.",
        simple="countType",
    ),
    El(
        "karten",
        "The card set: 32 or 52 cards, multiples, or 32xN / 52xN.",
        "Das Kartenset: 32 oder 52 Karten, Vielfache oder 32xN / 52xN.",
        simple="kartenType",
    ),
    El(
        "add",
        "Adds a card, a suit family or a rank group (or one Joker) to the set.",
        "Fügt eine Karte, eine Farbfamilie, eine Wertgruppe (oder einen Joker) hinzu.",
        simple="deckCardType",
        type_name="addType",
        attrs=(
            Attr(
                "typ",
                "addTypType",
                "einzel for one card, familie for a suit or rank group.",
                "einzel für eine Karte, familie für Farb- oder Wertgruppe.",
                True,
            ),
            Attr(
                "rueckseite",
                "backType",
                "Card back 1 or 2 for the added cards.",
                "Rückseite 1 oder 2 der hinzugefügten Karten.",
            ),
        ),
    ),
    El(
        "sub",
        "Removes a card, a suit family or a rank group from the set.",
        "Entfernt eine Karte, eine Farbfamilie oder eine Wertgruppe aus dem Set.",
        simple="deckCardType",
        type_name="subType",
        attrs=(
            Attr(
                "typ",
                "addTypType",
                "einzel for one card, familie for a suit or rank group.",
                "einzel für eine Karte, familie für Farb- oder Wertgruppe.",
                True,
            ),
            Attr(
                "rueckseite",
                "backType",
                "Only remove cards with this back.",
                "Nur Karten mit dieser Rückseite entfernen.",
            ),
        ),
    ),
    El(
        "punktemax",
        "Score that wins the game; without it no win is detected.",
        "Punktzahl für den Sieg; ohne sie wird kein Sieg erkannt.",
        simple="xs:integer",
    ),
    El(
        "punktestart",
        "Score at the start (may be negative).",
        "Punktzahl zu Spielbeginn (auch negativ).",
        simple="xs:integer",
    ),
    El(
        "markiere",
        "Highlights top cards: stopp (stop conditions) or korrekt (right start card).",
        "Markiert oberste Karten: stopp (Stopp-Bedingung) oder korrekt (richtige Startkarte).",
        simple="markKindType",
        type_name="markiereType",
        attrs=(
            Attr(
                "farbe",
                "hexColorType",
                "Mark colour rrggbb; ffffff switches the mark off.",
                "Markierungsfarbe rrggbb; ffffff schaltet sie aus.",
            ),
        ),
    ),
    El(
        "vorlage",
        "A field template; later fields and templates inherit its content.",
        "Eine Feldvorlage; spätere Felder und Vorlagen erben ihren Inhalt.",
        group="field",
        attrs=TEMPLATE_ATTRS,
        type_name="vorlageType",
    ),
    El(
        "feld",
        "A place for a pile of cards on the table.",
        "Ein Platz für einen Kartenstapel auf dem Tisch.",
        group="field",
        attrs=FIELD_ATTRS,
        type_name="feldType",
    ),
    El(
        "beginn",
        "Actions run once when the game starts.",
        "Aktionen, die einmal zu Spielbeginn laufen.",
        group="action",
        attrs=(_ACTION_ID,),
        type_name="beginnType",
    ),
    El(
        "aktion",
        "Actions run before the regular move; success replaces that move.",
        "Aktionen vor dem regulären Zug; bei Erfolg entfällt dieser.",
        group="action",
        attrs=(
            Attr(
                "typ",
                "aktionTypType",
                "Player move that triggers the action.",
                "Spielerzug, der die Aktion auslöst.",
                True,
            ),
            _ACTION_ID,
            _RUECKNAHME,
        ),
        type_name="aktionType",
    ),
    El(
        "abschluss",
        "Actions run after the regular move.",
        "Aktionen nach dem regulären Zug.",
        group="action",
        attrs=(
            Attr(
                "typ",
                "abschlussTypType",
                "Move that must have happened (frei: any).",
                "Zug, der stattgefunden haben muss (frei: jeder).",
                True,
            ),
            _ACTION_ID,
            _RUECKNAHME,
        ),
        type_name="abschlussType",
    ),
    El(
        "ende",
        "Actions run when the game ends.",
        "Aktionen beim Spielende.",
        group="action",
        attrs=(
            Attr(
                "typ",
                "endeTypType",
                "Which ending: sieg, verlust or frei (both).",
                "Welches Ende: sieg, verlust oder frei (beide).",
            ),
            _ACTION_ID,
        ),
        type_name="endeType",
    ),
    *containers("top", "top"),
)
