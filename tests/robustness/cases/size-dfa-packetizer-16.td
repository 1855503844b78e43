include "llvm/Target/Target.td"
def R0 : Register<"r0"> { let Namespace = "V"; }
def GPR : RegisterClass<"V", [i32], 32, (add R0)>;
def VInstrInfo : InstrInfo;
def V : Target { let InstructionSet = VInstrInfo; }
// N functional units, N itinerary classes: class i takes any one unit, then unit i.
defvar N = 16;
foreach i = 0...!sub(N, 1) in def U#i : FuncUnit;
defvar Units = !foreach(i, !range(N), !cast<FuncUnit>("U"#i));
foreach i = 0...!sub(N, 1) in def IC#i : InstrItinClass;
def Itins : ProcessorItineraries<Units, [],
  !foreach(i, !range(N), InstrItinData<!cast<InstrItinClass>("IC"#i),
     [InstrStage<1, Units>, InstrStage<1, [!cast<FuncUnit>("U"#i)]>]>)>;
def : Processor<"v1", Itins, []>;
foreach i = 0...!sub(N, 1) in
def I#i : Instruction {
  let Namespace = "V";
  let OutOperandList = (outs);
  let InOperandList = (ins);
  let AsmString = "i"#i;
  let Itinerary = !cast<InstrItinClass>("IC"#i);
  let Size = 4;
}
