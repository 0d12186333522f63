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

// kernel @fused_tanh_rand_mul_ge_where_sigmoid: arith.add, arith.cast, arith.constant, arith.ge, arith.mul, arith.select, arith.sigmoid, arith.tanh, arith.uniform, loop.for, loop.load, loop.parallel, loop.store
extern "C" __global__ void __launch_bounds__(256) fused_tanh_rand_mul_ge_where_sigmoid_kernel(const float* mm, const long long* __restrict__ primals_4, float* __restrict__ tanh_, float* sigmoid) {
  // one thread per point of the nest (loop.parallel %i, loop.for %j: 2048 points), grid-stride
  // 4 neighbouring points a thread, 16-byte loads and stores of mm, sigmoid, tanh_, where aligned
  if ((((unsigned long long)mm | (unsigned long long)sigmoid | (unsigned long long)tanh_) & 15) == 0) {
    for (long long ag_g = blockIdx.x * (long long)blockDim.x + threadIdx.x; ag_g < 512; ag_g += (long long)gridDim.x * blockDim.x) {
      const long long i = (ag_g / 16);
      const long long ag_first = (ag_g % 16) * 4;
      const float4 mm_in = *reinterpret_cast<const float4*>(&mm[i * 64 + ag_first]);
      float4 tanh__out;
      float4 sigmoid_out;
      #pragma unroll
      for (int ag_l = 0; ag_l < 4; ++ag_l) {
        const long long j = ag_first + ag_l;
        const float mm_1 = reinterpret_cast<const float*>(&mm_in)[ag_l];
        const float tanh_1 = tanhf(mm_1);
        reinterpret_cast<float*>(&tanh__out)[ag_l] = tanh_1;
        const long long seed = primals_4[0];
        const long long base = primals_4[1];
        const long long c = 0LL;
        const long long k = (long long)i;
        const long long c_1 = 64LL;
        const long long mul = k * c_1;
        const long long flat = c + mul;
        const long long k_1 = (long long)j;
        const long long flat_1 = flat + k_1;
        const long long add = c + flat_1;
        const long long counter = base + add;
        const float u = ag_uniform_f32(seed, counter);
        const float c_2 = 0.25f;
        const bool keep = u >= c_2;
        const float c_3 = 1.3333334f;
        const float scaled = tanh_1 * c_3;
        const float c_4 = 0.0f;
        const float d = keep ? scaled : c_4;
        const float sigmoid_1 = ag_sigmoid(d);
        reinterpret_cast<float*>(&sigmoid_out)[ag_l] = sigmoid_1;
      }
      *reinterpret_cast<float4*>(&tanh_[i * 64 + ag_first]) = tanh__out;
      *reinterpret_cast<float4*>(&sigmoid[i * 64 + ag_first]) = sigmoid_out;
    }
  }
  else {
    for (long long ag_p = blockIdx.x * (long long)blockDim.x + threadIdx.x; ag_p < 2048; ag_p += (long long)gridDim.x * blockDim.x) {
      const long long i = ag_p / 64;
      const long long j = ag_p % 64;
      const float mm_1 = mm[i * 64 + j];
      const float tanh_1 = tanhf(mm_1);
      tanh_[i * 64 + j] = tanh_1;
      const long long seed = primals_4[0];
      const long long base = primals_4[1];
      const long long c = 0LL;
      const long long k = (long long)i;
      const long long c_1 = 64LL;
      const long long mul = k * c_1;
      const long long flat = c + mul;
      const long long k_1 = (long long)j;
      const long long flat_1 = flat + k_1;
      const long long add = c + flat_1;
      const long long counter = base + add;
      const float u = ag_uniform_f32(seed, counter);
      const float c_2 = 0.25f;
      const bool keep = u >= c_2;
      const float c_3 = 1.3333334f;
      const float scaled = tanh_1 * c_3;
      const float c_4 = 0.0f;
      const float d = keep ? scaled : c_4;
      const float sigmoid_1 = ag_sigmoid(d);
      sigmoid[i * 64 + j] = sigmoid_1;
    }
  }
}

// kernel @sum: arith.add, loop.for, loop.load, loop.store
extern "C" __global__ void __launch_bounds__(256) sum_kernel(const float* __restrict__ mm_1, float* __restrict__ sum) {
  // one block per point of the nest (no loops: 1 points); the loops inside a point split over the block's threads
  for (long long ag_p = blockIdx.x; ag_p < 1; ag_p += gridDim.x) {
    float acc_1 = 0.0f;
    for (long long r = (long long)threadIdx.x; r < 256; r += blockDim.x) {
      const float mm_1_1 = mm_1[r];
      const float acc_2 = acc_1 + mm_1_1;
      acc_1 = acc_2;
    }
    const float acc = 0.0f + ag_block_reduce<float>(acc_1, 0.0f, ag_add_op());
    if (threadIdx.x == 0) {
      sum[0] = acc;
    }
    __syncthreads();
  }
}

// kernel @sum_1: arith.add, loop.for, loop.load, loop.parallel, loop.store
extern "C" __global__ void __launch_bounds__(64) sum_1_kernel(const float* __restrict__ primals_3, float* __restrict__ colsum) {
  // one thread per point of the nest (loop.parallel %i: 64 points), grid-stride
  for (long long ag_p = blockIdx.x * (long long)blockDim.x + threadIdx.x; ag_p < 64; ag_p += (long long)gridDim.x * blockDim.x) {
    const long long i = ag_p;
    float acc_1 = 0.0f;
    for (long long r = 0; r < 8; r += 1) {
      const float primals_3_1 = primals_3[i * 8 + r];
      const float acc_2 = acc_1 + primals_3_1;
      acc_1 = acc_2;
    }
    const float acc = acc_1;
    colsum[i] = acc;
  }
}

// kernel @fused_rand_ge_mul_sub_where_sigmoid: arith.add, arith.cast, arith.constant, arith.div, arith.ge, arith.mul, arith.select, arith.sigmoid, arith.sub, arith.uniform, loop.for, loop.load, loop.parallel, loop.store
extern "C" __global__ void __launch_bounds__(256) fused_rand_ge_mul_sub_where_sigmoid_kernel(const long long* __restrict__ primals_4, const float* __restrict__ tangents_1, const float* __restrict__ colsum, const float* __restrict__ tanh_, unsigned char* __restrict__ keep, float* __restrict__ d_mm) {
  // one thread per point of the nest (loop.parallel %i, loop.for %j: 2048 points), grid-stride
  // 4 neighbouring points a thread, 16-byte loads and stores of colsum, d_mm, tanh_, where aligned
  if ((((unsigned long long)colsum | (unsigned long long)d_mm | (unsigned long long)tanh_) & 15) == 0) {
    for (long long ag_g = blockIdx.x * (long long)blockDim.x + threadIdx.x; ag_g < 512; ag_g += (long long)gridDim.x * blockDim.x) {
      const long long i = (ag_g / 16);
      const long long ag_first = (ag_g % 16) * 4;
      const float4 colsum_in = *reinterpret_cast<const float4*>(&colsum[ag_first]);
      const float4 tanh__in = *reinterpret_cast<const float4*>(&tanh_[i * 64 + ag_first]);
      float4 d_mm_out;
      #pragma unroll
      for (int ag_l = 0; ag_l < 4; ++ag_l) {
        const long long j = ag_first + ag_l;
        const long long seed = primals_4[0];
        const long long base = primals_4[1];
        const long long c = 0LL;
        const long long k = (long long)i;
        const long long c_1 = 64LL;
        const long long mul = k * c_1;
        const long long flat = c + mul;
        const long long k_1 = (long long)j;
        const long long flat_1 = flat + k_1;
        const long long add = c + flat_1;
        const long long counter = base + add;
        const float u = ag_uniform_f32(seed, counter);
        const float c_2 = 0.25f;
        const bool keep_1 = u >= c_2;
        keep[i * 64 + j] = (unsigned char)keep_1;
        const float tangents_1_1 = tangents_1[0];
        const float colsum_1 = reinterpret_cast<const float*>(&colsum_in)[ag_l];
        const float d_checkpoint = tangents_1_1 * colsum_1;
        const float tanh_1 = reinterpret_cast<const float*>(&tanh__in)[ag_l];
        const float c_3 = 1.3333334f;
        const float scaled = tanh_1 * c_3;
        const float c_4 = 0.0f;
        const float d = keep_1 ? scaled : c_4;
        const float sigmoid = ag_sigmoid(d);
        const float c_5 = 1.0f;
        const float sub = c_5 - sigmoid;
        const float mul_1 = sigmoid * sub;
        const float d_d = d_checkpoint * mul_1;
        const float c_6 = 0.75f;
        const float div = d_d / c_6;
        const float d_h = keep_1 ? div : c_4;
        const float mul_1_1 = tanh_1 * tanh_1;
        const float sub_1 = c_5 - mul_1_1;
        const float d_mm_1 = d_h * sub_1;
        reinterpret_cast<float*>(&d_mm_out)[ag_l] = d_mm_1;
      }
      *reinterpret_cast<float4*>(&d_mm[i * 64 + ag_first]) = d_mm_out;
    }
  }
  else {
    for (long long ag_p = blockIdx.x * (long long)blockDim.x + threadIdx.x; ag_p < 2048; ag_p += (long long)gridDim.x * blockDim.x) {
      const long long i = ag_p / 64;
      const long long j = ag_p % 64;
      const long long seed = primals_4[0];
      const long long base = primals_4[1];
      const long long c = 0LL;
      const long long k = (long long)i;
      const long long c_1 = 64LL;
      const long long mul = k * c_1;
      const long long flat = c + mul;
      const long long k_1 = (long long)j;
      const long long flat_1 = flat + k_1;
      const long long add = c + flat_1;
      const long long counter = base + add;
      const float u = ag_uniform_f32(seed, counter);
      const float c_2 = 0.25f;
      const bool keep_1 = u >= c_2;
      keep[i * 64 + j] = (unsigned char)keep_1;
      const float tangents_1_1 = tangents_1[0];
      const float colsum_1 = colsum[j];
      const float d_checkpoint = tangents_1_1 * colsum_1;
      const float tanh_1 = tanh_[i * 64 + j];
      const float c_3 = 1.3333334f;
      const float scaled = tanh_1 * c_3;
      const float c_4 = 0.0f;
      const float d = keep_1 ? scaled : c_4;
      const float sigmoid = ag_sigmoid(d);
      const float c_5 = 1.0f;
      const float sub = c_5 - sigmoid;
      const float mul_1 = sigmoid * sub;
      const float d_d = d_checkpoint * mul_1;
      const float c_6 = 0.75f;
      const float div = d_d / c_6;
      const float d_h = keep_1 ? div : c_4;
      const float mul_1_1 = tanh_1 * tanh_1;
      const float sub_1 = c_5 - mul_1_1;
      const float d_mm_1 = d_h * sub_1;
      d_mm[i * 64 + j] = d_mm_1;
    }
  }
}

// kernel @fused_mul_where_sigmoid_sum: arith.add, arith.constant, arith.mul, arith.select, arith.sigmoid, loop.for, loop.load, loop.parallel, loop.store
extern "C" __global__ void __launch_bounds__(32) fused_mul_where_sigmoid_sum_kernel(const unsigned char* __restrict__ keep, const float* __restrict__ tanh_, const float* __restrict__ tangents_1, float* __restrict__ d_primals_3) {
  // one block per point of the nest (loop.parallel %i: 64 points); the loops inside a point split over the block's threads
  for (long long ag_p = blockIdx.x; ag_p < 64; ag_p += gridDim.x) {
    const long long i = ag_p;
    float acc_1 = 0.0f;
    for (long long r = (long long)threadIdx.x; r < 32; r += blockDim.x) {
      const bool keep_1 = keep[r * 64 + i] != 0;
      const float tanh_1 = tanh_[r * 64 + i];
      const float c = 1.3333334f;
      const float scaled = tanh_1 * c;
      const float c_1 = 0.0f;
      const float d = keep_1 ? scaled : c_1;
      const float sigmoid = ag_sigmoid(d);
      const float acc_2 = acc_1 + sigmoid;
      acc_1 = acc_2;
    }
    const float acc = 0.0f + ag_block_reduce<float>(acc_1, 0.0f, ag_add_op());
    for (long long j = (long long)threadIdx.x; j < 8; j += blockDim.x) {
      const float tangents_1_1 = tangents_1[0];
      const float d_primals_3_1 = acc * tangents_1_1;
      d_primals_3[i * 8 + j] = d_primals_3_1;
    }
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

// program @dropout_mlp_forward: 4 launches in order, arena 9216 bytes
//   matmul_f32_nn<<<dim3(2, 1, 1), dim3(32, 8, 1)>>>(primals_1, primals_2, mm, 32, 64, 64, 64, 64, 0, 0, 0, 1)
//   fused_tanh_rand_mul_ge_where_sigmoid_kernel<<<2, 256>>>(mm, primals_4, tanh, mm)
//   matmul_f32_nn<<<dim3(1, 1, 1), dim3(32, 8, 1)>>>(mm, primals_3, mm_1, 32, 8, 64, 64, 8, 0, 0, 0, 1)
//   sum_kernel<<<1, 256>>>(mm_1, sum)

// program @dropout_mlp_backward: 5 launches in order, arena 10496 bytes
//   sum_1_kernel<<<1, 64>>>(primals_3, colsum)
//   fused_rand_ge_mul_sub_where_sigmoid_kernel<<<2, 256>>>(primals_4, tangents_1, colsum, tanh, keep, d_mm)
//   fused_mul_where_sigmoid_sum_kernel<<<64, 32>>>(keep, tanh, tangents_1, d_primals_3)
//   matmul_f32_nt<<<dim3(2, 1, 1), dim3(32, 8, 1)>>>(d_mm, primals_2, d_primals_1, 32, 64, 64, 64, 64, 0, 0, 0, 1)
//   matmul_f32_tn<<<dim3(2, 2, 1), dim3(32, 8, 1)>>>(primals_1, d_mm, d_primals_2, 64, 64, 32, 64, 64, 0, 0, 0, 1)
