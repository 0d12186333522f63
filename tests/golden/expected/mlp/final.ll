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
  %"i.cond" = icmp slt i64 %"i", 64
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"for.body.i"], [%"r.next", %"for.body.r"]
  %"acc_32" = phi  float [             0x0, %"for.body.i"], [%"acc_64", %"for.body.r"]
  %"acc_33" = phi  float [             0x0, %"for.body.i"], [%"acc_65", %"for.body.r"]
  %"acc_34" = phi  float [             0x0, %"for.body.i"], [%"acc_66", %"for.body.r"]
  %"acc_35" = phi  float [             0x0, %"for.body.i"], [%"acc_67", %"for.body.r"]
  %"acc_36" = phi  float [             0x0, %"for.body.i"], [%"acc_68", %"for.body.r"]
  %"acc_37" = phi  float [             0x0, %"for.body.i"], [%"acc_69", %"for.body.r"]
  %"acc_38" = phi  float [             0x0, %"for.body.i"], [%"acc_70", %"for.body.r"]
  %"acc_39" = phi  float [             0x0, %"for.body.i"], [%"acc_71", %"for.body.r"]
  %"acc_40" = phi  float [             0x0, %"for.body.i"], [%"acc_72", %"for.body.r"]
  %"acc_41" = phi  float [             0x0, %"for.body.i"], [%"acc_73", %"for.body.r"]
  %"acc_42" = phi  float [             0x0, %"for.body.i"], [%"acc_74", %"for.body.r"]
  %"acc_43" = phi  float [             0x0, %"for.body.i"], [%"acc_75", %"for.body.r"]
  %"acc_44" = phi  float [             0x0, %"for.body.i"], [%"acc_76", %"for.body.r"]
  %"acc_45" = phi  float [             0x0, %"for.body.i"], [%"acc_77", %"for.body.r"]
  %"acc_46" = phi  float [             0x0, %"for.body.i"], [%"acc_78", %"for.body.r"]
  %"acc_47" = phi  float [             0x0, %"for.body.i"], [%"acc_79", %"for.body.r"]
  %"acc_48" = phi  float [             0x0, %"for.body.i"], [%"acc_80", %"for.body.r"]
  %"acc_49" = phi  float [             0x0, %"for.body.i"], [%"acc_81", %"for.body.r"]
  %"acc_50" = phi  float [             0x0, %"for.body.i"], [%"acc_82", %"for.body.r"]
  %"acc_51" = phi  float [             0x0, %"for.body.i"], [%"acc_83", %"for.body.r"]
  %"acc_52" = phi  float [             0x0, %"for.body.i"], [%"acc_84", %"for.body.r"]
  %"acc_53" = phi  float [             0x0, %"for.body.i"], [%"acc_85", %"for.body.r"]
  %"acc_54" = phi  float [             0x0, %"for.body.i"], [%"acc_86", %"for.body.r"]
  %"acc_55" = phi  float [             0x0, %"for.body.i"], [%"acc_87", %"for.body.r"]
  %"acc_56" = phi  float [             0x0, %"for.body.i"], [%"acc_88", %"for.body.r"]
  %"acc_57" = phi  float [             0x0, %"for.body.i"], [%"acc_89", %"for.body.r"]
  %"acc_58" = phi  float [             0x0, %"for.body.i"], [%"acc_90", %"for.body.r"]
  %"acc_59" = phi  float [             0x0, %"for.body.i"], [%"acc_91", %"for.body.r"]
  %"acc_60" = phi  float [             0x0, %"for.body.i"], [%"acc_92", %"for.body.r"]
  %"acc_61" = phi  float [             0x0, %"for.body.i"], [%"acc_93", %"for.body.r"]
  %"acc_62" = phi  float [             0x0, %"for.body.i"], [%"acc_94", %"for.body.r"]
  %"acc_63" = phi  float [             0x0, %"for.body.i"], [%"acc_95", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 128
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"idx" = mul nsw i64 %"r", 2048
  %"idx.1" = mul nsw i64 %"i", 32
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
  %"acc_64" = fadd float %"acc_32", %"tangents_1_1"
  %"acc_65" = fadd float %"acc_33", %"tangents_1_2"
  %"acc_66" = fadd float %"acc_34", %"tangents_1_3"
  %"acc_67" = fadd float %"acc_35", %"tangents_1_4"
  %"acc_68" = fadd float %"acc_36", %"tangents_1_5"
  %"acc_69" = fadd float %"acc_37", %"tangents_1_6"
  %"acc_70" = fadd float %"acc_38", %"tangents_1_7"
  %"acc_71" = fadd float %"acc_39", %"tangents_1_8"
  %"acc_72" = fadd float %"acc_40", %"tangents_1_9"
  %"acc_73" = fadd float %"acc_41", %"tangents_1_10"
  %"acc_74" = fadd float %"acc_42", %"tangents_1_11"
  %"acc_75" = fadd float %"acc_43", %"tangents_1_12"
  %"acc_76" = fadd float %"acc_44", %"tangents_1_13"
  %"acc_77" = fadd float %"acc_45", %"tangents_1_14"
  %"acc_78" = fadd float %"acc_46", %"tangents_1_15"
  %"acc_79" = fadd float %"acc_47", %"tangents_1_16"
  %"acc_80" = fadd float %"acc_48", %"tangents_1_17"
  %"acc_81" = fadd float %"acc_49", %"tangents_1_18"
  %"acc_82" = fadd float %"acc_50", %"tangents_1_19"
  %"acc_83" = fadd float %"acc_51", %"tangents_1_20"
  %"acc_84" = fadd float %"acc_52", %"tangents_1_21"
  %"acc_85" = fadd float %"acc_53", %"tangents_1_22"
  %"acc_86" = fadd float %"acc_54", %"tangents_1_23"
  %"acc_87" = fadd float %"acc_55", %"tangents_1_24"
  %"acc_88" = fadd float %"acc_56", %"tangents_1_25"
  %"acc_89" = fadd float %"acc_57", %"tangents_1_26"
  %"acc_90" = fadd float %"acc_58", %"tangents_1_27"
  %"acc_91" = fadd float %"acc_59", %"tangents_1_28"
  %"acc_92" = fadd float %"acc_60", %"tangents_1_29"
  %"acc_93" = fadd float %"acc_61", %"tangents_1_30"
  %"acc_94" = fadd float %"acc_62", %"tangents_1_31"
  %"acc_95" = fadd float %"acc_63", %"tangents_1_32"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"idx.3" = mul nsw i64 %"i", 32
  %"d_primals_3.ptr" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"idx.3"
  store float %"acc_32", ptr %"d_primals_3.ptr", align 4
  %"d_primals_3.ptr.idx" = add nsw i64 %"idx.3", 1
  %"d_primals_3.ptr.1" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx"
  store float %"acc_33", ptr %"d_primals_3.ptr.1", align 4
  %"d_primals_3.ptr.idx.1" = add nsw i64 %"idx.3", 2
  %"d_primals_3.ptr.2" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.1"
  store float %"acc_34", ptr %"d_primals_3.ptr.2", align 4
  %"d_primals_3.ptr.idx.2" = add nsw i64 %"idx.3", 3
  %"d_primals_3.ptr.3" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.2"
  store float %"acc_35", ptr %"d_primals_3.ptr.3", align 4
  %"d_primals_3.ptr.idx.3" = add nsw i64 %"idx.3", 4
  %"d_primals_3.ptr.4" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.3"
  store float %"acc_36", ptr %"d_primals_3.ptr.4", align 4
  %"d_primals_3.ptr.idx.4" = add nsw i64 %"idx.3", 5
  %"d_primals_3.ptr.5" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.4"
  store float %"acc_37", ptr %"d_primals_3.ptr.5", align 4
  %"d_primals_3.ptr.idx.5" = add nsw i64 %"idx.3", 6
  %"d_primals_3.ptr.6" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.5"
  store float %"acc_38", ptr %"d_primals_3.ptr.6", align 4
  %"d_primals_3.ptr.idx.6" = add nsw i64 %"idx.3", 7
  %"d_primals_3.ptr.7" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.6"
  store float %"acc_39", ptr %"d_primals_3.ptr.7", align 4
  %"d_primals_3.ptr.idx.7" = add nsw i64 %"idx.3", 8
  %"d_primals_3.ptr.8" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.7"
  store float %"acc_40", ptr %"d_primals_3.ptr.8", align 4
  %"d_primals_3.ptr.idx.8" = add nsw i64 %"idx.3", 9
  %"d_primals_3.ptr.9" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.8"
  store float %"acc_41", ptr %"d_primals_3.ptr.9", align 4
  %"d_primals_3.ptr.idx.9" = add nsw i64 %"idx.3", 10
  %"d_primals_3.ptr.10" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.9"
  store float %"acc_42", ptr %"d_primals_3.ptr.10", align 4
  %"d_primals_3.ptr.idx.10" = add nsw i64 %"idx.3", 11
  %"d_primals_3.ptr.11" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.10"
  store float %"acc_43", ptr %"d_primals_3.ptr.11", align 4
  %"d_primals_3.ptr.idx.11" = add nsw i64 %"idx.3", 12
  %"d_primals_3.ptr.12" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.11"
  store float %"acc_44", ptr %"d_primals_3.ptr.12", align 4
  %"d_primals_3.ptr.idx.12" = add nsw i64 %"idx.3", 13
  %"d_primals_3.ptr.13" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.12"
  store float %"acc_45", ptr %"d_primals_3.ptr.13", align 4
  %"d_primals_3.ptr.idx.13" = add nsw i64 %"idx.3", 14
  %"d_primals_3.ptr.14" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.13"
  store float %"acc_46", ptr %"d_primals_3.ptr.14", align 4
  %"d_primals_3.ptr.idx.14" = add nsw i64 %"idx.3", 15
  %"d_primals_3.ptr.15" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.14"
  store float %"acc_47", ptr %"d_primals_3.ptr.15", align 4
  %"d_primals_3.ptr.idx.15" = add nsw i64 %"idx.3", 16
  %"d_primals_3.ptr.16" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.15"
  store float %"acc_48", ptr %"d_primals_3.ptr.16", align 4
  %"d_primals_3.ptr.idx.16" = add nsw i64 %"idx.3", 17
  %"d_primals_3.ptr.17" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.16"
  store float %"acc_49", ptr %"d_primals_3.ptr.17", align 4
  %"d_primals_3.ptr.idx.17" = add nsw i64 %"idx.3", 18
  %"d_primals_3.ptr.18" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.17"
  store float %"acc_50", ptr %"d_primals_3.ptr.18", align 4
  %"d_primals_3.ptr.idx.18" = add nsw i64 %"idx.3", 19
  %"d_primals_3.ptr.19" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.18"
  store float %"acc_51", ptr %"d_primals_3.ptr.19", align 4
  %"d_primals_3.ptr.idx.19" = add nsw i64 %"idx.3", 20
  %"d_primals_3.ptr.20" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.19"
  store float %"acc_52", ptr %"d_primals_3.ptr.20", align 4
  %"d_primals_3.ptr.idx.20" = add nsw i64 %"idx.3", 21
  %"d_primals_3.ptr.21" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.20"
  store float %"acc_53", ptr %"d_primals_3.ptr.21", align 4
  %"d_primals_3.ptr.idx.21" = add nsw i64 %"idx.3", 22
  %"d_primals_3.ptr.22" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.21"
  store float %"acc_54", ptr %"d_primals_3.ptr.22", align 4
  %"d_primals_3.ptr.idx.22" = add nsw i64 %"idx.3", 23
  %"d_primals_3.ptr.23" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.22"
  store float %"acc_55", ptr %"d_primals_3.ptr.23", align 4
  %"d_primals_3.ptr.idx.23" = add nsw i64 %"idx.3", 24
  %"d_primals_3.ptr.24" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.23"
  store float %"acc_56", ptr %"d_primals_3.ptr.24", align 4
  %"d_primals_3.ptr.idx.24" = add nsw i64 %"idx.3", 25
  %"d_primals_3.ptr.25" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.24"
  store float %"acc_57", ptr %"d_primals_3.ptr.25", align 4
  %"d_primals_3.ptr.idx.25" = add nsw i64 %"idx.3", 26
  %"d_primals_3.ptr.26" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.25"
  store float %"acc_58", ptr %"d_primals_3.ptr.26", align 4
  %"d_primals_3.ptr.idx.26" = add nsw i64 %"idx.3", 27
  %"d_primals_3.ptr.27" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.26"
  store float %"acc_59", ptr %"d_primals_3.ptr.27", align 4
  %"d_primals_3.ptr.idx.27" = add nsw i64 %"idx.3", 28
  %"d_primals_3.ptr.28" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.27"
  store float %"acc_60", ptr %"d_primals_3.ptr.28", align 4
  %"d_primals_3.ptr.idx.28" = add nsw i64 %"idx.3", 29
  %"d_primals_3.ptr.29" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.28"
  store float %"acc_61", ptr %"d_primals_3.ptr.29", align 4
  %"d_primals_3.ptr.idx.29" = add nsw i64 %"idx.3", 30
  %"d_primals_3.ptr.30" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.29"
  store float %"acc_62", ptr %"d_primals_3.ptr.30", align 4
  %"d_primals_3.ptr.idx.30" = add nsw i64 %"idx.3", 31
  %"d_primals_3.ptr.31" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.30"
  store float %"acc_63", ptr %"d_primals_3.ptr.31", align 4
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
  %"mm_2_1.ptr" = getelementptr inbounds float, ptr %"mm_2", i64 %"r"
  %"mm_2_1" = load float, ptr %"mm_2_1.ptr", align 4
  %"idx" = urem i64 %"r", 10
  %"primals_7_1.ptr" = getelementptr inbounds float, ptr %"primals_7", i64 %"idx"
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
  %"i.cond" = icmp slt i64 %"i", 64
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"for.body.i"], [%"r.next", %"for.body.r"]
  %"acc_32" = phi  float [             0x0, %"for.body.i"], [%"acc_64", %"for.body.r"]
  %"acc_33" = phi  float [             0x0, %"for.body.i"], [%"acc_65", %"for.body.r"]
  %"acc_34" = phi  float [             0x0, %"for.body.i"], [%"acc_66", %"for.body.r"]
  %"acc_35" = phi  float [             0x0, %"for.body.i"], [%"acc_67", %"for.body.r"]
  %"acc_36" = phi  float [             0x0, %"for.body.i"], [%"acc_68", %"for.body.r"]
  %"acc_37" = phi  float [             0x0, %"for.body.i"], [%"acc_69", %"for.body.r"]
  %"acc_38" = phi  float [             0x0, %"for.body.i"], [%"acc_70", %"for.body.r"]
  %"acc_39" = phi  float [             0x0, %"for.body.i"], [%"acc_71", %"for.body.r"]
  %"acc_40" = phi  float [             0x0, %"for.body.i"], [%"acc_72", %"for.body.r"]
  %"acc_41" = phi  float [             0x0, %"for.body.i"], [%"acc_73", %"for.body.r"]
  %"acc_42" = phi  float [             0x0, %"for.body.i"], [%"acc_74", %"for.body.r"]
  %"acc_43" = phi  float [             0x0, %"for.body.i"], [%"acc_75", %"for.body.r"]
  %"acc_44" = phi  float [             0x0, %"for.body.i"], [%"acc_76", %"for.body.r"]
  %"acc_45" = phi  float [             0x0, %"for.body.i"], [%"acc_77", %"for.body.r"]
  %"acc_46" = phi  float [             0x0, %"for.body.i"], [%"acc_78", %"for.body.r"]
  %"acc_47" = phi  float [             0x0, %"for.body.i"], [%"acc_79", %"for.body.r"]
  %"acc_48" = phi  float [             0x0, %"for.body.i"], [%"acc_80", %"for.body.r"]
  %"acc_49" = phi  float [             0x0, %"for.body.i"], [%"acc_81", %"for.body.r"]
  %"acc_50" = phi  float [             0x0, %"for.body.i"], [%"acc_82", %"for.body.r"]
  %"acc_51" = phi  float [             0x0, %"for.body.i"], [%"acc_83", %"for.body.r"]
  %"acc_52" = phi  float [             0x0, %"for.body.i"], [%"acc_84", %"for.body.r"]
  %"acc_53" = phi  float [             0x0, %"for.body.i"], [%"acc_85", %"for.body.r"]
  %"acc_54" = phi  float [             0x0, %"for.body.i"], [%"acc_86", %"for.body.r"]
  %"acc_55" = phi  float [             0x0, %"for.body.i"], [%"acc_87", %"for.body.r"]
  %"acc_56" = phi  float [             0x0, %"for.body.i"], [%"acc_88", %"for.body.r"]
  %"acc_57" = phi  float [             0x0, %"for.body.i"], [%"acc_89", %"for.body.r"]
  %"acc_58" = phi  float [             0x0, %"for.body.i"], [%"acc_90", %"for.body.r"]
  %"acc_59" = phi  float [             0x0, %"for.body.i"], [%"acc_91", %"for.body.r"]
  %"acc_60" = phi  float [             0x0, %"for.body.i"], [%"acc_92", %"for.body.r"]
  %"acc_61" = phi  float [             0x0, %"for.body.i"], [%"acc_93", %"for.body.r"]
  %"acc_62" = phi  float [             0x0, %"for.body.i"], [%"acc_94", %"for.body.r"]
  %"acc_63" = phi  float [             0x0, %"for.body.i"], [%"acc_95", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 128
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"idx" = mul nsw i64 %"r", 2048
  %"idx.1" = mul nsw i64 %"i", 32
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
  %"acc_64" = fadd float %"acc_32", %"tangents_1_1"
  %"acc_65" = fadd float %"acc_33", %"tangents_1_2"
  %"acc_66" = fadd float %"acc_34", %"tangents_1_3"
  %"acc_67" = fadd float %"acc_35", %"tangents_1_4"
  %"acc_68" = fadd float %"acc_36", %"tangents_1_5"
  %"acc_69" = fadd float %"acc_37", %"tangents_1_6"
  %"acc_70" = fadd float %"acc_38", %"tangents_1_7"
  %"acc_71" = fadd float %"acc_39", %"tangents_1_8"
  %"acc_72" = fadd float %"acc_40", %"tangents_1_9"
  %"acc_73" = fadd float %"acc_41", %"tangents_1_10"
  %"acc_74" = fadd float %"acc_42", %"tangents_1_11"
  %"acc_75" = fadd float %"acc_43", %"tangents_1_12"
  %"acc_76" = fadd float %"acc_44", %"tangents_1_13"
  %"acc_77" = fadd float %"acc_45", %"tangents_1_14"
  %"acc_78" = fadd float %"acc_46", %"tangents_1_15"
  %"acc_79" = fadd float %"acc_47", %"tangents_1_16"
  %"acc_80" = fadd float %"acc_48", %"tangents_1_17"
  %"acc_81" = fadd float %"acc_49", %"tangents_1_18"
  %"acc_82" = fadd float %"acc_50", %"tangents_1_19"
  %"acc_83" = fadd float %"acc_51", %"tangents_1_20"
  %"acc_84" = fadd float %"acc_52", %"tangents_1_21"
  %"acc_85" = fadd float %"acc_53", %"tangents_1_22"
  %"acc_86" = fadd float %"acc_54", %"tangents_1_23"
  %"acc_87" = fadd float %"acc_55", %"tangents_1_24"
  %"acc_88" = fadd float %"acc_56", %"tangents_1_25"
  %"acc_89" = fadd float %"acc_57", %"tangents_1_26"
  %"acc_90" = fadd float %"acc_58", %"tangents_1_27"
  %"acc_91" = fadd float %"acc_59", %"tangents_1_28"
  %"acc_92" = fadd float %"acc_60", %"tangents_1_29"
  %"acc_93" = fadd float %"acc_61", %"tangents_1_30"
  %"acc_94" = fadd float %"acc_62", %"tangents_1_31"
  %"acc_95" = fadd float %"acc_63", %"tangents_1_32"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"idx.3" = mul nsw i64 %"i", 32
  %"d_primals_3.ptr" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"idx.3"
  store float %"acc_32", ptr %"d_primals_3.ptr", align 4
  %"d_primals_3.ptr.idx" = add nsw i64 %"idx.3", 1
  %"d_primals_3.ptr.1" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx"
  store float %"acc_33", ptr %"d_primals_3.ptr.1", align 4
  %"d_primals_3.ptr.idx.1" = add nsw i64 %"idx.3", 2
  %"d_primals_3.ptr.2" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.1"
  store float %"acc_34", ptr %"d_primals_3.ptr.2", align 4
  %"d_primals_3.ptr.idx.2" = add nsw i64 %"idx.3", 3
  %"d_primals_3.ptr.3" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.2"
  store float %"acc_35", ptr %"d_primals_3.ptr.3", align 4
  %"d_primals_3.ptr.idx.3" = add nsw i64 %"idx.3", 4
  %"d_primals_3.ptr.4" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.3"
  store float %"acc_36", ptr %"d_primals_3.ptr.4", align 4
  %"d_primals_3.ptr.idx.4" = add nsw i64 %"idx.3", 5
  %"d_primals_3.ptr.5" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.4"
  store float %"acc_37", ptr %"d_primals_3.ptr.5", align 4
  %"d_primals_3.ptr.idx.5" = add nsw i64 %"idx.3", 6
  %"d_primals_3.ptr.6" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.5"
  store float %"acc_38", ptr %"d_primals_3.ptr.6", align 4
  %"d_primals_3.ptr.idx.6" = add nsw i64 %"idx.3", 7
  %"d_primals_3.ptr.7" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.6"
  store float %"acc_39", ptr %"d_primals_3.ptr.7", align 4
  %"d_primals_3.ptr.idx.7" = add nsw i64 %"idx.3", 8
  %"d_primals_3.ptr.8" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.7"
  store float %"acc_40", ptr %"d_primals_3.ptr.8", align 4
  %"d_primals_3.ptr.idx.8" = add nsw i64 %"idx.3", 9
  %"d_primals_3.ptr.9" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.8"
  store float %"acc_41", ptr %"d_primals_3.ptr.9", align 4
  %"d_primals_3.ptr.idx.9" = add nsw i64 %"idx.3", 10
  %"d_primals_3.ptr.10" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.9"
  store float %"acc_42", ptr %"d_primals_3.ptr.10", align 4
  %"d_primals_3.ptr.idx.10" = add nsw i64 %"idx.3", 11
  %"d_primals_3.ptr.11" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.10"
  store float %"acc_43", ptr %"d_primals_3.ptr.11", align 4
  %"d_primals_3.ptr.idx.11" = add nsw i64 %"idx.3", 12
  %"d_primals_3.ptr.12" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.11"
  store float %"acc_44", ptr %"d_primals_3.ptr.12", align 4
  %"d_primals_3.ptr.idx.12" = add nsw i64 %"idx.3", 13
  %"d_primals_3.ptr.13" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.12"
  store float %"acc_45", ptr %"d_primals_3.ptr.13", align 4
  %"d_primals_3.ptr.idx.13" = add nsw i64 %"idx.3", 14
  %"d_primals_3.ptr.14" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.13"
  store float %"acc_46", ptr %"d_primals_3.ptr.14", align 4
  %"d_primals_3.ptr.idx.14" = add nsw i64 %"idx.3", 15
  %"d_primals_3.ptr.15" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.14"
  store float %"acc_47", ptr %"d_primals_3.ptr.15", align 4
  %"d_primals_3.ptr.idx.15" = add nsw i64 %"idx.3", 16
  %"d_primals_3.ptr.16" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.15"
  store float %"acc_48", ptr %"d_primals_3.ptr.16", align 4
  %"d_primals_3.ptr.idx.16" = add nsw i64 %"idx.3", 17
  %"d_primals_3.ptr.17" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.16"
  store float %"acc_49", ptr %"d_primals_3.ptr.17", align 4
  %"d_primals_3.ptr.idx.17" = add nsw i64 %"idx.3", 18
  %"d_primals_3.ptr.18" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.17"
  store float %"acc_50", ptr %"d_primals_3.ptr.18", align 4
  %"d_primals_3.ptr.idx.18" = add nsw i64 %"idx.3", 19
  %"d_primals_3.ptr.19" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.18"
  store float %"acc_51", ptr %"d_primals_3.ptr.19", align 4
  %"d_primals_3.ptr.idx.19" = add nsw i64 %"idx.3", 20
  %"d_primals_3.ptr.20" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.19"
  store float %"acc_52", ptr %"d_primals_3.ptr.20", align 4
  %"d_primals_3.ptr.idx.20" = add nsw i64 %"idx.3", 21
  %"d_primals_3.ptr.21" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.20"
  store float %"acc_53", ptr %"d_primals_3.ptr.21", align 4
  %"d_primals_3.ptr.idx.21" = add nsw i64 %"idx.3", 22
  %"d_primals_3.ptr.22" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.21"
  store float %"acc_54", ptr %"d_primals_3.ptr.22", align 4
  %"d_primals_3.ptr.idx.22" = add nsw i64 %"idx.3", 23
  %"d_primals_3.ptr.23" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.22"
  store float %"acc_55", ptr %"d_primals_3.ptr.23", align 4
  %"d_primals_3.ptr.idx.23" = add nsw i64 %"idx.3", 24
  %"d_primals_3.ptr.24" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.23"
  store float %"acc_56", ptr %"d_primals_3.ptr.24", align 4
  %"d_primals_3.ptr.idx.24" = add nsw i64 %"idx.3", 25
  %"d_primals_3.ptr.25" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.24"
  store float %"acc_57", ptr %"d_primals_3.ptr.25", align 4
  %"d_primals_3.ptr.idx.25" = add nsw i64 %"idx.3", 26
  %"d_primals_3.ptr.26" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.25"
  store float %"acc_58", ptr %"d_primals_3.ptr.26", align 4
  %"d_primals_3.ptr.idx.26" = add nsw i64 %"idx.3", 27
  %"d_primals_3.ptr.27" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.26"
  store float %"acc_59", ptr %"d_primals_3.ptr.27", align 4
  %"d_primals_3.ptr.idx.27" = add nsw i64 %"idx.3", 28
  %"d_primals_3.ptr.28" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.27"
  store float %"acc_60", ptr %"d_primals_3.ptr.28", align 4
  %"d_primals_3.ptr.idx.28" = add nsw i64 %"idx.3", 29
  %"d_primals_3.ptr.29" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.28"
  store float %"acc_61", ptr %"d_primals_3.ptr.29", align 4
  %"d_primals_3.ptr.idx.29" = add nsw i64 %"idx.3", 30
  %"d_primals_3.ptr.30" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.29"
  store float %"acc_62", ptr %"d_primals_3.ptr.30", align 4
  %"d_primals_3.ptr.idx.30" = add nsw i64 %"idx.3", 31
  %"d_primals_3.ptr.31" = getelementptr inbounds float, ptr %"d_primals_3", i64 %"d_primals_3.ptr.idx.30"
  store float %"acc_63", ptr %"d_primals_3.ptr.31", align 4
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
  %"i.cond" = icmp slt i64 %"i", 64
  br i1 %"i.cond", label %"for.body.i", label %"for.end.i"
for.body.i:
  br label %"for.cond.r"
for.cond.r:
  %"r" = phi  i64 [0, %"for.body.i"], [%"r.next", %"for.body.r"]
  %"acc_32" = phi  float [             0x0, %"for.body.i"], [%"acc_64", %"for.body.r"]
  %"acc_33" = phi  float [             0x0, %"for.body.i"], [%"acc_65", %"for.body.r"]
  %"acc_34" = phi  float [             0x0, %"for.body.i"], [%"acc_66", %"for.body.r"]
  %"acc_35" = phi  float [             0x0, %"for.body.i"], [%"acc_67", %"for.body.r"]
  %"acc_36" = phi  float [             0x0, %"for.body.i"], [%"acc_68", %"for.body.r"]
  %"acc_37" = phi  float [             0x0, %"for.body.i"], [%"acc_69", %"for.body.r"]
  %"acc_38" = phi  float [             0x0, %"for.body.i"], [%"acc_70", %"for.body.r"]
  %"acc_39" = phi  float [             0x0, %"for.body.i"], [%"acc_71", %"for.body.r"]
  %"acc_40" = phi  float [             0x0, %"for.body.i"], [%"acc_72", %"for.body.r"]
  %"acc_41" = phi  float [             0x0, %"for.body.i"], [%"acc_73", %"for.body.r"]
  %"acc_42" = phi  float [             0x0, %"for.body.i"], [%"acc_74", %"for.body.r"]
  %"acc_43" = phi  float [             0x0, %"for.body.i"], [%"acc_75", %"for.body.r"]
  %"acc_44" = phi  float [             0x0, %"for.body.i"], [%"acc_76", %"for.body.r"]
  %"acc_45" = phi  float [             0x0, %"for.body.i"], [%"acc_77", %"for.body.r"]
  %"acc_46" = phi  float [             0x0, %"for.body.i"], [%"acc_78", %"for.body.r"]
  %"acc_47" = phi  float [             0x0, %"for.body.i"], [%"acc_79", %"for.body.r"]
  %"acc_48" = phi  float [             0x0, %"for.body.i"], [%"acc_80", %"for.body.r"]
  %"acc_49" = phi  float [             0x0, %"for.body.i"], [%"acc_81", %"for.body.r"]
  %"acc_50" = phi  float [             0x0, %"for.body.i"], [%"acc_82", %"for.body.r"]
  %"acc_51" = phi  float [             0x0, %"for.body.i"], [%"acc_83", %"for.body.r"]
  %"acc_52" = phi  float [             0x0, %"for.body.i"], [%"acc_84", %"for.body.r"]
  %"acc_53" = phi  float [             0x0, %"for.body.i"], [%"acc_85", %"for.body.r"]
  %"acc_54" = phi  float [             0x0, %"for.body.i"], [%"acc_86", %"for.body.r"]
  %"acc_55" = phi  float [             0x0, %"for.body.i"], [%"acc_87", %"for.body.r"]
  %"acc_56" = phi  float [             0x0, %"for.body.i"], [%"acc_88", %"for.body.r"]
  %"acc_57" = phi  float [             0x0, %"for.body.i"], [%"acc_89", %"for.body.r"]
  %"acc_58" = phi  float [             0x0, %"for.body.i"], [%"acc_90", %"for.body.r"]
  %"acc_59" = phi  float [             0x0, %"for.body.i"], [%"acc_91", %"for.body.r"]
  %"acc_60" = phi  float [             0x0, %"for.body.i"], [%"acc_92", %"for.body.r"]
  %"acc_61" = phi  float [             0x0, %"for.body.i"], [%"acc_93", %"for.body.r"]
  %"acc_62" = phi  float [             0x0, %"for.body.i"], [%"acc_94", %"for.body.r"]
  %"acc_63" = phi  float [             0x0, %"for.body.i"], [%"acc_95", %"for.body.r"]
  %"r.cond" = icmp slt i64 %"r", 10
  br i1 %"r.cond", label %"for.body.r", label %"for.end.r"
for.body.r:
  %"idx" = mul nsw i64 %"i", 320
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
  %"acc_64" = fadd float %"acc_32", %"primals_6_1"
  %"acc_65" = fadd float %"acc_33", %"primals_6_2"
  %"acc_66" = fadd float %"acc_34", %"primals_6_3"
  %"acc_67" = fadd float %"acc_35", %"primals_6_4"
  %"acc_68" = fadd float %"acc_36", %"primals_6_5"
  %"acc_69" = fadd float %"acc_37", %"primals_6_6"
  %"acc_70" = fadd float %"acc_38", %"primals_6_7"
  %"acc_71" = fadd float %"acc_39", %"primals_6_8"
  %"acc_72" = fadd float %"acc_40", %"primals_6_9"
  %"acc_73" = fadd float %"acc_41", %"primals_6_10"
  %"acc_74" = fadd float %"acc_42", %"primals_6_11"
  %"acc_75" = fadd float %"acc_43", %"primals_6_12"
  %"acc_76" = fadd float %"acc_44", %"primals_6_13"
  %"acc_77" = fadd float %"acc_45", %"primals_6_14"
  %"acc_78" = fadd float %"acc_46", %"primals_6_15"
  %"acc_79" = fadd float %"acc_47", %"primals_6_16"
  %"acc_80" = fadd float %"acc_48", %"primals_6_17"
  %"acc_81" = fadd float %"acc_49", %"primals_6_18"
  %"acc_82" = fadd float %"acc_50", %"primals_6_19"
  %"acc_83" = fadd float %"acc_51", %"primals_6_20"
  %"acc_84" = fadd float %"acc_52", %"primals_6_21"
  %"acc_85" = fadd float %"acc_53", %"primals_6_22"
  %"acc_86" = fadd float %"acc_54", %"primals_6_23"
  %"acc_87" = fadd float %"acc_55", %"primals_6_24"
  %"acc_88" = fadd float %"acc_56", %"primals_6_25"
  %"acc_89" = fadd float %"acc_57", %"primals_6_26"
  %"acc_90" = fadd float %"acc_58", %"primals_6_27"
  %"acc_91" = fadd float %"acc_59", %"primals_6_28"
  %"acc_92" = fadd float %"acc_60", %"primals_6_29"
  %"acc_93" = fadd float %"acc_61", %"primals_6_30"
  %"acc_94" = fadd float %"acc_62", %"primals_6_31"
  %"acc_95" = fadd float %"acc_63", %"primals_6_32"
  %"r.next" = add nsw i64 %"r", 1
  br label %"for.cond.r"
for.end.r:
  %"idx.2" = mul nsw i64 %"i", 32
  %"colsum.ptr" = getelementptr inbounds float, ptr %"colsum", i64 %"idx.2"
  store float %"acc_32", ptr %"colsum.ptr", align 4
  %"colsum.ptr.idx" = add nsw i64 %"idx.2", 1
  %"colsum.ptr.1" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx"
  store float %"acc_33", ptr %"colsum.ptr.1", align 4
  %"colsum.ptr.idx.1" = add nsw i64 %"idx.2", 2
  %"colsum.ptr.2" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.1"
  store float %"acc_34", ptr %"colsum.ptr.2", align 4
  %"colsum.ptr.idx.2" = add nsw i64 %"idx.2", 3
  %"colsum.ptr.3" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.2"
  store float %"acc_35", ptr %"colsum.ptr.3", align 4
  %"colsum.ptr.idx.3" = add nsw i64 %"idx.2", 4
  %"colsum.ptr.4" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.3"
  store float %"acc_36", ptr %"colsum.ptr.4", align 4
  %"colsum.ptr.idx.4" = add nsw i64 %"idx.2", 5
  %"colsum.ptr.5" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.4"
  store float %"acc_37", ptr %"colsum.ptr.5", align 4
  %"colsum.ptr.idx.5" = add nsw i64 %"idx.2", 6
  %"colsum.ptr.6" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.5"
  store float %"acc_38", ptr %"colsum.ptr.6", align 4
  %"colsum.ptr.idx.6" = add nsw i64 %"idx.2", 7
  %"colsum.ptr.7" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.6"
  store float %"acc_39", ptr %"colsum.ptr.7", align 4
  %"colsum.ptr.idx.7" = add nsw i64 %"idx.2", 8
  %"colsum.ptr.8" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.7"
  store float %"acc_40", ptr %"colsum.ptr.8", align 4
  %"colsum.ptr.idx.8" = add nsw i64 %"idx.2", 9
  %"colsum.ptr.9" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.8"
  store float %"acc_41", ptr %"colsum.ptr.9", align 4
  %"colsum.ptr.idx.9" = add nsw i64 %"idx.2", 10
  %"colsum.ptr.10" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.9"
  store float %"acc_42", ptr %"colsum.ptr.10", align 4
  %"colsum.ptr.idx.10" = add nsw i64 %"idx.2", 11
  %"colsum.ptr.11" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.10"
  store float %"acc_43", ptr %"colsum.ptr.11", align 4
  %"colsum.ptr.idx.11" = add nsw i64 %"idx.2", 12
  %"colsum.ptr.12" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.11"
  store float %"acc_44", ptr %"colsum.ptr.12", align 4
  %"colsum.ptr.idx.12" = add nsw i64 %"idx.2", 13
  %"colsum.ptr.13" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.12"
  store float %"acc_45", ptr %"colsum.ptr.13", align 4
  %"colsum.ptr.idx.13" = add nsw i64 %"idx.2", 14
  %"colsum.ptr.14" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.13"
  store float %"acc_46", ptr %"colsum.ptr.14", align 4
  %"colsum.ptr.idx.14" = add nsw i64 %"idx.2", 15
  %"colsum.ptr.15" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.14"
  store float %"acc_47", ptr %"colsum.ptr.15", align 4
  %"colsum.ptr.idx.15" = add nsw i64 %"idx.2", 16
  %"colsum.ptr.16" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.15"
  store float %"acc_48", ptr %"colsum.ptr.16", align 4
  %"colsum.ptr.idx.16" = add nsw i64 %"idx.2", 17
  %"colsum.ptr.17" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.16"
  store float %"acc_49", ptr %"colsum.ptr.17", align 4
  %"colsum.ptr.idx.17" = add nsw i64 %"idx.2", 18
  %"colsum.ptr.18" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.17"
  store float %"acc_50", ptr %"colsum.ptr.18", align 4
  %"colsum.ptr.idx.18" = add nsw i64 %"idx.2", 19
  %"colsum.ptr.19" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.18"
  store float %"acc_51", ptr %"colsum.ptr.19", align 4
  %"colsum.ptr.idx.19" = add nsw i64 %"idx.2", 20
  %"colsum.ptr.20" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.19"
  store float %"acc_52", ptr %"colsum.ptr.20", align 4
  %"colsum.ptr.idx.20" = add nsw i64 %"idx.2", 21
  %"colsum.ptr.21" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.20"
  store float %"acc_53", ptr %"colsum.ptr.21", align 4
  %"colsum.ptr.idx.21" = add nsw i64 %"idx.2", 22
  %"colsum.ptr.22" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.21"
  store float %"acc_54", ptr %"colsum.ptr.22", align 4
  %"colsum.ptr.idx.22" = add nsw i64 %"idx.2", 23
  %"colsum.ptr.23" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.22"
  store float %"acc_55", ptr %"colsum.ptr.23", align 4
  %"colsum.ptr.idx.23" = add nsw i64 %"idx.2", 24
  %"colsum.ptr.24" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.23"
  store float %"acc_56", ptr %"colsum.ptr.24", align 4
  %"colsum.ptr.idx.24" = add nsw i64 %"idx.2", 25
  %"colsum.ptr.25" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.24"
  store float %"acc_57", ptr %"colsum.ptr.25", align 4
  %"colsum.ptr.idx.25" = add nsw i64 %"idx.2", 26
  %"colsum.ptr.26" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.25"
  store float %"acc_58", ptr %"colsum.ptr.26", align 4
  %"colsum.ptr.idx.26" = add nsw i64 %"idx.2", 27
  %"colsum.ptr.27" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.26"
  store float %"acc_59", ptr %"colsum.ptr.27", align 4
  %"colsum.ptr.idx.27" = add nsw i64 %"idx.2", 28
  %"colsum.ptr.28" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.27"
  store float %"acc_60", ptr %"colsum.ptr.28", align 4
  %"colsum.ptr.idx.28" = add nsw i64 %"idx.2", 29
  %"colsum.ptr.29" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.28"
  store float %"acc_61", ptr %"colsum.ptr.29", align 4
  %"colsum.ptr.idx.29" = add nsw i64 %"idx.2", 30
  %"colsum.ptr.30" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.29"
  store float %"acc_62", ptr %"colsum.ptr.30", align 4
  %"colsum.ptr.idx.30" = add nsw i64 %"idx.2", 31
  %"colsum.ptr.31" = getelementptr inbounds float, ptr %"colsum", i64 %"colsum.ptr.idx.30"
  store float %"acc_63", ptr %"colsum.ptr.31", align 4
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
  %"i" = phi  i64 [0, %"entry"], [%"i.next", %"for.end.r"]
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
  %"tangents_1_1.ptr" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_1" = load float, ptr %"tangents_1_1.ptr", align 4
  %"d_primals_6_1" = fmul float %"acc_1", %"tangents_1_1"
  %"idx.2" = mul nsw i64 %"i", 10
  %"idx.3" = add nsw i64 %"idx.2", 0
  %"d_primals_6.ptr" = getelementptr inbounds float, ptr %"d_primals_6", i64 %"idx.3"
  store float %"d_primals_6_1", ptr %"d_primals_6.ptr", align 4
  %"tangents_1_1.ptr.1" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_1.1" = load float, ptr %"tangents_1_1.ptr.1", align 4
  %"d_primals_6_1.1" = fmul float %"acc_1", %"tangents_1_1.1"
  %"idx.4" = mul nsw i64 %"i", 10
  %"idx.5" = add nsw i64 %"idx.4", 1
  %"d_primals_6.ptr.1" = getelementptr inbounds float, ptr %"d_primals_6", i64 %"idx.5"
  store float %"d_primals_6_1.1", ptr %"d_primals_6.ptr.1", align 4
  %"tangents_1_1.ptr.2" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_1.2" = load float, ptr %"tangents_1_1.ptr.2", align 4
  %"d_primals_6_1.2" = fmul float %"acc_1", %"tangents_1_1.2"
  %"idx.6" = mul nsw i64 %"i", 10
  %"idx.7" = add nsw i64 %"idx.6", 2
  %"d_primals_6.ptr.2" = getelementptr inbounds float, ptr %"d_primals_6", i64 %"idx.7"
  store float %"d_primals_6_1.2", ptr %"d_primals_6.ptr.2", align 4
  %"tangents_1_1.ptr.3" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_1.3" = load float, ptr %"tangents_1_1.ptr.3", align 4
  %"d_primals_6_1.3" = fmul float %"acc_1", %"tangents_1_1.3"
  %"idx.8" = mul nsw i64 %"i", 10
  %"idx.9" = add nsw i64 %"idx.8", 3
  %"d_primals_6.ptr.3" = getelementptr inbounds float, ptr %"d_primals_6", i64 %"idx.9"
  store float %"d_primals_6_1.3", ptr %"d_primals_6.ptr.3", align 4
  %"tangents_1_1.ptr.4" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_1.4" = load float, ptr %"tangents_1_1.ptr.4", align 4
  %"d_primals_6_1.4" = fmul float %"acc_1", %"tangents_1_1.4"
  %"idx.10" = mul nsw i64 %"i", 10
  %"idx.11" = add nsw i64 %"idx.10", 4
  %"d_primals_6.ptr.4" = getelementptr inbounds float, ptr %"d_primals_6", i64 %"idx.11"
  store float %"d_primals_6_1.4", ptr %"d_primals_6.ptr.4", align 4
  %"tangents_1_1.ptr.5" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_1.5" = load float, ptr %"tangents_1_1.ptr.5", align 4
  %"d_primals_6_1.5" = fmul float %"acc_1", %"tangents_1_1.5"
  %"idx.12" = mul nsw i64 %"i", 10
  %"idx.13" = add nsw i64 %"idx.12", 5
  %"d_primals_6.ptr.5" = getelementptr inbounds float, ptr %"d_primals_6", i64 %"idx.13"
  store float %"d_primals_6_1.5", ptr %"d_primals_6.ptr.5", align 4
  %"tangents_1_1.ptr.6" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_1.6" = load float, ptr %"tangents_1_1.ptr.6", align 4
  %"d_primals_6_1.6" = fmul float %"acc_1", %"tangents_1_1.6"
  %"idx.14" = mul nsw i64 %"i", 10
  %"idx.15" = add nsw i64 %"idx.14", 6
  %"d_primals_6.ptr.6" = getelementptr inbounds float, ptr %"d_primals_6", i64 %"idx.15"
  store float %"d_primals_6_1.6", ptr %"d_primals_6.ptr.6", align 4
  %"tangents_1_1.ptr.7" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_1.7" = load float, ptr %"tangents_1_1.ptr.7", align 4
  %"d_primals_6_1.7" = fmul float %"acc_1", %"tangents_1_1.7"
  %"idx.16" = mul nsw i64 %"i", 10
  %"idx.17" = add nsw i64 %"idx.16", 7
  %"d_primals_6.ptr.7" = getelementptr inbounds float, ptr %"d_primals_6", i64 %"idx.17"
  store float %"d_primals_6_1.7", ptr %"d_primals_6.ptr.7", align 4
  %"tangents_1_1.ptr.8" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_1.8" = load float, ptr %"tangents_1_1.ptr.8", align 4
  %"d_primals_6_1.8" = fmul float %"acc_1", %"tangents_1_1.8"
  %"idx.18" = mul nsw i64 %"i", 10
  %"idx.19" = add nsw i64 %"idx.18", 8
  %"d_primals_6.ptr.8" = getelementptr inbounds float, ptr %"d_primals_6", i64 %"idx.19"
  store float %"d_primals_6_1.8", ptr %"d_primals_6.ptr.8", align 4
  %"tangents_1_1.ptr.9" = getelementptr inbounds float, ptr %"tangents_1", i64 0
  %"tangents_1_1.9" = load float, ptr %"tangents_1_1.ptr.9", align 4
  %"d_primals_6_1.9" = fmul float %"acc_1", %"tangents_1_1.9"
  %"idx.20" = mul nsw i64 %"i", 10
  %"idx.21" = add nsw i64 %"idx.20", 9
  %"d_primals_6.ptr.9" = getelementptr inbounds float, ptr %"d_primals_6", i64 %"idx.21"
  store float %"d_primals_6_1.9", ptr %"d_primals_6.ptr.9", align 4
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
