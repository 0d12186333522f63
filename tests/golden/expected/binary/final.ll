; ----- program @binary_forward ----- ;
; ModuleID = "binary_forward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.fused_ge_gt_ne_le_lt_eq"(ptr captures(none) noalias dereferenceable(120) %"primals_1", ptr captures(none) noalias dereferenceable(20) %"primals_2", ptr captures(none) noalias dereferenceable(4) %"primals_3", ptr captures(none) noalias dereferenceable(30) %"k", ptr captures(none) noalias dereferenceable(120) %"where") noinline nounwind
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
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.body.j"]
  %"j.cond" = icmp slt i64 %"j", 5
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"idx" = mul nsw i64 %"i", 5
  %"idx.1" = add nsw i64 %"idx", %"j"
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.1"
  %"primals_1_1" = load float, ptr %"primals_1_1.ptr", align 4
  %"gt" = fcmp ogt float %"primals_1_1", 0x3fe0000000000000
  %"primals_2_1.ptr" = getelementptr inbounds float, ptr %"primals_2", i64 %"j"
  %"primals_2_1" = load float, ptr %"primals_2_1.ptr", align 4
  %"ge" = fcmp oge float %"primals_1_1", %"primals_2_1"
  %"k_1" = icmp ne i1 %"gt", %"ge"
  %"k.ptr" = getelementptr inbounds i8, ptr %"k", i64 %"idx.1"
  %".11" = zext i1 %"k_1" to i8
  store i8 %".11", ptr %"k.ptr", align 1
  %"lt" = fcmp olt float %"primals_1_1", %"primals_2_1"
  %"primals_3_1.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 0
  %"primals_3_1" = load float, ptr %"primals_3_1.ptr", align 4
  %"le" = fcmp ole float %"primals_1_1", %"primals_3_1"
  %"m" = icmp eq i1 %"lt", %"le"
  %"add" = fadd float %"primals_1_1", %"primals_2_1"
  %"sub" = fsub float %"primals_1_1", %"primals_3_1"
  %"mul" = fmul float %"add", %"sub"
  %"exp" = call float @"expf"(float %"primals_2_1")
  %"add_1" = fadd float %"exp", 0x3ff0000000000000
  %"a" = fdiv float %"mul", %"add_1"
  %"maximum.keep" = fcmp oge float %"primals_1_1", %"primals_2_1"
  %"maximum.nan" = fcmp uno float %"primals_1_1", %"primals_1_1"
  %".13" = or i1 %"maximum.keep", %"maximum.nan"
  %"maximum" = select  i1 %".13", float %"primals_1_1", float %"primals_2_1"
  %"minimum.keep" = fcmp ole float %"primals_1_1", %"primals_3_1"
  %"minimum.nan" = fcmp uno float %"primals_1_1", %"primals_1_1"
  %".14" = or i1 %"minimum.keep", %"minimum.nan"
  %"minimum" = select  i1 %".14", float %"primals_1_1", float %"primals_3_1"
  %"sub_1" = fsub float %"maximum", %"minimum"
  %"exp_1" = call float @"expf"(float %"primals_1_1")
  %"pow" = call float @"llvm.pow.f32"(float %"exp_1", float 0x4000000000000000)
  %"b" = fadd float %"sub_1", %"pow"
  %"where_1" = select  i1 %"m", float %"a", float %"b"
  %"where.ptr" = getelementptr inbounds float, ptr %"where", i64 %"idx.1"
  store float %"where_1", ptr %"where.ptr", align 4
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

declare float @"expf"(float %".1") nounwind readnone

declare float @"llvm.pow.f32"(float %".1", float %".2")

define void @"binary_forward"(ptr captures(none) noalias %"args", ptr captures(none) noalias %"arena") nounwind
{
entry:
  %"primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 0
  %"primals_1" = load ptr, ptr %"primals_1.slot"
  %"primals_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 1
  %"primals_2" = load ptr, ptr %"primals_2.slot"
  %"primals_3.slot" = getelementptr inbounds ptr, ptr %"args", i64 2
  %"primals_3" = load ptr, ptr %"primals_3.slot"
  %"k.slot" = getelementptr inbounds ptr, ptr %"args", i64 3
  %"k" = load ptr, ptr %"k.slot"
  %"where.slot" = getelementptr inbounds ptr, ptr %"args", i64 4
  %"where" = load ptr, ptr %"where.slot"
  call void @"kernel.fused_ge_gt_ne_le_lt_eq"(ptr %"primals_1", ptr %"primals_2", ptr %"primals_3", ptr %"k", ptr %"where")
  ret void
}

; ----- program @binary_backward ----- ;
; ModuleID = "binary_backward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.fused_lt_le_eq_sub_add_mul"(ptr captures(none) noalias dereferenceable(120) %"tangents_1", ptr captures(none) noalias dereferenceable(20) %"primals_2", ptr captures(none) noalias dereferenceable(120) %"primals_1", ptr captures(none) noalias dereferenceable(4) %"primals_3", ptr captures(none) noalias dereferenceable(20) %"d_primals_2") noinline nounwind
{
entry:
  %"exp" = alloca float, i64 6, align 64
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.r_1"]
  %"i.cond" = icmp slt i64 %"i", 5
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"for.body.i"], [%"r.next", %"for.body.r"]
  %"acc_1" = phi  float [             0x0, %"for.body.i"], [%"acc_2", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 6
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"idx" = mul nsw i64 %"r", 5
  %"idx.1" = add nsw i64 %"idx", %"i"
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.1"
  %"primals_1_1" = load float, ptr %"primals_1_1.ptr", align 4
  %"primals_2_1.ptr" = getelementptr inbounds float, ptr %"primals_2", i64 %"i"
  %"primals_2_1" = load float, ptr %"primals_2_1.ptr", align 4
  %"lt" = fcmp olt float %"primals_1_1", %"primals_2_1"
  %"primals_3_1.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 0
  %"primals_3_1" = load float, ptr %"primals_3_1.ptr", align 4
  %"le" = fcmp ole float %"primals_1_1", %"primals_3_1"
  %"m" = icmp eq i1 %"lt", %"le"
  %"tangents_1_1.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"idx.1"
  %"tangents_1_1" = load float, ptr %"tangents_1_1.ptr", align 4
  %"d_a" = select  i1 %"m", float %"tangents_1_1", float              0x0
  %"exp_1" = call float @"expf"(float %"primals_2_1")
  %"exp.ptr" = getelementptr inbounds float, float* %"exp", i64 %"r"
  store float %"exp_1", float* %"exp.ptr", align 4
  %"add_1" = fadd float %"exp_1", 0x3ff0000000000000
  %"d_mul" = fdiv float %"d_a", %"add_1"
  %"add" = fadd float %"primals_1_1", %"primals_2_1"
  %"sub" = fsub float %"primals_1_1", %"primals_3_1"
  %"mul" = fmul float %"add", %"sub"
  %"a" = fdiv float %"mul", %"add_1"
  %"mul_5" = fmul float %"d_mul", %"a"
  %"d_broadcast" = fneg float %"mul_5"
  %"acc_2" = fadd reassoc float %"acc_1", %"d_broadcast"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  br label %"for.cond.r_1"
for.cond.r_1:
  %"r_1" = phi  i64 [0, %"for.end.r"], [%"r_1.next", %"for.body.r_1"]
  %"acc_4" = phi  float [             0x0, %"for.end.r"], [%"acc_5", %"for.body.r_1"]
  %"r_1.cond" = icmp slt i64 %"r_1", 6
  br i1 %"r_1.cond", label %"for.body.r_1", label %"for.end.r_1"
for.body.r_1:
  %"primals_2_2.ptr" = getelementptr inbounds float, ptr %"primals_2", i64 %"i"
  %"primals_2_2" = load float, ptr %"primals_2_2.ptr", align 4
  %"idx.2" = mul nsw i64 %"r_1", 5
  %"idx.3" = add nsw i64 %"idx.2", %"i"
  %"primals_1_2.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.3"
  %"primals_1_2" = load float, ptr %"primals_1_2.ptr", align 4
  %"lt_1" = fcmp olt float %"primals_2_2", %"primals_1_2"
  %"eq_1" = fcmp oeq float %"primals_1_2", %"primals_2_2"
  %"lt_2" = fcmp olt float %"primals_1_2", %"primals_2_2"
  %"primals_3_2.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 0
  %"primals_3_2" = load float, ptr %"primals_3_2.ptr", align 4
  %"le_1" = fcmp ole float %"primals_1_2", %"primals_3_2"
  %"m_1" = icmp eq i1 %"lt_2", %"le_1"
  %"tangents_1_2.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"idx.3"
  %"tangents_1_2" = load float, ptr %"tangents_1_2.ptr", align 4
  %"d_b" = select  i1 %"m_1", float              0x0, float %"tangents_1_2"
  %"mul_4" = fmul float %"d_b", 0x3fe0000000000000
  %"where_4" = select  i1 %"eq_1", float %"mul_4", float %"d_b"
  %"where_6" = select  i1 %"lt_1", float              0x0, float %"where_4"
  %"d_a_1" = select  i1 %"m_1", float %"tangents_1_2", float              0x0
  %"exp_2.ptr" = getelementptr inbounds float, float* %"exp", i64 %"r_1"
  %"exp_2" = load float, float* %"exp_2.ptr", align 4
  %"add_1_1" = fadd float %"exp_2", 0x3ff0000000000000
  %"d_mul_1" = fdiv float %"d_a_1", %"add_1_1"
  %"sub_1" = fsub float %"primals_1_2", %"primals_3_2"
  %"d_add" = fmul float %"d_mul_1", %"sub_1"
  %"d_y" = fadd float %"where_6", %"d_add"
  %"acc_5" = fadd reassoc float %"acc_4", %"d_y"
  %"r_1.next" = add nsw i64 %"r_1", 1
  br label %"for.cond.r_1"
for.end.r_1:
  %"primals_2_3.ptr" = getelementptr inbounds float, ptr %"primals_2", i64 %"i"
  %"primals_2_3" = load float, ptr %"primals_2_3.ptr", align 4
  %"exp_3" = call float @"expf"(float %"primals_2_3")
  %"mul_6" = fmul float %"acc_1", %"exp_3"
  %"d_primals_2_1" = fadd float %"mul_6", %"acc_4"
  %"d_primals_2.ptr" = getelementptr inbounds float, ptr %"d_primals_2", i64 %"i"
  store float %"d_primals_2_1", ptr %"d_primals_2.ptr", align 4
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

declare float @"expf"(float %".1") nounwind readnone

define internal void @"kernel.fused_lt_le_eq_add_exp_where"(ptr captures(none) noalias dereferenceable(4) %"primals_3", ptr captures(none) noalias dereferenceable(120) %"primals_1", ptr captures(none) noalias dereferenceable(120) %"tangents_1", ptr captures(none) noalias dereferenceable(20) %"primals_2", ptr captures(none) noalias dereferenceable(4) %"d_primals_3") noinline nounwind
{
entry:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"entry"], [%"r.next", %"for.body.r"]
  %"acc_1" = phi  float [             0x0, %"entry"], [%"acc_2", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 30
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"primals_3_1.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 0
  %"primals_3_1" = load float, ptr %"primals_3_1.ptr", align 4
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"r"
  %"primals_1_1" = load float, ptr %"primals_1_1.ptr", align 4
  %"gt_2" = fcmp ogt float %"primals_3_1", %"primals_1_1"
  %"eq" = fcmp oeq float %"primals_1_1", %"primals_3_1"
  %"idx" = urem i64 %"r", 5
  %"primals_2_1.ptr" = getelementptr inbounds float, ptr %"primals_2", i64 %"idx"
  %"primals_2_1" = load float, ptr %"primals_2_1.ptr", align 4
  %"lt" = fcmp olt float %"primals_1_1", %"primals_2_1"
  %"le" = fcmp ole float %"primals_1_1", %"primals_3_1"
  %"m" = icmp eq i1 %"lt", %"le"
  %"tangents_1_1.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"r"
  %"tangents_1_1" = load float, ptr %"tangents_1_1.ptr", align 4
  %"d_b" = select  i1 %"m", float              0x0, float %"tangents_1_1"
  %"d_minimum" = fneg float %"d_b"
  %"mul_3" = fmul float %"d_minimum", 0x3fe0000000000000
  %"where_1" = select  i1 %"eq", float %"mul_3", float %"d_minimum"
  %"where_3" = select  i1 %"gt_2", float              0x0, float %"where_1"
  %"d_a" = select  i1 %"m", float %"tangents_1_1", float              0x0
  %"exp" = call float @"expf"(float %"primals_2_1")
  %"add_1" = fadd float %"exp", 0x3ff0000000000000
  %"d_mul" = fdiv float %"d_a", %"add_1"
  %"add" = fadd float %"primals_1_1", %"primals_2_1"
  %"d_sub" = fmul float %"d_mul", %"add"
  %"neg" = fneg float %"d_sub"
  %"d_s" = fadd float %"where_3", %"neg"
  %"acc_2" = fadd reassoc float %"acc_1", %"d_s"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"d_primals_3.ptr" = getelementptr inbounds float, ptr %"d_primals_3", i64 0
  store float %"acc_1", ptr %"d_primals_3.ptr", align 4
  ret void
}

define internal void @"kernel.fused_lt_le_eq_gt_where_neg"(ptr captures(none) noalias dereferenceable(120) %"tangents_1", ptr captures(none) noalias dereferenceable(120) %"primals_1", ptr captures(none) noalias dereferenceable(4) %"primals_3", ptr captures(none) noalias dereferenceable(20) %"primals_2", ptr captures(none) noalias dereferenceable(120) %"d_primals_1") noinline nounwind
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
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.body.j"]
  %"j.cond" = icmp slt i64 %"j", 5
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"idx" = mul nsw i64 %"i", 5
  %"idx.1" = add nsw i64 %"idx", %"j"
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.1"
  %"primals_1_1" = load float, ptr %"primals_1_1.ptr", align 4
  %"primals_2_1.ptr" = getelementptr inbounds float, ptr %"primals_2", i64 %"j"
  %"primals_2_1" = load float, ptr %"primals_2_1.ptr", align 4
  %"lt" = fcmp olt float %"primals_1_1", %"primals_2_1"
  %"primals_3_1.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 0
  %"primals_3_1" = load float, ptr %"primals_3_1.ptr", align 4
  %"le" = fcmp ole float %"primals_1_1", %"primals_3_1"
  %"m" = icmp eq i1 %"lt", %"le"
  %"tangents_1_1.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"idx.1"
  %"tangents_1_1" = load float, ptr %"tangents_1_1.ptr", align 4
  %"d_b" = select  i1 %"m", float              0x0, float %"tangents_1_1"
  %"exp_1" = call float @"expf"(float %"primals_1_1")
  %"pow_1" = call float @"llvm.pow.f32"(float %"exp_1", float 0x3ff0000000000000)
  %"mul_1" = fmul float 0x4000000000000000, %"pow_1"
  %"d_exp_1" = fmul float %"d_b", %"mul_1"
  %"mul_2" = fmul float %"d_exp_1", %"exp_1"
  %"gt_1" = fcmp ogt float %"primals_1_1", %"primals_3_1"
  %"eq" = fcmp oeq float %"primals_1_1", %"primals_3_1"
  %"d_minimum" = fneg float %"d_b"
  %"mul_3" = fmul float %"d_minimum", 0x3fe0000000000000
  %"where_1" = select  i1 %"eq", float %"mul_3", float %"d_minimum"
  %"where_2" = select  i1 %"gt_1", float              0x0, float %"where_1"
  %"add_2" = fadd float %"mul_2", %"where_2"
  %"eq_1" = fcmp oeq float %"primals_1_1", %"primals_2_1"
  %"mul_4" = fmul float %"d_b", 0x3fe0000000000000
  %"where_4" = select  i1 %"eq_1", float %"mul_4", float %"d_b"
  %"where_5" = select  i1 %"lt", float              0x0, float %"where_4"
  %"add_3" = fadd float %"add_2", %"where_5"
  %"d_a" = select  i1 %"m", float %"tangents_1_1", float              0x0
  %"exp" = call float @"expf"(float %"primals_2_1")
  %"add_1" = fadd float %"exp", 0x3ff0000000000000
  %"d_mul" = fdiv float %"d_a", %"add_1"
  %"add" = fadd float %"primals_1_1", %"primals_2_1"
  %"d_sub" = fmul float %"d_mul", %"add"
  %"add_4" = fadd float %"add_3", %"d_sub"
  %"sub" = fsub float %"primals_1_1", %"primals_3_1"
  %"d_add" = fmul float %"d_mul", %"sub"
  %"d_primals_1_1" = fadd float %"add_4", %"d_add"
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

declare float @"llvm.pow.f32"(float %".1", float %".2")

define void @"binary_backward"(ptr captures(none) noalias %"args", ptr captures(none) noalias %"arena") nounwind
{
entry:
  %"primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 0
  %"primals_1" = load ptr, ptr %"primals_1.slot"
  %"primals_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 1
  %"primals_2" = load ptr, ptr %"primals_2.slot"
  %"primals_3.slot" = getelementptr inbounds ptr, ptr %"args", i64 2
  %"primals_3" = load ptr, ptr %"primals_3.slot"
  %"tangents_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 3
  %"tangents_1" = load ptr, ptr %"tangents_1.slot"
  %"tangents_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 4
  %"tangents_2" = load ptr, ptr %"tangents_2.slot"
  %"d_primals_3.slot" = getelementptr inbounds ptr, ptr %"args", i64 5
  %"d_primals_3" = load ptr, ptr %"d_primals_3.slot"
  call void @"kernel.fused_lt_le_eq_add_exp_where"(ptr %"primals_3", ptr %"primals_1", ptr %"tangents_1", ptr %"primals_2", ptr %"d_primals_3")
  %"d_primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 6
  %"d_primals_1" = load ptr, ptr %"d_primals_1.slot"
  call void @"kernel.fused_lt_le_eq_gt_where_neg"(ptr %"tangents_1", ptr %"primals_1", ptr %"primals_3", ptr %"primals_2", ptr %"d_primals_1")
  %"d_primals_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 7
  %"d_primals_2" = load ptr, ptr %"d_primals_2.slot"
  call void @"kernel.fused_lt_le_eq_sub_add_mul"(ptr %"tangents_1", ptr %"primals_2", ptr %"primals_1", ptr %"primals_3", ptr %"d_primals_2")
  ret void
}
