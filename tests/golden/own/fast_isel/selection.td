// -gen-fast-isel on a small target: subtarget predicates ordered by
// complexity, immediates with and without ImmLeaf predicates (constrained
// forms tried first), operand and result types that select different
// functions, register classes and sub-classes, a physical-register input
// copied before the instruction, EXTRACT_SUBREG, fpimm, and patterns the
// fast selector leaves out.
// ARGS: -gen-fast-isel

include "llvm/Target/Target.td"

def MyISA : InstrInfo;
def My : Target { let InstructionSet = MyISA; }

let Namespace = "My" in {
  def sub_lo : SubRegIndex<32>;
  def R0 : Register<"r0">;
  def R1 : Register<"r1">;
  def R2 : Register<"r2">;
  def H0 : Register<"h0">;
  def H1 : Register<"h1">;
  def F0 : Register<"f0">;
  def F1 : Register<"f1">;
  let SubRegIndices = [sub_lo] in {
    def D0 : RegisterWithSubRegs<"d0", [R0]>;
    def D1 : RegisterWithSubRegs<"d1", [R1]>;
  }
}

def GPR : RegisterClass<"My", [i32], 32, (add R0, R1, R2)>;
def GPRLo : RegisterClass<"My", [i32], 32, (add R0, R1)>;
def GPROp : RegisterOperand<GPR>;
def HPR : RegisterClass<"My", [i16], 16, (add H0, H1)>;
def DPR : RegisterClass<"My", [i64], 64, (add D0, D1)>;
def FPR : RegisterClass<"My", [f32], 32, (add F0, F1)>;
def FPR64 : RegisterClass<"My", [f64], 64, (add F0, F1)>;

def HasA : Predicate<"Subtarget->hasA()">;
def HasB : Predicate<"Subtarget->hasB()">;
def NoCond : Predicate<"">;

def uimm4 : ImmLeaf<i32, [{ return Imm >= 0 && Imm < 16; }]>;
def simm8 : ImmLeaf<i32, [{ return isInt<8>(Imm); }]>;
def simm32_64 : ImmLeaf<i64, [{ return isInt<32>(Imm); }]>;
let FastIselShouldIgnore = true in
def simm2 : ImmLeaf<i32, [{ return isInt<2>(Imm); }]>;
def evenreg : PatLeaf<(i32 GPR:$r), [{ return true; }]>;

class I<dag outs, dag ins, list<dag> pattern> : Instruction {
  let Namespace = "My";
  let OutOperandList = outs;
  let InOperandList = ins;
  let Pattern = pattern;
}

// Register-register, under predicates: tried by complexity, then latest
// first.
let Predicates = [HasA] in
def ADDrr_A : I<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (add GPR:$a, GPR:$b))]>;
let Predicates = [HasB, HasA], AddedComplexity = 5 in
def ADDrr_AB : I<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (add GPR:$a, GPR:$b))]>;
// An empty condition is no condition: tried last.
let Predicates = [NoCond], AddedComplexity = -1 in
def ADDrr : I<(outs GPROp:$d), (ins GPROp:$a, GPROp:$b), [(set GPROp:$d, (add GPROp:$a, GPROp:$b))]>;
def SUBrr : I<(outs GPR:$d), (ins GPRLo:$a, GPRLo:$b), [(set GPR:$d, (sub GPRLo:$a, GPRLo:$b))]>;
// The first operand's class must contain the second's.
def ANDrr : I<(outs GPR:$d), (ins GPRLo:$a, GPR:$b), [(set GPR:$d, (and GPRLo:$a, GPR:$b))]>;
def XORrr : I<(outs GPR:$d), (ins GPR:$a, GPRLo:$b), [(set GPR:$d, (xor GPR:$a, GPRLo:$b))]>;
def ADD16rr : I<(outs HPR:$d), (ins HPR:$a, HPR:$b), [(set HPR:$d, (add HPR:$a, HPR:$b))]>;
def ADD64rr : I<(outs DPR:$d), (ins DPR:$a, DPR:$b), [(set DPR:$d, (add DPR:$a, DPR:$b))]>;
def FADDrr : I<(outs FPR:$d), (ins FPR:$a, FPR:$b), [(set FPR:$d, (fadd FPR:$a, FPR:$b))]>;

// Register-immediate: the plain form and constrained ones.
def ADDri : I<(outs GPR:$d), (ins GPR:$a, i32imm:$i), [(set GPR:$d, (add GPR:$a, imm:$i))]>;
def ADDri4 : I<(outs GPR:$d), (ins GPR:$a, i32imm:$i), [(set GPR:$d, (add GPR:$a, uimm4:$i))]>;
let Predicates = [HasB] in
def ORri8 : I<(outs GPR:$d), (ins GPR:$a, i32imm:$i), [(set GPR:$d, (or GPR:$a, simm8:$i))]>;
def ADDri2 : I<(outs GPR:$d), (ins GPR:$a, i32imm:$i), [(set GPR:$d, (add GPR:$a, simm2:$i))]>;
def ADD64ri : I<(outs DPR:$d), (ins DPR:$a, i64imm:$i), [(set DPR:$d, (add DPR:$a, simm32_64:$i))]>;
def SHLri : I<(outs GPR:$d), (ins GPR:$a, i32imm:$i), [(set GPR:$d, (shl GPR:$a, (i32 imm:$i)))]>;

// Materialized constants.
def MOVi : I<(outs GPR:$d), (ins i32imm:$i), [(set GPR:$d, imm:$i)]>;
def MOV64i : I<(outs DPR:$d), (ins i64imm:$i), [(set DPR:$d, imm:$i)]>;
def FMOVi : I<(outs FPR:$d), (ins f32imm:$i), [(set FPR:$d, fpimm:$i)]>;

// One operand, several result types.
def SEXT : I<(outs DPR:$d), (ins GPR:$a), [(set DPR:$d, (sext GPR:$a))]>;
def TRUNC16 : I<(outs HPR:$d), (ins GPR:$a), [(set HPR:$d, (trunc GPR:$a))]>;
def : Pat<(i32 (trunc DPR:$src)), (EXTRACT_SUBREG DPR:$src, sub_lo)>;
def TRUNC64_16 : I<(outs HPR:$d), (ins DPR:$a), [(set HPR:$d, (trunc DPR:$a))]>;
def FEXT : I<(outs FPR64:$d), (ins FPR:$a), [(set FPR64:$d, (fpextend FPR:$a))]>;

// A physical-register input, copied into place.
let Uses = [R2] in
def MULr2 : I<(outs GPR:$d), (ins GPR:$a), [(set GPR:$d, (mul GPR:$a, R2))]>;

// No operands.
def READCYCLE : I<(outs DPR:$d), (ins), [(set DPR:$d, (readcyclecounter))]>;

// Left to the DAG selector: a predicate on an operand, a predicate on the
// root, several instructions, operands out of order, an ignored
// instruction.
def NEGeven : I<(outs GPR:$d), (ins GPR:$a), [(set GPR:$d, (ineg evenreg:$a))]>;
def : Pat<(i32 (ctpop (add GPR:$a, GPR:$b))), (SUBrr (ADDrr GPR:$a, GPR:$b), GPR:$b)>;
def : Pat<(i32 (rotl GPR:$a, GPR:$b)), (SUBrr GPR:$b, GPR:$a)>;
let FastISelShouldIgnore = true in
def ROTR : I<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (rotr GPR:$a, GPR:$b))]>;
