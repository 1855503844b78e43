; Small RV64IM functions whose SelectionDAGs the differential test builds by
; hand (tests/riscv_differential.rs). record.sh runs llc-19 on this file.
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64"

define i64 @add(i64 %a, i64 %b) { %r = add i64 %a, %b
  ret i64 %r }
define i64 @sub(i64 %a, i64 %b) { %r = sub i64 %a, %b
  ret i64 %r }
define i64 @mul(i64 %a, i64 %b) { %r = mul i64 %a, %b
  ret i64 %r }
define i64 @sdiv(i64 %a, i64 %b) { %r = sdiv i64 %a, %b
  ret i64 %r }
define i64 @udiv(i64 %a, i64 %b) { %r = udiv i64 %a, %b
  ret i64 %r }
define i64 @srem(i64 %a, i64 %b) { %r = srem i64 %a, %b
  ret i64 %r }
define i64 @urem(i64 %a, i64 %b) { %r = urem i64 %a, %b
  ret i64 %r }
define i64 @and(i64 %a, i64 %b) { %r = and i64 %a, %b
  ret i64 %r }
define i64 @or(i64 %a, i64 %b) { %r = or i64 %a, %b
  ret i64 %r }
define i64 @xor(i64 %a, i64 %b) { %r = xor i64 %a, %b
  ret i64 %r }
define i64 @addi(i64 %a) { %r = add i64 %a, 5
  ret i64 %r }
define i64 @addi_neg(i64 %a) { %r = add i64 %a, -2048
  ret i64 %r }
define i64 @andi(i64 %a) { %r = and i64 %a, 255
  ret i64 %r }
define i64 @ori(i64 %a) { %r = or i64 %a, 16
  ret i64 %r }
define i64 @not(i64 %a) { %r = xor i64 %a, -1
  ret i64 %r }
define i64 @shl_imm(i64 %a) { %r = shl i64 %a, 3
  ret i64 %r }
define i64 @lshr_imm(i64 %a) { %r = lshr i64 %a, 7
  ret i64 %r }
define i64 @ashr_imm(i64 %a) { %r = ashr i64 %a, 9
  ret i64 %r }
define i64 @shl_reg(i64 %a, i64 %b) { %r = shl i64 %a, %b
  ret i64 %r }
define i64 @lshr_reg(i64 %a, i64 %b) { %r = lshr i64 %a, %b
  ret i64 %r }
define i64 @ashr_reg(i64 %a, i64 %b) { %r = ashr i64 %a, %b
  ret i64 %r }
define i64 @slt(i64 %a, i64 %b) { %c = icmp slt i64 %a, %b
  %r = zext i1 %c to i64
  ret i64 %r }
define i64 @ult(i64 %a, i64 %b) { %c = icmp ult i64 %a, %b
  %r = zext i1 %c to i64
  ret i64 %r }
define i64 @sgt(i64 %a, i64 %b) { %c = icmp sgt i64 %a, %b
  %r = zext i1 %c to i64
  ret i64 %r }
define i64 @slti(i64 %a) { %c = icmp slt i64 %a, 10
  %r = zext i1 %c to i64
  ret i64 %r }
define i64 @eq(i64 %a, i64 %b) { %c = icmp eq i64 %a, %b
  %r = zext i1 %c to i64
  ret i64 %r }
define i64 @ne(i64 %a, i64 %b) { %c = icmp ne i64 %a, %b
  %r = zext i1 %c to i64
  ret i64 %r }
define i64 @eqz(i64 %a) { %c = icmp eq i64 %a, 0
  %r = zext i1 %c to i64
  ret i64 %r }
define i64 @select(i64 %a, i64 %b, i64 %c, i64 %d) { %k = icmp slt i64 %a, %b
  %r = select i1 %k, i64 %c, i64 %d
  ret i64 %r }
define i64 @const_small() { ret i64 42 }
define i64 @const_neg() { ret i64 -7 }
define i64 @const_lui() { ret i64 4096 }
define i64 @const_large() { ret i64 305419896 }
define i64 @mul_const(i64 %a) { %r = mul i64 %a, 1000
  ret i64 %r }
define i64 @load(ptr %p) { %v = load i64, ptr %p
  ret i64 %v }
define i64 @load_off(ptr %p) { %q = getelementptr i64, ptr %p, i64 3
  %v = load i64, ptr %q
  ret i64 %v }
define i64 @load_i32(ptr %p) { %q = getelementptr i32, ptr %p, i64 -5
  %v = load i32, ptr %q
  %r = sext i32 %v to i64
  ret i64 %r }
define i64 @load_u8(ptr %p) { %q = getelementptr i8, ptr %p, i64 100
  %v = load i8, ptr %q
  %r = zext i8 %v to i64
  ret i64 %r }
define void @store(ptr %p, i64 %v) { store i64 %v, ptr %p
  ret void }
define void @store_off(ptr %p, i64 %v) { %q = getelementptr i64, ptr %p, i64 2
  store i64 %v, ptr %q
  ret void }
define void @store_i16(ptr %p, i64 %v) { %q = getelementptr i16, ptr %p, i64 -1
  %t = trunc i64 %v to i16
  store i16 %t, ptr %q
  ret void }
define i64 @load_add_store(ptr %p, i64 %v) { %x = load i64, ptr %p
  %s = add i64 %x, %v
  %q = getelementptr i64, ptr %p, i64 1
  store i64 %s, ptr %q
  ret i64 %s }
define i64 @addw(i64 %a, i64 %b) { %x = trunc i64 %a to i32
  %y = trunc i64 %b to i32
  %s = add i32 %x, %y
  %r = sext i32 %s to i64
  ret i64 %r }
define i64 @load_i8(ptr %p) { %q = getelementptr i8, ptr %p, i64 -1
  %v = load i8, ptr %q
  %r = sext i8 %v to i64
  ret i64 %r }
define i64 @load_u16(ptr %p) { %q = getelementptr i16, ptr %p, i64 4
  %v = load i16, ptr %q
  %r = zext i16 %v to i64
  ret i64 %r }
define i64 @load_u32(ptr %p) { %v = load i32, ptr %p
  %r = zext i32 %v to i64
  ret i64 %r }
define i64 @sltiu(i64 %a) { %c = icmp ult i64 %a, 100
  %r = zext i1 %c to i64
  ret i64 %r }
define i64 @xori(i64 %a) { %r = xor i64 %a, 7
  ret i64 %r }
define i64 @slliw(i64 %a) { %x = trunc i64 %a to i32
  %s = shl i32 %x, 3
  %r = sext i32 %s to i64
  ret i64 %r }
define void @store_const(ptr %p) { %q = getelementptr i32, ptr %p, i64 1
  store i32 -100, ptr %q
  ret void }
