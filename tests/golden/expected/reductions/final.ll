; ----- program @reductions_forward ----- ;
; ModuleID = "reductions_forward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.sum"(ptr captures(none) noalias dereferenceable(768) %"primals_1", ptr captures(none) noalias dereferenceable(4) %"sum") noinline nounwind
{
entry:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"entry"], [%"r.next", %"for.body.r"]
  %"acc_1" = phi  float [             0x0, %"entry"], [%"acc_2", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 192
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"r"
  %"primals_1_1" = load float, ptr %"primals_1_1.ptr", align 4
  %"acc_2" = fadd reassoc float %"acc_1", %"primals_1_1"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"sum.ptr" = getelementptr inbounds float, ptr %"sum", i64 0
  store float %"acc_1", ptr %"sum.ptr", align 4
  ret void
}

define internal void @"kernel.max"(ptr captures(none) noalias dereferenceable(768) %"primals_1", ptr captures(none) noalias dereferenceable(4) %"max") noinline nounwind
{
entry:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"entry"], [%"r.next", %"for.body.r"]
  %"acc_1" = phi  float [0xfff0000000000000, %"entry"], [%"acc_2", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 192
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"r"
  %"primals_1_1" = load float, ptr %"primals_1_1.ptr", align 4
  %"acc_2" = call float @"llvm.maximum.f32"(float %"acc_1", float %"primals_1_1")
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"max.ptr" = getelementptr inbounds float, ptr %"max", i64 0
  store float %"acc_1", ptr %"max.ptr", align 4
  ret void
}

declare float @"llvm.maximum.f32"(float %".1", float %".2")

define internal void @"kernel.fused_div_add"(ptr captures(none) noalias dereferenceable(4) %"sum", ptr captures(none) noalias dereferenceable(4) %"max", ptr captures(none) noalias dereferenceable(4) %"total") noinline nounwind
{
entry:
  %"sum_1.ptr" = getelementptr inbounds float, ptr %"sum", i64 0
  %"sum_1" = load float, ptr %"sum_1.ptr", align 4
  %"mean" = fdiv float %"sum_1", 0x4068000000000000
  %"add" = fadd float %"sum_1", %"mean"
  %"max_1.ptr" = getelementptr inbounds float, ptr %"max", i64 0
  %"max_1" = load float, ptr %"max_1.ptr", align 4
  %"total_1" = fadd float %"add", %"max_1"
  %"total.ptr" = getelementptr inbounds float, ptr %"total", i64 0
  store float %"total_1", ptr %"total.ptr", align 4
  ret void
}

define internal void @"kernel.fused_sum_max_sub_argmax"(ptr captures(none) noalias dereferenceable(768) %"primals_1", ptr captures(none) noalias dereferenceable(128) %"max_1", ptr captures(none) noalias dereferenceable(128) %"rows", ptr captures(none) noalias dereferenceable(192) %"argmax") noinline nounwind
{
entry:
  %"sum_1" = alloca float, i64 8, align 64
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 4
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  %"idx" = mul nsw i64 %"i", 48
  %"idx.1" = mul nsw i64 0, 8
  %"idx.2" = add nsw i64 %"idx", %"idx.1"
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.2"
  %"primals_1_1" = load float, ptr %"primals_1_1.ptr", align 4
  %"primals_1_2.ptr.idx" = add nsw i64 %"idx.2", 1
  %"primals_1_2.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_2.ptr.idx"
  %"primals_1_2" = load float, ptr %"primals_1_2.ptr", align 4
  %"primals_1_3.ptr.idx" = add nsw i64 %"idx.2", 2
  %"primals_1_3.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_3.ptr.idx"
  %"primals_1_3" = load float, ptr %"primals_1_3.ptr", align 4
  %"primals_1_4.ptr.idx" = add nsw i64 %"idx.2", 3
  %"primals_1_4.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_4.ptr.idx"
  %"primals_1_4" = load float, ptr %"primals_1_4.ptr", align 4
  %"primals_1_5.ptr.idx" = add nsw i64 %"idx.2", 4
  %"primals_1_5.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_5.ptr.idx"
  %"primals_1_5" = load float, ptr %"primals_1_5.ptr", align 4
  %"primals_1_6.ptr.idx" = add nsw i64 %"idx.2", 5
  %"primals_1_6.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_6.ptr.idx"
  %"primals_1_6" = load float, ptr %"primals_1_6.ptr", align 4
  %"primals_1_7.ptr.idx" = add nsw i64 %"idx.2", 6
  %"primals_1_7.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_7.ptr.idx"
  %"primals_1_7" = load float, ptr %"primals_1_7.ptr", align 4
  %"primals_1_8.ptr.idx" = add nsw i64 %"idx.2", 7
  %"primals_1_8.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_8.ptr.idx"
  %"primals_1_8" = load float, ptr %"primals_1_8.ptr", align 4
  %"acc_16" = fadd float              0x0, %"primals_1_1"
  %"acc_17" = fadd float              0x0, %"primals_1_2"
  %"acc_18" = fadd float              0x0, %"primals_1_3"
  %"acc_19" = fadd float              0x0, %"primals_1_4"
  %"acc_20" = fadd float              0x0, %"primals_1_5"
  %"acc_21" = fadd float              0x0, %"primals_1_6"
  %"acc_22" = fadd float              0x0, %"primals_1_7"
  %"acc_23" = fadd float              0x0, %"primals_1_8"
  %"idx.3" = mul nsw i64 %"i", 48
  %"idx.4" = mul nsw i64 1, 8
  %"idx.5" = add nsw i64 %"idx.3", %"idx.4"
  %"primals_1_1.ptr.1" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.5"
  %"primals_1_1.1" = load float, ptr %"primals_1_1.ptr.1", align 4
  %"primals_1_2.ptr.idx.1" = add nsw i64 %"idx.5", 1
  %"primals_1_2.ptr.1" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_2.ptr.idx.1"
  %"primals_1_2.1" = load float, ptr %"primals_1_2.ptr.1", align 4
  %"primals_1_3.ptr.idx.1" = add nsw i64 %"idx.5", 2
  %"primals_1_3.ptr.1" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_3.ptr.idx.1"
  %"primals_1_3.1" = load float, ptr %"primals_1_3.ptr.1", align 4
  %"primals_1_4.ptr.idx.1" = add nsw i64 %"idx.5", 3
  %"primals_1_4.ptr.1" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_4.ptr.idx.1"
  %"primals_1_4.1" = load float, ptr %"primals_1_4.ptr.1", align 4
  %"primals_1_5.ptr.idx.1" = add nsw i64 %"idx.5", 4
  %"primals_1_5.ptr.1" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_5.ptr.idx.1"
  %"primals_1_5.1" = load float, ptr %"primals_1_5.ptr.1", align 4
  %"primals_1_6.ptr.idx.1" = add nsw i64 %"idx.5", 5
  %"primals_1_6.ptr.1" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_6.ptr.idx.1"
  %"primals_1_6.1" = load float, ptr %"primals_1_6.ptr.1", align 4
  %"primals_1_7.ptr.idx.1" = add nsw i64 %"idx.5", 6
  %"primals_1_7.ptr.1" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_7.ptr.idx.1"
  %"primals_1_7.1" = load float, ptr %"primals_1_7.ptr.1", align 4
  %"primals_1_8.ptr.idx.1" = add nsw i64 %"idx.5", 7
  %"primals_1_8.ptr.1" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_8.ptr.idx.1"
  %"primals_1_8.1" = load float, ptr %"primals_1_8.ptr.1", align 4
  %"acc_16.1" = fadd float %"acc_16", %"primals_1_1.1"
  %"acc_17.1" = fadd float %"acc_17", %"primals_1_2.1"
  %"acc_18.1" = fadd float %"acc_18", %"primals_1_3.1"
  %"acc_19.1" = fadd float %"acc_19", %"primals_1_4.1"
  %"acc_20.1" = fadd float %"acc_20", %"primals_1_5.1"
  %"acc_21.1" = fadd float %"acc_21", %"primals_1_6.1"
  %"acc_22.1" = fadd float %"acc_22", %"primals_1_7.1"
  %"acc_23.1" = fadd float %"acc_23", %"primals_1_8.1"
  %"idx.6" = mul nsw i64 %"i", 48
  %"idx.7" = mul nsw i64 2, 8
  %"idx.8" = add nsw i64 %"idx.6", %"idx.7"
  %"primals_1_1.ptr.2" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.8"
  %"primals_1_1.2" = load float, ptr %"primals_1_1.ptr.2", align 4
  %"primals_1_2.ptr.idx.2" = add nsw i64 %"idx.8", 1
  %"primals_1_2.ptr.2" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_2.ptr.idx.2"
  %"primals_1_2.2" = load float, ptr %"primals_1_2.ptr.2", align 4
  %"primals_1_3.ptr.idx.2" = add nsw i64 %"idx.8", 2
  %"primals_1_3.ptr.2" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_3.ptr.idx.2"
  %"primals_1_3.2" = load float, ptr %"primals_1_3.ptr.2", align 4
  %"primals_1_4.ptr.idx.2" = add nsw i64 %"idx.8", 3
  %"primals_1_4.ptr.2" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_4.ptr.idx.2"
  %"primals_1_4.2" = load float, ptr %"primals_1_4.ptr.2", align 4
  %"primals_1_5.ptr.idx.2" = add nsw i64 %"idx.8", 4
  %"primals_1_5.ptr.2" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_5.ptr.idx.2"
  %"primals_1_5.2" = load float, ptr %"primals_1_5.ptr.2", align 4
  %"primals_1_6.ptr.idx.2" = add nsw i64 %"idx.8", 5
  %"primals_1_6.ptr.2" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_6.ptr.idx.2"
  %"primals_1_6.2" = load float, ptr %"primals_1_6.ptr.2", align 4
  %"primals_1_7.ptr.idx.2" = add nsw i64 %"idx.8", 6
  %"primals_1_7.ptr.2" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_7.ptr.idx.2"
  %"primals_1_7.2" = load float, ptr %"primals_1_7.ptr.2", align 4
  %"primals_1_8.ptr.idx.2" = add nsw i64 %"idx.8", 7
  %"primals_1_8.ptr.2" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_8.ptr.idx.2"
  %"primals_1_8.2" = load float, ptr %"primals_1_8.ptr.2", align 4
  %"acc_16.2" = fadd float %"acc_16.1", %"primals_1_1.2"
  %"acc_17.2" = fadd float %"acc_17.1", %"primals_1_2.2"
  %"acc_18.2" = fadd float %"acc_18.1", %"primals_1_3.2"
  %"acc_19.2" = fadd float %"acc_19.1", %"primals_1_4.2"
  %"acc_20.2" = fadd float %"acc_20.1", %"primals_1_5.2"
  %"acc_21.2" = fadd float %"acc_21.1", %"primals_1_6.2"
  %"acc_22.2" = fadd float %"acc_22.1", %"primals_1_7.2"
  %"acc_23.2" = fadd float %"acc_23.1", %"primals_1_8.2"
  %"idx.9" = mul nsw i64 %"i", 48
  %"idx.10" = mul nsw i64 3, 8
  %"idx.11" = add nsw i64 %"idx.9", %"idx.10"
  %"primals_1_1.ptr.3" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.11"
  %"primals_1_1.3" = load float, ptr %"primals_1_1.ptr.3", align 4
  %"primals_1_2.ptr.idx.3" = add nsw i64 %"idx.11", 1
  %"primals_1_2.ptr.3" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_2.ptr.idx.3"
  %"primals_1_2.3" = load float, ptr %"primals_1_2.ptr.3", align 4
  %"primals_1_3.ptr.idx.3" = add nsw i64 %"idx.11", 2
  %"primals_1_3.ptr.3" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_3.ptr.idx.3"
  %"primals_1_3.3" = load float, ptr %"primals_1_3.ptr.3", align 4
  %"primals_1_4.ptr.idx.3" = add nsw i64 %"idx.11", 3
  %"primals_1_4.ptr.3" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_4.ptr.idx.3"
  %"primals_1_4.3" = load float, ptr %"primals_1_4.ptr.3", align 4
  %"primals_1_5.ptr.idx.3" = add nsw i64 %"idx.11", 4
  %"primals_1_5.ptr.3" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_5.ptr.idx.3"
  %"primals_1_5.3" = load float, ptr %"primals_1_5.ptr.3", align 4
  %"primals_1_6.ptr.idx.3" = add nsw i64 %"idx.11", 5
  %"primals_1_6.ptr.3" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_6.ptr.idx.3"
  %"primals_1_6.3" = load float, ptr %"primals_1_6.ptr.3", align 4
  %"primals_1_7.ptr.idx.3" = add nsw i64 %"idx.11", 6
  %"primals_1_7.ptr.3" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_7.ptr.idx.3"
  %"primals_1_7.3" = load float, ptr %"primals_1_7.ptr.3", align 4
  %"primals_1_8.ptr.idx.3" = add nsw i64 %"idx.11", 7
  %"primals_1_8.ptr.3" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_8.ptr.idx.3"
  %"primals_1_8.3" = load float, ptr %"primals_1_8.ptr.3", align 4
  %"acc_16.3" = fadd float %"acc_16.2", %"primals_1_1.3"
  %"acc_17.3" = fadd float %"acc_17.2", %"primals_1_2.3"
  %"acc_18.3" = fadd float %"acc_18.2", %"primals_1_3.3"
  %"acc_19.3" = fadd float %"acc_19.2", %"primals_1_4.3"
  %"acc_20.3" = fadd float %"acc_20.2", %"primals_1_5.3"
  %"acc_21.3" = fadd float %"acc_21.2", %"primals_1_6.3"
  %"acc_22.3" = fadd float %"acc_22.2", %"primals_1_7.3"
  %"acc_23.3" = fadd float %"acc_23.2", %"primals_1_8.3"
  %"idx.12" = mul nsw i64 %"i", 48
  %"idx.13" = mul nsw i64 4, 8
  %"idx.14" = add nsw i64 %"idx.12", %"idx.13"
  %"primals_1_1.ptr.4" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.14"
  %"primals_1_1.4" = load float, ptr %"primals_1_1.ptr.4", align 4
  %"primals_1_2.ptr.idx.4" = add nsw i64 %"idx.14", 1
  %"primals_1_2.ptr.4" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_2.ptr.idx.4"
  %"primals_1_2.4" = load float, ptr %"primals_1_2.ptr.4", align 4
  %"primals_1_3.ptr.idx.4" = add nsw i64 %"idx.14", 2
  %"primals_1_3.ptr.4" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_3.ptr.idx.4"
  %"primals_1_3.4" = load float, ptr %"primals_1_3.ptr.4", align 4
  %"primals_1_4.ptr.idx.4" = add nsw i64 %"idx.14", 3
  %"primals_1_4.ptr.4" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_4.ptr.idx.4"
  %"primals_1_4.4" = load float, ptr %"primals_1_4.ptr.4", align 4
  %"primals_1_5.ptr.idx.4" = add nsw i64 %"idx.14", 4
  %"primals_1_5.ptr.4" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_5.ptr.idx.4"
  %"primals_1_5.4" = load float, ptr %"primals_1_5.ptr.4", align 4
  %"primals_1_6.ptr.idx.4" = add nsw i64 %"idx.14", 5
  %"primals_1_6.ptr.4" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_6.ptr.idx.4"
  %"primals_1_6.4" = load float, ptr %"primals_1_6.ptr.4", align 4
  %"primals_1_7.ptr.idx.4" = add nsw i64 %"idx.14", 6
  %"primals_1_7.ptr.4" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_7.ptr.idx.4"
  %"primals_1_7.4" = load float, ptr %"primals_1_7.ptr.4", align 4
  %"primals_1_8.ptr.idx.4" = add nsw i64 %"idx.14", 7
  %"primals_1_8.ptr.4" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_8.ptr.idx.4"
  %"primals_1_8.4" = load float, ptr %"primals_1_8.ptr.4", align 4
  %"acc_16.4" = fadd float %"acc_16.3", %"primals_1_1.4"
  %"acc_17.4" = fadd float %"acc_17.3", %"primals_1_2.4"
  %"acc_18.4" = fadd float %"acc_18.3", %"primals_1_3.4"
  %"acc_19.4" = fadd float %"acc_19.3", %"primals_1_4.4"
  %"acc_20.4" = fadd float %"acc_20.3", %"primals_1_5.4"
  %"acc_21.4" = fadd float %"acc_21.3", %"primals_1_6.4"
  %"acc_22.4" = fadd float %"acc_22.3", %"primals_1_7.4"
  %"acc_23.4" = fadd float %"acc_23.3", %"primals_1_8.4"
  %"idx.15" = mul nsw i64 %"i", 48
  %"idx.16" = mul nsw i64 5, 8
  %"idx.17" = add nsw i64 %"idx.15", %"idx.16"
  %"primals_1_1.ptr.5" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.17"
  %"primals_1_1.5" = load float, ptr %"primals_1_1.ptr.5", align 4
  %"primals_1_2.ptr.idx.5" = add nsw i64 %"idx.17", 1
  %"primals_1_2.ptr.5" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_2.ptr.idx.5"
  %"primals_1_2.5" = load float, ptr %"primals_1_2.ptr.5", align 4
  %"primals_1_3.ptr.idx.5" = add nsw i64 %"idx.17", 2
  %"primals_1_3.ptr.5" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_3.ptr.idx.5"
  %"primals_1_3.5" = load float, ptr %"primals_1_3.ptr.5", align 4
  %"primals_1_4.ptr.idx.5" = add nsw i64 %"idx.17", 3
  %"primals_1_4.ptr.5" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_4.ptr.idx.5"
  %"primals_1_4.5" = load float, ptr %"primals_1_4.ptr.5", align 4
  %"primals_1_5.ptr.idx.5" = add nsw i64 %"idx.17", 4
  %"primals_1_5.ptr.5" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_5.ptr.idx.5"
  %"primals_1_5.5" = load float, ptr %"primals_1_5.ptr.5", align 4
  %"primals_1_6.ptr.idx.5" = add nsw i64 %"idx.17", 5
  %"primals_1_6.ptr.5" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_6.ptr.idx.5"
  %"primals_1_6.5" = load float, ptr %"primals_1_6.ptr.5", align 4
  %"primals_1_7.ptr.idx.5" = add nsw i64 %"idx.17", 6
  %"primals_1_7.ptr.5" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_7.ptr.idx.5"
  %"primals_1_7.5" = load float, ptr %"primals_1_7.ptr.5", align 4
  %"primals_1_8.ptr.idx.5" = add nsw i64 %"idx.17", 7
  %"primals_1_8.ptr.5" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_8.ptr.idx.5"
  %"primals_1_8.5" = load float, ptr %"primals_1_8.ptr.5", align 4
  %"acc_16.5" = fadd float %"acc_16.4", %"primals_1_1.5"
  %"acc_17.5" = fadd float %"acc_17.4", %"primals_1_2.5"
  %"acc_18.5" = fadd float %"acc_18.4", %"primals_1_3.5"
  %"acc_19.5" = fadd float %"acc_19.4", %"primals_1_4.5"
  %"acc_20.5" = fadd float %"acc_20.4", %"primals_1_5.5"
  %"acc_21.5" = fadd float %"acc_21.4", %"primals_1_6.5"
  %"acc_22.5" = fadd float %"acc_22.4", %"primals_1_7.5"
  %"acc_23.5" = fadd float %"acc_23.4", %"primals_1_8.5"
  %"sum_1.ptr" = getelementptr inbounds float, float* %"sum_1", i64 0
  store float %"acc_16.5", float* %"sum_1.ptr", align 4
  %"sum_1.ptr.1" = getelementptr inbounds float, float* %"sum_1", i64 1
  store float %"acc_17.5", float* %"sum_1.ptr.1", align 4
  %"sum_1.ptr.2" = getelementptr inbounds float, float* %"sum_1", i64 2
  store float %"acc_18.5", float* %"sum_1.ptr.2", align 4
  %"sum_1.ptr.3" = getelementptr inbounds float, float* %"sum_1", i64 3
  store float %"acc_19.5", float* %"sum_1.ptr.3", align 4
  %"sum_1.ptr.4" = getelementptr inbounds float, float* %"sum_1", i64 4
  store float %"acc_20.5", float* %"sum_1.ptr.4", align 4
  %"sum_1.ptr.5" = getelementptr inbounds float, float* %"sum_1", i64 5
  store float %"acc_21.5", float* %"sum_1.ptr.5", align 4
  %"sum_1.ptr.6" = getelementptr inbounds float, float* %"sum_1", i64 6
  store float %"acc_22.5", float* %"sum_1.ptr.6", align 4
  %"sum_1.ptr.7" = getelementptr inbounds float, float* %"sum_1", i64 7
  store float %"acc_23.5", float* %"sum_1.ptr.7", align 4
  %"primals_1_9.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.2"
  %"primals_1_9" = load float, ptr %"primals_1_9.ptr", align 4
  %"primals_1_10.ptr.idx" = add nsw i64 %"idx.2", 1
  %"primals_1_10.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_10.ptr.idx"
  %"primals_1_10" = load float, ptr %"primals_1_10.ptr", align 4
  %"primals_1_11.ptr.idx" = add nsw i64 %"idx.2", 2
  %"primals_1_11.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_11.ptr.idx"
  %"primals_1_11" = load float, ptr %"primals_1_11.ptr", align 4
  %"primals_1_12.ptr.idx" = add nsw i64 %"idx.2", 3
  %"primals_1_12.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_12.ptr.idx"
  %"primals_1_12" = load float, ptr %"primals_1_12.ptr", align 4
  %"primals_1_13.ptr.idx" = add nsw i64 %"idx.2", 4
  %"primals_1_13.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_13.ptr.idx"
  %"primals_1_13" = load float, ptr %"primals_1_13.ptr", align 4
  %"primals_1_14.ptr.idx" = add nsw i64 %"idx.2", 5
  %"primals_1_14.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_14.ptr.idx"
  %"primals_1_14" = load float, ptr %"primals_1_14.ptr", align 4
  %"primals_1_15.ptr.idx" = add nsw i64 %"idx.2", 6
  %"primals_1_15.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_15.ptr.idx"
  %"primals_1_15" = load float, ptr %"primals_1_15.ptr", align 4
  %"primals_1_16.ptr.idx" = add nsw i64 %"idx.2", 7
  %"primals_1_16.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_16.ptr.idx"
  %"primals_1_16" = load float, ptr %"primals_1_16.ptr", align 4
  %"acc_40.keep" = fcmp oge float 0xfff0000000000000, %"primals_1_9"
  %"acc_40.nan" = fcmp uno float 0xfff0000000000000, 0xfff0000000000000
  %".16" = or i1 %"acc_40.keep", %"acc_40.nan"
  %"acc_40" = select  i1 %".16", float 0xfff0000000000000, float %"primals_1_9"
  %"acc_41.keep" = fcmp oge float 0xfff0000000000000, %"primals_1_10"
  %"acc_41.nan" = fcmp uno float 0xfff0000000000000, 0xfff0000000000000
  %".17" = or i1 %"acc_41.keep", %"acc_41.nan"
  %"acc_41" = select  i1 %".17", float 0xfff0000000000000, float %"primals_1_10"
  %"acc_42.keep" = fcmp oge float 0xfff0000000000000, %"primals_1_11"
  %"acc_42.nan" = fcmp uno float 0xfff0000000000000, 0xfff0000000000000
  %".18" = or i1 %"acc_42.keep", %"acc_42.nan"
  %"acc_42" = select  i1 %".18", float 0xfff0000000000000, float %"primals_1_11"
  %"acc_43.keep" = fcmp oge float 0xfff0000000000000, %"primals_1_12"
  %"acc_43.nan" = fcmp uno float 0xfff0000000000000, 0xfff0000000000000
  %".19" = or i1 %"acc_43.keep", %"acc_43.nan"
  %"acc_43" = select  i1 %".19", float 0xfff0000000000000, float %"primals_1_12"
  %"acc_44.keep" = fcmp oge float 0xfff0000000000000, %"primals_1_13"
  %"acc_44.nan" = fcmp uno float 0xfff0000000000000, 0xfff0000000000000
  %".20" = or i1 %"acc_44.keep", %"acc_44.nan"
  %"acc_44" = select  i1 %".20", float 0xfff0000000000000, float %"primals_1_13"
  %"acc_45.keep" = fcmp oge float 0xfff0000000000000, %"primals_1_14"
  %"acc_45.nan" = fcmp uno float 0xfff0000000000000, 0xfff0000000000000
  %".21" = or i1 %"acc_45.keep", %"acc_45.nan"
  %"acc_45" = select  i1 %".21", float 0xfff0000000000000, float %"primals_1_14"
  %"acc_46.keep" = fcmp oge float 0xfff0000000000000, %"primals_1_15"
  %"acc_46.nan" = fcmp uno float 0xfff0000000000000, 0xfff0000000000000
  %".22" = or i1 %"acc_46.keep", %"acc_46.nan"
  %"acc_46" = select  i1 %".22", float 0xfff0000000000000, float %"primals_1_15"
  %"acc_47.keep" = fcmp oge float 0xfff0000000000000, %"primals_1_16"
  %"acc_47.nan" = fcmp uno float 0xfff0000000000000, 0xfff0000000000000
  %".23" = or i1 %"acc_47.keep", %"acc_47.nan"
  %"acc_47" = select  i1 %".23", float 0xfff0000000000000, float %"primals_1_16"
  %"primals_1_9.ptr.1" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.5"
  %"primals_1_9.1" = load float, ptr %"primals_1_9.ptr.1", align 4
  %"primals_1_10.ptr.idx.1" = add nsw i64 %"idx.5", 1
  %"primals_1_10.ptr.1" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_10.ptr.idx.1"
  %"primals_1_10.1" = load float, ptr %"primals_1_10.ptr.1", align 4
  %"primals_1_11.ptr.idx.1" = add nsw i64 %"idx.5", 2
  %"primals_1_11.ptr.1" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_11.ptr.idx.1"
  %"primals_1_11.1" = load float, ptr %"primals_1_11.ptr.1", align 4
  %"primals_1_12.ptr.idx.1" = add nsw i64 %"idx.5", 3
  %"primals_1_12.ptr.1" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_12.ptr.idx.1"
  %"primals_1_12.1" = load float, ptr %"primals_1_12.ptr.1", align 4
  %"primals_1_13.ptr.idx.1" = add nsw i64 %"idx.5", 4
  %"primals_1_13.ptr.1" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_13.ptr.idx.1"
  %"primals_1_13.1" = load float, ptr %"primals_1_13.ptr.1", align 4
  %"primals_1_14.ptr.idx.1" = add nsw i64 %"idx.5", 5
  %"primals_1_14.ptr.1" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_14.ptr.idx.1"
  %"primals_1_14.1" = load float, ptr %"primals_1_14.ptr.1", align 4
  %"primals_1_15.ptr.idx.1" = add nsw i64 %"idx.5", 6
  %"primals_1_15.ptr.1" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_15.ptr.idx.1"
  %"primals_1_15.1" = load float, ptr %"primals_1_15.ptr.1", align 4
  %"primals_1_16.ptr.idx.1" = add nsw i64 %"idx.5", 7
  %"primals_1_16.ptr.1" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_16.ptr.idx.1"
  %"primals_1_16.1" = load float, ptr %"primals_1_16.ptr.1", align 4
  %"acc_40.keep.1" = fcmp oge float %"acc_40", %"primals_1_9.1"
  %"acc_40.nan.1" = fcmp uno float %"acc_40", %"acc_40"
  %".24" = or i1 %"acc_40.keep.1", %"acc_40.nan.1"
  %"acc_40.1" = select  i1 %".24", float %"acc_40", float %"primals_1_9.1"
  %"acc_41.keep.1" = fcmp oge float %"acc_41", %"primals_1_10.1"
  %"acc_41.nan.1" = fcmp uno float %"acc_41", %"acc_41"
  %".25" = or i1 %"acc_41.keep.1", %"acc_41.nan.1"
  %"acc_41.1" = select  i1 %".25", float %"acc_41", float %"primals_1_10.1"
  %"acc_42.keep.1" = fcmp oge float %"acc_42", %"primals_1_11.1"
  %"acc_42.nan.1" = fcmp uno float %"acc_42", %"acc_42"
  %".26" = or i1 %"acc_42.keep.1", %"acc_42.nan.1"
  %"acc_42.1" = select  i1 %".26", float %"acc_42", float %"primals_1_11.1"
  %"acc_43.keep.1" = fcmp oge float %"acc_43", %"primals_1_12.1"
  %"acc_43.nan.1" = fcmp uno float %"acc_43", %"acc_43"
  %".27" = or i1 %"acc_43.keep.1", %"acc_43.nan.1"
  %"acc_43.1" = select  i1 %".27", float %"acc_43", float %"primals_1_12.1"
  %"acc_44.keep.1" = fcmp oge float %"acc_44", %"primals_1_13.1"
  %"acc_44.nan.1" = fcmp uno float %"acc_44", %"acc_44"
  %".28" = or i1 %"acc_44.keep.1", %"acc_44.nan.1"
  %"acc_44.1" = select  i1 %".28", float %"acc_44", float %"primals_1_13.1"
  %"acc_45.keep.1" = fcmp oge float %"acc_45", %"primals_1_14.1"
  %"acc_45.nan.1" = fcmp uno float %"acc_45", %"acc_45"
  %".29" = or i1 %"acc_45.keep.1", %"acc_45.nan.1"
  %"acc_45.1" = select  i1 %".29", float %"acc_45", float %"primals_1_14.1"
  %"acc_46.keep.1" = fcmp oge float %"acc_46", %"primals_1_15.1"
  %"acc_46.nan.1" = fcmp uno float %"acc_46", %"acc_46"
  %".30" = or i1 %"acc_46.keep.1", %"acc_46.nan.1"
  %"acc_46.1" = select  i1 %".30", float %"acc_46", float %"primals_1_15.1"
  %"acc_47.keep.1" = fcmp oge float %"acc_47", %"primals_1_16.1"
  %"acc_47.nan.1" = fcmp uno float %"acc_47", %"acc_47"
  %".31" = or i1 %"acc_47.keep.1", %"acc_47.nan.1"
  %"acc_47.1" = select  i1 %".31", float %"acc_47", float %"primals_1_16.1"
  %"primals_1_9.ptr.2" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.8"
  %"primals_1_9.2" = load float, ptr %"primals_1_9.ptr.2", align 4
  %"primals_1_10.ptr.idx.2" = add nsw i64 %"idx.8", 1
  %"primals_1_10.ptr.2" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_10.ptr.idx.2"
  %"primals_1_10.2" = load float, ptr %"primals_1_10.ptr.2", align 4
  %"primals_1_11.ptr.idx.2" = add nsw i64 %"idx.8", 2
  %"primals_1_11.ptr.2" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_11.ptr.idx.2"
  %"primals_1_11.2" = load float, ptr %"primals_1_11.ptr.2", align 4
  %"primals_1_12.ptr.idx.2" = add nsw i64 %"idx.8", 3
  %"primals_1_12.ptr.2" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_12.ptr.idx.2"
  %"primals_1_12.2" = load float, ptr %"primals_1_12.ptr.2", align 4
  %"primals_1_13.ptr.idx.2" = add nsw i64 %"idx.8", 4
  %"primals_1_13.ptr.2" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_13.ptr.idx.2"
  %"primals_1_13.2" = load float, ptr %"primals_1_13.ptr.2", align 4
  %"primals_1_14.ptr.idx.2" = add nsw i64 %"idx.8", 5
  %"primals_1_14.ptr.2" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_14.ptr.idx.2"
  %"primals_1_14.2" = load float, ptr %"primals_1_14.ptr.2", align 4
  %"primals_1_15.ptr.idx.2" = add nsw i64 %"idx.8", 6
  %"primals_1_15.ptr.2" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_15.ptr.idx.2"
  %"primals_1_15.2" = load float, ptr %"primals_1_15.ptr.2", align 4
  %"primals_1_16.ptr.idx.2" = add nsw i64 %"idx.8", 7
  %"primals_1_16.ptr.2" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_16.ptr.idx.2"
  %"primals_1_16.2" = load float, ptr %"primals_1_16.ptr.2", align 4
  %"acc_40.keep.2" = fcmp oge float %"acc_40.1", %"primals_1_9.2"
  %"acc_40.nan.2" = fcmp uno float %"acc_40.1", %"acc_40.1"
  %".32" = or i1 %"acc_40.keep.2", %"acc_40.nan.2"
  %"acc_40.2" = select  i1 %".32", float %"acc_40.1", float %"primals_1_9.2"
  %"acc_41.keep.2" = fcmp oge float %"acc_41.1", %"primals_1_10.2"
  %"acc_41.nan.2" = fcmp uno float %"acc_41.1", %"acc_41.1"
  %".33" = or i1 %"acc_41.keep.2", %"acc_41.nan.2"
  %"acc_41.2" = select  i1 %".33", float %"acc_41.1", float %"primals_1_10.2"
  %"acc_42.keep.2" = fcmp oge float %"acc_42.1", %"primals_1_11.2"
  %"acc_42.nan.2" = fcmp uno float %"acc_42.1", %"acc_42.1"
  %".34" = or i1 %"acc_42.keep.2", %"acc_42.nan.2"
  %"acc_42.2" = select  i1 %".34", float %"acc_42.1", float %"primals_1_11.2"
  %"acc_43.keep.2" = fcmp oge float %"acc_43.1", %"primals_1_12.2"
  %"acc_43.nan.2" = fcmp uno float %"acc_43.1", %"acc_43.1"
  %".35" = or i1 %"acc_43.keep.2", %"acc_43.nan.2"
  %"acc_43.2" = select  i1 %".35", float %"acc_43.1", float %"primals_1_12.2"
  %"acc_44.keep.2" = fcmp oge float %"acc_44.1", %"primals_1_13.2"
  %"acc_44.nan.2" = fcmp uno float %"acc_44.1", %"acc_44.1"
  %".36" = or i1 %"acc_44.keep.2", %"acc_44.nan.2"
  %"acc_44.2" = select  i1 %".36", float %"acc_44.1", float %"primals_1_13.2"
  %"acc_45.keep.2" = fcmp oge float %"acc_45.1", %"primals_1_14.2"
  %"acc_45.nan.2" = fcmp uno float %"acc_45.1", %"acc_45.1"
  %".37" = or i1 %"acc_45.keep.2", %"acc_45.nan.2"
  %"acc_45.2" = select  i1 %".37", float %"acc_45.1", float %"primals_1_14.2"
  %"acc_46.keep.2" = fcmp oge float %"acc_46.1", %"primals_1_15.2"
  %"acc_46.nan.2" = fcmp uno float %"acc_46.1", %"acc_46.1"
  %".38" = or i1 %"acc_46.keep.2", %"acc_46.nan.2"
  %"acc_46.2" = select  i1 %".38", float %"acc_46.1", float %"primals_1_15.2"
  %"acc_47.keep.2" = fcmp oge float %"acc_47.1", %"primals_1_16.2"
  %"acc_47.nan.2" = fcmp uno float %"acc_47.1", %"acc_47.1"
  %".39" = or i1 %"acc_47.keep.2", %"acc_47.nan.2"
  %"acc_47.2" = select  i1 %".39", float %"acc_47.1", float %"primals_1_16.2"
  %"primals_1_9.ptr.3" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.11"
  %"primals_1_9.3" = load float, ptr %"primals_1_9.ptr.3", align 4
  %"primals_1_10.ptr.idx.3" = add nsw i64 %"idx.11", 1
  %"primals_1_10.ptr.3" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_10.ptr.idx.3"
  %"primals_1_10.3" = load float, ptr %"primals_1_10.ptr.3", align 4
  %"primals_1_11.ptr.idx.3" = add nsw i64 %"idx.11", 2
  %"primals_1_11.ptr.3" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_11.ptr.idx.3"
  %"primals_1_11.3" = load float, ptr %"primals_1_11.ptr.3", align 4
  %"primals_1_12.ptr.idx.3" = add nsw i64 %"idx.11", 3
  %"primals_1_12.ptr.3" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_12.ptr.idx.3"
  %"primals_1_12.3" = load float, ptr %"primals_1_12.ptr.3", align 4
  %"primals_1_13.ptr.idx.3" = add nsw i64 %"idx.11", 4
  %"primals_1_13.ptr.3" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_13.ptr.idx.3"
  %"primals_1_13.3" = load float, ptr %"primals_1_13.ptr.3", align 4
  %"primals_1_14.ptr.idx.3" = add nsw i64 %"idx.11", 5
  %"primals_1_14.ptr.3" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_14.ptr.idx.3"
  %"primals_1_14.3" = load float, ptr %"primals_1_14.ptr.3", align 4
  %"primals_1_15.ptr.idx.3" = add nsw i64 %"idx.11", 6
  %"primals_1_15.ptr.3" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_15.ptr.idx.3"
  %"primals_1_15.3" = load float, ptr %"primals_1_15.ptr.3", align 4
  %"primals_1_16.ptr.idx.3" = add nsw i64 %"idx.11", 7
  %"primals_1_16.ptr.3" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_16.ptr.idx.3"
  %"primals_1_16.3" = load float, ptr %"primals_1_16.ptr.3", align 4
  %"acc_40.keep.3" = fcmp oge float %"acc_40.2", %"primals_1_9.3"
  %"acc_40.nan.3" = fcmp uno float %"acc_40.2", %"acc_40.2"
  %".40" = or i1 %"acc_40.keep.3", %"acc_40.nan.3"
  %"acc_40.3" = select  i1 %".40", float %"acc_40.2", float %"primals_1_9.3"
  %"acc_41.keep.3" = fcmp oge float %"acc_41.2", %"primals_1_10.3"
  %"acc_41.nan.3" = fcmp uno float %"acc_41.2", %"acc_41.2"
  %".41" = or i1 %"acc_41.keep.3", %"acc_41.nan.3"
  %"acc_41.3" = select  i1 %".41", float %"acc_41.2", float %"primals_1_10.3"
  %"acc_42.keep.3" = fcmp oge float %"acc_42.2", %"primals_1_11.3"
  %"acc_42.nan.3" = fcmp uno float %"acc_42.2", %"acc_42.2"
  %".42" = or i1 %"acc_42.keep.3", %"acc_42.nan.3"
  %"acc_42.3" = select  i1 %".42", float %"acc_42.2", float %"primals_1_11.3"
  %"acc_43.keep.3" = fcmp oge float %"acc_43.2", %"primals_1_12.3"
  %"acc_43.nan.3" = fcmp uno float %"acc_43.2", %"acc_43.2"
  %".43" = or i1 %"acc_43.keep.3", %"acc_43.nan.3"
  %"acc_43.3" = select  i1 %".43", float %"acc_43.2", float %"primals_1_12.3"
  %"acc_44.keep.3" = fcmp oge float %"acc_44.2", %"primals_1_13.3"
  %"acc_44.nan.3" = fcmp uno float %"acc_44.2", %"acc_44.2"
  %".44" = or i1 %"acc_44.keep.3", %"acc_44.nan.3"
  %"acc_44.3" = select  i1 %".44", float %"acc_44.2", float %"primals_1_13.3"
  %"acc_45.keep.3" = fcmp oge float %"acc_45.2", %"primals_1_14.3"
  %"acc_45.nan.3" = fcmp uno float %"acc_45.2", %"acc_45.2"
  %".45" = or i1 %"acc_45.keep.3", %"acc_45.nan.3"
  %"acc_45.3" = select  i1 %".45", float %"acc_45.2", float %"primals_1_14.3"
  %"acc_46.keep.3" = fcmp oge float %"acc_46.2", %"primals_1_15.3"
  %"acc_46.nan.3" = fcmp uno float %"acc_46.2", %"acc_46.2"
  %".46" = or i1 %"acc_46.keep.3", %"acc_46.nan.3"
  %"acc_46.3" = select  i1 %".46", float %"acc_46.2", float %"primals_1_15.3"
  %"acc_47.keep.3" = fcmp oge float %"acc_47.2", %"primals_1_16.3"
  %"acc_47.nan.3" = fcmp uno float %"acc_47.2", %"acc_47.2"
  %".47" = or i1 %"acc_47.keep.3", %"acc_47.nan.3"
  %"acc_47.3" = select  i1 %".47", float %"acc_47.2", float %"primals_1_16.3"
  %"primals_1_9.ptr.4" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.14"
  %"primals_1_9.4" = load float, ptr %"primals_1_9.ptr.4", align 4
  %"primals_1_10.ptr.idx.4" = add nsw i64 %"idx.14", 1
  %"primals_1_10.ptr.4" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_10.ptr.idx.4"
  %"primals_1_10.4" = load float, ptr %"primals_1_10.ptr.4", align 4
  %"primals_1_11.ptr.idx.4" = add nsw i64 %"idx.14", 2
  %"primals_1_11.ptr.4" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_11.ptr.idx.4"
  %"primals_1_11.4" = load float, ptr %"primals_1_11.ptr.4", align 4
  %"primals_1_12.ptr.idx.4" = add nsw i64 %"idx.14", 3
  %"primals_1_12.ptr.4" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_12.ptr.idx.4"
  %"primals_1_12.4" = load float, ptr %"primals_1_12.ptr.4", align 4
  %"primals_1_13.ptr.idx.4" = add nsw i64 %"idx.14", 4
  %"primals_1_13.ptr.4" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_13.ptr.idx.4"
  %"primals_1_13.4" = load float, ptr %"primals_1_13.ptr.4", align 4
  %"primals_1_14.ptr.idx.4" = add nsw i64 %"idx.14", 5
  %"primals_1_14.ptr.4" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_14.ptr.idx.4"
  %"primals_1_14.4" = load float, ptr %"primals_1_14.ptr.4", align 4
  %"primals_1_15.ptr.idx.4" = add nsw i64 %"idx.14", 6
  %"primals_1_15.ptr.4" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_15.ptr.idx.4"
  %"primals_1_15.4" = load float, ptr %"primals_1_15.ptr.4", align 4
  %"primals_1_16.ptr.idx.4" = add nsw i64 %"idx.14", 7
  %"primals_1_16.ptr.4" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_16.ptr.idx.4"
  %"primals_1_16.4" = load float, ptr %"primals_1_16.ptr.4", align 4
  %"acc_40.keep.4" = fcmp oge float %"acc_40.3", %"primals_1_9.4"
  %"acc_40.nan.4" = fcmp uno float %"acc_40.3", %"acc_40.3"
  %".48" = or i1 %"acc_40.keep.4", %"acc_40.nan.4"
  %"acc_40.4" = select  i1 %".48", float %"acc_40.3", float %"primals_1_9.4"
  %"acc_41.keep.4" = fcmp oge float %"acc_41.3", %"primals_1_10.4"
  %"acc_41.nan.4" = fcmp uno float %"acc_41.3", %"acc_41.3"
  %".49" = or i1 %"acc_41.keep.4", %"acc_41.nan.4"
  %"acc_41.4" = select  i1 %".49", float %"acc_41.3", float %"primals_1_10.4"
  %"acc_42.keep.4" = fcmp oge float %"acc_42.3", %"primals_1_11.4"
  %"acc_42.nan.4" = fcmp uno float %"acc_42.3", %"acc_42.3"
  %".50" = or i1 %"acc_42.keep.4", %"acc_42.nan.4"
  %"acc_42.4" = select  i1 %".50", float %"acc_42.3", float %"primals_1_11.4"
  %"acc_43.keep.4" = fcmp oge float %"acc_43.3", %"primals_1_12.4"
  %"acc_43.nan.4" = fcmp uno float %"acc_43.3", %"acc_43.3"
  %".51" = or i1 %"acc_43.keep.4", %"acc_43.nan.4"
  %"acc_43.4" = select  i1 %".51", float %"acc_43.3", float %"primals_1_12.4"
  %"acc_44.keep.4" = fcmp oge float %"acc_44.3", %"primals_1_13.4"
  %"acc_44.nan.4" = fcmp uno float %"acc_44.3", %"acc_44.3"
  %".52" = or i1 %"acc_44.keep.4", %"acc_44.nan.4"
  %"acc_44.4" = select  i1 %".52", float %"acc_44.3", float %"primals_1_13.4"
  %"acc_45.keep.4" = fcmp oge float %"acc_45.3", %"primals_1_14.4"
  %"acc_45.nan.4" = fcmp uno float %"acc_45.3", %"acc_45.3"
  %".53" = or i1 %"acc_45.keep.4", %"acc_45.nan.4"
  %"acc_45.4" = select  i1 %".53", float %"acc_45.3", float %"primals_1_14.4"
  %"acc_46.keep.4" = fcmp oge float %"acc_46.3", %"primals_1_15.4"
  %"acc_46.nan.4" = fcmp uno float %"acc_46.3", %"acc_46.3"
  %".54" = or i1 %"acc_46.keep.4", %"acc_46.nan.4"
  %"acc_46.4" = select  i1 %".54", float %"acc_46.3", float %"primals_1_15.4"
  %"acc_47.keep.4" = fcmp oge float %"acc_47.3", %"primals_1_16.4"
  %"acc_47.nan.4" = fcmp uno float %"acc_47.3", %"acc_47.3"
  %".55" = or i1 %"acc_47.keep.4", %"acc_47.nan.4"
  %"acc_47.4" = select  i1 %".55", float %"acc_47.3", float %"primals_1_16.4"
  %"primals_1_9.ptr.5" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.17"
  %"primals_1_9.5" = load float, ptr %"primals_1_9.ptr.5", align 4
  %"primals_1_10.ptr.idx.5" = add nsw i64 %"idx.17", 1
  %"primals_1_10.ptr.5" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_10.ptr.idx.5"
  %"primals_1_10.5" = load float, ptr %"primals_1_10.ptr.5", align 4
  %"primals_1_11.ptr.idx.5" = add nsw i64 %"idx.17", 2
  %"primals_1_11.ptr.5" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_11.ptr.idx.5"
  %"primals_1_11.5" = load float, ptr %"primals_1_11.ptr.5", align 4
  %"primals_1_12.ptr.idx.5" = add nsw i64 %"idx.17", 3
  %"primals_1_12.ptr.5" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_12.ptr.idx.5"
  %"primals_1_12.5" = load float, ptr %"primals_1_12.ptr.5", align 4
  %"primals_1_13.ptr.idx.5" = add nsw i64 %"idx.17", 4
  %"primals_1_13.ptr.5" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_13.ptr.idx.5"
  %"primals_1_13.5" = load float, ptr %"primals_1_13.ptr.5", align 4
  %"primals_1_14.ptr.idx.5" = add nsw i64 %"idx.17", 5
  %"primals_1_14.ptr.5" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_14.ptr.idx.5"
  %"primals_1_14.5" = load float, ptr %"primals_1_14.ptr.5", align 4
  %"primals_1_15.ptr.idx.5" = add nsw i64 %"idx.17", 6
  %"primals_1_15.ptr.5" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_15.ptr.idx.5"
  %"primals_1_15.5" = load float, ptr %"primals_1_15.ptr.5", align 4
  %"primals_1_16.ptr.idx.5" = add nsw i64 %"idx.17", 7
  %"primals_1_16.ptr.5" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_16.ptr.idx.5"
  %"primals_1_16.5" = load float, ptr %"primals_1_16.ptr.5", align 4
  %"acc_40.keep.5" = fcmp oge float %"acc_40.4", %"primals_1_9.5"
  %"acc_40.nan.5" = fcmp uno float %"acc_40.4", %"acc_40.4"
  %".56" = or i1 %"acc_40.keep.5", %"acc_40.nan.5"
  %"acc_40.5" = select  i1 %".56", float %"acc_40.4", float %"primals_1_9.5"
  %"acc_41.keep.5" = fcmp oge float %"acc_41.4", %"primals_1_10.5"
  %"acc_41.nan.5" = fcmp uno float %"acc_41.4", %"acc_41.4"
  %".57" = or i1 %"acc_41.keep.5", %"acc_41.nan.5"
  %"acc_41.5" = select  i1 %".57", float %"acc_41.4", float %"primals_1_10.5"
  %"acc_42.keep.5" = fcmp oge float %"acc_42.4", %"primals_1_11.5"
  %"acc_42.nan.5" = fcmp uno float %"acc_42.4", %"acc_42.4"
  %".58" = or i1 %"acc_42.keep.5", %"acc_42.nan.5"
  %"acc_42.5" = select  i1 %".58", float %"acc_42.4", float %"primals_1_11.5"
  %"acc_43.keep.5" = fcmp oge float %"acc_43.4", %"primals_1_12.5"
  %"acc_43.nan.5" = fcmp uno float %"acc_43.4", %"acc_43.4"
  %".59" = or i1 %"acc_43.keep.5", %"acc_43.nan.5"
  %"acc_43.5" = select  i1 %".59", float %"acc_43.4", float %"primals_1_12.5"
  %"acc_44.keep.5" = fcmp oge float %"acc_44.4", %"primals_1_13.5"
  %"acc_44.nan.5" = fcmp uno float %"acc_44.4", %"acc_44.4"
  %".60" = or i1 %"acc_44.keep.5", %"acc_44.nan.5"
  %"acc_44.5" = select  i1 %".60", float %"acc_44.4", float %"primals_1_13.5"
  %"acc_45.keep.5" = fcmp oge float %"acc_45.4", %"primals_1_14.5"
  %"acc_45.nan.5" = fcmp uno float %"acc_45.4", %"acc_45.4"
  %".61" = or i1 %"acc_45.keep.5", %"acc_45.nan.5"
  %"acc_45.5" = select  i1 %".61", float %"acc_45.4", float %"primals_1_14.5"
  %"acc_46.keep.5" = fcmp oge float %"acc_46.4", %"primals_1_15.5"
  %"acc_46.nan.5" = fcmp uno float %"acc_46.4", %"acc_46.4"
  %".62" = or i1 %"acc_46.keep.5", %"acc_46.nan.5"
  %"acc_46.5" = select  i1 %".62", float %"acc_46.4", float %"primals_1_15.5"
  %"acc_47.keep.5" = fcmp oge float %"acc_47.4", %"primals_1_16.5"
  %"acc_47.nan.5" = fcmp uno float %"acc_47.4", %"acc_47.4"
  %".63" = or i1 %"acc_47.keep.5", %"acc_47.nan.5"
  %"acc_47.5" = select  i1 %".63", float %"acc_47.4", float %"primals_1_16.5"
  %"idx.18" = mul nsw i64 %"i", 8
  %"max_1.ptr" = getelementptr inbounds float, ptr %"max_1", i64 %"idx.18"
  store float %"acc_40.5", ptr %"max_1.ptr", align 4
  %"max_1.ptr.idx" = add nsw i64 %"idx.18", 1
  %"max_1.ptr.1" = getelementptr inbounds float, ptr %"max_1", i64 %"max_1.ptr.idx"
  store float %"acc_41.5", ptr %"max_1.ptr.1", align 4
  %"max_1.ptr.idx.1" = add nsw i64 %"idx.18", 2
  %"max_1.ptr.2" = getelementptr inbounds float, ptr %"max_1", i64 %"max_1.ptr.idx.1"
  store float %"acc_42.5", ptr %"max_1.ptr.2", align 4
  %"max_1.ptr.idx.2" = add nsw i64 %"idx.18", 3
  %"max_1.ptr.3" = getelementptr inbounds float, ptr %"max_1", i64 %"max_1.ptr.idx.2"
  store float %"acc_43.5", ptr %"max_1.ptr.3", align 4
  %"max_1.ptr.idx.3" = add nsw i64 %"idx.18", 4
  %"max_1.ptr.4" = getelementptr inbounds float, ptr %"max_1", i64 %"max_1.ptr.idx.3"
  store float %"acc_44.5", ptr %"max_1.ptr.4", align 4
  %"max_1.ptr.idx.4" = add nsw i64 %"idx.18", 5
  %"max_1.ptr.5" = getelementptr inbounds float, ptr %"max_1", i64 %"max_1.ptr.idx.4"
  store float %"acc_45.5", ptr %"max_1.ptr.5", align 4
  %"max_1.ptr.idx.5" = add nsw i64 %"idx.18", 6
  %"max_1.ptr.6" = getelementptr inbounds float, ptr %"max_1", i64 %"max_1.ptr.idx.5"
  store float %"acc_46.5", ptr %"max_1.ptr.6", align 4
  %"max_1.ptr.idx.6" = add nsw i64 %"idx.18", 7
  %"max_1.ptr.7" = getelementptr inbounds float, ptr %"max_1", i64 %"max_1.ptr.idx.6"
  store float %"acc_47.5", ptr %"max_1.ptr.7", align 4
  br label %"for.cond.k"
for.cond.k:
  %"k" = phi  i64 [0, %"for.body.i"], [%"k.next", %"for.body.k"]
  %"k.cond" = icmp slt i64 %"k", 8
  br i1 %"k.cond", label %"for.body.k", label %"for.end.k"
for.body.k:
  %"sum_1_1.ptr" = getelementptr inbounds float, float* %"sum_1", i64 %"k"
  %"sum_1_1" = load float, float* %"sum_1_1.ptr", align 4
  %"idx.19" = mul nsw i64 %"i", 8
  %"idx.20" = add nsw i64 %"idx.19", %"k"
  %"max_1_1.ptr" = getelementptr inbounds float, ptr %"max_1", i64 %"idx.20"
  %"max_1_1" = load float, ptr %"max_1_1.ptr", align 4
  %"rows_1" = fsub float %"sum_1_1", %"max_1_1"
  %"rows.ptr" = getelementptr inbounds float, ptr %"rows", i64 %"idx.20"
  store float %"rows_1", ptr %"rows.ptr", align 4
  %"k.next" = add nsw i64 %"k", 1
  br label %"for.cond.k"
for.end.k:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.end.k"], [%"j.next", %"for.body.j"]
  %"j.cond" = icmp slt i64 %"j", 6
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"idx.21" = mul nsw i64 %"i", 48
  %"idx.22" = mul nsw i64 %"j", 8
  %"idx.23" = add nsw i64 %"idx.21", %"idx.22"
  %"idx.24" = add nsw i64 %"idx.23", 0
  %"primals_1_17.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.24"
  %"primals_1_17" = load float, ptr %"primals_1_17.ptr", align 4
  %"greater" = fcmp ogt float %"primals_1_17", 0xfff0000000000000
  %"is_nan" = fcmp une float %"primals_1_17", %"primals_1_17"
  %"best_is_nan" = fcmp une float 0xfff0000000000000, 0xfff0000000000000
  %"select" = select  i1 %"best_is_nan", i1 0, i1 %"is_nan"
  %"take" = select  i1 %"greater", i1 %"greater", i1 %"select"
  %"first" = icmp slt i64 -1, 0
  %"take_1" = select  i1 %"first", i1 1, i1 %"take"
  %"best_1" = select  i1 %"take_1", float %"primals_1_17", float 0xfff0000000000000
  %"arg_1" = select  i1 %"take_1", i64 0, i64 -1
  %"idx.25" = mul nsw i64 %"i", 48
  %"idx.26" = mul nsw i64 %"j", 8
  %"idx.27" = add nsw i64 %"idx.25", %"idx.26"
  %"idx.28" = add nsw i64 %"idx.27", 1
  %"primals_1_17.ptr.1" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.28"
  %"primals_1_17.1" = load float, ptr %"primals_1_17.ptr.1", align 4
  %"greater.1" = fcmp ogt float %"primals_1_17.1", %"best_1"
  %"is_nan.1" = fcmp une float %"primals_1_17.1", %"primals_1_17.1"
  %"best_is_nan.1" = fcmp une float %"best_1", %"best_1"
  %"select.1" = select  i1 %"best_is_nan.1", i1 0, i1 %"is_nan.1"
  %"take.1" = select  i1 %"greater.1", i1 %"greater.1", i1 %"select.1"
  %"first.1" = icmp slt i64 %"arg_1", 0
  %"take_1.1" = select  i1 %"first.1", i1 1, i1 %"take.1"
  %"best_1.1" = select  i1 %"take_1.1", float %"primals_1_17.1", float %"best_1"
  %"arg_1.1" = select  i1 %"take_1.1", i64 1, i64 %"arg_1"
  %"idx.29" = mul nsw i64 %"i", 48
  %"idx.30" = mul nsw i64 %"j", 8
  %"idx.31" = add nsw i64 %"idx.29", %"idx.30"
  %"idx.32" = add nsw i64 %"idx.31", 2
  %"primals_1_17.ptr.2" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.32"
  %"primals_1_17.2" = load float, ptr %"primals_1_17.ptr.2", align 4
  %"greater.2" = fcmp ogt float %"primals_1_17.2", %"best_1.1"
  %"is_nan.2" = fcmp une float %"primals_1_17.2", %"primals_1_17.2"
  %"best_is_nan.2" = fcmp une float %"best_1.1", %"best_1.1"
  %"select.2" = select  i1 %"best_is_nan.2", i1 0, i1 %"is_nan.2"
  %"take.2" = select  i1 %"greater.2", i1 %"greater.2", i1 %"select.2"
  %"first.2" = icmp slt i64 %"arg_1.1", 0
  %"take_1.2" = select  i1 %"first.2", i1 1, i1 %"take.2"
  %"best_1.2" = select  i1 %"take_1.2", float %"primals_1_17.2", float %"best_1.1"
  %"arg_1.2" = select  i1 %"take_1.2", i64 2, i64 %"arg_1.1"
  %"idx.33" = mul nsw i64 %"i", 48
  %"idx.34" = mul nsw i64 %"j", 8
  %"idx.35" = add nsw i64 %"idx.33", %"idx.34"
  %"idx.36" = add nsw i64 %"idx.35", 3
  %"primals_1_17.ptr.3" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.36"
  %"primals_1_17.3" = load float, ptr %"primals_1_17.ptr.3", align 4
  %"greater.3" = fcmp ogt float %"primals_1_17.3", %"best_1.2"
  %"is_nan.3" = fcmp une float %"primals_1_17.3", %"primals_1_17.3"
  %"best_is_nan.3" = fcmp une float %"best_1.2", %"best_1.2"
  %"select.3" = select  i1 %"best_is_nan.3", i1 0, i1 %"is_nan.3"
  %"take.3" = select  i1 %"greater.3", i1 %"greater.3", i1 %"select.3"
  %"first.3" = icmp slt i64 %"arg_1.2", 0
  %"take_1.3" = select  i1 %"first.3", i1 1, i1 %"take.3"
  %"best_1.3" = select  i1 %"take_1.3", float %"primals_1_17.3", float %"best_1.2"
  %"arg_1.3" = select  i1 %"take_1.3", i64 3, i64 %"arg_1.2"
  %"idx.37" = mul nsw i64 %"i", 48
  %"idx.38" = mul nsw i64 %"j", 8
  %"idx.39" = add nsw i64 %"idx.37", %"idx.38"
  %"idx.40" = add nsw i64 %"idx.39", 4
  %"primals_1_17.ptr.4" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.40"
  %"primals_1_17.4" = load float, ptr %"primals_1_17.ptr.4", align 4
  %"greater.4" = fcmp ogt float %"primals_1_17.4", %"best_1.3"
  %"is_nan.4" = fcmp une float %"primals_1_17.4", %"primals_1_17.4"
  %"best_is_nan.4" = fcmp une float %"best_1.3", %"best_1.3"
  %"select.4" = select  i1 %"best_is_nan.4", i1 0, i1 %"is_nan.4"
  %"take.4" = select  i1 %"greater.4", i1 %"greater.4", i1 %"select.4"
  %"first.4" = icmp slt i64 %"arg_1.3", 0
  %"take_1.4" = select  i1 %"first.4", i1 1, i1 %"take.4"
  %"best_1.4" = select  i1 %"take_1.4", float %"primals_1_17.4", float %"best_1.3"
  %"arg_1.4" = select  i1 %"take_1.4", i64 4, i64 %"arg_1.3"
  %"idx.41" = mul nsw i64 %"i", 48
  %"idx.42" = mul nsw i64 %"j", 8
  %"idx.43" = add nsw i64 %"idx.41", %"idx.42"
  %"idx.44" = add nsw i64 %"idx.43", 5
  %"primals_1_17.ptr.5" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.44"
  %"primals_1_17.5" = load float, ptr %"primals_1_17.ptr.5", align 4
  %"greater.5" = fcmp ogt float %"primals_1_17.5", %"best_1.4"
  %"is_nan.5" = fcmp une float %"primals_1_17.5", %"primals_1_17.5"
  %"best_is_nan.5" = fcmp une float %"best_1.4", %"best_1.4"
  %"select.5" = select  i1 %"best_is_nan.5", i1 0, i1 %"is_nan.5"
  %"take.5" = select  i1 %"greater.5", i1 %"greater.5", i1 %"select.5"
  %"first.5" = icmp slt i64 %"arg_1.4", 0
  %"take_1.5" = select  i1 %"first.5", i1 1, i1 %"take.5"
  %"best_1.5" = select  i1 %"take_1.5", float %"primals_1_17.5", float %"best_1.4"
  %"arg_1.5" = select  i1 %"take_1.5", i64 5, i64 %"arg_1.4"
  %"idx.45" = mul nsw i64 %"i", 48
  %"idx.46" = mul nsw i64 %"j", 8
  %"idx.47" = add nsw i64 %"idx.45", %"idx.46"
  %"idx.48" = add nsw i64 %"idx.47", 6
  %"primals_1_17.ptr.6" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.48"
  %"primals_1_17.6" = load float, ptr %"primals_1_17.ptr.6", align 4
  %"greater.6" = fcmp ogt float %"primals_1_17.6", %"best_1.5"
  %"is_nan.6" = fcmp une float %"primals_1_17.6", %"primals_1_17.6"
  %"best_is_nan.6" = fcmp une float %"best_1.5", %"best_1.5"
  %"select.6" = select  i1 %"best_is_nan.6", i1 0, i1 %"is_nan.6"
  %"take.6" = select  i1 %"greater.6", i1 %"greater.6", i1 %"select.6"
  %"first.6" = icmp slt i64 %"arg_1.5", 0
  %"take_1.6" = select  i1 %"first.6", i1 1, i1 %"take.6"
  %"best_1.6" = select  i1 %"take_1.6", float %"primals_1_17.6", float %"best_1.5"
  %"arg_1.6" = select  i1 %"take_1.6", i64 6, i64 %"arg_1.5"
  %"idx.49" = mul nsw i64 %"i", 48
  %"idx.50" = mul nsw i64 %"j", 8
  %"idx.51" = add nsw i64 %"idx.49", %"idx.50"
  %"idx.52" = add nsw i64 %"idx.51", 7
  %"primals_1_17.ptr.7" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.52"
  %"primals_1_17.7" = load float, ptr %"primals_1_17.ptr.7", align 4
  %"greater.7" = fcmp ogt float %"primals_1_17.7", %"best_1.6"
  %"is_nan.7" = fcmp une float %"primals_1_17.7", %"primals_1_17.7"
  %"best_is_nan.7" = fcmp une float %"best_1.6", %"best_1.6"
  %"select.7" = select  i1 %"best_is_nan.7", i1 0, i1 %"is_nan.7"
  %"take.7" = select  i1 %"greater.7", i1 %"greater.7", i1 %"select.7"
  %"first.7" = icmp slt i64 %"arg_1.6", 0
  %"take_1.7" = select  i1 %"first.7", i1 1, i1 %"take.7"
  %"best_1.7" = select  i1 %"take_1.7", float %"primals_1_17.7", float %"best_1.6"
  %"arg_1.7" = select  i1 %"take_1.7", i64 7, i64 %"arg_1.6"
  %"idx.53" = mul nsw i64 %"i", 6
  %"idx.54" = add nsw i64 %"idx.53", %"j"
  %"argmax.ptr" = getelementptr inbounds i64, ptr %"argmax", i64 %"idx.54"
  store i64 %"arg_1.7", ptr %"argmax.ptr", align 8
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define internal void @"kernel.fused_sum_max_div_add"(ptr captures(none) noalias dereferenceable(768) %"primals_1", ptr captures(none) noalias dereferenceable(24) %"max_2", ptr captures(none) noalias dereferenceable(24) %"cols") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.r_2"]
  %"i.cond" = icmp slt i64 %"i", 6
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"for.body.i"], [%"r.next", %"for.body.r"]
  %"acc_1" = phi  float [             0x0, %"for.body.i"], [%"acc_5", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 4
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"idx" = mul nsw i64 %"r", 48
  %"idx.1" = mul nsw i64 %"i", 8
  %"idx.2" = add nsw i64 %"idx", %"idx.1"
  %"idx.3" = add nsw i64 %"idx.2", 0
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.3"
  %"primals_1_1" = load float, ptr %"primals_1_1.ptr", align 4
  %"acc_4" = fadd float              0x0, %"primals_1_1"
  %"idx.4" = mul nsw i64 %"r", 48
  %"idx.5" = mul nsw i64 %"i", 8
  %"idx.6" = add nsw i64 %"idx.4", %"idx.5"
  %"idx.7" = add nsw i64 %"idx.6", 1
  %"primals_1_1.ptr.1" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.7"
  %"primals_1_1.1" = load float, ptr %"primals_1_1.ptr.1", align 4
  %"acc_4.1" = fadd float %"acc_4", %"primals_1_1.1"
  %"idx.8" = mul nsw i64 %"r", 48
  %"idx.9" = mul nsw i64 %"i", 8
  %"idx.10" = add nsw i64 %"idx.8", %"idx.9"
  %"idx.11" = add nsw i64 %"idx.10", 2
  %"primals_1_1.ptr.2" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.11"
  %"primals_1_1.2" = load float, ptr %"primals_1_1.ptr.2", align 4
  %"acc_4.2" = fadd float %"acc_4.1", %"primals_1_1.2"
  %"idx.12" = mul nsw i64 %"r", 48
  %"idx.13" = mul nsw i64 %"i", 8
  %"idx.14" = add nsw i64 %"idx.12", %"idx.13"
  %"idx.15" = add nsw i64 %"idx.14", 3
  %"primals_1_1.ptr.3" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.15"
  %"primals_1_1.3" = load float, ptr %"primals_1_1.ptr.3", align 4
  %"acc_4.3" = fadd float %"acc_4.2", %"primals_1_1.3"
  %"idx.16" = mul nsw i64 %"r", 48
  %"idx.17" = mul nsw i64 %"i", 8
  %"idx.18" = add nsw i64 %"idx.16", %"idx.17"
  %"idx.19" = add nsw i64 %"idx.18", 4
  %"primals_1_1.ptr.4" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.19"
  %"primals_1_1.4" = load float, ptr %"primals_1_1.ptr.4", align 4
  %"acc_4.4" = fadd float %"acc_4.3", %"primals_1_1.4"
  %"idx.20" = mul nsw i64 %"r", 48
  %"idx.21" = mul nsw i64 %"i", 8
  %"idx.22" = add nsw i64 %"idx.20", %"idx.21"
  %"idx.23" = add nsw i64 %"idx.22", 5
  %"primals_1_1.ptr.5" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.23"
  %"primals_1_1.5" = load float, ptr %"primals_1_1.ptr.5", align 4
  %"acc_4.5" = fadd float %"acc_4.4", %"primals_1_1.5"
  %"idx.24" = mul nsw i64 %"r", 48
  %"idx.25" = mul nsw i64 %"i", 8
  %"idx.26" = add nsw i64 %"idx.24", %"idx.25"
  %"idx.27" = add nsw i64 %"idx.26", 6
  %"primals_1_1.ptr.6" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.27"
  %"primals_1_1.6" = load float, ptr %"primals_1_1.ptr.6", align 4
  %"acc_4.6" = fadd float %"acc_4.5", %"primals_1_1.6"
  %"idx.28" = mul nsw i64 %"r", 48
  %"idx.29" = mul nsw i64 %"i", 8
  %"idx.30" = add nsw i64 %"idx.28", %"idx.29"
  %"idx.31" = add nsw i64 %"idx.30", 7
  %"primals_1_1.ptr.7" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.31"
  %"primals_1_1.7" = load float, ptr %"primals_1_1.ptr.7", align 4
  %"acc_4.7" = fadd float %"acc_4.6", %"primals_1_1.7"
  %"acc_5" = fadd reassoc float %"acc_1", %"acc_4.7"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  br label %"for.cond.r_2"
for.cond.r_2:
  %"r_2" = phi  i64 [0, %"for.end.r"], [%"r_2.next", %"for.body.r_2"]
  %"acc_7" = phi  float [0xfff0000000000000, %"for.end.r"], [%"acc_11", %"for.body.r_2"]
  %"r_2.cond" = icmp slt i64 %"r_2", 4
  br i1 %"r_2.cond", label %"for.body.r_2", label %"for.end.r_2"
for.body.r_2:
  %"idx.32" = mul nsw i64 %"r_2", 48
  %"idx.33" = mul nsw i64 %"i", 8
  %"idx.34" = add nsw i64 %"idx.32", %"idx.33"
  %"idx.35" = add nsw i64 %"idx.34", 0
  %"primals_1_2.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.35"
  %"primals_1_2" = load float, ptr %"primals_1_2.ptr", align 4
  %"acc_10.keep" = fcmp oge float 0xfff0000000000000, %"primals_1_2"
  %"acc_10.nan" = fcmp uno float 0xfff0000000000000, 0xfff0000000000000
  %".12" = or i1 %"acc_10.keep", %"acc_10.nan"
  %"acc_10" = select  i1 %".12", float 0xfff0000000000000, float %"primals_1_2"
  %"idx.36" = mul nsw i64 %"r_2", 48
  %"idx.37" = mul nsw i64 %"i", 8
  %"idx.38" = add nsw i64 %"idx.36", %"idx.37"
  %"idx.39" = add nsw i64 %"idx.38", 1
  %"primals_1_2.ptr.1" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.39"
  %"primals_1_2.1" = load float, ptr %"primals_1_2.ptr.1", align 4
  %"acc_10.keep.1" = fcmp oge float %"acc_10", %"primals_1_2.1"
  %"acc_10.nan.1" = fcmp uno float %"acc_10", %"acc_10"
  %".13" = or i1 %"acc_10.keep.1", %"acc_10.nan.1"
  %"acc_10.1" = select  i1 %".13", float %"acc_10", float %"primals_1_2.1"
  %"idx.40" = mul nsw i64 %"r_2", 48
  %"idx.41" = mul nsw i64 %"i", 8
  %"idx.42" = add nsw i64 %"idx.40", %"idx.41"
  %"idx.43" = add nsw i64 %"idx.42", 2
  %"primals_1_2.ptr.2" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.43"
  %"primals_1_2.2" = load float, ptr %"primals_1_2.ptr.2", align 4
  %"acc_10.keep.2" = fcmp oge float %"acc_10.1", %"primals_1_2.2"
  %"acc_10.nan.2" = fcmp uno float %"acc_10.1", %"acc_10.1"
  %".14" = or i1 %"acc_10.keep.2", %"acc_10.nan.2"
  %"acc_10.2" = select  i1 %".14", float %"acc_10.1", float %"primals_1_2.2"
  %"idx.44" = mul nsw i64 %"r_2", 48
  %"idx.45" = mul nsw i64 %"i", 8
  %"idx.46" = add nsw i64 %"idx.44", %"idx.45"
  %"idx.47" = add nsw i64 %"idx.46", 3
  %"primals_1_2.ptr.3" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.47"
  %"primals_1_2.3" = load float, ptr %"primals_1_2.ptr.3", align 4
  %"acc_10.keep.3" = fcmp oge float %"acc_10.2", %"primals_1_2.3"
  %"acc_10.nan.3" = fcmp uno float %"acc_10.2", %"acc_10.2"
  %".15" = or i1 %"acc_10.keep.3", %"acc_10.nan.3"
  %"acc_10.3" = select  i1 %".15", float %"acc_10.2", float %"primals_1_2.3"
  %"idx.48" = mul nsw i64 %"r_2", 48
  %"idx.49" = mul nsw i64 %"i", 8
  %"idx.50" = add nsw i64 %"idx.48", %"idx.49"
  %"idx.51" = add nsw i64 %"idx.50", 4
  %"primals_1_2.ptr.4" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.51"
  %"primals_1_2.4" = load float, ptr %"primals_1_2.ptr.4", align 4
  %"acc_10.keep.4" = fcmp oge float %"acc_10.3", %"primals_1_2.4"
  %"acc_10.nan.4" = fcmp uno float %"acc_10.3", %"acc_10.3"
  %".16" = or i1 %"acc_10.keep.4", %"acc_10.nan.4"
  %"acc_10.4" = select  i1 %".16", float %"acc_10.3", float %"primals_1_2.4"
  %"idx.52" = mul nsw i64 %"r_2", 48
  %"idx.53" = mul nsw i64 %"i", 8
  %"idx.54" = add nsw i64 %"idx.52", %"idx.53"
  %"idx.55" = add nsw i64 %"idx.54", 5
  %"primals_1_2.ptr.5" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.55"
  %"primals_1_2.5" = load float, ptr %"primals_1_2.ptr.5", align 4
  %"acc_10.keep.5" = fcmp oge float %"acc_10.4", %"primals_1_2.5"
  %"acc_10.nan.5" = fcmp uno float %"acc_10.4", %"acc_10.4"
  %".17" = or i1 %"acc_10.keep.5", %"acc_10.nan.5"
  %"acc_10.5" = select  i1 %".17", float %"acc_10.4", float %"primals_1_2.5"
  %"idx.56" = mul nsw i64 %"r_2", 48
  %"idx.57" = mul nsw i64 %"i", 8
  %"idx.58" = add nsw i64 %"idx.56", %"idx.57"
  %"idx.59" = add nsw i64 %"idx.58", 6
  %"primals_1_2.ptr.6" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.59"
  %"primals_1_2.6" = load float, ptr %"primals_1_2.ptr.6", align 4
  %"acc_10.keep.6" = fcmp oge float %"acc_10.5", %"primals_1_2.6"
  %"acc_10.nan.6" = fcmp uno float %"acc_10.5", %"acc_10.5"
  %".18" = or i1 %"acc_10.keep.6", %"acc_10.nan.6"
  %"acc_10.6" = select  i1 %".18", float %"acc_10.5", float %"primals_1_2.6"
  %"idx.60" = mul nsw i64 %"r_2", 48
  %"idx.61" = mul nsw i64 %"i", 8
  %"idx.62" = add nsw i64 %"idx.60", %"idx.61"
  %"idx.63" = add nsw i64 %"idx.62", 7
  %"primals_1_2.ptr.7" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.63"
  %"primals_1_2.7" = load float, ptr %"primals_1_2.ptr.7", align 4
  %"acc_10.keep.7" = fcmp oge float %"acc_10.6", %"primals_1_2.7"
  %"acc_10.nan.7" = fcmp uno float %"acc_10.6", %"acc_10.6"
  %".19" = or i1 %"acc_10.keep.7", %"acc_10.nan.7"
  %"acc_10.7" = select  i1 %".19", float %"acc_10.6", float %"primals_1_2.7"
  %"acc_11" = call float @"llvm.maximum.f32"(float %"acc_7", float %"acc_10.7")
  %"r_2.next" = add nsw i64 %"r_2", 1
  br label %"for.cond.r_2"
for.end.r_2:
  %"max_2.ptr" = getelementptr inbounds float, ptr %"max_2", i64 %"i"
  store float %"acc_7", ptr %"max_2.ptr", align 4
  %"mean_1" = fdiv float %"acc_1", 0x4040000000000000
  %"cols_1" = fadd float %"mean_1", %"acc_7"
  %"cols.ptr" = getelementptr inbounds float, ptr %"cols", i64 %"i"
  store float %"cols_1", ptr %"cols.ptr", align 4
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define void @"reductions_forward"(ptr captures(none) noalias %"args", ptr captures(none) noalias %"arena") nounwind
{
entry:
  %"primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 0
  %"primals_1" = load ptr, ptr %"primals_1.slot"
  %"sum" = getelementptr inbounds i8, ptr %"arena", i64 0
  call void @"kernel.sum"(ptr %"primals_1", ptr %"sum")
  %"max.slot" = getelementptr inbounds ptr, ptr %"args", i64 1
  %"max" = load ptr, ptr %"max.slot"
  call void @"kernel.max"(ptr %"primals_1", ptr %"max")
  %"total.slot" = getelementptr inbounds ptr, ptr %"args", i64 2
  %"total" = load ptr, ptr %"total.slot"
  call void @"kernel.fused_div_add"(ptr %"sum", ptr %"max", ptr %"total")
  %"max_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 3
  %"max_2" = load ptr, ptr %"max_2.slot"
  %"cols.slot" = getelementptr inbounds ptr, ptr %"args", i64 4
  %"cols" = load ptr, ptr %"cols.slot"
  call void @"kernel.fused_sum_max_div_add"(ptr %"primals_1", ptr %"max_2", ptr %"cols")
  %"max_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 5
  %"max_1" = load ptr, ptr %"max_1.slot"
  %"rows.slot" = getelementptr inbounds ptr, ptr %"args", i64 6
  %"rows" = load ptr, ptr %"rows.slot"
  %"argmax.slot" = getelementptr inbounds ptr, ptr %"args", i64 7
  %"argmax" = load ptr, ptr %"argmax.slot"
  call void @"kernel.fused_sum_max_sub_argmax"(ptr %"primals_1", ptr %"max_1", ptr %"rows", ptr %"argmax")
  ret void
}

; ----- program @reductions_backward ----- ;
; ModuleID = "reductions_backward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.sum"(ptr captures(none) noalias dereferenceable(768) %"primals_1", ptr captures(none) noalias dereferenceable(4) %"sum") noinline nounwind
{
entry:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"entry"], [%"r.next", %"for.body.r"]
  %"acc_1" = phi  float [             0x0, %"entry"], [%"acc_2", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 192
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"r"
  %"primals_1_1" = load float, ptr %"primals_1_1.ptr", align 4
  %"acc_2" = fadd reassoc float %"acc_1", %"primals_1_1"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"sum.ptr" = getelementptr inbounds float, ptr %"sum", i64 0
  store float %"acc_1", ptr %"sum.ptr", align 4
  ret void
}

define internal void @"kernel.argmax_1"(ptr captures(none) noalias dereferenceable(768) %"primals_1", ptr captures(none) noalias dereferenceable(48) %"argmax_1") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 6
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.end.r"]
  %"j.cond" = icmp slt i64 %"j", 1
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"for.body.j"], [%"r.next", %"for.body.r"]
  %"best" = phi  float [0xfff0000000000000, %"for.body.j"], [%"best_1", %"for.body.r"]
  %"arg" = phi  i64 [-1, %"for.body.j"], [%"arg_1", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 32
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"idx" = udiv i64 %"r", 8
  %"idx.1" = mul nsw i64 %"idx", 48
  %"idx.2" = mul nsw i64 %"i", 8
  %"idx.3" = add nsw i64 %"idx.1", %"idx.2"
  %"idx.4" = urem i64 %"r", 8
  %"idx.5" = add nsw i64 %"idx.3", %"idx.4"
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.5"
  %"primals_1_1" = load float, ptr %"primals_1_1.ptr", align 4
  %"greater" = fcmp ogt float %"primals_1_1", %"best"
  %"is_nan" = fcmp une float %"primals_1_1", %"primals_1_1"
  %"best_is_nan" = fcmp une float %"best", %"best"
  %"select" = select  i1 %"best_is_nan", i1 0, i1 %"is_nan"
  %"take" = select  i1 %"greater", i1 %"greater", i1 %"select"
  %"first" = icmp slt i64 %"arg", 0
  %"take_1" = select  i1 %"first", i1 1, i1 %"take"
  %"best_1" = select  i1 %"take_1", float %"primals_1_1", float %"best"
  %"arg_1" = select  i1 %"take_1", i64 %"r", i64 %"arg"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"idx.6" = add nsw i64 %"i", %"j"
  %"argmax_1.ptr" = getelementptr inbounds i64, ptr %"argmax_1", i64 %"idx.6"
  store i64 %"arg", ptr %"argmax_1.ptr", align 8
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define internal void @"kernel.fused_iota_mul_add_eq_where_cast"(ptr captures(none) noalias dereferenceable(768) %"primals_1", ptr captures(none) noalias dereferenceable(24) %"max_2", ptr captures(none) noalias dereferenceable(48) %"argmax_1", ptr captures(none) noalias dereferenceable(128) %"max_1", ptr captures(none) noalias dereferenceable(768) %"cast", ptr captures(none) noalias dereferenceable(256) %"argmax_2", ptr captures(none) noalias dereferenceable(128) %"sum_3") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.r_1"]
  %"i.cond" = icmp slt i64 %"i", 4
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.end.k"]
  %"j.cond" = icmp slt i64 %"j", 6
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  br label %"for.cond.k"
for.cond.k:
  %"k" = phi  i64 [0, %"for.body.j"], [%"k.next", %"for.body.k"]
  %"k.cond" = icmp slt i64 %"k", 8
  br i1 %"k.cond", label %"for.body.k", label %"for.end.k"
for.body.k:
  %"idx" = mul nsw i64 %"i", 48
  %"idx.1" = mul nsw i64 %"j", 8
  %"idx.2" = add nsw i64 %"idx", %"idx.1"
  %"idx.3" = add nsw i64 %"idx.2", %"k"
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.3"
  %"primals_1_1" = load float, ptr %"primals_1_1.ptr", align 4
  %"max_2_1.ptr" = getelementptr inbounds float, ptr %"max_2", i64 %"j"
  %"max_2_1" = load float, ptr %"max_2_1.ptr", align 4
  %"eq" = fcmp oeq float %"primals_1_1", %"max_2_1"
  %"argmax_1_1.ptr" = getelementptr inbounds i64, ptr %"argmax_1", i64 %"j"
  %"argmax_1_1" = load i64, ptr %"argmax_1_1.ptr", align 8
  %"flat" = add i64 0, %"k"
  %"flat_1" = add i64 0, %"i"
  %"mul" = mul i64 %"flat_1", 8
  %"add_1" = add i64 %"flat", %"mul"
  %"eq_1" = icmp eq i64 %"argmax_1_1", %"add_1"
  %"ties" = select  i1 %"eq", i1 %"eq", i1 %"eq_1"
  %"cast_1" = uitofp i1 %"ties" to float
  %"cast.ptr" = getelementptr inbounds float, ptr %"cast", i64 %"idx.3"
  store float %"cast_1", ptr %"cast.ptr", align 4
  %"k.next" = add nsw i64 %"k", 1
  br label %"for.cond.k"
for.end.k:
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  br label %"for.cond.k_3"
for.cond.k_3:
  %"k_3" = phi  i64 [0, %"for.end.j"], [%"k_3.next", %"for.body.k_3"]
  %"k_3.cond" = icmp slt i64 %"k_3", 8
  br i1 %"k_3.cond", label %"for.body.k_3", label %"for.end.k_3"
for.body.k_3:
  %"idx.4" = mul nsw i64 %"i", 48
  %"idx.5" = mul nsw i64 0, 8
  %"idx.6" = add nsw i64 %"idx.4", %"idx.5"
  %"idx.7" = add nsw i64 %"idx.6", %"k_3"
  %"primals_1_2.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.7"
  %"primals_1_2" = load float, ptr %"primals_1_2.ptr", align 4
  %"greater" = fcmp ogt float %"primals_1_2", 0xfff0000000000000
  %"is_nan" = fcmp une float %"primals_1_2", %"primals_1_2"
  %"best_is_nan" = fcmp une float 0xfff0000000000000, 0xfff0000000000000
  %"select" = select  i1 %"best_is_nan", i1 0, i1 %"is_nan"
  %"take" = select  i1 %"greater", i1 %"greater", i1 %"select"
  %"first" = icmp slt i64 -1, 0
  %"take_1" = select  i1 %"first", i1 1, i1 %"take"
  %"best_1" = select  i1 %"take_1", float %"primals_1_2", float 0xfff0000000000000
  %"arg_1" = select  i1 %"take_1", i64 0, i64 -1
  %"idx.8" = mul nsw i64 %"i", 48
  %"idx.9" = mul nsw i64 1, 8
  %"idx.10" = add nsw i64 %"idx.8", %"idx.9"
  %"idx.11" = add nsw i64 %"idx.10", %"k_3"
  %"primals_1_2.ptr.1" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.11"
  %"primals_1_2.1" = load float, ptr %"primals_1_2.ptr.1", align 4
  %"greater.1" = fcmp ogt float %"primals_1_2.1", %"best_1"
  %"is_nan.1" = fcmp une float %"primals_1_2.1", %"primals_1_2.1"
  %"best_is_nan.1" = fcmp une float %"best_1", %"best_1"
  %"select.1" = select  i1 %"best_is_nan.1", i1 0, i1 %"is_nan.1"
  %"take.1" = select  i1 %"greater.1", i1 %"greater.1", i1 %"select.1"
  %"first.1" = icmp slt i64 %"arg_1", 0
  %"take_1.1" = select  i1 %"first.1", i1 1, i1 %"take.1"
  %"best_1.1" = select  i1 %"take_1.1", float %"primals_1_2.1", float %"best_1"
  %"arg_1.1" = select  i1 %"take_1.1", i64 1, i64 %"arg_1"
  %"idx.12" = mul nsw i64 %"i", 48
  %"idx.13" = mul nsw i64 2, 8
  %"idx.14" = add nsw i64 %"idx.12", %"idx.13"
  %"idx.15" = add nsw i64 %"idx.14", %"k_3"
  %"primals_1_2.ptr.2" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.15"
  %"primals_1_2.2" = load float, ptr %"primals_1_2.ptr.2", align 4
  %"greater.2" = fcmp ogt float %"primals_1_2.2", %"best_1.1"
  %"is_nan.2" = fcmp une float %"primals_1_2.2", %"primals_1_2.2"
  %"best_is_nan.2" = fcmp une float %"best_1.1", %"best_1.1"
  %"select.2" = select  i1 %"best_is_nan.2", i1 0, i1 %"is_nan.2"
  %"take.2" = select  i1 %"greater.2", i1 %"greater.2", i1 %"select.2"
  %"first.2" = icmp slt i64 %"arg_1.1", 0
  %"take_1.2" = select  i1 %"first.2", i1 1, i1 %"take.2"
  %"best_1.2" = select  i1 %"take_1.2", float %"primals_1_2.2", float %"best_1.1"
  %"arg_1.2" = select  i1 %"take_1.2", i64 2, i64 %"arg_1.1"
  %"idx.16" = mul nsw i64 %"i", 48
  %"idx.17" = mul nsw i64 3, 8
  %"idx.18" = add nsw i64 %"idx.16", %"idx.17"
  %"idx.19" = add nsw i64 %"idx.18", %"k_3"
  %"primals_1_2.ptr.3" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.19"
  %"primals_1_2.3" = load float, ptr %"primals_1_2.ptr.3", align 4
  %"greater.3" = fcmp ogt float %"primals_1_2.3", %"best_1.2"
  %"is_nan.3" = fcmp une float %"primals_1_2.3", %"primals_1_2.3"
  %"best_is_nan.3" = fcmp une float %"best_1.2", %"best_1.2"
  %"select.3" = select  i1 %"best_is_nan.3", i1 0, i1 %"is_nan.3"
  %"take.3" = select  i1 %"greater.3", i1 %"greater.3", i1 %"select.3"
  %"first.3" = icmp slt i64 %"arg_1.2", 0
  %"take_1.3" = select  i1 %"first.3", i1 1, i1 %"take.3"
  %"best_1.3" = select  i1 %"take_1.3", float %"primals_1_2.3", float %"best_1.2"
  %"arg_1.3" = select  i1 %"take_1.3", i64 3, i64 %"arg_1.2"
  %"idx.20" = mul nsw i64 %"i", 48
  %"idx.21" = mul nsw i64 4, 8
  %"idx.22" = add nsw i64 %"idx.20", %"idx.21"
  %"idx.23" = add nsw i64 %"idx.22", %"k_3"
  %"primals_1_2.ptr.4" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.23"
  %"primals_1_2.4" = load float, ptr %"primals_1_2.ptr.4", align 4
  %"greater.4" = fcmp ogt float %"primals_1_2.4", %"best_1.3"
  %"is_nan.4" = fcmp une float %"primals_1_2.4", %"primals_1_2.4"
  %"best_is_nan.4" = fcmp une float %"best_1.3", %"best_1.3"
  %"select.4" = select  i1 %"best_is_nan.4", i1 0, i1 %"is_nan.4"
  %"take.4" = select  i1 %"greater.4", i1 %"greater.4", i1 %"select.4"
  %"first.4" = icmp slt i64 %"arg_1.3", 0
  %"take_1.4" = select  i1 %"first.4", i1 1, i1 %"take.4"
  %"best_1.4" = select  i1 %"take_1.4", float %"primals_1_2.4", float %"best_1.3"
  %"arg_1.4" = select  i1 %"take_1.4", i64 4, i64 %"arg_1.3"
  %"idx.24" = mul nsw i64 %"i", 48
  %"idx.25" = mul nsw i64 5, 8
  %"idx.26" = add nsw i64 %"idx.24", %"idx.25"
  %"idx.27" = add nsw i64 %"idx.26", %"k_3"
  %"primals_1_2.ptr.5" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.27"
  %"primals_1_2.5" = load float, ptr %"primals_1_2.ptr.5", align 4
  %"greater.5" = fcmp ogt float %"primals_1_2.5", %"best_1.4"
  %"is_nan.5" = fcmp une float %"primals_1_2.5", %"primals_1_2.5"
  %"best_is_nan.5" = fcmp une float %"best_1.4", %"best_1.4"
  %"select.5" = select  i1 %"best_is_nan.5", i1 0, i1 %"is_nan.5"
  %"take.5" = select  i1 %"greater.5", i1 %"greater.5", i1 %"select.5"
  %"first.5" = icmp slt i64 %"arg_1.4", 0
  %"take_1.5" = select  i1 %"first.5", i1 1, i1 %"take.5"
  %"best_1.5" = select  i1 %"take_1.5", float %"primals_1_2.5", float %"best_1.4"
  %"arg_1.5" = select  i1 %"take_1.5", i64 5, i64 %"arg_1.4"
  %"idx.28" = mul nsw i64 %"i", 8
  %"idx.29" = add nsw i64 %"idx.28", %"k_3"
  %"argmax_2.ptr" = getelementptr inbounds i64, ptr %"argmax_2", i64 %"idx.29"
  store i64 %"arg_1.5", ptr %"argmax_2.ptr", align 8
  %"k_3.next" = add nsw i64 %"k_3", 1
  br label %"for.cond.k_3"
for.end.k_3:
  br label %"for.cond.r_1"
for.cond.r_1:
  %"r_1" = phi  i64 [0, %"for.end.k_3"], [%"r_1.next", %"for.body.r_1"]
  %"acc_10" = phi  float [             0x0, %"for.end.k_3"], [%"acc_18", %"for.body.r_1"]
  %"acc_11" = phi  float [             0x0, %"for.end.k_3"], [%"acc_19", %"for.body.r_1"]
  %"acc_12" = phi  float [             0x0, %"for.end.k_3"], [%"acc_20", %"for.body.r_1"]
  %"acc_13" = phi  float [             0x0, %"for.end.k_3"], [%"acc_21", %"for.body.r_1"]
  %"acc_14" = phi  float [             0x0, %"for.end.k_3"], [%"acc_22", %"for.body.r_1"]
  %"acc_15" = phi  float [             0x0, %"for.end.k_3"], [%"acc_23", %"for.body.r_1"]
  %"acc_16" = phi  float [             0x0, %"for.end.k_3"], [%"acc_24", %"for.body.r_1"]
  %"acc_17" = phi  float [             0x0, %"for.end.k_3"], [%"acc_25", %"for.body.r_1"]
  %"r_1.cond" = icmp slt i64 %"r_1", 6
  br i1 %"r_1.cond", label %"for.body.r_1", label %"for.end.r_1"
for.body.r_1:
  %"idx.30" = mul nsw i64 %"i", 48
  %"idx.31" = mul nsw i64 %"r_1", 8
  %"idx.32" = add nsw i64 %"idx.30", %"idx.31"
  %"primals_1_3.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.32"
  %"primals_1_3" = load float, ptr %"primals_1_3.ptr", align 4
  %"idx.33" = mul nsw i64 %"i", 8
  %"max_1_1.ptr" = getelementptr inbounds float, ptr %"max_1", i64 %"idx.33"
  %"max_1_1" = load float, ptr %"max_1_1.ptr", align 4
  %"eq_2" = fcmp oeq float %"primals_1_3", %"max_1_1"
  %"argmax_2_1.ptr" = getelementptr inbounds i64, ptr %"argmax_2", i64 %"idx.33"
  %"argmax_2_1" = load i64, ptr %"argmax_2_1.ptr", align 8
  %"flat_2" = add i64 0, %"r_1"
  %"eq_3" = icmp eq i64 %"argmax_2_1", %"flat_2"
  %"ties_1" = select  i1 %"eq_2", i1 %"eq_2", i1 %"eq_3"
  %"cast_1_1" = uitofp i1 %"ties_1" to float
  %"primals_1_4.ptr.idx" = add nsw i64 %"idx.32", 1
  %"primals_1_4.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_4.ptr.idx"
  %"primals_1_4" = load float, ptr %"primals_1_4.ptr", align 4
  %"max_1_2.ptr.idx" = add nsw i64 %"idx.33", 1
  %"max_1_2.ptr" = getelementptr inbounds float, ptr %"max_1", i64 %"max_1_2.ptr.idx"
  %"max_1_2" = load float, ptr %"max_1_2.ptr", align 4
  %"eq_2_1" = fcmp oeq float %"primals_1_4", %"max_1_2"
  %"argmax_2_2.ptr.idx" = add nsw i64 %"idx.33", 1
  %"argmax_2_2.ptr" = getelementptr inbounds i64, ptr %"argmax_2", i64 %"argmax_2_2.ptr.idx"
  %"argmax_2_2" = load i64, ptr %"argmax_2_2.ptr", align 8
  %"eq_3_1" = icmp eq i64 %"argmax_2_2", %"flat_2"
  %"ties_1_1" = select  i1 %"eq_2_1", i1 %"eq_2_1", i1 %"eq_3_1"
  %"cast_1_2" = uitofp i1 %"ties_1_1" to float
  %"primals_1_5.ptr.idx" = add nsw i64 %"idx.32", 2
  %"primals_1_5.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_5.ptr.idx"
  %"primals_1_5" = load float, ptr %"primals_1_5.ptr", align 4
  %"max_1_3.ptr.idx" = add nsw i64 %"idx.33", 2
  %"max_1_3.ptr" = getelementptr inbounds float, ptr %"max_1", i64 %"max_1_3.ptr.idx"
  %"max_1_3" = load float, ptr %"max_1_3.ptr", align 4
  %"eq_2_2" = fcmp oeq float %"primals_1_5", %"max_1_3"
  %"argmax_2_3.ptr.idx" = add nsw i64 %"idx.33", 2
  %"argmax_2_3.ptr" = getelementptr inbounds i64, ptr %"argmax_2", i64 %"argmax_2_3.ptr.idx"
  %"argmax_2_3" = load i64, ptr %"argmax_2_3.ptr", align 8
  %"eq_3_2" = icmp eq i64 %"argmax_2_3", %"flat_2"
  %"ties_1_2" = select  i1 %"eq_2_2", i1 %"eq_2_2", i1 %"eq_3_2"
  %"cast_1_3" = uitofp i1 %"ties_1_2" to float
  %"primals_1_6.ptr.idx" = add nsw i64 %"idx.32", 3
  %"primals_1_6.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_6.ptr.idx"
  %"primals_1_6" = load float, ptr %"primals_1_6.ptr", align 4
  %"max_1_4.ptr.idx" = add nsw i64 %"idx.33", 3
  %"max_1_4.ptr" = getelementptr inbounds float, ptr %"max_1", i64 %"max_1_4.ptr.idx"
  %"max_1_4" = load float, ptr %"max_1_4.ptr", align 4
  %"eq_2_3" = fcmp oeq float %"primals_1_6", %"max_1_4"
  %"argmax_2_4.ptr.idx" = add nsw i64 %"idx.33", 3
  %"argmax_2_4.ptr" = getelementptr inbounds i64, ptr %"argmax_2", i64 %"argmax_2_4.ptr.idx"
  %"argmax_2_4" = load i64, ptr %"argmax_2_4.ptr", align 8
  %"eq_3_3" = icmp eq i64 %"argmax_2_4", %"flat_2"
  %"ties_1_3" = select  i1 %"eq_2_3", i1 %"eq_2_3", i1 %"eq_3_3"
  %"cast_1_4" = uitofp i1 %"ties_1_3" to float
  %"primals_1_7.ptr.idx" = add nsw i64 %"idx.32", 4
  %"primals_1_7.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_7.ptr.idx"
  %"primals_1_7" = load float, ptr %"primals_1_7.ptr", align 4
  %"max_1_5.ptr.idx" = add nsw i64 %"idx.33", 4
  %"max_1_5.ptr" = getelementptr inbounds float, ptr %"max_1", i64 %"max_1_5.ptr.idx"
  %"max_1_5" = load float, ptr %"max_1_5.ptr", align 4
  %"eq_2_4" = fcmp oeq float %"primals_1_7", %"max_1_5"
  %"argmax_2_5.ptr.idx" = add nsw i64 %"idx.33", 4
  %"argmax_2_5.ptr" = getelementptr inbounds i64, ptr %"argmax_2", i64 %"argmax_2_5.ptr.idx"
  %"argmax_2_5" = load i64, ptr %"argmax_2_5.ptr", align 8
  %"eq_3_4" = icmp eq i64 %"argmax_2_5", %"flat_2"
  %"ties_1_4" = select  i1 %"eq_2_4", i1 %"eq_2_4", i1 %"eq_3_4"
  %"cast_1_5" = uitofp i1 %"ties_1_4" to float
  %"primals_1_8.ptr.idx" = add nsw i64 %"idx.32", 5
  %"primals_1_8.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_8.ptr.idx"
  %"primals_1_8" = load float, ptr %"primals_1_8.ptr", align 4
  %"max_1_6.ptr.idx" = add nsw i64 %"idx.33", 5
  %"max_1_6.ptr" = getelementptr inbounds float, ptr %"max_1", i64 %"max_1_6.ptr.idx"
  %"max_1_6" = load float, ptr %"max_1_6.ptr", align 4
  %"eq_2_5" = fcmp oeq float %"primals_1_8", %"max_1_6"
  %"argmax_2_6.ptr.idx" = add nsw i64 %"idx.33", 5
  %"argmax_2_6.ptr" = getelementptr inbounds i64, ptr %"argmax_2", i64 %"argmax_2_6.ptr.idx"
  %"argmax_2_6" = load i64, ptr %"argmax_2_6.ptr", align 8
  %"eq_3_5" = icmp eq i64 %"argmax_2_6", %"flat_2"
  %"ties_1_5" = select  i1 %"eq_2_5", i1 %"eq_2_5", i1 %"eq_3_5"
  %"cast_1_6" = uitofp i1 %"ties_1_5" to float
  %"primals_1_9.ptr.idx" = add nsw i64 %"idx.32", 6
  %"primals_1_9.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_9.ptr.idx"
  %"primals_1_9" = load float, ptr %"primals_1_9.ptr", align 4
  %"max_1_7.ptr.idx" = add nsw i64 %"idx.33", 6
  %"max_1_7.ptr" = getelementptr inbounds float, ptr %"max_1", i64 %"max_1_7.ptr.idx"
  %"max_1_7" = load float, ptr %"max_1_7.ptr", align 4
  %"eq_2_6" = fcmp oeq float %"primals_1_9", %"max_1_7"
  %"argmax_2_7.ptr.idx" = add nsw i64 %"idx.33", 6
  %"argmax_2_7.ptr" = getelementptr inbounds i64, ptr %"argmax_2", i64 %"argmax_2_7.ptr.idx"
  %"argmax_2_7" = load i64, ptr %"argmax_2_7.ptr", align 8
  %"eq_3_6" = icmp eq i64 %"argmax_2_7", %"flat_2"
  %"ties_1_6" = select  i1 %"eq_2_6", i1 %"eq_2_6", i1 %"eq_3_6"
  %"cast_1_7" = uitofp i1 %"ties_1_6" to float
  %"primals_1_10.ptr.idx" = add nsw i64 %"idx.32", 7
  %"primals_1_10.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_10.ptr.idx"
  %"primals_1_10" = load float, ptr %"primals_1_10.ptr", align 4
  %"max_1_8.ptr.idx" = add nsw i64 %"idx.33", 7
  %"max_1_8.ptr" = getelementptr inbounds float, ptr %"max_1", i64 %"max_1_8.ptr.idx"
  %"max_1_8" = load float, ptr %"max_1_8.ptr", align 4
  %"eq_2_7" = fcmp oeq float %"primals_1_10", %"max_1_8"
  %"argmax_2_8.ptr.idx" = add nsw i64 %"idx.33", 7
  %"argmax_2_8.ptr" = getelementptr inbounds i64, ptr %"argmax_2", i64 %"argmax_2_8.ptr.idx"
  %"argmax_2_8" = load i64, ptr %"argmax_2_8.ptr", align 8
  %"eq_3_7" = icmp eq i64 %"argmax_2_8", %"flat_2"
  %"ties_1_7" = select  i1 %"eq_2_7", i1 %"eq_2_7", i1 %"eq_3_7"
  %"cast_1_8" = uitofp i1 %"ties_1_7" to float
  %"acc_18" = fadd float %"acc_10", %"cast_1_1"
  %"acc_19" = fadd float %"acc_11", %"cast_1_2"
  %"acc_20" = fadd float %"acc_12", %"cast_1_3"
  %"acc_21" = fadd float %"acc_13", %"cast_1_4"
  %"acc_22" = fadd float %"acc_14", %"cast_1_5"
  %"acc_23" = fadd float %"acc_15", %"cast_1_6"
  %"acc_24" = fadd float %"acc_16", %"cast_1_7"
  %"acc_25" = fadd float %"acc_17", %"cast_1_8"
  %"r_1.next" = add nsw i64 %"r_1", 1
  br label %"for.cond.r_1"
for.end.r_1:
  %"idx.34" = mul nsw i64 %"i", 8
  %"sum_3.ptr" = getelementptr inbounds float, ptr %"sum_3", i64 %"idx.34"
  store float %"acc_10", ptr %"sum_3.ptr", align 4
  %"sum_3.ptr.idx" = add nsw i64 %"idx.34", 1
  %"sum_3.ptr.1" = getelementptr inbounds float, ptr %"sum_3", i64 %"sum_3.ptr.idx"
  store float %"acc_11", ptr %"sum_3.ptr.1", align 4
  %"sum_3.ptr.idx.1" = add nsw i64 %"idx.34", 2
  %"sum_3.ptr.2" = getelementptr inbounds float, ptr %"sum_3", i64 %"sum_3.ptr.idx.1"
  store float %"acc_12", ptr %"sum_3.ptr.2", align 4
  %"sum_3.ptr.idx.2" = add nsw i64 %"idx.34", 3
  %"sum_3.ptr.3" = getelementptr inbounds float, ptr %"sum_3", i64 %"sum_3.ptr.idx.2"
  store float %"acc_13", ptr %"sum_3.ptr.3", align 4
  %"sum_3.ptr.idx.3" = add nsw i64 %"idx.34", 4
  %"sum_3.ptr.4" = getelementptr inbounds float, ptr %"sum_3", i64 %"sum_3.ptr.idx.3"
  store float %"acc_14", ptr %"sum_3.ptr.4", align 4
  %"sum_3.ptr.idx.4" = add nsw i64 %"idx.34", 5
  %"sum_3.ptr.5" = getelementptr inbounds float, ptr %"sum_3", i64 %"sum_3.ptr.idx.4"
  store float %"acc_15", ptr %"sum_3.ptr.5", align 4
  %"sum_3.ptr.idx.5" = add nsw i64 %"idx.34", 6
  %"sum_3.ptr.6" = getelementptr inbounds float, ptr %"sum_3", i64 %"sum_3.ptr.idx.5"
  store float %"acc_16", ptr %"sum_3.ptr.6", align 4
  %"sum_3.ptr.idx.6" = add nsw i64 %"idx.34", 7
  %"sum_3.ptr.7" = getelementptr inbounds float, ptr %"sum_3", i64 %"sum_3.ptr.idx.6"
  store float %"acc_17", ptr %"sum_3.ptr.7", align 4
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define internal void @"kernel.sum_3"(ptr captures(none) noalias dereferenceable(768) %"cast", ptr captures(none) noalias dereferenceable(24) %"sum_2") noinline nounwind
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
  %"acc_1" = phi  float [             0x0, %"for.body.i"], [%"acc_5", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 4
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"idx" = mul nsw i64 %"r", 48
  %"idx.1" = mul nsw i64 %"i", 8
  %"idx.2" = add nsw i64 %"idx", %"idx.1"
  %"idx.3" = add nsw i64 %"idx.2", 0
  %"cast_1.ptr" = getelementptr inbounds float, ptr %"cast", i64 %"idx.3"
  %"cast_1" = load float, ptr %"cast_1.ptr", align 4
  %"acc_4" = fadd float              0x0, %"cast_1"
  %"idx.4" = mul nsw i64 %"r", 48
  %"idx.5" = mul nsw i64 %"i", 8
  %"idx.6" = add nsw i64 %"idx.4", %"idx.5"
  %"idx.7" = add nsw i64 %"idx.6", 1
  %"cast_1.ptr.1" = getelementptr inbounds float, ptr %"cast", i64 %"idx.7"
  %"cast_1.1" = load float, ptr %"cast_1.ptr.1", align 4
  %"acc_4.1" = fadd float %"acc_4", %"cast_1.1"
  %"idx.8" = mul nsw i64 %"r", 48
  %"idx.9" = mul nsw i64 %"i", 8
  %"idx.10" = add nsw i64 %"idx.8", %"idx.9"
  %"idx.11" = add nsw i64 %"idx.10", 2
  %"cast_1.ptr.2" = getelementptr inbounds float, ptr %"cast", i64 %"idx.11"
  %"cast_1.2" = load float, ptr %"cast_1.ptr.2", align 4
  %"acc_4.2" = fadd float %"acc_4.1", %"cast_1.2"
  %"idx.12" = mul nsw i64 %"r", 48
  %"idx.13" = mul nsw i64 %"i", 8
  %"idx.14" = add nsw i64 %"idx.12", %"idx.13"
  %"idx.15" = add nsw i64 %"idx.14", 3
  %"cast_1.ptr.3" = getelementptr inbounds float, ptr %"cast", i64 %"idx.15"
  %"cast_1.3" = load float, ptr %"cast_1.ptr.3", align 4
  %"acc_4.3" = fadd float %"acc_4.2", %"cast_1.3"
  %"idx.16" = mul nsw i64 %"r", 48
  %"idx.17" = mul nsw i64 %"i", 8
  %"idx.18" = add nsw i64 %"idx.16", %"idx.17"
  %"idx.19" = add nsw i64 %"idx.18", 4
  %"cast_1.ptr.4" = getelementptr inbounds float, ptr %"cast", i64 %"idx.19"
  %"cast_1.4" = load float, ptr %"cast_1.ptr.4", align 4
  %"acc_4.4" = fadd float %"acc_4.3", %"cast_1.4"
  %"idx.20" = mul nsw i64 %"r", 48
  %"idx.21" = mul nsw i64 %"i", 8
  %"idx.22" = add nsw i64 %"idx.20", %"idx.21"
  %"idx.23" = add nsw i64 %"idx.22", 5
  %"cast_1.ptr.5" = getelementptr inbounds float, ptr %"cast", i64 %"idx.23"
  %"cast_1.5" = load float, ptr %"cast_1.ptr.5", align 4
  %"acc_4.5" = fadd float %"acc_4.4", %"cast_1.5"
  %"idx.24" = mul nsw i64 %"r", 48
  %"idx.25" = mul nsw i64 %"i", 8
  %"idx.26" = add nsw i64 %"idx.24", %"idx.25"
  %"idx.27" = add nsw i64 %"idx.26", 6
  %"cast_1.ptr.6" = getelementptr inbounds float, ptr %"cast", i64 %"idx.27"
  %"cast_1.6" = load float, ptr %"cast_1.ptr.6", align 4
  %"acc_4.6" = fadd float %"acc_4.5", %"cast_1.6"
  %"idx.28" = mul nsw i64 %"r", 48
  %"idx.29" = mul nsw i64 %"i", 8
  %"idx.30" = add nsw i64 %"idx.28", %"idx.29"
  %"idx.31" = add nsw i64 %"idx.30", 7
  %"cast_1.ptr.7" = getelementptr inbounds float, ptr %"cast", i64 %"idx.31"
  %"cast_1.7" = load float, ptr %"cast_1.ptr.7", align 4
  %"acc_4.7" = fadd float %"acc_4.6", %"cast_1.7"
  %"acc_5" = fadd reassoc float %"acc_1", %"acc_4.7"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"sum_2.ptr" = getelementptr inbounds float, ptr %"sum_2", i64 %"i"
  store float %"acc_1", ptr %"sum_2.ptr", align 4
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define internal void @"kernel.argmax_3"(ptr captures(none) noalias dereferenceable(768) %"primals_1", ptr captures(none) noalias dereferenceable(8) %"argmax_3") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.r"]
  %"i.cond" = icmp slt i64 %"i", 1
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"for.body.i"], [%"r.next", %"for.body.r"]
  %"best" = phi  float [0xfff0000000000000, %"for.body.i"], [%"best_1", %"for.body.r"]
  %"arg" = phi  i64 [-1, %"for.body.i"], [%"arg_1", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 192
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"r"
  %"primals_1_1" = load float, ptr %"primals_1_1.ptr", align 4
  %"greater" = fcmp ogt float %"primals_1_1", %"best"
  %"is_nan" = fcmp une float %"primals_1_1", %"primals_1_1"
  %"best_is_nan" = fcmp une float %"best", %"best"
  %"select" = select  i1 %"best_is_nan", i1 0, i1 %"is_nan"
  %"take" = select  i1 %"greater", i1 %"greater", i1 %"select"
  %"first" = icmp slt i64 %"arg", 0
  %"take_1" = select  i1 %"first", i1 1, i1 %"take"
  %"best_1" = select  i1 %"take_1", float %"primals_1_1", float %"best"
  %"arg_1" = select  i1 %"take_1", i64 %"r", i64 %"arg"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"argmax_3.ptr" = getelementptr inbounds i64, ptr %"argmax_3", i64 %"i"
  store i64 %"arg", ptr %"argmax_3.ptr", align 8
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define internal void @"kernel.fused_iota_mul_add_eq_where_cast_1"(ptr captures(none) noalias dereferenceable(768) %"primals_1", ptr captures(none) noalias dereferenceable(4) %"max", ptr captures(none) noalias dereferenceable(8) %"argmax_3", ptr captures(none) noalias dereferenceable(768) %"cast_2") noinline nounwind
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
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.end.k"]
  %"j.cond" = icmp slt i64 %"j", 6
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  br label %"for.cond.k"
for.cond.k:
  %"k" = phi  i64 [0, %"for.body.j"], [%"k.next", %"for.body.k"]
  %"k.cond" = icmp slt i64 %"k", 8
  br i1 %"k.cond", label %"for.body.k", label %"for.end.k"
for.body.k:
  %"idx" = mul nsw i64 %"i", 48
  %"idx.1" = mul nsw i64 %"j", 8
  %"idx.2" = add nsw i64 %"idx", %"idx.1"
  %"idx.3" = add nsw i64 %"idx.2", %"k"
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.3"
  %"primals_1_1" = load float, ptr %"primals_1_1.ptr", align 4
  %"max_1.ptr" = getelementptr inbounds float, ptr %"max", i64 0
  %"max_1" = load float, ptr %"max_1.ptr", align 4
  %"eq_4" = fcmp oeq float %"primals_1_1", %"max_1"
  %"argmax_3_1.ptr" = getelementptr inbounds i64, ptr %"argmax_3", i64 0
  %"argmax_3_1" = load i64, ptr %"argmax_3_1.ptr", align 8
  %"flat" = add i64 0, %"k"
  %"flat_1" = add i64 0, %"j"
  %"mul_3" = mul i64 %"flat_1", 8
  %"add_2" = add i64 %"flat", %"mul_3"
  %"flat_2" = add i64 0, %"i"
  %"mul_4" = mul i64 %"flat_2", 48
  %"add_3" = add i64 %"add_2", %"mul_4"
  %"eq_5" = icmp eq i64 %"argmax_3_1", %"add_3"
  %"ties_2" = select  i1 %"eq_4", i1 %"eq_4", i1 %"eq_5"
  %"cast_2_1" = uitofp i1 %"ties_2" to float
  %"cast_2.ptr" = getelementptr inbounds float, ptr %"cast_2", i64 %"idx.3"
  store float %"cast_2_1", ptr %"cast_2.ptr", align 4
  %"k.next" = add nsw i64 %"k", 1
  br label %"for.cond.k"
for.end.k:
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define internal void @"kernel.fused_iota_eq_where_cast_div_mul"(ptr captures(none) noalias dereferenceable(24) %"tangents_3", ptr captures(none) noalias dereferenceable(24) %"sum_2", ptr captures(none) noalias dereferenceable(768) %"cast", ptr captures(none) noalias dereferenceable(128) %"tangents_2", ptr captures(none) noalias dereferenceable(128) %"sum_3", ptr captures(none) noalias dereferenceable(4) %"tangents_1", ptr captures(none) noalias dereferenceable(4) %"sum_4", ptr captures(none) noalias dereferenceable(768) %"cast_2", ptr captures(none) noalias dereferenceable(768) %"primals_1", ptr captures(none) noalias dereferenceable(128) %"max_1", ptr captures(none) noalias dereferenceable(256) %"argmax_2", ptr captures(none) noalias dereferenceable(768) %"d_primals_1") noinline nounwind
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
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.end.k"]
  %"j.cond" = icmp slt i64 %"j", 6
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  br label %"for.cond.k"
for.cond.k:
  %"k" = phi  i64 [0, %"for.body.j"], [%"k.next", %"for.body.k"]
  %"k.cond" = icmp slt i64 %"k", 8
  br i1 %"k.cond", label %"for.body.k", label %"for.end.k"
for.body.k:
  %"tangents_3_1.ptr" = getelementptr inbounds float, ptr %"tangents_3", i64 %"j"
  %"tangents_3_1" = load float, ptr %"tangents_3_1.ptr", align 4
  %"sum_2_1.ptr" = getelementptr inbounds float, ptr %"sum_2", i64 %"j"
  %"sum_2_1" = load float, ptr %"sum_2_1.ptr", align 4
  %"div" = fdiv float %"tangents_3_1", %"sum_2_1"
  %"idx" = mul nsw i64 %"i", 48
  %"idx.1" = mul nsw i64 %"j", 8
  %"idx.2" = add nsw i64 %"idx", %"idx.1"
  %"idx.3" = add nsw i64 %"idx.2", %"k"
  %"cast_1.ptr" = getelementptr inbounds float, ptr %"cast", i64 %"idx.3"
  %"cast_1" = load float, ptr %"cast_1.ptr", align 4
  %"mul_1" = fmul float %"div", %"cast_1"
  %"div_1" = fdiv float %"tangents_3_1", 0x4040000000000000
  %"add_4" = fadd float %"mul_1", %"div_1"
  %"idx.4" = mul nsw i64 %"i", 8
  %"idx.5" = add nsw i64 %"idx.4", %"k"
  %"tangents_2_1.ptr" = getelementptr inbounds float, ptr %"tangents_2", i64 %"idx.5"
  %"tangents_2_1" = load float, ptr %"tangents_2_1.ptr", align 4
  %"d_max_1" = fneg float %"tangents_2_1"
  %"sum_3_1.ptr" = getelementptr inbounds float, ptr %"sum_3", i64 %"idx.5"
  %"sum_3_1" = load float, ptr %"sum_3_1.ptr", align 4
  %"div_2" = fdiv float %"d_max_1", %"sum_3_1"
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.3"
  %"primals_1_1" = load float, ptr %"primals_1_1.ptr", align 4
  %"max_1_1.ptr" = getelementptr inbounds float, ptr %"max_1", i64 %"idx.5"
  %"max_1_1" = load float, ptr %"max_1_1.ptr", align 4
  %"eq_2" = fcmp oeq float %"primals_1_1", %"max_1_1"
  %"argmax_2_1.ptr" = getelementptr inbounds i64, ptr %"argmax_2", i64 %"idx.5"
  %"argmax_2_1" = load i64, ptr %"argmax_2_1.ptr", align 8
  %"flat" = add i64 0, %"j"
  %"eq_3" = icmp eq i64 %"argmax_2_1", %"flat"
  %"ties_1" = select  i1 %"eq_2", i1 %"eq_2", i1 %"eq_3"
  %"cast_1_1" = uitofp i1 %"ties_1" to float
  %"mul_2" = fmul float %"div_2", %"cast_1_1"
  %"add_5" = fadd float %"add_4", %"mul_2"
  %"add_6" = fadd float %"add_5", %"tangents_2_1"
  %"tangents_1_1.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_1" = load float, ptr %"tangents_1_1.ptr", align 4
  %"sum_4_1.ptr" = getelementptr inbounds float, ptr %"sum_4", i64 0
  %"sum_4_1" = load float, ptr %"sum_4_1.ptr", align 4
  %"div_3" = fdiv float %"tangents_1_1", %"sum_4_1"
  %"cast_2_1.ptr" = getelementptr inbounds float, ptr %"cast_2", i64 %"idx.3"
  %"cast_2_1" = load float, ptr %"cast_2_1.ptr", align 4
  %"mul_5" = fmul float %"div_3", %"cast_2_1"
  %"add_7" = fadd float %"add_6", %"mul_5"
  %"div_4" = fdiv float %"tangents_1_1", 0x4068000000000000
  %"add_8" = fadd float %"add_7", %"div_4"
  %"d_primals_1_1" = fadd float %"add_8", %"tangents_1_1"
  %"d_primals_1.ptr" = getelementptr inbounds float, ptr %"d_primals_1", i64 %"idx.3"
  store float %"d_primals_1_1", ptr %"d_primals_1.ptr", align 4
  %"k.next" = add nsw i64 %"k", 1
  br label %"for.cond.k"
for.end.k:
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define void @"reductions_backward"(ptr captures(none) noalias %"args", ptr captures(none) noalias %"arena") nounwind
{
entry:
  %"primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 0
  %"primals_1" = load ptr, ptr %"primals_1.slot"
  %"max.slot" = getelementptr inbounds ptr, ptr %"args", i64 1
  %"max" = load ptr, ptr %"max.slot"
  %"max_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 2
  %"max_1" = load ptr, ptr %"max_1.slot"
  %"max_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 3
  %"max_2" = load ptr, ptr %"max_2.slot"
  %"tangents_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 4
  %"tangents_1" = load ptr, ptr %"tangents_1.slot"
  %"tangents_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 5
  %"tangents_2" = load ptr, ptr %"tangents_2.slot"
  %"tangents_3.slot" = getelementptr inbounds ptr, ptr %"args", i64 6
  %"tangents_3" = load ptr, ptr %"tangents_3.slot"
  %"tangents_4.slot" = getelementptr inbounds ptr, ptr %"args", i64 7
  %"tangents_4" = load ptr, ptr %"tangents_4.slot"
  %"argmax_1" = getelementptr inbounds i8, ptr %"arena", i64 768
  call void @"kernel.argmax_1"(ptr %"primals_1", ptr %"argmax_1")
  %"cast" = getelementptr inbounds i8, ptr %"arena", i64 0
  %"argmax_2" = getelementptr inbounds i8, ptr %"arena", i64 1536
  %"sum_3" = getelementptr inbounds i8, ptr %"arena", i64 1792
  call void @"kernel.fused_iota_mul_add_eq_where_cast"(ptr %"primals_1", ptr %"max_2", ptr %"argmax_1", ptr %"max_1", ptr %"cast", ptr %"argmax_2", ptr %"sum_3")
  %"sum_2" = getelementptr inbounds i8, ptr %"arena", i64 1920
  call void @"kernel.sum_3"(ptr %"cast", ptr %"sum_2")
  %"argmax_3" = getelementptr inbounds i8, ptr %"arena", i64 1984
  call void @"kernel.argmax_3"(ptr %"primals_1", ptr %"argmax_3")
  %"cast_2" = getelementptr inbounds i8, ptr %"arena", i64 768
  call void @"kernel.fused_iota_mul_add_eq_where_cast_1"(ptr %"primals_1", ptr %"max", ptr %"argmax_3", ptr %"cast_2")
  %"sum_4" = getelementptr inbounds i8, ptr %"arena", i64 1984
  call void @"kernel.sum"(ptr %"cast_2", ptr %"sum_4")
  %"d_primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 8
  %"d_primals_1" = load ptr, ptr %"d_primals_1.slot"
  call void @"kernel.fused_iota_eq_where_cast_div_mul"(ptr %"tangents_3", ptr %"sum_2", ptr %"cast", ptr %"tangents_2", ptr %"sum_3", ptr %"tangents_1", ptr %"sum_4", ptr %"cast_2", ptr %"primals_1", ptr %"max_1", ptr %"argmax_2", ptr %"d_primals_1")
  ret void
}
