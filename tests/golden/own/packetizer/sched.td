// ARGS: -gen-dfa-packetizer
// ARGS: -gen-dfa-packetizer -DNO_MATCH
// ARGS: -gen-dfa-packetizer -DNOT_A_STRING
// ARGS: -gen-dfa-packetizer -DDUP_PROC
// ARGS: -gen-dfa-packetizer -DOVERLAP
// ARGS: -gen-dfa-packetizer -DOVERLAP_SPLIT
// ARGS: -gen-dfa-packetizer -DEMPTY_INSTRW
// ARGS: -gen-dfa-packetizer -DBAD_ALIAS
// ARGS: -gen-dfa-packetizer -DITINRW_UNSET
// ARGS: -gen-dfa-packetizer -DPOSIX
// ARGS: -gen-instr-info -DINCOMPLETE
// ARGS: -gen-dfa-packetizer -DINCOMPLETE -DUNSUPPORTED
// The scheduling model behind the packetizer: itineraries, SchedRW lists,
// InstRW sets (instrs, instregex) splitting and reusing classes, and the
// model's errors, reported as LLVM reports them.
include "llvm/Target/Target.td"

def ArchInstrInfo : InstrInfo;
def Arch : Target { let InstructionSet = ArchInstrInfo; }

def SLOT0 : FuncUnit;
def SLOT1 : FuncUnit;
def LSU : FuncUnit;

def IIC_ALU : InstrItinClass;
def IIC_LD : InstrItinClass;
def IIC_BR : InstrItinClass;

def WriteALU : SchedWrite;
def WriteLD : SchedWrite;
def ReadALU : SchedRead;
def WriteALU2 : WriteSequence<[WriteALU, WriteALU]>;

def ItinsA : ProcessorItineraries<[SLOT0, SLOT1, LSU], [], [
  InstrItinData<IIC_ALU, [InstrStage<1, [SLOT0, SLOT1]>]>,
  InstrItinData<IIC_LD, [InstrStage<1, [SLOT0]>, InstrStage<1, [LSU]>]>,
  InstrItinData<IIC_BR, [InstrStage<1, [SLOT1]>]>]>;
def ItinsB : ProcessorItineraries<[SLOT0, SLOT1, LSU], [], [
  InstrItinData<IIC_ALU, [InstrStage<1, [SLOT0]>]>,
  InstrItinData<IIC_LD, [InstrStage<1, [LSU]>]>]>;

#ifndef INCOMPLETE
let CompleteModel = false in
#endif
def ModelA : SchedMachineModel { let Itineraries = ItinsA; }
def ModelB : SchedMachineModel { let Itineraries = ItinsB; let CompleteModel = false; }

def : ProcessorModel<"cpu-a", ModelA, []>;
def : ProcessorModel<"cpu-b", ModelB, []>;
def : Processor<"cpu-itin", ItinsB, []>;
#ifdef DUP_PROC
def : ProcessorModel<"cpu-a", ModelB, []>;
#endif

def R0 : Register<"r0">;
def GPR : RegisterClass<"Arch", [i32], 32, (add R0)>;

class I<InstrItinClass itin, list<SchedReadWrite> rw = []> : Instruction {
  let Namespace = "Arch";
  let OutOperandList = (outs GPR:$rd);
  let InOperandList = (ins GPR:$rs);
  let Itinerary = itin;
  let SchedRW = rw;
}

def ADD : I<IIC_ALU, [WriteALU, ReadALU]>;
def ADD2 : I<IIC_ALU, [WriteALU2]>;
def SUB : I<IIC_ALU, [WriteALU, ReadALU]>;
def LDB : I<IIC_LD, [WriteLD]>;
def LDH : I<IIC_LD, [WriteLD]>;
def LDW : I<IIC_LD, [WriteLD]>;
def BR : I<IIC_BR>;
def NOP : I<NoItinerary>;

let SchedModel = ModelA in {
  def : InstRW<[WriteLD], (instregex "LD[BH]")>;
  def : InstRW<[WriteALU], (instrs SUB)>;
}
let SchedModel = ModelB in {
  // The same set as ModelA's: reuses that class.
  def : InstRW<[WriteLD], (instregex "^LD(B|H)$")>;
}

#ifdef NO_MATCH
def : InstRW<[WriteLD], (instregex "MUL.*")> { let SchedModel = ModelB; }
#endif
#ifdef NOT_A_STRING
def : InstRW<[WriteLD], (instregex ADD)> { let SchedModel = ModelB; }
#endif
#ifdef OVERLAP
def : InstRW<[WriteALU], (instrs SUB)> { let SchedModel = ModelA; }
#endif
#ifdef OVERLAP_SPLIT
def : InstRW<[WriteALU], (instrs LDB)> { let SchedModel = ModelA; }
#endif
#ifdef EMPTY_INSTRW
def : InstRW<[WriteALU], (instrs)> { let SchedModel = ModelA; }
#endif
#ifdef BAD_ALIAS
def : SchedAlias<WriteALU, ReadALU>;
#endif
#ifdef ITINRW_UNSET
def : ItinRW<[WriteALU], [IIC_ALU]>;
#endif
#ifdef UNSUPPORTED
// Instructions of an unsupported feature need no schedule information.
def HasFoo : Predicate<"Foo">;
let UnsupportedFeatures = [HasFoo] in
def ModelC : SchedMachineModel;
def : ProcessorModel<"cpu-c", ModelC, []>;
let Predicates = [HasFoo] in
def FOO : I<NoItinerary>;
#endif
#ifdef POSIX
// POSIX brackets: `[` is an ordinary character inside one, `\d` is `d`.
def : InstRW<[WriteALU], (instregex "[[A]D\\D2?$")> { let SchedModel = ModelB; }
#endif
