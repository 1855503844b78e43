// ToyBase.td: the target-independent vocabulary the toy ISA is written in.
//
// In a real LLVM target this role is played by llvm/Target/Target.td and
// llvm/TableGen/SearchableTable.td. Both are deliberately not included
// here: the toy defines the handful of classes it needs itself, so that the
// example stays self-contained and every line of it can be read in one sitting.

//===----------------------------------------------------------------------===//
// Searchable tables.
//
// The -gen-searchable-tables backend does not care where these classes come
// from, only what they are called and which fields they have: it collects
// every def derived from GenericEnum, GenericTable and SearchIndex and reads
// the fields below by name.
//===----------------------------------------------------------------------===//

// An enumeration with one enumerator per def derived from FilterClass.
class GenericEnum {
  // The class whose defs become the enumerators.
  string FilterClass;
  // A string field of those defs holding the enumerator's name; when left
  // unset, the def's own name is used.
  string NameField;
  // A field of those defs holding the enumerator's value; when left unset,
  // the enumerators are numbered 0, 1, ... in the order of their names.
  string ValueField;
}

// A table with one row per def derived from FilterClass.
class GenericTable {
  // The class whose defs become the rows.
  string FilterClass;
  // Optionally, a `bit` field of FilterClass: only defs where it is true
  // get a row.
  string FilterClassField = ?;
  // The name of the row type in the C++ output (which does not declare it).
  string CppTypeName = FilterClass;
  // The fields that make up a row, in order. Field types are inferred from
  // the values (bit, bits<n>, string); a field holding a def of a
  // GenericEnum's class needs a `string TypeOf_<field> = "<enum def>";`
  // next to it.
  list<string> Fields;
  // Optionally, the fields that form the table's sort and lookup key, and
  // the name of the lookup function generated for it.
  list<string> PrimaryKey;
  string PrimaryKeyName;
  // Check the first key field against the smallest and largest key before
  // searching (integral keys only).
  bit PrimaryKeyEarlyOut = false;
  // Return every row with the key rather than the first one.
  bit PrimaryKeyReturnRange = false;
}

// A secondary lookup function over a GenericTable.
class SearchIndex {
  // The table searched.
  GenericTable Table;
  // The fields that form the key. String keys are compared without regard
  // to ASCII case.
  list<string> Key;
  // As GenericTable.PrimaryKeyEarlyOut.
  bit EarlyOut = false;
}

//===----------------------------------------------------------------------===//
// Registers.
//===----------------------------------------------------------------------===//

// One architectural register. `AltName` is an optional ABI name (`sp`).
class ToyReg<string name, bits<4> enc, string alt = ""> {
  string AsmName = name;
  string AltName = alt;
  bits<4> Encoding = enc;
}

// A set of registers that an operand may name.
class ToyRegClass<list<ToyReg> regs> {
  list<ToyReg> Members = regs;
  int NumRegs = !size(regs);
}

//===----------------------------------------------------------------------===//
// Instructions.
//===----------------------------------------------------------------------===//

// How an instruction word is laid out. The value is what the hardware
// decoder would use to pick the operand fields.
class InstFormat<bits<2> value> {
  bits<2> Value = value;
}

// Every toy instruction: a 32-bit word whose top six bits are the opcode.
// Formats derived from this class assign the remaining bits from their
// operand fields; a bit left `?` would be an encoding hole, which the
// backends treat as an error.
class ToyInst<string mnemonic, InstFormat format, bits<6> opcode, string operands> {
  string Mnemonic = mnemonic;
  // The assembly syntax: the mnemonic, then `$name` for each operand.
  string AsmString = !if(!empty(operands), mnemonic, mnemonic # " " # operands);
  InstFormat Format = format;
  bits<6> Opcode = opcode;
  bits<8> Size = 4;
  bit isBranch = false;
  bit isTerminator = false;

  bits<32> Inst;
  let Inst{31-26} = Opcode;
}
