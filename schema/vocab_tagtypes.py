"""Simple types of field tags and action attributes: building rules, conditions, flow."""

from __future__ import annotations

from engine.compile_field import KNOWN_VALUES
from engine.props import CHANGEABLE, QUERYABLE
from schema.vocab_basetypes import CARD_PATTERN, SimpleType

_AUTO_ITEM = (
    f"(ja|ende|farbe|anderefarbe|farbwechsel|wert|wertauf|wertab|wertaufab"
    f"|wert(auf|ab)[2-9]|leer|belegt|{CARD_PATTERN})"
)
_SIDE = "(oben|unten|links|rechts)"
_OPT = "(tausch|erlaubt|einmal)"

FOLGEWERT = ("gleich", "auf", "ab", "aufab", "x2", "frei") + tuple(
    f"{d}{n}" for d in ("auf", "ab") for n in range(2, 10)
)
FOLGESCHIEB = KNOWN_VALUES["folgeschieb"]  # the engine's list: the schema offers what it plays
RELATIONS = ("kleiner", "kleinergleich", "groesser", "groessergleich", "ungleich")
FOLGEN = ("offen", "farbe", "anderefarbe", "farbwechsel", "wert", "wertauf", "wertab", "wertaufab")

TAG_TYPES: tuple[SimpleType, ...] = (
    SimpleType(
        "folgefarbeType",
        "Suit order when building.",
        "Farbfolge beim Anlegen.",
        enum=("gleich", "ungleich", "wechsel", "frei"),
    ),
    SimpleType(
        "folgewertType", "Rank order when building.", "Wertfolge beim Anlegen.", enum=FOLGEWERT
    ),
    SimpleType(
        "folgeschiebKnownType",
        "Known kinds of runs that may be moved.",
        "Bekannte Arten verschiebbarer Folgen.",
        enum=FOLGESCHIEB,
    ),
    SimpleType(
        "folgeschiebType",
        "Which runs may be moved (open list).",
        "Welche Folgen verschoben werden dürfen (offene Liste).",
        union=("folgeschiebKnownType", "wordType"),
    ),
    SimpleType(
        "einschubType",
        "Where moved cards are put.",
        "Wo gelegte Karten eingeschoben werden.",
        enum=("vorn", "hinten", "aussen"),
    ),
    SimpleType(
        "aufdeckenType",
        "How face-down cards are turned.",
        "Wie verdeckte Karten aufgedeckt werden.",
        enum=("auto", "manuell", "auto,manuell", "gesperrt"),
    ),
    SimpleType(
        "sichtKnownType",
        "Known display modes.",
        "Bekannte Anzeigearten.",
        enum=("verdeckt", "offen"),
    ),
    SimpleType(
        "sichtType",
        "verdeckt shows every card face down (open list).",
        "verdeckt zeigt alle Karten verdeckt (offene Liste).",
        union=("sichtKnownType", "wordType"),
    ),
    SimpleType(
        "gesperrtType",
        "ja locks the field against taking cards (open list).",
        "ja sperrt das Feld gegen Aufnehmen (offene Liste).",
        union=("yesType", "wordType"),
    ),
    SimpleType(
        "lageKnownType", "Known pile orientations.", "Bekannte Stapellagen.", enum=("quer",)
    ),
    SimpleType(
        "lageType",
        "quer lays the pile sideways (open list).",
        "quer legt den Stapel waagrecht (offene Liste).",
        union=("lageKnownType", "wordType"),
    ),
    SimpleType(
        "autoType",
        "ja, ende or comma-separated conditions.",
        "ja, ende oder durch Komma getrennte Bedingungen.",
        pattern=f"{_AUTO_ITEM}(,{_AUTO_ITEM})*",
    ),
    SimpleType(
        "richtungType",
        "Fan direction: stapel, a side, or two sides.",
        "Auffächerung: stapel, eine Seite oder zwei Seiten.",
        pattern=f"stapel|{_SIDE}( {_SIDE})?",
    ),
    SimpleType(
        "anzeigePosType",
        "Where the label sits: one or two sides.",
        "Wo die Anzeige steht: eine oder zwei Seiten.",
        pattern=f"{_SIDE}( {_SIDE})?",
    ),
    SimpleType(
        "randWordType",
        "Border keywords.",
        "Rand-Schlüsselwörter.",
        enum=("einfach", "nein", "komplett"),
    ),
    SimpleType(
        "randType",
        "Border: einfach, nein, komplett or a width.",
        "Rand: einfach, nein, komplett oder eine Breite.",
        union=("randWordType", "countType"),
    ),
    SimpleType("komplettType", "The word komplett.", "Das Wort komplett.", enum=("komplett",)),
    SimpleType(
        "sichtbarType",
        "Shown cards: komplett or 0..208.",
        "Angezeigte Karten: komplett oder 0..208.",
        union=("komplettType", "cardCountType"),
    ),
    SimpleType(
        "zielBedingungType",
        "When a dealt card goes to the target.",
        "Wann eine gegebene Karte aufs Ziel geht.",
        enum=("leer", "belegt", "belegbar", "erlaubt", "folge", "keinefolge"),
    ),
    SimpleType(
        "startBedingungType",
        "What must match the start card.",
        "Was mit der Startkarte übereinstimmen muss.",
        enum=("farbe", "wert", "farbewert"),
    ),
    SimpleType(
        "sperreTypKnownType",
        "Known lock directions.",
        "Bekannte Sperr-Richtungen.",
        enum=("legen", "nehmen"),
    ),
    SimpleType(
        "sperreTypType",
        "legen, nehmen, anything else locks both (open list).",
        "legen, nehmen, alles andere sperrt beides (offene Liste).",
        union=("sperreTypKnownType", "wordType"),
    ),
    SimpleType(
        "sperreBedingungType",
        "State of the listed fields that locks.",
        "Zustand der Sperr-Felder, der sperrt.",
        enum=("leer", "belegt", "belegbar", "voll"),
    ),
    SimpleType(
        "modusType",
        "How many listed fields must meet the condition.",
        "Wie viele Sperr-Felder die Bedingung erfüllen müssen.",
        enum=("or", "and", "xor"),
    ),
    SimpleType(
        "schiebBedingungType",
        "When the move is allowed after all.",
        "Wann das Legen doch erlaubt ist.",
        enum=("leer", "belegt", "stopp", "keinstopp"),
    ),
    SimpleType(
        "stoppBedingungType",
        "Kind of stop condition.",
        "Art der Stopp-Bedingung.",
        enum=("kartenzahl", "einschub", "leer"),
    ),
    SimpleType(
        "stoppValueType",
        "Stop detail: a count, max, farbe, wert or nothing.",
        "Stopp-Angabe: Zahl, max, farbe, wert oder nichts.",
        pattern="([0-9]+|max|farbe|wert)?",
    ),
    SimpleType(
        "punkteBedingungKnownType",
        "Known scoring conditions.",
        "Bekannte Punktebedingungen.",
        enum=("leer", "voll", "folge", "belegt"),
    ),
    SimpleType(
        "punkteBedingungType",
        "When points are counted (open list).",
        "Wann Punkte gezählt werden (offene Liste).",
        union=("punkteBedingungKnownType", "wordType"),
    ),
    SimpleType(
        "openType", "offen or verdeckt.", "offen oder verdeckt.", enum=("offen", "verdeckt")
    ),
    SimpleType(
        "legeBedingungType",
        "When a starting deal happens.",
        "Wann beim Start gegeben wird.",
        enum=("erlaubt", "leer", "belegt"),
    ),
    SimpleType(
        "sortRichtungType",
        "Where sorted cards go.",
        "Wohin sortierte Karten kommen.",
        enum=("vorn", "hinten", "aussen", "innen", "zufall", "mischen", "umdrehen"),
    ),
    SimpleType(
        "queryKnownType",
        "Queryable field properties.",
        "Abfragbare Feldeigenschaften.",
        enum=QUERYABLE,
    ),
    SimpleType(
        "anzeigeTypType",
        "Property shown by a label (open list).",
        "Angezeigte Eigenschaft (offene Liste).",
        union=("queryKnownType", "wordType"),
    ),
    SimpleType(
        "hexColorType",
        "A colour as six hex digits rrggbb.",
        "Eine Farbe als sechs Hexziffern rrggbb.",
        pattern="[0-9A-Fa-f]{6}",
    ),
    SimpleType("markKindType", "What is marked.", "Was markiert wird.", enum=("stopp", "korrekt")),
    SimpleType(
        "addTypType",
        "Single card or a whole family.",
        "Einzelkarte oder ganze Familie.",
        enum=("einzel", "familie"),
    ),
    SimpleType("backType", "Card back 1 or 2.", "Kartenrückseite 1 oder 2.", enum=("1", "2")),
    SimpleType(
        "aktionTypType",
        "Player move that triggers an aktion.",
        "Spielerzug, der eine aktion auslöst.",
        enum=("legen", "klick", "links", "rechts", "mitte"),
    ),
    SimpleType(
        "abschlussTypType",
        "Player move after which an abschluss runs.",
        "Spielerzug, nach dem ein abschluss läuft.",
        enum=("legen", "klick", "links", "rechts", "mitte", "frei"),
    ),
    SimpleType(
        "endeTypType",
        "How the game ended.",
        "Wie das Spiel endete.",
        enum=("sieg", "verlust", "frei"),
    ),
    SimpleType(
        "bedingungTagType",
        "Field property tested by a condition.",
        "Von einer Bedingung geprüfte Feldeigenschaft.",
        enum=QUERYABLE,
    ),
    SimpleType("relationType", "Comparison relation.", "Vergleichsbeziehung.", enum=RELATIONS),
    SimpleType("folgeType", "Kind of run checked.", "Geprüfte Folgeart.", enum=FOLGEN),
    SimpleType("aufAbType", "auf or ab.", "auf oder ab.", enum=("auf", "ab")),
    SimpleType(
        "vergleichTypType",
        "What two cards are compared by.",
        "Wonach zwei Karten verglichen werden.",
        enum=("summe", "differenz", "abstand", "farbe", "wert"),
    ),
    SimpleType(
        "aenderungTagType",
        "Field property an action changes.",
        "Von einer Aktion geänderte Feldeigenschaft.",
        enum=CHANGEABLE,
    ),
    SimpleType(
        "sameIdType",
        "id: also every field with the same id.",
        "id: auch alle Felder mit derselben ID.",
        enum=("id",),
    ),
    SimpleType(
        "tauschType",
        "tausch swaps the property.",
        "tausch vertauscht die Eigenschaft.",
        enum=("tausch",),
    ),
    SimpleType(
        "anzWordType",
        "Card-count keywords.",
        "Schlüsselwörter für die Kartenzahl.",
        enum=("legezahl", "offen", "folge"),
    ),
    SimpleType(
        "anzType",
        "How many cards: a number, legezahl, offen or folge.",
        "Wie viele Karten: Zahl, legezahl, offen oder folge.",
        union=("countType", "anzWordType"),
    ),
    SimpleType("zufallType", "The word zufall.", "Das Wort zufall.", enum=("zufall",)),
    SimpleType(
        "zielposType",
        "Target position or zufall.",
        "Zielposition oder zufall.",
        union=("positionType", "zufallType"),
    ),
    SimpleType(
        "rueckwaertsType",
        "rueckwaerts reverses the order.",
        "rueckwaerts kehrt die Reihenfolge um.",
        enum=("rueckwaerts",),
    ),
    SimpleType(
        "legeOptType",
        "tausch, erlaubt, einmal, comma-combinable.",
        "tausch, erlaubt, einmal, mit Komma kombinierbar.",
        pattern=f"{_OPT}(,{_OPT})*",
    ),
    SimpleType(
        "animationType",
        "Animation of the move.",
        "Animation des Legens.",
        enum=("ja", "offen", "verdeckt"),
    ),
    SimpleType("soundType", "Sound effect.", "Soundeffekt.", enum=("legen", "mischen", "nein")),
    SimpleType(
        "setzeIdType",
        "Global setting changed.",
        "Geänderte globale Einstellung.",
        enum=("quelle", "ziel", "menu"),
    ),
    SimpleType(
        "spielendeType", "Result of the game.", "Ergebnis des Spiels.", enum=("sieg", "verlust")
    ),
    SimpleType(
        "flowWordType",
        "Continuation keywords.",
        "Schlüsselwörter der Fortsetzung.",
        enum=("anfang", "naechste", "wiederholung", "ende"),
    ),
    SimpleType(
        "flowType",
        "Where to continue: anfang, naechste, wiederholung, ende or an id.",
        "Fortsetzung: anfang, naechste, wiederholung, ende oder eine Aktions-ID.",
        union=("flowWordType", "idType"),
    ),
    SimpleType(
        "neinType",
        "nein makes the action not undoable.",
        "nein macht die Aktion unwiderruflich.",
        enum=("ja", "nein"),
    ),
    SimpleType(
        "sprungType",
        "sprung deals again in the same click.",
        "sprung gibt im selben Klick erneut.",
        enum=("sprung",),
    ),
    SimpleType(
        "kuerzelType",
        "One ASCII character, or empty to hide the field in help.",
        "Ein ASCII-Zeichen oder leer, um das Feld in der Hilfe zu verbergen.",
        base="xs:string",
        max_length=1,
    ),
)
