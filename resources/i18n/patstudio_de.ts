<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name/>
    <message>
        <location filename="../../editor/builtin_panels.py" line="21"/>
        <source>Outline</source>
        <translation>Gliederung</translation>
    </message>
    <message>
        <location filename="../../editor/builtin_panels.py" line="23"/>
        <source>Source</source>
        <translation>Quelltext</translation>
    </message>
    <message>
        <location filename="../../editor/builtin_panels.py" line="25"/>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <location filename="../../editor/document.py" line="113"/>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <location filename="../../editor/document.py" line="181"/>
        <source>Change %1 of %2</source>
        <translation>%1 von %2 ändern</translation>
    </message>
    <message>
        <location filename="../../editor/document.py" line="190"/>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
    <message>
        <location filename="../../editor/document.py" line="197"/>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <location filename="../../editor/document.py" line="203"/>
        <source>Delete %1</source>
        <translation>%1 löschen</translation>
    </message>
    <message>
        <location filename="../../editor/document.py" line="212"/>
        <location filename="../../editor/elementops.py" line="60"/>
        <source>Move %1</source>
        <translation>%1 verschieben</translation>
    </message>
    <message>
        <location filename="../../editor/document.py" line="221"/>
        <source>Duplicate %1</source>
        <translation>%1 duplizieren</translation>
    </message>
    <message>
        <location filename="../../editor/document.py" line="231"/>
        <source>Edit source</source>
        <translation>Quelltext bearbeiten</translation>
    </message>
    <message>
        <location filename="../../editor/document.py" line="321"/>
        <source>Reload from disk</source>
        <translation>Von der Festplatte neu laden</translation>
    </message>
    <message>
        <location filename="../../editor/elementops.py" line="59"/>
        <source>Move %1 elements</source>
        <translation>%1 Elemente verschieben</translation>
    </message>
    <message>
        <location filename="../../editor/elementops.py" line="79"/>
        <source>Delete %1 element(s)</source>
        <translation>%1 Element(e) löschen</translation>
    </message>
    <message>
        <location filename="../../editor/elementops.py" line="90"/>
        <source>Duplicate %1 element(s)</source>
        <translation>%1 Element(e) duplizieren</translation>
    </message>
    <message>
        <location filename="../../editor/elementops.py" line="180"/>
        <source>Paste %1 element(s)</source>
        <translation>%1 Element(e) einfügen</translation>
    </message>
    <message>
        <location filename="../../editor/elementops.py" line="215"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../../editor/elementops.py" line="235"/>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <location filename="../../editor/elementops.py" line="236"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../../editor/elementops.py" line="246"/>
        <source>Move Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <location filename="../../editor/elementops.py" line="249"/>
        <source>Move Down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <location filename="../../editor/fileops.py" line="59"/>
        <source>Cannot Open File</source>
        <translation>Datei kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../../editor/fileops.py" line="84"/>
        <source>Untitled %1</source>
        <translation>Unbenannt %1</translation>
    </message>
    <message>
        <location filename="../../editor/fileops.py" line="103"/>
        <source>%1 (copy)</source>
        <translation>%1 (Kopie)</translation>
    </message>
    <message>
        <location filename="../../editor/fileops.py" line="136"/>
        <source>Cannot Save File</source>
        <translation>Datei kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../../editor/fileops.py" line="143"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location filename="../../editor/fileops.py" line="150"/>
        <source>Revert</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <location filename="../../editor/fileops.py" line="197"/>
        <source>Reloaded %1 (changed on disk)</source>
        <translation>%1 neu geladen (auf der Festplatte geändert)</translation>
    </message>
    <message>
        <location filename="../../editor/helpdialogs.py" line="21"/>
        <source>Game file format reference</source>
        <translation>Referenz des Spieldatei-Formats</translation>
    </message>
    <message>
        <location filename="../../editor/helpdialogs.py" line="22"/>
        <source>Generated from the schema patfinder.xsd. Tag names are German, as in the files.</source>
        <translation>Erzeugt aus dem Schema patfinder.xsd. Die Tag-Namen sind deutsch, wie in den Dateien.</translation>
    </message>
    <message>
        <location filename="../../editor/helpdialogs.py" line="23"/>
        <source>Values</source>
        <translation>Werte</translation>
    </message>
    <message>
        <location filename="../../editor/helpdialogs.py" line="23"/>
        <source>Contains</source>
        <translation>Enthält</translation>
    </message>
    <message>
        <location filename="../../editor/helpdialogs.py" line="50"/>
        <source>Format Reference</source>
        <translation>Formatreferenz</translation>
    </message>
    <message>
        <location filename="../../editor/helpdialogs.py" line="63"/>
        <source>About Patience Studio</source>
        <translation>Über Patience Studio</translation>
    </message>
    <message>
        <location filename="../../editor/helpdialogs.py" line="64"/>
        <source>&lt;h3&gt;Patience Studio&lt;/h3&gt;&lt;p&gt;An IDE for authors of PatFinder patience games: lay out, check, play and debug game files.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Patience Studio&lt;/h3&gt;&lt;p&gt;Eine Entwicklungsumgebung für Autoren von PatFinder-Patiencen: Spieldateien gestalten, prüfen, spielen und debuggen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../editor/mainwindow.py" line="149"/>
        <source>The %1 panel failed to show this document.</source>
        <translation>Das Fenster %1 konnte dieses Dokument nicht anzeigen.</translation>
    </message>
    <message>
        <location filename="../../editor/mainwindow.py" line="293"/>
        <location filename="../../editor/mainwindow.py" line="296"/>
        <location filename="../../editor/startpage.py" line="91"/>
        <source>Patience Studio</source>
        <translation>Patience Studio</translation>
    </message>
    <message>
        <location filename="../../editor/menus.py" line="43"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../../editor/menus.py" line="44"/>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <location filename="../../editor/menus.py" line="45"/>
        <source>New from &amp;Game...</source>
        <translation>Neu aus &amp;Spiel...</translation>
    </message>
    <message>
        <location filename="../../editor/menus.py" line="46"/>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen...</translation>
    </message>
    <message>
        <location filename="../../editor/menus.py" line="47"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../../editor/menus.py" line="49"/>
        <source>&amp;Import .pat...</source>
        <translation>.pat &amp;importieren...</translation>
    </message>
    <message>
        <location filename="../../editor/menus.py" line="51"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../../editor/menus.py" line="52"/>
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter...</translation>
    </message>
    <message>
        <location filename="../../editor/menus.py" line="53"/>
        <source>Re&amp;vert</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <location filename="../../editor/menus.py" line="55"/>
        <source>&amp;Close</source>
        <translation>Schl&amp;ießen</translation>
    </message>
    <message>
        <location filename="../../editor/menus.py" line="56"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../../editor/menus.py" line="58"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../../editor/menus.py" line="59"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../../editor/menus.py" line="64"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../../editor/menus.py" line="73"/>
        <source>Cu&amp;t</source>
        <translation>&amp;Ausschneiden</translation>
    </message>
    <message>
        <location filename="../../editor/menus.py" line="74"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location filename="../../editor/menus.py" line="75"/>
        <source>&amp;Paste</source>
        <translation>E&amp;infügen</translation>
    </message>
    <message>
        <location filename="../../editor/menus.py" line="76"/>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplizieren</translation>
    </message>
    <message>
        <location filename="../../editor/menus.py" line="78"/>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <location filename="../../editor/menus.py" line="80"/>
        <source>Select &amp;All</source>
        <translation>&amp;Alles auswählen</translation>
    </message>
    <message>
        <location filename="../../editor/menus.py" line="83"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../../editor/menus.py" line="98"/>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <location filename="../../editor/menus.py" line="99"/>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location filename="../../editor/menus.py" line="100"/>
        <source>&amp;Reset Zoom</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <location filename="../../editor/menus.py" line="102"/>
        <source>Reset &amp;Layout</source>
        <translation>&amp;Layout zurücksetzen</translation>
    </message>
    <message>
        <location filename="../../editor/menus.py" line="103"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location filename="../../editor/menus.py" line="104"/>
        <source>System Default</source>
        <translation>Systemvorgabe</translation>
    </message>
    <message>
        <location filename="../../editor/menus.py" line="109"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../../editor/menus.py" line="110"/>
        <source>&amp;Play</source>
        <translation>&amp;Spielen</translation>
    </message>
    <message>
        <location filename="../../editor/menus.py" line="111"/>
        <source>&amp;Restart</source>
        <translation>&amp;Neu starten</translation>
    </message>
    <message>
        <location filename="../../editor/menus.py" line="112"/>
        <source>&amp;New Deal</source>
        <translation>Neues &amp;Geben</translation>
    </message>
    <message>
        <location filename="../../editor/menus.py" line="114"/>
        <source>&amp;Check File</source>
        <translation>Datei &amp;prüfen</translation>
    </message>
    <message>
        <location filename="../../editor/menus.py" line="119"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../../editor/menus.py" line="122"/>
        <source>Format &amp;Reference</source>
        <translation>Format&amp;referenz</translation>
    </message>
    <message>
        <location filename="../../editor/menus.py" line="123"/>
        <source>&amp;About Patience Studio</source>
        <translation>Ü&amp;ber Patience Studio</translation>
    </message>
    <message>
        <location filename="../../editor/menus.py" line="156"/>
        <source>No Recent Files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <location filename="../../editor/menus.py" line="227"/>
        <source>%1 problem(s) found</source>
        <translation>%1 Problem(e) gefunden</translation>
    </message>
    <message>
        <location filename="../../editor/menus.py" line="234"/>
        <source>The language changes when Patience Studio starts next time.</source>
        <translation>Die Sprache wechselt beim nächsten Start von Patience Studio.</translation>
    </message>
    <message>
        <location filename="../../editor/problems.py" line="67"/>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <location filename="../../editor/problems.py" line="67"/>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <location filename="../../editor/problems.py" line="67"/>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location filename="../../editor/problems.py" line="103"/>
        <source>Fix</source>
        <translation>Behebung</translation>
    </message>
    <message>
        <location filename="../../editor/problems.py" line="117"/>
        <source>Errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../../editor/problems.py" line="117"/>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <location filename="../../editor/problems.py" line="117"/>
        <source>Info</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <location filename="../../editor/problems.py" line="120"/>
        <source>No problems</source>
        <translation>Keine Probleme</translation>
    </message>
    <message>
        <location filename="../../editor/problems.py" line="140"/>
        <source>Go to Problem</source>
        <translation>Zum Problem springen</translation>
    </message>
    <message>
        <location filename="../../editor/problems.py" line="144"/>
        <source>Quick Fix: %1</source>
        <translation>Schnellkorrektur: %1</translation>
    </message>
    <message>
        <location filename="../../editor/problems.py" line="146"/>
        <source>Hint: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <location filename="../../editor/prompts.py" line="35"/>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location filename="../../editor/prompts.py" line="36"/>
        <source>Save the changes to %1 before closing?</source>
        <translation>Änderungen an %1 vor dem Schließen speichern?</translation>
    </message>
    <message>
        <location filename="../../editor/prompts.py" line="49"/>
        <source>File Changed on Disk</source>
        <translation>Datei auf der Festplatte geändert</translation>
    </message>
    <message>
        <location filename="../../editor/prompts.py" line="50"/>
        <source>%1 was changed by another program and you have unsaved edits.
Reload it and discard your edits?</source>
        <translation>%1 wurde von einem anderen Programm geändert, und Sie haben ungespeicherte Änderungen.
Neu laden und Ihre Änderungen verwerfen?</translation>
    </message>
    <message>
        <location filename="../../editor/prompts.py" line="57"/>
        <source>Restore Unsaved Work</source>
        <translation>Ungespeicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <location filename="../../editor/prompts.py" line="58"/>
        <source>Patience Studio was not closed properly. Restore the unsaved work of:
%1</source>
        <translation>Patience Studio wurde nicht ordnungsgemäß beendet. Ungespeicherte Arbeit wiederherstellen von:
%1</translation>
    </message>
    <message>
        <location filename="../../editor/prompts.py" line="64"/>
        <source>Open Game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <location filename="../../editor/prompts.py" line="69"/>
        <source>Save Game As</source>
        <translation>Spiel speichern unter</translation>
    </message>
    <message>
        <location filename="../../editor/startpage.py" line="93"/>
        <source>Design, check and play PatFinder patience games.</source>
        <translation>PatFinder-Patiencen entwerfen, prüfen und spielen.</translation>
    </message>
    <message>
        <location filename="../../editor/startpage.py" line="100"/>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../../editor/startpage.py" line="101"/>
        <source>Open...</source>
        <translation>Öffnen...</translation>
    </message>
    <message>
        <location filename="../../editor/startpage.py" line="116"/>
        <source>Recent Files</source>
        <translation>Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../../editor/startpage.py" line="117"/>
        <location filename="../../editor/startpage.py" line="151"/>
        <source>New from Game</source>
        <translation>Neu aus Spiel</translation>
    </message>
    <message>
        <location filename="../../editor/startpage.py" line="135"/>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <location filename="../../editor/startpage.py" line="154"/>
        <source>Start a new file from a copy of a library game:</source>
        <translation>Eine neue Datei als Kopie eines Bibliotheksspiels beginnen:</translation>
    </message>
</context>
<context>
    <name>AnalysisDialog</name>
    <message>
        <location filename="../../editor/menus.py" line="117"/>
        <source>Analyze &amp;Balance...</source>
        <translation>&amp;Balance analysieren...</translation>
    </message>
</context>
<context>
    <name>Outline</name>
    <message>
        <location filename="../../editor/outline_model.py" line="25"/>
        <source>Game settings</source>
        <translation>Spieleinstellungen</translation>
    </message>
    <message>
        <location filename="../../editor/outline_model.py" line="26"/>
        <source>Variants</source>
        <translation>Regelvarianten</translation>
    </message>
    <message>
        <location filename="../../editor/outline_model.py" line="27"/>
        <source>Templates</source>
        <translation>Vorlagen</translation>
    </message>
    <message>
        <location filename="../../editor/outline_model.py" line="28"/>
        <source>Fields</source>
        <translation>Felder</translation>
    </message>
    <message>
        <location filename="../../editor/outline_model.py" line="29"/>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <location filename="../../editor/outline_model.py" line="150"/>
        <source>Cannot read the file: syntax error at line %1.</source>
        <translation>Die Datei kann nicht gelesen werden: Syntaxfehler in Zeile %1.</translation>
    </message>
    <message>
        <location filename="../../editor/outline_model.py" line="154"/>
        <source>Fix it in the source view.</source>
        <translation>Beheben Sie ihn in der Quelltextansicht.</translation>
    </message>
</context>
<context>
    <name>QuickFix</name>
    <message>
        <location filename="../../editor/quickfix.py" line="31"/>
        <source>Set %1 to '%2'</source>
        <translation>%1 auf „%2“ setzen</translation>
    </message>
    <message>
        <location filename="../../editor/quickfix.py" line="34"/>
        <source>Replace the value with '%1'</source>
        <translation>Wert durch „%1“ ersetzen</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <location filename="../../editor/recovery.py" line="133"/>
        <source>Restore unsaved work</source>
        <translation>Ungespeicherte Arbeit wiederherstellen</translation>
    </message>
</context>
</TS>