import dataclasses
import inspect

import pytest

from schema.vocab_basetypes import SimpleType
from schema.vocab_top import Attr, El


@pytest.mark.parametrize("cls", [Attr, El, SimpleType])
def test_init_takes_the_fields_in_order_with_their_defaults(cls: type) -> None:
    fields = dataclasses.fields(cls)
    params = list(inspect.signature(cls).parameters.values())
    assert [p.name for p in params] == [f.name for f in fields]
    for param, field in zip(params, fields, strict=True):
        missing = field.default is dataclasses.MISSING
        assert param.default == (inspect.Parameter.empty if missing else field.default)


@pytest.mark.parametrize("cls", [Attr, El, SimpleType])
def test_init_stores_each_argument_in_its_own_field(cls: type) -> None:
    fields = dataclasses.fields(cls)
    values = [f"value-{f.name}" for f in fields]
    made = cls(*values)
    assert [getattr(made, f.name) for f in fields] == values
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.name = "other"
