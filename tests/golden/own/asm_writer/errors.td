// LLVM's errors, one case per ARGS line (each define breaks one thing).
//
// ARGS: -gen-asm-writer -asmwriternum=2
// ARGS: -gen-asm-writer -DSTRAY
// ARGS: -gen-asm-writer -DBAD_MODIFIER
// ARGS: -gen-asm-writer -DUNCLOSED
// ARGS: -gen-asm-writer -DUNCLOSED_AT_END
// ARGS: -gen-asm-writer -DUNKNOWN_OPERAND
// ARGS: -gen-asm-writer -DBAD_ESCAPE
// ARGS: -gen-asm-writer -DMISSING_ALT_NAME
// ARGS: -gen-asm-writer -DALIAS_NOT_INSTRUCTION
// ARGS: -gen-asm-writer -DALIAS_TOO_FEW
// ARGS: -gen-asm-writer -DALIAS_TOO_MANY
// ARGS: -gen-asm-writer -DALIAS_FOREIGN_REGISTER
// ARGS: -gen-asm-writer -DALIAS_NAMED_REGISTER
// ARGS: -gen-asm-writer -DALIAS_NAMED_IMM
// ARGS: -gen-asm-writer -DALIAS_UNNAMED_OPERAND
// ARGS: -gen-asm-writer -DALIAS_TWO_CLASSES
// ARGS: -gen-asm-writer -DALIAS_WIDE_IMM
// ARGS: -gen-asm-writer -DALIAS_MISMATCH
// ARGS: -gen-asm-writer -DALIAS_SUBOP_MISMATCH
// ARGS: -gen-asm-writer -DBAD_COND_COMBINE
// ARGS: -gen-asm-writer -DBAD_COND_NOT
// ARGS: -gen-asm-writer -DBAD_COND_EMPTY
// ARGS: -gen-asm-writer -DBAD_COND_NOT_FEATURE
// ARGS: -gen-asm-writer -DFIRST_ALIAS_ERROR_WINS
include "llvm/Target/Target.td"

def EInstrInfo : InstrInfo;

def ABI : RegAltNameIndex;
let Namespace = "E" in {
#ifdef MISSING_ALT_NAME
  let RegAltNameIndices = [NoRegAltName, ABI] in def R0 : Register<"r0", ["zero"]>;
#else
  let RegAltNameIndices = [ABI] in def R0 : Register<"r0", ["zero"]>;
#endif
  def R1 : Register<"r1">;
  def R2 : Register<"r2">;
}
def GPR : RegisterClass<"E", [i32], 32, (add R0, R1)>;
def GPR2 : RegisterClass<"E", [i32], 32, (add R2)>;

def FeatureA : SubtargetFeature<"a", "HasA", "true", "A">;
def NotAFeature { }

def imm32 : Operand<i32>;
def mem : Operand<i32> { let MIOperandInfo = (ops GPR:$base, imm32:$off); }

class EInst<dag outs, dag ins, string asm> : Instruction {
  let Namespace = "E";
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = asm;
}

def ADDI : EInst<(outs GPR:$rd), (ins GPR:$rs, imm32:$imm), "addi\t$rd, $rs, $imm">;
def LD : EInst<(outs GPR:$rd), (ins mem:$addr), "ld\t$rd, $addr">;
#ifdef STRAY
def BAD : EInst<(outs), (ins), "bad $ x">;
#endif
#ifdef BAD_MODIFIER
def BAD : EInst<(outs GPR:$rd), (ins), "bad ${rd:}">;
#endif
#ifdef UNCLOSED
def BAD : EInst<(outs GPR:$rd), (ins), "bad ${rd x">;
#endif
#ifdef UNCLOSED_AT_END
def BAD : EInst<(outs GPR:$rd), (ins), "bad ${rd">;
#endif
#ifdef UNKNOWN_OPERAND
def BAD : EInst<(outs GPR:$rd), (ins), "bad $rs">;
#endif
#ifdef BAD_ESCAPE
def BAD : EInst<(outs), (ins), "bad \\q">;
#endif

def NotAnInstruction;
#ifdef ALIAS_NOT_INSTRUCTION
def : InstAlias<"x", (NotAnInstruction)>;
#endif
#ifdef ALIAS_TOO_FEW
def : InstAlias<"x $rd", (ADDI GPR:$rd)>;
#endif
#ifdef ALIAS_TOO_MANY
def : InstAlias<"x $rd", (ADDI GPR:$rd, GPR:$rd, 1, 2)>;
#endif
#ifdef ALIAS_FOREIGN_REGISTER
def : InstAlias<"x $rd", (ADDI GPR:$rd, R2, 1)>;
#endif
#ifdef ALIAS_NAMED_REGISTER
def : InstAlias<"x $rd", (ADDI GPR:$rd, R1:$r, 1)>;
#endif
#ifdef ALIAS_NAMED_IMM
def : InstAlias<"x $rd", (ADDI GPR:$rd, GPR:$rd, 1:$i)>;
#endif
#ifdef ALIAS_UNNAMED_OPERAND
def : InstAlias<"x $rd", (ADDI GPR:$rd, GPR:$rd, imm32)>;
#endif
#ifdef ALIAS_TWO_CLASSES
def : InstAlias<"x $rd", (ADDI GPR:$rd, GPR2:$rd, 1)>;
#endif
#ifdef ALIAS_WIDE_IMM
def : InstAlias<"x $rd", (ADDI GPR:$rd, GPR:$rd, 0x100000000)>;
#endif
#ifdef ALIAS_MISMATCH
def : InstAlias<"x $rd", (ADDI GPR2:$rd, GPR:$rs, 1)>;
#endif
#ifdef ALIAS_SUBOP_MISMATCH
def : InstAlias<"x $rd", (LD GPR:$rd, GPR:$b, GPR:$c)>;
#endif
#ifdef BAD_COND_COMBINE
def P : Predicate<"">, AssemblerPredicate<(or FeatureA)>;
def : InstAlias<"x $rd", (ADDI GPR:$rd, GPR:$rd, 1)> { let Predicates = [P]; }
#endif
#ifdef BAD_COND_NOT
def P : Predicate<"">, AssemblerPredicate<(all_of (xor FeatureA))>;
def : InstAlias<"x $rd", (ADDI GPR:$rd, GPR:$rd, 1)> { let Predicates = [P]; }
#endif
#ifdef BAD_COND_EMPTY
def P : Predicate<"">, AssemblerPredicate<(all_of)>;
def : InstAlias<"x $rd", (ADDI GPR:$rd, GPR:$rd, 1)> { let Predicates = [P]; }
#endif
#ifdef BAD_COND_NOT_FEATURE
def P : Predicate<"">, AssemblerPredicate<(all_of NotAFeature)>;
def : InstAlias<"x $rd", (ADDI GPR:$rd, GPR:$rd, 1)> { let Predicates = [P]; }
#endif
#ifdef FIRST_ALIAS_ERROR_WINS
def A1 : InstAlias<"x $rd", (ADDI GPR:$rd, GPR:$rd, 1:$i)>;
def A0 : InstAlias<"y $rd", (ADDI GPR:$rd)>;
#endif

def EAsmWriter : AsmWriter { let PassSubtarget = 1; }
def E : Target {
  let InstructionSet = EInstrInfo;
  let AssemblyWriters = [EAsmWriter];
}
