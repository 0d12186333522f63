#include <math.h>

template <class T> __device__ __forceinline__ T ag_max(T a, T b) {
  return (a >= b || a != a) ? a : b;
}
template <class T> __device__ __forceinline__ T ag_min(T a, T b) {
  return (a <= b || a != a) ? a : b;
}
template <class I, class F> __device__ __forceinline__ I ag_ftoi(F x) {
  const F limit = sizeof(I) == 4 ? (F)2147483648.0 : (F)9223372036854775808.0;
  const I low = (I)((unsigned long long)1 << (8 * sizeof(I) - 1));
  return (x >= -limit && x < limit) ? (I)x : low;
}
template <class F> __device__ __forceinline__ F ag_sigmoid(F x) {
  const F t = exp(-fabs(x));
  const F r = (F)1 / ((F)1 + t);
  return x >= (F)0 ? r : t * r;
}
__device__ __forceinline__ unsigned long long ag_splitmix64(long long seed, long long counter) {
  unsigned long long x = (unsigned long long)seed * 0x9E3779B97F4A7C15ULL
                       + (unsigned long long)counter;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
  return x ^ (x >> 31);
}
__device__ __forceinline__ float ag_uniform_f32(long long seed, long long counter) {
  return (float)(ag_splitmix64(seed, counter) >> 40) * 5.9604644775390625e-08f;
}
__device__ __forceinline__ double ag_uniform_f64(long long seed, long long counter) {
  return (double)(ag_splitmix64(seed, counter) >> 11) * 1.1102230246251565e-16;
}
__device__ __forceinline__ long long ag_floordiv(long long x, long long d) {
  const long long q = x / d;
  return q - (x % d < 0 ? 1 : 0);
}
__device__ __forceinline__ long long ag_mod(long long x, long long m) {
  const long long r = x % m;
  return r < 0 ? r + m : r;
}

struct ag_add_op {
  template <class T> __device__ T operator()(T a, T b) const { return a + b; }
  __device__ bool operator()(bool a, bool b) const { return a || b; }
};
struct ag_mul_op {
  template <class T> __device__ T operator()(T a, T b) const { return a * b; }
  __device__ bool operator()(bool a, bool b) const { return a && b; }
};
struct ag_max_op {
  template <class T> __device__ T operator()(T a, T b) const { return ag_max(a, b); }
};
struct ag_min_op {
  template <class T> __device__ T operator()(T a, T b) const { return ag_min(a, b); }
};

template <class T> __device__ __forceinline__ T ag_shfl_down(T v, int d) {
  return __shfl_down_sync(0xffffffffu, v, d);
}
template <> __device__ __forceinline__ bool ag_shfl_down<bool>(bool v, int d) {
  return __shfl_down_sync(0xffffffffu, (int)v, d) != 0;
}
template <class T> __device__ __forceinline__ T ag_shfl_xor(T v, int d) {
  return __shfl_xor_sync(0xffffffffu, v, d);
}
template <> __device__ __forceinline__ bool ag_shfl_xor<bool>(bool v, int d) {
  return __shfl_xor_sync(0xffffffffu, (int)v, d) != 0;
}

// Combines `v` over the block's threads (blockDim.x a multiple of 32): within each warp by
// shuffles, then the warps' partial results through shared memory; every thread gets it.
template <class T, class F> __device__ T ag_block_reduce(T v, T identity, F combine) {
  __shared__ T partial[32];
  __shared__ T total;
  const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  for (int d = 16; d > 0; d /= 2) v = combine(v, ag_shfl_down(v, d));
  if (lane == 0) partial[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = lane < (int)(blockDim.x / 32) ? partial[lane] : identity;
    for (int d = 16; d > 0; d /= 2) v = combine(v, ag_shfl_down(v, d));
    if (lane == 0) total = v;
  }
  __syncthreads();
  const T out = total;
  __syncthreads();
  return out;
}

// Combines `v` over the 32 lanes of a warp by butterfly shuffles; every lane gets the total.
template <class T, class F> __device__ __forceinline__ T ag_warp_reduce(T v, T identity, F combine) {
  for (int d = 16; d > 0; d /= 2) v = combine(v, ag_shfl_xor(v, d));
  return v;
}

// Combines `v` over threadIdx.y for each threadIdx.x (blocks of 32 x blockDim.y threads,
// blockDim.y at most 32): the partial results of one point, folded in order of threadIdx.y.
template <class T, class F> __device__ T ag_column_reduce(T v, T identity, F combine) {
  __shared__ T part[32][33];
  part[threadIdx.y][threadIdx.x] = v;
  __syncthreads();
  if (threadIdx.y == 0) {
    T acc = part[0][threadIdx.x];
    for (unsigned int y = 1; y < blockDim.y; ++y) acc = combine(acc, part[y][threadIdx.x]);
    part[0][threadIdx.x] = acc;
  }
  __syncthreads();
  const T out = part[0][threadIdx.x];
  __syncthreads();
  return out;
}

// out[z] = op(a[z]) @ op(b[z]) for z = blockIdx.z: a 32x32 tile of `out` per block of 32x8
// threads, each thread four rows of it; `op` transposes when TA / TB. Row-major buffers whose
// last dimensions are lda, ldb and n; sa, sb, so are the batch strides (0 for rank 2).
template <class T, bool TA, bool TB>
__device__ void ag_matmul_tiled(const T* __restrict__ a, const T* __restrict__ b,
                                T* __restrict__ out, int m, int n, int k, int lda, int ldb,
                                long long sa, long long sb, long long so) {
  __shared__ T as[32][33];
  __shared__ T bs[32][33];
  a += blockIdx.z * sa;
  b += blockIdx.z * sb;
  out += blockIdx.z * so;
  const int row0 = blockIdx.y * 32, col0 = blockIdx.x * 32;
  const int tx = threadIdx.x, ty = threadIdx.y;
  T acc[4] = {(T)0, (T)0, (T)0, (T)0};
  for (int k0 = 0; k0 < k; k0 += 32) {
    for (int r = ty; r < 32; r += 8) {
      const int i = TA ? row0 + tx : row0 + r, ka = TA ? k0 + r : k0 + tx;
      const T av = (i < m && ka < k) ? (TA ? a[(long long)ka * lda + i]
                                           : a[(long long)i * lda + ka]) : (T)0;
      if (TA) as[tx][r] = av; else as[r][tx] = av;
      const int j = TB ? col0 + r : col0 + tx, kb = TB ? k0 + tx : k0 + r;
      const T bv = (kb < k && j < n) ? (TB ? b[(long long)j * ldb + kb]
                                           : b[(long long)kb * ldb + j]) : (T)0;
      if (TB) bs[tx][r] = bv; else bs[r][tx] = bv;
    }
    __syncthreads();
    for (int kk = 0; kk < 32; ++kk) {
      const T bv = bs[kk][tx];
      for (int q = 0; q < 4; ++q) acc[q] += as[ty + 8 * q][kk] * bv;
    }
    __syncthreads();
  }
  for (int q = 0; q < 4; ++q) {
    const int i = row0 + ty + 8 * q, j = col0 + tx;
    if (i < m && j < n) out[(long long)i * n + j] = acc[q];
  }
}

// kernel @fused_max_sub_exp_sum_div_log: arith.abs, arith.add, arith.constant, arith.div, arith.exp, arith.log, arith.lt, arith.max, arith.select, arith.sub, loop.alloc, loop.for, loop.load, loop.parallel, loop.store
extern "C" __global__ void __launch_bounds__(32) fused_max_sub_exp_sum_div_log_kernel(const float* __restrict__ primals_1, float* __restrict__ softmax, float* __restrict__ log_softmax, float* __restrict__ add) {
  // one thread per point of the nest (loop.parallel %i: 8 points), grid-stride
  for (long long ag_p = blockIdx.x * (long long)blockDim.x + threadIdx.x; ag_p < 8; ag_p += (long long)gridDim.x * blockDim.x) {
    const long long i = ag_p;
    float exp_[10];
    float acc_1 = -INFINITY;
    for (long long r = 0; r < 10; r += 1) {
      const float primals_1_1 = primals_1[i * 10 + r];
      const float acc_2 = ag_max(acc_1, primals_1_1);
      acc_1 = acc_2;
    }
    const float acc = acc_1;
    float acc_4 = 0.0f;
    for (long long r_1 = 0; r_1 < 10; r_1 += 1) {
      const float primals_1_2 = primals_1[i * 10 + r_1];
      const float shifted = primals_1_2 - acc;
      const float exp_1 = expf(shifted);
      exp_[r_1] = exp_1;
      const float acc_5 = acc_4 + exp_1;
      acc_4 = acc_5;
    }
    const float acc_3 = acc_4;
    for (long long j = 0; j < 10; j += 1) {
      const float exp_2 = exp_[j];
      const float softmax_1 = exp_2 / acc_3;
      softmax[i * 10 + j] = softmax_1;
    }
    for (long long j_1 = 0; j_1 < 10; j_1 += 1) {
      const float primals_1_3 = primals_1[i * 10 + j_1];
      const float shifted_1 = primals_1_3 - acc;
      const float lse = logf(acc_3);
      const float log_softmax_1 = shifted_1 - lse;
      log_softmax[i * 10 + j_1] = log_softmax_1;
    }
    float acc_7 = 0.0f;
    for (long long r_2 = 0; r_2 < 10; r_2 += 1) {
      const float primals_1_4 = primals_1[i * 10 + r_2];
      const float abs_ = fabsf(acc);
      const float c = INFINITY;
      const bool finite = abs_ < c;
      const float c_1 = 0.0f;
      const float shift = finite ? acc : c_1;
      const float sub = primals_1_4 - shift;
      const float exp_3 = expf(sub);
      const float acc_8 = acc_7 + exp_3;
      acc_7 = acc_8;
    }
    const float acc_6 = acc_7;
    const float log_ = logf(acc_6);
    const float abs_1 = fabsf(acc);
    const float c_2 = INFINITY;
    const bool finite_1 = abs_1 < c_2;
    const float c_3 = 0.0f;
    const float shift_1 = finite_1 ? acc : c_3;
    const float add_1 = log_ + shift_1;
    add[i] = add_1;
  }
}

// kernel @fused_sum_mul_exp_sub_add: arith.add, arith.exp, arith.mul, arith.sub, loop.for, loop.load, loop.parallel, loop.store
extern "C" __global__ void __launch_bounds__(32) fused_sum_mul_exp_sub_add_kernel(const float* __restrict__ tangents_2, const float* __restrict__ tangents_1, const float* __restrict__ softmax, const float* __restrict__ tangents_3, const float* __restrict__ primals_1, const float* __restrict__ logsumexp, const float* __restrict__ log_softmax, float* __restrict__ d_primals_1) {
  // one thread per point of the nest (loop.parallel %i: 8 points), grid-stride
  for (long long ag_p = blockIdx.x * (long long)blockDim.x + threadIdx.x; ag_p < 8; ag_p += (long long)gridDim.x * blockDim.x) {
    const long long i = ag_p;
    float acc_1 = 0.0f;
    for (long long r = 0; r < 10; r += 1) {
      const float tangents_2_1 = tangents_2[i * 10 + r];
      const float acc_2 = acc_1 + tangents_2_1;
      acc_1 = acc_2;
    }
    const float acc = acc_1;
    float acc_4 = 0.0f;
    for (long long r_1 = 0; r_1 < 10; r_1 += 1) {
      const float tangents_1_1 = tangents_1[i * 10 + r_1];
      const float softmax_1 = softmax[i * 10 + r_1];
      const float mul_2 = tangents_1_1 * softmax_1;
      const float acc_5 = acc_4 + mul_2;
      acc_4 = acc_5;
    }
    const float acc_3 = acc_4;
    for (long long j = 0; j < 10; j += 1) {
      const float tangents_3_1 = tangents_3[i];
      const float primals_1_1 = primals_1[i * 10 + j];
      const float logsumexp_1 = logsumexp[i];
      const float sub = primals_1_1 - logsumexp_1;
      const float exp_ = expf(sub);
      const float mul = tangents_3_1 * exp_;
      const float tangents_2_2 = tangents_2[i * 10 + j];
      const float log_softmax_1 = log_softmax[i * 10 + j];
      const float exp_1 = expf(log_softmax_1);
      const float mul_1 = exp_1 * acc;
      const float sub_1 = tangents_2_2 - mul_1;
      const float add = mul + sub_1;
      const float softmax_2 = softmax[i * 10 + j];
      const float tangents_1_2 = tangents_1[i * 10 + j];
      const float sub_2 = tangents_1_2 - acc_3;
      const float mul_3 = softmax_2 * sub_2;
      const float d_primals_1_1 = add + mul_3;
      d_primals_1[i * 10 + j] = d_primals_1_1;
    }
  }
}

// program @probs_forward: 1 launches in order, arena 0 bytes
//   fused_max_sub_exp_sum_div_log_kernel<<<1, 32>>>(primals_1, softmax, log_softmax, add)

// program @probs_backward: 1 launches in order, arena 0 bytes
//   fused_sum_mul_exp_sub_add_kernel<<<1, 32>>>(tangents_2, tangents_1, softmax, tangents_3, primals_1, logsumexp, log_softmax, d_primals_1)
