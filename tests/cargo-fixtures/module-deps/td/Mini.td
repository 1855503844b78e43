// A small target with something for every backend whose Rust module uses
// another module's types in a tree: patterns (dag-isel), encodings
// (emitter), a processor (subtarget), a searchable table of instructions,
// a fusion and a register bank.

include "llvm/Target/Target.td"
include "llvm/TableGen/SearchableTable.td"

def MiniISA : InstrInfo;
def Mini : Target { let InstructionSet = MiniISA; }

let Namespace = "Mini" in {
  def R0 : Register<"r0"> { let HWEncoding = 0; }
  def R1 : Register<"r1"> { let HWEncoding = 1; }
}
def GPR : RegisterClass<"Mini", [i32], 32, (add R0, R1)>;
def GPRBank : RegisterBank<"GPRB", [GPR]>;

def FeatureMul : SubtargetFeature<"mul", "HasMul", "true", "Multiply">;
def HasMul : Predicate<"Subtarget->hasMul()">;

class MiniInst<bits<4> op, string asm, SDNode node> : Instruction {
  let Namespace = "Mini";
  let OutOperandList = (outs GPR:$rd);
  let InOperandList = (ins GPR:$rs1, GPR:$rs2);
  let AsmString = asm;
  let Pattern = [(set GPR:$rd, (node GPR:$rs1, GPR:$rs2))];
  let Size = 1;
  field bits<8> Inst;
  field bits<8> SoftFail = 0;
  bits<1> rd;
  bits<1> rs1;
  bits<1> rs2;
  let Inst{7-4} = op;
  let Inst{2} = rd;
  let Inst{1} = rs1;
  let Inst{0} = rs2;
}
def ADD : MiniInst<1, "add $rd, $rs1, $rs2", add>;
let Predicates = [HasMul] in
def MUL : MiniInst<2, "mul $rd, $rs1, $rs2", mul>;

def : ProcessorModel<"mini-1", NoSchedModel, [FeatureMul]>;

def AddMulFusion : SimpleFusion<"add-mul-fusion", "HasAddMulFusion", "ADD then MUL",
                                CheckOpcode<[ADD]>, CheckOpcode<[MUL]>>;

class MiniCost<Instruction i, int c> {
  Instruction Inst = i;
  bits<8> Cost = c;
}
def : MiniCost<ADD, 1>;
def : MiniCost<MUL, 3>;
def MiniCosts : GenericTable {
  let FilterClass = "MiniCost";
  let Fields = ["Inst", "Cost"];
  let PrimaryKey = ["Inst"];
  let PrimaryKeyName = "lookupCost";
}
