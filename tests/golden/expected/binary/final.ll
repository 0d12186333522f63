; ----- program @binary_forward ----- ;
; ModuleID = "binary_forward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.fused_ge_gt_ne_le_lt_eq"(ptr captures(none) noalias dereferenceable(120) %"primals_1", ptr captures(none) noalias dereferenceable(20) %"primals_2", ptr captures(none) noalias dereferenceable(4) %"primals_3", ptr captures(none) noalias dereferenceable(30) %"k", ptr captures(none) noalias dereferenceable(120) %"where") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.body.i"]
  %"i.cond" = icmp slt i64 %"i", 6
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  %"idx" = mul nsw i64 %"i", 5
  %"idx.1" = add nsw i64 %"idx", 0
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.1"
  %"primals_1_1" = load float, ptr %"primals_1_1.ptr", align 4
  %"gt" = fcmp ogt float %"primals_1_1", 0x3fe0000000000000
  %"primals_2_1.ptr" = getelementptr inbounds float, ptr %"primals_2", i64 0
  %"primals_2_1" = load float, ptr %"primals_2_1.ptr", align 4
  %"ge" = fcmp oge float %"primals_1_1", %"primals_2_1"
  %"k_1" = icmp ne i1 %"gt", %"ge"
  %"k.ptr" = getelementptr inbounds i8, ptr %"k", i64 %"idx.1"
  %".9" = zext i1 %"k_1" to i8
  store i8 %".9", ptr %"k.ptr", align 1
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
  %".11" = or i1 %"maximum.keep", %"maximum.nan"
  %"maximum" = select  i1 %".11", float %"primals_1_1", float %"primals_2_1"
  %"minimum.keep" = fcmp ole float %"primals_1_1", %"primals_3_1"
  %"minimum.nan" = fcmp uno float %"primals_1_1", %"primals_1_1"
  %".12" = or i1 %"minimum.keep", %"minimum.nan"
  %"minimum" = select  i1 %".12", float %"primals_1_1", float %"primals_3_1"
  %"sub_1" = fsub float %"maximum", %"minimum"
  %"exp_1" = call float @"expf"(float %"primals_1_1")
  %"pow" = call float @"llvm.pow.f32"(float %"exp_1", float 0x4000000000000000)
  %"b" = fadd float %"sub_1", %"pow"
  %"where_1" = select  i1 %"m", float %"a", float %"b"
  %"where.ptr" = getelementptr inbounds float, ptr %"where", i64 %"idx.1"
  store float %"where_1", ptr %"where.ptr", align 4
  %"idx.2" = mul nsw i64 %"i", 5
  %"idx.3" = add nsw i64 %"idx.2", 1
  %"primals_1_1.ptr.1" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.3"
  %"primals_1_1.1" = load float, ptr %"primals_1_1.ptr.1", align 4
  %"gt.1" = fcmp ogt float %"primals_1_1.1", 0x3fe0000000000000
  %"primals_2_1.ptr.1" = getelementptr inbounds float, ptr %"primals_2", i64 1
  %"primals_2_1.1" = load float, ptr %"primals_2_1.ptr.1", align 4
  %"ge.1" = fcmp oge float %"primals_1_1.1", %"primals_2_1.1"
  %"k_1.1" = icmp ne i1 %"gt.1", %"ge.1"
  %"k.ptr.1" = getelementptr inbounds i8, ptr %"k", i64 %"idx.3"
  %".14" = zext i1 %"k_1.1" to i8
  store i8 %".14", ptr %"k.ptr.1", align 1
  %"lt.1" = fcmp olt float %"primals_1_1.1", %"primals_2_1.1"
  %"primals_3_1.ptr.1" = getelementptr inbounds float, ptr %"primals_3", i64 0
  %"primals_3_1.1" = load float, ptr %"primals_3_1.ptr.1", align 4
  %"le.1" = fcmp ole float %"primals_1_1.1", %"primals_3_1.1"
  %"m.1" = icmp eq i1 %"lt.1", %"le.1"
  %"add.1" = fadd float %"primals_1_1.1", %"primals_2_1.1"
  %"sub.1" = fsub float %"primals_1_1.1", %"primals_3_1.1"
  %"mul.1" = fmul float %"add.1", %"sub.1"
  %"exp.1" = call float @"expf"(float %"primals_2_1.1")
  %"add_1.1" = fadd float %"exp.1", 0x3ff0000000000000
  %"a.1" = fdiv float %"mul.1", %"add_1.1"
  %"maximum.keep.1" = fcmp oge float %"primals_1_1.1", %"primals_2_1.1"
  %"maximum.nan.1" = fcmp uno float %"primals_1_1.1", %"primals_1_1.1"
  %".16" = or i1 %"maximum.keep.1", %"maximum.nan.1"
  %"maximum.1" = select  i1 %".16", float %"primals_1_1.1", float %"primals_2_1.1"
  %"minimum.keep.1" = fcmp ole float %"primals_1_1.1", %"primals_3_1.1"
  %"minimum.nan.1" = fcmp uno float %"primals_1_1.1", %"primals_1_1.1"
  %".17" = or i1 %"minimum.keep.1", %"minimum.nan.1"
  %"minimum.1" = select  i1 %".17", float %"primals_1_1.1", float %"primals_3_1.1"
  %"sub_1.1" = fsub float %"maximum.1", %"minimum.1"
  %"exp_1.1" = call float @"expf"(float %"primals_1_1.1")
  %"pow.1" = call float @"llvm.pow.f32"(float %"exp_1.1", float 0x4000000000000000)
  %"b.1" = fadd float %"sub_1.1", %"pow.1"
  %"where_1.1" = select  i1 %"m.1", float %"a.1", float %"b.1"
  %"where.ptr.1" = getelementptr inbounds float, ptr %"where", i64 %"idx.3"
  store float %"where_1.1", ptr %"where.ptr.1", align 4
  %"idx.4" = mul nsw i64 %"i", 5
  %"idx.5" = add nsw i64 %"idx.4", 2
  %"primals_1_1.ptr.2" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.5"
  %"primals_1_1.2" = load float, ptr %"primals_1_1.ptr.2", align 4
  %"gt.2" = fcmp ogt float %"primals_1_1.2", 0x3fe0000000000000
  %"primals_2_1.ptr.2" = getelementptr inbounds float, ptr %"primals_2", i64 2
  %"primals_2_1.2" = load float, ptr %"primals_2_1.ptr.2", align 4
  %"ge.2" = fcmp oge float %"primals_1_1.2", %"primals_2_1.2"
  %"k_1.2" = icmp ne i1 %"gt.2", %"ge.2"
  %"k.ptr.2" = getelementptr inbounds i8, ptr %"k", i64 %"idx.5"
  %".19" = zext i1 %"k_1.2" to i8
  store i8 %".19", ptr %"k.ptr.2", align 1
  %"lt.2" = fcmp olt float %"primals_1_1.2", %"primals_2_1.2"
  %"primals_3_1.ptr.2" = getelementptr inbounds float, ptr %"primals_3", i64 0
  %"primals_3_1.2" = load float, ptr %"primals_3_1.ptr.2", align 4
  %"le.2" = fcmp ole float %"primals_1_1.2", %"primals_3_1.2"
  %"m.2" = icmp eq i1 %"lt.2", %"le.2"
  %"add.2" = fadd float %"primals_1_1.2", %"primals_2_1.2"
  %"sub.2" = fsub float %"primals_1_1.2", %"primals_3_1.2"
  %"mul.2" = fmul float %"add.2", %"sub.2"
  %"exp.2" = call float @"expf"(float %"primals_2_1.2")
  %"add_1.2" = fadd float %"exp.2", 0x3ff0000000000000
  %"a.2" = fdiv float %"mul.2", %"add_1.2"
  %"maximum.keep.2" = fcmp oge float %"primals_1_1.2", %"primals_2_1.2"
  %"maximum.nan.2" = fcmp uno float %"primals_1_1.2", %"primals_1_1.2"
  %".21" = or i1 %"maximum.keep.2", %"maximum.nan.2"
  %"maximum.2" = select  i1 %".21", float %"primals_1_1.2", float %"primals_2_1.2"
  %"minimum.keep.2" = fcmp ole float %"primals_1_1.2", %"primals_3_1.2"
  %"minimum.nan.2" = fcmp uno float %"primals_1_1.2", %"primals_1_1.2"
  %".22" = or i1 %"minimum.keep.2", %"minimum.nan.2"
  %"minimum.2" = select  i1 %".22", float %"primals_1_1.2", float %"primals_3_1.2"
  %"sub_1.2" = fsub float %"maximum.2", %"minimum.2"
  %"exp_1.2" = call float @"expf"(float %"primals_1_1.2")
  %"pow.2" = call float @"llvm.pow.f32"(float %"exp_1.2", float 0x4000000000000000)
  %"b.2" = fadd float %"sub_1.2", %"pow.2"
  %"where_1.2" = select  i1 %"m.2", float %"a.2", float %"b.2"
  %"where.ptr.2" = getelementptr inbounds float, ptr %"where", i64 %"idx.5"
  store float %"where_1.2", ptr %"where.ptr.2", align 4
  %"idx.6" = mul nsw i64 %"i", 5
  %"idx.7" = add nsw i64 %"idx.6", 3
  %"primals_1_1.ptr.3" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.7"
  %"primals_1_1.3" = load float, ptr %"primals_1_1.ptr.3", align 4
  %"gt.3" = fcmp ogt float %"primals_1_1.3", 0x3fe0000000000000
  %"primals_2_1.ptr.3" = getelementptr inbounds float, ptr %"primals_2", i64 3
  %"primals_2_1.3" = load float, ptr %"primals_2_1.ptr.3", align 4
  %"ge.3" = fcmp oge float %"primals_1_1.3", %"primals_2_1.3"
  %"k_1.3" = icmp ne i1 %"gt.3", %"ge.3"
  %"k.ptr.3" = getelementptr inbounds i8, ptr %"k", i64 %"idx.7"
  %".24" = zext i1 %"k_1.3" to i8
  store i8 %".24", ptr %"k.ptr.3", align 1
  %"lt.3" = fcmp olt float %"primals_1_1.3", %"primals_2_1.3"
  %"primals_3_1.ptr.3" = getelementptr inbounds float, ptr %"primals_3", i64 0
  %"primals_3_1.3" = load float, ptr %"primals_3_1.ptr.3", align 4
  %"le.3" = fcmp ole float %"primals_1_1.3", %"primals_3_1.3"
  %"m.3" = icmp eq i1 %"lt.3", %"le.3"
  %"add.3" = fadd float %"primals_1_1.3", %"primals_2_1.3"
  %"sub.3" = fsub float %"primals_1_1.3", %"primals_3_1.3"
  %"mul.3" = fmul float %"add.3", %"sub.3"
  %"exp.3" = call float @"expf"(float %"primals_2_1.3")
  %"add_1.3" = fadd float %"exp.3", 0x3ff0000000000000
  %"a.3" = fdiv float %"mul.3", %"add_1.3"
  %"maximum.keep.3" = fcmp oge float %"primals_1_1.3", %"primals_2_1.3"
  %"maximum.nan.3" = fcmp uno float %"primals_1_1.3", %"primals_1_1.3"
  %".26" = or i1 %"maximum.keep.3", %"maximum.nan.3"
  %"maximum.3" = select  i1 %".26", float %"primals_1_1.3", float %"primals_2_1.3"
  %"minimum.keep.3" = fcmp ole float %"primals_1_1.3", %"primals_3_1.3"
  %"minimum.nan.3" = fcmp uno float %"primals_1_1.3", %"primals_1_1.3"
  %".27" = or i1 %"minimum.keep.3", %"minimum.nan.3"
  %"minimum.3" = select  i1 %".27", float %"primals_1_1.3", float %"primals_3_1.3"
  %"sub_1.3" = fsub float %"maximum.3", %"minimum.3"
  %"exp_1.3" = call float @"expf"(float %"primals_1_1.3")
  %"pow.3" = call float @"llvm.pow.f32"(float %"exp_1.3", float 0x4000000000000000)
  %"b.3" = fadd float %"sub_1.3", %"pow.3"
  %"where_1.3" = select  i1 %"m.3", float %"a.3", float %"b.3"
  %"where.ptr.3" = getelementptr inbounds float, ptr %"where", i64 %"idx.7"
  store float %"where_1.3", ptr %"where.ptr.3", align 4
  %"idx.8" = mul nsw i64 %"i", 5
  %"idx.9" = add nsw i64 %"idx.8", 4
  %"primals_1_1.ptr.4" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.9"
  %"primals_1_1.4" = load float, ptr %"primals_1_1.ptr.4", align 4
  %"gt.4" = fcmp ogt float %"primals_1_1.4", 0x3fe0000000000000
  %"primals_2_1.ptr.4" = getelementptr inbounds float, ptr %"primals_2", i64 4
  %"primals_2_1.4" = load float, ptr %"primals_2_1.ptr.4", align 4
  %"ge.4" = fcmp oge float %"primals_1_1.4", %"primals_2_1.4"
  %"k_1.4" = icmp ne i1 %"gt.4", %"ge.4"
  %"k.ptr.4" = getelementptr inbounds i8, ptr %"k", i64 %"idx.9"
  %".29" = zext i1 %"k_1.4" to i8
  store i8 %".29", ptr %"k.ptr.4", align 1
  %"lt.4" = fcmp olt float %"primals_1_1.4", %"primals_2_1.4"
  %"primals_3_1.ptr.4" = getelementptr inbounds float, ptr %"primals_3", i64 0
  %"primals_3_1.4" = load float, ptr %"primals_3_1.ptr.4", align 4
  %"le.4" = fcmp ole float %"primals_1_1.4", %"primals_3_1.4"
  %"m.4" = icmp eq i1 %"lt.4", %"le.4"
  %"add.4" = fadd float %"primals_1_1.4", %"primals_2_1.4"
  %"sub.4" = fsub float %"primals_1_1.4", %"primals_3_1.4"
  %"mul.4" = fmul float %"add.4", %"sub.4"
  %"exp.4" = call float @"expf"(float %"primals_2_1.4")
  %"add_1.4" = fadd float %"exp.4", 0x3ff0000000000000
  %"a.4" = fdiv float %"mul.4", %"add_1.4"
  %"maximum.keep.4" = fcmp oge float %"primals_1_1.4", %"primals_2_1.4"
  %"maximum.nan.4" = fcmp uno float %"primals_1_1.4", %"primals_1_1.4"
  %".31" = or i1 %"maximum.keep.4", %"maximum.nan.4"
  %"maximum.4" = select  i1 %".31", float %"primals_1_1.4", float %"primals_2_1.4"
  %"minimum.keep.4" = fcmp ole float %"primals_1_1.4", %"primals_3_1.4"
  %"minimum.nan.4" = fcmp uno float %"primals_1_1.4", %"primals_1_1.4"
  %".32" = or i1 %"minimum.keep.4", %"minimum.nan.4"
  %"minimum.4" = select  i1 %".32", float %"primals_1_1.4", float %"primals_3_1.4"
  %"sub_1.4" = fsub float %"maximum.4", %"minimum.4"
  %"exp_1.4" = call float @"expf"(float %"primals_1_1.4")
  %"pow.4" = call float @"llvm.pow.f32"(float %"exp_1.4", float 0x4000000000000000)
  %"b.4" = fadd float %"sub_1.4", %"pow.4"
  %"where_1.4" = select  i1 %"m.4", float %"a.4", float %"b.4"
  %"where.ptr.4" = getelementptr inbounds float, ptr %"where", i64 %"idx.9"
  store float %"where_1.4", ptr %"where.ptr.4", align 4
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
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.body.i"]
  %"i.cond" = icmp slt i64 %"i", 5
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  %"idx" = mul nsw i64 0, 5
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
  %"exp.ptr" = getelementptr inbounds float, float* %"exp", i64 0
  store float %"exp_1", float* %"exp.ptr", align 4
  %"add_1" = fadd float %"exp_1", 0x3ff0000000000000
  %"d_mul" = fdiv float %"d_a", %"add_1"
  %"add" = fadd float %"primals_1_1", %"primals_2_1"
  %"sub" = fsub float %"primals_1_1", %"primals_3_1"
  %"mul" = fmul float %"add", %"sub"
  %"a" = fdiv float %"mul", %"add_1"
  %"mul_5" = fmul float %"d_mul", %"a"
  %"d_broadcast" = fneg float %"mul_5"
  %"acc_2" = fadd float              0x0, %"d_broadcast"
  %"idx.2" = mul nsw i64 1, 5
  %"idx.3" = add nsw i64 %"idx.2", %"i"
  %"primals_1_1.ptr.1" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.3"
  %"primals_1_1.1" = load float, ptr %"primals_1_1.ptr.1", align 4
  %"primals_2_1.ptr.1" = getelementptr inbounds float, ptr %"primals_2", i64 %"i"
  %"primals_2_1.1" = load float, ptr %"primals_2_1.ptr.1", align 4
  %"lt.1" = fcmp olt float %"primals_1_1.1", %"primals_2_1.1"
  %"primals_3_1.ptr.1" = getelementptr inbounds float, ptr %"primals_3", i64 0
  %"primals_3_1.1" = load float, ptr %"primals_3_1.ptr.1", align 4
  %"le.1" = fcmp ole float %"primals_1_1.1", %"primals_3_1.1"
  %"m.1" = icmp eq i1 %"lt.1", %"le.1"
  %"tangents_1_1.ptr.1" = getelementptr inbounds float, ptr %"tangents_1", i64 %"idx.3"
  %"tangents_1_1.1" = load float, ptr %"tangents_1_1.ptr.1", align 4
  %"d_a.1" = select  i1 %"m.1", float %"tangents_1_1.1", float              0x0
  %"exp_1.1" = call float @"expf"(float %"primals_2_1.1")
  %"exp.ptr.1" = getelementptr inbounds float, float* %"exp", i64 1
  store float %"exp_1.1", float* %"exp.ptr.1", align 4
  %"add_1.1" = fadd float %"exp_1.1", 0x3ff0000000000000
  %"d_mul.1" = fdiv float %"d_a.1", %"add_1.1"
  %"add.1" = fadd float %"primals_1_1.1", %"primals_2_1.1"
  %"sub.1" = fsub float %"primals_1_1.1", %"primals_3_1.1"
  %"mul.1" = fmul float %"add.1", %"sub.1"
  %"a.1" = fdiv float %"mul.1", %"add_1.1"
  %"mul_5.1" = fmul float %"d_mul.1", %"a.1"
  %"d_broadcast.1" = fneg float %"mul_5.1"
  %"acc_2.1" = fadd float %"acc_2", %"d_broadcast.1"
  %"idx.4" = mul nsw i64 2, 5
  %"idx.5" = add nsw i64 %"idx.4", %"i"
  %"primals_1_1.ptr.2" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.5"
  %"primals_1_1.2" = load float, ptr %"primals_1_1.ptr.2", align 4
  %"primals_2_1.ptr.2" = getelementptr inbounds float, ptr %"primals_2", i64 %"i"
  %"primals_2_1.2" = load float, ptr %"primals_2_1.ptr.2", align 4
  %"lt.2" = fcmp olt float %"primals_1_1.2", %"primals_2_1.2"
  %"primals_3_1.ptr.2" = getelementptr inbounds float, ptr %"primals_3", i64 0
  %"primals_3_1.2" = load float, ptr %"primals_3_1.ptr.2", align 4
  %"le.2" = fcmp ole float %"primals_1_1.2", %"primals_3_1.2"
  %"m.2" = icmp eq i1 %"lt.2", %"le.2"
  %"tangents_1_1.ptr.2" = getelementptr inbounds float, ptr %"tangents_1", i64 %"idx.5"
  %"tangents_1_1.2" = load float, ptr %"tangents_1_1.ptr.2", align 4
  %"d_a.2" = select  i1 %"m.2", float %"tangents_1_1.2", float              0x0
  %"exp_1.2" = call float @"expf"(float %"primals_2_1.2")
  %"exp.ptr.2" = getelementptr inbounds float, float* %"exp", i64 2
  store float %"exp_1.2", float* %"exp.ptr.2", align 4
  %"add_1.2" = fadd float %"exp_1.2", 0x3ff0000000000000
  %"d_mul.2" = fdiv float %"d_a.2", %"add_1.2"
  %"add.2" = fadd float %"primals_1_1.2", %"primals_2_1.2"
  %"sub.2" = fsub float %"primals_1_1.2", %"primals_3_1.2"
  %"mul.2" = fmul float %"add.2", %"sub.2"
  %"a.2" = fdiv float %"mul.2", %"add_1.2"
  %"mul_5.2" = fmul float %"d_mul.2", %"a.2"
  %"d_broadcast.2" = fneg float %"mul_5.2"
  %"acc_2.2" = fadd float %"acc_2.1", %"d_broadcast.2"
  %"idx.6" = mul nsw i64 3, 5
  %"idx.7" = add nsw i64 %"idx.6", %"i"
  %"primals_1_1.ptr.3" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.7"
  %"primals_1_1.3" = load float, ptr %"primals_1_1.ptr.3", align 4
  %"primals_2_1.ptr.3" = getelementptr inbounds float, ptr %"primals_2", i64 %"i"
  %"primals_2_1.3" = load float, ptr %"primals_2_1.ptr.3", align 4
  %"lt.3" = fcmp olt float %"primals_1_1.3", %"primals_2_1.3"
  %"primals_3_1.ptr.3" = getelementptr inbounds float, ptr %"primals_3", i64 0
  %"primals_3_1.3" = load float, ptr %"primals_3_1.ptr.3", align 4
  %"le.3" = fcmp ole float %"primals_1_1.3", %"primals_3_1.3"
  %"m.3" = icmp eq i1 %"lt.3", %"le.3"
  %"tangents_1_1.ptr.3" = getelementptr inbounds float, ptr %"tangents_1", i64 %"idx.7"
  %"tangents_1_1.3" = load float, ptr %"tangents_1_1.ptr.3", align 4
  %"d_a.3" = select  i1 %"m.3", float %"tangents_1_1.3", float              0x0
  %"exp_1.3" = call float @"expf"(float %"primals_2_1.3")
  %"exp.ptr.3" = getelementptr inbounds float, float* %"exp", i64 3
  store float %"exp_1.3", float* %"exp.ptr.3", align 4
  %"add_1.3" = fadd float %"exp_1.3", 0x3ff0000000000000
  %"d_mul.3" = fdiv float %"d_a.3", %"add_1.3"
  %"add.3" = fadd float %"primals_1_1.3", %"primals_2_1.3"
  %"sub.3" = fsub float %"primals_1_1.3", %"primals_3_1.3"
  %"mul.3" = fmul float %"add.3", %"sub.3"
  %"a.3" = fdiv float %"mul.3", %"add_1.3"
  %"mul_5.3" = fmul float %"d_mul.3", %"a.3"
  %"d_broadcast.3" = fneg float %"mul_5.3"
  %"acc_2.3" = fadd float %"acc_2.2", %"d_broadcast.3"
  %"idx.8" = mul nsw i64 4, 5
  %"idx.9" = add nsw i64 %"idx.8", %"i"
  %"primals_1_1.ptr.4" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.9"
  %"primals_1_1.4" = load float, ptr %"primals_1_1.ptr.4", align 4
  %"primals_2_1.ptr.4" = getelementptr inbounds float, ptr %"primals_2", i64 %"i"
  %"primals_2_1.4" = load float, ptr %"primals_2_1.ptr.4", align 4
  %"lt.4" = fcmp olt float %"primals_1_1.4", %"primals_2_1.4"
  %"primals_3_1.ptr.4" = getelementptr inbounds float, ptr %"primals_3", i64 0
  %"primals_3_1.4" = load float, ptr %"primals_3_1.ptr.4", align 4
  %"le.4" = fcmp ole float %"primals_1_1.4", %"primals_3_1.4"
  %"m.4" = icmp eq i1 %"lt.4", %"le.4"
  %"tangents_1_1.ptr.4" = getelementptr inbounds float, ptr %"tangents_1", i64 %"idx.9"
  %"tangents_1_1.4" = load float, ptr %"tangents_1_1.ptr.4", align 4
  %"d_a.4" = select  i1 %"m.4", float %"tangents_1_1.4", float              0x0
  %"exp_1.4" = call float @"expf"(float %"primals_2_1.4")
  %"exp.ptr.4" = getelementptr inbounds float, float* %"exp", i64 4
  store float %"exp_1.4", float* %"exp.ptr.4", align 4
  %"add_1.4" = fadd float %"exp_1.4", 0x3ff0000000000000
  %"d_mul.4" = fdiv float %"d_a.4", %"add_1.4"
  %"add.4" = fadd float %"primals_1_1.4", %"primals_2_1.4"
  %"sub.4" = fsub float %"primals_1_1.4", %"primals_3_1.4"
  %"mul.4" = fmul float %"add.4", %"sub.4"
  %"a.4" = fdiv float %"mul.4", %"add_1.4"
  %"mul_5.4" = fmul float %"d_mul.4", %"a.4"
  %"d_broadcast.4" = fneg float %"mul_5.4"
  %"acc_2.4" = fadd float %"acc_2.3", %"d_broadcast.4"
  %"idx.10" = mul nsw i64 5, 5
  %"idx.11" = add nsw i64 %"idx.10", %"i"
  %"primals_1_1.ptr.5" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.11"
  %"primals_1_1.5" = load float, ptr %"primals_1_1.ptr.5", align 4
  %"primals_2_1.ptr.5" = getelementptr inbounds float, ptr %"primals_2", i64 %"i"
  %"primals_2_1.5" = load float, ptr %"primals_2_1.ptr.5", align 4
  %"lt.5" = fcmp olt float %"primals_1_1.5", %"primals_2_1.5"
  %"primals_3_1.ptr.5" = getelementptr inbounds float, ptr %"primals_3", i64 0
  %"primals_3_1.5" = load float, ptr %"primals_3_1.ptr.5", align 4
  %"le.5" = fcmp ole float %"primals_1_1.5", %"primals_3_1.5"
  %"m.5" = icmp eq i1 %"lt.5", %"le.5"
  %"tangents_1_1.ptr.5" = getelementptr inbounds float, ptr %"tangents_1", i64 %"idx.11"
  %"tangents_1_1.5" = load float, ptr %"tangents_1_1.ptr.5", align 4
  %"d_a.5" = select  i1 %"m.5", float %"tangents_1_1.5", float              0x0
  %"exp_1.5" = call float @"expf"(float %"primals_2_1.5")
  %"exp.ptr.5" = getelementptr inbounds float, float* %"exp", i64 5
  store float %"exp_1.5", float* %"exp.ptr.5", align 4
  %"add_1.5" = fadd float %"exp_1.5", 0x3ff0000000000000
  %"d_mul.5" = fdiv float %"d_a.5", %"add_1.5"
  %"add.5" = fadd float %"primals_1_1.5", %"primals_2_1.5"
  %"sub.5" = fsub float %"primals_1_1.5", %"primals_3_1.5"
  %"mul.5" = fmul float %"add.5", %"sub.5"
  %"a.5" = fdiv float %"mul.5", %"add_1.5"
  %"mul_5.5" = fmul float %"d_mul.5", %"a.5"
  %"d_broadcast.5" = fneg float %"mul_5.5"
  %"acc_2.5" = fadd float %"acc_2.4", %"d_broadcast.5"
  %"primals_2_2.ptr" = getelementptr inbounds float, ptr %"primals_2", i64 %"i"
  %"primals_2_2" = load float, ptr %"primals_2_2.ptr", align 4
  %"primals_1_2.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.1"
  %"primals_1_2" = load float, ptr %"primals_1_2.ptr", align 4
  %"lt_1" = fcmp olt float %"primals_2_2", %"primals_1_2"
  %"eq_1" = fcmp oeq float %"primals_1_2", %"primals_2_2"
  %"lt_2" = fcmp olt float %"primals_1_2", %"primals_2_2"
  %"primals_3_2.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 0
  %"primals_3_2" = load float, ptr %"primals_3_2.ptr", align 4
  %"le_1" = fcmp ole float %"primals_1_2", %"primals_3_2"
  %"m_1" = icmp eq i1 %"lt_2", %"le_1"
  %"tangents_1_2.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"idx.1"
  %"tangents_1_2" = load float, ptr %"tangents_1_2.ptr", align 4
  %"d_b" = select  i1 %"m_1", float              0x0, float %"tangents_1_2"
  %"mul_4" = fmul float %"d_b", 0x3fe0000000000000
  %"where_4" = select  i1 %"eq_1", float %"mul_4", float %"d_b"
  %"where_6" = select  i1 %"lt_1", float              0x0, float %"where_4"
  %"d_a_1" = select  i1 %"m_1", float %"tangents_1_2", float              0x0
  %"exp_2.ptr" = getelementptr inbounds float, float* %"exp", i64 0
  %"exp_2" = load float, float* %"exp_2.ptr", align 4
  %"add_1_1" = fadd float %"exp_2", 0x3ff0000000000000
  %"d_mul_1" = fdiv float %"d_a_1", %"add_1_1"
  %"sub_1" = fsub float %"primals_1_2", %"primals_3_2"
  %"d_add" = fmul float %"d_mul_1", %"sub_1"
  %"d_y" = fadd float %"where_6", %"d_add"
  %"acc_5" = fadd float              0x0, %"d_y"
  %"primals_2_2.ptr.1" = getelementptr inbounds float, ptr %"primals_2", i64 %"i"
  %"primals_2_2.1" = load float, ptr %"primals_2_2.ptr.1", align 4
  %"primals_1_2.ptr.1" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.3"
  %"primals_1_2.1" = load float, ptr %"primals_1_2.ptr.1", align 4
  %"lt_1.1" = fcmp olt float %"primals_2_2.1", %"primals_1_2.1"
  %"eq_1.1" = fcmp oeq float %"primals_1_2.1", %"primals_2_2.1"
  %"lt_2.1" = fcmp olt float %"primals_1_2.1", %"primals_2_2.1"
  %"primals_3_2.ptr.1" = getelementptr inbounds float, ptr %"primals_3", i64 0
  %"primals_3_2.1" = load float, ptr %"primals_3_2.ptr.1", align 4
  %"le_1.1" = fcmp ole float %"primals_1_2.1", %"primals_3_2.1"
  %"m_1.1" = icmp eq i1 %"lt_2.1", %"le_1.1"
  %"tangents_1_2.ptr.1" = getelementptr inbounds float, ptr %"tangents_1", i64 %"idx.3"
  %"tangents_1_2.1" = load float, ptr %"tangents_1_2.ptr.1", align 4
  %"d_b.1" = select  i1 %"m_1.1", float              0x0, float %"tangents_1_2.1"
  %"mul_4.1" = fmul float %"d_b.1", 0x3fe0000000000000
  %"where_4.1" = select  i1 %"eq_1.1", float %"mul_4.1", float %"d_b.1"
  %"where_6.1" = select  i1 %"lt_1.1", float              0x0, float %"where_4.1"
  %"d_a_1.1" = select  i1 %"m_1.1", float %"tangents_1_2.1", float              0x0
  %"exp_2.ptr.1" = getelementptr inbounds float, float* %"exp", i64 1
  %"exp_2.1" = load float, float* %"exp_2.ptr.1", align 4
  %"add_1_1.1" = fadd float %"exp_2.1", 0x3ff0000000000000
  %"d_mul_1.1" = fdiv float %"d_a_1.1", %"add_1_1.1"
  %"sub_1.1" = fsub float %"primals_1_2.1", %"primals_3_2.1"
  %"d_add.1" = fmul float %"d_mul_1.1", %"sub_1.1"
  %"d_y.1" = fadd float %"where_6.1", %"d_add.1"
  %"acc_5.1" = fadd float %"acc_5", %"d_y.1"
  %"primals_2_2.ptr.2" = getelementptr inbounds float, ptr %"primals_2", i64 %"i"
  %"primals_2_2.2" = load float, ptr %"primals_2_2.ptr.2", align 4
  %"primals_1_2.ptr.2" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.5"
  %"primals_1_2.2" = load float, ptr %"primals_1_2.ptr.2", align 4
  %"lt_1.2" = fcmp olt float %"primals_2_2.2", %"primals_1_2.2"
  %"eq_1.2" = fcmp oeq float %"primals_1_2.2", %"primals_2_2.2"
  %"lt_2.2" = fcmp olt float %"primals_1_2.2", %"primals_2_2.2"
  %"primals_3_2.ptr.2" = getelementptr inbounds float, ptr %"primals_3", i64 0
  %"primals_3_2.2" = load float, ptr %"primals_3_2.ptr.2", align 4
  %"le_1.2" = fcmp ole float %"primals_1_2.2", %"primals_3_2.2"
  %"m_1.2" = icmp eq i1 %"lt_2.2", %"le_1.2"
  %"tangents_1_2.ptr.2" = getelementptr inbounds float, ptr %"tangents_1", i64 %"idx.5"
  %"tangents_1_2.2" = load float, ptr %"tangents_1_2.ptr.2", align 4
  %"d_b.2" = select  i1 %"m_1.2", float              0x0, float %"tangents_1_2.2"
  %"mul_4.2" = fmul float %"d_b.2", 0x3fe0000000000000
  %"where_4.2" = select  i1 %"eq_1.2", float %"mul_4.2", float %"d_b.2"
  %"where_6.2" = select  i1 %"lt_1.2", float              0x0, float %"where_4.2"
  %"d_a_1.2" = select  i1 %"m_1.2", float %"tangents_1_2.2", float              0x0
  %"exp_2.ptr.2" = getelementptr inbounds float, float* %"exp", i64 2
  %"exp_2.2" = load float, float* %"exp_2.ptr.2", align 4
  %"add_1_1.2" = fadd float %"exp_2.2", 0x3ff0000000000000
  %"d_mul_1.2" = fdiv float %"d_a_1.2", %"add_1_1.2"
  %"sub_1.2" = fsub float %"primals_1_2.2", %"primals_3_2.2"
  %"d_add.2" = fmul float %"d_mul_1.2", %"sub_1.2"
  %"d_y.2" = fadd float %"where_6.2", %"d_add.2"
  %"acc_5.2" = fadd float %"acc_5.1", %"d_y.2"
  %"primals_2_2.ptr.3" = getelementptr inbounds float, ptr %"primals_2", i64 %"i"
  %"primals_2_2.3" = load float, ptr %"primals_2_2.ptr.3", align 4
  %"primals_1_2.ptr.3" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.7"
  %"primals_1_2.3" = load float, ptr %"primals_1_2.ptr.3", align 4
  %"lt_1.3" = fcmp olt float %"primals_2_2.3", %"primals_1_2.3"
  %"eq_1.3" = fcmp oeq float %"primals_1_2.3", %"primals_2_2.3"
  %"lt_2.3" = fcmp olt float %"primals_1_2.3", %"primals_2_2.3"
  %"primals_3_2.ptr.3" = getelementptr inbounds float, ptr %"primals_3", i64 0
  %"primals_3_2.3" = load float, ptr %"primals_3_2.ptr.3", align 4
  %"le_1.3" = fcmp ole float %"primals_1_2.3", %"primals_3_2.3"
  %"m_1.3" = icmp eq i1 %"lt_2.3", %"le_1.3"
  %"tangents_1_2.ptr.3" = getelementptr inbounds float, ptr %"tangents_1", i64 %"idx.7"
  %"tangents_1_2.3" = load float, ptr %"tangents_1_2.ptr.3", align 4
  %"d_b.3" = select  i1 %"m_1.3", float              0x0, float %"tangents_1_2.3"
  %"mul_4.3" = fmul float %"d_b.3", 0x3fe0000000000000
  %"where_4.3" = select  i1 %"eq_1.3", float %"mul_4.3", float %"d_b.3"
  %"where_6.3" = select  i1 %"lt_1.3", float              0x0, float %"where_4.3"
  %"d_a_1.3" = select  i1 %"m_1.3", float %"tangents_1_2.3", float              0x0
  %"exp_2.ptr.3" = getelementptr inbounds float, float* %"exp", i64 3
  %"exp_2.3" = load float, float* %"exp_2.ptr.3", align 4
  %"add_1_1.3" = fadd float %"exp_2.3", 0x3ff0000000000000
  %"d_mul_1.3" = fdiv float %"d_a_1.3", %"add_1_1.3"
  %"sub_1.3" = fsub float %"primals_1_2.3", %"primals_3_2.3"
  %"d_add.3" = fmul float %"d_mul_1.3", %"sub_1.3"
  %"d_y.3" = fadd float %"where_6.3", %"d_add.3"
  %"acc_5.3" = fadd float %"acc_5.2", %"d_y.3"
  %"primals_2_2.ptr.4" = getelementptr inbounds float, ptr %"primals_2", i64 %"i"
  %"primals_2_2.4" = load float, ptr %"primals_2_2.ptr.4", align 4
  %"primals_1_2.ptr.4" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.9"
  %"primals_1_2.4" = load float, ptr %"primals_1_2.ptr.4", align 4
  %"lt_1.4" = fcmp olt float %"primals_2_2.4", %"primals_1_2.4"
  %"eq_1.4" = fcmp oeq float %"primals_1_2.4", %"primals_2_2.4"
  %"lt_2.4" = fcmp olt float %"primals_1_2.4", %"primals_2_2.4"
  %"primals_3_2.ptr.4" = getelementptr inbounds float, ptr %"primals_3", i64 0
  %"primals_3_2.4" = load float, ptr %"primals_3_2.ptr.4", align 4
  %"le_1.4" = fcmp ole float %"primals_1_2.4", %"primals_3_2.4"
  %"m_1.4" = icmp eq i1 %"lt_2.4", %"le_1.4"
  %"tangents_1_2.ptr.4" = getelementptr inbounds float, ptr %"tangents_1", i64 %"idx.9"
  %"tangents_1_2.4" = load float, ptr %"tangents_1_2.ptr.4", align 4
  %"d_b.4" = select  i1 %"m_1.4", float              0x0, float %"tangents_1_2.4"
  %"mul_4.4" = fmul float %"d_b.4", 0x3fe0000000000000
  %"where_4.4" = select  i1 %"eq_1.4", float %"mul_4.4", float %"d_b.4"
  %"where_6.4" = select  i1 %"lt_1.4", float              0x0, float %"where_4.4"
  %"d_a_1.4" = select  i1 %"m_1.4", float %"tangents_1_2.4", float              0x0
  %"exp_2.ptr.4" = getelementptr inbounds float, float* %"exp", i64 4
  %"exp_2.4" = load float, float* %"exp_2.ptr.4", align 4
  %"add_1_1.4" = fadd float %"exp_2.4", 0x3ff0000000000000
  %"d_mul_1.4" = fdiv float %"d_a_1.4", %"add_1_1.4"
  %"sub_1.4" = fsub float %"primals_1_2.4", %"primals_3_2.4"
  %"d_add.4" = fmul float %"d_mul_1.4", %"sub_1.4"
  %"d_y.4" = fadd float %"where_6.4", %"d_add.4"
  %"acc_5.4" = fadd float %"acc_5.3", %"d_y.4"
  %"primals_2_2.ptr.5" = getelementptr inbounds float, ptr %"primals_2", i64 %"i"
  %"primals_2_2.5" = load float, ptr %"primals_2_2.ptr.5", align 4
  %"primals_1_2.ptr.5" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.11"
  %"primals_1_2.5" = load float, ptr %"primals_1_2.ptr.5", align 4
  %"lt_1.5" = fcmp olt float %"primals_2_2.5", %"primals_1_2.5"
  %"eq_1.5" = fcmp oeq float %"primals_1_2.5", %"primals_2_2.5"
  %"lt_2.5" = fcmp olt float %"primals_1_2.5", %"primals_2_2.5"
  %"primals_3_2.ptr.5" = getelementptr inbounds float, ptr %"primals_3", i64 0
  %"primals_3_2.5" = load float, ptr %"primals_3_2.ptr.5", align 4
  %"le_1.5" = fcmp ole float %"primals_1_2.5", %"primals_3_2.5"
  %"m_1.5" = icmp eq i1 %"lt_2.5", %"le_1.5"
  %"tangents_1_2.ptr.5" = getelementptr inbounds float, ptr %"tangents_1", i64 %"idx.11"
  %"tangents_1_2.5" = load float, ptr %"tangents_1_2.ptr.5", align 4
  %"d_b.5" = select  i1 %"m_1.5", float              0x0, float %"tangents_1_2.5"
  %"mul_4.5" = fmul float %"d_b.5", 0x3fe0000000000000
  %"where_4.5" = select  i1 %"eq_1.5", float %"mul_4.5", float %"d_b.5"
  %"where_6.5" = select  i1 %"lt_1.5", float              0x0, float %"where_4.5"
  %"d_a_1.5" = select  i1 %"m_1.5", float %"tangents_1_2.5", float              0x0
  %"exp_2.ptr.5" = getelementptr inbounds float, float* %"exp", i64 5
  %"exp_2.5" = load float, float* %"exp_2.ptr.5", align 4
  %"add_1_1.5" = fadd float %"exp_2.5", 0x3ff0000000000000
  %"d_mul_1.5" = fdiv float %"d_a_1.5", %"add_1_1.5"
  %"sub_1.5" = fsub float %"primals_1_2.5", %"primals_3_2.5"
  %"d_add.5" = fmul float %"d_mul_1.5", %"sub_1.5"
  %"d_y.5" = fadd float %"where_6.5", %"d_add.5"
  %"acc_5.5" = fadd float %"acc_5.4", %"d_y.5"
  %"primals_2_3.ptr" = getelementptr inbounds float, ptr %"primals_2", i64 %"i"
  %"primals_2_3" = load float, ptr %"primals_2_3.ptr", align 4
  %"exp_3" = call float @"expf"(float %"primals_2_3")
  %"mul_6" = fmul float %"acc_2.5", %"exp_3"
  %"d_primals_2_1" = fadd float %"mul_6", %"acc_5.5"
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
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.body.i"]
  %"i.cond" = icmp slt i64 %"i", 6
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  %"idx" = mul nsw i64 %"i", 5
  %"idx.1" = add nsw i64 %"idx", 0
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.1"
  %"primals_1_1" = load float, ptr %"primals_1_1.ptr", align 4
  %"primals_2_1.ptr" = getelementptr inbounds float, ptr %"primals_2", i64 0
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
  %"idx.2" = mul nsw i64 %"i", 5
  %"idx.3" = add nsw i64 %"idx.2", 1
  %"primals_1_1.ptr.1" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.3"
  %"primals_1_1.1" = load float, ptr %"primals_1_1.ptr.1", align 4
  %"primals_2_1.ptr.1" = getelementptr inbounds float, ptr %"primals_2", i64 1
  %"primals_2_1.1" = load float, ptr %"primals_2_1.ptr.1", align 4
  %"lt.1" = fcmp olt float %"primals_1_1.1", %"primals_2_1.1"
  %"primals_3_1.ptr.1" = getelementptr inbounds float, ptr %"primals_3", i64 0
  %"primals_3_1.1" = load float, ptr %"primals_3_1.ptr.1", align 4
  %"le.1" = fcmp ole float %"primals_1_1.1", %"primals_3_1.1"
  %"m.1" = icmp eq i1 %"lt.1", %"le.1"
  %"tangents_1_1.ptr.1" = getelementptr inbounds float, ptr %"tangents_1", i64 %"idx.3"
  %"tangents_1_1.1" = load float, ptr %"tangents_1_1.ptr.1", align 4
  %"d_b.1" = select  i1 %"m.1", float              0x0, float %"tangents_1_1.1"
  %"exp_1.1" = call float @"expf"(float %"primals_1_1.1")
  %"pow_1.1" = call float @"llvm.pow.f32"(float %"exp_1.1", float 0x3ff0000000000000)
  %"mul_1.1" = fmul float 0x4000000000000000, %"pow_1.1"
  %"d_exp_1.1" = fmul float %"d_b.1", %"mul_1.1"
  %"mul_2.1" = fmul float %"d_exp_1.1", %"exp_1.1"
  %"gt_1.1" = fcmp ogt float %"primals_1_1.1", %"primals_3_1.1"
  %"eq.1" = fcmp oeq float %"primals_1_1.1", %"primals_3_1.1"
  %"d_minimum.1" = fneg float %"d_b.1"
  %"mul_3.1" = fmul float %"d_minimum.1", 0x3fe0000000000000
  %"where_1.1" = select  i1 %"eq.1", float %"mul_3.1", float %"d_minimum.1"
  %"where_2.1" = select  i1 %"gt_1.1", float              0x0, float %"where_1.1"
  %"add_2.1" = fadd float %"mul_2.1", %"where_2.1"
  %"eq_1.1" = fcmp oeq float %"primals_1_1.1", %"primals_2_1.1"
  %"mul_4.1" = fmul float %"d_b.1", 0x3fe0000000000000
  %"where_4.1" = select  i1 %"eq_1.1", float %"mul_4.1", float %"d_b.1"
  %"where_5.1" = select  i1 %"lt.1", float              0x0, float %"where_4.1"
  %"add_3.1" = fadd float %"add_2.1", %"where_5.1"
  %"d_a.1" = select  i1 %"m.1", float %"tangents_1_1.1", float              0x0
  %"exp.1" = call float @"expf"(float %"primals_2_1.1")
  %"add_1.1" = fadd float %"exp.1", 0x3ff0000000000000
  %"d_mul.1" = fdiv float %"d_a.1", %"add_1.1"
  %"add.1" = fadd float %"primals_1_1.1", %"primals_2_1.1"
  %"d_sub.1" = fmul float %"d_mul.1", %"add.1"
  %"add_4.1" = fadd float %"add_3.1", %"d_sub.1"
  %"sub.1" = fsub float %"primals_1_1.1", %"primals_3_1.1"
  %"d_add.1" = fmul float %"d_mul.1", %"sub.1"
  %"d_primals_1_1.1" = fadd float %"add_4.1", %"d_add.1"
  %"d_primals_1.ptr.1" = getelementptr inbounds float, ptr %"d_primals_1", i64 %"idx.3"
  store float %"d_primals_1_1.1", ptr %"d_primals_1.ptr.1", align 4
  %"idx.4" = mul nsw i64 %"i", 5
  %"idx.5" = add nsw i64 %"idx.4", 2
  %"primals_1_1.ptr.2" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.5"
  %"primals_1_1.2" = load float, ptr %"primals_1_1.ptr.2", align 4
  %"primals_2_1.ptr.2" = getelementptr inbounds float, ptr %"primals_2", i64 2
  %"primals_2_1.2" = load float, ptr %"primals_2_1.ptr.2", align 4
  %"lt.2" = fcmp olt float %"primals_1_1.2", %"primals_2_1.2"
  %"primals_3_1.ptr.2" = getelementptr inbounds float, ptr %"primals_3", i64 0
  %"primals_3_1.2" = load float, ptr %"primals_3_1.ptr.2", align 4
  %"le.2" = fcmp ole float %"primals_1_1.2", %"primals_3_1.2"
  %"m.2" = icmp eq i1 %"lt.2", %"le.2"
  %"tangents_1_1.ptr.2" = getelementptr inbounds float, ptr %"tangents_1", i64 %"idx.5"
  %"tangents_1_1.2" = load float, ptr %"tangents_1_1.ptr.2", align 4
  %"d_b.2" = select  i1 %"m.2", float              0x0, float %"tangents_1_1.2"
  %"exp_1.2" = call float @"expf"(float %"primals_1_1.2")
  %"pow_1.2" = call float @"llvm.pow.f32"(float %"exp_1.2", float 0x3ff0000000000000)
  %"mul_1.2" = fmul float 0x4000000000000000, %"pow_1.2"
  %"d_exp_1.2" = fmul float %"d_b.2", %"mul_1.2"
  %"mul_2.2" = fmul float %"d_exp_1.2", %"exp_1.2"
  %"gt_1.2" = fcmp ogt float %"primals_1_1.2", %"primals_3_1.2"
  %"eq.2" = fcmp oeq float %"primals_1_1.2", %"primals_3_1.2"
  %"d_minimum.2" = fneg float %"d_b.2"
  %"mul_3.2" = fmul float %"d_minimum.2", 0x3fe0000000000000
  %"where_1.2" = select  i1 %"eq.2", float %"mul_3.2", float %"d_minimum.2"
  %"where_2.2" = select  i1 %"gt_1.2", float              0x0, float %"where_1.2"
  %"add_2.2" = fadd float %"mul_2.2", %"where_2.2"
  %"eq_1.2" = fcmp oeq float %"primals_1_1.2", %"primals_2_1.2"
  %"mul_4.2" = fmul float %"d_b.2", 0x3fe0000000000000
  %"where_4.2" = select  i1 %"eq_1.2", float %"mul_4.2", float %"d_b.2"
  %"where_5.2" = select  i1 %"lt.2", float              0x0, float %"where_4.2"
  %"add_3.2" = fadd float %"add_2.2", %"where_5.2"
  %"d_a.2" = select  i1 %"m.2", float %"tangents_1_1.2", float              0x0
  %"exp.2" = call float @"expf"(float %"primals_2_1.2")
  %"add_1.2" = fadd float %"exp.2", 0x3ff0000000000000
  %"d_mul.2" = fdiv float %"d_a.2", %"add_1.2"
  %"add.2" = fadd float %"primals_1_1.2", %"primals_2_1.2"
  %"d_sub.2" = fmul float %"d_mul.2", %"add.2"
  %"add_4.2" = fadd float %"add_3.2", %"d_sub.2"
  %"sub.2" = fsub float %"primals_1_1.2", %"primals_3_1.2"
  %"d_add.2" = fmul float %"d_mul.2", %"sub.2"
  %"d_primals_1_1.2" = fadd float %"add_4.2", %"d_add.2"
  %"d_primals_1.ptr.2" = getelementptr inbounds float, ptr %"d_primals_1", i64 %"idx.5"
  store float %"d_primals_1_1.2", ptr %"d_primals_1.ptr.2", align 4
  %"idx.6" = mul nsw i64 %"i", 5
  %"idx.7" = add nsw i64 %"idx.6", 3
  %"primals_1_1.ptr.3" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.7"
  %"primals_1_1.3" = load float, ptr %"primals_1_1.ptr.3", align 4
  %"primals_2_1.ptr.3" = getelementptr inbounds float, ptr %"primals_2", i64 3
  %"primals_2_1.3" = load float, ptr %"primals_2_1.ptr.3", align 4
  %"lt.3" = fcmp olt float %"primals_1_1.3", %"primals_2_1.3"
  %"primals_3_1.ptr.3" = getelementptr inbounds float, ptr %"primals_3", i64 0
  %"primals_3_1.3" = load float, ptr %"primals_3_1.ptr.3", align 4
  %"le.3" = fcmp ole float %"primals_1_1.3", %"primals_3_1.3"
  %"m.3" = icmp eq i1 %"lt.3", %"le.3"
  %"tangents_1_1.ptr.3" = getelementptr inbounds float, ptr %"tangents_1", i64 %"idx.7"
  %"tangents_1_1.3" = load float, ptr %"tangents_1_1.ptr.3", align 4
  %"d_b.3" = select  i1 %"m.3", float              0x0, float %"tangents_1_1.3"
  %"exp_1.3" = call float @"expf"(float %"primals_1_1.3")
  %"pow_1.3" = call float @"llvm.pow.f32"(float %"exp_1.3", float 0x3ff0000000000000)
  %"mul_1.3" = fmul float 0x4000000000000000, %"pow_1.3"
  %"d_exp_1.3" = fmul float %"d_b.3", %"mul_1.3"
  %"mul_2.3" = fmul float %"d_exp_1.3", %"exp_1.3"
  %"gt_1.3" = fcmp ogt float %"primals_1_1.3", %"primals_3_1.3"
  %"eq.3" = fcmp oeq float %"primals_1_1.3", %"primals_3_1.3"
  %"d_minimum.3" = fneg float %"d_b.3"
  %"mul_3.3" = fmul float %"d_minimum.3", 0x3fe0000000000000
  %"where_1.3" = select  i1 %"eq.3", float %"mul_3.3", float %"d_minimum.3"
  %"where_2.3" = select  i1 %"gt_1.3", float              0x0, float %"where_1.3"
  %"add_2.3" = fadd float %"mul_2.3", %"where_2.3"
  %"eq_1.3" = fcmp oeq float %"primals_1_1.3", %"primals_2_1.3"
  %"mul_4.3" = fmul float %"d_b.3", 0x3fe0000000000000
  %"where_4.3" = select  i1 %"eq_1.3", float %"mul_4.3", float %"d_b.3"
  %"where_5.3" = select  i1 %"lt.3", float              0x0, float %"where_4.3"
  %"add_3.3" = fadd float %"add_2.3", %"where_5.3"
  %"d_a.3" = select  i1 %"m.3", float %"tangents_1_1.3", float              0x0
  %"exp.3" = call float @"expf"(float %"primals_2_1.3")
  %"add_1.3" = fadd float %"exp.3", 0x3ff0000000000000
  %"d_mul.3" = fdiv float %"d_a.3", %"add_1.3"
  %"add.3" = fadd float %"primals_1_1.3", %"primals_2_1.3"
  %"d_sub.3" = fmul float %"d_mul.3", %"add.3"
  %"add_4.3" = fadd float %"add_3.3", %"d_sub.3"
  %"sub.3" = fsub float %"primals_1_1.3", %"primals_3_1.3"
  %"d_add.3" = fmul float %"d_mul.3", %"sub.3"
  %"d_primals_1_1.3" = fadd float %"add_4.3", %"d_add.3"
  %"d_primals_1.ptr.3" = getelementptr inbounds float, ptr %"d_primals_1", i64 %"idx.7"
  store float %"d_primals_1_1.3", ptr %"d_primals_1.ptr.3", align 4
  %"idx.8" = mul nsw i64 %"i", 5
  %"idx.9" = add nsw i64 %"idx.8", 4
  %"primals_1_1.ptr.4" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.9"
  %"primals_1_1.4" = load float, ptr %"primals_1_1.ptr.4", align 4
  %"primals_2_1.ptr.4" = getelementptr inbounds float, ptr %"primals_2", i64 4
  %"primals_2_1.4" = load float, ptr %"primals_2_1.ptr.4", align 4
  %"lt.4" = fcmp olt float %"primals_1_1.4", %"primals_2_1.4"
  %"primals_3_1.ptr.4" = getelementptr inbounds float, ptr %"primals_3", i64 0
  %"primals_3_1.4" = load float, ptr %"primals_3_1.ptr.4", align 4
  %"le.4" = fcmp ole float %"primals_1_1.4", %"primals_3_1.4"
  %"m.4" = icmp eq i1 %"lt.4", %"le.4"
  %"tangents_1_1.ptr.4" = getelementptr inbounds float, ptr %"tangents_1", i64 %"idx.9"
  %"tangents_1_1.4" = load float, ptr %"tangents_1_1.ptr.4", align 4
  %"d_b.4" = select  i1 %"m.4", float              0x0, float %"tangents_1_1.4"
  %"exp_1.4" = call float @"expf"(float %"primals_1_1.4")
  %"pow_1.4" = call float @"llvm.pow.f32"(float %"exp_1.4", float 0x3ff0000000000000)
  %"mul_1.4" = fmul float 0x4000000000000000, %"pow_1.4"
  %"d_exp_1.4" = fmul float %"d_b.4", %"mul_1.4"
  %"mul_2.4" = fmul float %"d_exp_1.4", %"exp_1.4"
  %"gt_1.4" = fcmp ogt float %"primals_1_1.4", %"primals_3_1.4"
  %"eq.4" = fcmp oeq float %"primals_1_1.4", %"primals_3_1.4"
  %"d_minimum.4" = fneg float %"d_b.4"
  %"mul_3.4" = fmul float %"d_minimum.4", 0x3fe0000000000000
  %"where_1.4" = select  i1 %"eq.4", float %"mul_3.4", float %"d_minimum.4"
  %"where_2.4" = select  i1 %"gt_1.4", float              0x0, float %"where_1.4"
  %"add_2.4" = fadd float %"mul_2.4", %"where_2.4"
  %"eq_1.4" = fcmp oeq float %"primals_1_1.4", %"primals_2_1.4"
  %"mul_4.4" = fmul float %"d_b.4", 0x3fe0000000000000
  %"where_4.4" = select  i1 %"eq_1.4", float %"mul_4.4", float %"d_b.4"
  %"where_5.4" = select  i1 %"lt.4", float              0x0, float %"where_4.4"
  %"add_3.4" = fadd float %"add_2.4", %"where_5.4"
  %"d_a.4" = select  i1 %"m.4", float %"tangents_1_1.4", float              0x0
  %"exp.4" = call float @"expf"(float %"primals_2_1.4")
  %"add_1.4" = fadd float %"exp.4", 0x3ff0000000000000
  %"d_mul.4" = fdiv float %"d_a.4", %"add_1.4"
  %"add.4" = fadd float %"primals_1_1.4", %"primals_2_1.4"
  %"d_sub.4" = fmul float %"d_mul.4", %"add.4"
  %"add_4.4" = fadd float %"add_3.4", %"d_sub.4"
  %"sub.4" = fsub float %"primals_1_1.4", %"primals_3_1.4"
  %"d_add.4" = fmul float %"d_mul.4", %"sub.4"
  %"d_primals_1_1.4" = fadd float %"add_4.4", %"d_add.4"
  %"d_primals_1.ptr.4" = getelementptr inbounds float, ptr %"d_primals_1", i64 %"idx.9"
  store float %"d_primals_1_1.4", ptr %"d_primals_1.ptr.4", align 4
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
