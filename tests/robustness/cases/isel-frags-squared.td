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
def pf0 : PatFrags<(ops node:$x, node:$y), [(add node:$x, node:$y), (sub node:$x, node:$y)]>;
def pf1 : PatFrags<(ops node:$x, node:$y), [(pf0 (pf0 node:$x, node:$y), node:$y), (and node:$x, node:$y)]>;
def pf2 : PatFrags<(ops node:$x, node:$y), [(pf1 (pf1 node:$x, node:$y), node:$y), (and node:$x, node:$y)]>;
def pf3 : PatFrags<(ops node:$x, node:$y), [(pf2 (pf2 node:$x, node:$y), node:$y), (and node:$x, node:$y)]>;
def pf4 : PatFrags<(ops node:$x, node:$y), [(pf3 (pf3 node:$x, node:$y), node:$y), (and node:$x, node:$y)]>;
def pf5 : PatFrags<(ops node:$x, node:$y), [(pf4 (pf4 node:$x, node:$y), node:$y), (and node:$x, node:$y)]>;
def : Pat<(pf5 GPR:$a, GPR:$b), (ADD GPR:$a, GPR:$b)>;
