"""A scalar that only a loop over a zero-size dim reads (a `where` condition broadcast into an
`f64[5,0]` result) was defined in the CUDA source and never read, since the empty loop is not
written: nvcc warned (an error under `--Werror`). Found by compiling the CUDA of generated
programs with nvcc (this is fuzz seed 1500049's); the empty loop now reads what it would
(`(void)x;`)."""
from aotgrad.frontend.dsl import parse
from cuda_ptx import assert_compiles_to_ptx

SOURCE = """def g(u: f64[5,4], w: f64[5,4]) -> f64[5,1] {
    v1 = sign(w * 1.37 + 0.11)
    v2 = prod(tanh(w), dim=-1, keepdim=true)
    return v2
}
def f(a0:f64[5,4], ids0:i64[1] nograd) -> (f64[], f64[5,4]) {
    v3 = g(a0, a0)
    v4 = g(a0, a0)
    v5 = a0 / (sigmoid(a0) + 0.25)
    v6 = concat(v4, v3, axis=0)
    v7 = cumsum(v4, dim=-1)
    v8 = dropout(v5, p=0.5)
    v9 = a0 + 2.0
    v10 = v9 / 1.0
    v11 = layernorm(v4, eps=0.001)
    v12 = cos(v11)
    v13 = max(v12, axis=[0, 1], keepdim=true)
    v14 = v13 @ v13
    v15 = index_select(v12, 1, ids0)
    v16 = cast((cast(v14 > 0.0, dtype=i64) * 3 - 1) @ (cast(v13 > 0.0, dtype=i64) * 3 - 1), dtype=f64)
    v17 = slice(v14, axis=1, start=1, stop=1, step=1)
    v18 = where(v16 <= v15, v12, v17)
    v19 = prod(tanh(v18), dim=0, keepdim=false)
    v20 = sum(v18, axis=[1])
    v21 = sqrt((sigmoid(v18) + 0.25))
    v22 = sum(v21) + sum(v16)
    return v22, v10
}
"""


def test_an_empty_loops_inputs_are_read(tmp_path):
    source = assert_compiles_to_ptx(parse(SOURCE), tmp_path)
    assert "(void)" in source
