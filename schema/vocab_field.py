"""Element tables for the content of `vorlage` and `feld`, with English/German help."""

from __future__ import annotations

from schema.vocab_top import Attr, El, containers

_ID = Attr(
    "id",
    "idType",
    "Name used by actions to switch this entry on or off.",
    "Name, über den Aktionen diesen Eintrag ein- oder ausschalten.",
)
_STATUS = Attr(
    "status",
    "statusType",
    "aktiv (default) or inaktiv until an action switches it.",
    "aktiv (Standard) oder inaktiv, bis eine Aktion es umschaltet.",
)

FIELD_CONTENT: tuple[El, ...] = (
    El(
        "ziel",
        "Clicking the field deals its top card to these fields (repeatable).",
        "Ein Klick gibt die oberste Karte auf diese Felder (mehrfach).",
        simple="idListType",
        type_name="zielType",
        attrs=(
            Attr(
                "bedingung",
                "zielBedingungType",
                "Deal only when the target meets this.",
                "Nur geben, wenn das Ziel dies erfüllt.",
            ),
            Attr(
                "pruefe",
                "idListType",
                "Fields tried first; the first legal one gets the card.",
                "Zuerst geprüfte Felder; das erste passende erhält die Karte.",
            ),
            Attr(
                "sicht",
                "openType",
                "verdeckt deals the card face down.",
                "verdeckt gibt die Karte verdeckt.",
            ),
        ),
    ),
    El(
        "quelle",
        "When the empty field is clicked, these fields are emptied into it.",
        "Beim Klick auf das leere Feld werden diese Felder hineingeleert.",
        simple="idListType",
    ),
    El(
        "wiederholung",
        "How often the field may be refilled from quelle (frei: unlimited).",
        "Wie oft das Feld aus quelle neu gefüllt wird (frei: unbegrenzt).",
        simple="repeatCountType",
        type_name="wiederholungType",
        attrs=(
            Attr(
                "aufnahme",
                "sprungType",
                "sprung: refill and deal in one click.",
                "sprung: aufnehmen und im selben Klick geben.",
            ),
            Attr(
                "mischen",
                "yesType",
                "ja: shuffle after refilling.",
                "ja: nach dem Aufnehmen mischen.",
            ),
        ),
    ),
    El(
        "max",
        "Most cards the player may put here; without it nothing can be put by hand.",
        "Höchstzahl der Karten von Hand; ohne sie kann nichts abgelegt werden.",
        simple="maxType",
    ),
    El(
        "folgestart",
        "Card allowed on the empty field (frei: any).",
        "Karte, die auf das leere Feld darf (frei: jede).",
        simple="cardSpecOrFreiType",
        type_name="folgestartType",
        attrs=(
            Attr(
                "bedingung",
                "startBedingungType",
                "What must match the start card to build on a pile begun otherwise.",
                "Was zur Startkarte passen muss, um auf anders begonnene Stapel zu bauen.",
            ),
        ),
    ),
    El(
        "folgeende",
        "Rank after which nothing more may be added.",
        "Wert, nach dem nichts mehr angelegt werden darf.",
        simple="rankType",
    ),
    El(
        "folgefarbe", "Suit rule when building.", "Farbregel beim Anlegen.", simple="folgefarbeType"
    ),
    El("folgewert", "Rank rule when building.", "Wertregel beim Anlegen.", simple="folgewertType"),
    El(
        "folgeschieb",
        "Which runs may be picked up together.",
        "Welche Folgen gemeinsam aufgenommen werden dürfen.",
        simple="folgeschiebType",
    ),
    El(
        "einschub",
        "Where moved cards are put into the pile.",
        "Wo gelegte Karten in den Stapel kommen.",
        simple="einschubType",
    ),
    El(
        "fuellen",
        "Refill from this field when the player empties this one.",
        "Aus diesem Feld nachfüllen, wenn der Spieler dieses leert.",
        simple="idType",
    ),
    El(
        "sperre",
        "Locks the field while the listed fields meet a condition (repeatable).",
        "Sperrt das Feld, solange die genannten Felder eine Bedingung erfüllen (mehrfach).",
        simple="idListType",
        type_name="sperreType",
        attrs=(
            _ID,
            _STATUS,
            Attr(
                "typ",
                "sperreTypType",
                "legen or nehmen; otherwise both directions.",
                "legen oder nehmen; sonst beide Richtungen.",
            ),
            Attr(
                "bedingung",
                "sperreBedingungType",
                "State that locks (default belegt).",
                "Sperrender Zustand (Standard belegt).",
            ),
            Attr(
                "modus",
                "modusType",
                "or, and or xor over the listed fields.",
                "or, and oder xor über die Sperr-Felder.",
            ),
        ),
    ),
    El(
        "gesperrt",
        "ja: no card can be taken from the field.",
        "ja: vom Feld kann keine Karte genommen werden.",
        simple="gesperrtType",
    ),
    El(
        "schiebsperre",
        "Forbids moving from this field onto the listed ones (repeatable).",
        "Verbietet das Legen von hier auf die genannten Felder (mehrfach).",
        simple="idListType",
        type_name="schiebsperreType",
        attrs=(
            _ID,
            _STATUS,
            Attr(
                "bedingung",
                "schiebBedingungType",
                "When the move is allowed after all.",
                "Wann das Legen doch erlaubt ist.",
            ),
        ),
    ),
    El(
        "stopp",
        "A condition that must be resolved before anything else may happen.",
        "Eine Bedingung, die vor allem anderen aufgelöst werden muss.",
        simple="stoppValueType",
        type_name="stoppType",
        attrs=(Attr("bedingung", "stoppBedingungType", "Kind of stop.", "Art des Stopps.", True),),
    ),
    El(
        "sicht",
        "verdeckt: all cards face down and not takeable.",
        "verdeckt: alle Karten verdeckt und nicht aufnehmbar.",
        simple="sichtType",
    ),
    El(
        "auto",
        "Right-click and auto-run may put cards here (ja, ende or conditions).",
        "Rechtsklick und Automatik dürfen hier ablegen (ja, ende oder Bedingungen).",
        simple="autoType",
    ),
    El(
        "aufdecken",
        "How face-down cards are turned over.",
        "Wie verdeckte Karten aufgedeckt werden.",
        simple="aufdeckenType",
    ),
    El(
        "blindstart",
        "Card that may be put on a face-down top card.",
        "Karte, die auf eine verdeckte oberste Karte gelegt werden darf.",
        simple="cardSpecOrFreiType",
    ),
    El(
        "punkte",
        "Points this field gives (repeatable).",
        "Punkte dieses Feldes (mehrfach).",
        simple="xs:integer",
        type_name="punkteType",
        attrs=(
            Attr(
                "bedingung",
                "punkteBedingungType",
                "Without it: points per card; leer, voll, belegt: once; folge: per card in run.",
                "Ohne: Punkte je Karte; leer, voll, belegt: einmal; folge: je Karte der Folge.",
            ),
        ),
    ),
    El(
        "var",
        "A number actions can read and write.",
        "Eine Zahl, die Aktionen lesen und schreiben.",
        simple="varValueType",
    ),
    El(
        "lege",
        "Cards dealt here at the start from an earlier field (repeatable).",
        "Karten, die zu Beginn aus einem früheren Feld gegeben werden (mehrfach).",
        simple="optCardSpecType",
        type_name="fieldLegeType",
        attrs=(
            Attr(
                "typ",
                "openType",
                "Deal face up (offen) or face down (verdeckt).",
                "Offen oder verdeckt geben.",
                True,
            ),
            Attr(
                "quelle",
                "idType",
                "Earlier field the cards come from.",
                "Früheres Feld, aus dem die Karten kommen.",
                True,
            ),
            Attr(
                "anz",
                "positiveType",
                "How many cards (default 1).",
                "Wie viele Karten (Standard 1).",
            ),
            Attr(
                "bedingung",
                "legeBedingungType",
                "Deal only when this holds.",
                "Nur geben, wenn dies gilt.",
            ),
        ),
    ),
    El(
        "sortiere",
        "Moves matching cards within the pile after dealing.",
        "Ordnet passende Karten nach dem Geben im Stapel an.",
        simple="optCardSpecType",
        type_name="sortiereType",
        attrs=(
            Attr(
                "richtung",
                "sortRichtungType",
                "Where the cards go, or mischen/umdrehen.",
                "Wohin die Karten kommen, oder mischen/umdrehen.",
                True,
            ),
        ),
    ),
    El(
        "beziehung",
        "A named one-way link to another field, used as id#name in actions.",
        "Benannte einseitige Verknüpfung, in Aktionen als id#name nutzbar.",
        simple="idType",
        type_name="beziehungType",
        attrs=(Attr("id", "idType", "Name of the link.", "Name der Verknüpfung.", True),),
    ),
    El(
        "lage",
        "quer lays the pile sideways (6 wide, 4 high).",
        "quer legt den Stapel waagrecht (6 breit, 4 hoch).",
        simple="lageType",
    ),
    El(
        "eng",
        "Card count from which a fanned pile is packed closer.",
        "Kartenzahl, ab der ein gefächerter Stapel enger liegt.",
        simple="countType",
    ),
    El(
        "richtung",
        "Direction in which the pile fans out.",
        "Richtung, in die der Stapel aufgefächert wird.",
        simple="richtungType",
    ),
    El(
        "anzeige",
        "An information label beside the field (repeatable).",
        "Eine Infoanzeige neben dem Feld (mehrfach).",
        simple="anzeigePosType",
        type_name="anzeigeType",
        attrs=(
            _ID,
            _STATUS,
            Attr(
                "typ",
                "anzeigeTypType",
                "Property shown (default: card count).",
                "Angezeigte Eigenschaft (Standard: Kartenzahl).",
            ),
            Attr(
                "text", "xs:string", "Fixed text shown with the value.", "Fester Text zur Anzeige."
            ),
        ),
    ),
    El(
        "rand",
        "Outline of the empty field: einfach, nein, komplett or a width.",
        "Rand des leeren Feldes: einfach, nein, komplett oder eine Breite.",
        simple="randType",
    ),
    El(
        "sichtbar",
        "How many cards are shown; 0 hides the field completely.",
        "Wie viele Karten sichtbar sind; 0 versteckt das Feld ganz.",
        simple="sichtbarType",
    ),
    *containers("field", "field"),
)
