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
  %"mm_1_1.ptr" = getelementptr inbounds float, ptr %"mm_1", i64 %"r"
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
  %"i.cond" = icmp slt i64 %"i", 2
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"for.body.i"], [%"r.next", %"for.body.r"]
  %"acc_32" = phi  float [             0x0, %"for.body.i"], [%"acc_64", %"for.body.r"]
  %"acc_33" = phi  float [             0x0, %"for.body.i"], [%"acc_65", %"for.body.r"]
  %"acc_34" = phi  float [             0x0, %"for.body.i"], [%"acc_66", %"for.body.r"]
  %"acc_35" = phi  float [             0x0, %"for.body.i"], [%"acc_67", %"for.body.r"]
  %"acc_36" = phi  float [             0x0, %"for.body.i"], [%"acc_68", %"for.body.r"]
  %"acc_37" = phi  float [             0x0, %"for.body.i"], [%"acc_69", %"for.body.r"]
  %"acc_38" = phi  float [             0x0, %"for.body.i"], [%"acc_70", %"for.body.r"]
  %"acc_39" = phi  float [             0x0, %"for.body.i"], [%"acc_71", %"for.body.r"]
  %"acc_40" = phi  float [             0x0, %"for.body.i"], [%"acc_72", %"for.body.r"]
  %"acc_41" = phi  float [             0x0, %"for.body.i"], [%"acc_73", %"for.body.r"]
  %"acc_42" = phi  float [             0x0, %"for.body.i"], [%"acc_74", %"for.body.r"]
  %"acc_43" = phi  float [             0x0, %"for.body.i"], [%"acc_75", %"for.body.r"]
  %"acc_44" = phi  float [             0x0, %"for.body.i"], [%"acc_76", %"for.body.r"]
  %"acc_45" = phi  float [             0x0, %"for.body.i"], [%"acc_77", %"for.body.r"]
  %"acc_46" = phi  float [             0x0, %"for.body.i"], [%"acc_78", %"for.body.r"]
  %"acc_47" = phi  float [             0x0, %"for.body.i"], [%"acc_79", %"for.body.r"]
  %"acc_48" = phi  float [             0x0, %"for.body.i"], [%"acc_80", %"for.body.r"]
  %"acc_49" = phi  float [             0x0, %"for.body.i"], [%"acc_81", %"for.body.r"]
  %"acc_50" = phi  float [             0x0, %"for.body.i"], [%"acc_82", %"for.body.r"]
  %"acc_51" = phi  float [             0x0, %"for.body.i"], [%"acc_83", %"for.body.r"]
  %"acc_52" = phi  float [             0x0, %"for.body.i"], [%"acc_84", %"for.body.r"]
  %"acc_53" = phi  float [             0x0, %"for.body.i"], [%"acc_85", %"for.body.r"]
  %"acc_54" = phi  float [             0x0, %"for.body.i"], [%"acc_86", %"for.body.r"]
  %"acc_55" = phi  float [             0x0, %"for.body.i"], [%"acc_87", %"for.body.r"]
  %"acc_56" = phi  float [             0x0, %"for.body.i"], [%"acc_88", %"for.body.r"]
  %"acc_57" = phi  float [             0x0, %"for.body.i"], [%"acc_89", %"for.body.r"]
  %"acc_58" = phi  float [             0x0, %"for.body.i"], [%"acc_90", %"for.body.r"]
  %"acc_59" = phi  float [             0x0, %"for.body.i"], [%"acc_91", %"for.body.r"]
  %"acc_60" = phi  float [             0x0, %"for.body.i"], [%"acc_92", %"for.body.r"]
  %"acc_61" = phi  float [             0x0, %"for.body.i"], [%"acc_93", %"for.body.r"]
  %"acc_62" = phi  float [             0x0, %"for.body.i"], [%"acc_94", %"for.body.r"]
  %"acc_63" = phi  float [             0x0, %"for.body.i"], [%"acc_95", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 8
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"idx" = mul nsw i64 %"i", 256
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
  %"acc_64" = fadd float %"acc_32", %"primals_3_1"
  %"acc_65" = fadd float %"acc_33", %"primals_3_2"
  %"acc_66" = fadd float %"acc_34", %"primals_3_3"
  %"acc_67" = fadd float %"acc_35", %"primals_3_4"
  %"acc_68" = fadd float %"acc_36", %"primals_3_5"
  %"acc_69" = fadd float %"acc_37", %"primals_3_6"
  %"acc_70" = fadd float %"acc_38", %"primals_3_7"
  %"acc_71" = fadd float %"acc_39", %"primals_3_8"
  %"acc_72" = fadd float %"acc_40", %"primals_3_9"
  %"acc_73" = fadd float %"acc_41", %"primals_3_10"
  %"acc_74" = fadd float %"acc_42", %"primals_3_11"
  %"acc_75" = fadd float %"acc_43", %"primals_3_12"
  %"acc_76" = fadd float %"acc_44", %"primals_3_13"
  %"acc_77" = fadd float %"acc_45", %"primals_3_14"
  %"acc_78" = fadd float %"acc_46", %"primals_3_15"
  %"acc_79" = fadd float %"acc_47", %"primals_3_16"
  %"acc_80" = fadd float %"acc_48", %"primals_3_17"
  %"acc_81" = fadd float %"acc_49", %"primals_3_18"
  %"acc_82" = fadd float %"acc_50", %"primals_3_19"
  %"acc_83" = fadd float %"acc_51", %"primals_3_20"
  %"acc_84" = fadd float %"acc_52", %"primals_3_21"
  %"acc_85" = fadd float %"acc_53", %"primals_3_22"
  %"acc_86" = fadd float %"acc_54", %"primals_3_23"
  %"acc_87" = fadd float %"acc_55", %"primals_3_24"
  %"acc_88" = fadd float %"acc_56", %"primals_3_25"
  %"acc_89" = fadd float %"acc_57", %"primals_3_26"
  %"acc_90" = fadd float %"acc_58", %"primals_3_27"
  %"acc_91" = fadd float %"acc_59", %"primals_3_28"
  %"acc_92" = fadd float %"acc_60", %"primals_3_29"
  %"acc_93" = fadd float %"acc_61", %"primals_3_30"
  %"acc_94" = fadd float %"acc_62", %"primals_3_31"
  %"acc_95" = fadd float %"acc_63", %"primals_3_32"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"idx.2" = mul nsw i64 %"i", 32
  %"colsum.ptr" = getelementptr inbounds float, ptr %"colsum", i64 %"idx.2"
  store float %"acc_32", ptr %"colsum.ptr", align 4
  %"colsum.ptr.idx" = add nsw i64 %"idx.2", 1
  %"colsum.ptr.1" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx"
  store float %"acc_33", ptr %"colsum.ptr.1", align 4
  %"colsum.ptr.idx.1" = add nsw i64 %"idx.2", 2
  %"colsum.ptr.2" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.1"
  store float %"acc_34", ptr %"colsum.ptr.2", align 4
  %"colsum.ptr.idx.2" = add nsw i64 %"idx.2", 3
  %"colsum.ptr.3" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.2"
  store float %"acc_35", ptr %"colsum.ptr.3", align 4
  %"colsum.ptr.idx.3" = add nsw i64 %"idx.2", 4
  %"colsum.ptr.4" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.3"
  store float %"acc_36", ptr %"colsum.ptr.4", align 4
  %"colsum.ptr.idx.4" = add nsw i64 %"idx.2", 5
  %"colsum.ptr.5" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.4"
  store float %"acc_37", ptr %"colsum.ptr.5", align 4
  %"colsum.ptr.idx.5" = add nsw i64 %"idx.2", 6
  %"colsum.ptr.6" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.5"
  store float %"acc_38", ptr %"colsum.ptr.6", align 4
  %"colsum.ptr.idx.6" = add nsw i64 %"idx.2", 7
  %"colsum.ptr.7" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.6"
  store float %"acc_39", ptr %"colsum.ptr.7", align 4
  %"colsum.ptr.idx.7" = add nsw i64 %"idx.2", 8
  %"colsum.ptr.8" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.7"
  store float %"acc_40", ptr %"colsum.ptr.8", align 4
  %"colsum.ptr.idx.8" = add nsw i64 %"idx.2", 9
  %"colsum.ptr.9" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.8"
  store float %"acc_41", ptr %"colsum.ptr.9", align 4
  %"colsum.ptr.idx.9" = add nsw i64 %"idx.2", 10
  %"colsum.ptr.10" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.9"
  store float %"acc_42", ptr %"colsum.ptr.10", align 4
  %"colsum.ptr.idx.10" = add nsw i64 %"idx.2", 11
  %"colsum.ptr.11" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.10"
  store float %"acc_43", ptr %"colsum.ptr.11", align 4
  %"colsum.ptr.idx.11" = add nsw i64 %"idx.2", 12
  %"colsum.ptr.12" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.11"
  store float %"acc_44", ptr %"colsum.ptr.12", align 4
  %"colsum.ptr.idx.12" = add nsw i64 %"idx.2", 13
  %"colsum.ptr.13" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.12"
  store float %"acc_45", ptr %"colsum.ptr.13", align 4
  %"colsum.ptr.idx.13" = add nsw i64 %"idx.2", 14
  %"colsum.ptr.14" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.13"
  store float %"acc_46", ptr %"colsum.ptr.14", align 4
  %"colsum.ptr.idx.14" = add nsw i64 %"idx.2", 15
  %"colsum.ptr.15" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.14"
  store float %"acc_47", ptr %"colsum.ptr.15", align 4
  %"colsum.ptr.idx.15" = add nsw i64 %"idx.2", 16
  %"colsum.ptr.16" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.15"
  store float %"acc_48", ptr %"colsum.ptr.16", align 4
  %"colsum.ptr.idx.16" = add nsw i64 %"idx.2", 17
  %"colsum.ptr.17" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.16"
  store float %"acc_49", ptr %"colsum.ptr.17", align 4
  %"colsum.ptr.idx.17" = add nsw i64 %"idx.2", 18
  %"colsum.ptr.18" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.17"
  store float %"acc_50", ptr %"colsum.ptr.18", align 4
  %"colsum.ptr.idx.18" = add nsw i64 %"idx.2", 19
  %"colsum.ptr.19" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.18"
  store float %"acc_51", ptr %"colsum.ptr.19", align 4
  %"colsum.ptr.idx.19" = add nsw i64 %"idx.2", 20
  %"colsum.ptr.20" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.19"
  store float %"acc_52", ptr %"colsum.ptr.20", align 4
  %"colsum.ptr.idx.20" = add nsw i64 %"idx.2", 21
  %"colsum.ptr.21" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.20"
  store float %"acc_53", ptr %"colsum.ptr.21", align 4
  %"colsum.ptr.idx.21" = add nsw i64 %"idx.2", 22
  %"colsum.ptr.22" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.21"
  store float %"acc_54", ptr %"colsum.ptr.22", align 4
  %"colsum.ptr.idx.22" = add nsw i64 %"idx.2", 23
  %"colsum.ptr.23" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.22"
  store float %"acc_55", ptr %"colsum.ptr.23", align 4
  %"colsum.ptr.idx.23" = add nsw i64 %"idx.2", 24
  %"colsum.ptr.24" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.23"
  store float %"acc_56", ptr %"colsum.ptr.24", align 4
  %"colsum.ptr.idx.24" = add nsw i64 %"idx.2", 25
  %"colsum.ptr.25" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.24"
  store float %"acc_57", ptr %"colsum.ptr.25", align 4
  %"colsum.ptr.idx.25" = add nsw i64 %"idx.2", 26
  %"colsum.ptr.26" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.25"
  store float %"acc_58", ptr %"colsum.ptr.26", align 4
  %"colsum.ptr.idx.26" = add nsw i64 %"idx.2", 27
  %"colsum.ptr.27" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.26"
  store float %"acc_59", ptr %"colsum.ptr.27", align 4
  %"colsum.ptr.idx.27" = add nsw i64 %"idx.2", 28
  %"colsum.ptr.28" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.27"
  store float %"acc_60", ptr %"colsum.ptr.28", align 4
  %"colsum.ptr.idx.28" = add nsw i64 %"idx.2", 29
  %"colsum.ptr.29" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.28"
  store float %"acc_61", ptr %"colsum.ptr.29", align 4
  %"colsum.ptr.idx.29" = add nsw i64 %"idx.2", 30
  %"colsum.ptr.30" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.29"
  store float %"acc_62", ptr %"colsum.ptr.30", align 4
  %"colsum.ptr.idx.30" = add nsw i64 %"idx.2", 31
  %"colsum.ptr.31" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.30"
  store float %"acc_63", ptr %"colsum.ptr.31", align 4
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
