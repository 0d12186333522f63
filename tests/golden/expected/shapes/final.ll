; ----- program @shapes_forward ----- ;
; ModuleID = "shapes_forward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.add"(ptr captures(none) noalias dereferenceable(24) %"primals_2", ptr captures(none) noalias dereferenceable(96) %"primals_1", ptr captures(none) noalias dereferenceable(96) %"a") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 4
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.body.j"]
  %"j.cond" = icmp slt i64 %"j", 6
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"primals_2_1.ptr" = getelementptr inbounds float, ptr %"primals_2", i64 %"j"
  %"primals_2_1" = load float, ptr %"primals_2_1.ptr", align 4
  %"idx" = mul nsw i64 %"i", 6
  %"idx.1" = add nsw i64 %"idx", %"j"
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.1"
  %"primals_1_1" = load float, ptr %"primals_1_1.ptr", align 4
  %"a_1" = fadd float %"primals_2_1", %"primals_1_1"
  %"a.ptr" = getelementptr inbounds float, ptr %"a", i64 %"idx.1"
  store float %"a_1", ptr %"a.ptr", align 4
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define internal void @"kernel.concat"(ptr captures(none) noalias dereferenceable(96) %"primals_1", ptr captures(none) noalias dereferenceable(96) %"d") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 4
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.body.j"]
  %"j.cond" = icmp slt i64 %"j", 4
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"idx" = mul nsw i64 %"j", 6
  %"idx.1" = add nsw i64 %"idx", %"i"
  %"primals_1_1.ptr.idx" = add nsw i64 %"idx.1", 1
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_1.ptr.idx"
  %"primals_1_1" = load float, ptr %"primals_1_1.ptr", align 4
  %"idx.2" = mul nsw i64 %"i", 4
  %"idx.3" = add nsw i64 %"idx.2", %"j"
  %"d.ptr" = getelementptr inbounds float, ptr %"d", i64 %"idx.3"
  store float %"primals_1_1", ptr %"d.ptr", align 4
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  br label %"for.cond.i_1"
for.cond.i_1:
  %"i_1" = phi  i64 [0, %"for.end.i"], [%"i_1.next", %"for.end.j_1"]
  %"i_1.cond" = icmp slt i64 %"i_1", 2
  br i1 %"i_1.cond", label %"for.body.i_1", label %"for.end.i_1"
for.body.i_1:
  br label %"for.cond.j_1"
for.cond.j_1:
  %"j_1" = phi  i64 [0, %"for.body.i_1"], [%"j_1.next", %"for.body.j_1"]
  %"j_1.cond" = icmp slt i64 %"j_1", 4
  br i1 %"j_1.cond", label %"for.body.j_1", label %"for.end.j_1"
for.body.j_1:
  %"idx.4" = mul nsw i64 %"j_1", 6
  %"idx.5" = add nsw i64 %"idx.4", %"i_1"
  %"primals_1_2.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.5"
  %"primals_1_2" = load float, ptr %"primals_1_2.ptr", align 4
  %"idx.6" = mul nsw i64 %"i_1", 4
  %"idx.7" = add nsw i64 %"idx.6", %"j_1"
  %"d.ptr.idx" = add nsw i64 %"idx.7", 16
  %"d.ptr.1" = getelementptr inbounds float, ptr %"d", i64 %"d.ptr.idx"
  store float %"primals_1_2", ptr %"d.ptr.1", align 4
  %"j_1.next" = add nsw i64 %"j_1", 1
  br label %"for.cond.j_1"
for.end.j_1:
  %"i_1.next" = add nsw i64 %"i_1", 1
  br label %"for.cond.i_1"
for.end.i_1:
  ret void
}

define internal void @"kernel.copy"(ptr captures(none) noalias dereferenceable(24) %"constant") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 2
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.body.j"]
  %"j.cond" = icmp slt i64 %"j", 3
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"idx" = mul nsw i64 %"i", 3
  %"idx.1" = add nsw i64 %"idx", %"j"
  %"constant.ptr" = getelementptr inbounds float, ptr %"constant", i64 %"idx.1"
  store float 0x3ff0000000000000, ptr %"constant.ptr", align 4
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define void @"shapes_forward"(ptr captures(none) noalias %"args", ptr captures(none) noalias %"arena") nounwind
{
entry:
  %"primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 0
  %"primals_1" = load ptr, ptr %"primals_1.slot"
  %"primals_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 1
  %"primals_2" = load ptr, ptr %"primals_2.slot"
  %"a.slot" = getelementptr inbounds ptr, ptr %"args", i64 2
  %"a" = load ptr, ptr %"a.slot"
  call void @"kernel.add"(ptr %"primals_2", ptr %"primals_1", ptr %"a")
  %"d.slot" = getelementptr inbounds ptr, ptr %"args", i64 3
  %"d" = load ptr, ptr %"d.slot"
  call void @"kernel.concat"(ptr %"primals_1", ptr %"d")
  %"mm.slot" = getelementptr inbounds ptr, ptr %"args", i64 4
  %"mm" = load ptr, ptr %"mm.slot"
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 112, i32 111, i64 12, i64 12, i64 2, float 0x3ff0000000000000, ptr %"a", i64 12, ptr %"d", i64 12, float              0x0, ptr %"mm", i64 12)
  %"mm_1" = getelementptr inbounds i8, ptr %"arena", i64 0
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 111, i64 12, i64 2, i64 12, float 0x3ff0000000000000, ptr %"mm", i64 12, ptr %"primals_1", i64 2, float              0x0, ptr %"mm_1", i64 2)
  %"constant" = getelementptr inbounds i8, ptr %"arena", i64 128
  call void @"kernel.copy"(ptr %"constant")
  %"mm_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 5
  %"mm_2" = load ptr, ptr %"mm_2.slot"
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 111, i64 12, i64 3, i64 2, float 0x3ff0000000000000, ptr %"mm_1", i64 2, ptr %"constant", i64 3, float              0x0, ptr %"mm_2", i64 3)
  ret void
}

declare void @"scipy_cblas_sgemm64_"(i32 %".1", i32 %".2", i32 %".3", i64 %".4", i64 %".5", i64 %".6", float %".7", ptr %".8", i64 %".9", ptr %".10", i64 %".11", float %".12", ptr %".13", i64 %".14")

; ----- program @shapes_backward ----- ;
; ModuleID = "shapes_backward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.copy_1"(ptr captures(none) noalias dereferenceable(24) %"t") noinline nounwind
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
  %"j.cond" = icmp slt i64 %"j", 2
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"idx" = mul nsw i64 %"i", 2
  %"idx.1" = add nsw i64 %"idx", %"j"
  %"t.ptr" = getelementptr inbounds float, ptr %"t", i64 %"idx.1"
  store float 0x3ff0000000000000, ptr %"t.ptr", align 4
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define internal void @"kernel.fused_add_concat"(ptr captures(none) noalias dereferenceable(96) %"d_reshape_1", ptr captures(none) noalias dereferenceable(96) %"d_transpose") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 1
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.body.j"]
  %"j.cond" = icmp slt i64 %"j", 4
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"idx" = mul nsw i64 %"i", 4
  %"idx.1" = add nsw i64 %"idx", %"j"
  %"d_reshape_1_1.ptr.idx" = add nsw i64 %"idx.1", 16
  %"d_reshape_1_1.ptr" = getelementptr inbounds float, ptr %"d_reshape_1", i64 %"d_reshape_1_1.ptr.idx"
  %"d_reshape_1_1" = load float, ptr %"d_reshape_1_1.ptr", align 4
  %"d_transpose.ptr" = getelementptr inbounds float, ptr %"d_transpose", i64 %"idx.1"
  store float %"d_reshape_1_1", ptr %"d_transpose.ptr", align 4
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  br label %"for.cond.i_1"
for.cond.i_1:
  %"i_1" = phi  i64 [0, %"for.end.i"], [%"i_1.next", %"for.end.j_1"]
  %"i_1.cond" = icmp slt i64 %"i_1", 1
  br i1 %"i_1.cond", label %"for.body.i_1", label %"for.end.i_1"
for.body.i_1:
  br label %"for.cond.j_1"
for.cond.j_1:
  %"j_1" = phi  i64 [0, %"for.body.i_1"], [%"j_1.next", %"for.body.j_1"]
  %"j_1.cond" = icmp slt i64 %"j_1", 4
  br i1 %"j_1.cond", label %"for.body.j_1", label %"for.end.j_1"
for.body.j_1:
  %"idx.2" = mul nsw i64 %"i_1", 4
  %"idx.3" = add nsw i64 %"idx.2", %"j_1"
  %"d_reshape_1_2.ptr.idx" = add nsw i64 %"idx.3", 20
  %"d_reshape_1_2.ptr" = getelementptr inbounds float, ptr %"d_reshape_1", i64 %"d_reshape_1_2.ptr.idx"
  %"d_reshape_1_2" = load float, ptr %"d_reshape_1_2.ptr", align 4
  %"d_reshape_1_3.ptr" = getelementptr inbounds float, ptr %"d_reshape_1", i64 %"idx.3"
  %"d_reshape_1_3" = load float, ptr %"d_reshape_1_3.ptr", align 4
  %"add" = fadd float %"d_reshape_1_2", %"d_reshape_1_3"
  %"d_transpose.ptr.idx" = add nsw i64 %"idx.3", 4
  %"d_transpose.ptr.1" = getelementptr inbounds float, ptr %"d_transpose", i64 %"d_transpose.ptr.idx"
  store float %"add", ptr %"d_transpose.ptr.1", align 4
  %"j_1.next" = add nsw i64 %"j_1", 1
  br label %"for.cond.j_1"
for.end.j_1:
  %"i_1.next" = add nsw i64 %"i_1", 1
  br label %"for.cond.i_1"
for.end.i_1:
  br label %"for.cond.i_2"
for.cond.i_2:
  %"i_2" = phi  i64 [0, %"for.end.i_1"], [%"i_2.next", %"for.end.j_2"]
  %"i_2.cond" = icmp slt i64 %"i_2", 3
  br i1 %"i_2.cond", label %"for.body.i_2", label %"for.end.i_2"
for.body.i_2:
  br label %"for.cond.j_2"
for.cond.j_2:
  %"j_2" = phi  i64 [0, %"for.body.i_2"], [%"j_2.next", %"for.body.j_2"]
  %"j_2.cond" = icmp slt i64 %"j_2", 4
  br i1 %"j_2.cond", label %"for.body.j_2", label %"for.end.j_2"
for.body.j_2:
  %"idx.4" = mul nsw i64 %"i_2", 4
  %"idx.5" = add nsw i64 %"j_2", %"idx.4"
  %"d_reshape_1_4.ptr.idx" = add nsw i64 %"idx.5", 4
  %"d_reshape_1_4.ptr" = getelementptr inbounds float, ptr %"d_reshape_1", i64 %"d_reshape_1_4.ptr.idx"
  %"d_reshape_1_4" = load float, ptr %"d_reshape_1_4.ptr", align 4
  %"idx.6" = mul nsw i64 %"i_2", 4
  %"idx.7" = add nsw i64 %"idx.6", %"j_2"
  %"d_transpose.ptr.idx.1" = add nsw i64 %"idx.7", 8
  %"d_transpose.ptr.2" = getelementptr inbounds float, ptr %"d_transpose", i64 %"d_transpose.ptr.idx.1"
  store float %"d_reshape_1_4", ptr %"d_transpose.ptr.2", align 4
  %"j_2.next" = add nsw i64 %"j_2", 1
  br label %"for.cond.j_2"
for.end.j_2:
  %"i_2.next" = add nsw i64 %"i_2", 1
  br label %"for.cond.i_2"
for.end.i_2:
  br label %"for.cond.i_3"
for.cond.i_3:
  %"i_3" = phi  i64 [0, %"for.end.i_2"], [%"i_3.next", %"for.end.j_3"]
  %"i_3.cond" = icmp slt i64 %"i_3", 1
  br i1 %"i_3.cond", label %"for.body.i_3", label %"for.end.i_3"
for.body.i_3:
  br label %"for.cond.j_3"
for.cond.j_3:
  %"j_3" = phi  i64 [0, %"for.body.i_3"], [%"j_3.next", %"for.body.j_3"]
  %"j_3.cond" = icmp slt i64 %"j_3", 4
  br i1 %"j_3.cond", label %"for.body.j_3", label %"for.end.j_3"
for.body.j_3:
  %"idx.8" = mul nsw i64 %"i_3", 4
  %"idx.9" = add nsw i64 %"idx.8", %"j_3"
  %"d_transpose.ptr.idx.2" = add nsw i64 %"idx.9", 20
  %"d_transpose.ptr.3" = getelementptr inbounds float, ptr %"d_transpose", i64 %"d_transpose.ptr.idx.2"
  store float              0x0, ptr %"d_transpose.ptr.3", align 4
  %"j_3.next" = add nsw i64 %"j_3", 1
  br label %"for.cond.j_3"
for.end.j_3:
  %"i_3.next" = add nsw i64 %"i_3", 1
  br label %"for.cond.i_3"
for.end.i_3:
  ret void
}

define internal void @"kernel.sum"(ptr captures(none) noalias dereferenceable(96) %"d_reshape", ptr captures(none) noalias dereferenceable(24) %"d_primals_2") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.r"]
  %"i.cond" = icmp slt i64 %"i", 6
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"for.body.i"], [%"r.next", %"for.body.r"]
  %"acc_1" = phi  float [             0x0, %"for.body.i"], [%"acc_2", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 4
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"idx" = mul nsw i64 %"r", 6
  %"idx.1" = add nsw i64 %"i", %"idx"
  %"d_reshape_1.ptr" = getelementptr inbounds float, ptr %"d_reshape", i64 %"idx.1"
  %"d_reshape_1" = load float, ptr %"d_reshape_1.ptr", align 4
  %"acc_2" = fadd reassoc float %"acc_1", %"d_reshape_1"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"d_primals_2.ptr" = getelementptr inbounds float, ptr %"d_primals_2", i64 %"i"
  store float %"acc_1", ptr %"d_primals_2.ptr", align 4
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define internal void @"kernel.fused_add"(ptr captures(none) noalias dereferenceable(96) %"d_reshape_2", ptr captures(none) noalias dereferenceable(96) %"d_transpose", ptr captures(none) noalias dereferenceable(96) %"d_reshape", ptr captures(none) noalias dereferenceable(96) %"d_primals_1") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 4
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.body.j"]
  %"j.cond" = icmp slt i64 %"j", 6
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"idx" = mul nsw i64 %"i", 6
  %"idx.1" = add nsw i64 %"idx", %"j"
  %"d_reshape_2_1.ptr" = getelementptr inbounds float, ptr %"d_reshape_2", i64 %"idx.1"
  %"d_reshape_2_1" = load float, ptr %"d_reshape_2_1.ptr", align 4
  %"idx.2" = mul nsw i64 %"j", 4
  %"idx.3" = add nsw i64 %"idx.2", %"i"
  %"d_transpose_1.ptr" = getelementptr inbounds float, ptr %"d_transpose", i64 %"idx.3"
  %"d_transpose_1" = load float, ptr %"d_transpose_1.ptr", align 4
  %"add_1" = fadd float %"d_reshape_2_1", %"d_transpose_1"
  %"idx.4" = mul nsw i64 %"i", 6
  %"idx.5" = add nsw i64 %"j", %"idx.4"
  %"d_reshape_1.ptr" = getelementptr inbounds float, ptr %"d_reshape", i64 %"idx.5"
  %"d_reshape_1" = load float, ptr %"d_reshape_1.ptr", align 4
  %"d_primals_1_1" = fadd float %"add_1", %"d_reshape_1"
  %"d_primals_1.ptr" = getelementptr inbounds float, ptr %"d_primals_1", i64 %"idx.1"
  store float %"d_primals_1_1", ptr %"d_primals_1.ptr", align 4
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define void @"shapes_backward"(ptr captures(none) noalias %"args", ptr captures(none) noalias %"arena") nounwind
{
entry:
  %"primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 0
  %"primals_1" = load ptr, ptr %"primals_1.slot"
  %"a.slot" = getelementptr inbounds ptr, ptr %"args", i64 1
  %"a" = load ptr, ptr %"a.slot"
  %"d.slot" = getelementptr inbounds ptr, ptr %"args", i64 2
  %"d" = load ptr, ptr %"d.slot"
  %"mm.slot" = getelementptr inbounds ptr, ptr %"args", i64 3
  %"mm" = load ptr, ptr %"mm.slot"
  %"tangents_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 4
  %"tangents_1" = load ptr, ptr %"tangents_1.slot"
  %"t" = getelementptr inbounds i8, ptr %"arena", i64 0
  call void @"kernel.copy_1"(ptr %"t")
  %"d_mm_1" = getelementptr inbounds i8, ptr %"arena", i64 576
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 111, i64 12, i64 2, i64 3, float 0x3ff0000000000000, ptr %"tangents_1", i64 3, ptr %"t", i64 2, float              0x0, ptr %"d_mm_1", i64 2)
  %"d_mm" = getelementptr inbounds i8, ptr %"arena", i64 0
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 112, i64 12, i64 12, i64 2, float 0x3ff0000000000000, ptr %"d_mm_1", i64 2, ptr %"primals_1", i64 2, float              0x0, ptr %"d_mm", i64 12)
  %"d_reshape_2" = getelementptr inbounds i8, ptr %"arena", i64 704
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 112, i32 111, i64 12, i64 2, i64 12, float 0x3ff0000000000000, ptr %"mm", i64 12, ptr %"d_mm_1", i64 2, float              0x0, ptr %"d_reshape_2", i64 2)
  %"d_reshape_1" = getelementptr inbounds i8, ptr %"arena", i64 576
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 111, i64 2, i64 12, i64 12, float 0x3ff0000000000000, ptr %"a", i64 12, ptr %"d_mm", i64 12, float              0x0, ptr %"d_reshape_1", i64 12)
  %"d_transpose" = getelementptr inbounds i8, ptr %"arena", i64 832
  call void @"kernel.fused_add_concat"(ptr %"d_reshape_1", ptr %"d_transpose")
  %"d_reshape" = getelementptr inbounds i8, ptr %"arena", i64 576
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 112, i64 2, i64 12, i64 12, float 0x3ff0000000000000, ptr %"d", i64 12, ptr %"d_mm", i64 12, float              0x0, ptr %"d_reshape", i64 12)
  %"d_primals_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 5
  %"d_primals_2" = load ptr, ptr %"d_primals_2.slot"
  call void @"kernel.sum"(ptr %"d_reshape", ptr %"d_primals_2")
  %"d_primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 6
  %"d_primals_1" = load ptr, ptr %"d_primals_1.slot"
  call void @"kernel.fused_add"(ptr %"d_reshape_2", ptr %"d_transpose", ptr %"d_reshape", ptr %"d_primals_1")
  ret void
}

declare void @"scipy_cblas_sgemm64_"(i32 %".1", i32 %".2", i32 %".3", i64 %".4", i64 %".5", i64 %".6", float %".7", ptr %".8", i64 %".9", ptr %".10", i64 %".11", float %".12", ptr %".13", i64 %".14")
