"""Names survive: gradient names say whose gradient, checkpoint tags name report rows, traced
locations carry the column."""
import numpy as np

import aotgrad
from aotgrad.passes.autodiff import joint_function
from aotgrad.passes.partition import partition_function


def test_gradient_of_the_second_add_is_named_after_it():
    m = aotgrad.parse("def f(x: f32[4]) -> f32[] {\n  return sum(exp(x + 1.0) + 2.0)\n}")
    text = str(joint_function(m.get()))
    # %add is x + 1.0, %add_1 is exp(...) + 2.0: each gradient carries its value's name.
    assert "%add_1 = tensor.add %exp" in text
    assert "%d_add = tensor.mul %d_add_1, %exp" in text


def test_checkpoint_name_shows_in_the_partition_report():
    def f(x, w):
        h = aotgrad.checkpoint_name(aotgrad.tanh(x @ w), "block1_out")
        return (aotgrad.sin(h) * h).sum()
    traced = aotgrad.trace(f, np.ones((3, 4)), np.ones((4, 5))).get()
    _, _, report = partition_function(joint_function(traced))
    assert "block1_out (%tanh)" in [e.name for e in report.saved]
    assert "block1_out (%tanh)" in str(report)


def test_traced_ops_carry_line_and_column():
    def f(x):
        return x * 2.0
    op = aotgrad.trace(f, np.ones(3)).get().ops[-2]
    assert (op.loc.line, op.loc.col) == (f.__code__.co_firstlineno + 1, 16)


def test_reports_and_ir_name_arguments_by_the_users_parameter_names():
    def layer(x, weight, bias):
        return aotgrad.relu(x @ weight + bias).sum()

    step = aotgrad.compile(layer)
    args = [aotgrad.tensor(np.ones(s, np.float32), requires_grad=True)
            for s in [(2, 3), (3, 4), (4,)]]
    step(*args).backward()
    origins = [e.origin for e in step.partition_report().saved]
    assert "argument x (primals_1)" in origins and "argument weight (primals_2)" in origins
    forward = step.compiled.module.get("layer_forward")
    assert [forward.arg_name(i) for i in range(3)] == ["x", "weight", "bias"]
    text = str(step.compiled.module)
    assert '%primals_2: buf<f32[3,4]> {name = "weight"}' in text
    assert str(aotgrad.parse_ir(text)) == text
