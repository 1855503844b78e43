// Instruction keys for the differential test (tests/generated/probe).
//
// LLVM sorts instruction keys pseudo-first then by name, while the lookups
// compare opcode numbers; the fixed target-independent opcodes (PHI, COPY,
// G_ADD ... numbered first, all pseudo) break the agreement, so some tables
// here are not sorted the way their binary searches assume, and entries
// that are present are not found. The Rust module must answer exactly
// like the C++ one all the same. Also: a return range over duplicate
// instructions, early-out on an instruction key, and a dense secondary
// instruction index.

include "llvm/Target/Target.td"
include "llvm/TableGen/SearchableTable.td"

def ProbeInstrInfo : InstrInfo;
def Probe : Target { let InstructionSet = ProbeInstrInfo; }
def R0 : Register<"r0">;
def GPR : RegisterClass<"Probe", [i32], 32, (add R0)>;

class PI<bit pseudo> : Instruction {
  let Namespace = "Probe";
  let OutOperandList = (outs);
  let InOperandList = (ins);
  let isPseudo = pseudo;
}
def ADD : PI<0>;
def MUL : PI<0>;
def SUB : PI<0>;
def XOR : PI<0>;
def AAPSEUDO : PI<1>;
def MPSEUDO : PI<1>;
def ZPSEUDO : PI<1>;

// Sorted AAPSEUDO, COPY, G_ADD, MPSEUDO, PHI, ZPSEUDO, ADD, SUB: opcode
// numbers out of order.
class OpInfo<Instruction op, bits<8> lat> {
  Instruction Opcode = op;
  bits<8> Latency = lat;
  string Name = NAME;
}
def info_copy : OpInfo<COPY, 1>;
def info_phi : OpInfo<PHI, 0>;
def info_aa : OpInfo<AAPSEUDO, 2>;
def info_zp : OpInfo<ZPSEUDO, 3>;
def info_add : OpInfo<ADD, 4>;
def info_gadd : OpInfo<G_ADD, 5>;
def info_mp : OpInfo<MPSEUDO, 6>;
def info_sub : OpInfo<SUB, 7>;
def MixedTable : GenericTable {
  let FilterClass = "OpInfo";
  let Fields = ["Opcode", "Latency", "Name"];
  let PrimaryKey = ["Opcode"];
  let PrimaryKeyName = "getMixedByOpcode";
}
def getMixedByOpcodeEarly : SearchIndex { let Table = MixedTable; let Key = ["Opcode"]; let EarlyOut = true; }
def getMixedByLatency : SearchIndex { let Table = MixedTable; let Key = ["Latency"]; }
def getMixedByName : SearchIndex { let Table = MixedTable; let Key = ["Name"]; }
def getMixedByOpcodeName : SearchIndex { let Table = MixedTable; let Key = ["Opcode", "Name"]; }

// Pseudo instructions only: in key order the first (AAPSEUDO) has a larger
// opcode than the last (PHI), so C++'s early-out rejects every key.
class PseudoInfo<Instruction op> { Instruction Opcode = op; bits<2> Size = 1; }
def : PseudoInfo<PHI>;
def : PseudoInfo<AAPSEUDO>;
def : PseudoInfo<COPY>;
def PseudoTable : GenericTable {
  let FilterClass = "PseudoInfo";
  let Fields = ["Opcode", "Size"];
  let PrimaryKey = ["Opcode"];
  let PrimaryKeyName = "getPseudo";
  let PrimaryKeyEarlyOut = true;
}

// Duplicate instructions, fixed and target ones: a return range.
class Alt<Instruction op, bits<4> variant> { Instruction Opcode = op; bits<4> Variant = variant; }
def : Alt<ADD, 1>;
def : Alt<COPY, 1>;
def : Alt<ADD, 2>;
def : Alt<ZPSEUDO, 1>;
def : Alt<COPY, 2>;
def : Alt<XOR, 1>;
def : Alt<ADD, 3>;
def : Alt<IMPLICIT_DEF, 1>;
def : Alt<AAPSEUDO, 1>;
def AltTable : GenericTable {
  let FilterClass = "Alt";
  let Fields = ["Opcode", "Variant"];
  let PrimaryKey = ["Opcode"];
  let PrimaryKeyName = "getAlts";
  let PrimaryKeyReturnRange = true;
}
def getAltByVariantOpcode : SearchIndex { let Table = AltTable; let Key = ["Variant", "Opcode"]; }

// Target instructions only, consecutive opcodes: dense secondary index.
class Dense<Instruction op, bits<16> enc> { Instruction Opcode = op; bits<16> Enc = enc; }
def : Dense<SUB, 0x30>;
def : Dense<ADD, 0x10>;
def : Dense<XOR, 0x40>;
def : Dense<MUL, 0x20>;
def DenseOps : GenericTable {
  let FilterClass = "Dense";
  let Fields = ["Enc", "Opcode"];
  let PrimaryKey = ["Enc"];
  let PrimaryKeyName = "getDenseByEnc";
  let PrimaryKeyEarlyOut = true;
}
def getDenseByOpcode : SearchIndex { let Table = DenseOps; let Key = ["Opcode"]; }
