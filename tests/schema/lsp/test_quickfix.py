"""Quick fixes name the same replacement as the linter's did-you-mean, on many mutations.

The fixes are worked out from structured facts (code, element, vocabulary); this test reads
the English hint only to compare the two.
"""

from __future__ import annotations

import re

from schema.lsp.diagnostics import findings
from schema.lsp.document import Document
from schema.lsp.quickfix import fixes_for
from tests.schema.lsp.conftest import BASE
from tests.schema.mutate import mutants

_MEAN = re.compile(r"did you mean <?'?([^'>?]+)'?>?\?")


def test_fixes_agree_with_the_linters_did_you_mean() -> None:
    compared, missing, wrong = 0, [], []
    for mutant in mutants(BASE.encode(), limit=300, seed=3):
        doc = Document("file:///m.xml", mutant.data.decode("utf-8"), 1)
        for finding in findings(doc):
            hint = _MEAN.search(finding.problem.fix or "")
            if hint is None:
                continue
            compared += 1
            fixes = fixes_for(
                doc, finding.problem, finding.node, finding.attr, (finding.start, finding.end)
            )
            replaced = [f.argument for f in fixes if f.kind == "replace"]
            if not replaced:
                missing.append((finding.problem.code, hint.group(1), mutant.description))
            elif replaced[0] != hint.group(1):
                wrong.append((finding.problem.code, hint.group(1), replaced[0]))
    assert compared >= 50
    assert not wrong
    assert not missing
