; ----- program @linear_forward ----- ;
; ModuleID = "linear_forward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.add"(ptr captures(none) noalias dereferenceable(1048576) %"mm", ptr captures(none) noalias dereferenceable(8192) %"primals_3", ptr captures(none) noalias dereferenceable(1048576) %"add") nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 128
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.body.j"]
  %"j.cond" = icmp slt i64 %"j", 2048
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"mm_1.ptr.idx" = mul nsw i64 %"i", 2048
  %"mm_1.ptr.idx.1" = add nsw i64 %"mm_1.ptr.idx", %"j"
  %"mm_1.ptr" = getelementptr inbounds float, ptr %"mm", i64 %"mm_1.ptr.idx.1"
  %"mm_1" = load float, ptr %"mm_1.ptr", align 4
  %"primals_3_1.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"j"
  %"primals_3_1" = load float, ptr %"primals_3_1.ptr", align 4
  %"add_1" = fadd float %"mm_1", %"primals_3_1"
  %"add.ptr.idx" = mul nsw i64 %"i", 2048
  %"add.ptr.idx.1" = add nsw i64 %"add.ptr.idx", %"j"
  %"add.ptr" = getelementptr inbounds float, ptr %"add", i64 %"add.ptr.idx.1"
  store float %"add_1", ptr %"add.ptr", align 4
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define void @"linear_forward"(ptr captures(none) noalias %"args", ptr captures(none) noalias %"arena") nounwind
{
entry:
  %"primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 0
  %"primals_1" = load ptr, ptr %"primals_1.slot"
  %"primals_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 1
  %"primals_2" = load ptr, ptr %"primals_2.slot"
  %"primals_3.slot" = getelementptr inbounds ptr, ptr %"args", i64 2
  %"primals_3" = load ptr, ptr %"primals_3.slot"
  %"mm" = getelementptr inbounds i8, ptr %"arena", i64 0
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 111, i64 128, i64 2048, i64 1024, float 0x3ff0000000000000, ptr %"primals_1", i64 1024, ptr %"primals_2", i64 2048, float              0x0, ptr %"mm", i64 2048)
  %"add.slot" = getelementptr inbounds ptr, ptr %"args", i64 3
  %"add" = load ptr, ptr %"add.slot"
  call void @"kernel.add"(ptr %"mm", ptr %"primals_3", ptr %"add")
  ret void
}

declare void @"scipy_cblas_sgemm64_"(i32 %".1", i32 %".2", i32 %".3", i64 %".4", i64 %".5", i64 %".6", float %".7", ptr %".8", i64 %".9", ptr %".10", i64 %".11", float %".12", ptr %".13", i64 %".14")

; ----- program @linear_backward ----- ;
; ModuleID = "linear_backward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.sum"(ptr captures(none) noalias dereferenceable(1048576) %"tangents_1", ptr captures(none) noalias dereferenceable(8192) %"d_primals_3") nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.r"]
  %"i.cond" = icmp slt i64 %"i", 2048
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"for.body.i"], [%"r.next", %"for.body.r"]
  %"acc_1" = phi  float [             0x0, %"for.body.i"], [%"acc_2", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 128
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"tangents_1_1.ptr.idx" = mul nsw i64 %"r", 2048
  %"tangents_1_1.ptr.idx.1" = add nsw i64 %"tangents_1_1.ptr.idx", %"i"
  %"tangents_1_1.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_1.ptr.idx.1"
  %"tangents_1_1" = load float, ptr %"tangents_1_1.ptr", align 4
  %"acc_2" = fadd reassoc float %"acc_1", %"tangents_1_1"
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

define void @"linear_backward"(ptr captures(none) noalias %"args", ptr captures(none) noalias %"arena") nounwind
{
entry:
  %"primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 0
  %"primals_1" = load ptr, ptr %"primals_1.slot"
  %"primals_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 1
  %"primals_2" = load ptr, ptr %"primals_2.slot"
  %"tangents_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 2
  %"tangents_1" = load ptr, ptr %"tangents_1.slot"
  %"d_primals_3.slot" = getelementptr inbounds ptr, ptr %"args", i64 3
  %"d_primals_3" = load ptr, ptr %"d_primals_3.slot"
  call void @"kernel.sum"(ptr %"tangents_1", ptr %"d_primals_3")
  %"d_primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 4
  %"d_primals_1" = load ptr, ptr %"d_primals_1.slot"
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 112, i64 128, i64 1024, i64 2048, float 0x3ff0000000000000, ptr %"tangents_1", i64 2048, ptr %"primals_2", i64 2048, float              0x0, ptr %"d_primals_1", i64 1024)
  %"d_primals_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 5
  %"d_primals_2" = load ptr, ptr %"d_primals_2.slot"
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 112, i32 111, i64 1024, i64 2048, i64 128, float 0x3ff0000000000000, ptr %"primals_1", i64 1024, ptr %"tangents_1", i64 2048, float              0x0, ptr %"d_primals_2", i64 2048)
  ret void
}

declare void @"scipy_cblas_sgemm64_"(i32 %".1", i32 %".2", i32 %".3", i64 %".4", i64 %".5", i64 %".6", float %".7", ptr %".8", i64 %".9", ptr %".10", i64 %".11", float %".12", ptr %".13", i64 %".14")

; ----- program @mlp_forward ----- ;
; ModuleID = "mlp_forward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.fused_add_relu"(ptr captures(none) noalias dereferenceable(1048576) %"mm", ptr captures(none) noalias dereferenceable(8192) %"primals_3", ptr captures(none) noalias dereferenceable(1048576) %"h1") nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 128
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.body.j"]
  %"j.cond" = icmp slt i64 %"j", 2048
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"mm_1.ptr.idx" = mul nsw i64 %"i", 2048
  %"mm_1.ptr.idx.1" = add nsw i64 %"mm_1.ptr.idx", %"j"
  %"mm_1.ptr" = getelementptr inbounds float, ptr %"mm", i64 %"mm_1.ptr.idx.1"
  %"mm_1" = load float, ptr %"mm_1.ptr", align 4
  %"primals_3_1.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"j"
  %"primals_3_1" = load float, ptr %"primals_3_1.ptr", align 4
  %"add" = fadd float %"mm_1", %"primals_3_1"
  %"h1_1.keep" = fcmp oge float %"add",              0x0
  %"h1_1.nan" = fcmp uno float %"add", %"add"
  %".9" = or i1 %"h1_1.keep", %"h1_1.nan"
  %"h1_1" = select  i1 %".9", float %"add", float              0x0
  %"h1.ptr.idx" = mul nsw i64 %"i", 2048
  %"h1.ptr.idx.1" = add nsw i64 %"h1.ptr.idx", %"j"
  %"h1.ptr" = getelementptr inbounds float, ptr %"h1", i64 %"h1.ptr.idx.1"
  store float %"h1_1", ptr %"h1.ptr", align 4
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define internal void @"kernel.fused_add_relu_1"(ptr captures(none) noalias dereferenceable(1048576) %"mm_1", ptr captures(none) noalias dereferenceable(8192) %"primals_5", ptr captures(none) noalias dereferenceable(1048576) %"h2") nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 128
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.body.j"]
  %"j.cond" = icmp slt i64 %"j", 2048
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"mm_1_1.ptr.idx" = mul nsw i64 %"i", 2048
  %"mm_1_1.ptr.idx.1" = add nsw i64 %"mm_1_1.ptr.idx", %"j"
  %"mm_1_1.ptr" = getelementptr inbounds float, ptr %"mm_1", i64 %"mm_1_1.ptr.idx.1"
  %"mm_1_1" = load float, ptr %"mm_1_1.ptr", align 4
  %"primals_5_1.ptr" = getelementptr inbounds float, ptr %"primals_5", i64 %"j"
  %"primals_5_1" = load float, ptr %"primals_5_1.ptr", align 4
  %"add_1" = fadd float %"mm_1_1", %"primals_5_1"
  %"h2_1.keep" = fcmp oge float %"add_1",              0x0
  %"h2_1.nan" = fcmp uno float %"add_1", %"add_1"
  %".9" = or i1 %"h2_1.keep", %"h2_1.nan"
  %"h2_1" = select  i1 %".9", float %"add_1", float              0x0
  %"h2.ptr.idx" = mul nsw i64 %"i", 2048
  %"h2.ptr.idx.1" = add nsw i64 %"h2.ptr.idx", %"j"
  %"h2.ptr" = getelementptr inbounds float, ptr %"h2", i64 %"h2.ptr.idx.1"
  store float %"h2_1", ptr %"h2.ptr", align 4
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define internal void @"kernel.fused_add_sum"(ptr captures(none) noalias dereferenceable(5120) %"mm_2", ptr captures(none) noalias dereferenceable(40) %"primals_7", ptr captures(none) noalias dereferenceable(4) %"sum") nounwind
{
entry:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"entry"], [%"r.next", %"for.body.r"]
  %"acc_1" = phi  float [             0x0, %"entry"], [%"acc_2", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 1280
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"mm_2_1.ptr.idx" = udiv i64 %"r", 10
  %"mm_2_1.ptr.idx.1" = mul nsw i64 %"mm_2_1.ptr.idx", 10
  %"mm_2_1.ptr.idx.2" = urem i64 %"r", 10
  %"mm_2_1.ptr.idx.3" = add nsw i64 %"mm_2_1.ptr.idx.1", %"mm_2_1.ptr.idx.2"
  %"mm_2_1.ptr" = getelementptr inbounds float, ptr %"mm_2", i64 %"mm_2_1.ptr.idx.3"
  %"mm_2_1" = load float, ptr %"mm_2_1.ptr", align 4
  %"primals_7_1.ptr.idx" = urem i64 %"r", 10
  %"primals_7_1.ptr" = getelementptr inbounds float, ptr %"primals_7", i64 %"primals_7_1.ptr.idx"
  %"primals_7_1" = load float, ptr %"primals_7_1.ptr", align 4
  %"logits" = fadd float %"mm_2_1", %"primals_7_1"
  %"acc_2" = fadd reassoc float %"acc_1", %"logits"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"sum.ptr" = getelementptr inbounds float, ptr %"sum", i64 0
  store float %"acc_1", ptr %"sum.ptr", align 4
  ret void
}

define void @"mlp_forward"(ptr captures(none) noalias %"args", ptr captures(none) noalias %"arena") nounwind
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
  %"primals_5.slot" = getelementptr inbounds ptr, ptr %"args", i64 4
  %"primals_5" = load ptr, ptr %"primals_5.slot"
  %"primals_6.slot" = getelementptr inbounds ptr, ptr %"args", i64 5
  %"primals_6" = load ptr, ptr %"primals_6.slot"
  %"primals_7.slot" = getelementptr inbounds ptr, ptr %"args", i64 6
  %"primals_7" = load ptr, ptr %"primals_7.slot"
  %"mm" = getelementptr inbounds i8, ptr %"arena", i64 0
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 111, i64 128, i64 2048, i64 1024, float 0x3ff0000000000000, ptr %"primals_1", i64 1024, ptr %"primals_2", i64 2048, float              0x0, ptr %"mm", i64 2048)
  %"h1.slot" = getelementptr inbounds ptr, ptr %"args", i64 7
  %"h1" = load ptr, ptr %"h1.slot"
  call void @"kernel.fused_add_relu"(ptr %"mm", ptr %"primals_3", ptr %"h1")
  %"mm_1" = getelementptr inbounds i8, ptr %"arena", i64 0
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 111, i64 128, i64 2048, i64 2048, float 0x3ff0000000000000, ptr %"h1", i64 2048, ptr %"primals_4", i64 2048, float              0x0, ptr %"mm_1", i64 2048)
  %"h2.slot" = getelementptr inbounds ptr, ptr %"args", i64 8
  %"h2" = load ptr, ptr %"h2.slot"
  call void @"kernel.fused_add_relu_1"(ptr %"mm_1", ptr %"primals_5", ptr %"h2")
  %"mm_2" = getelementptr inbounds i8, ptr %"arena", i64 0
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 111, i64 128, i64 10, i64 2048, float 0x3ff0000000000000, ptr %"h2", i64 2048, ptr %"primals_6", i64 10, float              0x0, ptr %"mm_2", i64 10)
  %"sum.slot" = getelementptr inbounds ptr, ptr %"args", i64 9
  %"sum" = load ptr, ptr %"sum.slot"
  call void @"kernel.fused_add_sum"(ptr %"mm_2", ptr %"primals_7", ptr %"sum")
  ret void
}

declare void @"scipy_cblas_sgemm64_"(i32 %".1", i32 %".2", i32 %".3", i64 %".4", i64 %".5", i64 %".6", float %".7", ptr %".8", i64 %".9", ptr %".10", i64 %".11", float %".12", ptr %".13", i64 %".14")

; ----- program @mlp_backward ----- ;
; ModuleID = "mlp_backward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.sum_2"(ptr captures(none) noalias dereferenceable(4) %"tangents_1", ptr captures(none) noalias dereferenceable(40) %"d_primals_7") nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.r"]
  %"i.cond" = icmp slt i64 %"i", 10
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"for.body.i"], [%"r.next", %"for.body.r"]
  %"acc_1" = phi  float [             0x0, %"for.body.i"], [%"acc_2", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 128
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"tangents_1_1.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_1" = load float, ptr %"tangents_1_1.ptr", align 4
  %"acc_2" = fadd reassoc float %"acc_1", %"tangents_1_1"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"d_primals_7.ptr" = getelementptr inbounds float, ptr %"d_primals_7", i64 %"i"
  store float %"acc_1", ptr %"d_primals_7.ptr", align 4
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define internal void @"kernel.fused_copy"(ptr captures(none) noalias dereferenceable(4) %"tangents_1", ptr captures(none) noalias dereferenceable(5120) %"d_logits", ptr captures(none) noalias dereferenceable(5120) %"d_logits_1") nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 128
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.body.j"]
  %"j.cond" = icmp slt i64 %"j", 10
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"tangents_1_1.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_1" = load float, ptr %"tangents_1_1.ptr", align 4
  %"d_logits.ptr.idx" = mul nsw i64 %"i", 10
  %"d_logits.ptr.idx.1" = add nsw i64 %"d_logits.ptr.idx", %"j"
  %"d_logits.ptr" = getelementptr inbounds float, ptr %"d_logits", i64 %"d_logits.ptr.idx.1"
  store float %"tangents_1_1", ptr %"d_logits.ptr", align 4
  %"d_logits_1.ptr.idx" = mul nsw i64 %"i", 10
  %"d_logits_1.ptr.idx.1" = add nsw i64 %"d_logits_1.ptr.idx", %"j"
  %"d_logits_1.ptr" = getelementptr inbounds float, ptr %"d_logits_1", i64 %"d_logits_1.ptr.idx.1"
  store float %"tangents_1_1", ptr %"d_logits_1.ptr", align 4
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define internal void @"kernel.fused_gt_where"(ptr captures(none) dereferenceable(1048576) %"d_h2", ptr captures(none) noalias dereferenceable(1048576) %"h2", ptr captures(none) dereferenceable(1048576) %"d_add_1") nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 128
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.body.j"]
  %"j.cond" = icmp slt i64 %"j", 2048
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"h2_1.ptr.idx" = mul nsw i64 %"i", 2048
  %"h2_1.ptr.idx.1" = add nsw i64 %"h2_1.ptr.idx", %"j"
  %"h2_1.ptr" = getelementptr inbounds float, ptr %"h2", i64 %"h2_1.ptr.idx.1"
  %"h2_1" = load float, ptr %"h2_1.ptr", align 4
  %"gt" = fcmp ogt float %"h2_1",              0x0
  %"d_h2_1.ptr.idx" = mul nsw i64 %"i", 2048
  %"d_h2_1.ptr.idx.1" = add nsw i64 %"d_h2_1.ptr.idx", %"j"
  %"d_h2_1.ptr" = getelementptr inbounds float, ptr %"d_h2", i64 %"d_h2_1.ptr.idx.1"
  %"d_h2_1" = load float, ptr %"d_h2_1.ptr", align 4
  %"d_add_1_1" = select  i1 %"gt", float %"d_h2_1", float              0x0
  %"d_add_1.ptr.idx" = mul nsw i64 %"i", 2048
  %"d_add_1.ptr.idx.1" = add nsw i64 %"d_add_1.ptr.idx", %"j"
  %"d_add_1.ptr" = getelementptr inbounds float, ptr %"d_add_1", i64 %"d_add_1.ptr.idx.1"
  store float %"d_add_1_1", ptr %"d_add_1.ptr", align 4
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define internal void @"kernel.sum_3"(ptr captures(none) noalias dereferenceable(1048576) %"d_add_1", ptr captures(none) noalias dereferenceable(8192) %"d_primals_5") nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.r"]
  %"i.cond" = icmp slt i64 %"i", 2048
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"for.body.i"], [%"r.next", %"for.body.r"]
  %"acc_1" = phi  float [             0x0, %"for.body.i"], [%"acc_2", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 128
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"d_add_1_1.ptr.idx" = mul nsw i64 %"r", 2048
  %"d_add_1_1.ptr.idx.1" = add nsw i64 %"d_add_1_1.ptr.idx", %"i"
  %"d_add_1_1.ptr" = getelementptr inbounds float, ptr %"d_add_1", i64 %"d_add_1_1.ptr.idx.1"
  %"d_add_1_1" = load float, ptr %"d_add_1_1.ptr", align 4
  %"acc_2" = fadd reassoc float %"acc_1", %"d_add_1_1"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"d_primals_5.ptr" = getelementptr inbounds float, ptr %"d_primals_5", i64 %"i"
  store float %"acc_1", ptr %"d_primals_5.ptr", align 4
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define internal void @"kernel.fused_gt_where_1"(ptr captures(none) dereferenceable(1048576) %"d_h1", ptr captures(none) noalias dereferenceable(1048576) %"h1", ptr captures(none) dereferenceable(1048576) %"d_add") nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 128
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.body.j"]
  %"j.cond" = icmp slt i64 %"j", 2048
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"h1_1.ptr.idx" = mul nsw i64 %"i", 2048
  %"h1_1.ptr.idx.1" = add nsw i64 %"h1_1.ptr.idx", %"j"
  %"h1_1.ptr" = getelementptr inbounds float, ptr %"h1", i64 %"h1_1.ptr.idx.1"
  %"h1_1" = load float, ptr %"h1_1.ptr", align 4
  %"gt_1" = fcmp ogt float %"h1_1",              0x0
  %"d_h1_1.ptr.idx" = mul nsw i64 %"i", 2048
  %"d_h1_1.ptr.idx.1" = add nsw i64 %"d_h1_1.ptr.idx", %"j"
  %"d_h1_1.ptr" = getelementptr inbounds float, ptr %"d_h1", i64 %"d_h1_1.ptr.idx.1"
  %"d_h1_1" = load float, ptr %"d_h1_1.ptr", align 4
  %"d_add_1" = select  i1 %"gt_1", float %"d_h1_1", float              0x0
  %"d_add.ptr.idx" = mul nsw i64 %"i", 2048
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

define internal void @"kernel.sum_4"(ptr captures(none) noalias dereferenceable(1048576) %"d_add", ptr captures(none) noalias dereferenceable(8192) %"d_primals_3") nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.r"]
  %"i.cond" = icmp slt i64 %"i", 2048
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"for.body.i"], [%"r.next", %"for.body.r"]
  %"acc_1" = phi  float [             0x0, %"for.body.i"], [%"acc_2", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 128
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"d_add_1.ptr.idx" = mul nsw i64 %"r", 2048
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

define void @"mlp_backward"(ptr captures(none) noalias %"args", ptr captures(none) noalias %"arena") nounwind
{
entry:
  %"primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 0
  %"primals_1" = load ptr, ptr %"primals_1.slot"
  %"primals_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 1
  %"primals_2" = load ptr, ptr %"primals_2.slot"
  %"primals_4.slot" = getelementptr inbounds ptr, ptr %"args", i64 2
  %"primals_4" = load ptr, ptr %"primals_4.slot"
  %"primals_6.slot" = getelementptr inbounds ptr, ptr %"args", i64 3
  %"primals_6" = load ptr, ptr %"primals_6.slot"
  %"h1.slot" = getelementptr inbounds ptr, ptr %"args", i64 4
  %"h1" = load ptr, ptr %"h1.slot"
  %"h2.slot" = getelementptr inbounds ptr, ptr %"args", i64 5
  %"h2" = load ptr, ptr %"h2.slot"
  %"tangents_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 6
  %"tangents_1" = load ptr, ptr %"tangents_1.slot"
  %"d_primals_7.slot" = getelementptr inbounds ptr, ptr %"args", i64 7
  %"d_primals_7" = load ptr, ptr %"d_primals_7.slot"
  call void @"kernel.sum_2"(ptr %"tangents_1", ptr %"d_primals_7")
  %"d_logits" = getelementptr inbounds i8, ptr %"arena", i64 1048576
  %"d_logits_1" = getelementptr inbounds i8, ptr %"arena", i64 1053696
  call void @"kernel.fused_copy"(ptr %"tangents_1", ptr %"d_logits", ptr %"d_logits_1")
  %"d_h2" = getelementptr inbounds i8, ptr %"arena", i64 0
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 112, i64 128, i64 2048, i64 10, float 0x3ff0000000000000, ptr %"d_logits", i64 10, ptr %"primals_6", i64 10, float              0x0, ptr %"d_h2", i64 2048)
  %"d_primals_6.slot" = getelementptr inbounds ptr, ptr %"args", i64 8
  %"d_primals_6" = load ptr, ptr %"d_primals_6.slot"
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 112, i32 111, i64 2048, i64 10, i64 128, float 0x3ff0000000000000, ptr %"h2", i64 2048, ptr %"d_logits_1", i64 10, float              0x0, ptr %"d_primals_6", i64 10)
  call void @"kernel.fused_gt_where"(ptr %"d_h2", ptr %"h2", ptr %"d_h2")
  %"d_primals_5.slot" = getelementptr inbounds ptr, ptr %"args", i64 9
  %"d_primals_5" = load ptr, ptr %"d_primals_5.slot"
  call void @"kernel.sum_3"(ptr %"d_h2", ptr %"d_primals_5")
  %"d_h1" = getelementptr inbounds i8, ptr %"arena", i64 1048576
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 112, i64 128, i64 2048, i64 2048, float 0x3ff0000000000000, ptr %"d_h2", i64 2048, ptr %"primals_4", i64 2048, float              0x0, ptr %"d_h1", i64 2048)
  %"d_primals_4.slot" = getelementptr inbounds ptr, ptr %"args", i64 10
  %"d_primals_4" = load ptr, ptr %"d_primals_4.slot"
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 112, i32 111, i64 2048, i64 2048, i64 128, float 0x3ff0000000000000, ptr %"h1", i64 2048, ptr %"d_h2", i64 2048, float              0x0, ptr %"d_primals_4", i64 2048)
  call void @"kernel.fused_gt_where_1"(ptr %"d_h1", ptr %"h1", ptr %"d_h1")
  %"d_primals_3.slot" = getelementptr inbounds ptr, ptr %"args", i64 11
  %"d_primals_3" = load ptr, ptr %"d_primals_3.slot"
  call void @"kernel.sum_4"(ptr %"d_h1", ptr %"d_primals_3")
  %"d_primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 12
  %"d_primals_1" = load ptr, ptr %"d_primals_1.slot"
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 112, i64 128, i64 1024, i64 2048, float 0x3ff0000000000000, ptr %"d_h1", i64 2048, ptr %"primals_2", i64 2048, float              0x0, ptr %"d_primals_1", i64 1024)
  %"d_primals_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 13
  %"d_primals_2" = load ptr, ptr %"d_primals_2.slot"
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 112, i32 111, i64 1024, i64 2048, i64 128, float 0x3ff0000000000000, ptr %"primals_1", i64 1024, ptr %"d_h1", i64 2048, float              0x0, ptr %"d_primals_2", i64 2048)
  ret void
}

declare void @"scipy_cblas_sgemm64_"(i32 %".1", i32 %".2", i32 %".3", i64 %".4", i64 %".5", i64 %".6", float %".7", ptr %".8", i64 %".9", ptr %".10", i64 %".11", float %".12", ptr %".13", i64 %".14")
