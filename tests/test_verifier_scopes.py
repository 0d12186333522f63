"""The verifier's scopes: a value defined in a loop body is visible in that body and in the
bodies nested in it, never after the loop nor in a sibling loop's body."""
from __future__ import annotations

import pytest

from aotgrad.ir.core import IRError
from aotgrad.ir.parser import parse_ir
from aotgrad.ir.verifier import verify

TWO_LOOPS = """\
kernel @k(%a: buf<f32[4,8]>, %o: buf<f32[4]>) {
  loop.parallel %i = 0 to 4 {
    %s = loop.for %j = 0 to 8 iter(%acc = 0.0) -> f32 {
      %x = loop.load %a[%i, %j] : f32
      %y = arith.add %acc, %x : f32
      loop.yield %y
    }
    %t = loop.for %j_1 = 0 to 8 iter(%acc_1 = 0.0) -> f32 {
      %x_1 = loop.load %a[%i, %j_1] : f32
      %y_1 = arith.add %acc_1, %x_1 : f32
      loop.yield %y_1
    }
    %u = arith.add %s, %t : f32
    loop.store %u, %o[%i]
  }
}
"""


def loops(module):
    """The two inner loops of the parallel loop, and the add after them."""
    first, second, add = module.functions[0].body.ops[0].body.ops[:3]
    return first, second, add


def test_values_of_enclosing_bodies_are_visible_in_nested_bodies():
    verify(parse_ir(TWO_LOOPS))         # %i, from the outer body, is read in both inner ones


def test_a_value_of_a_loop_body_is_not_visible_after_the_loop():
    m = parse_ir(TWO_LOOPS)
    first, _, add = loops(m)
    add.operands[0] = first.body.ops[1].result          # %y, defined in the first loop
    with pytest.raises(IRError, match="does not dominate"):
        verify(m)


def test_a_value_of_a_loop_body_is_not_visible_in_a_sibling_loop():
    m = parse_ir(TWO_LOOPS)
    first, second, _ = loops(m)
    second.body.ops[1].operands[1] = first.body.ops[0].result   # %x in the second loop
    with pytest.raises(IRError, match="does not dominate"):
        verify(m)


def test_a_loop_variable_is_not_visible_after_its_loop():
    m = parse_ir(TWO_LOOPS)
    first, second, _ = loops(m)
    second.body.ops[0].operands[1] = first.body.args[0]        # %j read in the second loop
    with pytest.raises(IRError, match="does not dominate"):
        verify(m)
