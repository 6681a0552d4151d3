#!/usr/bin/env bash
# Re-extract the editor panels' strings (everything not in update.sh's list) into panels_de.ts
# and compile panels_de.qm. Existing translations are kept; new strings come in "unfinished".
set -euo pipefail
cd "$(dirname "$0")/../.."
MODULES="__init__ _qtcompat i18n_panels palette patimport screenshots
play/__init__ play/cardart play/cases play/pane play/session play/table
flow/__init__ flow/editor flow/model flow/scene flow/snippets flow/view
debugger/__init__ debugger/panel
canvas/__init__ canvas/bridge canvas/fieldinfo canvas/geometry canvas/gestures canvas/items
canvas/panel canvas/preview canvas/scene canvas/view
properties/__init__ properties/card_picker properties/context properties/editors properties/forms properties/lists
properties/panel properties/schema_model
analysis/__init__ analysis/charts analysis/dialog analysis/export analysis/model analysis/numbers analysis/parts
analysis/runner analysis/view"
FILES=$(for m in $MODULES; do echo "editor/$m.py"; done)
# shellcheck disable=SC2086
pyside6-lupdate $FILES -no-obsolete -source-language en -target-language de -ts resources/i18n/panels_de.ts
pyside6-lrelease resources/i18n/panels_de.ts -qm resources/i18n/panels_de.qm
