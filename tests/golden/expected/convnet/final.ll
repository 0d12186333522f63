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
  %"idx.5" = mul nsw i64 %"i", 128
  %"idx.6" = mul nsw i64 %"r", 32
  %"idx.7" = add nsw i64 %"idx.5", %"idx.6"
  %"idx.8" = mul nsw i64 %"k", 16
  %"idx.9" = add nsw i64 %"idx.7", %"idx.8"
  %"idx.10" = mul nsw i64 %"l", 4
  %"idx.11" = add nsw i64 %"idx.9", %"idx.10"
  %"idx.12" = add nsw i64 %"idx.11", %"m"
  %"idx.13" = udiv i64 %"idx.12", 64
  %"idx.14" = urem i64 %"idx.13", 2
  %"idx.15" = mul nsw i64 %"idx.14", 8
  %"idx.16" = add nsw i64 %"idx.4", %"idx.15"
  %"idx.17" = mul nsw i64 %"m", 2
  %"idx.18" = add nsw i64 %"idx.16", %"idx.17"
  %"idx.19" = mul nsw i64 %"i", 4
  %"idx.20" = add nsw i64 %"idx.19", %"r"
  %"idx.21" = urem i64 %"idx.20", 2
  %"idx.22" = add nsw i64 %"idx.18", %"idx.21"
  %"mm_1.ptr" = getelementptr inbounds float, ptr %"mm", i64 %"idx.22"
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
  %"idx.23" = mul nsw i64 %"k", 16
  %"idx.24" = mul nsw i64 %"l", 4
  %"idx.25" = add nsw i64 %"idx.23", %"idx.24"
  %"idx.26" = add nsw i64 %"idx.25", %"m"
  %"argmax.ptr" = getelementptr inbounds i64, i64* %"argmax", i64 %"idx.26"
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
  %"idx.27" = mul nsw i64 %"k_2", 16
  %"idx.28" = mul nsw i64 %"l_1", 4
  %"idx.29" = add nsw i64 %"idx.27", %"idx.28"
  %"idx.30" = add nsw i64 %"idx.29", %"m_1"
  %"argmax_1.ptr" = getelementptr inbounds i64, i64* %"argmax", i64 %"idx.30"
  %"argmax_1" = load i64, i64* %"argmax_1.ptr", align 8
  %"flat" = add i64 0, %"j"
  %"first_2" = icmp eq i64 %"argmax_1", %"flat"
  %"idx.31" = mul nsw i64 %"i", 128
  %"idx.32" = mul nsw i64 %"j", 32
  %"idx.33" = add nsw i64 %"idx.31", %"idx.32"
  %"idx.34" = mul nsw i64 %"k_2", 16
  %"idx.35" = add nsw i64 %"idx.33", %"idx.34"
  %"idx.36" = mul nsw i64 %"l_1", 4
  %"idx.37" = add nsw i64 %"idx.35", %"idx.36"
  %"idx.38" = add nsw i64 %"idx.37", %"m_1"
  %"first.ptr" = getelementptr inbounds i8, ptr %"first", i64 %"idx.38"
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
  %"idx.39" = mul nsw i64 %"i", 128
  %"idx.40" = mul nsw i64 %"r_1", 32
  %"idx.41" = add nsw i64 %"idx.39", %"idx.40"
  %"idx.42" = mul nsw i64 %"j_1", 16
  %"idx.43" = add nsw i64 %"idx.41", %"idx.42"
  %"idx.44" = mul nsw i64 %"k_4", 4
  %"idx.45" = add nsw i64 %"idx.43", %"idx.44"
  %"idx.46" = add nsw i64 %"idx.45", %"l_2"
  %"first_3.ptr" = getelementptr inbounds i8, ptr %"first", i64 %"idx.46"
  %"first_3.mem" = load i8, ptr %"first_3.ptr", align 1
  %"first_3" = icmp ne i8 %"first_3.mem", 0
  %"idx.47" = mul nsw i64 %"i", 128
  %"idx.48" = mul nsw i64 %"j_1", 64
  %"idx.49" = add nsw i64 %"idx.47", %"idx.48"
  %"idx.50" = mul nsw i64 %"k_4", 16
  %"idx.51" = add nsw i64 %"idx.49", %"idx.50"
  %"idx.52" = mul nsw i64 %"i", 128
  %"idx.53" = mul nsw i64 %"r_1", 32
  %"idx.54" = add nsw i64 %"idx.52", %"idx.53"
  %"idx.55" = mul nsw i64 %"j_1", 16
  %"idx.56" = add nsw i64 %"idx.54", %"idx.55"
  %"idx.57" = mul nsw i64 %"k_4", 4
  %"idx.58" = add nsw i64 %"idx.56", %"idx.57"
  %"idx.59" = add nsw i64 %"idx.58", %"l_2"
  %"idx.60" = udiv i64 %"idx.59", 64
  %"idx.61" = urem i64 %"idx.60", 2
  %"idx.62" = mul nsw i64 %"idx.61", 8
  %"idx.63" = add nsw i64 %"idx.51", %"idx.62"
  %"idx.64" = mul nsw i64 %"l_2", 2
  %"idx.65" = add nsw i64 %"idx.63", %"idx.64"
  %"idx.66" = mul nsw i64 %"i", 4
  %"idx.67" = add nsw i64 %"idx.66", %"r_1"
  %"idx.68" = urem i64 %"idx.67", 2
  %"idx.69" = add nsw i64 %"idx.65", %"idx.68"
  %"mm_2.ptr" = getelementptr inbounds float, ptr %"mm", i64 %"idx.69"
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
  %"idx.70" = mul nsw i64 %"j_1", 16
  %"idx.71" = mul nsw i64 %"k_4", 4
  %"idx.72" = add nsw i64 %"idx.70", %"idx.71"
  %"idx.73" = add nsw i64 %"idx.72", %"l_2"
  %"sum.ptr" = getelementptr inbounds float, float* %"sum", i64 %"idx.73"
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
  %"idx.74" = mul nsw i64 %"l_3", 16
  %"idx.75" = mul nsw i64 %"j_2", 4
  %"idx.76" = add nsw i64 %"idx.74", %"idx.75"
  %"idx.77" = add nsw i64 %"idx.76", %"k_5"
  %"sum_1.ptr" = getelementptr inbounds float, float* %"sum", i64 %"idx.77"
  %"sum_1" = load float, float* %"sum_1.ptr", align 4
  %"idx.78" = mul nsw i64 %"i", 18
  %"idx.79" = mul nsw i64 %"j_2", 6
  %"idx.80" = add nsw i64 %"idx.78", %"idx.79"
  %"idx.81" = mul nsw i64 %"k_5", 2
  %"idx.82" = add nsw i64 %"idx.80", %"idx.81"
  %"idx.83" = add nsw i64 %"idx.82", %"l_3"
  %"cols.ptr" = getelementptr inbounds float, ptr %"cols", i64 %"idx.83"
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
  %"idx" = mul nsw i64 %"j", 2
  %"idx.1" = add nsw i64 %"idx", %"i"
  %"idx.2" = add nsw i64 %"idx.1", %"r"
  %"idx.3" = udiv i64 %"idx.2", 6
  %"idx.4" = mul nsw i64 %"idx.3", 6
  %"idx.5" = urem i64 %"j", 3
  %"idx.6" = mul nsw i64 %"idx.5", 2
  %"idx.7" = add nsw i64 %"idx.4", %"idx.6"
  %"idx.8" = add nsw i64 %"idx.7", %"i"
  %"idx.9" = add nsw i64 %"idx.8", %"r"
  %"mm_1.ptr" = getelementptr inbounds float, ptr %"mm", i64 %"idx.9"
  %"mm_1" = load float, ptr %"mm_1.ptr", align 4
  %"acc_2" = fadd reassoc float %"acc_1", %"mm_1"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"idx.10" = mul nsw i64 %"i", 6
  %"idx.11" = add nsw i64 %"idx.10", %"j"
  %"idx.12" = add nsw i64 %"idx.11", %"k"
  %"idx.13" = add nsw i64 %"idx.12", %"l"
  %"mean.ptr" = getelementptr inbounds float, ptr %"mean", i64 %"idx.13"
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
  %"idx" = udiv i64 %"r", 5
  %"idx.1" = mul nsw i64 %"idx", 5
  %"idx.2" = urem i64 %"r", 5
  %"idx.3" = add nsw i64 %"idx.1", %"idx.2"
  %"mm_1.ptr" = getelementptr inbounds float, ptr %"mm", i64 %"idx.3"
  %"mm_1" = load float, ptr %"mm_1.ptr", align 4
  %"primals_6_1.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"idx.3"
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

define internal void @"kernel.fold"(ptr captures(none) noalias dereferenceable(288) %"reshape_3", ptr captures(none) noalias dereferenceable(512) %"d_h") noinline nounwind
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
  %"l" = phi  i64 [0, %"for.body.k"], [%"l.next", %"for.end.r"]
  %"l.cond" = icmp slt i64 %"l", 4
  br i1 %"l.cond", label %"for.body.l", label %"for.end.l"
for.body.l:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"for.body.l"], [%"r.next", %"bounds.ok.1"]
  %"acc_1" = phi  float [             0x0, %"for.body.l"], [%"acc_2", %"bounds.ok.1"]
  %"r.cond" = icmp slt i64 %"r", 9
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"idx" = mul nsw i64 %"k", 3
  %"idx.1" = udiv i64 %"r", 3
  %"idx.2" = add nsw i64 %"idx", %"idx.1"
  %"y.ptr" = getelementptr inbounds i64, ptr @"const.e88974c984e7c642f6a0ebc3", i64 %"idx.2"
  %"y" = load i64, ptr %"y.ptr", align 8
  %"y_ok" = icmp sge i64 %"y", 0
  %"y_1.keep" = icmp sge i64 %"y", 0
  %"y_1" = select  i1 %"y_1.keep", i64 %"y", i64 0
  %"idx.3" = mul nsw i64 %"l", 3
  %"idx.4" = urem i64 %"r", 3
  %"idx.5" = add nsw i64 %"idx.3", %"idx.4"
  %"x.ptr" = getelementptr inbounds i64, ptr @"const.e88974c984e7c642f6a0ebc3", i64 %"idx.5"
  %"x" = load i64, ptr %"x.ptr", align 8
  %"x_ok" = icmp sge i64 %"x", 0
  %"x_1.keep" = icmp sge i64 %"x", 0
  %"x_1" = select  i1 %"x_1.keep", i64 %"x", i64 0
  %"reshape_3_1.ptr.d4.at" = mul i64 %"k", 3
  %"reshape_3_1.ptr.d4.at.1" = udiv i64 %"r", 3
  %"reshape_3_1.ptr.d4.at.2" = add i64 %"reshape_3_1.ptr.d4.at", %"reshape_3_1.ptr.d4.at.1"
  %"inbounds" = icmp ult i64 %"y_1", 1
  br i1 %"inbounds", label %"bounds.ok", label %"bounds.fail", !prof !0
bounds.fail:
  %"claim" = cmpxchg [3 x i64]* @"aotgrad.fault", i64 0, i64 3 monotonic monotonic
  %"first" = extractvalue {i64, i1} %"claim", 1
  br i1 %"first", label %"bounds.fail.if", label %"bounds.fail.endif"
bounds.ok:
  %"reshape_3_1.ptr.d5.at" = mul i64 %"l", 3
  %"reshape_3_1.ptr.d5.at.1" = urem i64 %"r", 3
  %"reshape_3_1.ptr.d5.at.2" = add i64 %"reshape_3_1.ptr.d5.at", %"reshape_3_1.ptr.d5.at.1"
  %"inbounds.1" = icmp ult i64 %"x_1", 1
  br i1 %"inbounds.1", label %"bounds.ok.1", label %"bounds.fail.1", !prof !0
bounds.fail.if:
  %"fault.index" = getelementptr inbounds [3 x i64], [3 x i64]* @"aotgrad.fault", i64 0, i64 1
  store i64 %"y_1", i64* %"fault.index"
  %"fault.position" = getelementptr inbounds [3 x i64], [3 x i64]* @"aotgrad.fault", i64 0, i64 2
  store i64 %"reshape_3_1.ptr.d4.at.2", i64* %"fault.position"
  br label %"bounds.fail.endif"
bounds.fail.endif:
  ret void
bounds.fail.1:
  %"claim.1" = cmpxchg [3 x i64]* @"aotgrad.fault", i64 0, i64 4 monotonic monotonic
  %"first.1" = extractvalue {i64, i1} %"claim.1", 1
  br i1 %"first.1", label %"bounds.fail.1.if", label %"bounds.fail.1.endif"
bounds.ok.1:
  %"idx.6" = mul nsw i64 %"j", 18
  %"idx.7" = udiv i64 %"r", 3
  %"idx.8" = mul nsw i64 %"idx.7", 6
  %"idx.9" = add nsw i64 %"idx.6", %"idx.8"
  %"idx.10" = urem i64 %"r", 3
  %"idx.11" = mul nsw i64 %"idx.10", 2
  %"idx.12" = add nsw i64 %"idx.9", %"idx.11"
  %"idx.13" = add nsw i64 %"idx.12", %"i"
  %"idx.14" = add nsw i64 %"idx.13", %"y_1"
  %"idx.15" = add nsw i64 %"idx.14", %"x_1"
  %"reshape_3_1.ptr" = getelementptr inbounds float, ptr %"reshape_3", i64 %"idx.15"
  %"reshape_3_1" = load float, ptr %"reshape_3_1.ptr", align 4
  %"inside" = select  i1 %"y_ok", i1 %"x_ok", i1 0
  %"select" = select  i1 %"inside", float %"reshape_3_1", float              0x0
  %"acc_2" = fadd reassoc float %"acc_1", %"select"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
bounds.fail.1.if:
  %"fault.index.1" = getelementptr inbounds [3 x i64], [3 x i64]* @"aotgrad.fault", i64 0, i64 1
  store i64 %"x_1", i64* %"fault.index.1"
  %"fault.position.1" = getelementptr inbounds [3 x i64], [3 x i64]* @"aotgrad.fault", i64 0, i64 2
  store i64 %"reshape_3_1.ptr.d5.at.2", i64* %"fault.position.1"
  br label %"bounds.fail.1.endif"
bounds.fail.1.endif:
  ret void
for.end.r:
  %"idx.16" = mul nsw i64 %"i", 64
  %"idx.17" = mul nsw i64 %"j", 16
  %"idx.18" = add nsw i64 %"idx.16", %"idx.17"
  %"idx.19" = mul nsw i64 %"k", 4
  %"idx.20" = add nsw i64 %"idx.18", %"idx.19"
  %"idx.21" = add nsw i64 %"idx.20", %"l"
  %"d_h.ptr" = getelementptr inbounds float, ptr %"d_h", i64 %"idx.21"
  store float %"acc_1", ptr %"d_h.ptr", align 4
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

@"const.e88974c984e7c642f6a0ebc3" = private unnamed_addr constant [12 x i64] [i64 0, i64 -1, i64 -1, i64 -1, i64 0, i64 -1, i64 -1, i64 -1, i64 0, i64 -1, i64 -1, i64 -1], align 64
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
  %"idx" = mul nsw i64 %"i", 128
  %"idx.1" = add nsw i64 %"idx", %"j"
  %"idx.2" = udiv i64 %"idx.1", 64
  %"idx.3" = urem i64 %"idx.2", 2
  %"idx.4" = mul nsw i64 %"idx.3", 256
  %"idx.5" = mul nsw i64 %"i", 64
  %"idx.6" = add nsw i64 %"idx.4", %"idx.5"
  %"idx.7" = mul nsw i64 %"i", 128
  %"idx.8" = add nsw i64 %"idx.7", %"j"
  %"idx.9" = udiv i64 %"idx.8", 8
  %"idx.10" = urem i64 %"idx.9", 8
  %"idx.11" = mul nsw i64 %"idx.10", 8
  %"idx.12" = add nsw i64 %"idx.6", %"idx.11"
  %"idx.13" = mul nsw i64 %"i", 128
  %"idx.14" = add nsw i64 %"idx.13", %"j"
  %"idx.15" = urem i64 %"idx.14", 8
  %"idx.16" = add nsw i64 %"idx.12", %"idx.15"
  %"gt_1.ptr" = getelementptr inbounds i8, ptr %"gt", i64 %"idx.16"
  %"gt_1.mem" = load i8, ptr %"gt_1.ptr", align 1
  %"gt_1" = icmp ne i8 %"gt_1.mem", 0
  %"idx.17" = mul nsw i64 %"i", 128
  %"idx.18" = mul nsw i64 %"i", 128
  %"idx.19" = add nsw i64 %"idx.18", %"j"
  %"idx.20" = udiv i64 %"idx.19", 8
  %"idx.21" = urem i64 %"idx.20", 8
  %"idx.22" = urem i64 %"idx.21", 2
  %"idx.23" = mul nsw i64 %"idx.22", 64
  %"idx.24" = add nsw i64 %"idx.17", %"idx.23"
  %"idx.25" = mul nsw i64 %"i", 128
  %"idx.26" = add nsw i64 %"idx.25", %"j"
  %"idx.27" = urem i64 %"idx.26", 8
  %"idx.28" = urem i64 %"idx.27", 2
  %"idx.29" = mul nsw i64 %"idx.28", 32
  %"idx.30" = add nsw i64 %"idx.24", %"idx.29"
  %"idx.31" = mul nsw i64 %"i", 128
  %"idx.32" = add nsw i64 %"idx.31", %"j"
  %"idx.33" = udiv i64 %"idx.32", 64
  %"idx.34" = urem i64 %"idx.33", 2
  %"idx.35" = mul nsw i64 %"idx.34", 16
  %"idx.36" = add nsw i64 %"idx.30", %"idx.35"
  %"idx.37" = mul nsw i64 %"i", 128
  %"idx.38" = add nsw i64 %"idx.37", %"j"
  %"idx.39" = udiv i64 %"idx.38", 8
  %"idx.40" = urem i64 %"idx.39", 8
  %"idx.41" = udiv i64 %"idx.40", 2
  %"idx.42" = mul nsw i64 %"idx.41", 4
  %"idx.43" = add nsw i64 %"idx.36", %"idx.42"
  %"idx.44" = mul nsw i64 %"i", 128
  %"idx.45" = add nsw i64 %"idx.44", %"j"
  %"idx.46" = urem i64 %"idx.45", 8
  %"idx.47" = udiv i64 %"idx.46", 2
  %"idx.48" = add nsw i64 %"idx.43", %"idx.47"
  %"first_1.ptr" = getelementptr inbounds i8, ptr %"first", i64 %"idx.48"
  %"first_1.mem" = load i8, ptr %"first_1.ptr", align 1
  %"first_1" = icmp ne i8 %"first_1.mem", 0
  %"idx.49" = mul nsw i64 %"i", 128
  %"idx.50" = add nsw i64 %"idx.49", %"j"
  %"idx.51" = udiv i64 %"idx.50", 64
  %"idx.52" = urem i64 %"idx.51", 2
  %"idx.53" = mul nsw i64 %"idx.52", 64
  %"idx.54" = mul nsw i64 %"i", 16
  %"idx.55" = add nsw i64 %"idx.53", %"idx.54"
  %"idx.56" = mul nsw i64 %"i", 128
  %"idx.57" = add nsw i64 %"idx.56", %"j"
  %"idx.58" = udiv i64 %"idx.57", 8
  %"idx.59" = urem i64 %"idx.58", 8
  %"idx.60" = udiv i64 %"idx.59", 2
  %"idx.61" = mul nsw i64 %"idx.60", 4
  %"idx.62" = add nsw i64 %"idx.55", %"idx.61"
  %"idx.63" = mul nsw i64 %"i", 128
  %"idx.64" = add nsw i64 %"idx.63", %"j"
  %"idx.65" = urem i64 %"idx.64", 8
  %"idx.66" = udiv i64 %"idx.65", 2
  %"idx.67" = add nsw i64 %"idx.62", %"idx.66"
  %"d_h_1.ptr" = getelementptr inbounds float, ptr %"d_h", i64 %"idx.67"
  %"d_h_1" = load float, ptr %"d_h_1.ptr", align 4
  %"where" = select  i1 %"first_1", float %"d_h_1", float              0x0
  %"d_conv2d" = select  i1 %"gt_1", float %"where", float              0x0
  %"idx.68" = mul nsw i64 %"i", 128
  %"idx.69" = add nsw i64 %"idx.68", %"j"
  %"reshape_7.ptr" = getelementptr inbounds float, ptr %"reshape_7", i64 %"idx.69"
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
  %"idx.70" = udiv i64 %"r", 64
  %"idx.71" = mul nsw i64 %"idx.70", 256
  %"idx.72" = mul nsw i64 %"i", 64
  %"idx.73" = add nsw i64 %"idx.71", %"idx.72"
  %"idx.74" = udiv i64 %"r", 8
  %"idx.75" = urem i64 %"idx.74", 8
  %"idx.76" = mul nsw i64 %"idx.75", 8
  %"idx.77" = add nsw i64 %"idx.73", %"idx.76"
  %"idx.78" = urem i64 %"r", 8
  %"idx.79" = add nsw i64 %"idx.77", %"idx.78"
  %"gt_2.ptr" = getelementptr inbounds i8, ptr %"gt", i64 %"idx.79"
  %"gt_2.mem" = load i8, ptr %"gt_2.ptr", align 1
  %"gt_2" = icmp ne i8 %"gt_2.mem", 0
  %"idx.80" = mul nsw i64 %"i", 128
  %"idx.81" = udiv i64 %"r", 8
  %"idx.82" = urem i64 %"idx.81", 8
  %"idx.83" = urem i64 %"idx.82", 2
  %"idx.84" = mul nsw i64 %"idx.83", 64
  %"idx.85" = add nsw i64 %"idx.80", %"idx.84"
  %"idx.86" = urem i64 %"r", 8
  %"idx.87" = urem i64 %"idx.86", 2
  %"idx.88" = mul nsw i64 %"idx.87", 32
  %"idx.89" = add nsw i64 %"idx.85", %"idx.88"
  %"idx.90" = udiv i64 %"r", 64
  %"idx.91" = mul nsw i64 %"idx.90", 16
  %"idx.92" = add nsw i64 %"idx.89", %"idx.91"
  %"idx.93" = udiv i64 %"r", 8
  %"idx.94" = urem i64 %"idx.93", 8
  %"idx.95" = udiv i64 %"idx.94", 2
  %"idx.96" = mul nsw i64 %"idx.95", 4
  %"idx.97" = add nsw i64 %"idx.92", %"idx.96"
  %"idx.98" = urem i64 %"r", 8
  %"idx.99" = udiv i64 %"idx.98", 2
  %"idx.100" = add nsw i64 %"idx.97", %"idx.99"
  %"first_2.ptr" = getelementptr inbounds i8, ptr %"first", i64 %"idx.100"
  %"first_2.mem" = load i8, ptr %"first_2.ptr", align 1
  %"first_2" = icmp ne i8 %"first_2.mem", 0
  %"idx.101" = udiv i64 %"r", 64
  %"idx.102" = mul nsw i64 %"idx.101", 64
  %"idx.103" = mul nsw i64 %"i", 16
  %"idx.104" = add nsw i64 %"idx.102", %"idx.103"
  %"idx.105" = udiv i64 %"r", 8
  %"idx.106" = urem i64 %"idx.105", 8
  %"idx.107" = udiv i64 %"idx.106", 2
  %"idx.108" = mul nsw i64 %"idx.107", 4
  %"idx.109" = add nsw i64 %"idx.104", %"idx.108"
  %"idx.110" = urem i64 %"r", 8
  %"idx.111" = udiv i64 %"idx.110", 2
  %"idx.112" = add nsw i64 %"idx.109", %"idx.111"
  %"d_h_2.ptr" = getelementptr inbounds float, ptr %"d_h", i64 %"idx.112"
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

define internal void @"kernel.fold_2"(ptr captures(none) noalias dereferenceable(13824) %"reshape_9", ptr captures(none) noalias dereferenceable(1536) %"d_primals_1") noinline nounwind
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
  %"l" = phi  i64 [0, %"for.body.k"], [%"l.next", %"for.end.r"]
  %"l.cond" = icmp slt i64 %"l", 8
  br i1 %"l.cond", label %"for.body.l", label %"for.end.l"
for.body.l:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"for.body.l"], [%"r.next", %"bounds.ok.1"]
  %"acc_1" = phi  float [             0x0, %"for.body.l"], [%"acc_2", %"bounds.ok.1"]
  %"r.cond" = icmp slt i64 %"r", 9
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"idx" = mul nsw i64 %"k", 3
  %"idx.1" = udiv i64 %"r", 3
  %"idx.2" = add nsw i64 %"idx", %"idx.1"
  %"y.ptr" = getelementptr inbounds i64, ptr @"const.81965aeb1d89fda0144e363b", i64 %"idx.2"
  %"y" = load i64, ptr %"y.ptr", align 8
  %"y_ok" = icmp sge i64 %"y", 0
  %"y_1.keep" = icmp sge i64 %"y", 0
  %"y_1" = select  i1 %"y_1.keep", i64 %"y", i64 0
  %"idx.3" = mul nsw i64 %"l", 3
  %"idx.4" = urem i64 %"r", 3
  %"idx.5" = add nsw i64 %"idx.3", %"idx.4"
  %"x.ptr" = getelementptr inbounds i64, ptr @"const.81965aeb1d89fda0144e363b", i64 %"idx.5"
  %"x" = load i64, ptr %"x.ptr", align 8
  %"x_ok" = icmp sge i64 %"x", 0
  %"x_1.keep" = icmp sge i64 %"x", 0
  %"x_1" = select  i1 %"x_1.keep", i64 %"x", i64 0
  %"reshape_9_1.ptr.d4.at" = mul i64 %"k", 3
  %"reshape_9_1.ptr.d4.at.1" = udiv i64 %"r", 3
  %"reshape_9_1.ptr.d4.at.2" = add i64 %"reshape_9_1.ptr.d4.at", %"reshape_9_1.ptr.d4.at.1"
  %"inbounds" = icmp ult i64 %"y_1", 8
  br i1 %"inbounds", label %"bounds.ok", label %"bounds.fail", !prof !0
bounds.fail:
  %"claim" = cmpxchg [3 x i64]* @"aotgrad.fault", i64 0, i64 5 monotonic monotonic
  %"first" = extractvalue {i64, i1} %"claim", 1
  br i1 %"first", label %"bounds.fail.if", label %"bounds.fail.endif"
bounds.ok:
  %"reshape_9_1.ptr.d5.at" = mul i64 %"l", 3
  %"reshape_9_1.ptr.d5.at.1" = urem i64 %"r", 3
  %"reshape_9_1.ptr.d5.at.2" = add i64 %"reshape_9_1.ptr.d5.at", %"reshape_9_1.ptr.d5.at.1"
  %"inbounds.1" = icmp ult i64 %"x_1", 8
  br i1 %"inbounds.1", label %"bounds.ok.1", label %"bounds.fail.1", !prof !0
bounds.fail.if:
  %"fault.index" = getelementptr inbounds [3 x i64], [3 x i64]* @"aotgrad.fault", i64 0, i64 1
  store i64 %"y_1", i64* %"fault.index"
  %"fault.position" = getelementptr inbounds [3 x i64], [3 x i64]* @"aotgrad.fault", i64 0, i64 2
  store i64 %"reshape_9_1.ptr.d4.at.2", i64* %"fault.position"
  br label %"bounds.fail.endif"
bounds.fail.endif:
  ret void
bounds.fail.1:
  %"claim.1" = cmpxchg [3 x i64]* @"aotgrad.fault", i64 0, i64 6 monotonic monotonic
  %"first.1" = extractvalue {i64, i1} %"claim.1", 1
  br i1 %"first.1", label %"bounds.fail.1.if", label %"bounds.fail.1.endif"
bounds.ok.1:
  %"idx.6" = mul nsw i64 %"j", 1152
  %"idx.7" = udiv i64 %"r", 3
  %"idx.8" = mul nsw i64 %"idx.7", 384
  %"idx.9" = add nsw i64 %"idx.6", %"idx.8"
  %"idx.10" = urem i64 %"r", 3
  %"idx.11" = mul nsw i64 %"idx.10", 128
  %"idx.12" = add nsw i64 %"idx.9", %"idx.11"
  %"idx.13" = mul nsw i64 %"i", 64
  %"idx.14" = add nsw i64 %"idx.12", %"idx.13"
  %"idx.15" = mul nsw i64 %"y_1", 8
  %"idx.16" = add nsw i64 %"idx.14", %"idx.15"
  %"idx.17" = add nsw i64 %"idx.16", %"x_1"
  %"reshape_9_1.ptr" = getelementptr inbounds float, ptr %"reshape_9", i64 %"idx.17"
  %"reshape_9_1" = load float, ptr %"reshape_9_1.ptr", align 4
  %"inside" = select  i1 %"y_ok", i1 %"x_ok", i1 0
  %"select" = select  i1 %"inside", float %"reshape_9_1", float              0x0
  %"acc_2" = fadd reassoc float %"acc_1", %"select"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
bounds.fail.1.if:
  %"fault.index.1" = getelementptr inbounds [3 x i64], [3 x i64]* @"aotgrad.fault", i64 0, i64 1
  store i64 %"x_1", i64* %"fault.index.1"
  %"fault.position.1" = getelementptr inbounds [3 x i64], [3 x i64]* @"aotgrad.fault", i64 0, i64 2
  store i64 %"reshape_9_1.ptr.d5.at.2", i64* %"fault.position.1"
  br label %"bounds.fail.1.endif"
bounds.fail.1.endif:
  ret void
for.end.r:
  %"idx.18" = mul nsw i64 %"i", 192
  %"idx.19" = mul nsw i64 %"j", 64
  %"idx.20" = add nsw i64 %"idx.18", %"idx.19"
  %"idx.21" = mul nsw i64 %"k", 8
  %"idx.22" = add nsw i64 %"idx.20", %"idx.21"
  %"idx.23" = add nsw i64 %"idx.22", %"l"
  %"d_primals_1.ptr" = getelementptr inbounds float, ptr %"d_primals_1", i64 %"idx.23"
  store float %"acc_1", ptr %"d_primals_1.ptr", align 4
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

@"const.81965aeb1d89fda0144e363b" = private unnamed_addr constant [24 x i64] [i64 1, i64 0, i64 -1, i64 2, i64 1, i64 0, i64 3, i64 2, i64 1, i64 4, i64 3, i64 2, i64 5, i64 4, i64 3, i64 6, i64 5, i64 4, i64 7, i64 6, i64 5, i64 -1, i64 7, i64 6], align 64
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
  call void @"kernel.fold"(ptr %"mm_2", ptr %"d_h")
  %"fault" = load i64, [3 x i64]* @"aotgrad.fault"
  %"failed" = icmp ne i64 %"fault", 0
  br i1 %"failed", label %"for.end.batch.1.if", label %"for.end.batch.1.endif", !prof !1
for.end.batch.1.if:
  ret void
for.end.batch.1.endif:
  %"padded" = getelementptr inbounds i8, ptr %"arena", i64 13824
  call void @"kernel.pad"(ptr %"primals_1", ptr %"padded")
  %"fault.1" = load i64, [3 x i64]* @"aotgrad.fault"
  %"failed.1" = icmp ne i64 %"fault.1", 0
  br i1 %"failed.1", label %"for.end.batch.1.endif.if", label %"for.end.batch.1.endif.endif", !prof !1
for.end.batch.1.endif.if:
  ret void
for.end.batch.1.endif.endif:
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
  %"d_primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 16
  %"d_primals_1" = load ptr, ptr %"d_primals_1.slot"
  call void @"kernel.fold_2"(ptr %"mm_4", ptr %"d_primals_1")
  %"fault.2" = load i64, [3 x i64]* @"aotgrad.fault"
  %"failed.2" = icmp ne i64 %"fault.2", 0
  br i1 %"failed.2", label %"for.end.batch.1.endif.endif.if", label %"for.end.batch.1.endif.endif.endif", !prof !1
for.end.batch.1.endif.endif.if:
  ret void
for.end.batch.1.endif.endif.endif:
  ret void
}

declare void @"scipy_cblas_sgemm64_"(i32 %".1", i32 %".2", i32 %".3", i64 %".4", i64 %".5", i64 %".6", float %".7", ptr %".8", i64 %".9", ptr %".10", i64 %".11", float %".12", ptr %".13", i64 %".14")

!0 = !{ !"branch_weights", i32 99, i32 1 }
!1 = !{ !"branch_weights", i32 1, i32 99 }