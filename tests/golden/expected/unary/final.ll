; ----- program @unary_forward ----- ;
; ModuleID = "unary_forward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.fused_abs_exp_add_log_rsqrt_sqrt"(ptr captures(none) noalias dereferenceable(128) %"primals_1", ptr captures(none) noalias dereferenceable(128) %"add_5") noinline nounwind
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
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.body.j"]
  %"j.cond" = icmp slt i64 %"j", 8
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"idx" = mul nsw i64 %"i", 8
  %"idx.1" = add nsw i64 %"idx", %"j"
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.1"
  %"primals_1_1" = load float, ptr %"primals_1_1.ptr", align 4
  %"neg" = fneg float %"primals_1_1"
  %"sin" = call float @"sinf"(float %"primals_1_1")
  %"cos" = call float @"cosf"(float %"primals_1_1")
  %"mul" = fmul float %"sin", %"cos"
  %"add" = fadd float %"neg", %"mul"
  %"tanh" = call float @"tanhf"(float %"primals_1_1")
  %"add_1" = fadd float %"add", %"tanh"
  %"sigmoid.abs" = call float @"llvm.fabs.f32"(float %"primals_1_1")
  %"sigmoid.nabs" = fneg float %"sigmoid.abs"
  %"sigmoid.t" = call float @"expf"(float %"sigmoid.nabs")
  %"sigmoid.den" = fadd float 0x3ff0000000000000, %"sigmoid.t"
  %"sigmoid.r" = fdiv float 0x3ff0000000000000, %"sigmoid.den"
  %"sigmoid.up" = fcmp oge float %"primals_1_1",              0x0
  %"sigmoid.low" = fmul float %"sigmoid.t", %"sigmoid.r"
  %"sigmoid" = select  i1 %"sigmoid.up", float %"sigmoid.r", float %"sigmoid.low"
  %"a" = fsub float %"add_1", %"sigmoid"
  %"relu.keep" = fcmp oge float %"primals_1_1",              0x0
  %"relu.nan" = fcmp uno float %"primals_1_1", %"primals_1_1"
  %".8" = or i1 %"relu.keep", %"relu.nan"
  %"relu" = select  i1 %".8", float %"primals_1_1", float              0x0
  %"exp" = call float @"expf"(float %"primals_1_1")
  %"p" = fadd float %"exp", 0x3ff0000000000000
  %"sqrt" = call float @"llvm.sqrt.f32"(float %"p")
  %"add_2" = fadd float %"relu", %"sqrt"
  %"rsqrt.sqrt" = call float @"llvm.sqrt.f32"(float %"p")
  %"rsqrt" = fdiv float 0x3ff0000000000000, %"rsqrt.sqrt"
  %"add_3" = fadd float %"add_2", %"rsqrt"
  %"log" = call float @"logf"(float %"p")
  %"add_4" = fadd float %"add_3", %"log"
  %"abs" = call float @"llvm.fabs.f32"(float %"primals_1_1")
  %"b" = fadd float %"add_4", %"abs"
  %"mul_1" = fmul float %"a", %"b"
  %"cast" = fpext float %"primals_1_1" to double
  %"cast_1" = fptrunc double %"cast" to float
  %"mul_2" = fmul float 0x3fe0000000000000, %"primals_1_1"
  %"mul_3" = fmul float %"primals_1_1", 0x3fe6a09e60000000
  %"erf" = call float @"erff"(float %"mul_3")
  %"add_6" = fadd float 0x3ff0000000000000, %"erf"
  %"gelu" = fmul float %"mul_2", %"add_6"
  %"c_4" = fadd float %"cast_1", %"gelu"
  %"add_5_1" = fadd float %"mul_1", %"c_4"
  %"add_5.ptr" = getelementptr inbounds float, ptr %"add_5", i64 %"idx.1"
  store float %"add_5_1", ptr %"add_5.ptr", align 4
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

declare float @"sinf"(float %".1") nounwind readnone

declare float @"cosf"(float %".1") nounwind readnone

declare float @"tanhf"(float %".1") nounwind readnone

declare float @"llvm.fabs.f32"(float %".1")

declare float @"expf"(float %".1") nounwind readnone

declare float @"llvm.sqrt.f32"(float %".1")

declare float @"logf"(float %".1") nounwind readnone

declare float @"erff"(float %".1") nounwind readnone

define internal void @"kernel.fused_relu_neg_abs_add"(ptr captures(none) noalias dereferenceable(128) %"primals_2", ptr captures(none) noalias dereferenceable(128) %"add_6") noinline nounwind
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
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.body.j"]
  %"j.cond" = icmp slt i64 %"j", 8
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"idx" = mul nsw i64 %"i", 8
  %"idx.1" = add nsw i64 %"idx", %"j"
  %"primals_2_1.ptr" = getelementptr inbounds i32, ptr %"primals_2", i64 %"idx.1"
  %"primals_2_1" = load i32, ptr %"primals_2_1.ptr", align 4
  %"neg_1" = sub i32 0, %"primals_2_1"
  %"abs_1.neg" = icmp slt i32 %"neg_1", 0
  %"abs_1.minus" = sub i32 0, %"neg_1"
  %"abs_1" = select  i1 %"abs_1.neg", i32 %"abs_1.minus", i32 %"neg_1"
  %"relu_1.keep" = icmp sge i32 %"primals_2_1", 0
  %"relu_1" = select  i1 %"relu_1.keep", i32 %"primals_2_1", i32 0
  %"add_6_1" = add i32 %"abs_1", %"relu_1"
  %"add_6.ptr" = getelementptr inbounds i32, ptr %"add_6", i64 %"idx.1"
  store i32 %"add_6_1", ptr %"add_6.ptr", align 4
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define void @"unary_forward"(ptr captures(none) noalias %"args", ptr captures(none) noalias %"arena") nounwind
{
entry:
  %"primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 0
  %"primals_1" = load ptr, ptr %"primals_1.slot"
  %"primals_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 1
  %"primals_2" = load ptr, ptr %"primals_2.slot"
  %"add_5.slot" = getelementptr inbounds ptr, ptr %"args", i64 2
  %"add_5" = load ptr, ptr %"add_5.slot"
  call void @"kernel.fused_abs_exp_add_log_rsqrt_sqrt"(ptr %"primals_1", ptr %"add_5")
  %"add_6.slot" = getelementptr inbounds ptr, ptr %"args", i64 3
  %"add_6" = load ptr, ptr %"add_6.slot"
  call void @"kernel.fused_relu_neg_abs_add"(ptr %"primals_2", ptr %"add_6")
  ret void
}

; ----- program @unary_backward ----- ;
; ModuleID = "unary_backward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.fused_sigmoid_tanh_cos_sin_mul_neg"(ptr captures(none) noalias dereferenceable(128) %"tangents_1", ptr captures(none) noalias dereferenceable(128) %"primals_1", ptr captures(none) noalias dereferenceable(128) %"d_primals_1") noinline nounwind
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
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.body.j"]
  %"j.cond" = icmp slt i64 %"j", 8
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"idx" = mul nsw i64 %"i", 8
  %"idx.1" = add nsw i64 %"idx", %"j"
  %"tangents_1_1.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"idx.1"
  %"tangents_1_1" = load float, ptr %"tangents_1_1.ptr", align 4
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.1"
  %"primals_1_1" = load float, ptr %"primals_1_1.ptr", align 4
  %"mul_2" = fmul float %"primals_1_1", 0x3fe6a09e60000000
  %"erf" = call float @"erff"(float %"mul_2")
  %"add_7" = fadd float 0x3ff0000000000000, %"erf"
  %"mul_3" = fmul float 0x3fe0000000000000, %"add_7"
  %"mul_4" = fmul float %"primals_1_1", %"primals_1_1"
  %"mul_5" = fmul float 0xbfe0000000000000, %"mul_4"
  %"exp_1" = call float @"expf"(float %"mul_5")
  %"mul_6" = fmul float 0x3fd9884540000000, %"exp_1"
  %"mul_7" = fmul float %"primals_1_1", %"mul_6"
  %"add_8" = fadd float %"mul_3", %"mul_7"
  %"mul_8" = fmul float %"tangents_1_1", %"add_8"
  %"d_cast" = fpext float %"tangents_1_1" to double
  %"cast_2" = fptrunc double %"d_cast" to float
  %"add_10" = fadd float %"mul_8", %"cast_2"
  %"gt" = fcmp ogt float %"primals_1_1",              0x0
  %"neg" = fneg float %"primals_1_1"
  %"sin" = call float @"sinf"(float %"primals_1_1")
  %"cos" = call float @"cosf"(float %"primals_1_1")
  %"mul" = fmul float %"sin", %"cos"
  %"add" = fadd float %"neg", %"mul"
  %"tanh" = call float @"tanhf"(float %"primals_1_1")
  %"add_1" = fadd float %"add", %"tanh"
  %"sigmoid.abs" = call float @"llvm.fabs.f32"(float %"primals_1_1")
  %"sigmoid.nabs" = fneg float %"sigmoid.abs"
  %"sigmoid.t" = call float @"expf"(float %"sigmoid.nabs")
  %"sigmoid.den" = fadd float 0x3ff0000000000000, %"sigmoid.t"
  %"sigmoid.r" = fdiv float 0x3ff0000000000000, %"sigmoid.den"
  %"sigmoid.up" = fcmp oge float %"primals_1_1",              0x0
  %"sigmoid.low" = fmul float %"sigmoid.t", %"sigmoid.r"
  %"sigmoid" = select  i1 %"sigmoid.up", float %"sigmoid.r", float %"sigmoid.low"
  %"a" = fsub float %"add_1", %"sigmoid"
  %"d_b" = fmul float %"tangents_1_1", %"a"
  %"lt" = fcmp olt float %"primals_1_1",              0x0
  %"neg_2" = fneg float %"d_b"
  %"where" = select  i1 %"lt", float %"neg_2", float              0x0
  %"where_1" = select  i1 %"gt", float %"d_b", float %"where"
  %"add_11" = fadd float %"add_10", %"where_1"
  %"relu.keep" = fcmp oge float %"primals_1_1",              0x0
  %"relu.nan" = fcmp uno float %"primals_1_1", %"primals_1_1"
  %".9" = or i1 %"relu.keep", %"relu.nan"
  %"relu" = select  i1 %".9", float %"primals_1_1", float              0x0
  %"gt_1" = fcmp ogt float %"relu",              0x0
  %"where_2" = select  i1 %"gt_1", float %"d_b", float              0x0
  %"add_12" = fadd float %"add_11", %"where_2"
  %"exp" = call float @"expf"(float %"primals_1_1")
  %"p" = fadd float %"exp", 0x3ff0000000000000
  %"sqrt" = call float @"llvm.sqrt.f32"(float %"p")
  %"add_2" = fadd float %"relu", %"sqrt"
  %"rsqrt.sqrt" = call float @"llvm.sqrt.f32"(float %"p")
  %"rsqrt" = fdiv float 0x3ff0000000000000, %"rsqrt.sqrt"
  %"add_3" = fadd float %"add_2", %"rsqrt"
  %"log" = call float @"logf"(float %"p")
  %"add_4" = fadd float %"add_3", %"log"
  %"abs" = call float @"llvm.fabs.f32"(float %"primals_1_1")
  %"b" = fadd float %"add_4", %"abs"
  %"d_a" = fmul float %"tangents_1_1", %"b"
  %"d_sigmoid" = fneg float %"d_a"
  %"sub" = fsub float 0x3ff0000000000000, %"sigmoid"
  %"mul_14" = fmul float %"sigmoid", %"sub"
  %"mul_15" = fmul float %"d_sigmoid", %"mul_14"
  %"add_13" = fadd float %"add_12", %"mul_15"
  %"mul_16" = fmul float %"tanh", %"tanh"
  %"sub_1" = fsub float 0x3ff0000000000000, %"mul_16"
  %"mul_17" = fmul float %"d_a", %"sub_1"
  %"add_14" = fadd float %"add_13", %"mul_17"
  %"d_cos" = fmul float %"d_a", %"sin"
  %"mul_18" = fmul float %"d_cos", %"sin"
  %"neg_3" = fneg float %"mul_18"
  %"add_15" = fadd float %"add_14", %"neg_3"
  %"d_sin" = fmul float %"d_a", %"cos"
  %"mul_19" = fmul float %"d_sin", %"cos"
  %"add_16" = fadd float %"add_15", %"mul_19"
  %"add_17" = fadd float %"add_16", %"d_sigmoid"
  %"div" = fdiv float %"d_b", %"p"
  %"mul_9" = fmul float %"rsqrt", %"rsqrt"
  %"mul_10" = fmul float %"rsqrt", %"mul_9"
  %"mul_11" = fmul float 0xbfe0000000000000, %"mul_10"
  %"mul_12" = fmul float %"d_b", %"mul_11"
  %"add_9" = fadd float %"div", %"mul_12"
  %"mul_13" = fmul float 0x4000000000000000, %"sqrt"
  %"div_1" = fdiv float %"d_b", %"mul_13"
  %"d_p" = fadd float %"add_9", %"div_1"
  %"mul_20" = fmul float %"d_p", %"exp"
  %"d_primals_1_1" = fadd float %"add_17", %"mul_20"
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

declare float @"erff"(float %".1") nounwind readnone

declare float @"expf"(float %".1") nounwind readnone

declare float @"sinf"(float %".1") nounwind readnone

declare float @"cosf"(float %".1") nounwind readnone

declare float @"tanhf"(float %".1") nounwind readnone

declare float @"llvm.fabs.f32"(float %".1")

declare float @"llvm.sqrt.f32"(float %".1")

declare float @"logf"(float %".1") nounwind readnone

define void @"unary_backward"(ptr captures(none) noalias %"args", ptr captures(none) noalias %"arena") nounwind
{
entry:
  %"primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 0
  %"primals_1" = load ptr, ptr %"primals_1.slot"
  %"tangents_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 1
  %"tangents_1" = load ptr, ptr %"tangents_1.slot"
  %"tangents_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 2
  %"tangents_2" = load ptr, ptr %"tangents_2.slot"
  %"d_primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 3
  %"d_primals_1" = load ptr, ptr %"d_primals_1.slot"
  call void @"kernel.fused_sigmoid_tanh_cos_sin_mul_neg"(ptr %"tangents_1", ptr %"primals_1", ptr %"d_primals_1")
  ret void
}
