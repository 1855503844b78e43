// Every kind of expansion operand -gen-pseudo-lowering writes: copied
// operands (one or several machine operands), immediates (int, negative,
// bits), physical registers, zero_reg, a sub-dag of constants for a complex
// operand, a variadic destination, and LLVM's quirks with them.
include "llvm/Target/Target.td"

def KInstrInfo : InstrInfo;
def K : Target { let InstructionSet = KInstrInfo; }

let Namespace = "K" in {
  def R0 : Register<"r0">;
  def R1 : Register<"r1">;
  def R2 : Register<"r2">;
  def LR : Register<"lr">;
}
def GPR : RegisterClass<"K", [i32], 32, (add R0, R1, R2, LR)>;

def simm : Operand<i32>;
def uimm : Operand<i32>;
// A memory operand of two machine operands (base, offset).
def mem : Operand<i32> { let MIOperandInfo = (ops GPR, simm); }
// A predicate: condition code and flags register.
def pred : PredicateOperand<OtherVT, (ops simm, GPR), (ops (i32 14), zero_reg)>;

class KInst<dag outs, dag ins> : Instruction {
  let Namespace = "K";
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = "";
}
class KPseudo<dag outs, dag ins, dag result> : KInst<outs, ins>, PseudoInstExpansion<result> {
  let isPseudo = 1;
}

def ADD : KInst<(outs GPR:$rd), (ins GPR:$rs1, GPR:$rs2)>;
def ADDI : KInst<(outs GPR:$rd), (ins GPR:$rs1, simm:$imm)>;
def LDR : KInst<(outs GPR:$rd), (ins mem:$addr)>;
def LDRP : KInst<(outs GPR:$rd), (ins mem:$addr, pred:$p)>;
def JAL : KInst<(outs GPR:$rd), (ins simm:$off)>;
def CALL : KInst<(outs), (ins GPR:$target, pred:$p, variable_ops)>;
def SET : KInst<(outs GPR:$rd), (ins uimm:$imm)>;

def Zz_LAST : KPseudo<(outs GPR:$dst), (ins GPR:$src), (ADD GPR:$dst, GPR:$src, R0)>;
def PseudoMV : KPseudo<(outs GPR:$dst), (ins GPR:$src), (ADDI GPR:$dst, GPR:$src, 0)>;
def PseudoNEG1 : KPseudo<(outs GPR:$dst), (ins), (ADDI GPR:$dst, R0, -1)>;
def PseudoBR : KPseudo<(outs), (ins simm:$off), (JAL zero_reg, simm:$off)>;
def PseudoCALL : KPseudo<(outs), (ins simm:$off), (JAL LR, simm:$off)>;
class Enc<bits<12> e> { bits<12> Encoding = e; }
def SR : Enc<0b111100001111>;
def PseudoSET : KPseudo<(outs GPR:$rd), (ins), (SET GPR:$rd, SR.Encoding)>;
// Copies a two-operand memory operand.
def PseudoLDR : KPseudo<(outs GPR:$rd), (ins GPR:$x, mem:$addr), (LDR GPR:$rd, mem:$addr)>;
// A complex operand given as constants: a sub-dag.
def PseudoLDR0 : KPseudo<(outs GPR:$rd), (ins), (LDRP GPR:$rd, (ops R1, 8), (ops 3, R2))>;
// A variadic destination: the rest of the pseudo's operands are lowered
// from operand (number of the pseudo's operands + 1) on.
def PseudoCALLv : KPseudo<(outs), (ins GPR:$t, variable_ops), (CALL GPR:$t, (ops 14, zero_reg))>;
def PseudoCALLp : KPseudo<(outs), (ins GPR:$t, pred:$p, variable_ops), (CALL GPR:$t, pred:$p)>;
// Large and negative immediates print as unsigned 64-bit numbers.
def PseudoBIG : KPseudo<(outs GPR:$rd), (ins), (SET GPR:$rd, 0x7fffffffffffffff)>;
def PseudoMIN : KPseudo<(outs GPR:$rd), (ins), (SET GPR:$rd, -9223372036854775808)>;
// An operand whose destination operand is not first in the pseudo.
def PseudoSWAP : KPseudo<(outs GPR:$rd), (ins GPR:$a, GPR:$b), (ADD GPR:$rd, GPR:$b, GPR:$a)>;
// Named operands copied from a complex operand after a multi-operand one.
def PseudoMIX : KPseudo<(outs GPR:$rd), (ins pred:$p, mem:$m), (LDRP GPR:$rd, mem:$m, pred:$p)>;
