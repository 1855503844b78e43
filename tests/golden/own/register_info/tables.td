// Every table of -gen-register-info: DWARF numbers (two flavours, an alias,
// a register without numbers), callee-saved sets with OtherPreserved,
// alternative allocation orders, categories, constant registers, costs,
// tuples with composed sub-register indices, and a second hardware mode.
// ARGS: -gen-register-info
// ARGS: -gen-register-info -register-info-debug
include "llvm/Target/Target.td"

def TII : InstrInfo;
def Toy : Target { let InstructionSet = TII; }

def ModeWide : HwMode<"+wide", []>;

let Namespace = "Toy" in {
  def lo : SubRegIndex<16>;
  def hi : SubRegIndex<16, 16>;
  def sub0 : SubRegIndex<32>;
  def sub1 : SubRegIndex<32, 32>;
}

class ToyReg<string n, bits<16> enc, list<int> dwarf> : Register<n> {
  let Namespace = "Toy";
  let HWEncoding = enc;
  let DwarfNumbers = dwarf;
}
class ToyWide<string n, bits<16> enc, list<Register> subs, list<int> dwarf> : ToyReg<n, enc, dwarf> {
  let SubRegs = subs;
  let SubRegIndices = [lo, hi];
  let CoveredBySubRegs = true;
}

foreach i = 0-7 in {
  def H#i#L : ToyReg<"h"#i#"l", !add(i, 0), [!add(i, 100)]>;
  def H#i#H : ToyReg<"h"#i#"h", !add(i, 8), [!add(i, 200)]>;
  def R#i : ToyWide<"r"#i, i, [!cast<Register>("H"#i#"L"), !cast<Register>("H"#i#"H")], [i, !add(i, 50)]>;
}
def ZERO : ToyReg<"zero", 31, [31, 31]> { let isConstant = true; let CostPerUse = [0, 2]; }
def SP : ToyReg<"sp", 30, []>, DwarfRegAlias<R7> { let CostPerUse = [1]; }
def FLAGS : ToyReg<"flags", 29, [-1, 77]> { let isArtificial = false; }

def GPR : RegisterClass<"Toy", [i32], 32, (add (sequence "R%u", 0, 7), ZERO)> {
  let AltOrders = [(rotl GPR, 2), (add R7, R6)];
  let AltOrderSelect = [{ return MF.getSubtarget().getHwMode(); }];
}
def HALF : RegisterClass<"Toy", [i16], 16, (add (sequence "H%uL", 0, 7), (sequence "H%uH", 0, 7))>;
def SPR : RegisterClass<"Toy", [i32], 32, (add SP)> { let isAllocatable = false; let CopyCost = -1; }
def CCR : RegisterClass<"Toy", [i32], 32, (add FLAGS)> { let isAllocatable = false; let BaseClassOrder = 1; }

def Pairs : RegisterTuples<[sub0, sub1], [(add R0, R2, R4, R6), (add R1, R3, R5, R7)]>;
def WideRegs : RegisterClass<"Toy", [i64], 64, (add Pairs)> {
  let RegInfos = RegInfoByHwMode<[DefaultMode, ModeWide], [RegInfo<64, 64, 64>, RegInfo<128, 128, 128>]>;
}

def CSR_Toy : CalleeSavedRegs<(add R4, R5, (sequence "R%u", 6, 7))> {
  let OtherPreserved = (add SP);
}
def CSR_None : CalleeSavedRegs<(add)>;

def GPRCat : RegisterCategory<[GPR]> ;
def GeneralPurposeRegisters : RegisterCategory<[GPR, HALF]>;
def FixedRegisters : RegisterCategory<[SPR]>;
