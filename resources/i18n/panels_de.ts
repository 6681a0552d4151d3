<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <location filename="../../editor/analysis/__init__.py" line="53"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
</context>
<context>
    <name>AnalysisDialog</name>
    <message>
        <location filename="../../editor/analysis/__init__.py" line="59"/>
        <source>Analyze &amp;Balance...</source>
        <translation>&amp;Balance analysieren...</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/dialog.py" line="51"/>
        <source>Analyze Balance — %1</source>
        <translation>Balance analysieren — %1</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/dialog.py" line="90"/>
        <source>&amp;Player:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/dialog.py" line="91"/>
        <source>&amp;Deals:</source>
        <translation>&amp;Spiele:</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/dialog.py" line="92"/>
        <source>&amp;First seed:</source>
        <translation>&amp;Erster Seed:</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/dialog.py" line="103"/>
        <source>Solver sees face-down cards</source>
        <translation>Solver sieht verdeckte Karten</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/dialog.py" line="106"/>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/dialog.py" line="107"/>
        <source>&amp;Level:</source>
        <translation>&amp;Level:</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/dialog.py" line="108"/>
        <source>Solver &amp;limit per deal:</source>
        <translation>Solver-&amp;Limit pro Spiel:</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/dialog.py" line="119"/>
        <source>&amp;Run</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/dialog.py" line="123"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/dialog.py" line="126"/>
        <source>Export &amp;HTML...</source>
        <translation>Als &amp;HTML exportieren...</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/dialog.py" line="129"/>
        <source>Export &amp;PNG...</source>
        <translation>Als &amp;PNG exportieren...</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/dialog.py" line="132"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/dialog.py" line="152"/>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/dialog.py" line="191"/>
        <source>Playing %1 deals...</source>
        <translation>Spiele %1 Partien...</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/dialog.py" line="200"/>
        <source>Cancelling...</source>
        <translation>Wird abgebrochen...</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/dialog.py" line="219"/>
        <source>Export as HTML</source>
        <translation>Als HTML exportieren</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/dialog.py" line="221"/>
        <source>HTML files (*.html)</source>
        <translation>HTML-Dateien (*.html)</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/dialog.py" line="226"/>
        <source>Export as PNG</source>
        <translation>Als PNG exportieren</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/dialog.py" line="228"/>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/dialog.py" line="232"/>
        <source>Exported to %1</source>
        <translation>Exportiert nach %1</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/dialog.py" line="274"/>
        <source>%1 of %2 deals, about %3 s left</source>
        <translation>%1 von %2 Spielen, noch etwa %3 s</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/dialog.py" line="284"/>
        <source>Cancelled after %1 of %2 deals.</source>
        <translation>Abgebrochen nach %1 von %2 Spielen.</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/dialog.py" line="290"/>
        <source>Done: %1 deals in %2 s.</source>
        <translation>Fertig: %1 Spiele in %2 s.</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/dialog.py" line="298"/>
        <source>The analysis failed: %1</source>
        <translation>Die Analyse ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/export.py" line="62"/>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/parts.py" line="58"/>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/parts.py" line="59"/>
        <source>Greedy</source>
        <translation>Gierig</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/parts.py" line="60"/>
        <source>Solver</source>
        <translation>Solver</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="56"/>
        <source>Rates with 95% confidence interval</source>
        <translation>Raten mit 95-%-Konfidenzintervall</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="59"/>
        <location filename="../../editor/analysis/view.py" line="126"/>
        <location filename="../../editor/analysis/view.py" line="216"/>
        <location filename="../../editor/analysis/view.py" line="254"/>
        <source>Moves per game</source>
        <translation>Züge pro Spiel</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="61"/>
        <location filename="../../editor/analysis/view.py" line="127"/>
        <location filename="../../editor/analysis/view.py" line="228"/>
        <source>Time per deal</source>
        <translation>Zeit pro Spiel</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="71"/>
        <source>Typical dead end</source>
        <translation>Typische Sackgasse</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="72"/>
        <location filename="../../editor/analysis/view.py" line="79"/>
        <source>Deals</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="73"/>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="79"/>
        <location filename="../../editor/analysis/view.py" line="94"/>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="85"/>
        <source>Action never fired</source>
        <translation>Nie ausgelöste Aktion</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="86"/>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="87"/>
        <source>Checked in</source>
        <translation>Geprüft in</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="95"/>
        <source>Never received</source>
        <translation>Nie Karte erhalten</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="96"/>
        <source>Never gave</source>
        <translation>Nie Karte abgegeben</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="101"/>
        <source>Typical dead ends</source>
        <translation>Typische Sackgassen</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="102"/>
        <source>A needed card was buried in</source>
        <translation>Eine benötigte Karte lag verdeckt in</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="103"/>
        <source>Action coverage</source>
        <translation>Aktionsabdeckung</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="104"/>
        <source>Field coverage</source>
        <translation>Feldabdeckung</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="119"/>
        <source>No analysis yet</source>
        <translation>Noch keine Analyse</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="121"/>
        <source>Choose a player and the number of deals, then press Run.</source>
        <translation>Spieler und Anzahl der Spiele wählen, dann Starten drücken.</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="133"/>
        <location filename="../../editor/analysis/view.py" line="222"/>
        <location filename="../../editor/analysis/view.py" line="286"/>
        <source>No data</source>
        <translation>Keine Daten</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="146"/>
        <source>Balance of %1</source>
        <translation>Balance von %1</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="155"/>
        <source>Player: %1</source>
        <translation>Spieler: %1</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="157"/>
        <source>(sees face-down cards)</source>
        <translation>(sieht verdeckte Karten)</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="161"/>
        <source>seeds %1 to %2</source>
        <translation>Seeds %1 bis %2</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="164"/>
        <source>variant: %1</source>
        <translation>Variante: %1</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="165"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="167"/>
        <source>level %1</source>
        <translation>Level %1</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="171"/>
        <source>cancelled after %1 of %2 deals</source>
        <translation>abgebrochen nach %1 von %2 Spielen</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="124"/>
        <location filename="../../editor/analysis/view.py" line="180"/>
        <location filename="../../editor/analysis/view.py" line="241"/>
        <source>Win rate</source>
        <translation>Gewinnrate</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="182"/>
        <source>95% CI %1–%2, %3 of %4 deals</source>
        <translation>95-%-KI %1–%2, %3 von %4 Spielen</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="125"/>
        <location filename="../../editor/analysis/view.py" line="193"/>
        <location filename="../../editor/analysis/view.py" line="208"/>
        <source>Solvable rate</source>
        <translation>Lösbarkeitsrate</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="195"/>
        <source>95% CI %1–%2; %3 solved, %4 unsolvable, %5 unknown</source>
        <translation>95-%-KI %1–%2; %3 gelöst, %4 unlösbar, %5 unbekannt</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="210"/>
        <source>run the solver to find out</source>
        <translation>mit dem Solver ermitteln</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="218"/>
        <source>median; mean %1, max %2</source>
        <translation>Median; Mittel %1, Max. %2</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="230"/>
        <source>median; total %1</source>
        <translation>Median; gesamt %1</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="245"/>
        <source>Solvable</source>
        <translation>Lösbar</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="252"/>
        <source>Moves per solved game</source>
        <translation>Züge pro gelöstem Spiel</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="256"/>
        <source>moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="257"/>
        <source>games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="261"/>
        <source>deals</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="264"/>
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="267"/>
        <source>milliseconds</source>
        <translation>Millisekunden</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="279"/>
        <location filename="../../editor/analysis/view.py" line="284"/>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="292"/>
        <source>The game has no actions</source>
        <translation>Das Spiel hat keine Aktionen</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="294"/>
        <source>Every action fired</source>
        <translation>Jede Aktion wurde ausgelöst</translation>
    </message>
    <message>
        <location filename="../../editor/analysis/view.py" line="309"/>
        <source>Every field received and gave cards</source>
        <translation>Jedes Feld hat Karten erhalten und abgegeben</translation>
    </message>
</context>
<context>
    <name>CardPicker</name>
    <message>
        <location filename="../../editor/properties/card_picker.py" line="51"/>
        <source>(any suit)</source>
        <translation>(jede Farbe)</translation>
    </message>
    <message>
        <location filename="../../editor/properties/card_picker.py" line="57"/>
        <source>frei (any card)</source>
        <translation>frei (jede Karte)</translation>
    </message>
    <message>
        <location filename="../../editor/properties/card_picker.py" line="60"/>
        <source>(any rank)</source>
        <translation>(jeder Wert)</translation>
    </message>
    <message>
        <location filename="../../editor/properties/card_picker.py" line="67"/>
        <source>zufallswert+N / zufallswert-N (N 1..9)</source>
        <translation>zufallswert+N / zufallswert-N (N 1..9)</translation>
    </message>
</context>
<context>
    <name>DebuggerPanel</name>
    <message>
        <location filename="../../editor/debugger/__init__.py" line="16"/>
        <source>Debugger</source>
        <translation>Debugger</translation>
    </message>
    <message>
        <location filename="../../editor/debugger/panel.py" line="44"/>
        <source>Debug moves</source>
        <translation>Züge debuggen</translation>
    </message>
    <message>
        <location filename="../../editor/debugger/panel.py" line="47"/>
        <source>Stop at every move</source>
        <translation>Bei jedem Zug anhalten</translation>
    </message>
    <message>
        <location filename="../../editor/debugger/panel.py" line="56"/>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location filename="../../editor/debugger/panel.py" line="57"/>
        <source>Step over</source>
        <translation>Überspringen</translation>
    </message>
    <message>
        <location filename="../../editor/debugger/panel.py" line="58"/>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../../editor/debugger/panel.py" line="59"/>
        <location filename="../../editor/debugger/panel.py" line="92"/>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <location filename="../../editor/debugger/panel.py" line="60"/>
        <source>Export trace...</source>
        <translation>Ablauf exportieren...</translation>
    </message>
    <message>
        <location filename="../../editor/debugger/panel.py" line="74"/>
        <source>Not debugging. Tick &quot;Debug moves&quot;, set breakpoints in the action flow or the source gutter, then play.</source>
        <translation>Kein Debugging aktiv. „Züge debuggen“ ankreuzen, Haltepunkte im Aktionsablauf oder am Quelltextrand setzen, dann spielen.</translation>
    </message>
    <message>
        <location filename="../../editor/debugger/panel.py" line="89"/>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <location filename="../../editor/debugger/panel.py" line="90"/>
        <source>Cards (bottom to top)</source>
        <translation>Karten (von unten nach oben)</translation>
    </message>
    <message>
        <location filename="../../editor/debugger/panel.py" line="99"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../editor/debugger/panel.py" line="99"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../../editor/debugger/panel.py" line="105"/>
        <source>Trace</source>
        <translation>Ablauf</translation>
    </message>
    <message>
        <location filename="../../editor/debugger/panel.py" line="106"/>
        <source>Fields</source>
        <translation>Felder</translation>
    </message>
    <message>
        <location filename="../../editor/debugger/panel.py" line="107"/>
        <source>Variables</source>
        <translation>Variablen</translation>
    </message>
    <message>
        <location filename="../../editor/debugger/panel.py" line="108"/>
        <source>Breakpoints</source>
        <translation>Haltepunkte</translation>
    </message>
    <message>
        <location filename="../../editor/debugger/panel.py" line="177"/>
        <source>line {0}</source>
        <translation>Zeile {0}</translation>
    </message>
    <message>
        <location filename="../../editor/debugger/panel.py" line="234"/>
        <source>The move was refused: {0}</source>
        <translation>Der Zug wurde abgelehnt: {0}</translation>
    </message>
    <message>
        <location filename="../../editor/debugger/panel.py" line="239"/>
        <source>The move finished.</source>
        <translation>Der Zug ist beendet.</translation>
    </message>
    <message>
        <location filename="../../editor/debugger/panel.py" line="247"/>
        <source>paused</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <location filename="../../editor/debugger/panel.py" line="248"/>
        <source>waiting for an answer</source>
        <translation>Wartet auf eine Antwort</translation>
    </message>
    <message>
        <location filename="../../editor/debugger/panel.py" line="251"/>
        <source>{0} in {1} — next: {2} (line {3}), {4} steps run</source>
        <translation>{0} in {1} — als Nächstes: {2} (Zeile {3}), {4} Schritte ausgeführt</translation>
    </message>
    <message>
        <location filename="../../editor/debugger/panel.py" line="254"/>
        <source>(entering the action)</source>
        <translation>(Aktion wird betreten)</translation>
    </message>
    <message>
        <location filename="../../editor/debugger/panel.py" line="321"/>
        <source>Export trace</source>
        <translation>Ablauf exportieren</translation>
    </message>
    <message>
        <location filename="../../editor/debugger/panel.py" line="323"/>
        <source>Text files (*.txt)</source>
        <translation>Textdateien (*.txt)</translation>
    </message>
</context>
<context>
    <name>FieldPalette</name>
    <message>
        <location filename="../../editor/palette.py" line="82"/>
        <source>Create template from selected field</source>
        <translation>Vorlage aus ausgewähltem Feld erstellen</translation>
    </message>
    <message>
        <location filename="../../editor/palette.py" line="108"/>
        <source>Stock</source>
        <translation>Stock</translation>
    </message>
    <message>
        <location filename="../../editor/palette.py" line="109"/>
        <source>Waste</source>
        <translation>Abwurf</translation>
    </message>
    <message>
        <location filename="../../editor/palette.py" line="110"/>
        <source>Foundation</source>
        <translation>Grundstapel</translation>
    </message>
    <message>
        <location filename="../../editor/palette.py" line="111"/>
        <source>Helper pile</source>
        <translation>Hilfsstapel</translation>
    </message>
    <message>
        <location filename="../../editor/palette.py" line="112"/>
        <source>Cell</source>
        <translation>Keller</translation>
    </message>
    <message>
        <location filename="../../editor/palette.py" line="113"/>
        <source>Reserve</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <location filename="../../editor/palette.py" line="114"/>
        <source>Tableau pile</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <location filename="../../editor/palette.py" line="124"/>
        <source>{name} – template ({base})</source>
        <translation>{name} – Vorlage ({base})</translation>
    </message>
    <message>
        <location filename="../../editor/palette.py" line="132"/>
        <source>Drag onto the canvas or double-click to add a field</source>
        <translation>Auf die Fläche ziehen oder doppelklicken, um ein Feld hinzuzufügen</translation>
    </message>
</context>
<context>
    <name>FlowEditor</name>
    <message>
        <location filename="../../editor/flow/__init__.py" line="16"/>
        <source>Action flow</source>
        <translation>Aktionsablauf</translation>
    </message>
    <message>
        <location filename="../../editor/flow/editor.py" line="88"/>
        <source>Add action</source>
        <translation>Aktion hinzufügen</translation>
    </message>
    <message>
        <location filename="../../editor/flow/editor.py" line="92"/>
        <source>Add row</source>
        <translation>Zeile hinzufügen</translation>
    </message>
    <message>
        <location filename="../../editor/flow/editor.py" line="98"/>
        <source>Snippets</source>
        <translation>Bausteine</translation>
    </message>
    <message>
        <location filename="../../editor/flow/editor.py" line="101"/>
        <source>Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <location filename="../../editor/flow/editor.py" line="102"/>
        <source>Down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <location filename="../../editor/flow/editor.py" line="103"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../../editor/flow/editor.py" line="104"/>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <location filename="../../editor/flow/editor.py" line="105"/>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <location filename="../../editor/flow/editor.py" line="346"/>
        <source>Delete from flow</source>
        <translation>Aus dem Ablauf löschen</translation>
    </message>
    <message>
        <location filename="../../editor/flow/editor.py" line="402"/>
        <source>Paste into flow</source>
        <translation>In den Ablauf einfügen</translation>
    </message>
    <message>
        <location filename="../../editor/flow/scene.py" line="56"/>
        <source>&lt;{0}&gt; line {1}</source>
        <translation>&lt;{0}&gt; Zeile {1}</translation>
    </message>
    <message>
        <location filename="../../editor/flow/snippets.py" line="24"/>
        <source>Only complete runs to the foundation</source>
        <translation>Nur vollständige Folgen auf den Grundstapel</translation>
    </message>
    <message>
        <location filename="../../editor/flow/snippets.py" line="25"/>
        <source>Blocks any drop onto the foundations of fewer than 13 cards (Spider).</source>
        <translation>Verhindert jedes Ablegen von weniger als 13 Karten auf die Grundstapel (Spider).</translation>
    </message>
    <message>
        <location filename="../../editor/flow/snippets.py" line="35"/>
        <source>Pairs of equal rank leave the table</source>
        <translation>Paare gleichen Werts verlassen den Tisch</translation>
    </message>
    <message>
        <location filename="../../editor/flow/snippets.py" line="36"/>
        <source>Dropping a card on another of the same rank discards both.</source>
        <translation>Wird eine Karte auf eine andere mit gleichem Wert gelegt, werden beide abgeworfen.</translation>
    </message>
    <message>
        <location filename="../../editor/flow/snippets.py" line="47"/>
        <source>Pairs adding up to 13 leave the table</source>
        <translation>Paare mit der Summe 13 verlassen den Tisch</translation>
    </message>
    <message>
        <location filename="../../editor/flow/snippets.py" line="48"/>
        <source>Dropping a card on another so that both ranks sum to 13 discards both (Pyramid).</source>
        <translation>Wird eine Karte so auf eine andere gelegt, dass beide Werte zusammen 13 ergeben, werden beide abgeworfen (Pyramide).</translation>
    </message>
    <message>
        <location filename="../../editor/flow/snippets.py" line="60"/>
        <source>A 7 may go on an Ace of its suit (32-card sets)</source>
        <translation>Eine 7 darf auf das Ass ihrer Farbe (32er-Blatt)</translation>
    </message>
    <message>
        <location filename="../../editor/flow/snippets.py" line="61"/>
        <source>In 32-card sets the Ace and the 7 are not neighbours; this closes the circle.</source>
        <translation>Im 32er-Blatt sind Ass und 7 keine Nachbarn; dies schließt den Kreis.</translation>
    </message>
    <message>
        <location filename="../../editor/flow/snippets.py" line="74"/>
        <source>Click turns a face-down top card</source>
        <translation>Klick dreht eine verdeckte oberste Karte um</translation>
    </message>
    <message>
        <location filename="../../editor/flow/snippets.py" line="75"/>
        <source>A left click on a pile whose top card lies face down turns it over.</source>
        <translation>Ein Linksklick auf einen Stapel, dessen oberste Karte verdeckt liegt, dreht sie um.</translation>
    </message>
    <message>
        <location filename="../../editor/flow/snippets.py" line="85"/>
        <source>Refill an emptied pile through a relation</source>
        <translation>Geleerten Stapel über eine Beziehung auffüllen</translation>
    </message>
    <message>
        <location filename="../../editor/flow/snippets.py" line="86"/>
        <source>After a move empties the source pile, it takes a card from the field its `vorrat` relation names (add &lt;beziehung id=&quot;vorrat&quot;&gt; to the fields).</source>
        <translation>Leert ein Zug den Quellstapel, nimmt dieser eine Karte aus dem Feld, das seine Beziehung `vorrat` nennt (&lt;beziehung id=&quot;vorrat&quot;&gt; zu den Feldern hinzufügen).</translation>
    </message>
    <message>
        <location filename="../../editor/flow/snippets.py" line="98"/>
        <source>Ask the player a question at the start</source>
        <translation>Dem Spieler zu Beginn eine Frage stellen</translation>
    </message>
    <message>
        <location filename="../../editor/flow/snippets.py" line="99"/>
        <source>Shows a message with two buttons; the answer (1 or 2) lands in the stock&apos;s var.</source>
        <translation>Zeigt eine Meldung mit zwei Schaltflächen; die Antwort (1 oder 2) landet in var des Stocks.</translation>
    </message>
    <message>
        <location filename="../../editor/flow/snippets.py" line="109"/>
        <source>Count the player&apos;s moves</source>
        <translation>Züge des Spielers zählen</translation>
    </message>
    <message>
        <location filename="../../editor/flow/snippets.py" line="110"/>
        <source>Adds one to the stock&apos;s var after every move.</source>
        <translation>Erhöht var des Stocks nach jedem Zug um eins.</translation>
    </message>
    <message>
        <location filename="../../editor/flow/snippets.py" line="117"/>
        <source>Gather cards onto fewer piles after each move</source>
        <translation>Karten nach jedem Zug auf weniger Stapel zusammenlegen</translation>
    </message>
    <message>
        <location filename="../../editor/flow/snippets.py" line="118"/>
        <source>Repeats while a pile of the group can be moved onto a larger one of the group.</source>
        <translation>Wiederholt sich, solange ein Stapel der Gruppe auf einen größeren der Gruppe gelegt werden kann.</translation>
    </message>
</context>
<context>
    <name>IdListEditor</name>
    <message>
        <location filename="../../editor/properties/editors.py" line="192"/>
        <source>Choose fields</source>
        <translation>Felder wählen</translation>
    </message>
</context>
<context>
    <name>LayoutCanvas</name>
    <message>
        <location filename="../../editor/canvas/bridge.py" line="91"/>
        <source>Edit attributes</source>
        <translation>Attribute bearbeiten</translation>
    </message>
    <message>
        <location filename="../../editor/canvas/gestures.py" line="30"/>
        <source>Move fields</source>
        <translation>Felder verschieben</translation>
    </message>
    <message>
        <location filename="../../editor/canvas/gestures.py" line="40"/>
        <source>Nudge fields</source>
        <translation>Felder schieben</translation>
    </message>
    <message>
        <location filename="../../editor/canvas/gestures.py" line="54"/>
        <source>Align fields</source>
        <translation>Felder ausrichten</translation>
    </message>
    <message>
        <location filename="../../editor/canvas/gestures.py" line="65"/>
        <source>Distribute fields</source>
        <translation>Felder verteilen</translation>
    </message>
    <message>
        <location filename="../../editor/canvas/gestures.py" line="108"/>
        <source>Add field</source>
        <translation>Feld hinzufügen</translation>
    </message>
    <message>
        <location filename="../../editor/canvas/gestures.py" line="131"/>
        <source>Paste fields</source>
        <translation>Felder einfügen</translation>
    </message>
    <message>
        <location filename="../../editor/canvas/gestures.py" line="175"/>
        <source>Delete fields</source>
        <translation>Felder löschen</translation>
    </message>
    <message>
        <location filename="../../editor/canvas/gestures.py" line="189"/>
        <location filename="../../editor/canvas/view.py" line="144"/>
        <source>Create template from field</source>
        <translation>Vorlage aus Feld erstellen</translation>
    </message>
    <message>
        <location filename="../../editor/canvas/gestures.py" line="207"/>
        <source>Resize window</source>
        <translation>Fenstergröße ändern</translation>
    </message>
    <message>
        <location filename="../../editor/canvas/panel.py" line="41"/>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <location filename="../../editor/canvas/panel.py" line="45"/>
        <location filename="../../editor/canvas/view.py" line="102"/>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <location filename="../../editor/canvas/panel.py" line="52"/>
        <source>Deal preview, seed</source>
        <translation>Vorschau der Verteilung, Seed</translation>
    </message>
    <message>
        <location filename="../../editor/canvas/panel.py" line="67"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location filename="../../editor/canvas/panel.py" line="69"/>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <location filename="../../editor/canvas/panel.py" line="125"/>
        <source>(first)</source>
        <translation>(erste)</translation>
    </message>
    <message>
        <location filename="../../editor/canvas/scene.py" line="136"/>
        <source>Field lies outside the window</source>
        <translation>Feld liegt außerhalb des Fensters</translation>
    </message>
    <message>
        <location filename="../../editor/canvas/scene.py" line="138"/>
        <source>Field overlaps another field</source>
        <translation>Feld überlappt ein anderes Feld</translation>
    </message>
    <message>
        <location filename="../../editor/canvas/scene.py" line="261"/>
        <source>Window {w} × {h}</source>
        <translation>Fenster {w} × {h}</translation>
    </message>
    <message>
        <location filename="../../editor/canvas/scene.py" line="271"/>
        <source>Hidden</source>
        <translation>Versteckt</translation>
    </message>
    <message>
        <location filename="../../editor/canvas/view.py" line="90"/>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <location filename="../../editor/canvas/view.py" line="96"/>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <location filename="../../editor/canvas/view.py" line="108"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../../editor/canvas/view.py" line="114"/>
        <source>Select all fields</source>
        <translation>Alle Felder auswählen</translation>
    </message>
    <message>
        <location filename="../../editor/canvas/view.py" line="120"/>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <location filename="../../editor/canvas/view.py" line="126"/>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <location filename="../../editor/canvas/view.py" line="132"/>
        <source>Actual size</source>
        <translation>Originalgröße</translation>
    </message>
    <message>
        <location filename="../../editor/canvas/view.py" line="138"/>
        <source>Fit window</source>
        <translation>Fenster einpassen</translation>
    </message>
    <message>
        <location filename="../../editor/canvas/view.py" line="162"/>
        <source>Align left</source>
        <translation>Links ausrichten</translation>
    </message>
    <message>
        <location filename="../../editor/canvas/view.py" line="163"/>
        <source>Align centres horizontally</source>
        <translation>Horizontal zentrieren</translation>
    </message>
    <message>
        <location filename="../../editor/canvas/view.py" line="164"/>
        <source>Align right</source>
        <translation>Rechts ausrichten</translation>
    </message>
    <message>
        <location filename="../../editor/canvas/view.py" line="165"/>
        <source>Align top</source>
        <translation>Oben ausrichten</translation>
    </message>
    <message>
        <location filename="../../editor/canvas/view.py" line="166"/>
        <source>Align centres vertically</source>
        <translation>Vertikal zentrieren</translation>
    </message>
    <message>
        <location filename="../../editor/canvas/view.py" line="167"/>
        <source>Align bottom</source>
        <translation>Unten ausrichten</translation>
    </message>
    <message>
        <location filename="../../editor/canvas/view.py" line="174"/>
        <source>Distribute horizontally</source>
        <translation>Horizontal verteilen</translation>
    </message>
    <message>
        <location filename="../../editor/canvas/view.py" line="175"/>
        <source>Distribute vertically</source>
        <translation>Vertikal verteilen</translation>
    </message>
    <message>
        <location filename="../../editor/canvas/view.py" line="215"/>
        <source>Duplicate fields</source>
        <translation>Felder duplizieren</translation>
    </message>
    <message>
        <location filename="../../editor/canvas/view.py" line="372"/>
        <source>Align</source>
        <translation>Ausrichten</translation>
    </message>
    <message>
        <location filename="../../editor/canvas/view.py" line="376"/>
        <source>Distribute</source>
        <translation>Verteilen</translation>
    </message>
</context>
<context>
    <name>Panels</name>
    <message>
        <location filename="../../editor/palette.py" line="171"/>
        <source>Field palette</source>
        <translation>Feldpalette</translation>
    </message>
    <message>
        <location filename="../../editor/canvas/__init__.py" line="14"/>
        <source>Layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <location filename="../../editor/properties/panel.py" line="284"/>
        <source>Properties</source>
        <translation>Eigenschaften</translation>
    </message>
</context>
<context>
    <name>PatImport</name>
    <message>
        <location filename="../../editor/patimport.py" line="27"/>
        <source>Import Kabaler .pat game</source>
        <translation>Kabaler-Spiel (.pat) importieren</translation>
    </message>
    <message>
        <location filename="../../editor/patimport.py" line="29"/>
        <source>Kabaler games (*.pat);;All files (*)</source>
        <translation>Kabaler-Spiele (*.pat);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../editor/patimport.py" line="39"/>
        <source>Import failed</source>
        <translation>Import fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../../editor/patimport.py" line="40"/>
        <source>{0} could not be imported:
{1}</source>
        <translation>{0} konnte nicht importiert werden:
{1}</translation>
    </message>
    <message>
        <location filename="../../editor/patimport.py" line="46"/>
        <source>Imported {0}: {1} rule(s) could not be expressed and are kept as comments; see the problems panel and the source.</source>
        <translation>{0} importiert: {1} Regel(n) ließen sich nicht ausdrücken und bleiben als Kommentare erhalten; siehe Problemliste und Quelltext.</translation>
    </message>
    <message>
        <location filename="../../editor/patimport.py" line="52"/>
        <source>Imported {0} without loss.</source>
        <translation>{0} ohne Verluste importiert.</translation>
    </message>
</context>
<context>
    <name>PlayPane</name>
    <message>
        <location filename="../../editor/play/__init__.py" line="16"/>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="48"/>
        <source>Message from the game</source>
        <translation>Meldung des Spiels</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="118"/>
        <source>New deal</source>
        <translation>Neues Geben</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="119"/>
        <source>Restart</source>
        <translation>Neu starten</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="120"/>
        <source>Undo move</source>
        <translation>Zug rückgängig</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="121"/>
        <source>Redo move</source>
        <translation>Zug wiederholen</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="122"/>
        <source>Auto</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="123"/>
        <source>Hint</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="138"/>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="154"/>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="180"/>
        <source>Test positions</source>
        <translation>Teststellungen</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="246"/>
        <source>The file has errors: fix them to play the current version.</source>
        <translation>Die Datei enthält Fehler: Beheben Sie sie, um die aktuelle Fassung zu spielen.</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="252"/>
        <source>Cannot play this file: {0}</source>
        <translation>Diese Datei kann nicht gespielt werden: {0}</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="488"/>
        <source>Action chain stopped: {0}</source>
        <translation>Aktionskette abgebrochen: {0}</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="259"/>
        <source>Rebuilt in {0:.0f} ms</source>
        <translation>In {0:.0f} ms neu aufgebaut</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="261"/>
        <source>; {0} earlier move(s) no longer apply</source>
        <translation>; {0} frühere(r) Zug/Züge gelten nicht mehr</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="289"/>
        <source>A debugged move is paused: continue or stop it first.</source>
        <translation>Ein debuggter Zug ist angehalten: Setzen Sie ihn zuerst fort oder brechen Sie ihn ab.</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="295"/>
        <location filename="../../editor/play/pane.py" line="360"/>
        <source>Refused: {0}</source>
        <translation>Abgelehnt: {0}</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="298"/>
        <source>Stopped: {0}</source>
        <translation>Gestoppt: {0}</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="341"/>
        <source>Paused in {0}, line {1}: {2}</source>
        <translation>Angehalten in {0}, Zeile {1}: {2}</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="357"/>
        <source> (debugged)</source>
        <translation> (debuggt)</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="374"/>
        <source>Debugged move stopped</source>
        <translation>Debuggter Zug gestoppt</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="392"/>
        <source>Clicked {0}</source>
        <translation>{0} angeklickt</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="393"/>
        <source>Moved {0} card(s) from {1} to {2}</source>
        <translation>{0} Karte(n) von {1} nach {2} gelegt</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="399"/>
        <source>Auto-run</source>
        <translation>Automatisch ausgeführt</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="403"/>
        <source>Undone</source>
        <translation>Rückgängig gemacht</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="407"/>
        <source>Redone</source>
        <translation>Wiederholt</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="412"/>
        <source>Restarted the same deal</source>
        <translation>Dasselbe Spiel neu gestartet</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="418"/>
        <location filename="../../editor/play/pane.py" line="462"/>
        <source>New deal (seed {0})</source>
        <translation>Neues Geben (Seed {0})</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="425"/>
        <source>No legal move left.</source>
        <translation>Kein gültiger Zug mehr möglich.</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="433"/>
        <source>Hint: {0} (a winning line starts with it)</source>
        <translation>Hinweis: {0} (damit beginnt ein Gewinnweg)</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="435"/>
        <source>Hint: {0}. No winning line is left from here.</source>
        <translation>Hinweis: {0}. Von hier aus ist das Spiel nicht mehr zu gewinnen.</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="437"/>
        <source>Hint: {0}</source>
        <translation>Hinweis: {0}</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="447"/>
        <source>click {0}</source>
        <translation>auf {0} klicken</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="454"/>
        <source>{0} from {1} to {2}</source>
        <translation>{0} von {1} nach {2}</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="455"/>
        <source>{0} and the {1} card(s) on it from {2} to {3}</source>
        <translation>{0} samt {1} Karte(n) darauf von {2} nach {3}</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="504"/>
        <source>Score {0}</source>
        <translation>Punkte: {0}</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="510"/>
        <source>Won!</source>
        <translation>Gewonnen!</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="511"/>
        <source>You won with {0} points.</source>
        <translation>Sie haben mit {0} Punkten gewonnen.</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="515"/>
        <source>No moves left</source>
        <translation>Keine Züge mehr</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="516"/>
        <source>The game is lost: no legal move remains.</source>
        <translation>Das Spiel ist verloren: Es gibt keinen gültigen Zug mehr.</translation>
    </message>
    <message>
        <location filename="../../editor/play/pane.py" line="543"/>
        <source>Answered {0}</source>
        <translation>Geantwortet: {0}</translation>
    </message>
</context>
<context>
    <name>PropertyPanel</name>
    <message>
        <location filename="../../editor/properties/forms.py" line="74"/>
        <source>Attributes</source>
        <translation>Attribute</translation>
    </message>
    <message>
        <location filename="../../editor/properties/forms.py" line="76"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../../editor/properties/forms.py" line="109"/>
        <location filename="../../editor/properties/lists.py" line="150"/>
        <source>Content</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <location filename="../../editor/properties/context.py" line="70"/>
        <source>Not allowed here: {help}</source>
        <translation>Hier nicht erlaubt: {help}</translation>
    </message>
    <message>
        <location filename="../../editor/properties/forms.py" line="128"/>
        <source>Properties</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <location filename="../../editor/properties/forms.py" line="173"/>
        <source>Contains</source>
        <translation>Enthält</translation>
    </message>
    <message>
        <location filename="../../editor/properties/forms.py" line="183"/>
        <location filename="../../editor/properties/lists.py" line="78"/>
        <location filename="../../editor/properties/lists.py" line="106"/>
        <source>Add {tag}</source>
        <translation>{tag} hinzufügen</translation>
    </message>
    <message>
        <location filename="../../editor/properties/forms.py" line="220"/>
        <location filename="../../editor/properties/forms.py" line="328"/>
        <source>Add &lt;{tag}&gt;</source>
        <translation>&lt;{tag}&gt; hinzufügen</translation>
    </message>
    <message>
        <location filename="../../editor/properties/forms.py" line="273"/>
        <source>base</source>
        <translation>Grundwert</translation>
    </message>
    <message>
        <location filename="../../editor/properties/forms.py" line="274"/>
        <source>The value outside this variant/level; editing it here sets it for this scope only</source>
        <translation>Der Wert außerhalb dieser Variante/Stufe; eine Änderung hier gilt nur in diesem Bereich</translation>
    </message>
    <message>
        <location filename="../../editor/properties/forms.py" line="285"/>
        <source>inherited from {source}</source>
        <translation>geerbt von {source}</translation>
    </message>
    <message>
        <location filename="../../editor/properties/forms.py" line="292"/>
        <source>Override</source>
        <translation>Überschreiben</translation>
    </message>
    <message>
        <location filename="../../editor/properties/forms.py" line="298"/>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <location filename="../../editor/properties/forms.py" line="301"/>
        <source>Remove this value; the template&apos;s or the default applies</source>
        <translation>Wert entfernen; es gilt der Wert der Vorlage oder der Standard</translation>
    </message>
    <message>
        <location filename="../../editor/properties/forms.py" line="321"/>
        <source>Set &lt;{tag}&gt;</source>
        <translation>&lt;{tag}&gt; setzen</translation>
    </message>
    <message>
        <location filename="../../editor/properties/lists.py" line="92"/>
        <source>{item}   (inherited from {source})</source>
        <translation>{item}   (geerbt von {source})</translation>
    </message>
    <message>
        <location filename="../../editor/properties/lists.py" line="157"/>
        <source>Remove this {tag}</source>
        <translation>Dieses {tag} entfernen</translation>
    </message>
    <message>
        <location filename="../../editor/properties/panel.py" line="65"/>
        <source>Edit the content that applies only in this rule variant</source>
        <translation>Inhalt bearbeiten, der nur in dieser Regelvariante gilt</translation>
    </message>
    <message>
        <location filename="../../editor/properties/panel.py" line="67"/>
        <source>Levels</source>
        <translation>Level</translation>
    </message>
    <message>
        <location filename="../../editor/properties/panel.py" line="79"/>
        <source>Scope:</source>
        <translation>Geltung:</translation>
    </message>
    <message>
        <location filename="../../editor/properties/panel.py" line="136"/>
        <source>All variants</source>
        <translation>Alle Varianten</translation>
    </message>
    <message>
        <location filename="../../editor/properties/panel.py" line="140"/>
        <source>Variant {id}</source>
        <translation>Variante {id}</translation>
    </message>
    <message>
        <location filename="../../editor/properties/panel.py" line="212"/>
        <source>Nothing selected</source>
        <translation>Nichts ausgewählt</translation>
    </message>
    <message>
        <location filename="../../editor/properties/panel.py" line="219"/>
        <source>&lt;{tag}&gt; is not part of the format</source>
        <translation>&lt;{tag}&gt; gehört nicht zum Format</translation>
    </message>
    <message>
        <location filename="../../editor/properties/panel.py" line="224"/>
        <source>The schema does not declare this element here.</source>
        <translation>Das Schema erlaubt dieses Element hier nicht.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../editor/play/table.py" line="159"/>
        <source>No game to play: the file does not compile.</source>
        <translation>Kein spielbares Spiel: Die Datei lässt sich nicht übersetzen.</translation>
    </message>
</context>
<context>
    <name>TestCasesPanel</name>
    <message>
        <location filename="../../editor/play/cases.py" line="40"/>
        <source>Name of the test position</source>
        <translation>Name der Teststellung</translation>
    </message>
    <message>
        <location filename="../../editor/play/cases.py" line="41"/>
        <source>Save position</source>
        <translation>Stellung speichern</translation>
    </message>
    <message>
        <location filename="../../editor/play/cases.py" line="43"/>
        <source>Run all</source>
        <translation>Alle ausführen</translation>
    </message>
</context>
</TS>
