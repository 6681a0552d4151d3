"""Fixtures for the property-panel tests: offscreen Qt and the project's schema model."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from editor.properties.schema_model import default_model  # noqa: E402


@pytest.fixture(scope="session")
def model():
    """The schema model of schema/patfinder.xsd."""
    return default_model()
