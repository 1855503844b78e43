// Every part of -gen-register-bank's output: banks named out of definition
// order (IDs follow def names); more than 32 classes (two coverage words);
// sub-classes found recursively, sub-register classes (the halves of the
// pairs), inferred classes among them; a bank listing its classes in an
// order that finds some through another first, and one listing a class
// twice; banks sharing classes; a class without a namespace; two hardware
// modes besides the default, one that no class names (sizes fall back to
// the default mode's), classes whose sizes change with the mode, so that
// the largest class of a bank differs by mode, and ties (the first class
// found keeps the place).
include "llvm/Target/Target.td"

def Wide : HwMode<"+wide", []>;
def Narrow : HwMode<"+narrow", []>;

def Tiny : Target;

let Namespace = "Tiny" in {
  def lo : SubRegIndex<32>;
  def hi : SubRegIndex<32, 32>;
  foreach i = 0-15 in
    def R#i : Register<"r"#i>;
  foreach i = 0-7 in
    def P#i : RegisterWithSubRegs<"p"#i, [!cast<Register>("R"#!mul(i, 2)),
                                          !cast<Register>("R"#!add(!mul(i, 2), 1))]> {
      let SubRegIndices = [lo, hi];
      let CoveredBySubRegs = true;
    }
  foreach i = 0-3 in
    def F#i : Register<"f"#i>;
  def FLAGS : Register<"flags">;
}

let Size = 32 in {
  def GPR : RegisterClass<"Tiny", [i32], 32, (sequence "R%u", 0, 15)>;
  def GPRLow : RegisterClass<"Tiny", [i32], 32, (sequence "R%u", 0, 7)>;
  def GPREven : RegisterClass<"Tiny", [i32], 32, (add R0, R2, R4, R6, R8, R10, R12, R14)>;
  foreach i = 0-15 in
    def GPRSingle#i : RegisterClass<"Tiny", [i32], 32, (add !cast<Register>("R"#i))>;
  def CCR : RegisterClass<"", [i32], 32, (add FLAGS)> {
    let isAllocatable = false;
  }
}

def GPRPair : RegisterClass<"Tiny", [i64], 64, (sequence "P%u", 0, 7)> {
  let RegInfos = RegInfoByHwMode<[DefaultMode, Wide],
                                 [RegInfo<64, 64, 64>, RegInfo<128, 128, 128>]>;
}
def GPRPairLow : RegisterClass<"Tiny", [i64], 64, (sequence "P%u", 0, 3)> {
  let RegInfos = RegInfoByHwMode<[DefaultMode, Wide],
                                 [RegInfo<64, 64, 64>, RegInfo<128, 128, 128>]>;
}
foreach i = 0-7 in
  def PairSingle#i : RegisterClass<"Tiny", [i64], 64, (add !cast<Register>("P"#i))> {
    let RegInfos = RegInfoByHwMode<[DefaultMode, Wide],
                                   [RegInfo<64, 64, 64>, RegInfo<128, 128, 128>]>;
  }

// No default mode in the list: the default comes from Size.
def FPR : RegisterClass<"Tiny", [f32], 32, (sequence "F%u", 0, 3)> {
  let Size = 32;
  let RegInfos = RegInfoByHwMode<[Wide], [RegInfo<64, 64, 64>]>;
}
def FPRLow : RegisterClass<"Tiny", [f32], 32, (add F0, F1)> {
  let Size = 32;
}

def GPRRegBank : RegisterBank<"GPRB", [GPRPair, GPR]>;
def FPRRegBank : RegisterBank<"FPRB", [FPR]>;
def CCRegBank : RegisterBank<"CCB", [CCR, CCR]>;
def AllRegBank : RegisterBank<"All", [GPRLow, FPRLow, FPR]>;
