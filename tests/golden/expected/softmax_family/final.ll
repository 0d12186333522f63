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
  %"exp_2.ptr" = getelementptr inbounds float, float* %"exp", i64 0
  %"exp_2" = load float, float* %"exp_2.ptr", align 4
  %"softmax_1" = fdiv float %"exp_2", %"acc_4"
  %"idx.4" = mul nsw i64 %"i", 10
  %"idx.5" = add nsw i64 %"idx.4", 0
  %"softmax.ptr" = getelementptr inbounds float, ptr %"softmax", i64 %"idx.5"
  store float %"softmax_1", ptr %"softmax.ptr", align 4
  %"exp_2.ptr.1" = getelementptr inbounds float, float* %"exp", i64 1
  %"exp_2.1" = load float, float* %"exp_2.ptr.1", align 4
  %"softmax_1.1" = fdiv float %"exp_2.1", %"acc_4"
  %"idx.6" = mul nsw i64 %"i", 10
  %"idx.7" = add nsw i64 %"idx.6", 1
  %"softmax.ptr.1" = getelementptr inbounds float, ptr %"softmax", i64 %"idx.7"
  store float %"softmax_1.1", ptr %"softmax.ptr.1", align 4
  %"exp_2.ptr.2" = getelementptr inbounds float, float* %"exp", i64 2
  %"exp_2.2" = load float, float* %"exp_2.ptr.2", align 4
  %"softmax_1.2" = fdiv float %"exp_2.2", %"acc_4"
  %"idx.8" = mul nsw i64 %"i", 10
  %"idx.9" = add nsw i64 %"idx.8", 2
  %"softmax.ptr.2" = getelementptr inbounds float, ptr %"softmax", i64 %"idx.9"
  store float %"softmax_1.2", ptr %"softmax.ptr.2", align 4
  %"exp_2.ptr.3" = getelementptr inbounds float, float* %"exp", i64 3
  %"exp_2.3" = load float, float* %"exp_2.ptr.3", align 4
  %"softmax_1.3" = fdiv float %"exp_2.3", %"acc_4"
  %"idx.10" = mul nsw i64 %"i", 10
  %"idx.11" = add nsw i64 %"idx.10", 3
  %"softmax.ptr.3" = getelementptr inbounds float, ptr %"softmax", i64 %"idx.11"
  store float %"softmax_1.3", ptr %"softmax.ptr.3", align 4
  %"exp_2.ptr.4" = getelementptr inbounds float, float* %"exp", i64 4
  %"exp_2.4" = load float, float* %"exp_2.ptr.4", align 4
  %"softmax_1.4" = fdiv float %"exp_2.4", %"acc_4"
  %"idx.12" = mul nsw i64 %"i", 10
  %"idx.13" = add nsw i64 %"idx.12", 4
  %"softmax.ptr.4" = getelementptr inbounds float, ptr %"softmax", i64 %"idx.13"
  store float %"softmax_1.4", ptr %"softmax.ptr.4", align 4
  %"exp_2.ptr.5" = getelementptr inbounds float, float* %"exp", i64 5
  %"exp_2.5" = load float, float* %"exp_2.ptr.5", align 4
  %"softmax_1.5" = fdiv float %"exp_2.5", %"acc_4"
  %"idx.14" = mul nsw i64 %"i", 10
  %"idx.15" = add nsw i64 %"idx.14", 5
  %"softmax.ptr.5" = getelementptr inbounds float, ptr %"softmax", i64 %"idx.15"
  store float %"softmax_1.5", ptr %"softmax.ptr.5", align 4
  %"exp_2.ptr.6" = getelementptr inbounds float, float* %"exp", i64 6
  %"exp_2.6" = load float, float* %"exp_2.ptr.6", align 4
  %"softmax_1.6" = fdiv float %"exp_2.6", %"acc_4"
  %"idx.16" = mul nsw i64 %"i", 10
  %"idx.17" = add nsw i64 %"idx.16", 6
  %"softmax.ptr.6" = getelementptr inbounds float, ptr %"softmax", i64 %"idx.17"
  store float %"softmax_1.6", ptr %"softmax.ptr.6", align 4
  %"exp_2.ptr.7" = getelementptr inbounds float, float* %"exp", i64 7
  %"exp_2.7" = load float, float* %"exp_2.ptr.7", align 4
  %"softmax_1.7" = fdiv float %"exp_2.7", %"acc_4"
  %"idx.18" = mul nsw i64 %"i", 10
  %"idx.19" = add nsw i64 %"idx.18", 7
  %"softmax.ptr.7" = getelementptr inbounds float, ptr %"softmax", i64 %"idx.19"
  store float %"softmax_1.7", ptr %"softmax.ptr.7", align 4
  %"exp_2.ptr.8" = getelementptr inbounds float, float* %"exp", i64 8
  %"exp_2.8" = load float, float* %"exp_2.ptr.8", align 4
  %"softmax_1.8" = fdiv float %"exp_2.8", %"acc_4"
  %"idx.20" = mul nsw i64 %"i", 10
  %"idx.21" = add nsw i64 %"idx.20", 8
  %"softmax.ptr.8" = getelementptr inbounds float, ptr %"softmax", i64 %"idx.21"
  store float %"softmax_1.8", ptr %"softmax.ptr.8", align 4
  %"exp_2.ptr.9" = getelementptr inbounds float, float* %"exp", i64 9
  %"exp_2.9" = load float, float* %"exp_2.ptr.9", align 4
  %"softmax_1.9" = fdiv float %"exp_2.9", %"acc_4"
  %"idx.22" = mul nsw i64 %"i", 10
  %"idx.23" = add nsw i64 %"idx.22", 9
  %"softmax.ptr.9" = getelementptr inbounds float, ptr %"softmax", i64 %"idx.23"
  store float %"softmax_1.9", ptr %"softmax.ptr.9", align 4
  %"primals_1_3.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.5"
  %"primals_1_3" = load float, ptr %"primals_1_3.ptr", align 4
  %"shifted_1" = fsub float %"primals_1_3", %"acc_1"
  %"lse" = call float @"logf"(float %"acc_4")
  %"log_softmax_1" = fsub float %"shifted_1", %"lse"
  %"log_softmax.ptr" = getelementptr inbounds float, ptr %"log_softmax", i64 %"idx.5"
  store float %"log_softmax_1", ptr %"log_softmax.ptr", align 4
  %"primals_1_3.ptr.1" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.7"
  %"primals_1_3.1" = load float, ptr %"primals_1_3.ptr.1", align 4
  %"shifted_1.1" = fsub float %"primals_1_3.1", %"acc_1"
  %"lse.1" = call float @"logf"(float %"acc_4")
  %"log_softmax_1.1" = fsub float %"shifted_1.1", %"lse.1"
  %"log_softmax.ptr.1" = getelementptr inbounds float, ptr %"log_softmax", i64 %"idx.7"
  store float %"log_softmax_1.1", ptr %"log_softmax.ptr.1", align 4
  %"primals_1_3.ptr.2" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.9"
  %"primals_1_3.2" = load float, ptr %"primals_1_3.ptr.2", align 4
  %"shifted_1.2" = fsub float %"primals_1_3.2", %"acc_1"
  %"lse.2" = call float @"logf"(float %"acc_4")
  %"log_softmax_1.2" = fsub float %"shifted_1.2", %"lse.2"
  %"log_softmax.ptr.2" = getelementptr inbounds float, ptr %"log_softmax", i64 %"idx.9"
  store float %"log_softmax_1.2", ptr %"log_softmax.ptr.2", align 4
  %"primals_1_3.ptr.3" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.11"
  %"primals_1_3.3" = load float, ptr %"primals_1_3.ptr.3", align 4
  %"shifted_1.3" = fsub float %"primals_1_3.3", %"acc_1"
  %"lse.3" = call float @"logf"(float %"acc_4")
  %"log_softmax_1.3" = fsub float %"shifted_1.3", %"lse.3"
  %"log_softmax.ptr.3" = getelementptr inbounds float, ptr %"log_softmax", i64 %"idx.11"
  store float %"log_softmax_1.3", ptr %"log_softmax.ptr.3", align 4
  %"primals_1_3.ptr.4" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.13"
  %"primals_1_3.4" = load float, ptr %"primals_1_3.ptr.4", align 4
  %"shifted_1.4" = fsub float %"primals_1_3.4", %"acc_1"
  %"lse.4" = call float @"logf"(float %"acc_4")
  %"log_softmax_1.4" = fsub float %"shifted_1.4", %"lse.4"
  %"log_softmax.ptr.4" = getelementptr inbounds float, ptr %"log_softmax", i64 %"idx.13"
  store float %"log_softmax_1.4", ptr %"log_softmax.ptr.4", align 4
  %"primals_1_3.ptr.5" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.15"
  %"primals_1_3.5" = load float, ptr %"primals_1_3.ptr.5", align 4
  %"shifted_1.5" = fsub float %"primals_1_3.5", %"acc_1"
  %"lse.5" = call float @"logf"(float %"acc_4")
  %"log_softmax_1.5" = fsub float %"shifted_1.5", %"lse.5"
  %"log_softmax.ptr.5" = getelementptr inbounds float, ptr %"log_softmax", i64 %"idx.15"
  store float %"log_softmax_1.5", ptr %"log_softmax.ptr.5", align 4
  %"primals_1_3.ptr.6" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.17"
  %"primals_1_3.6" = load float, ptr %"primals_1_3.ptr.6", align 4
  %"shifted_1.6" = fsub float %"primals_1_3.6", %"acc_1"
  %"lse.6" = call float @"logf"(float %"acc_4")
  %"log_softmax_1.6" = fsub float %"shifted_1.6", %"lse.6"
  %"log_softmax.ptr.6" = getelementptr inbounds float, ptr %"log_softmax", i64 %"idx.17"
  store float %"log_softmax_1.6", ptr %"log_softmax.ptr.6", align 4
  %"primals_1_3.ptr.7" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.19"
  %"primals_1_3.7" = load float, ptr %"primals_1_3.ptr.7", align 4
  %"shifted_1.7" = fsub float %"primals_1_3.7", %"acc_1"
  %"lse.7" = call float @"logf"(float %"acc_4")
  %"log_softmax_1.7" = fsub float %"shifted_1.7", %"lse.7"
  %"log_softmax.ptr.7" = getelementptr inbounds float, ptr %"log_softmax", i64 %"idx.19"
  store float %"log_softmax_1.7", ptr %"log_softmax.ptr.7", align 4
  %"primals_1_3.ptr.8" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.21"
  %"primals_1_3.8" = load float, ptr %"primals_1_3.ptr.8", align 4
  %"shifted_1.8" = fsub float %"primals_1_3.8", %"acc_1"
  %"lse.8" = call float @"logf"(float %"acc_4")
  %"log_softmax_1.8" = fsub float %"shifted_1.8", %"lse.8"
  %"log_softmax.ptr.8" = getelementptr inbounds float, ptr %"log_softmax", i64 %"idx.21"
  store float %"log_softmax_1.8", ptr %"log_softmax.ptr.8", align 4
  %"primals_1_3.ptr.9" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.23"
  %"primals_1_3.9" = load float, ptr %"primals_1_3.ptr.9", align 4
  %"shifted_1.9" = fsub float %"primals_1_3.9", %"acc_1"
  %"lse.9" = call float @"logf"(float %"acc_4")
  %"log_softmax_1.9" = fsub float %"shifted_1.9", %"lse.9"
  %"log_softmax.ptr.9" = getelementptr inbounds float, ptr %"log_softmax", i64 %"idx.23"
  store float %"log_softmax_1.9", ptr %"log_softmax.ptr.9", align 4
  br label %"for.cond.r_2"
for.cond.r_2:
  %"r_2" = phi  i64 [0, %"for.end.r_1"], [%"r_2.next", %"for.body.r_2"]
  %"acc_7" = phi  float [             0x0, %"for.end.r_1"], [%"acc_8", %"for.body.r_2"]
  %"r_2.cond" = icmp slt i64 %"r_2", 10
  br i1 %"r_2.cond", label %"for.body.r_2", label %"for.end.r_2"
for.body.r_2:
  %"idx.24" = mul nsw i64 %"i", 10
  %"idx.25" = add nsw i64 %"idx.24", %"r_2"
  %"primals_1_4.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.25"
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
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.r_1"]
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
  %"tangents_3_1.ptr" = getelementptr inbounds float, ptr %"tangents_3", i64 %"i"
  %"tangents_3_1" = load float, ptr %"tangents_3_1.ptr", align 4
  %"idx.4" = mul nsw i64 %"i", 10
  %"idx.5" = add nsw i64 %"idx.4", 0
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
  %"tangents_3_1.ptr.1" = getelementptr inbounds float, ptr %"tangents_3", i64 %"i"
  %"tangents_3_1.1" = load float, ptr %"tangents_3_1.ptr.1", align 4
  %"idx.6" = mul nsw i64 %"i", 10
  %"idx.7" = add nsw i64 %"idx.6", 1
  %"primals_1_1.ptr.1" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.7"
  %"primals_1_1.1" = load float, ptr %"primals_1_1.ptr.1", align 4
  %"logsumexp_1.ptr.1" = getelementptr inbounds float, ptr %"logsumexp", i64 %"i"
  %"logsumexp_1.1" = load float, ptr %"logsumexp_1.ptr.1", align 4
  %"sub.1" = fsub float %"primals_1_1.1", %"logsumexp_1.1"
  %"exp.1" = call float @"expf"(float %"sub.1")
  %"mul.1" = fmul float %"tangents_3_1.1", %"exp.1"
  %"tangents_2_2.ptr.1" = getelementptr inbounds float, ptr %"tangents_2", i64 %"idx.7"
  %"tangents_2_2.1" = load float, ptr %"tangents_2_2.ptr.1", align 4
  %"log_softmax_1.ptr.1" = getelementptr inbounds float, ptr %"log_softmax", i64 %"idx.7"
  %"log_softmax_1.1" = load float, ptr %"log_softmax_1.ptr.1", align 4
  %"exp_1.1" = call float @"expf"(float %"log_softmax_1.1")
  %"mul_1.1" = fmul float %"exp_1.1", %"acc_1"
  %"sub_1.1" = fsub float %"tangents_2_2.1", %"mul_1.1"
  %"add.1" = fadd float %"mul.1", %"sub_1.1"
  %"softmax_2.ptr.1" = getelementptr inbounds float, ptr %"softmax", i64 %"idx.7"
  %"softmax_2.1" = load float, ptr %"softmax_2.ptr.1", align 4
  %"tangents_1_2.ptr.1" = getelementptr inbounds float, ptr %"tangents_1", i64 %"idx.7"
  %"tangents_1_2.1" = load float, ptr %"tangents_1_2.ptr.1", align 4
  %"sub_2.1" = fsub float %"tangents_1_2.1", %"acc_4"
  %"mul_3.1" = fmul float %"softmax_2.1", %"sub_2.1"
  %"d_primals_1_1.1" = fadd float %"add.1", %"mul_3.1"
  %"d_primals_1.ptr.1" = getelementptr inbounds float, ptr %"d_primals_1", i64 %"idx.7"
  store float %"d_primals_1_1.1", ptr %"d_primals_1.ptr.1", align 4
  %"tangents_3_1.ptr.2" = getelementptr inbounds float, ptr %"tangents_3", i64 %"i"
  %"tangents_3_1.2" = load float, ptr %"tangents_3_1.ptr.2", align 4
  %"idx.8" = mul nsw i64 %"i", 10
  %"idx.9" = add nsw i64 %"idx.8", 2
  %"primals_1_1.ptr.2" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.9"
  %"primals_1_1.2" = load float, ptr %"primals_1_1.ptr.2", align 4
  %"logsumexp_1.ptr.2" = getelementptr inbounds float, ptr %"logsumexp", i64 %"i"
  %"logsumexp_1.2" = load float, ptr %"logsumexp_1.ptr.2", align 4
  %"sub.2" = fsub float %"primals_1_1.2", %"logsumexp_1.2"
  %"exp.2" = call float @"expf"(float %"sub.2")
  %"mul.2" = fmul float %"tangents_3_1.2", %"exp.2"
  %"tangents_2_2.ptr.2" = getelementptr inbounds float, ptr %"tangents_2", i64 %"idx.9"
  %"tangents_2_2.2" = load float, ptr %"tangents_2_2.ptr.2", align 4
  %"log_softmax_1.ptr.2" = getelementptr inbounds float, ptr %"log_softmax", i64 %"idx.9"
  %"log_softmax_1.2" = load float, ptr %"log_softmax_1.ptr.2", align 4
  %"exp_1.2" = call float @"expf"(float %"log_softmax_1.2")
  %"mul_1.2" = fmul float %"exp_1.2", %"acc_1"
  %"sub_1.2" = fsub float %"tangents_2_2.2", %"mul_1.2"
  %"add.2" = fadd float %"mul.2", %"sub_1.2"
  %"softmax_2.ptr.2" = getelementptr inbounds float, ptr %"softmax", i64 %"idx.9"
  %"softmax_2.2" = load float, ptr %"softmax_2.ptr.2", align 4
  %"tangents_1_2.ptr.2" = getelementptr inbounds float, ptr %"tangents_1", i64 %"idx.9"
  %"tangents_1_2.2" = load float, ptr %"tangents_1_2.ptr.2", align 4
  %"sub_2.2" = fsub float %"tangents_1_2.2", %"acc_4"
  %"mul_3.2" = fmul float %"softmax_2.2", %"sub_2.2"
  %"d_primals_1_1.2" = fadd float %"add.2", %"mul_3.2"
  %"d_primals_1.ptr.2" = getelementptr inbounds float, ptr %"d_primals_1", i64 %"idx.9"
  store float %"d_primals_1_1.2", ptr %"d_primals_1.ptr.2", align 4
  %"tangents_3_1.ptr.3" = getelementptr inbounds float, ptr %"tangents_3", i64 %"i"
  %"tangents_3_1.3" = load float, ptr %"tangents_3_1.ptr.3", align 4
  %"idx.10" = mul nsw i64 %"i", 10
  %"idx.11" = add nsw i64 %"idx.10", 3
  %"primals_1_1.ptr.3" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.11"
  %"primals_1_1.3" = load float, ptr %"primals_1_1.ptr.3", align 4
  %"logsumexp_1.ptr.3" = getelementptr inbounds float, ptr %"logsumexp", i64 %"i"
  %"logsumexp_1.3" = load float, ptr %"logsumexp_1.ptr.3", align 4
  %"sub.3" = fsub float %"primals_1_1.3", %"logsumexp_1.3"
  %"exp.3" = call float @"expf"(float %"sub.3")
  %"mul.3" = fmul float %"tangents_3_1.3", %"exp.3"
  %"tangents_2_2.ptr.3" = getelementptr inbounds float, ptr %"tangents_2", i64 %"idx.11"
  %"tangents_2_2.3" = load float, ptr %"tangents_2_2.ptr.3", align 4
  %"log_softmax_1.ptr.3" = getelementptr inbounds float, ptr %"log_softmax", i64 %"idx.11"
  %"log_softmax_1.3" = load float, ptr %"log_softmax_1.ptr.3", align 4
  %"exp_1.3" = call float @"expf"(float %"log_softmax_1.3")
  %"mul_1.3" = fmul float %"exp_1.3", %"acc_1"
  %"sub_1.3" = fsub float %"tangents_2_2.3", %"mul_1.3"
  %"add.3" = fadd float %"mul.3", %"sub_1.3"
  %"softmax_2.ptr.3" = getelementptr inbounds float, ptr %"softmax", i64 %"idx.11"
  %"softmax_2.3" = load float, ptr %"softmax_2.ptr.3", align 4
  %"tangents_1_2.ptr.3" = getelementptr inbounds float, ptr %"tangents_1", i64 %"idx.11"
  %"tangents_1_2.3" = load float, ptr %"tangents_1_2.ptr.3", align 4
  %"sub_2.3" = fsub float %"tangents_1_2.3", %"acc_4"
  %"mul_3.3" = fmul float %"softmax_2.3", %"sub_2.3"
  %"d_primals_1_1.3" = fadd float %"add.3", %"mul_3.3"
  %"d_primals_1.ptr.3" = getelementptr inbounds float, ptr %"d_primals_1", i64 %"idx.11"
  store float %"d_primals_1_1.3", ptr %"d_primals_1.ptr.3", align 4
  %"tangents_3_1.ptr.4" = getelementptr inbounds float, ptr %"tangents_3", i64 %"i"
  %"tangents_3_1.4" = load float, ptr %"tangents_3_1.ptr.4", align 4
  %"idx.12" = mul nsw i64 %"i", 10
  %"idx.13" = add nsw i64 %"idx.12", 4
  %"primals_1_1.ptr.4" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.13"
  %"primals_1_1.4" = load float, ptr %"primals_1_1.ptr.4", align 4
  %"logsumexp_1.ptr.4" = getelementptr inbounds float, ptr %"logsumexp", i64 %"i"
  %"logsumexp_1.4" = load float, ptr %"logsumexp_1.ptr.4", align 4
  %"sub.4" = fsub float %"primals_1_1.4", %"logsumexp_1.4"
  %"exp.4" = call float @"expf"(float %"sub.4")
  %"mul.4" = fmul float %"tangents_3_1.4", %"exp.4"
  %"tangents_2_2.ptr.4" = getelementptr inbounds float, ptr %"tangents_2", i64 %"idx.13"
  %"tangents_2_2.4" = load float, ptr %"tangents_2_2.ptr.4", align 4
  %"log_softmax_1.ptr.4" = getelementptr inbounds float, ptr %"log_softmax", i64 %"idx.13"
  %"log_softmax_1.4" = load float, ptr %"log_softmax_1.ptr.4", align 4
  %"exp_1.4" = call float @"expf"(float %"log_softmax_1.4")
  %"mul_1.4" = fmul float %"exp_1.4", %"acc_1"
  %"sub_1.4" = fsub float %"tangents_2_2.4", %"mul_1.4"
  %"add.4" = fadd float %"mul.4", %"sub_1.4"
  %"softmax_2.ptr.4" = getelementptr inbounds float, ptr %"softmax", i64 %"idx.13"
  %"softmax_2.4" = load float, ptr %"softmax_2.ptr.4", align 4
  %"tangents_1_2.ptr.4" = getelementptr inbounds float, ptr %"tangents_1", i64 %"idx.13"
  %"tangents_1_2.4" = load float, ptr %"tangents_1_2.ptr.4", align 4
  %"sub_2.4" = fsub float %"tangents_1_2.4", %"acc_4"
  %"mul_3.4" = fmul float %"softmax_2.4", %"sub_2.4"
  %"d_primals_1_1.4" = fadd float %"add.4", %"mul_3.4"
  %"d_primals_1.ptr.4" = getelementptr inbounds float, ptr %"d_primals_1", i64 %"idx.13"
  store float %"d_primals_1_1.4", ptr %"d_primals_1.ptr.4", align 4
  %"tangents_3_1.ptr.5" = getelementptr inbounds float, ptr %"tangents_3", i64 %"i"
  %"tangents_3_1.5" = load float, ptr %"tangents_3_1.ptr.5", align 4
  %"idx.14" = mul nsw i64 %"i", 10
  %"idx.15" = add nsw i64 %"idx.14", 5
  %"primals_1_1.ptr.5" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.15"
  %"primals_1_1.5" = load float, ptr %"primals_1_1.ptr.5", align 4
  %"logsumexp_1.ptr.5" = getelementptr inbounds float, ptr %"logsumexp", i64 %"i"
  %"logsumexp_1.5" = load float, ptr %"logsumexp_1.ptr.5", align 4
  %"sub.5" = fsub float %"primals_1_1.5", %"logsumexp_1.5"
  %"exp.5" = call float @"expf"(float %"sub.5")
  %"mul.5" = fmul float %"tangents_3_1.5", %"exp.5"
  %"tangents_2_2.ptr.5" = getelementptr inbounds float, ptr %"tangents_2", i64 %"idx.15"
  %"tangents_2_2.5" = load float, ptr %"tangents_2_2.ptr.5", align 4
  %"log_softmax_1.ptr.5" = getelementptr inbounds float, ptr %"log_softmax", i64 %"idx.15"
  %"log_softmax_1.5" = load float, ptr %"log_softmax_1.ptr.5", align 4
  %"exp_1.5" = call float @"expf"(float %"log_softmax_1.5")
  %"mul_1.5" = fmul float %"exp_1.5", %"acc_1"
  %"sub_1.5" = fsub float %"tangents_2_2.5", %"mul_1.5"
  %"add.5" = fadd float %"mul.5", %"sub_1.5"
  %"softmax_2.ptr.5" = getelementptr inbounds float, ptr %"softmax", i64 %"idx.15"
  %"softmax_2.5" = load float, ptr %"softmax_2.ptr.5", align 4
  %"tangents_1_2.ptr.5" = getelementptr inbounds float, ptr %"tangents_1", i64 %"idx.15"
  %"tangents_1_2.5" = load float, ptr %"tangents_1_2.ptr.5", align 4
  %"sub_2.5" = fsub float %"tangents_1_2.5", %"acc_4"
  %"mul_3.5" = fmul float %"softmax_2.5", %"sub_2.5"
  %"d_primals_1_1.5" = fadd float %"add.5", %"mul_3.5"
  %"d_primals_1.ptr.5" = getelementptr inbounds float, ptr %"d_primals_1", i64 %"idx.15"
  store float %"d_primals_1_1.5", ptr %"d_primals_1.ptr.5", align 4
  %"tangents_3_1.ptr.6" = getelementptr inbounds float, ptr %"tangents_3", i64 %"i"
  %"tangents_3_1.6" = load float, ptr %"tangents_3_1.ptr.6", align 4
  %"idx.16" = mul nsw i64 %"i", 10
  %"idx.17" = add nsw i64 %"idx.16", 6
  %"primals_1_1.ptr.6" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.17"
  %"primals_1_1.6" = load float, ptr %"primals_1_1.ptr.6", align 4
  %"logsumexp_1.ptr.6" = getelementptr inbounds float, ptr %"logsumexp", i64 %"i"
  %"logsumexp_1.6" = load float, ptr %"logsumexp_1.ptr.6", align 4
  %"sub.6" = fsub float %"primals_1_1.6", %"logsumexp_1.6"
  %"exp.6" = call float @"expf"(float %"sub.6")
  %"mul.6" = fmul float %"tangents_3_1.6", %"exp.6"
  %"tangents_2_2.ptr.6" = getelementptr inbounds float, ptr %"tangents_2", i64 %"idx.17"
  %"tangents_2_2.6" = load float, ptr %"tangents_2_2.ptr.6", align 4
  %"log_softmax_1.ptr.6" = getelementptr inbounds float, ptr %"log_softmax", i64 %"idx.17"
  %"log_softmax_1.6" = load float, ptr %"log_softmax_1.ptr.6", align 4
  %"exp_1.6" = call float @"expf"(float %"log_softmax_1.6")
  %"mul_1.6" = fmul float %"exp_1.6", %"acc_1"
  %"sub_1.6" = fsub float %"tangents_2_2.6", %"mul_1.6"
  %"add.6" = fadd float %"mul.6", %"sub_1.6"
  %"softmax_2.ptr.6" = getelementptr inbounds float, ptr %"softmax", i64 %"idx.17"
  %"softmax_2.6" = load float, ptr %"softmax_2.ptr.6", align 4
  %"tangents_1_2.ptr.6" = getelementptr inbounds float, ptr %"tangents_1", i64 %"idx.17"
  %"tangents_1_2.6" = load float, ptr %"tangents_1_2.ptr.6", align 4
  %"sub_2.6" = fsub float %"tangents_1_2.6", %"acc_4"
  %"mul_3.6" = fmul float %"softmax_2.6", %"sub_2.6"
  %"d_primals_1_1.6" = fadd float %"add.6", %"mul_3.6"
  %"d_primals_1.ptr.6" = getelementptr inbounds float, ptr %"d_primals_1", i64 %"idx.17"
  store float %"d_primals_1_1.6", ptr %"d_primals_1.ptr.6", align 4
  %"tangents_3_1.ptr.7" = getelementptr inbounds float, ptr %"tangents_3", i64 %"i"
  %"tangents_3_1.7" = load float, ptr %"tangents_3_1.ptr.7", align 4
  %"idx.18" = mul nsw i64 %"i", 10
  %"idx.19" = add nsw i64 %"idx.18", 7
  %"primals_1_1.ptr.7" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.19"
  %"primals_1_1.7" = load float, ptr %"primals_1_1.ptr.7", align 4
  %"logsumexp_1.ptr.7" = getelementptr inbounds float, ptr %"logsumexp", i64 %"i"
  %"logsumexp_1.7" = load float, ptr %"logsumexp_1.ptr.7", align 4
  %"sub.7" = fsub float %"primals_1_1.7", %"logsumexp_1.7"
  %"exp.7" = call float @"expf"(float %"sub.7")
  %"mul.7" = fmul float %"tangents_3_1.7", %"exp.7"
  %"tangents_2_2.ptr.7" = getelementptr inbounds float, ptr %"tangents_2", i64 %"idx.19"
  %"tangents_2_2.7" = load float, ptr %"tangents_2_2.ptr.7", align 4
  %"log_softmax_1.ptr.7" = getelementptr inbounds float, ptr %"log_softmax", i64 %"idx.19"
  %"log_softmax_1.7" = load float, ptr %"log_softmax_1.ptr.7", align 4
  %"exp_1.7" = call float @"expf"(float %"log_softmax_1.7")
  %"mul_1.7" = fmul float %"exp_1.7", %"acc_1"
  %"sub_1.7" = fsub float %"tangents_2_2.7", %"mul_1.7"
  %"add.7" = fadd float %"mul.7", %"sub_1.7"
  %"softmax_2.ptr.7" = getelementptr inbounds float, ptr %"softmax", i64 %"idx.19"
  %"softmax_2.7" = load float, ptr %"softmax_2.ptr.7", align 4
  %"tangents_1_2.ptr.7" = getelementptr inbounds float, ptr %"tangents_1", i64 %"idx.19"
  %"tangents_1_2.7" = load float, ptr %"tangents_1_2.ptr.7", align 4
  %"sub_2.7" = fsub float %"tangents_1_2.7", %"acc_4"
  %"mul_3.7" = fmul float %"softmax_2.7", %"sub_2.7"
  %"d_primals_1_1.7" = fadd float %"add.7", %"mul_3.7"
  %"d_primals_1.ptr.7" = getelementptr inbounds float, ptr %"d_primals_1", i64 %"idx.19"
  store float %"d_primals_1_1.7", ptr %"d_primals_1.ptr.7", align 4
  %"tangents_3_1.ptr.8" = getelementptr inbounds float, ptr %"tangents_3", i64 %"i"
  %"tangents_3_1.8" = load float, ptr %"tangents_3_1.ptr.8", align 4
  %"idx.20" = mul nsw i64 %"i", 10
  %"idx.21" = add nsw i64 %"idx.20", 8
  %"primals_1_1.ptr.8" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.21"
  %"primals_1_1.8" = load float, ptr %"primals_1_1.ptr.8", align 4
  %"logsumexp_1.ptr.8" = getelementptr inbounds float, ptr %"logsumexp", i64 %"i"
  %"logsumexp_1.8" = load float, ptr %"logsumexp_1.ptr.8", align 4
  %"sub.8" = fsub float %"primals_1_1.8", %"logsumexp_1.8"
  %"exp.8" = call float @"expf"(float %"sub.8")
  %"mul.8" = fmul float %"tangents_3_1.8", %"exp.8"
  %"tangents_2_2.ptr.8" = getelementptr inbounds float, ptr %"tangents_2", i64 %"idx.21"
  %"tangents_2_2.8" = load float, ptr %"tangents_2_2.ptr.8", align 4
  %"log_softmax_1.ptr.8" = getelementptr inbounds float, ptr %"log_softmax", i64 %"idx.21"
  %"log_softmax_1.8" = load float, ptr %"log_softmax_1.ptr.8", align 4
  %"exp_1.8" = call float @"expf"(float %"log_softmax_1.8")
  %"mul_1.8" = fmul float %"exp_1.8", %"acc_1"
  %"sub_1.8" = fsub float %"tangents_2_2.8", %"mul_1.8"
  %"add.8" = fadd float %"mul.8", %"sub_1.8"
  %"softmax_2.ptr.8" = getelementptr inbounds float, ptr %"softmax", i64 %"idx.21"
  %"softmax_2.8" = load float, ptr %"softmax_2.ptr.8", align 4
  %"tangents_1_2.ptr.8" = getelementptr inbounds float, ptr %"tangents_1", i64 %"idx.21"
  %"tangents_1_2.8" = load float, ptr %"tangents_1_2.ptr.8", align 4
  %"sub_2.8" = fsub float %"tangents_1_2.8", %"acc_4"
  %"mul_3.8" = fmul float %"softmax_2.8", %"sub_2.8"
  %"d_primals_1_1.8" = fadd float %"add.8", %"mul_3.8"
  %"d_primals_1.ptr.8" = getelementptr inbounds float, ptr %"d_primals_1", i64 %"idx.21"
  store float %"d_primals_1_1.8", ptr %"d_primals_1.ptr.8", align 4
  %"tangents_3_1.ptr.9" = getelementptr inbounds float, ptr %"tangents_3", i64 %"i"
  %"tangents_3_1.9" = load float, ptr %"tangents_3_1.ptr.9", align 4
  %"idx.22" = mul nsw i64 %"i", 10
  %"idx.23" = add nsw i64 %"idx.22", 9
  %"primals_1_1.ptr.9" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.23"
  %"primals_1_1.9" = load float, ptr %"primals_1_1.ptr.9", align 4
  %"logsumexp_1.ptr.9" = getelementptr inbounds float, ptr %"logsumexp", i64 %"i"
  %"logsumexp_1.9" = load float, ptr %"logsumexp_1.ptr.9", align 4
  %"sub.9" = fsub float %"primals_1_1.9", %"logsumexp_1.9"
  %"exp.9" = call float @"expf"(float %"sub.9")
  %"mul.9" = fmul float %"tangents_3_1.9", %"exp.9"
  %"tangents_2_2.ptr.9" = getelementptr inbounds float, ptr %"tangents_2", i64 %"idx.23"
  %"tangents_2_2.9" = load float, ptr %"tangents_2_2.ptr.9", align 4
  %"log_softmax_1.ptr.9" = getelementptr inbounds float, ptr %"log_softmax", i64 %"idx.23"
  %"log_softmax_1.9" = load float, ptr %"log_softmax_1.ptr.9", align 4
  %"exp_1.9" = call float @"expf"(float %"log_softmax_1.9")
  %"mul_1.9" = fmul float %"exp_1.9", %"acc_1"
  %"sub_1.9" = fsub float %"tangents_2_2.9", %"mul_1.9"
  %"add.9" = fadd float %"mul.9", %"sub_1.9"
  %"softmax_2.ptr.9" = getelementptr inbounds float, ptr %"softmax", i64 %"idx.23"
  %"softmax_2.9" = load float, ptr %"softmax_2.ptr.9", align 4
  %"tangents_1_2.ptr.9" = getelementptr inbounds float, ptr %"tangents_1", i64 %"idx.23"
  %"tangents_1_2.9" = load float, ptr %"tangents_1_2.ptr.9", align 4
  %"sub_2.9" = fsub float %"tangents_1_2.9", %"acc_4"
  %"mul_3.9" = fmul float %"softmax_2.9", %"sub_2.9"
  %"d_primals_1_1.9" = fadd float %"add.9", %"mul_3.9"
  %"d_primals_1.ptr.9" = getelementptr inbounds float, ptr %"d_primals_1", i64 %"idx.23"
  store float %"d_primals_1_1.9", ptr %"d_primals_1.ptr.9", align 4
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
