"""The document: an lxml tree with its source text, an undo stack and change signals."""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from lxml import etree
from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

import editor._qtcompat  # noqa: F401  (guards against a PySide6 6.12 refcount defect)
from editor.checker import Checker
from editor.fileio import atomic_write
from editor.selection import SelectionModel
from editor.sourcetree import Change, ChangeKind, EditLog, SourceTree, same_structure
from engine.errors import Problem
from engine.xmlread import ParsedFile


def tr(text: str) -> str:
    """Translate a string in the Document context."""
    return QCoreApplication.translate("", text)


class EditCommand(QUndoCommand):
    """One undoable edit: runs document actions and takes them back exactly."""

    def __init__(
        self,
        doc: Document,
        title: str,
        action: Callable[[EditLog], None],
        origin: object = None,
        merge_key: object = None,
    ) -> None:
        super().__init__(title)
        self.doc = doc
        self.origin = origin
        self.merge_key = merge_key
        self._actions = [action]
        self._logs: list[EditLog] = []

    def redo(self) -> None:
        """Run the actions; only the first run names its origin (later runs are undo/redo)."""
        origin, self.origin = self.origin, None
        self._logs = [self.doc._perform(action, origin) for action in self._actions]

    def undo(self) -> None:
        """Take the actions back in reverse order (notices carry no origin: all views redraw)."""
        for log in reversed(self._logs):
            self.doc._unwind(log, None)

    def id(self) -> int:
        """Commands with a merge key merge with the next one of the same key."""
        return 1 if self.merge_key is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 - Qt override
        """Absorb a following command on the same target (e.g. a spin box being dragged)."""
        if not isinstance(other, EditCommand) or other.merge_key != self.merge_key:
            return False
        self._actions.extend(other._actions)
        self._logs.extend(other._logs)
        return True


class Document(QObject):
    """One open game file; panels read the tree and edit only through its commands."""

    changed = Signal(object)
    """A Change notice for every tree change (also on undo and redo)."""
    element_added = Signal(object, object, int)
    element_removed = Signal(object, object, int)
    element_moved = Signal(object, object, int)
    attribute_changed = Signal(object, str)
    text_changed = Signal(object)
    tree_replaced = Signal()
    source_changed = Signal(object)
    """The source text changed; carries the origin (the panel that typed it, or None)."""
    modified_changed = Signal(bool)
    path_changed = Signal(str)
    saved = Signal(str)

    def __init__(
        self,
        data: bytes,
        path: str | None = None,
        *,
        name: str | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.source = SourceTree(data, path)
        self._name = name
        self.undo_stack = QUndoStack(self)
        self.selection = SelectionModel(self)
        self.undo_stack.cleanChanged.connect(self._on_clean_changed)
        self._forced_modified = False
        self.checker = Checker(self)
        """Live problems of this document (`problems_changed`, `problems`, `check_now`)."""

    @classmethod
    def open(cls, path: str | Path, parent: QObject | None = None) -> Document:
        """Read a file (malformed content still opens, with `error` set)."""
        data = Path(path).read_bytes()
        return cls(data, str(Path(path).resolve()), parent=parent)

    # ----- state
    @property
    def path(self) -> str | None:
        """The file path, or None for a new, unsaved document."""
        return self.source.path

    @property
    def display_name(self) -> str:
        """Short name for tabs and titles."""
        if self.path:
            return Path(self.path).name
        return self._name or tr("Untitled")

    @property
    def tree(self) -> etree._ElementTree | None:
        """The lxml tree (None while the text is malformed). Read it, never mutate it."""
        return self.source.tree

    @property
    def root(self) -> etree._Element | None:
        """The root element (`spiel`), or None while malformed."""
        return self.source.root

    @property
    def error(self) -> Problem | None:
        """Why the text cannot be parsed, or None."""
        return self.source.error

    @property
    def text(self) -> str:
        """The current source text."""
        return self.source.text

    @property
    def revision(self) -> int:
        """Increases with every change of the text."""
        return self.source.revision

    def is_modified(self) -> bool:
        """True when the document differs from the file on disk."""
        return self._forced_modified or not self.undo_stack.isClean()

    def to_bytes(self) -> bytes:
        """What saving would write now."""
        return self.source.to_bytes()

    @property
    def parsed(self) -> ParsedFile | None:
        """A ParsedFile of the current text with exact lines (for the engine and play), cached."""
        return self.source.parsed()

    def line_of(self, element: etree._Element) -> int:
        """1-based line where an element starts in the current text."""
        return self.source.position(element)[0]

    def element_at_line(self, line: int, column: int = 1) -> etree._Element | None:
        """The innermost element at a line (and column)."""
        return self.source.node_at_line(line, column)

    # ----- editing helpers (each pushes one undo command)
    def push(
        self,
        title: str,
        action: Callable[[EditLog], None],
        *,
        origin: object = None,
        merge_key: object = None,
    ) -> None:
        """Run an action as one undo step on this document's stack."""
        self.undo_stack.push(EditCommand(self, title, action, origin, merge_key))

    @contextmanager
    def macro(self, title: str) -> Iterator[None]:
        """Group the commands pushed inside into one undo step."""
        self.undo_stack.beginMacro(title)
        try:
            yield
        finally:
            self.undo_stack.endMacro()

    def set_attribute(
        self,
        el: etree._Element,
        name: str,
        value: str | None,
        *,
        origin: object = None,
        merge: bool = False,
    ) -> None:
        """Set (or with None remove) an attribute."""
        if el.get(name) == value:
            return
        title = tr("Change %1 of %2").replace("%1", name).replace("%2", str(el.tag))
        self.push(
            title,
            lambda log: self.source.set_attribute(el, name, value, log),
            origin=origin,
            merge_key=(id(el), name) if merge else None,
        )

    def set_text(
        self, el: etree._Element, value: str, *, origin: object = None, merge: bool = False
    ) -> None:
        """Set an element's text value."""
        if (el.text or "") == value:
            return
        title = tr("Change %1").replace("%1", str(el.tag))
        self.push(
            title,
            lambda log: self.source.set_text(el, value, log),
            origin=origin,
            merge_key=(id(el), None) if merge else None,
        )

    def insert_element(
        self,
        parent: etree._Element,
        index: int,
        el: etree._Element,
        *,
        origin: object = None,
        markup: str | None = None,
    ) -> None:
        """Insert a new element at `index` among `parent`'s children."""
        title = tr("Add %1").replace("%1", str(el.tag))
        self.push(
            title, lambda log: self.source.insert(parent, index, el, log, markup), origin=origin
        )

    def remove_element(self, el: etree._Element, *, origin: object = None) -> None:
        """Delete an element."""
        title = tr("Delete %1").replace("%1", str(el.tag))
        self.push(title, lambda log: self._remove(el, log), origin=origin)

    def _remove(self, el: etree._Element, log: EditLog) -> None:
        self.source.remove(el, log)

    def move_element(
        self, el: etree._Element, parent: etree._Element, index: int, *, origin: object = None
    ) -> None:
        """Move an element to `index` (its final position) among `parent`'s children."""
        title = tr("Move %1").replace("%1", str(el.tag))
        self.push(title, lambda log: self.source.move(el, parent, index, log), origin=origin)

    def duplicate_element(self, el: etree._Element, *, origin: object = None) -> etree._Element:
        """Insert a copy (with its exact source) right after an element; returns the copy."""
        parent = el.getparent()
        assert parent is not None
        clone = copy.deepcopy(el)
        markup = self.source.source_of(el)
        title = tr("Duplicate %1").replace("%1", str(el.tag))
        index = parent.index(el) + 1
        self.push(
            title, lambda log: self.source.insert(parent, index, clone, log, markup), origin=origin
        )
        return clone

    def replace_text(self, text: str, *, origin: object = None, title: str | None = None) -> None:
        """Replace the source text (a source-view edit); the tree is parsed anew."""
        if text == self.source.text:
            return
        self.push(
            title or tr("Edit source"),
            lambda log: self.source.replace_text(text, log),
            origin=origin,
        )

    # ----- engine of the commands
    def _perform(self, action: Callable[[EditLog], None], origin: object) -> EditLog:
        log = EditLog()
        try:
            action(log)
        finally:
            for step in log.steps:
                self._notify(step.forward, origin)
            self.source_changed.emit(origin)
        return log

    def _unwind(self, log: EditLog, origin: object) -> None:
        for step in reversed(log.steps):
            step.undo()
            self._notify(step.inverse, origin)
        self.source_changed.emit(origin)

    def _notify(self, change: Change, origin: object) -> None:
        change = Change(
            change.kind, change.element, change.parent, change.index, change.name, origin
        )
        kind = change.kind
        if kind is ChangeKind.ATTRIBUTE:
            self.attribute_changed.emit(change.element, change.name or "")
        elif kind is ChangeKind.TEXT:
            self.text_changed.emit(change.element)
        elif kind is ChangeKind.ADDED:
            self.element_added.emit(change.element, change.parent, change.index)
        elif kind is ChangeKind.REMOVED:
            self.element_removed.emit(change.element, change.parent, change.index)
        elif kind is ChangeKind.MOVED:
            self.element_moved.emit(change.element, change.parent, change.index)
        self.changed.emit(change)
        if kind is ChangeKind.REPLACED:
            self._remap_selection()
            self.tree_replaced.emit()
        elif kind is ChangeKind.REMOVED:
            self.selection.prune(self.root)

    def _remap_selection(self) -> None:
        """After a re-parse, select the elements at the same places in the new tree."""
        paths = [_path(element) for element in self.selection.elements]
        found = [self.source.node_by_path(p) for p in paths]
        self.selection.select([e for e in found if e is not None])

    # ----- files
    def save(self, path: str | Path | None = None) -> None:
        """Write atomically (temp file + rename); the bytes are unchanged if nothing changed."""
        target = Path(path) if path is not None else (Path(self.path) if self.path else None)
        if target is None:
            raise ValueError("document has no path; give one")
        data = self.to_bytes()
        if self.root is not None and data != self.source.disk_bytes:
            data = self._verified(data)
        atomic_write(target, data)
        self.source.mark_saved(data)
        new_path = str(target.resolve())
        if new_path != self.path:
            self.source.path = new_path
            self.path_changed.emit(new_path)
        self._forced_modified = False
        self.undo_stack.setClean()
        self.saved.emit(new_path)
        self.modified_changed.emit(False)

    def _verified(self, data: bytes) -> bytes:
        """Guard: if the patched text ever disagreed with the tree, write the tree itself."""
        from engine.errors import LoadError
        from engine.xmlread import parse_bytes

        try:
            if same_structure(parse_bytes(data, self.path).root, self.root):
                return data
        except LoadError:
            pass
        text = self.source.full_serialisation()
        from editor.xmltext import encode

        return encode(text, self.source.encoding)

    def reload_from_disk(self, *, title: str | None = None) -> None:
        """Replace the text by the file's current content as one undoable step."""
        if not self.path:
            return
        data = Path(self.path).read_bytes()
        from editor.xmltext import decode

        text = decode(data, self.source.encoding)
        self.replace_text(text, title=title or tr("Reload from disk"))
        self.source.mark_saved(data)
        self.source.disk_text = self.source.text
        self.undo_stack.setClean()

    def mark_modified(self) -> None:
        """Flag as modified without an undo step (e.g. restored from a recovery file)."""
        self._forced_modified = True
        self.modified_changed.emit(True)

    def _on_clean_changed(self, clean: bool) -> None:
        self.modified_changed.emit(self.is_modified())


def _path(element: etree._Element) -> tuple[int, ...]:
    path: list[int] = []
    parent = element.getparent()
    while parent is not None:
        path.append(parent.index(element))
        element, parent = parent, parent.getparent()
    return tuple(reversed(path))
