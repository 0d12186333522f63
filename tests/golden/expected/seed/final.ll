; ----- program @loss_forward ----- ;
; ModuleID = "loss_forward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.fused_add_relu"(ptr captures(none) noalias dereferenceable(1200) %"mm", ptr captures(none) noalias dereferenceable(120) %"primals_3", ptr captures(none) noalias dereferenceable(1200) %"h") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 10
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.body.j"]
  %"j.cond" = icmp slt i64 %"j", 30
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"idx" = mul nsw i64 %"i", 30
  %"idx.1" = add nsw i64 %"idx", %"j"
  %"mm_1.ptr" = getelementptr inbounds float, ptr %"mm", i64 %"idx.1"
  %"mm_1" = load float, ptr %"mm_1.ptr", align 4
  %"primals_3_1.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"j"
  %"primals_3_1" = load float, ptr %"primals_3_1.ptr", align 4
  %"add" = fadd float %"mm_1", %"primals_3_1"
  %"h_1.keep" = fcmp oge float %"add",              0x0
  %"h_1.nan" = fcmp uno float %"add", %"add"
  %".9" = or i1 %"h_1.keep", %"h_1.nan"
  %"h_1" = select  i1 %".9", float %"add", float              0x0
  %"h.ptr" = getelementptr inbounds float, ptr %"h", i64 %"idx.1"
  store float %"h_1", ptr %"h.ptr", align 4
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define internal void @"kernel.fused_cos_sin_add_sum"(ptr captures(none) noalias dereferenceable(1200) %"h", ptr captures(none) noalias dereferenceable(4) %"sum") noinline nounwind
{
entry:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"entry"], [%"r.next", %"for.body.r"]
  %"acc_1" = phi  float [             0x0, %"entry"], [%"acc_2", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 300
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"h_1.ptr" = getelementptr inbounds float, ptr %"h", i64 %"r"
  %"h_1" = load float, ptr %"h_1.ptr", align 4
  %"sin" = call float @"sinf"(float %"h_1")
  %"cos" = call float @"cosf"(float %"h_1")
  %"z" = fadd float %"sin", %"cos"
  %"acc_2" = fadd reassoc float %"acc_1", %"z"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"sum.ptr" = getelementptr inbounds float, ptr %"sum", i64 0
  store float %"acc_1", ptr %"sum.ptr", align 4
  ret void
}

declare float @"sinf"(float %".1") nounwind readnone

declare float @"cosf"(float %".1") nounwind readnone

define void @"loss_forward"(ptr captures(none) noalias %"args", ptr captures(none) noalias %"arena") nounwind
{
entry:
  %"primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 0
  %"primals_1" = load ptr, ptr %"primals_1.slot"
  %"primals_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 1
  %"primals_2" = load ptr, ptr %"primals_2.slot"
  %"primals_3.slot" = getelementptr inbounds ptr, ptr %"args", i64 2
  %"primals_3" = load ptr, ptr %"primals_3.slot"
  %"mm" = getelementptr inbounds i8, ptr %"arena", i64 0
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 111, i64 10, i64 30, i64 20, float 0x3ff0000000000000, ptr %"primals_1", i64 20, ptr %"primals_2", i64 30, float              0x0, ptr %"mm", i64 30)
  %"h.slot" = getelementptr inbounds ptr, ptr %"args", i64 3
  %"h" = load ptr, ptr %"h.slot"
  call void @"kernel.fused_add_relu"(ptr %"mm", ptr %"primals_3", ptr %"h")
  %"sum.slot" = getelementptr inbounds ptr, ptr %"args", i64 4
  %"sum" = load ptr, ptr %"sum.slot"
  call void @"kernel.fused_cos_sin_add_sum"(ptr %"h", ptr %"sum")
  ret void
}

declare void @"scipy_cblas_sgemm64_"(i32 %".1", i32 %".2", i32 %".3", i64 %".4", i64 %".5", i64 %".6", float %".7", ptr %".8", i64 %".9", ptr %".10", i64 %".11", float %".12", ptr %".13", i64 %".14")

; ----- program @loss_backward ----- ;
; ModuleID = "loss_backward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.fused_gt_cos_mul_sin_neg_add"(ptr captures(none) noalias dereferenceable(1200) %"h", ptr captures(none) noalias dereferenceable(4) %"tangents_1", ptr captures(none) noalias dereferenceable(1200) %"d_add") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 10
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.body.j"]
  %"j.cond" = icmp slt i64 %"j", 30
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"idx" = mul nsw i64 %"i", 30
  %"idx.1" = add nsw i64 %"idx", %"j"
  %"h_1.ptr" = getelementptr inbounds float, ptr %"h", i64 %"idx.1"
  %"h_1" = load float, ptr %"h_1.ptr", align 4
  %"gt" = fcmp ogt float %"h_1",              0x0
  %"tangents_1_1.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_1" = load float, ptr %"tangents_1_1.ptr", align 4
  %"sin" = call float @"sinf"(float %"h_1")
  %"mul" = fmul float %"tangents_1_1", %"sin"
  %"neg" = fneg float %"mul"
  %"cos" = call float @"cosf"(float %"h_1")
  %"mul_1" = fmul float %"tangents_1_1", %"cos"
  %"d_h" = fadd float %"neg", %"mul_1"
  %"d_add_1" = select  i1 %"gt", float %"d_h", float              0x0
  %"d_add.ptr" = getelementptr inbounds float, ptr %"d_add", i64 %"idx.1"
  store float %"d_add_1", ptr %"d_add.ptr", align 4
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

declare float @"sinf"(float %".1") nounwind readnone

declare float @"cosf"(float %".1") nounwind readnone

define internal void @"kernel.sum_1"(ptr captures(none) noalias dereferenceable(1200) %"d_add", ptr captures(none) noalias dereferenceable(120) %"d_primals_3") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.r"]
  %"i.cond" = icmp slt i64 %"i", 3
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"for.body.i"], [%"r.next", %"for.body.r"]
  %"acc_8" = phi  float [             0x0, %"for.body.i"], [%"acc_16", %"for.body.r"]
  %"acc_9" = phi  float [             0x0, %"for.body.i"], [%"acc_17", %"for.body.r"]
  %"acc_10" = phi  float [             0x0, %"for.body.i"], [%"acc_18", %"for.body.r"]
  %"acc_11" = phi  float [             0x0, %"for.body.i"], [%"acc_19", %"for.body.r"]
  %"acc_12" = phi  float [             0x0, %"for.body.i"], [%"acc_20", %"for.body.r"]
  %"acc_13" = phi  float [             0x0, %"for.body.i"], [%"acc_21", %"for.body.r"]
  %"acc_14" = phi  float [             0x0, %"for.body.i"], [%"acc_22", %"for.body.r"]
  %"acc_15" = phi  float [             0x0, %"for.body.i"], [%"acc_23", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 10
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"idx" = mul nsw i64 %"r", 30
  %"idx.1" = mul nsw i64 %"i", 8
  %"idx.2" = add nsw i64 %"idx", %"idx.1"
  %"d_add_1.ptr" = getelementptr inbounds float, ptr %"d_add", i64 %"idx.2"
  %"d_add_1" = load float, ptr %"d_add_1.ptr", align 4
  %"d_add_2.ptr.idx" = add nsw i64 %"idx.2", 1
  %"d_add_2.ptr" = getelementptr inbounds float, ptr %"d_add", i64 %"d_add_2.ptr.idx"
  %"d_add_2" = load float, ptr %"d_add_2.ptr", align 4
  %"d_add_3.ptr.idx" = add nsw i64 %"idx.2", 2
  %"d_add_3.ptr" = getelementptr inbounds float, ptr %"d_add", i64 %"d_add_3.ptr.idx"
  %"d_add_3" = load float, ptr %"d_add_3.ptr", align 4
  %"d_add_4.ptr.idx" = add nsw i64 %"idx.2", 3
  %"d_add_4.ptr" = getelementptr inbounds float, ptr %"d_add", i64 %"d_add_4.ptr.idx"
  %"d_add_4" = load float, ptr %"d_add_4.ptr", align 4
  %"d_add_5.ptr.idx" = add nsw i64 %"idx.2", 4
  %"d_add_5.ptr" = getelementptr inbounds float, ptr %"d_add", i64 %"d_add_5.ptr.idx"
  %"d_add_5" = load float, ptr %"d_add_5.ptr", align 4
  %"d_add_6.ptr.idx" = add nsw i64 %"idx.2", 5
  %"d_add_6.ptr" = getelementptr inbounds float, ptr %"d_add", i64 %"d_add_6.ptr.idx"
  %"d_add_6" = load float, ptr %"d_add_6.ptr", align 4
  %"d_add_7.ptr.idx" = add nsw i64 %"idx.2", 6
  %"d_add_7.ptr" = getelementptr inbounds float, ptr %"d_add", i64 %"d_add_7.ptr.idx"
  %"d_add_7" = load float, ptr %"d_add_7.ptr", align 4
  %"d_add_8.ptr.idx" = add nsw i64 %"idx.2", 7
  %"d_add_8.ptr" = getelementptr inbounds float, ptr %"d_add", i64 %"d_add_8.ptr.idx"
  %"d_add_8" = load float, ptr %"d_add_8.ptr", align 4
  %"acc_16" = fadd float %"acc_8", %"d_add_1"
  %"acc_17" = fadd float %"acc_9", %"d_add_2"
  %"acc_18" = fadd float %"acc_10", %"d_add_3"
  %"acc_19" = fadd float %"acc_11", %"d_add_4"
  %"acc_20" = fadd float %"acc_12", %"d_add_5"
  %"acc_21" = fadd float %"acc_13", %"d_add_6"
  %"acc_22" = fadd float %"acc_14", %"d_add_7"
  %"acc_23" = fadd float %"acc_15", %"d_add_8"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"idx.3" = mul nsw i64 %"i", 8
  %"d_primals_3.ptr" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"idx.3"
  store float %"acc_8", ptr %"d_primals_3.ptr", align 4
  %"d_primals_3.ptr.idx" = add nsw i64 %"idx.3", 1
  %"d_primals_3.ptr.1" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx"
  store float %"acc_9", ptr %"d_primals_3.ptr.1", align 4
  %"d_primals_3.ptr.idx.1" = add nsw i64 %"idx.3", 2
  %"d_primals_3.ptr.2" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.1"
  store float %"acc_10", ptr %"d_primals_3.ptr.2", align 4
  %"d_primals_3.ptr.idx.2" = add nsw i64 %"idx.3", 3
  %"d_primals_3.ptr.3" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.2"
  store float %"acc_11", ptr %"d_primals_3.ptr.3", align 4
  %"d_primals_3.ptr.idx.3" = add nsw i64 %"idx.3", 4
  %"d_primals_3.ptr.4" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.3"
  store float %"acc_12", ptr %"d_primals_3.ptr.4", align 4
  %"d_primals_3.ptr.idx.4" = add nsw i64 %"idx.3", 5
  %"d_primals_3.ptr.5" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.4"
  store float %"acc_13", ptr %"d_primals_3.ptr.5", align 4
  %"d_primals_3.ptr.idx.5" = add nsw i64 %"idx.3", 6
  %"d_primals_3.ptr.6" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.5"
  store float %"acc_14", ptr %"d_primals_3.ptr.6", align 4
  %"d_primals_3.ptr.idx.6" = add nsw i64 %"idx.3", 7
  %"d_primals_3.ptr.7" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.6"
  store float %"acc_15", ptr %"d_primals_3.ptr.7", align 4
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  br label %"for.cond.i_1"
for.cond.i_1:
  %"i_1" = phi  i64 [0, %"for.end.i"], [%"i_1.next", %"for.end.r_1"]
  %"i_1.cond" = icmp slt i64 %"i_1", 6
  br i1 %"i_1.cond", label %"for.body.i_1", label %"for.end.i_1"
for.body.i_1:
  br label %"for.cond.r_1"
for.cond.r_1:
  %"r_1" = phi  i64 [0, %"for.body.i_1"], [%"r_1.next", %"for.body.r_1"]
  %"acc_25" = phi  float [             0x0, %"for.body.i_1"], [%"acc_26", %"for.body.r_1"]
  %"r_1.cond" = icmp slt i64 %"r_1", 10
  br i1 %"r_1.cond", label %"for.body.r_1", label %"for.end.r_1"
for.body.r_1:
  %"idx.4" = mul nsw i64 %"r_1", 30
  %"idx.5" = add nsw i64 %"idx.4", %"i_1"
  %"d_add_9.ptr.idx" = add nsw i64 %"idx.5", 24
  %"d_add_9.ptr" = getelementptr inbounds float, ptr %"d_add", i64 %"d_add_9.ptr.idx"
  %"d_add_9" = load float, ptr %"d_add_9.ptr", align 4
  %"acc_26" = fadd reassoc float %"acc_25", %"d_add_9"
  %"r_1.next" = add nsw i64 %"r_1", 1
  br label %"for.cond.r_1"
for.end.r_1:
  %"d_primals_3.ptr.idx.7" = add nsw i64 %"i_1", 24
  %"d_primals_3.ptr.8" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.7"
  store float %"acc_25", ptr %"d_primals_3.ptr.8", align 4
  %"i_1.next" = add nsw i64 %"i_1", 1
  br label %"for.cond.i_1"
for.end.i_1:
  ret void
}

define void @"loss_backward"(ptr captures(none) noalias %"args", ptr captures(none) noalias %"arena") nounwind
{
entry:
  %"primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 0
  %"primals_1" = load ptr, ptr %"primals_1.slot"
  %"primals_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 1
  %"primals_2" = load ptr, ptr %"primals_2.slot"
  %"h.slot" = getelementptr inbounds ptr, ptr %"args", i64 2
  %"h" = load ptr, ptr %"h.slot"
  %"tangents_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 3
  %"tangents_1" = load ptr, ptr %"tangents_1.slot"
  %"d_add" = getelementptr inbounds i8, ptr %"arena", i64 0
  call void @"kernel.fused_gt_cos_mul_sin_neg_add"(ptr %"h", ptr %"tangents_1", ptr %"d_add")
  %"d_primals_3.slot" = getelementptr inbounds ptr, ptr %"args", i64 4
  %"d_primals_3" = load ptr, ptr %"d_primals_3.slot"
  call void @"kernel.sum_1"(ptr %"d_add", ptr %"d_primals_3")
  %"d_primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 5
  %"d_primals_1" = load ptr, ptr %"d_primals_1.slot"
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 112, i64 10, i64 20, i64 30, float 0x3ff0000000000000, ptr %"d_add", i64 30, ptr %"primals_2", i64 30, float              0x0, ptr %"d_primals_1", i64 20)
  %"d_primals_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 6
  %"d_primals_2" = load ptr, ptr %"d_primals_2.slot"
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 112, i32 111, i64 20, i64 30, i64 10, float 0x3ff0000000000000, ptr %"primals_1", i64 20, ptr %"d_add", i64 30, float              0x0, ptr %"d_primals_2", i64 30)
  ret void
}

declare void @"scipy_cblas_sgemm64_"(i32 %".1", i32 %".2", i32 %".3", i64 %".4", i64 %".5", i64 %".6", float %".7", ptr %".8", i64 %".9", ptr %".10", i64 %".11", float %".12", ptr %".13", i64 %".14")
