; ----- program @reductions_forward ----- ;
; ModuleID = "reductions_forward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.sum"(ptr captures(none) noalias dereferenceable(768) %"primals_1", ptr captures(none) noalias dereferenceable(4) %"sum") nounwind
{
entry:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"entry"], [%"r.next", %"for.body.r"]
  %"acc_1" = phi  float [             0x0, %"entry"], [%"acc_2", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 192
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"primals_1_1.ptr.idx" = udiv i64 %"r", 48
  %"primals_1_1.ptr.idx.1" = mul nsw i64 %"primals_1_1.ptr.idx", 48
  %"primals_1_1.ptr.idx.2" = udiv i64 %"r", 8
  %"primals_1_1.ptr.idx.3" = urem i64 %"primals_1_1.ptr.idx.2", 6
  %"primals_1_1.ptr.idx.4" = mul nsw i64 %"primals_1_1.ptr.idx.3", 8
  %"primals_1_1.ptr.idx.5" = add nsw i64 %"primals_1_1.ptr.idx.1", %"primals_1_1.ptr.idx.4"
  %"primals_1_1.ptr.idx.6" = urem i64 %"r", 8
  %"primals_1_1.ptr.idx.7" = add nsw i64 %"primals_1_1.ptr.idx.5", %"primals_1_1.ptr.idx.6"
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_1.ptr.idx.7"
  %"primals_1_1" = load float, ptr %"primals_1_1.ptr", align 4
  %"acc_2" = fadd reassoc float %"acc_1", %"primals_1_1"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"sum.ptr" = getelementptr inbounds float, ptr %"sum", i64 0
  store float %"acc_1", ptr %"sum.ptr", align 4
  ret void
}

define internal void @"kernel.max"(ptr captures(none) noalias dereferenceable(768) %"primals_1", ptr captures(none) noalias dereferenceable(4) %"max") nounwind
{
entry:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"entry"], [%"r.next", %"for.body.r"]
  %"acc_1" = phi  float [0xfff0000000000000, %"entry"], [%"acc_2", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 192
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"primals_1_1.ptr.idx" = udiv i64 %"r", 48
  %"primals_1_1.ptr.idx.1" = mul nsw i64 %"primals_1_1.ptr.idx", 48
  %"primals_1_1.ptr.idx.2" = udiv i64 %"r", 8
  %"primals_1_1.ptr.idx.3" = urem i64 %"primals_1_1.ptr.idx.2", 6
  %"primals_1_1.ptr.idx.4" = mul nsw i64 %"primals_1_1.ptr.idx.3", 8
  %"primals_1_1.ptr.idx.5" = add nsw i64 %"primals_1_1.ptr.idx.1", %"primals_1_1.ptr.idx.4"
  %"primals_1_1.ptr.idx.6" = urem i64 %"r", 8
  %"primals_1_1.ptr.idx.7" = add nsw i64 %"primals_1_1.ptr.idx.5", %"primals_1_1.ptr.idx.6"
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_1.ptr.idx.7"
  %"primals_1_1" = load float, ptr %"primals_1_1.ptr", align 4
  %"acc_2.keep" = fcmp oge float %"acc_1", %"primals_1_1"
  %"acc_2.nan" = fcmp uno float %"acc_1", %"acc_1"
  %".6" = or i1 %"acc_2.keep", %"acc_2.nan"
  %"acc_2" = select  i1 %".6", float %"acc_1", float %"primals_1_1"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"max.ptr" = getelementptr inbounds float, ptr %"max", i64 0
  store float %"acc_1", ptr %"max.ptr", align 4
  ret void
}

define internal void @"kernel.fused_div_add"(ptr captures(none) noalias dereferenceable(4) %"max", ptr captures(none) noalias dereferenceable(4) %"sum", ptr captures(none) noalias dereferenceable(4) %"total") nounwind
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

define internal void @"kernel.fused_sum_max_sub_argmax"(ptr captures(none) noalias dereferenceable(768) %"primals_1", ptr captures(none) noalias dereferenceable(128) %"sum_1", ptr captures(none) noalias dereferenceable(128) %"max_1", ptr captures(none) noalias dereferenceable(128) %"rows", ptr captures(none) noalias dereferenceable(192) %"argmax") nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 4
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.k"
for.cond.k:
  %"k" = phi  i64 [0, %"for.body.i"], [%"k.next", %"for.end.r_1"]
  %"k.cond" = icmp slt i64 %"k", 8
  br i1 %"k.cond", label %"for.body.k", label %"for.end.k"
for.body.k:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"for.body.k"], [%"r.next", %"for.body.r"]
  %"acc_1" = phi  float [             0x0, %"for.body.k"], [%"acc_2", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 6
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"primals_1_1.ptr.idx" = mul nsw i64 %"i", 48
  %"primals_1_1.ptr.idx.1" = mul nsw i64 %"r", 8
  %"primals_1_1.ptr.idx.2" = add nsw i64 %"primals_1_1.ptr.idx", %"primals_1_1.ptr.idx.1"
  %"primals_1_1.ptr.idx.3" = add nsw i64 %"primals_1_1.ptr.idx.2", %"k"
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_1.ptr.idx.3"
  %"primals_1_1" = load float, ptr %"primals_1_1.ptr", align 4
  %"acc_2" = fadd reassoc float %"acc_1", %"primals_1_1"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"sum_1.ptr.idx" = mul nsw i64 %"i", 8
  %"sum_1.ptr.idx.1" = add nsw i64 %"sum_1.ptr.idx", %"k"
  %"sum_1.ptr" = getelementptr inbounds float, ptr %"sum_1", i64 %"sum_1.ptr.idx.1"
  store float %"acc_1", ptr %"sum_1.ptr", align 4
  br label %"for.cond.r_1"
for.cond.r_1:
  %"r_1" = phi  i64 [0, %"for.end.r"], [%"r_1.next", %"for.body.r_1"]
  %"acc_4" = phi  float [0xfff0000000000000, %"for.end.r"], [%"acc_5", %"for.body.r_1"]
  %"r_1.cond" = icmp slt i64 %"r_1", 6
  br i1 %"r_1.cond", label %"for.body.r_1", label %"for.end.r_1"
for.body.r_1:
  %"primals_1_2.ptr.idx" = mul nsw i64 %"i", 48
  %"primals_1_2.ptr.idx.1" = mul nsw i64 %"r_1", 8
  %"primals_1_2.ptr.idx.2" = add nsw i64 %"primals_1_2.ptr.idx", %"primals_1_2.ptr.idx.1"
  %"primals_1_2.ptr.idx.3" = add nsw i64 %"primals_1_2.ptr.idx.2", %"k"
  %"primals_1_2.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_2.ptr.idx.3"
  %"primals_1_2" = load float, ptr %"primals_1_2.ptr", align 4
  %"acc_5.keep" = fcmp oge float %"acc_4", %"primals_1_2"
  %"acc_5.nan" = fcmp uno float %"acc_4", %"acc_4"
  %".17" = or i1 %"acc_5.keep", %"acc_5.nan"
  %"acc_5" = select  i1 %".17", float %"acc_4", float %"primals_1_2"
  %"r_1.next" = add nsw i64 %"r_1", 1
  br label %"for.cond.r_1"
for.end.r_1:
  %"max_1.ptr.idx" = mul nsw i64 %"i", 8
  %"max_1.ptr.idx.1" = add nsw i64 %"max_1.ptr.idx", %"k"
  %"max_1.ptr" = getelementptr inbounds float, ptr %"max_1", i64 %"max_1.ptr.idx.1"
  store float %"acc_4", ptr %"max_1.ptr", align 4
  %"k.next" = add nsw i64 %"k", 1
  br label %"for.cond.k"
for.end.k:
  br label %"for.cond.k_1"
for.cond.k_1:
  %"k_1" = phi  i64 [0, %"for.end.k"], [%"k_1.next", %"for.body.k_1"]
  %"k_1.cond" = icmp slt i64 %"k_1", 8
  br i1 %"k_1.cond", label %"for.body.k_1", label %"for.end.k_1"
for.body.k_1:
  %"sum_1_1.ptr.idx" = mul nsw i64 %"i", 8
  %"sum_1_1.ptr.idx.1" = add nsw i64 %"sum_1_1.ptr.idx", %"k_1"
  %"sum_1_1.ptr" = getelementptr inbounds float, ptr %"sum_1", i64 %"sum_1_1.ptr.idx.1"
  %"sum_1_1" = load float, ptr %"sum_1_1.ptr", align 4
  %"max_1_1.ptr.idx" = mul nsw i64 %"i", 8
  %"max_1_1.ptr.idx.1" = add nsw i64 %"max_1_1.ptr.idx", %"k_1"
  %"max_1_1.ptr" = getelementptr inbounds float, ptr %"max_1", i64 %"max_1_1.ptr.idx.1"
  %"max_1_1" = load float, ptr %"max_1_1.ptr", align 4
  %"rows_1" = fsub float %"sum_1_1", %"max_1_1"
  %"rows.ptr.idx" = mul nsw i64 %"i", 8
  %"rows.ptr.idx.1" = add nsw i64 %"rows.ptr.idx", %"k_1"
  %"rows.ptr" = getelementptr inbounds float, ptr %"rows", i64 %"rows.ptr.idx.1"
  store float %"rows_1", ptr %"rows.ptr", align 4
  %"k_1.next" = add nsw i64 %"k_1", 1
  br label %"for.cond.k_1"
for.end.k_1:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.end.k_1"], [%"j.next", %"for.end.r_2"]
  %"j.cond" = icmp slt i64 %"j", 6
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  br label %"for.cond.r_2"
for.cond.r_2:
  %"r_2" = phi  i64 [0, %"for.body.j"], [%"r_2.next", %"for.body.r_2"]
  %"best" = phi  float [0xfff0000000000000, %"for.body.j"], [%"best_1", %"for.body.r_2"]
  %"arg" = phi  i64 [-1, %"for.body.j"], [%"arg_1", %"for.body.r_2"]
  %"r_2.cond" = icmp slt i64 %"r_2", 8
  br i1 %"r_2.cond", label %"for.body.r_2", label %"for.end.r_2"
for.body.r_2:
  %"primals_1_3.ptr.idx" = mul nsw i64 %"i", 48
  %"primals_1_3.ptr.idx.1" = mul nsw i64 %"j", 8
  %"primals_1_3.ptr.idx.2" = add nsw i64 %"primals_1_3.ptr.idx", %"primals_1_3.ptr.idx.1"
  %"primals_1_3.ptr.idx.3" = add nsw i64 %"primals_1_3.ptr.idx.2", %"r_2"
  %"primals_1_3.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_3.ptr.idx.3"
  %"primals_1_3" = load float, ptr %"primals_1_3.ptr", align 4
  %"greater" = fcmp ogt float %"primals_1_3", %"best"
  %"is_nan" = fcmp une float %"primals_1_3", %"primals_1_3"
  %"best_is_nan" = fcmp une float %"best", %"best"
  %"select" = select  i1 %"best_is_nan", i1 0, i1 %"is_nan"
  %"take" = select  i1 %"greater", i1 %"greater", i1 %"select"
  %"first" = icmp slt i64 %"arg", 0
  %"take_1" = select  i1 %"first", i1 1, i1 %"take"
  %"best_1" = select  i1 %"take_1", float %"primals_1_3", float %"best"
  %"arg_1" = select  i1 %"take_1", i64 %"r_2", i64 %"arg"
  %"r_2.next" = add nsw i64 %"r_2", 1
  br label %"for.cond.r_2"
for.end.r_2:
  %"argmax.ptr.idx" = mul nsw i64 %"i", 6
  %"argmax.ptr.idx.1" = add nsw i64 %"argmax.ptr.idx", %"j"
  %"argmax.ptr" = getelementptr inbounds i64, ptr %"argmax", i64 %"argmax.ptr.idx.1"
  store i64 %"arg", ptr %"argmax.ptr", align 8
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define internal void @"kernel.fused_sum_max_div_add"(ptr captures(none) noalias dereferenceable(768) %"primals_1", ptr captures(none) noalias dereferenceable(24) %"max_2", ptr captures(none) noalias dereferenceable(24) %"cols") nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.r_1"]
  %"i.cond" = icmp slt i64 %"i", 6
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"for.body.i"], [%"r.next", %"for.body.r"]
  %"acc_1" = phi  float [             0x0, %"for.body.i"], [%"acc_2", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 32
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"primals_1_1.ptr.idx" = udiv i64 %"r", 8
  %"primals_1_1.ptr.idx.1" = mul nsw i64 %"primals_1_1.ptr.idx", 48
  %"primals_1_1.ptr.idx.2" = mul nsw i64 %"i", 8
  %"primals_1_1.ptr.idx.3" = add nsw i64 %"primals_1_1.ptr.idx.1", %"primals_1_1.ptr.idx.2"
  %"primals_1_1.ptr.idx.4" = urem i64 %"r", 8
  %"primals_1_1.ptr.idx.5" = add nsw i64 %"primals_1_1.ptr.idx.3", %"primals_1_1.ptr.idx.4"
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_1.ptr.idx.5"
  %"primals_1_1" = load float, ptr %"primals_1_1.ptr", align 4
  %"acc_2" = fadd reassoc float %"acc_1", %"primals_1_1"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  br label %"for.cond.r_1"
for.cond.r_1:
  %"r_1" = phi  i64 [0, %"for.end.r"], [%"r_1.next", %"for.body.r_1"]
  %"acc_4" = phi  float [0xfff0000000000000, %"for.end.r"], [%"acc_5", %"for.body.r_1"]
  %"r_1.cond" = icmp slt i64 %"r_1", 32
  br i1 %"r_1.cond", label %"for.body.r_1", label %"for.end.r_1"
for.body.r_1:
  %"primals_1_2.ptr.idx" = udiv i64 %"r_1", 8
  %"primals_1_2.ptr.idx.1" = mul nsw i64 %"primals_1_2.ptr.idx", 48
  %"primals_1_2.ptr.idx.2" = mul nsw i64 %"i", 8
  %"primals_1_2.ptr.idx.3" = add nsw i64 %"primals_1_2.ptr.idx.1", %"primals_1_2.ptr.idx.2"
  %"primals_1_2.ptr.idx.4" = urem i64 %"r_1", 8
  %"primals_1_2.ptr.idx.5" = add nsw i64 %"primals_1_2.ptr.idx.3", %"primals_1_2.ptr.idx.4"
  %"primals_1_2.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_2.ptr.idx.5"
  %"primals_1_2" = load float, ptr %"primals_1_2.ptr", align 4
  %"acc_5.keep" = fcmp oge float %"acc_4", %"primals_1_2"
  %"acc_5.nan" = fcmp uno float %"acc_4", %"acc_4"
  %".12" = or i1 %"acc_5.keep", %"acc_5.nan"
  %"acc_5" = select  i1 %".12", float %"acc_4", float %"primals_1_2"
  %"r_1.next" = add nsw i64 %"r_1", 1
  br label %"for.cond.r_1"
for.end.r_1:
  %"max_2.ptr" = getelementptr inbounds float, ptr %"max_2", i64 %"i"
  store float %"acc_4", ptr %"max_2.ptr", align 4
  %"mean_1" = fdiv float %"acc_1", 0x4040000000000000
  %"cols_1" = fadd float %"mean_1", %"acc_4"
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
  call void @"kernel.fused_div_add"(ptr %"max", ptr %"sum", ptr %"total")
  %"max_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 3
  %"max_2" = load ptr, ptr %"max_2.slot"
  %"cols.slot" = getelementptr inbounds ptr, ptr %"args", i64 4
  %"cols" = load ptr, ptr %"cols.slot"
  call void @"kernel.fused_sum_max_div_add"(ptr %"primals_1", ptr %"max_2", ptr %"cols")
  %"sum_1" = getelementptr inbounds i8, ptr %"arena", i64 0
  %"max_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 5
  %"max_1" = load ptr, ptr %"max_1.slot"
  %"rows.slot" = getelementptr inbounds ptr, ptr %"args", i64 6
  %"rows" = load ptr, ptr %"rows.slot"
  %"argmax.slot" = getelementptr inbounds ptr, ptr %"args", i64 7
  %"argmax" = load ptr, ptr %"argmax.slot"
  call void @"kernel.fused_sum_max_sub_argmax"(ptr %"primals_1", ptr %"sum_1", ptr %"max_1", ptr %"rows", ptr %"argmax")
  ret void
}

; ----- program @reductions_backward ----- ;
; ModuleID = "reductions_backward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.fused_eq_cast_sum"(ptr captures(none) noalias dereferenceable(768) %"primals_1", ptr captures(none) noalias dereferenceable(24) %"max_2", ptr captures(none) noalias dereferenceable(24) %"sum_2") nounwind
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
  %"r.cond" = icmp slt i64 %"r", 32
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"primals_1_1.ptr.idx" = udiv i64 %"r", 8
  %"primals_1_1.ptr.idx.1" = mul nsw i64 %"primals_1_1.ptr.idx", 48
  %"primals_1_1.ptr.idx.2" = mul nsw i64 %"i", 8
  %"primals_1_1.ptr.idx.3" = add nsw i64 %"primals_1_1.ptr.idx.1", %"primals_1_1.ptr.idx.2"
  %"primals_1_1.ptr.idx.4" = urem i64 %"r", 8
  %"primals_1_1.ptr.idx.5" = add nsw i64 %"primals_1_1.ptr.idx.3", %"primals_1_1.ptr.idx.4"
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_1.ptr.idx.5"
  %"primals_1_1" = load float, ptr %"primals_1_1.ptr", align 4
  %"max_2_1.ptr" = getelementptr inbounds float, ptr %"max_2", i64 %"i"
  %"max_2_1" = load float, ptr %"max_2_1.ptr", align 4
  %"eq" = fcmp oeq float %"primals_1_1", %"max_2_1"
  %"cast" = uitofp i1 %"eq" to float
  %"acc_2" = fadd reassoc float %"acc_1", %"cast"
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

define internal void @"kernel.fused_eq_cast_sum_div_mul_add"(ptr captures(none) noalias dereferenceable(768) %"primals_1", ptr captures(none) noalias dereferenceable(128) %"max_1", ptr captures(none) noalias dereferenceable(4) %"tangents_1", ptr captures(none) noalias dereferenceable(4) %"max", ptr captures(none) noalias dereferenceable(4) %"sum_4", ptr captures(none) noalias dereferenceable(128) %"tangents_2", ptr captures(none) noalias dereferenceable(24) %"max_2", ptr captures(none) noalias dereferenceable(24) %"tangents_3", ptr captures(none) noalias dereferenceable(24) %"sum_2", ptr captures(none) noalias dereferenceable(128) %"sum_3", ptr captures(none) noalias dereferenceable(768) %"d_primals_1") nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 4
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.k"
for.cond.k:
  %"k" = phi  i64 [0, %"for.body.i"], [%"k.next", %"for.end.r"]
  %"k.cond" = icmp slt i64 %"k", 8
  br i1 %"k.cond", label %"for.body.k", label %"for.end.k"
for.body.k:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"for.body.k"], [%"r.next", %"for.body.r"]
  %"acc_1" = phi  float [             0x0, %"for.body.k"], [%"acc_2", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 6
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"primals_1_1.ptr.idx" = mul nsw i64 %"i", 48
  %"primals_1_1.ptr.idx.1" = mul nsw i64 %"r", 8
  %"primals_1_1.ptr.idx.2" = add nsw i64 %"primals_1_1.ptr.idx", %"primals_1_1.ptr.idx.1"
  %"primals_1_1.ptr.idx.3" = add nsw i64 %"primals_1_1.ptr.idx.2", %"k"
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_1.ptr.idx.3"
  %"primals_1_1" = load float, ptr %"primals_1_1.ptr", align 4
  %"max_1_1.ptr.idx" = mul nsw i64 %"i", 8
  %"max_1_1.ptr.idx.1" = add nsw i64 %"max_1_1.ptr.idx", %"k"
  %"max_1_1.ptr" = getelementptr inbounds float, ptr %"max_1", i64 %"max_1_1.ptr.idx.1"
  %"max_1_1" = load float, ptr %"max_1_1.ptr", align 4
  %"eq_1" = fcmp oeq float %"primals_1_1", %"max_1_1"
  %"cast_1" = uitofp i1 %"eq_1" to float
  %"acc_2" = fadd reassoc float %"acc_1", %"cast_1"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"sum_3.ptr.idx" = mul nsw i64 %"i", 8
  %"sum_3.ptr.idx.1" = add nsw i64 %"sum_3.ptr.idx", %"k"
  %"sum_3.ptr" = getelementptr inbounds float, ptr %"sum_3", i64 %"sum_3.ptr.idx.1"
  store float %"acc_1", ptr %"sum_3.ptr", align 4
  %"k.next" = add nsw i64 %"k", 1
  br label %"for.cond.k"
for.end.k:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.end.k"], [%"j.next", %"for.end.k_1"]
  %"j.cond" = icmp slt i64 %"j", 6
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  br label %"for.cond.k_1"
for.cond.k_1:
  %"k_1" = phi  i64 [0, %"for.body.j"], [%"k_1.next", %"for.body.k_1"]
  %"k_1.cond" = icmp slt i64 %"k_1", 8
  br i1 %"k_1.cond", label %"for.body.k_1", label %"for.end.k_1"
for.body.k_1:
  %"tangents_3_1.ptr" = getelementptr inbounds float, ptr %"tangents_3", i64 %"j"
  %"tangents_3_1" = load float, ptr %"tangents_3_1.ptr", align 4
  %"sum_2_1.ptr" = getelementptr inbounds float, ptr %"sum_2", i64 %"j"
  %"sum_2_1" = load float, ptr %"sum_2_1.ptr", align 4
  %"div" = fdiv float %"tangents_3_1", %"sum_2_1"
  %"primals_1_2.ptr.idx" = mul nsw i64 %"i", 48
  %"primals_1_2.ptr.idx.1" = mul nsw i64 %"j", 8
  %"primals_1_2.ptr.idx.2" = add nsw i64 %"primals_1_2.ptr.idx", %"primals_1_2.ptr.idx.1"
  %"primals_1_2.ptr.idx.3" = add nsw i64 %"primals_1_2.ptr.idx.2", %"k_1"
  %"primals_1_2.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_2.ptr.idx.3"
  %"primals_1_2" = load float, ptr %"primals_1_2.ptr", align 4
  %"max_2_1.ptr" = getelementptr inbounds float, ptr %"max_2", i64 %"j"
  %"max_2_1" = load float, ptr %"max_2_1.ptr", align 4
  %"eq" = fcmp oeq float %"primals_1_2", %"max_2_1"
  %"cast" = uitofp i1 %"eq" to float
  %"mul" = fmul float %"div", %"cast"
  %"div_1" = fdiv float %"tangents_3_1", 0x4040000000000000
  %"add_1" = fadd float %"mul", %"div_1"
  %"tangents_2_1.ptr.idx" = mul nsw i64 %"i", 8
  %"tangents_2_1.ptr.idx.1" = add nsw i64 %"tangents_2_1.ptr.idx", %"k_1"
  %"tangents_2_1.ptr" = getelementptr inbounds float, ptr %"tangents_2", i64 %"tangents_2_1.ptr.idx.1"
  %"tangents_2_1" = load float, ptr %"tangents_2_1.ptr", align 4
  %"d_max_1" = fneg float %"tangents_2_1"
  %"sum_3_1.ptr.idx" = mul nsw i64 %"i", 8
  %"sum_3_1.ptr.idx.1" = add nsw i64 %"sum_3_1.ptr.idx", %"k_1"
  %"sum_3_1.ptr" = getelementptr inbounds float, ptr %"sum_3", i64 %"sum_3_1.ptr.idx.1"
  %"sum_3_1" = load float, ptr %"sum_3_1.ptr", align 4
  %"div_2" = fdiv float %"d_max_1", %"sum_3_1"
  %"max_1_2.ptr.idx" = mul nsw i64 %"i", 8
  %"max_1_2.ptr.idx.1" = add nsw i64 %"max_1_2.ptr.idx", %"k_1"
  %"max_1_2.ptr" = getelementptr inbounds float, ptr %"max_1", i64 %"max_1_2.ptr.idx.1"
  %"max_1_2" = load float, ptr %"max_1_2.ptr", align 4
  %"eq_1_1" = fcmp oeq float %"primals_1_2", %"max_1_2"
  %"cast_1_1" = uitofp i1 %"eq_1_1" to float
  %"mul_1" = fmul float %"div_2", %"cast_1_1"
  %"add_2" = fadd float %"add_1", %"mul_1"
  %"add_3" = fadd float %"add_2", %"tangents_2_1"
  %"tangents_1_1.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_1" = load float, ptr %"tangents_1_1.ptr", align 4
  %"sum_4_1.ptr" = getelementptr inbounds float, ptr %"sum_4", i64 0
  %"sum_4_1" = load float, ptr %"sum_4_1.ptr", align 4
  %"div_3" = fdiv float %"tangents_1_1", %"sum_4_1"
  %"max_3.ptr" = getelementptr inbounds float, ptr %"max", i64 0
  %"max_3" = load float, ptr %"max_3.ptr", align 4
  %"eq_2" = fcmp oeq float %"primals_1_2", %"max_3"
  %"cast_2" = uitofp i1 %"eq_2" to float
  %"mul_2" = fmul float %"div_3", %"cast_2"
  %"add_4" = fadd float %"add_3", %"mul_2"
  %"div_4" = fdiv float %"tangents_1_1", 0x4068000000000000
  %"add_5" = fadd float %"add_4", %"div_4"
  %"d_primals_1_1" = fadd float %"add_5", %"tangents_1_1"
  %"d_primals_1.ptr.idx" = mul nsw i64 %"i", 48
  %"d_primals_1.ptr.idx.1" = mul nsw i64 %"j", 8
  %"d_primals_1.ptr.idx.2" = add nsw i64 %"d_primals_1.ptr.idx", %"d_primals_1.ptr.idx.1"
  %"d_primals_1.ptr.idx.3" = add nsw i64 %"d_primals_1.ptr.idx.2", %"k_1"
  %"d_primals_1.ptr" = getelementptr inbounds float, ptr %"d_primals_1", i64 %"d_primals_1.ptr.idx.3"
  store float %"d_primals_1_1", ptr %"d_primals_1.ptr", align 4
  %"k_1.next" = add nsw i64 %"k_1", 1
  br label %"for.cond.k_1"
for.end.k_1:
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define internal void @"kernel.fused_eq_cast_sum_1"(ptr captures(none) noalias dereferenceable(768) %"primals_1", ptr captures(none) noalias dereferenceable(4) %"max", ptr captures(none) noalias dereferenceable(4) %"sum_4") nounwind
{
entry:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"entry"], [%"r.next", %"for.body.r"]
  %"acc_1" = phi  float [             0x0, %"entry"], [%"acc_2", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 192
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"primals_1_1.ptr.idx" = udiv i64 %"r", 48
  %"primals_1_1.ptr.idx.1" = mul nsw i64 %"primals_1_1.ptr.idx", 48
  %"primals_1_1.ptr.idx.2" = udiv i64 %"r", 8
  %"primals_1_1.ptr.idx.3" = urem i64 %"primals_1_1.ptr.idx.2", 6
  %"primals_1_1.ptr.idx.4" = mul nsw i64 %"primals_1_1.ptr.idx.3", 8
  %"primals_1_1.ptr.idx.5" = add nsw i64 %"primals_1_1.ptr.idx.1", %"primals_1_1.ptr.idx.4"
  %"primals_1_1.ptr.idx.6" = urem i64 %"r", 8
  %"primals_1_1.ptr.idx.7" = add nsw i64 %"primals_1_1.ptr.idx.5", %"primals_1_1.ptr.idx.6"
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_1.ptr.idx.7"
  %"primals_1_1" = load float, ptr %"primals_1_1.ptr", align 4
  %"max_1.ptr" = getelementptr inbounds float, ptr %"max", i64 0
  %"max_1" = load float, ptr %"max_1.ptr", align 4
  %"eq_2" = fcmp oeq float %"primals_1_1", %"max_1"
  %"cast_2" = uitofp i1 %"eq_2" to float
  %"acc_2" = fadd reassoc float %"acc_1", %"cast_2"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"sum_4.ptr" = getelementptr inbounds float, ptr %"sum_4", i64 0
  store float %"acc_1", ptr %"sum_4.ptr", align 4
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
  %"sum_2" = getelementptr inbounds i8, ptr %"arena", i64 128
  call void @"kernel.fused_eq_cast_sum"(ptr %"primals_1", ptr %"max_2", ptr %"sum_2")
  %"sum_4" = getelementptr inbounds i8, ptr %"arena", i64 192
  call void @"kernel.fused_eq_cast_sum_1"(ptr %"primals_1", ptr %"max", ptr %"sum_4")
  %"sum_3" = getelementptr inbounds i8, ptr %"arena", i64 0
  %"d_primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 8
  %"d_primals_1" = load ptr, ptr %"d_primals_1.slot"
  call void @"kernel.fused_eq_cast_sum_div_mul_add"(ptr %"primals_1", ptr %"max_1", ptr %"tangents_1", ptr %"max", ptr %"sum_4", ptr %"tangents_2", ptr %"max_2", ptr %"tangents_3", ptr %"sum_2", ptr %"sum_3", ptr %"d_primals_1")
  ret void
}
