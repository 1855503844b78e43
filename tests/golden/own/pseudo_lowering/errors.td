// LLVM's errors, one case per ARGS line (each define breaks one thing).
//
// ARGS: -gen-pseudo-lowering -DNOT_RECORD
// ARGS: -gen-pseudo-lowering -DNOT_RECORD_LET
// ARGS: -gen-pseudo-lowering -DNOT_INSTRUCTION
// ARGS: -gen-pseudo-lowering -DRESULT_PSEUDO
// ARGS: -gen-pseudo-lowering -DRESULT_CODEGEN_ONLY
// ARGS: -gen-pseudo-lowering -DTOO_FEW
// ARGS: -gen-pseudo-lowering -DTOO_MANY
// ARGS: -gen-pseudo-lowering -DTYPE_MISMATCH
// ARGS: -gen-pseudo-lowering -DNO_SOURCE
// ARGS: -gen-pseudo-lowering -DUNNAMED
// ARGS: -gen-pseudo-lowering -DUNSET_RESULT
// ARGS: -gen-pseudo-lowering -DREG_NAMESPACE_UNSET
// ARGS: -gen-pseudo-lowering -DREG_NAMESPACE_UNSET -DLATER_ERROR
// ARGS: -gen-pseudo-lowering -DBAD_DEST_OPERANDS
// ARGS: -gen-pseudo-lowering -DBAD_PSEUDO_OPERANDS
// ARGS: -gen-pseudo-lowering -DBAD_PSEUDO_CONSTRAINT
// ARGS: -gen-pseudo-lowering -DFIRST_BY_NAME
// ARGS: -gen-pseudo-lowering -DNO_TARGET
// ARGS: -gen-pseudo-lowering -DTWO_TARGETS
include "llvm/Target/Target.td"

def EInstrInfo : InstrInfo;
#ifndef NO_TARGET
def E : Target { let InstructionSet = EInstrInfo; }
#endif
#ifdef TWO_TARGETS
def E2 : Target { let InstructionSet = EInstrInfo; }
#endif

let Namespace = "E" in {
  def R0 : Register<"r0">;
  def R1 : Register<"r1">;
}
def GPR : RegisterClass<"E", [i32], 32, (add R0, R1)>;
def simm : Operand<i32>;

class EInst<dag outs, dag ins> : Instruction {
  let Namespace = "E";
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = "";
}
class EPseudo<dag outs, dag ins, dag result> : EInst<outs, ins>, PseudoInstExpansion<result> {
  let isPseudo = 1;
}

def ADDI : EInst<(outs GPR:$rd), (ins GPR:$rs1, simm:$imm)>;
def Good : EPseudo<(outs GPR:$dst), (ins GPR:$src), (ADDI GPR:$dst, GPR:$src, 0)>;

#ifdef NOT_RECORD
def Bad : EPseudo<(outs GPR:$dst), (ins GPR:$src), (? GPR:$dst)>;
#endif
#ifdef NOT_RECORD_LET
def Bad : EPseudo<(outs GPR:$dst), (ins GPR:$src), (ADDI GPR:$dst, GPR:$src, 0)> {
  let ResultInst = (? GPR:$dst);
}
#endif
#ifdef NOT_INSTRUCTION
def Bad : EPseudo<(outs GPR:$dst), (ins GPR:$src), (simm GPR:$dst, GPR:$src, 0)>;
#endif
#ifdef RESULT_PSEUDO
def Bad : EPseudo<(outs GPR:$dst), (ins GPR:$src), (Good GPR:$dst, GPR:$src)>;
#endif
#ifdef RESULT_CODEGEN_ONLY
let isCodeGenOnly = 1 in
def ADDIcg : EInst<(outs GPR:$rd), (ins GPR:$rs1, simm:$imm)>;
def Bad : EPseudo<(outs GPR:$dst), (ins GPR:$src), (ADDIcg GPR:$dst, GPR:$src, 0)>;
#endif
#ifdef TOO_FEW
def Bad : EPseudo<(outs GPR:$dst), (ins GPR:$src), (ADDI GPR:$dst, GPR:$src)>;
#endif
#ifdef TOO_MANY
def Bad : EPseudo<(outs GPR:$dst), (ins GPR:$src), (ADDI GPR:$dst, GPR:$src, 0, 1)>;
#endif
#ifdef TYPE_MISMATCH
def Bad : EPseudo<(outs GPR:$dst), (ins GPR:$src), (ADDI GPR:$dst, simm:$src, 0)>;
#endif
#ifdef NO_SOURCE
def Bad : EPseudo<(outs GPR:$dst), (ins GPR:$src), (ADDI GPR:$dst, GPR:$nosuch, 0)>;
#endif
#ifdef UNNAMED
def Bad : EPseudo<(outs GPR:$dst), (ins GPR:$src), (ADDI GPR:$dst, GPR, 0)>;
#endif
#ifdef UNSET_RESULT
def Bad : EPseudo<(outs GPR:$dst), (ins GPR:$src), ?>;
#endif
#ifdef REG_NAMESPACE_UNSET
def RX : Register<"rx"> { let Namespace = ?; }
def Bad : EPseudo<(outs GPR:$dst), (ins), (ADDI GPR:$dst, RX, 0)>;
#ifdef LATER_ERROR
// Registers are named when the C++ is written, after every expansion is
// read: this later expansion's error comes first.
def Zed : EPseudo<(outs GPR:$dst), (ins), (ADDI GPR:$dst, R0, simm:$x)>;
#endif
#endif
#ifdef BAD_DEST_OPERANDS
def ADDIbad : EInst<(outs GPR:$rd), (ins GPR:$rs1, simm)>;
def Bad : EPseudo<(outs GPR:$dst), (ins GPR:$src), (ADDIbad GPR:$dst, GPR:$src, 0)>;
#endif
#ifdef BAD_PSEUDO_OPERANDS
def Bad : EPseudo<(outs GPR:$dst), (ins GPR:$src, simm), (ADDI GPR:$dst, GPR:$src, 0)>;
#endif
#ifdef BAD_PSEUDO_CONSTRAINT
def Bad : EPseudo<(outs GPR:$dst), (ins GPR:$src), (ADDI GPR:$dst, GPR:$src, 0)> {
  let Constraints = "$dst = $nothing";
}
#endif
#ifdef FIRST_BY_NAME
// Two bad expansions: LLVM reports the first by name (Bad2 before Bad10).
def Bad10 : EPseudo<(outs GPR:$dst), (ins GPR:$src), (ADDI GPR:$dst, GPR:$src)>;
def Bad2 : EPseudo<(outs GPR:$dst), (ins GPR:$src), (ADDI GPR:$dst, GPR:$nosuch, 0)>;
#endif
