; ----- program @f_forward ----- ;
; ModuleID = "f_forward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.fused_mul_add_sum"(ptr captures(none) noalias dereferenceable(40) %"primals_1", ptr captures(none) noalias dereferenceable(4) %"sum") noinline nounwind
{
entry:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"entry"], [%"r.next", %"for.body.r"]
  %"acc_1" = phi  float [             0x0, %"entry"], [%"acc_2", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 10
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"r"
  %"primals_1_1" = load float, ptr %"primals_1_1.ptr", align 4
  %"mul" = fmul float %"primals_1_1", 0x4000000000000000
  %"add" = fadd float %"mul", 0x3ff0000000000000
  %"acc_2" = fadd reassoc float %"acc_1", %"add"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"sum.ptr" = getelementptr inbounds float, ptr %"sum", i64 0
  store float %"acc_1", ptr %"sum.ptr", align 4
  ret void
}

define void @"f_forward"(ptr captures(none) noalias %"args", ptr captures(none) noalias %"arena") nounwind
{
entry:
  %"primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 0
  %"primals_1" = load ptr, ptr %"primals_1.slot"
  %"sum.slot" = getelementptr inbounds ptr, ptr %"args", i64 1
  %"sum" = load ptr, ptr %"sum.slot"
  call void @"kernel.fused_mul_add_sum"(ptr %"primals_1", ptr %"sum")
  ret void
}

; ----- program @f_backward ----- ;
; ModuleID = "f_backward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.mul_1"(ptr captures(none) noalias dereferenceable(4) %"tangents_1", ptr captures(none) noalias dereferenceable(40) %"d_primals_1") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.body.i"]
  %"i.cond" = icmp slt i64 %"i", 10
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  %"tangents_1_1.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_1" = load float, ptr %"tangents_1_1.ptr", align 4
  %"d_primals_1_1" = fmul float %"tangents_1_1", 0x4000000000000000
  %"d_primals_1.ptr" = getelementptr inbounds float, ptr %"d_primals_1", i64 %"i"
  store float %"d_primals_1_1", ptr %"d_primals_1.ptr", align 4
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define void @"f_backward"(ptr captures(none) noalias %"args", ptr captures(none) noalias %"arena") nounwind
{
entry:
  %"tangents_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 0
  %"tangents_1" = load ptr, ptr %"tangents_1.slot"
  %"d_primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 1
  %"d_primals_1" = load ptr, ptr %"d_primals_1.slot"
  call void @"kernel.mul_1"(ptr %"tangents_1", ptr %"d_primals_1")
  ret void
}
