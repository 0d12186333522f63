; ----- program @convnet_forward ----- ;
; ModuleID = "convnet_forward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.pad"(ptr captures(none) noalias dereferenceable(1536) %"primals_1", ptr captures(none) noalias dereferenceable(2400) %"padded") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 2
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.end.k"]
  %"j.cond" = icmp slt i64 %"j", 3
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  br label %"for.cond.k"
for.cond.k:
  %"k" = phi  i64 [0, %"for.body.j"], [%"k.next", %"for.end.l"]
  %"k.cond" = icmp slt i64 %"k", 10
  br i1 %"k.cond", label %"for.body.k", label %"for.end.k"
for.body.k:
  br label %"for.cond.l"
for.cond.l:
  %"l" = phi  i64 [0, %"for.body.k"], [%"l.next", %"bounds.ok.1"]
  %"l.cond" = icmp slt i64 %"l", 10
  br i1 %"l.cond", label %"for.body.l", label %"for.end.l"
for.body.l:
  %"h.ptr" = getelementptr inbounds i64, ptr @"const.43b99316d82314f8756018f1", i64 %"k"
  %"h" = load i64, ptr %"h.ptr", align 8
  %"h_ok" = icmp sge i64 %"h", 0
  %"h_1.keep" = icmp sge i64 %"h", 0
  %"h_1" = select  i1 %"h_1.keep", i64 %"h", i64 0
  %"w.ptr" = getelementptr inbounds i64, ptr @"const.43b99316d82314f8756018f1", i64 %"l"
  %"w" = load i64, ptr %"w.ptr", align 8
  %"w_ok" = icmp sge i64 %"w", 0
  %"w_1.keep" = icmp sge i64 %"w", 0
  %"w_1" = select  i1 %"w_1.keep", i64 %"w", i64 0
  %"inside" = select  i1 %"h_ok", i1 %"w_ok", i1 0
  %"inbounds" = icmp ult i64 %"h_1", 8
  br i1 %"inbounds", label %"bounds.ok", label %"bounds.fail", !prof !0
bounds.fail:
  %"claim" = cmpxchg [3 x i64]* @"aotgrad.fault", i64 0, i64 1 monotonic monotonic
  %"first" = extractvalue {i64, i1} %"claim", 1
  br i1 %"first", label %"bounds.fail.if", label %"bounds.fail.endif"
bounds.ok:
  %"inbounds.1" = icmp ult i64 %"w_1", 8
  br i1 %"inbounds.1", label %"bounds.ok.1", label %"bounds.fail.1", !prof !0
bounds.fail.if:
  %"fault.index" = getelementptr inbounds [3 x i64], [3 x i64]* @"aotgrad.fault", i64 0, i64 1
  store i64 %"h_1", i64* %"fault.index"
  %"fault.position" = getelementptr inbounds [3 x i64], [3 x i64]* @"aotgrad.fault", i64 0, i64 2
  store i64 %"k", i64* %"fault.position"
  br label %"bounds.fail.endif"
bounds.fail.endif:
  ret void
bounds.fail.1:
  %"claim.1" = cmpxchg [3 x i64]* @"aotgrad.fault", i64 0, i64 2 monotonic monotonic
  %"first.1" = extractvalue {i64, i1} %"claim.1", 1
  br i1 %"first.1", label %"bounds.fail.1.if", label %"bounds.fail.1.endif"
bounds.ok.1:
  %"idx" = mul nsw i64 %"i", 192
  %"idx.1" = mul nsw i64 %"j", 64
  %"idx.2" = add nsw i64 %"idx", %"idx.1"
  %"idx.3" = mul nsw i64 %"h_1", 8
  %"idx.4" = add nsw i64 %"idx.2", %"idx.3"
  %"idx.5" = add nsw i64 %"idx.4", %"w_1"
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.5"
  %"primals_1_1" = load float, ptr %"primals_1_1.ptr", align 4
  %"padded_1" = select  i1 %"inside", float %"primals_1_1", float              0x0
  %"idx.6" = mul nsw i64 %"i", 300
  %"idx.7" = mul nsw i64 %"j", 100
  %"idx.8" = add nsw i64 %"idx.6", %"idx.7"
  %"idx.9" = mul nsw i64 %"k", 10
  %"idx.10" = add nsw i64 %"idx.8", %"idx.9"
  %"idx.11" = add nsw i64 %"idx.10", %"l"
  %"padded.ptr" = getelementptr inbounds float, ptr %"padded", i64 %"idx.11"
  store float %"padded_1", ptr %"padded.ptr", align 4
  %"l.next" = add nsw i64 %"l", 1
  br label %"for.cond.l"
bounds.fail.1.if:
  %"fault.index.1" = getelementptr inbounds [3 x i64], [3 x i64]* @"aotgrad.fault", i64 0, i64 1
  store i64 %"w_1", i64* %"fault.index.1"
  %"fault.position.1" = getelementptr inbounds [3 x i64], [3 x i64]* @"aotgrad.fault", i64 0, i64 2
  store i64 %"l", i64* %"fault.position.1"
  br label %"bounds.fail.1.endif"
bounds.fail.1.endif:
  ret void
for.end.l:
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

@"const.43b99316d82314f8756018f1" = private unnamed_addr constant [10 x i64] [i64 -1, i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 -1], align 64
@"aotgrad.fault" = global [3 x i64] zeroinitializer, align 8
define internal void @"kernel.unfold"(ptr captures(none) noalias dereferenceable(2400) %"padded", ptr captures(none) noalias dereferenceable(13824) %"cols") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 3
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.end.k"]
  %"j.cond" = icmp slt i64 %"j", 3
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  br label %"for.cond.k"
for.cond.k:
  %"k" = phi  i64 [0, %"for.body.j"], [%"k.next", %"for.end.l"]
  %"k.cond" = icmp slt i64 %"k", 3
  br i1 %"k.cond", label %"for.body.k", label %"for.end.k"
for.body.k:
  br label %"for.cond.l"
for.cond.l:
  %"l" = phi  i64 [0, %"for.body.k"], [%"l.next", %"for.end.m"]
  %"l.cond" = icmp slt i64 %"l", 2
  br i1 %"l.cond", label %"for.body.l", label %"for.end.l"
for.body.l:
  br label %"for.cond.m"
for.cond.m:
  %"m" = phi  i64 [0, %"for.body.l"], [%"m.next", %"for.end.n"]
  %"m.cond" = icmp slt i64 %"m", 8
  br i1 %"m.cond", label %"for.body.m", label %"for.end.m"
for.body.m:
  br label %"for.cond.n"
for.cond.n:
  %"n" = phi  i64 [0, %"for.body.m"], [%"n.next", %"for.body.n"]
  %"n.cond" = icmp slt i64 %"n", 8
  br i1 %"n.cond", label %"for.body.n", label %"for.end.n"
for.body.n:
  %"idx" = mul nsw i64 %"l", 300
  %"idx.1" = mul nsw i64 %"i", 100
  %"idx.2" = add nsw i64 %"idx", %"idx.1"
  %"idx.3" = mul nsw i64 %"m", 10
  %"idx.4" = add nsw i64 %"idx.2", %"idx.3"
  %"idx.5" = mul nsw i64 %"j", 10
  %"idx.6" = add nsw i64 %"idx.4", %"idx.5"
  %"idx.7" = add nsw i64 %"idx.6", %"n"
  %"idx.8" = add nsw i64 %"idx.7", %"k"
  %"padded_1.ptr" = getelementptr inbounds float, ptr %"padded", i64 %"idx.8"
  %"padded_1" = load float, ptr %"padded_1.ptr", align 4
  %"idx.9" = mul nsw i64 %"i", 1152
  %"idx.10" = mul nsw i64 %"j", 384
  %"idx.11" = add nsw i64 %"idx.9", %"idx.10"
  %"idx.12" = mul nsw i64 %"k", 128
  %"idx.13" = add nsw i64 %"idx.11", %"idx.12"
  %"idx.14" = mul nsw i64 %"l", 64
  %"idx.15" = add nsw i64 %"idx.13", %"idx.14"
  %"idx.16" = mul nsw i64 %"m", 8
  %"idx.17" = add nsw i64 %"idx.15", %"idx.16"
  %"idx.18" = add nsw i64 %"idx.17", %"n"
  %"cols.ptr" = getelementptr inbounds float, ptr %"cols", i64 %"idx.18"
  store float %"padded_1", ptr %"cols.ptr", align 4
  %"n.next" = add nsw i64 %"n", 1
  br label %"for.cond.n"
for.end.n:
  %"m.next" = add nsw i64 %"m", 1
  br label %"for.cond.m"
for.end.m:
  %"l.next" = add nsw i64 %"l", 1
  br label %"for.cond.l"
for.end.l:
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

define internal void @"kernel.fused_add_relu_argmax_iota_eq_where"(ptr captures(none) noalias dereferenceable(2048) %"mm", ptr captures(none) noalias dereferenceable(16) %"primals_3", ptr captures(none) noalias dereferenceable(512) %"first", ptr captures(none) noalias dereferenceable(288) %"cols") noinline nounwind
{
entry:
  %"sum" = alloca float, i64 32, align 64
  %"argmax" = alloca i64, i64 32, align 64
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j_2"]
  %"i.cond" = icmp slt i64 %"i", 4
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.k"
for.cond.k:
  %"k" = phi  i64 [0, %"for.body.i"], [%"k.next", %"for.end.l"]
  %"k.cond" = icmp slt i64 %"k", 2
  br i1 %"k.cond", label %"for.body.k", label %"for.end.k"
for.body.k:
  br label %"for.cond.l"
for.cond.l:
  %"l" = phi  i64 [0, %"for.body.k"], [%"l.next", %"for.end.m"]
  %"l.cond" = icmp slt i64 %"l", 4
  br i1 %"l.cond", label %"for.body.l", label %"for.end.l"
for.body.l:
  br label %"for.cond.m"
for.cond.m:
  %"m" = phi  i64 [0, %"for.body.l"], [%"m.next", %"for.end.r"]
  %"m.cond" = icmp slt i64 %"m", 4
  br i1 %"m.cond", label %"for.body.m", label %"for.end.m"
for.body.m:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"for.body.m"], [%"r.next", %"for.body.r"]
  %"best" = phi  float [0xfff0000000000000, %"for.body.m"], [%"best_1", %"for.body.r"]
  %"arg" = phi  i64 [-1, %"for.body.m"], [%"arg_1", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 4
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"idx" = mul nsw i64 %"i", 128
  %"idx.1" = mul nsw i64 %"k", 64
  %"idx.2" = add nsw i64 %"idx", %"idx.1"
  %"idx.3" = mul nsw i64 %"l", 16
  %"idx.4" = add nsw i64 %"idx.2", %"idx.3"
  %"idx.5" = udiv i64 %"r", 2
  %"idx.6" = mul nsw i64 %"idx.5", 8
  %"idx.7" = add nsw i64 %"idx.4", %"idx.6"
  %"idx.8" = mul nsw i64 %"m", 2
  %"idx.9" = add nsw i64 %"idx.7", %"idx.8"
  %"idx.10" = urem i64 %"r", 2
  %"idx.11" = add nsw i64 %"idx.9", %"idx.10"
  %"mm_1.ptr" = getelementptr inbounds float, ptr %"mm", i64 %"idx.11"
  %"mm_1" = load float, ptr %"mm_1.ptr", align 4
  %"primals_3_1.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"i"
  %"primals_3_1" = load float, ptr %"primals_3_1.ptr", align 4
  %"conv2d" = fadd float %"mm_1", %"primals_3_1"
  %"relu.keep" = fcmp oge float %"conv2d",              0x0
  %"relu.nan" = fcmp uno float %"conv2d", %"conv2d"
  %".16" = or i1 %"relu.keep", %"relu.nan"
  %"relu" = select  i1 %".16", float %"conv2d", float              0x0
  %"greater" = fcmp ogt float %"relu", %"best"
  %"is_nan" = fcmp une float %"relu", %"relu"
  %"best_is_nan" = fcmp une float %"best", %"best"
  %"select" = select  i1 %"best_is_nan", i1 0, i1 %"is_nan"
  %"take" = select  i1 %"greater", i1 %"greater", i1 %"select"
  %"first_1" = icmp slt i64 %"arg", 0
  %"take_1" = select  i1 %"first_1", i1 1, i1 %"take"
  %"best_1" = select  i1 %"take_1", float %"relu", float %"best"
  %"arg_1" = select  i1 %"take_1", i64 %"r", i64 %"arg"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"idx.12" = mul nsw i64 %"k", 16
  %"idx.13" = mul nsw i64 %"l", 4
  %"idx.14" = add nsw i64 %"idx.12", %"idx.13"
  %"idx.15" = add nsw i64 %"idx.14", %"m"
  %"argmax.ptr" = getelementptr inbounds i64, i64* %"argmax", i64 %"idx.15"
  store i64 %"arg", i64* %"argmax.ptr", align 8
  %"m.next" = add nsw i64 %"m", 1
  br label %"for.cond.m"
for.end.m:
  %"l.next" = add nsw i64 %"l", 1
  br label %"for.cond.l"
for.end.l:
  %"k.next" = add nsw i64 %"k", 1
  br label %"for.cond.k"
for.end.k:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.end.k"], [%"j.next", %"for.end.k_2"]
  %"j.cond" = icmp slt i64 %"j", 4
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  br label %"for.cond.k_2"
for.cond.k_2:
  %"k_2" = phi  i64 [0, %"for.body.j"], [%"k_2.next", %"for.end.l_1"]
  %"k_2.cond" = icmp slt i64 %"k_2", 2
  br i1 %"k_2.cond", label %"for.body.k_2", label %"for.end.k_2"
for.body.k_2:
  br label %"for.cond.l_1"
for.cond.l_1:
  %"l_1" = phi  i64 [0, %"for.body.k_2"], [%"l_1.next", %"for.end.m_1"]
  %"l_1.cond" = icmp slt i64 %"l_1", 4
  br i1 %"l_1.cond", label %"for.body.l_1", label %"for.end.l_1"
for.body.l_1:
  br label %"for.cond.m_1"
for.cond.m_1:
  %"m_1" = phi  i64 [0, %"for.body.l_1"], [%"m_1.next", %"for.body.m_1"]
  %"m_1.cond" = icmp slt i64 %"m_1", 4
  br i1 %"m_1.cond", label %"for.body.m_1", label %"for.end.m_1"
for.body.m_1:
  %"idx.16" = mul nsw i64 %"k_2", 16
  %"idx.17" = mul nsw i64 %"l_1", 4
  %"idx.18" = add nsw i64 %"idx.16", %"idx.17"
  %"idx.19" = add nsw i64 %"idx.18", %"m_1"
  %"argmax_1.ptr" = getelementptr inbounds i64, i64* %"argmax", i64 %"idx.19"
  %"argmax_1" = load i64, i64* %"argmax_1.ptr", align 8
  %"flat" = add i64 0, %"j"
  %"first_2" = icmp eq i64 %"argmax_1", %"flat"
  %"idx.20" = mul nsw i64 %"i", 128
  %"idx.21" = mul nsw i64 %"j", 32
  %"idx.22" = add nsw i64 %"idx.20", %"idx.21"
  %"idx.23" = mul nsw i64 %"k_2", 16
  %"idx.24" = add nsw i64 %"idx.22", %"idx.23"
  %"idx.25" = mul nsw i64 %"l_1", 4
  %"idx.26" = add nsw i64 %"idx.24", %"idx.25"
  %"idx.27" = add nsw i64 %"idx.26", %"m_1"
  %"first.ptr" = getelementptr inbounds i8, ptr %"first", i64 %"idx.27"
  %".30" = zext i1 %"first_2" to i8
  store i8 %".30", ptr %"first.ptr", align 1
  %"m_1.next" = add nsw i64 %"m_1", 1
  br label %"for.cond.m_1"
for.end.m_1:
  %"l_1.next" = add nsw i64 %"l_1", 1
  br label %"for.cond.l_1"
for.end.l_1:
  %"k_2.next" = add nsw i64 %"k_2", 1
  br label %"for.cond.k_2"
for.end.k_2:
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  br label %"for.cond.j_1"
for.cond.j_1:
  %"j_1" = phi  i64 [0, %"for.end.j"], [%"j_1.next", %"for.end.k_4"]
  %"j_1.cond" = icmp slt i64 %"j_1", 2
  br i1 %"j_1.cond", label %"for.body.j_1", label %"for.end.j_1"
for.body.j_1:
  br label %"for.cond.k_4"
for.cond.k_4:
  %"k_4" = phi  i64 [0, %"for.body.j_1"], [%"k_4.next", %"for.end.l_2"]
  %"k_4.cond" = icmp slt i64 %"k_4", 4
  br i1 %"k_4.cond", label %"for.body.k_4", label %"for.end.k_4"
for.body.k_4:
  br label %"for.cond.l_2"
for.cond.l_2:
  %"l_2" = phi  i64 [0, %"for.body.k_4"], [%"l_2.next", %"for.end.r_1"]
  %"l_2.cond" = icmp slt i64 %"l_2", 4
  br i1 %"l_2.cond", label %"for.body.l_2", label %"for.end.l_2"
for.body.l_2:
  br label %"for.cond.r_1"
for.cond.r_1:
  %"r_1" = phi  i64 [0, %"for.body.l_2"], [%"r_1.next", %"for.body.r_1"]
  %"acc_3" = phi  float [             0x0, %"for.body.l_2"], [%"acc_4", %"for.body.r_1"]
  %"r_1.cond" = icmp slt i64 %"r_1", 4
  br i1 %"r_1.cond", label %"for.body.r_1", label %"for.end.r_1"
for.body.r_1:
  %"idx.28" = mul nsw i64 %"i", 128
  %"idx.29" = mul nsw i64 %"r_1", 32
  %"idx.30" = add nsw i64 %"idx.28", %"idx.29"
  %"idx.31" = mul nsw i64 %"j_1", 16
  %"idx.32" = add nsw i64 %"idx.30", %"idx.31"
  %"idx.33" = mul nsw i64 %"k_4", 4
  %"idx.34" = add nsw i64 %"idx.32", %"idx.33"
  %"idx.35" = add nsw i64 %"idx.34", %"l_2"
  %"first_3.ptr" = getelementptr inbounds i8, ptr %"first", i64 %"idx.35"
  %"first_3.mem" = load i8, ptr %"first_3.ptr", align 1
  %"first_3" = icmp ne i8 %"first_3.mem", 0
  %"idx.36" = mul nsw i64 %"i", 128
  %"idx.37" = mul nsw i64 %"j_1", 64
  %"idx.38" = add nsw i64 %"idx.36", %"idx.37"
  %"idx.39" = mul nsw i64 %"k_4", 16
  %"idx.40" = add nsw i64 %"idx.38", %"idx.39"
  %"idx.41" = udiv i64 %"r_1", 2
  %"idx.42" = mul nsw i64 %"idx.41", 8
  %"idx.43" = add nsw i64 %"idx.40", %"idx.42"
  %"idx.44" = mul nsw i64 %"l_2", 2
  %"idx.45" = add nsw i64 %"idx.43", %"idx.44"
  %"idx.46" = urem i64 %"r_1", 2
  %"idx.47" = add nsw i64 %"idx.45", %"idx.46"
  %"mm_2.ptr" = getelementptr inbounds float, ptr %"mm", i64 %"idx.47"
  %"mm_2" = load float, ptr %"mm_2.ptr", align 4
  %"primals_3_2.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"i"
  %"primals_3_2" = load float, ptr %"primals_3_2.ptr", align 4
  %"conv2d_1" = fadd float %"mm_2", %"primals_3_2"
  %"relu_1.keep" = fcmp oge float %"conv2d_1",              0x0
  %"relu_1.nan" = fcmp uno float %"conv2d_1", %"conv2d_1"
  %".44" = or i1 %"relu_1.keep", %"relu_1.nan"
  %"relu_1" = select  i1 %".44", float %"conv2d_1", float              0x0
  %"select_1" = select  i1 %"first_3", float %"relu_1", float              0x0
  %"acc_4" = fadd reassoc float %"acc_3", %"select_1"
  %"r_1.next" = add nsw i64 %"r_1", 1
  br label %"for.cond.r_1"
for.end.r_1:
  %"idx.48" = mul nsw i64 %"j_1", 16
  %"idx.49" = mul nsw i64 %"k_4", 4
  %"idx.50" = add nsw i64 %"idx.48", %"idx.49"
  %"idx.51" = add nsw i64 %"idx.50", %"l_2"
  %"sum.ptr" = getelementptr inbounds float, float* %"sum", i64 %"idx.51"
  store float %"acc_3", float* %"sum.ptr", align 4
  %"l_2.next" = add nsw i64 %"l_2", 1
  br label %"for.cond.l_2"
for.end.l_2:
  %"k_4.next" = add nsw i64 %"k_4", 1
  br label %"for.cond.k_4"
for.end.k_4:
  %"j_1.next" = add nsw i64 %"j_1", 1
  br label %"for.cond.j_1"
for.end.j_1:
  br label %"for.cond.j_2"
for.cond.j_2:
  %"j_2" = phi  i64 [0, %"for.end.j_1"], [%"j_2.next", %"for.end.k_5"]
  %"j_2.cond" = icmp slt i64 %"j_2", 3
  br i1 %"j_2.cond", label %"for.body.j_2", label %"for.end.j_2"
for.body.j_2:
  br label %"for.cond.k_5"
for.cond.k_5:
  %"k_5" = phi  i64 [0, %"for.body.j_2"], [%"k_5.next", %"for.end.l_3"]
  %"k_5.cond" = icmp slt i64 %"k_5", 3
  br i1 %"k_5.cond", label %"for.body.k_5", label %"for.end.k_5"
for.body.k_5:
  br label %"for.cond.l_3"
for.cond.l_3:
  %"l_3" = phi  i64 [0, %"for.body.k_5"], [%"l_3.next", %"for.body.l_3"]
  %"l_3.cond" = icmp slt i64 %"l_3", 2
  br i1 %"l_3.cond", label %"for.body.l_3", label %"for.end.l_3"
for.body.l_3:
  %"idx.52" = mul nsw i64 %"l_3", 16
  %"idx.53" = mul nsw i64 %"j_2", 4
  %"idx.54" = add nsw i64 %"idx.52", %"idx.53"
  %"idx.55" = add nsw i64 %"idx.54", %"k_5"
  %"sum_1.ptr" = getelementptr inbounds float, float* %"sum", i64 %"idx.55"
  %"sum_1" = load float, float* %"sum_1.ptr", align 4
  %"idx.56" = mul nsw i64 %"i", 18
  %"idx.57" = mul nsw i64 %"j_2", 6
  %"idx.58" = add nsw i64 %"idx.56", %"idx.57"
  %"idx.59" = mul nsw i64 %"k_5", 2
  %"idx.60" = add nsw i64 %"idx.58", %"idx.59"
  %"idx.61" = add nsw i64 %"idx.60", %"l_3"
  %"cols.ptr" = getelementptr inbounds float, ptr %"cols", i64 %"idx.61"
  store float %"sum_1", ptr %"cols.ptr", align 4
  %"l_3.next" = add nsw i64 %"l_3", 1
  br label %"for.cond.l_3"
for.end.l_3:
  %"k_5.next" = add nsw i64 %"k_5", 1
  br label %"for.cond.k_5"
for.end.k_5:
  %"j_2.next" = add nsw i64 %"j_2", 1
  br label %"for.cond.j_2"
for.end.j_2:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define internal void @"kernel.sum_1"(ptr captures(none) noalias dereferenceable(48) %"mm", ptr captures(none) noalias dereferenceable(48) %"mean") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 2
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
  %"k" = phi  i64 [0, %"for.body.j"], [%"k.next", %"for.end.l"]
  %"k.cond" = icmp slt i64 %"k", 1
  br i1 %"k.cond", label %"for.body.k", label %"for.end.k"
for.body.k:
  br label %"for.cond.l"
for.cond.l:
  %"l" = phi  i64 [0, %"for.body.k"], [%"l.next", %"for.end.r"]
  %"l.cond" = icmp slt i64 %"l", 1
  br i1 %"l.cond", label %"for.body.l", label %"for.end.l"
for.body.l:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"for.body.l"], [%"r.next", %"for.body.r"]
  %"acc_1" = phi  float [             0x0, %"for.body.l"], [%"acc_2", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 1
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"idx" = add nsw i64 %"i", %"r"
  %"idx.1" = mul nsw i64 %"j", 2
  %"idx.2" = add nsw i64 %"idx", %"idx.1"
  %"mm_1.ptr" = getelementptr inbounds float, ptr %"mm", i64 %"idx.2"
  %"mm_1" = load float, ptr %"mm_1.ptr", align 4
  %"acc_2" = fadd reassoc float %"acc_1", %"mm_1"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"idx.3" = mul nsw i64 %"i", 6
  %"idx.4" = add nsw i64 %"idx.3", %"j"
  %"idx.5" = add nsw i64 %"idx.4", %"k"
  %"idx.6" = add nsw i64 %"idx.5", %"l"
  %"mean.ptr" = getelementptr inbounds float, ptr %"mean", i64 %"idx.6"
  store float %"acc_1", ptr %"mean.ptr", align 4
  %"l.next" = add nsw i64 %"l", 1
  br label %"for.cond.l"
for.end.l:
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

define internal void @"kernel.fused_sub_mul_sum"(ptr captures(none) noalias dereferenceable(40) %"mm", ptr captures(none) noalias dereferenceable(40) %"primals_6", ptr captures(none) noalias dereferenceable(4) %"sum") noinline nounwind
{
entry:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"entry"], [%"r.next", %"for.body.r"]
  %"acc_1" = phi  float [             0x0, %"entry"], [%"acc_2", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 10
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"mm_1.ptr" = getelementptr inbounds float, ptr %"mm", i64 %"r"
  %"mm_1" = load float, ptr %"mm_1.ptr", align 4
  %"primals_6_1.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"r"
  %"primals_6_1" = load float, ptr %"primals_6_1.ptr", align 4
  %"diff" = fsub float %"mm_1", %"primals_6_1"
  %"sq" = fmul float %"diff", %"diff"
  %"acc_2" = fadd reassoc float %"acc_1", %"sq"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"sum.ptr" = getelementptr inbounds float, ptr %"sum", i64 0
  store float %"acc_1", ptr %"sum.ptr", align 4
  ret void
}

define internal void @"kernel.div"(ptr captures(none) noalias dereferenceable(4) %"sum", ptr captures(none) noalias dereferenceable(4) %"mse") noinline nounwind
{
entry:
  %"sum_1.ptr" = getelementptr inbounds float, ptr %"sum", i64 0
  %"sum_1" = load float, ptr %"sum_1.ptr", align 4
  %"mse_1" = fdiv float %"sum_1", 0x4024000000000000
  %"mse.ptr" = getelementptr inbounds float, ptr %"mse", i64 0
  store float %"mse_1", ptr %"mse.ptr", align 4
  ret void
}

define internal void @"kernel.fused_add_relu_gt"(ptr captures(none) noalias dereferenceable(2048) %"mm", ptr captures(none) noalias dereferenceable(16) %"primals_3", ptr captures(none) noalias dereferenceable(512) %"gt") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 2
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.end.k"]
  %"j.cond" = icmp slt i64 %"j", 4
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  br label %"for.cond.k"
for.cond.k:
  %"k" = phi  i64 [0, %"for.body.j"], [%"k.next", %"for.end.l"]
  %"k.cond" = icmp slt i64 %"k", 8
  br i1 %"k.cond", label %"for.body.k", label %"for.end.k"
for.body.k:
  br label %"for.cond.l"
for.cond.l:
  %"l" = phi  i64 [0, %"for.body.k"], [%"l.next", %"for.body.l"]
  %"l.cond" = icmp slt i64 %"l", 8
  br i1 %"l.cond", label %"for.body.l", label %"for.end.l"
for.body.l:
  %"idx" = mul nsw i64 %"j", 128
  %"idx.1" = mul nsw i64 %"i", 64
  %"idx.2" = add nsw i64 %"idx", %"idx.1"
  %"idx.3" = mul nsw i64 %"k", 8
  %"idx.4" = add nsw i64 %"idx.2", %"idx.3"
  %"idx.5" = add nsw i64 %"idx.4", %"l"
  %"mm_1.ptr" = getelementptr inbounds float, ptr %"mm", i64 %"idx.5"
  %"mm_1" = load float, ptr %"mm_1.ptr", align 4
  %"primals_3_1.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"j"
  %"primals_3_1" = load float, ptr %"primals_3_1.ptr", align 4
  %"conv2d" = fadd float %"mm_1", %"primals_3_1"
  %"relu.keep" = fcmp oge float %"conv2d",              0x0
  %"relu.nan" = fcmp uno float %"conv2d", %"conv2d"
  %".13" = or i1 %"relu.keep", %"relu.nan"
  %"relu" = select  i1 %".13", float %"conv2d", float              0x0
  %"gt_1" = fcmp ogt float %"relu",              0x0
  %"idx.6" = mul nsw i64 %"i", 256
  %"idx.7" = mul nsw i64 %"j", 64
  %"idx.8" = add nsw i64 %"idx.6", %"idx.7"
  %"idx.9" = mul nsw i64 %"k", 8
  %"idx.10" = add nsw i64 %"idx.8", %"idx.9"
  %"idx.11" = add nsw i64 %"idx.10", %"l"
  %"gt.ptr" = getelementptr inbounds i8, ptr %"gt", i64 %"idx.11"
  %".14" = zext i1 %"gt_1" to i8
  store i8 %".14", ptr %"gt.ptr", align 1
  %"l.next" = add nsw i64 %"l", 1
  br label %"for.cond.l"
for.end.l:
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

define void @"convnet_forward"(ptr captures(none) noalias %"args", ptr captures(none) noalias %"arena") nounwind
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
  %"primals_5.slot" = getelementptr inbounds ptr, ptr %"args", i64 4
  %"primals_5" = load ptr, ptr %"primals_5.slot"
  %"primals_6.slot" = getelementptr inbounds ptr, ptr %"args", i64 5
  %"primals_6" = load ptr, ptr %"primals_6.slot"
  %"padded" = getelementptr inbounds i8, ptr %"arena", i64 13824
  call void @"kernel.pad"(ptr %"primals_1", ptr %"padded")
  %"fault" = load i64, [3 x i64]* @"aotgrad.fault"
  %"failed" = icmp ne i64 %"fault", 0
  br i1 %"failed", label %"entry.if", label %"entry.endif", !prof !1
entry.if:
  ret void
entry.endif:
  %"cols" = getelementptr inbounds i8, ptr %"arena", i64 0
  call void @"kernel.unfold"(ptr %"padded", ptr %"cols")
  %"mm" = getelementptr inbounds i8, ptr %"arena", i64 13824
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 111, i64 4, i64 128, i64 27, float 0x3ff0000000000000, ptr %"primals_2", i64 27, ptr %"cols", i64 128, float              0x0, ptr %"mm", i64 128)
  %"first.slot" = getelementptr inbounds ptr, ptr %"args", i64 6
  %"first" = load ptr, ptr %"first.slot"
  %"cols_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 7
  %"cols_1" = load ptr, ptr %"cols_1.slot"
  call void @"kernel.fused_add_relu_argmax_iota_eq_where"(ptr %"mm", ptr %"primals_3", ptr %"first", ptr %"cols_1")
  %"mm_1" = getelementptr inbounds i8, ptr %"arena", i64 0
  br label %"for.cond.batch"
for.cond.batch:
  %"batch" = phi  i64 [0, %"entry.endif"], [%"batch.next", %"for.body.batch"]
  %"batch.cond" = icmp slt i64 %"batch", 2
  br i1 %"batch.cond", label %"for.body.batch", label %"for.end.batch"
for.body.batch:
  %".12" = mul i64 %"batch", 216
  %".13" = getelementptr inbounds i8, ptr %"primals_4", i64 %".12"
  %".14" = mul i64 %"batch", 144
  %".15" = getelementptr inbounds i8, ptr %"cols_1", i64 %".14"
  %".16" = mul i64 %"batch", 24
  %".17" = getelementptr inbounds i8, ptr %"mm_1", i64 %".16"
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 111, i64 3, i64 2, i64 18, float 0x3ff0000000000000, ptr %".13", i64 18, ptr %".15", i64 2, float              0x0, ptr %".17", i64 2)
  %"batch.next" = add nsw i64 %"batch", 1
  br label %"for.cond.batch"
for.end.batch:
  %"mean.slot" = getelementptr inbounds ptr, ptr %"args", i64 8
  %"mean" = load ptr, ptr %"mean.slot"
  call void @"kernel.sum_1"(ptr %"mm_1", ptr %"mean")
  %"mm_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 9
  %"mm_2" = load ptr, ptr %"mm_2.slot"
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 111, i64 2, i64 5, i64 6, float 0x3ff0000000000000, ptr %"mean", i64 6, ptr %"primals_5", i64 5, float              0x0, ptr %"mm_2", i64 5)
  %"sum" = getelementptr inbounds i8, ptr %"arena", i64 0
  call void @"kernel.fused_sub_mul_sum"(ptr %"mm_2", ptr %"primals_6", ptr %"sum")
  %"mse.slot" = getelementptr inbounds ptr, ptr %"args", i64 10
  %"mse" = load ptr, ptr %"mse.slot"
  call void @"kernel.div"(ptr %"sum", ptr %"mse")
  %"gt.slot" = getelementptr inbounds ptr, ptr %"args", i64 11
  %"gt" = load ptr, ptr %"gt.slot"
  call void @"kernel.fused_add_relu_gt"(ptr %"mm", ptr %"primals_3", ptr %"gt")
  ret void
}

declare void @"scipy_cblas_sgemm64_"(i32 %".1", i32 %".2", i32 %".3", i64 %".4", i64 %".5", i64 %".6", float %".7", ptr %".8", i64 %".9", ptr %".10", i64 %".11", float %".12", ptr %".13", i64 %".14")

!0 = !{ !"branch_weights", i32 99, i32 1 }
!1 = !{ !"branch_weights", i32 1, i32 99 }
; ----- program @convnet_backward ----- ;
; ModuleID = "convnet_backward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.pad"(ptr captures(none) noalias dereferenceable(1536) %"primals_1", ptr captures(none) noalias dereferenceable(2400) %"padded") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 2
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.end.k"]
  %"j.cond" = icmp slt i64 %"j", 3
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  br label %"for.cond.k"
for.cond.k:
  %"k" = phi  i64 [0, %"for.body.j"], [%"k.next", %"for.end.l"]
  %"k.cond" = icmp slt i64 %"k", 10
  br i1 %"k.cond", label %"for.body.k", label %"for.end.k"
for.body.k:
  br label %"for.cond.l"
for.cond.l:
  %"l" = phi  i64 [0, %"for.body.k"], [%"l.next", %"bounds.ok.1"]
  %"l.cond" = icmp slt i64 %"l", 10
  br i1 %"l.cond", label %"for.body.l", label %"for.end.l"
for.body.l:
  %"h.ptr" = getelementptr inbounds i64, ptr @"const.43b99316d82314f8756018f1", i64 %"k"
  %"h" = load i64, ptr %"h.ptr", align 8
  %"h_ok" = icmp sge i64 %"h", 0
  %"h_1.keep" = icmp sge i64 %"h", 0
  %"h_1" = select  i1 %"h_1.keep", i64 %"h", i64 0
  %"w.ptr" = getelementptr inbounds i64, ptr @"const.43b99316d82314f8756018f1", i64 %"l"
  %"w" = load i64, ptr %"w.ptr", align 8
  %"w_ok" = icmp sge i64 %"w", 0
  %"w_1.keep" = icmp sge i64 %"w", 0
  %"w_1" = select  i1 %"w_1.keep", i64 %"w", i64 0
  %"inside" = select  i1 %"h_ok", i1 %"w_ok", i1 0
  %"inbounds" = icmp ult i64 %"h_1", 8
  br i1 %"inbounds", label %"bounds.ok", label %"bounds.fail", !prof !0
bounds.fail:
  %"claim" = cmpxchg [3 x i64]* @"aotgrad.fault", i64 0, i64 1 monotonic monotonic
  %"first" = extractvalue {i64, i1} %"claim", 1
  br i1 %"first", label %"bounds.fail.if", label %"bounds.fail.endif"
bounds.ok:
  %"inbounds.1" = icmp ult i64 %"w_1", 8
  br i1 %"inbounds.1", label %"bounds.ok.1", label %"bounds.fail.1", !prof !0
bounds.fail.if:
  %"fault.index" = getelementptr inbounds [3 x i64], [3 x i64]* @"aotgrad.fault", i64 0, i64 1
  store i64 %"h_1", i64* %"fault.index"
  %"fault.position" = getelementptr inbounds [3 x i64], [3 x i64]* @"aotgrad.fault", i64 0, i64 2
  store i64 %"k", i64* %"fault.position"
  br label %"bounds.fail.endif"
bounds.fail.endif:
  ret void
bounds.fail.1:
  %"claim.1" = cmpxchg [3 x i64]* @"aotgrad.fault", i64 0, i64 2 monotonic monotonic
  %"first.1" = extractvalue {i64, i1} %"claim.1", 1
  br i1 %"first.1", label %"bounds.fail.1.if", label %"bounds.fail.1.endif"
bounds.ok.1:
  %"idx" = mul nsw i64 %"i", 192
  %"idx.1" = mul nsw i64 %"j", 64
  %"idx.2" = add nsw i64 %"idx", %"idx.1"
  %"idx.3" = mul nsw i64 %"h_1", 8
  %"idx.4" = add nsw i64 %"idx.2", %"idx.3"
  %"idx.5" = add nsw i64 %"idx.4", %"w_1"
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.5"
  %"primals_1_1" = load float, ptr %"primals_1_1.ptr", align 4
  %"padded_1" = select  i1 %"inside", float %"primals_1_1", float              0x0
  %"idx.6" = mul nsw i64 %"i", 300
  %"idx.7" = mul nsw i64 %"j", 100
  %"idx.8" = add nsw i64 %"idx.6", %"idx.7"
  %"idx.9" = mul nsw i64 %"k", 10
  %"idx.10" = add nsw i64 %"idx.8", %"idx.9"
  %"idx.11" = add nsw i64 %"idx.10", %"l"
  %"padded.ptr" = getelementptr inbounds float, ptr %"padded", i64 %"idx.11"
  store float %"padded_1", ptr %"padded.ptr", align 4
  %"l.next" = add nsw i64 %"l", 1
  br label %"for.cond.l"
bounds.fail.1.if:
  %"fault.index.1" = getelementptr inbounds [3 x i64], [3 x i64]* @"aotgrad.fault", i64 0, i64 1
  store i64 %"w_1", i64* %"fault.index.1"
  %"fault.position.1" = getelementptr inbounds [3 x i64], [3 x i64]* @"aotgrad.fault", i64 0, i64 2
  store i64 %"l", i64* %"fault.position.1"
  br label %"bounds.fail.1.endif"
bounds.fail.1.endif:
  ret void
for.end.l:
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

@"const.43b99316d82314f8756018f1" = private unnamed_addr constant [10 x i64] [i64 -1, i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 -1], align 64
@"aotgrad.fault" = global [3 x i64] zeroinitializer, align 8
define internal void @"kernel.unfold"(ptr captures(none) noalias dereferenceable(2400) %"padded", ptr captures(none) noalias dereferenceable(13824) %"cols") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 3
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.end.k"]
  %"j.cond" = icmp slt i64 %"j", 3
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  br label %"for.cond.k"
for.cond.k:
  %"k" = phi  i64 [0, %"for.body.j"], [%"k.next", %"for.end.l"]
  %"k.cond" = icmp slt i64 %"k", 3
  br i1 %"k.cond", label %"for.body.k", label %"for.end.k"
for.body.k:
  br label %"for.cond.l"
for.cond.l:
  %"l" = phi  i64 [0, %"for.body.k"], [%"l.next", %"for.end.m"]
  %"l.cond" = icmp slt i64 %"l", 2
  br i1 %"l.cond", label %"for.body.l", label %"for.end.l"
for.body.l:
  br label %"for.cond.m"
for.cond.m:
  %"m" = phi  i64 [0, %"for.body.l"], [%"m.next", %"for.end.n"]
  %"m.cond" = icmp slt i64 %"m", 8
  br i1 %"m.cond", label %"for.body.m", label %"for.end.m"
for.body.m:
  br label %"for.cond.n"
for.cond.n:
  %"n" = phi  i64 [0, %"for.body.m"], [%"n.next", %"for.body.n"]
  %"n.cond" = icmp slt i64 %"n", 8
  br i1 %"n.cond", label %"for.body.n", label %"for.end.n"
for.body.n:
  %"idx" = mul nsw i64 %"l", 300
  %"idx.1" = mul nsw i64 %"i", 100
  %"idx.2" = add nsw i64 %"idx", %"idx.1"
  %"idx.3" = mul nsw i64 %"m", 10
  %"idx.4" = add nsw i64 %"idx.2", %"idx.3"
  %"idx.5" = mul nsw i64 %"j", 10
  %"idx.6" = add nsw i64 %"idx.4", %"idx.5"
  %"idx.7" = add nsw i64 %"idx.6", %"n"
  %"idx.8" = add nsw i64 %"idx.7", %"k"
  %"padded_1.ptr" = getelementptr inbounds float, ptr %"padded", i64 %"idx.8"
  %"padded_1" = load float, ptr %"padded_1.ptr", align 4
  %"idx.9" = mul nsw i64 %"i", 1152
  %"idx.10" = mul nsw i64 %"j", 384
  %"idx.11" = add nsw i64 %"idx.9", %"idx.10"
  %"idx.12" = mul nsw i64 %"k", 128
  %"idx.13" = add nsw i64 %"idx.11", %"idx.12"
  %"idx.14" = mul nsw i64 %"l", 64
  %"idx.15" = add nsw i64 %"idx.13", %"idx.14"
  %"idx.16" = mul nsw i64 %"m", 8
  %"idx.17" = add nsw i64 %"idx.15", %"idx.16"
  %"idx.18" = add nsw i64 %"idx.17", %"n"
  %"cols.ptr" = getelementptr inbounds float, ptr %"cols", i64 %"idx.18"
  store float %"padded_1", ptr %"cols.ptr", align 4
  %"n.next" = add nsw i64 %"n", 1
  br label %"for.cond.n"
for.end.n:
  %"m.next" = add nsw i64 %"m", 1
  br label %"for.cond.m"
for.end.m:
  %"l.next" = add nsw i64 %"l", 1
  br label %"for.cond.l"
for.end.l:
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

define internal void @"kernel.fused_sub_mul_div_neg"(ptr captures(none) noalias dereferenceable(40) %"mm", ptr captures(none) noalias dereferenceable(40) %"primals_6", ptr captures(none) noalias dereferenceable(4) %"tangents_1", ptr captures(none) noalias dereferenceable(40) %"d_mm", ptr captures(none) noalias dereferenceable(40) %"d_primals_6") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 2
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
  %"mm_1.ptr" = getelementptr inbounds float, ptr %"mm", i64 %"idx.1"
  %"mm_1" = load float, ptr %"mm_1.ptr", align 4
  %"primals_6_1.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"idx.1"
  %"primals_6_1" = load float, ptr %"primals_6_1.ptr", align 4
  %"sub" = fsub float %"mm_1", %"primals_6_1"
  %"tangents_1_1.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_1" = load float, ptr %"tangents_1_1.ptr", align 4
  %"mul" = fmul float %"tangents_1_1", 0x4000000000000000
  %"div" = fdiv float %"mul", 0x4024000000000000
  %"d_mm_1" = fmul float %"sub", %"div"
  %"d_mm.ptr" = getelementptr inbounds float, ptr %"d_mm", i64 %"idx.1"
  store float %"d_mm_1", ptr %"d_mm.ptr", align 4
  %"d_primals_6_1" = fneg float %"d_mm_1"
  %"d_primals_6.ptr" = getelementptr inbounds float, ptr %"d_primals_6", i64 %"idx.1"
  store float %"d_primals_6_1", ptr %"d_primals_6.ptr", align 4
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define internal void @"kernel.copy"(ptr captures(none) noalias dereferenceable(48) %"d_p", ptr captures(none) noalias dereferenceable(48) %"reshape_1") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 2
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.end.k"]
  %"j.cond" = icmp slt i64 %"j", 3
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  br label %"for.cond.k"
for.cond.k:
  %"k" = phi  i64 [0, %"for.body.j"], [%"k.next", %"for.body.k"]
  %"k.cond" = icmp slt i64 %"k", 2
  br i1 %"k.cond", label %"for.body.k", label %"for.end.k"
for.body.k:
  %"idx" = mul nsw i64 %"k", 6
  %"idx.1" = mul nsw i64 %"i", 3
  %"idx.2" = add nsw i64 %"idx", %"idx.1"
  %"idx.3" = add nsw i64 %"idx.2", %"j"
  %"d_p_1.ptr" = getelementptr inbounds float, ptr %"d_p", i64 %"idx.3"
  %"d_p_1" = load float, ptr %"d_p_1.ptr", align 4
  %"idx.4" = mul nsw i64 %"i", 6
  %"idx.5" = mul nsw i64 %"j", 2
  %"idx.6" = add nsw i64 %"idx.4", %"idx.5"
  %"idx.7" = add nsw i64 %"idx.6", %"k"
  %"reshape_1.ptr" = getelementptr inbounds float, ptr %"reshape_1", i64 %"idx.7"
  store float %"d_p_1", ptr %"reshape_1.ptr", align 4
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

define internal void @"kernel.fold"(ptr captures(none) noalias dereferenceable(512) %"d_h", ptr captures(none) noalias dereferenceable(288) %"reshape_3") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 2
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.end.k"]
  %"j.cond" = icmp slt i64 %"j", 4
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  br label %"for.cond.k"
for.cond.k:
  %"k" = phi  i64 [0, %"for.body.j"], [%"k.next", %"for.end.l"]
  %"k.cond" = icmp slt i64 %"k", 4
  br i1 %"k.cond", label %"for.body.k", label %"for.end.k"
for.body.k:
  br label %"for.cond.l"
for.cond.l:
  %"l" = phi  i64 [0, %"for.body.k"], [%"l.next", %"for.body.l"]
  %"l.cond" = icmp slt i64 %"l", 4
  br i1 %"l.cond", label %"for.body.l", label %"for.end.l"
for.body.l:
  %"idx" = mul nsw i64 %"i", 64
  %"idx.1" = mul nsw i64 %"j", 16
  %"idx.2" = add nsw i64 %"idx", %"idx.1"
  %"idx.3" = mul nsw i64 %"k", 4
  %"idx.4" = add nsw i64 %"idx.2", %"idx.3"
  %"idx.5" = add nsw i64 %"idx.4", %"l"
  %"d_h.ptr" = getelementptr inbounds float, ptr %"d_h", i64 %"idx.5"
  store float              0x0, ptr %"d_h.ptr", align 4
  %"l.next" = add nsw i64 %"l", 1
  br label %"for.cond.l"
for.end.l:
  %"k.next" = add nsw i64 %"k", 1
  br label %"for.cond.k"
for.end.k:
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  br label %"for.cond.c_1"
for.cond.c_1:
  %"c_1" = phi  i64 [0, %"for.end.i"], [%"c_1.next", %"for.end.i_1"]
  %"c_1.cond" = icmp slt i64 %"c_1", 4
  br i1 %"c_1.cond", label %"for.body.c_1", label %"for.end.c_1"
for.body.c_1:
  br label %"for.cond.i_1"
for.cond.i_1:
  %"i_1" = phi  i64 [0, %"for.body.c_1"], [%"i_1.next", %"for.end.j_1"]
  %"i_1.cond" = icmp slt i64 %"i_1", 3
  br i1 %"i_1.cond", label %"for.body.i_1", label %"for.end.i_1"
for.body.i_1:
  br label %"for.cond.j_1"
for.cond.j_1:
  %"j_1" = phi  i64 [0, %"for.body.i_1"], [%"j_1.next", %"for.end.n"]
  %"j_1.cond" = icmp slt i64 %"j_1", 3
  br i1 %"j_1.cond", label %"for.body.j_1", label %"for.end.j_1"
for.body.j_1:
  br label %"for.cond.n"
for.cond.n:
  %"n" = phi  i64 [0, %"for.body.j_1"], [%"n.next", %"for.end.y"]
  %"n.cond" = icmp slt i64 %"n", 2
  br i1 %"n.cond", label %"for.body.n", label %"for.end.n"
for.body.n:
  br label %"for.cond.y"
for.cond.y:
  %"y" = phi  i64 [0, %"for.body.n"], [%"y.next", %"for.end.x"]
  %"y.cond" = icmp slt i64 %"y", 1
  br i1 %"y.cond", label %"for.body.y", label %"for.end.y"
for.body.y:
  br label %"for.cond.x"
for.cond.x:
  %"x" = phi  i64 [0, %"for.body.y"], [%"x.next", %"for.body.x"]
  %"x.cond" = icmp slt i64 %"x", 1
  br i1 %"x.cond", label %"for.body.x", label %"for.end.x"
for.body.x:
  %"idx.6" = mul nsw i64 %"c_1", 18
  %"idx.7" = mul nsw i64 %"i_1", 6
  %"idx.8" = add nsw i64 %"idx.6", %"idx.7"
  %"idx.9" = mul nsw i64 %"j_1", 2
  %"idx.10" = add nsw i64 %"idx.8", %"idx.9"
  %"idx.11" = add nsw i64 %"idx.10", %"n"
  %"idx.12" = add nsw i64 %"idx.11", %"y"
  %"idx.13" = add nsw i64 %"idx.12", %"x"
  %"col.ptr" = getelementptr inbounds float, ptr %"reshape_3", i64 %"idx.13"
  %"col" = load float, ptr %"col.ptr", align 4
  %"idx.14" = mul nsw i64 %"n", 64
  %"idx.15" = mul nsw i64 %"c_1", 16
  %"idx.16" = add nsw i64 %"idx.14", %"idx.15"
  %"idx.17" = mul nsw i64 %"y", 8
  %"idx.18" = add nsw i64 %"idx.16", %"idx.17"
  %"idx.19" = mul nsw i64 %"i_1", 4
  %"idx.20" = add nsw i64 %"idx.18", %"idx.19"
  %"idx.21" = mul nsw i64 %"x", 2
  %"idx.22" = add nsw i64 %"idx.20", %"idx.21"
  %"idx.23" = add nsw i64 %"idx.22", %"j_1"
  %"d_h.ptr.1" = getelementptr inbounds float, ptr %"d_h", i64 %"idx.23"
  %"d_h.old" = load float, ptr %"d_h.ptr.1", align 4
  %"d_h.new" = fadd float %"d_h.old", %"col"
  store float %"d_h.new", ptr %"d_h.ptr.1", align 4
  %"x.next" = add nsw i64 %"x", 1
  br label %"for.cond.x"
for.end.x:
  %"y.next" = add nsw i64 %"y", 1
  br label %"for.cond.y"
for.end.y:
  %"n.next" = add nsw i64 %"n", 1
  br label %"for.cond.n"
for.end.n:
  %"j_1.next" = add nsw i64 %"j_1", 1
  br label %"for.cond.j_1"
for.end.j_1:
  %"i_1.next" = add nsw i64 %"i_1", 1
  br label %"for.cond.i_1"
for.end.i_1:
  %"c_1.next" = add nsw i64 %"c_1", 1
  br label %"for.cond.c_1"
for.end.c_1:
  ret void
}

define internal void @"kernel.fused_where_copy_sum"(ptr captures(none) noalias dereferenceable(512) %"gt", ptr captures(none) noalias dereferenceable(512) %"first", ptr captures(none) noalias dereferenceable(512) %"d_h", ptr captures(none) noalias dereferenceable(2048) %"reshape_7", ptr captures(none) noalias dereferenceable(16) %"d_primals_3") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.r"]
  %"i.cond" = icmp slt i64 %"i", 4
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.body.j"]
  %"j.cond" = icmp slt i64 %"j", 128
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"idx" = udiv i64 %"j", 64
  %"idx.1" = mul nsw i64 %"idx", 256
  %"idx.2" = mul nsw i64 %"i", 64
  %"idx.3" = add nsw i64 %"idx.1", %"idx.2"
  %"idx.4" = urem i64 %"j", 64
  %"idx.5" = add nsw i64 %"idx.3", %"idx.4"
  %"gt_1.ptr" = getelementptr inbounds i8, ptr %"gt", i64 %"idx.5"
  %"gt_1.mem" = load i8, ptr %"gt_1.ptr", align 1
  %"gt_1" = icmp ne i8 %"gt_1.mem", 0
  %"idx.6" = mul nsw i64 %"i", 128
  %"idx.7" = udiv i64 %"j", 8
  %"idx.8" = urem i64 %"idx.7", 8
  %"idx.9" = urem i64 %"idx.8", 2
  %"idx.10" = mul nsw i64 %"idx.9", 64
  %"idx.11" = add nsw i64 %"idx.6", %"idx.10"
  %"idx.12" = urem i64 %"j", 8
  %"idx.13" = urem i64 %"idx.12", 2
  %"idx.14" = mul nsw i64 %"idx.13", 32
  %"idx.15" = add nsw i64 %"idx.11", %"idx.14"
  %"idx.16" = udiv i64 %"j", 64
  %"idx.17" = mul nsw i64 %"idx.16", 16
  %"idx.18" = add nsw i64 %"idx.15", %"idx.17"
  %"idx.19" = udiv i64 %"j", 8
  %"idx.20" = urem i64 %"idx.19", 8
  %"idx.21" = udiv i64 %"idx.20", 2
  %"idx.22" = mul nsw i64 %"idx.21", 4
  %"idx.23" = add nsw i64 %"idx.18", %"idx.22"
  %"idx.24" = urem i64 %"j", 8
  %"idx.25" = udiv i64 %"idx.24", 2
  %"idx.26" = add nsw i64 %"idx.23", %"idx.25"
  %"first_1.ptr" = getelementptr inbounds i8, ptr %"first", i64 %"idx.26"
  %"first_1.mem" = load i8, ptr %"first_1.ptr", align 1
  %"first_1" = icmp ne i8 %"first_1.mem", 0
  %"idx.27" = udiv i64 %"j", 64
  %"idx.28" = mul nsw i64 %"idx.27", 64
  %"idx.29" = mul nsw i64 %"i", 16
  %"idx.30" = add nsw i64 %"idx.28", %"idx.29"
  %"idx.31" = udiv i64 %"j", 8
  %"idx.32" = urem i64 %"idx.31", 8
  %"idx.33" = udiv i64 %"idx.32", 2
  %"idx.34" = mul nsw i64 %"idx.33", 4
  %"idx.35" = add nsw i64 %"idx.30", %"idx.34"
  %"idx.36" = urem i64 %"j", 8
  %"idx.37" = udiv i64 %"idx.36", 2
  %"idx.38" = add nsw i64 %"idx.35", %"idx.37"
  %"d_h_1.ptr" = getelementptr inbounds float, ptr %"d_h", i64 %"idx.38"
  %"d_h_1" = load float, ptr %"d_h_1.ptr", align 4
  %"where" = select  i1 %"first_1", float %"d_h_1", float              0x0
  %"d_conv2d" = select  i1 %"gt_1", float %"where", float              0x0
  %"idx.39" = mul nsw i64 %"i", 128
  %"idx.40" = add nsw i64 %"idx.39", %"j"
  %"reshape_7.ptr" = getelementptr inbounds float, ptr %"reshape_7", i64 %"idx.40"
  store float %"d_conv2d", ptr %"reshape_7.ptr", align 4
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"for.end.j"], [%"r.next", %"for.body.r"]
  %"acc_1" = phi  float [             0x0, %"for.end.j"], [%"acc_2", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 128
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"idx.41" = udiv i64 %"r", 64
  %"idx.42" = mul nsw i64 %"idx.41", 256
  %"idx.43" = mul nsw i64 %"i", 64
  %"idx.44" = add nsw i64 %"idx.42", %"idx.43"
  %"idx.45" = urem i64 %"r", 64
  %"idx.46" = add nsw i64 %"idx.44", %"idx.45"
  %"gt_2.ptr" = getelementptr inbounds i8, ptr %"gt", i64 %"idx.46"
  %"gt_2.mem" = load i8, ptr %"gt_2.ptr", align 1
  %"gt_2" = icmp ne i8 %"gt_2.mem", 0
  %"idx.47" = mul nsw i64 %"i", 128
  %"idx.48" = udiv i64 %"r", 8
  %"idx.49" = urem i64 %"idx.48", 8
  %"idx.50" = urem i64 %"idx.49", 2
  %"idx.51" = mul nsw i64 %"idx.50", 64
  %"idx.52" = add nsw i64 %"idx.47", %"idx.51"
  %"idx.53" = urem i64 %"r", 8
  %"idx.54" = urem i64 %"idx.53", 2
  %"idx.55" = mul nsw i64 %"idx.54", 32
  %"idx.56" = add nsw i64 %"idx.52", %"idx.55"
  %"idx.57" = udiv i64 %"r", 64
  %"idx.58" = mul nsw i64 %"idx.57", 16
  %"idx.59" = add nsw i64 %"idx.56", %"idx.58"
  %"idx.60" = udiv i64 %"r", 8
  %"idx.61" = urem i64 %"idx.60", 8
  %"idx.62" = udiv i64 %"idx.61", 2
  %"idx.63" = mul nsw i64 %"idx.62", 4
  %"idx.64" = add nsw i64 %"idx.59", %"idx.63"
  %"idx.65" = urem i64 %"r", 8
  %"idx.66" = udiv i64 %"idx.65", 2
  %"idx.67" = add nsw i64 %"idx.64", %"idx.66"
  %"first_2.ptr" = getelementptr inbounds i8, ptr %"first", i64 %"idx.67"
  %"first_2.mem" = load i8, ptr %"first_2.ptr", align 1
  %"first_2" = icmp ne i8 %"first_2.mem", 0
  %"idx.68" = udiv i64 %"r", 64
  %"idx.69" = mul nsw i64 %"idx.68", 64
  %"idx.70" = mul nsw i64 %"i", 16
  %"idx.71" = add nsw i64 %"idx.69", %"idx.70"
  %"idx.72" = udiv i64 %"r", 8
  %"idx.73" = urem i64 %"idx.72", 8
  %"idx.74" = udiv i64 %"idx.73", 2
  %"idx.75" = mul nsw i64 %"idx.74", 4
  %"idx.76" = add nsw i64 %"idx.71", %"idx.75"
  %"idx.77" = urem i64 %"r", 8
  %"idx.78" = udiv i64 %"idx.77", 2
  %"idx.79" = add nsw i64 %"idx.76", %"idx.78"
  %"d_h_2.ptr" = getelementptr inbounds float, ptr %"d_h", i64 %"idx.79"
  %"d_h_2" = load float, ptr %"d_h_2.ptr", align 4
  %"where_1" = select  i1 %"first_2", float %"d_h_2", float              0x0
  %"d_conv2d_1" = select  i1 %"gt_2", float %"where_1", float              0x0
  %"acc_2" = fadd reassoc float %"acc_1", %"d_conv2d_1"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"d_primals_3.ptr" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"i"
  store float %"acc_1", ptr %"d_primals_3.ptr", align 4
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define internal void @"kernel.fold_2"(ptr captures(none) noalias dereferenceable(2400) %"padded", ptr captures(none) noalias dereferenceable(13824) %"reshape_9") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 2
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.end.k"]
  %"j.cond" = icmp slt i64 %"j", 3
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  br label %"for.cond.k"
for.cond.k:
  %"k" = phi  i64 [0, %"for.body.j"], [%"k.next", %"for.end.l"]
  %"k.cond" = icmp slt i64 %"k", 10
  br i1 %"k.cond", label %"for.body.k", label %"for.end.k"
for.body.k:
  br label %"for.cond.l"
for.cond.l:
  %"l" = phi  i64 [0, %"for.body.k"], [%"l.next", %"for.body.l"]
  %"l.cond" = icmp slt i64 %"l", 10
  br i1 %"l.cond", label %"for.body.l", label %"for.end.l"
for.body.l:
  %"idx" = mul nsw i64 %"i", 300
  %"idx.1" = mul nsw i64 %"j", 100
  %"idx.2" = add nsw i64 %"idx", %"idx.1"
  %"idx.3" = mul nsw i64 %"k", 10
  %"idx.4" = add nsw i64 %"idx.2", %"idx.3"
  %"idx.5" = add nsw i64 %"idx.4", %"l"
  %"padded.ptr" = getelementptr inbounds float, ptr %"padded", i64 %"idx.5"
  store float              0x0, ptr %"padded.ptr", align 4
  %"l.next" = add nsw i64 %"l", 1
  br label %"for.cond.l"
for.end.l:
  %"k.next" = add nsw i64 %"k", 1
  br label %"for.cond.k"
for.end.k:
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  br label %"for.cond.c_1"
for.cond.c_1:
  %"c_1" = phi  i64 [0, %"for.end.i"], [%"c_1.next", %"for.end.i_1"]
  %"c_1.cond" = icmp slt i64 %"c_1", 3
  br i1 %"c_1.cond", label %"for.body.c_1", label %"for.end.c_1"
for.body.c_1:
  br label %"for.cond.i_1"
for.cond.i_1:
  %"i_1" = phi  i64 [0, %"for.body.c_1"], [%"i_1.next", %"for.end.j_1"]
  %"i_1.cond" = icmp slt i64 %"i_1", 3
  br i1 %"i_1.cond", label %"for.body.i_1", label %"for.end.i_1"
for.body.i_1:
  br label %"for.cond.j_1"
for.cond.j_1:
  %"j_1" = phi  i64 [0, %"for.body.i_1"], [%"j_1.next", %"for.end.n"]
  %"j_1.cond" = icmp slt i64 %"j_1", 3
  br i1 %"j_1.cond", label %"for.body.j_1", label %"for.end.j_1"
for.body.j_1:
  br label %"for.cond.n"
for.cond.n:
  %"n" = phi  i64 [0, %"for.body.j_1"], [%"n.next", %"for.end.y"]
  %"n.cond" = icmp slt i64 %"n", 2
  br i1 %"n.cond", label %"for.body.n", label %"for.end.n"
for.body.n:
  br label %"for.cond.y"
for.cond.y:
  %"y" = phi  i64 [0, %"for.body.n"], [%"y.next", %"for.end.x"]
  %"y.cond" = icmp slt i64 %"y", 8
  br i1 %"y.cond", label %"for.body.y", label %"for.end.y"
for.body.y:
  br label %"for.cond.x"
for.cond.x:
  %"x" = phi  i64 [0, %"for.body.y"], [%"x.next", %"for.body.x"]
  %"x.cond" = icmp slt i64 %"x", 8
  br i1 %"x.cond", label %"for.body.x", label %"for.end.x"
for.body.x:
  %"idx.6" = mul nsw i64 %"c_1", 1152
  %"idx.7" = mul nsw i64 %"i_1", 384
  %"idx.8" = add nsw i64 %"idx.6", %"idx.7"
  %"idx.9" = mul nsw i64 %"j_1", 128
  %"idx.10" = add nsw i64 %"idx.8", %"idx.9"
  %"idx.11" = mul nsw i64 %"n", 64
  %"idx.12" = add nsw i64 %"idx.10", %"idx.11"
  %"idx.13" = mul nsw i64 %"y", 8
  %"idx.14" = add nsw i64 %"idx.12", %"idx.13"
  %"idx.15" = add nsw i64 %"idx.14", %"x"
  %"col.ptr" = getelementptr inbounds float, ptr %"reshape_9", i64 %"idx.15"
  %"col" = load float, ptr %"col.ptr", align 4
  %"idx.16" = mul nsw i64 %"n", 300
  %"idx.17" = mul nsw i64 %"c_1", 100
  %"idx.18" = add nsw i64 %"idx.16", %"idx.17"
  %"idx.19" = mul nsw i64 %"y", 10
  %"idx.20" = add nsw i64 %"idx.18", %"idx.19"
  %"idx.21" = mul nsw i64 %"i_1", 10
  %"idx.22" = add nsw i64 %"idx.20", %"idx.21"
  %"idx.23" = add nsw i64 %"idx.22", %"x"
  %"idx.24" = add nsw i64 %"idx.23", %"j_1"
  %"padded.ptr.1" = getelementptr inbounds float, ptr %"padded", i64 %"idx.24"
  %"padded.old" = load float, ptr %"padded.ptr.1", align 4
  %"padded.new" = fadd float %"padded.old", %"col"
  store float %"padded.new", ptr %"padded.ptr.1", align 4
  %"x.next" = add nsw i64 %"x", 1
  br label %"for.cond.x"
for.end.x:
  %"y.next" = add nsw i64 %"y", 1
  br label %"for.cond.y"
for.end.y:
  %"n.next" = add nsw i64 %"n", 1
  br label %"for.cond.n"
for.end.n:
  %"j_1.next" = add nsw i64 %"j_1", 1
  br label %"for.cond.j_1"
for.end.j_1:
  %"i_1.next" = add nsw i64 %"i_1", 1
  br label %"for.cond.i_1"
for.end.i_1:
  %"c_1.next" = add nsw i64 %"c_1", 1
  br label %"for.cond.c_1"
for.end.c_1:
  ret void
}

define internal void @"kernel.copy_2"(ptr captures(none) noalias dereferenceable(2400) %"padded", ptr captures(none) noalias dereferenceable(1536) %"d_primals_1") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 2
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.end.k"]
  %"j.cond" = icmp slt i64 %"j", 3
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  br label %"for.cond.k"
for.cond.k:
  %"k" = phi  i64 [0, %"for.body.j"], [%"k.next", %"for.end.l"]
  %"k.cond" = icmp slt i64 %"k", 8
  br i1 %"k.cond", label %"for.body.k", label %"for.end.k"
for.body.k:
  br label %"for.cond.l"
for.cond.l:
  %"l" = phi  i64 [0, %"for.body.k"], [%"l.next", %"for.body.l"]
  %"l.cond" = icmp slt i64 %"l", 8
  br i1 %"l.cond", label %"for.body.l", label %"for.end.l"
for.body.l:
  %"idx" = mul nsw i64 %"i", 300
  %"idx.1" = mul nsw i64 %"j", 100
  %"idx.2" = add nsw i64 %"idx", %"idx.1"
  %"idx.3" = mul nsw i64 %"k", 10
  %"idx.4" = add nsw i64 %"idx.2", %"idx.3"
  %"idx.5" = add nsw i64 %"idx.4", %"l"
  %"padded_1.ptr.idx" = add nsw i64 %"idx.5", 11
  %"padded_1.ptr" = getelementptr inbounds float, ptr %"padded", i64 %"padded_1.ptr.idx"
  %"padded_1" = load float, ptr %"padded_1.ptr", align 4
  %"idx.6" = mul nsw i64 %"i", 192
  %"idx.7" = mul nsw i64 %"j", 64
  %"idx.8" = add nsw i64 %"idx.6", %"idx.7"
  %"idx.9" = mul nsw i64 %"k", 8
  %"idx.10" = add nsw i64 %"idx.8", %"idx.9"
  %"idx.11" = add nsw i64 %"idx.10", %"l"
  %"d_primals_1.ptr" = getelementptr inbounds float, ptr %"d_primals_1", i64 %"idx.11"
  store float %"padded_1", ptr %"d_primals_1.ptr", align 4
  %"l.next" = add nsw i64 %"l", 1
  br label %"for.cond.l"
for.end.l:
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

define void @"convnet_backward"(ptr captures(none) noalias %"args", ptr captures(none) noalias %"arena") nounwind
{
entry:
  %"primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 0
  %"primals_1" = load ptr, ptr %"primals_1.slot"
  %"primals_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 1
  %"primals_2" = load ptr, ptr %"primals_2.slot"
  %"primals_4.slot" = getelementptr inbounds ptr, ptr %"args", i64 2
  %"primals_4" = load ptr, ptr %"primals_4.slot"
  %"primals_5.slot" = getelementptr inbounds ptr, ptr %"args", i64 3
  %"primals_5" = load ptr, ptr %"primals_5.slot"
  %"primals_6.slot" = getelementptr inbounds ptr, ptr %"args", i64 4
  %"primals_6" = load ptr, ptr %"primals_6.slot"
  %"mean.slot" = getelementptr inbounds ptr, ptr %"args", i64 5
  %"mean" = load ptr, ptr %"mean.slot"
  %"mm.slot" = getelementptr inbounds ptr, ptr %"args", i64 6
  %"mm" = load ptr, ptr %"mm.slot"
  %"cols.slot" = getelementptr inbounds ptr, ptr %"args", i64 7
  %"cols" = load ptr, ptr %"cols.slot"
  %"first.slot" = getelementptr inbounds ptr, ptr %"args", i64 8
  %"first" = load ptr, ptr %"first.slot"
  %"gt.slot" = getelementptr inbounds ptr, ptr %"args", i64 9
  %"gt" = load ptr, ptr %"gt.slot"
  %"tangents_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 10
  %"tangents_1" = load ptr, ptr %"tangents_1.slot"
  %"d_mm" = getelementptr inbounds i8, ptr %"arena", i64 64
  %"d_primals_6.slot" = getelementptr inbounds ptr, ptr %"args", i64 11
  %"d_primals_6" = load ptr, ptr %"d_primals_6.slot"
  call void @"kernel.fused_sub_mul_div_neg"(ptr %"mm", ptr %"primals_6", ptr %"tangents_1", ptr %"d_mm", ptr %"d_primals_6")
  %"d_p" = getelementptr inbounds i8, ptr %"arena", i64 0
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 112, i64 2, i64 6, i64 5, float 0x3ff0000000000000, ptr %"d_mm", i64 5, ptr %"primals_5", i64 5, float              0x0, ptr %"d_p", i64 6)
  %"d_primals_5.slot" = getelementptr inbounds ptr, ptr %"args", i64 12
  %"d_primals_5" = load ptr, ptr %"d_primals_5.slot"
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 112, i32 111, i64 6, i64 5, i64 2, float 0x3ff0000000000000, ptr %"mean", i64 6, ptr %"d_mm", i64 5, float              0x0, ptr %"d_primals_5", i64 5)
  %"reshape_1" = getelementptr inbounds i8, ptr %"arena", i64 320
  call void @"kernel.copy"(ptr %"d_p", ptr %"reshape_1")
  %"mm_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 13
  %"mm_1" = load ptr, ptr %"mm_1.slot"
  br label %"for.cond.batch"
for.cond.batch:
  %"batch" = phi  i64 [0, %"entry"], [%"batch.next", %"for.body.batch"]
  %"batch.cond" = icmp slt i64 %"batch", 2
  br i1 %"batch.cond", label %"for.body.batch", label %"for.end.batch"
for.body.batch:
  %".10" = mul i64 %"batch", 24
  %".11" = getelementptr inbounds i8, ptr %"reshape_1", i64 %".10"
  %".12" = mul i64 %"batch", 144
  %".13" = getelementptr inbounds i8, ptr %"cols", i64 %".12"
  %".14" = mul i64 %"batch", 216
  %".15" = getelementptr inbounds i8, ptr %"mm_1", i64 %".14"
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 112, i64 3, i64 18, i64 2, float 0x3ff0000000000000, ptr %".11", i64 2, ptr %".13", i64 2, float              0x0, ptr %".15", i64 18)
  %"batch.next" = add nsw i64 %"batch", 1
  br label %"for.cond.batch"
for.end.batch:
  %"mm_2" = getelementptr inbounds i8, ptr %"arena", i64 0
  br label %"for.cond.batch.1"
for.cond.batch.1:
  %"batch.1" = phi  i64 [0, %"for.end.batch"], [%"batch.next.1", %"for.body.batch.1"]
  %"batch.cond.1" = icmp slt i64 %"batch.1", 2
  br i1 %"batch.cond.1", label %"for.body.batch.1", label %"for.end.batch.1"
for.body.batch.1:
  %".20" = mul i64 %"batch.1", 216
  %".21" = getelementptr inbounds i8, ptr %"primals_4", i64 %".20"
  %".22" = mul i64 %"batch.1", 24
  %".23" = getelementptr inbounds i8, ptr %"reshape_1", i64 %".22"
  %".24" = mul i64 %"batch.1", 144
  %".25" = getelementptr inbounds i8, ptr %"mm_2", i64 %".24"
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 112, i32 111, i64 18, i64 2, i64 3, float 0x3ff0000000000000, ptr %".21", i64 18, ptr %".23", i64 2, float              0x0, ptr %".25", i64 2)
  %"batch.next.1" = add nsw i64 %"batch.1", 1
  br label %"for.cond.batch.1"
for.end.batch.1:
  %"d_h" = getelementptr inbounds i8, ptr %"arena", i64 16256
  call void @"kernel.fold"(ptr %"d_h", ptr %"mm_2")
  %"padded" = getelementptr inbounds i8, ptr %"arena", i64 13824
  call void @"kernel.pad"(ptr %"primals_1", ptr %"padded")
  %"fault" = load i64, [3 x i64]* @"aotgrad.fault"
  %"failed" = icmp ne i64 %"fault", 0
  br i1 %"failed", label %"for.end.batch.1.if", label %"for.end.batch.1.endif", !prof !1
for.end.batch.1.if:
  ret void
for.end.batch.1.endif:
  %"cols_1" = getelementptr inbounds i8, ptr %"arena", i64 0
  call void @"kernel.unfold"(ptr %"padded", ptr %"cols_1")
  %"reshape_7" = getelementptr inbounds i8, ptr %"arena", i64 13824
  %"d_primals_3.slot" = getelementptr inbounds ptr, ptr %"args", i64 14
  %"d_primals_3" = load ptr, ptr %"d_primals_3.slot"
  call void @"kernel.fused_where_copy_sum"(ptr %"gt", ptr %"first", ptr %"d_h", ptr %"reshape_7", ptr %"d_primals_3")
  %"mm_3.slot" = getelementptr inbounds ptr, ptr %"args", i64 15
  %"mm_3" = load ptr, ptr %"mm_3.slot"
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 112, i64 4, i64 27, i64 128, float 0x3ff0000000000000, ptr %"reshape_7", i64 128, ptr %"cols_1", i64 128, float              0x0, ptr %"mm_3", i64 27)
  %"mm_4" = getelementptr inbounds i8, ptr %"arena", i64 0
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 112, i32 111, i64 27, i64 128, i64 4, float 0x3ff0000000000000, ptr %"primals_2", i64 27, ptr %"reshape_7", i64 128, float              0x0, ptr %"mm_4", i64 128)
  %"padded_1" = getelementptr inbounds i8, ptr %"arena", i64 13824
  call void @"kernel.fold_2"(ptr %"padded_1", ptr %"mm_4")
  %"d_primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 16
  %"d_primals_1" = load ptr, ptr %"d_primals_1.slot"
  call void @"kernel.copy_2"(ptr %"padded_1", ptr %"d_primals_1")
  ret void
}

declare void @"scipy_cblas_sgemm64_"(i32 %".1", i32 %".2", i32 %".3", i64 %".4", i64 %".5", i64 %".6", float %".7", ptr %".8", i64 %".9", ptr %".10", i64 %".11", float %".12", ptr %".13", i64 %".14")

!0 = !{ !"branch_weights", i32 99, i32 1 }
!1 = !{ !"branch_weights", i32 1, i32 99 }