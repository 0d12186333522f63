; ----- program @probs_forward ----- ;
; ModuleID = "probs_forward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.fused_max_sub_exp_sum_div_log"(ptr captures(none) noalias dereferenceable(320) %"primals_1", ptr captures(none) noalias dereferenceable(320) %"softmax", ptr captures(none) noalias dereferenceable(320) %"log_softmax", ptr captures(none) noalias dereferenceable(32) %"add") noinline nounwind
{
entry:
  %"exp" = alloca float, i64 10, align 64
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.r_2"]
  %"i.cond" = icmp slt i64 %"i", 8
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"for.body.i"], [%"r.next", %"for.body.r"]
  %"acc_1" = phi  float [0xfff0000000000000, %"for.body.i"], [%"acc_2", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 10
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"idx" = mul nsw i64 %"i", 10
  %"idx.1" = add nsw i64 %"idx", %"r"
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.1"
  %"primals_1_1" = load float, ptr %"primals_1_1.ptr", align 4
  %"acc_2" = call float @"llvm.maximum.f32"(float %"acc_1", float %"primals_1_1")
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  br label %"for.cond.r_1"
for.cond.r_1:
  %"r_1" = phi  i64 [0, %"for.end.r"], [%"r_1.next", %"for.body.r_1"]
  %"acc_4" = phi  float [             0x0, %"for.end.r"], [%"acc_5", %"for.body.r_1"]
  %"r_1.cond" = icmp slt i64 %"r_1", 10
  br i1 %"r_1.cond", label %"for.body.r_1", label %"for.end.r_1"
for.body.r_1:
  %"idx.2" = mul nsw i64 %"i", 10
  %"idx.3" = add nsw i64 %"idx.2", %"r_1"
  %"primals_1_2.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.3"
  %"primals_1_2" = load float, ptr %"primals_1_2.ptr", align 4
  %"shifted" = fsub float %"primals_1_2", %"acc_1"
  %"exp_1" = call float @"expf"(float %"shifted")
  %"exp.ptr" = getelementptr inbounds float, float* %"exp", i64 %"r_1"
  store float %"exp_1", float* %"exp.ptr", align 4
  %"acc_5" = fadd reassoc float %"acc_4", %"exp_1"
  %"r_1.next" = add nsw i64 %"r_1", 1
  br label %"for.cond.r_1"
for.end.r_1:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.end.r_1"], [%"j.next", %"for.body.j"]
  %"j.cond" = icmp slt i64 %"j", 10
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"exp_2.ptr" = getelementptr inbounds float, float* %"exp", i64 %"j"
  %"exp_2" = load float, float* %"exp_2.ptr", align 4
  %"softmax_1" = fdiv float %"exp_2", %"acc_4"
  %"idx.4" = mul nsw i64 %"i", 10
  %"idx.5" = add nsw i64 %"idx.4", %"j"
  %"softmax.ptr" = getelementptr inbounds float, ptr %"softmax", i64 %"idx.5"
  store float %"softmax_1", ptr %"softmax.ptr", align 4
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  br label %"for.cond.j_1"
for.cond.j_1:
  %"j_1" = phi  i64 [0, %"for.end.j"], [%"j_1.next", %"for.body.j_1"]
  %"j_1.cond" = icmp slt i64 %"j_1", 10
  br i1 %"j_1.cond", label %"for.body.j_1", label %"for.end.j_1"
for.body.j_1:
  %"idx.6" = mul nsw i64 %"i", 10
  %"idx.7" = add nsw i64 %"idx.6", %"j_1"
  %"primals_1_3.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.7"
  %"primals_1_3" = load float, ptr %"primals_1_3.ptr", align 4
  %"shifted_1" = fsub float %"primals_1_3", %"acc_1"
  %"lse" = call float @"logf"(float %"acc_4")
  %"log_softmax_1" = fsub float %"shifted_1", %"lse"
  %"log_softmax.ptr" = getelementptr inbounds float, ptr %"log_softmax", i64 %"idx.7"
  store float %"log_softmax_1", ptr %"log_softmax.ptr", align 4
  %"j_1.next" = add nsw i64 %"j_1", 1
  br label %"for.cond.j_1"
for.end.j_1:
  br label %"for.cond.r_2"
for.cond.r_2:
  %"r_2" = phi  i64 [0, %"for.end.j_1"], [%"r_2.next", %"for.body.r_2"]
  %"acc_7" = phi  float [             0x0, %"for.end.j_1"], [%"acc_8", %"for.body.r_2"]
  %"r_2.cond" = icmp slt i64 %"r_2", 10
  br i1 %"r_2.cond", label %"for.body.r_2", label %"for.end.r_2"
for.body.r_2:
  %"idx.8" = mul nsw i64 %"i", 10
  %"idx.9" = add nsw i64 %"idx.8", %"r_2"
  %"primals_1_4.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.9"
  %"primals_1_4" = load float, ptr %"primals_1_4.ptr", align 4
  %"abs" = call float @"llvm.fabs.f32"(float %"acc_1")
  %"finite" = fcmp olt float %"abs", 0x7ff0000000000000
  %"shift" = select  i1 %"finite", float %"acc_1", float              0x0
  %"sub" = fsub float %"primals_1_4", %"shift"
  %"exp_3" = call float @"expf"(float %"sub")
  %"acc_8" = fadd reassoc float %"acc_7", %"exp_3"
  %"r_2.next" = add nsw i64 %"r_2", 1
  br label %"for.cond.r_2"
for.end.r_2:
  %"log" = call float @"logf"(float %"acc_7")
  %"abs_1" = call float @"llvm.fabs.f32"(float %"acc_1")
  %"finite_1" = fcmp olt float %"abs_1", 0x7ff0000000000000
  %"shift_1" = select  i1 %"finite_1", float %"acc_1", float              0x0
  %"add_1" = fadd float %"log", %"shift_1"
  %"add.ptr" = getelementptr inbounds float, ptr %"add", i64 %"i"
  store float %"add_1", ptr %"add.ptr", align 4
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

declare float @"llvm.maximum.f32"(float %".1", float %".2")

declare float @"expf"(float %".1") nounwind readnone

declare float @"logf"(float %".1") nounwind readnone

declare float @"llvm.fabs.f32"(float %".1")

define void @"probs_forward"(ptr captures(none) noalias %"args", ptr captures(none) noalias %"arena") nounwind
{
entry:
  %"primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 0
  %"primals_1" = load ptr, ptr %"primals_1.slot"
  %"softmax.slot" = getelementptr inbounds ptr, ptr %"args", i64 1
  %"softmax" = load ptr, ptr %"softmax.slot"
  %"log_softmax.slot" = getelementptr inbounds ptr, ptr %"args", i64 2
  %"log_softmax" = load ptr, ptr %"log_softmax.slot"
  %"add.slot" = getelementptr inbounds ptr, ptr %"args", i64 3
  %"add" = load ptr, ptr %"add.slot"
  call void @"kernel.fused_max_sub_exp_sum_div_log"(ptr %"primals_1", ptr %"softmax", ptr %"log_softmax", ptr %"add")
  ret void
}

; ----- program @probs_backward ----- ;
; ModuleID = "probs_backward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.fused_sum_mul_exp_sub_add"(ptr captures(none) noalias dereferenceable(320) %"tangents_2", ptr captures(none) noalias dereferenceable(320) %"tangents_1", ptr captures(none) noalias dereferenceable(320) %"softmax", ptr captures(none) noalias dereferenceable(32) %"tangents_3", ptr captures(none) noalias dereferenceable(320) %"primals_1", ptr captures(none) noalias dereferenceable(32) %"logsumexp", ptr captures(none) noalias dereferenceable(320) %"log_softmax", ptr captures(none) noalias dereferenceable(320) %"d_primals_1") noinline nounwind
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
  %"r.cond" = icmp slt i64 %"r", 10
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"idx" = mul nsw i64 %"i", 10
  %"idx.1" = add nsw i64 %"idx", %"r"
  %"tangents_2_1.ptr" = getelementptr inbounds float, ptr %"tangents_2", i64 %"idx.1"
  %"tangents_2_1" = load float, ptr %"tangents_2_1.ptr", align 4
  %"acc_2" = fadd reassoc float %"acc_1", %"tangents_2_1"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  br label %"for.cond.r_1"
for.cond.r_1:
  %"r_1" = phi  i64 [0, %"for.end.r"], [%"r_1.next", %"for.body.r_1"]
  %"acc_4" = phi  float [             0x0, %"for.end.r"], [%"acc_5", %"for.body.r_1"]
  %"r_1.cond" = icmp slt i64 %"r_1", 10
  br i1 %"r_1.cond", label %"for.body.r_1", label %"for.end.r_1"
for.body.r_1:
  %"idx.2" = mul nsw i64 %"i", 10
  %"idx.3" = add nsw i64 %"idx.2", %"r_1"
  %"tangents_1_1.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"idx.3"
  %"tangents_1_1" = load float, ptr %"tangents_1_1.ptr", align 4
  %"softmax_1.ptr" = getelementptr inbounds float, ptr %"softmax", i64 %"idx.3"
  %"softmax_1" = load float, ptr %"softmax_1.ptr", align 4
  %"mul_2" = fmul float %"tangents_1_1", %"softmax_1"
  %"acc_5" = fadd reassoc float %"acc_4", %"mul_2"
  %"r_1.next" = add nsw i64 %"r_1", 1
  br label %"for.cond.r_1"
for.end.r_1:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.end.r_1"], [%"j.next", %"for.body.j"]
  %"j.cond" = icmp slt i64 %"j", 10
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"tangents_3_1.ptr" = getelementptr inbounds float, ptr %"tangents_3", i64 %"i"
  %"tangents_3_1" = load float, ptr %"tangents_3_1.ptr", align 4
  %"idx.4" = mul nsw i64 %"i", 10
  %"idx.5" = add nsw i64 %"idx.4", %"j"
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.5"
  %"primals_1_1" = load float, ptr %"primals_1_1.ptr", align 4
  %"logsumexp_1.ptr" = getelementptr inbounds float, ptr %"logsumexp", i64 %"i"
  %"logsumexp_1" = load float, ptr %"logsumexp_1.ptr", align 4
  %"sub" = fsub float %"primals_1_1", %"logsumexp_1"
  %"exp" = call float @"expf"(float %"sub")
  %"mul" = fmul float %"tangents_3_1", %"exp"
  %"tangents_2_2.ptr" = getelementptr inbounds float, ptr %"tangents_2", i64 %"idx.5"
  %"tangents_2_2" = load float, ptr %"tangents_2_2.ptr", align 4
  %"log_softmax_1.ptr" = getelementptr inbounds float, ptr %"log_softmax", i64 %"idx.5"
  %"log_softmax_1" = load float, ptr %"log_softmax_1.ptr", align 4
  %"exp_1" = call float @"expf"(float %"log_softmax_1")
  %"mul_1" = fmul float %"exp_1", %"acc_1"
  %"sub_1" = fsub float %"tangents_2_2", %"mul_1"
  %"add" = fadd float %"mul", %"sub_1"
  %"softmax_2.ptr" = getelementptr inbounds float, ptr %"softmax", i64 %"idx.5"
  %"softmax_2" = load float, ptr %"softmax_2.ptr", align 4
  %"tangents_1_2.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"idx.5"
  %"tangents_1_2" = load float, ptr %"tangents_1_2.ptr", align 4
  %"sub_2" = fsub float %"tangents_1_2", %"acc_4"
  %"mul_3" = fmul float %"softmax_2", %"sub_2"
  %"d_primals_1_1" = fadd float %"add", %"mul_3"
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

declare float @"expf"(float %".1") nounwind readnone

define void @"probs_backward"(ptr captures(none) noalias %"args", ptr captures(none) noalias %"arena") nounwind
{
entry:
  %"primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 0
  %"primals_1" = load ptr, ptr %"primals_1.slot"
  %"softmax.slot" = getelementptr inbounds ptr, ptr %"args", i64 1
  %"softmax" = load ptr, ptr %"softmax.slot"
  %"log_softmax.slot" = getelementptr inbounds ptr, ptr %"args", i64 2
  %"log_softmax" = load ptr, ptr %"log_softmax.slot"
  %"logsumexp.slot" = getelementptr inbounds ptr, ptr %"args", i64 3
  %"logsumexp" = load ptr, ptr %"logsumexp.slot"
  %"tangents_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 4
  %"tangents_1" = load ptr, ptr %"tangents_1.slot"
  %"tangents_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 5
  %"tangents_2" = load ptr, ptr %"tangents_2.slot"
  %"tangents_3.slot" = getelementptr inbounds ptr, ptr %"args", i64 6
  %"tangents_3" = load ptr, ptr %"tangents_3.slot"
  %"d_primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 7
  %"d_primals_1" = load ptr, ptr %"d_primals_1.slot"
  call void @"kernel.fused_sum_mul_exp_sub_add"(ptr %"tangents_2", ptr %"tangents_1", ptr %"softmax", ptr %"tangents_3", ptr %"primals_1", ptr %"logsumexp", ptr %"log_softmax", ptr %"d_primals_1")
  ret void
}
