// A small VLIW target for -gen-dfa-packetizer: four issue slots, two ALUs,
// a multiplier and a load/store unit, a combo unit standing for two slots,
// and two processor itineraries (one per processor model) whose classes use
// single- and multi-stage reservations, combo units, and no units at all.
include "llvm/Target/Target.td"

def VliwInstrInfo : InstrInfo;
def Vliw : Target { let InstructionSet = VliwInstrInfo; }

def R0 : Register<"r0"> { let Namespace = "Vliw"; }
def R1 : Register<"r1"> { let Namespace = "Vliw"; }
def GPR : RegisterClass<"Vliw", [i32], 32, (add R0, R1)>;

// Functional units.
def SLOT0 : FuncUnit;
def SLOT1 : FuncUnit;
def SLOT2 : FuncUnit;
def SLOT3 : FuncUnit;
def ALU0 : FuncUnit;
def ALU1 : FuncUnit;
def MUL : FuncUnit;
def LSU : FuncUnit;
// A combo unit: reserving it reserves both SLOT0 and SLOT1.
def SLOT01 : FuncUnit;
def VliwComboFuncs : ComboFuncUnits<[ComboFuncData<SLOT01, [SLOT0, SLOT1]>]>;

// Itinerary classes.
def IC_ALU : InstrItinClass;
def IC_MUL : InstrItinClass;
def IC_LOAD : InstrItinClass;
def IC_STORE : InstrItinClass;
def IC_WIDE : InstrItinClass;
def IC_BRANCH : InstrItinClass;
def IC_NOP : InstrItinClass;
def IC_V2ONLY : InstrItinClass;

// The first processor: four slots.
def VliwItinsV1 : ProcessorItineraries<[SLOT0, SLOT1, SLOT2, SLOT3, ALU0, ALU1, MUL, LSU, SLOT01], [], [
  InstrItinData<IC_ALU, [InstrStage<1, [SLOT0, SLOT1, SLOT2, SLOT3]>, InstrStage<1, [ALU0, ALU1]>]>,
  InstrItinData<IC_MUL, [InstrStage<1, [SLOT2, SLOT3]>, InstrStage<2, [MUL]>]>,
  InstrItinData<IC_LOAD, [InstrStage<1, [SLOT0, SLOT1]>, InstrStage<1, [LSU]>], [2, 1]>,
  InstrItinData<IC_STORE, [InstrStage<1, [SLOT0]>, InstrStage<1, [LSU]>]>,
  InstrItinData<IC_WIDE, [InstrStage<1, [SLOT01]>]>,
  InstrItinData<IC_BRANCH, [InstrStage<1, [SLOT3]>]>,
  InstrItinData<IC_NOP, [InstrStage<1, []>]>
]>;

// The second processor: two slots, one ALU; no IC_WIDE itinerary.
def VliwItinsV2 : ProcessorItineraries<[SLOT0, SLOT1, ALU0, MUL, LSU], [], [
  InstrItinData<IC_ALU, [InstrStage<1, [SLOT0, SLOT1]>, InstrStage<1, [ALU0]>]>,
  InstrItinData<IC_MUL, [InstrStage<1, [SLOT1]>, InstrStage<1, [MUL]>]>,
  InstrItinData<IC_LOAD, [InstrStage<1, [SLOT0]>, InstrStage<1, [LSU]>]>,
  InstrItinData<IC_STORE, [InstrStage<1, [SLOT0]>, InstrStage<1, [LSU]>]>,
  InstrItinData<IC_BRANCH, [InstrStage<1, [SLOT1]>]>,
  InstrItinData<IC_NOP, [InstrStage<1, []>]>,
  InstrItinData<IC_V2ONLY, [InstrStage<1, [SLOT0, SLOT1]>]>
]>;

def VliwModelV2 : SchedMachineModel {
  let Itineraries = VliwItinsV2;
  let IssueWidth = 2;
  let CompleteModel = 0;
}

def : Processor<"vliw-v1", VliwItinsV1, []>;
def : ProcessorModel<"vliw-v2", VliwModelV2, []>;

class VliwInst<string asm, InstrItinClass itin> : Instruction {
  let Namespace = "Vliw";
  let OutOperandList = (outs);
  let InOperandList = (ins);
  let AsmString = asm;
  let Itinerary = itin;
  let Size = 4;
}
def ADD : VliwInst<"add", IC_ALU>;
def SUB : VliwInst<"sub", IC_ALU>;
def MPY : VliwInst<"mpy", IC_MUL>;
def LD : VliwInst<"ld", IC_LOAD>;
def ST : VliwInst<"st", IC_STORE>;
def WIDE : VliwInst<"wide", IC_WIDE>;
def JMP : VliwInst<"jmp", IC_BRANCH>;
def NOP : VliwInst<"nop", IC_NOP>;
def V2OP : VliwInst<"v2op", IC_V2ONLY>;
def PLAIN : VliwInst<"plain", NoItinerary>;
