// STIPredicate functions (LLVM's STIPredicateExpander): a declaration
// with delegates and an opcode mask, definitions for two models, opcode
// groups; and the multiply-used opcode error.
//
// ARGS: -gen-subtarget
// ARGS: -gen-subtarget -DDUP_OPCODE
// ARGS: -gen-subtarget -DDUP_DECL
include "llvm/Target/Target.td"


def SInstrInfo : InstrInfo;
def S : Target { let InstructionSet = SInstrInfo; }
let Namespace = "S" in def R0 : Register<"r0">;
def GPR : RegisterClass<"S", [i32], 32, (add R0)>;

def FeatA : SubtargetFeature<"a", "HasA", "true", "Feature A">;
def FeatB : SubtargetFeature<"b", "HasB", "true", "Feature B", [FeatA]>;
def FeatW : SubtargetFeature<"wide", "Width", "64", "Wide">;
def FeatN : SubtargetFeature<"", "NoName", "false", "Hidden">;
#ifdef DUP_FEATURE
def FeatA2 : SubtargetFeature<"a", "HasA2", "true", "Feature A again">;
#endif
def ModeB : HwMode<"+b", []>;

def WriteALU : SchedWrite;
def WriteLD : SchedWrite;
def WriteMul : SchedWrite;
def ReadALU : SchedRead;
def ReadLD : SchedRead;

def IsZero : MCSchedPredicate<CheckImmOperand<1, 0>>;
def IsSlow : SchedPredicate<[{ MI->getOperand(0).getReg() == 0 }]>;
def NewModel : SchedMachineModel {
  let IssueWidth = 2;
  let MicroOpBufferSize = 16;
  let LoadLatency = 3;
  let CompleteModel = 0;
}
#ifndef UNMODELED
let SchedModel = NewModel in {
#endif
def WriteALUFast : SchedWriteRes<[]> { let Latency = 0; }
def WriteALUSlow : SchedWriteRes<[]> { let Latency = 5; }
#ifndef UNMODELED
}
#endif
#ifdef BAD_VALIDWRITE
def WriteUnused : SchedWrite;
#endif
def WriteVar : SchedWriteVariant<[SchedVar<IsZero, [WriteALUFast]>,
#ifndef NO_VARIANT_MATCH
                                  SchedVar<IsSlow, [WriteALUSlow]>,
                                  SchedVar<NoSchedPred, [WriteALU]>
#endif
                                  ]>;

def IIC_ALU : InstrItinClass;
def IIC_LD : InstrItinClass;

class I<string n, list<SchedReadWrite> rw, InstrItinClass itin> : Instruction, Sched<rw> {
  let Namespace = "S";
  let OutOperandList = (outs GPR:$d);
  let InOperandList = (ins GPR:$a, i32imm:$i);
  let AsmString = n;
  let Itinerary = itin;
}
def ADD : I<"add", [WriteALU, ReadALU, ReadALU], IIC_ALU>;
def LD : I<"ld", [WriteLD, ReadLD], IIC_LD>;
def MUL : I<"mul", [WriteMul, ReadALU], NoItinerary>;
def SEL : I<"sel", [WriteVar, ReadALU], NoItinerary>;

def ALU0 : FuncUnit;
def ALU1 : FuncUnit;
def LSU : FuncUnit;
def ByALU : Bypass;
def OldItins : ProcessorItineraries<[ALU0, ALU1, LSU], [ByALU], [
  InstrItinData<IIC_ALU, [InstrStage<1, [ALU0, ALU1]>], [2, 1], [ByALU]>,
  InstrItinData<IIC_LD, [InstrStage<1, [ALU0]>, InstrStage<2, [LSU], 0>], [3, 1]>
]>;

def OldModel : SchedMachineModel {
  let IssueWidth = 1;
  let Itineraries = OldItins;
  let CompleteModel = 0;
}

let SchedModel = NewModel in {
  def PAll : ProcResource<4>;
  def P0 : ProcResource<1> { let Super = PAll; }
  def P1 : ProcResource<1> { let Super = PAll; }
  def PLd : ProcResource<2> { let BufferSize = 8; }
  def P01 : ProcResGroup<[P0, P1]>;
#ifdef OVERLAP
  def P1Ld : ProcResGroup<[P1, PLd]>;
#endif
  def : WriteRes<WriteALU, [P01]> { let Latency = 1; }
  def : WriteRes<WriteLD, [PLd, P0]> {
    let Latency = 4;
    let ReleaseAtCycles = [2, 1];
#ifdef BAD_ACQUIRE
    let AcquireAtCycles = [3, 0];
#endif
  }
#ifndef NO_RES
  def : WriteRes<WriteMul, [P1]> { let Latency = 3; let NumMicroOps = 2; }
#endif
  def : ReadAdvance<ReadALU, 1, [WriteALU]>;
#ifdef BAD_VALIDWRITE
  def : ReadAdvance<ReadLD, 2, [WriteALUFast, WriteUnused]>;
#else
  def : ReadAdvance<ReadLD, 2>;
#endif
#ifdef ZERO_RF
  def : RegisterFile<0, [GPR]>;
#endif
}

let SchedModel = OldModel in {
  def : WriteRes<WriteALU, []>;
  def : WriteRes<WriteLD, []> { let Latency = 2; }
  def : WriteRes<WriteMul, []> { let Unsupported = 1; }
  def : ReadAdvance<ReadALU, 0>;
  def : ReadAdvance<ReadLD, 0>;
}

def : ProcessorModel<"new", NewModel, [FeatA]>;
def : ProcessorModel<"old", OldModel, [FeatB, FeatW]>;
def : Processor<"plain", NoItineraries, []>;

def SZeroDecl : STIPredicateDecl<"isSZero", FalsePred, 0, 1, 1>;
def SDepDecl : STIPredicateDecl<"isSDepBreaking", FalsePred, 1, 1, 1, [SZeroDecl]>;
def SMoveDecl : STIPredicateDecl<"isSMove", TruePred, 1, 0>;
#ifdef DUP_DECL
def SZeroDecl2 : STIPredicateDecl<"isSZero">;
#endif
let SchedModel = NewModel in
def : STIPredicate<SZeroDecl, [
  InstructionEquivalenceClass<[ADD, MUL], CheckSameRegOperand<1, 2>, [1, 2]>,
  InstructionEquivalenceClass<[LD], TruePred>
#ifdef DUP_OPCODE
  , InstructionEquivalenceClass<[ADD], TruePred>
#endif
]>;
let SchedModel = OldModel in
def : STIPredicate<SZeroDecl, [
  InstructionEquivalenceClass<[ADD], CheckSameRegOperand<1, 2>, [1, 2]>,
  InstructionEquivalenceClass<[SEL], CheckImmOperand<2, 0>, [0]>
]>;
let SchedModel = OldModel in
def : STIPredicate<SDepDecl, [
  InstructionEquivalenceClass<[MUL, SEL], CheckImmOperand<2, 1>>
]>;
let SchedModel = NewModel in
def : STIPredicate<SMoveDecl, [
  InstructionEquivalenceClass<[ADD], FalsePred>
]>;
