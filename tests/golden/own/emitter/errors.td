// ARGS: -gen-emitter
// ARGS: -gen-emitter -DNOT_EMITTED
// ARGS: -gen-emitter -DBAD_TIE
// ARGS: -gen-emitter -DWHOLE
// Operand-list and encoding errors, reported as LLVM reports them.
include "llvm/Target/Target.td"

def ArchInstrInfo : InstrInfo;
def Arch : Target { let InstructionSet = ArchInstrInfo; }
def R0 : Register<"r0">;
def GPR : RegisterClass<"Arch", [i32], 32, (add R0)>;
def pair : Operand<i32> { let MIOperandInfo = (ops GPR, GPR); }

def X : Instruction {
  let Namespace = "Arch";
  bits<8> Inst;
  bits<4> rd; bits<4> rs;
  let Inst{7-4} = rd;
  let Inst{3-0} = rs;
  let OutOperandList = (outs GPR:$rd);
  let InOperandList = (ins GPR:$rs, pair:$p);
#ifdef NOT_EMITTED
  let DisableEncoding = "$rs";
#endif
#ifdef BAD_TIE
  let Constraints = "$rs = $p";
#endif
#ifdef WHOLE
  let DisableEncoding = "$p";
#endif
}
def Y : Instruction {
  let Namespace = "Arch";
  bits<8> Inst;
  bits<4> q;
  let Inst{7-4} = q;
  let Inst{3-0} = 0;
  let OutOperandList = (outs);
  let InOperandList = (ins);
}
