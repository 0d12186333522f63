; ----- program @dropout_mlp_forward ----- ;
; ModuleID = "dropout_mlp_forward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.fused_tanh_rand_mul_ge_where_sigmoid"(ptr captures(none) dereferenceable(8192) %"mm", ptr captures(none) noalias dereferenceable(16) %"primals_4", ptr captures(none) noalias dereferenceable(8192) %"tanh", ptr captures(none) dereferenceable(8192) %"sigmoid") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 32
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.body.j"]
  %"j.cond" = icmp slt i64 %"j", 64
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"idx" = mul nsw i64 %"i", 64
  %"idx.1" = add nsw i64 %"idx", %"j"
  %"mm_1.ptr" = getelementptr inbounds float, ptr %"mm", i64 %"idx.1"
  %"mm_1" = load float, ptr %"mm_1.ptr", align 4
  %"tanh_1" = call float @"tanhf"(float %"mm_1")
  %"tanh.ptr" = getelementptr inbounds float, ptr %"tanh", i64 %"idx.1"
  store float %"tanh_1", ptr %"tanh.ptr", align 4
  %"seed.ptr" = getelementptr inbounds i64, ptr %"primals_4", i64 0
  %"seed" = load i64, ptr %"seed.ptr", align 8
  %"base.ptr" = getelementptr inbounds i64, ptr %"primals_4", i64 1
  %"base" = load i64, ptr %"base.ptr", align 8
  %"mul" = mul i64 %"i", 64
  %"flat" = add i64 0, %"mul"
  %"flat_1" = add i64 %"flat", %"j"
  %"add" = add i64 0, %"flat_1"
  %"counter" = add i64 %"base", %"add"
  %"u.seed" = mul i64 %"seed", -7046029254386353131
  %"u.x" = add i64 %"u.seed", %"counter"
  %".11" = lshr i64 %"u.x", 30
  %".12" = xor i64 %"u.x", %".11"
  %"u.x.1" = mul i64 %".12", -4658895280553007687
  %".13" = lshr i64 %"u.x.1", 27
  %".14" = xor i64 %"u.x.1", %".13"
  %"u.x.2" = mul i64 %".14", -7723592293110705685
  %".15" = lshr i64 %"u.x.2", 31
  %"u.bits" = xor i64 %"u.x.2", %".15"
  %".16" = lshr i64 %"u.bits", 40
  %"u.top" = uitofp i64 %".16" to float
  %"u" = fmul float %"u.top", 0x3e70000000000000
  %"keep" = fcmp oge float %"u", 0x3fd0000000000000
  %"scaled" = fmul float %"tanh_1", 0x3ff5555560000000
  %"d" = select  i1 %"keep", float %"scaled", float              0x0
  %"sigmoid_1.abs" = call float @"llvm.fabs.f32"(float %"d")
  %"sigmoid_1.nabs" = fneg float %"sigmoid_1.abs"
  %"sigmoid_1.t" = call float @"expf"(float %"sigmoid_1.nabs")
  %"sigmoid_1.den" = fadd float 0x3ff0000000000000, %"sigmoid_1.t"
  %"sigmoid_1.r" = fdiv float 0x3ff0000000000000, %"sigmoid_1.den"
  %"sigmoid_1.up" = fcmp oge float %"d",              0x0
  %"sigmoid_1.low" = fmul float %"sigmoid_1.t", %"sigmoid_1.r"
  %"sigmoid_1" = select  i1 %"sigmoid_1.up", float %"sigmoid_1.r", float %"sigmoid_1.low"
  %"sigmoid.ptr" = getelementptr inbounds float, ptr %"sigmoid", i64 %"idx.1"
  store float %"sigmoid_1", ptr %"sigmoid.ptr", align 4
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

declare float @"tanhf"(float %".1") nounwind readnone

declare float @"llvm.fabs.f32"(float %".1")

declare float @"expf"(float %".1") nounwind readnone

define internal void @"kernel.sum"(ptr captures(none) noalias dereferenceable(1024) %"mm_1", ptr captures(none) noalias dereferenceable(4) %"sum") noinline nounwind
{
entry:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"entry"], [%"r.next", %"for.body.r"]
  %"acc_1" = phi  float [             0x0, %"entry"], [%"acc_2", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 256
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"idx" = udiv i64 %"r", 8
  %"idx.1" = mul nsw i64 %"idx", 8
  %"idx.2" = urem i64 %"r", 8
  %"idx.3" = add nsw i64 %"idx.1", %"idx.2"
  %"mm_1_1.ptr" = getelementptr inbounds float, ptr %"mm_1", i64 %"idx.3"
  %"mm_1_1" = load float, ptr %"mm_1_1.ptr", align 4
  %"acc_2" = fadd reassoc float %"acc_1", %"mm_1_1"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"sum.ptr" = getelementptr inbounds float, ptr %"sum", i64 0
  store float %"acc_1", ptr %"sum.ptr", align 4
  ret void
}

define void @"dropout_mlp_forward"(ptr captures(none) noalias %"args", ptr captures(none) noalias %"arena") nounwind
{
entry:
  %"primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 0
  %"primals_1" = load ptr, ptr %"primals_1.slot"
  %"primals_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 1
  %"primals_2" = load ptr, ptr %"primals_2.slot"
  %"primals_3.slot" = getelementptr inbounds ptr, ptr %"args", i64 2
  %"primals_3" = load ptr, ptr %"primals_3.slot"
  %"primals_4.slot" = getelementptr inbounds ptr, ptr %"args", i64 3
  %"primals_4" = load ptr, ptr %"primals_4.slot"
  %"mm" = getelementptr inbounds i8, ptr %"arena", i64 0
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 111, i64 32, i64 64, i64 64, float 0x3ff0000000000000, ptr %"primals_1", i64 64, ptr %"primals_2", i64 64, float              0x0, ptr %"mm", i64 64)
  %"tanh.slot" = getelementptr inbounds ptr, ptr %"args", i64 4
  %"tanh" = load ptr, ptr %"tanh.slot"
  call void @"kernel.fused_tanh_rand_mul_ge_where_sigmoid"(ptr %"mm", ptr %"primals_4", ptr %"tanh", ptr %"mm")
  %"mm_1" = getelementptr inbounds i8, ptr %"arena", i64 8192
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 111, i64 32, i64 8, i64 64, float 0x3ff0000000000000, ptr %"mm", i64 64, ptr %"primals_3", i64 8, float              0x0, ptr %"mm_1", i64 8)
  %"sum.slot" = getelementptr inbounds ptr, ptr %"args", i64 5
  %"sum" = load ptr, ptr %"sum.slot"
  call void @"kernel.sum"(ptr %"mm_1", ptr %"sum")
  ret void
}

declare void @"scipy_cblas_sgemm64_"(i32 %".1", i32 %".2", i32 %".3", i64 %".4", i64 %".5", i64 %".6", float %".7", ptr %".8", i64 %".9", ptr %".10", i64 %".11", float %".12", ptr %".13", i64 %".14")

; ----- program @dropout_mlp_backward ----- ;
; ModuleID = "dropout_mlp_backward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.sum_1"(ptr captures(none) noalias dereferenceable(2048) %"primals_3", ptr captures(none) noalias dereferenceable(256) %"colsum") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.r"]
  %"i.cond" = icmp slt i64 %"i", 1
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"for.body.i"], [%"r.next", %"for.body.r"]
  %"acc_64" = phi  float [             0x0, %"for.body.i"], [%"acc_128", %"for.body.r"]
  %"acc_65" = phi  float [             0x0, %"for.body.i"], [%"acc_129", %"for.body.r"]
  %"acc_66" = phi  float [             0x0, %"for.body.i"], [%"acc_130", %"for.body.r"]
  %"acc_67" = phi  float [             0x0, %"for.body.i"], [%"acc_131", %"for.body.r"]
  %"acc_68" = phi  float [             0x0, %"for.body.i"], [%"acc_132", %"for.body.r"]
  %"acc_69" = phi  float [             0x0, %"for.body.i"], [%"acc_133", %"for.body.r"]
  %"acc_70" = phi  float [             0x0, %"for.body.i"], [%"acc_134", %"for.body.r"]
  %"acc_71" = phi  float [             0x0, %"for.body.i"], [%"acc_135", %"for.body.r"]
  %"acc_72" = phi  float [             0x0, %"for.body.i"], [%"acc_136", %"for.body.r"]
  %"acc_73" = phi  float [             0x0, %"for.body.i"], [%"acc_137", %"for.body.r"]
  %"acc_74" = phi  float [             0x0, %"for.body.i"], [%"acc_138", %"for.body.r"]
  %"acc_75" = phi  float [             0x0, %"for.body.i"], [%"acc_139", %"for.body.r"]
  %"acc_76" = phi  float [             0x0, %"for.body.i"], [%"acc_140", %"for.body.r"]
  %"acc_77" = phi  float [             0x0, %"for.body.i"], [%"acc_141", %"for.body.r"]
  %"acc_78" = phi  float [             0x0, %"for.body.i"], [%"acc_142", %"for.body.r"]
  %"acc_79" = phi  float [             0x0, %"for.body.i"], [%"acc_143", %"for.body.r"]
  %"acc_80" = phi  float [             0x0, %"for.body.i"], [%"acc_144", %"for.body.r"]
  %"acc_81" = phi  float [             0x0, %"for.body.i"], [%"acc_145", %"for.body.r"]
  %"acc_82" = phi  float [             0x0, %"for.body.i"], [%"acc_146", %"for.body.r"]
  %"acc_83" = phi  float [             0x0, %"for.body.i"], [%"acc_147", %"for.body.r"]
  %"acc_84" = phi  float [             0x0, %"for.body.i"], [%"acc_148", %"for.body.r"]
  %"acc_85" = phi  float [             0x0, %"for.body.i"], [%"acc_149", %"for.body.r"]
  %"acc_86" = phi  float [             0x0, %"for.body.i"], [%"acc_150", %"for.body.r"]
  %"acc_87" = phi  float [             0x0, %"for.body.i"], [%"acc_151", %"for.body.r"]
  %"acc_88" = phi  float [             0x0, %"for.body.i"], [%"acc_152", %"for.body.r"]
  %"acc_89" = phi  float [             0x0, %"for.body.i"], [%"acc_153", %"for.body.r"]
  %"acc_90" = phi  float [             0x0, %"for.body.i"], [%"acc_154", %"for.body.r"]
  %"acc_91" = phi  float [             0x0, %"for.body.i"], [%"acc_155", %"for.body.r"]
  %"acc_92" = phi  float [             0x0, %"for.body.i"], [%"acc_156", %"for.body.r"]
  %"acc_93" = phi  float [             0x0, %"for.body.i"], [%"acc_157", %"for.body.r"]
  %"acc_94" = phi  float [             0x0, %"for.body.i"], [%"acc_158", %"for.body.r"]
  %"acc_95" = phi  float [             0x0, %"for.body.i"], [%"acc_159", %"for.body.r"]
  %"acc_96" = phi  float [             0x0, %"for.body.i"], [%"acc_160", %"for.body.r"]
  %"acc_97" = phi  float [             0x0, %"for.body.i"], [%"acc_161", %"for.body.r"]
  %"acc_98" = phi  float [             0x0, %"for.body.i"], [%"acc_162", %"for.body.r"]
  %"acc_99" = phi  float [             0x0, %"for.body.i"], [%"acc_163", %"for.body.r"]
  %"acc_100" = phi  float [             0x0, %"for.body.i"], [%"acc_164", %"for.body.r"]
  %"acc_101" = phi  float [             0x0, %"for.body.i"], [%"acc_165", %"for.body.r"]
  %"acc_102" = phi  float [             0x0, %"for.body.i"], [%"acc_166", %"for.body.r"]
  %"acc_103" = phi  float [             0x0, %"for.body.i"], [%"acc_167", %"for.body.r"]
  %"acc_104" = phi  float [             0x0, %"for.body.i"], [%"acc_168", %"for.body.r"]
  %"acc_105" = phi  float [             0x0, %"for.body.i"], [%"acc_169", %"for.body.r"]
  %"acc_106" = phi  float [             0x0, %"for.body.i"], [%"acc_170", %"for.body.r"]
  %"acc_107" = phi  float [             0x0, %"for.body.i"], [%"acc_171", %"for.body.r"]
  %"acc_108" = phi  float [             0x0, %"for.body.i"], [%"acc_172", %"for.body.r"]
  %"acc_109" = phi  float [             0x0, %"for.body.i"], [%"acc_173", %"for.body.r"]
  %"acc_110" = phi  float [             0x0, %"for.body.i"], [%"acc_174", %"for.body.r"]
  %"acc_111" = phi  float [             0x0, %"for.body.i"], [%"acc_175", %"for.body.r"]
  %"acc_112" = phi  float [             0x0, %"for.body.i"], [%"acc_176", %"for.body.r"]
  %"acc_113" = phi  float [             0x0, %"for.body.i"], [%"acc_177", %"for.body.r"]
  %"acc_114" = phi  float [             0x0, %"for.body.i"], [%"acc_178", %"for.body.r"]
  %"acc_115" = phi  float [             0x0, %"for.body.i"], [%"acc_179", %"for.body.r"]
  %"acc_116" = phi  float [             0x0, %"for.body.i"], [%"acc_180", %"for.body.r"]
  %"acc_117" = phi  float [             0x0, %"for.body.i"], [%"acc_181", %"for.body.r"]
  %"acc_118" = phi  float [             0x0, %"for.body.i"], [%"acc_182", %"for.body.r"]
  %"acc_119" = phi  float [             0x0, %"for.body.i"], [%"acc_183", %"for.body.r"]
  %"acc_120" = phi  float [             0x0, %"for.body.i"], [%"acc_184", %"for.body.r"]
  %"acc_121" = phi  float [             0x0, %"for.body.i"], [%"acc_185", %"for.body.r"]
  %"acc_122" = phi  float [             0x0, %"for.body.i"], [%"acc_186", %"for.body.r"]
  %"acc_123" = phi  float [             0x0, %"for.body.i"], [%"acc_187", %"for.body.r"]
  %"acc_124" = phi  float [             0x0, %"for.body.i"], [%"acc_188", %"for.body.r"]
  %"acc_125" = phi  float [             0x0, %"for.body.i"], [%"acc_189", %"for.body.r"]
  %"acc_126" = phi  float [             0x0, %"for.body.i"], [%"acc_190", %"for.body.r"]
  %"acc_127" = phi  float [             0x0, %"for.body.i"], [%"acc_191", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 8
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"idx" = mul nsw i64 %"i", 512
  %"idx.1" = add nsw i64 %"idx", %"r"
  %"primals_3_1.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"idx.1"
  %"primals_3_1" = load float, ptr %"primals_3_1.ptr", align 4
  %"primals_3_2.ptr.idx" = add nsw i64 %"idx.1", 8
  %"primals_3_2.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_2.ptr.idx"
  %"primals_3_2" = load float, ptr %"primals_3_2.ptr", align 4
  %"primals_3_3.ptr.idx" = add nsw i64 %"idx.1", 16
  %"primals_3_3.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_3.ptr.idx"
  %"primals_3_3" = load float, ptr %"primals_3_3.ptr", align 4
  %"primals_3_4.ptr.idx" = add nsw i64 %"idx.1", 24
  %"primals_3_4.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_4.ptr.idx"
  %"primals_3_4" = load float, ptr %"primals_3_4.ptr", align 4
  %"primals_3_5.ptr.idx" = add nsw i64 %"idx.1", 32
  %"primals_3_5.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_5.ptr.idx"
  %"primals_3_5" = load float, ptr %"primals_3_5.ptr", align 4
  %"primals_3_6.ptr.idx" = add nsw i64 %"idx.1", 40
  %"primals_3_6.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_6.ptr.idx"
  %"primals_3_6" = load float, ptr %"primals_3_6.ptr", align 4
  %"primals_3_7.ptr.idx" = add nsw i64 %"idx.1", 48
  %"primals_3_7.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_7.ptr.idx"
  %"primals_3_7" = load float, ptr %"primals_3_7.ptr", align 4
  %"primals_3_8.ptr.idx" = add nsw i64 %"idx.1", 56
  %"primals_3_8.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_8.ptr.idx"
  %"primals_3_8" = load float, ptr %"primals_3_8.ptr", align 4
  %"primals_3_9.ptr.idx" = add nsw i64 %"idx.1", 64
  %"primals_3_9.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_9.ptr.idx"
  %"primals_3_9" = load float, ptr %"primals_3_9.ptr", align 4
  %"primals_3_10.ptr.idx" = add nsw i64 %"idx.1", 72
  %"primals_3_10.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_10.ptr.idx"
  %"primals_3_10" = load float, ptr %"primals_3_10.ptr", align 4
  %"primals_3_11.ptr.idx" = add nsw i64 %"idx.1", 80
  %"primals_3_11.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_11.ptr.idx"
  %"primals_3_11" = load float, ptr %"primals_3_11.ptr", align 4
  %"primals_3_12.ptr.idx" = add nsw i64 %"idx.1", 88
  %"primals_3_12.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_12.ptr.idx"
  %"primals_3_12" = load float, ptr %"primals_3_12.ptr", align 4
  %"primals_3_13.ptr.idx" = add nsw i64 %"idx.1", 96
  %"primals_3_13.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_13.ptr.idx"
  %"primals_3_13" = load float, ptr %"primals_3_13.ptr", align 4
  %"primals_3_14.ptr.idx" = add nsw i64 %"idx.1", 104
  %"primals_3_14.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_14.ptr.idx"
  %"primals_3_14" = load float, ptr %"primals_3_14.ptr", align 4
  %"primals_3_15.ptr.idx" = add nsw i64 %"idx.1", 112
  %"primals_3_15.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_15.ptr.idx"
  %"primals_3_15" = load float, ptr %"primals_3_15.ptr", align 4
  %"primals_3_16.ptr.idx" = add nsw i64 %"idx.1", 120
  %"primals_3_16.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_16.ptr.idx"
  %"primals_3_16" = load float, ptr %"primals_3_16.ptr", align 4
  %"primals_3_17.ptr.idx" = add nsw i64 %"idx.1", 128
  %"primals_3_17.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_17.ptr.idx"
  %"primals_3_17" = load float, ptr %"primals_3_17.ptr", align 4
  %"primals_3_18.ptr.idx" = add nsw i64 %"idx.1", 136
  %"primals_3_18.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_18.ptr.idx"
  %"primals_3_18" = load float, ptr %"primals_3_18.ptr", align 4
  %"primals_3_19.ptr.idx" = add nsw i64 %"idx.1", 144
  %"primals_3_19.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_19.ptr.idx"
  %"primals_3_19" = load float, ptr %"primals_3_19.ptr", align 4
  %"primals_3_20.ptr.idx" = add nsw i64 %"idx.1", 152
  %"primals_3_20.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_20.ptr.idx"
  %"primals_3_20" = load float, ptr %"primals_3_20.ptr", align 4
  %"primals_3_21.ptr.idx" = add nsw i64 %"idx.1", 160
  %"primals_3_21.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_21.ptr.idx"
  %"primals_3_21" = load float, ptr %"primals_3_21.ptr", align 4
  %"primals_3_22.ptr.idx" = add nsw i64 %"idx.1", 168
  %"primals_3_22.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_22.ptr.idx"
  %"primals_3_22" = load float, ptr %"primals_3_22.ptr", align 4
  %"primals_3_23.ptr.idx" = add nsw i64 %"idx.1", 176
  %"primals_3_23.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_23.ptr.idx"
  %"primals_3_23" = load float, ptr %"primals_3_23.ptr", align 4
  %"primals_3_24.ptr.idx" = add nsw i64 %"idx.1", 184
  %"primals_3_24.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_24.ptr.idx"
  %"primals_3_24" = load float, ptr %"primals_3_24.ptr", align 4
  %"primals_3_25.ptr.idx" = add nsw i64 %"idx.1", 192
  %"primals_3_25.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_25.ptr.idx"
  %"primals_3_25" = load float, ptr %"primals_3_25.ptr", align 4
  %"primals_3_26.ptr.idx" = add nsw i64 %"idx.1", 200
  %"primals_3_26.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_26.ptr.idx"
  %"primals_3_26" = load float, ptr %"primals_3_26.ptr", align 4
  %"primals_3_27.ptr.idx" = add nsw i64 %"idx.1", 208
  %"primals_3_27.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_27.ptr.idx"
  %"primals_3_27" = load float, ptr %"primals_3_27.ptr", align 4
  %"primals_3_28.ptr.idx" = add nsw i64 %"idx.1", 216
  %"primals_3_28.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_28.ptr.idx"
  %"primals_3_28" = load float, ptr %"primals_3_28.ptr", align 4
  %"primals_3_29.ptr.idx" = add nsw i64 %"idx.1", 224
  %"primals_3_29.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_29.ptr.idx"
  %"primals_3_29" = load float, ptr %"primals_3_29.ptr", align 4
  %"primals_3_30.ptr.idx" = add nsw i64 %"idx.1", 232
  %"primals_3_30.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_30.ptr.idx"
  %"primals_3_30" = load float, ptr %"primals_3_30.ptr", align 4
  %"primals_3_31.ptr.idx" = add nsw i64 %"idx.1", 240
  %"primals_3_31.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_31.ptr.idx"
  %"primals_3_31" = load float, ptr %"primals_3_31.ptr", align 4
  %"primals_3_32.ptr.idx" = add nsw i64 %"idx.1", 248
  %"primals_3_32.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_32.ptr.idx"
  %"primals_3_32" = load float, ptr %"primals_3_32.ptr", align 4
  %"primals_3_33.ptr.idx" = add nsw i64 %"idx.1", 256
  %"primals_3_33.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_33.ptr.idx"
  %"primals_3_33" = load float, ptr %"primals_3_33.ptr", align 4
  %"primals_3_34.ptr.idx" = add nsw i64 %"idx.1", 264
  %"primals_3_34.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_34.ptr.idx"
  %"primals_3_34" = load float, ptr %"primals_3_34.ptr", align 4
  %"primals_3_35.ptr.idx" = add nsw i64 %"idx.1", 272
  %"primals_3_35.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_35.ptr.idx"
  %"primals_3_35" = load float, ptr %"primals_3_35.ptr", align 4
  %"primals_3_36.ptr.idx" = add nsw i64 %"idx.1", 280
  %"primals_3_36.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_36.ptr.idx"
  %"primals_3_36" = load float, ptr %"primals_3_36.ptr", align 4
  %"primals_3_37.ptr.idx" = add nsw i64 %"idx.1", 288
  %"primals_3_37.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_37.ptr.idx"
  %"primals_3_37" = load float, ptr %"primals_3_37.ptr", align 4
  %"primals_3_38.ptr.idx" = add nsw i64 %"idx.1", 296
  %"primals_3_38.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_38.ptr.idx"
  %"primals_3_38" = load float, ptr %"primals_3_38.ptr", align 4
  %"primals_3_39.ptr.idx" = add nsw i64 %"idx.1", 304
  %"primals_3_39.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_39.ptr.idx"
  %"primals_3_39" = load float, ptr %"primals_3_39.ptr", align 4
  %"primals_3_40.ptr.idx" = add nsw i64 %"idx.1", 312
  %"primals_3_40.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_40.ptr.idx"
  %"primals_3_40" = load float, ptr %"primals_3_40.ptr", align 4
  %"primals_3_41.ptr.idx" = add nsw i64 %"idx.1", 320
  %"primals_3_41.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_41.ptr.idx"
  %"primals_3_41" = load float, ptr %"primals_3_41.ptr", align 4
  %"primals_3_42.ptr.idx" = add nsw i64 %"idx.1", 328
  %"primals_3_42.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_42.ptr.idx"
  %"primals_3_42" = load float, ptr %"primals_3_42.ptr", align 4
  %"primals_3_43.ptr.idx" = add nsw i64 %"idx.1", 336
  %"primals_3_43.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_43.ptr.idx"
  %"primals_3_43" = load float, ptr %"primals_3_43.ptr", align 4
  %"primals_3_44.ptr.idx" = add nsw i64 %"idx.1", 344
  %"primals_3_44.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_44.ptr.idx"
  %"primals_3_44" = load float, ptr %"primals_3_44.ptr", align 4
  %"primals_3_45.ptr.idx" = add nsw i64 %"idx.1", 352
  %"primals_3_45.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_45.ptr.idx"
  %"primals_3_45" = load float, ptr %"primals_3_45.ptr", align 4
  %"primals_3_46.ptr.idx" = add nsw i64 %"idx.1", 360
  %"primals_3_46.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_46.ptr.idx"
  %"primals_3_46" = load float, ptr %"primals_3_46.ptr", align 4
  %"primals_3_47.ptr.idx" = add nsw i64 %"idx.1", 368
  %"primals_3_47.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_47.ptr.idx"
  %"primals_3_47" = load float, ptr %"primals_3_47.ptr", align 4
  %"primals_3_48.ptr.idx" = add nsw i64 %"idx.1", 376
  %"primals_3_48.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_48.ptr.idx"
  %"primals_3_48" = load float, ptr %"primals_3_48.ptr", align 4
  %"primals_3_49.ptr.idx" = add nsw i64 %"idx.1", 384
  %"primals_3_49.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_49.ptr.idx"
  %"primals_3_49" = load float, ptr %"primals_3_49.ptr", align 4
  %"primals_3_50.ptr.idx" = add nsw i64 %"idx.1", 392
  %"primals_3_50.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_50.ptr.idx"
  %"primals_3_50" = load float, ptr %"primals_3_50.ptr", align 4
  %"primals_3_51.ptr.idx" = add nsw i64 %"idx.1", 400
  %"primals_3_51.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_51.ptr.idx"
  %"primals_3_51" = load float, ptr %"primals_3_51.ptr", align 4
  %"primals_3_52.ptr.idx" = add nsw i64 %"idx.1", 408
  %"primals_3_52.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_52.ptr.idx"
  %"primals_3_52" = load float, ptr %"primals_3_52.ptr", align 4
  %"primals_3_53.ptr.idx" = add nsw i64 %"idx.1", 416
  %"primals_3_53.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_53.ptr.idx"
  %"primals_3_53" = load float, ptr %"primals_3_53.ptr", align 4
  %"primals_3_54.ptr.idx" = add nsw i64 %"idx.1", 424
  %"primals_3_54.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_54.ptr.idx"
  %"primals_3_54" = load float, ptr %"primals_3_54.ptr", align 4
  %"primals_3_55.ptr.idx" = add nsw i64 %"idx.1", 432
  %"primals_3_55.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_55.ptr.idx"
  %"primals_3_55" = load float, ptr %"primals_3_55.ptr", align 4
  %"primals_3_56.ptr.idx" = add nsw i64 %"idx.1", 440
  %"primals_3_56.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_56.ptr.idx"
  %"primals_3_56" = load float, ptr %"primals_3_56.ptr", align 4
  %"primals_3_57.ptr.idx" = add nsw i64 %"idx.1", 448
  %"primals_3_57.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_57.ptr.idx"
  %"primals_3_57" = load float, ptr %"primals_3_57.ptr", align 4
  %"primals_3_58.ptr.idx" = add nsw i64 %"idx.1", 456
  %"primals_3_58.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_58.ptr.idx"
  %"primals_3_58" = load float, ptr %"primals_3_58.ptr", align 4
  %"primals_3_59.ptr.idx" = add nsw i64 %"idx.1", 464
  %"primals_3_59.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_59.ptr.idx"
  %"primals_3_59" = load float, ptr %"primals_3_59.ptr", align 4
  %"primals_3_60.ptr.idx" = add nsw i64 %"idx.1", 472
  %"primals_3_60.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_60.ptr.idx"
  %"primals_3_60" = load float, ptr %"primals_3_60.ptr", align 4
  %"primals_3_61.ptr.idx" = add nsw i64 %"idx.1", 480
  %"primals_3_61.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_61.ptr.idx"
  %"primals_3_61" = load float, ptr %"primals_3_61.ptr", align 4
  %"primals_3_62.ptr.idx" = add nsw i64 %"idx.1", 488
  %"primals_3_62.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_62.ptr.idx"
  %"primals_3_62" = load float, ptr %"primals_3_62.ptr", align 4
  %"primals_3_63.ptr.idx" = add nsw i64 %"idx.1", 496
  %"primals_3_63.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_63.ptr.idx"
  %"primals_3_63" = load float, ptr %"primals_3_63.ptr", align 4
  %"primals_3_64.ptr.idx" = add nsw i64 %"idx.1", 504
  %"primals_3_64.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"primals_3_64.ptr.idx"
  %"primals_3_64" = load float, ptr %"primals_3_64.ptr", align 4
  %"acc_128" = fadd float %"acc_64", %"primals_3_1"
  %"acc_129" = fadd float %"acc_65", %"primals_3_2"
  %"acc_130" = fadd float %"acc_66", %"primals_3_3"
  %"acc_131" = fadd float %"acc_67", %"primals_3_4"
  %"acc_132" = fadd float %"acc_68", %"primals_3_5"
  %"acc_133" = fadd float %"acc_69", %"primals_3_6"
  %"acc_134" = fadd float %"acc_70", %"primals_3_7"
  %"acc_135" = fadd float %"acc_71", %"primals_3_8"
  %"acc_136" = fadd float %"acc_72", %"primals_3_9"
  %"acc_137" = fadd float %"acc_73", %"primals_3_10"
  %"acc_138" = fadd float %"acc_74", %"primals_3_11"
  %"acc_139" = fadd float %"acc_75", %"primals_3_12"
  %"acc_140" = fadd float %"acc_76", %"primals_3_13"
  %"acc_141" = fadd float %"acc_77", %"primals_3_14"
  %"acc_142" = fadd float %"acc_78", %"primals_3_15"
  %"acc_143" = fadd float %"acc_79", %"primals_3_16"
  %"acc_144" = fadd float %"acc_80", %"primals_3_17"
  %"acc_145" = fadd float %"acc_81", %"primals_3_18"
  %"acc_146" = fadd float %"acc_82", %"primals_3_19"
  %"acc_147" = fadd float %"acc_83", %"primals_3_20"
  %"acc_148" = fadd float %"acc_84", %"primals_3_21"
  %"acc_149" = fadd float %"acc_85", %"primals_3_22"
  %"acc_150" = fadd float %"acc_86", %"primals_3_23"
  %"acc_151" = fadd float %"acc_87", %"primals_3_24"
  %"acc_152" = fadd float %"acc_88", %"primals_3_25"
  %"acc_153" = fadd float %"acc_89", %"primals_3_26"
  %"acc_154" = fadd float %"acc_90", %"primals_3_27"
  %"acc_155" = fadd float %"acc_91", %"primals_3_28"
  %"acc_156" = fadd float %"acc_92", %"primals_3_29"
  %"acc_157" = fadd float %"acc_93", %"primals_3_30"
  %"acc_158" = fadd float %"acc_94", %"primals_3_31"
  %"acc_159" = fadd float %"acc_95", %"primals_3_32"
  %"acc_160" = fadd float %"acc_96", %"primals_3_33"
  %"acc_161" = fadd float %"acc_97", %"primals_3_34"
  %"acc_162" = fadd float %"acc_98", %"primals_3_35"
  %"acc_163" = fadd float %"acc_99", %"primals_3_36"
  %"acc_164" = fadd float %"acc_100", %"primals_3_37"
  %"acc_165" = fadd float %"acc_101", %"primals_3_38"
  %"acc_166" = fadd float %"acc_102", %"primals_3_39"
  %"acc_167" = fadd float %"acc_103", %"primals_3_40"
  %"acc_168" = fadd float %"acc_104", %"primals_3_41"
  %"acc_169" = fadd float %"acc_105", %"primals_3_42"
  %"acc_170" = fadd float %"acc_106", %"primals_3_43"
  %"acc_171" = fadd float %"acc_107", %"primals_3_44"
  %"acc_172" = fadd float %"acc_108", %"primals_3_45"
  %"acc_173" = fadd float %"acc_109", %"primals_3_46"
  %"acc_174" = fadd float %"acc_110", %"primals_3_47"
  %"acc_175" = fadd float %"acc_111", %"primals_3_48"
  %"acc_176" = fadd float %"acc_112", %"primals_3_49"
  %"acc_177" = fadd float %"acc_113", %"primals_3_50"
  %"acc_178" = fadd float %"acc_114", %"primals_3_51"
  %"acc_179" = fadd float %"acc_115", %"primals_3_52"
  %"acc_180" = fadd float %"acc_116", %"primals_3_53"
  %"acc_181" = fadd float %"acc_117", %"primals_3_54"
  %"acc_182" = fadd float %"acc_118", %"primals_3_55"
  %"acc_183" = fadd float %"acc_119", %"primals_3_56"
  %"acc_184" = fadd float %"acc_120", %"primals_3_57"
  %"acc_185" = fadd float %"acc_121", %"primals_3_58"
  %"acc_186" = fadd float %"acc_122", %"primals_3_59"
  %"acc_187" = fadd float %"acc_123", %"primals_3_60"
  %"acc_188" = fadd float %"acc_124", %"primals_3_61"
  %"acc_189" = fadd float %"acc_125", %"primals_3_62"
  %"acc_190" = fadd float %"acc_126", %"primals_3_63"
  %"acc_191" = fadd float %"acc_127", %"primals_3_64"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"idx.2" = mul nsw i64 %"i", 64
  %"colsum.ptr" = getelementptr inbounds float, ptr %"colsum", i64 %"idx.2"
  store float %"acc_64", ptr %"colsum.ptr", align 4
  %"colsum.ptr.idx" = add nsw i64 %"idx.2", 1
  %"colsum.ptr.1" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx"
  store float %"acc_65", ptr %"colsum.ptr.1", align 4
  %"colsum.ptr.idx.1" = add nsw i64 %"idx.2", 2
  %"colsum.ptr.2" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.1"
  store float %"acc_66", ptr %"colsum.ptr.2", align 4
  %"colsum.ptr.idx.2" = add nsw i64 %"idx.2", 3
  %"colsum.ptr.3" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.2"
  store float %"acc_67", ptr %"colsum.ptr.3", align 4
  %"colsum.ptr.idx.3" = add nsw i64 %"idx.2", 4
  %"colsum.ptr.4" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.3"
  store float %"acc_68", ptr %"colsum.ptr.4", align 4
  %"colsum.ptr.idx.4" = add nsw i64 %"idx.2", 5
  %"colsum.ptr.5" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.4"
  store float %"acc_69", ptr %"colsum.ptr.5", align 4
  %"colsum.ptr.idx.5" = add nsw i64 %"idx.2", 6
  %"colsum.ptr.6" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.5"
  store float %"acc_70", ptr %"colsum.ptr.6", align 4
  %"colsum.ptr.idx.6" = add nsw i64 %"idx.2", 7
  %"colsum.ptr.7" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.6"
  store float %"acc_71", ptr %"colsum.ptr.7", align 4
  %"colsum.ptr.idx.7" = add nsw i64 %"idx.2", 8
  %"colsum.ptr.8" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.7"
  store float %"acc_72", ptr %"colsum.ptr.8", align 4
  %"colsum.ptr.idx.8" = add nsw i64 %"idx.2", 9
  %"colsum.ptr.9" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.8"
  store float %"acc_73", ptr %"colsum.ptr.9", align 4
  %"colsum.ptr.idx.9" = add nsw i64 %"idx.2", 10
  %"colsum.ptr.10" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.9"
  store float %"acc_74", ptr %"colsum.ptr.10", align 4
  %"colsum.ptr.idx.10" = add nsw i64 %"idx.2", 11
  %"colsum.ptr.11" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.10"
  store float %"acc_75", ptr %"colsum.ptr.11", align 4
  %"colsum.ptr.idx.11" = add nsw i64 %"idx.2", 12
  %"colsum.ptr.12" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.11"
  store float %"acc_76", ptr %"colsum.ptr.12", align 4
  %"colsum.ptr.idx.12" = add nsw i64 %"idx.2", 13
  %"colsum.ptr.13" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.12"
  store float %"acc_77", ptr %"colsum.ptr.13", align 4
  %"colsum.ptr.idx.13" = add nsw i64 %"idx.2", 14
  %"colsum.ptr.14" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.13"
  store float %"acc_78", ptr %"colsum.ptr.14", align 4
  %"colsum.ptr.idx.14" = add nsw i64 %"idx.2", 15
  %"colsum.ptr.15" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.14"
  store float %"acc_79", ptr %"colsum.ptr.15", align 4
  %"colsum.ptr.idx.15" = add nsw i64 %"idx.2", 16
  %"colsum.ptr.16" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.15"
  store float %"acc_80", ptr %"colsum.ptr.16", align 4
  %"colsum.ptr.idx.16" = add nsw i64 %"idx.2", 17
  %"colsum.ptr.17" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.16"
  store float %"acc_81", ptr %"colsum.ptr.17", align 4
  %"colsum.ptr.idx.17" = add nsw i64 %"idx.2", 18
  %"colsum.ptr.18" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.17"
  store float %"acc_82", ptr %"colsum.ptr.18", align 4
  %"colsum.ptr.idx.18" = add nsw i64 %"idx.2", 19
  %"colsum.ptr.19" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.18"
  store float %"acc_83", ptr %"colsum.ptr.19", align 4
  %"colsum.ptr.idx.19" = add nsw i64 %"idx.2", 20
  %"colsum.ptr.20" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.19"
  store float %"acc_84", ptr %"colsum.ptr.20", align 4
  %"colsum.ptr.idx.20" = add nsw i64 %"idx.2", 21
  %"colsum.ptr.21" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.20"
  store float %"acc_85", ptr %"colsum.ptr.21", align 4
  %"colsum.ptr.idx.21" = add nsw i64 %"idx.2", 22
  %"colsum.ptr.22" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.21"
  store float %"acc_86", ptr %"colsum.ptr.22", align 4
  %"colsum.ptr.idx.22" = add nsw i64 %"idx.2", 23
  %"colsum.ptr.23" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.22"
  store float %"acc_87", ptr %"colsum.ptr.23", align 4
  %"colsum.ptr.idx.23" = add nsw i64 %"idx.2", 24
  %"colsum.ptr.24" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.23"
  store float %"acc_88", ptr %"colsum.ptr.24", align 4
  %"colsum.ptr.idx.24" = add nsw i64 %"idx.2", 25
  %"colsum.ptr.25" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.24"
  store float %"acc_89", ptr %"colsum.ptr.25", align 4
  %"colsum.ptr.idx.25" = add nsw i64 %"idx.2", 26
  %"colsum.ptr.26" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.25"
  store float %"acc_90", ptr %"colsum.ptr.26", align 4
  %"colsum.ptr.idx.26" = add nsw i64 %"idx.2", 27
  %"colsum.ptr.27" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.26"
  store float %"acc_91", ptr %"colsum.ptr.27", align 4
  %"colsum.ptr.idx.27" = add nsw i64 %"idx.2", 28
  %"colsum.ptr.28" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.27"
  store float %"acc_92", ptr %"colsum.ptr.28", align 4
  %"colsum.ptr.idx.28" = add nsw i64 %"idx.2", 29
  %"colsum.ptr.29" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.28"
  store float %"acc_93", ptr %"colsum.ptr.29", align 4
  %"colsum.ptr.idx.29" = add nsw i64 %"idx.2", 30
  %"colsum.ptr.30" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.29"
  store float %"acc_94", ptr %"colsum.ptr.30", align 4
  %"colsum.ptr.idx.30" = add nsw i64 %"idx.2", 31
  %"colsum.ptr.31" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.30"
  store float %"acc_95", ptr %"colsum.ptr.31", align 4
  %"colsum.ptr.idx.31" = add nsw i64 %"idx.2", 32
  %"colsum.ptr.32" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.31"
  store float %"acc_96", ptr %"colsum.ptr.32", align 4
  %"colsum.ptr.idx.32" = add nsw i64 %"idx.2", 33
  %"colsum.ptr.33" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.32"
  store float %"acc_97", ptr %"colsum.ptr.33", align 4
  %"colsum.ptr.idx.33" = add nsw i64 %"idx.2", 34
  %"colsum.ptr.34" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.33"
  store float %"acc_98", ptr %"colsum.ptr.34", align 4
  %"colsum.ptr.idx.34" = add nsw i64 %"idx.2", 35
  %"colsum.ptr.35" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.34"
  store float %"acc_99", ptr %"colsum.ptr.35", align 4
  %"colsum.ptr.idx.35" = add nsw i64 %"idx.2", 36
  %"colsum.ptr.36" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.35"
  store float %"acc_100", ptr %"colsum.ptr.36", align 4
  %"colsum.ptr.idx.36" = add nsw i64 %"idx.2", 37
  %"colsum.ptr.37" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.36"
  store float %"acc_101", ptr %"colsum.ptr.37", align 4
  %"colsum.ptr.idx.37" = add nsw i64 %"idx.2", 38
  %"colsum.ptr.38" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.37"
  store float %"acc_102", ptr %"colsum.ptr.38", align 4
  %"colsum.ptr.idx.38" = add nsw i64 %"idx.2", 39
  %"colsum.ptr.39" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.38"
  store float %"acc_103", ptr %"colsum.ptr.39", align 4
  %"colsum.ptr.idx.39" = add nsw i64 %"idx.2", 40
  %"colsum.ptr.40" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.39"
  store float %"acc_104", ptr %"colsum.ptr.40", align 4
  %"colsum.ptr.idx.40" = add nsw i64 %"idx.2", 41
  %"colsum.ptr.41" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.40"
  store float %"acc_105", ptr %"colsum.ptr.41", align 4
  %"colsum.ptr.idx.41" = add nsw i64 %"idx.2", 42
  %"colsum.ptr.42" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.41"
  store float %"acc_106", ptr %"colsum.ptr.42", align 4
  %"colsum.ptr.idx.42" = add nsw i64 %"idx.2", 43
  %"colsum.ptr.43" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.42"
  store float %"acc_107", ptr %"colsum.ptr.43", align 4
  %"colsum.ptr.idx.43" = add nsw i64 %"idx.2", 44
  %"colsum.ptr.44" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.43"
  store float %"acc_108", ptr %"colsum.ptr.44", align 4
  %"colsum.ptr.idx.44" = add nsw i64 %"idx.2", 45
  %"colsum.ptr.45" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.44"
  store float %"acc_109", ptr %"colsum.ptr.45", align 4
  %"colsum.ptr.idx.45" = add nsw i64 %"idx.2", 46
  %"colsum.ptr.46" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.45"
  store float %"acc_110", ptr %"colsum.ptr.46", align 4
  %"colsum.ptr.idx.46" = add nsw i64 %"idx.2", 47
  %"colsum.ptr.47" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.46"
  store float %"acc_111", ptr %"colsum.ptr.47", align 4
  %"colsum.ptr.idx.47" = add nsw i64 %"idx.2", 48
  %"colsum.ptr.48" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.47"
  store float %"acc_112", ptr %"colsum.ptr.48", align 4
  %"colsum.ptr.idx.48" = add nsw i64 %"idx.2", 49
  %"colsum.ptr.49" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.48"
  store float %"acc_113", ptr %"colsum.ptr.49", align 4
  %"colsum.ptr.idx.49" = add nsw i64 %"idx.2", 50
  %"colsum.ptr.50" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.49"
  store float %"acc_114", ptr %"colsum.ptr.50", align 4
  %"colsum.ptr.idx.50" = add nsw i64 %"idx.2", 51
  %"colsum.ptr.51" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.50"
  store float %"acc_115", ptr %"colsum.ptr.51", align 4
  %"colsum.ptr.idx.51" = add nsw i64 %"idx.2", 52
  %"colsum.ptr.52" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.51"
  store float %"acc_116", ptr %"colsum.ptr.52", align 4
  %"colsum.ptr.idx.52" = add nsw i64 %"idx.2", 53
  %"colsum.ptr.53" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.52"
  store float %"acc_117", ptr %"colsum.ptr.53", align 4
  %"colsum.ptr.idx.53" = add nsw i64 %"idx.2", 54
  %"colsum.ptr.54" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.53"
  store float %"acc_118", ptr %"colsum.ptr.54", align 4
  %"colsum.ptr.idx.54" = add nsw i64 %"idx.2", 55
  %"colsum.ptr.55" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.54"
  store float %"acc_119", ptr %"colsum.ptr.55", align 4
  %"colsum.ptr.idx.55" = add nsw i64 %"idx.2", 56
  %"colsum.ptr.56" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.55"
  store float %"acc_120", ptr %"colsum.ptr.56", align 4
  %"colsum.ptr.idx.56" = add nsw i64 %"idx.2", 57
  %"colsum.ptr.57" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.56"
  store float %"acc_121", ptr %"colsum.ptr.57", align 4
  %"colsum.ptr.idx.57" = add nsw i64 %"idx.2", 58
  %"colsum.ptr.58" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.57"
  store float %"acc_122", ptr %"colsum.ptr.58", align 4
  %"colsum.ptr.idx.58" = add nsw i64 %"idx.2", 59
  %"colsum.ptr.59" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.58"
  store float %"acc_123", ptr %"colsum.ptr.59", align 4
  %"colsum.ptr.idx.59" = add nsw i64 %"idx.2", 60
  %"colsum.ptr.60" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.59"
  store float %"acc_124", ptr %"colsum.ptr.60", align 4
  %"colsum.ptr.idx.60" = add nsw i64 %"idx.2", 61
  %"colsum.ptr.61" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.60"
  store float %"acc_125", ptr %"colsum.ptr.61", align 4
  %"colsum.ptr.idx.61" = add nsw i64 %"idx.2", 62
  %"colsum.ptr.62" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.61"
  store float %"acc_126", ptr %"colsum.ptr.62", align 4
  %"colsum.ptr.idx.62" = add nsw i64 %"idx.2", 63
  %"colsum.ptr.63" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.62"
  store float %"acc_127", ptr %"colsum.ptr.63", align 4
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define internal void @"kernel.fused_rand_ge_mul_sub_where_sigmoid"(ptr captures(none) noalias dereferenceable(16) %"primals_4", ptr captures(none) noalias dereferenceable(4) %"tangents_1", ptr captures(none) noalias dereferenceable(256) %"colsum", ptr captures(none) noalias dereferenceable(8192) %"tanh", ptr captures(none) noalias dereferenceable(2048) %"keep", ptr captures(none) noalias dereferenceable(8192) %"d_mm") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 32
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.body.j"]
  %"j.cond" = icmp slt i64 %"j", 64
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"seed.ptr" = getelementptr inbounds i64, ptr %"primals_4", i64 0
  %"seed" = load i64, ptr %"seed.ptr", align 8
  %"base.ptr" = getelementptr inbounds i64, ptr %"primals_4", i64 1
  %"base" = load i64, ptr %"base.ptr", align 8
  %"mul" = mul i64 %"i", 64
  %"flat" = add i64 0, %"mul"
  %"flat_1" = add i64 %"flat", %"j"
  %"add" = add i64 0, %"flat_1"
  %"counter" = add i64 %"base", %"add"
  %"u.seed" = mul i64 %"seed", -7046029254386353131
  %"u.x" = add i64 %"u.seed", %"counter"
  %".12" = lshr i64 %"u.x", 30
  %".13" = xor i64 %"u.x", %".12"
  %"u.x.1" = mul i64 %".13", -4658895280553007687
  %".14" = lshr i64 %"u.x.1", 27
  %".15" = xor i64 %"u.x.1", %".14"
  %"u.x.2" = mul i64 %".15", -7723592293110705685
  %".16" = lshr i64 %"u.x.2", 31
  %"u.bits" = xor i64 %"u.x.2", %".16"
  %".17" = lshr i64 %"u.bits", 40
  %"u.top" = uitofp i64 %".17" to float
  %"u" = fmul float %"u.top", 0x3e70000000000000
  %"keep_1" = fcmp oge float %"u", 0x3fd0000000000000
  %"idx" = mul nsw i64 %"i", 64
  %"idx.1" = add nsw i64 %"idx", %"j"
  %"keep.ptr" = getelementptr inbounds i8, ptr %"keep", i64 %"idx.1"
  %".18" = zext i1 %"keep_1" to i8
  store i8 %".18", ptr %"keep.ptr", align 1
  %"tangents_1_1.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_1" = load float, ptr %"tangents_1_1.ptr", align 4
  %"colsum_1.ptr" = getelementptr inbounds float, ptr %"colsum", i64 %"j"
  %"colsum_1" = load float, ptr %"colsum_1.ptr", align 4
  %"d_checkpoint" = fmul float %"tangents_1_1", %"colsum_1"
  %"tanh_1.ptr" = getelementptr inbounds float, ptr %"tanh", i64 %"idx.1"
  %"tanh_1" = load float, ptr %"tanh_1.ptr", align 4
  %"scaled" = fmul float %"tanh_1", 0x3ff5555560000000
  %"d" = select  i1 %"keep_1", float %"scaled", float              0x0
  %"sigmoid.abs" = call float @"llvm.fabs.f32"(float %"d")
  %"sigmoid.nabs" = fneg float %"sigmoid.abs"
  %"sigmoid.t" = call float @"expf"(float %"sigmoid.nabs")
  %"sigmoid.den" = fadd float 0x3ff0000000000000, %"sigmoid.t"
  %"sigmoid.r" = fdiv float 0x3ff0000000000000, %"sigmoid.den"
  %"sigmoid.up" = fcmp oge float %"d",              0x0
  %"sigmoid.low" = fmul float %"sigmoid.t", %"sigmoid.r"
  %"sigmoid" = select  i1 %"sigmoid.up", float %"sigmoid.r", float %"sigmoid.low"
  %"sub" = fsub float 0x3ff0000000000000, %"sigmoid"
  %"mul_1" = fmul float %"sigmoid", %"sub"
  %"d_d" = fmul float %"d_checkpoint", %"mul_1"
  %"div" = fdiv float %"d_d", 0x3fe8000000000000
  %"d_h" = select  i1 %"keep_1", float %"div", float              0x0
  %"mul_1_1" = fmul float %"tanh_1", %"tanh_1"
  %"sub_1" = fsub float 0x3ff0000000000000, %"mul_1_1"
  %"d_mm_1" = fmul float %"d_h", %"sub_1"
  %"d_mm.ptr" = getelementptr inbounds float, ptr %"d_mm", i64 %"idx.1"
  store float %"d_mm_1", ptr %"d_mm.ptr", align 4
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

declare float @"llvm.fabs.f32"(float %".1")

declare float @"expf"(float %".1") nounwind readnone

define internal void @"kernel.fused_mul_where_sigmoid_sum"(ptr captures(none) noalias dereferenceable(2048) %"keep", ptr captures(none) noalias dereferenceable(8192) %"tanh", ptr captures(none) noalias dereferenceable(4) %"tangents_1", ptr captures(none) noalias dereferenceable(2048) %"d_primals_3") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 64
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"for.body.i"], [%"r.next", %"for.body.r"]
  %"acc_1" = phi  float [             0x0, %"for.body.i"], [%"acc_2", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 32
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"idx" = mul nsw i64 %"r", 64
  %"idx.1" = add nsw i64 %"idx", %"i"
  %"keep_1.ptr" = getelementptr inbounds i8, ptr %"keep", i64 %"idx.1"
  %"keep_1.mem" = load i8, ptr %"keep_1.ptr", align 1
  %"keep_1" = icmp ne i8 %"keep_1.mem", 0
  %"tanh_1.ptr" = getelementptr inbounds float, ptr %"tanh", i64 %"idx.1"
  %"tanh_1" = load float, ptr %"tanh_1.ptr", align 4
  %"scaled" = fmul float %"tanh_1", 0x3ff5555560000000
  %"d" = select  i1 %"keep_1", float %"scaled", float              0x0
  %"sigmoid.abs" = call float @"llvm.fabs.f32"(float %"d")
  %"sigmoid.nabs" = fneg float %"sigmoid.abs"
  %"sigmoid.t" = call float @"expf"(float %"sigmoid.nabs")
  %"sigmoid.den" = fadd float 0x3ff0000000000000, %"sigmoid.t"
  %"sigmoid.r" = fdiv float 0x3ff0000000000000, %"sigmoid.den"
  %"sigmoid.up" = fcmp oge float %"d",              0x0
  %"sigmoid.low" = fmul float %"sigmoid.t", %"sigmoid.r"
  %"sigmoid" = select  i1 %"sigmoid.up", float %"sigmoid.r", float %"sigmoid.low"
  %"acc_2" = fadd reassoc float %"acc_1", %"sigmoid"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.end.r"], [%"j.next", %"for.body.j"]
  %"j.cond" = icmp slt i64 %"j", 8
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"tangents_1_1.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_1" = load float, ptr %"tangents_1_1.ptr", align 4
  %"d_primals_3_1" = fmul float %"acc_1", %"tangents_1_1"
  %"idx.2" = mul nsw i64 %"i", 8
  %"idx.3" = add nsw i64 %"idx.2", %"j"
  %"d_primals_3.ptr" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"idx.3"
  store float %"d_primals_3_1", ptr %"d_primals_3.ptr", align 4
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define void @"dropout_mlp_backward"(ptr captures(none) noalias %"args", ptr captures(none) noalias %"arena") nounwind
{
entry:
  %"primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 0
  %"primals_1" = load ptr, ptr %"primals_1.slot"
  %"primals_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 1
  %"primals_2" = load ptr, ptr %"primals_2.slot"
  %"primals_3.slot" = getelementptr inbounds ptr, ptr %"args", i64 2
  %"primals_3" = load ptr, ptr %"primals_3.slot"
  %"primals_4.slot" = getelementptr inbounds ptr, ptr %"args", i64 3
  %"primals_4" = load ptr, ptr %"primals_4.slot"
  %"tanh.slot" = getelementptr inbounds ptr, ptr %"args", i64 4
  %"tanh" = load ptr, ptr %"tanh.slot"
  %"tangents_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 5
  %"tangents_1" = load ptr, ptr %"tangents_1.slot"
  %"colsum" = getelementptr inbounds i8, ptr %"arena", i64 10240
  call void @"kernel.sum_1"(ptr %"primals_3", ptr %"colsum")
  %"keep" = getelementptr inbounds i8, ptr %"arena", i64 8192
  %"d_mm" = getelementptr inbounds i8, ptr %"arena", i64 0
  call void @"kernel.fused_rand_ge_mul_sub_where_sigmoid"(ptr %"primals_4", ptr %"tangents_1", ptr %"colsum", ptr %"tanh", ptr %"keep", ptr %"d_mm")
  %"d_primals_3.slot" = getelementptr inbounds ptr, ptr %"args", i64 6
  %"d_primals_3" = load ptr, ptr %"d_primals_3.slot"
  call void @"kernel.fused_mul_where_sigmoid_sum"(ptr %"keep", ptr %"tanh", ptr %"tangents_1", ptr %"d_primals_3")
  %"d_primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 7
  %"d_primals_1" = load ptr, ptr %"d_primals_1.slot"
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 112, i64 32, i64 64, i64 64, float 0x3ff0000000000000, ptr %"d_mm", i64 64, ptr %"primals_2", i64 64, float              0x0, ptr %"d_primals_1", i64 64)
  %"d_primals_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 8
  %"d_primals_2" = load ptr, ptr %"d_primals_2.slot"
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 112, i32 111, i64 64, i64 64, i64 32, float 0x3ff0000000000000, ptr %"primals_1", i64 64, ptr %"d_mm", i64 64, float              0x0, ptr %"d_primals_2", i64 64)
  ret void
}

declare void @"scipy_cblas_sgemm64_"(i32 %".1", i32 %".2", i32 %".3", i64 %".4", i64 %".5", i64 %".6", float %".7", ptr %".8", i64 %".9", ptr %".10", i64 %".11", float %".12", ptr %".13", i64 %".14")
