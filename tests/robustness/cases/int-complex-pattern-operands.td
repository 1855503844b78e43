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
def cp : ComplexPattern<i32, -1, "SelectCP", []>;
def : Pat<(add GPR:$a, cp:$b), (ADD GPR:$a, cp:$b)>;
