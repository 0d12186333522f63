; ----- program @block_forward ----- ;
; ModuleID = "block_forward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.fused_sum_div_sub_mul_add_rsqrt"(ptr captures(none) noalias dereferenceable(512) %"primals_1", ptr captures(none) noalias dereferenceable(64) %"primals_2", ptr captures(none) noalias dereferenceable(64) %"primals_3", ptr captures(none) noalias dereferenceable(512) %"normed", ptr captures(none) noalias dereferenceable(512) %"h") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j_1"]
  %"i.cond" = icmp slt i64 %"i", 8
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"for.body.i"], [%"r.next", %"for.body.r"]
  %"acc_1" = phi  float [             0x0, %"for.body.i"], [%"acc_2", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 16
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"idx" = mul nsw i64 %"i", 16
  %"idx.1" = add nsw i64 %"idx", %"r"
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.1"
  %"primals_1_1" = load float, ptr %"primals_1_1.ptr", align 4
  %"acc_2" = fadd reassoc float %"acc_1", %"primals_1_1"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  br label %"for.cond.r_1"
for.cond.r_1:
  %"r_1" = phi  i64 [0, %"for.end.r"], [%"r_1.next", %"for.body.r_1"]
  %"acc_4" = phi  float [             0x0, %"for.end.r"], [%"acc_5", %"for.body.r_1"]
  %"r_1.cond" = icmp slt i64 %"r_1", 16
  br i1 %"r_1.cond", label %"for.body.r_1", label %"for.end.r_1"
for.body.r_1:
  %"idx.2" = mul nsw i64 %"i", 16
  %"idx.3" = add nsw i64 %"idx.2", %"r_1"
  %"primals_1_2.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.3"
  %"primals_1_2" = load float, ptr %"primals_1_2.ptr", align 4
  %"mu" = fdiv float %"acc_1", 0x4030000000000000
  %"centered" = fsub float %"primals_1_2", %"mu"
  %"mul" = fmul float %"centered", %"centered"
  %"acc_5" = fadd reassoc float %"acc_4", %"mul"
  %"r_1.next" = add nsw i64 %"r_1", 1
  br label %"for.cond.r_1"
for.end.r_1:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.end.r_1"], [%"j.next", %"for.body.j"]
  %"j.cond" = icmp slt i64 %"j", 16
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"idx.4" = mul nsw i64 %"i", 16
  %"idx.5" = add nsw i64 %"idx.4", %"j"
  %"primals_1_3.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.5"
  %"primals_1_3" = load float, ptr %"primals_1_3.ptr", align 4
  %"mu_1" = fdiv float %"acc_1", 0x4030000000000000
  %"centered_1" = fsub float %"primals_1_3", %"mu_1"
  %"var" = fdiv float %"acc_4", 0x4030000000000000
  %"add" = fadd float %"var", 0x3ee4f8b580000000
  %"rstd.sqrt" = call float @"llvm.sqrt.f32"(float %"add")
  %"rstd" = fdiv float 0x3ff0000000000000, %"rstd.sqrt"
  %"normed_1" = fmul float %"centered_1", %"rstd"
  %"normed.ptr" = getelementptr inbounds float, ptr %"normed", i64 %"idx.5"
  store float %"normed_1", ptr %"normed.ptr", align 4
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  br label %"for.cond.j_1"
for.cond.j_1:
  %"j_1" = phi  i64 [0, %"for.end.j"], [%"j_1.next", %"for.body.j_1"]
  %"j_1.cond" = icmp slt i64 %"j_1", 16
  br i1 %"j_1.cond", label %"for.body.j_1", label %"for.end.j_1"
for.body.j_1:
  %"idx.6" = mul nsw i64 %"i", 16
  %"idx.7" = add nsw i64 %"idx.6", %"j_1"
  %"normed_2.ptr" = getelementptr inbounds float, ptr %"normed", i64 %"idx.7"
  %"normed_2" = load float, ptr %"normed_2.ptr", align 4
  %"primals_2_1.ptr" = getelementptr inbounds float, ptr %"primals_2", i64 %"j_1"
  %"primals_2_1" = load float, ptr %"primals_2_1.ptr", align 4
  %"mul_1" = fmul float %"normed_2", %"primals_2_1"
  %"primals_3_1.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"j_1"
  %"primals_3_1" = load float, ptr %"primals_3_1.ptr", align 4
  %"h_1" = fadd float %"mul_1", %"primals_3_1"
  %"h.ptr" = getelementptr inbounds float, ptr %"h", i64 %"idx.7"
  store float %"h_1", ptr %"h.ptr", align 4
  %"j_1.next" = add nsw i64 %"j_1", 1
  br label %"for.cond.j_1"
for.end.j_1:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

declare float @"llvm.sqrt.f32"(float %".1")

define internal void @"kernel.fused_mul_erf_add_sum"(ptr captures(none) noalias dereferenceable(512) %"mm", ptr captures(none) noalias dereferenceable(512) %"normed", ptr captures(none) noalias dereferenceable(4) %"sum") noinline nounwind
{
entry:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"entry"], [%"r.next", %"for.body.r"]
  %"acc_1" = phi  float [             0x0, %"entry"], [%"acc_2", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 128
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"mm_1.ptr" = getelementptr inbounds float, ptr %"mm", i64 %"r"
  %"mm_1" = load float, ptr %"mm_1.ptr", align 4
  %"mul" = fmul float 0x3fe0000000000000, %"mm_1"
  %"mul_1" = fmul float %"mm_1", 0x3fe6a09e60000000
  %"erf" = call float @"erff"(float %"mul_1")
  %"add" = fadd float 0x3ff0000000000000, %"erf"
  %"gelu" = fmul float %"mul", %"add"
  %"normed_1.ptr" = getelementptr inbounds float, ptr %"normed", i64 %"r"
  %"normed_1" = load float, ptr %"normed_1.ptr", align 4
  %"add_1" = fadd float %"gelu", %"normed_1"
  %"acc_2" = fadd reassoc float %"acc_1", %"add_1"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"sum.ptr" = getelementptr inbounds float, ptr %"sum", i64 0
  store float %"acc_1", ptr %"sum.ptr", align 4
  ret void
}

declare float @"erff"(float %".1") nounwind readnone

define internal void @"kernel.div_2"(ptr captures(none) noalias dereferenceable(4) %"sum", ptr captures(none) noalias dereferenceable(4) %"mean") noinline nounwind
{
entry:
  %"sum_1.ptr" = getelementptr inbounds float, ptr %"sum", i64 0
  %"sum_1" = load float, ptr %"sum_1.ptr", align 4
  %"mean_1" = fdiv float %"sum_1", 0x4060000000000000
  %"mean.ptr" = getelementptr inbounds float, ptr %"mean", i64 0
  store float %"mean_1", ptr %"mean.ptr", align 4
  ret void
}

define void @"block_forward"(ptr captures(none) noalias %"args", ptr captures(none) noalias %"arena") nounwind
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
  %"normed" = getelementptr inbounds i8, ptr %"arena", i64 0
  %"h.slot" = getelementptr inbounds ptr, ptr %"args", i64 4
  %"h" = load ptr, ptr %"h.slot"
  call void @"kernel.fused_sum_div_sub_mul_add_rsqrt"(ptr %"primals_1", ptr %"primals_2", ptr %"primals_3", ptr %"normed", ptr %"h")
  %"mm.slot" = getelementptr inbounds ptr, ptr %"args", i64 5
  %"mm" = load ptr, ptr %"mm.slot"
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 111, i64 8, i64 16, i64 16, float 0x3ff0000000000000, ptr %"h", i64 16, ptr %"primals_4", i64 16, float              0x0, ptr %"mm", i64 16)
  %"sum" = getelementptr inbounds i8, ptr %"arena", i64 512
  call void @"kernel.fused_mul_erf_add_sum"(ptr %"mm", ptr %"normed", ptr %"sum")
  %"mean.slot" = getelementptr inbounds ptr, ptr %"args", i64 6
  %"mean" = load ptr, ptr %"mean.slot"
  call void @"kernel.div_2"(ptr %"sum", ptr %"mean")
  ret void
}

declare void @"scipy_cblas_sgemm64_"(i32 %".1", i32 %".2", i32 %".3", i64 %".4", i64 %".5", i64 %".6", float %".7", ptr %".8", i64 %".9", ptr %".10", i64 %".11", float %".12", ptr %".13", i64 %".14")

; ----- program @block_backward ----- ;
; ModuleID = "block_backward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.fused_div_sum_sub_mul_add_rsqrt"(ptr captures(none) noalias dereferenceable(4) %"tangents_1", ptr captures(none) noalias dereferenceable(512) %"primals_1", ptr captures(none) noalias dereferenceable(512) %"mm", ptr captures(none) noalias dereferenceable(32) %"sum_2", ptr captures(none) noalias dereferenceable(32) %"sum_1", ptr captures(none) noalias dereferenceable(512) %"mul_1", ptr captures(none) noalias dereferenceable(32) %"sum_3", ptr captures(none) noalias dereferenceable(512) %"d_mm") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j_1"]
  %"i.cond" = icmp slt i64 %"i", 8
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"for.body.i"], [%"r.next", %"for.body.r"]
  %"acc_1" = phi  float [             0x0, %"for.body.i"], [%"acc_2", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 16
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"tangents_1_1.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_1" = load float, ptr %"tangents_1_1.ptr", align 4
  %"div" = fdiv float %"tangents_1_1", 0x4060000000000000
  %"acc_2" = fadd reassoc float %"acc_1", %"div"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"sum_2.ptr" = getelementptr inbounds float, ptr %"sum_2", i64 %"i"
  store float %"acc_1", ptr %"sum_2.ptr", align 4
  br label %"for.cond.r_1"
for.cond.r_1:
  %"r_1" = phi  i64 [0, %"for.end.r"], [%"r_1.next", %"for.body.r_1"]
  %"acc_4" = phi  float [             0x0, %"for.end.r"], [%"acc_5", %"for.body.r_1"]
  %"r_1.cond" = icmp slt i64 %"r_1", 16
  br i1 %"r_1.cond", label %"for.body.r_1", label %"for.end.r_1"
for.body.r_1:
  %"idx" = mul nsw i64 %"i", 16
  %"idx.1" = add nsw i64 %"idx", %"r_1"
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.1"
  %"primals_1_1" = load float, ptr %"primals_1_1.ptr", align 4
  %"acc_5" = fadd reassoc float %"acc_4", %"primals_1_1"
  %"r_1.next" = add nsw i64 %"r_1", 1
  br label %"for.cond.r_1"
for.end.r_1:
  br label %"for.cond.r_2"
for.cond.r_2:
  %"r_2" = phi  i64 [0, %"for.end.r_1"], [%"r_2.next", %"for.body.r_2"]
  %"acc_7" = phi  float [             0x0, %"for.end.r_1"], [%"acc_8", %"for.body.r_2"]
  %"r_2.cond" = icmp slt i64 %"r_2", 16
  br i1 %"r_2.cond", label %"for.body.r_2", label %"for.end.r_2"
for.body.r_2:
  %"idx.2" = mul nsw i64 %"i", 16
  %"idx.3" = add nsw i64 %"idx.2", %"r_2"
  %"primals_1_2.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.3"
  %"primals_1_2" = load float, ptr %"primals_1_2.ptr", align 4
  %"div_1" = fdiv float %"acc_4", 0x4030000000000000
  %"sub" = fsub float %"primals_1_2", %"div_1"
  %"mul" = fmul float %"sub", %"sub"
  %"acc_8" = fadd reassoc float %"acc_7", %"mul"
  %"r_2.next" = add nsw i64 %"r_2", 1
  br label %"for.cond.r_2"
for.end.r_2:
  %"sum_1.ptr" = getelementptr inbounds float, ptr %"sum_1", i64 %"i"
  store float %"acc_7", ptr %"sum_1.ptr", align 4
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.end.r_2"], [%"j.next", %"for.body.j"]
  %"j.cond" = icmp slt i64 %"j", 16
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"idx.4" = mul nsw i64 %"i", 16
  %"idx.5" = add nsw i64 %"idx.4", %"j"
  %"primals_1_3.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.5"
  %"primals_1_3" = load float, ptr %"primals_1_3.ptr", align 4
  %"div_1_1" = fdiv float %"acc_4", 0x4030000000000000
  %"sub_1" = fsub float %"primals_1_3", %"div_1_1"
  %"div_2" = fdiv float %"acc_7", 0x4030000000000000
  %"add_1" = fadd float %"div_2", 0x3ee4f8b580000000
  %"rstd.sqrt" = call float @"llvm.sqrt.f32"(float %"add_1")
  %"rstd" = fdiv float 0x3ff0000000000000, %"rstd.sqrt"
  %"mul_1_1" = fmul float %"sub_1", %"rstd"
  %"mul_1.ptr" = getelementptr inbounds float, ptr %"mul_1", i64 %"idx.5"
  store float %"mul_1_1", ptr %"mul_1.ptr", align 4
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  br label %"for.cond.r_3"
for.cond.r_3:
  %"r_3" = phi  i64 [0, %"for.end.j"], [%"r_3.next", %"for.body.r_3"]
  %"acc_10" = phi  float [             0x0, %"for.end.j"], [%"acc_11", %"for.body.r_3"]
  %"r_3.cond" = icmp slt i64 %"r_3", 16
  br i1 %"r_3.cond", label %"for.body.r_3", label %"for.end.r_3"
for.body.r_3:
  %"tangents_1_2.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_2" = load float, ptr %"tangents_1_2.ptr", align 4
  %"div_3" = fdiv float %"tangents_1_2", 0x4060000000000000
  %"idx.6" = mul nsw i64 %"i", 16
  %"idx.7" = add nsw i64 %"idx.6", %"r_3"
  %"mul_1_2.ptr" = getelementptr inbounds float, ptr %"mul_1", i64 %"idx.7"
  %"mul_1_2" = load float, ptr %"mul_1_2.ptr", align 4
  %"mul_2" = fmul float %"div_3", %"mul_1_2"
  %"acc_11" = fadd reassoc float %"acc_10", %"mul_2"
  %"r_3.next" = add nsw i64 %"r_3", 1
  br label %"for.cond.r_3"
for.end.r_3:
  %"sum_3.ptr" = getelementptr inbounds float, ptr %"sum_3", i64 %"i"
  store float %"acc_10", ptr %"sum_3.ptr", align 4
  br label %"for.cond.j_1"
for.cond.j_1:
  %"j_1" = phi  i64 [0, %"for.end.r_3"], [%"j_1.next", %"for.body.j_1"]
  %"j_1.cond" = icmp slt i64 %"j_1", 16
  br i1 %"j_1.cond", label %"for.body.j_1", label %"for.end.j_1"
for.body.j_1:
  %"tangents_1_3.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_3" = load float, ptr %"tangents_1_3.ptr", align 4
  %"div_4" = fdiv float %"tangents_1_3", 0x4060000000000000
  %"idx.8" = mul nsw i64 %"i", 16
  %"idx.9" = add nsw i64 %"idx.8", %"j_1"
  %"mm_1.ptr" = getelementptr inbounds float, ptr %"mm", i64 %"idx.9"
  %"mm_1" = load float, ptr %"mm_1.ptr", align 4
  %"mul_5" = fmul float %"mm_1", 0x3fe6a09e60000000
  %"erf" = call float @"erff"(float %"mul_5")
  %"add_2" = fadd float 0x3ff0000000000000, %"erf"
  %"mul_6" = fmul float 0x3fe0000000000000, %"add_2"
  %"mul_7" = fmul float %"mm_1", %"mm_1"
  %"mul_8" = fmul float 0xbfe0000000000000, %"mul_7"
  %"exp" = call float @"expf"(float %"mul_8")
  %"mul_9" = fmul float 0x3fd9884540000000, %"exp"
  %"mul_10" = fmul float %"mm_1", %"mul_9"
  %"add_3" = fadd float %"mul_6", %"mul_10"
  %"d_mm_1" = fmul float %"div_4", %"add_3"
  %"d_mm.ptr" = getelementptr inbounds float, ptr %"d_mm", i64 %"idx.9"
  store float %"d_mm_1", ptr %"d_mm.ptr", align 4
  %"j_1.next" = add nsw i64 %"j_1", 1
  br label %"for.cond.j_1"
for.end.j_1:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

declare float @"llvm.sqrt.f32"(float %".1")

declare float @"erff"(float %".1") nounwind readnone

declare float @"expf"(float %".1") nounwind readnone

define internal void @"kernel.fused_mul_sum_div_sub_add_rsqrt"(ptr captures(none) noalias dereferenceable(512) %"d_h", ptr captures(none) noalias dereferenceable(64) %"primals_2", ptr captures(none) noalias dereferenceable(512) %"mul_1", ptr captures(none) noalias dereferenceable(32) %"sum_1", ptr captures(none) noalias dereferenceable(4) %"tangents_1", ptr captures(none) noalias dereferenceable(32) %"sum_2", ptr captures(none) noalias dereferenceable(32) %"sum_3", ptr captures(none) noalias dereferenceable(512) %"d_primals_1") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 8
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"for.body.i"], [%"r.next", %"for.body.r"]
  %"acc_1" = phi  float [             0x0, %"for.body.i"], [%"acc_2", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 16
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"idx" = mul nsw i64 %"i", 16
  %"idx.1" = add nsw i64 %"idx", %"r"
  %"d_h_1.ptr" = getelementptr inbounds float, ptr %"d_h", i64 %"idx.1"
  %"d_h_1" = load float, ptr %"d_h_1.ptr", align 4
  %"primals_2_1.ptr" = getelementptr inbounds float, ptr %"primals_2", i64 %"r"
  %"primals_2_1" = load float, ptr %"primals_2_1.ptr", align 4
  %"mul_11" = fmul float %"d_h_1", %"primals_2_1"
  %"acc_2" = fadd reassoc float %"acc_1", %"mul_11"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  br label %"for.cond.r_1"
for.cond.r_1:
  %"r_1" = phi  i64 [0, %"for.end.r"], [%"r_1.next", %"for.body.r_1"]
  %"acc_4" = phi  float [             0x0, %"for.end.r"], [%"acc_5", %"for.body.r_1"]
  %"r_1.cond" = icmp slt i64 %"r_1", 16
  br i1 %"r_1.cond", label %"for.body.r_1", label %"for.end.r_1"
for.body.r_1:
  %"idx.2" = mul nsw i64 %"i", 16
  %"idx.3" = add nsw i64 %"idx.2", %"r_1"
  %"d_h_2.ptr" = getelementptr inbounds float, ptr %"d_h", i64 %"idx.3"
  %"d_h_2" = load float, ptr %"d_h_2.ptr", align 4
  %"primals_2_2.ptr" = getelementptr inbounds float, ptr %"primals_2", i64 %"r_1"
  %"primals_2_2" = load float, ptr %"primals_2_2.ptr", align 4
  %"mul_11_1" = fmul float %"d_h_2", %"primals_2_2"
  %"mul_1_1.ptr" = getelementptr inbounds float, ptr %"mul_1", i64 %"idx.3"
  %"mul_1_1" = load float, ptr %"mul_1_1.ptr", align 4
  %"mul_12" = fmul float %"mul_11_1", %"mul_1_1"
  %"acc_5" = fadd reassoc float %"acc_4", %"mul_12"
  %"r_1.next" = add nsw i64 %"r_1", 1
  br label %"for.cond.r_1"
for.end.r_1:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.end.r_1"], [%"j.next", %"for.body.j"]
  %"j.cond" = icmp slt i64 %"j", 16
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"sum_1_1.ptr" = getelementptr inbounds float, ptr %"sum_1", i64 %"i"
  %"sum_1_1" = load float, ptr %"sum_1_1.ptr", align 4
  %"div_2" = fdiv float %"sum_1_1", 0x4030000000000000
  %"add_1" = fadd float %"div_2", 0x3ee4f8b580000000
  %"rstd.sqrt" = call float @"llvm.sqrt.f32"(float %"add_1")
  %"rstd" = fdiv float 0x3ff0000000000000, %"rstd.sqrt"
  %"tangents_1_1.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_1" = load float, ptr %"tangents_1_1.ptr", align 4
  %"div" = fdiv float %"tangents_1_1", 0x4060000000000000
  %"sum_2_1.ptr" = getelementptr inbounds float, ptr %"sum_2", i64 %"i"
  %"sum_2_1" = load float, ptr %"sum_2_1.ptr", align 4
  %"div_3" = fdiv float %"sum_2_1", 0x4030000000000000
  %"sub_1" = fsub float %"div", %"div_3"
  %"idx.4" = mul nsw i64 %"i", 16
  %"idx.5" = add nsw i64 %"idx.4", %"j"
  %"mul_1_2.ptr" = getelementptr inbounds float, ptr %"mul_1", i64 %"idx.5"
  %"mul_1_2" = load float, ptr %"mul_1_2.ptr", align 4
  %"sum_3_1.ptr" = getelementptr inbounds float, ptr %"sum_3", i64 %"i"
  %"sum_3_1" = load float, ptr %"sum_3_1.ptr", align 4
  %"div_4" = fdiv float %"sum_3_1", 0x4030000000000000
  %"mul_3" = fmul float %"mul_1_2", %"div_4"
  %"sub_2" = fsub float %"sub_1", %"mul_3"
  %"mul_4" = fmul float %"rstd", %"sub_2"
  %"d_h_3.ptr" = getelementptr inbounds float, ptr %"d_h", i64 %"idx.5"
  %"d_h_3" = load float, ptr %"d_h_3.ptr", align 4
  %"primals_2_3.ptr" = getelementptr inbounds float, ptr %"primals_2", i64 %"j"
  %"primals_2_3" = load float, ptr %"primals_2_3.ptr", align 4
  %"mul_11_2" = fmul float %"d_h_3", %"primals_2_3"
  %"div_5" = fdiv float %"acc_1", 0x4030000000000000
  %"sub_3" = fsub float %"mul_11_2", %"div_5"
  %"div_6" = fdiv float %"acc_4", 0x4030000000000000
  %"mul_13" = fmul float %"mul_1_2", %"div_6"
  %"sub_4" = fsub float %"sub_3", %"mul_13"
  %"mul_14" = fmul float %"rstd", %"sub_4"
  %"d_primals_1_1" = fadd float %"mul_4", %"mul_14"
  %"d_primals_1.ptr" = getelementptr inbounds float, ptr %"d_primals_1", i64 %"idx.5"
  store float %"d_primals_1_1", ptr %"d_primals_1.ptr", align 4
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define internal void @"kernel.fused_mul_sum"(ptr captures(none) noalias dereferenceable(512) %"d_h", ptr captures(none) noalias dereferenceable(512) %"mul_1", ptr captures(none) noalias dereferenceable(64) %"d_primals_2", ptr captures(none) noalias dereferenceable(64) %"d_primals_3") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.body.i"]
  %"i.cond" = icmp slt i64 %"i", 2
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  %"idx" = mul nsw i64 0, 16
  %"idx.1" = mul nsw i64 %"i", 8
  %"idx.2" = add nsw i64 %"idx", %"idx.1"
  %"d_h_1.ptr" = getelementptr inbounds float, ptr %"d_h", i64 %"idx.2"
  %"d_h_1" = load float, ptr %"d_h_1.ptr", align 4
  %"mul_1_1.ptr" = getelementptr inbounds float, ptr %"mul_1", i64 %"idx.2"
  %"mul_1_1" = load float, ptr %"mul_1_1.ptr", align 4
  %"mul_15" = fmul float %"d_h_1", %"mul_1_1"
  %"d_h_2.ptr.idx" = add nsw i64 %"idx.2", 1
  %"d_h_2.ptr" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_2.ptr.idx"
  %"d_h_2" = load float, ptr %"d_h_2.ptr", align 4
  %"mul_1_2.ptr.idx" = add nsw i64 %"idx.2", 1
  %"mul_1_2.ptr" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_2.ptr.idx"
  %"mul_1_2" = load float, ptr %"mul_1_2.ptr", align 4
  %"mul_15_1" = fmul float %"d_h_2", %"mul_1_2"
  %"d_h_3.ptr.idx" = add nsw i64 %"idx.2", 2
  %"d_h_3.ptr" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_3.ptr.idx"
  %"d_h_3" = load float, ptr %"d_h_3.ptr", align 4
  %"mul_1_3.ptr.idx" = add nsw i64 %"idx.2", 2
  %"mul_1_3.ptr" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_3.ptr.idx"
  %"mul_1_3" = load float, ptr %"mul_1_3.ptr", align 4
  %"mul_15_2" = fmul float %"d_h_3", %"mul_1_3"
  %"d_h_4.ptr.idx" = add nsw i64 %"idx.2", 3
  %"d_h_4.ptr" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_4.ptr.idx"
  %"d_h_4" = load float, ptr %"d_h_4.ptr", align 4
  %"mul_1_4.ptr.idx" = add nsw i64 %"idx.2", 3
  %"mul_1_4.ptr" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_4.ptr.idx"
  %"mul_1_4" = load float, ptr %"mul_1_4.ptr", align 4
  %"mul_15_3" = fmul float %"d_h_4", %"mul_1_4"
  %"d_h_5.ptr.idx" = add nsw i64 %"idx.2", 4
  %"d_h_5.ptr" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_5.ptr.idx"
  %"d_h_5" = load float, ptr %"d_h_5.ptr", align 4
  %"mul_1_5.ptr.idx" = add nsw i64 %"idx.2", 4
  %"mul_1_5.ptr" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_5.ptr.idx"
  %"mul_1_5" = load float, ptr %"mul_1_5.ptr", align 4
  %"mul_15_4" = fmul float %"d_h_5", %"mul_1_5"
  %"d_h_6.ptr.idx" = add nsw i64 %"idx.2", 5
  %"d_h_6.ptr" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_6.ptr.idx"
  %"d_h_6" = load float, ptr %"d_h_6.ptr", align 4
  %"mul_1_6.ptr.idx" = add nsw i64 %"idx.2", 5
  %"mul_1_6.ptr" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_6.ptr.idx"
  %"mul_1_6" = load float, ptr %"mul_1_6.ptr", align 4
  %"mul_15_5" = fmul float %"d_h_6", %"mul_1_6"
  %"d_h_7.ptr.idx" = add nsw i64 %"idx.2", 6
  %"d_h_7.ptr" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_7.ptr.idx"
  %"d_h_7" = load float, ptr %"d_h_7.ptr", align 4
  %"mul_1_7.ptr.idx" = add nsw i64 %"idx.2", 6
  %"mul_1_7.ptr" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_7.ptr.idx"
  %"mul_1_7" = load float, ptr %"mul_1_7.ptr", align 4
  %"mul_15_6" = fmul float %"d_h_7", %"mul_1_7"
  %"d_h_8.ptr.idx" = add nsw i64 %"idx.2", 7
  %"d_h_8.ptr" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_8.ptr.idx"
  %"d_h_8" = load float, ptr %"d_h_8.ptr", align 4
  %"mul_1_8.ptr.idx" = add nsw i64 %"idx.2", 7
  %"mul_1_8.ptr" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_8.ptr.idx"
  %"mul_1_8" = load float, ptr %"mul_1_8.ptr", align 4
  %"mul_15_7" = fmul float %"d_h_8", %"mul_1_8"
  %"acc_16" = fadd float              0x0, %"mul_15"
  %"acc_17" = fadd float              0x0, %"mul_15_1"
  %"acc_18" = fadd float              0x0, %"mul_15_2"
  %"acc_19" = fadd float              0x0, %"mul_15_3"
  %"acc_20" = fadd float              0x0, %"mul_15_4"
  %"acc_21" = fadd float              0x0, %"mul_15_5"
  %"acc_22" = fadd float              0x0, %"mul_15_6"
  %"acc_23" = fadd float              0x0, %"mul_15_7"
  %"idx.3" = mul nsw i64 1, 16
  %"idx.4" = mul nsw i64 %"i", 8
  %"idx.5" = add nsw i64 %"idx.3", %"idx.4"
  %"d_h_1.ptr.1" = getelementptr inbounds float, ptr %"d_h", i64 %"idx.5"
  %"d_h_1.1" = load float, ptr %"d_h_1.ptr.1", align 4
  %"mul_1_1.ptr.1" = getelementptr inbounds float, ptr %"mul_1", i64 %"idx.5"
  %"mul_1_1.1" = load float, ptr %"mul_1_1.ptr.1", align 4
  %"mul_15.1" = fmul float %"d_h_1.1", %"mul_1_1.1"
  %"d_h_2.ptr.idx.1" = add nsw i64 %"idx.5", 1
  %"d_h_2.ptr.1" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_2.ptr.idx.1"
  %"d_h_2.1" = load float, ptr %"d_h_2.ptr.1", align 4
  %"mul_1_2.ptr.idx.1" = add nsw i64 %"idx.5", 1
  %"mul_1_2.ptr.1" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_2.ptr.idx.1"
  %"mul_1_2.1" = load float, ptr %"mul_1_2.ptr.1", align 4
  %"mul_15_1.1" = fmul float %"d_h_2.1", %"mul_1_2.1"
  %"d_h_3.ptr.idx.1" = add nsw i64 %"idx.5", 2
  %"d_h_3.ptr.1" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_3.ptr.idx.1"
  %"d_h_3.1" = load float, ptr %"d_h_3.ptr.1", align 4
  %"mul_1_3.ptr.idx.1" = add nsw i64 %"idx.5", 2
  %"mul_1_3.ptr.1" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_3.ptr.idx.1"
  %"mul_1_3.1" = load float, ptr %"mul_1_3.ptr.1", align 4
  %"mul_15_2.1" = fmul float %"d_h_3.1", %"mul_1_3.1"
  %"d_h_4.ptr.idx.1" = add nsw i64 %"idx.5", 3
  %"d_h_4.ptr.1" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_4.ptr.idx.1"
  %"d_h_4.1" = load float, ptr %"d_h_4.ptr.1", align 4
  %"mul_1_4.ptr.idx.1" = add nsw i64 %"idx.5", 3
  %"mul_1_4.ptr.1" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_4.ptr.idx.1"
  %"mul_1_4.1" = load float, ptr %"mul_1_4.ptr.1", align 4
  %"mul_15_3.1" = fmul float %"d_h_4.1", %"mul_1_4.1"
  %"d_h_5.ptr.idx.1" = add nsw i64 %"idx.5", 4
  %"d_h_5.ptr.1" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_5.ptr.idx.1"
  %"d_h_5.1" = load float, ptr %"d_h_5.ptr.1", align 4
  %"mul_1_5.ptr.idx.1" = add nsw i64 %"idx.5", 4
  %"mul_1_5.ptr.1" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_5.ptr.idx.1"
  %"mul_1_5.1" = load float, ptr %"mul_1_5.ptr.1", align 4
  %"mul_15_4.1" = fmul float %"d_h_5.1", %"mul_1_5.1"
  %"d_h_6.ptr.idx.1" = add nsw i64 %"idx.5", 5
  %"d_h_6.ptr.1" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_6.ptr.idx.1"
  %"d_h_6.1" = load float, ptr %"d_h_6.ptr.1", align 4
  %"mul_1_6.ptr.idx.1" = add nsw i64 %"idx.5", 5
  %"mul_1_6.ptr.1" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_6.ptr.idx.1"
  %"mul_1_6.1" = load float, ptr %"mul_1_6.ptr.1", align 4
  %"mul_15_5.1" = fmul float %"d_h_6.1", %"mul_1_6.1"
  %"d_h_7.ptr.idx.1" = add nsw i64 %"idx.5", 6
  %"d_h_7.ptr.1" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_7.ptr.idx.1"
  %"d_h_7.1" = load float, ptr %"d_h_7.ptr.1", align 4
  %"mul_1_7.ptr.idx.1" = add nsw i64 %"idx.5", 6
  %"mul_1_7.ptr.1" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_7.ptr.idx.1"
  %"mul_1_7.1" = load float, ptr %"mul_1_7.ptr.1", align 4
  %"mul_15_6.1" = fmul float %"d_h_7.1", %"mul_1_7.1"
  %"d_h_8.ptr.idx.1" = add nsw i64 %"idx.5", 7
  %"d_h_8.ptr.1" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_8.ptr.idx.1"
  %"d_h_8.1" = load float, ptr %"d_h_8.ptr.1", align 4
  %"mul_1_8.ptr.idx.1" = add nsw i64 %"idx.5", 7
  %"mul_1_8.ptr.1" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_8.ptr.idx.1"
  %"mul_1_8.1" = load float, ptr %"mul_1_8.ptr.1", align 4
  %"mul_15_7.1" = fmul float %"d_h_8.1", %"mul_1_8.1"
  %"acc_16.1" = fadd float %"acc_16", %"mul_15.1"
  %"acc_17.1" = fadd float %"acc_17", %"mul_15_1.1"
  %"acc_18.1" = fadd float %"acc_18", %"mul_15_2.1"
  %"acc_19.1" = fadd float %"acc_19", %"mul_15_3.1"
  %"acc_20.1" = fadd float %"acc_20", %"mul_15_4.1"
  %"acc_21.1" = fadd float %"acc_21", %"mul_15_5.1"
  %"acc_22.1" = fadd float %"acc_22", %"mul_15_6.1"
  %"acc_23.1" = fadd float %"acc_23", %"mul_15_7.1"
  %"idx.6" = mul nsw i64 2, 16
  %"idx.7" = mul nsw i64 %"i", 8
  %"idx.8" = add nsw i64 %"idx.6", %"idx.7"
  %"d_h_1.ptr.2" = getelementptr inbounds float, ptr %"d_h", i64 %"idx.8"
  %"d_h_1.2" = load float, ptr %"d_h_1.ptr.2", align 4
  %"mul_1_1.ptr.2" = getelementptr inbounds float, ptr %"mul_1", i64 %"idx.8"
  %"mul_1_1.2" = load float, ptr %"mul_1_1.ptr.2", align 4
  %"mul_15.2" = fmul float %"d_h_1.2", %"mul_1_1.2"
  %"d_h_2.ptr.idx.2" = add nsw i64 %"idx.8", 1
  %"d_h_2.ptr.2" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_2.ptr.idx.2"
  %"d_h_2.2" = load float, ptr %"d_h_2.ptr.2", align 4
  %"mul_1_2.ptr.idx.2" = add nsw i64 %"idx.8", 1
  %"mul_1_2.ptr.2" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_2.ptr.idx.2"
  %"mul_1_2.2" = load float, ptr %"mul_1_2.ptr.2", align 4
  %"mul_15_1.2" = fmul float %"d_h_2.2", %"mul_1_2.2"
  %"d_h_3.ptr.idx.2" = add nsw i64 %"idx.8", 2
  %"d_h_3.ptr.2" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_3.ptr.idx.2"
  %"d_h_3.2" = load float, ptr %"d_h_3.ptr.2", align 4
  %"mul_1_3.ptr.idx.2" = add nsw i64 %"idx.8", 2
  %"mul_1_3.ptr.2" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_3.ptr.idx.2"
  %"mul_1_3.2" = load float, ptr %"mul_1_3.ptr.2", align 4
  %"mul_15_2.2" = fmul float %"d_h_3.2", %"mul_1_3.2"
  %"d_h_4.ptr.idx.2" = add nsw i64 %"idx.8", 3
  %"d_h_4.ptr.2" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_4.ptr.idx.2"
  %"d_h_4.2" = load float, ptr %"d_h_4.ptr.2", align 4
  %"mul_1_4.ptr.idx.2" = add nsw i64 %"idx.8", 3
  %"mul_1_4.ptr.2" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_4.ptr.idx.2"
  %"mul_1_4.2" = load float, ptr %"mul_1_4.ptr.2", align 4
  %"mul_15_3.2" = fmul float %"d_h_4.2", %"mul_1_4.2"
  %"d_h_5.ptr.idx.2" = add nsw i64 %"idx.8", 4
  %"d_h_5.ptr.2" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_5.ptr.idx.2"
  %"d_h_5.2" = load float, ptr %"d_h_5.ptr.2", align 4
  %"mul_1_5.ptr.idx.2" = add nsw i64 %"idx.8", 4
  %"mul_1_5.ptr.2" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_5.ptr.idx.2"
  %"mul_1_5.2" = load float, ptr %"mul_1_5.ptr.2", align 4
  %"mul_15_4.2" = fmul float %"d_h_5.2", %"mul_1_5.2"
  %"d_h_6.ptr.idx.2" = add nsw i64 %"idx.8", 5
  %"d_h_6.ptr.2" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_6.ptr.idx.2"
  %"d_h_6.2" = load float, ptr %"d_h_6.ptr.2", align 4
  %"mul_1_6.ptr.idx.2" = add nsw i64 %"idx.8", 5
  %"mul_1_6.ptr.2" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_6.ptr.idx.2"
  %"mul_1_6.2" = load float, ptr %"mul_1_6.ptr.2", align 4
  %"mul_15_5.2" = fmul float %"d_h_6.2", %"mul_1_6.2"
  %"d_h_7.ptr.idx.2" = add nsw i64 %"idx.8", 6
  %"d_h_7.ptr.2" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_7.ptr.idx.2"
  %"d_h_7.2" = load float, ptr %"d_h_7.ptr.2", align 4
  %"mul_1_7.ptr.idx.2" = add nsw i64 %"idx.8", 6
  %"mul_1_7.ptr.2" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_7.ptr.idx.2"
  %"mul_1_7.2" = load float, ptr %"mul_1_7.ptr.2", align 4
  %"mul_15_6.2" = fmul float %"d_h_7.2", %"mul_1_7.2"
  %"d_h_8.ptr.idx.2" = add nsw i64 %"idx.8", 7
  %"d_h_8.ptr.2" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_8.ptr.idx.2"
  %"d_h_8.2" = load float, ptr %"d_h_8.ptr.2", align 4
  %"mul_1_8.ptr.idx.2" = add nsw i64 %"idx.8", 7
  %"mul_1_8.ptr.2" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_8.ptr.idx.2"
  %"mul_1_8.2" = load float, ptr %"mul_1_8.ptr.2", align 4
  %"mul_15_7.2" = fmul float %"d_h_8.2", %"mul_1_8.2"
  %"acc_16.2" = fadd float %"acc_16.1", %"mul_15.2"
  %"acc_17.2" = fadd float %"acc_17.1", %"mul_15_1.2"
  %"acc_18.2" = fadd float %"acc_18.1", %"mul_15_2.2"
  %"acc_19.2" = fadd float %"acc_19.1", %"mul_15_3.2"
  %"acc_20.2" = fadd float %"acc_20.1", %"mul_15_4.2"
  %"acc_21.2" = fadd float %"acc_21.1", %"mul_15_5.2"
  %"acc_22.2" = fadd float %"acc_22.1", %"mul_15_6.2"
  %"acc_23.2" = fadd float %"acc_23.1", %"mul_15_7.2"
  %"idx.9" = mul nsw i64 3, 16
  %"idx.10" = mul nsw i64 %"i", 8
  %"idx.11" = add nsw i64 %"idx.9", %"idx.10"
  %"d_h_1.ptr.3" = getelementptr inbounds float, ptr %"d_h", i64 %"idx.11"
  %"d_h_1.3" = load float, ptr %"d_h_1.ptr.3", align 4
  %"mul_1_1.ptr.3" = getelementptr inbounds float, ptr %"mul_1", i64 %"idx.11"
  %"mul_1_1.3" = load float, ptr %"mul_1_1.ptr.3", align 4
  %"mul_15.3" = fmul float %"d_h_1.3", %"mul_1_1.3"
  %"d_h_2.ptr.idx.3" = add nsw i64 %"idx.11", 1
  %"d_h_2.ptr.3" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_2.ptr.idx.3"
  %"d_h_2.3" = load float, ptr %"d_h_2.ptr.3", align 4
  %"mul_1_2.ptr.idx.3" = add nsw i64 %"idx.11", 1
  %"mul_1_2.ptr.3" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_2.ptr.idx.3"
  %"mul_1_2.3" = load float, ptr %"mul_1_2.ptr.3", align 4
  %"mul_15_1.3" = fmul float %"d_h_2.3", %"mul_1_2.3"
  %"d_h_3.ptr.idx.3" = add nsw i64 %"idx.11", 2
  %"d_h_3.ptr.3" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_3.ptr.idx.3"
  %"d_h_3.3" = load float, ptr %"d_h_3.ptr.3", align 4
  %"mul_1_3.ptr.idx.3" = add nsw i64 %"idx.11", 2
  %"mul_1_3.ptr.3" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_3.ptr.idx.3"
  %"mul_1_3.3" = load float, ptr %"mul_1_3.ptr.3", align 4
  %"mul_15_2.3" = fmul float %"d_h_3.3", %"mul_1_3.3"
  %"d_h_4.ptr.idx.3" = add nsw i64 %"idx.11", 3
  %"d_h_4.ptr.3" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_4.ptr.idx.3"
  %"d_h_4.3" = load float, ptr %"d_h_4.ptr.3", align 4
  %"mul_1_4.ptr.idx.3" = add nsw i64 %"idx.11", 3
  %"mul_1_4.ptr.3" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_4.ptr.idx.3"
  %"mul_1_4.3" = load float, ptr %"mul_1_4.ptr.3", align 4
  %"mul_15_3.3" = fmul float %"d_h_4.3", %"mul_1_4.3"
  %"d_h_5.ptr.idx.3" = add nsw i64 %"idx.11", 4
  %"d_h_5.ptr.3" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_5.ptr.idx.3"
  %"d_h_5.3" = load float, ptr %"d_h_5.ptr.3", align 4
  %"mul_1_5.ptr.idx.3" = add nsw i64 %"idx.11", 4
  %"mul_1_5.ptr.3" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_5.ptr.idx.3"
  %"mul_1_5.3" = load float, ptr %"mul_1_5.ptr.3", align 4
  %"mul_15_4.3" = fmul float %"d_h_5.3", %"mul_1_5.3"
  %"d_h_6.ptr.idx.3" = add nsw i64 %"idx.11", 5
  %"d_h_6.ptr.3" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_6.ptr.idx.3"
  %"d_h_6.3" = load float, ptr %"d_h_6.ptr.3", align 4
  %"mul_1_6.ptr.idx.3" = add nsw i64 %"idx.11", 5
  %"mul_1_6.ptr.3" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_6.ptr.idx.3"
  %"mul_1_6.3" = load float, ptr %"mul_1_6.ptr.3", align 4
  %"mul_15_5.3" = fmul float %"d_h_6.3", %"mul_1_6.3"
  %"d_h_7.ptr.idx.3" = add nsw i64 %"idx.11", 6
  %"d_h_7.ptr.3" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_7.ptr.idx.3"
  %"d_h_7.3" = load float, ptr %"d_h_7.ptr.3", align 4
  %"mul_1_7.ptr.idx.3" = add nsw i64 %"idx.11", 6
  %"mul_1_7.ptr.3" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_7.ptr.idx.3"
  %"mul_1_7.3" = load float, ptr %"mul_1_7.ptr.3", align 4
  %"mul_15_6.3" = fmul float %"d_h_7.3", %"mul_1_7.3"
  %"d_h_8.ptr.idx.3" = add nsw i64 %"idx.11", 7
  %"d_h_8.ptr.3" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_8.ptr.idx.3"
  %"d_h_8.3" = load float, ptr %"d_h_8.ptr.3", align 4
  %"mul_1_8.ptr.idx.3" = add nsw i64 %"idx.11", 7
  %"mul_1_8.ptr.3" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_8.ptr.idx.3"
  %"mul_1_8.3" = load float, ptr %"mul_1_8.ptr.3", align 4
  %"mul_15_7.3" = fmul float %"d_h_8.3", %"mul_1_8.3"
  %"acc_16.3" = fadd float %"acc_16.2", %"mul_15.3"
  %"acc_17.3" = fadd float %"acc_17.2", %"mul_15_1.3"
  %"acc_18.3" = fadd float %"acc_18.2", %"mul_15_2.3"
  %"acc_19.3" = fadd float %"acc_19.2", %"mul_15_3.3"
  %"acc_20.3" = fadd float %"acc_20.2", %"mul_15_4.3"
  %"acc_21.3" = fadd float %"acc_21.2", %"mul_15_5.3"
  %"acc_22.3" = fadd float %"acc_22.2", %"mul_15_6.3"
  %"acc_23.3" = fadd float %"acc_23.2", %"mul_15_7.3"
  %"idx.12" = mul nsw i64 4, 16
  %"idx.13" = mul nsw i64 %"i", 8
  %"idx.14" = add nsw i64 %"idx.12", %"idx.13"
  %"d_h_1.ptr.4" = getelementptr inbounds float, ptr %"d_h", i64 %"idx.14"
  %"d_h_1.4" = load float, ptr %"d_h_1.ptr.4", align 4
  %"mul_1_1.ptr.4" = getelementptr inbounds float, ptr %"mul_1", i64 %"idx.14"
  %"mul_1_1.4" = load float, ptr %"mul_1_1.ptr.4", align 4
  %"mul_15.4" = fmul float %"d_h_1.4", %"mul_1_1.4"
  %"d_h_2.ptr.idx.4" = add nsw i64 %"idx.14", 1
  %"d_h_2.ptr.4" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_2.ptr.idx.4"
  %"d_h_2.4" = load float, ptr %"d_h_2.ptr.4", align 4
  %"mul_1_2.ptr.idx.4" = add nsw i64 %"idx.14", 1
  %"mul_1_2.ptr.4" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_2.ptr.idx.4"
  %"mul_1_2.4" = load float, ptr %"mul_1_2.ptr.4", align 4
  %"mul_15_1.4" = fmul float %"d_h_2.4", %"mul_1_2.4"
  %"d_h_3.ptr.idx.4" = add nsw i64 %"idx.14", 2
  %"d_h_3.ptr.4" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_3.ptr.idx.4"
  %"d_h_3.4" = load float, ptr %"d_h_3.ptr.4", align 4
  %"mul_1_3.ptr.idx.4" = add nsw i64 %"idx.14", 2
  %"mul_1_3.ptr.4" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_3.ptr.idx.4"
  %"mul_1_3.4" = load float, ptr %"mul_1_3.ptr.4", align 4
  %"mul_15_2.4" = fmul float %"d_h_3.4", %"mul_1_3.4"
  %"d_h_4.ptr.idx.4" = add nsw i64 %"idx.14", 3
  %"d_h_4.ptr.4" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_4.ptr.idx.4"
  %"d_h_4.4" = load float, ptr %"d_h_4.ptr.4", align 4
  %"mul_1_4.ptr.idx.4" = add nsw i64 %"idx.14", 3
  %"mul_1_4.ptr.4" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_4.ptr.idx.4"
  %"mul_1_4.4" = load float, ptr %"mul_1_4.ptr.4", align 4
  %"mul_15_3.4" = fmul float %"d_h_4.4", %"mul_1_4.4"
  %"d_h_5.ptr.idx.4" = add nsw i64 %"idx.14", 4
  %"d_h_5.ptr.4" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_5.ptr.idx.4"
  %"d_h_5.4" = load float, ptr %"d_h_5.ptr.4", align 4
  %"mul_1_5.ptr.idx.4" = add nsw i64 %"idx.14", 4
  %"mul_1_5.ptr.4" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_5.ptr.idx.4"
  %"mul_1_5.4" = load float, ptr %"mul_1_5.ptr.4", align 4
  %"mul_15_4.4" = fmul float %"d_h_5.4", %"mul_1_5.4"
  %"d_h_6.ptr.idx.4" = add nsw i64 %"idx.14", 5
  %"d_h_6.ptr.4" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_6.ptr.idx.4"
  %"d_h_6.4" = load float, ptr %"d_h_6.ptr.4", align 4
  %"mul_1_6.ptr.idx.4" = add nsw i64 %"idx.14", 5
  %"mul_1_6.ptr.4" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_6.ptr.idx.4"
  %"mul_1_6.4" = load float, ptr %"mul_1_6.ptr.4", align 4
  %"mul_15_5.4" = fmul float %"d_h_6.4", %"mul_1_6.4"
  %"d_h_7.ptr.idx.4" = add nsw i64 %"idx.14", 6
  %"d_h_7.ptr.4" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_7.ptr.idx.4"
  %"d_h_7.4" = load float, ptr %"d_h_7.ptr.4", align 4
  %"mul_1_7.ptr.idx.4" = add nsw i64 %"idx.14", 6
  %"mul_1_7.ptr.4" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_7.ptr.idx.4"
  %"mul_1_7.4" = load float, ptr %"mul_1_7.ptr.4", align 4
  %"mul_15_6.4" = fmul float %"d_h_7.4", %"mul_1_7.4"
  %"d_h_8.ptr.idx.4" = add nsw i64 %"idx.14", 7
  %"d_h_8.ptr.4" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_8.ptr.idx.4"
  %"d_h_8.4" = load float, ptr %"d_h_8.ptr.4", align 4
  %"mul_1_8.ptr.idx.4" = add nsw i64 %"idx.14", 7
  %"mul_1_8.ptr.4" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_8.ptr.idx.4"
  %"mul_1_8.4" = load float, ptr %"mul_1_8.ptr.4", align 4
  %"mul_15_7.4" = fmul float %"d_h_8.4", %"mul_1_8.4"
  %"acc_16.4" = fadd float %"acc_16.3", %"mul_15.4"
  %"acc_17.4" = fadd float %"acc_17.3", %"mul_15_1.4"
  %"acc_18.4" = fadd float %"acc_18.3", %"mul_15_2.4"
  %"acc_19.4" = fadd float %"acc_19.3", %"mul_15_3.4"
  %"acc_20.4" = fadd float %"acc_20.3", %"mul_15_4.4"
  %"acc_21.4" = fadd float %"acc_21.3", %"mul_15_5.4"
  %"acc_22.4" = fadd float %"acc_22.3", %"mul_15_6.4"
  %"acc_23.4" = fadd float %"acc_23.3", %"mul_15_7.4"
  %"idx.15" = mul nsw i64 5, 16
  %"idx.16" = mul nsw i64 %"i", 8
  %"idx.17" = add nsw i64 %"idx.15", %"idx.16"
  %"d_h_1.ptr.5" = getelementptr inbounds float, ptr %"d_h", i64 %"idx.17"
  %"d_h_1.5" = load float, ptr %"d_h_1.ptr.5", align 4
  %"mul_1_1.ptr.5" = getelementptr inbounds float, ptr %"mul_1", i64 %"idx.17"
  %"mul_1_1.5" = load float, ptr %"mul_1_1.ptr.5", align 4
  %"mul_15.5" = fmul float %"d_h_1.5", %"mul_1_1.5"
  %"d_h_2.ptr.idx.5" = add nsw i64 %"idx.17", 1
  %"d_h_2.ptr.5" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_2.ptr.idx.5"
  %"d_h_2.5" = load float, ptr %"d_h_2.ptr.5", align 4
  %"mul_1_2.ptr.idx.5" = add nsw i64 %"idx.17", 1
  %"mul_1_2.ptr.5" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_2.ptr.idx.5"
  %"mul_1_2.5" = load float, ptr %"mul_1_2.ptr.5", align 4
  %"mul_15_1.5" = fmul float %"d_h_2.5", %"mul_1_2.5"
  %"d_h_3.ptr.idx.5" = add nsw i64 %"idx.17", 2
  %"d_h_3.ptr.5" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_3.ptr.idx.5"
  %"d_h_3.5" = load float, ptr %"d_h_3.ptr.5", align 4
  %"mul_1_3.ptr.idx.5" = add nsw i64 %"idx.17", 2
  %"mul_1_3.ptr.5" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_3.ptr.idx.5"
  %"mul_1_3.5" = load float, ptr %"mul_1_3.ptr.5", align 4
  %"mul_15_2.5" = fmul float %"d_h_3.5", %"mul_1_3.5"
  %"d_h_4.ptr.idx.5" = add nsw i64 %"idx.17", 3
  %"d_h_4.ptr.5" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_4.ptr.idx.5"
  %"d_h_4.5" = load float, ptr %"d_h_4.ptr.5", align 4
  %"mul_1_4.ptr.idx.5" = add nsw i64 %"idx.17", 3
  %"mul_1_4.ptr.5" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_4.ptr.idx.5"
  %"mul_1_4.5" = load float, ptr %"mul_1_4.ptr.5", align 4
  %"mul_15_3.5" = fmul float %"d_h_4.5", %"mul_1_4.5"
  %"d_h_5.ptr.idx.5" = add nsw i64 %"idx.17", 4
  %"d_h_5.ptr.5" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_5.ptr.idx.5"
  %"d_h_5.5" = load float, ptr %"d_h_5.ptr.5", align 4
  %"mul_1_5.ptr.idx.5" = add nsw i64 %"idx.17", 4
  %"mul_1_5.ptr.5" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_5.ptr.idx.5"
  %"mul_1_5.5" = load float, ptr %"mul_1_5.ptr.5", align 4
  %"mul_15_4.5" = fmul float %"d_h_5.5", %"mul_1_5.5"
  %"d_h_6.ptr.idx.5" = add nsw i64 %"idx.17", 5
  %"d_h_6.ptr.5" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_6.ptr.idx.5"
  %"d_h_6.5" = load float, ptr %"d_h_6.ptr.5", align 4
  %"mul_1_6.ptr.idx.5" = add nsw i64 %"idx.17", 5
  %"mul_1_6.ptr.5" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_6.ptr.idx.5"
  %"mul_1_6.5" = load float, ptr %"mul_1_6.ptr.5", align 4
  %"mul_15_5.5" = fmul float %"d_h_6.5", %"mul_1_6.5"
  %"d_h_7.ptr.idx.5" = add nsw i64 %"idx.17", 6
  %"d_h_7.ptr.5" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_7.ptr.idx.5"
  %"d_h_7.5" = load float, ptr %"d_h_7.ptr.5", align 4
  %"mul_1_7.ptr.idx.5" = add nsw i64 %"idx.17", 6
  %"mul_1_7.ptr.5" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_7.ptr.idx.5"
  %"mul_1_7.5" = load float, ptr %"mul_1_7.ptr.5", align 4
  %"mul_15_6.5" = fmul float %"d_h_7.5", %"mul_1_7.5"
  %"d_h_8.ptr.idx.5" = add nsw i64 %"idx.17", 7
  %"d_h_8.ptr.5" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_8.ptr.idx.5"
  %"d_h_8.5" = load float, ptr %"d_h_8.ptr.5", align 4
  %"mul_1_8.ptr.idx.5" = add nsw i64 %"idx.17", 7
  %"mul_1_8.ptr.5" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_8.ptr.idx.5"
  %"mul_1_8.5" = load float, ptr %"mul_1_8.ptr.5", align 4
  %"mul_15_7.5" = fmul float %"d_h_8.5", %"mul_1_8.5"
  %"acc_16.5" = fadd float %"acc_16.4", %"mul_15.5"
  %"acc_17.5" = fadd float %"acc_17.4", %"mul_15_1.5"
  %"acc_18.5" = fadd float %"acc_18.4", %"mul_15_2.5"
  %"acc_19.5" = fadd float %"acc_19.4", %"mul_15_3.5"
  %"acc_20.5" = fadd float %"acc_20.4", %"mul_15_4.5"
  %"acc_21.5" = fadd float %"acc_21.4", %"mul_15_5.5"
  %"acc_22.5" = fadd float %"acc_22.4", %"mul_15_6.5"
  %"acc_23.5" = fadd float %"acc_23.4", %"mul_15_7.5"
  %"idx.18" = mul nsw i64 6, 16
  %"idx.19" = mul nsw i64 %"i", 8
  %"idx.20" = add nsw i64 %"idx.18", %"idx.19"
  %"d_h_1.ptr.6" = getelementptr inbounds float, ptr %"d_h", i64 %"idx.20"
  %"d_h_1.6" = load float, ptr %"d_h_1.ptr.6", align 4
  %"mul_1_1.ptr.6" = getelementptr inbounds float, ptr %"mul_1", i64 %"idx.20"
  %"mul_1_1.6" = load float, ptr %"mul_1_1.ptr.6", align 4
  %"mul_15.6" = fmul float %"d_h_1.6", %"mul_1_1.6"
  %"d_h_2.ptr.idx.6" = add nsw i64 %"idx.20", 1
  %"d_h_2.ptr.6" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_2.ptr.idx.6"
  %"d_h_2.6" = load float, ptr %"d_h_2.ptr.6", align 4
  %"mul_1_2.ptr.idx.6" = add nsw i64 %"idx.20", 1
  %"mul_1_2.ptr.6" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_2.ptr.idx.6"
  %"mul_1_2.6" = load float, ptr %"mul_1_2.ptr.6", align 4
  %"mul_15_1.6" = fmul float %"d_h_2.6", %"mul_1_2.6"
  %"d_h_3.ptr.idx.6" = add nsw i64 %"idx.20", 2
  %"d_h_3.ptr.6" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_3.ptr.idx.6"
  %"d_h_3.6" = load float, ptr %"d_h_3.ptr.6", align 4
  %"mul_1_3.ptr.idx.6" = add nsw i64 %"idx.20", 2
  %"mul_1_3.ptr.6" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_3.ptr.idx.6"
  %"mul_1_3.6" = load float, ptr %"mul_1_3.ptr.6", align 4
  %"mul_15_2.6" = fmul float %"d_h_3.6", %"mul_1_3.6"
  %"d_h_4.ptr.idx.6" = add nsw i64 %"idx.20", 3
  %"d_h_4.ptr.6" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_4.ptr.idx.6"
  %"d_h_4.6" = load float, ptr %"d_h_4.ptr.6", align 4
  %"mul_1_4.ptr.idx.6" = add nsw i64 %"idx.20", 3
  %"mul_1_4.ptr.6" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_4.ptr.idx.6"
  %"mul_1_4.6" = load float, ptr %"mul_1_4.ptr.6", align 4
  %"mul_15_3.6" = fmul float %"d_h_4.6", %"mul_1_4.6"
  %"d_h_5.ptr.idx.6" = add nsw i64 %"idx.20", 4
  %"d_h_5.ptr.6" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_5.ptr.idx.6"
  %"d_h_5.6" = load float, ptr %"d_h_5.ptr.6", align 4
  %"mul_1_5.ptr.idx.6" = add nsw i64 %"idx.20", 4
  %"mul_1_5.ptr.6" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_5.ptr.idx.6"
  %"mul_1_5.6" = load float, ptr %"mul_1_5.ptr.6", align 4
  %"mul_15_4.6" = fmul float %"d_h_5.6", %"mul_1_5.6"
  %"d_h_6.ptr.idx.6" = add nsw i64 %"idx.20", 5
  %"d_h_6.ptr.6" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_6.ptr.idx.6"
  %"d_h_6.6" = load float, ptr %"d_h_6.ptr.6", align 4
  %"mul_1_6.ptr.idx.6" = add nsw i64 %"idx.20", 5
  %"mul_1_6.ptr.6" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_6.ptr.idx.6"
  %"mul_1_6.6" = load float, ptr %"mul_1_6.ptr.6", align 4
  %"mul_15_5.6" = fmul float %"d_h_6.6", %"mul_1_6.6"
  %"d_h_7.ptr.idx.6" = add nsw i64 %"idx.20", 6
  %"d_h_7.ptr.6" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_7.ptr.idx.6"
  %"d_h_7.6" = load float, ptr %"d_h_7.ptr.6", align 4
  %"mul_1_7.ptr.idx.6" = add nsw i64 %"idx.20", 6
  %"mul_1_7.ptr.6" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_7.ptr.idx.6"
  %"mul_1_7.6" = load float, ptr %"mul_1_7.ptr.6", align 4
  %"mul_15_6.6" = fmul float %"d_h_7.6", %"mul_1_7.6"
  %"d_h_8.ptr.idx.6" = add nsw i64 %"idx.20", 7
  %"d_h_8.ptr.6" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_8.ptr.idx.6"
  %"d_h_8.6" = load float, ptr %"d_h_8.ptr.6", align 4
  %"mul_1_8.ptr.idx.6" = add nsw i64 %"idx.20", 7
  %"mul_1_8.ptr.6" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_8.ptr.idx.6"
  %"mul_1_8.6" = load float, ptr %"mul_1_8.ptr.6", align 4
  %"mul_15_7.6" = fmul float %"d_h_8.6", %"mul_1_8.6"
  %"acc_16.6" = fadd float %"acc_16.5", %"mul_15.6"
  %"acc_17.6" = fadd float %"acc_17.5", %"mul_15_1.6"
  %"acc_18.6" = fadd float %"acc_18.5", %"mul_15_2.6"
  %"acc_19.6" = fadd float %"acc_19.5", %"mul_15_3.6"
  %"acc_20.6" = fadd float %"acc_20.5", %"mul_15_4.6"
  %"acc_21.6" = fadd float %"acc_21.5", %"mul_15_5.6"
  %"acc_22.6" = fadd float %"acc_22.5", %"mul_15_6.6"
  %"acc_23.6" = fadd float %"acc_23.5", %"mul_15_7.6"
  %"idx.21" = mul nsw i64 7, 16
  %"idx.22" = mul nsw i64 %"i", 8
  %"idx.23" = add nsw i64 %"idx.21", %"idx.22"
  %"d_h_1.ptr.7" = getelementptr inbounds float, ptr %"d_h", i64 %"idx.23"
  %"d_h_1.7" = load float, ptr %"d_h_1.ptr.7", align 4
  %"mul_1_1.ptr.7" = getelementptr inbounds float, ptr %"mul_1", i64 %"idx.23"
  %"mul_1_1.7" = load float, ptr %"mul_1_1.ptr.7", align 4
  %"mul_15.7" = fmul float %"d_h_1.7", %"mul_1_1.7"
  %"d_h_2.ptr.idx.7" = add nsw i64 %"idx.23", 1
  %"d_h_2.ptr.7" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_2.ptr.idx.7"
  %"d_h_2.7" = load float, ptr %"d_h_2.ptr.7", align 4
  %"mul_1_2.ptr.idx.7" = add nsw i64 %"idx.23", 1
  %"mul_1_2.ptr.7" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_2.ptr.idx.7"
  %"mul_1_2.7" = load float, ptr %"mul_1_2.ptr.7", align 4
  %"mul_15_1.7" = fmul float %"d_h_2.7", %"mul_1_2.7"
  %"d_h_3.ptr.idx.7" = add nsw i64 %"idx.23", 2
  %"d_h_3.ptr.7" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_3.ptr.idx.7"
  %"d_h_3.7" = load float, ptr %"d_h_3.ptr.7", align 4
  %"mul_1_3.ptr.idx.7" = add nsw i64 %"idx.23", 2
  %"mul_1_3.ptr.7" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_3.ptr.idx.7"
  %"mul_1_3.7" = load float, ptr %"mul_1_3.ptr.7", align 4
  %"mul_15_2.7" = fmul float %"d_h_3.7", %"mul_1_3.7"
  %"d_h_4.ptr.idx.7" = add nsw i64 %"idx.23", 3
  %"d_h_4.ptr.7" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_4.ptr.idx.7"
  %"d_h_4.7" = load float, ptr %"d_h_4.ptr.7", align 4
  %"mul_1_4.ptr.idx.7" = add nsw i64 %"idx.23", 3
  %"mul_1_4.ptr.7" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_4.ptr.idx.7"
  %"mul_1_4.7" = load float, ptr %"mul_1_4.ptr.7", align 4
  %"mul_15_3.7" = fmul float %"d_h_4.7", %"mul_1_4.7"
  %"d_h_5.ptr.idx.7" = add nsw i64 %"idx.23", 4
  %"d_h_5.ptr.7" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_5.ptr.idx.7"
  %"d_h_5.7" = load float, ptr %"d_h_5.ptr.7", align 4
  %"mul_1_5.ptr.idx.7" = add nsw i64 %"idx.23", 4
  %"mul_1_5.ptr.7" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_5.ptr.idx.7"
  %"mul_1_5.7" = load float, ptr %"mul_1_5.ptr.7", align 4
  %"mul_15_4.7" = fmul float %"d_h_5.7", %"mul_1_5.7"
  %"d_h_6.ptr.idx.7" = add nsw i64 %"idx.23", 5
  %"d_h_6.ptr.7" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_6.ptr.idx.7"
  %"d_h_6.7" = load float, ptr %"d_h_6.ptr.7", align 4
  %"mul_1_6.ptr.idx.7" = add nsw i64 %"idx.23", 5
  %"mul_1_6.ptr.7" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_6.ptr.idx.7"
  %"mul_1_6.7" = load float, ptr %"mul_1_6.ptr.7", align 4
  %"mul_15_5.7" = fmul float %"d_h_6.7", %"mul_1_6.7"
  %"d_h_7.ptr.idx.7" = add nsw i64 %"idx.23", 6
  %"d_h_7.ptr.7" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_7.ptr.idx.7"
  %"d_h_7.7" = load float, ptr %"d_h_7.ptr.7", align 4
  %"mul_1_7.ptr.idx.7" = add nsw i64 %"idx.23", 6
  %"mul_1_7.ptr.7" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_7.ptr.idx.7"
  %"mul_1_7.7" = load float, ptr %"mul_1_7.ptr.7", align 4
  %"mul_15_6.7" = fmul float %"d_h_7.7", %"mul_1_7.7"
  %"d_h_8.ptr.idx.7" = add nsw i64 %"idx.23", 7
  %"d_h_8.ptr.7" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_8.ptr.idx.7"
  %"d_h_8.7" = load float, ptr %"d_h_8.ptr.7", align 4
  %"mul_1_8.ptr.idx.7" = add nsw i64 %"idx.23", 7
  %"mul_1_8.ptr.7" = getelementptr inbounds float, ptr %"mul_1", i64 %"mul_1_8.ptr.idx.7"
  %"mul_1_8.7" = load float, ptr %"mul_1_8.ptr.7", align 4
  %"mul_15_7.7" = fmul float %"d_h_8.7", %"mul_1_8.7"
  %"acc_16.7" = fadd float %"acc_16.6", %"mul_15.7"
  %"acc_17.7" = fadd float %"acc_17.6", %"mul_15_1.7"
  %"acc_18.7" = fadd float %"acc_18.6", %"mul_15_2.7"
  %"acc_19.7" = fadd float %"acc_19.6", %"mul_15_3.7"
  %"acc_20.7" = fadd float %"acc_20.6", %"mul_15_4.7"
  %"acc_21.7" = fadd float %"acc_21.6", %"mul_15_5.7"
  %"acc_22.7" = fadd float %"acc_22.6", %"mul_15_6.7"
  %"acc_23.7" = fadd float %"acc_23.6", %"mul_15_7.7"
  %"idx.24" = mul nsw i64 %"i", 8
  %"d_primals_2.ptr" = getelementptr inbounds float, ptr %"d_primals_2", i64 %"idx.24"
  store float %"acc_16.7", ptr %"d_primals_2.ptr", align 4
  %"d_primals_2.ptr.idx" = add nsw i64 %"idx.24", 1
  %"d_primals_2.ptr.1" = getelementptr inbounds float, ptr %"d_primals_2", i64 %"d_primals_2.ptr.idx"
  store float %"acc_17.7", ptr %"d_primals_2.ptr.1", align 4
  %"d_primals_2.ptr.idx.1" = add nsw i64 %"idx.24", 2
  %"d_primals_2.ptr.2" = getelementptr inbounds float, ptr %"d_primals_2", i64 %"d_primals_2.ptr.idx.1"
  store float %"acc_18.7", ptr %"d_primals_2.ptr.2", align 4
  %"d_primals_2.ptr.idx.2" = add nsw i64 %"idx.24", 3
  %"d_primals_2.ptr.3" = getelementptr inbounds float, ptr %"d_primals_2", i64 %"d_primals_2.ptr.idx.2"
  store float %"acc_19.7", ptr %"d_primals_2.ptr.3", align 4
  %"d_primals_2.ptr.idx.3" = add nsw i64 %"idx.24", 4
  %"d_primals_2.ptr.4" = getelementptr inbounds float, ptr %"d_primals_2", i64 %"d_primals_2.ptr.idx.3"
  store float %"acc_20.7", ptr %"d_primals_2.ptr.4", align 4
  %"d_primals_2.ptr.idx.4" = add nsw i64 %"idx.24", 5
  %"d_primals_2.ptr.5" = getelementptr inbounds float, ptr %"d_primals_2", i64 %"d_primals_2.ptr.idx.4"
  store float %"acc_21.7", ptr %"d_primals_2.ptr.5", align 4
  %"d_primals_2.ptr.idx.5" = add nsw i64 %"idx.24", 6
  %"d_primals_2.ptr.6" = getelementptr inbounds float, ptr %"d_primals_2", i64 %"d_primals_2.ptr.idx.5"
  store float %"acc_22.7", ptr %"d_primals_2.ptr.6", align 4
  %"d_primals_2.ptr.idx.6" = add nsw i64 %"idx.24", 7
  %"d_primals_2.ptr.7" = getelementptr inbounds float, ptr %"d_primals_2", i64 %"d_primals_2.ptr.idx.6"
  store float %"acc_23.7", ptr %"d_primals_2.ptr.7", align 4
  %"d_h_9.ptr" = getelementptr inbounds float, ptr %"d_h", i64 %"idx.2"
  %"d_h_9" = load float, ptr %"d_h_9.ptr", align 4
  %"d_h_10.ptr.idx" = add nsw i64 %"idx.2", 1
  %"d_h_10.ptr" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_10.ptr.idx"
  %"d_h_10" = load float, ptr %"d_h_10.ptr", align 4
  %"d_h_11.ptr.idx" = add nsw i64 %"idx.2", 2
  %"d_h_11.ptr" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_11.ptr.idx"
  %"d_h_11" = load float, ptr %"d_h_11.ptr", align 4
  %"d_h_12.ptr.idx" = add nsw i64 %"idx.2", 3
  %"d_h_12.ptr" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_12.ptr.idx"
  %"d_h_12" = load float, ptr %"d_h_12.ptr", align 4
  %"d_h_13.ptr.idx" = add nsw i64 %"idx.2", 4
  %"d_h_13.ptr" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_13.ptr.idx"
  %"d_h_13" = load float, ptr %"d_h_13.ptr", align 4
  %"d_h_14.ptr.idx" = add nsw i64 %"idx.2", 5
  %"d_h_14.ptr" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_14.ptr.idx"
  %"d_h_14" = load float, ptr %"d_h_14.ptr", align 4
  %"d_h_15.ptr.idx" = add nsw i64 %"idx.2", 6
  %"d_h_15.ptr" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_15.ptr.idx"
  %"d_h_15" = load float, ptr %"d_h_15.ptr", align 4
  %"d_h_16.ptr.idx" = add nsw i64 %"idx.2", 7
  %"d_h_16.ptr" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_16.ptr.idx"
  %"d_h_16" = load float, ptr %"d_h_16.ptr", align 4
  %"acc_40" = fadd float              0x0, %"d_h_9"
  %"acc_41" = fadd float              0x0, %"d_h_10"
  %"acc_42" = fadd float              0x0, %"d_h_11"
  %"acc_43" = fadd float              0x0, %"d_h_12"
  %"acc_44" = fadd float              0x0, %"d_h_13"
  %"acc_45" = fadd float              0x0, %"d_h_14"
  %"acc_46" = fadd float              0x0, %"d_h_15"
  %"acc_47" = fadd float              0x0, %"d_h_16"
  %"d_h_9.ptr.1" = getelementptr inbounds float, ptr %"d_h", i64 %"idx.5"
  %"d_h_9.1" = load float, ptr %"d_h_9.ptr.1", align 4
  %"d_h_10.ptr.idx.1" = add nsw i64 %"idx.5", 1
  %"d_h_10.ptr.1" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_10.ptr.idx.1"
  %"d_h_10.1" = load float, ptr %"d_h_10.ptr.1", align 4
  %"d_h_11.ptr.idx.1" = add nsw i64 %"idx.5", 2
  %"d_h_11.ptr.1" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_11.ptr.idx.1"
  %"d_h_11.1" = load float, ptr %"d_h_11.ptr.1", align 4
  %"d_h_12.ptr.idx.1" = add nsw i64 %"idx.5", 3
  %"d_h_12.ptr.1" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_12.ptr.idx.1"
  %"d_h_12.1" = load float, ptr %"d_h_12.ptr.1", align 4
  %"d_h_13.ptr.idx.1" = add nsw i64 %"idx.5", 4
  %"d_h_13.ptr.1" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_13.ptr.idx.1"
  %"d_h_13.1" = load float, ptr %"d_h_13.ptr.1", align 4
  %"d_h_14.ptr.idx.1" = add nsw i64 %"idx.5", 5
  %"d_h_14.ptr.1" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_14.ptr.idx.1"
  %"d_h_14.1" = load float, ptr %"d_h_14.ptr.1", align 4
  %"d_h_15.ptr.idx.1" = add nsw i64 %"idx.5", 6
  %"d_h_15.ptr.1" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_15.ptr.idx.1"
  %"d_h_15.1" = load float, ptr %"d_h_15.ptr.1", align 4
  %"d_h_16.ptr.idx.1" = add nsw i64 %"idx.5", 7
  %"d_h_16.ptr.1" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_16.ptr.idx.1"
  %"d_h_16.1" = load float, ptr %"d_h_16.ptr.1", align 4
  %"acc_40.1" = fadd float %"acc_40", %"d_h_9.1"
  %"acc_41.1" = fadd float %"acc_41", %"d_h_10.1"
  %"acc_42.1" = fadd float %"acc_42", %"d_h_11.1"
  %"acc_43.1" = fadd float %"acc_43", %"d_h_12.1"
  %"acc_44.1" = fadd float %"acc_44", %"d_h_13.1"
  %"acc_45.1" = fadd float %"acc_45", %"d_h_14.1"
  %"acc_46.1" = fadd float %"acc_46", %"d_h_15.1"
  %"acc_47.1" = fadd float %"acc_47", %"d_h_16.1"
  %"d_h_9.ptr.2" = getelementptr inbounds float, ptr %"d_h", i64 %"idx.8"
  %"d_h_9.2" = load float, ptr %"d_h_9.ptr.2", align 4
  %"d_h_10.ptr.idx.2" = add nsw i64 %"idx.8", 1
  %"d_h_10.ptr.2" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_10.ptr.idx.2"
  %"d_h_10.2" = load float, ptr %"d_h_10.ptr.2", align 4
  %"d_h_11.ptr.idx.2" = add nsw i64 %"idx.8", 2
  %"d_h_11.ptr.2" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_11.ptr.idx.2"
  %"d_h_11.2" = load float, ptr %"d_h_11.ptr.2", align 4
  %"d_h_12.ptr.idx.2" = add nsw i64 %"idx.8", 3
  %"d_h_12.ptr.2" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_12.ptr.idx.2"
  %"d_h_12.2" = load float, ptr %"d_h_12.ptr.2", align 4
  %"d_h_13.ptr.idx.2" = add nsw i64 %"idx.8", 4
  %"d_h_13.ptr.2" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_13.ptr.idx.2"
  %"d_h_13.2" = load float, ptr %"d_h_13.ptr.2", align 4
  %"d_h_14.ptr.idx.2" = add nsw i64 %"idx.8", 5
  %"d_h_14.ptr.2" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_14.ptr.idx.2"
  %"d_h_14.2" = load float, ptr %"d_h_14.ptr.2", align 4
  %"d_h_15.ptr.idx.2" = add nsw i64 %"idx.8", 6
  %"d_h_15.ptr.2" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_15.ptr.idx.2"
  %"d_h_15.2" = load float, ptr %"d_h_15.ptr.2", align 4
  %"d_h_16.ptr.idx.2" = add nsw i64 %"idx.8", 7
  %"d_h_16.ptr.2" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_16.ptr.idx.2"
  %"d_h_16.2" = load float, ptr %"d_h_16.ptr.2", align 4
  %"acc_40.2" = fadd float %"acc_40.1", %"d_h_9.2"
  %"acc_41.2" = fadd float %"acc_41.1", %"d_h_10.2"
  %"acc_42.2" = fadd float %"acc_42.1", %"d_h_11.2"
  %"acc_43.2" = fadd float %"acc_43.1", %"d_h_12.2"
  %"acc_44.2" = fadd float %"acc_44.1", %"d_h_13.2"
  %"acc_45.2" = fadd float %"acc_45.1", %"d_h_14.2"
  %"acc_46.2" = fadd float %"acc_46.1", %"d_h_15.2"
  %"acc_47.2" = fadd float %"acc_47.1", %"d_h_16.2"
  %"d_h_9.ptr.3" = getelementptr inbounds float, ptr %"d_h", i64 %"idx.11"
  %"d_h_9.3" = load float, ptr %"d_h_9.ptr.3", align 4
  %"d_h_10.ptr.idx.3" = add nsw i64 %"idx.11", 1
  %"d_h_10.ptr.3" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_10.ptr.idx.3"
  %"d_h_10.3" = load float, ptr %"d_h_10.ptr.3", align 4
  %"d_h_11.ptr.idx.3" = add nsw i64 %"idx.11", 2
  %"d_h_11.ptr.3" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_11.ptr.idx.3"
  %"d_h_11.3" = load float, ptr %"d_h_11.ptr.3", align 4
  %"d_h_12.ptr.idx.3" = add nsw i64 %"idx.11", 3
  %"d_h_12.ptr.3" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_12.ptr.idx.3"
  %"d_h_12.3" = load float, ptr %"d_h_12.ptr.3", align 4
  %"d_h_13.ptr.idx.3" = add nsw i64 %"idx.11", 4
  %"d_h_13.ptr.3" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_13.ptr.idx.3"
  %"d_h_13.3" = load float, ptr %"d_h_13.ptr.3", align 4
  %"d_h_14.ptr.idx.3" = add nsw i64 %"idx.11", 5
  %"d_h_14.ptr.3" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_14.ptr.idx.3"
  %"d_h_14.3" = load float, ptr %"d_h_14.ptr.3", align 4
  %"d_h_15.ptr.idx.3" = add nsw i64 %"idx.11", 6
  %"d_h_15.ptr.3" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_15.ptr.idx.3"
  %"d_h_15.3" = load float, ptr %"d_h_15.ptr.3", align 4
  %"d_h_16.ptr.idx.3" = add nsw i64 %"idx.11", 7
  %"d_h_16.ptr.3" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_16.ptr.idx.3"
  %"d_h_16.3" = load float, ptr %"d_h_16.ptr.3", align 4
  %"acc_40.3" = fadd float %"acc_40.2", %"d_h_9.3"
  %"acc_41.3" = fadd float %"acc_41.2", %"d_h_10.3"
  %"acc_42.3" = fadd float %"acc_42.2", %"d_h_11.3"
  %"acc_43.3" = fadd float %"acc_43.2", %"d_h_12.3"
  %"acc_44.3" = fadd float %"acc_44.2", %"d_h_13.3"
  %"acc_45.3" = fadd float %"acc_45.2", %"d_h_14.3"
  %"acc_46.3" = fadd float %"acc_46.2", %"d_h_15.3"
  %"acc_47.3" = fadd float %"acc_47.2", %"d_h_16.3"
  %"d_h_9.ptr.4" = getelementptr inbounds float, ptr %"d_h", i64 %"idx.14"
  %"d_h_9.4" = load float, ptr %"d_h_9.ptr.4", align 4
  %"d_h_10.ptr.idx.4" = add nsw i64 %"idx.14", 1
  %"d_h_10.ptr.4" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_10.ptr.idx.4"
  %"d_h_10.4" = load float, ptr %"d_h_10.ptr.4", align 4
  %"d_h_11.ptr.idx.4" = add nsw i64 %"idx.14", 2
  %"d_h_11.ptr.4" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_11.ptr.idx.4"
  %"d_h_11.4" = load float, ptr %"d_h_11.ptr.4", align 4
  %"d_h_12.ptr.idx.4" = add nsw i64 %"idx.14", 3
  %"d_h_12.ptr.4" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_12.ptr.idx.4"
  %"d_h_12.4" = load float, ptr %"d_h_12.ptr.4", align 4
  %"d_h_13.ptr.idx.4" = add nsw i64 %"idx.14", 4
  %"d_h_13.ptr.4" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_13.ptr.idx.4"
  %"d_h_13.4" = load float, ptr %"d_h_13.ptr.4", align 4
  %"d_h_14.ptr.idx.4" = add nsw i64 %"idx.14", 5
  %"d_h_14.ptr.4" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_14.ptr.idx.4"
  %"d_h_14.4" = load float, ptr %"d_h_14.ptr.4", align 4
  %"d_h_15.ptr.idx.4" = add nsw i64 %"idx.14", 6
  %"d_h_15.ptr.4" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_15.ptr.idx.4"
  %"d_h_15.4" = load float, ptr %"d_h_15.ptr.4", align 4
  %"d_h_16.ptr.idx.4" = add nsw i64 %"idx.14", 7
  %"d_h_16.ptr.4" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_16.ptr.idx.4"
  %"d_h_16.4" = load float, ptr %"d_h_16.ptr.4", align 4
  %"acc_40.4" = fadd float %"acc_40.3", %"d_h_9.4"
  %"acc_41.4" = fadd float %"acc_41.3", %"d_h_10.4"
  %"acc_42.4" = fadd float %"acc_42.3", %"d_h_11.4"
  %"acc_43.4" = fadd float %"acc_43.3", %"d_h_12.4"
  %"acc_44.4" = fadd float %"acc_44.3", %"d_h_13.4"
  %"acc_45.4" = fadd float %"acc_45.3", %"d_h_14.4"
  %"acc_46.4" = fadd float %"acc_46.3", %"d_h_15.4"
  %"acc_47.4" = fadd float %"acc_47.3", %"d_h_16.4"
  %"d_h_9.ptr.5" = getelementptr inbounds float, ptr %"d_h", i64 %"idx.17"
  %"d_h_9.5" = load float, ptr %"d_h_9.ptr.5", align 4
  %"d_h_10.ptr.idx.5" = add nsw i64 %"idx.17", 1
  %"d_h_10.ptr.5" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_10.ptr.idx.5"
  %"d_h_10.5" = load float, ptr %"d_h_10.ptr.5", align 4
  %"d_h_11.ptr.idx.5" = add nsw i64 %"idx.17", 2
  %"d_h_11.ptr.5" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_11.ptr.idx.5"
  %"d_h_11.5" = load float, ptr %"d_h_11.ptr.5", align 4
  %"d_h_12.ptr.idx.5" = add nsw i64 %"idx.17", 3
  %"d_h_12.ptr.5" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_12.ptr.idx.5"
  %"d_h_12.5" = load float, ptr %"d_h_12.ptr.5", align 4
  %"d_h_13.ptr.idx.5" = add nsw i64 %"idx.17", 4
  %"d_h_13.ptr.5" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_13.ptr.idx.5"
  %"d_h_13.5" = load float, ptr %"d_h_13.ptr.5", align 4
  %"d_h_14.ptr.idx.5" = add nsw i64 %"idx.17", 5
  %"d_h_14.ptr.5" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_14.ptr.idx.5"
  %"d_h_14.5" = load float, ptr %"d_h_14.ptr.5", align 4
  %"d_h_15.ptr.idx.5" = add nsw i64 %"idx.17", 6
  %"d_h_15.ptr.5" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_15.ptr.idx.5"
  %"d_h_15.5" = load float, ptr %"d_h_15.ptr.5", align 4
  %"d_h_16.ptr.idx.5" = add nsw i64 %"idx.17", 7
  %"d_h_16.ptr.5" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_16.ptr.idx.5"
  %"d_h_16.5" = load float, ptr %"d_h_16.ptr.5", align 4
  %"acc_40.5" = fadd float %"acc_40.4", %"d_h_9.5"
  %"acc_41.5" = fadd float %"acc_41.4", %"d_h_10.5"
  %"acc_42.5" = fadd float %"acc_42.4", %"d_h_11.5"
  %"acc_43.5" = fadd float %"acc_43.4", %"d_h_12.5"
  %"acc_44.5" = fadd float %"acc_44.4", %"d_h_13.5"
  %"acc_45.5" = fadd float %"acc_45.4", %"d_h_14.5"
  %"acc_46.5" = fadd float %"acc_46.4", %"d_h_15.5"
  %"acc_47.5" = fadd float %"acc_47.4", %"d_h_16.5"
  %"d_h_9.ptr.6" = getelementptr inbounds float, ptr %"d_h", i64 %"idx.20"
  %"d_h_9.6" = load float, ptr %"d_h_9.ptr.6", align 4
  %"d_h_10.ptr.idx.6" = add nsw i64 %"idx.20", 1
  %"d_h_10.ptr.6" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_10.ptr.idx.6"
  %"d_h_10.6" = load float, ptr %"d_h_10.ptr.6", align 4
  %"d_h_11.ptr.idx.6" = add nsw i64 %"idx.20", 2
  %"d_h_11.ptr.6" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_11.ptr.idx.6"
  %"d_h_11.6" = load float, ptr %"d_h_11.ptr.6", align 4
  %"d_h_12.ptr.idx.6" = add nsw i64 %"idx.20", 3
  %"d_h_12.ptr.6" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_12.ptr.idx.6"
  %"d_h_12.6" = load float, ptr %"d_h_12.ptr.6", align 4
  %"d_h_13.ptr.idx.6" = add nsw i64 %"idx.20", 4
  %"d_h_13.ptr.6" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_13.ptr.idx.6"
  %"d_h_13.6" = load float, ptr %"d_h_13.ptr.6", align 4
  %"d_h_14.ptr.idx.6" = add nsw i64 %"idx.20", 5
  %"d_h_14.ptr.6" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_14.ptr.idx.6"
  %"d_h_14.6" = load float, ptr %"d_h_14.ptr.6", align 4
  %"d_h_15.ptr.idx.6" = add nsw i64 %"idx.20", 6
  %"d_h_15.ptr.6" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_15.ptr.idx.6"
  %"d_h_15.6" = load float, ptr %"d_h_15.ptr.6", align 4
  %"d_h_16.ptr.idx.6" = add nsw i64 %"idx.20", 7
  %"d_h_16.ptr.6" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_16.ptr.idx.6"
  %"d_h_16.6" = load float, ptr %"d_h_16.ptr.6", align 4
  %"acc_40.6" = fadd float %"acc_40.5", %"d_h_9.6"
  %"acc_41.6" = fadd float %"acc_41.5", %"d_h_10.6"
  %"acc_42.6" = fadd float %"acc_42.5", %"d_h_11.6"
  %"acc_43.6" = fadd float %"acc_43.5", %"d_h_12.6"
  %"acc_44.6" = fadd float %"acc_44.5", %"d_h_13.6"
  %"acc_45.6" = fadd float %"acc_45.5", %"d_h_14.6"
  %"acc_46.6" = fadd float %"acc_46.5", %"d_h_15.6"
  %"acc_47.6" = fadd float %"acc_47.5", %"d_h_16.6"
  %"d_h_9.ptr.7" = getelementptr inbounds float, ptr %"d_h", i64 %"idx.23"
  %"d_h_9.7" = load float, ptr %"d_h_9.ptr.7", align 4
  %"d_h_10.ptr.idx.7" = add nsw i64 %"idx.23", 1
  %"d_h_10.ptr.7" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_10.ptr.idx.7"
  %"d_h_10.7" = load float, ptr %"d_h_10.ptr.7", align 4
  %"d_h_11.ptr.idx.7" = add nsw i64 %"idx.23", 2
  %"d_h_11.ptr.7" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_11.ptr.idx.7"
  %"d_h_11.7" = load float, ptr %"d_h_11.ptr.7", align 4
  %"d_h_12.ptr.idx.7" = add nsw i64 %"idx.23", 3
  %"d_h_12.ptr.7" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_12.ptr.idx.7"
  %"d_h_12.7" = load float, ptr %"d_h_12.ptr.7", align 4
  %"d_h_13.ptr.idx.7" = add nsw i64 %"idx.23", 4
  %"d_h_13.ptr.7" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_13.ptr.idx.7"
  %"d_h_13.7" = load float, ptr %"d_h_13.ptr.7", align 4
  %"d_h_14.ptr.idx.7" = add nsw i64 %"idx.23", 5
  %"d_h_14.ptr.7" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_14.ptr.idx.7"
  %"d_h_14.7" = load float, ptr %"d_h_14.ptr.7", align 4
  %"d_h_15.ptr.idx.7" = add nsw i64 %"idx.23", 6
  %"d_h_15.ptr.7" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_15.ptr.idx.7"
  %"d_h_15.7" = load float, ptr %"d_h_15.ptr.7", align 4
  %"d_h_16.ptr.idx.7" = add nsw i64 %"idx.23", 7
  %"d_h_16.ptr.7" = getelementptr inbounds float, ptr %"d_h", i64 %"d_h_16.ptr.idx.7"
  %"d_h_16.7" = load float, ptr %"d_h_16.ptr.7", align 4
  %"acc_40.7" = fadd float %"acc_40.6", %"d_h_9.7"
  %"acc_41.7" = fadd float %"acc_41.6", %"d_h_10.7"
  %"acc_42.7" = fadd float %"acc_42.6", %"d_h_11.7"
  %"acc_43.7" = fadd float %"acc_43.6", %"d_h_12.7"
  %"acc_44.7" = fadd float %"acc_44.6", %"d_h_13.7"
  %"acc_45.7" = fadd float %"acc_45.6", %"d_h_14.7"
  %"acc_46.7" = fadd float %"acc_46.6", %"d_h_15.7"
  %"acc_47.7" = fadd float %"acc_47.6", %"d_h_16.7"
  %"d_primals_3.ptr" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"idx.24"
  store float %"acc_40.7", ptr %"d_primals_3.ptr", align 4
  %"d_primals_3.ptr.idx" = add nsw i64 %"idx.24", 1
  %"d_primals_3.ptr.1" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx"
  store float %"acc_41.7", ptr %"d_primals_3.ptr.1", align 4
  %"d_primals_3.ptr.idx.1" = add nsw i64 %"idx.24", 2
  %"d_primals_3.ptr.2" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.1"
  store float %"acc_42.7", ptr %"d_primals_3.ptr.2", align 4
  %"d_primals_3.ptr.idx.2" = add nsw i64 %"idx.24", 3
  %"d_primals_3.ptr.3" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.2"
  store float %"acc_43.7", ptr %"d_primals_3.ptr.3", align 4
  %"d_primals_3.ptr.idx.3" = add nsw i64 %"idx.24", 4
  %"d_primals_3.ptr.4" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.3"
  store float %"acc_44.7", ptr %"d_primals_3.ptr.4", align 4
  %"d_primals_3.ptr.idx.4" = add nsw i64 %"idx.24", 5
  %"d_primals_3.ptr.5" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.4"
  store float %"acc_45.7", ptr %"d_primals_3.ptr.5", align 4
  %"d_primals_3.ptr.idx.5" = add nsw i64 %"idx.24", 6
  %"d_primals_3.ptr.6" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.5"
  store float %"acc_46.7", ptr %"d_primals_3.ptr.6", align 4
  %"d_primals_3.ptr.idx.6" = add nsw i64 %"idx.24", 7
  %"d_primals_3.ptr.7" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.6"
  store float %"acc_47.7", ptr %"d_primals_3.ptr.7", align 4
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define void @"block_backward"(ptr captures(none) noalias %"args", ptr captures(none) noalias %"arena") nounwind
{
entry:
  %"primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 0
  %"primals_1" = load ptr, ptr %"primals_1.slot"
  %"primals_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 1
  %"primals_2" = load ptr, ptr %"primals_2.slot"
  %"primals_4.slot" = getelementptr inbounds ptr, ptr %"args", i64 2
  %"primals_4" = load ptr, ptr %"primals_4.slot"
  %"h.slot" = getelementptr inbounds ptr, ptr %"args", i64 3
  %"h" = load ptr, ptr %"h.slot"
  %"mm.slot" = getelementptr inbounds ptr, ptr %"args", i64 4
  %"mm" = load ptr, ptr %"mm.slot"
  %"tangents_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 5
  %"tangents_1" = load ptr, ptr %"tangents_1.slot"
  %"sum_2" = getelementptr inbounds i8, ptr %"arena", i64 1536
  %"sum_1" = getelementptr inbounds i8, ptr %"arena", i64 1600
  %"mul_1" = getelementptr inbounds i8, ptr %"arena", i64 0
  %"sum_3" = getelementptr inbounds i8, ptr %"arena", i64 1664
  %"d_mm" = getelementptr inbounds i8, ptr %"arena", i64 512
  call void @"kernel.fused_div_sum_sub_mul_add_rsqrt"(ptr %"tangents_1", ptr %"primals_1", ptr %"mm", ptr %"sum_2", ptr %"sum_1", ptr %"mul_1", ptr %"sum_3", ptr %"d_mm")
  %"d_h" = getelementptr inbounds i8, ptr %"arena", i64 1024
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 112, i64 8, i64 16, i64 16, float 0x3ff0000000000000, ptr %"d_mm", i64 16, ptr %"primals_4", i64 16, float              0x0, ptr %"d_h", i64 16)
  %"d_primals_4.slot" = getelementptr inbounds ptr, ptr %"args", i64 6
  %"d_primals_4" = load ptr, ptr %"d_primals_4.slot"
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 112, i32 111, i64 16, i64 16, i64 8, float 0x3ff0000000000000, ptr %"h", i64 16, ptr %"d_mm", i64 16, float              0x0, ptr %"d_primals_4", i64 16)
  %"d_primals_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 7
  %"d_primals_2" = load ptr, ptr %"d_primals_2.slot"
  %"d_primals_3.slot" = getelementptr inbounds ptr, ptr %"args", i64 8
  %"d_primals_3" = load ptr, ptr %"d_primals_3.slot"
  call void @"kernel.fused_mul_sum"(ptr %"d_h", ptr %"mul_1", ptr %"d_primals_2", ptr %"d_primals_3")
  %"d_primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 9
  %"d_primals_1" = load ptr, ptr %"d_primals_1.slot"
  call void @"kernel.fused_mul_sum_div_sub_add_rsqrt"(ptr %"d_h", ptr %"primals_2", ptr %"mul_1", ptr %"sum_1", ptr %"tangents_1", ptr %"sum_2", ptr %"sum_3", ptr %"d_primals_1")
  ret void
}

declare void @"scipy_cblas_sgemm64_"(i32 %".1", i32 %".2", i32 %".3", i64 %".4", i64 %".5", i64 %".6", float %".7", ptr %".8", i64 %".9", ptr %".10", i64 %".11", float %".12", ptr %".13", i64 %".14")
