#!/usr/bin/env bash
# Re-extract the editor foundation's strings into patstudio_de.ts and compile patstudio_de.qm.
set -euo pipefail
cd "$(dirname "$0")/../.."
MODULES="app builtin_panels changes checker clipboard completion document elementops fileio fileops flowlayout gcguard gutter helpdialogs highlighter
host i18n icons mainwindow menus messages outline outline_model panels problems prompts quickfix recovery selection
settings sourcetree sourceview startpage textmap treeutil xmltext xsdinfo"
FILES=$(for m in $MODULES; do echo "editor/$m.py"; done)
# shellcheck disable=SC2086
pyside6-lupdate $FILES -no-obsolete -source-language en -target-language de -ts resources/i18n/patstudio_de.ts
pyside6-lrelease resources/i18n/patstudio_de.ts -qm resources/i18n/patstudio_de.qm
