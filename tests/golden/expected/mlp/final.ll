; ----- program @linear_forward ----- ;
; ModuleID = "linear_forward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.add"(ptr captures(none) noalias dereferenceable(1048576) %"mm", ptr captures(none) noalias dereferenceable(8192) %"primals_3", ptr captures(none) noalias dereferenceable(1048576) %"add") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 128
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.body.j"]
  %"j.cond" = icmp slt i64 %"j", 2048
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"idx" = mul nsw i64 %"i", 2048
  %"idx.1" = add nsw i64 %"idx", %"j"
  %"mm_1.ptr" = getelementptr inbounds float, ptr %"mm", i64 %"idx.1"
  %"mm_1" = load float, ptr %"mm_1.ptr", align 4
  %"primals_3_1.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"j"
  %"primals_3_1" = load float, ptr %"primals_3_1.ptr", align 4
  %"add_1" = fadd float %"mm_1", %"primals_3_1"
  %"add.ptr" = getelementptr inbounds float, ptr %"add", i64 %"idx.1"
  store float %"add_1", ptr %"add.ptr", align 4
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define void @"linear_forward"(ptr captures(none) noalias %"args", ptr captures(none) noalias %"arena") nounwind
{
entry:
  %"primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 0
  %"primals_1" = load ptr, ptr %"primals_1.slot"
  %"primals_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 1
  %"primals_2" = load ptr, ptr %"primals_2.slot"
  %"primals_3.slot" = getelementptr inbounds ptr, ptr %"args", i64 2
  %"primals_3" = load ptr, ptr %"primals_3.slot"
  %"mm" = getelementptr inbounds i8, ptr %"arena", i64 0
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 111, i64 128, i64 2048, i64 1024, float 0x3ff0000000000000, ptr %"primals_1", i64 1024, ptr %"primals_2", i64 2048, float              0x0, ptr %"mm", i64 2048)
  %"add.slot" = getelementptr inbounds ptr, ptr %"args", i64 3
  %"add" = load ptr, ptr %"add.slot"
  call void @"kernel.add"(ptr %"mm", ptr %"primals_3", ptr %"add")
  ret void
}

declare void @"scipy_cblas_sgemm64_"(i32 %".1", i32 %".2", i32 %".3", i64 %".4", i64 %".5", i64 %".6", float %".7", ptr %".8", i64 %".9", ptr %".10", i64 %".11", float %".12", ptr %".13", i64 %".14")

; ----- program @linear_backward ----- ;
; ModuleID = "linear_backward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.sum"(ptr captures(none) noalias dereferenceable(1048576) %"tangents_1", ptr captures(none) noalias dereferenceable(8192) %"d_primals_3") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.r"]
  %"i.cond" = icmp slt i64 %"i", 32
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"for.body.i"], [%"r.next", %"for.body.r"]
  %"acc_64" = phi  float [             0x0, %"for.body.i"], [%"acc_128", %"for.body.r"]
  %"acc_65" = phi  float [             0x0, %"for.body.i"], [%"acc_129", %"for.body.r"]
  %"acc_66" = phi  float [             0x0, %"for.body.i"], [%"acc_130", %"for.body.r"]
  %"acc_67" = phi  float [             0x0, %"for.body.i"], [%"acc_131", %"for.body.r"]
  %"acc_68" = phi  float [             0x0, %"for.body.i"], [%"acc_132", %"for.body.r"]
  %"acc_69" = phi  float [             0x0, %"for.body.i"], [%"acc_133", %"for.body.r"]
  %"acc_70" = phi  float [             0x0, %"for.body.i"], [%"acc_134", %"for.body.r"]
  %"acc_71" = phi  float [             0x0, %"for.body.i"], [%"acc_135", %"for.body.r"]
  %"acc_72" = phi  float [             0x0, %"for.body.i"], [%"acc_136", %"for.body.r"]
  %"acc_73" = phi  float [             0x0, %"for.body.i"], [%"acc_137", %"for.body.r"]
  %"acc_74" = phi  float [             0x0, %"for.body.i"], [%"acc_138", %"for.body.r"]
  %"acc_75" = phi  float [             0x0, %"for.body.i"], [%"acc_139", %"for.body.r"]
  %"acc_76" = phi  float [             0x0, %"for.body.i"], [%"acc_140", %"for.body.r"]
  %"acc_77" = phi  float [             0x0, %"for.body.i"], [%"acc_141", %"for.body.r"]
  %"acc_78" = phi  float [             0x0, %"for.body.i"], [%"acc_142", %"for.body.r"]
  %"acc_79" = phi  float [             0x0, %"for.body.i"], [%"acc_143", %"for.body.r"]
  %"acc_80" = phi  float [             0x0, %"for.body.i"], [%"acc_144", %"for.body.r"]
  %"acc_81" = phi  float [             0x0, %"for.body.i"], [%"acc_145", %"for.body.r"]
  %"acc_82" = phi  float [             0x0, %"for.body.i"], [%"acc_146", %"for.body.r"]
  %"acc_83" = phi  float [             0x0, %"for.body.i"], [%"acc_147", %"for.body.r"]
  %"acc_84" = phi  float [             0x0, %"for.body.i"], [%"acc_148", %"for.body.r"]
  %"acc_85" = phi  float [             0x0, %"for.body.i"], [%"acc_149", %"for.body.r"]
  %"acc_86" = phi  float [             0x0, %"for.body.i"], [%"acc_150", %"for.body.r"]
  %"acc_87" = phi  float [             0x0, %"for.body.i"], [%"acc_151", %"for.body.r"]
  %"acc_88" = phi  float [             0x0, %"for.body.i"], [%"acc_152", %"for.body.r"]
  %"acc_89" = phi  float [             0x0, %"for.body.i"], [%"acc_153", %"for.body.r"]
  %"acc_90" = phi  float [             0x0, %"for.body.i"], [%"acc_154", %"for.body.r"]
  %"acc_91" = phi  float [             0x0, %"for.body.i"], [%"acc_155", %"for.body.r"]
  %"acc_92" = phi  float [             0x0, %"for.body.i"], [%"acc_156", %"for.body.r"]
  %"acc_93" = phi  float [             0x0, %"for.body.i"], [%"acc_157", %"for.body.r"]
  %"acc_94" = phi  float [             0x0, %"for.body.i"], [%"acc_158", %"for.body.r"]
  %"acc_95" = phi  float [             0x0, %"for.body.i"], [%"acc_159", %"for.body.r"]
  %"acc_96" = phi  float [             0x0, %"for.body.i"], [%"acc_160", %"for.body.r"]
  %"acc_97" = phi  float [             0x0, %"for.body.i"], [%"acc_161", %"for.body.r"]
  %"acc_98" = phi  float [             0x0, %"for.body.i"], [%"acc_162", %"for.body.r"]
  %"acc_99" = phi  float [             0x0, %"for.body.i"], [%"acc_163", %"for.body.r"]
  %"acc_100" = phi  float [             0x0, %"for.body.i"], [%"acc_164", %"for.body.r"]
  %"acc_101" = phi  float [             0x0, %"for.body.i"], [%"acc_165", %"for.body.r"]
  %"acc_102" = phi  float [             0x0, %"for.body.i"], [%"acc_166", %"for.body.r"]
  %"acc_103" = phi  float [             0x0, %"for.body.i"], [%"acc_167", %"for.body.r"]
  %"acc_104" = phi  float [             0x0, %"for.body.i"], [%"acc_168", %"for.body.r"]
  %"acc_105" = phi  float [             0x0, %"for.body.i"], [%"acc_169", %"for.body.r"]
  %"acc_106" = phi  float [             0x0, %"for.body.i"], [%"acc_170", %"for.body.r"]
  %"acc_107" = phi  float [             0x0, %"for.body.i"], [%"acc_171", %"for.body.r"]
  %"acc_108" = phi  float [             0x0, %"for.body.i"], [%"acc_172", %"for.body.r"]
  %"acc_109" = phi  float [             0x0, %"for.body.i"], [%"acc_173", %"for.body.r"]
  %"acc_110" = phi  float [             0x0, %"for.body.i"], [%"acc_174", %"for.body.r"]
  %"acc_111" = phi  float [             0x0, %"for.body.i"], [%"acc_175", %"for.body.r"]
  %"acc_112" = phi  float [             0x0, %"for.body.i"], [%"acc_176", %"for.body.r"]
  %"acc_113" = phi  float [             0x0, %"for.body.i"], [%"acc_177", %"for.body.r"]
  %"acc_114" = phi  float [             0x0, %"for.body.i"], [%"acc_178", %"for.body.r"]
  %"acc_115" = phi  float [             0x0, %"for.body.i"], [%"acc_179", %"for.body.r"]
  %"acc_116" = phi  float [             0x0, %"for.body.i"], [%"acc_180", %"for.body.r"]
  %"acc_117" = phi  float [             0x0, %"for.body.i"], [%"acc_181", %"for.body.r"]
  %"acc_118" = phi  float [             0x0, %"for.body.i"], [%"acc_182", %"for.body.r"]
  %"acc_119" = phi  float [             0x0, %"for.body.i"], [%"acc_183", %"for.body.r"]
  %"acc_120" = phi  float [             0x0, %"for.body.i"], [%"acc_184", %"for.body.r"]
  %"acc_121" = phi  float [             0x0, %"for.body.i"], [%"acc_185", %"for.body.r"]
  %"acc_122" = phi  float [             0x0, %"for.body.i"], [%"acc_186", %"for.body.r"]
  %"acc_123" = phi  float [             0x0, %"for.body.i"], [%"acc_187", %"for.body.r"]
  %"acc_124" = phi  float [             0x0, %"for.body.i"], [%"acc_188", %"for.body.r"]
  %"acc_125" = phi  float [             0x0, %"for.body.i"], [%"acc_189", %"for.body.r"]
  %"acc_126" = phi  float [             0x0, %"for.body.i"], [%"acc_190", %"for.body.r"]
  %"acc_127" = phi  float [             0x0, %"for.body.i"], [%"acc_191", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 128
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"idx" = mul nsw i64 %"r", 2048
  %"idx.1" = mul nsw i64 %"i", 64
  %"idx.2" = add nsw i64 %"idx", %"idx.1"
  %"tangents_1_1.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"idx.2"
  %"tangents_1_1" = load float, ptr %"tangents_1_1.ptr", align 4
  %"tangents_1_2.ptr.idx" = add nsw i64 %"idx.2", 1
  %"tangents_1_2.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_2.ptr.idx"
  %"tangents_1_2" = load float, ptr %"tangents_1_2.ptr", align 4
  %"tangents_1_3.ptr.idx" = add nsw i64 %"idx.2", 2
  %"tangents_1_3.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_3.ptr.idx"
  %"tangents_1_3" = load float, ptr %"tangents_1_3.ptr", align 4
  %"tangents_1_4.ptr.idx" = add nsw i64 %"idx.2", 3
  %"tangents_1_4.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_4.ptr.idx"
  %"tangents_1_4" = load float, ptr %"tangents_1_4.ptr", align 4
  %"tangents_1_5.ptr.idx" = add nsw i64 %"idx.2", 4
  %"tangents_1_5.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_5.ptr.idx"
  %"tangents_1_5" = load float, ptr %"tangents_1_5.ptr", align 4
  %"tangents_1_6.ptr.idx" = add nsw i64 %"idx.2", 5
  %"tangents_1_6.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_6.ptr.idx"
  %"tangents_1_6" = load float, ptr %"tangents_1_6.ptr", align 4
  %"tangents_1_7.ptr.idx" = add nsw i64 %"idx.2", 6
  %"tangents_1_7.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_7.ptr.idx"
  %"tangents_1_7" = load float, ptr %"tangents_1_7.ptr", align 4
  %"tangents_1_8.ptr.idx" = add nsw i64 %"idx.2", 7
  %"tangents_1_8.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_8.ptr.idx"
  %"tangents_1_8" = load float, ptr %"tangents_1_8.ptr", align 4
  %"tangents_1_9.ptr.idx" = add nsw i64 %"idx.2", 8
  %"tangents_1_9.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_9.ptr.idx"
  %"tangents_1_9" = load float, ptr %"tangents_1_9.ptr", align 4
  %"tangents_1_10.ptr.idx" = add nsw i64 %"idx.2", 9
  %"tangents_1_10.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_10.ptr.idx"
  %"tangents_1_10" = load float, ptr %"tangents_1_10.ptr", align 4
  %"tangents_1_11.ptr.idx" = add nsw i64 %"idx.2", 10
  %"tangents_1_11.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_11.ptr.idx"
  %"tangents_1_11" = load float, ptr %"tangents_1_11.ptr", align 4
  %"tangents_1_12.ptr.idx" = add nsw i64 %"idx.2", 11
  %"tangents_1_12.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_12.ptr.idx"
  %"tangents_1_12" = load float, ptr %"tangents_1_12.ptr", align 4
  %"tangents_1_13.ptr.idx" = add nsw i64 %"idx.2", 12
  %"tangents_1_13.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_13.ptr.idx"
  %"tangents_1_13" = load float, ptr %"tangents_1_13.ptr", align 4
  %"tangents_1_14.ptr.idx" = add nsw i64 %"idx.2", 13
  %"tangents_1_14.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_14.ptr.idx"
  %"tangents_1_14" = load float, ptr %"tangents_1_14.ptr", align 4
  %"tangents_1_15.ptr.idx" = add nsw i64 %"idx.2", 14
  %"tangents_1_15.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_15.ptr.idx"
  %"tangents_1_15" = load float, ptr %"tangents_1_15.ptr", align 4
  %"tangents_1_16.ptr.idx" = add nsw i64 %"idx.2", 15
  %"tangents_1_16.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_16.ptr.idx"
  %"tangents_1_16" = load float, ptr %"tangents_1_16.ptr", align 4
  %"tangents_1_17.ptr.idx" = add nsw i64 %"idx.2", 16
  %"tangents_1_17.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_17.ptr.idx"
  %"tangents_1_17" = load float, ptr %"tangents_1_17.ptr", align 4
  %"tangents_1_18.ptr.idx" = add nsw i64 %"idx.2", 17
  %"tangents_1_18.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_18.ptr.idx"
  %"tangents_1_18" = load float, ptr %"tangents_1_18.ptr", align 4
  %"tangents_1_19.ptr.idx" = add nsw i64 %"idx.2", 18
  %"tangents_1_19.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_19.ptr.idx"
  %"tangents_1_19" = load float, ptr %"tangents_1_19.ptr", align 4
  %"tangents_1_20.ptr.idx" = add nsw i64 %"idx.2", 19
  %"tangents_1_20.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_20.ptr.idx"
  %"tangents_1_20" = load float, ptr %"tangents_1_20.ptr", align 4
  %"tangents_1_21.ptr.idx" = add nsw i64 %"idx.2", 20
  %"tangents_1_21.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_21.ptr.idx"
  %"tangents_1_21" = load float, ptr %"tangents_1_21.ptr", align 4
  %"tangents_1_22.ptr.idx" = add nsw i64 %"idx.2", 21
  %"tangents_1_22.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_22.ptr.idx"
  %"tangents_1_22" = load float, ptr %"tangents_1_22.ptr", align 4
  %"tangents_1_23.ptr.idx" = add nsw i64 %"idx.2", 22
  %"tangents_1_23.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_23.ptr.idx"
  %"tangents_1_23" = load float, ptr %"tangents_1_23.ptr", align 4
  %"tangents_1_24.ptr.idx" = add nsw i64 %"idx.2", 23
  %"tangents_1_24.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_24.ptr.idx"
  %"tangents_1_24" = load float, ptr %"tangents_1_24.ptr", align 4
  %"tangents_1_25.ptr.idx" = add nsw i64 %"idx.2", 24
  %"tangents_1_25.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_25.ptr.idx"
  %"tangents_1_25" = load float, ptr %"tangents_1_25.ptr", align 4
  %"tangents_1_26.ptr.idx" = add nsw i64 %"idx.2", 25
  %"tangents_1_26.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_26.ptr.idx"
  %"tangents_1_26" = load float, ptr %"tangents_1_26.ptr", align 4
  %"tangents_1_27.ptr.idx" = add nsw i64 %"idx.2", 26
  %"tangents_1_27.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_27.ptr.idx"
  %"tangents_1_27" = load float, ptr %"tangents_1_27.ptr", align 4
  %"tangents_1_28.ptr.idx" = add nsw i64 %"idx.2", 27
  %"tangents_1_28.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_28.ptr.idx"
  %"tangents_1_28" = load float, ptr %"tangents_1_28.ptr", align 4
  %"tangents_1_29.ptr.idx" = add nsw i64 %"idx.2", 28
  %"tangents_1_29.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_29.ptr.idx"
  %"tangents_1_29" = load float, ptr %"tangents_1_29.ptr", align 4
  %"tangents_1_30.ptr.idx" = add nsw i64 %"idx.2", 29
  %"tangents_1_30.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_30.ptr.idx"
  %"tangents_1_30" = load float, ptr %"tangents_1_30.ptr", align 4
  %"tangents_1_31.ptr.idx" = add nsw i64 %"idx.2", 30
  %"tangents_1_31.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_31.ptr.idx"
  %"tangents_1_31" = load float, ptr %"tangents_1_31.ptr", align 4
  %"tangents_1_32.ptr.idx" = add nsw i64 %"idx.2", 31
  %"tangents_1_32.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_32.ptr.idx"
  %"tangents_1_32" = load float, ptr %"tangents_1_32.ptr", align 4
  %"tangents_1_33.ptr.idx" = add nsw i64 %"idx.2", 32
  %"tangents_1_33.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_33.ptr.idx"
  %"tangents_1_33" = load float, ptr %"tangents_1_33.ptr", align 4
  %"tangents_1_34.ptr.idx" = add nsw i64 %"idx.2", 33
  %"tangents_1_34.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_34.ptr.idx"
  %"tangents_1_34" = load float, ptr %"tangents_1_34.ptr", align 4
  %"tangents_1_35.ptr.idx" = add nsw i64 %"idx.2", 34
  %"tangents_1_35.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_35.ptr.idx"
  %"tangents_1_35" = load float, ptr %"tangents_1_35.ptr", align 4
  %"tangents_1_36.ptr.idx" = add nsw i64 %"idx.2", 35
  %"tangents_1_36.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_36.ptr.idx"
  %"tangents_1_36" = load float, ptr %"tangents_1_36.ptr", align 4
  %"tangents_1_37.ptr.idx" = add nsw i64 %"idx.2", 36
  %"tangents_1_37.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_37.ptr.idx"
  %"tangents_1_37" = load float, ptr %"tangents_1_37.ptr", align 4
  %"tangents_1_38.ptr.idx" = add nsw i64 %"idx.2", 37
  %"tangents_1_38.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_38.ptr.idx"
  %"tangents_1_38" = load float, ptr %"tangents_1_38.ptr", align 4
  %"tangents_1_39.ptr.idx" = add nsw i64 %"idx.2", 38
  %"tangents_1_39.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_39.ptr.idx"
  %"tangents_1_39" = load float, ptr %"tangents_1_39.ptr", align 4
  %"tangents_1_40.ptr.idx" = add nsw i64 %"idx.2", 39
  %"tangents_1_40.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_40.ptr.idx"
  %"tangents_1_40" = load float, ptr %"tangents_1_40.ptr", align 4
  %"tangents_1_41.ptr.idx" = add nsw i64 %"idx.2", 40
  %"tangents_1_41.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_41.ptr.idx"
  %"tangents_1_41" = load float, ptr %"tangents_1_41.ptr", align 4
  %"tangents_1_42.ptr.idx" = add nsw i64 %"idx.2", 41
  %"tangents_1_42.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_42.ptr.idx"
  %"tangents_1_42" = load float, ptr %"tangents_1_42.ptr", align 4
  %"tangents_1_43.ptr.idx" = add nsw i64 %"idx.2", 42
  %"tangents_1_43.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_43.ptr.idx"
  %"tangents_1_43" = load float, ptr %"tangents_1_43.ptr", align 4
  %"tangents_1_44.ptr.idx" = add nsw i64 %"idx.2", 43
  %"tangents_1_44.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_44.ptr.idx"
  %"tangents_1_44" = load float, ptr %"tangents_1_44.ptr", align 4
  %"tangents_1_45.ptr.idx" = add nsw i64 %"idx.2", 44
  %"tangents_1_45.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_45.ptr.idx"
  %"tangents_1_45" = load float, ptr %"tangents_1_45.ptr", align 4
  %"tangents_1_46.ptr.idx" = add nsw i64 %"idx.2", 45
  %"tangents_1_46.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_46.ptr.idx"
  %"tangents_1_46" = load float, ptr %"tangents_1_46.ptr", align 4
  %"tangents_1_47.ptr.idx" = add nsw i64 %"idx.2", 46
  %"tangents_1_47.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_47.ptr.idx"
  %"tangents_1_47" = load float, ptr %"tangents_1_47.ptr", align 4
  %"tangents_1_48.ptr.idx" = add nsw i64 %"idx.2", 47
  %"tangents_1_48.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_48.ptr.idx"
  %"tangents_1_48" = load float, ptr %"tangents_1_48.ptr", align 4
  %"tangents_1_49.ptr.idx" = add nsw i64 %"idx.2", 48
  %"tangents_1_49.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_49.ptr.idx"
  %"tangents_1_49" = load float, ptr %"tangents_1_49.ptr", align 4
  %"tangents_1_50.ptr.idx" = add nsw i64 %"idx.2", 49
  %"tangents_1_50.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_50.ptr.idx"
  %"tangents_1_50" = load float, ptr %"tangents_1_50.ptr", align 4
  %"tangents_1_51.ptr.idx" = add nsw i64 %"idx.2", 50
  %"tangents_1_51.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_51.ptr.idx"
  %"tangents_1_51" = load float, ptr %"tangents_1_51.ptr", align 4
  %"tangents_1_52.ptr.idx" = add nsw i64 %"idx.2", 51
  %"tangents_1_52.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_52.ptr.idx"
  %"tangents_1_52" = load float, ptr %"tangents_1_52.ptr", align 4
  %"tangents_1_53.ptr.idx" = add nsw i64 %"idx.2", 52
  %"tangents_1_53.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_53.ptr.idx"
  %"tangents_1_53" = load float, ptr %"tangents_1_53.ptr", align 4
  %"tangents_1_54.ptr.idx" = add nsw i64 %"idx.2", 53
  %"tangents_1_54.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_54.ptr.idx"
  %"tangents_1_54" = load float, ptr %"tangents_1_54.ptr", align 4
  %"tangents_1_55.ptr.idx" = add nsw i64 %"idx.2", 54
  %"tangents_1_55.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_55.ptr.idx"
  %"tangents_1_55" = load float, ptr %"tangents_1_55.ptr", align 4
  %"tangents_1_56.ptr.idx" = add nsw i64 %"idx.2", 55
  %"tangents_1_56.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_56.ptr.idx"
  %"tangents_1_56" = load float, ptr %"tangents_1_56.ptr", align 4
  %"tangents_1_57.ptr.idx" = add nsw i64 %"idx.2", 56
  %"tangents_1_57.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_57.ptr.idx"
  %"tangents_1_57" = load float, ptr %"tangents_1_57.ptr", align 4
  %"tangents_1_58.ptr.idx" = add nsw i64 %"idx.2", 57
  %"tangents_1_58.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_58.ptr.idx"
  %"tangents_1_58" = load float, ptr %"tangents_1_58.ptr", align 4
  %"tangents_1_59.ptr.idx" = add nsw i64 %"idx.2", 58
  %"tangents_1_59.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_59.ptr.idx"
  %"tangents_1_59" = load float, ptr %"tangents_1_59.ptr", align 4
  %"tangents_1_60.ptr.idx" = add nsw i64 %"idx.2", 59
  %"tangents_1_60.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_60.ptr.idx"
  %"tangents_1_60" = load float, ptr %"tangents_1_60.ptr", align 4
  %"tangents_1_61.ptr.idx" = add nsw i64 %"idx.2", 60
  %"tangents_1_61.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_61.ptr.idx"
  %"tangents_1_61" = load float, ptr %"tangents_1_61.ptr", align 4
  %"tangents_1_62.ptr.idx" = add nsw i64 %"idx.2", 61
  %"tangents_1_62.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_62.ptr.idx"
  %"tangents_1_62" = load float, ptr %"tangents_1_62.ptr", align 4
  %"tangents_1_63.ptr.idx" = add nsw i64 %"idx.2", 62
  %"tangents_1_63.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_63.ptr.idx"
  %"tangents_1_63" = load float, ptr %"tangents_1_63.ptr", align 4
  %"tangents_1_64.ptr.idx" = add nsw i64 %"idx.2", 63
  %"tangents_1_64.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_64.ptr.idx"
  %"tangents_1_64" = load float, ptr %"tangents_1_64.ptr", align 4
  %"acc_128" = fadd float %"acc_64", %"tangents_1_1"
  %"acc_129" = fadd float %"acc_65", %"tangents_1_2"
  %"acc_130" = fadd float %"acc_66", %"tangents_1_3"
  %"acc_131" = fadd float %"acc_67", %"tangents_1_4"
  %"acc_132" = fadd float %"acc_68", %"tangents_1_5"
  %"acc_133" = fadd float %"acc_69", %"tangents_1_6"
  %"acc_134" = fadd float %"acc_70", %"tangents_1_7"
  %"acc_135" = fadd float %"acc_71", %"tangents_1_8"
  %"acc_136" = fadd float %"acc_72", %"tangents_1_9"
  %"acc_137" = fadd float %"acc_73", %"tangents_1_10"
  %"acc_138" = fadd float %"acc_74", %"tangents_1_11"
  %"acc_139" = fadd float %"acc_75", %"tangents_1_12"
  %"acc_140" = fadd float %"acc_76", %"tangents_1_13"
  %"acc_141" = fadd float %"acc_77", %"tangents_1_14"
  %"acc_142" = fadd float %"acc_78", %"tangents_1_15"
  %"acc_143" = fadd float %"acc_79", %"tangents_1_16"
  %"acc_144" = fadd float %"acc_80", %"tangents_1_17"
  %"acc_145" = fadd float %"acc_81", %"tangents_1_18"
  %"acc_146" = fadd float %"acc_82", %"tangents_1_19"
  %"acc_147" = fadd float %"acc_83", %"tangents_1_20"
  %"acc_148" = fadd float %"acc_84", %"tangents_1_21"
  %"acc_149" = fadd float %"acc_85", %"tangents_1_22"
  %"acc_150" = fadd float %"acc_86", %"tangents_1_23"
  %"acc_151" = fadd float %"acc_87", %"tangents_1_24"
  %"acc_152" = fadd float %"acc_88", %"tangents_1_25"
  %"acc_153" = fadd float %"acc_89", %"tangents_1_26"
  %"acc_154" = fadd float %"acc_90", %"tangents_1_27"
  %"acc_155" = fadd float %"acc_91", %"tangents_1_28"
  %"acc_156" = fadd float %"acc_92", %"tangents_1_29"
  %"acc_157" = fadd float %"acc_93", %"tangents_1_30"
  %"acc_158" = fadd float %"acc_94", %"tangents_1_31"
  %"acc_159" = fadd float %"acc_95", %"tangents_1_32"
  %"acc_160" = fadd float %"acc_96", %"tangents_1_33"
  %"acc_161" = fadd float %"acc_97", %"tangents_1_34"
  %"acc_162" = fadd float %"acc_98", %"tangents_1_35"
  %"acc_163" = fadd float %"acc_99", %"tangents_1_36"
  %"acc_164" = fadd float %"acc_100", %"tangents_1_37"
  %"acc_165" = fadd float %"acc_101", %"tangents_1_38"
  %"acc_166" = fadd float %"acc_102", %"tangents_1_39"
  %"acc_167" = fadd float %"acc_103", %"tangents_1_40"
  %"acc_168" = fadd float %"acc_104", %"tangents_1_41"
  %"acc_169" = fadd float %"acc_105", %"tangents_1_42"
  %"acc_170" = fadd float %"acc_106", %"tangents_1_43"
  %"acc_171" = fadd float %"acc_107", %"tangents_1_44"
  %"acc_172" = fadd float %"acc_108", %"tangents_1_45"
  %"acc_173" = fadd float %"acc_109", %"tangents_1_46"
  %"acc_174" = fadd float %"acc_110", %"tangents_1_47"
  %"acc_175" = fadd float %"acc_111", %"tangents_1_48"
  %"acc_176" = fadd float %"acc_112", %"tangents_1_49"
  %"acc_177" = fadd float %"acc_113", %"tangents_1_50"
  %"acc_178" = fadd float %"acc_114", %"tangents_1_51"
  %"acc_179" = fadd float %"acc_115", %"tangents_1_52"
  %"acc_180" = fadd float %"acc_116", %"tangents_1_53"
  %"acc_181" = fadd float %"acc_117", %"tangents_1_54"
  %"acc_182" = fadd float %"acc_118", %"tangents_1_55"
  %"acc_183" = fadd float %"acc_119", %"tangents_1_56"
  %"acc_184" = fadd float %"acc_120", %"tangents_1_57"
  %"acc_185" = fadd float %"acc_121", %"tangents_1_58"
  %"acc_186" = fadd float %"acc_122", %"tangents_1_59"
  %"acc_187" = fadd float %"acc_123", %"tangents_1_60"
  %"acc_188" = fadd float %"acc_124", %"tangents_1_61"
  %"acc_189" = fadd float %"acc_125", %"tangents_1_62"
  %"acc_190" = fadd float %"acc_126", %"tangents_1_63"
  %"acc_191" = fadd float %"acc_127", %"tangents_1_64"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"idx.3" = mul nsw i64 %"i", 64
  %"d_primals_3.ptr" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"idx.3"
  store float %"acc_64", ptr %"d_primals_3.ptr", align 4
  %"d_primals_3.ptr.idx" = add nsw i64 %"idx.3", 1
  %"d_primals_3.ptr.1" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx"
  store float %"acc_65", ptr %"d_primals_3.ptr.1", align 4
  %"d_primals_3.ptr.idx.1" = add nsw i64 %"idx.3", 2
  %"d_primals_3.ptr.2" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.1"
  store float %"acc_66", ptr %"d_primals_3.ptr.2", align 4
  %"d_primals_3.ptr.idx.2" = add nsw i64 %"idx.3", 3
  %"d_primals_3.ptr.3" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.2"
  store float %"acc_67", ptr %"d_primals_3.ptr.3", align 4
  %"d_primals_3.ptr.idx.3" = add nsw i64 %"idx.3", 4
  %"d_primals_3.ptr.4" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.3"
  store float %"acc_68", ptr %"d_primals_3.ptr.4", align 4
  %"d_primals_3.ptr.idx.4" = add nsw i64 %"idx.3", 5
  %"d_primals_3.ptr.5" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.4"
  store float %"acc_69", ptr %"d_primals_3.ptr.5", align 4
  %"d_primals_3.ptr.idx.5" = add nsw i64 %"idx.3", 6
  %"d_primals_3.ptr.6" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.5"
  store float %"acc_70", ptr %"d_primals_3.ptr.6", align 4
  %"d_primals_3.ptr.idx.6" = add nsw i64 %"idx.3", 7
  %"d_primals_3.ptr.7" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.6"
  store float %"acc_71", ptr %"d_primals_3.ptr.7", align 4
  %"d_primals_3.ptr.idx.7" = add nsw i64 %"idx.3", 8
  %"d_primals_3.ptr.8" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.7"
  store float %"acc_72", ptr %"d_primals_3.ptr.8", align 4
  %"d_primals_3.ptr.idx.8" = add nsw i64 %"idx.3", 9
  %"d_primals_3.ptr.9" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.8"
  store float %"acc_73", ptr %"d_primals_3.ptr.9", align 4
  %"d_primals_3.ptr.idx.9" = add nsw i64 %"idx.3", 10
  %"d_primals_3.ptr.10" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.9"
  store float %"acc_74", ptr %"d_primals_3.ptr.10", align 4
  %"d_primals_3.ptr.idx.10" = add nsw i64 %"idx.3", 11
  %"d_primals_3.ptr.11" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.10"
  store float %"acc_75", ptr %"d_primals_3.ptr.11", align 4
  %"d_primals_3.ptr.idx.11" = add nsw i64 %"idx.3", 12
  %"d_primals_3.ptr.12" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.11"
  store float %"acc_76", ptr %"d_primals_3.ptr.12", align 4
  %"d_primals_3.ptr.idx.12" = add nsw i64 %"idx.3", 13
  %"d_primals_3.ptr.13" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.12"
  store float %"acc_77", ptr %"d_primals_3.ptr.13", align 4
  %"d_primals_3.ptr.idx.13" = add nsw i64 %"idx.3", 14
  %"d_primals_3.ptr.14" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.13"
  store float %"acc_78", ptr %"d_primals_3.ptr.14", align 4
  %"d_primals_3.ptr.idx.14" = add nsw i64 %"idx.3", 15
  %"d_primals_3.ptr.15" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.14"
  store float %"acc_79", ptr %"d_primals_3.ptr.15", align 4
  %"d_primals_3.ptr.idx.15" = add nsw i64 %"idx.3", 16
  %"d_primals_3.ptr.16" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.15"
  store float %"acc_80", ptr %"d_primals_3.ptr.16", align 4
  %"d_primals_3.ptr.idx.16" = add nsw i64 %"idx.3", 17
  %"d_primals_3.ptr.17" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.16"
  store float %"acc_81", ptr %"d_primals_3.ptr.17", align 4
  %"d_primals_3.ptr.idx.17" = add nsw i64 %"idx.3", 18
  %"d_primals_3.ptr.18" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.17"
  store float %"acc_82", ptr %"d_primals_3.ptr.18", align 4
  %"d_primals_3.ptr.idx.18" = add nsw i64 %"idx.3", 19
  %"d_primals_3.ptr.19" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.18"
  store float %"acc_83", ptr %"d_primals_3.ptr.19", align 4
  %"d_primals_3.ptr.idx.19" = add nsw i64 %"idx.3", 20
  %"d_primals_3.ptr.20" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.19"
  store float %"acc_84", ptr %"d_primals_3.ptr.20", align 4
  %"d_primals_3.ptr.idx.20" = add nsw i64 %"idx.3", 21
  %"d_primals_3.ptr.21" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.20"
  store float %"acc_85", ptr %"d_primals_3.ptr.21", align 4
  %"d_primals_3.ptr.idx.21" = add nsw i64 %"idx.3", 22
  %"d_primals_3.ptr.22" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.21"
  store float %"acc_86", ptr %"d_primals_3.ptr.22", align 4
  %"d_primals_3.ptr.idx.22" = add nsw i64 %"idx.3", 23
  %"d_primals_3.ptr.23" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.22"
  store float %"acc_87", ptr %"d_primals_3.ptr.23", align 4
  %"d_primals_3.ptr.idx.23" = add nsw i64 %"idx.3", 24
  %"d_primals_3.ptr.24" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.23"
  store float %"acc_88", ptr %"d_primals_3.ptr.24", align 4
  %"d_primals_3.ptr.idx.24" = add nsw i64 %"idx.3", 25
  %"d_primals_3.ptr.25" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.24"
  store float %"acc_89", ptr %"d_primals_3.ptr.25", align 4
  %"d_primals_3.ptr.idx.25" = add nsw i64 %"idx.3", 26
  %"d_primals_3.ptr.26" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.25"
  store float %"acc_90", ptr %"d_primals_3.ptr.26", align 4
  %"d_primals_3.ptr.idx.26" = add nsw i64 %"idx.3", 27
  %"d_primals_3.ptr.27" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.26"
  store float %"acc_91", ptr %"d_primals_3.ptr.27", align 4
  %"d_primals_3.ptr.idx.27" = add nsw i64 %"idx.3", 28
  %"d_primals_3.ptr.28" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.27"
  store float %"acc_92", ptr %"d_primals_3.ptr.28", align 4
  %"d_primals_3.ptr.idx.28" = add nsw i64 %"idx.3", 29
  %"d_primals_3.ptr.29" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.28"
  store float %"acc_93", ptr %"d_primals_3.ptr.29", align 4
  %"d_primals_3.ptr.idx.29" = add nsw i64 %"idx.3", 30
  %"d_primals_3.ptr.30" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.29"
  store float %"acc_94", ptr %"d_primals_3.ptr.30", align 4
  %"d_primals_3.ptr.idx.30" = add nsw i64 %"idx.3", 31
  %"d_primals_3.ptr.31" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.30"
  store float %"acc_95", ptr %"d_primals_3.ptr.31", align 4
  %"d_primals_3.ptr.idx.31" = add nsw i64 %"idx.3", 32
  %"d_primals_3.ptr.32" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.31"
  store float %"acc_96", ptr %"d_primals_3.ptr.32", align 4
  %"d_primals_3.ptr.idx.32" = add nsw i64 %"idx.3", 33
  %"d_primals_3.ptr.33" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.32"
  store float %"acc_97", ptr %"d_primals_3.ptr.33", align 4
  %"d_primals_3.ptr.idx.33" = add nsw i64 %"idx.3", 34
  %"d_primals_3.ptr.34" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.33"
  store float %"acc_98", ptr %"d_primals_3.ptr.34", align 4
  %"d_primals_3.ptr.idx.34" = add nsw i64 %"idx.3", 35
  %"d_primals_3.ptr.35" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.34"
  store float %"acc_99", ptr %"d_primals_3.ptr.35", align 4
  %"d_primals_3.ptr.idx.35" = add nsw i64 %"idx.3", 36
  %"d_primals_3.ptr.36" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.35"
  store float %"acc_100", ptr %"d_primals_3.ptr.36", align 4
  %"d_primals_3.ptr.idx.36" = add nsw i64 %"idx.3", 37
  %"d_primals_3.ptr.37" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.36"
  store float %"acc_101", ptr %"d_primals_3.ptr.37", align 4
  %"d_primals_3.ptr.idx.37" = add nsw i64 %"idx.3", 38
  %"d_primals_3.ptr.38" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.37"
  store float %"acc_102", ptr %"d_primals_3.ptr.38", align 4
  %"d_primals_3.ptr.idx.38" = add nsw i64 %"idx.3", 39
  %"d_primals_3.ptr.39" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.38"
  store float %"acc_103", ptr %"d_primals_3.ptr.39", align 4
  %"d_primals_3.ptr.idx.39" = add nsw i64 %"idx.3", 40
  %"d_primals_3.ptr.40" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.39"
  store float %"acc_104", ptr %"d_primals_3.ptr.40", align 4
  %"d_primals_3.ptr.idx.40" = add nsw i64 %"idx.3", 41
  %"d_primals_3.ptr.41" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.40"
  store float %"acc_105", ptr %"d_primals_3.ptr.41", align 4
  %"d_primals_3.ptr.idx.41" = add nsw i64 %"idx.3", 42
  %"d_primals_3.ptr.42" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.41"
  store float %"acc_106", ptr %"d_primals_3.ptr.42", align 4
  %"d_primals_3.ptr.idx.42" = add nsw i64 %"idx.3", 43
  %"d_primals_3.ptr.43" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.42"
  store float %"acc_107", ptr %"d_primals_3.ptr.43", align 4
  %"d_primals_3.ptr.idx.43" = add nsw i64 %"idx.3", 44
  %"d_primals_3.ptr.44" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.43"
  store float %"acc_108", ptr %"d_primals_3.ptr.44", align 4
  %"d_primals_3.ptr.idx.44" = add nsw i64 %"idx.3", 45
  %"d_primals_3.ptr.45" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.44"
  store float %"acc_109", ptr %"d_primals_3.ptr.45", align 4
  %"d_primals_3.ptr.idx.45" = add nsw i64 %"idx.3", 46
  %"d_primals_3.ptr.46" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.45"
  store float %"acc_110", ptr %"d_primals_3.ptr.46", align 4
  %"d_primals_3.ptr.idx.46" = add nsw i64 %"idx.3", 47
  %"d_primals_3.ptr.47" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.46"
  store float %"acc_111", ptr %"d_primals_3.ptr.47", align 4
  %"d_primals_3.ptr.idx.47" = add nsw i64 %"idx.3", 48
  %"d_primals_3.ptr.48" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.47"
  store float %"acc_112", ptr %"d_primals_3.ptr.48", align 4
  %"d_primals_3.ptr.idx.48" = add nsw i64 %"idx.3", 49
  %"d_primals_3.ptr.49" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.48"
  store float %"acc_113", ptr %"d_primals_3.ptr.49", align 4
  %"d_primals_3.ptr.idx.49" = add nsw i64 %"idx.3", 50
  %"d_primals_3.ptr.50" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.49"
  store float %"acc_114", ptr %"d_primals_3.ptr.50", align 4
  %"d_primals_3.ptr.idx.50" = add nsw i64 %"idx.3", 51
  %"d_primals_3.ptr.51" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.50"
  store float %"acc_115", ptr %"d_primals_3.ptr.51", align 4
  %"d_primals_3.ptr.idx.51" = add nsw i64 %"idx.3", 52
  %"d_primals_3.ptr.52" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.51"
  store float %"acc_116", ptr %"d_primals_3.ptr.52", align 4
  %"d_primals_3.ptr.idx.52" = add nsw i64 %"idx.3", 53
  %"d_primals_3.ptr.53" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.52"
  store float %"acc_117", ptr %"d_primals_3.ptr.53", align 4
  %"d_primals_3.ptr.idx.53" = add nsw i64 %"idx.3", 54
  %"d_primals_3.ptr.54" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.53"
  store float %"acc_118", ptr %"d_primals_3.ptr.54", align 4
  %"d_primals_3.ptr.idx.54" = add nsw i64 %"idx.3", 55
  %"d_primals_3.ptr.55" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.54"
  store float %"acc_119", ptr %"d_primals_3.ptr.55", align 4
  %"d_primals_3.ptr.idx.55" = add nsw i64 %"idx.3", 56
  %"d_primals_3.ptr.56" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.55"
  store float %"acc_120", ptr %"d_primals_3.ptr.56", align 4
  %"d_primals_3.ptr.idx.56" = add nsw i64 %"idx.3", 57
  %"d_primals_3.ptr.57" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.56"
  store float %"acc_121", ptr %"d_primals_3.ptr.57", align 4
  %"d_primals_3.ptr.idx.57" = add nsw i64 %"idx.3", 58
  %"d_primals_3.ptr.58" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.57"
  store float %"acc_122", ptr %"d_primals_3.ptr.58", align 4
  %"d_primals_3.ptr.idx.58" = add nsw i64 %"idx.3", 59
  %"d_primals_3.ptr.59" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.58"
  store float %"acc_123", ptr %"d_primals_3.ptr.59", align 4
  %"d_primals_3.ptr.idx.59" = add nsw i64 %"idx.3", 60
  %"d_primals_3.ptr.60" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.59"
  store float %"acc_124", ptr %"d_primals_3.ptr.60", align 4
  %"d_primals_3.ptr.idx.60" = add nsw i64 %"idx.3", 61
  %"d_primals_3.ptr.61" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.60"
  store float %"acc_125", ptr %"d_primals_3.ptr.61", align 4
  %"d_primals_3.ptr.idx.61" = add nsw i64 %"idx.3", 62
  %"d_primals_3.ptr.62" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.61"
  store float %"acc_126", ptr %"d_primals_3.ptr.62", align 4
  %"d_primals_3.ptr.idx.62" = add nsw i64 %"idx.3", 63
  %"d_primals_3.ptr.63" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.62"
  store float %"acc_127", ptr %"d_primals_3.ptr.63", align 4
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define void @"linear_backward"(ptr captures(none) noalias %"args", ptr captures(none) noalias %"arena") nounwind
{
entry:
  %"primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 0
  %"primals_1" = load ptr, ptr %"primals_1.slot"
  %"primals_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 1
  %"primals_2" = load ptr, ptr %"primals_2.slot"
  %"tangents_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 2
  %"tangents_1" = load ptr, ptr %"tangents_1.slot"
  %"d_primals_3.slot" = getelementptr inbounds ptr, ptr %"args", i64 3
  %"d_primals_3" = load ptr, ptr %"d_primals_3.slot"
  call void @"kernel.sum"(ptr %"tangents_1", ptr %"d_primals_3")
  %"d_primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 4
  %"d_primals_1" = load ptr, ptr %"d_primals_1.slot"
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 112, i64 128, i64 1024, i64 2048, float 0x3ff0000000000000, ptr %"tangents_1", i64 2048, ptr %"primals_2", i64 2048, float              0x0, ptr %"d_primals_1", i64 1024)
  %"d_primals_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 5
  %"d_primals_2" = load ptr, ptr %"d_primals_2.slot"
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 112, i32 111, i64 1024, i64 2048, i64 128, float 0x3ff0000000000000, ptr %"primals_1", i64 1024, ptr %"tangents_1", i64 2048, float              0x0, ptr %"d_primals_2", i64 2048)
  ret void
}

declare void @"scipy_cblas_sgemm64_"(i32 %".1", i32 %".2", i32 %".3", i64 %".4", i64 %".5", i64 %".6", float %".7", ptr %".8", i64 %".9", ptr %".10", i64 %".11", float %".12", ptr %".13", i64 %".14")

; ----- program @mlp_forward ----- ;
; ModuleID = "mlp_forward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.fused_add_relu"(ptr captures(none) noalias dereferenceable(1048576) %"mm", ptr captures(none) noalias dereferenceable(8192) %"primals_3", ptr captures(none) noalias dereferenceable(1048576) %"h1") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 128
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.body.j"]
  %"j.cond" = icmp slt i64 %"j", 2048
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"idx" = mul nsw i64 %"i", 2048
  %"idx.1" = add nsw i64 %"idx", %"j"
  %"mm_1.ptr" = getelementptr inbounds float, ptr %"mm", i64 %"idx.1"
  %"mm_1" = load float, ptr %"mm_1.ptr", align 4
  %"primals_3_1.ptr" = getelementptr inbounds float, ptr %"primals_3", i64 %"j"
  %"primals_3_1" = load float, ptr %"primals_3_1.ptr", align 4
  %"add" = fadd float %"mm_1", %"primals_3_1"
  %"h1_1.keep" = fcmp oge float %"add",              0x0
  %"h1_1.nan" = fcmp uno float %"add", %"add"
  %".9" = or i1 %"h1_1.keep", %"h1_1.nan"
  %"h1_1" = select  i1 %".9", float %"add", float              0x0
  %"h1.ptr" = getelementptr inbounds float, ptr %"h1", i64 %"idx.1"
  store float %"h1_1", ptr %"h1.ptr", align 4
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define internal void @"kernel.fused_add_sum"(ptr captures(none) noalias dereferenceable(5120) %"mm_2", ptr captures(none) noalias dereferenceable(40) %"primals_7", ptr captures(none) noalias dereferenceable(4) %"sum") noinline nounwind
{
entry:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"entry"], [%"r.next", %"for.body.r"]
  %"acc_1" = phi  float [             0x0, %"entry"], [%"acc_2", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 1280
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"idx" = udiv i64 %"r", 10
  %"idx.1" = mul nsw i64 %"idx", 10
  %"idx.2" = urem i64 %"r", 10
  %"idx.3" = add nsw i64 %"idx.1", %"idx.2"
  %"mm_2_1.ptr" = getelementptr inbounds float, ptr %"mm_2", i64 %"idx.3"
  %"mm_2_1" = load float, ptr %"mm_2_1.ptr", align 4
  %"idx.4" = urem i64 %"r", 10
  %"primals_7_1.ptr" = getelementptr inbounds float, ptr %"primals_7", i64 %"idx.4"
  %"primals_7_1" = load float, ptr %"primals_7_1.ptr", align 4
  %"logits" = fadd float %"mm_2_1", %"primals_7_1"
  %"acc_2" = fadd reassoc float %"acc_1", %"logits"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"sum.ptr" = getelementptr inbounds float, ptr %"sum", i64 0
  store float %"acc_1", ptr %"sum.ptr", align 4
  ret void
}

define void @"mlp_forward"(ptr captures(none) noalias %"args", ptr captures(none) noalias %"arena") nounwind
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
  %"primals_7.slot" = getelementptr inbounds ptr, ptr %"args", i64 6
  %"primals_7" = load ptr, ptr %"primals_7.slot"
  %"mm" = getelementptr inbounds i8, ptr %"arena", i64 0
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 111, i64 128, i64 2048, i64 1024, float 0x3ff0000000000000, ptr %"primals_1", i64 1024, ptr %"primals_2", i64 2048, float              0x0, ptr %"mm", i64 2048)
  %"h1.slot" = getelementptr inbounds ptr, ptr %"args", i64 7
  %"h1" = load ptr, ptr %"h1.slot"
  call void @"kernel.fused_add_relu"(ptr %"mm", ptr %"primals_3", ptr %"h1")
  %"mm_1" = getelementptr inbounds i8, ptr %"arena", i64 0
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 111, i64 128, i64 2048, i64 2048, float 0x3ff0000000000000, ptr %"h1", i64 2048, ptr %"primals_4", i64 2048, float              0x0, ptr %"mm_1", i64 2048)
  %"h2.slot" = getelementptr inbounds ptr, ptr %"args", i64 8
  %"h2" = load ptr, ptr %"h2.slot"
  call void @"kernel.fused_add_relu"(ptr %"mm_1", ptr %"primals_5", ptr %"h2")
  %"mm_2" = getelementptr inbounds i8, ptr %"arena", i64 0
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 111, i64 128, i64 10, i64 2048, float 0x3ff0000000000000, ptr %"h2", i64 2048, ptr %"primals_6", i64 10, float              0x0, ptr %"mm_2", i64 10)
  %"sum.slot" = getelementptr inbounds ptr, ptr %"args", i64 9
  %"sum" = load ptr, ptr %"sum.slot"
  call void @"kernel.fused_add_sum"(ptr %"mm_2", ptr %"primals_7", ptr %"sum")
  ret void
}

declare void @"scipy_cblas_sgemm64_"(i32 %".1", i32 %".2", i32 %".3", i64 %".4", i64 %".5", i64 %".6", float %".7", ptr %".8", i64 %".9", ptr %".10", i64 %".11", float %".12", ptr %".13", i64 %".14")

; ----- program @mlp_backward ----- ;
; ModuleID = "mlp_backward"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"kernel.sum"(ptr captures(none) noalias dereferenceable(1048576) %"tangents_1", ptr captures(none) noalias dereferenceable(8192) %"d_primals_3") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.r"]
  %"i.cond" = icmp slt i64 %"i", 32
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"for.body.i"], [%"r.next", %"for.body.r"]
  %"acc_64" = phi  float [             0x0, %"for.body.i"], [%"acc_128", %"for.body.r"]
  %"acc_65" = phi  float [             0x0, %"for.body.i"], [%"acc_129", %"for.body.r"]
  %"acc_66" = phi  float [             0x0, %"for.body.i"], [%"acc_130", %"for.body.r"]
  %"acc_67" = phi  float [             0x0, %"for.body.i"], [%"acc_131", %"for.body.r"]
  %"acc_68" = phi  float [             0x0, %"for.body.i"], [%"acc_132", %"for.body.r"]
  %"acc_69" = phi  float [             0x0, %"for.body.i"], [%"acc_133", %"for.body.r"]
  %"acc_70" = phi  float [             0x0, %"for.body.i"], [%"acc_134", %"for.body.r"]
  %"acc_71" = phi  float [             0x0, %"for.body.i"], [%"acc_135", %"for.body.r"]
  %"acc_72" = phi  float [             0x0, %"for.body.i"], [%"acc_136", %"for.body.r"]
  %"acc_73" = phi  float [             0x0, %"for.body.i"], [%"acc_137", %"for.body.r"]
  %"acc_74" = phi  float [             0x0, %"for.body.i"], [%"acc_138", %"for.body.r"]
  %"acc_75" = phi  float [             0x0, %"for.body.i"], [%"acc_139", %"for.body.r"]
  %"acc_76" = phi  float [             0x0, %"for.body.i"], [%"acc_140", %"for.body.r"]
  %"acc_77" = phi  float [             0x0, %"for.body.i"], [%"acc_141", %"for.body.r"]
  %"acc_78" = phi  float [             0x0, %"for.body.i"], [%"acc_142", %"for.body.r"]
  %"acc_79" = phi  float [             0x0, %"for.body.i"], [%"acc_143", %"for.body.r"]
  %"acc_80" = phi  float [             0x0, %"for.body.i"], [%"acc_144", %"for.body.r"]
  %"acc_81" = phi  float [             0x0, %"for.body.i"], [%"acc_145", %"for.body.r"]
  %"acc_82" = phi  float [             0x0, %"for.body.i"], [%"acc_146", %"for.body.r"]
  %"acc_83" = phi  float [             0x0, %"for.body.i"], [%"acc_147", %"for.body.r"]
  %"acc_84" = phi  float [             0x0, %"for.body.i"], [%"acc_148", %"for.body.r"]
  %"acc_85" = phi  float [             0x0, %"for.body.i"], [%"acc_149", %"for.body.r"]
  %"acc_86" = phi  float [             0x0, %"for.body.i"], [%"acc_150", %"for.body.r"]
  %"acc_87" = phi  float [             0x0, %"for.body.i"], [%"acc_151", %"for.body.r"]
  %"acc_88" = phi  float [             0x0, %"for.body.i"], [%"acc_152", %"for.body.r"]
  %"acc_89" = phi  float [             0x0, %"for.body.i"], [%"acc_153", %"for.body.r"]
  %"acc_90" = phi  float [             0x0, %"for.body.i"], [%"acc_154", %"for.body.r"]
  %"acc_91" = phi  float [             0x0, %"for.body.i"], [%"acc_155", %"for.body.r"]
  %"acc_92" = phi  float [             0x0, %"for.body.i"], [%"acc_156", %"for.body.r"]
  %"acc_93" = phi  float [             0x0, %"for.body.i"], [%"acc_157", %"for.body.r"]
  %"acc_94" = phi  float [             0x0, %"for.body.i"], [%"acc_158", %"for.body.r"]
  %"acc_95" = phi  float [             0x0, %"for.body.i"], [%"acc_159", %"for.body.r"]
  %"acc_96" = phi  float [             0x0, %"for.body.i"], [%"acc_160", %"for.body.r"]
  %"acc_97" = phi  float [             0x0, %"for.body.i"], [%"acc_161", %"for.body.r"]
  %"acc_98" = phi  float [             0x0, %"for.body.i"], [%"acc_162", %"for.body.r"]
  %"acc_99" = phi  float [             0x0, %"for.body.i"], [%"acc_163", %"for.body.r"]
  %"acc_100" = phi  float [             0x0, %"for.body.i"], [%"acc_164", %"for.body.r"]
  %"acc_101" = phi  float [             0x0, %"for.body.i"], [%"acc_165", %"for.body.r"]
  %"acc_102" = phi  float [             0x0, %"for.body.i"], [%"acc_166", %"for.body.r"]
  %"acc_103" = phi  float [             0x0, %"for.body.i"], [%"acc_167", %"for.body.r"]
  %"acc_104" = phi  float [             0x0, %"for.body.i"], [%"acc_168", %"for.body.r"]
  %"acc_105" = phi  float [             0x0, %"for.body.i"], [%"acc_169", %"for.body.r"]
  %"acc_106" = phi  float [             0x0, %"for.body.i"], [%"acc_170", %"for.body.r"]
  %"acc_107" = phi  float [             0x0, %"for.body.i"], [%"acc_171", %"for.body.r"]
  %"acc_108" = phi  float [             0x0, %"for.body.i"], [%"acc_172", %"for.body.r"]
  %"acc_109" = phi  float [             0x0, %"for.body.i"], [%"acc_173", %"for.body.r"]
  %"acc_110" = phi  float [             0x0, %"for.body.i"], [%"acc_174", %"for.body.r"]
  %"acc_111" = phi  float [             0x0, %"for.body.i"], [%"acc_175", %"for.body.r"]
  %"acc_112" = phi  float [             0x0, %"for.body.i"], [%"acc_176", %"for.body.r"]
  %"acc_113" = phi  float [             0x0, %"for.body.i"], [%"acc_177", %"for.body.r"]
  %"acc_114" = phi  float [             0x0, %"for.body.i"], [%"acc_178", %"for.body.r"]
  %"acc_115" = phi  float [             0x0, %"for.body.i"], [%"acc_179", %"for.body.r"]
  %"acc_116" = phi  float [             0x0, %"for.body.i"], [%"acc_180", %"for.body.r"]
  %"acc_117" = phi  float [             0x0, %"for.body.i"], [%"acc_181", %"for.body.r"]
  %"acc_118" = phi  float [             0x0, %"for.body.i"], [%"acc_182", %"for.body.r"]
  %"acc_119" = phi  float [             0x0, %"for.body.i"], [%"acc_183", %"for.body.r"]
  %"acc_120" = phi  float [             0x0, %"for.body.i"], [%"acc_184", %"for.body.r"]
  %"acc_121" = phi  float [             0x0, %"for.body.i"], [%"acc_185", %"for.body.r"]
  %"acc_122" = phi  float [             0x0, %"for.body.i"], [%"acc_186", %"for.body.r"]
  %"acc_123" = phi  float [             0x0, %"for.body.i"], [%"acc_187", %"for.body.r"]
  %"acc_124" = phi  float [             0x0, %"for.body.i"], [%"acc_188", %"for.body.r"]
  %"acc_125" = phi  float [             0x0, %"for.body.i"], [%"acc_189", %"for.body.r"]
  %"acc_126" = phi  float [             0x0, %"for.body.i"], [%"acc_190", %"for.body.r"]
  %"acc_127" = phi  float [             0x0, %"for.body.i"], [%"acc_191", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 128
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"idx" = mul nsw i64 %"r", 2048
  %"idx.1" = mul nsw i64 %"i", 64
  %"idx.2" = add nsw i64 %"idx", %"idx.1"
  %"tangents_1_1.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"idx.2"
  %"tangents_1_1" = load float, ptr %"tangents_1_1.ptr", align 4
  %"tangents_1_2.ptr.idx" = add nsw i64 %"idx.2", 1
  %"tangents_1_2.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_2.ptr.idx"
  %"tangents_1_2" = load float, ptr %"tangents_1_2.ptr", align 4
  %"tangents_1_3.ptr.idx" = add nsw i64 %"idx.2", 2
  %"tangents_1_3.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_3.ptr.idx"
  %"tangents_1_3" = load float, ptr %"tangents_1_3.ptr", align 4
  %"tangents_1_4.ptr.idx" = add nsw i64 %"idx.2", 3
  %"tangents_1_4.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_4.ptr.idx"
  %"tangents_1_4" = load float, ptr %"tangents_1_4.ptr", align 4
  %"tangents_1_5.ptr.idx" = add nsw i64 %"idx.2", 4
  %"tangents_1_5.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_5.ptr.idx"
  %"tangents_1_5" = load float, ptr %"tangents_1_5.ptr", align 4
  %"tangents_1_6.ptr.idx" = add nsw i64 %"idx.2", 5
  %"tangents_1_6.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_6.ptr.idx"
  %"tangents_1_6" = load float, ptr %"tangents_1_6.ptr", align 4
  %"tangents_1_7.ptr.idx" = add nsw i64 %"idx.2", 6
  %"tangents_1_7.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_7.ptr.idx"
  %"tangents_1_7" = load float, ptr %"tangents_1_7.ptr", align 4
  %"tangents_1_8.ptr.idx" = add nsw i64 %"idx.2", 7
  %"tangents_1_8.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_8.ptr.idx"
  %"tangents_1_8" = load float, ptr %"tangents_1_8.ptr", align 4
  %"tangents_1_9.ptr.idx" = add nsw i64 %"idx.2", 8
  %"tangents_1_9.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_9.ptr.idx"
  %"tangents_1_9" = load float, ptr %"tangents_1_9.ptr", align 4
  %"tangents_1_10.ptr.idx" = add nsw i64 %"idx.2", 9
  %"tangents_1_10.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_10.ptr.idx"
  %"tangents_1_10" = load float, ptr %"tangents_1_10.ptr", align 4
  %"tangents_1_11.ptr.idx" = add nsw i64 %"idx.2", 10
  %"tangents_1_11.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_11.ptr.idx"
  %"tangents_1_11" = load float, ptr %"tangents_1_11.ptr", align 4
  %"tangents_1_12.ptr.idx" = add nsw i64 %"idx.2", 11
  %"tangents_1_12.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_12.ptr.idx"
  %"tangents_1_12" = load float, ptr %"tangents_1_12.ptr", align 4
  %"tangents_1_13.ptr.idx" = add nsw i64 %"idx.2", 12
  %"tangents_1_13.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_13.ptr.idx"
  %"tangents_1_13" = load float, ptr %"tangents_1_13.ptr", align 4
  %"tangents_1_14.ptr.idx" = add nsw i64 %"idx.2", 13
  %"tangents_1_14.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_14.ptr.idx"
  %"tangents_1_14" = load float, ptr %"tangents_1_14.ptr", align 4
  %"tangents_1_15.ptr.idx" = add nsw i64 %"idx.2", 14
  %"tangents_1_15.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_15.ptr.idx"
  %"tangents_1_15" = load float, ptr %"tangents_1_15.ptr", align 4
  %"tangents_1_16.ptr.idx" = add nsw i64 %"idx.2", 15
  %"tangents_1_16.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_16.ptr.idx"
  %"tangents_1_16" = load float, ptr %"tangents_1_16.ptr", align 4
  %"tangents_1_17.ptr.idx" = add nsw i64 %"idx.2", 16
  %"tangents_1_17.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_17.ptr.idx"
  %"tangents_1_17" = load float, ptr %"tangents_1_17.ptr", align 4
  %"tangents_1_18.ptr.idx" = add nsw i64 %"idx.2", 17
  %"tangents_1_18.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_18.ptr.idx"
  %"tangents_1_18" = load float, ptr %"tangents_1_18.ptr", align 4
  %"tangents_1_19.ptr.idx" = add nsw i64 %"idx.2", 18
  %"tangents_1_19.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_19.ptr.idx"
  %"tangents_1_19" = load float, ptr %"tangents_1_19.ptr", align 4
  %"tangents_1_20.ptr.idx" = add nsw i64 %"idx.2", 19
  %"tangents_1_20.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_20.ptr.idx"
  %"tangents_1_20" = load float, ptr %"tangents_1_20.ptr", align 4
  %"tangents_1_21.ptr.idx" = add nsw i64 %"idx.2", 20
  %"tangents_1_21.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_21.ptr.idx"
  %"tangents_1_21" = load float, ptr %"tangents_1_21.ptr", align 4
  %"tangents_1_22.ptr.idx" = add nsw i64 %"idx.2", 21
  %"tangents_1_22.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_22.ptr.idx"
  %"tangents_1_22" = load float, ptr %"tangents_1_22.ptr", align 4
  %"tangents_1_23.ptr.idx" = add nsw i64 %"idx.2", 22
  %"tangents_1_23.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_23.ptr.idx"
  %"tangents_1_23" = load float, ptr %"tangents_1_23.ptr", align 4
  %"tangents_1_24.ptr.idx" = add nsw i64 %"idx.2", 23
  %"tangents_1_24.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_24.ptr.idx"
  %"tangents_1_24" = load float, ptr %"tangents_1_24.ptr", align 4
  %"tangents_1_25.ptr.idx" = add nsw i64 %"idx.2", 24
  %"tangents_1_25.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_25.ptr.idx"
  %"tangents_1_25" = load float, ptr %"tangents_1_25.ptr", align 4
  %"tangents_1_26.ptr.idx" = add nsw i64 %"idx.2", 25
  %"tangents_1_26.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_26.ptr.idx"
  %"tangents_1_26" = load float, ptr %"tangents_1_26.ptr", align 4
  %"tangents_1_27.ptr.idx" = add nsw i64 %"idx.2", 26
  %"tangents_1_27.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_27.ptr.idx"
  %"tangents_1_27" = load float, ptr %"tangents_1_27.ptr", align 4
  %"tangents_1_28.ptr.idx" = add nsw i64 %"idx.2", 27
  %"tangents_1_28.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_28.ptr.idx"
  %"tangents_1_28" = load float, ptr %"tangents_1_28.ptr", align 4
  %"tangents_1_29.ptr.idx" = add nsw i64 %"idx.2", 28
  %"tangents_1_29.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_29.ptr.idx"
  %"tangents_1_29" = load float, ptr %"tangents_1_29.ptr", align 4
  %"tangents_1_30.ptr.idx" = add nsw i64 %"idx.2", 29
  %"tangents_1_30.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_30.ptr.idx"
  %"tangents_1_30" = load float, ptr %"tangents_1_30.ptr", align 4
  %"tangents_1_31.ptr.idx" = add nsw i64 %"idx.2", 30
  %"tangents_1_31.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_31.ptr.idx"
  %"tangents_1_31" = load float, ptr %"tangents_1_31.ptr", align 4
  %"tangents_1_32.ptr.idx" = add nsw i64 %"idx.2", 31
  %"tangents_1_32.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_32.ptr.idx"
  %"tangents_1_32" = load float, ptr %"tangents_1_32.ptr", align 4
  %"tangents_1_33.ptr.idx" = add nsw i64 %"idx.2", 32
  %"tangents_1_33.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_33.ptr.idx"
  %"tangents_1_33" = load float, ptr %"tangents_1_33.ptr", align 4
  %"tangents_1_34.ptr.idx" = add nsw i64 %"idx.2", 33
  %"tangents_1_34.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_34.ptr.idx"
  %"tangents_1_34" = load float, ptr %"tangents_1_34.ptr", align 4
  %"tangents_1_35.ptr.idx" = add nsw i64 %"idx.2", 34
  %"tangents_1_35.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_35.ptr.idx"
  %"tangents_1_35" = load float, ptr %"tangents_1_35.ptr", align 4
  %"tangents_1_36.ptr.idx" = add nsw i64 %"idx.2", 35
  %"tangents_1_36.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_36.ptr.idx"
  %"tangents_1_36" = load float, ptr %"tangents_1_36.ptr", align 4
  %"tangents_1_37.ptr.idx" = add nsw i64 %"idx.2", 36
  %"tangents_1_37.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_37.ptr.idx"
  %"tangents_1_37" = load float, ptr %"tangents_1_37.ptr", align 4
  %"tangents_1_38.ptr.idx" = add nsw i64 %"idx.2", 37
  %"tangents_1_38.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_38.ptr.idx"
  %"tangents_1_38" = load float, ptr %"tangents_1_38.ptr", align 4
  %"tangents_1_39.ptr.idx" = add nsw i64 %"idx.2", 38
  %"tangents_1_39.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_39.ptr.idx"
  %"tangents_1_39" = load float, ptr %"tangents_1_39.ptr", align 4
  %"tangents_1_40.ptr.idx" = add nsw i64 %"idx.2", 39
  %"tangents_1_40.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_40.ptr.idx"
  %"tangents_1_40" = load float, ptr %"tangents_1_40.ptr", align 4
  %"tangents_1_41.ptr.idx" = add nsw i64 %"idx.2", 40
  %"tangents_1_41.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_41.ptr.idx"
  %"tangents_1_41" = load float, ptr %"tangents_1_41.ptr", align 4
  %"tangents_1_42.ptr.idx" = add nsw i64 %"idx.2", 41
  %"tangents_1_42.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_42.ptr.idx"
  %"tangents_1_42" = load float, ptr %"tangents_1_42.ptr", align 4
  %"tangents_1_43.ptr.idx" = add nsw i64 %"idx.2", 42
  %"tangents_1_43.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_43.ptr.idx"
  %"tangents_1_43" = load float, ptr %"tangents_1_43.ptr", align 4
  %"tangents_1_44.ptr.idx" = add nsw i64 %"idx.2", 43
  %"tangents_1_44.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_44.ptr.idx"
  %"tangents_1_44" = load float, ptr %"tangents_1_44.ptr", align 4
  %"tangents_1_45.ptr.idx" = add nsw i64 %"idx.2", 44
  %"tangents_1_45.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_45.ptr.idx"
  %"tangents_1_45" = load float, ptr %"tangents_1_45.ptr", align 4
  %"tangents_1_46.ptr.idx" = add nsw i64 %"idx.2", 45
  %"tangents_1_46.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_46.ptr.idx"
  %"tangents_1_46" = load float, ptr %"tangents_1_46.ptr", align 4
  %"tangents_1_47.ptr.idx" = add nsw i64 %"idx.2", 46
  %"tangents_1_47.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_47.ptr.idx"
  %"tangents_1_47" = load float, ptr %"tangents_1_47.ptr", align 4
  %"tangents_1_48.ptr.idx" = add nsw i64 %"idx.2", 47
  %"tangents_1_48.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_48.ptr.idx"
  %"tangents_1_48" = load float, ptr %"tangents_1_48.ptr", align 4
  %"tangents_1_49.ptr.idx" = add nsw i64 %"idx.2", 48
  %"tangents_1_49.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_49.ptr.idx"
  %"tangents_1_49" = load float, ptr %"tangents_1_49.ptr", align 4
  %"tangents_1_50.ptr.idx" = add nsw i64 %"idx.2", 49
  %"tangents_1_50.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_50.ptr.idx"
  %"tangents_1_50" = load float, ptr %"tangents_1_50.ptr", align 4
  %"tangents_1_51.ptr.idx" = add nsw i64 %"idx.2", 50
  %"tangents_1_51.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_51.ptr.idx"
  %"tangents_1_51" = load float, ptr %"tangents_1_51.ptr", align 4
  %"tangents_1_52.ptr.idx" = add nsw i64 %"idx.2", 51
  %"tangents_1_52.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_52.ptr.idx"
  %"tangents_1_52" = load float, ptr %"tangents_1_52.ptr", align 4
  %"tangents_1_53.ptr.idx" = add nsw i64 %"idx.2", 52
  %"tangents_1_53.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_53.ptr.idx"
  %"tangents_1_53" = load float, ptr %"tangents_1_53.ptr", align 4
  %"tangents_1_54.ptr.idx" = add nsw i64 %"idx.2", 53
  %"tangents_1_54.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_54.ptr.idx"
  %"tangents_1_54" = load float, ptr %"tangents_1_54.ptr", align 4
  %"tangents_1_55.ptr.idx" = add nsw i64 %"idx.2", 54
  %"tangents_1_55.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_55.ptr.idx"
  %"tangents_1_55" = load float, ptr %"tangents_1_55.ptr", align 4
  %"tangents_1_56.ptr.idx" = add nsw i64 %"idx.2", 55
  %"tangents_1_56.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_56.ptr.idx"
  %"tangents_1_56" = load float, ptr %"tangents_1_56.ptr", align 4
  %"tangents_1_57.ptr.idx" = add nsw i64 %"idx.2", 56
  %"tangents_1_57.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_57.ptr.idx"
  %"tangents_1_57" = load float, ptr %"tangents_1_57.ptr", align 4
  %"tangents_1_58.ptr.idx" = add nsw i64 %"idx.2", 57
  %"tangents_1_58.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_58.ptr.idx"
  %"tangents_1_58" = load float, ptr %"tangents_1_58.ptr", align 4
  %"tangents_1_59.ptr.idx" = add nsw i64 %"idx.2", 58
  %"tangents_1_59.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_59.ptr.idx"
  %"tangents_1_59" = load float, ptr %"tangents_1_59.ptr", align 4
  %"tangents_1_60.ptr.idx" = add nsw i64 %"idx.2", 59
  %"tangents_1_60.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_60.ptr.idx"
  %"tangents_1_60" = load float, ptr %"tangents_1_60.ptr", align 4
  %"tangents_1_61.ptr.idx" = add nsw i64 %"idx.2", 60
  %"tangents_1_61.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_61.ptr.idx"
  %"tangents_1_61" = load float, ptr %"tangents_1_61.ptr", align 4
  %"tangents_1_62.ptr.idx" = add nsw i64 %"idx.2", 61
  %"tangents_1_62.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_62.ptr.idx"
  %"tangents_1_62" = load float, ptr %"tangents_1_62.ptr", align 4
  %"tangents_1_63.ptr.idx" = add nsw i64 %"idx.2", 62
  %"tangents_1_63.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_63.ptr.idx"
  %"tangents_1_63" = load float, ptr %"tangents_1_63.ptr", align 4
  %"tangents_1_64.ptr.idx" = add nsw i64 %"idx.2", 63
  %"tangents_1_64.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 %"tangents_1_64.ptr.idx"
  %"tangents_1_64" = load float, ptr %"tangents_1_64.ptr", align 4
  %"acc_128" = fadd float %"acc_64", %"tangents_1_1"
  %"acc_129" = fadd float %"acc_65", %"tangents_1_2"
  %"acc_130" = fadd float %"acc_66", %"tangents_1_3"
  %"acc_131" = fadd float %"acc_67", %"tangents_1_4"
  %"acc_132" = fadd float %"acc_68", %"tangents_1_5"
  %"acc_133" = fadd float %"acc_69", %"tangents_1_6"
  %"acc_134" = fadd float %"acc_70", %"tangents_1_7"
  %"acc_135" = fadd float %"acc_71", %"tangents_1_8"
  %"acc_136" = fadd float %"acc_72", %"tangents_1_9"
  %"acc_137" = fadd float %"acc_73", %"tangents_1_10"
  %"acc_138" = fadd float %"acc_74", %"tangents_1_11"
  %"acc_139" = fadd float %"acc_75", %"tangents_1_12"
  %"acc_140" = fadd float %"acc_76", %"tangents_1_13"
  %"acc_141" = fadd float %"acc_77", %"tangents_1_14"
  %"acc_142" = fadd float %"acc_78", %"tangents_1_15"
  %"acc_143" = fadd float %"acc_79", %"tangents_1_16"
  %"acc_144" = fadd float %"acc_80", %"tangents_1_17"
  %"acc_145" = fadd float %"acc_81", %"tangents_1_18"
  %"acc_146" = fadd float %"acc_82", %"tangents_1_19"
  %"acc_147" = fadd float %"acc_83", %"tangents_1_20"
  %"acc_148" = fadd float %"acc_84", %"tangents_1_21"
  %"acc_149" = fadd float %"acc_85", %"tangents_1_22"
  %"acc_150" = fadd float %"acc_86", %"tangents_1_23"
  %"acc_151" = fadd float %"acc_87", %"tangents_1_24"
  %"acc_152" = fadd float %"acc_88", %"tangents_1_25"
  %"acc_153" = fadd float %"acc_89", %"tangents_1_26"
  %"acc_154" = fadd float %"acc_90", %"tangents_1_27"
  %"acc_155" = fadd float %"acc_91", %"tangents_1_28"
  %"acc_156" = fadd float %"acc_92", %"tangents_1_29"
  %"acc_157" = fadd float %"acc_93", %"tangents_1_30"
  %"acc_158" = fadd float %"acc_94", %"tangents_1_31"
  %"acc_159" = fadd float %"acc_95", %"tangents_1_32"
  %"acc_160" = fadd float %"acc_96", %"tangents_1_33"
  %"acc_161" = fadd float %"acc_97", %"tangents_1_34"
  %"acc_162" = fadd float %"acc_98", %"tangents_1_35"
  %"acc_163" = fadd float %"acc_99", %"tangents_1_36"
  %"acc_164" = fadd float %"acc_100", %"tangents_1_37"
  %"acc_165" = fadd float %"acc_101", %"tangents_1_38"
  %"acc_166" = fadd float %"acc_102", %"tangents_1_39"
  %"acc_167" = fadd float %"acc_103", %"tangents_1_40"
  %"acc_168" = fadd float %"acc_104", %"tangents_1_41"
  %"acc_169" = fadd float %"acc_105", %"tangents_1_42"
  %"acc_170" = fadd float %"acc_106", %"tangents_1_43"
  %"acc_171" = fadd float %"acc_107", %"tangents_1_44"
  %"acc_172" = fadd float %"acc_108", %"tangents_1_45"
  %"acc_173" = fadd float %"acc_109", %"tangents_1_46"
  %"acc_174" = fadd float %"acc_110", %"tangents_1_47"
  %"acc_175" = fadd float %"acc_111", %"tangents_1_48"
  %"acc_176" = fadd float %"acc_112", %"tangents_1_49"
  %"acc_177" = fadd float %"acc_113", %"tangents_1_50"
  %"acc_178" = fadd float %"acc_114", %"tangents_1_51"
  %"acc_179" = fadd float %"acc_115", %"tangents_1_52"
  %"acc_180" = fadd float %"acc_116", %"tangents_1_53"
  %"acc_181" = fadd float %"acc_117", %"tangents_1_54"
  %"acc_182" = fadd float %"acc_118", %"tangents_1_55"
  %"acc_183" = fadd float %"acc_119", %"tangents_1_56"
  %"acc_184" = fadd float %"acc_120", %"tangents_1_57"
  %"acc_185" = fadd float %"acc_121", %"tangents_1_58"
  %"acc_186" = fadd float %"acc_122", %"tangents_1_59"
  %"acc_187" = fadd float %"acc_123", %"tangents_1_60"
  %"acc_188" = fadd float %"acc_124", %"tangents_1_61"
  %"acc_189" = fadd float %"acc_125", %"tangents_1_62"
  %"acc_190" = fadd float %"acc_126", %"tangents_1_63"
  %"acc_191" = fadd float %"acc_127", %"tangents_1_64"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"idx.3" = mul nsw i64 %"i", 64
  %"d_primals_3.ptr" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"idx.3"
  store float %"acc_64", ptr %"d_primals_3.ptr", align 4
  %"d_primals_3.ptr.idx" = add nsw i64 %"idx.3", 1
  %"d_primals_3.ptr.1" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx"
  store float %"acc_65", ptr %"d_primals_3.ptr.1", align 4
  %"d_primals_3.ptr.idx.1" = add nsw i64 %"idx.3", 2
  %"d_primals_3.ptr.2" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.1"
  store float %"acc_66", ptr %"d_primals_3.ptr.2", align 4
  %"d_primals_3.ptr.idx.2" = add nsw i64 %"idx.3", 3
  %"d_primals_3.ptr.3" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.2"
  store float %"acc_67", ptr %"d_primals_3.ptr.3", align 4
  %"d_primals_3.ptr.idx.3" = add nsw i64 %"idx.3", 4
  %"d_primals_3.ptr.4" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.3"
  store float %"acc_68", ptr %"d_primals_3.ptr.4", align 4
  %"d_primals_3.ptr.idx.4" = add nsw i64 %"idx.3", 5
  %"d_primals_3.ptr.5" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.4"
  store float %"acc_69", ptr %"d_primals_3.ptr.5", align 4
  %"d_primals_3.ptr.idx.5" = add nsw i64 %"idx.3", 6
  %"d_primals_3.ptr.6" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.5"
  store float %"acc_70", ptr %"d_primals_3.ptr.6", align 4
  %"d_primals_3.ptr.idx.6" = add nsw i64 %"idx.3", 7
  %"d_primals_3.ptr.7" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.6"
  store float %"acc_71", ptr %"d_primals_3.ptr.7", align 4
  %"d_primals_3.ptr.idx.7" = add nsw i64 %"idx.3", 8
  %"d_primals_3.ptr.8" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.7"
  store float %"acc_72", ptr %"d_primals_3.ptr.8", align 4
  %"d_primals_3.ptr.idx.8" = add nsw i64 %"idx.3", 9
  %"d_primals_3.ptr.9" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.8"
  store float %"acc_73", ptr %"d_primals_3.ptr.9", align 4
  %"d_primals_3.ptr.idx.9" = add nsw i64 %"idx.3", 10
  %"d_primals_3.ptr.10" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.9"
  store float %"acc_74", ptr %"d_primals_3.ptr.10", align 4
  %"d_primals_3.ptr.idx.10" = add nsw i64 %"idx.3", 11
  %"d_primals_3.ptr.11" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.10"
  store float %"acc_75", ptr %"d_primals_3.ptr.11", align 4
  %"d_primals_3.ptr.idx.11" = add nsw i64 %"idx.3", 12
  %"d_primals_3.ptr.12" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.11"
  store float %"acc_76", ptr %"d_primals_3.ptr.12", align 4
  %"d_primals_3.ptr.idx.12" = add nsw i64 %"idx.3", 13
  %"d_primals_3.ptr.13" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.12"
  store float %"acc_77", ptr %"d_primals_3.ptr.13", align 4
  %"d_primals_3.ptr.idx.13" = add nsw i64 %"idx.3", 14
  %"d_primals_3.ptr.14" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.13"
  store float %"acc_78", ptr %"d_primals_3.ptr.14", align 4
  %"d_primals_3.ptr.idx.14" = add nsw i64 %"idx.3", 15
  %"d_primals_3.ptr.15" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.14"
  store float %"acc_79", ptr %"d_primals_3.ptr.15", align 4
  %"d_primals_3.ptr.idx.15" = add nsw i64 %"idx.3", 16
  %"d_primals_3.ptr.16" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.15"
  store float %"acc_80", ptr %"d_primals_3.ptr.16", align 4
  %"d_primals_3.ptr.idx.16" = add nsw i64 %"idx.3", 17
  %"d_primals_3.ptr.17" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.16"
  store float %"acc_81", ptr %"d_primals_3.ptr.17", align 4
  %"d_primals_3.ptr.idx.17" = add nsw i64 %"idx.3", 18
  %"d_primals_3.ptr.18" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.17"
  store float %"acc_82", ptr %"d_primals_3.ptr.18", align 4
  %"d_primals_3.ptr.idx.18" = add nsw i64 %"idx.3", 19
  %"d_primals_3.ptr.19" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.18"
  store float %"acc_83", ptr %"d_primals_3.ptr.19", align 4
  %"d_primals_3.ptr.idx.19" = add nsw i64 %"idx.3", 20
  %"d_primals_3.ptr.20" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.19"
  store float %"acc_84", ptr %"d_primals_3.ptr.20", align 4
  %"d_primals_3.ptr.idx.20" = add nsw i64 %"idx.3", 21
  %"d_primals_3.ptr.21" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.20"
  store float %"acc_85", ptr %"d_primals_3.ptr.21", align 4
  %"d_primals_3.ptr.idx.21" = add nsw i64 %"idx.3", 22
  %"d_primals_3.ptr.22" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.21"
  store float %"acc_86", ptr %"d_primals_3.ptr.22", align 4
  %"d_primals_3.ptr.idx.22" = add nsw i64 %"idx.3", 23
  %"d_primals_3.ptr.23" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.22"
  store float %"acc_87", ptr %"d_primals_3.ptr.23", align 4
  %"d_primals_3.ptr.idx.23" = add nsw i64 %"idx.3", 24
  %"d_primals_3.ptr.24" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.23"
  store float %"acc_88", ptr %"d_primals_3.ptr.24", align 4
  %"d_primals_3.ptr.idx.24" = add nsw i64 %"idx.3", 25
  %"d_primals_3.ptr.25" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.24"
  store float %"acc_89", ptr %"d_primals_3.ptr.25", align 4
  %"d_primals_3.ptr.idx.25" = add nsw i64 %"idx.3", 26
  %"d_primals_3.ptr.26" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.25"
  store float %"acc_90", ptr %"d_primals_3.ptr.26", align 4
  %"d_primals_3.ptr.idx.26" = add nsw i64 %"idx.3", 27
  %"d_primals_3.ptr.27" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.26"
  store float %"acc_91", ptr %"d_primals_3.ptr.27", align 4
  %"d_primals_3.ptr.idx.27" = add nsw i64 %"idx.3", 28
  %"d_primals_3.ptr.28" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.27"
  store float %"acc_92", ptr %"d_primals_3.ptr.28", align 4
  %"d_primals_3.ptr.idx.28" = add nsw i64 %"idx.3", 29
  %"d_primals_3.ptr.29" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.28"
  store float %"acc_93", ptr %"d_primals_3.ptr.29", align 4
  %"d_primals_3.ptr.idx.29" = add nsw i64 %"idx.3", 30
  %"d_primals_3.ptr.30" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.29"
  store float %"acc_94", ptr %"d_primals_3.ptr.30", align 4
  %"d_primals_3.ptr.idx.30" = add nsw i64 %"idx.3", 31
  %"d_primals_3.ptr.31" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.30"
  store float %"acc_95", ptr %"d_primals_3.ptr.31", align 4
  %"d_primals_3.ptr.idx.31" = add nsw i64 %"idx.3", 32
  %"d_primals_3.ptr.32" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.31"
  store float %"acc_96", ptr %"d_primals_3.ptr.32", align 4
  %"d_primals_3.ptr.idx.32" = add nsw i64 %"idx.3", 33
  %"d_primals_3.ptr.33" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.32"
  store float %"acc_97", ptr %"d_primals_3.ptr.33", align 4
  %"d_primals_3.ptr.idx.33" = add nsw i64 %"idx.3", 34
  %"d_primals_3.ptr.34" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.33"
  store float %"acc_98", ptr %"d_primals_3.ptr.34", align 4
  %"d_primals_3.ptr.idx.34" = add nsw i64 %"idx.3", 35
  %"d_primals_3.ptr.35" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.34"
  store float %"acc_99", ptr %"d_primals_3.ptr.35", align 4
  %"d_primals_3.ptr.idx.35" = add nsw i64 %"idx.3", 36
  %"d_primals_3.ptr.36" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.35"
  store float %"acc_100", ptr %"d_primals_3.ptr.36", align 4
  %"d_primals_3.ptr.idx.36" = add nsw i64 %"idx.3", 37
  %"d_primals_3.ptr.37" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.36"
  store float %"acc_101", ptr %"d_primals_3.ptr.37", align 4
  %"d_primals_3.ptr.idx.37" = add nsw i64 %"idx.3", 38
  %"d_primals_3.ptr.38" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.37"
  store float %"acc_102", ptr %"d_primals_3.ptr.38", align 4
  %"d_primals_3.ptr.idx.38" = add nsw i64 %"idx.3", 39
  %"d_primals_3.ptr.39" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.38"
  store float %"acc_103", ptr %"d_primals_3.ptr.39", align 4
  %"d_primals_3.ptr.idx.39" = add nsw i64 %"idx.3", 40
  %"d_primals_3.ptr.40" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.39"
  store float %"acc_104", ptr %"d_primals_3.ptr.40", align 4
  %"d_primals_3.ptr.idx.40" = add nsw i64 %"idx.3", 41
  %"d_primals_3.ptr.41" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.40"
  store float %"acc_105", ptr %"d_primals_3.ptr.41", align 4
  %"d_primals_3.ptr.idx.41" = add nsw i64 %"idx.3", 42
  %"d_primals_3.ptr.42" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.41"
  store float %"acc_106", ptr %"d_primals_3.ptr.42", align 4
  %"d_primals_3.ptr.idx.42" = add nsw i64 %"idx.3", 43
  %"d_primals_3.ptr.43" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.42"
  store float %"acc_107", ptr %"d_primals_3.ptr.43", align 4
  %"d_primals_3.ptr.idx.43" = add nsw i64 %"idx.3", 44
  %"d_primals_3.ptr.44" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.43"
  store float %"acc_108", ptr %"d_primals_3.ptr.44", align 4
  %"d_primals_3.ptr.idx.44" = add nsw i64 %"idx.3", 45
  %"d_primals_3.ptr.45" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.44"
  store float %"acc_109", ptr %"d_primals_3.ptr.45", align 4
  %"d_primals_3.ptr.idx.45" = add nsw i64 %"idx.3", 46
  %"d_primals_3.ptr.46" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.45"
  store float %"acc_110", ptr %"d_primals_3.ptr.46", align 4
  %"d_primals_3.ptr.idx.46" = add nsw i64 %"idx.3", 47
  %"d_primals_3.ptr.47" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.46"
  store float %"acc_111", ptr %"d_primals_3.ptr.47", align 4
  %"d_primals_3.ptr.idx.47" = add nsw i64 %"idx.3", 48
  %"d_primals_3.ptr.48" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.47"
  store float %"acc_112", ptr %"d_primals_3.ptr.48", align 4
  %"d_primals_3.ptr.idx.48" = add nsw i64 %"idx.3", 49
  %"d_primals_3.ptr.49" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.48"
  store float %"acc_113", ptr %"d_primals_3.ptr.49", align 4
  %"d_primals_3.ptr.idx.49" = add nsw i64 %"idx.3", 50
  %"d_primals_3.ptr.50" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.49"
  store float %"acc_114", ptr %"d_primals_3.ptr.50", align 4
  %"d_primals_3.ptr.idx.50" = add nsw i64 %"idx.3", 51
  %"d_primals_3.ptr.51" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.50"
  store float %"acc_115", ptr %"d_primals_3.ptr.51", align 4
  %"d_primals_3.ptr.idx.51" = add nsw i64 %"idx.3", 52
  %"d_primals_3.ptr.52" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.51"
  store float %"acc_116", ptr %"d_primals_3.ptr.52", align 4
  %"d_primals_3.ptr.idx.52" = add nsw i64 %"idx.3", 53
  %"d_primals_3.ptr.53" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.52"
  store float %"acc_117", ptr %"d_primals_3.ptr.53", align 4
  %"d_primals_3.ptr.idx.53" = add nsw i64 %"idx.3", 54
  %"d_primals_3.ptr.54" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.53"
  store float %"acc_118", ptr %"d_primals_3.ptr.54", align 4
  %"d_primals_3.ptr.idx.54" = add nsw i64 %"idx.3", 55
  %"d_primals_3.ptr.55" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.54"
  store float %"acc_119", ptr %"d_primals_3.ptr.55", align 4
  %"d_primals_3.ptr.idx.55" = add nsw i64 %"idx.3", 56
  %"d_primals_3.ptr.56" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.55"
  store float %"acc_120", ptr %"d_primals_3.ptr.56", align 4
  %"d_primals_3.ptr.idx.56" = add nsw i64 %"idx.3", 57
  %"d_primals_3.ptr.57" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.56"
  store float %"acc_121", ptr %"d_primals_3.ptr.57", align 4
  %"d_primals_3.ptr.idx.57" = add nsw i64 %"idx.3", 58
  %"d_primals_3.ptr.58" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.57"
  store float %"acc_122", ptr %"d_primals_3.ptr.58", align 4
  %"d_primals_3.ptr.idx.58" = add nsw i64 %"idx.3", 59
  %"d_primals_3.ptr.59" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.58"
  store float %"acc_123", ptr %"d_primals_3.ptr.59", align 4
  %"d_primals_3.ptr.idx.59" = add nsw i64 %"idx.3", 60
  %"d_primals_3.ptr.60" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.59"
  store float %"acc_124", ptr %"d_primals_3.ptr.60", align 4
  %"d_primals_3.ptr.idx.60" = add nsw i64 %"idx.3", 61
  %"d_primals_3.ptr.61" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.60"
  store float %"acc_125", ptr %"d_primals_3.ptr.61", align 4
  %"d_primals_3.ptr.idx.61" = add nsw i64 %"idx.3", 62
  %"d_primals_3.ptr.62" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.61"
  store float %"acc_126", ptr %"d_primals_3.ptr.62", align 4
  %"d_primals_3.ptr.idx.62" = add nsw i64 %"idx.3", 63
  %"d_primals_3.ptr.63" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.62"
  store float %"acc_127", ptr %"d_primals_3.ptr.63", align 4
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define internal void @"kernel.sum_2"(ptr captures(none) noalias dereferenceable(4) %"tangents_1", ptr captures(none) noalias dereferenceable(40) %"d_primals_7") noinline nounwind
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
  %"acc_8" = phi  float [             0x0, %"for.body.i"], [%"acc_16", %"for.body.r"]
  %"acc_9" = phi  float [             0x0, %"for.body.i"], [%"acc_17", %"for.body.r"]
  %"acc_10" = phi  float [             0x0, %"for.body.i"], [%"acc_18", %"for.body.r"]
  %"acc_11" = phi  float [             0x0, %"for.body.i"], [%"acc_19", %"for.body.r"]
  %"acc_12" = phi  float [             0x0, %"for.body.i"], [%"acc_20", %"for.body.r"]
  %"acc_13" = phi  float [             0x0, %"for.body.i"], [%"acc_21", %"for.body.r"]
  %"acc_14" = phi  float [             0x0, %"for.body.i"], [%"acc_22", %"for.body.r"]
  %"acc_15" = phi  float [             0x0, %"for.body.i"], [%"acc_23", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 128
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"tangents_1_1.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_1" = load float, ptr %"tangents_1_1.ptr", align 4
  %"tangents_1_2.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_2" = load float, ptr %"tangents_1_2.ptr", align 4
  %"tangents_1_3.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_3" = load float, ptr %"tangents_1_3.ptr", align 4
  %"tangents_1_4.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_4" = load float, ptr %"tangents_1_4.ptr", align 4
  %"tangents_1_5.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_5" = load float, ptr %"tangents_1_5.ptr", align 4
  %"tangents_1_6.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_6" = load float, ptr %"tangents_1_6.ptr", align 4
  %"tangents_1_7.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_7" = load float, ptr %"tangents_1_7.ptr", align 4
  %"tangents_1_8.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_8" = load float, ptr %"tangents_1_8.ptr", align 4
  %"acc_16" = fadd float %"acc_8", %"tangents_1_1"
  %"acc_17" = fadd float %"acc_9", %"tangents_1_2"
  %"acc_18" = fadd float %"acc_10", %"tangents_1_3"
  %"acc_19" = fadd float %"acc_11", %"tangents_1_4"
  %"acc_20" = fadd float %"acc_12", %"tangents_1_5"
  %"acc_21" = fadd float %"acc_13", %"tangents_1_6"
  %"acc_22" = fadd float %"acc_14", %"tangents_1_7"
  %"acc_23" = fadd float %"acc_15", %"tangents_1_8"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"idx" = mul nsw i64 %"i", 8
  %"d_primals_7.ptr" = getelementptr inbounds float, ptr %"d_primals_7", i64 %"idx"
  store float %"acc_8", ptr %"d_primals_7.ptr", align 4
  %"d_primals_7.ptr.idx" = add nsw i64 %"idx", 1
  %"d_primals_7.ptr.1" = getelementptr inbounds float, ptr %"d_primals_7", i64 %"d_primals_7.ptr.idx"
  store float %"acc_9", ptr %"d_primals_7.ptr.1", align 4
  %"d_primals_7.ptr.idx.1" = add nsw i64 %"idx", 2
  %"d_primals_7.ptr.2" = getelementptr inbounds float, ptr %"d_primals_7", i64 %"d_primals_7.ptr.idx.1"
  store float %"acc_10", ptr %"d_primals_7.ptr.2", align 4
  %"d_primals_7.ptr.idx.2" = add nsw i64 %"idx", 3
  %"d_primals_7.ptr.3" = getelementptr inbounds float, ptr %"d_primals_7", i64 %"d_primals_7.ptr.idx.2"
  store float %"acc_11", ptr %"d_primals_7.ptr.3", align 4
  %"d_primals_7.ptr.idx.3" = add nsw i64 %"idx", 4
  %"d_primals_7.ptr.4" = getelementptr inbounds float, ptr %"d_primals_7", i64 %"d_primals_7.ptr.idx.3"
  store float %"acc_12", ptr %"d_primals_7.ptr.4", align 4
  %"d_primals_7.ptr.idx.4" = add nsw i64 %"idx", 5
  %"d_primals_7.ptr.5" = getelementptr inbounds float, ptr %"d_primals_7", i64 %"d_primals_7.ptr.idx.4"
  store float %"acc_13", ptr %"d_primals_7.ptr.5", align 4
  %"d_primals_7.ptr.idx.5" = add nsw i64 %"idx", 6
  %"d_primals_7.ptr.6" = getelementptr inbounds float, ptr %"d_primals_7", i64 %"d_primals_7.ptr.idx.5"
  store float %"acc_14", ptr %"d_primals_7.ptr.6", align 4
  %"d_primals_7.ptr.idx.6" = add nsw i64 %"idx", 7
  %"d_primals_7.ptr.7" = getelementptr inbounds float, ptr %"d_primals_7", i64 %"d_primals_7.ptr.idx.6"
  store float %"acc_15", ptr %"d_primals_7.ptr.7", align 4
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  br label %"for.cond.i_1"
for.cond.i_1:
  %"i_1" = phi  i64 [0, %"for.end.i"], [%"i_1.next", %"for.end.r_1"]
  %"i_1.cond" = icmp slt i64 %"i_1", 2
  br i1 %"i_1.cond", label %"for.body.i_1", label %"for.end.i_1"
for.body.i_1:
  br label %"for.cond.r_1"
for.cond.r_1:
  %"r_1" = phi  i64 [0, %"for.body.i_1"], [%"r_1.next", %"for.body.r_1"]
  %"acc_25" = phi  float [             0x0, %"for.body.i_1"], [%"acc_26", %"for.body.r_1"]
  %"r_1.cond" = icmp slt i64 %"r_1", 128
  br i1 %"r_1.cond", label %"for.body.r_1", label %"for.end.r_1"
for.body.r_1:
  %"tangents_1_9.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_9" = load float, ptr %"tangents_1_9.ptr", align 4
  %"acc_26" = fadd reassoc float %"acc_25", %"tangents_1_9"
  %"r_1.next" = add nsw i64 %"r_1", 1
  br label %"for.cond.r_1"
for.end.r_1:
  %"d_primals_7.ptr.idx.7" = add nsw i64 %"i_1", 8
  %"d_primals_7.ptr.8" = getelementptr inbounds float, ptr %"d_primals_7", i64 %"d_primals_7.ptr.idx.7"
  store float %"acc_25", ptr %"d_primals_7.ptr.8", align 4
  %"i_1.next" = add nsw i64 %"i_1", 1
  br label %"for.cond.i_1"
for.end.i_1:
  ret void
}

define internal void @"kernel.sum_3"(ptr captures(none) noalias dereferenceable(81920) %"primals_6", ptr captures(none) noalias dereferenceable(8192) %"colsum") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.r"]
  %"i.cond" = icmp slt i64 %"i", 32
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"for.body.i"], [%"r.next", %"for.body.r"]
  %"acc_64" = phi  float [             0x0, %"for.body.i"], [%"acc_128", %"for.body.r"]
  %"acc_65" = phi  float [             0x0, %"for.body.i"], [%"acc_129", %"for.body.r"]
  %"acc_66" = phi  float [             0x0, %"for.body.i"], [%"acc_130", %"for.body.r"]
  %"acc_67" = phi  float [             0x0, %"for.body.i"], [%"acc_131", %"for.body.r"]
  %"acc_68" = phi  float [             0x0, %"for.body.i"], [%"acc_132", %"for.body.r"]
  %"acc_69" = phi  float [             0x0, %"for.body.i"], [%"acc_133", %"for.body.r"]
  %"acc_70" = phi  float [             0x0, %"for.body.i"], [%"acc_134", %"for.body.r"]
  %"acc_71" = phi  float [             0x0, %"for.body.i"], [%"acc_135", %"for.body.r"]
  %"acc_72" = phi  float [             0x0, %"for.body.i"], [%"acc_136", %"for.body.r"]
  %"acc_73" = phi  float [             0x0, %"for.body.i"], [%"acc_137", %"for.body.r"]
  %"acc_74" = phi  float [             0x0, %"for.body.i"], [%"acc_138", %"for.body.r"]
  %"acc_75" = phi  float [             0x0, %"for.body.i"], [%"acc_139", %"for.body.r"]
  %"acc_76" = phi  float [             0x0, %"for.body.i"], [%"acc_140", %"for.body.r"]
  %"acc_77" = phi  float [             0x0, %"for.body.i"], [%"acc_141", %"for.body.r"]
  %"acc_78" = phi  float [             0x0, %"for.body.i"], [%"acc_142", %"for.body.r"]
  %"acc_79" = phi  float [             0x0, %"for.body.i"], [%"acc_143", %"for.body.r"]
  %"acc_80" = phi  float [             0x0, %"for.body.i"], [%"acc_144", %"for.body.r"]
  %"acc_81" = phi  float [             0x0, %"for.body.i"], [%"acc_145", %"for.body.r"]
  %"acc_82" = phi  float [             0x0, %"for.body.i"], [%"acc_146", %"for.body.r"]
  %"acc_83" = phi  float [             0x0, %"for.body.i"], [%"acc_147", %"for.body.r"]
  %"acc_84" = phi  float [             0x0, %"for.body.i"], [%"acc_148", %"for.body.r"]
  %"acc_85" = phi  float [             0x0, %"for.body.i"], [%"acc_149", %"for.body.r"]
  %"acc_86" = phi  float [             0x0, %"for.body.i"], [%"acc_150", %"for.body.r"]
  %"acc_87" = phi  float [             0x0, %"for.body.i"], [%"acc_151", %"for.body.r"]
  %"acc_88" = phi  float [             0x0, %"for.body.i"], [%"acc_152", %"for.body.r"]
  %"acc_89" = phi  float [             0x0, %"for.body.i"], [%"acc_153", %"for.body.r"]
  %"acc_90" = phi  float [             0x0, %"for.body.i"], [%"acc_154", %"for.body.r"]
  %"acc_91" = phi  float [             0x0, %"for.body.i"], [%"acc_155", %"for.body.r"]
  %"acc_92" = phi  float [             0x0, %"for.body.i"], [%"acc_156", %"for.body.r"]
  %"acc_93" = phi  float [             0x0, %"for.body.i"], [%"acc_157", %"for.body.r"]
  %"acc_94" = phi  float [             0x0, %"for.body.i"], [%"acc_158", %"for.body.r"]
  %"acc_95" = phi  float [             0x0, %"for.body.i"], [%"acc_159", %"for.body.r"]
  %"acc_96" = phi  float [             0x0, %"for.body.i"], [%"acc_160", %"for.body.r"]
  %"acc_97" = phi  float [             0x0, %"for.body.i"], [%"acc_161", %"for.body.r"]
  %"acc_98" = phi  float [             0x0, %"for.body.i"], [%"acc_162", %"for.body.r"]
  %"acc_99" = phi  float [             0x0, %"for.body.i"], [%"acc_163", %"for.body.r"]
  %"acc_100" = phi  float [             0x0, %"for.body.i"], [%"acc_164", %"for.body.r"]
  %"acc_101" = phi  float [             0x0, %"for.body.i"], [%"acc_165", %"for.body.r"]
  %"acc_102" = phi  float [             0x0, %"for.body.i"], [%"acc_166", %"for.body.r"]
  %"acc_103" = phi  float [             0x0, %"for.body.i"], [%"acc_167", %"for.body.r"]
  %"acc_104" = phi  float [             0x0, %"for.body.i"], [%"acc_168", %"for.body.r"]
  %"acc_105" = phi  float [             0x0, %"for.body.i"], [%"acc_169", %"for.body.r"]
  %"acc_106" = phi  float [             0x0, %"for.body.i"], [%"acc_170", %"for.body.r"]
  %"acc_107" = phi  float [             0x0, %"for.body.i"], [%"acc_171", %"for.body.r"]
  %"acc_108" = phi  float [             0x0, %"for.body.i"], [%"acc_172", %"for.body.r"]
  %"acc_109" = phi  float [             0x0, %"for.body.i"], [%"acc_173", %"for.body.r"]
  %"acc_110" = phi  float [             0x0, %"for.body.i"], [%"acc_174", %"for.body.r"]
  %"acc_111" = phi  float [             0x0, %"for.body.i"], [%"acc_175", %"for.body.r"]
  %"acc_112" = phi  float [             0x0, %"for.body.i"], [%"acc_176", %"for.body.r"]
  %"acc_113" = phi  float [             0x0, %"for.body.i"], [%"acc_177", %"for.body.r"]
  %"acc_114" = phi  float [             0x0, %"for.body.i"], [%"acc_178", %"for.body.r"]
  %"acc_115" = phi  float [             0x0, %"for.body.i"], [%"acc_179", %"for.body.r"]
  %"acc_116" = phi  float [             0x0, %"for.body.i"], [%"acc_180", %"for.body.r"]
  %"acc_117" = phi  float [             0x0, %"for.body.i"], [%"acc_181", %"for.body.r"]
  %"acc_118" = phi  float [             0x0, %"for.body.i"], [%"acc_182", %"for.body.r"]
  %"acc_119" = phi  float [             0x0, %"for.body.i"], [%"acc_183", %"for.body.r"]
  %"acc_120" = phi  float [             0x0, %"for.body.i"], [%"acc_184", %"for.body.r"]
  %"acc_121" = phi  float [             0x0, %"for.body.i"], [%"acc_185", %"for.body.r"]
  %"acc_122" = phi  float [             0x0, %"for.body.i"], [%"acc_186", %"for.body.r"]
  %"acc_123" = phi  float [             0x0, %"for.body.i"], [%"acc_187", %"for.body.r"]
  %"acc_124" = phi  float [             0x0, %"for.body.i"], [%"acc_188", %"for.body.r"]
  %"acc_125" = phi  float [             0x0, %"for.body.i"], [%"acc_189", %"for.body.r"]
  %"acc_126" = phi  float [             0x0, %"for.body.i"], [%"acc_190", %"for.body.r"]
  %"acc_127" = phi  float [             0x0, %"for.body.i"], [%"acc_191", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 10
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"idx" = mul nsw i64 %"i", 640
  %"idx.1" = add nsw i64 %"idx", %"r"
  %"primals_6_1.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"idx.1"
  %"primals_6_1" = load float, ptr %"primals_6_1.ptr", align 4
  %"primals_6_2.ptr.idx" = add nsw i64 %"idx.1", 10
  %"primals_6_2.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_2.ptr.idx"
  %"primals_6_2" = load float, ptr %"primals_6_2.ptr", align 4
  %"primals_6_3.ptr.idx" = add nsw i64 %"idx.1", 20
  %"primals_6_3.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_3.ptr.idx"
  %"primals_6_3" = load float, ptr %"primals_6_3.ptr", align 4
  %"primals_6_4.ptr.idx" = add nsw i64 %"idx.1", 30
  %"primals_6_4.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_4.ptr.idx"
  %"primals_6_4" = load float, ptr %"primals_6_4.ptr", align 4
  %"primals_6_5.ptr.idx" = add nsw i64 %"idx.1", 40
  %"primals_6_5.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_5.ptr.idx"
  %"primals_6_5" = load float, ptr %"primals_6_5.ptr", align 4
  %"primals_6_6.ptr.idx" = add nsw i64 %"idx.1", 50
  %"primals_6_6.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_6.ptr.idx"
  %"primals_6_6" = load float, ptr %"primals_6_6.ptr", align 4
  %"primals_6_7.ptr.idx" = add nsw i64 %"idx.1", 60
  %"primals_6_7.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_7.ptr.idx"
  %"primals_6_7" = load float, ptr %"primals_6_7.ptr", align 4
  %"primals_6_8.ptr.idx" = add nsw i64 %"idx.1", 70
  %"primals_6_8.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_8.ptr.idx"
  %"primals_6_8" = load float, ptr %"primals_6_8.ptr", align 4
  %"primals_6_9.ptr.idx" = add nsw i64 %"idx.1", 80
  %"primals_6_9.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_9.ptr.idx"
  %"primals_6_9" = load float, ptr %"primals_6_9.ptr", align 4
  %"primals_6_10.ptr.idx" = add nsw i64 %"idx.1", 90
  %"primals_6_10.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_10.ptr.idx"
  %"primals_6_10" = load float, ptr %"primals_6_10.ptr", align 4
  %"primals_6_11.ptr.idx" = add nsw i64 %"idx.1", 100
  %"primals_6_11.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_11.ptr.idx"
  %"primals_6_11" = load float, ptr %"primals_6_11.ptr", align 4
  %"primals_6_12.ptr.idx" = add nsw i64 %"idx.1", 110
  %"primals_6_12.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_12.ptr.idx"
  %"primals_6_12" = load float, ptr %"primals_6_12.ptr", align 4
  %"primals_6_13.ptr.idx" = add nsw i64 %"idx.1", 120
  %"primals_6_13.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_13.ptr.idx"
  %"primals_6_13" = load float, ptr %"primals_6_13.ptr", align 4
  %"primals_6_14.ptr.idx" = add nsw i64 %"idx.1", 130
  %"primals_6_14.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_14.ptr.idx"
  %"primals_6_14" = load float, ptr %"primals_6_14.ptr", align 4
  %"primals_6_15.ptr.idx" = add nsw i64 %"idx.1", 140
  %"primals_6_15.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_15.ptr.idx"
  %"primals_6_15" = load float, ptr %"primals_6_15.ptr", align 4
  %"primals_6_16.ptr.idx" = add nsw i64 %"idx.1", 150
  %"primals_6_16.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_16.ptr.idx"
  %"primals_6_16" = load float, ptr %"primals_6_16.ptr", align 4
  %"primals_6_17.ptr.idx" = add nsw i64 %"idx.1", 160
  %"primals_6_17.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_17.ptr.idx"
  %"primals_6_17" = load float, ptr %"primals_6_17.ptr", align 4
  %"primals_6_18.ptr.idx" = add nsw i64 %"idx.1", 170
  %"primals_6_18.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_18.ptr.idx"
  %"primals_6_18" = load float, ptr %"primals_6_18.ptr", align 4
  %"primals_6_19.ptr.idx" = add nsw i64 %"idx.1", 180
  %"primals_6_19.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_19.ptr.idx"
  %"primals_6_19" = load float, ptr %"primals_6_19.ptr", align 4
  %"primals_6_20.ptr.idx" = add nsw i64 %"idx.1", 190
  %"primals_6_20.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_20.ptr.idx"
  %"primals_6_20" = load float, ptr %"primals_6_20.ptr", align 4
  %"primals_6_21.ptr.idx" = add nsw i64 %"idx.1", 200
  %"primals_6_21.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_21.ptr.idx"
  %"primals_6_21" = load float, ptr %"primals_6_21.ptr", align 4
  %"primals_6_22.ptr.idx" = add nsw i64 %"idx.1", 210
  %"primals_6_22.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_22.ptr.idx"
  %"primals_6_22" = load float, ptr %"primals_6_22.ptr", align 4
  %"primals_6_23.ptr.idx" = add nsw i64 %"idx.1", 220
  %"primals_6_23.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_23.ptr.idx"
  %"primals_6_23" = load float, ptr %"primals_6_23.ptr", align 4
  %"primals_6_24.ptr.idx" = add nsw i64 %"idx.1", 230
  %"primals_6_24.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_24.ptr.idx"
  %"primals_6_24" = load float, ptr %"primals_6_24.ptr", align 4
  %"primals_6_25.ptr.idx" = add nsw i64 %"idx.1", 240
  %"primals_6_25.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_25.ptr.idx"
  %"primals_6_25" = load float, ptr %"primals_6_25.ptr", align 4
  %"primals_6_26.ptr.idx" = add nsw i64 %"idx.1", 250
  %"primals_6_26.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_26.ptr.idx"
  %"primals_6_26" = load float, ptr %"primals_6_26.ptr", align 4
  %"primals_6_27.ptr.idx" = add nsw i64 %"idx.1", 260
  %"primals_6_27.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_27.ptr.idx"
  %"primals_6_27" = load float, ptr %"primals_6_27.ptr", align 4
  %"primals_6_28.ptr.idx" = add nsw i64 %"idx.1", 270
  %"primals_6_28.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_28.ptr.idx"
  %"primals_6_28" = load float, ptr %"primals_6_28.ptr", align 4
  %"primals_6_29.ptr.idx" = add nsw i64 %"idx.1", 280
  %"primals_6_29.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_29.ptr.idx"
  %"primals_6_29" = load float, ptr %"primals_6_29.ptr", align 4
  %"primals_6_30.ptr.idx" = add nsw i64 %"idx.1", 290
  %"primals_6_30.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_30.ptr.idx"
  %"primals_6_30" = load float, ptr %"primals_6_30.ptr", align 4
  %"primals_6_31.ptr.idx" = add nsw i64 %"idx.1", 300
  %"primals_6_31.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_31.ptr.idx"
  %"primals_6_31" = load float, ptr %"primals_6_31.ptr", align 4
  %"primals_6_32.ptr.idx" = add nsw i64 %"idx.1", 310
  %"primals_6_32.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_32.ptr.idx"
  %"primals_6_32" = load float, ptr %"primals_6_32.ptr", align 4
  %"primals_6_33.ptr.idx" = add nsw i64 %"idx.1", 320
  %"primals_6_33.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_33.ptr.idx"
  %"primals_6_33" = load float, ptr %"primals_6_33.ptr", align 4
  %"primals_6_34.ptr.idx" = add nsw i64 %"idx.1", 330
  %"primals_6_34.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_34.ptr.idx"
  %"primals_6_34" = load float, ptr %"primals_6_34.ptr", align 4
  %"primals_6_35.ptr.idx" = add nsw i64 %"idx.1", 340
  %"primals_6_35.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_35.ptr.idx"
  %"primals_6_35" = load float, ptr %"primals_6_35.ptr", align 4
  %"primals_6_36.ptr.idx" = add nsw i64 %"idx.1", 350
  %"primals_6_36.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_36.ptr.idx"
  %"primals_6_36" = load float, ptr %"primals_6_36.ptr", align 4
  %"primals_6_37.ptr.idx" = add nsw i64 %"idx.1", 360
  %"primals_6_37.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_37.ptr.idx"
  %"primals_6_37" = load float, ptr %"primals_6_37.ptr", align 4
  %"primals_6_38.ptr.idx" = add nsw i64 %"idx.1", 370
  %"primals_6_38.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_38.ptr.idx"
  %"primals_6_38" = load float, ptr %"primals_6_38.ptr", align 4
  %"primals_6_39.ptr.idx" = add nsw i64 %"idx.1", 380
  %"primals_6_39.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_39.ptr.idx"
  %"primals_6_39" = load float, ptr %"primals_6_39.ptr", align 4
  %"primals_6_40.ptr.idx" = add nsw i64 %"idx.1", 390
  %"primals_6_40.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_40.ptr.idx"
  %"primals_6_40" = load float, ptr %"primals_6_40.ptr", align 4
  %"primals_6_41.ptr.idx" = add nsw i64 %"idx.1", 400
  %"primals_6_41.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_41.ptr.idx"
  %"primals_6_41" = load float, ptr %"primals_6_41.ptr", align 4
  %"primals_6_42.ptr.idx" = add nsw i64 %"idx.1", 410
  %"primals_6_42.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_42.ptr.idx"
  %"primals_6_42" = load float, ptr %"primals_6_42.ptr", align 4
  %"primals_6_43.ptr.idx" = add nsw i64 %"idx.1", 420
  %"primals_6_43.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_43.ptr.idx"
  %"primals_6_43" = load float, ptr %"primals_6_43.ptr", align 4
  %"primals_6_44.ptr.idx" = add nsw i64 %"idx.1", 430
  %"primals_6_44.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_44.ptr.idx"
  %"primals_6_44" = load float, ptr %"primals_6_44.ptr", align 4
  %"primals_6_45.ptr.idx" = add nsw i64 %"idx.1", 440
  %"primals_6_45.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_45.ptr.idx"
  %"primals_6_45" = load float, ptr %"primals_6_45.ptr", align 4
  %"primals_6_46.ptr.idx" = add nsw i64 %"idx.1", 450
  %"primals_6_46.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_46.ptr.idx"
  %"primals_6_46" = load float, ptr %"primals_6_46.ptr", align 4
  %"primals_6_47.ptr.idx" = add nsw i64 %"idx.1", 460
  %"primals_6_47.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_47.ptr.idx"
  %"primals_6_47" = load float, ptr %"primals_6_47.ptr", align 4
  %"primals_6_48.ptr.idx" = add nsw i64 %"idx.1", 470
  %"primals_6_48.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_48.ptr.idx"
  %"primals_6_48" = load float, ptr %"primals_6_48.ptr", align 4
  %"primals_6_49.ptr.idx" = add nsw i64 %"idx.1", 480
  %"primals_6_49.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_49.ptr.idx"
  %"primals_6_49" = load float, ptr %"primals_6_49.ptr", align 4
  %"primals_6_50.ptr.idx" = add nsw i64 %"idx.1", 490
  %"primals_6_50.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_50.ptr.idx"
  %"primals_6_50" = load float, ptr %"primals_6_50.ptr", align 4
  %"primals_6_51.ptr.idx" = add nsw i64 %"idx.1", 500
  %"primals_6_51.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_51.ptr.idx"
  %"primals_6_51" = load float, ptr %"primals_6_51.ptr", align 4
  %"primals_6_52.ptr.idx" = add nsw i64 %"idx.1", 510
  %"primals_6_52.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_52.ptr.idx"
  %"primals_6_52" = load float, ptr %"primals_6_52.ptr", align 4
  %"primals_6_53.ptr.idx" = add nsw i64 %"idx.1", 520
  %"primals_6_53.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_53.ptr.idx"
  %"primals_6_53" = load float, ptr %"primals_6_53.ptr", align 4
  %"primals_6_54.ptr.idx" = add nsw i64 %"idx.1", 530
  %"primals_6_54.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_54.ptr.idx"
  %"primals_6_54" = load float, ptr %"primals_6_54.ptr", align 4
  %"primals_6_55.ptr.idx" = add nsw i64 %"idx.1", 540
  %"primals_6_55.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_55.ptr.idx"
  %"primals_6_55" = load float, ptr %"primals_6_55.ptr", align 4
  %"primals_6_56.ptr.idx" = add nsw i64 %"idx.1", 550
  %"primals_6_56.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_56.ptr.idx"
  %"primals_6_56" = load float, ptr %"primals_6_56.ptr", align 4
  %"primals_6_57.ptr.idx" = add nsw i64 %"idx.1", 560
  %"primals_6_57.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_57.ptr.idx"
  %"primals_6_57" = load float, ptr %"primals_6_57.ptr", align 4
  %"primals_6_58.ptr.idx" = add nsw i64 %"idx.1", 570
  %"primals_6_58.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_58.ptr.idx"
  %"primals_6_58" = load float, ptr %"primals_6_58.ptr", align 4
  %"primals_6_59.ptr.idx" = add nsw i64 %"idx.1", 580
  %"primals_6_59.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_59.ptr.idx"
  %"primals_6_59" = load float, ptr %"primals_6_59.ptr", align 4
  %"primals_6_60.ptr.idx" = add nsw i64 %"idx.1", 590
  %"primals_6_60.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_60.ptr.idx"
  %"primals_6_60" = load float, ptr %"primals_6_60.ptr", align 4
  %"primals_6_61.ptr.idx" = add nsw i64 %"idx.1", 600
  %"primals_6_61.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_61.ptr.idx"
  %"primals_6_61" = load float, ptr %"primals_6_61.ptr", align 4
  %"primals_6_62.ptr.idx" = add nsw i64 %"idx.1", 610
  %"primals_6_62.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_62.ptr.idx"
  %"primals_6_62" = load float, ptr %"primals_6_62.ptr", align 4
  %"primals_6_63.ptr.idx" = add nsw i64 %"idx.1", 620
  %"primals_6_63.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_63.ptr.idx"
  %"primals_6_63" = load float, ptr %"primals_6_63.ptr", align 4
  %"primals_6_64.ptr.idx" = add nsw i64 %"idx.1", 630
  %"primals_6_64.ptr" = getelementptr inbounds float, ptr %"primals_6", i64 %"primals_6_64.ptr.idx"
  %"primals_6_64" = load float, ptr %"primals_6_64.ptr", align 4
  %"acc_128" = fadd float %"acc_64", %"primals_6_1"
  %"acc_129" = fadd float %"acc_65", %"primals_6_2"
  %"acc_130" = fadd float %"acc_66", %"primals_6_3"
  %"acc_131" = fadd float %"acc_67", %"primals_6_4"
  %"acc_132" = fadd float %"acc_68", %"primals_6_5"
  %"acc_133" = fadd float %"acc_69", %"primals_6_6"
  %"acc_134" = fadd float %"acc_70", %"primals_6_7"
  %"acc_135" = fadd float %"acc_71", %"primals_6_8"
  %"acc_136" = fadd float %"acc_72", %"primals_6_9"
  %"acc_137" = fadd float %"acc_73", %"primals_6_10"
  %"acc_138" = fadd float %"acc_74", %"primals_6_11"
  %"acc_139" = fadd float %"acc_75", %"primals_6_12"
  %"acc_140" = fadd float %"acc_76", %"primals_6_13"
  %"acc_141" = fadd float %"acc_77", %"primals_6_14"
  %"acc_142" = fadd float %"acc_78", %"primals_6_15"
  %"acc_143" = fadd float %"acc_79", %"primals_6_16"
  %"acc_144" = fadd float %"acc_80", %"primals_6_17"
  %"acc_145" = fadd float %"acc_81", %"primals_6_18"
  %"acc_146" = fadd float %"acc_82", %"primals_6_19"
  %"acc_147" = fadd float %"acc_83", %"primals_6_20"
  %"acc_148" = fadd float %"acc_84", %"primals_6_21"
  %"acc_149" = fadd float %"acc_85", %"primals_6_22"
  %"acc_150" = fadd float %"acc_86", %"primals_6_23"
  %"acc_151" = fadd float %"acc_87", %"primals_6_24"
  %"acc_152" = fadd float %"acc_88", %"primals_6_25"
  %"acc_153" = fadd float %"acc_89", %"primals_6_26"
  %"acc_154" = fadd float %"acc_90", %"primals_6_27"
  %"acc_155" = fadd float %"acc_91", %"primals_6_28"
  %"acc_156" = fadd float %"acc_92", %"primals_6_29"
  %"acc_157" = fadd float %"acc_93", %"primals_6_30"
  %"acc_158" = fadd float %"acc_94", %"primals_6_31"
  %"acc_159" = fadd float %"acc_95", %"primals_6_32"
  %"acc_160" = fadd float %"acc_96", %"primals_6_33"
  %"acc_161" = fadd float %"acc_97", %"primals_6_34"
  %"acc_162" = fadd float %"acc_98", %"primals_6_35"
  %"acc_163" = fadd float %"acc_99", %"primals_6_36"
  %"acc_164" = fadd float %"acc_100", %"primals_6_37"
  %"acc_165" = fadd float %"acc_101", %"primals_6_38"
  %"acc_166" = fadd float %"acc_102", %"primals_6_39"
  %"acc_167" = fadd float %"acc_103", %"primals_6_40"
  %"acc_168" = fadd float %"acc_104", %"primals_6_41"
  %"acc_169" = fadd float %"acc_105", %"primals_6_42"
  %"acc_170" = fadd float %"acc_106", %"primals_6_43"
  %"acc_171" = fadd float %"acc_107", %"primals_6_44"
  %"acc_172" = fadd float %"acc_108", %"primals_6_45"
  %"acc_173" = fadd float %"acc_109", %"primals_6_46"
  %"acc_174" = fadd float %"acc_110", %"primals_6_47"
  %"acc_175" = fadd float %"acc_111", %"primals_6_48"
  %"acc_176" = fadd float %"acc_112", %"primals_6_49"
  %"acc_177" = fadd float %"acc_113", %"primals_6_50"
  %"acc_178" = fadd float %"acc_114", %"primals_6_51"
  %"acc_179" = fadd float %"acc_115", %"primals_6_52"
  %"acc_180" = fadd float %"acc_116", %"primals_6_53"
  %"acc_181" = fadd float %"acc_117", %"primals_6_54"
  %"acc_182" = fadd float %"acc_118", %"primals_6_55"
  %"acc_183" = fadd float %"acc_119", %"primals_6_56"
  %"acc_184" = fadd float %"acc_120", %"primals_6_57"
  %"acc_185" = fadd float %"acc_121", %"primals_6_58"
  %"acc_186" = fadd float %"acc_122", %"primals_6_59"
  %"acc_187" = fadd float %"acc_123", %"primals_6_60"
  %"acc_188" = fadd float %"acc_124", %"primals_6_61"
  %"acc_189" = fadd float %"acc_125", %"primals_6_62"
  %"acc_190" = fadd float %"acc_126", %"primals_6_63"
  %"acc_191" = fadd float %"acc_127", %"primals_6_64"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"idx.2" = mul nsw i64 %"i", 64
  %"colsum.ptr" = getelementptr inbounds float, ptr %"colsum", i64 %"idx.2"
  store float %"acc_64", ptr %"colsum.ptr", align 4
  %"colsum.ptr.idx" = add nsw i64 %"idx.2", 1
  %"colsum.ptr.1" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx"
  store float %"acc_65", ptr %"colsum.ptr.1", align 4
  %"colsum.ptr.idx.1" = add nsw i64 %"idx.2", 2
  %"colsum.ptr.2" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.1"
  store float %"acc_66", ptr %"colsum.ptr.2", align 4
  %"colsum.ptr.idx.2" = add nsw i64 %"idx.2", 3
  %"colsum.ptr.3" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.2"
  store float %"acc_67", ptr %"colsum.ptr.3", align 4
  %"colsum.ptr.idx.3" = add nsw i64 %"idx.2", 4
  %"colsum.ptr.4" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.3"
  store float %"acc_68", ptr %"colsum.ptr.4", align 4
  %"colsum.ptr.idx.4" = add nsw i64 %"idx.2", 5
  %"colsum.ptr.5" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.4"
  store float %"acc_69", ptr %"colsum.ptr.5", align 4
  %"colsum.ptr.idx.5" = add nsw i64 %"idx.2", 6
  %"colsum.ptr.6" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.5"
  store float %"acc_70", ptr %"colsum.ptr.6", align 4
  %"colsum.ptr.idx.6" = add nsw i64 %"idx.2", 7
  %"colsum.ptr.7" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.6"
  store float %"acc_71", ptr %"colsum.ptr.7", align 4
  %"colsum.ptr.idx.7" = add nsw i64 %"idx.2", 8
  %"colsum.ptr.8" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.7"
  store float %"acc_72", ptr %"colsum.ptr.8", align 4
  %"colsum.ptr.idx.8" = add nsw i64 %"idx.2", 9
  %"colsum.ptr.9" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.8"
  store float %"acc_73", ptr %"colsum.ptr.9", align 4
  %"colsum.ptr.idx.9" = add nsw i64 %"idx.2", 10
  %"colsum.ptr.10" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.9"
  store float %"acc_74", ptr %"colsum.ptr.10", align 4
  %"colsum.ptr.idx.10" = add nsw i64 %"idx.2", 11
  %"colsum.ptr.11" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.10"
  store float %"acc_75", ptr %"colsum.ptr.11", align 4
  %"colsum.ptr.idx.11" = add nsw i64 %"idx.2", 12
  %"colsum.ptr.12" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.11"
  store float %"acc_76", ptr %"colsum.ptr.12", align 4
  %"colsum.ptr.idx.12" = add nsw i64 %"idx.2", 13
  %"colsum.ptr.13" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.12"
  store float %"acc_77", ptr %"colsum.ptr.13", align 4
  %"colsum.ptr.idx.13" = add nsw i64 %"idx.2", 14
  %"colsum.ptr.14" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.13"
  store float %"acc_78", ptr %"colsum.ptr.14", align 4
  %"colsum.ptr.idx.14" = add nsw i64 %"idx.2", 15
  %"colsum.ptr.15" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.14"
  store float %"acc_79", ptr %"colsum.ptr.15", align 4
  %"colsum.ptr.idx.15" = add nsw i64 %"idx.2", 16
  %"colsum.ptr.16" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.15"
  store float %"acc_80", ptr %"colsum.ptr.16", align 4
  %"colsum.ptr.idx.16" = add nsw i64 %"idx.2", 17
  %"colsum.ptr.17" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.16"
  store float %"acc_81", ptr %"colsum.ptr.17", align 4
  %"colsum.ptr.idx.17" = add nsw i64 %"idx.2", 18
  %"colsum.ptr.18" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.17"
  store float %"acc_82", ptr %"colsum.ptr.18", align 4
  %"colsum.ptr.idx.18" = add nsw i64 %"idx.2", 19
  %"colsum.ptr.19" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.18"
  store float %"acc_83", ptr %"colsum.ptr.19", align 4
  %"colsum.ptr.idx.19" = add nsw i64 %"idx.2", 20
  %"colsum.ptr.20" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.19"
  store float %"acc_84", ptr %"colsum.ptr.20", align 4
  %"colsum.ptr.idx.20" = add nsw i64 %"idx.2", 21
  %"colsum.ptr.21" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.20"
  store float %"acc_85", ptr %"colsum.ptr.21", align 4
  %"colsum.ptr.idx.21" = add nsw i64 %"idx.2", 22
  %"colsum.ptr.22" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.21"
  store float %"acc_86", ptr %"colsum.ptr.22", align 4
  %"colsum.ptr.idx.22" = add nsw i64 %"idx.2", 23
  %"colsum.ptr.23" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.22"
  store float %"acc_87", ptr %"colsum.ptr.23", align 4
  %"colsum.ptr.idx.23" = add nsw i64 %"idx.2", 24
  %"colsum.ptr.24" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.23"
  store float %"acc_88", ptr %"colsum.ptr.24", align 4
  %"colsum.ptr.idx.24" = add nsw i64 %"idx.2", 25
  %"colsum.ptr.25" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.24"
  store float %"acc_89", ptr %"colsum.ptr.25", align 4
  %"colsum.ptr.idx.25" = add nsw i64 %"idx.2", 26
  %"colsum.ptr.26" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.25"
  store float %"acc_90", ptr %"colsum.ptr.26", align 4
  %"colsum.ptr.idx.26" = add nsw i64 %"idx.2", 27
  %"colsum.ptr.27" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.26"
  store float %"acc_91", ptr %"colsum.ptr.27", align 4
  %"colsum.ptr.idx.27" = add nsw i64 %"idx.2", 28
  %"colsum.ptr.28" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.27"
  store float %"acc_92", ptr %"colsum.ptr.28", align 4
  %"colsum.ptr.idx.28" = add nsw i64 %"idx.2", 29
  %"colsum.ptr.29" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.28"
  store float %"acc_93", ptr %"colsum.ptr.29", align 4
  %"colsum.ptr.idx.29" = add nsw i64 %"idx.2", 30
  %"colsum.ptr.30" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.29"
  store float %"acc_94", ptr %"colsum.ptr.30", align 4
  %"colsum.ptr.idx.30" = add nsw i64 %"idx.2", 31
  %"colsum.ptr.31" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.30"
  store float %"acc_95", ptr %"colsum.ptr.31", align 4
  %"colsum.ptr.idx.31" = add nsw i64 %"idx.2", 32
  %"colsum.ptr.32" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.31"
  store float %"acc_96", ptr %"colsum.ptr.32", align 4
  %"colsum.ptr.idx.32" = add nsw i64 %"idx.2", 33
  %"colsum.ptr.33" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.32"
  store float %"acc_97", ptr %"colsum.ptr.33", align 4
  %"colsum.ptr.idx.33" = add nsw i64 %"idx.2", 34
  %"colsum.ptr.34" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.33"
  store float %"acc_98", ptr %"colsum.ptr.34", align 4
  %"colsum.ptr.idx.34" = add nsw i64 %"idx.2", 35
  %"colsum.ptr.35" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.34"
  store float %"acc_99", ptr %"colsum.ptr.35", align 4
  %"colsum.ptr.idx.35" = add nsw i64 %"idx.2", 36
  %"colsum.ptr.36" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.35"
  store float %"acc_100", ptr %"colsum.ptr.36", align 4
  %"colsum.ptr.idx.36" = add nsw i64 %"idx.2", 37
  %"colsum.ptr.37" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.36"
  store float %"acc_101", ptr %"colsum.ptr.37", align 4
  %"colsum.ptr.idx.37" = add nsw i64 %"idx.2", 38
  %"colsum.ptr.38" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.37"
  store float %"acc_102", ptr %"colsum.ptr.38", align 4
  %"colsum.ptr.idx.38" = add nsw i64 %"idx.2", 39
  %"colsum.ptr.39" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.38"
  store float %"acc_103", ptr %"colsum.ptr.39", align 4
  %"colsum.ptr.idx.39" = add nsw i64 %"idx.2", 40
  %"colsum.ptr.40" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.39"
  store float %"acc_104", ptr %"colsum.ptr.40", align 4
  %"colsum.ptr.idx.40" = add nsw i64 %"idx.2", 41
  %"colsum.ptr.41" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.40"
  store float %"acc_105", ptr %"colsum.ptr.41", align 4
  %"colsum.ptr.idx.41" = add nsw i64 %"idx.2", 42
  %"colsum.ptr.42" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.41"
  store float %"acc_106", ptr %"colsum.ptr.42", align 4
  %"colsum.ptr.idx.42" = add nsw i64 %"idx.2", 43
  %"colsum.ptr.43" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.42"
  store float %"acc_107", ptr %"colsum.ptr.43", align 4
  %"colsum.ptr.idx.43" = add nsw i64 %"idx.2", 44
  %"colsum.ptr.44" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.43"
  store float %"acc_108", ptr %"colsum.ptr.44", align 4
  %"colsum.ptr.idx.44" = add nsw i64 %"idx.2", 45
  %"colsum.ptr.45" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.44"
  store float %"acc_109", ptr %"colsum.ptr.45", align 4
  %"colsum.ptr.idx.45" = add nsw i64 %"idx.2", 46
  %"colsum.ptr.46" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.45"
  store float %"acc_110", ptr %"colsum.ptr.46", align 4
  %"colsum.ptr.idx.46" = add nsw i64 %"idx.2", 47
  %"colsum.ptr.47" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.46"
  store float %"acc_111", ptr %"colsum.ptr.47", align 4
  %"colsum.ptr.idx.47" = add nsw i64 %"idx.2", 48
  %"colsum.ptr.48" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.47"
  store float %"acc_112", ptr %"colsum.ptr.48", align 4
  %"colsum.ptr.idx.48" = add nsw i64 %"idx.2", 49
  %"colsum.ptr.49" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.48"
  store float %"acc_113", ptr %"colsum.ptr.49", align 4
  %"colsum.ptr.idx.49" = add nsw i64 %"idx.2", 50
  %"colsum.ptr.50" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.49"
  store float %"acc_114", ptr %"colsum.ptr.50", align 4
  %"colsum.ptr.idx.50" = add nsw i64 %"idx.2", 51
  %"colsum.ptr.51" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.50"
  store float %"acc_115", ptr %"colsum.ptr.51", align 4
  %"colsum.ptr.idx.51" = add nsw i64 %"idx.2", 52
  %"colsum.ptr.52" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.51"
  store float %"acc_116", ptr %"colsum.ptr.52", align 4
  %"colsum.ptr.idx.52" = add nsw i64 %"idx.2", 53
  %"colsum.ptr.53" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.52"
  store float %"acc_117", ptr %"colsum.ptr.53", align 4
  %"colsum.ptr.idx.53" = add nsw i64 %"idx.2", 54
  %"colsum.ptr.54" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.53"
  store float %"acc_118", ptr %"colsum.ptr.54", align 4
  %"colsum.ptr.idx.54" = add nsw i64 %"idx.2", 55
  %"colsum.ptr.55" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.54"
  store float %"acc_119", ptr %"colsum.ptr.55", align 4
  %"colsum.ptr.idx.55" = add nsw i64 %"idx.2", 56
  %"colsum.ptr.56" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.55"
  store float %"acc_120", ptr %"colsum.ptr.56", align 4
  %"colsum.ptr.idx.56" = add nsw i64 %"idx.2", 57
  %"colsum.ptr.57" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.56"
  store float %"acc_121", ptr %"colsum.ptr.57", align 4
  %"colsum.ptr.idx.57" = add nsw i64 %"idx.2", 58
  %"colsum.ptr.58" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.57"
  store float %"acc_122", ptr %"colsum.ptr.58", align 4
  %"colsum.ptr.idx.58" = add nsw i64 %"idx.2", 59
  %"colsum.ptr.59" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.58"
  store float %"acc_123", ptr %"colsum.ptr.59", align 4
  %"colsum.ptr.idx.59" = add nsw i64 %"idx.2", 60
  %"colsum.ptr.60" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.59"
  store float %"acc_124", ptr %"colsum.ptr.60", align 4
  %"colsum.ptr.idx.60" = add nsw i64 %"idx.2", 61
  %"colsum.ptr.61" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.60"
  store float %"acc_125", ptr %"colsum.ptr.61", align 4
  %"colsum.ptr.idx.61" = add nsw i64 %"idx.2", 62
  %"colsum.ptr.62" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.61"
  store float %"acc_126", ptr %"colsum.ptr.62", align 4
  %"colsum.ptr.idx.62" = add nsw i64 %"idx.2", 63
  %"colsum.ptr.63" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.62"
  store float %"acc_127", ptr %"colsum.ptr.63", align 4
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define internal void @"kernel.fused_sum_mul"(ptr captures(none) noalias dereferenceable(1048576) %"h2", ptr captures(none) noalias dereferenceable(4) %"tangents_1", ptr captures(none) noalias dereferenceable(81920) %"d_primals_6") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 2048
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"for.body.i"], [%"r.next", %"for.body.r"]
  %"acc_1" = phi  float [             0x0, %"for.body.i"], [%"acc_2", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 128
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"idx" = mul nsw i64 %"r", 2048
  %"idx.1" = add nsw i64 %"idx", %"i"
  %"h2_1.ptr" = getelementptr inbounds float, ptr %"h2", i64 %"idx.1"
  %"h2_1" = load float, ptr %"h2_1.ptr", align 4
  %"acc_2" = fadd reassoc float %"acc_1", %"h2_1"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.end.r"], [%"j.next", %"for.body.j"]
  %"j.cond" = icmp slt i64 %"j", 10
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"tangents_1_1.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_1" = load float, ptr %"tangents_1_1.ptr", align 4
  %"d_primals_6_1" = fmul float %"acc_1", %"tangents_1_1"
  %"idx.2" = mul nsw i64 %"i", 10
  %"idx.3" = add nsw i64 %"idx.2", %"j"
  %"d_primals_6.ptr" = getelementptr inbounds float, ptr %"d_primals_6", i64 %"idx.3"
  store float %"d_primals_6_1", ptr %"d_primals_6.ptr", align 4
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define internal void @"kernel.fused_gt_mul_where"(ptr captures(none) noalias dereferenceable(1048576) %"h2", ptr captures(none) noalias dereferenceable(4) %"tangents_1", ptr captures(none) noalias dereferenceable(8192) %"colsum", ptr captures(none) noalias dereferenceable(1048576) %"d_add_1") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 128
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.body.j"]
  %"j.cond" = icmp slt i64 %"j", 2048
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"idx" = mul nsw i64 %"i", 2048
  %"idx.1" = add nsw i64 %"idx", %"j"
  %"h2_1.ptr" = getelementptr inbounds float, ptr %"h2", i64 %"idx.1"
  %"h2_1" = load float, ptr %"h2_1.ptr", align 4
  %"gt" = fcmp ogt float %"h2_1",              0x0
  %"tangents_1_1.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_1" = load float, ptr %"tangents_1_1.ptr", align 4
  %"colsum_1.ptr" = getelementptr inbounds float, ptr %"colsum", i64 %"j"
  %"colsum_1" = load float, ptr %"colsum_1.ptr", align 4
  %"d_h2" = fmul float %"tangents_1_1", %"colsum_1"
  %"d_add_1_1" = select  i1 %"gt", float %"d_h2", float              0x0
  %"d_add_1.ptr" = getelementptr inbounds float, ptr %"d_add_1", i64 %"idx.1"
  store float %"d_add_1_1", ptr %"d_add_1.ptr", align 4
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define internal void @"kernel.fused_gt_where"(ptr captures(none) noalias dereferenceable(1048576) %"h1", ptr captures(none) dereferenceable(1048576) %"d_h1", ptr captures(none) dereferenceable(1048576) %"d_add") noinline nounwind
{
entry:
  br label %"for.cond.i"
for.cond.i:
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.j"]
  %"i.cond" = icmp slt i64 %"i", 128
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.j"
for.cond.j:
  %"j" = phi  i64 [0, %"for.body.i"], [%"j.next", %"for.body.j"]
  %"j.cond" = icmp slt i64 %"j", 2048
  br i1 %"j.cond", label %"for.body.j", label %"for.end.j"
for.body.j:
  %"idx" = mul nsw i64 %"i", 2048
  %"idx.1" = add nsw i64 %"idx", %"j"
  %"h1_1.ptr" = getelementptr inbounds float, ptr %"h1", i64 %"idx.1"
  %"h1_1" = load float, ptr %"h1_1.ptr", align 4
  %"gt_1" = fcmp ogt float %"h1_1",              0x0
  %"d_h1_1.ptr" = getelementptr inbounds float, ptr %"d_h1", i64 %"idx.1"
  %"d_h1_1" = load float, ptr %"d_h1_1.ptr", align 4
  %"d_add_1" = select  i1 %"gt_1", float %"d_h1_1", float              0x0
  %"d_add.ptr" = getelementptr inbounds float, ptr %"d_add", i64 %"idx.1"
  store float %"d_add_1", ptr %"d_add.ptr", align 4
  %"j.next" = add nsw i64 %"j", 1
  br label %"for.cond.j"
for.end.j:
  %"i.next" = add nsw i64 %"i", 1
  br label %"for.cond.i"
for.end.i:
  ret void
}

define void @"mlp_backward"(ptr captures(none) noalias %"args", ptr captures(none) noalias %"arena") nounwind
{
entry:
  %"primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 0
  %"primals_1" = load ptr, ptr %"primals_1.slot"
  %"primals_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 1
  %"primals_2" = load ptr, ptr %"primals_2.slot"
  %"primals_4.slot" = getelementptr inbounds ptr, ptr %"args", i64 2
  %"primals_4" = load ptr, ptr %"primals_4.slot"
  %"primals_6.slot" = getelementptr inbounds ptr, ptr %"args", i64 3
  %"primals_6" = load ptr, ptr %"primals_6.slot"
  %"h1.slot" = getelementptr inbounds ptr, ptr %"args", i64 4
  %"h1" = load ptr, ptr %"h1.slot"
  %"h2.slot" = getelementptr inbounds ptr, ptr %"args", i64 5
  %"h2" = load ptr, ptr %"h2.slot"
  %"tangents_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 6
  %"tangents_1" = load ptr, ptr %"tangents_1.slot"
  %"d_primals_7.slot" = getelementptr inbounds ptr, ptr %"args", i64 7
  %"d_primals_7" = load ptr, ptr %"d_primals_7.slot"
  call void @"kernel.sum_2"(ptr %"tangents_1", ptr %"d_primals_7")
  %"colsum" = getelementptr inbounds i8, ptr %"arena", i64 1048576
  call void @"kernel.sum_3"(ptr %"primals_6", ptr %"colsum")
  %"d_primals_6.slot" = getelementptr inbounds ptr, ptr %"args", i64 8
  %"d_primals_6" = load ptr, ptr %"d_primals_6.slot"
  call void @"kernel.fused_sum_mul"(ptr %"h2", ptr %"tangents_1", ptr %"d_primals_6")
  %"d_add_1" = getelementptr inbounds i8, ptr %"arena", i64 0
  call void @"kernel.fused_gt_mul_where"(ptr %"h2", ptr %"tangents_1", ptr %"colsum", ptr %"d_add_1")
  %"d_primals_5.slot" = getelementptr inbounds ptr, ptr %"args", i64 9
  %"d_primals_5" = load ptr, ptr %"d_primals_5.slot"
  call void @"kernel.sum"(ptr %"d_add_1", ptr %"d_primals_5")
  %"d_h1" = getelementptr inbounds i8, ptr %"arena", i64 1048576
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 112, i64 128, i64 2048, i64 2048, float 0x3ff0000000000000, ptr %"d_add_1", i64 2048, ptr %"primals_4", i64 2048, float              0x0, ptr %"d_h1", i64 2048)
  %"d_primals_4.slot" = getelementptr inbounds ptr, ptr %"args", i64 10
  %"d_primals_4" = load ptr, ptr %"d_primals_4.slot"
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 112, i32 111, i64 2048, i64 2048, i64 128, float 0x3ff0000000000000, ptr %"h1", i64 2048, ptr %"d_add_1", i64 2048, float              0x0, ptr %"d_primals_4", i64 2048)
  call void @"kernel.fused_gt_where"(ptr %"h1", ptr %"d_h1", ptr %"d_h1")
  %"d_primals_3.slot" = getelementptr inbounds ptr, ptr %"args", i64 11
  %"d_primals_3" = load ptr, ptr %"d_primals_3.slot"
  call void @"kernel.sum"(ptr %"d_h1", ptr %"d_primals_3")
  %"d_primals_1.slot" = getelementptr inbounds ptr, ptr %"args", i64 12
  %"d_primals_1" = load ptr, ptr %"d_primals_1.slot"
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 111, i32 112, i64 128, i64 1024, i64 2048, float 0x3ff0000000000000, ptr %"d_h1", i64 2048, ptr %"primals_2", i64 2048, float              0x0, ptr %"d_primals_1", i64 1024)
  %"d_primals_2.slot" = getelementptr inbounds ptr, ptr %"args", i64 13
  %"d_primals_2" = load ptr, ptr %"d_primals_2.slot"
  call void @"scipy_cblas_sgemm64_"(i32 101, i32 112, i32 111, i64 1024, i64 2048, i64 128, float 0x3ff0000000000000, ptr %"primals_1", i64 1024, ptr %"d_h1", i64 2048, float              0x0, ptr %"d_primals_2", i64 2048)
  ret void
}

declare void @"scipy_cblas_sgemm64_"(i32 %".1", i32 %".2", i32 %".3", i64 %".4", i64 %".5", i64 %".6", float %".7", ptr %".8", i64 %".9", ptr %".10", i64 %".11", float %".12", ptr %".13", i64 %".14")
