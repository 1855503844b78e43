include "llvm/Target/Target.td"
def R0 : Register<"r0"> { let Namespace = "T"; }
def GPR : RegisterClass<"T", [i32], 32, (add R0)>;
def TII : InstrInfo;
def T : Target { let InstructionSet = TII; }
def WriteALU : SchedWrite;
def ReadALU : SchedRead;
def P1 : SchedPredicate<[{ true }]>;
def ADD : Instruction, Sched<[WriteALU, ReadALU]> {
  let Namespace = "T";
  let OutOperandList = (outs GPR:$d);
  let InOperandList = (ins GPR:$a);
}
def M : SchedMachineModel { let CompleteModel = 0; }
def : ProcessorModel<"cpu", M, []>;
def WS : WriteSequence<[WriteALU], 4294967298>;
def ADD2 : Instruction, Sched<[WS]> {
  let Namespace = "T";
  let OutOperandList = (outs GPR:$d);
  let InOperandList = (ins GPR:$a);
}
let SchedModel = M in { def : WriteRes<WriteALU, []>; def : ReadAdvance<ReadALU, 0>; }
