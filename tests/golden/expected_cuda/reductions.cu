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

// kernel @sum: arith.add, loop.for, loop.load, loop.store
extern "C" __global__ void __launch_bounds__(256) sum_kernel(const float* __restrict__ primals_1, float* __restrict__ sum) {
  // one block per point of the nest (no loops: 1 points); the loops inside a point split over the block's threads
  for (long long ag_p = blockIdx.x; ag_p < 1; ag_p += gridDim.x) {
    float acc_1 = 0.0f;
    for (long long r = (long long)threadIdx.x; r < 192; r += blockDim.x) {
      const float primals_1_1 = primals_1[r];
      const float acc_2 = acc_1 + primals_1_1;
      acc_1 = acc_2;
    }
    const float acc = 0.0f + ag_block_reduce<float>(acc_1, 0.0f, ag_add_op());
    if (threadIdx.x == 0) {
      sum[0] = acc;
    }
    __syncthreads();
  }
}

// kernel @max: arith.max, loop.for, loop.load, loop.store
extern "C" __global__ void __launch_bounds__(256) max_kernel(const float* __restrict__ primals_1, float* __restrict__ max_) {
  // one block per point of the nest (no loops: 1 points); the loops inside a point split over the block's threads
  for (long long ag_p = blockIdx.x; ag_p < 1; ag_p += gridDim.x) {
    float acc_1 = -INFINITY;
    for (long long r = (long long)threadIdx.x; r < 192; r += blockDim.x) {
      const float primals_1_1 = primals_1[r];
      const float acc_2 = ag_max(acc_1, primals_1_1);
      acc_1 = acc_2;
    }
    const float acc = ag_max(-INFINITY, ag_block_reduce<float>(acc_1, -INFINITY, ag_max_op()));
    if (threadIdx.x == 0) {
      max_[0] = acc;
    }
    __syncthreads();
  }
}

// kernel @fused_div_add: arith.add, arith.constant, arith.div, loop.load, loop.store
extern "C" __global__ void __launch_bounds__(32) fused_div_add_kernel(const float* __restrict__ sum, const float* __restrict__ max_, float* __restrict__ total) {
  // one thread per point of the nest (no loops: 1 points), grid-stride
  for (long long ag_p = blockIdx.x * (long long)blockDim.x + threadIdx.x; ag_p < 1; ag_p += (long long)gridDim.x * blockDim.x) {
    const float sum_1 = sum[0];
    const float c = 192.0f;
    const float mean = sum_1 / c;
    const float add = sum_1 + mean;
    const float max_1 = max_[0];
    const float total_1 = add + max_1;
    total[0] = total_1;
  }
}

// kernel @fused_sum_max_sub_argmax: arith.add, arith.cast, arith.constant, arith.gt, arith.lt, arith.max, arith.ne, arith.select, arith.sub, loop.alloc, loop.for, loop.load, loop.parallel, loop.store
extern "C" __global__ void __launch_bounds__(32) fused_sum_max_sub_argmax_kernel(const float* __restrict__ primals_1, float* __restrict__ max_1, float* __restrict__ rows, long long* __restrict__ argmax) {
  // one thread per point of the nest (loop.parallel %i: 4 points), grid-stride
  for (long long ag_p = blockIdx.x * (long long)blockDim.x + threadIdx.x; ag_p < 4; ag_p += (long long)gridDim.x * blockDim.x) {
    const long long i = ag_p;
    float sum_1[8];
    for (long long k = 0; k < 8; k += 1) {
      float acc_1 = 0.0f;
      for (long long r = 0; r < 6; r += 1) {
        const float primals_1_1 = primals_1[i * 48 + r * 8 + k];
        const float acc_2 = acc_1 + primals_1_1;
        acc_1 = acc_2;
      }
      const float acc = acc_1;
      sum_1[k] = acc;
      float acc_4 = -INFINITY;
      for (long long r_1 = 0; r_1 < 6; r_1 += 1) {
        const float primals_1_2 = primals_1[i * 48 + r_1 * 8 + k];
        const float acc_5 = ag_max(acc_4, primals_1_2);
        acc_4 = acc_5;
      }
      const float acc_3 = acc_4;
      max_1[i * 8 + k] = acc_3;
    }
    for (long long k_1 = 0; k_1 < 8; k_1 += 1) {
      const float sum_1_1 = sum_1[k_1];
      const float max_1_1 = max_1[i * 8 + k_1];
      const float rows_1 = sum_1_1 - max_1_1;
      rows[i * 8 + k_1] = rows_1;
    }
    for (long long j = 0; j < 6; j += 1) {
      float best = -INFINITY;
      long long arg = -1LL;
      for (long long r_2 = 0; r_2 < 8; r_2 += 1) {
        const float primals_1_3 = primals_1[i * 48 + j * 8 + r_2];
        const bool greater = primals_1_3 > best;
        const bool is_nan = primals_1_3 != primals_1_3;
        const bool best_is_nan = best != best;
        const bool c = false;
        const bool select = best_is_nan ? c : is_nan;
        const bool take = greater ? greater : select;
        const long long c_1 = 0LL;
        const bool first = arg < c_1;
        const bool c_2 = true;
        const bool take_1 = first ? c_2 : take;
        const long long k_2 = (long long)r_2;
        const float best_1 = take_1 ? primals_1_3 : best;
        const long long arg_1 = take_1 ? k_2 : arg;
        best = best_1;
        arg = arg_1;
      }
      const long long acc_7 = arg;
      argmax[i * 6 + j] = acc_7;
    }
  }
}

// kernel @fused_sum_max_div_add: arith.add, arith.constant, arith.div, arith.max, loop.for, loop.load, loop.parallel, loop.store
extern "C" __global__ void __launch_bounds__(32) fused_sum_max_div_add_kernel(const float* __restrict__ primals_1, float* __restrict__ max_2, float* __restrict__ cols) {
  // one block per point of the nest (loop.parallel %i: 6 points); the loops inside a point split over the block's threads
  // kept in registers, 1 element a thread: primals_1_row
  for (long long ag_p = blockIdx.x; ag_p < 6; ag_p += gridDim.x) {
    const long long i = ag_p;
    float primals_1_row[1];
    float acc_1 = 0.0f;
    #pragma unroll
    for (int ag_k = 0; ag_k < 1; ++ag_k) {
      const long long r = threadIdx.x + ag_k * 32;
      primals_1_row[ag_k] = primals_1[((r) / 8) * 48 + i * 8 + ((r) % 8)];
      const float primals_1_1 = primals_1_row[ag_k];
      const float acc_2 = acc_1 + primals_1_1;
      acc_1 = acc_2;
    }
    const float acc = 0.0f + ag_block_reduce<float>(acc_1, 0.0f, ag_add_op());
    float acc_4 = -INFINITY;
    #pragma unroll
    for (int ag_k = 0; ag_k < 1; ++ag_k) {
      const float primals_1_2 = primals_1_row[ag_k];
      const float acc_5 = ag_max(acc_4, primals_1_2);
      acc_4 = acc_5;
    }
    const float acc_3 = ag_max(-INFINITY, ag_block_reduce<float>(acc_4, -INFINITY, ag_max_op()));
    if (threadIdx.x == 0) {
      max_2[i] = acc_3;
    }
    __syncthreads();
    const float c = 32.0f;
    const float mean_1 = acc / c;
    const float cols_1 = mean_1 + acc_3;
    if (threadIdx.x == 0) {
      cols[i] = cols_1;
    }
    __syncthreads();
  }
}

// kernel @argmax_1: arith.cast, arith.constant, arith.gt, arith.lt, arith.ne, arith.select, loop.for, loop.load, loop.parallel, loop.store
extern "C" __global__ void __launch_bounds__(32) argmax_1_kernel(const float* __restrict__ primals_1, long long* __restrict__ argmax_1) {
  // one block per point of the nest (loop.parallel %i, loop.for %j: 6 points); the loops inside a point split over the block's threads
  for (long long ag_p = blockIdx.x; ag_p < 6; ag_p += gridDim.x) {
    const long long i = ag_p;
    const long long j = 0;
    float best = -INFINITY;
    long long arg = -1LL;
    for (long long r = 0; r < 32; r += 1) {
      const float primals_1_1 = primals_1[((r) / 8) * 48 + i * 8 + ((r) % 8)];
      const bool greater = primals_1_1 > best;
      const bool is_nan = primals_1_1 != primals_1_1;
      const bool best_is_nan = best != best;
      const bool c = false;
      const bool select = best_is_nan ? c : is_nan;
      const bool take = greater ? greater : select;
      const long long c_1 = 0LL;
      const bool first = arg < c_1;
      const bool c_2 = true;
      const bool take_1 = first ? c_2 : take;
      const long long k = (long long)r;
      const float best_1 = take_1 ? primals_1_1 : best;
      const long long arg_1 = take_1 ? k : arg;
      best = best_1;
      arg = arg_1;
    }
    const long long acc_1 = arg;
    if (threadIdx.x == 0) {
      argmax_1[i + j] = acc_1;
    }
    __syncthreads();
  }
}

// kernel @fused_iota_mul_add_eq_where_cast: arith.add, arith.cast, arith.constant, arith.eq, arith.gt, arith.lt, arith.mul, arith.ne, arith.select, loop.for, loop.load, loop.parallel, loop.store
extern "C" __global__ void __launch_bounds__(224) fused_iota_mul_add_eq_where_cast_kernel(const float* __restrict__ primals_1, const float* __restrict__ max_2, const long long* __restrict__ argmax_1, const float* __restrict__ max_1, float* __restrict__ cast, long long* __restrict__ argmax_2, float* __restrict__ sum_3) {
  // one thread per point of 2 independent nests (192 + 32 points), grid-stride
  for (long long ag_p = blockIdx.x * (long long)blockDim.x + threadIdx.x; ag_p < 224; ag_p += (long long)gridDim.x * blockDim.x) {
    if (ag_p < 192) {
      const long long ag_q = ag_p;
      const long long i = ag_q / 48;
      const long long j = (ag_q / 8) % 6;
      const long long k = ag_q % 8;
      const float primals_1_1 = primals_1[i * 48 + j * 8 + k];
      const float max_2_1 = max_2[j];
      const bool eq = primals_1_1 == max_2_1;
      const long long argmax_1_1 = argmax_1[j];
      const long long c = 0LL;
      const long long k_1 = (long long)k;
      const long long flat = c + k_1;
      const long long k_2 = (long long)i;
      const long long flat_1 = c + k_2;
      const long long c_1 = 8LL;
      const long long mul = flat_1 * c_1;
      const long long add_1 = flat + mul;
      const bool eq_1 = argmax_1_1 == add_1;
      const bool ties = eq ? eq : eq_1;
      const float cast_1 = (float)ties;
      cast[i * 48 + j * 8 + k] = cast_1;
    }
    else {
      const long long ag_q = ag_p - 192;
      const long long i = ag_q / 8;
      const long long k_3 = ag_q % 8;
      float best = -INFINITY;
      long long arg = -1LL;
      for (long long r = 0; r < 6; r += 1) {
        const float primals_1_2 = primals_1[i * 48 + r * 8 + k_3];
        const bool greater = primals_1_2 > best;
        const bool is_nan = primals_1_2 != primals_1_2;
        const bool best_is_nan = best != best;
        const bool c_2 = false;
        const bool select = best_is_nan ? c_2 : is_nan;
        const bool take = greater ? greater : select;
        const long long c_3 = 0LL;
        const bool first = arg < c_3;
        const bool c_4 = true;
        const bool take_1 = first ? c_4 : take;
        const long long k_4 = (long long)r;
        const float best_1 = take_1 ? primals_1_2 : best;
        const long long arg_1 = take_1 ? k_4 : arg;
        best = best_1;
        arg = arg_1;
      }
      const long long acc_1 = arg;
      argmax_2[i * 8 + k_3] = acc_1;
    }
  }
}

// kernel @fused_iota_mul_add_eq_where_cast, launch 2 of 2
extern "C" __global__ void __launch_bounds__(32) fused_iota_mul_add_eq_where_cast_kernel_2(const float* __restrict__ primals_1, const float* __restrict__ max_2, const long long* __restrict__ argmax_1, const float* __restrict__ max_1, float* __restrict__ cast, long long* __restrict__ argmax_2, float* __restrict__ sum_3) {
  // one thread per point of the nest (loop.parallel %i, loop.for %k_5: 32 points), grid-stride
  for (long long ag_p = blockIdx.x * (long long)blockDim.x + threadIdx.x; ag_p < 32; ag_p += (long long)gridDim.x * blockDim.x) {
    const long long i = ag_p / 8;
    const long long k_5 = ag_p % 8;
    float acc_3 = 0.0f;
    for (long long r_1 = 0; r_1 < 6; r_1 += 1) {
      const float primals_1_3 = primals_1[i * 48 + r_1 * 8 + k_5];
      const float max_1_1 = max_1[i * 8 + k_5];
      const bool eq_2 = primals_1_3 == max_1_1;
      const long long argmax_2_1 = argmax_2[i * 8 + k_5];
      const long long c_5 = 0LL;
      const long long k_6 = (long long)r_1;
      const long long flat_2 = c_5 + k_6;
      const bool eq_3 = argmax_2_1 == flat_2;
      const bool ties_1 = eq_2 ? eq_2 : eq_3;
      const float cast_1_1 = (float)ties_1;
      const float acc_4 = acc_3 + cast_1_1;
      acc_3 = acc_4;
    }
    const float acc_2 = acc_3;
    sum_3[i * 8 + k_5] = acc_2;
  }
}

// kernel @sum_3: arith.add, loop.for, loop.load, loop.parallel, loop.store
extern "C" __global__ void __launch_bounds__(32) sum_3_kernel(const float* __restrict__ cast, float* __restrict__ sum_2) {
  // one block per point of the nest (loop.parallel %i: 6 points); the loops inside a point split over the block's threads
  for (long long ag_p = blockIdx.x; ag_p < 6; ag_p += gridDim.x) {
    const long long i = ag_p;
    float acc_1 = 0.0f;
    for (long long r = (long long)threadIdx.x; r < 32; r += blockDim.x) {
      const float cast_1 = cast[((r) / 8) * 48 + i * 8 + ((r) % 8)];
      const float acc_2 = acc_1 + cast_1;
      acc_1 = acc_2;
    }
    const float acc = 0.0f + ag_block_reduce<float>(acc_1, 0.0f, ag_add_op());
    if (threadIdx.x == 0) {
      sum_2[i] = acc;
    }
    __syncthreads();
  }
}

// kernel @argmax_3: arith.cast, arith.constant, arith.gt, arith.lt, arith.ne, arith.select, loop.for, loop.load, loop.parallel, loop.store
extern "C" __global__ void __launch_bounds__(256) argmax_3_kernel(const float* __restrict__ primals_1, long long* __restrict__ argmax_3) {
  // one block per point of the nest (loop.parallel %i: 1 points); the loops inside a point split over the block's threads
  for (long long ag_p = blockIdx.x; ag_p < 1; ag_p += gridDim.x) {
    const long long i = 0;
    float best = -INFINITY;
    long long arg = -1LL;
    for (long long r = 0; r < 192; r += 1) {
      const float primals_1_1 = primals_1[r];
      const bool greater = primals_1_1 > best;
      const bool is_nan = primals_1_1 != primals_1_1;
      const bool best_is_nan = best != best;
      const bool c = false;
      const bool select = best_is_nan ? c : is_nan;
      const bool take = greater ? greater : select;
      const long long c_1 = 0LL;
      const bool first = arg < c_1;
      const bool c_2 = true;
      const bool take_1 = first ? c_2 : take;
      const long long k = (long long)r;
      const float best_1 = take_1 ? primals_1_1 : best;
      const long long arg_1 = take_1 ? k : arg;
      best = best_1;
      arg = arg_1;
    }
    const long long acc_1 = arg;
    if (threadIdx.x == 0) {
      argmax_3[i] = acc_1;
    }
    __syncthreads();
  }
}

// kernel @fused_iota_mul_add_eq_where_cast_1: arith.add, arith.cast, arith.constant, arith.eq, arith.mul, arith.select, loop.for, loop.load, loop.parallel, loop.store
extern "C" __global__ void __launch_bounds__(64) fused_iota_mul_add_eq_where_cast_1_kernel(const float* __restrict__ primals_1, const float* __restrict__ max_, const long long* __restrict__ argmax_3, float* __restrict__ cast_2) {
  // one thread per point of the nest (loop.parallel %i, loop.for %j, loop.for %k: 192 points), grid-stride
  // 4 neighbouring points a thread, 16-byte loads and stores of cast_2, primals_1, where aligned
  if ((((unsigned long long)cast_2 | (unsigned long long)primals_1) & 15) == 0) {
    for (long long ag_g = blockIdx.x * (long long)blockDim.x + threadIdx.x; ag_g < 48; ag_g += (long long)gridDim.x * blockDim.x) {
      const long long i = (ag_g / 2) / 6;
      const long long j = (ag_g / 2) % 6;
      const long long ag_first = (ag_g % 2) * 4;
      const float4 primals_1_in = *reinterpret_cast<const float4*>(&primals_1[i * 48 + j * 8 + ag_first]);
      float4 cast_2_out;
      #pragma unroll
      for (int ag_l = 0; ag_l < 4; ++ag_l) {
        const long long k = ag_first + ag_l;
        const float primals_1_1 = reinterpret_cast<const float*>(&primals_1_in)[ag_l];
        const float max_1 = max_[0];
        const bool eq_4 = primals_1_1 == max_1;
        const long long argmax_3_1 = argmax_3[0];
        const long long c = 0LL;
        const long long k_1 = (long long)k;
        const long long flat = c + k_1;
        const long long k_2 = (long long)j;
        const long long flat_1 = c + k_2;
        const long long c_1 = 8LL;
        const long long mul_3 = flat_1 * c_1;
        const long long add_2 = flat + mul_3;
        const long long k_3 = (long long)i;
        const long long flat_2 = c + k_3;
        const long long c_2 = 48LL;
        const long long mul_4 = flat_2 * c_2;
        const long long add_3 = add_2 + mul_4;
        const bool eq_5 = argmax_3_1 == add_3;
        const bool ties_2 = eq_4 ? eq_4 : eq_5;
        const float cast_2_1 = (float)ties_2;
        reinterpret_cast<float*>(&cast_2_out)[ag_l] = cast_2_1;
      }
      *reinterpret_cast<float4*>(&cast_2[i * 48 + j * 8 + ag_first]) = cast_2_out;
    }
  }
  else {
    for (long long ag_p = blockIdx.x * (long long)blockDim.x + threadIdx.x; ag_p < 192; ag_p += (long long)gridDim.x * blockDim.x) {
      const long long i = ag_p / 48;
      const long long j = (ag_p / 8) % 6;
      const long long k = ag_p % 8;
      const float primals_1_1 = primals_1[i * 48 + j * 8 + k];
      const float max_1 = max_[0];
      const bool eq_4 = primals_1_1 == max_1;
      const long long argmax_3_1 = argmax_3[0];
      const long long c = 0LL;
      const long long k_1 = (long long)k;
      const long long flat = c + k_1;
      const long long k_2 = (long long)j;
      const long long flat_1 = c + k_2;
      const long long c_1 = 8LL;
      const long long mul_3 = flat_1 * c_1;
      const long long add_2 = flat + mul_3;
      const long long k_3 = (long long)i;
      const long long flat_2 = c + k_3;
      const long long c_2 = 48LL;
      const long long mul_4 = flat_2 * c_2;
      const long long add_3 = add_2 + mul_4;
      const bool eq_5 = argmax_3_1 == add_3;
      const bool ties_2 = eq_4 ? eq_4 : eq_5;
      const float cast_2_1 = (float)ties_2;
      cast_2[i * 48 + j * 8 + k] = cast_2_1;
    }
  }
}

// kernel @fused_iota_eq_where_cast_div_mul: arith.add, arith.cast, arith.constant, arith.div, arith.eq, arith.mul, arith.neg, arith.select, loop.for, loop.load, loop.parallel, loop.store
extern "C" __global__ void __launch_bounds__(64) fused_iota_eq_where_cast_div_mul_kernel(const float* __restrict__ tangents_3, const float* __restrict__ sum_2, const float* __restrict__ cast, const float* __restrict__ tangents_2, const float* __restrict__ sum_3, const float* __restrict__ tangents_1, const float* __restrict__ sum_4, const float* __restrict__ cast_2, const float* __restrict__ primals_1, const float* __restrict__ max_1, const long long* __restrict__ argmax_2, float* __restrict__ d_primals_1) {
  // one thread per point of the nest (loop.parallel %i, loop.for %j, loop.for %k: 192 points), grid-stride
  // 4 neighbouring points a thread, 16-byte loads and stores of cast, cast_2, d_primals_1, max_1, primals_1, sum_3, tangents_2, where aligned
  if ((((unsigned long long)cast | (unsigned long long)cast_2 | (unsigned long long)d_primals_1 | (unsigned long long)max_1 | (unsigned long long)primals_1 | (unsigned long long)sum_3 | (unsigned long long)tangents_2) & 15) == 0) {
    for (long long ag_g = blockIdx.x * (long long)blockDim.x + threadIdx.x; ag_g < 48; ag_g += (long long)gridDim.x * blockDim.x) {
      const long long i = (ag_g / 2) / 6;
      const long long j = (ag_g / 2) % 6;
      const long long ag_first = (ag_g % 2) * 4;
      const float4 cast_in = *reinterpret_cast<const float4*>(&cast[i * 48 + j * 8 + ag_first]);
      const float4 tangents_2_in = *reinterpret_cast<const float4*>(&tangents_2[i * 8 + ag_first]);
      const float4 sum_3_in = *reinterpret_cast<const float4*>(&sum_3[i * 8 + ag_first]);
      const float4 primals_1_in = *reinterpret_cast<const float4*>(&primals_1[i * 48 + j * 8 + ag_first]);
      const float4 max_1_in = *reinterpret_cast<const float4*>(&max_1[i * 8 + ag_first]);
      const float4 cast_2_in = *reinterpret_cast<const float4*>(&cast_2[i * 48 + j * 8 + ag_first]);
      float4 d_primals_1_out;
      #pragma unroll
      for (int ag_l = 0; ag_l < 4; ++ag_l) {
        const long long k = ag_first + ag_l;
        const float tangents_3_1 = tangents_3[j];
        const float sum_2_1 = sum_2[j];
        const float div = tangents_3_1 / sum_2_1;
        const float cast_1 = reinterpret_cast<const float*>(&cast_in)[ag_l];
        const float mul_1 = div * cast_1;
        const float c = 32.0f;
        const float div_1 = tangents_3_1 / c;
        const float add_4 = mul_1 + div_1;
        const float tangents_2_1 = reinterpret_cast<const float*>(&tangents_2_in)[ag_l];
        const float d_max_1 = -tangents_2_1;
        const float sum_3_1 = reinterpret_cast<const float*>(&sum_3_in)[ag_l];
        const float div_2 = d_max_1 / sum_3_1;
        const float primals_1_1 = reinterpret_cast<const float*>(&primals_1_in)[ag_l];
        const float max_1_1 = reinterpret_cast<const float*>(&max_1_in)[ag_l];
        const bool eq_2 = primals_1_1 == max_1_1;
        const long long argmax_2_1 = argmax_2[i * 8 + k];
        const long long c_1 = 0LL;
        const long long k_1 = (long long)j;
        const long long flat = c_1 + k_1;
        const bool eq_3 = argmax_2_1 == flat;
        const bool ties_1 = eq_2 ? eq_2 : eq_3;
        const float cast_1_1 = (float)ties_1;
        const float mul_2 = div_2 * cast_1_1;
        const float add_5 = add_4 + mul_2;
        const float add_6 = add_5 + tangents_2_1;
        const float tangents_1_1 = tangents_1[0];
        const float sum_4_1 = sum_4[0];
        const float div_3 = tangents_1_1 / sum_4_1;
        const float cast_2_1 = reinterpret_cast<const float*>(&cast_2_in)[ag_l];
        const float mul_5 = div_3 * cast_2_1;
        const float add_7 = add_6 + mul_5;
        const float c_2 = 192.0f;
        const float div_4 = tangents_1_1 / c_2;
        const float add_8 = add_7 + div_4;
        const float d_primals_1_1 = add_8 + tangents_1_1;
        reinterpret_cast<float*>(&d_primals_1_out)[ag_l] = d_primals_1_1;
      }
      *reinterpret_cast<float4*>(&d_primals_1[i * 48 + j * 8 + ag_first]) = d_primals_1_out;
    }
  }
  else {
    for (long long ag_p = blockIdx.x * (long long)blockDim.x + threadIdx.x; ag_p < 192; ag_p += (long long)gridDim.x * blockDim.x) {
      const long long i = ag_p / 48;
      const long long j = (ag_p / 8) % 6;
      const long long k = ag_p % 8;
      const float tangents_3_1 = tangents_3[j];
      const float sum_2_1 = sum_2[j];
      const float div = tangents_3_1 / sum_2_1;
      const float cast_1 = cast[i * 48 + j * 8 + k];
      const float mul_1 = div * cast_1;
      const float c = 32.0f;
      const float div_1 = tangents_3_1 / c;
      const float add_4 = mul_1 + div_1;
      const float tangents_2_1 = tangents_2[i * 8 + k];
      const float d_max_1 = -tangents_2_1;
      const float sum_3_1 = sum_3[i * 8 + k];
      const float div_2 = d_max_1 / sum_3_1;
      const float primals_1_1 = primals_1[i * 48 + j * 8 + k];
      const float max_1_1 = max_1[i * 8 + k];
      const bool eq_2 = primals_1_1 == max_1_1;
      const long long argmax_2_1 = argmax_2[i * 8 + k];
      const long long c_1 = 0LL;
      const long long k_1 = (long long)j;
      const long long flat = c_1 + k_1;
      const bool eq_3 = argmax_2_1 == flat;
      const bool ties_1 = eq_2 ? eq_2 : eq_3;
      const float cast_1_1 = (float)ties_1;
      const float mul_2 = div_2 * cast_1_1;
      const float add_5 = add_4 + mul_2;
      const float add_6 = add_5 + tangents_2_1;
      const float tangents_1_1 = tangents_1[0];
      const float sum_4_1 = sum_4[0];
      const float div_3 = tangents_1_1 / sum_4_1;
      const float cast_2_1 = cast_2[i * 48 + j * 8 + k];
      const float mul_5 = div_3 * cast_2_1;
      const float add_7 = add_6 + mul_5;
      const float c_2 = 192.0f;
      const float div_4 = tangents_1_1 / c_2;
      const float add_8 = add_7 + div_4;
      const float d_primals_1_1 = add_8 + tangents_1_1;
      d_primals_1[i * 48 + j * 8 + k] = d_primals_1_1;
    }
  }
}

// program @reductions_forward: 5 launches in order, arena 64 bytes
//   sum_kernel<<<1, 256>>>(primals_1, sum)
//   max_kernel<<<1, 256>>>(primals_1, max)
//   fused_div_add_kernel<<<1, 32>>>(sum, max, total)
//   fused_sum_max_div_add_kernel<<<6, 32>>>(primals_1, max_2, cols)
//   fused_sum_max_sub_argmax_kernel<<<1, 32>>>(primals_1, max_1, rows, argmax)

// program @reductions_backward: 8 launches in order, arena 2048 bytes
//   argmax_1_kernel<<<6, 32>>>(primals_1, argmax_1)
//   fused_iota_mul_add_eq_where_cast_kernel<<<1, 224>>>(primals_1, max_2, argmax_1, max_1, cast, argmax_2, sum_3)
//   fused_iota_mul_add_eq_where_cast_kernel_2<<<1, 32>>>(primals_1, max_2, argmax_1, max_1, cast, argmax_2, sum_3)
//   sum_3_kernel<<<6, 32>>>(cast, sum_2)
//   argmax_3_kernel<<<1, 256>>>(primals_1, argmax_3)
//   fused_iota_mul_add_eq_where_cast_1_kernel<<<1, 64>>>(primals_1, max, argmax_3, cast_2)
//   sum_kernel<<<1, 256>>>(cast_2, sum_4)
//   fused_iota_eq_where_cast_div_mul_kernel<<<1, 64>>>(tangents_3, sum_2, cast, tangents_2, sum_3, tangents_1, sum_4, cast_2, primals_1, max_1, argmax_2, d_primals_1)
