// -gen-asm-writer on a small target that uses what the printer reads:
// two syntax variants, alternate register names with a fallback, a
// PC-relative operand, modifiers, PrintSpecial, complex operands, tied
// operands, aliases with every kind of condition, and features.
//
// ARGS: -gen-asm-writer
// ARGS: -gen-asm-writer -asmwriternum=1
// ARGS: -gen-asm-writer -DNO_SUBTARGET
// ARGS: -gen-asm-writer -DONE_ALT_NAME
include "llvm/Target/Target.td"

def KInstrInfo : InstrInfo;

def ABI : RegAltNameIndex;
#ifndef ONE_ALT_NAME
def Raw : RegAltNameIndex { let FallbackRegAltNameIndex = NoRegAltName; }
#endif

let Namespace = "K" in {
#ifndef ONE_ALT_NAME
  let RegAltNameIndices = [ABI, Raw] in {
    def R0 : Register<"r0", ["zero", "x0"]>;
    def R1 : Register<"r1", ["ra", "x1"]>;
    def R2 : Register<"r2", ["sp", ""]>;
  }
#else
  let RegAltNameIndices = [ABI] in {
    def R0 : Register<"r0", ["zero"]>;
    def R1 : Register<"r1", ["ra"]>;
    def R2 : Register<"r2", ["sp"]>;
  }
#endif
  def PC : Register<"">;
}
def GPR : RegisterClass<"K", [i32], 32, (add R0, R1, R2)>;
def GPRNoZero : RegisterClass<"K", [i32], 32, (add R1, R2)>;
def PCR : RegisterClass<"K", [i32], 32, (add PC)>;

def FeatureA : SubtargetFeature<"a", "HasA", "true", "A">;
def FeatureB : SubtargetFeature<"b", "HasB", "true", "B">;
def HasA : Predicate<"Subtarget->hasA()">, AssemblerPredicate<(all_of FeatureA)>;
def HasAOrB : Predicate<"Subtarget->hasAOrB()">, AssemblerPredicate<(any_of FeatureA, (not FeatureB))>;

def simm12 : Operand<i32> {
  let MCOperandPredicate = [{
    int64_t Imm;
    if (!MCOp.evaluateAsConstantImm(Imm))
      return false;
    return isInt<12>(Imm);
  }];
}
def uimm5 : Operand<i32> { let PrintMethod = "printUImm"; }
def brtarget : Operand<OtherVT> { let PrintMethod = "printBranch"; let OperandType = "OPERAND_PCREL"; }
def memsrc : Operand<i32> {
  let MIOperandInfo = (ops GPR:$base, simm12:$off);
  let PrintMethod = "printMem";
}

class KInst<dag outs, dag ins, string asm> : Instruction {
  let Namespace = "K";
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = asm;
  let Size = 4;
}

def ADDI : KInst<(outs GPR:$rd), (ins GPR:$rs, simm12:$imm), "addi{|.i}\t$rd, $rs, $imm">;
def ADD : KInst<(outs GPR:$rd), (ins GPR:$rs, GPR:$rt), "add\t$rd, $rs, $rt">;
def SUB : KInst<(outs GPR:$rd), (ins GPR:$rs, GPR:$rt), "sub\t$rd, $rs, $rt">;
def SLLI : KInst<(outs GPR:$rd), (ins GPR:$rs, uimm5:$sh), "slli\t$rd, $rs, $sh">;
def SRLI : KInst<(outs GPR:$rd), (ins GPR:$rs, uimm5:$sh), "srli\t$rd, $rs, ${sh:hex}">;
def BEQ : KInst<(outs), (ins GPR:$a, GPR:$b, brtarget:$t), "beq\t$a, $b, $t">;
def LW : KInst<(outs GPR:$rd), (ins memsrc:$src), "lw\t$rd, $src">;
def INC : KInst<(outs GPR:$rd), (ins GPR:$src, simm12:$imm), "inc{ $rd| $rd, $imm}"> {
  let Constraints = "$src = $rd";
}
def NOP : KInst<(outs), (ins), "nop">;
def SPECIAL : KInst<(outs), (ins), "${:comment} special \\{x\\} $$ \\t\"q\"">;
def MV : KInst<(outs GPR:$rd), (ins GPR:$rs), "mv\t$rd,\n\t$rs">;
def NOASM : KInst<(outs), (ins), "">;
def RET : KInst<(outs), (ins), "ret">;
#ifdef TRAILING_BACKSLASH
// Not among the ARGS: llvm-tblgen-19 loops forever on it.
def TRAILING : KInst<(outs), (ins), "trailing\\">;
#endif

def : InstAlias<"nop", (ADDI R0, R0, 0)>;
def : InstAlias<"mv $rd, $rs", (ADDI GPR:$rd, GPR:$rs, 0)>;
def : InstAlias<"li $rd, $imm", (ADDI GPR:$rd, R0, simm12:$imm)>;
def : InstAlias<"double $rd", (ADD GPR:$rd, GPR:$rd, GPR:$rd)>;
def : InstAlias<"neg $rd, $rt", (SUB GPRNoZero:$rd, R0, GPR:$rt)> { let Predicates = [HasA]; }
def : InstAlias<"negb $rd, $rt", (SUB GPR:$rd, R0, GPR:$rt), 2> { let Predicates = [HasAOrB]; }
def : InstAlias<"sll1 $rd, $rs", (SLLI GPR:$rd, GPR:$rs, 1)>;
def : InstAlias<"shl $rd, $rs, $sh", (SLLI GPR:$rd, GPR:$rs, uimm5:$sh)>;
def : InstAlias<"beqz $a, $t", (BEQ GPR:$a, R0, brtarget:$t)>;
def : InstAlias<"lw0 $rd, ${src}", (LW GPR:$rd, memsrc:$src)>;
def : InstAlias<"never", (NOP), 0>;
def : InstAlias<"too many $rd, $rs, $rt, $x", (ADD GPR:$rd, GPR:$rs, GPR:$rt)>;

def KAsmWriter : AsmWriter {
#ifndef NO_SUBTARGET
  let PassSubtarget = 1;
#endif
}
def KAsmWriter1 : AsmWriter {
  let AsmWriterClassName = "IntelPrinter";
  let Variant = 1;
}

def K : Target {
  let InstructionSet = KInstrInfo;
  let AssemblyWriters = [KAsmWriter, KAsmWriter1];
}
