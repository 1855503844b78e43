// The mini target with a searchable table keyed by instruction, for the
// module tree test (Builder::rust_target): the table's instruction field
// and the encoder's opcodes have the tree's one Opcode type.
include "mini-target.td"
include "llvm/TableGen/SearchableTable.td"

class MiniCost<Instruction i, bits<8> c> {
  Instruction Inst = i;
  bits<8> Cost = c;
}
def : MiniCost<SUB, 1>;
def : MiniCost<ADD, 1>;
def : MiniCost<LI, 2>;
def : MiniCost<PseudoRET, 3>;

def MiniCosts : GenericTable {
  let FilterClass = "MiniCost";
  let Fields = ["Inst", "Cost"];
  let PrimaryKey = ["Inst"];
  let PrimaryKeyName = "lookupMiniCost";
}

// A register bank, whose classes are the tree's RegClass.
def GPRRegBank : RegisterBank<"GPRB", [GPRLow, GPR]>;
// A fusion for the tree's -gen-macro-fusion-pred module: its opcodes are
// the tree's Opcode, its registers LLVM's numbers.
def MiniLiAdd : SimpleFusion<"li-add", "HasLiAdd", "ADD or SUB after LI",
                             CheckOpcode<[LI]>,
                             CheckAll<[CheckOpcode<[ADD, SUB]>, CheckNot<CheckRegOperand<2, R0>>]>>;
