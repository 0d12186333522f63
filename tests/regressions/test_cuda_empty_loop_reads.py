"""Variables the CUDA source defined and never read, in programs with zero-size dims: a scalar or
loop variable read only by a loop over a zero-size dim (that loop is not written), the
accumulator of a reduction of no iterations whose result nothing reads, the variable of a nest
level that no op reads, a scratch array only an empty loop writes. nvcc warned (an error under
`--Werror`; PyCUDA compiles them with the warning). Found by compiling the CUDA of generated
programs with nvcc (these are fuzz seeds 1500049, 1500185, 1500194, 1500257, 1500362 and
1600056); an empty loop now reads what it would (`(void)x;`) and gives its initial values, and
an unread level's variable is not defined."""
import pytest

from aotgrad.frontend.dsl import parse
from cuda_ptx import assert_compiles_to_ptx

SOURCES = {
    1500049: """def g(u: f64[5,4], w: f64[5,4]) -> f64[5,1] {
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
""",
    1500185: """def g(u: f64[4], w: f64[4]) -> f64[0] {
    v1 = slice(w, axis=0, start=1, stop=1, step=2)
    return v1
}
def f(a0:f64[4], a1:f64[]) -> (f64[]) {
    v2 = g(a0, a0)
    v3 = g(a0, a0)
    v4 = mse(v2, v2)
    v5 = minimum(v4, a1)
    v6 = exp(a0)
    v7 = cast(argmax(v6, axis=0), dtype=f64)
    v8 = sigmoid(a1)
    v9 = broadcast(v2, [0])
    v10 = reshape(v7, [1])
    v11 = cumsum(v9, dim=0)
    v12 = cos(v11)
    v13 = prod(tanh(v2), dim=0, keepdim=false)
    v14 = argmax(v6, axis=-1)
    v15 = recompute(v11)
    v16 = recompute(a1)
    v17 = v12 * v13
    v18 = softmax(v10, axis=0)
    v19 = concat(v12, v15, v15, axis=0)
    v20 = cast(v5 < v15, dtype=f64) * v18
    v21 = softmax(v10, axis=0)
    v22 = dropout(v21, p=0.5)
    v23 = sum(v22) + sum(v15)
    return v23
}
""",
    1500194: """def g(u: f64[3,4], w: f64[3,4]) -> f64[3,4] {
    v1 = log((sigmoid(u) + 0.25))
    return v1
}
def f(a0:f64[3,4], ids0:i64[1] nograd, ids1:i64[1] nograd) -> (f64[], f64[4,3], f64[1,3,4]) {
    v2 = g(a0, a0)
    v3 = g(a0, a0)
    v4 = slice(v2, axis=0, start=0, stop=3, step=2)
    v5 = v2 @ v2.T
    v6 = broadcast(v3, [1, 3, 4])
    v7 = v6 * v6 - v6
    v8 = v7 * tanh(v7)
    v9 = sigmoid(v8) * v8 - v8
    v10 = tanh(v9 * v9 + 0.5)
    v11 = v10 * tanh(v10)
    v12 = v11 * v11 + 0.5
    v13 = v12 * v12 + 0.5
    v14 = v13 * v13 - v13
    v15 = cast(argmax(v12, axis=-3), dtype=f64)
    v16 = tanh(mse(v10, v9))
    v17 = embedding(ids0, v13)
    v18 = remainder(v8 * 1.37 + 0.11, 2.0)
    v19 = reshape(v18, [4, 3])
    v20 = v19 * v19 - v19
    v21 = tanh(v20 * v20 + 0.5)
    v22 = sigmoid(v21) * v21 - v21
    v23 = v22 * tanh(v22)
    v24 = v23 * tanh(v23)
    v25 = v24 * tanh(v24)
    v26 = v25 * v25 + 0.5
    v27 = v26 * v26 + 0.5
    v28 = tanh(sigmoid(v27) * v27 - v27)
    v29 = concat(v27, v28, axis=1)
    v30 = recompute(v19)
    v31 = tanh(sum(v27, axis=[0]))
    v32 = 1.0 * v24
    v33 = v30 * v30 + 0.5
    v34 = sigmoid(v33) * v33 - v33
    v35 = v34 * tanh(v34)
    v36 = v35 * tanh(v35)
    v37 = v36 * tanh(v36)
    v38 = sigmoid(v37) * v37 - v37
    v39 = tanh(v38 * v38 - v38)
    v40 = sigmoid(v39) * v39 - v39
    v41 = tanh(mse(v38, v26))
    v42 = logsumexp(v22, axis=[0, 1], keepdim=true)
    v43 = v41 ** 2.0
    v44 = max(v39, axis=1, keepdim=true)
    v45 = embedding(ids1, v39)
    v46 = sum(v45) + sum(v6)
    return v46, v32, v9
}
""",
    1500257: """def f(a0:f64[3,5], a1:f64[3,5], a2:f64[], a3:f64[5] nograd, ids0:i64[4] nograd) -> (f64[], f64[3,5], f64[3,5], f64[3,5]) {
    v1 = dropout(a1, p=0.0)
    v2 = 0.5 * a1
    v3 = cast(cast(a3, dtype=f32), dtype=f64)
    v4 = (sigmoid(v1) + 0.25) ** 0.5
    v5 = sigmoid(v2)
    v6 = sigmoid(v2)
    v7 = log_softmax(v5, axis=1)
    v8 = cast(cast(v5, dtype=f32), dtype=f64)
    v9 = sigmoid(v5) * v5 - v5
    v10 = v9 * tanh(v9)
    v11 = v10 * v10 + 0.5
    v12 = v11 * v11 - v11
    v13 = tanh(sigmoid(v12) * v12 - v12)
    v14 = sigmoid(v13) * v13 - v13
    v15 = v14 * v14 + 0.5
    v16 = v15 * v15 - v15
    v17 = cast(v14 > v16, dtype=f64) * v10
    v18 = concat(v8, v16, axis=0)
    v19 = reshape(v17, [1, 1, 15])
    v20 = softmax(v17, axis=1)
    v21 = floor(v19 * 1.37 + 0.11)
    v22 = softmax(v21, axis=1)
    v23 = sin(v1)
    v24 = max(v23, axis=[0, 1])
    v25 = softmax(v22, axis=2)
    v26 = index_select(v25, 1, ids0)
    v27 = cos(v24)
    v28 = max(v27)
    v29 = slice(v26, axis=0, start=1, stop=1, step=1)
    v30 = v29 * v28
    v31 = tanh(dropout(v18, p=0.5))
    v32 = cumsum(v29, dim=-1)
    v33 = cumprod(tanh(v32), dim=-3)
    v34 = sum(v33)
    return v34, v5, v2, v7
}
""",
    1600056: """def f(a0:f64[5,3], a1:f64[1,2], a2:f64[5,3], a3:f64[5,3] nograd, lab:i64[5] nograd, ids0:i64[3,0] nograd, ids1:i64[1,2] nograd, ids2:i64[5,1] nograd, wconv8:f64[1,1,3,3]) -> (f64[], f64[3,5], f64[5,3], f64[3,1]) {
    v1 = a1 ** 1.0
    v2 = a0 * 1.0
    v3 = embedding(ids0, a1)
    v4 = reshape(a3, [3, 5])
    v5 = transpose(v4, [1, 0])
    v6 = prod(tanh(v3), dim=1, keepdim=true)
    v7 = v3 + a1
    v8 = v4 ** 2.0
    v9 = tanh(v7 @ transpose(v7, [0, 2, 1]))
    v10 = prod(tanh(v9), dim=2, keepdim=false)
    v11 = embedding(ids0, v9)
    v12 = cast(argmax(v6, axis=-1), dtype=f64)
    v13 = sum(v9, axis=[0, 1, 2], keepdim=true)
    v14 = round(v12 * 1.37 + 0.11)
    v15 = prod(tanh(v14), dim=-2, keepdim=true)
    v16 = embedding(ids1, v14)
    v17 = recompute(v15)
    v18 = sin(v2)
    v19 = max(v18, axis=[0, 1], keepdim=true)
    v20 = gather(v15, 0, ids2)
    v21 = tanh(conv2d(reshape(v5, [1, 1, 5, 3]), wconv8, stride=[2, 2], padding=[0, 0], dilation=[1, 1], groups=1))
    v22 = dropout(v19, p=0.25)
    v23 = sum(v22) + sum(v11)
    return v23, v4, v2, v14
}
""",
    1500362: """def f(a0:f32[5,4], a1:f32[0,4]) -> (f32[], f32[0,0]) {
    v1 = sin(a0)
    v2 = max(v1, axis=[0, 1])
    v3 = a0 @ a0.T
    v4 = mean(a1, axis=[-2, 1])
    v5 = a1 @ a1.T
    v6 = logsumexp(v1, axis=[-2, 1])
    v7 = cumprod(tanh(a1), dim=-2)
    v8 = v7 * v7 + 0.5
    v9 = sigmoid(v8) * v8 - v8
    v10 = sigmoid(v9) * v9 - v9
    v11 = v10 * tanh(v10)
    v12 = tanh(v11 * v11 + 0.5)
    v13 = v12 * v12 + 0.5
    v14 = v13 * tanh(v13)
    v15 = v14 * v14 - v14
    v16 = v15 * tanh(v15)
    v17 = v16 * v16 - v16
    v18 = where(v17 <= v17, v17, 0.5)
    v19 = v13 ** 0.0
    v20 = sum(v19)
    return v20, v5
}
""",
}


@pytest.mark.parametrize("seed", list(SOURCES))
def test_generated_cuda_defines_only_what_it_reads(seed, tmp_path):
    assert_compiles_to_ptx(parse(SOURCES[seed]), tmp_path)
