; ----- program @shapes_forward ----- ;
; ModuleID = "shapes_forward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.add"(ptr captures(none) noalias dereferenceable(24) %"primals_2", ptr captures(none) noalias dereferenceable(96) %"primals_1", ptr captures(none) noalias dereferenceable(96) %"a") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.body.i"]
  %"i.cond" = icmp slt i64 %"i", 4
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  %"primals_2_1.ptr" = getelementptr inbounds float, ptr %"primals_2", i64 0
  %"primals_2_1" = load float, ptr %"primals_2_1.ptr", align 4
  %"idx" = mul nsw i64 %"i", 6
  %"idx.1" = add nsw i64 %"idx", 0
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.1"
  %"primals_1_1" = load float, ptr %"primals_1_1.ptr", align 4
  %"a_1" = fadd float %"primals_2_1", %"primals_1_1"
  %"a.ptr" = getelementptr inbounds float, ptr %"a", i64 %"idx.1"
  store float %"a_1", ptr %"a.ptr", align 4
  %"primals_2_1.ptr.1" = getelementptr inbounds float, ptr %"primals_2", i64 1
  %"primals_2_1.1" = load float, ptr %"primals_2_1.ptr.1", align 4
  %"idx.2" = mul nsw i64 %"i", 6
  %"idx.3" = add nsw i64 %"idx.2", 1
  %"primals_1_1.ptr.1" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.3"
  %"primals_1_1.1" = load float, ptr %"primals_1_1.ptr.1", align 4
  %"a_1.1" = fadd float %"primals_2_1.1", %"primals_1_1.1"
  %"a.ptr.1" = getelementptr inbounds float, ptr %"a", i64 %"idx.3"
  store float %"a_1.1", ptr %"a.ptr.1", align 4
  %"primals_2_1.ptr.2" = getelementptr inbounds float, ptr %"primals_2", i64 2
  %"primals_2_1.2" = load float, ptr %"primals_2_1.ptr.2", align 4
  %"idx.4" = mul nsw i64 %"i", 6
  %"idx.5" = add nsw i64 %"idx.4", 2
  %"primals_1_1.ptr.2" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.5"
  %"primals_1_1.2" = load float, ptr %"primals_1_1.ptr.2", align 4
  %"a_1.2" = fadd float %"primals_2_1.2", %"primals_1_1.2"
  %"a.ptr.2" = getelementptr inbounds float, ptr %"a", i64 %"idx.5"
  store float %"a_1.2", ptr %"a.ptr.2", align 4
  %"primals_2_1.ptr.3" = getelementptr inbounds float, ptr %"primals_2", i64 3
  %"primals_2_1.3" = load float, ptr %"primals_2_1.ptr.3", align 4
  %"idx.6" = mul nsw i64 %"i", 6
  %"idx.7" = add nsw i64 %"idx.6", 3
  %"primals_1_1.ptr.3" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.7"
  %"primals_1_1.3" = load float, ptr %"primals_1_1.ptr.3", align 4
  %"a_1.3" = fadd float %"primals_2_1.3", %"primals_1_1.3"
  %"a.ptr.3" = getelementptr inbounds float, ptr %"a", i64 %"idx.7"
  store float %"a_1.3", ptr %"a.ptr.3", align 4
  %"primals_2_1.ptr.4" = getelementptr inbounds float, ptr %"primals_2", i64 4
  %"primals_2_1.4" = load float, ptr %"primals_2_1.ptr.4", align 4
  %"idx.8" = mul nsw i64 %"i", 6
  %"idx.9" = add nsw i64 %"idx.8", 4
  %"primals_1_1.ptr.4" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.9"
  %"primals_1_1.4" = load float, ptr %"primals_1_1.ptr.4", align 4
  %"a_1.4" = fadd float %"primals_2_1.4", %"primals_1_1.4"
  %"a.ptr.4" = getelementptr inbounds float, ptr %"a", i64 %"idx.9"
  store float %"a_1.4", ptr %"a.ptr.4", align 4
  %"primals_2_1.ptr.5" = getelementptr inbounds float, ptr %"primals_2", i64 5
  %"primals_2_1.5" = load float, ptr %"primals_2_1.ptr.5", align 4
  %"idx.10" = mul nsw i64 %"i", 6
  %"idx.11" = add nsw i64 %"idx.10", 5
  %"primals_1_1.ptr.5" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.11"
  %"primals_1_1.5" = load float, ptr %"primals_1_1.ptr.5", align 4
  %"a_1.5" = fadd float %"primals_2_1.5", %"primals_1_1.5"
  %"a.ptr.5" = getelementptr inbounds float, ptr %"a", i64 %"idx.11"
  store float %"a_1.5", ptr %"a.ptr.5", align 4
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
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.body.i"]
  %"i.cond" = icmp slt i64 %"i", 4
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  %"idx" = mul nsw i64 0, 6
  %"idx.1" = add nsw i64 %"idx", %"i"
  %"primals_1_1.ptr.idx" = add nsw i64 %"idx.1", 1
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_1.ptr.idx"
  %"primals_1_1" = load float, ptr %"primals_1_1.ptr", align 4
  %"idx.2" = mul nsw i64 %"i", 4
  %"idx.3" = add nsw i64 %"idx.2", 0
  %"d.ptr" = getelementptr inbounds float, ptr %"d", i64 %"idx.3"
  store float %"primals_1_1", ptr %"d.ptr", align 4
  %"idx.4" = mul nsw i64 1, 6
  %"idx.5" = add nsw i64 %"idx.4", %"i"
  %"primals_1_1.ptr.idx.1" = add nsw i64 %"idx.5", 1
  %"primals_1_1.ptr.1" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_1.ptr.idx.1"
  %"primals_1_1.1" = load float, ptr %"primals_1_1.ptr.1", align 4
  %"idx.6" = mul nsw i64 %"i", 4
  %"idx.7" = add nsw i64 %"idx.6", 1
  %"d.ptr.1" = getelementptr inbounds float, ptr %"d", i64 %"idx.7"
  store float %"primals_1_1.1", ptr %"d.ptr.1", align 4
  %"idx.8" = mul nsw i64 2, 6
  %"idx.9" = add nsw i64 %"idx.8", %"i"
  %"primals_1_1.ptr.idx.2" = add nsw i64 %"idx.9", 1
  %"primals_1_1.ptr.2" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_1.ptr.idx.2"
  %"primals_1_1.2" = load float, ptr %"primals_1_1.ptr.2", align 4
  %"idx.10" = mul nsw i64 %"i", 4
  %"idx.11" = add nsw i64 %"idx.10", 2
  %"d.ptr.2" = getelementptr inbounds float, ptr %"d", i64 %"idx.11"
  store float %"primals_1_1.2", ptr %"d.ptr.2", align 4
  %"idx.12" = mul nsw i64 3, 6
  %"idx.13" = add nsw i64 %"idx.12", %"i"
  %"primals_1_1.ptr.idx.3" = add nsw i64 %"idx.13", 1
  %"primals_1_1.ptr.3" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_1.ptr.idx.3"
  %"primals_1_1.3" = load float, ptr %"primals_1_1.ptr.3", align 4
  %"idx.14" = mul nsw i64 %"i", 4
  %"idx.15" = add nsw i64 %"idx.14", 3
  %"d.ptr.3" = getelementptr inbounds float, ptr %"d", i64 %"idx.15"
  store float %"primals_1_1.3", ptr %"d.ptr.3", align 4
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  br label %"for.cond.i_1"
for.cond.i_1:
  %"i_1" = phi  i64 [0, %"for.end.i"], [%"i_1.next", %"for.body.i_1"]
  %"i_1.cond" = icmp slt i64 %"i_1", 2
  br i1 %"i_1.cond", label %"for.body.i_1", label %"for.end.i_1"
for.body.i_1:
  %"idx.16" = mul nsw i64 0, 6
  %"idx.17" = add nsw i64 %"idx.16", %"i_1"
  %"primals_1_2.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.17"
  %"primals_1_2" = load float, ptr %"primals_1_2.ptr", align 4
  %"idx.18" = mul nsw i64 %"i_1", 4
  %"idx.19" = add nsw i64 %"idx.18", 0
  %"d.ptr.idx" = add nsw i64 %"idx.19", 16
  %"d.ptr.4" = getelementptr inbounds float, ptr %"d", i64 %"d.ptr.idx"
  store float %"primals_1_2", ptr %"d.ptr.4", align 4
  %"idx.20" = mul nsw i64 1, 6
  %"idx.21" = add nsw i64 %"idx.20", %"i_1"
  %"primals_1_2.ptr.1" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.21"
  %"primals_1_2.1" = load float, ptr %"primals_1_2.ptr.1", align 4
  %"idx.22" = mul nsw i64 %"i_1", 4
  %"idx.23" = add nsw i64 %"idx.22", 1
  %"d.ptr.idx.1" = add nsw i64 %"idx.23", 16
  %"d.ptr.5" = getelementptr inbounds float, ptr %"d", i64 %"d.ptr.idx.1"
  store float %"primals_1_2.1", ptr %"d.ptr.5", align 4
  %"idx.24" = mul nsw i64 2, 6
  %"idx.25" = add nsw i64 %"idx.24", %"i_1"
  %"primals_1_2.ptr.2" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.25"
  %"primals_1_2.2" = load float, ptr %"primals_1_2.ptr.2", align 4
  %"idx.26" = mul nsw i64 %"i_1", 4
  %"idx.27" = add nsw i64 %"idx.26", 2
  %"d.ptr.idx.2" = add nsw i64 %"idx.27", 16
  %"d.ptr.6" = getelementptr inbounds float, ptr %"d", i64 %"d.ptr.idx.2"
  store float %"primals_1_2.2", ptr %"d.ptr.6", align 4
  %"idx.28" = mul nsw i64 3, 6
  %"idx.29" = add nsw i64 %"idx.28", %"i_1"
  %"primals_1_2.ptr.3" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.29"
  %"primals_1_2.3" = load float, ptr %"primals_1_2.ptr.3", align 4
  %"idx.30" = mul nsw i64 %"i_1", 4
  %"idx.31" = add nsw i64 %"idx.30", 3
  %"d.ptr.idx.3" = add nsw i64 %"idx.31", 16
  %"d.ptr.7" = getelementptr inbounds float, ptr %"d", i64 %"d.ptr.idx.3"
  store float %"primals_1_2.3", ptr %"d.ptr.7", align 4
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
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.body.i"]
  %"i.cond" = icmp slt i64 %"i", 2
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  %"idx" = mul nsw i64 %"i", 3
  %"idx.1" = add nsw i64 %"idx", 0
  %"constant.ptr" = getelementptr inbounds float, ptr %"constant", i64 %"idx.1"
  store float 0x3ff0000000000000, ptr %"constant.ptr", align 4
  %"idx.2" = mul nsw i64 %"i", 3
  %"idx.3" = add nsw i64 %"idx.2", 1
  %"constant.ptr.1" = getelementptr inbounds float, ptr %"constant", i64 %"idx.3"
  store float 0x3ff0000000000000, ptr %"constant.ptr.1", align 4
  %"idx.4" = mul nsw i64 %"i", 3
  %"idx.5" = add nsw i64 %"idx.4", 2
  %"constant.ptr.2" = getelementptr inbounds float, ptr %"constant", i64 %"idx.5"
  store float 0x3ff0000000000000, ptr %"constant.ptr.2", align 4
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
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.body.i"]
  %"i.cond" = icmp slt i64 %"i", 3
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  %"idx" = mul nsw i64 %"i", 2
  %"idx.1" = add nsw i64 %"idx", 0
  %"t.ptr" = getelementptr inbounds float, ptr %"t", i64 %"idx.1"
  store float 0x3ff0000000000000, ptr %"t.ptr", align 4
  %"idx.2" = mul nsw i64 %"i", 2
  %"idx.3" = add nsw i64 %"idx.2", 1
  %"t.ptr.1" = getelementptr inbounds float, ptr %"t", i64 %"idx.3"
  store float 0x3ff0000000000000, ptr %"t.ptr.1", align 4
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
  %"i_2" = phi  i64 [0, %"for.end.i_1"], [%"i_2.next", %"for.body.i_2"]
  %"i_2.cond" = icmp slt i64 %"i_2", 3
  br i1 %"i_2.cond", label %"for.body.i_2", label %"for.end.i_2"
for.body.i_2:
  %"idx.4" = mul nsw i64 %"i_2", 4
  %"idx.5" = add nsw i64 0, %"idx.4"
  %"d_reshape_1_4.ptr.idx" = add nsw i64 %"idx.5", 4
  %"d_reshape_1_4.ptr" = getelementptr inbounds float, ptr %"d_reshape_1", i64 %"d_reshape_1_4.ptr.idx"
  %"d_reshape_1_4" = load float, ptr %"d_reshape_1_4.ptr", align 4
  %"idx.6" = mul nsw i64 %"i_2", 4
  %"idx.7" = add nsw i64 %"idx.6", 0
  %"d_transpose.ptr.idx.1" = add nsw i64 %"idx.7", 8
  %"d_transpose.ptr.2" = getelementptr inbounds float, ptr %"d_transpose", i64 %"d_transpose.ptr.idx.1"
  store float %"d_reshape_1_4", ptr %"d_transpose.ptr.2", align 4
  %"idx.8" = mul nsw i64 %"i_2", 4
  %"idx.9" = add nsw i64 1, %"idx.8"
  %"d_reshape_1_4.ptr.idx.1" = add nsw i64 %"idx.9", 4
  %"d_reshape_1_4.ptr.1" = getelementptr inbounds float, ptr %"d_reshape_1", i64 %"d_reshape_1_4.ptr.idx.1"
  %"d_reshape_1_4.1" = load float, ptr %"d_reshape_1_4.ptr.1", align 4
  %"idx.10" = mul nsw i64 %"i_2", 4
  %"idx.11" = add nsw i64 %"idx.10", 1
  %"d_transpose.ptr.idx.2" = add nsw i64 %"idx.11", 8
  %"d_transpose.ptr.3" = getelementptr inbounds float, ptr %"d_transpose", i64 %"d_transpose.ptr.idx.2"
  store float %"d_reshape_1_4.1", ptr %"d_transpose.ptr.3", align 4
  %"idx.12" = mul nsw i64 %"i_2", 4
  %"idx.13" = add nsw i64 2, %"idx.12"
  %"d_reshape_1_4.ptr.idx.2" = add nsw i64 %"idx.13", 4
  %"d_reshape_1_4.ptr.2" = getelementptr inbounds float, ptr %"d_reshape_1", i64 %"d_reshape_1_4.ptr.idx.2"
  %"d_reshape_1_4.2" = load float, ptr %"d_reshape_1_4.ptr.2", align 4
  %"idx.14" = mul nsw i64 %"i_2", 4
  %"idx.15" = add nsw i64 %"idx.14", 2
  %"d_transpose.ptr.idx.3" = add nsw i64 %"idx.15", 8
  %"d_transpose.ptr.4" = getelementptr inbounds float, ptr %"d_transpose", i64 %"d_transpose.ptr.idx.3"
  store float %"d_reshape_1_4.2", ptr %"d_transpose.ptr.4", align 4
  %"idx.16" = mul nsw i64 %"i_2", 4
  %"idx.17" = add nsw i64 3, %"idx.16"
  %"d_reshape_1_4.ptr.idx.3" = add nsw i64 %"idx.17", 4
  %"d_reshape_1_4.ptr.3" = getelementptr inbounds float, ptr %"d_reshape_1", i64 %"d_reshape_1_4.ptr.idx.3"
  %"d_reshape_1_4.3" = load float, ptr %"d_reshape_1_4.ptr.3", align 4
  %"idx.18" = mul nsw i64 %"i_2", 4
  %"idx.19" = add nsw i64 %"idx.18", 3
  %"d_transpose.ptr.idx.4" = add nsw i64 %"idx.19", 8
  %"d_transpose.ptr.5" = getelementptr inbounds float, ptr %"d_transpose", i64 %"d_transpose.ptr.idx.4"
  store float %"d_reshape_1_4.3", ptr %"d_transpose.ptr.5", align 4
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
  %"idx.20" = mul nsw i64 %"i_3", 4
  %"idx.21" = add nsw i64 %"idx.20", %"j_3"
  %"d_transpose.ptr.idx.5" = add nsw i64 %"idx.21", 20
  %"d_transpose.ptr.6" = getelementptr inbounds float, ptr %"d_transpose", i64 %"d_transpose.ptr.idx.5"
  store float              0x0, ptr %"d_transpose.ptr.6", align 4
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
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.body.i"]
  %"i.cond" = icmp slt i64 %"i", 6
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  %"idx" = mul nsw i64 0, 6
  %"idx.1" = add nsw i64 %"i", %"idx"
  %"d_reshape_1.ptr" = getelementptr inbounds float, ptr %"d_reshape", i64 %"idx.1"
  %"d_reshape_1" = load float, ptr %"d_reshape_1.ptr", align 4
  %"acc_2" = fadd float              0x0, %"d_reshape_1"
  %"idx.2" = mul nsw i64 1, 6
  %"idx.3" = add nsw i64 %"i", %"idx.2"
  %"d_reshape_1.ptr.1" = getelementptr inbounds float, ptr %"d_reshape", i64 %"idx.3"
  %"d_reshape_1.1" = load float, ptr %"d_reshape_1.ptr.1", align 4
  %"acc_2.1" = fadd float %"acc_2", %"d_reshape_1.1"
  %"idx.4" = mul nsw i64 2, 6
  %"idx.5" = add nsw i64 %"i", %"idx.4"
  %"d_reshape_1.ptr.2" = getelementptr inbounds float, ptr %"d_reshape", i64 %"idx.5"
  %"d_reshape_1.2" = load float, ptr %"d_reshape_1.ptr.2", align 4
  %"acc_2.2" = fadd float %"acc_2.1", %"d_reshape_1.2"
  %"idx.6" = mul nsw i64 3, 6
  %"idx.7" = add nsw i64 %"i", %"idx.6"
  %"d_reshape_1.ptr.3" = getelementptr inbounds float, ptr %"d_reshape", i64 %"idx.7"
  %"d_reshape_1.3" = load float, ptr %"d_reshape_1.ptr.3", align 4
  %"acc_2.3" = fadd float %"acc_2.2", %"d_reshape_1.3"
  %"d_primals_2.ptr" = getelementptr inbounds float, ptr %"d_primals_2", i64 %"i"
  store float %"acc_2.3", ptr %"d_primals_2.ptr", align 4
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
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.body.i"]
  %"i.cond" = icmp slt i64 %"i", 4
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  %"idx" = mul nsw i64 %"i", 6
  %"idx.1" = add nsw i64 %"idx", 0
  %"d_reshape_2_1.ptr" = getelementptr inbounds float, ptr %"d_reshape_2", i64 %"idx.1"
  %"d_reshape_2_1" = load float, ptr %"d_reshape_2_1.ptr", align 4
  %"idx.2" = mul nsw i64 0, 4
  %"idx.3" = add nsw i64 %"idx.2", %"i"
  %"d_transpose_1.ptr" = getelementptr inbounds float, ptr %"d_transpose", i64 %"idx.3"
  %"d_transpose_1" = load float, ptr %"d_transpose_1.ptr", align 4
  %"add_1" = fadd float %"d_reshape_2_1", %"d_transpose_1"
  %"idx.4" = mul nsw i64 %"i", 6
  %"idx.5" = add nsw i64 0, %"idx.4"
  %"d_reshape_1.ptr" = getelementptr inbounds float, ptr %"d_reshape", i64 %"idx.5"
  %"d_reshape_1" = load float, ptr %"d_reshape_1.ptr", align 4
  %"d_primals_1_1" = fadd float %"add_1", %"d_reshape_1"
  %"d_primals_1.ptr" = getelementptr inbounds float, ptr %"d_primals_1", i64 %"idx.1"
  store float %"d_primals_1_1", ptr %"d_primals_1.ptr", align 4
  %"idx.6" = mul nsw i64 %"i", 6
  %"idx.7" = add nsw i64 %"idx.6", 1
  %"d_reshape_2_1.ptr.1" = getelementptr inbounds float, ptr %"d_reshape_2", i64 %"idx.7"
  %"d_reshape_2_1.1" = load float, ptr %"d_reshape_2_1.ptr.1", align 4
  %"idx.8" = mul nsw i64 1, 4
  %"idx.9" = add nsw i64 %"idx.8", %"i"
  %"d_transpose_1.ptr.1" = getelementptr inbounds float, ptr %"d_transpose", i64 %"idx.9"
  %"d_transpose_1.1" = load float, ptr %"d_transpose_1.ptr.1", align 4
  %"add_1.1" = fadd float %"d_reshape_2_1.1", %"d_transpose_1.1"
  %"idx.10" = mul nsw i64 %"i", 6
  %"idx.11" = add nsw i64 1, %"idx.10"
  %"d_reshape_1.ptr.1" = getelementptr inbounds float, ptr %"d_reshape", i64 %"idx.11"
  %"d_reshape_1.1" = load float, ptr %"d_reshape_1.ptr.1", align 4
  %"d_primals_1_1.1" = fadd float %"add_1.1", %"d_reshape_1.1"
  %"d_primals_1.ptr.1" = getelementptr inbounds float, ptr %"d_primals_1", i64 %"idx.7"
  store float %"d_primals_1_1.1", ptr %"d_primals_1.ptr.1", align 4
  %"idx.12" = mul nsw i64 %"i", 6
  %"idx.13" = add nsw i64 %"idx.12", 2
  %"d_reshape_2_1.ptr.2" = getelementptr inbounds float, ptr %"d_reshape_2", i64 %"idx.13"
  %"d_reshape_2_1.2" = load float, ptr %"d_reshape_2_1.ptr.2", align 4
  %"idx.14" = mul nsw i64 2, 4
  %"idx.15" = add nsw i64 %"idx.14", %"i"
  %"d_transpose_1.ptr.2" = getelementptr inbounds float, ptr %"d_transpose", i64 %"idx.15"
  %"d_transpose_1.2" = load float, ptr %"d_transpose_1.ptr.2", align 4
  %"add_1.2" = fadd float %"d_reshape_2_1.2", %"d_transpose_1.2"
  %"idx.16" = mul nsw i64 %"i", 6
  %"idx.17" = add nsw i64 2, %"idx.16"
  %"d_reshape_1.ptr.2" = getelementptr inbounds float, ptr %"d_reshape", i64 %"idx.17"
  %"d_reshape_1.2" = load float, ptr %"d_reshape_1.ptr.2", align 4
  %"d_primals_1_1.2" = fadd float %"add_1.2", %"d_reshape_1.2"
  %"d_primals_1.ptr.2" = getelementptr inbounds float, ptr %"d_primals_1", i64 %"idx.13"
  store float %"d_primals_1_1.2", ptr %"d_primals_1.ptr.2", align 4
  %"idx.18" = mul nsw i64 %"i", 6
  %"idx.19" = add nsw i64 %"idx.18", 3
  %"d_reshape_2_1.ptr.3" = getelementptr inbounds float, ptr %"d_reshape_2", i64 %"idx.19"
  %"d_reshape_2_1.3" = load float, ptr %"d_reshape_2_1.ptr.3", align 4
  %"idx.20" = mul nsw i64 3, 4
  %"idx.21" = add nsw i64 %"idx.20", %"i"
  %"d_transpose_1.ptr.3" = getelementptr inbounds float, ptr %"d_transpose", i64 %"idx.21"
  %"d_transpose_1.3" = load float, ptr %"d_transpose_1.ptr.3", align 4
  %"add_1.3" = fadd float %"d_reshape_2_1.3", %"d_transpose_1.3"
  %"idx.22" = mul nsw i64 %"i", 6
  %"idx.23" = add nsw i64 3, %"idx.22"
  %"d_reshape_1.ptr.3" = getelementptr inbounds float, ptr %"d_reshape", i64 %"idx.23"
  %"d_reshape_1.3" = load float, ptr %"d_reshape_1.ptr.3", align 4
  %"d_primals_1_1.3" = fadd float %"add_1.3", %"d_reshape_1.3"
  %"d_primals_1.ptr.3" = getelementptr inbounds float, ptr %"d_primals_1", i64 %"idx.19"
  store float %"d_primals_1_1.3", ptr %"d_primals_1.ptr.3", align 4
  %"idx.24" = mul nsw i64 %"i", 6
  %"idx.25" = add nsw i64 %"idx.24", 4
  %"d_reshape_2_1.ptr.4" = getelementptr inbounds float, ptr %"d_reshape_2", i64 %"idx.25"
  %"d_reshape_2_1.4" = load float, ptr %"d_reshape_2_1.ptr.4", align 4
  %"idx.26" = mul nsw i64 4, 4
  %"idx.27" = add nsw i64 %"idx.26", %"i"
  %"d_transpose_1.ptr.4" = getelementptr inbounds float, ptr %"d_transpose", i64 %"idx.27"
  %"d_transpose_1.4" = load float, ptr %"d_transpose_1.ptr.4", align 4
  %"add_1.4" = fadd float %"d_reshape_2_1.4", %"d_transpose_1.4"
  %"idx.28" = mul nsw i64 %"i", 6
  %"idx.29" = add nsw i64 4, %"idx.28"
  %"d_reshape_1.ptr.4" = getelementptr inbounds float, ptr %"d_reshape", i64 %"idx.29"
  %"d_reshape_1.4" = load float, ptr %"d_reshape_1.ptr.4", align 4
  %"d_primals_1_1.4" = fadd float %"add_1.4", %"d_reshape_1.4"
  %"d_primals_1.ptr.4" = getelementptr inbounds float, ptr %"d_primals_1", i64 %"idx.25"
  store float %"d_primals_1_1.4", ptr %"d_primals_1.ptr.4", align 4
  %"idx.30" = mul nsw i64 %"i", 6
  %"idx.31" = add nsw i64 %"idx.30", 5
  %"d_reshape_2_1.ptr.5" = getelementptr inbounds float, ptr %"d_reshape_2", i64 %"idx.31"
  %"d_reshape_2_1.5" = load float, ptr %"d_reshape_2_1.ptr.5", align 4
  %"idx.32" = mul nsw i64 5, 4
  %"idx.33" = add nsw i64 %"idx.32", %"i"
  %"d_transpose_1.ptr.5" = getelementptr inbounds float, ptr %"d_transpose", i64 %"idx.33"
  %"d_transpose_1.5" = load float, ptr %"d_transpose_1.ptr.5", align 4
  %"add_1.5" = fadd float %"d_reshape_2_1.5", %"d_transpose_1.5"
  %"idx.34" = mul nsw i64 %"i", 6
  %"idx.35" = add nsw i64 5, %"idx.34"
  %"d_reshape_1.ptr.5" = getelementptr inbounds float, ptr %"d_reshape", i64 %"idx.35"
  %"d_reshape_1.5" = load float, ptr %"d_reshape_1.ptr.5", align 4
  %"d_primals_1_1.5" = fadd float %"add_1.5", %"d_reshape_1.5"
  %"d_primals_1.ptr.5" = getelementptr inbounds float, ptr %"d_primals_1", i64 %"idx.31"
  store float %"d_primals_1_1.5", ptr %"d_primals_1.ptr.5", align 4
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
