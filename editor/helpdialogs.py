"""Help menu dialogs: the format reference (built from the XSD) and About."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QDialog, QMessageBox, QTextBrowser, QVBoxLayout, QWidget

from editor import xsdinfo


def tr(text: str) -> str:
    """Translate in the Help context."""
    return QCoreApplication.translate("", text)


def reference_html(language: str = "en") -> str:
    """Every tag with its attributes and values, documented from the schema."""
    info = xsdinfo.load()
    title = tr("Game file format reference")
    intro = tr("Generated from the schema patfinder.xsd. Tag names are German, as in the files.")
    values_label, contains_label = tr("Values"), tr("Contains")
    parts = [f"<h2>{html.escape(title)}</h2>", f"<p>{html.escape(intro)}</p>"]
    for tag in info.tags:
        parts.append(
            f"<h3 id='{tag}'>&lt;{tag}&gt;</h3><p>{html.escape(info.doc(tag, language))}</p>"
        )
        values = info.text_values(tag)
        if values:
            parts.append(
                f"<p><i>{html.escape(values_label)}:</i> {html.escape(', '.join(values))}</p>"
            )
        attrs = info.attribute_names(tag)
        if attrs:
            parts.append("<ul>")
            for attr in attrs:
                doc = html.escape(info.doc(f"{tag}@{attr}", language))
                choices = info.attribute_values(tag, attr)
                extra = f" <i>({html.escape(', '.join(choices))})</i>" if choices else ""
                parts.append(f"<li><b>{attr}</b>: {doc}{extra}</li>")
            parts.append("</ul>")
        children = sorted(info.children.get(tag, ()))
        if children:
            links = ", ".join(f"<a href='#{c}'>{c}</a>" for c in children)
            parts.append(f"<p><i>{html.escape(contains_label)}:</i> {links}</p>")
    return "\n".join(parts)


def show_reference(parent: QWidget) -> QDialog:
    """Open the format reference."""
    dialog = QDialog(parent)
    dialog.setObjectName("formatReference")
    dialog.setWindowTitle(tr("Format Reference"))
    layout = QVBoxLayout(dialog)
    browser = QTextBrowser(dialog)
    language = "de" if QLocale().language() == QLocale.Language.German else "en"
    browser.setHtml(reference_html(language))
    layout.addWidget(browser)
    dialog.resize(720, 640)
    dialog.show()
    return dialog


def show_about(parent: QWidget) -> None:
    """The About box."""
    QMessageBox.about(
        parent,
        tr("About Patience Studio"),
        tr(
            "<h3>Patience Studio</h3><p>An IDE for authors of PatFinder patience games: "
            "lay out, check, play and debug game files.</p>"
        ),
    )
