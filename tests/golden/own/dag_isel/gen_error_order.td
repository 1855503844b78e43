// -gen-dag-isel's matcher generation fails on two patterns 30 apart in
// LLVM's pattern order (a complex pattern used without a name): LLVM
// reports the first in that order, and so must a generator that makes the
// matchers of different patterns on different threads (in blocks of 64:
// the second thread meets the later error first).
// ARGS: -gen-dag-isel

include "llvm/Target/Target.td"

def OrdISA : InstrInfo;
def Ord : Target { let InstructionSet = OrdISA; }

let Namespace = "Ord" in {
  def R0 : Register<"r0">;
  def R1 : Register<"r1">;
}
def GPR : RegisterClass<"Ord", [i32], 32, (add R0, R1)>;
def addr : ComplexPattern<i32, 1, "SelectAddr", [], []>;
def addr2 : ComplexPattern<i32, 1, "SelectAddr2", [], []>;

let Namespace = "Ord" in {
  def ADDI : Instruction {
    let OutOperandList = (outs GPR:$d);
    let InOperandList = (ins GPR:$a, i32imm:$i);
  }
  def LD : Instruction {
    let OutOperandList = (outs GPR:$d);
    let InOperandList = (ins GPR:$a);
    let mayLoad = 1;
  }
}

// 300 patterns in a known order (complexity falls with i)...
foreach i = 0...299 in
  let AddedComplexity = !sub(1000, !mul(2, i)) in
  def : Pat<(add GPR:$a, (i32 i)), (ADDI GPR:$a, i)>;

// ...and two bad ones among them: the first in LLVM's order comes after
// the 50th good one, the second after the 80th.
let AddedComplexity = 839 in
def : Pat<(i32 (load addr)), (LD R0)>;
let AddedComplexity = 899 in
def : Pat<(i32 (add (load addr2), GPR:$b)), (LD GPR:$b)>;
