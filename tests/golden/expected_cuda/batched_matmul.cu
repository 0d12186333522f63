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

// kernel @tanh: arith.tanh, loop.for, loop.load, loop.parallel, loop.store
extern "C" __global__ void __launch_bounds__(32) tanh_kernel(const float* __restrict__ mm_1, float* __restrict__ tanh_) {
  // one thread per point of the nest (loop.parallel %i, loop.for %j, loop.for %k: 24 points), grid-stride
  for (long long ag_p = blockIdx.x * (long long)blockDim.x + threadIdx.x; ag_p < 24; ag_p += (long long)gridDim.x * blockDim.x) {
    const long long i = ag_p / 8;
    const long long j = (ag_p / 2) % 4;
    const long long k = ag_p % 2;
    const float mm_1_1 = mm_1[i * 8 + j * 2 + k];
    const float tanh_1 = tanhf(mm_1_1);
    tanh_[i * 8 + j * 2 + k] = tanh_1;
  }
}

// kernel @sum: arith.add, loop.for, loop.load, loop.store
extern "C" __global__ void __launch_bounds__(32) sum_kernel(const float* __restrict__ tanh_, float* __restrict__ sum) {
  // one thread per point of the nest (no loops: 1 points), grid-stride
  for (long long ag_p = blockIdx.x * (long long)blockDim.x + threadIdx.x; ag_p < 1; ag_p += (long long)gridDim.x * blockDim.x) {
    float acc_1 = 0.0f;
    for (long long r = 0; r < 24; r += 1) {
      const float tanh_1 = tanh_[r];
      const float acc_2 = acc_1 + tanh_1;
      acc_1 = acc_2;
    }
    const float acc = acc_1;
    sum[0] = acc;
  }
}

// kernel @fused_mul_sub: arith.constant, arith.mul, arith.sub, loop.for, loop.load, loop.parallel, loop.store
extern "C" __global__ void __launch_bounds__(32) fused_mul_sub_kernel(const float* __restrict__ tangents_1, const float* __restrict__ tanh_, float* __restrict__ d_reshape) {
  // one thread per point of the nest (loop.parallel %i, loop.for %j, loop.for %k: 24 points), grid-stride
  for (long long ag_p = blockIdx.x * (long long)blockDim.x + threadIdx.x; ag_p < 24; ag_p += (long long)gridDim.x * blockDim.x) {
    const long long i = ag_p / 8;
    const long long j = (ag_p / 2) % 4;
    const long long k = ag_p % 2;
    const float tangents_1_1 = tangents_1[0];
    const float c = 1.0f;
    const float tanh_1 = tanh_[i * 8 + j * 2 + k];
    const float mul = tanh_1 * tanh_1;
    const float sub = c - mul;
    const float d_reshape_1 = tangents_1_1 * sub;
    d_reshape[i * 8 + j * 2 + k] = d_reshape_1;
  }
}

// extern @matmul on f32: the shared-memory tiled matmul
extern "C" __global__ void __launch_bounds__(256) matmul_f32_nn(const float* __restrict__ a, const float* __restrict__ b, float* __restrict__ out, int m, int n, int k, int lda, int ldb, long long sa, long long sb, long long so, long long batch) {
  for (long long z = 0; z + blockIdx.z < batch; z += gridDim.z)
    ag_matmul_tiled<float, false, false>(a + z * sa, b + z * sb, out + z * so, m, n, k, lda, ldb, sa, sb, so);
}

// extern @matmul {transpose_rhs} on f32: the shared-memory tiled matmul
extern "C" __global__ void __launch_bounds__(256) matmul_f32_nt(const float* __restrict__ a, const float* __restrict__ b, float* __restrict__ out, int m, int n, int k, int lda, int ldb, long long sa, long long sb, long long so, long long batch) {
  for (long long z = 0; z + blockIdx.z < batch; z += gridDim.z)
    ag_matmul_tiled<float, false, true>(a + z * sa, b + z * sb, out + z * so, m, n, k, lda, ldb, sa, sb, so);
}

// extern @matmul {transpose_lhs} on f32: the shared-memory tiled matmul
extern "C" __global__ void __launch_bounds__(256) matmul_f32_tn(const float* __restrict__ a, const float* __restrict__ b, float* __restrict__ out, int m, int n, int k, int lda, int ldb, long long sa, long long sb, long long so, long long batch) {
  for (long long z = 0; z + blockIdx.z < batch; z += gridDim.z)
    ag_matmul_tiled<float, true, false>(a + z * sa, b + z * sb, out + z * so, m, n, k, lda, ldb, sa, sb, so);
}

// program @bmm_forward: 4 launches in order, arena 128 bytes
//   matmul_f32_nn<<<dim3(1, 1, 3), dim3(32, 8, 1)>>>(primals_1, primals_2, mm, 4, 6, 5, 5, 6, 20, 30, 24, 3)
//   matmul_f32_nn<<<dim3(1, 1, 1), dim3(32, 8, 1)>>>(rows, primals_3, mm_1, 12, 2, 6, 6, 2, 0, 0, 0, 1)
//   tanh_kernel<<<1, 32>>>(mm_1, tanh)
//   sum_kernel<<<1, 32>>>(tanh, sum)

// program @bmm_backward: 5 launches in order, arena 448 bytes
//   fused_mul_sub_kernel<<<1, 32>>>(tangents_1, tanh, d_reshape)
//   matmul_f32_nt<<<dim3(1, 1, 1), dim3(32, 8, 1)>>>(d_mm_1, primals_3, d_rows, 12, 6, 2, 2, 2, 0, 0, 0, 1)
//   matmul_f32_tn<<<dim3(1, 1, 1), dim3(32, 8, 1)>>>(t_1, d_mm_1_1, d_primals_3, 6, 2, 12, 6, 2, 0, 0, 0, 1)
//   matmul_f32_nt<<<dim3(1, 1, 3), dim3(32, 8, 1)>>>(d_mm, primals_2, d_primals_1, 4, 5, 6, 6, 6, 24, 30, 20, 3)
//   matmul_f32_tn<<<dim3(1, 1, 3), dim3(32, 8, 1)>>>(primals_1, d_mm_2, d_primals_2, 5, 6, 4, 5, 6, 20, 24, 30, 3)
