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
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"for.body.i"], [%"r.next", %"for.body.r"]
  %"acc_8" = phi  float [             0x0, %"for.body.i"], [%"acc_16", %"for.body.r"]
  %"acc_9" = phi  float [             0x0, %"for.body.i"], [%"acc_17", %"for.body.r"]
  %"acc_10" = phi  float [             0x0, %"for.body.i"], [%"acc_18", %"for.body.r"]
  %"acc_11" = phi  float [             0x0, %"for.body.i"], [%"acc_19", %"for.body.r"]
  %"acc_12" = phi  float [             0x0, %"for.body.i"], [%"acc_20", %"for.body.r"]
  %"acc_13" = phi  float [             0x0, %"for.body.i"], [%"acc_21", %"for.body.r"]
  %"acc_14" = phi  float [             0x0, %"for.body.i"], [%"acc_22", %"for.body.r"]
  %"acc_15" = phi  float [             0x0, %"for.body.i"], [%"acc_23", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 6
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"idx" = mul nsw i64 %"i", 48
  %"idx.1" = mul nsw i64 %"r", 8
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
  %"acc_16" = fadd float %"acc_8", %"primals_1_1"
  %"acc_17" = fadd float %"acc_9", %"primals_1_2"
  %"acc_18" = fadd float %"acc_10", %"primals_1_3"
  %"acc_19" = fadd float %"acc_11", %"primals_1_4"
  %"acc_20" = fadd float %"acc_12", %"primals_1_5"
  %"acc_21" = fadd float %"acc_13", %"primals_1_6"
  %"acc_22" = fadd float %"acc_14", %"primals_1_7"
  %"acc_23" = fadd float %"acc_15", %"primals_1_8"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"sum_1.ptr" = getelementptr inbounds float, float* %"sum_1", i64 0
  store float %"acc_8", float* %"sum_1.ptr", align 4
  %"sum_1.ptr.1" = getelementptr inbounds float, float* %"sum_1", i64 1
  store float %"acc_9", float* %"sum_1.ptr.1", align 4
  %"sum_1.ptr.2" = getelementptr inbounds float, float* %"sum_1", i64 2
  store float %"acc_10", float* %"sum_1.ptr.2", align 4
  %"sum_1.ptr.3" = getelementptr inbounds float, float* %"sum_1", i64 3
  store float %"acc_11", float* %"sum_1.ptr.3", align 4
  %"sum_1.ptr.4" = getelementptr inbounds float, float* %"sum_1", i64 4
  store float %"acc_12", float* %"sum_1.ptr.4", align 4
  %"sum_1.ptr.5" = getelementptr inbounds float, float* %"sum_1", i64 5
  store float %"acc_13", float* %"sum_1.ptr.5", align 4
  %"sum_1.ptr.6" = getelementptr inbounds float, float* %"sum_1", i64 6
  store float %"acc_14", float* %"sum_1.ptr.6", align 4
  %"sum_1.ptr.7" = getelementptr inbounds float, float* %"sum_1", i64 7
  store float %"acc_15", float* %"sum_1.ptr.7", align 4
  br label %"for.cond.r_1"
for.cond.r_1:
  %"r_1" = phi  i64 [0, %"for.end.r"], [%"r_1.next", %"for.body.r_1"]
  %"acc_32" = phi  float [0xfff0000000000000, %"for.end.r"], [%"acc_40", %"for.body.r_1"]
  %"acc_33" = phi  float [0xfff0000000000000, %"for.end.r"], [%"acc_41", %"for.body.r_1"]
  %"acc_34" = phi  float [0xfff0000000000000, %"for.end.r"], [%"acc_42", %"for.body.r_1"]
  %"acc_35" = phi  float [0xfff0000000000000, %"for.end.r"], [%"acc_43", %"for.body.r_1"]
  %"acc_36" = phi  float [0xfff0000000000000, %"for.end.r"], [%"acc_44", %"for.body.r_1"]
  %"acc_37" = phi  float [0xfff0000000000000, %"for.end.r"], [%"acc_45", %"for.body.r_1"]
  %"acc_38" = phi  float [0xfff0000000000000, %"for.end.r"], [%"acc_46", %"for.body.r_1"]
  %"acc_39" = phi  float [0xfff0000000000000, %"for.end.r"], [%"acc_47", %"for.body.r_1"]
  %"r_1.cond" = icmp slt i64 %"r_1", 6
  br i1 %"r_1.cond", label %"for.body.r_1", label %"for.end.r_1"
for.body.r_1:
  %"idx.3" = mul nsw i64 %"i", 48
  %"idx.4" = mul nsw i64 %"r_1", 8
  %"idx.5" = add nsw i64 %"idx.3", %"idx.4"
  %"primals_1_9.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.5"
  %"primals_1_9" = load float, ptr %"primals_1_9.ptr", align 4
  %"primals_1_10.ptr.idx" = add nsw i64 %"idx.5", 1
  %"primals_1_10.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_10.ptr.idx"
  %"primals_1_10" = load float, ptr %"primals_1_10.ptr", align 4
  %"primals_1_11.ptr.idx" = add nsw i64 %"idx.5", 2
  %"primals_1_11.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_11.ptr.idx"
  %"primals_1_11" = load float, ptr %"primals_1_11.ptr", align 4
  %"primals_1_12.ptr.idx" = add nsw i64 %"idx.5", 3
  %"primals_1_12.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_12.ptr.idx"
  %"primals_1_12" = load float, ptr %"primals_1_12.ptr", align 4
  %"primals_1_13.ptr.idx" = add nsw i64 %"idx.5", 4
  %"primals_1_13.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_13.ptr.idx"
  %"primals_1_13" = load float, ptr %"primals_1_13.ptr", align 4
  %"primals_1_14.ptr.idx" = add nsw i64 %"idx.5", 5
  %"primals_1_14.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_14.ptr.idx"
  %"primals_1_14" = load float, ptr %"primals_1_14.ptr", align 4
  %"primals_1_15.ptr.idx" = add nsw i64 %"idx.5", 6
  %"primals_1_15.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_15.ptr.idx"
  %"primals_1_15" = load float, ptr %"primals_1_15.ptr", align 4
  %"primals_1_16.ptr.idx" = add nsw i64 %"idx.5", 7
  %"primals_1_16.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_16.ptr.idx"
  %"primals_1_16" = load float, ptr %"primals_1_16.ptr", align 4
  %"acc_40.keep" = fcmp oge float %"acc_32", %"primals_1_9"
  %"acc_40.nan" = fcmp uno float %"acc_32", %"acc_32"
  %".21" = or i1 %"acc_40.keep", %"acc_40.nan"
  %"acc_40" = select  i1 %".21", float %"acc_32", float %"primals_1_9"
  %"acc_41.keep" = fcmp oge float %"acc_33", %"primals_1_10"
  %"acc_41.nan" = fcmp uno float %"acc_33", %"acc_33"
  %".22" = or i1 %"acc_41.keep", %"acc_41.nan"
  %"acc_41" = select  i1 %".22", float %"acc_33", float %"primals_1_10"
  %"acc_42.keep" = fcmp oge float %"acc_34", %"primals_1_11"
  %"acc_42.nan" = fcmp uno float %"acc_34", %"acc_34"
  %".23" = or i1 %"acc_42.keep", %"acc_42.nan"
  %"acc_42" = select  i1 %".23", float %"acc_34", float %"primals_1_11"
  %"acc_43.keep" = fcmp oge float %"acc_35", %"primals_1_12"
  %"acc_43.nan" = fcmp uno float %"acc_35", %"acc_35"
  %".24" = or i1 %"acc_43.keep", %"acc_43.nan"
  %"acc_43" = select  i1 %".24", float %"acc_35", float %"primals_1_12"
  %"acc_44.keep" = fcmp oge float %"acc_36", %"primals_1_13"
  %"acc_44.nan" = fcmp uno float %"acc_36", %"acc_36"
  %".25" = or i1 %"acc_44.keep", %"acc_44.nan"
  %"acc_44" = select  i1 %".25", float %"acc_36", float %"primals_1_13"
  %"acc_45.keep" = fcmp oge float %"acc_37", %"primals_1_14"
  %"acc_45.nan" = fcmp uno float %"acc_37", %"acc_37"
  %".26" = or i1 %"acc_45.keep", %"acc_45.nan"
  %"acc_45" = select  i1 %".26", float %"acc_37", float %"primals_1_14"
  %"acc_46.keep" = fcmp oge float %"acc_38", %"primals_1_15"
  %"acc_46.nan" = fcmp uno float %"acc_38", %"acc_38"
  %".27" = or i1 %"acc_46.keep", %"acc_46.nan"
  %"acc_46" = select  i1 %".27", float %"acc_38", float %"primals_1_15"
  %"acc_47.keep" = fcmp oge float %"acc_39", %"primals_1_16"
  %"acc_47.nan" = fcmp uno float %"acc_39", %"acc_39"
  %".28" = or i1 %"acc_47.keep", %"acc_47.nan"
  %"acc_47" = select  i1 %".28", float %"acc_39", float %"primals_1_16"
  %"r_1.next" = add nsw i64 %"r_1", 1
  br label %"for.cond.r_1"
for.end.r_1:
  %"idx.6" = mul nsw i64 %"i", 8
  %"max_1.ptr" = getelementptr inbounds float, ptr %"max_1", i64 %"idx.6"
  store float %"acc_32", ptr %"max_1.ptr", align 4
  %"max_1.ptr.idx" = add nsw i64 %"idx.6", 1
  %"max_1.ptr.1" = getelementptr inbounds float, ptr %"max_1", i64 %"max_1.ptr.idx"
  store float %"acc_33", ptr %"max_1.ptr.1", align 4
  %"max_1.ptr.idx.1" = add nsw i64 %"idx.6", 2
  %"max_1.ptr.2" = getelementptr inbounds float, ptr %"max_1", i64 %"max_1.ptr.idx.1"
  store float %"acc_34", ptr %"max_1.ptr.2", align 4
  %"max_1.ptr.idx.2" = add nsw i64 %"idx.6", 3
  %"max_1.ptr.3" = getelementptr inbounds float, ptr %"max_1", i64 %"max_1.ptr.idx.2"
  store float %"acc_35", ptr %"max_1.ptr.3", align 4
  %"max_1.ptr.idx.3" = add nsw i64 %"idx.6", 4
  %"max_1.ptr.4" = getelementptr inbounds float, ptr %"max_1", i64 %"max_1.ptr.idx.3"
  store float %"acc_36", ptr %"max_1.ptr.4", align 4
  %"max_1.ptr.idx.4" = add nsw i64 %"idx.6", 5
  %"max_1.ptr.5" = getelementptr inbounds float, ptr %"max_1", i64 %"max_1.ptr.idx.4"
  store float %"acc_37", ptr %"max_1.ptr.5", align 4
  %"max_1.ptr.idx.5" = add nsw i64 %"idx.6", 6
  %"max_1.ptr.6" = getelementptr inbounds float, ptr %"max_1", i64 %"max_1.ptr.idx.5"
  store float %"acc_38", ptr %"max_1.ptr.6", align 4
  %"max_1.ptr.idx.6" = add nsw i64 %"idx.6", 7
  %"max_1.ptr.7" = getelementptr inbounds float, ptr %"max_1", i64 %"max_1.ptr.idx.6"
  store float %"acc_39", ptr %"max_1.ptr.7", align 4
  br label %"for.cond.k"
for.cond.k:
  %"k" = phi  i64 [0, %"for.end.r_1"], [%"k.next", %"for.body.k"]
  %"k.cond" = icmp slt i64 %"k", 8
  br i1 %"k.cond", label %"for.body.k", label %"for.end.k"
for.body.k:
  %"sum_1_1.ptr" = getelementptr inbounds float, float* %"sum_1", i64 %"k"
  %"sum_1_1" = load float, float* %"sum_1_1.ptr", align 4
  %"idx.7" = mul nsw i64 %"i", 8
  %"idx.8" = add nsw i64 %"idx.7", %"k"
  %"max_1_1.ptr" = getelementptr inbounds float, ptr %"max_1", i64 %"idx.8"
  %"max_1_1" = load float, ptr %"max_1_1.ptr", align 4
  %"rows_1" = fsub float %"sum_1_1", %"max_1_1"
  %"rows.ptr" = getelementptr inbounds float, ptr %"rows", i64 %"idx.8"
  store float %"rows_1", ptr %"rows.ptr", align 4
  %"k.next" = add nsw i64 %"k", 1
  br label %"for.cond.k"
for.end.k:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.end.k"], [%"j.next", %"for.end.r_2"]
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
  %"idx.9" = mul nsw i64 %"i", 48
  %"idx.10" = mul nsw i64 %"j", 8
  %"idx.11" = add nsw i64 %"idx.9", %"idx.10"
  %"idx.12" = add nsw i64 %"idx.11", %"r_2"
  %"primals_1_17.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.12"
  %"primals_1_17" = load float, ptr %"primals_1_17.ptr", align 4
  %"greater" = fcmp ogt float %"primals_1_17", %"best"
  %"is_nan" = fcmp une float %"primals_1_17", %"primals_1_17"
  %"best_is_nan" = fcmp une float %"best", %"best"
  %"select" = select  i1 %"best_is_nan", i1 0, i1 %"is_nan"
  %"take" = select  i1 %"greater", i1 %"greater", i1 %"select"
  %"first" = icmp slt i64 %"arg", 0
  %"take_1" = select  i1 %"first", i1 1, i1 %"take"
  %"best_1" = select  i1 %"take_1", float %"primals_1_17", float %"best"
  %"arg_1" = select  i1 %"take_1", i64 %"r_2", i64 %"arg"
  %"r_2.next" = add nsw i64 %"r_2", 1
  br label %"for.cond.r_2"
for.end.r_2:
  %"idx.13" = mul nsw i64 %"i", 6
  %"idx.14" = add nsw i64 %"idx.13", %"j"
  %"argmax.ptr" = getelementptr inbounds i64, ptr %"argmax", i64 %"idx.14"
  store i64 %"arg", ptr %"argmax.ptr", align 8
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
  %"idx" = udiv i64 %"r", 8
  %"idx.1" = mul nsw i64 %"idx", 48
  %"idx.2" = mul nsw i64 %"i", 8
  %"idx.3" = add nsw i64 %"idx.1", %"idx.2"
  %"idx.4" = urem i64 %"r", 8
  %"idx.5" = add nsw i64 %"idx.3", %"idx.4"
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.5"
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
  %"idx.6" = udiv i64 %"r_1", 8
  %"idx.7" = mul nsw i64 %"idx.6", 48
  %"idx.8" = mul nsw i64 %"i", 8
  %"idx.9" = add nsw i64 %"idx.7", %"idx.8"
  %"idx.10" = urem i64 %"r_1", 8
  %"idx.11" = add nsw i64 %"idx.9", %"idx.10"
  %"primals_1_2.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.11"
  %"primals_1_2" = load float, ptr %"primals_1_2.ptr", align 4
  %"acc_5" = call float @"llvm.maximum.f32"(float %"acc_4", float %"primals_1_2")
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
  %"k_3" = phi  i64 [0, %"for.end.j"], [%"k_3.next", %"for.end.r"]
  %"k_3.cond" = icmp slt i64 %"k_3", 8
  br i1 %"k_3.cond", label %"for.body.k_3", label %"for.end.k_3"
for.body.k_3:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"for.body.k_3"], [%"r.next", %"for.body.r"]
  %"best" = phi  float [0xfff0000000000000, %"for.body.k_3"], [%"best_1", %"for.body.r"]
  %"arg" = phi  i64 [-1, %"for.body.k_3"], [%"arg_1", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 6
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"idx.4" = mul nsw i64 %"i", 48
  %"idx.5" = mul nsw i64 %"r", 8
  %"idx.6" = add nsw i64 %"idx.4", %"idx.5"
  %"idx.7" = add nsw i64 %"idx.6", %"k_3"
  %"primals_1_2.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.7"
  %"primals_1_2" = load float, ptr %"primals_1_2.ptr", align 4
  %"greater" = fcmp ogt float %"primals_1_2", %"best"
  %"is_nan" = fcmp une float %"primals_1_2", %"primals_1_2"
  %"best_is_nan" = fcmp une float %"best", %"best"
  %"select" = select  i1 %"best_is_nan", i1 0, i1 %"is_nan"
  %"take" = select  i1 %"greater", i1 %"greater", i1 %"select"
  %"first" = icmp slt i64 %"arg", 0
  %"take_1" = select  i1 %"first", i1 1, i1 %"take"
  %"best_1" = select  i1 %"take_1", float %"primals_1_2", float %"best"
  %"arg_1" = select  i1 %"take_1", i64 %"r", i64 %"arg"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"idx.8" = mul nsw i64 %"i", 8
  %"idx.9" = add nsw i64 %"idx.8", %"k_3"
  %"argmax_2.ptr" = getelementptr inbounds i64, ptr %"argmax_2", i64 %"idx.9"
  store i64 %"arg", ptr %"argmax_2.ptr", align 8
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
  %"idx.10" = mul nsw i64 %"i", 48
  %"idx.11" = mul nsw i64 %"r_1", 8
  %"idx.12" = add nsw i64 %"idx.10", %"idx.11"
  %"primals_1_3.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.12"
  %"primals_1_3" = load float, ptr %"primals_1_3.ptr", align 4
  %"idx.13" = mul nsw i64 %"i", 8
  %"max_1_1.ptr" = getelementptr inbounds float, ptr %"max_1", i64 %"idx.13"
  %"max_1_1" = load float, ptr %"max_1_1.ptr", align 4
  %"eq_2" = fcmp oeq float %"primals_1_3", %"max_1_1"
  %"argmax_2_1.ptr" = getelementptr inbounds i64, ptr %"argmax_2", i64 %"idx.13"
  %"argmax_2_1" = load i64, ptr %"argmax_2_1.ptr", align 8
  %"flat_2" = add i64 0, %"r_1"
  %"eq_3" = icmp eq i64 %"argmax_2_1", %"flat_2"
  %"ties_1" = select  i1 %"eq_2", i1 %"eq_2", i1 %"eq_3"
  %"cast_1_1" = uitofp i1 %"ties_1" to float
  %"primals_1_4.ptr.idx" = add nsw i64 %"idx.12", 1
  %"primals_1_4.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_4.ptr.idx"
  %"primals_1_4" = load float, ptr %"primals_1_4.ptr", align 4
  %"max_1_2.ptr.idx" = add nsw i64 %"idx.13", 1
  %"max_1_2.ptr" = getelementptr inbounds float, ptr %"max_1", i64 %"max_1_2.ptr.idx"
  %"max_1_2" = load float, ptr %"max_1_2.ptr", align 4
  %"eq_2_1" = fcmp oeq float %"primals_1_4", %"max_1_2"
  %"argmax_2_2.ptr.idx" = add nsw i64 %"idx.13", 1
  %"argmax_2_2.ptr" = getelementptr inbounds i64, ptr %"argmax_2", i64 %"argmax_2_2.ptr.idx"
  %"argmax_2_2" = load i64, ptr %"argmax_2_2.ptr", align 8
  %"eq_3_1" = icmp eq i64 %"argmax_2_2", %"flat_2"
  %"ties_1_1" = select  i1 %"eq_2_1", i1 %"eq_2_1", i1 %"eq_3_1"
  %"cast_1_2" = uitofp i1 %"ties_1_1" to float
  %"primals_1_5.ptr.idx" = add nsw i64 %"idx.12", 2
  %"primals_1_5.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_5.ptr.idx"
  %"primals_1_5" = load float, ptr %"primals_1_5.ptr", align 4
  %"max_1_3.ptr.idx" = add nsw i64 %"idx.13", 2
  %"max_1_3.ptr" = getelementptr inbounds float, ptr %"max_1", i64 %"max_1_3.ptr.idx"
  %"max_1_3" = load float, ptr %"max_1_3.ptr", align 4
  %"eq_2_2" = fcmp oeq float %"primals_1_5", %"max_1_3"
  %"argmax_2_3.ptr.idx" = add nsw i64 %"idx.13", 2
  %"argmax_2_3.ptr" = getelementptr inbounds i64, ptr %"argmax_2", i64 %"argmax_2_3.ptr.idx"
  %"argmax_2_3" = load i64, ptr %"argmax_2_3.ptr", align 8
  %"eq_3_2" = icmp eq i64 %"argmax_2_3", %"flat_2"
  %"ties_1_2" = select  i1 %"eq_2_2", i1 %"eq_2_2", i1 %"eq_3_2"
  %"cast_1_3" = uitofp i1 %"ties_1_2" to float
  %"primals_1_6.ptr.idx" = add nsw i64 %"idx.12", 3
  %"primals_1_6.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_6.ptr.idx"
  %"primals_1_6" = load float, ptr %"primals_1_6.ptr", align 4
  %"max_1_4.ptr.idx" = add nsw i64 %"idx.13", 3
  %"max_1_4.ptr" = getelementptr inbounds float, ptr %"max_1", i64 %"max_1_4.ptr.idx"
  %"max_1_4" = load float, ptr %"max_1_4.ptr", align 4
  %"eq_2_3" = fcmp oeq float %"primals_1_6", %"max_1_4"
  %"argmax_2_4.ptr.idx" = add nsw i64 %"idx.13", 3
  %"argmax_2_4.ptr" = getelementptr inbounds i64, ptr %"argmax_2", i64 %"argmax_2_4.ptr.idx"
  %"argmax_2_4" = load i64, ptr %"argmax_2_4.ptr", align 8
  %"eq_3_3" = icmp eq i64 %"argmax_2_4", %"flat_2"
  %"ties_1_3" = select  i1 %"eq_2_3", i1 %"eq_2_3", i1 %"eq_3_3"
  %"cast_1_4" = uitofp i1 %"ties_1_3" to float
  %"primals_1_7.ptr.idx" = add nsw i64 %"idx.12", 4
  %"primals_1_7.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_7.ptr.idx"
  %"primals_1_7" = load float, ptr %"primals_1_7.ptr", align 4
  %"max_1_5.ptr.idx" = add nsw i64 %"idx.13", 4
  %"max_1_5.ptr" = getelementptr inbounds float, ptr %"max_1", i64 %"max_1_5.ptr.idx"
  %"max_1_5" = load float, ptr %"max_1_5.ptr", align 4
  %"eq_2_4" = fcmp oeq float %"primals_1_7", %"max_1_5"
  %"argmax_2_5.ptr.idx" = add nsw i64 %"idx.13", 4
  %"argmax_2_5.ptr" = getelementptr inbounds i64, ptr %"argmax_2", i64 %"argmax_2_5.ptr.idx"
  %"argmax_2_5" = load i64, ptr %"argmax_2_5.ptr", align 8
  %"eq_3_4" = icmp eq i64 %"argmax_2_5", %"flat_2"
  %"ties_1_4" = select  i1 %"eq_2_4", i1 %"eq_2_4", i1 %"eq_3_4"
  %"cast_1_5" = uitofp i1 %"ties_1_4" to float
  %"primals_1_8.ptr.idx" = add nsw i64 %"idx.12", 5
  %"primals_1_8.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_8.ptr.idx"
  %"primals_1_8" = load float, ptr %"primals_1_8.ptr", align 4
  %"max_1_6.ptr.idx" = add nsw i64 %"idx.13", 5
  %"max_1_6.ptr" = getelementptr inbounds float, ptr %"max_1", i64 %"max_1_6.ptr.idx"
  %"max_1_6" = load float, ptr %"max_1_6.ptr", align 4
  %"eq_2_5" = fcmp oeq float %"primals_1_8", %"max_1_6"
  %"argmax_2_6.ptr.idx" = add nsw i64 %"idx.13", 5
  %"argmax_2_6.ptr" = getelementptr inbounds i64, ptr %"argmax_2", i64 %"argmax_2_6.ptr.idx"
  %"argmax_2_6" = load i64, ptr %"argmax_2_6.ptr", align 8
  %"eq_3_5" = icmp eq i64 %"argmax_2_6", %"flat_2"
  %"ties_1_5" = select  i1 %"eq_2_5", i1 %"eq_2_5", i1 %"eq_3_5"
  %"cast_1_6" = uitofp i1 %"ties_1_5" to float
  %"primals_1_9.ptr.idx" = add nsw i64 %"idx.12", 6
  %"primals_1_9.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_9.ptr.idx"
  %"primals_1_9" = load float, ptr %"primals_1_9.ptr", align 4
  %"max_1_7.ptr.idx" = add nsw i64 %"idx.13", 6
  %"max_1_7.ptr" = getelementptr inbounds float, ptr %"max_1", i64 %"max_1_7.ptr.idx"
  %"max_1_7" = load float, ptr %"max_1_7.ptr", align 4
  %"eq_2_6" = fcmp oeq float %"primals_1_9", %"max_1_7"
  %"argmax_2_7.ptr.idx" = add nsw i64 %"idx.13", 6
  %"argmax_2_7.ptr" = getelementptr inbounds i64, ptr %"argmax_2", i64 %"argmax_2_7.ptr.idx"
  %"argmax_2_7" = load i64, ptr %"argmax_2_7.ptr", align 8
  %"eq_3_6" = icmp eq i64 %"argmax_2_7", %"flat_2"
  %"ties_1_6" = select  i1 %"eq_2_6", i1 %"eq_2_6", i1 %"eq_3_6"
  %"cast_1_7" = uitofp i1 %"ties_1_6" to float
  %"primals_1_10.ptr.idx" = add nsw i64 %"idx.12", 7
  %"primals_1_10.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"primals_1_10.ptr.idx"
  %"primals_1_10" = load float, ptr %"primals_1_10.ptr", align 4
  %"max_1_8.ptr.idx" = add nsw i64 %"idx.13", 7
  %"max_1_8.ptr" = getelementptr inbounds float, ptr %"max_1", i64 %"max_1_8.ptr.idx"
  %"max_1_8" = load float, ptr %"max_1_8.ptr", align 4
  %"eq_2_7" = fcmp oeq float %"primals_1_10", %"max_1_8"
  %"argmax_2_8.ptr.idx" = add nsw i64 %"idx.13", 7
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
  %"idx.14" = mul nsw i64 %"i", 8
  %"sum_3.ptr" = getelementptr inbounds float, ptr %"sum_3", i64 %"idx.14"
  store float %"acc_10", ptr %"sum_3.ptr", align 4
  %"sum_3.ptr.idx" = add nsw i64 %"idx.14", 1
  %"sum_3.ptr.1" = getelementptr inbounds float, ptr %"sum_3", i64 %"sum_3.ptr.idx"
  store float %"acc_11", ptr %"sum_3.ptr.1", align 4
  %"sum_3.ptr.idx.1" = add nsw i64 %"idx.14", 2
  %"sum_3.ptr.2" = getelementptr inbounds float, ptr %"sum_3", i64 %"sum_3.ptr.idx.1"
  store float %"acc_12", ptr %"sum_3.ptr.2", align 4
  %"sum_3.ptr.idx.2" = add nsw i64 %"idx.14", 3
  %"sum_3.ptr.3" = getelementptr inbounds float, ptr %"sum_3", i64 %"sum_3.ptr.idx.2"
  store float %"acc_13", ptr %"sum_3.ptr.3", align 4
  %"sum_3.ptr.idx.3" = add nsw i64 %"idx.14", 4
  %"sum_3.ptr.4" = getelementptr inbounds float, ptr %"sum_3", i64 %"sum_3.ptr.idx.3"
  store float %"acc_14", ptr %"sum_3.ptr.4", align 4
  %"sum_3.ptr.idx.4" = add nsw i64 %"idx.14", 5
  %"sum_3.ptr.5" = getelementptr inbounds float, ptr %"sum_3", i64 %"sum_3.ptr.idx.4"
  store float %"acc_15", ptr %"sum_3.ptr.5", align 4
  %"sum_3.ptr.idx.5" = add nsw i64 %"idx.14", 6
  %"sum_3.ptr.6" = getelementptr inbounds float, ptr %"sum_3", i64 %"sum_3.ptr.idx.5"
  store float %"acc_16", ptr %"sum_3.ptr.6", align 4
  %"sum_3.ptr.idx.6" = add nsw i64 %"idx.14", 7
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
  %"acc_1" = phi  float [             0x0, %"for.body.i"], [%"acc_2", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 32
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"idx" = udiv i64 %"r", 8
  %"idx.1" = mul nsw i64 %"idx", 48
  %"idx.2" = mul nsw i64 %"i", 8
  %"idx.3" = add nsw i64 %"idx.1", %"idx.2"
  %"idx.4" = urem i64 %"r", 8
  %"idx.5" = add nsw i64 %"idx.3", %"idx.4"
  %"cast_1.ptr" = getelementptr inbounds float, ptr %"cast", i64 %"idx.5"
  %"cast_1" = load float, ptr %"cast_1.ptr", align 4
  %"acc_2" = fadd reassoc float %"acc_1", %"cast_1"
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
