"""Property panel: schema-built forms for the selected element (see `panel.PropertyPanel`)."""


def register_panels() -> None:
    """Contribute the property dock to the main window."""
    from editor.properties.panel import register_panels as register

    register()
