// Skeleton "sched": the "target" skeleton plus itineraries and a scheduling
// model, for -gen-dfa-packetizer.
include "llvm/Target/Target.td"

def FzInstrInfo : InstrInfo;
def Fz : Target { let InstructionSet = FzInstrInfo; }
def SLOT0 : FuncUnit;
def SLOT1 : FuncUnit;
def IIC_ALU : InstrItinClass;
def IIC_LD : InstrItinClass;
def WriteALU : SchedWrite;
def ReadALU : SchedRead;
def FzItins : ProcessorItineraries<[SLOT0, SLOT1], [], [
  InstrItinData<IIC_ALU, [InstrStage<1, [SLOT0, SLOT1]>]>,
  InstrItinData<IIC_LD, [InstrStage<1, [SLOT0]>]>]>;
def FzModel : SchedMachineModel { let Itineraries = FzItins; let CompleteModel = false; }
def : ProcessorModel<"fz-cpu", FzModel, []>;
def R0 : Register<"r0">;
def GPR : RegisterClass<"Fz", [i32], 32, (add R0)>;
class FzI<InstrItinClass itin, list<SchedReadWrite> rw = []> : Instruction {
  let Namespace = "Fz";
  let OutOperandList = (outs GPR:$rd);
  let InOperandList = (ins GPR:$rs);
  let Itinerary = itin;
  let SchedRW = rw;
  let Size = 4;
}
def ADD : FzI<IIC_ALU, [WriteALU, ReadALU]>;
def LD : FzI<IIC_LD>;
