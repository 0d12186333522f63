; ----- program @convnet_forward ----- ;
; ModuleID = "convnet_forward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.pad"(ptr captures(none) noalias dereferenceable(2400) %"padded", ptr captures(none) noalias dereferenceable(1536) %"primals_1") noinline nounwind
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
  %"k.cond" = icmp slt i64 %"k", 10
  br i1 %"k.cond", label %"for.body.k", label %"for.end.k"
for.body.k:
  %"idx" = mul nsw i64 %"i", 300
  %"idx.1" = mul nsw i64 %"j", 100
  %"idx.2" = add nsw i64 %"idx", %"idx.1"
  %"idx.3" = mul nsw i64 %"k", 10
  %"idx.4" = add nsw i64 %"idx.2", %"idx.3"
  %"idx.5" = add nsw i64 %"idx.4", 0
  %"padded.ptr" = getelementptr inbounds float, ptr %"padded", i64 %"idx.5"
  store float              0x0, ptr %"padded.ptr", align 4
  %"idx.6" = mul nsw i64 %"i", 300
  %"idx.7" = mul nsw i64 %"j", 100
  %"idx.8" = add nsw i64 %"idx.6", %"idx.7"
  %"idx.9" = mul nsw i64 %"k", 10
  %"idx.10" = add nsw i64 %"idx.8", %"idx.9"
  %"idx.11" = add nsw i64 %"idx.10", 1
  %"padded.ptr.1" = getelementptr inbounds float, ptr %"padded", i64 %"idx.11"
  store float              0x0, ptr %"padded.ptr.1", align 4
  %"idx.12" = mul nsw i64 %"i", 300
  %"idx.13" = mul nsw i64 %"j", 100
  %"idx.14" = add nsw i64 %"idx.12", %"idx.13"
  %"idx.15" = mul nsw i64 %"k", 10
  %"idx.16" = add nsw i64 %"idx.14", %"idx.15"
  %"idx.17" = add nsw i64 %"idx.16", 2
  %"padded.ptr.2" = getelementptr inbounds float, ptr %"padded", i64 %"idx.17"
  store float              0x0, ptr %"padded.ptr.2", align 4
  %"idx.18" = mul nsw i64 %"i", 300
  %"idx.19" = mul nsw i64 %"j", 100
  %"idx.20" = add nsw i64 %"idx.18", %"idx.19"
  %"idx.21" = mul nsw i64 %"k", 10
  %"idx.22" = add nsw i64 %"idx.20", %"idx.21"
  %"idx.23" = add nsw i64 %"idx.22", 3
  %"padded.ptr.3" = getelementptr inbounds float, ptr %"padded", i64 %"idx.23"
  store float              0x0, ptr %"padded.ptr.3", align 4
  %"idx.24" = mul nsw i64 %"i", 300
  %"idx.25" = mul nsw i64 %"j", 100
  %"idx.26" = add nsw i64 %"idx.24", %"idx.25"
  %"idx.27" = mul nsw i64 %"k", 10
  %"idx.28" = add nsw i64 %"idx.26", %"idx.27"
  %"idx.29" = add nsw i64 %"idx.28", 4
  %"padded.ptr.4" = getelementptr inbounds float, ptr %"padded", i64 %"idx.29"
  store float              0x0, ptr %"padded.ptr.4", align 4
  %"idx.30" = mul nsw i64 %"i", 300
  %"idx.31" = mul nsw i64 %"j", 100
  %"idx.32" = add nsw i64 %"idx.30", %"idx.31"
  %"idx.33" = mul nsw i64 %"k", 10
  %"idx.34" = add nsw i64 %"idx.32", %"idx.33"
  %"idx.35" = add nsw i64 %"idx.34", 5
  %"padded.ptr.5" = getelementptr inbounds float, ptr %"padded", i64 %"idx.35"
  store float              0x0, ptr %"padded.ptr.5", align 4
  %"idx.36" = mul nsw i64 %"i", 300
  %"idx.37" = mul nsw i64 %"j", 100
  %"idx.38" = add nsw i64 %"idx.36", %"idx.37"
  %"idx.39" = mul nsw i64 %"k", 10
  %"idx.40" = add nsw i64 %"idx.38", %"idx.39"
  %"idx.41" = add nsw i64 %"idx.40", 6
  %"padded.ptr.6" = getelementptr inbounds float, ptr %"padded", i64 %"idx.41"
  store float              0x0, ptr %"padded.ptr.6", align 4
  %"idx.42" = mul nsw i64 %"i", 300
  %"idx.43" = mul nsw i64 %"j", 100
  %"idx.44" = add nsw i64 %"idx.42", %"idx.43"
  %"idx.45" = mul nsw i64 %"k", 10
  %"idx.46" = add nsw i64 %"idx.44", %"idx.45"
  %"idx.47" = add nsw i64 %"idx.46", 7
  %"padded.ptr.7" = getelementptr inbounds float, ptr %"padded", i64 %"idx.47"
  store float              0x0, ptr %"padded.ptr.7", align 4
  %"idx.48" = mul nsw i64 %"i", 300
  %"idx.49" = mul nsw i64 %"j", 100
  %"idx.50" = add nsw i64 %"idx.48", %"idx.49"
  %"idx.51" = mul nsw i64 %"k", 10
  %"idx.52" = add nsw i64 %"idx.50", %"idx.51"
  %"idx.53" = add nsw i64 %"idx.52", 8
  %"padded.ptr.8" = getelementptr inbounds float, ptr %"padded", i64 %"idx.53"
  store float              0x0, ptr %"padded.ptr.8", align 4
  %"idx.54" = mul nsw i64 %"i", 300
  %"idx.55" = mul nsw i64 %"j", 100
  %"idx.56" = add nsw i64 %"idx.54", %"idx.55"
  %"idx.57" = mul nsw i64 %"k", 10
  %"idx.58" = add nsw i64 %"idx.56", %"idx.57"
  %"idx.59" = add nsw i64 %"idx.58", 9
  %"padded.ptr.9" = getelementptr inbounds float, ptr %"padded", i64 %"idx.59"
  store float              0x0, ptr %"padded.ptr.9", align 4
  %"k.next" = add nsw i64 %"k", 1
  br label %"for.cond.k"
for.end.k:
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  br label %"for.cond.i_1"
for.cond.i_1:
  %"i_1" = phi  i64 [0, %"for.end.i"], [%"i_1.next", %"for.end.j_1"]
  %"i_1.cond" = icmp slt i64 %"i_1", 2
  br i1 %"i_1.cond", label %"for.body.i_1", label %"for.end.i_1"
for.body.i_1:
  br label %"for.cond.j_1"
for.cond.j_1:
  %"j_1" = phi  i64 [0, %"for.body.i_1"], [%"j_1.next", %"for.end.k_1"]
  %"j_1.cond" = icmp slt i64 %"j_1", 3
  br i1 %"j_1.cond", label %"for.body.j_1", label %"for.end.j_1"
for.body.j_1:
  br label %"for.cond.k_1"
for.cond.k_1:
  %"k_1" = phi  i64 [0, %"for.body.j_1"], [%"k_1.next", %"for.end.l_1"]
  %"k_1.cond" = icmp slt i64 %"k_1", 8
  br i1 %"k_1.cond", label %"for.body.k_1", label %"for.end.k_1"
for.body.k_1:
  br label %"for.cond.l_1"
for.cond.l_1:
  %"l_1" = phi  i64 [0, %"for.body.k_1"], [%"l_1.next", %"for.body.l_1"]
  %"l_1.cond" = icmp slt i64 %"l_1", 8
  br i1 %"l_1.cond", label %"for.body.l_1", label %"for.end.l_1"
for.body.l_1:
  %"idx.60" = mul nsw i64 %"i_1", 192
  %"idx.61" = mul nsw i64 %"j_1", 64
  %"idx.62" = add nsw i64 %"idx.60", %"idx.61"
  %"idx.63" = mul nsw i64 %"k_1", 8
  %"idx.64" = add nsw i64 %"idx.62", %"idx.63"
  %"idx.65" = add nsw i64 %"idx.64", %"l_1"
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.65"
  %"primals_1_1" = load float, ptr %"primals_1_1.ptr", align 4
  %"idx.66" = mul nsw i64 %"i_1", 300
  %"idx.67" = mul nsw i64 %"j_1", 100
  %"idx.68" = add nsw i64 %"idx.66", %"idx.67"
  %"idx.69" = mul nsw i64 %"k_1", 10
  %"idx.70" = add nsw i64 %"idx.68", %"idx.69"
  %"idx.71" = add nsw i64 %"idx.70", %"l_1"
  %"padded.ptr.idx" = add nsw i64 %"idx.71", 11
  %"padded.ptr.10" = getelementptr inbounds float, ptr %"padded", i64 %"padded.ptr.idx"
  store float %"primals_1_1", ptr %"padded.ptr.10", align 4
  %"l_1.next" = add nsw i64 %"l_1", 1
  br label %"for.cond.l_1"
for.end.l_1:
  %"k_1.next" = add nsw i64 %"k_1", 1
  br label %"for.cond.k_1"
for.end.k_1:
  %"j_1.next" = add nsw i64 %"j_1", 1
  br label %"for.cond.j_1"
for.end.j_1:
  %"i_1.next" = add nsw i64 %"i_1", 1
  br label %"for.cond.i_1"
for.end.i_1:
  ret void
}

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

define internal void @"kernel.fused_add_relu_max_unfold_argmax_iota"(ptr captures(none) noalias dereferenceable(2048) %"mm", ptr captures(none) noalias dereferenceable(16) %"primals_3", ptr captures(none) noalias dereferenceable(288) %"cols", ptr captures(none) noalias dereferenceable(512) %"first") noinline nounwind
{
entry:
  %"argmax" = alloca i64, i64 32, align 64
  %"pooled" = alloca float, i64 32, align 64
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j_2"]
  %"i.cond" = icmp slt i64 %"i", 4
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.end.k"]
  %"j.cond" = icmp slt i64 %"j", 2
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
  %"idx" = mul nsw i64 %"i", 128
  %"idx.1" = mul nsw i64 %"j", 64
  %"idx.2" = add nsw i64 %"idx", %"idx.1"
  %"idx.3" = mul nsw i64 %"k", 16
  %"idx.4" = add nsw i64 %"idx.2", %"idx.3"
  %"idx.5" = udiv i64 0, 2
  %"idx.6" = mul nsw i64 %"idx.5", 8
  %"idx.7" = add nsw i64 %"idx.4", %"idx.6"
  %"idx.8" = mul nsw i64 %"l", 2
  %"idx.9" = add nsw i64 %"idx.7", %"idx.8"
  %"idx.10" = urem i64 0, 2
  %"idx.11" = add nsw i64 %"idx.9", %"idx.10"
  %"mm_1.ptr" = getelementptr inbounds float, ptr %"mm", i64 %"idx.11"
  %"mm_1" = load float, ptr %"mm_1.ptr", align 4
  %"primals_3_1.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"i"
  %"primals_3_1" = load float, ptr %"primals_3_1.ptr", align 4
  %"conv2d" = fadd float %"mm_1", %"primals_3_1"
  %"relu.keep" = fcmp oge float %"conv2d",              0x0
  %"relu.nan" = fcmp uno float %"conv2d", %"conv2d"
  %".14" = or i1 %"relu.keep", %"relu.nan"
  %"relu" = select  i1 %".14", float %"conv2d", float              0x0
  %"acc_2.keep" = fcmp oge float 0xfff0000000000000, %"relu"
  %"acc_2.nan" = fcmp uno float 0xfff0000000000000, 0xfff0000000000000
  %".15" = or i1 %"acc_2.keep", %"acc_2.nan"
  %"acc_2" = select  i1 %".15", float 0xfff0000000000000, float %"relu"
  %"idx.12" = mul nsw i64 %"i", 128
  %"idx.13" = mul nsw i64 %"j", 64
  %"idx.14" = add nsw i64 %"idx.12", %"idx.13"
  %"idx.15" = mul nsw i64 %"k", 16
  %"idx.16" = add nsw i64 %"idx.14", %"idx.15"
  %"idx.17" = udiv i64 1, 2
  %"idx.18" = mul nsw i64 %"idx.17", 8
  %"idx.19" = add nsw i64 %"idx.16", %"idx.18"
  %"idx.20" = mul nsw i64 %"l", 2
  %"idx.21" = add nsw i64 %"idx.19", %"idx.20"
  %"idx.22" = urem i64 1, 2
  %"idx.23" = add nsw i64 %"idx.21", %"idx.22"
  %"mm_1.ptr.1" = getelementptr inbounds float, ptr %"mm", i64 %"idx.23"
  %"mm_1.1" = load float, ptr %"mm_1.ptr.1", align 4
  %"primals_3_1.ptr.1" = getelementptr inbounds float, ptr %"primals_3", i64 %"i"
  %"primals_3_1.1" = load float, ptr %"primals_3_1.ptr.1", align 4
  %"conv2d.1" = fadd float %"mm_1.1", %"primals_3_1.1"
  %"relu.keep.1" = fcmp oge float %"conv2d.1",              0x0
  %"relu.nan.1" = fcmp uno float %"conv2d.1", %"conv2d.1"
  %".16" = or i1 %"relu.keep.1", %"relu.nan.1"
  %"relu.1" = select  i1 %".16", float %"conv2d.1", float              0x0
  %"acc_2.keep.1" = fcmp oge float %"acc_2", %"relu.1"
  %"acc_2.nan.1" = fcmp uno float %"acc_2", %"acc_2"
  %".17" = or i1 %"acc_2.keep.1", %"acc_2.nan.1"
  %"acc_2.1" = select  i1 %".17", float %"acc_2", float %"relu.1"
  %"idx.24" = mul nsw i64 %"i", 128
  %"idx.25" = mul nsw i64 %"j", 64
  %"idx.26" = add nsw i64 %"idx.24", %"idx.25"
  %"idx.27" = mul nsw i64 %"k", 16
  %"idx.28" = add nsw i64 %"idx.26", %"idx.27"
  %"idx.29" = udiv i64 2, 2
  %"idx.30" = mul nsw i64 %"idx.29", 8
  %"idx.31" = add nsw i64 %"idx.28", %"idx.30"
  %"idx.32" = mul nsw i64 %"l", 2
  %"idx.33" = add nsw i64 %"idx.31", %"idx.32"
  %"idx.34" = urem i64 2, 2
  %"idx.35" = add nsw i64 %"idx.33", %"idx.34"
  %"mm_1.ptr.2" = getelementptr inbounds float, ptr %"mm", i64 %"idx.35"
  %"mm_1.2" = load float, ptr %"mm_1.ptr.2", align 4
  %"primals_3_1.ptr.2" = getelementptr inbounds float, ptr %"primals_3", i64 %"i"
  %"primals_3_1.2" = load float, ptr %"primals_3_1.ptr.2", align 4
  %"conv2d.2" = fadd float %"mm_1.2", %"primals_3_1.2"
  %"relu.keep.2" = fcmp oge float %"conv2d.2",              0x0
  %"relu.nan.2" = fcmp uno float %"conv2d.2", %"conv2d.2"
  %".18" = or i1 %"relu.keep.2", %"relu.nan.2"
  %"relu.2" = select  i1 %".18", float %"conv2d.2", float              0x0
  %"acc_2.keep.2" = fcmp oge float %"acc_2.1", %"relu.2"
  %"acc_2.nan.2" = fcmp uno float %"acc_2.1", %"acc_2.1"
  %".19" = or i1 %"acc_2.keep.2", %"acc_2.nan.2"
  %"acc_2.2" = select  i1 %".19", float %"acc_2.1", float %"relu.2"
  %"idx.36" = mul nsw i64 %"i", 128
  %"idx.37" = mul nsw i64 %"j", 64
  %"idx.38" = add nsw i64 %"idx.36", %"idx.37"
  %"idx.39" = mul nsw i64 %"k", 16
  %"idx.40" = add nsw i64 %"idx.38", %"idx.39"
  %"idx.41" = udiv i64 3, 2
  %"idx.42" = mul nsw i64 %"idx.41", 8
  %"idx.43" = add nsw i64 %"idx.40", %"idx.42"
  %"idx.44" = mul nsw i64 %"l", 2
  %"idx.45" = add nsw i64 %"idx.43", %"idx.44"
  %"idx.46" = urem i64 3, 2
  %"idx.47" = add nsw i64 %"idx.45", %"idx.46"
  %"mm_1.ptr.3" = getelementptr inbounds float, ptr %"mm", i64 %"idx.47"
  %"mm_1.3" = load float, ptr %"mm_1.ptr.3", align 4
  %"primals_3_1.ptr.3" = getelementptr inbounds float, ptr %"primals_3", i64 %"i"
  %"primals_3_1.3" = load float, ptr %"primals_3_1.ptr.3", align 4
  %"conv2d.3" = fadd float %"mm_1.3", %"primals_3_1.3"
  %"relu.keep.3" = fcmp oge float %"conv2d.3",              0x0
  %"relu.nan.3" = fcmp uno float %"conv2d.3", %"conv2d.3"
  %".20" = or i1 %"relu.keep.3", %"relu.nan.3"
  %"relu.3" = select  i1 %".20", float %"conv2d.3", float              0x0
  %"acc_2.keep.3" = fcmp oge float %"acc_2.2", %"relu.3"
  %"acc_2.nan.3" = fcmp uno float %"acc_2.2", %"acc_2.2"
  %".21" = or i1 %"acc_2.keep.3", %"acc_2.nan.3"
  %"acc_2.3" = select  i1 %".21", float %"acc_2.2", float %"relu.3"
  %"idx.48" = mul nsw i64 %"j", 16
  %"idx.49" = mul nsw i64 %"k", 4
  %"idx.50" = add nsw i64 %"idx.48", %"idx.49"
  %"idx.51" = add nsw i64 %"idx.50", %"l"
  %"pooled.ptr" = getelementptr inbounds float, float* %"pooled", i64 %"idx.51"
  store float %"acc_2.3", float* %"pooled.ptr", align 4
  %"l.next" = add nsw i64 %"l", 1
  br label %"for.cond.l"
for.end.l:
  %"k.next" = add nsw i64 %"k", 1
  br label %"for.cond.k"
for.end.k:
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  br label %"for.cond.j_1"
for.cond.j_1:
  %"j_1" = phi  i64 [0, %"for.end.j"], [%"j_1.next", %"for.end.k_1"]
  %"j_1.cond" = icmp slt i64 %"j_1", 3
  br i1 %"j_1.cond", label %"for.body.j_1", label %"for.end.j_1"
for.body.j_1:
  br label %"for.cond.k_1"
for.cond.k_1:
  %"k_1" = phi  i64 [0, %"for.body.j_1"], [%"k_1.next", %"for.body.k_1"]
  %"k_1.cond" = icmp slt i64 %"k_1", 3
  br i1 %"k_1.cond", label %"for.body.k_1", label %"for.end.k_1"
for.body.k_1:
  %"idx.52" = mul nsw i64 0, 16
  %"idx.53" = mul nsw i64 %"j_1", 4
  %"idx.54" = add nsw i64 %"idx.52", %"idx.53"
  %"idx.55" = add nsw i64 %"idx.54", %"k_1"
  %"pooled_1.ptr" = getelementptr inbounds float, float* %"pooled", i64 %"idx.55"
  %"pooled_1" = load float, float* %"pooled_1.ptr", align 4
  %"idx.56" = mul nsw i64 %"i", 18
  %"idx.57" = mul nsw i64 %"j_1", 6
  %"idx.58" = add nsw i64 %"idx.56", %"idx.57"
  %"idx.59" = mul nsw i64 %"k_1", 2
  %"idx.60" = add nsw i64 %"idx.58", %"idx.59"
  %"idx.61" = add nsw i64 %"idx.60", 0
  %"cols.ptr" = getelementptr inbounds float, ptr %"cols", i64 %"idx.61"
  store float %"pooled_1", ptr %"cols.ptr", align 4
  %"idx.62" = mul nsw i64 1, 16
  %"idx.63" = mul nsw i64 %"j_1", 4
  %"idx.64" = add nsw i64 %"idx.62", %"idx.63"
  %"idx.65" = add nsw i64 %"idx.64", %"k_1"
  %"pooled_1.ptr.1" = getelementptr inbounds float, float* %"pooled", i64 %"idx.65"
  %"pooled_1.1" = load float, float* %"pooled_1.ptr.1", align 4
  %"idx.66" = mul nsw i64 %"i", 18
  %"idx.67" = mul nsw i64 %"j_1", 6
  %"idx.68" = add nsw i64 %"idx.66", %"idx.67"
  %"idx.69" = mul nsw i64 %"k_1", 2
  %"idx.70" = add nsw i64 %"idx.68", %"idx.69"
  %"idx.71" = add nsw i64 %"idx.70", 1
  %"cols.ptr.1" = getelementptr inbounds float, ptr %"cols", i64 %"idx.71"
  store float %"pooled_1.1", ptr %"cols.ptr.1", align 4
  %"k_1.next" = add nsw i64 %"k_1", 1
  br label %"for.cond.k_1"
for.end.k_1:
  %"j_1.next" = add nsw i64 %"j_1", 1
  br label %"for.cond.j_1"
for.end.j_1:
  br label %"for.cond.k_2"
for.cond.k_2:
  %"k_2" = phi  i64 [0, %"for.end.j_1"], [%"k_2.next", %"for.end.l_2"]
  %"k_2.cond" = icmp slt i64 %"k_2", 2
  br i1 %"k_2.cond", label %"for.body.k_2", label %"for.end.k_2"
for.body.k_2:
  br label %"for.cond.l_2"
for.cond.l_2:
  %"l_2" = phi  i64 [0, %"for.body.k_2"], [%"l_2.next", %"for.end.m"]
  %"l_2.cond" = icmp slt i64 %"l_2", 4
  br i1 %"l_2.cond", label %"for.body.l_2", label %"for.end.l_2"
for.body.l_2:
  br label %"for.cond.m"
for.cond.m:
  %"m" = phi  i64 [0, %"for.body.l_2"], [%"m.next", %"for.body.m"]
  %"m.cond" = icmp slt i64 %"m", 4
  br i1 %"m.cond", label %"for.body.m", label %"for.end.m"
for.body.m:
  %"idx.72" = mul nsw i64 %"i", 128
  %"idx.73" = mul nsw i64 %"k_2", 64
  %"idx.74" = add nsw i64 %"idx.72", %"idx.73"
  %"idx.75" = mul nsw i64 %"l_2", 16
  %"idx.76" = add nsw i64 %"idx.74", %"idx.75"
  %"idx.77" = udiv i64 0, 2
  %"idx.78" = mul nsw i64 %"idx.77", 8
  %"idx.79" = add nsw i64 %"idx.76", %"idx.78"
  %"idx.80" = mul nsw i64 %"m", 2
  %"idx.81" = add nsw i64 %"idx.79", %"idx.80"
  %"idx.82" = urem i64 0, 2
  %"idx.83" = add nsw i64 %"idx.81", %"idx.82"
  %"mm_2.ptr" = getelementptr inbounds float, ptr %"mm", i64 %"idx.83"
  %"mm_2" = load float, ptr %"mm_2.ptr", align 4
  %"primals_3_2.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"i"
  %"primals_3_2" = load float, ptr %"primals_3_2.ptr", align 4
  %"conv2d_1" = fadd float %"mm_2", %"primals_3_2"
  %"relu_1.keep" = fcmp oge float %"conv2d_1",              0x0
  %"relu_1.nan" = fcmp uno float %"conv2d_1", %"conv2d_1"
  %".40" = or i1 %"relu_1.keep", %"relu_1.nan"
  %"relu_1" = select  i1 %".40", float %"conv2d_1", float              0x0
  %"greater" = fcmp ogt float %"relu_1", 0xfff0000000000000
  %"is_nan" = fcmp une float %"relu_1", %"relu_1"
  %"best_is_nan" = fcmp une float 0xfff0000000000000, 0xfff0000000000000
  %"select" = select  i1 %"best_is_nan", i1 0, i1 %"is_nan"
  %"take" = select  i1 %"greater", i1 %"greater", i1 %"select"
  %"first_1" = icmp slt i64 -1, 0
  %"take_1" = select  i1 %"first_1", i1 1, i1 %"take"
  %"best_1" = select  i1 %"take_1", float %"relu_1", float 0xfff0000000000000
  %"arg_1" = select  i1 %"take_1", i64 0, i64 -1
  %"idx.84" = mul nsw i64 %"i", 128
  %"idx.85" = mul nsw i64 %"k_2", 64
  %"idx.86" = add nsw i64 %"idx.84", %"idx.85"
  %"idx.87" = mul nsw i64 %"l_2", 16
  %"idx.88" = add nsw i64 %"idx.86", %"idx.87"
  %"idx.89" = udiv i64 1, 2
  %"idx.90" = mul nsw i64 %"idx.89", 8
  %"idx.91" = add nsw i64 %"idx.88", %"idx.90"
  %"idx.92" = mul nsw i64 %"m", 2
  %"idx.93" = add nsw i64 %"idx.91", %"idx.92"
  %"idx.94" = urem i64 1, 2
  %"idx.95" = add nsw i64 %"idx.93", %"idx.94"
  %"mm_2.ptr.1" = getelementptr inbounds float, ptr %"mm", i64 %"idx.95"
  %"mm_2.1" = load float, ptr %"mm_2.ptr.1", align 4
  %"primals_3_2.ptr.1" = getelementptr inbounds float, ptr %"primals_3", i64 %"i"
  %"primals_3_2.1" = load float, ptr %"primals_3_2.ptr.1", align 4
  %"conv2d_1.1" = fadd float %"mm_2.1", %"primals_3_2.1"
  %"relu_1.keep.1" = fcmp oge float %"conv2d_1.1",              0x0
  %"relu_1.nan.1" = fcmp uno float %"conv2d_1.1", %"conv2d_1.1"
  %".41" = or i1 %"relu_1.keep.1", %"relu_1.nan.1"
  %"relu_1.1" = select  i1 %".41", float %"conv2d_1.1", float              0x0
  %"greater.1" = fcmp ogt float %"relu_1.1", %"best_1"
  %"is_nan.1" = fcmp une float %"relu_1.1", %"relu_1.1"
  %"best_is_nan.1" = fcmp une float %"best_1", %"best_1"
  %"select.1" = select  i1 %"best_is_nan.1", i1 0, i1 %"is_nan.1"
  %"take.1" = select  i1 %"greater.1", i1 %"greater.1", i1 %"select.1"
  %"first_1.1" = icmp slt i64 %"arg_1", 0
  %"take_1.1" = select  i1 %"first_1.1", i1 1, i1 %"take.1"
  %"best_1.1" = select  i1 %"take_1.1", float %"relu_1.1", float %"best_1"
  %"arg_1.1" = select  i1 %"take_1.1", i64 1, i64 %"arg_1"
  %"idx.96" = mul nsw i64 %"i", 128
  %"idx.97" = mul nsw i64 %"k_2", 64
  %"idx.98" = add nsw i64 %"idx.96", %"idx.97"
  %"idx.99" = mul nsw i64 %"l_2", 16
  %"idx.100" = add nsw i64 %"idx.98", %"idx.99"
  %"idx.101" = udiv i64 2, 2
  %"idx.102" = mul nsw i64 %"idx.101", 8
  %"idx.103" = add nsw i64 %"idx.100", %"idx.102"
  %"idx.104" = mul nsw i64 %"m", 2
  %"idx.105" = add nsw i64 %"idx.103", %"idx.104"
  %"idx.106" = urem i64 2, 2
  %"idx.107" = add nsw i64 %"idx.105", %"idx.106"
  %"mm_2.ptr.2" = getelementptr inbounds float, ptr %"mm", i64 %"idx.107"
  %"mm_2.2" = load float, ptr %"mm_2.ptr.2", align 4
  %"primals_3_2.ptr.2" = getelementptr inbounds float, ptr %"primals_3", i64 %"i"
  %"primals_3_2.2" = load float, ptr %"primals_3_2.ptr.2", align 4
  %"conv2d_1.2" = fadd float %"mm_2.2", %"primals_3_2.2"
  %"relu_1.keep.2" = fcmp oge float %"conv2d_1.2",              0x0
  %"relu_1.nan.2" = fcmp uno float %"conv2d_1.2", %"conv2d_1.2"
  %".42" = or i1 %"relu_1.keep.2", %"relu_1.nan.2"
  %"relu_1.2" = select  i1 %".42", float %"conv2d_1.2", float              0x0
  %"greater.2" = fcmp ogt float %"relu_1.2", %"best_1.1"
  %"is_nan.2" = fcmp une float %"relu_1.2", %"relu_1.2"
  %"best_is_nan.2" = fcmp une float %"best_1.1", %"best_1.1"
  %"select.2" = select  i1 %"best_is_nan.2", i1 0, i1 %"is_nan.2"
  %"take.2" = select  i1 %"greater.2", i1 %"greater.2", i1 %"select.2"
  %"first_1.2" = icmp slt i64 %"arg_1.1", 0
  %"take_1.2" = select  i1 %"first_1.2", i1 1, i1 %"take.2"
  %"best_1.2" = select  i1 %"take_1.2", float %"relu_1.2", float %"best_1.1"
  %"arg_1.2" = select  i1 %"take_1.2", i64 2, i64 %"arg_1.1"
  %"idx.108" = mul nsw i64 %"i", 128
  %"idx.109" = mul nsw i64 %"k_2", 64
  %"idx.110" = add nsw i64 %"idx.108", %"idx.109"
  %"idx.111" = mul nsw i64 %"l_2", 16
  %"idx.112" = add nsw i64 %"idx.110", %"idx.111"
  %"idx.113" = udiv i64 3, 2
  %"idx.114" = mul nsw i64 %"idx.113", 8
  %"idx.115" = add nsw i64 %"idx.112", %"idx.114"
  %"idx.116" = mul nsw i64 %"m", 2
  %"idx.117" = add nsw i64 %"idx.115", %"idx.116"
  %"idx.118" = urem i64 3, 2
  %"idx.119" = add nsw i64 %"idx.117", %"idx.118"
  %"mm_2.ptr.3" = getelementptr inbounds float, ptr %"mm", i64 %"idx.119"
  %"mm_2.3" = load float, ptr %"mm_2.ptr.3", align 4
  %"primals_3_2.ptr.3" = getelementptr inbounds float, ptr %"primals_3", i64 %"i"
  %"primals_3_2.3" = load float, ptr %"primals_3_2.ptr.3", align 4
  %"conv2d_1.3" = fadd float %"mm_2.3", %"primals_3_2.3"
  %"relu_1.keep.3" = fcmp oge float %"conv2d_1.3",              0x0
  %"relu_1.nan.3" = fcmp uno float %"conv2d_1.3", %"conv2d_1.3"
  %".43" = or i1 %"relu_1.keep.3", %"relu_1.nan.3"
  %"relu_1.3" = select  i1 %".43", float %"conv2d_1.3", float              0x0
  %"greater.3" = fcmp ogt float %"relu_1.3", %"best_1.2"
  %"is_nan.3" = fcmp une float %"relu_1.3", %"relu_1.3"
  %"best_is_nan.3" = fcmp une float %"best_1.2", %"best_1.2"
  %"select.3" = select  i1 %"best_is_nan.3", i1 0, i1 %"is_nan.3"
  %"take.3" = select  i1 %"greater.3", i1 %"greater.3", i1 %"select.3"
  %"first_1.3" = icmp slt i64 %"arg_1.2", 0
  %"take_1.3" = select  i1 %"first_1.3", i1 1, i1 %"take.3"
  %"best_1.3" = select  i1 %"take_1.3", float %"relu_1.3", float %"best_1.2"
  %"arg_1.3" = select  i1 %"take_1.3", i64 3, i64 %"arg_1.2"
  %"idx.120" = mul nsw i64 %"k_2", 16
  %"idx.121" = mul nsw i64 %"l_2", 4
  %"idx.122" = add nsw i64 %"idx.120", %"idx.121"
  %"idx.123" = add nsw i64 %"idx.122", %"m"
  %"argmax.ptr" = getelementptr inbounds i64, i64* %"argmax", i64 %"idx.123"
  store i64 %"arg_1.3", i64* %"argmax.ptr", align 8
  %"m.next" = add nsw i64 %"m", 1
  br label %"for.cond.m"
for.end.m:
  %"l_2.next" = add nsw i64 %"l_2", 1
  br label %"for.cond.l_2"
for.end.l_2:
  %"k_2.next" = add nsw i64 %"k_2", 1
  br label %"for.cond.k_2"
for.end.k_2:
  br label %"for.cond.j_2"
for.cond.j_2:
  %"j_2" = phi  i64 [0, %"for.end.k_2"], [%"j_2.next", %"for.end.k_4"]
  %"j_2.cond" = icmp slt i64 %"j_2", 4
  br i1 %"j_2.cond", label %"for.body.j_2", label %"for.end.j_2"
for.body.j_2:
  br label %"for.cond.k_4"
for.cond.k_4:
  %"k_4" = phi  i64 [0, %"for.body.j_2"], [%"k_4.next", %"for.end.l_3"]
  %"k_4.cond" = icmp slt i64 %"k_4", 2
  br i1 %"k_4.cond", label %"for.body.k_4", label %"for.end.k_4"
for.body.k_4:
  br label %"for.cond.l_3"
for.cond.l_3:
  %"l_3" = phi  i64 [0, %"for.body.k_4"], [%"l_3.next", %"for.body.l_3"]
  %"l_3.cond" = icmp slt i64 %"l_3", 4
  br i1 %"l_3.cond", label %"for.body.l_3", label %"for.end.l_3"
for.body.l_3:
  %"idx.124" = mul nsw i64 %"k_4", 16
  %"idx.125" = mul nsw i64 %"l_3", 4
  %"idx.126" = add nsw i64 %"idx.124", %"idx.125"
  %"idx.127" = add nsw i64 %"idx.126", 0
  %"argmax_1.ptr" = getelementptr inbounds i64, i64* %"argmax", i64 %"idx.127"
  %"argmax_1" = load i64, i64* %"argmax_1.ptr", align 8
  %"flat" = add i64 0, %"j_2"
  %"first_2" = icmp eq i64 %"argmax_1", %"flat"
  %"idx.128" = mul nsw i64 %"i", 128
  %"idx.129" = mul nsw i64 %"j_2", 32
  %"idx.130" = add nsw i64 %"idx.128", %"idx.129"
  %"idx.131" = mul nsw i64 %"k_4", 16
  %"idx.132" = add nsw i64 %"idx.130", %"idx.131"
  %"idx.133" = mul nsw i64 %"l_3", 4
  %"idx.134" = add nsw i64 %"idx.132", %"idx.133"
  %"idx.135" = add nsw i64 %"idx.134", 0
  %"first.ptr" = getelementptr inbounds i8, ptr %"first", i64 %"idx.135"
  %".54" = zext i1 %"first_2" to i8
  store i8 %".54", ptr %"first.ptr", align 1
  %"idx.136" = mul nsw i64 %"k_4", 16
  %"idx.137" = mul nsw i64 %"l_3", 4
  %"idx.138" = add nsw i64 %"idx.136", %"idx.137"
  %"idx.139" = add nsw i64 %"idx.138", 1
  %"argmax_1.ptr.1" = getelementptr inbounds i64, i64* %"argmax", i64 %"idx.139"
  %"argmax_1.1" = load i64, i64* %"argmax_1.ptr.1", align 8
  %"flat.1" = add i64 0, %"j_2"
  %"first_2.1" = icmp eq i64 %"argmax_1.1", %"flat.1"
  %"idx.140" = mul nsw i64 %"i", 128
  %"idx.141" = mul nsw i64 %"j_2", 32
  %"idx.142" = add nsw i64 %"idx.140", %"idx.141"
  %"idx.143" = mul nsw i64 %"k_4", 16
  %"idx.144" = add nsw i64 %"idx.142", %"idx.143"
  %"idx.145" = mul nsw i64 %"l_3", 4
  %"idx.146" = add nsw i64 %"idx.144", %"idx.145"
  %"idx.147" = add nsw i64 %"idx.146", 1
  %"first.ptr.1" = getelementptr inbounds i8, ptr %"first", i64 %"idx.147"
  %".56" = zext i1 %"first_2.1" to i8
  store i8 %".56", ptr %"first.ptr.1", align 1
  %"idx.148" = mul nsw i64 %"k_4", 16
  %"idx.149" = mul nsw i64 %"l_3", 4
  %"idx.150" = add nsw i64 %"idx.148", %"idx.149"
  %"idx.151" = add nsw i64 %"idx.150", 2
  %"argmax_1.ptr.2" = getelementptr inbounds i64, i64* %"argmax", i64 %"idx.151"
  %"argmax_1.2" = load i64, i64* %"argmax_1.ptr.2", align 8
  %"flat.2" = add i64 0, %"j_2"
  %"first_2.2" = icmp eq i64 %"argmax_1.2", %"flat.2"
  %"idx.152" = mul nsw i64 %"i", 128
  %"idx.153" = mul nsw i64 %"j_2", 32
  %"idx.154" = add nsw i64 %"idx.152", %"idx.153"
  %"idx.155" = mul nsw i64 %"k_4", 16
  %"idx.156" = add nsw i64 %"idx.154", %"idx.155"
  %"idx.157" = mul nsw i64 %"l_3", 4
  %"idx.158" = add nsw i64 %"idx.156", %"idx.157"
  %"idx.159" = add nsw i64 %"idx.158", 2
  %"first.ptr.2" = getelementptr inbounds i8, ptr %"first", i64 %"idx.159"
  %".58" = zext i1 %"first_2.2" to i8
  store i8 %".58", ptr %"first.ptr.2", align 1
  %"idx.160" = mul nsw i64 %"k_4", 16
  %"idx.161" = mul nsw i64 %"l_3", 4
  %"idx.162" = add nsw i64 %"idx.160", %"idx.161"
  %"idx.163" = add nsw i64 %"idx.162", 3
  %"argmax_1.ptr.3" = getelementptr inbounds i64, i64* %"argmax", i64 %"idx.163"
  %"argmax_1.3" = load i64, i64* %"argmax_1.ptr.3", align 8
  %"flat.3" = add i64 0, %"j_2"
  %"first_2.3" = icmp eq i64 %"argmax_1.3", %"flat.3"
  %"idx.164" = mul nsw i64 %"i", 128
  %"idx.165" = mul nsw i64 %"j_2", 32
  %"idx.166" = add nsw i64 %"idx.164", %"idx.165"
  %"idx.167" = mul nsw i64 %"k_4", 16
  %"idx.168" = add nsw i64 %"idx.166", %"idx.167"
  %"idx.169" = mul nsw i64 %"l_3", 4
  %"idx.170" = add nsw i64 %"idx.168", %"idx.169"
  %"idx.171" = add nsw i64 %"idx.170", 3
  %"first.ptr.3" = getelementptr inbounds i8, ptr %"first", i64 %"idx.171"
  %".60" = zext i1 %"first_2.3" to i8
  store i8 %".60", ptr %"first.ptr.3", align 1
  %"l_3.next" = add nsw i64 %"l_3", 1
  br label %"for.cond.l_3"
for.end.l_3:
  %"k_4.next" = add nsw i64 %"k_4", 1
  br label %"for.cond.k_4"
for.end.k_4:
  %"j_2.next" = add nsw i64 %"j_2", 1
  br label %"for.cond.j_2"
for.end.j_2:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define internal void @"kernel.sum"(ptr captures(none) noalias dereferenceable(48) %"mm", ptr captures(none) noalias dereferenceable(48) %"mean") noinline nounwind
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
  %"l" = phi  i64 [0, %"for.body.k"], [%"l.next", %"for.body.l"]
  %"l.cond" = icmp slt i64 %"l", 1
  br i1 %"l.cond", label %"for.body.l", label %"for.end.l"
for.body.l:
  %"idx" = add nsw i64 %"i", 0
  %"idx.1" = mul nsw i64 %"j", 2
  %"idx.2" = add nsw i64 %"idx", %"idx.1"
  %"mm_1.ptr" = getelementptr inbounds float, ptr %"mm", i64 %"idx.2"
  %"mm_1" = load float, ptr %"mm_1.ptr", align 4
  %"acc_2" = fadd float              0x0, %"mm_1"
  %"idx.3" = mul nsw i64 %"i", 6
  %"idx.4" = add nsw i64 %"idx.3", %"j"
  %"idx.5" = add nsw i64 %"idx.4", %"k"
  %"idx.6" = add nsw i64 %"idx.5", %"l"
  %"mean.ptr" = getelementptr inbounds float, ptr %"mean", i64 %"idx.6"
  store float %"acc_2", ptr %"mean.ptr", align 4
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
  call void @"kernel.pad"(ptr %"padded", ptr %"primals_1")
  %"cols" = getelementptr inbounds i8, ptr %"arena", i64 0
  call void @"kernel.unfold"(ptr %"padded", ptr %"cols")
  %"mm" = getelementptr inbounds i8, ptr %"arena", i64 13824
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 111, i64 4, i64 128, i64 27, float 0x3ff0000000000000, ptr %"primals_2", i64 27, ptr %"cols", i64 128, float              0x0, ptr %"mm", i64 128)
  %"cols_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 6
  %"cols_1" = load ptr, ptr %"cols_1.slot"
  %"first.slot" = getelementptr inbounds ptr, ptr %"args", i64 7
  %"first" = load ptr, ptr %"first.slot"
  call void @"kernel.fused_add_relu_max_unfold_argmax_iota"(ptr %"mm", ptr %"primals_3", ptr %"cols_1", ptr %"first")
  %"mm_1" = getelementptr inbounds i8, ptr %"arena", i64 0
  br label %"for.cond.batch"
for.cond.batch:
  %"batch" = phi  i64 [0, %"entry"], [%"batch.next", %"for.body.batch"]
  %"batch.cond" = icmp slt i64 %"batch", 2
  br i1 %"batch.cond", label %"for.body.batch", label %"for.end.batch"
for.body.batch:
  %".10" = mul i64 %"batch", 216
  %".11" = getelementptr inbounds i8, ptr %"primals_4", i64 %".10"
  %".12" = mul i64 %"batch", 144
  %".13" = getelementptr inbounds i8, ptr %"cols_1", i64 %".12"
  %".14" = mul i64 %"batch", 24
  %".15" = getelementptr inbounds i8, ptr %"mm_1", i64 %".14"
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 111, i64 3, i64 2, i64 18, float 0x3ff0000000000000, ptr %".11", i64 18, ptr %".13", i64 2, float              0x0, ptr %".15", i64 2)
  %"batch.next" = add nsw i64 %"batch", 1
  br label %"for.cond.batch"
for.end.batch:
  %"mean.slot" = getelementptr inbounds ptr, ptr %"args", i64 8
  %"mean" = load ptr, ptr %"mean.slot"
  call void @"kernel.sum"(ptr %"mm_1", ptr %"mean")
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

; ----- program @convnet_backward ----- ;
; ModuleID = "convnet_backward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.pad"(ptr captures(none) noalias dereferenceable(2400) %"padded", ptr captures(none) noalias dereferenceable(1536) %"primals_1") noinline nounwind
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
  %"k.cond" = icmp slt i64 %"k", 10
  br i1 %"k.cond", label %"for.body.k", label %"for.end.k"
for.body.k:
  %"idx" = mul nsw i64 %"i", 300
  %"idx.1" = mul nsw i64 %"j", 100
  %"idx.2" = add nsw i64 %"idx", %"idx.1"
  %"idx.3" = mul nsw i64 %"k", 10
  %"idx.4" = add nsw i64 %"idx.2", %"idx.3"
  %"idx.5" = add nsw i64 %"idx.4", 0
  %"padded.ptr" = getelementptr inbounds float, ptr %"padded", i64 %"idx.5"
  store float              0x0, ptr %"padded.ptr", align 4
  %"idx.6" = mul nsw i64 %"i", 300
  %"idx.7" = mul nsw i64 %"j", 100
  %"idx.8" = add nsw i64 %"idx.6", %"idx.7"
  %"idx.9" = mul nsw i64 %"k", 10
  %"idx.10" = add nsw i64 %"idx.8", %"idx.9"
  %"idx.11" = add nsw i64 %"idx.10", 1
  %"padded.ptr.1" = getelementptr inbounds float, ptr %"padded", i64 %"idx.11"
  store float              0x0, ptr %"padded.ptr.1", align 4
  %"idx.12" = mul nsw i64 %"i", 300
  %"idx.13" = mul nsw i64 %"j", 100
  %"idx.14" = add nsw i64 %"idx.12", %"idx.13"
  %"idx.15" = mul nsw i64 %"k", 10
  %"idx.16" = add nsw i64 %"idx.14", %"idx.15"
  %"idx.17" = add nsw i64 %"idx.16", 2
  %"padded.ptr.2" = getelementptr inbounds float, ptr %"padded", i64 %"idx.17"
  store float              0x0, ptr %"padded.ptr.2", align 4
  %"idx.18" = mul nsw i64 %"i", 300
  %"idx.19" = mul nsw i64 %"j", 100
  %"idx.20" = add nsw i64 %"idx.18", %"idx.19"
  %"idx.21" = mul nsw i64 %"k", 10
  %"idx.22" = add nsw i64 %"idx.20", %"idx.21"
  %"idx.23" = add nsw i64 %"idx.22", 3
  %"padded.ptr.3" = getelementptr inbounds float, ptr %"padded", i64 %"idx.23"
  store float              0x0, ptr %"padded.ptr.3", align 4
  %"idx.24" = mul nsw i64 %"i", 300
  %"idx.25" = mul nsw i64 %"j", 100
  %"idx.26" = add nsw i64 %"idx.24", %"idx.25"
  %"idx.27" = mul nsw i64 %"k", 10
  %"idx.28" = add nsw i64 %"idx.26", %"idx.27"
  %"idx.29" = add nsw i64 %"idx.28", 4
  %"padded.ptr.4" = getelementptr inbounds float, ptr %"padded", i64 %"idx.29"
  store float              0x0, ptr %"padded.ptr.4", align 4
  %"idx.30" = mul nsw i64 %"i", 300
  %"idx.31" = mul nsw i64 %"j", 100
  %"idx.32" = add nsw i64 %"idx.30", %"idx.31"
  %"idx.33" = mul nsw i64 %"k", 10
  %"idx.34" = add nsw i64 %"idx.32", %"idx.33"
  %"idx.35" = add nsw i64 %"idx.34", 5
  %"padded.ptr.5" = getelementptr inbounds float, ptr %"padded", i64 %"idx.35"
  store float              0x0, ptr %"padded.ptr.5", align 4
  %"idx.36" = mul nsw i64 %"i", 300
  %"idx.37" = mul nsw i64 %"j", 100
  %"idx.38" = add nsw i64 %"idx.36", %"idx.37"
  %"idx.39" = mul nsw i64 %"k", 10
  %"idx.40" = add nsw i64 %"idx.38", %"idx.39"
  %"idx.41" = add nsw i64 %"idx.40", 6
  %"padded.ptr.6" = getelementptr inbounds float, ptr %"padded", i64 %"idx.41"
  store float              0x0, ptr %"padded.ptr.6", align 4
  %"idx.42" = mul nsw i64 %"i", 300
  %"idx.43" = mul nsw i64 %"j", 100
  %"idx.44" = add nsw i64 %"idx.42", %"idx.43"
  %"idx.45" = mul nsw i64 %"k", 10
  %"idx.46" = add nsw i64 %"idx.44", %"idx.45"
  %"idx.47" = add nsw i64 %"idx.46", 7
  %"padded.ptr.7" = getelementptr inbounds float, ptr %"padded", i64 %"idx.47"
  store float              0x0, ptr %"padded.ptr.7", align 4
  %"idx.48" = mul nsw i64 %"i", 300
  %"idx.49" = mul nsw i64 %"j", 100
  %"idx.50" = add nsw i64 %"idx.48", %"idx.49"
  %"idx.51" = mul nsw i64 %"k", 10
  %"idx.52" = add nsw i64 %"idx.50", %"idx.51"
  %"idx.53" = add nsw i64 %"idx.52", 8
  %"padded.ptr.8" = getelementptr inbounds float, ptr %"padded", i64 %"idx.53"
  store float              0x0, ptr %"padded.ptr.8", align 4
  %"idx.54" = mul nsw i64 %"i", 300
  %"idx.55" = mul nsw i64 %"j", 100
  %"idx.56" = add nsw i64 %"idx.54", %"idx.55"
  %"idx.57" = mul nsw i64 %"k", 10
  %"idx.58" = add nsw i64 %"idx.56", %"idx.57"
  %"idx.59" = add nsw i64 %"idx.58", 9
  %"padded.ptr.9" = getelementptr inbounds float, ptr %"padded", i64 %"idx.59"
  store float              0x0, ptr %"padded.ptr.9", align 4
  %"k.next" = add nsw i64 %"k", 1
  br label %"for.cond.k"
for.end.k:
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  br label %"for.cond.i_1"
for.cond.i_1:
  %"i_1" = phi  i64 [0, %"for.end.i"], [%"i_1.next", %"for.end.j_1"]
  %"i_1.cond" = icmp slt i64 %"i_1", 2
  br i1 %"i_1.cond", label %"for.body.i_1", label %"for.end.i_1"
for.body.i_1:
  br label %"for.cond.j_1"
for.cond.j_1:
  %"j_1" = phi  i64 [0, %"for.body.i_1"], [%"j_1.next", %"for.end.k_1"]
  %"j_1.cond" = icmp slt i64 %"j_1", 3
  br i1 %"j_1.cond", label %"for.body.j_1", label %"for.end.j_1"
for.body.j_1:
  br label %"for.cond.k_1"
for.cond.k_1:
  %"k_1" = phi  i64 [0, %"for.body.j_1"], [%"k_1.next", %"for.end.l_1"]
  %"k_1.cond" = icmp slt i64 %"k_1", 8
  br i1 %"k_1.cond", label %"for.body.k_1", label %"for.end.k_1"
for.body.k_1:
  br label %"for.cond.l_1"
for.cond.l_1:
  %"l_1" = phi  i64 [0, %"for.body.k_1"], [%"l_1.next", %"for.body.l_1"]
  %"l_1.cond" = icmp slt i64 %"l_1", 8
  br i1 %"l_1.cond", label %"for.body.l_1", label %"for.end.l_1"
for.body.l_1:
  %"idx.60" = mul nsw i64 %"i_1", 192
  %"idx.61" = mul nsw i64 %"j_1", 64
  %"idx.62" = add nsw i64 %"idx.60", %"idx.61"
  %"idx.63" = mul nsw i64 %"k_1", 8
  %"idx.64" = add nsw i64 %"idx.62", %"idx.63"
  %"idx.65" = add nsw i64 %"idx.64", %"l_1"
  %"primals_1_1.ptr" = getelementptr inbounds float, ptr %"primals_1", i64 %"idx.65"
  %"primals_1_1" = load float, ptr %"primals_1_1.ptr", align 4
  %"idx.66" = mul nsw i64 %"i_1", 300
  %"idx.67" = mul nsw i64 %"j_1", 100
  %"idx.68" = add nsw i64 %"idx.66", %"idx.67"
  %"idx.69" = mul nsw i64 %"k_1", 10
  %"idx.70" = add nsw i64 %"idx.68", %"idx.69"
  %"idx.71" = add nsw i64 %"idx.70", %"l_1"
  %"padded.ptr.idx" = add nsw i64 %"idx.71", 11
  %"padded.ptr.10" = getelementptr inbounds float, ptr %"padded", i64 %"padded.ptr.idx"
  store float %"primals_1_1", ptr %"padded.ptr.10", align 4
  %"l_1.next" = add nsw i64 %"l_1", 1
  br label %"for.cond.l_1"
for.end.l_1:
  %"k_1.next" = add nsw i64 %"k_1", 1
  br label %"for.cond.k_1"
for.end.k_1:
  %"j_1.next" = add nsw i64 %"j_1", 1
  br label %"for.cond.j_1"
for.end.j_1:
  %"i_1.next" = add nsw i64 %"i_1", 1
  br label %"for.cond.i_1"
for.end.i_1:
  ret void
}

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
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.body.i"]
  %"i.cond" = icmp slt i64 %"i", 2
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  %"idx" = mul nsw i64 %"i", 5
  %"idx.1" = add nsw i64 %"idx", 0
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
  %"idx.2" = mul nsw i64 %"i", 5
  %"idx.3" = add nsw i64 %"idx.2", 1
  %"mm_1.ptr.1" = getelementptr inbounds float, ptr %"mm", i64 %"idx.3"
  %"mm_1.1" = load float, ptr %"mm_1.ptr.1", align 4
  %"primals_6_1.ptr.1" = getelementptr inbounds float, ptr %"primals_6", i64 %"idx.3"
  %"primals_6_1.1" = load float, ptr %"primals_6_1.ptr.1", align 4
  %"sub.1" = fsub float %"mm_1.1", %"primals_6_1.1"
  %"tangents_1_1.ptr.1" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_1.1" = load float, ptr %"tangents_1_1.ptr.1", align 4
  %"mul.1" = fmul float %"tangents_1_1.1", 0x4000000000000000
  %"div.1" = fdiv float %"mul.1", 0x4024000000000000
  %"d_mm_1.1" = fmul float %"sub.1", %"div.1"
  %"d_mm.ptr.1" = getelementptr inbounds float, ptr %"d_mm", i64 %"idx.3"
  store float %"d_mm_1.1", ptr %"d_mm.ptr.1", align 4
  %"d_primals_6_1.1" = fneg float %"d_mm_1.1"
  %"d_primals_6.ptr.1" = getelementptr inbounds float, ptr %"d_primals_6", i64 %"idx.3"
  store float %"d_primals_6_1.1", ptr %"d_primals_6.ptr.1", align 4
  %"idx.4" = mul nsw i64 %"i", 5
  %"idx.5" = add nsw i64 %"idx.4", 2
  %"mm_1.ptr.2" = getelementptr inbounds float, ptr %"mm", i64 %"idx.5"
  %"mm_1.2" = load float, ptr %"mm_1.ptr.2", align 4
  %"primals_6_1.ptr.2" = getelementptr inbounds float, ptr %"primals_6", i64 %"idx.5"
  %"primals_6_1.2" = load float, ptr %"primals_6_1.ptr.2", align 4
  %"sub.2" = fsub float %"mm_1.2", %"primals_6_1.2"
  %"tangents_1_1.ptr.2" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_1.2" = load float, ptr %"tangents_1_1.ptr.2", align 4
  %"mul.2" = fmul float %"tangents_1_1.2", 0x4000000000000000
  %"div.2" = fdiv float %"mul.2", 0x4024000000000000
  %"d_mm_1.2" = fmul float %"sub.2", %"div.2"
  %"d_mm.ptr.2" = getelementptr inbounds float, ptr %"d_mm", i64 %"idx.5"
  store float %"d_mm_1.2", ptr %"d_mm.ptr.2", align 4
  %"d_primals_6_1.2" = fneg float %"d_mm_1.2"
  %"d_primals_6.ptr.2" = getelementptr inbounds float, ptr %"d_primals_6", i64 %"idx.5"
  store float %"d_primals_6_1.2", ptr %"d_primals_6.ptr.2", align 4
  %"idx.6" = mul nsw i64 %"i", 5
  %"idx.7" = add nsw i64 %"idx.6", 3
  %"mm_1.ptr.3" = getelementptr inbounds float, ptr %"mm", i64 %"idx.7"
  %"mm_1.3" = load float, ptr %"mm_1.ptr.3", align 4
  %"primals_6_1.ptr.3" = getelementptr inbounds float, ptr %"primals_6", i64 %"idx.7"
  %"primals_6_1.3" = load float, ptr %"primals_6_1.ptr.3", align 4
  %"sub.3" = fsub float %"mm_1.3", %"primals_6_1.3"
  %"tangents_1_1.ptr.3" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_1.3" = load float, ptr %"tangents_1_1.ptr.3", align 4
  %"mul.3" = fmul float %"tangents_1_1.3", 0x4000000000000000
  %"div.3" = fdiv float %"mul.3", 0x4024000000000000
  %"d_mm_1.3" = fmul float %"sub.3", %"div.3"
  %"d_mm.ptr.3" = getelementptr inbounds float, ptr %"d_mm", i64 %"idx.7"
  store float %"d_mm_1.3", ptr %"d_mm.ptr.3", align 4
  %"d_primals_6_1.3" = fneg float %"d_mm_1.3"
  %"d_primals_6.ptr.3" = getelementptr inbounds float, ptr %"d_primals_6", i64 %"idx.7"
  store float %"d_primals_6_1.3", ptr %"d_primals_6.ptr.3", align 4
  %"idx.8" = mul nsw i64 %"i", 5
  %"idx.9" = add nsw i64 %"idx.8", 4
  %"mm_1.ptr.4" = getelementptr inbounds float, ptr %"mm", i64 %"idx.9"
  %"mm_1.4" = load float, ptr %"mm_1.ptr.4", align 4
  %"primals_6_1.ptr.4" = getelementptr inbounds float, ptr %"primals_6", i64 %"idx.9"
  %"primals_6_1.4" = load float, ptr %"primals_6_1.ptr.4", align 4
  %"sub.4" = fsub float %"mm_1.4", %"primals_6_1.4"
  %"tangents_1_1.ptr.4" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_1.4" = load float, ptr %"tangents_1_1.ptr.4", align 4
  %"mul.4" = fmul float %"tangents_1_1.4", 0x4000000000000000
  %"div.4" = fdiv float %"mul.4", 0x4024000000000000
  %"d_mm_1.4" = fmul float %"sub.4", %"div.4"
  %"d_mm.ptr.4" = getelementptr inbounds float, ptr %"d_mm", i64 %"idx.9"
  store float %"d_mm_1.4", ptr %"d_mm.ptr.4", align 4
  %"d_primals_6_1.4" = fneg float %"d_mm_1.4"
  %"d_primals_6.ptr.4" = getelementptr inbounds float, ptr %"d_primals_6", i64 %"idx.9"
  store float %"d_primals_6_1.4", ptr %"d_primals_6.ptr.4", align 4
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
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.body.j"]
  %"j.cond" = icmp slt i64 %"j", 3
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"idx" = mul nsw i64 0, 6
  %"idx.1" = mul nsw i64 %"i", 3
  %"idx.2" = add nsw i64 %"idx", %"idx.1"
  %"idx.3" = add nsw i64 %"idx.2", %"j"
  %"d_p_1.ptr" = getelementptr inbounds float, ptr %"d_p", i64 %"idx.3"
  %"d_p_1" = load float, ptr %"d_p_1.ptr", align 4
  %"idx.4" = mul nsw i64 %"i", 6
  %"idx.5" = mul nsw i64 %"j", 2
  %"idx.6" = add nsw i64 %"idx.4", %"idx.5"
  %"idx.7" = add nsw i64 %"idx.6", 0
  %"reshape_1.ptr" = getelementptr inbounds float, ptr %"reshape_1", i64 %"idx.7"
  store float %"d_p_1", ptr %"reshape_1.ptr", align 4
  %"idx.8" = mul nsw i64 1, 6
  %"idx.9" = mul nsw i64 %"i", 3
  %"idx.10" = add nsw i64 %"idx.8", %"idx.9"
  %"idx.11" = add nsw i64 %"idx.10", %"j"
  %"d_p_1.ptr.1" = getelementptr inbounds float, ptr %"d_p", i64 %"idx.11"
  %"d_p_1.1" = load float, ptr %"d_p_1.ptr.1", align 4
  %"idx.12" = mul nsw i64 %"i", 6
  %"idx.13" = mul nsw i64 %"j", 2
  %"idx.14" = add nsw i64 %"idx.12", %"idx.13"
  %"idx.15" = add nsw i64 %"idx.14", 1
  %"reshape_1.ptr.1" = getelementptr inbounds float, ptr %"reshape_1", i64 %"idx.15"
  store float %"d_p_1.1", ptr %"reshape_1.ptr.1", align 4
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
  %"k" = phi  i64 [0, %"for.body.j"], [%"k.next", %"for.body.k"]
  %"k.cond" = icmp slt i64 %"k", 4
  br i1 %"k.cond", label %"for.body.k", label %"for.end.k"
for.body.k:
  %"idx" = mul nsw i64 %"i", 64
  %"idx.1" = mul nsw i64 %"j", 16
  %"idx.2" = add nsw i64 %"idx", %"idx.1"
  %"idx.3" = mul nsw i64 %"k", 4
  %"idx.4" = add nsw i64 %"idx.2", %"idx.3"
  %"idx.5" = add nsw i64 %"idx.4", 0
  %"d_h.ptr" = getelementptr inbounds float, ptr %"d_h", i64 %"idx.5"
  store float              0x0, ptr %"d_h.ptr", align 4
  %"idx.6" = mul nsw i64 %"i", 64
  %"idx.7" = mul nsw i64 %"j", 16
  %"idx.8" = add nsw i64 %"idx.6", %"idx.7"
  %"idx.9" = mul nsw i64 %"k", 4
  %"idx.10" = add nsw i64 %"idx.8", %"idx.9"
  %"idx.11" = add nsw i64 %"idx.10", 1
  %"d_h.ptr.1" = getelementptr inbounds float, ptr %"d_h", i64 %"idx.11"
  store float              0x0, ptr %"d_h.ptr.1", align 4
  %"idx.12" = mul nsw i64 %"i", 64
  %"idx.13" = mul nsw i64 %"j", 16
  %"idx.14" = add nsw i64 %"idx.12", %"idx.13"
  %"idx.15" = mul nsw i64 %"k", 4
  %"idx.16" = add nsw i64 %"idx.14", %"idx.15"
  %"idx.17" = add nsw i64 %"idx.16", 2
  %"d_h.ptr.2" = getelementptr inbounds float, ptr %"d_h", i64 %"idx.17"
  store float              0x0, ptr %"d_h.ptr.2", align 4
  %"idx.18" = mul nsw i64 %"i", 64
  %"idx.19" = mul nsw i64 %"j", 16
  %"idx.20" = add nsw i64 %"idx.18", %"idx.19"
  %"idx.21" = mul nsw i64 %"k", 4
  %"idx.22" = add nsw i64 %"idx.20", %"idx.21"
  %"idx.23" = add nsw i64 %"idx.22", 3
  %"d_h.ptr.3" = getelementptr inbounds float, ptr %"d_h", i64 %"idx.23"
  store float              0x0, ptr %"d_h.ptr.3", align 4
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
  %"y" = phi  i64 [0, %"for.body.n"], [%"y.next", %"for.body.y"]
  %"y.cond" = icmp slt i64 %"y", 1
  br i1 %"y.cond", label %"for.body.y", label %"for.end.y"
for.body.y:
  %"idx.24" = mul nsw i64 %"c_1", 18
  %"idx.25" = mul nsw i64 %"i_1", 6
  %"idx.26" = add nsw i64 %"idx.24", %"idx.25"
  %"idx.27" = mul nsw i64 %"j_1", 2
  %"idx.28" = add nsw i64 %"idx.26", %"idx.27"
  %"idx.29" = add nsw i64 %"idx.28", %"n"
  %"idx.30" = add nsw i64 %"idx.29", %"y"
  %"idx.31" = add nsw i64 %"idx.30", 0
  %"col.ptr" = getelementptr inbounds float, ptr %"reshape_3", i64 %"idx.31"
  %"col" = load float, ptr %"col.ptr", align 4
  %"idx.32" = mul nsw i64 %"n", 64
  %"idx.33" = mul nsw i64 %"c_1", 16
  %"idx.34" = add nsw i64 %"idx.32", %"idx.33"
  %"idx.35" = mul nsw i64 %"y", 8
  %"idx.36" = add nsw i64 %"idx.34", %"idx.35"
  %"idx.37" = mul nsw i64 %"i_1", 4
  %"idx.38" = add nsw i64 %"idx.36", %"idx.37"
  %"idx.39" = mul nsw i64 0, 2
  %"idx.40" = add nsw i64 %"idx.38", %"idx.39"
  %"idx.41" = add nsw i64 %"idx.40", %"j_1"
  %"d_h.ptr.4" = getelementptr inbounds float, ptr %"d_h", i64 %"idx.41"
  %"d_h.old" = load float, ptr %"d_h.ptr.4", align 4
  %"d_h.new" = fadd float %"d_h.old", %"col"
  store float %"d_h.new", ptr %"d_h.ptr.4", align 4
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
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.end.k"]
  %"j.cond" = icmp slt i64 %"j", 2
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
  %"idx" = mul nsw i64 %"j", 256
  %"idx.1" = mul nsw i64 %"i", 64
  %"idx.2" = add nsw i64 %"idx", %"idx.1"
  %"idx.3" = mul nsw i64 %"k", 8
  %"idx.4" = add nsw i64 %"idx.2", %"idx.3"
  %"idx.5" = add nsw i64 %"idx.4", %"l"
  %"gt_1.ptr" = getelementptr inbounds i8, ptr %"gt", i64 %"idx.5"
  %"gt_1.mem" = load i8, ptr %"gt_1.ptr", align 1
  %"gt_1" = icmp ne i8 %"gt_1.mem", 0
  %"idx.6" = mul nsw i64 %"i", 128
  %"idx.7" = urem i64 %"k", 2
  %"idx.8" = mul nsw i64 %"idx.7", 64
  %"idx.9" = add nsw i64 %"idx.6", %"idx.8"
  %"idx.10" = urem i64 %"l", 2
  %"idx.11" = mul nsw i64 %"idx.10", 32
  %"idx.12" = add nsw i64 %"idx.9", %"idx.11"
  %"idx.13" = mul nsw i64 %"j", 16
  %"idx.14" = add nsw i64 %"idx.12", %"idx.13"
  %"idx.15" = udiv i64 %"k", 2
  %"idx.16" = mul nsw i64 %"idx.15", 4
  %"idx.17" = add nsw i64 %"idx.14", %"idx.16"
  %"idx.18" = udiv i64 %"l", 2
  %"idx.19" = add nsw i64 %"idx.17", %"idx.18"
  %"first_1.ptr" = getelementptr inbounds i8, ptr %"first", i64 %"idx.19"
  %"first_1.mem" = load i8, ptr %"first_1.ptr", align 1
  %"first_1" = icmp ne i8 %"first_1.mem", 0
  %"idx.20" = mul nsw i64 %"j", 64
  %"idx.21" = mul nsw i64 %"i", 16
  %"idx.22" = add nsw i64 %"idx.20", %"idx.21"
  %"idx.23" = udiv i64 %"k", 2
  %"idx.24" = mul nsw i64 %"idx.23", 4
  %"idx.25" = add nsw i64 %"idx.22", %"idx.24"
  %"idx.26" = udiv i64 %"l", 2
  %"idx.27" = add nsw i64 %"idx.25", %"idx.26"
  %"d_h_1.ptr" = getelementptr inbounds float, ptr %"d_h", i64 %"idx.27"
  %"d_h_1" = load float, ptr %"d_h_1.ptr", align 4
  %"where" = select  i1 %"first_1", float %"d_h_1", float              0x0
  %"d_conv2d" = select  i1 %"gt_1", float %"where", float              0x0
  %"idx.28" = mul nsw i64 %"i", 128
  %"idx.29" = mul nsw i64 %"j", 64
  %"idx.30" = add nsw i64 %"idx.28", %"idx.29"
  %"idx.31" = mul nsw i64 %"k", 8
  %"idx.32" = add nsw i64 %"idx.30", %"idx.31"
  %"idx.33" = add nsw i64 %"idx.32", %"l"
  %"reshape_7.ptr" = getelementptr inbounds float, ptr %"reshape_7", i64 %"idx.33"
  store float %"d_conv2d", ptr %"reshape_7.ptr", align 4
  %"l.next" = add nsw i64 %"l", 1
  br label %"for.cond.l"
for.end.l:
  %"k.next" = add nsw i64 %"k", 1
  br label %"for.cond.k"
for.end.k:
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"for.end.j"], [%"r.next", %"for.end.r_1"]
  %"acc_1" = phi  float [             0x0, %"for.end.j"], [%"acc_5", %"for.end.r_1"]
  %"r.cond" = icmp slt i64 %"r", 2
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  br label %"for.cond.r_1"
for.cond.r_1:
  %"r_1" = phi  i64 [0, %"for.body.r"], [%"r_1.next", %"for.body.r_1"]
  %"acc_3" = phi  float [             0x0, %"for.body.r"], [%"acc_4", %"for.body.r_1"]
  %"r_1.cond" = icmp slt i64 %"r_1", 64
  br i1 %"r_1.cond", label %"for.body.r_1", label %"for.end.r_1"
for.body.r_1:
  %"idx.34" = mul nsw i64 %"r", 256
  %"idx.35" = mul nsw i64 %"i", 64
  %"idx.36" = add nsw i64 %"idx.34", %"idx.35"
  %"idx.37" = add nsw i64 %"idx.36", %"r_1"
  %"gt_2.ptr" = getelementptr inbounds i8, ptr %"gt", i64 %"idx.37"
  %"gt_2.mem" = load i8, ptr %"gt_2.ptr", align 1
  %"gt_2" = icmp ne i8 %"gt_2.mem", 0
  %"idx.38" = mul nsw i64 %"i", 128
  %"idx.39" = udiv i64 %"r_1", 8
  %"idx.40" = urem i64 %"idx.39", 2
  %"idx.41" = mul nsw i64 %"idx.40", 64
  %"idx.42" = add nsw i64 %"idx.38", %"idx.41"
  %"idx.43" = urem i64 %"r_1", 2
  %"idx.44" = mul nsw i64 %"idx.43", 32
  %"idx.45" = add nsw i64 %"idx.42", %"idx.44"
  %"idx.46" = mul nsw i64 %"r", 16
  %"idx.47" = add nsw i64 %"idx.45", %"idx.46"
  %"idx.48" = udiv i64 %"r_1", 16
  %"idx.49" = mul nsw i64 %"idx.48", 4
  %"idx.50" = add nsw i64 %"idx.47", %"idx.49"
  %"idx.51" = urem i64 %"r_1", 8
  %"idx.52" = udiv i64 %"idx.51", 2
  %"idx.53" = add nsw i64 %"idx.50", %"idx.52"
  %"first_2.ptr" = getelementptr inbounds i8, ptr %"first", i64 %"idx.53"
  %"first_2.mem" = load i8, ptr %"first_2.ptr", align 1
  %"first_2" = icmp ne i8 %"first_2.mem", 0
  %"idx.54" = mul nsw i64 %"r", 64
  %"idx.55" = mul nsw i64 %"i", 16
  %"idx.56" = add nsw i64 %"idx.54", %"idx.55"
  %"idx.57" = udiv i64 %"r_1", 16
  %"idx.58" = mul nsw i64 %"idx.57", 4
  %"idx.59" = add nsw i64 %"idx.56", %"idx.58"
  %"idx.60" = urem i64 %"r_1", 8
  %"idx.61" = udiv i64 %"idx.60", 2
  %"idx.62" = add nsw i64 %"idx.59", %"idx.61"
  %"d_h_2.ptr" = getelementptr inbounds float, ptr %"d_h", i64 %"idx.62"
  %"d_h_2" = load float, ptr %"d_h_2.ptr", align 4
  %"where_1" = select  i1 %"first_2", float %"d_h_2", float              0x0
  %"d_conv2d_1" = select  i1 %"gt_2", float %"where_1", float              0x0
  %"acc_4" = fadd reassoc float %"acc_3", %"d_conv2d_1"
  %"r_1.next" = add nsw i64 %"r_1", 1
  br label %"for.cond.r_1"
for.end.r_1:
  %"acc_5" = fadd reassoc float %"acc_1", %"acc_3"
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
  %"k" = phi  i64 [0, %"for.body.j"], [%"k.next", %"for.body.k"]
  %"k.cond" = icmp slt i64 %"k", 10
  br i1 %"k.cond", label %"for.body.k", label %"for.end.k"
for.body.k:
  %"idx" = mul nsw i64 %"i", 300
  %"idx.1" = mul nsw i64 %"j", 100
  %"idx.2" = add nsw i64 %"idx", %"idx.1"
  %"idx.3" = mul nsw i64 %"k", 10
  %"idx.4" = add nsw i64 %"idx.2", %"idx.3"
  %"idx.5" = add nsw i64 %"idx.4", 0
  %"padded.ptr" = getelementptr inbounds float, ptr %"padded", i64 %"idx.5"
  store float              0x0, ptr %"padded.ptr", align 4
  %"idx.6" = mul nsw i64 %"i", 300
  %"idx.7" = mul nsw i64 %"j", 100
  %"idx.8" = add nsw i64 %"idx.6", %"idx.7"
  %"idx.9" = mul nsw i64 %"k", 10
  %"idx.10" = add nsw i64 %"idx.8", %"idx.9"
  %"idx.11" = add nsw i64 %"idx.10", 1
  %"padded.ptr.1" = getelementptr inbounds float, ptr %"padded", i64 %"idx.11"
  store float              0x0, ptr %"padded.ptr.1", align 4
  %"idx.12" = mul nsw i64 %"i", 300
  %"idx.13" = mul nsw i64 %"j", 100
  %"idx.14" = add nsw i64 %"idx.12", %"idx.13"
  %"idx.15" = mul nsw i64 %"k", 10
  %"idx.16" = add nsw i64 %"idx.14", %"idx.15"
  %"idx.17" = add nsw i64 %"idx.16", 2
  %"padded.ptr.2" = getelementptr inbounds float, ptr %"padded", i64 %"idx.17"
  store float              0x0, ptr %"padded.ptr.2", align 4
  %"idx.18" = mul nsw i64 %"i", 300
  %"idx.19" = mul nsw i64 %"j", 100
  %"idx.20" = add nsw i64 %"idx.18", %"idx.19"
  %"idx.21" = mul nsw i64 %"k", 10
  %"idx.22" = add nsw i64 %"idx.20", %"idx.21"
  %"idx.23" = add nsw i64 %"idx.22", 3
  %"padded.ptr.3" = getelementptr inbounds float, ptr %"padded", i64 %"idx.23"
  store float              0x0, ptr %"padded.ptr.3", align 4
  %"idx.24" = mul nsw i64 %"i", 300
  %"idx.25" = mul nsw i64 %"j", 100
  %"idx.26" = add nsw i64 %"idx.24", %"idx.25"
  %"idx.27" = mul nsw i64 %"k", 10
  %"idx.28" = add nsw i64 %"idx.26", %"idx.27"
  %"idx.29" = add nsw i64 %"idx.28", 4
  %"padded.ptr.4" = getelementptr inbounds float, ptr %"padded", i64 %"idx.29"
  store float              0x0, ptr %"padded.ptr.4", align 4
  %"idx.30" = mul nsw i64 %"i", 300
  %"idx.31" = mul nsw i64 %"j", 100
  %"idx.32" = add nsw i64 %"idx.30", %"idx.31"
  %"idx.33" = mul nsw i64 %"k", 10
  %"idx.34" = add nsw i64 %"idx.32", %"idx.33"
  %"idx.35" = add nsw i64 %"idx.34", 5
  %"padded.ptr.5" = getelementptr inbounds float, ptr %"padded", i64 %"idx.35"
  store float              0x0, ptr %"padded.ptr.5", align 4
  %"idx.36" = mul nsw i64 %"i", 300
  %"idx.37" = mul nsw i64 %"j", 100
  %"idx.38" = add nsw i64 %"idx.36", %"idx.37"
  %"idx.39" = mul nsw i64 %"k", 10
  %"idx.40" = add nsw i64 %"idx.38", %"idx.39"
  %"idx.41" = add nsw i64 %"idx.40", 6
  %"padded.ptr.6" = getelementptr inbounds float, ptr %"padded", i64 %"idx.41"
  store float              0x0, ptr %"padded.ptr.6", align 4
  %"idx.42" = mul nsw i64 %"i", 300
  %"idx.43" = mul nsw i64 %"j", 100
  %"idx.44" = add nsw i64 %"idx.42", %"idx.43"
  %"idx.45" = mul nsw i64 %"k", 10
  %"idx.46" = add nsw i64 %"idx.44", %"idx.45"
  %"idx.47" = add nsw i64 %"idx.46", 7
  %"padded.ptr.7" = getelementptr inbounds float, ptr %"padded", i64 %"idx.47"
  store float              0x0, ptr %"padded.ptr.7", align 4
  %"idx.48" = mul nsw i64 %"i", 300
  %"idx.49" = mul nsw i64 %"j", 100
  %"idx.50" = add nsw i64 %"idx.48", %"idx.49"
  %"idx.51" = mul nsw i64 %"k", 10
  %"idx.52" = add nsw i64 %"idx.50", %"idx.51"
  %"idx.53" = add nsw i64 %"idx.52", 8
  %"padded.ptr.8" = getelementptr inbounds float, ptr %"padded", i64 %"idx.53"
  store float              0x0, ptr %"padded.ptr.8", align 4
  %"idx.54" = mul nsw i64 %"i", 300
  %"idx.55" = mul nsw i64 %"j", 100
  %"idx.56" = add nsw i64 %"idx.54", %"idx.55"
  %"idx.57" = mul nsw i64 %"k", 10
  %"idx.58" = add nsw i64 %"idx.56", %"idx.57"
  %"idx.59" = add nsw i64 %"idx.58", 9
  %"padded.ptr.9" = getelementptr inbounds float, ptr %"padded", i64 %"idx.59"
  store float              0x0, ptr %"padded.ptr.9", align 4
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
  %"idx.60" = mul nsw i64 %"c_1", 1152
  %"idx.61" = mul nsw i64 %"i_1", 384
  %"idx.62" = add nsw i64 %"idx.60", %"idx.61"
  %"idx.63" = mul nsw i64 %"j_1", 128
  %"idx.64" = add nsw i64 %"idx.62", %"idx.63"
  %"idx.65" = mul nsw i64 %"n", 64
  %"idx.66" = add nsw i64 %"idx.64", %"idx.65"
  %"idx.67" = mul nsw i64 %"y", 8
  %"idx.68" = add nsw i64 %"idx.66", %"idx.67"
  %"idx.69" = add nsw i64 %"idx.68", %"x"
  %"col.ptr" = getelementptr inbounds float, ptr %"reshape_9", i64 %"idx.69"
  %"col" = load float, ptr %"col.ptr", align 4
  %"idx.70" = mul nsw i64 %"n", 300
  %"idx.71" = mul nsw i64 %"c_1", 100
  %"idx.72" = add nsw i64 %"idx.70", %"idx.71"
  %"idx.73" = mul nsw i64 %"y", 10
  %"idx.74" = add nsw i64 %"idx.72", %"idx.73"
  %"idx.75" = mul nsw i64 %"i_1", 10
  %"idx.76" = add nsw i64 %"idx.74", %"idx.75"
  %"idx.77" = add nsw i64 %"idx.76", %"x"
  %"idx.78" = add nsw i64 %"idx.77", %"j_1"
  %"padded.ptr.10" = getelementptr inbounds float, ptr %"padded", i64 %"idx.78"
  %"padded.old" = load float, ptr %"padded.ptr.10", align 4
  %"padded.new" = fadd float %"padded.old", %"col"
  store float %"padded.new", ptr %"padded.ptr.10", align 4
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
  call void @"kernel.pad"(ptr %"padded", ptr %"primals_1")
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
