"""Engine and lint texts in the UI language: refusal reasons and problem messages in German.

engine/ and schema/ speak English (the CLI output and docs/lint-rules.md are contracts) and
know nothing of Qt. The editor shows their texts in the UI language: each rule below pairs an
English template with its German text. A template's placeholders capture the variable parts
(field ids, card names, values, tags: the format's own words) and the German text puts them
back unchanged. Placeholder kinds in the English templates:

    {x}    any text, kept as it is
    {#x}   one word (no spaces), kept as it is
    {~x}   a part that is translated itself (by the same rules)
    {%x}   a list of format words `a, b or c`: kept, with "or" -> "oder"
    {&x}   kept, with "line N" -> "Zeile N"
    {note} the note of a lint finding that holds in one variant or level only (may be empty)

A text no rule matches stays English: `localize_*` never fails. No Qt here; the language
comes from the caller or from `editor.i18n` (imported only when asked).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import cached_property, lru_cache

from engine.errors import Problem
from schema.codes import CODES
from schema.codes_de import CODES_DE

_NOTE_RE = r"(?: \((?:variant '[^']*'|level \d+)(?:, level \d+)?\))?"
_LIST_RE = r"[\w@.+-]+(?:, [\w@.+-]+)*(?: or [\w@.+-]+)?"


@dataclass(frozen=True, slots=True)
class _Rule:
    english: str
    pattern: re.Pattern[str]
    german: str
    kinds: tuple[tuple[str, str], ...]
    """(name, kind) of every placeholder; kind is '', '#', '~', '%', '&' or 'note'."""


def _rule(english: str, german: str) -> _Rule:
    parts = re.split(r"\{([#~%&]?)(\w+)\}", english)
    regex, kinds, seen = [], [], set()
    for i in range(0, len(parts), 3):
        regex.append(re.escape(parts[i]))
        if i + 2 >= len(parts):
            break
        kind, name = parts[i + 1], parts[i + 2]
        if name == "note":
            kind = "note"
        if name in seen:
            regex.append(f"(?P={name})")
            continue
        seen.add(name)
        kinds.append((name, kind))
        body = {"#": r"\S+?", "note": _NOTE_RE, "%": _LIST_RE}.get(kind, ".+?")
        regex.append(f"(?P<{name}>{body})")
    return _Rule(english, re.compile("".join(regex), re.DOTALL), german, tuple(kinds))


class Rules:
    """An ordered table of (English template -> German text); the first full match wins.

    The table is built on first use, not at import: the editor imports this module at
    start-up, and an English UI never needs it."""

    def __init__(
        self, pairs: list[tuple[str, str]], exact: Callable[[], dict[str, str]] | None = None
    ) -> None:
        self._pairs = pairs
        self._exact_source = exact
        self._cached = lru_cache(maxsize=4096)(self._translate)

    @cached_property
    def exact(self) -> dict[str, str]:
        """Texts without placeholders -> German."""
        found = dict(self._exact_source() if self._exact_source else {})
        for english, german in self._pairs:
            if "{" not in english:
                found.setdefault(english, german)
        return found

    @cached_property
    def rules(self) -> list[_Rule]:
        """The templates with placeholders, compiled, in table order."""
        return [_rule(english, german) for english, german in self._pairs if "{" in english]

    def translate(self, text: str) -> str | None:
        """German for an English text, or None when no rule covers it (or a part of it)."""
        return self._cached(text)

    def _translate(self, text: str, depth: int = 0) -> str | None:
        found = self.exact.get(text)
        if found is not None or depth > 6:
            return found
        for rule in self.rules:
            match = rule.pattern.fullmatch(text)
            if match is None:
                continue
            values = {}
            for name, kind in rule.kinds:
                value = match.group(name)
                if kind == "~":
                    value = self._translate(value, depth + 1)
                    if value is None:
                        break
                elif kind == "%":
                    value = value.replace(" or ", " oder ")
                elif kind == "&":
                    value = re.sub(r"\bline (\d+)", r"Zeile \1", value)
                elif kind == "note":
                    value = value.replace("(variant ", "(Variante ").replace("level ", "Level ")
                values[name] = value
            else:
                return rule.german.format_map(values)
        return None

    def covers(self, literal_parts: list[str]) -> bool:
        """Does some English template hold these literal parts in this order (source scans)?"""
        for english in [r.english for r in self.rules] + list(self.exact):
            position = 0
            for part in literal_parts:
                position = english.find(part, position)
                if position < 0:
                    break
                position += len(part)
            else:
                return True
        return False


# ----- refusal reasons (engine/placement.py, moves.py, stock.py, control.py, game.py, actions)
_REASONS: list[tuple[str, str]] = [
    # the game as a whole
    ("the game is over", "das Spiel ist zu Ende"),
    ("a message is waiting for an answer", "eine Meldung wartet auf eine Antwort"),
    ("no message is waiting for an answer", "keine Meldung wartet auf eine Antwort"),
    ("the message has {#n} button(s), not {#b}", "die Meldung hat {n} Schaltfläche(n), nicht {b}"),
    ("there is no move to undo", "es gibt keinen Zug zum Rückgängigmachen"),
    ("there is no move to redo", "es gibt keinen Zug zum Wiederherstellen"),
    ("no such field", "dieses Feld gibt es nicht"),
    ("no game", "kein Spiel geladen"),
    ("no card can go to an auto field", "keine Karte kann auf ein auto-Feld"),
    ("aborted", "abgebrochen"),
    ("an aktion refuses this move", "eine aktion verweigert diesen Zug"),
    ("an aktion blocks this move", "eine aktion blockiert diesen Zug"),
    ("{label} (line {#n}) blocks this move", "{label} (Zeile {n}) blockiert diesen Zug"),
    ("the session is {#s}, not paused", "die Sitzung ist {s}, nicht angehalten"),
    (
        "{label} (line {#n}): the {#kind} chain ran {#count} steps without ending "
        "(erfolg/misserfolg probably loop forever); the move was stopped",
        "{label} (Zeile {n}): die {kind}-Kette lief {count} Schritte ohne Ende "
        "(erfolg/misserfolg laufen wohl endlos im Kreis); der Zug wurde abgebrochen",
    ),
    (
        "{label} (line {#n}): the {#kind} chain came back to instruction {#iid} with nothing "
        "changed since its last visit (erfolg/misserfolg loop forever); the move was stopped",
        "{label} (Zeile {n}): die {kind}-Kette kam zu Anweisung {iid} zurück, ohne dass sich "
        "seit dem letzten Mal etwas geändert hat (erfolg/misserfolg laufen endlos im Kreis); "
        "der Zug wurde abgebrochen",
    ),
    # clicks
    (
        "a middle click does nothing by the regular rules",
        "ein Mittelklick bewirkt nach den regulären Regeln nichts",
    ),
    ("unknown mouse button {b}", "unbekannte Maustaste {b}"),
    ("no field with an auto tag takes {card}", "kein Feld mit auto-Tag nimmt {card} an"),
    (
        "{name} has nowhere to deal its top card (every ziel bedingung fails)",
        "{name} kann seine oberste Karte nirgendwohin geben (jede ziel-bedingung schlägt fehl)",
    ),
    (
        "{name} is empty and has no wiederholung: it cannot take its cards back",
        "{name} ist leer und hat keine wiederholung: es kann seine Karten nicht zurücknehmen",
    ),
    (
        "{name} may not take its cards back again: no wiederholung left",
        "{name} darf seine Karten nicht noch einmal zurücknehmen: keine wiederholung mehr übrig",
    ),
    (
        "{name} is empty and its quelle fields hold no cards",
        "{name} ist leer und seine quelle-Felder enthalten keine Karten",
    ),
    ("{name} has no cards left to deal", "{name} hat keine Karten mehr zum Geben"),
    (
        "the top card of {name} lies face down and aufdecken is {v}",
        "die oberste Karte von {name} liegt verdeckt und aufdecken ist {v}",
    ),
    (
        "clicking {name} does nothing by the regular rules",
        "ein Klick auf {name} bewirkt nach den regulären Regeln nichts",
    ),
    # taking cards
    ("at least one card must be moved", "mindestens eine Karte muss bewegt werden"),
    ("{name} holds only 1 card", "{name} enthält nur 1 Karte"),
    ("{name} holds only {#n} cards", "{name} enthält nur {n} Karten"),
    (
        "{name} shows its cards face down (sicht verdeckt): they cannot be taken",
        "{name} zeigt seine Karten verdeckt (sicht verdeckt): sie können nicht genommen werden",
    ),
    (
        "{name} deals its cards by clicking (ziel): they cannot be dragged",
        "{name} gibt seine Karten per Klick (ziel): sie können nicht gezogen werden",
    ),
    (
        "card {#k} from the top of {name} lies face down",
        "die {k}. Karte von oben auf {name} liegt verdeckt",
    ),
    (
        "{name} lets only single cards be moved (folgeschieb einzeln)",
        "von {name} dürfen nur einzelne Karten bewegt werden (folgeschieb einzeln)",
    ),
    (
        "the top {#n} cards of {name} do not form a run that may be moved ({how})",
        "die obersten {n} Karten von {name} bilden keine Folge, die bewegt werden darf ({how})",
    ),
    (
        "{name} is gesperrt: no card can be taken from it",
        "{name} ist gesperrt: davon kann keine Karte genommen werden",
    ),
    (
        "{name} is locked for taking cards from it: its sperre ({cond}, modus {#m}) on {ids} holds",
        "{name} ist zum Nehmen von Karten gesperrt: seine sperre ({cond}, modus {m}) auf {ids} "
        "greift",
    ),
    (
        "{name} is locked for putting cards on it: its sperre ({cond}, modus {#m}) on {ids} holds",
        "{name} ist zum Ablegen von Karten gesperrt: seine sperre ({cond}, modus {m}) auf {ids} "
        "greift",
    ),
    (
        "moving from {a} onto {b} is forbidden by a schiebsperre",
        "eine schiebsperre verbietet das Ziehen von {a} auf {b}",
    ),
    (
        "a stopp holds on {names}: resolve it first",
        "auf {names} gilt ein stopp: lösen Sie ihn zuerst auf",
    ),
    (
        "cards cannot be moved onto the field they come from",
        "Karten können nicht auf das Feld gezogen werden, von dem sie kommen",
    ),
    # putting cards
    ("{name} is not in play (hidden)", "{name} ist nicht im Spiel (verborgen)"),
    (
        "{name} takes no cards by hand: it has no max",
        "{name} nimmt von Hand keine Karten an: es hat kein max",
    ),
    ("{name} is full: max is {#n}", "{name} ist voll: max ist {n}"),
    (
        "{name} shows its cards face down (sicht verdeckt): nothing can be put on it",
        "{name} zeigt seine Karten verdeckt (sicht verdeckt): darauf kann nichts gelegt werden",
    ),
    (
        "no card can start {name}: it has no folgestart",
        "keine Karte kann {name} eröffnen: es hat kein folgestart",
    ),
    (
        "{card} cannot start {name}: folgestart is {v}",
        "{card} kann {name} nicht eröffnen: folgestart ist {v}",
    ),
    (
        "the top card of {name} lies face down and it has no blindstart",
        "die oberste Karte von {name} liegt verdeckt und das Feld hat kein blindstart",
    ),
    (
        "{card} cannot go on the face-down card of {name}: blindstart is {v}",
        "{card} passt nicht auf die verdeckte Karte von {name}: blindstart ist {v}",
    ),
    (
        "{name} began with {card}, which does not match folgestart {v} (bedingung {b}): "
        "nothing more may go on it",
        "{name} begann mit {card}, das nicht zu folgestart {v} (bedingung {b}) passt: darauf "
        "darf nichts mehr gelegt werden",
    ),
    (
        "nothing may go on {top} on {name}: folgeende is {r}",
        "auf {top} in {name} darf nichts mehr gelegt werden: folgeende ist {r}",
    ),
    (
        "{card} cannot go on {top}: with folgeende {r} building does not wrap between K and A",
        "{card} passt nicht auf {top}: mit folgeende {r} geht die Folge nicht von K zu A über",
    ),
    (
        "{card} cannot go on {top}: folgefarbe {#v} {~words}",
        "{card} passt nicht auf {top}: folgefarbe {v} {words}",
    ),
    (
        "{card} cannot go on {top}: folgewert {#v} {~words}",
        "{card} passt nicht auf {top}: folgewert {v} {words}",
    ),
    (
        "no value for the joker keeps the sequence on {name} consistent",
        "kein Wert für den Joker hält die Folge auf {name} stimmig",
    ),
    (
        "{below} cannot be slid under {above} on {name}: folgefarbe {f} / folgewert {w}",
        "{below} lässt sich auf {name} nicht unter {above} schieben: folgefarbe {f} / "
        "folgewert {w}",
    ),
    # what folgefarbe / folgewert ask for (engine/placement.py _FARBE_WORDS, _WERT_WORDS)
    ("needs the same suit", "verlangt dieselbe Farbe"),
    ("needs a different suit", "verlangt eine andere Farbe"),
    ("needs red and black to alternate", "verlangt abwechselnd Rot und Schwarz"),
    ("is unknown", "ist unbekannt"),
    ("needs the same value", "verlangt denselben Wert"),
    ("needs the next higher value", "verlangt den nächsthöheren Wert"),
    ("needs the next lower value", "verlangt den nächstniedrigeren Wert"),
    (
        "needs the next higher or lower value",
        "verlangt den nächsthöheren oder nächstniedrigeren Wert",
    ),
    (
        "needs the doubled value (A-2-4-8-3-6-D-B-9-5-10-7)",
        "verlangt den doppelten Wert (A-2-4-8-3-6-D-B-9-5-10-7)",
    ),
    ("needs the value {#n} steps higher", "verlangt den Wert {n} Stufen höher"),
    ("needs the value {#n} steps lower", "verlangt den Wert {n} Stufen niedriger"),
    ("is not a known value sequence", "ist keine bekannte Wertfolge"),
    # an action's name as the debugger shows it: `aktion 'pairs' (line 40)`
    ("{label} (line {#n})", "{label} (Zeile {n})"),
]

REASONS = Rules(_REASONS)
"""Refusal reasons (and the other texts the engine gives the play pane and the debugger)."""


# ----- lint and XSD problems (schema/validate.py, hints.py, lint rules, engine compile)
_PROBLEMS: list[tuple[str, str]] = [
    # reading the file (engine/xmlread.py, schema/hints.py, libxml2)
    (
        "file is {#n} bytes; game files may be at most {#m} bytes",
        "die Datei hat {n} Bytes; Spieldateien dürfen höchstens {m} Bytes groß sein",
    ),
    (
        "file contains NUL bytes: this is binary data, not a game file",
        "die Datei enthält NUL-Bytes: das sind Binärdaten, keine Spieldatei",
    ),
    (
        "DOCTYPE declarations are not allowed in game files (entities and DTDs are refused for "
        "safety)",
        "DOCTYPE-Deklarationen sind in Spieldateien nicht erlaubt (Entities und DTDs "
        "werden aus Sicherheitsgründen abgelehnt)",
    ),
    ("entity reference &{#name}; is not allowed", "die Entity-Referenz &{name}; ist nicht erlaubt"),
    ("file has more than {#n} elements", "die Datei hat mehr als {n} Elemente"),
    (
        "elements are nested more than {#n} levels deep",
        "die Elemente sind mehr als {n} Ebenen tief verschachtelt",
    ),
    ("cannot read file: {why}", "die Datei kann nicht gelesen werden: {why}"),
    ("cannot read test cases: {why}", "die Testfälle können nicht gelesen werden: {why}"),
    ("the file nests too deeply to check", "die Datei ist zu tief verschachtelt für die Prüfung"),
    ("checker failed: {why}", "die Prüfung ist fehlgeschlagen: {why}"),
    (
        "the end tag </{#t}< must end with '>': write </{#t}>",
        "das End-Tag </{t}< muss mit '>' enden: schreiben Sie </{t}>",
    ),
    (
        "<{#a}> is closed by </{#b}>: write </{#a}> (or open a <{#b}> first)",
        "<{a}> wird durch </{b}> geschlossen: schreiben Sie </{a}> (oder öffnen Sie vorher ein "
        "<{b}>)",
    ),
    (
        "there is a stray '>' after a start tag: delete the extra '>'",
        "nach einem Start-Tag steht ein überzähliges '>': löschen Sie es",
    ),
    (
        "something follows </spiel>: a game file has exactly one <spiel> element",
        "nach </spiel> folgt noch etwas: eine Spieldatei hat genau ein <spiel>-Element",
    ),
    (
        "the file ends before every tag is closed: check for a missing end tag",
        "die Datei endet, bevor alle Tags geschlossen sind: suchen Sie ein fehlendes End-Tag",
    ),
    (
        "attribute values need quotes: write x=\"2\", with no spaces around '='",
        "Attributwerte brauchen Anführungszeichen: schreiben Sie x=\"2\", ohne Leerzeichen um '='",
    ),
    (
        "this is not an XML game file (it should start with <spiel ...>)",
        "das ist keine XML-Spieldatei (sie sollte mit <spiel ...> beginnen)",
    ),
    (
        "the file is not valid UTF-8: save it as UTF-8, or declare its encoding, e.g. "
        '<?xml version="1.0" encoding="ISO-8859-1"?>',
        "die Datei ist kein gültiges UTF-8: speichern Sie sie als UTF-8 oder geben Sie ihre "
        'Kodierung an, z. B. <?xml version="1.0" encoding="ISO-8859-1"?>',
    ),
    ("a bare '&' must be written as &amp;", "ein einzelnes '&' muss als &amp; geschrieben werden"),
    (
        "DOCTYPE declarations (DTDs, entities) are refused for safety: delete the block",
        "DOCTYPE-Deklarationen (DTDs, Entities) werden aus Sicherheitsgründen abgelehnt: löschen "
        "Sie den Block",
    ),
    # libxml2's own words for the common slips
    ("Document is empty", "Das Dokument ist leer"),
    ("Start tag expected, '<' not found", "Start-Tag erwartet, '<' nicht gefunden"),
    ("Extra content at the end of the document", "Zusätzlicher Inhalt am Ende des Dokuments"),
    (
        "Opening and ending tag mismatch: {#a} line {#n} and {#b}",
        "Start- und End-Tag passen nicht zusammen: {a} in Zeile {n} und {b}",
    ),
    (
        "Premature end of data in tag {#t} line {#n}",
        "Vorzeitiges Ende der Daten im Tag {t} aus Zeile {n}",
    ),
    ("EndTag: '</' not found", "End-Tag: '</' nicht gefunden"),
    (
        "Couldn't find end of Start Tag {#t} line {#n}",
        "Ende des Start-Tags {t} aus Zeile {n} nicht gefunden",
    ),
    ("expected '>'", "'>' erwartet"),
    ("AttValue: \" or ' expected", "AttValue: \" oder ' erwartet"),
    ("attributes construct error", "Fehler im Aufbau der Attribute"),
    (
        "Specification mandates value for attribute {#a}",
        "Die Spezifikation verlangt einen Wert für das Attribut {a}",
    ),
    ("xmlParseEntityRef: no name", "xmlParseEntityRef: kein Name"),
    ("EntityRef: expecting ';'", "EntityRef: ';' erwartet"),
    ("Invalid bytes in character encoding", "Ungültige Bytes in der Zeichenkodierung"),
    ("Unsupported encoding: {x}", "Nicht unterstützte Kodierung: {x}"),
    (
        "Input is not proper UTF-8, indicate encoding !{rest}",
        "Die Eingabe ist kein korrektes UTF-8, bitte Kodierung angeben!{rest}",
    ),
    (
        "Excessive depth in document: {n}, use XML_PARSE_HUGE option",
        "Zu tiefe Verschachtelung im Dokument: {n} (Option XML_PARSE_HUGE)",
    ),
    ("StartTag: invalid element name", "Start-Tag: ungültiger Elementname"),
    (
        "Unescaped '<' not allowed in attributes values",
        "Ein '<' ohne Maskierung ist in Attributwerten nicht erlaubt",
    ),
    ("Comment not terminated", "Kommentar nicht abgeschlossen"),
    ("Attribute {#a} redefined", "Attribut {a} mehrfach angegeben"),
    ("Char 0x{#c} out of allowed range", "Zeichen 0x{c} außerhalb des erlaubten Bereichs"),
    # schema (XSD) findings of schema/validate.py
    (
        "the root element must be <spiel>, not <{t}>",
        "das Wurzelelement muss <spiel> sein, nicht <{t}>",
    ),
    ("<{#a}> holds only text, not <{#b}>", "<{a}> enthält nur Text, kein Element <{b}>"),
    (
        "<{#a}> may hold only tags, not text ({stray})",
        "<{a}> darf nur Tags enthalten, keinen Text ({stray})",
    ),
    (
        "delete the stray '>' after the start tag",
        "löschen Sie das überzählige '>' nach dem Start-Tag",
    ),
    (
        "move the text into <bemerkung> or a comment",
        "verschieben Sie den Text in <bemerkung> oder einen Kommentar",
    ),
    (
        "<{#t}> is not allowed inside <{#p}>; it belongs in {~where}",
        "<{t}> ist in <{p}> nicht erlaubt; es gehört in {where}",
    ),
    ("<spiel>", "<spiel>"),
    ("<feld>/<vorlage>", "<feld>/<vorlage>"),
    ("<regelwerk>", "<regelwerk>"),
    ("an action (<aktion>, <abschluss>, ...)", "eine Aktion (<aktion>, <abschluss>, ...)"),
    ("unknown tag <{#t}> inside <{#p}>", "unbekanntes Tag <{t}> in <{p}>"),
    ("<{#a}> has no attribute {#n}", "<{a}> hat kein Attribut {n}"),
    ("<{#a}> needs the attribute {#n} ({~what})", "<{a}> braucht das Attribut {n} ({what})"),
    (
        "<{#t} tag={q}> value {v} is not valid: expected {~what}",
        "<{t} tag={q}>: der Wert {v} ist ungültig; erwartet: {what}",
    ),
    ("{v} is not valid: expected {~what}", "{v} ist ungültig; erwartet: {what}"),
    (
        "{v} is not a known value ({known}); it is kept as written",
        "{v} ist kein bekannter Wert ({known}); er bleibt wie geschrieben",
    ),
    ("a whole number", "eine ganze Zahl"),
    ("text", "Text"),
    ("a suit", "eine Farbe"),
    ("one of {known}", "einer der Werte {known}"),
    # document level, variants and levels (schema/rules_refs.py)
    ("<spiel> has no <{#t}>; it is required", "<spiel> hat kein <{t}>; dieses Tag ist Pflicht"),
    ("add <{#t}> near the top", "fügen Sie <{t}> weit oben ein"),
    (
        "<{#t}> comes after tags that should follow it (recommended order: {order})",
        "<{t}> steht hinter Tags, die erst danach kommen sollten (empfohlene Reihenfolge: {order})",
    ),
    (
        "more than nine variants: this one and the ones after it are ignored",
        "mehr als neun Varianten: diese und alle folgenden werden ignoriert",
    ),
    ("variant id {v} is defined twice", "die Varianten-ID {v} ist zweimal definiert"),
    (
        "<regel id={v}> comes before the <regelwerk> that defines the variants",
        "<regel id={v}> steht vor dem <regelwerk>, das die Varianten definiert",
    ),
    ("move the <regelwerk> above it", "verschieben Sie das <regelwerk> davor"),
    (
        "<regel id={v}>: that variant comes after the ninth and is ignored, so this content "
        "never applies",
        "<regel id={v}>: diese Variante kommt nach der neunten und wird "
        "ignoriert, daher gilt dieser Inhalt nie",
    ),
    (
        "<regel id={v}>: the regelwerk defines no such variant, so this content never applies",
        "<regel id={v}>: das regelwerk definiert keine solche Variante, daher gilt dieser Inhalt "
        "nie",
    ),
    ("<level> needs ab, bis or both", "<level> braucht ab, bis oder beides"),
    ('e.g. <level ab="1">', 'z. B. <level ab="1">'),
    ("<level ab={#a} bis={#b}> is an empty range", "<level ab={a} bis={b}> ist ein leerer Bereich"),
    (
        "{#name}={#v} is above levelmax {#m}; levels run 0..{#n}",
        "{name}={v} liegt über levelmax {m}; die Level reichen von 0 bis {n}",
    ),
    # ids and references
    (
        "variant id {v} contains {bad}; ids may hold only letters a-z, A-Z and digits",
        "die Varianten-ID {v} enthält {bad}; IDs dürfen nur Buchstaben a-z, A-Z und Ziffern "
        "enthalten",
    ),
    (
        "vorlage id {v} contains {bad}; ids may hold only letters a-z, A-Z and digits",
        "die vorlage-ID {v} enthält {bad}; IDs dürfen nur Buchstaben a-z, A-Z und Ziffern "
        "enthalten",
    ),
    (
        "field id {v} contains {bad}; ids may hold only letters a-z, A-Z and digits",
        "die Feld-ID {v} enthält {bad}; IDs dürfen nur Buchstaben a-z, A-Z und Ziffern enthalten",
    ),
    (
        "action id {v} contains {bad}; ids may hold only letters a-z, A-Z and digits",
        "die Aktions-ID {v} enthält {bad}; IDs dürfen nur Buchstaben a-z, A-Z und Ziffern "
        "enthalten",
    ),
    ("use 'a plain name'", "verwenden Sie einen einfachen Namen"),
    ("vorlage id {v} is a built-in type name", "die vorlage-ID {v} ist ein eingebauter Typname"),
    (
        "vorlage {v} is defined twice (first on line {#n})",
        "die vorlage {v} ist zweimal definiert (zuerst in Zeile {n})",
    ),
    ("field id {v} is reserved for actions", "die Feld-ID {v} ist für Aktionen reserviert"),
    (
        "action id {v} is a continuation keyword and cannot be jumped to",
        "die Aktions-ID {v} ist ein Schlüsselwort für die Fortsetzung; dorthin kann nicht "
        "gesprungen werden",
    ),
    (
        "action id {v} is used twice (first on line {#n})",
        "die Aktions-ID {v} wird zweimal benutzt (zuerst in Zeile {n})",
    ),
    (
        'typ={v}: a vorlage built on stock does not work as a stock; only typ="stock" does',
        "typ={v}: eine vorlage auf Grundlage von stock funktioniert nicht als stock; das kann nur "
        'typ="stock"',
    ),
    (
        "typ={v} is neither a built-in type nor an earlier vorlage (it is defined later; move it "
        "up)",
        "typ={v} ist weder ein eingebauter Typ noch eine frühere vorlage (sie ist später "
        "definiert; verschieben Sie sie nach oben)",
    ),
    (
        "typ={v} is neither a built-in type nor an earlier vorlage; treated as stapel",
        "typ={v} ist weder ein eingebauter Typ noch eine frühere vorlage; wird als stapel "
        "behandelt",
    ),
    (
        "typ={v} is neither a built-in type nor an earlier vorlage",
        "typ={v} ist weder ein eingebauter Typ noch eine frühere vorlage",
    ),
    (
        "link {v} is defined twice in this field",
        "die Verknüpfung {v} ist in diesem Feld zweimal definiert",
    ),
    (
        "quelle={v} is defined later (or is this field), so it has no cards when this field is "
        "dealt",
        "quelle={v} wird später definiert (oder ist dieses Feld selbst) und hat daher "
        "keine Karten, wenn dieses Feld gegeben wird",
    ),
    ("deal from the stock or an earlier field", "geben Sie vom stock oder einem früheren Feld"),
    (
        "quelle={v} never receives cards before the deal, so nothing can be dealt from it",
        "quelle={v} erhält vor dem Geben nie Karten, daher kann davon nichts gegeben werden",
    ),
    (
        "tag={v} needs id= naming the {#kind} to use",
        "tag={v} braucht id= mit dem Namen der {kind}, die benutzt wird",
    ),
    ("no field defines a <{#kind} id={v}>", "kein Feld definiert ein <{kind} id={v}>"),
    (
        "{where} names field {v}, but no field has that id",
        "{where} nennt das Feld {v}, aber kein Feld hat diese ID",
    ),
    (
        '{where} follows link {v}, but no field defines <beziehung id="{w}">',
        '{where} folgt der Verknüpfung {v}, aber kein Feld definiert <beziehung id="{w}">',
    ),
    (
        '{where} follows link {v}, but field {f} has no <beziehung id="{w}">',
        '{where} folgt der Verknüpfung {v}, aber das Feld {f} hat kein <beziehung id="{w}">',
    ),
    # stock, layout, points, deals (schema/rules_layout.py)
    (
        'no field has typ="stock"{note}: the cards have nowhere to start',
        'kein Feld hat typ="stock"{note}: die Karten haben keinen Ausgangsort',
    ),
    ("add a stock as the first field", "fügen Sie als erstes Feld einen stock ein"),
    (
        "the stock is field {#n}{note}; it should be the first field",
        "der stock ist Feld {n}{note}; er sollte das erste Feld sein",
    ),
    ("the game has no cards at all{note}", "das Spiel hat überhaupt keine Karten{note}"),
    (
        "use <karten>52</karten> or add cards",
        "verwenden Sie <karten>52</karten> oder fügen Sie Karten hinzu",
    ),
    (
        "field {f} has building rules but no <max>: no card can be put there by hand",
        "das Feld {f} hat Anlegeregeln, aber kein <max>: dort kann von Hand keine Karte abgelegt "
        "werden",
    ),
    ("add <max>13</max> (or frei)", "fügen Sie <max>13</max> ein (oder frei)"),
    (
        "field {f} with {#n} fanned cards reaches {#a}, outside the window {#b}",
        "das Feld {f} mit {n} aufgefächerten Karten belegt {a} und ragt aus dem Fenster {b}",
    ),
    (
        "field {f} reaches {#a}, outside the window {#b}",
        "das Feld {f} belegt {a} und ragt aus dem Fenster {b}",
    ),
    (
        "move it, lower <max> or add <eng>",
        "verschieben Sie es, senken Sie <max> oder fügen Sie <eng> ein",
    ),
    (
        "field {f} at {#p} overlaps field {g} at {#q}",
        "das Feld {f} bei {p} überlappt das Feld {g} bei {q}",
    ),
    (
        "keep piles 4 units apart (6 when lying)",
        "halten Sie Stapel 4 Einheiten auseinander (6 bei liegenden Karten)",
    ),
    (
        "punktemax {#n} can never be reached{note}: the fields give at most {#m} points",
        "punktemax {n} ist nie erreichbar{note}: die Felder geben höchstens {m} Punkte",
    ),
    (
        "the starting deals need {#n} cards by field {f}, but the game has {#m}{note}",
        "das Geben zu Beginn braucht bis zum Feld {f} {n} Karten, aber das Spiel hat nur {m}{note}",
    ),
    # cards and the window (schema/rules_cards.py, engine/compile*.py)
    (
        "{v}: the offset after zufallswert must be 1..9",
        "{v}: der Abstand nach zufallswert muss 1..9 sein",
    ),
    ("use a step between 1 and 9", "verwenden Sie einen Abstand zwischen 1 und 9"),
    (
        "{v} is not a card: expected a suit (Karo, Herz, Pik, Kreuz), a rank (2..10, B, D, K, A), "
        "both, or frei",
        "{v} ist keine Karte: erwartet wird eine Farbe (Karo, Herz, Pik, Kreuz), "
        "ein Wert (2..10, B, D, K, A), beides oder frei",
    ),
    (
        "{v}: the card set has no such rank (it holds no cards)",
        "{v}: der Kartensatz hat keinen solchen Wert (er enthält keine Karten)",
    ),
    (
        "{v}: the card set has no such rank (it holds {#ranks})",
        "{v}: der Kartensatz hat keinen solchen Wert (er enthält {ranks})",
    ),
    (
        "kuerzel {v} is not an ASCII character; the type's letter is used instead",
        "kuerzel {v} ist kein ASCII-Zeichen; stattdessen wird der Buchstabe des Typs verwendet",
    ),
    (
        "wiederholung 1 allows one re-take: the cards are dealt twice in all",
        "wiederholung 1 erlaubt ein erneutes Aufnehmen: die Karten werden insgesamt zweimal "
        "gegeben",
    ),
    ("write 0 to deal only once", "schreiben Sie 0, um nur einmal zu geben"),
    (
        "fenster {#size} is outside the allowed 32x20 .. 120x60",
        "fenster {size} liegt außerhalb des erlaubten Bereichs 32x20 .. 120x60",
    ),
    (
        "fenster {#size} is outside 32x20 .. 120x60",
        "fenster {size} liegt außerhalb von 32x20 .. 120x60",
    ),
    (
        "fenster={v} must look like 40x30 (no spaces)",
        "fenster={v} muss wie 40x30 aussehen (ohne Leerzeichen)",
    ),
    (
        "<karten> {v} is not a card set: use 32, 52, a multiple (64, 96, 128, 104, 156, 208) or "
        "32xN / 52xN with N 0..4",
        "<karten> {v} ist kein Kartensatz: verwenden Sie 32, 52, ein "
        "Vielfaches (64, 96, 128, 104, 156, 208) oder 32xN / 52xN mit N 0..4",
    ),
    ("jokers cannot be removed with <sub>", "Joker können nicht mit <sub> entfernt werden"),
    ("<{#t}> needs a concrete card, not {v}", "<{t}> braucht eine bestimmte Karte, nicht {v}"),
    (
        'typ="familie" takes a suit or a rank, not both',
        'typ="familie" nimmt eine Farbe oder einen Wert, nicht beides',
    ),
    (
        'typ="einzel" needs a suit and a rank, e.g. "Herz 7"',
        'typ="einzel" braucht eine Farbe und einen Wert, z. B. "Herz 7"',
    ),
    (
        "adding {#n} card(s) would exceed {#m}; ignored",
        "{n} Karte(n) hinzuzufügen würde {m} überschreiten; ignoriert",
    ),
    (
        "no {#suit} card of that rank is left to remove; ignored",
        "es ist keine {suit}-Karte dieses Werts mehr zum Entfernen übrig; ignoriert",
    ),
    (
        "{#n} card(s) were added after the last stock and never enter play",
        "{n} Karte(n) wurden nach dem letzten stock hinzugefügt und kommen nie ins Spiel",
    ),
    (
        'the game has no field with typ="stock"; no cards can be dealt',
        'das Spiel hat kein Feld mit typ="stock"; es können keine Karten gegeben werden',
    ),
    (
        "unknown variant {v} (the file defines: {known})",
        "unbekannte Variante {v} (die Datei definiert: {known})",
    ),
    ("level {#n} is outside 0..{#m}", "Level {n} liegt außerhalb von 0..{m}"),
    (
        "<{#t}> is not a game-level tag; it is kept but ignored",
        "<{t}> ist kein Tag der Spielebene; es bleibt erhalten, wird aber ignoriert",
    ),
    (
        "<{#t}> is not a field tag; it is kept but ignored",
        "<{t}> ist kein Feld-Tag; es bleibt erhalten, wird aber ignoriert",
    ),
    ("<{#t}> appears again; the later one wins", "<{t}> kommt noch einmal vor; das spätere gilt"),
    (
        "<folgeende> needs a rank (2..10, B, D, K, A), not {v}",
        "<folgeende> braucht einen Wert (2..10, B, D, K, A), nicht {v}",
    ),
    ("<{#t}> value {v} is not one of: {known}", "<{t}>: der Wert {v} ist keiner von: {known}"),
    (
        "<{#k}> typ={v} is not valid here (expected {known})",
        "<{k}> typ={v} ist hier ungültig (erwartet: {known})",
    ),
    ("ruecknahme has no effect on <{#k}>", "ruecknahme wirkt nicht auf <{k}>"),
    (
        "<{#t}> is not an action instruction (expected one of {known})",
        "<{t}> ist keine Aktionsanweisung (erwartet wird eine von {known})",
    ),
    ("<{#t}> is not an action instruction", "<{t}> ist keine Aktionsanweisung"),
    ("level needs an ab or bis attribute", "level braucht ein Attribut ab oder bis"),
    ("<{#t}> needs a whole number, not {v}", "<{t}> braucht eine ganze Zahl, nicht {v}"),
    ("{#name}={v} is not a whole number", "{name}={v} ist keine ganze Zahl"),
    # actions (schema/rules_actions.py, rules_values.py)
    (
        "misserfolg cannot be wiederholung: a failed action would be retried forever",
        "misserfolg kann nicht wiederholung sein: eine gescheiterte Aktion würde endlos wiederholt",
    ),
    ("use naechste", "verwenden Sie naechste"),
    (
        "<{#t}> jumps to {v}, but no action has that id",
        "<{t}> springt zu {v}, aber keine Aktion hat diese ID",
    ),
    (
        "use anfang, naechste, ende or an existing action id",
        "verwenden Sie anfang, naechste, ende oder eine vorhandene Aktions-ID",
    ),
    (
        "misserfolg leads back to the same action: it fails again forever",
        "misserfolg führt zurück zur selben Aktion: sie scheitert endlos wieder",
    ),
    (
        "<{#tag}> {#word} comes back to this {#kind} through actions that change nothing: it "
        "takes the same way again and never ends",
        "<{tag}> {word} führt über Aktionen, die nichts ändern, zu diesem {kind}-Block zurück: "
        "er nimmt wieder denselben Weg und endet nie",
    ),
    (
        "jump to an action that changes something, or use ende",
        "springen Sie zu einer Aktion, die etwas ändert, oder verwenden Sie ende",
    ),
    (
        "after a failure the chain jumps back to the {#kind} on line {#n}; with nothing changed it "
        "can fail here again",
        "nach einem Misserfolg springt die Kette zurück zum {kind}-Block "
        "in Zeile {n}; da sich nichts geändert hat, kann sie hier wieder scheitern",
    ),
    (
        "this {#kind} has no condition and its erfolg leads back to it ({&lines}): it loops "
        "forever",
        "dieser {kind}-Block hat keine Bedingung und sein erfolg führt zu ihm zurück "
        "({lines}): er läuft endlos im Kreis",
    ),
    (
        "add a <bedingung> or end with <erfolg>ende</erfolg>",
        "fügen Sie eine <bedingung> ein oder enden Sie mit <erfolg>ende</erfolg>",
    ),
    (
        "this {#kind} never runs: the {#other} on line {#n} has no condition and always ends the "
        "chain first",
        "dieser {kind}-Block läuft nie: der {other}-Block in Zeile {n} hat keine "
        "Bedingung und beendet die Kette immer vorher",
    ),
    (
        "add a <bedingung> to the earlier action",
        "fügen Sie der früheren Aktion eine <bedingung> hinzu",
    ),
    (
        "legezahl/@legestapel has no value in a {kind}; only a move (typ legen) provides it",
        "legezahl/@legestapel hat hier keinen Wert ({kind}); nur ein Zug (typ legen) liefert ihn",
    ),
    (
        "this condition wants {#t} of {f} to be {v}, but line {#n} wants {w}: the action can never "
        "run",
        "diese Bedingung verlangt für {t} von {f} den Wert {v}, aber Zeile {n} verlangt "
        "{w}: die Aktion kann nie laufen",
    ),
    (
        "menu text {v} has {#n} characters; only the first 4 are shown",
        "der Menütext {v} hat {n} Zeichen; nur die ersten 4 werden angezeigt",
    ),
    (
        "{#n} buttons; a message box has at most 3",
        "{n} Schaltflächen; ein Meldungsfenster hat höchstens 3",
    ),
    (
        "{#n} lines; a message box shows at most 5",
        "{n} Zeilen; ein Meldungsfenster zeigt höchstens 5",
    ),
    (
        "<vergleich typ={t}> result {v} is not one of {known}",
        "<vergleich typ={t}>: das Ergebnis {v} ist keiner der Werte {known}",
    ),
    (
        "<vergleich typ={t}> needs a number to compare with, not {v}",
        "<vergleich typ={t}> braucht eine Zahl zum Vergleichen, nicht {v}",
    ),
    # the action interpreter's load problems (engine/actions/*), after the action's name
    ("{label} (line {#n}): {~what}", "{label} (Zeile {n}): {what}"),
    ("action: {~what}", "Aktion: {what}"),
    ("<{#t}>: {~what}", "<{t}>: {what}"),
    (
        "@legestapel is not a real field and cannot be used here",
        "@legestapel ist kein echtes Feld und kann hier nicht verwendet werden",
    ),
    ("@legestapel cannot be part of an id list", "@legestapel kann nicht Teil einer ID-Liste sein"),
    ("no field has the id {v}", "kein Feld hat die ID {v}"),
    ("no field defines a beziehung named {v}", "kein Feld definiert eine beziehung namens {v}"),
    ("no field given", "kein Feld angegeben"),
    ("<{#t}> needs the attribute {#a}", "<{t}> braucht das Attribut {a}"),
    ("@legestapel cannot be asked for {#t}", "@legestapel kann nicht nach {t} gefragt werden"),
    (
        "beziehung={r} needs a number or card; {#t} is text",
        "beziehung={r} braucht eine Zahl oder Karte; {t} ist Text",
    ),
    ("beziehung={r} needs a rank in the content", "beziehung={r} braucht einen Wert im Inhalt"),
    (
        "karte1/karte2 must be non-zero whole numbers",
        "karte1/karte2 müssen ganze Zahlen ungleich 0 sein",
    ),
    (
        "<vergleich typ={#t}> needs a number, not {v}",
        "<vergleich typ={t}> braucht eine Zahl, nicht {v}",
    ),
    (
        "{#t} is counted modulo 13: {#v} is outside 0..12",
        "{t} wird modulo 13 gezählt: {v} liegt außerhalb von 0..12",
    ),
    (
        "<vergleich typ={#t}> content {v} is not one of {known}",
        "<vergleich typ={t}>: der Inhalt {v} ist keiner der Werte {known}",
    ),
    (
        "animation={v} is not one of {known}; no animation",
        "animation={v} ist keiner der Werte {known}; keine Animation",
    ),
    (
        "<lege> takes one target; only {v} is used",
        "<lege> nimmt nur ein Ziel; nur {v} wird verwendet",
    ),
    ("<warte> needs milliseconds, not {v}", "<warte> braucht Millisekunden, nicht {v}"),
    ("tag={v} is not a queryable field property", "tag={v} ist keine abfragbare Feldeigenschaft"),
    ("tag={v} is not a changeable field property", "tag={v} ist keine änderbare Feldeigenschaft"),
    ("tag={#t} needs a whole number, not {v}", "tag={t} braucht eine ganze Zahl, nicht {v}"),
    ("{#t} cannot be changed", "{t} kann nicht geändert werden"),
    (
        "sortieren needs mischen or umdrehen (no tausch)",
        "sortieren braucht mischen oder umdrehen (kein tausch)",
    ),
    (
        "status needs offen or verdeckt (no tausch)",
        "status braucht offen oder verdeckt (kein tausch)",
    ),
    (
        "aenderung of {#t} needs id=... and aktiv or inaktiv (no tausch)",
        "aenderung von {t} braucht id=... und aktiv oder inaktiv (kein tausch)",
    ),
    ("aenderung of {#t} needs {~what}, not {v}", "aenderung von {t} braucht {what}, nicht {v}"),
    ("a card spec", "eine Kartenangabe"),
    ("a rank", "einen Wert"),
    ("a whole number, +n or -n", "eine ganze Zahl, +n oder -n"),
    ("a whole number, +n or -n or {%more}", "eine ganze Zahl, +n oder -n oder {more}"),
    (
        "{label} (line {#n}): misserfolg cannot be wiederholung (it would loop forever); "
        "naechste is used",
        "{label} (Zeile {n}): misserfolg kann nicht wiederholung sein (das "
        "liefe endlos im Kreis); naechste wird verwendet",
    ),
    (
        "{label} (line {#n}): {#tag} {v} is neither {%words} nor the id of an action of the same "
        "kind; {#default} is used",
        "{label} (Zeile {n}): {tag} {v} ist weder {words} noch die ID "
        "einer Aktion derselben Art; {default} wird verwendet",
    ),
    (
        "{v} must be a number, legezahl, offen or folge",
        "{v} muss eine Zahl, legezahl, offen oder folge sein",
    ),
    (
        "{v} must be a non-zero whole number or zufall",
        "{v} muss eine ganze Zahl ungleich 0 oder zufall sein",
    ),
    ("{v} must be a non-zero whole number", "{v} muss eine ganze Zahl ungleich 0 sein"),
    ("{v} must be {%words}", "{v} muss {words} sein"),
    ("{v} is not one of {known}", "{v} ist keiner der Werte {known}"),
    # general fix suggestions (last: the specific ones above win)
    ("did you mean {v}?", "meinten Sie {v}?"),
    ("use {v}", "verwenden Sie {v}"),
    ("{~a} or {~b}", "{a} oder {b}"),
]


def _vocabulary() -> dict[str, str]:
    """The vocabulary's English help texts -> German (`needs the attribute y (...)`, `expected
    ...` quote them without the final full stop)."""
    from schema.vocab import GROUPS, SPIEL
    from schema.vocab_types import TYPES

    items: list[tuple[str, str]] = [(t.en, t.de) for t in TYPES]
    for el in [SPIEL, *(el for group in GROUPS.values() for el in group)]:
        items.append((el.en, el.de))
        items.extend((a.en, a.de) for a in el.attrs)
    found: dict[str, str] = {}
    for en, de in items:
        found.setdefault(en.rstrip("."), de.rstrip("."))
    return found


PROBLEMS = Rules(_PROBLEMS, exact=_vocabulary)
"""Lint and XSD problem messages and their fix suggestions."""


# ----- the language and the public helpers ------------------------------------------------
def ui_language() -> str:
    """The editor's UI language ('de' or 'en'), as editor.i18n chose it."""
    try:
        from editor.i18n import current_language
    except ImportError:  # pragma: no cover - Qt missing: the engine's English
        return "en"
    return current_language()


def _german(language: str | None) -> bool:
    return (language or ui_language()) == "de"


def translate_reason(text: str) -> str | None:
    """German for an engine refusal reason, or None when no rule covers it."""
    return REASONS.translate(text)


def localize_reason(text: str | None, language: str | None = None) -> str:
    """A refusal reason (or other engine text of the play pane) in the UI language;
    unknown texts stay English."""
    if not text:
        return text or ""
    if not _german(language):
        return text
    return translate_reason(text) or PROBLEMS.translate(text) or text


def _split(text: str, fix: str | None) -> tuple[str, str | None]:
    """(message, fix) of a problem message that may carry its fix as `message; fix`."""
    if fix and text.endswith(f"; {fix}"):
        return text[: -len(fix) - 2], fix
    return text, None


def translate_message(text: str, fix: str | None = None) -> str | None:
    """German for a problem message (with its fix appended as `message; fix`), or None."""
    main, fix = _split(text, fix)
    german = PROBLEMS.translate(main)
    if fix is None or german is None:
        return german
    german_fix = PROBLEMS.translate(fix)
    return None if german_fix is None else f"{german}; {german_fix}"


def localize_message(text: str, fix: str | None = None, language: str | None = None) -> str:
    """A problem message in the UI language: the message and its fix part each stay English
    where no rule covers them."""
    if not _german(language) or not text:
        return text
    main, fix = _split(text, fix)
    german = PROBLEMS.translate(main) or main
    return german if fix is None else f"{german}; {PROBLEMS.translate(fix) or fix}"


def localize_fix(fix: str | None, language: str | None = None) -> str | None:
    """A problem's fix suggestion in the UI language."""
    if not fix or not _german(language):
        return fix
    return PROBLEMS.translate(fix) or fix


def localize_problem(problem: Problem, language: str | None = None) -> Problem:
    """A copy of the problem with message and fix in the UI language (code, place unchanged)."""
    if not _german(language):
        return problem
    return replace(
        problem,
        message=localize_message(problem.message, problem.fix, "de"),
        fix=localize_fix(problem.fix, "de"),
    )


def code_text(code: str, language: str | None = None) -> tuple[str, str] | None:
    """(what it means, example fix) of a problem code in the UI language, or None."""
    if _german(language) and code in CODES_DE:
        return CODES_DE[code]
    entry = CODES.get(code)
    return (entry.what, entry.fix) if entry is not None else None
