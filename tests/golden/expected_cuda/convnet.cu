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

__device__ unsigned long long ag_fault[3];
__device__ __forceinline__ long long ag_check(long long i, long long n, unsigned long long check,
                                              long long at) {
  if ((unsigned long long)i < (unsigned long long)n) return i;
  if (atomicCAS(&ag_fault[0], 0ull, check) == 0ull) {
    ag_fault[1] = (unsigned long long)i;
    ag_fault[2] = (unsigned long long)at;
  }
  return 0;
}

// kernel @pad: arith.constant, loop.for, loop.load, loop.parallel, loop.store
extern "C" __global__ void __launch_bounds__(256) pad_kernel(float* __restrict__ padded, const float* __restrict__ primals_1) {
  // one thread per point of the nest (loop.parallel %i, loop.for %j, loop.for %k, loop.for %l: 600 points), grid-stride
  for (long long ag_p = blockIdx.x * (long long)blockDim.x + threadIdx.x; ag_p < 600; ag_p += (long long)gridDim.x * blockDim.x) {
    const long long i = ag_p / 300;
    const long long j = (ag_p / 100) % 3;
    const long long k = (ag_p / 10) % 10;
    const long long l = ag_p % 10;
    const float c = 0.0f;
    padded[i * 300 + j * 100 + k * 10 + l] = c;
  }
}

// kernel @pad, launch 2 of 2
extern "C" __global__ void __launch_bounds__(96) pad_kernel_2(float* __restrict__ padded, const float* __restrict__ primals_1) {
  // one thread per point of the nest (loop.parallel %i_1, loop.for %j_1, loop.for %k_1, loop.for %l_1: 384 points), grid-stride
  // 4 neighbouring points a thread, 16-byte loads and stores of primals_1, where aligned
  if ((((unsigned long long)primals_1) & 15) == 0) {
    for (long long ag_g = blockIdx.x * (long long)blockDim.x + threadIdx.x; ag_g < 96; ag_g += (long long)gridDim.x * blockDim.x) {
      const long long i_1 = (ag_g / 2) / 24;
      const long long j_1 = ((ag_g / 2) / 8) % 3;
      const long long k_1 = (ag_g / 2) % 8;
      const long long ag_first = (ag_g % 2) * 4;
      const float4 primals_1_in = *reinterpret_cast<const float4*>(&primals_1[i_1 * 192 + j_1 * 64 + k_1 * 8 + ag_first]);
      #pragma unroll
      for (int ag_l = 0; ag_l < 4; ++ag_l) {
        const long long l_1 = ag_first + ag_l;
        const float primals_1_1 = reinterpret_cast<const float*>(&primals_1_in)[ag_l];
        padded[i_1 * 300 + j_1 * 100 + k_1 * 10 + l_1 + 11] = primals_1_1;
      }
    }
  }
  else {
    for (long long ag_p = blockIdx.x * (long long)blockDim.x + threadIdx.x; ag_p < 384; ag_p += (long long)gridDim.x * blockDim.x) {
      const long long i_1 = ag_p / 192;
      const long long j_1 = (ag_p / 64) % 3;
      const long long k_1 = (ag_p / 8) % 8;
      const long long l_1 = ag_p % 8;
      const float primals_1_1 = primals_1[i_1 * 192 + j_1 * 64 + k_1 * 8 + l_1];
      padded[i_1 * 300 + j_1 * 100 + k_1 * 10 + l_1 + 11] = primals_1_1;
    }
  }
}

// kernel @unfold: loop.for, loop.load, loop.parallel, loop.store
extern "C" __global__ void __launch_bounds__(256) unfold_kernel(const float* __restrict__ padded, float* __restrict__ cols) {
  // one thread per point of the nest (loop.parallel %i, loop.for %j, loop.for %k, loop.for %l, loop.for %m, loop.for %n: 3456 points), grid-stride
  // 4 neighbouring points a thread, 16-byte loads and stores of cols, where aligned
  if ((((unsigned long long)cols) & 15) == 0) {
    for (long long ag_g = blockIdx.x * (long long)blockDim.x + threadIdx.x; ag_g < 864; ag_g += (long long)gridDim.x * blockDim.x) {
      const long long i = (ag_g / 2) / 144;
      const long long j = ((ag_g / 2) / 48) % 3;
      const long long k = ((ag_g / 2) / 16) % 3;
      const long long l = ((ag_g / 2) / 8) % 2;
      const long long m = (ag_g / 2) % 8;
      const long long ag_first = (ag_g % 2) * 4;
      float4 cols_out;
      #pragma unroll
      for (int ag_l = 0; ag_l < 4; ++ag_l) {
        const long long n = ag_first + ag_l;
        const float padded_1 = padded[l * 300 + i * 100 + m * 10 + j * 10 + n + k];
        reinterpret_cast<float*>(&cols_out)[ag_l] = padded_1;
      }
      *reinterpret_cast<float4*>(&cols[i * 1152 + j * 384 + k * 128 + l * 64 + m * 8 + ag_first]) = cols_out;
    }
  }
  else {
    for (long long ag_p = blockIdx.x * (long long)blockDim.x + threadIdx.x; ag_p < 3456; ag_p += (long long)gridDim.x * blockDim.x) {
      const long long i = ag_p / 1152;
      const long long j = (ag_p / 384) % 3;
      const long long k = (ag_p / 128) % 3;
      const long long l = (ag_p / 64) % 2;
      const long long m = (ag_p / 8) % 8;
      const long long n = ag_p % 8;
      const float padded_1 = padded[l * 300 + i * 100 + m * 10 + j * 10 + n + k];
      cols[i * 1152 + j * 384 + k * 128 + l * 64 + m * 8 + n] = padded_1;
    }
  }
}

// kernel @fused_add_relu_max_unfold_argmax_iota: arith.add, arith.cast, arith.constant, arith.eq, arith.gt, arith.lt, arith.max, arith.ne, arith.select, loop.alloc, loop.for, loop.load, loop.parallel, loop.store
extern "C" __global__ void __launch_bounds__(32) fused_add_relu_max_unfold_argmax_iota_kernel(const float* __restrict__ mm, const float* __restrict__ primals_3, float* __restrict__ cols, unsigned char* __restrict__ first) {
  // one thread per point of the nest (loop.parallel %i: 4 points), grid-stride
  for (long long ag_p = blockIdx.x * (long long)blockDim.x + threadIdx.x; ag_p < 4; ag_p += (long long)gridDim.x * blockDim.x) {
    const long long i = ag_p;
    float pooled[32];
    long long argmax[32];
    for (long long j = 0; j < 2; j += 1) {
      for (long long k = 0; k < 4; k += 1) {
        for (long long l = 0; l < 4; l += 1) {
          float acc_1 = -INFINITY;
          for (long long r = 0; r < 4; r += 1) {
            const float mm_1 = mm[i * 128 + j * 64 + k * 16 + ((r) / 2) * 8 + l * 2 + ((r) % 2)];
            const float primals_3_1 = primals_3[i];
            const float conv2d = mm_1 + primals_3_1;
            const float c = 0.0f;
            const float relu = ag_max(conv2d, c);
            const float acc_2 = ag_max(acc_1, relu);
            acc_1 = acc_2;
          }
          const float acc = acc_1;
          pooled[j * 16 + k * 4 + l] = acc;
        }
      }
    }
    for (long long j_1 = 0; j_1 < 3; j_1 += 1) {
      for (long long k_1 = 0; k_1 < 3; k_1 += 1) {
        for (long long l_1 = 0; l_1 < 2; l_1 += 1) {
          const float pooled_1 = pooled[l_1 * 16 + j_1 * 4 + k_1];
          cols[i * 18 + j_1 * 6 + k_1 * 2 + l_1] = pooled_1;
        }
      }
    }
    for (long long k_2 = 0; k_2 < 2; k_2 += 1) {
      for (long long l_2 = 0; l_2 < 4; l_2 += 1) {
        for (long long m = 0; m < 4; m += 1) {
          float best = -INFINITY;
          long long arg = -1LL;
          for (long long r_1 = 0; r_1 < 4; r_1 += 1) {
            const float mm_2 = mm[i * 128 + k_2 * 64 + l_2 * 16 + ((r_1) / 2) * 8 + m * 2 + ((r_1) % 2)];
            const float primals_3_2 = primals_3[i];
            const float conv2d_1 = mm_2 + primals_3_2;
            const float c_1 = 0.0f;
            const float relu_1 = ag_max(conv2d_1, c_1);
            const bool greater = relu_1 > best;
            const bool is_nan = relu_1 != relu_1;
            const bool best_is_nan = best != best;
            const bool c_2 = false;
            const bool select = best_is_nan ? c_2 : is_nan;
            const bool take = greater ? greater : select;
            const long long c_3 = 0LL;
            const bool first_1 = arg < c_3;
            const bool c_4 = true;
            const bool take_1 = first_1 ? c_4 : take;
            const long long k_3 = (long long)r_1;
            const float best_1 = take_1 ? relu_1 : best;
            const long long arg_1 = take_1 ? k_3 : arg;
            best = best_1;
            arg = arg_1;
          }
          const long long acc_4 = arg;
          argmax[k_2 * 16 + l_2 * 4 + m] = acc_4;
        }
      }
    }
    for (long long j_2 = 0; j_2 < 4; j_2 += 1) {
      for (long long k_4 = 0; k_4 < 2; k_4 += 1) {
        for (long long l_3 = 0; l_3 < 4; l_3 += 1) {
          for (long long m_1 = 0; m_1 < 4; m_1 += 1) {
            const long long argmax_1 = argmax[k_4 * 16 + l_3 * 4 + m_1];
            const long long c_5 = 0LL;
            const long long k_5 = (long long)j_2;
            const long long flat = c_5 + k_5;
            const bool first_2 = argmax_1 == flat;
            first[i * 128 + j_2 * 32 + k_4 * 16 + l_3 * 4 + m_1] = (unsigned char)first_2;
          }
        }
      }
    }
  }
}

// kernel @sum: arith.add, loop.for, loop.load, loop.parallel, loop.store
extern "C" __global__ void __launch_bounds__(32) sum_kernel(const float* __restrict__ mm, float* __restrict__ mean) {
  // one thread per point of the nest (loop.parallel %i, loop.for %j, loop.for %k, loop.for %l: 12 points), grid-stride
  for (long long ag_p = blockIdx.x * (long long)blockDim.x + threadIdx.x; ag_p < 12; ag_p += (long long)gridDim.x * blockDim.x) {
    const long long i = ag_p / 6;
    const long long j = ag_p % 6;
    const long long k = 0;
    const long long l = 0;
    float acc_1 = 0.0f;
    for (long long r = 0; r < 1; r += 1) {
      const float mm_1 = mm[i + r + j * 2];
      const float acc_2 = acc_1 + mm_1;
      acc_1 = acc_2;
    }
    const float acc = acc_1;
    mean[i * 6 + j + k + l] = acc;
  }
}

// kernel @fused_sub_mul_sum: arith.add, arith.mul, arith.sub, loop.for, loop.load, loop.store
extern "C" __global__ void __launch_bounds__(32) fused_sub_mul_sum_kernel(const float* __restrict__ mm, const float* __restrict__ primals_6, float* __restrict__ sum) {
  // one thread per point of the nest (no loops: 1 points), grid-stride
  for (long long ag_p = blockIdx.x * (long long)blockDim.x + threadIdx.x; ag_p < 1; ag_p += (long long)gridDim.x * blockDim.x) {
    float acc_1 = 0.0f;
    for (long long r = 0; r < 10; r += 1) {
      const float mm_1 = mm[r];
      const float primals_6_1 = primals_6[r];
      const float diff = mm_1 - primals_6_1;
      const float sq = diff * diff;
      const float acc_2 = acc_1 + sq;
      acc_1 = acc_2;
    }
    const float acc = acc_1;
    sum[0] = acc;
  }
}

// kernel @div: arith.constant, arith.div, loop.load, loop.store
extern "C" __global__ void __launch_bounds__(32) div_kernel(const float* __restrict__ sum, float* __restrict__ mse) {
  // one thread per point of the nest (no loops: 1 points), grid-stride
  for (long long ag_p = blockIdx.x * (long long)blockDim.x + threadIdx.x; ag_p < 1; ag_p += (long long)gridDim.x * blockDim.x) {
    const float sum_1 = sum[0];
    const float c = 10.0f;
    const float mse_1 = sum_1 / c;
    mse[0] = mse_1;
  }
}

// kernel @fused_add_relu_gt: arith.add, arith.constant, arith.gt, arith.max, loop.for, loop.load, loop.parallel, loop.store
extern "C" __global__ void __launch_bounds__(128) fused_add_relu_gt_kernel(const float* __restrict__ mm, const float* __restrict__ primals_3, unsigned char* __restrict__ gt) {
  // one thread per point of the nest (loop.parallel %i, loop.for %j, loop.for %k, loop.for %l: 512 points), grid-stride
  // 4 neighbouring points a thread, 16-byte loads and stores of mm, where aligned
  if ((((unsigned long long)mm) & 15) == 0) {
    for (long long ag_g = blockIdx.x * (long long)blockDim.x + threadIdx.x; ag_g < 128; ag_g += (long long)gridDim.x * blockDim.x) {
      const long long i = (ag_g / 2) / 32;
      const long long j = ((ag_g / 2) / 8) % 4;
      const long long k = (ag_g / 2) % 8;
      const long long ag_first = (ag_g % 2) * 4;
      const float4 mm_in = *reinterpret_cast<const float4*>(&mm[j * 128 + i * 64 + k * 8 + ag_first]);
      #pragma unroll
      for (int ag_l = 0; ag_l < 4; ++ag_l) {
        const long long l = ag_first + ag_l;
        const float mm_1 = reinterpret_cast<const float*>(&mm_in)[ag_l];
        const float primals_3_1 = primals_3[j];
        const float conv2d = mm_1 + primals_3_1;
        const float c = 0.0f;
        const float relu = ag_max(conv2d, c);
        const bool gt_1 = relu > c;
        gt[i * 256 + j * 64 + k * 8 + l] = (unsigned char)gt_1;
      }
    }
  }
  else {
    for (long long ag_p = blockIdx.x * (long long)blockDim.x + threadIdx.x; ag_p < 512; ag_p += (long long)gridDim.x * blockDim.x) {
      const long long i = ag_p / 256;
      const long long j = (ag_p / 64) % 4;
      const long long k = (ag_p / 8) % 8;
      const long long l = ag_p % 8;
      const float mm_1 = mm[j * 128 + i * 64 + k * 8 + l];
      const float primals_3_1 = primals_3[j];
      const float conv2d = mm_1 + primals_3_1;
      const float c = 0.0f;
      const float relu = ag_max(conv2d, c);
      const bool gt_1 = relu > c;
      gt[i * 256 + j * 64 + k * 8 + l] = (unsigned char)gt_1;
    }
  }
}

// kernel @fused_sub_mul_div_neg: arith.constant, arith.div, arith.mul, arith.neg, arith.sub, loop.for, loop.load, loop.parallel, loop.store
extern "C" __global__ void __launch_bounds__(32) fused_sub_mul_div_neg_kernel(const float* __restrict__ mm, const float* __restrict__ primals_6, const float* __restrict__ tangents_1, float* __restrict__ d_mm, float* __restrict__ d_primals_6) {
  // one thread per point of the nest (loop.parallel %i, loop.for %j: 10 points), grid-stride
  for (long long ag_p = blockIdx.x * (long long)blockDim.x + threadIdx.x; ag_p < 10; ag_p += (long long)gridDim.x * blockDim.x) {
    const long long i = ag_p / 5;
    const long long j = ag_p % 5;
    const float mm_1 = mm[i * 5 + j];
    const float primals_6_1 = primals_6[i * 5 + j];
    const float sub = mm_1 - primals_6_1;
    const float tangents_1_1 = tangents_1[0];
    const float c = 2.0f;
    const float mul = tangents_1_1 * c;
    const float c_1 = 10.0f;
    const float div = mul / c_1;
    const float d_mm_1 = sub * div;
    d_mm[i * 5 + j] = d_mm_1;
    const float d_primals_6_1 = -d_mm_1;
    d_primals_6[i * 5 + j] = d_primals_6_1;
  }
}

// kernel @copy: loop.for, loop.load, loop.parallel, loop.store
extern "C" __global__ void __launch_bounds__(32) copy_kernel(const float* __restrict__ d_p, float* __restrict__ reshape_1) {
  // one thread per point of the nest (loop.parallel %i, loop.for %j, loop.for %k: 12 points), grid-stride
  for (long long ag_p = blockIdx.x * (long long)blockDim.x + threadIdx.x; ag_p < 12; ag_p += (long long)gridDim.x * blockDim.x) {
    const long long i = ag_p / 6;
    const long long j = (ag_p / 2) % 3;
    const long long k = ag_p % 2;
    const float d_p_1 = d_p[k * 6 + i * 3 + j];
    reshape_1[i * 6 + j * 2 + k] = d_p_1;
  }
}

// kernel @fold: arith.add, arith.constant, arith.ge, arith.max, arith.select, loop.constant, loop.for, loop.load, loop.parallel, loop.store
extern "C" __global__ void __launch_bounds__(128) fold_kernel(const float* __restrict__ reshape_3, float* __restrict__ d_h) {
  // one thread per point of the nest (loop.parallel %i, loop.for %j, loop.for %k, loop.for %l: 128 points), grid-stride
  for (long long ag_p = blockIdx.x * (long long)blockDim.x + threadIdx.x; ag_p < 128; ag_p += (long long)gridDim.x * blockDim.x) {
    const long long i = ag_p / 64;
    const long long j = (ag_p / 16) % 4;
    const long long k = (ag_p / 4) % 4;
    const long long l = ag_p % 4;
    float acc_1 = 0.0f;
    for (long long r = 0; r < 9; r += 1) {
      static const long long windows_h[12] = {
        0LL, -1LL, -1LL, -1LL, 0LL, -1LL, -1LL, -1LL, 0LL, -1LL, -1LL, -1LL,
      };
      const long long y = windows_h[k * 3 + ((r) / 3)];
      const long long c = 0LL;
      const bool y_ok = y >= c;
      const long long y_1 = ag_max(y, c);
      static const long long windows_w[12] = {
        0LL, -1LL, -1LL, -1LL, 0LL, -1LL, -1LL, -1LL, 0LL, -1LL, -1LL, -1LL,
      };
      const long long x = windows_w[l * 3 + ((r) % 3)];
      const long long c_1 = 0LL;
      const bool x_ok = x >= c_1;
      const long long x_1 = ag_max(x, c_1);
      const float reshape_3_1 = reshape_3[((long long)j) * 18 + ((((long long)r) / 3)) * 6 + ((((long long)r) % 3)) * 2 + ((long long)i) + (ag_check((long long)y_1, 1, 1, (long long)((long long)k * 3 + (((long long)r) / 3)))) + (ag_check((long long)x_1, 1, 2, (long long)((long long)l * 3 + (((long long)r) % 3))))];
      const bool c_2 = false;
      const bool inside = y_ok ? x_ok : c_2;
      const float c_3 = 0.0f;
      const float select = inside ? reshape_3_1 : c_3;
      const float acc_2 = acc_1 + select;
      acc_1 = acc_2;
    }
    const float acc = acc_1;
    d_h[i * 64 + j * 16 + k * 4 + l] = acc;
  }
}

// kernel @fused_where_copy_sum: arith.add, arith.constant, arith.select, loop.for, loop.load, loop.parallel, loop.store
extern "C" __global__ void __launch_bounds__(128) fused_where_copy_sum_kernel(const unsigned char* __restrict__ gt, const unsigned char* __restrict__ first, const float* __restrict__ d_h, float* __restrict__ reshape_7, float* __restrict__ d_primals_3) {
  // one block per point of the nest (loop.parallel %i: 4 points); the loops inside a point split over the block's threads
  for (long long ag_p = blockIdx.x; ag_p < 4; ag_p += gridDim.x) {
    const long long i = ag_p;
    for (long long j = (long long)threadIdx.x; j < 2; j += blockDim.x) {
      for (long long k = 0; k < 8; k += 1) {
        for (long long l = 0; l < 8; l += 1) {
          const bool gt_1 = gt[j * 256 + i * 64 + k * 8 + l] != 0;
          const bool first_1 = first[i * 128 + ((k) % 2) * 64 + ((l) % 2) * 32 + j * 16 + ((k) / 2) * 4 + ((l) / 2)] != 0;
          const float d_h_1 = d_h[j * 64 + i * 16 + ((k) / 2) * 4 + ((l) / 2)];
          const float c = 0.0f;
          const float where = first_1 ? d_h_1 : c;
          const float d_conv2d = gt_1 ? where : c;
          reshape_7[i * 128 + j * 64 + k * 8 + l] = d_conv2d;
        }
      }
    }
    __syncthreads();
    float acc_1 = 0.0f;
    for (long long r = (long long)threadIdx.x; r < 128; r += blockDim.x) {
      const bool gt_2 = gt[((r) / 64) * 256 + i * 64 + ((r) % 64)] != 0;
      const bool first_2 = first[i * 128 + ((((r) / 8)) % 2) * 64 + ((r) % 2) * 32 + ((r) / 64) * 16 + ((((((r) / 8)) % 8)) / 2) * 4 + ((((r) % 8)) / 2)] != 0;
      const float d_h_2 = d_h[((r) / 64) * 64 + i * 16 + ((((((r) / 8)) % 8)) / 2) * 4 + ((((r) % 8)) / 2)];
      const float c_1 = 0.0f;
      const float where_1 = first_2 ? d_h_2 : c_1;
      const float d_conv2d_1 = gt_2 ? where_1 : c_1;
      const float acc_2 = acc_1 + d_conv2d_1;
      acc_1 = acc_2;
    }
    const float acc = 0.0f + ag_block_reduce<float>(acc_1, 0.0f, ag_add_op());
    if (threadIdx.x == 0) {
      d_primals_3[i] = acc;
    }
    __syncthreads();
  }
}

// kernel @fold_2: arith.add, arith.constant, arith.ge, arith.max, arith.select, loop.constant, loop.for, loop.load, loop.parallel, loop.store
extern "C" __global__ void __launch_bounds__(256) fold_2_kernel(const float* __restrict__ reshape_9, float* __restrict__ d_primals_1) {
  // one thread per point of the nest (loop.parallel %i, loop.for %j, loop.for %k, loop.for %l: 384 points), grid-stride
  for (long long ag_p = blockIdx.x * (long long)blockDim.x + threadIdx.x; ag_p < 384; ag_p += (long long)gridDim.x * blockDim.x) {
    const long long i = ag_p / 192;
    const long long j = (ag_p / 64) % 3;
    const long long k = (ag_p / 8) % 8;
    const long long l = ag_p % 8;
    float acc_1 = 0.0f;
    for (long long r = 0; r < 9; r += 1) {
      static const long long windows_h[24] = {
        1LL, 0LL, -1LL, 2LL, 1LL, 0LL, 3LL, 2LL, 1LL, 4LL, 3LL, 2LL, 5LL, 4LL, 3LL, 6LL,
        5LL, 4LL, 7LL, 6LL, 5LL, -1LL, 7LL, 6LL,
      };
      const long long y = windows_h[k * 3 + ((r) / 3)];
      const long long c = 0LL;
      const bool y_ok = y >= c;
      const long long y_1 = ag_max(y, c);
      static const long long windows_w[24] = {
        1LL, 0LL, -1LL, 2LL, 1LL, 0LL, 3LL, 2LL, 1LL, 4LL, 3LL, 2LL, 5LL, 4LL, 3LL, 6LL,
        5LL, 4LL, 7LL, 6LL, 5LL, -1LL, 7LL, 6LL,
      };
      const long long x = windows_w[l * 3 + ((r) % 3)];
      const long long c_1 = 0LL;
      const bool x_ok = x >= c_1;
      const long long x_1 = ag_max(x, c_1);
      const float reshape_9_1 = reshape_9[((long long)j) * 1152 + ((((long long)r) / 3)) * 384 + ((((long long)r) % 3)) * 128 + ((long long)i) * 64 + (ag_check((long long)y_1, 8, 3, (long long)((long long)k * 3 + (((long long)r) / 3)))) * 8 + (ag_check((long long)x_1, 8, 4, (long long)((long long)l * 3 + (((long long)r) % 3))))];
      const bool c_2 = false;
      const bool inside = y_ok ? x_ok : c_2;
      const float c_3 = 0.0f;
      const float select = inside ? reshape_9_1 : c_3;
      const float acc_2 = acc_1 + select;
      acc_1 = acc_2;
    }
    const float acc = acc_1;
    d_primals_1[i * 192 + j * 64 + k * 8 + l] = acc;
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

// program @convnet_forward: 11 launches in order, arena 16256 bytes
//   pad_kernel<<<3, 256>>>(padded, primals_1)
//   pad_kernel_2<<<1, 96>>>(padded, primals_1)
//   unfold_kernel<<<4, 256>>>(padded, cols)
//   matmul_f32_nn<<<dim3(4, 1, 1), dim3(32, 8, 1)>>>(view, view_1, mm, 4, 128, 27, 27, 128, 0, 0, 0, 1)
//   fused_add_relu_max_unfold_argmax_iota_kernel<<<1, 32>>>(mm, primals_3, cols_1, first)
//   matmul_f32_nn<<<dim3(1, 1, 2), dim3(32, 8, 1)>>>(view_2, view_3, mm_1, 3, 2, 18, 18, 2, 54, 36, 6, 2)
//   sum_kernel<<<1, 32>>>(mm_1, mean)
//   matmul_f32_nn<<<dim3(1, 1, 1), dim3(32, 8, 1)>>>(p, primals_5, mm_2, 2, 5, 6, 6, 5, 0, 0, 0, 1)
//   fused_sub_mul_sum_kernel<<<1, 32>>>(mm_2, primals_6, sum)
//   div_kernel<<<1, 32>>>(sum, mse)
//   fused_add_relu_gt_kernel<<<1, 128>>>(mm, primals_3, gt)

// program @convnet_backward: 14 launches in order, arena 16768 bytes
//   fused_sub_mul_div_neg_kernel<<<1, 32>>>(mm, primals_6, tangents_1, d_mm, d_primals_6)
//   matmul_f32_nt<<<dim3(1, 1, 1), dim3(32, 8, 1)>>>(d_mm, primals_5, d_p, 2, 6, 5, 5, 5, 0, 0, 0, 1)
//   matmul_f32_tn<<<dim3(1, 1, 1), dim3(32, 8, 1)>>>(t_1, d_mm, d_primals_5, 6, 5, 2, 6, 5, 0, 0, 0, 1)
//   copy_kernel<<<1, 32>>>(d_p, reshape_1)
//   matmul_f32_nt<<<dim3(1, 1, 2), dim3(32, 8, 1)>>>(reshape_1, t_2, mm_1, 3, 18, 2, 2, 2, 6, 36, 54, 2)
//   matmul_f32_tn<<<dim3(1, 1, 2), dim3(32, 8, 1)>>>(t_3, reshape_1, mm_2, 18, 2, 3, 18, 2, 54, 6, 36, 2)
//   fold_kernel<<<1, 128>>>(reshape_3, d_h)
//   pad_kernel<<<3, 256>>>(padded, primals_1)
//   pad_kernel_2<<<1, 96>>>(padded, primals_1)
//   unfold_kernel<<<4, 256>>>(padded, cols_1)
//   fused_where_copy_sum_kernel<<<4, 128>>>(gt, first, d_h, reshape_7, d_primals_3)
//   matmul_f32_nt<<<dim3(1, 1, 1), dim3(32, 8, 1)>>>(reshape_7, t_4, mm_3, 4, 27, 128, 128, 128, 0, 0, 0, 1)
//   matmul_f32_tn<<<dim3(4, 1, 1), dim3(32, 8, 1)>>>(t_5, reshape_7, mm_4, 27, 128, 4, 27, 128, 0, 0, 0, 1)
//   fold_2_kernel<<<2, 256>>>(reshape_9, d_primals_1)
