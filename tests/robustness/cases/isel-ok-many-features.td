include "llvm/Target/Target.td"
def R0 : Register<"r0"> { let Namespace = "P"; }
def R1 : Register<"r1"> { let Namespace = "P"; }
def GPR : RegisterClass<"P", [i32], 32, (add R0)>;
def GPR8 : RegisterClass<"P", [i8], 8, (add R1)>;
def PInstrInfo : InstrInfo;
def P : Target { let InstructionSet = PInstrInfo; }
def simm8 : Operand<i32>;
class PI<dag outs, dag ins, list<dag> pat = []> : Instruction {
  let Namespace = "P";
  let OutOperandList = outs;
  let InOperandList = ins;
  let Pattern = pat;
}
def ADD : PI<(outs GPR:$d), (ins GPR:$a, GPR:$b)>;
def LI : PI<(outs GPR:$d), (ins simm8:$i)>;
def NOTDAG;
def fz : SDNode<"PISD::FZ", SDTypeProfile<1, 2, [SDTCisSameAs<0, 1>, SDTCisInt<2>]>>;
def xf : SDNodeXForm<imm, [{ return N; }]>;
def s8 : ImmLeaf<i32, [{ return isInt<8>(Imm); }], xf>;
def ou : PatFrag<(ops node:$a, node:$b), (add node:$a, node:$b), [{ return N->hasOneUse(); }]>;
def : Pat<(ou GPR:$a, GPR:$b), (ADD GPR:$a, GPR:$b)>;
def : Pat<(i32 s8:$i), (LI simm8:$i)>;
def : Pat<(fz GPR:$a, (i32 7)), (ADD GPR:$a, GPR:$a)>;
