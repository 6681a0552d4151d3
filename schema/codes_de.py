"""German `what` and `fix` texts of every problem code (plain data; the editor shows them in a
German UI). schema/codes.py stays the English source and docs/lint-rules.md is built from it.

The format's own words (tags, attributes, values such as `folgewert`, `naechste`, `Herz 7`)
are German already and stay as they are.
"""

from __future__ import annotations

CODES_DE: dict[str, tuple[str, str]] = {
    # reading the file (well-formedness and safety)
    "xml-syntax": (
        "Die Datei ist kein wohlgeformtes XML.",
        "Schreiben Sie `</richtung>` statt `</richtung<`.",
    ),
    "xml-too-large": (
        "Die Datei überschreitet die Größengrenze oder hat zu viele Elemente.",
        "Teilen Sie die Datei auf; echte Spiele haben wenige Kilobyte.",
    ),
    "xml-too-deep": (
        "Die Elemente sind tiefer verschachtelt als erlaubt.",
        "Entfernen Sie die Verschachtelung.",
    ),
    "xml-binary": (
        "Die Datei enthält NUL-Bytes: Binärdaten, kein Spiel.",
        "Öffnen Sie die richtige Datei.",
    ),
    "xml-doctype": (
        "Ein DOCTYPE (DTD, Entities) ist vorhanden; aus Sicherheitsgründen abgelehnt.",
        "Löschen Sie den Block `<!DOCTYPE ...>`.",
    ),
    "xml-entity": (
        "Eine Entity-Referenz außer den fünf von XML wird benutzt.",
        "Schreiben Sie das Zeichen selbst.",
    ),
    "xml-encoding": (
        "Die Bytes passen nicht zur angegebenen oder voreingestellten Kodierung (UTF-8).",
        'Speichern Sie die Datei als UTF-8 oder geben Sie `encoding="ISO-8859-1"` an.',
    ),
    "io": ("Die Datei kann nicht gelesen werden.", "Prüfen Sie Pfad und Zugriffsrechte."),
    # schema (XSD) findings
    "xsd-root": ("Das Wurzelelement ist nicht `spiel`.", "Fassen Sie das Spiel in `<spiel>` ein."),
    "xsd-unknown-tag": (
        "Ein Tag, das das Format nicht kennt (oft ein Tippfehler).",
        "`<folgefarb>` -> `<folgefarbe>`.",
    ),
    "xsd-misplaced-tag": (
        "Ein bekanntes Tag an einer Stelle, an der es nicht erlaubt ist.",
        "Verschieben Sie `<max>` aus der `aktion` in das `feld`.",
    ),
    "xsd-unknown-attribute": (
        "Ein Attribut, das das Element nicht hat.",
        '`<lege anzahl="2">` -> `anz="2"`.',
    ),
    "xsd-missing-attribute": ("Ein Pflichtattribut fehlt.", 'Ergänzen Sie `y="10"` am `feld`.'),
    "xsd-bad-value": (
        "Ein Wert außerhalb der erlaubten Liste, des Musters oder des Bereichs.",
        "`<folgefarbe>wechsle</folgefarbe>` -> `wechsel`.",
    ),
    "xsd-text": (
        "Text in einem Element, das nur andere Elemente enthält.",
        "Verschieben Sie den Text in `<bemerkung>` oder einen Kommentar.",
    ),
    "xsd-other": (
        "Ein anderer Befund der Schemaprüfung (von libxml2 gemeldet).",
        "Lesen Sie die Meldung; vergleichen Sie mit der Referenz.",
    ),
    # document level
    "missing-tag": (
        "Ein Pflicht-Tag der obersten Ebene (programm, version, karten) fehlt.",
        "Ergänzen Sie `<karten>52</karten>`.",
    ),
    "tag-order": (
        "Die Tags der obersten Ebene stehen nicht in der empfohlenen Reihenfolge.",
        "Stellen Sie `karten` vor die Felder.",
    ),
    "window-range": (
        "Die Fenstergröße liegt außerhalb von 32x20 .. 120x60.",
        '`fenster="30x18"` -> `fenster="32x20"`.',
    ),
    "unknown-value": (
        "Ein Wert einer offenen (rekonstruierten) Liste, der nicht bekannt ist; er "
        "bleibt wie geschrieben.",
        "`<folgeschieb>farbig</folgeschieb>` -> `farbe`.",
    ),
    # variants and levels
    "unknown-variant": (
        "Ein `regel`-Bereich nennt eine Variante, die das `regelwerk` nicht hat.",
        "Verwenden Sie eine ID aus dem regelwerk oder ergänzen Sie die Variante dort.",
    ),
    "too-many-variants": (
        "Mehr als neun Varianten; die übrigen werden ignoriert.",
        "Entfernen oder vereinen Sie Varianten.",
    ),
    "regel-before-regelwerk": (
        "Ein `regel`-Bereich steht vor dem `regelwerk`.",
        "Verschieben Sie das `regelwerk` nach oben, direkt hinter `anleitung`.",
    ),
    "duplicate-variant": ("Zwei Varianten haben dieselbe ID.", "Benennen Sie eine davon um."),
    "level-bounds": (
        "Ein `level`-Bereich hat weder `ab` noch `bis`, oder ab > bis.",
        '`<level ab="2">`.',
    ),
    "level-range": (
        "Eine `level`-Grenze liegt außerhalb von 0..levelmax, daher gilt ein Teil davon nie.",
        "Erhöhen Sie `levelmax` oder senken Sie die Grenze.",
    ),
    # ids and references
    "bad-id": (
        "Eine ID enthält andere Zeichen als Buchstaben und Ziffern.",
        '`id="g_1"` -> `id="g1"`.',
    ),
    "reserved-id": (
        "Eine reservierte ID: ein eingebauter Typname als vorlage-ID, oder "
        "quelle/ziel als Feld-ID.",
        '`<vorlage id="grund">` -> `id="haus"`.',
    ),
    "duplicate-template": (
        "Zwei Vorlagen haben dieselbe ID; Felder können sie nicht unterscheiden.",
        "Benennen Sie die zweite vorlage um.",
    ),
    "duplicate-action": (
        "Zwei Aktionen haben dieselbe ID; Sprünge dorthin sind mehrdeutig.",
        "Benennen Sie eine Aktions-ID um.",
    ),
    "duplicate-link": (
        "Ein Feld definiert denselben `beziehung`-Namen zweimal.",
        "Behalten Sie eine Verknüpfung pro Name.",
    ),
    "unknown-field": ("Eine Feld-ID, die kein Feld hat.", "`<ziel>abwruf</ziel>` -> `abwurf`."),
    "unknown-link": (
        "Eine Kette `id#link` benutzt eine Verknüpfung, die das Feld nicht definiert.",
        'Ergänzen Sie `<beziehung id="vorher">...` am Feld.',
    ),
    "unknown-lock": (
        "Eine Aktion schaltet eine sperre/schiebsperre/anzeige-ID, die kein Feld definiert.",
        "Geben Sie der `sperre` die ID, die die Aktion benutzt.",
    ),
    "unknown-type": (
        "`typ` ist weder ein eingebauter Typ noch eine frühere vorlage.",
        "Definieren Sie die vorlage vor dem Feld oder beheben Sie den Tippfehler.",
    ),
    "lege-later": (
        "Ein Start-`lege` gibt von einem später definierten Feld (oder von sich "
        "selbst), das noch keine Karten hat.",
        "Geben Sie vom stock oder einem früheren Feld.",
    ),
    "lege-no-cards": (
        "Ein Start-`lege` gibt von einem Feld, das zu diesem Zeitpunkt nie Karten hat.",
        "Geben Sie vom stock.",
    ),
    # stock
    "no-stock": (
        'Kein Feld hat `typ="stock"`; die Karten haben keinen Ausgangsort.',
        'Ergänzen Sie zuerst `<feld id="stock" x="-1" y="-1" typ="stock"/>`.',
    ),
    "stock-not-first": (
        "Der stock ist nicht das erste Feld.",
        "Verschieben Sie das stock-Feld nach oben.",
    ),
    "stock-template": (
        "`stock` ist die Grundlage einer vorlage (oder die vorlage eines Feldes "
        "leitet sich von stock ab); solche Felder funktionieren nicht als stock.",
        'Geben Sie dem Feld direkt `typ="stock"`.',
    ),
    # cards
    "bad-karten": ("`karten` ist kein möglicher Kartensatz.", "`<karten>52x2</karten>`."),
    "empty-deck": (
        "Der Kartensatz ist leer und es wird nichts hinzugefügt.",
        "Fügen Sie Karten mit `<add>` hinzu oder verwenden Sie `52`.",
    ),
    "too-many-cards": (
        "Karten über 208 hinaus werden hinzugefügt; die übrigen werden ignoriert.",
        "Entfernen Sie das `add`.",
    ),
    "bad-card": ("Eine Kartenangabe, die das Format nicht versteht.", "`Hertz 7` -> `Herz 7`."),
    "random-offset": (
        "`zufallswert+N`/`-N` mit N außerhalb von 1..9.",
        "`zufallswert+12` -> `zufallswert-1`.",
    ),
    "rank-not-in-set": (
        "Eine Kartenangabe nennt einen Wert, den der Kartensatz nicht enthält.",
        "In einem Satz mit 32 Karten verwenden Sie die Werte 7..A.",
    ),
    "overdeal": (
        "Die Start-`lege`-Tags verlangen mehr Karten, als das Spiel hat.",
        "Senken Sie `anz`.",
    ),
    # fields and layout
    "max-missing": (
        "Anlegeregeln auf einem Feld ohne `max`: dort kann von Hand keine Karte abgelegt werden.",
        "Ergänzen Sie `<max>13</max>`.",
    ),
    "off-window": (
        "Ein Feld (mit seinen aufgefächerten Karten) ragt über das Fenster hinaus.",
        "Verschieben Sie es, senken Sie `max` oder ergänzen Sie `<eng>`.",
    ),
    "overlap": (
        "Zwei sichtbare Felder überlappen sich.",
        "Verschieben Sie ein Feld um 4 oder mehr Einheiten.",
    ),
    "punktemax-unreachable": (
        "`punktemax` ist größer als die Punkte, die die Felder geben können.",
        "Senken Sie `punktemax` auf die erreichbare Summe.",
    ),
    "bad-kuerzel": (
        "`kuerzel` ist kein einzelnes ASCII-Zeichen (32..127); es wird ignoriert.",
        '`kuerzel="G"`.',
    ),
    "wiederholung-one": (
        "`wiederholung 1` erlaubt ein erneutes Aufnehmen, also zwei Durchgänge.",
        "Für einen einzigen Durchgang schreiben Sie `<wiederholung>0</wiederholung>`.",
    ),
    # actions
    "unknown-action": (
        "`erfolg`/`misserfolg` springt zu einer Aktions-ID, die es nicht gibt.",
        "Verwenden Sie eine vorhandene Aktions-ID oder ein Schlüsselwort.",
    ),
    "misserfolg-wiederholung": (
        "`misserfolg wiederholung` würde eine scheiternde Aktion endlos "
        "wiederholen; das Format verbietet es.",
        "Verwenden Sie `naechste`.",
    ),
    "action-never-runs": (
        "Eine Aktion kann nie laufen (verdeckt von einer bedingungslosen Aktion "
        "davor, oder widersprüchliche Bedingungen).",
        "Ergänzen Sie Bedingungen an der früheren Aktion oder entfernen Sie diese.",
    ),
    "action-loops": (
        "Eine Aktionskette wiederholt sich ohne eine Bedingung, die sie beenden könnte.",
        "Ergänzen Sie eine `bedingung` oder verwenden Sie `erfolg naechste`.",
    ),
    "jump-loops-unchanged": (
        "Ein erfolg/misserfolg-Sprung führt über Aktionen, die nichts ändern, zu seiner "
        "Aktion zurück; die Kette wiederholt sich endlos (der Interpreter bricht sie als "
        "action-loop ab).",
        "Springen Sie zu einer Aktion, die etwas ändert, oder beenden Sie die Kette mit `ende`.",
    ),
    "action-may-loop": (
        "Nach einem Misserfolg springt die Kette zurück; da sich nichts geändert "
        "hat, scheitert sie wieder.",
        "Springen Sie nach vorn oder verwenden Sie `naechste`.",
    ),
    "action-bad-pick": (
        "Der aufgenommene Stapel `@legestapel` kann diese Frage nicht beantworten "
        "(der Aktionsinterpreter lehnt sie beim Laden des Spiels ab).",
        "Fragen Sie stattdessen `quelle` oder verwenden Sie `kartenzahl`/`karte`/`legbar`.",
    ),
    "action-bad-relation": (
        "Eine `beziehung` vergleicht eine Eigenschaft, die Text ist, keine "
        "Zahl oder Karte; die Bedingung schlägt immer fehl.",
        "Lassen Sie `beziehung` weg oder prüfen Sie eine Zahleneigenschaft.",
    ),
    "action-read-only": (
        "`aenderung` will eine Eigenschaft ändern, die nur gelesen werden kann "
        "(`id`, `kartenzahl`, `legezahl`, `karte` ...).",
        "Ändern Sie eine andere Eigenschaft oder bewegen Sie Karten mit `lege`.",
    ),
    "action-one-target": (
        "Diese Anweisung nimmt genau ein Zielfeld.",
        "Nennen Sie ein einzelnes Feld.",
    ),
    "action-bad-value": (
        "Der Aktionsinterpreter kann diesen Wert nicht verwenden; die Anweisung "
        "wird beim Spielen ignoriert.",
        "Verwenden Sie einen Wert aus der Formatreferenz.",
    ),
    "legezahl-outside-legen": (
        "`legezahl`/`@legestapel` gibt es nur in `legen`-Aktionen.",
        'Verwenden Sie es in `aktion typ="legen"`.',
    ),
    "bad-action-value": (
        "Ein Wert in einer Aktion, der nicht zu der geprüften oder geänderten "
        "Eigenschaft passt, oder ein vergleich-Ergebnis, das nicht zu seinem typ "
        "passt.",
        '`<bedingung tag="status">verdekt</bedingung>` -> `verdeckt`.',
    ),
    "menu-too-long": (
        'Der Text von `setze id="menu"` ist länger als 4 Zeichen; der Rest wird abgeschnitten.',
        "`AUTO`.",
    ),
    "meldung-buttons": (
        "Eine `meldung` hat mehr als 3 Schaltflächen.",
        "Verwenden Sie höchstens 3 Antworten.",
    ),
    "meldung-lines": ("Eine `meldung` hat mehr als 5 Zeilen.", "Kürzen Sie die Meldung."),
    # findings of the game compiler that lint passes on
    "cards-in-memory": (
        "Karten, die nach dem letzten stock hinzugefügt werden, kommen nie ins Spiel.",
        "Stellen Sie das `add` vor das stock-Feld.",
    ),
    "sub-absent": (
        "Ein `sub` entfernt eine Karte, die nicht im Satz ist; ignoriert.",
        "Entfernen Sie das `sub`.",
    ),
    "bad-familie": ('`typ="familie"` mit Farbe und Wert zugleich.', "`Herz` oder `D`."),
    "bad-einzel": ('`typ="einzel"` ohne Farbe und Wert zugleich.', "`Herz 7`."),
    "sub-joker": ("Joker können nicht mit `sub` entfernt werden.", "Entfernen Sie das `sub`."),
}
"""code -> (what it means, example fix), German; the same keys as schema.codes.CODES."""
