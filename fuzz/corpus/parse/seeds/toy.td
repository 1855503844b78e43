// A toy ISA: registers, three instruction formats, a condition-code enum
// and a lookup table. Exercises most of the TableGen language.
include "ToyBase.td"

#define TOY_HAS_MUL

foreach i = 0...7 in
  def R#i : Register<"r"#i, i>;

def GPR : RegisterClass<"Toy", !foreach(i, !range(8), !cast<Register>("R"#i))>;

class AluOp<string m, bits<4> o> { string Mnemonic = m; bits<4> Opc = o; }
defvar AluOps = [AluOp<"add", 0b0001>, AluOp<"sub", 0b0010>, AluOp<"and", 0b0100>, AluOp<"or", 0b0101>];

class RInst<string m, bits<4> opc> : Instruction<m # " $rd, $rs1, $rs2", FmtR> {
  bits<3> rd;
  bits<3> rs1;
  bits<3> rs2;
  let Inst{28-25} = opc;
  let Inst{8-6} = rd;
  let Inst{5-3} = rs1;
  let Inst{2-0} = rs2;
}

class IInst<string m, bits<4> opc> : Instruction<m # "i $rd, $rs1, $imm", FmtI> {
  bits<3> rd;
  bits<3> rs1;
  bits<16> imm;
  let Inst{28-25} = opc;
  let Inst{24-22} = rd;
  let Inst{21-19} = rs1;
  let Inst{15-0} = imm;
}

multiclass Alu<string m, bits<4> opc> {
  def rr : RInst<m, opc>;
  def ri : IInst<m, opc>;
}

foreach op = AluOps in
  defm !toupper(op.Mnemonic) : Alu<op.Mnemonic, op.Opc>;

#ifdef TOY_HAS_MUL
defm MUL : Alu<"mul", 0b1000>;
#endif

let isBranch = 1, isTerminator = 1 in {
  def BEQ : Instruction<"beq $rs1, $rs2, $off", FmtB> { let Inst{28-25} = 0b1100; }
  def BNE : Instruction<"bne $rs1, $rs2, $off", FmtB> { let Inst{28-25} = 0b1101; }
}

class CondCode<string name, bits<4> enc> {
  string Name = name;
  bits<4> Encoding = enc;
  string Inverse = !cond(!eq(name, "eq") : "ne", !eq(name, "ne") : "eq", true : "al");
}
def CC_EQ : CondCode<"eq", 0>;
def CC_NE : CondCode<"ne", 1>;
def CC_AL : CondCode<"al", 15>;

def CondCodes : GenericEnum { let FilterClass = "CondCode"; let NameField = "Name"; let ValueField = "Encoding"; }
def CondCodeTable : GenericTable {
  let FilterClass = "CondCode";
  let Fields = ["Name", "Encoding", "Inverse"];
  let PrimaryKey = ["Encoding"];
  let PrimaryKeyName = "lookupCondCodeByEncoding";
}

defvar NumAluInstrs = !size(AluOps);
assert !eq(NumAluInstrs, 4), "expected four ALU operations";
def Summary {
  int NumRegs = !size(GPR.MemberList);
  list<string> Mnemonics = !foreach(op, AluOps, op.Mnemonic);
  string Joined = !interleave(Mnemonics, ", ");
}
