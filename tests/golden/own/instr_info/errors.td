// ARGS: -gen-instr-info -DPATTERN_CONFLICT
// ARGS: -gen-instr-info -DCANT_INFER
// ARGS: -gen-instr-info -DBAD_TSFLAGS
// ARGS: -gen-instr-info -DEMPTY_VALUECOLS
// ARGS: -gen-instr-info -DCOLS_MISMATCH
// ARGS: -gen-instr-info -DMULTIPLE_MATCHES
// ARGS: -gen-instr-info -DMISSING_ROW_FIELD
// ARGS: -gen-instr-info -DBAD_TSFLAGS -DMULTIPLE_MATCHES
// ARGS: -gen-instr-info -DBAD_TSFLAGS -DBAD_TSFLAGS2
// The errors -gen-instr-info reports, each under its own -D (two combined
// show which comes first; of two bad descriptors, the later opcode's), in
// llvm-tblgen-19's words, at its locations, exit status 1: patterns that
// contradict an instruction's flags, flags that cannot be inferred, a
// TSFlags bit left unset, and malformed InstrMappings.
include "llvm/Target/Target.td"

let Namespace = "Toy" in def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;

class ToyInst<dag outs, dag ins, list<dag> pat = []> : Instruction {
  let Namespace = "Toy";
  let OutOperandList = outs;
  let InOperandList = ins;
  let Pattern = pat;
  let hasSideEffects = 0;
  let mayLoad = 0;
  let mayStore = 0;
  string BaseName = "X";
  string Form = "a";
}

#ifdef PATTERN_CONFLICT
def ST : ToyInst<(outs), (ins GPR:$v, GPR:$p), [(store GPR:$v, GPR:$p)]>;
#endif
#ifdef CANT_INFER
let hasSideEffects = ?, mayLoad = ? in
def NOP : ToyInst<(outs), (ins)>;
#endif
#ifdef BAD_TSFLAGS
def BAD : ToyInst<(outs), (ins)> { let TSFlags{2} = ?; }
#endif
#ifdef BAD_TSFLAGS2
// Descriptors are printed last opcode first: this one is reported.
def BAD2 : ToyInst<(outs), (ins)> { let TSFlags{1} = ?; }
#endif

def A1 : ToyInst<(outs GPR:$d), (ins)>;
def B1 : ToyInst<(outs GPR:$d), (ins)> { let Form = "b"; }
#ifdef MULTIPLE_MATCHES
def B2 : ToyInst<(outs GPR:$d), (ins)> { let Form = "b"; }
#endif
#ifdef MISSING_ROW_FIELD
class Other { string Form = "a"; }
def O1 : ToyInst<(outs GPR:$d), (ins)>, Other;
def NoBase : Other;
#endif

def getB : InstrMapping {
#ifdef MISSING_ROW_FIELD
  let FilterClass = "Other";
#else
  let FilterClass = "ToyInst";
#endif
  let RowFields = ["BaseName"];
  let ColFields = ["Form"];
  let KeyCol = ["a"];
#ifdef EMPTY_VALUECOLS
  let ValueCols = [];
#else
#ifdef COLS_MISMATCH
  let ValueCols = [["b", "c"]];
#else
  let ValueCols = [["b"]];
#endif
#endif
}

def ToyInstrInfo : InstrInfo {
#ifdef CANT_INFER
  let guessInstructionProperties = 0;
#endif
}
def Toy : Target { let InstructionSet = ToyInstrInfo; }
