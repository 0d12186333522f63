; ----- program @loss_forward ----- ;
; ModuleID = "loss_forward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.fused_add_relu"(ptr captures(none) noalias dereferenceable(1200) %"mm", ptr captures(none) noalias dereferenceable(120) %"primals_3", ptr captures(none) noalias dereferenceable(1200) %"h") nounwind
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
  %"mm_1.ptr.idx" = mul nsw i64 %"i", 30
  %"mm_1.ptr.idx.1" = add nsw i64 %"mm_1.ptr.idx", %"j"
  %"mm_1.ptr" = getelementptr inbounds float, ptr %"mm", i64 %"mm_1.ptr.idx.1"
  %"mm_1" = load float, ptr %"mm_1.ptr", align 4
  %"primals_3_1.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"j"
  %"primals_3_1" = load float, ptr %"primals_3_1.ptr", align 4
  %"add" = fadd float %"mm_1", %"primals_3_1"
  %"h_1.keep" = fcmp oge float %"add",              0x0
  %"h_1.nan" = fcmp uno float %"add", %"add"
  %".9" = or i1 %"h_1.keep", %"h_1.nan"
  %"h_1" = select  i1 %".9", float %"add", float              0x0
  %"h.ptr.idx" = mul nsw i64 %"i", 30
  %"h.ptr.idx.1" = add nsw i64 %"h.ptr.idx", %"j"
  %"h.ptr" = getelementptr inbounds float, ptr %"h", i64 %"h.ptr.idx.1"
  store float %"h_1", ptr %"h.ptr", align 4
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define internal void @"kernel.fused_cos_sin_add_sum"(ptr captures(none) noalias dereferenceable(1200) %"h", ptr captures(none) noalias dereferenceable(4) %"sum") nounwind
{
entry:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"entry"], [%"r.next", %"for.body.r"]
  %"acc_1" = phi  float [             0x0, %"entry"], [%"acc_2", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 300
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"h_1.ptr.idx" = udiv i64 %"r", 30
  %"h_1.ptr.idx.1" = mul nsw i64 %"h_1.ptr.idx", 30
  %"h_1.ptr.idx.2" = urem i64 %"r", 30
  %"h_1.ptr.idx.3" = add nsw i64 %"h_1.ptr.idx.1", %"h_1.ptr.idx.2"
  %"h_1.ptr" = getelementptr inbounds float, ptr %"h", i64 %"h_1.ptr.idx.3"
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

define internal void @"kernel.fused_gt_cos_mul_sin_neg_add"(ptr captures(none) noalias dereferenceable(4) %"tangents_1", ptr captures(none) noalias dereferenceable(1200) %"h", ptr captures(none) noalias dereferenceable(1200) %"d_add") nounwind
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
  %"h_1.ptr.idx" = mul nsw i64 %"i", 30
  %"h_1.ptr.idx.1" = add nsw i64 %"h_1.ptr.idx", %"j"
  %"h_1.ptr" = getelementptr inbounds float, ptr %"h", i64 %"h_1.ptr.idx.1"
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
  %"d_add.ptr.idx" = mul nsw i64 %"i", 30
  %"d_add.ptr.idx.1" = add nsw i64 %"d_add.ptr.idx", %"j"
  %"d_add.ptr" = getelementptr inbounds float, ptr %"d_add", i64 %"d_add.ptr.idx.1"
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

define internal void @"kernel.sum_1"(ptr captures(none) noalias dereferenceable(1200) %"d_add", ptr captures(none) noalias dereferenceable(120) %"d_primals_3") nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.r"]
  %"i.cond" = icmp slt i64 %"i", 30
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"for.body.i"], [%"r.next", %"for.body.r"]
  %"acc_1" = phi  float [             0x0, %"for.body.i"], [%"acc_2", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 10
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"d_add_1.ptr.idx" = mul nsw i64 %"r", 30
  %"d_add_1.ptr.idx.1" = add nsw i64 %"d_add_1.ptr.idx", %"i"
  %"d_add_1.ptr" = getelementptr inbounds float, ptr %"d_add", i64 %"d_add_1.ptr.idx.1"
  %"d_add_1" = load float, ptr %"d_add_1.ptr", align 4
  %"acc_2" = fadd reassoc float %"acc_1", %"d_add_1"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"d_primals_3.ptr" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"i"
  store float %"acc_1", ptr %"d_primals_3.ptr", align 4
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
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
  call void @"kernel.fused_gt_cos_mul_sin_neg_add"(ptr %"tangents_1", ptr %"h", ptr %"d_add")
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
