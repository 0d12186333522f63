; ----- program @constants_forward ----- ;
; ModuleID = "constants_forward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.fused_add"(ptr captures(none) noalias dereferenceable(48) %"primals_1", ptr captures(none) noalias dereferenceable(48) %"add") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.body.i"]
  %"i.cond" = icmp slt i64 %"i", 3
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  %"idx" = mul nsw i64 %"i", 4
  %"idx.1" = add nsw i64 %"idx", 0
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.1"
  %"primals_1_1" = load float, ptr %"primals_1_1.ptr", align 4
  %"y" = fadd float %"primals_1_1",              0x0
  %"add_1" = fadd float %"y", 0x4018000000000000
  %"add.ptr" = getelementptr inbounds float, ptr %"add", i64 %"idx.1"
  store float %"add_1", ptr %"add.ptr", align 4
  %"idx.2" = mul nsw i64 %"i", 4
  %"idx.3" = add nsw i64 %"idx.2", 1
  %"primals_1_1.ptr.1" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.3"
  %"primals_1_1.1" = load float, ptr %"primals_1_1.ptr.1", align 4
  %"y.1" = fadd float %"primals_1_1.1",              0x0
  %"add_1.1" = fadd float %"y.1", 0x4018000000000000
  %"add.ptr.1" = getelementptr inbounds float, ptr %"add", i64 %"idx.3"
  store float %"add_1.1", ptr %"add.ptr.1", align 4
  %"idx.4" = mul nsw i64 %"i", 4
  %"idx.5" = add nsw i64 %"idx.4", 2
  %"primals_1_1.ptr.2" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.5"
  %"primals_1_1.2" = load float, ptr %"primals_1_1.ptr.2", align 4
  %"y.2" = fadd float %"primals_1_1.2",              0x0
  %"add_1.2" = fadd float %"y.2", 0x4018000000000000
  %"add.ptr.2" = getelementptr inbounds float, ptr %"add", i64 %"idx.5"
  store float %"add_1.2", ptr %"add.ptr.2", align 4
  %"idx.6" = mul nsw i64 %"i", 4
  %"idx.7" = add nsw i64 %"idx.6", 3
  %"primals_1_1.ptr.3" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.7"
  %"primals_1_1.3" = load float, ptr %"primals_1_1.ptr.3", align 4
  %"y.3" = fadd float %"primals_1_1.3",              0x0
  %"add_1.3" = fadd float %"y.3", 0x4018000000000000
  %"add.ptr.3" = getelementptr inbounds float, ptr %"add", i64 %"idx.7"
  store float %"add_1.3", ptr %"add.ptr.3", align 4
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define void @"constants_forward"(ptr captures(none) noalias %"args", ptr captures(none) noalias %"arena") nounwind
{
entry:
  %"primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 0
  %"primals_1" = load ptr, ptr %"primals_1.slot"
  %"add.slot" = getelementptr inbounds ptr, ptr %"args", i64 1
  %"add" = load ptr, ptr %"add.slot"
  call void @"kernel.fused_add"(ptr %"primals_1", ptr %"add")
  ret void
}

; ----- program @constants_backward ----- ;
; ModuleID = "constants_backward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define void @"constants_backward"(ptr captures(none) noalias %"args", ptr captures(none) noalias %"arena") nounwind
{
entry:
  %"tangents_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 0
  %"tangents_1" = load ptr, ptr %"tangents_1.slot"
  ret void
}
