"""The helpers every generated `.cu` starts with: scalar semantics, block reductions, matmul.

In: nothing; out: `PRELUDE`, C++ text placed before the kernels (the kernels themselves are
`extern "C"`, so the runtime finds them by their IR names). `ag_max`/`ag_min` are numpy's
NaN-propagating maximum and minimum; `ag_ftoi` is numpy's float-to-integer cast on x86;
`ag_uniform_f32/f64` is `counter_uniform`'s splitmix64; `ag_block_reduce` combines one value
per thread of a block (a multiple of 32 threads) with warp shuffles, then through shared memory,
and gives every thread the result; `ag_matmul_tiled` is the shared-memory tiled matmul that
the `@matmul` extern runs (32x32 tiles, 32x8 threads, four outputs per thread). `ag_check(i,
n, check, at)` is a run-time bounds check: `i` when `0 <= i < n`; otherwise the first failing
thread records `check` (its number + 1), `i` and `at` (where `i` was read, or -1) in
`ag_fault`, which the runtime reads after the program, and the access goes to element 0
(`CHECKS`, after the prelude when a kernel checks).
"""

#: a full reduction over the whole grid, in a unit only when some kernel reduces that way:
#: each block combines its threads' values and writes its partial result; the last block to
#: finish (a ticket taken after a fence) combines the partials, resets the ticket for the next
#: launch and returns true (every thread of it holding the total); the other blocks return
#: false and leave the kernel.
GRID_REDUCE = r"""template <class T, class F>
__device__ bool ag_grid_reduce(T& v, T identity, F combine, T* partials, unsigned int* ticket) {
  __shared__ bool last;
  T b = ag_block_reduce<T>(v, identity, combine);
  if (threadIdx.x == 0) {
    partials[blockIdx.x] = b;
    __threadfence();
    last = atomicAdd(ticket, 1u) == gridDim.x - 1;
  }
  __syncthreads();
  if (!last) return false;
  __threadfence();
  T acc = identity;
  for (unsigned int i = threadIdx.x; i < gridDim.x; i += blockDim.x)
    acc = combine(acc, ((volatile T*)partials)[i]);
  v = ag_block_reduce<T>(acc, identity, combine);
  if (threadIdx.x == 0) *ticket = 0;
  return true;
}
"""

#: an inclusive scan over the block's threads (blockDim.x a multiple of 32, in a unit only when
#: some kernel scans that way: `scans.py`): each warp by shuffles up, then the warps' totals
#: through shared memory; thread t gets the combination of threads 0..t, and every thread the
#: block's total in `total`.
BLOCK_SCAN = r"""template <class T> __device__ __forceinline__ T ag_shfl_up(T v, int d) {
  return __shfl_up_sync(0xffffffffu, v, d);
}
template <> __device__ __forceinline__ bool ag_shfl_up<bool>(bool v, int d) {
  return __shfl_up_sync(0xffffffffu, (int)v, d) != 0;
}
template <class T, class F> __device__ T ag_block_scan(T v, T identity, F combine, T& total) {
  __shared__ T warps[32];
  const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  for (int d = 1; d < 32; d *= 2) {
    const T up = ag_shfl_up(v, d);
    if (lane >= d) v = combine(up, v);
  }
  if (lane == 31) warps[warp] = v;
  __syncthreads();
  if (warp == 0) {
    T w = lane < (int)(blockDim.x / 32) ? warps[lane] : identity;
    for (int d = 1; d < 32; d *= 2) {
      const T up = ag_shfl_up(w, d);
      if (lane >= d) w = combine(up, w);
    }
    warps[lane] = w;
  }
  __syncthreads();
  if (warp > 0) v = combine(warps[warp - 1], v);
  total = warps[blockDim.x / 32 - 1];
  __syncthreads();
  return v;
}
"""

#: the ticket of a reduction split over several blocks (`columns.py`), in a unit only when some
#: kernel splits one: whether this block is the last of `splits` blocks sharing `ticket` to
#: finish, each block's partial results written before; the last resets the ticket for the
#: next launch.
SPLIT_LAST = r"""__device__ bool ag_split_last(unsigned int* ticket, unsigned int splits) {
  __shared__ bool last;
  __threadfence();
  __syncthreads();
  if (threadIdx.x == 0 && threadIdx.y == 0) {
    last = atomicAdd(ticket, 1u) == splits - 1;
    if (last) *ticket = 0;
  }
  __syncthreads();
  if (last) __threadfence();
  return last;
}
"""

#: the run-time bounds check, in a unit only when some kernel checks an index at run time.
CHECKS = r"""__device__ unsigned long long ag_fault[3];
__device__ __forceinline__ long long ag_check(long long i, long long n, unsigned long long check,
                                              long long at) {
  if ((unsigned long long)i < (unsigned long long)n) return i;
  if (atomicCAS(&ag_fault[0], 0ull, check) == 0ull) {
    ag_fault[1] = (unsigned long long)i;
    ag_fault[2] = (unsigned long long)at;
  }
  return 0;
}
"""

PRELUDE = r"""#include <math.h>

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
"""
