// Toy.td: a small 32-bit load/store ISA, written to exercise most of the
// TableGen language and to feed the searchable-tables backend and the custom
// backend in examples/backends/toy_asm.rs.
//
// Encoding, common to every instruction:
//
//   31    26 25  22 21  18 17                                0
//  +--------+------+------+-----------------------------------+
//  | opcode |  rd  | rs1  |  R: rs2 (17-14), zero (13-0)      |
//  |        |      |      |  I: zero (17-16), imm16 (15-0)    |
//  |        | rs1  | rs2  |  B: offset18 (17-0)               |
//  +--------+------+------+-----------------------------------+
//
// Opcode space: 00ffff R-type ALU, 01ffff I-type ALU (same function code
// `ffff`), 10xxxx memory, 11cccc branches on condition `cccc`, 111111 halt.

include "ToyBase.td"

// Build with -DTOY_NO_MUL for the variant without a multiplier.
#ifndef TOY_NO_MUL
#define TOY_HAS_MUL
#endif

//===----------------------------------------------------------------------===//
// Registers: r0-r15, three of them with ABI names.
//===----------------------------------------------------------------------===//

foreach i = 0...15 in
  def R#i : ToyReg<"r"#i, i, !cond(!eq(i, 0)  : "zero",
                                   !eq(i, 14) : "fp",
                                   !eq(i, 15) : "sp",
                                   true       : "")>;

def GPR : ToyRegClass<!foreach(i, !range(16), !cast<ToyReg>("R"#i))>;

//===----------------------------------------------------------------------===//
// Condition codes.
//===----------------------------------------------------------------------===//

class CondCode<string name, bits<4> enc> {
  string Name = name;
  bits<4> Encoding = enc;
  // The condition that holds exactly when this one does not, which is what
  // a compiler needs to flip a branch.
  string Inverse = !cond(!eq(name, "eq")  : "ne",
                         !eq(name, "ne")  : "eq",
                         !eq(name, "lt")  : "ge",
                         !eq(name, "ge")  : "lt",
                         !eq(name, "ltu") : "geu",
                         !eq(name, "geu") : "ltu",
                         true             : "");
  assert !ne(Inverse, ""), "condition code '" # name # "' has no inverse";
}

defvar CondNames = ["eq", "ne", "lt", "ge", "ltu", "geu"];
foreach i = 0...!sub(!size(CondNames), 1) in
  def CC_ # !toupper(CondNames[i]) : CondCode<CondNames[i], i>;

//===----------------------------------------------------------------------===//
// Instruction formats.
//===----------------------------------------------------------------------===//

def FormatR : InstFormat<0>;
def FormatI : InstFormat<1>;
def FormatB : InstFormat<2>;

class RType<string mnemonic, bits<6> opcode>
    : ToyInst<mnemonic, FormatR, opcode, "$rd, $rs1, $rs2"> {
  bits<4> rd;
  bits<4> rs1;
  bits<4> rs2;
  let Inst{25-22} = rd;
  let Inst{21-18} = rs1;
  let Inst{17-14} = rs2;
  let Inst{13-0} = 0;
}

class IType<string mnemonic, bits<6> opcode, string operands = "$rd, $rs1, $imm">
    : ToyInst<mnemonic, FormatI, opcode, operands> {
  bits<4> rd;
  bits<4> rs1;
  bits<16> imm;
  let Inst{25-22} = rd;
  let Inst{21-18} = rs1;
  let Inst{17-16} = 0b00;
  let Inst{15-0} = imm;
}

// A conditional branch: `b<cc> rs1, rs2, offset` jumps by `offset` words
// when `rs1 <cc> rs2`. The condition code is part of the opcode.
class BType<string cc, bits<4> cond>
    : ToyInst<"b" # cc, FormatB, {0b11, cond}, "$rs1, $rs2, $offset"> {
  bits<4> rs1;
  bits<4> rs2;
  bits<18> offset;
  let Inst{25-22} = rs1;
  let Inst{21-18} = rs2;
  let Inst{17-0} = offset;
}

//===----------------------------------------------------------------------===//
// Instructions.
//===----------------------------------------------------------------------===//

class AluOp<string mnemonic, bits<4> func> {
  string Mnemonic = mnemonic;
  bits<4> Func = func;
}

defvar AluOps = [
  AluOp<"add", 0b0001>,
  AluOp<"sub", 0b0010>,
  AluOp<"and", 0b0100>,
  AluOp<"or",  0b0101>,
  AluOp<"xor", 0b0110>,
  AluOp<"sll", 0b1000>,
  AluOp<"srl", 0b1001>,
];

// Every ALU operation comes as register-register (ADDrr: `add`) and
// register-immediate (ADDri: `addi`).
multiclass Alu<string mnemonic, bits<4> func> {
  def rr : RType<mnemonic, {0b00, func}>;
  def ri : IType<mnemonic # "i", {0b01, func}>;
}

foreach op = AluOps in
  defm !toupper(op.Mnemonic) : Alu<op.Mnemonic, op.Func>;

#ifdef TOY_HAS_MUL
defm MUL : Alu<"mul", 0b1010>;
#endif

def LW : IType<"lw", 0b100000, "$rd, $imm($rs1)">;
def SW : IType<"sw", 0b100001, "$rd, $imm($rs1)">;

let isBranch = true, isTerminator = true in {
  foreach cc = CondNames in
    def B # !toupper(cc) : BType<cc, !cast<CondCode>("CC_" # !toupper(cc)).Encoding>;

  def HALT : ToyInst<"halt", FormatR, 0b111111, ""> {
    let Inst{25-0} = 0;
  }
}

//===----------------------------------------------------------------------===//
// Searchable tables (see ToyBase.td for what each field means).
//===----------------------------------------------------------------------===//

def InstFormats : GenericEnum {
  let FilterClass = "InstFormat";
  let ValueField = "Value";
}

def CondCodes : GenericEnum {
  let FilterClass = "CondCode";
  let ValueField = "Encoding";
}

def ToyInstTable : GenericTable {
  let FilterClass = "ToyInst";
  let Fields = ["Mnemonic", "AsmString", "Opcode", "Format", "Size", "isBranch"];
  string TypeOf_Format = "InstFormats";
  let PrimaryKey = ["Opcode"];
  let PrimaryKeyName = "lookupToyInstByOpcode";
}

def lookupToyInstByMnemonic : SearchIndex {
  let Table = ToyInstTable;
  let Key = ["Mnemonic"];
}

def CondCodeTable : GenericTable {
  let FilterClass = "CondCode";
  let Fields = ["Name", "Encoding", "Inverse"];
  let PrimaryKey = ["Encoding"];
  let PrimaryKeyName = "lookupCondCodeByEncoding";
  let PrimaryKeyEarlyOut = true;
}

def lookupCondCodeByName : SearchIndex {
  let Table = CondCodeTable;
  let Key = ["Name"];
}

def ToyRegTable : GenericTable {
  let FilterClass = "ToyReg";
  let Fields = ["AsmName", "AltName", "Encoding"];
  let PrimaryKey = ["Encoding"];
  let PrimaryKeyName = "lookupRegByEncoding";
}

def lookupRegByName : SearchIndex {
  let Table = ToyRegTable;
  let Key = ["AsmName"];
}

def lookupRegByAltName : SearchIndex {
  let Table = ToyRegTable;
  let Key = ["AltName"];
}

//===----------------------------------------------------------------------===//
// Consistency checks and a summary record.
//===----------------------------------------------------------------------===//

defvar NumAluOps = !size(AluOps);
assert !eq(NumAluOps, 7), "expected seven ALU operations, got " # NumAluOps;
assert !eq(GPR.NumRegs, 16), "the register fields are four bits wide";

def Summary {
  int NumRegs = GPR.NumRegs;
  list<string> AluMnemonics = !foreach(op, AluOps, op.Mnemonic);
  string Joined = !interleave(AluMnemonics, ", ");
  int NumCondCodes = !size(CondNames);
  bit HasMul = !exists<ToyInst>("MULrr");
}
