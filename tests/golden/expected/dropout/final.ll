; ----- program @dropout_mlp_forward ----- ;
; ModuleID = "dropout_mlp_forward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.fused_tanh_rand_mul_ge_where_sigmoid"(ptr captures(none) dereferenceable(8192) %"mm", ptr captures(none) noalias dereferenceable(16) %"primals_4", ptr captures(none) noalias dereferenceable(8192) %"tanh", ptr captures(none) dereferenceable(8192) %"sigmoid") nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 32
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.body.j"]
  %"j.cond" = icmp slt i64 %"j", 64
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"mm_1.ptr.idx" = mul nsw i64 %"i", 64
  %"mm_1.ptr.idx.1" = add nsw i64 %"mm_1.ptr.idx", %"j"
  %"mm_1.ptr" = getelementptr inbounds float, ptr %"mm", i64 %"mm_1.ptr.idx.1"
  %"mm_1" = load float, ptr %"mm_1.ptr", align 4
  %"tanh_1" = call float @"tanhf"(float %"mm_1")
  %"tanh.ptr.idx" = mul nsw i64 %"i", 64
  %"tanh.ptr.idx.1" = add nsw i64 %"tanh.ptr.idx", %"j"
  %"tanh.ptr" = getelementptr inbounds float, ptr %"tanh", i64 %"tanh.ptr.idx.1"
  store float %"tanh_1", ptr %"tanh.ptr", align 4
  %"seed.ptr" = getelementptr inbounds i64, ptr %"primals_4", i64 0
  %"seed" = load i64, ptr %"seed.ptr", align 8
  %"base.ptr" = getelementptr inbounds i64, ptr %"primals_4", i64 1
  %"base" = load i64, ptr %"base.ptr", align 8
  %"mul" = mul i64 %"i", 64
  %"flat" = add i64 0, %"mul"
  %"flat_1" = add i64 %"flat", %"j"
  %"add" = add i64 0, %"flat_1"
  %"counter" = add i64 %"base", %"add"
  %"u.seed" = mul i64 %"seed", -7046029254386353131
  %"u.x" = add i64 %"u.seed", %"counter"
  %".11" = lshr i64 %"u.x", 30
  %".12" = xor i64 %"u.x", %".11"
  %"u.x.1" = mul i64 %".12", -4658895280553007687
  %".13" = lshr i64 %"u.x.1", 27
  %".14" = xor i64 %"u.x.1", %".13"
  %"u.x.2" = mul i64 %".14", -7723592293110705685
  %".15" = lshr i64 %"u.x.2", 31
  %"u.bits" = xor i64 %"u.x.2", %".15"
  %".16" = lshr i64 %"u.bits", 40
  %"u.top" = uitofp i64 %".16" to float
  %"u" = fmul float %"u.top", 0x3e70000000000000
  %"keep" = fcmp oge float %"u", 0x3fd0000000000000
  %"scaled" = fmul float %"tanh_1", 0x3ff5555560000000
  %"d" = select  i1 %"keep", float %"scaled", float              0x0
  %"sigmoid_1.abs" = call float @"llvm.fabs.f32"(float %"d")
  %"sigmoid_1.nabs" = fneg float %"sigmoid_1.abs"
  %"sigmoid_1.t" = call float @"expf"(float %"sigmoid_1.nabs")
  %"sigmoid_1.den" = fadd float 0x3ff0000000000000, %"sigmoid_1.t"
  %"sigmoid_1.r" = fdiv float 0x3ff0000000000000, %"sigmoid_1.den"
  %"sigmoid_1.up" = fcmp oge float %"d",              0x0
  %"sigmoid_1.low" = fmul float %"sigmoid_1.t", %"sigmoid_1.r"
  %"sigmoid_1" = select  i1 %"sigmoid_1.up", float %"sigmoid_1.r", float %"sigmoid_1.low"
  %"sigmoid.ptr.idx" = mul nsw i64 %"i", 64
  %"sigmoid.ptr.idx.1" = add nsw i64 %"sigmoid.ptr.idx", %"j"
  %"sigmoid.ptr" = getelementptr inbounds float, ptr %"sigmoid", i64 %"sigmoid.ptr.idx.1"
  store float %"sigmoid_1", ptr %"sigmoid.ptr", align 4
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

declare float @"tanhf"(float %".1") nounwind readnone

declare float @"llvm.fabs.f32"(float %".1")

declare float @"expf"(float %".1") nounwind readnone

define internal void @"kernel.sum"(ptr captures(none) noalias dereferenceable(1024) %"mm_1", ptr captures(none) noalias dereferenceable(4) %"sum") nounwind
{
entry:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"entry"], [%"r.next", %"for.body.r"]
  %"acc_1" = phi  float [             0x0, %"entry"], [%"acc_2", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 256
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"mm_1_1.ptr.idx" = udiv i64 %"r", 8
  %"mm_1_1.ptr.idx.1" = mul nsw i64 %"mm_1_1.ptr.idx", 8
  %"mm_1_1.ptr.idx.2" = urem i64 %"r", 8
  %"mm_1_1.ptr.idx.3" = add nsw i64 %"mm_1_1.ptr.idx.1", %"mm_1_1.ptr.idx.2"
  %"mm_1_1.ptr" = getelementptr inbounds float, ptr %"mm_1", i64 %"mm_1_1.ptr.idx.3"
  %"mm_1_1" = load float, ptr %"mm_1_1.ptr", align 4
  %"acc_2" = fadd reassoc float %"acc_1", %"mm_1_1"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"sum.ptr" = getelementptr inbounds float, ptr %"sum", i64 0
  store float %"acc_1", ptr %"sum.ptr", align 4
  ret void
}

define void @"dropout_mlp_forward"(ptr captures(none) noalias %"args", ptr captures(none) noalias %"arena") nounwind
{
entry:
  %"primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 0
  %"primals_1" = load ptr, ptr %"primals_1.slot"
  %"primals_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 1
  %"primals_2" = load ptr, ptr %"primals_2.slot"
  %"primals_3.slot" = getelementptr inbounds ptr, ptr %"args", i64 2
  %"primals_3" = load ptr, ptr %"primals_3.slot"
  %"primals_4.slot" = getelementptr inbounds ptr, ptr %"args", i64 3
  %"primals_4" = load ptr, ptr %"primals_4.slot"
  %"mm" = getelementptr inbounds i8, ptr %"arena", i64 0
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 111, i64 32, i64 64, i64 64, float 0x3ff0000000000000, ptr %"primals_1", i64 64, ptr %"primals_2", i64 64, float              0x0, ptr %"mm", i64 64)
  %"tanh.slot" = getelementptr inbounds ptr, ptr %"args", i64 4
  %"tanh" = load ptr, ptr %"tanh.slot"
  call void @"kernel.fused_tanh_rand_mul_ge_where_sigmoid"(ptr %"mm", ptr %"primals_4", ptr %"tanh", ptr %"mm")
  %"mm_1" = getelementptr inbounds i8, ptr %"arena", i64 8192
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 111, i64 32, i64 8, i64 64, float 0x3ff0000000000000, ptr %"mm", i64 64, ptr %"primals_3", i64 8, float              0x0, ptr %"mm_1", i64 8)
  %"sum.slot" = getelementptr inbounds ptr, ptr %"args", i64 5
  %"sum" = load ptr, ptr %"sum.slot"
  call void @"kernel.sum"(ptr %"mm_1", ptr %"sum")
  ret void
}

declare void @"scipy_cblas_sgemm64_"(i32 %".1", i32 %".2", i32 %".3", i64 %".4", i64 %".5", i64 %".6", float %".7", ptr %".8", i64 %".9", ptr %".10", i64 %".11", float %".12", ptr %".13", i64 %".14")

; ----- program @dropout_mlp_backward ----- ;
; ModuleID = "dropout_mlp_backward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.copy"(ptr captures(none) noalias dereferenceable(4) %"tangents_1", ptr captures(none) noalias dereferenceable(1024) %"d_mm_1") nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 32
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.body.j"]
  %"j.cond" = icmp slt i64 %"j", 8
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"tangents_1_1.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_1" = load float, ptr %"tangents_1_1.ptr", align 4
  %"d_mm_1.ptr.idx" = mul nsw i64 %"i", 8
  %"d_mm_1.ptr.idx.1" = add nsw i64 %"d_mm_1.ptr.idx", %"j"
  %"d_mm_1.ptr" = getelementptr inbounds float, ptr %"d_mm_1", i64 %"d_mm_1.ptr.idx.1"
  store float %"tangents_1_1", ptr %"d_mm_1.ptr", align 4
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define internal void @"kernel.fused_rand_ge_mul_where_sigmoid_sub"(ptr captures(none) noalias dereferenceable(16) %"primals_4", ptr captures(none) noalias dereferenceable(8192) %"tanh", ptr captures(none) dereferenceable(8192) %"d_checkpoint", ptr captures(none) noalias dereferenceable(8192) %"sigmoid", ptr captures(none) dereferenceable(8192) %"d_mm") nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 32
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.body.j"]
  %"j.cond" = icmp slt i64 %"j", 64
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"seed.ptr" = getelementptr inbounds i64, ptr %"primals_4", i64 0
  %"seed" = load i64, ptr %"seed.ptr", align 8
  %"base.ptr" = getelementptr inbounds i64, ptr %"primals_4", i64 1
  %"base" = load i64, ptr %"base.ptr", align 8
  %"mul" = mul i64 %"i", 64
  %"flat" = add i64 0, %"mul"
  %"flat_1" = add i64 %"flat", %"j"
  %"add" = add i64 0, %"flat_1"
  %"counter" = add i64 %"base", %"add"
  %"u.seed" = mul i64 %"seed", -7046029254386353131
  %"u.x" = add i64 %"u.seed", %"counter"
  %".11" = lshr i64 %"u.x", 30
  %".12" = xor i64 %"u.x", %".11"
  %"u.x.1" = mul i64 %".12", -4658895280553007687
  %".13" = lshr i64 %"u.x.1", 27
  %".14" = xor i64 %"u.x.1", %".13"
  %"u.x.2" = mul i64 %".14", -7723592293110705685
  %".15" = lshr i64 %"u.x.2", 31
  %"u.bits" = xor i64 %"u.x.2", %".15"
  %".16" = lshr i64 %"u.bits", 40
  %"u.top" = uitofp i64 %".16" to float
  %"u" = fmul float %"u.top", 0x3e70000000000000
  %"keep" = fcmp oge float %"u", 0x3fd0000000000000
  %"tanh_1.ptr.idx" = mul nsw i64 %"i", 64
  %"tanh_1.ptr.idx.1" = add nsw i64 %"tanh_1.ptr.idx", %"j"
  %"tanh_1.ptr" = getelementptr inbounds float, ptr %"tanh", i64 %"tanh_1.ptr.idx.1"
  %"tanh_1" = load float, ptr %"tanh_1.ptr", align 4
  %"scaled" = fmul float %"tanh_1", 0x3ff5555560000000
  %"d" = select  i1 %"keep", float %"scaled", float              0x0
  %"sigmoid_1.abs" = call float @"llvm.fabs.f32"(float %"d")
  %"sigmoid_1.nabs" = fneg float %"sigmoid_1.abs"
  %"sigmoid_1.t" = call float @"expf"(float %"sigmoid_1.nabs")
  %"sigmoid_1.den" = fadd float 0x3ff0000000000000, %"sigmoid_1.t"
  %"sigmoid_1.r" = fdiv float 0x3ff0000000000000, %"sigmoid_1.den"
  %"sigmoid_1.up" = fcmp oge float %"d",              0x0
  %"sigmoid_1.low" = fmul float %"sigmoid_1.t", %"sigmoid_1.r"
  %"sigmoid_1" = select  i1 %"sigmoid_1.up", float %"sigmoid_1.r", float %"sigmoid_1.low"
  %"sigmoid.ptr.idx" = mul nsw i64 %"i", 64
  %"sigmoid.ptr.idx.1" = add nsw i64 %"sigmoid.ptr.idx", %"j"
  %"sigmoid.ptr" = getelementptr inbounds float, ptr %"sigmoid", i64 %"sigmoid.ptr.idx.1"
  store float %"sigmoid_1", ptr %"sigmoid.ptr", align 4
  %"d_checkpoint_1.ptr.idx" = mul nsw i64 %"i", 64
  %"d_checkpoint_1.ptr.idx.1" = add nsw i64 %"d_checkpoint_1.ptr.idx", %"j"
  %"d_checkpoint_1.ptr" = getelementptr inbounds float, ptr %"d_checkpoint", i64 %"d_checkpoint_1.ptr.idx.1"
  %"d_checkpoint_1" = load float, ptr %"d_checkpoint_1.ptr", align 4
  %"sub" = fsub float 0x3ff0000000000000, %"sigmoid_1"
  %"mul_1" = fmul float %"sigmoid_1", %"sub"
  %"d_d" = fmul float %"d_checkpoint_1", %"mul_1"
  %"div" = fdiv float %"d_d", 0x3fe8000000000000
  %"d_h" = select  i1 %"keep", float %"div", float              0x0
  %"mul_1_1" = fmul float %"tanh_1", %"tanh_1"
  %"sub_1" = fsub float 0x3ff0000000000000, %"mul_1_1"
  %"d_mm_1" = fmul float %"d_h", %"sub_1"
  %"d_mm.ptr.idx" = mul nsw i64 %"i", 64
  %"d_mm.ptr.idx.1" = add nsw i64 %"d_mm.ptr.idx", %"j"
  %"d_mm.ptr" = getelementptr inbounds float, ptr %"d_mm", i64 %"d_mm.ptr.idx.1"
  store float %"d_mm_1", ptr %"d_mm.ptr", align 4
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

declare float @"llvm.fabs.f32"(float %".1")

declare float @"expf"(float %".1") nounwind readnone

define void @"dropout_mlp_backward"(ptr captures(none) noalias %"args", ptr captures(none) noalias %"arena") nounwind
{
entry:
  %"primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 0
  %"primals_1" = load ptr, ptr %"primals_1.slot"
  %"primals_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 1
  %"primals_2" = load ptr, ptr %"primals_2.slot"
  %"primals_3.slot" = getelementptr inbounds ptr, ptr %"args", i64 2
  %"primals_3" = load ptr, ptr %"primals_3.slot"
  %"primals_4.slot" = getelementptr inbounds ptr, ptr %"args", i64 3
  %"primals_4" = load ptr, ptr %"primals_4.slot"
  %"tanh.slot" = getelementptr inbounds ptr, ptr %"args", i64 4
  %"tanh" = load ptr, ptr %"tanh.slot"
  %"tangents_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 5
  %"tangents_1" = load ptr, ptr %"tangents_1.slot"
  %"d_mm_1" = getelementptr inbounds i8, ptr %"arena", i64 16384
  call void @"kernel.copy"(ptr %"tangents_1", ptr %"d_mm_1")
  %"d_checkpoint" = getelementptr inbounds i8, ptr %"arena", i64 0
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 112, i64 32, i64 64, i64 8, float 0x3ff0000000000000, ptr %"d_mm_1", i64 8, ptr %"primals_3", i64 8, float              0x0, ptr %"d_checkpoint", i64 64)
  %"sigmoid" = getelementptr inbounds i8, ptr %"arena", i64 8192
  call void @"kernel.fused_rand_ge_mul_where_sigmoid_sub"(ptr %"primals_4", ptr %"tanh", ptr %"d_checkpoint", ptr %"sigmoid", ptr %"d_checkpoint")
  %"d_primals_3.slot" = getelementptr inbounds ptr, ptr %"args", i64 6
  %"d_primals_3" = load ptr, ptr %"d_primals_3.slot"
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 112, i32 111, i64 64, i64 8, i64 32, float 0x3ff0000000000000, ptr %"sigmoid", i64 64, ptr %"d_mm_1", i64 8, float              0x0, ptr %"d_primals_3", i64 8)
  %"d_primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 7
  %"d_primals_1" = load ptr, ptr %"d_primals_1.slot"
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 112, i64 32, i64 64, i64 64, float 0x3ff0000000000000, ptr %"d_checkpoint", i64 64, ptr %"primals_2", i64 64, float              0x0, ptr %"d_primals_1", i64 64)
  %"d_primals_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 8
  %"d_primals_2" = load ptr, ptr %"d_primals_2.slot"
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 112, i32 111, i64 64, i64 64, i64 32, float 0x3ff0000000000000, ptr %"primals_1", i64 64, ptr %"d_checkpoint", i64 64, float              0x0, ptr %"d_primals_2", i64 64)
  ret void
}

declare void @"scipy_cblas_sgemm64_"(i32 %".1", i32 %".2", i32 %".3", i64 %".4", i64 %".5", i64 %".6", float %".7", ptr %".8", i64 %".9", ptr %".10", i64 %".11", float %".12", ptr %".13", i64 %".14")
