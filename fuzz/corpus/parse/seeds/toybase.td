// Generic building blocks for the toy target (a stand-in for LLVM's Target.td).

class Register<string n, int enc> {
  string AsmName = n;
  bits<4> HWEncoding = enc;
}

class RegisterClass<string ns, list<Register> regs, int size = 32> {
  string Namespace = ns;
  list<Register> MemberList = regs;
  int Size = size;
}

class Format<bits<3> v> { bits<3> Value = v; }
def FmtR : Format<0>;
def FmtI : Format<1>;
def FmtB : Format<2>;

class Instruction<string mnemonic, Format f> {
  string AsmString = mnemonic;
  Format Form = f;
  bits<32> Inst;
  let Inst{31-29} = f.Value;
  bit isBranch = 0;
  bit isTerminator = 0;
  int Size = 4;
}

// A searchable-table style enum and table, as GenericEnum/GenericTable use them.
class GenericEnum { string FilterClass; string NameField; string ValueField; }
class GenericTable { string FilterClass; list<string> Fields; list<string> PrimaryKey; string PrimaryKeyName; }
