; ----- program @bmm_forward ----- ;
; ModuleID = "bmm_forward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.tanh"(ptr captures(none) noalias dereferenceable(96) %"mm_1", ptr captures(none) noalias dereferenceable(96) %"tanh") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 3
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.body.j"]
  %"j.cond" = icmp slt i64 %"j", 4
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"idx" = mul nsw i64 %"i", 8
  %"idx.1" = mul nsw i64 %"j", 2
  %"idx.2" = add nsw i64 %"idx", %"idx.1"
  %"idx.3" = add nsw i64 %"idx.2", 0
  %"mm_1_1.ptr" = getelementptr inbounds float, ptr %"mm_1", i64 %"idx.3"
  %"mm_1_1" = load float, ptr %"mm_1_1.ptr", align 4
  %"tanh_1" = call float @"tanhf"(float %"mm_1_1")
  %"tanh.ptr" = getelementptr inbounds float, ptr %"tanh", i64 %"idx.3"
  store float %"tanh_1", ptr %"tanh.ptr", align 4
  %"idx.4" = mul nsw i64 %"i", 8
  %"idx.5" = mul nsw i64 %"j", 2
  %"idx.6" = add nsw i64 %"idx.4", %"idx.5"
  %"idx.7" = add nsw i64 %"idx.6", 1
  %"mm_1_1.ptr.1" = getelementptr inbounds float, ptr %"mm_1", i64 %"idx.7"
  %"mm_1_1.1" = load float, ptr %"mm_1_1.ptr.1", align 4
  %"tanh_1.1" = call float @"tanhf"(float %"mm_1_1.1")
  %"tanh.ptr.1" = getelementptr inbounds float, ptr %"tanh", i64 %"idx.7"
  store float %"tanh_1.1", ptr %"tanh.ptr.1", align 4
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

declare float @"tanhf"(float %".1") nounwind readnone

define internal void @"kernel.sum"(ptr captures(none) noalias dereferenceable(96) %"tanh", ptr captures(none) noalias dereferenceable(4) %"sum") noinline nounwind
{
entry:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"entry"], [%"r.next", %"for.body.r"]
  %"acc_1" = phi  float [             0x0, %"entry"], [%"acc_2", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 24
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"tanh_1.ptr" = getelementptr inbounds float, ptr %"tanh", i64 %"r"
  %"tanh_1" = load float, ptr %"tanh_1.ptr", align 4
  %"acc_2" = fadd reassoc float %"acc_1", %"tanh_1"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"sum.ptr" = getelementptr inbounds float, ptr %"sum", i64 0
  store float %"acc_1", ptr %"sum.ptr", align 4
  ret void
}

define void @"bmm_forward"(ptr captures(none) noalias %"args", ptr captures(none) noalias %"arena") nounwind
{
entry:
  %"primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 0
  %"primals_1" = load ptr, ptr %"primals_1.slot"
  %"primals_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 1
  %"primals_2" = load ptr, ptr %"primals_2.slot"
  %"primals_3.slot" = getelementptr inbounds ptr, ptr %"args", i64 2
  %"primals_3" = load ptr, ptr %"primals_3.slot"
  %"mm.slot" = getelementptr inbounds ptr, ptr %"args", i64 3
  %"mm" = load ptr, ptr %"mm.slot"
  br label %"for.cond.batch"
for.cond.batch:
  %"batch" = phi  i64 [0, %"entry"], [%"batch.next", %"for.body.batch"]
  %"batch.cond" = icmp slt i64 %"batch", 3
  br i1 %"batch.cond", label %"for.body.batch", label %"for.end.batch"
for.body.batch:
  %".6" = mul i64 %"batch", 80
  %".7" = getelementptr inbounds i8, ptr %"primals_1", i64 %".6"
  %".8" = mul i64 %"batch", 120
  %".9" = getelementptr inbounds i8, ptr %"primals_2", i64 %".8"
  %".10" = mul i64 %"batch", 96
  %".11" = getelementptr inbounds i8, ptr %"mm", i64 %".10"
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 111, i64 4, i64 6, i64 5, float 0x3ff0000000000000, ptr %".7", i64 5, ptr %".9", i64 6, float              0x0, ptr %".11", i64 6)
  %"batch.next" = add nsw i64 %"batch", 1
  br label %"for.cond.batch"
for.end.batch:
  %"mm_1" = getelementptr inbounds i8, ptr %"arena", i64 0
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 111, i64 12, i64 2, i64 6, float 0x3ff0000000000000, ptr %"mm", i64 6, ptr %"primals_3", i64 2, float              0x0, ptr %"mm_1", i64 2)
  %"tanh.slot" = getelementptr inbounds ptr, ptr %"args", i64 4
  %"tanh" = load ptr, ptr %"tanh.slot"
  call void @"kernel.tanh"(ptr %"mm_1", ptr %"tanh")
  %"sum.slot" = getelementptr inbounds ptr, ptr %"args", i64 5
  %"sum" = load ptr, ptr %"sum.slot"
  call void @"kernel.sum"(ptr %"tanh", ptr %"sum")
  ret void
}

declare void @"scipy_cblas_sgemm64_"(i32 %".1", i32 %".2", i32 %".3", i64 %".4", i64 %".5", i64 %".6", float %".7", ptr %".8", i64 %".9", ptr %".10", i64 %".11", float %".12", ptr %".13", i64 %".14")

; ----- program @bmm_backward ----- ;
; ModuleID = "bmm_backward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.fused_mul_sub"(ptr captures(none) noalias dereferenceable(4) %"tangents_1", ptr captures(none) noalias dereferenceable(96) %"tanh", ptr captures(none) noalias dereferenceable(96) %"d_reshape") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 3
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.body.j"]
  %"j.cond" = icmp slt i64 %"j", 4
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"tangents_1_1.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_1" = load float, ptr %"tangents_1_1.ptr", align 4
  %"idx" = mul nsw i64 %"i", 8
  %"idx.1" = mul nsw i64 %"j", 2
  %"idx.2" = add nsw i64 %"idx", %"idx.1"
  %"idx.3" = add nsw i64 %"idx.2", 0
  %"tanh_1.ptr" = getelementptr inbounds float, ptr %"tanh", i64 %"idx.3"
  %"tanh_1" = load float, ptr %"tanh_1.ptr", align 4
  %"mul" = fmul float %"tanh_1", %"tanh_1"
  %"sub" = fsub float 0x3ff0000000000000, %"mul"
  %"d_reshape_1" = fmul float %"tangents_1_1", %"sub"
  %"d_reshape.ptr" = getelementptr inbounds float, ptr %"d_reshape", i64 %"idx.3"
  store float %"d_reshape_1", ptr %"d_reshape.ptr", align 4
  %"tangents_1_1.ptr.1" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_1.1" = load float, ptr %"tangents_1_1.ptr.1", align 4
  %"idx.4" = mul nsw i64 %"i", 8
  %"idx.5" = mul nsw i64 %"j", 2
  %"idx.6" = add nsw i64 %"idx.4", %"idx.5"
  %"idx.7" = add nsw i64 %"idx.6", 1
  %"tanh_1.ptr.1" = getelementptr inbounds float, ptr %"tanh", i64 %"idx.7"
  %"tanh_1.1" = load float, ptr %"tanh_1.ptr.1", align 4
  %"mul.1" = fmul float %"tanh_1.1", %"tanh_1.1"
  %"sub.1" = fsub float 0x3ff0000000000000, %"mul.1"
  %"d_reshape_1.1" = fmul float %"tangents_1_1.1", %"sub.1"
  %"d_reshape.ptr.1" = getelementptr inbounds float, ptr %"d_reshape", i64 %"idx.7"
  store float %"d_reshape_1.1", ptr %"d_reshape.ptr.1", align 4
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define void @"bmm_backward"(ptr captures(none) noalias %"args", ptr captures(none) noalias %"arena") nounwind
{
entry:
  %"primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 0
  %"primals_1" = load ptr, ptr %"primals_1.slot"
  %"primals_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 1
  %"primals_2" = load ptr, ptr %"primals_2.slot"
  %"primals_3.slot" = getelementptr inbounds ptr, ptr %"args", i64 2
  %"primals_3" = load ptr, ptr %"primals_3.slot"
  %"mm.slot" = getelementptr inbounds ptr, ptr %"args", i64 3
  %"mm" = load ptr, ptr %"mm.slot"
  %"tanh.slot" = getelementptr inbounds ptr, ptr %"args", i64 4
  %"tanh" = load ptr, ptr %"tanh.slot"
  %"tangents_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 5
  %"tangents_1" = load ptr, ptr %"tangents_1.slot"
  %"d_reshape" = getelementptr inbounds i8, ptr %"arena", i64 320
  call void @"kernel.fused_mul_sub"(ptr %"tangents_1", ptr %"tanh", ptr %"d_reshape")
  %"d_rows" = getelementptr inbounds i8, ptr %"arena", i64 0
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 112, i64 12, i64 6, i64 2, float 0x3ff0000000000000, ptr %"d_reshape", i64 2, ptr %"primals_3", i64 2, float              0x0, ptr %"d_rows", i64 6)
  %"d_primals_3.slot" = getelementptr inbounds ptr, ptr %"args", i64 6
  %"d_primals_3" = load ptr, ptr %"d_primals_3.slot"
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 112, i32 111, i64 6, i64 2, i64 12, float 0x3ff0000000000000, ptr %"mm", i64 6, ptr %"d_reshape", i64 2, float              0x0, ptr %"d_primals_3", i64 2)
  %"d_primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 7
  %"d_primals_1" = load ptr, ptr %"d_primals_1.slot"
  br label %"for.cond.batch"
for.cond.batch:
  %"batch" = phi  i64 [0, %"entry"], [%"batch.next", %"for.body.batch"]
  %"batch.cond" = icmp slt i64 %"batch", 3
  br i1 %"batch.cond", label %"for.body.batch", label %"for.end.batch"
for.body.batch:
  %".9" = mul i64 %"batch", 96
  %".10" = getelementptr inbounds i8, ptr %"d_rows", i64 %".9"
  %".11" = mul i64 %"batch", 120
  %".12" = getelementptr inbounds i8, ptr %"primals_2", i64 %".11"
  %".13" = mul i64 %"batch", 80
  %".14" = getelementptr inbounds i8, ptr %"d_primals_1", i64 %".13"
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 112, i64 4, i64 5, i64 6, float 0x3ff0000000000000, ptr %".10", i64 6, ptr %".12", i64 6, float              0x0, ptr %".14", i64 5)
  %"batch.next" = add nsw i64 %"batch", 1
  br label %"for.cond.batch"
for.end.batch:
  %"d_primals_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 8
  %"d_primals_2" = load ptr, ptr %"d_primals_2.slot"
  br label %"for.cond.batch.1"
for.cond.batch.1:
  %"batch.1" = phi  i64 [0, %"for.end.batch"], [%"batch.next.1", %"for.body.batch.1"]
  %"batch.cond.1" = icmp slt i64 %"batch.1", 3
  br i1 %"batch.cond.1", label %"for.body.batch.1", label %"for.end.batch.1"
for.body.batch.1:
  %".19" = mul i64 %"batch.1", 80
  %".20" = getelementptr inbounds i8, ptr %"primals_1", i64 %".19"
  %".21" = mul i64 %"batch.1", 96
  %".22" = getelementptr inbounds i8, ptr %"d_rows", i64 %".21"
  %".23" = mul i64 %"batch.1", 120
  %".24" = getelementptr inbounds i8, ptr %"d_primals_2", i64 %".23"
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 112, i32 111, i64 5, i64 6, i64 4, float 0x3ff0000000000000, ptr %".20", i64 5, ptr %".22", i64 6, float              0x0, ptr %".24", i64 6)
  %"batch.next.1" = add nsw i64 %"batch.1", 1
  br label %"for.cond.batch.1"
for.end.batch.1:
  ret void
}

declare void @"scipy_cblas_sgemm64_"(i32 %".1", i32 %".2", i32 %".3", i64 %".4", i64 %".5", i64 %".6", float %".7", ptr %".8", i64 %".9", ptr %".10", i64 %".11", float %".12", ptr %".13", i64 %".14")
