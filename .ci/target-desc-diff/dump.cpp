// What LLVM 19's MC layer (libLLVM-19) answers from a target's generated
// tables: every opcode's MCInstrDesc, every register's sub-registers (with
// their indices), super-registers, units and lane masks, every class's
// registers. run.py compares it with the Rust modules' answers (driver/).
#include "llvm/MC/MCInstrDesc.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include <utility>
#include <cstdio>
using namespace llvm;
#define CAT2(a, b) a##b
#define CAT(a, b) CAT2(a, b)
#define GET_REGINFO_ENUM
#define GET_REGINFO_MC_DESC
#include "regs.inc"
// Deprecation features (PPC::DeprecatedDST) are subtarget features.
#define GET_SUBTARGETINFO_ENUM
#include "subtarget.inc"
// Target operand types (RISCVOp::OPERAND_SIMM12, ...) live in target
// headers LLVM does not install: run.py numbers them after
// MCOI::OPERAND_FIRST_TARGET and lists every type's name.
#include "optypes.h"
#define GET_INSTRINFO_ENUM
#define GET_INSTRINFO_MC_DESC
#include "instrs.inc"
static const char *opTypeName(unsigned T) {
  for (const auto &N : OpTypeNames)
    if (N.first == T)
      return N.second;
  return "?";
}
int main() {
  MCInstrInfo II;
  CAT(CAT(Init, TARGET), MCInstrInfo)(&II);
  for (unsigned op = 0; op < II.getNumOpcodes(); ++op) {
    const MCInstrDesc &D = II.get(op);
    printf("I %u %s ops=%u defs=%u size=%u sched=%u flags=%llx ts=%llx uses=", op, II.getName(op).str().c_str(),
           D.getNumOperands(), D.getNumDefs(), D.getSize(), D.getSchedClass(), (unsigned long long)D.getFlags(),
           (unsigned long long)D.TSFlags);
    for (MCPhysReg r : D.implicit_uses()) printf("%u,", r);
    printf(" defs=");
    for (MCPhysReg r : D.implicit_defs()) printf("%u,", r);
    for (const MCOperandInfo &o : D.operands())
      printf(" [rc=%d f=%u t=%s c=%x]", o.RegClass, o.Flags, opTypeName(o.OperandType), o.Constraints);
    printf("\n");
  }
  MCRegisterInfo RI;
  CAT(CAT(Init, TARGET), MCRegisterInfo)(&RI, 0);
  for (unsigned r = 1; r < RI.getNumRegs(); ++r) {
    printf("R %u %s enc=%u subs=", r, RI.getName(r), RI.getEncodingValue(r));
    for (MCSubRegIndexIterator S(r, &RI); S.isValid(); ++S) printf("%u:%u,", S.getSubRegIndex(), S.getSubReg());
    printf(" supers=");
    for (MCSuperRegIterator S(r, &RI); S.isValid(); ++S) printf("%u,", *S);
    printf(" units=");
    for (MCRegUnitMaskIterator U(r, &RI); U.isValid(); ++U) printf("%u:%llx,", (*U).first, (unsigned long long)(*U).second.getAsInteger());
    printf("\n");
  }
  for (unsigned c = 0; c < RI.getNumRegClasses(); ++c) {
    const MCRegisterClass &C = RI.getRegClass(c);
    printf("C %u %s size=%u members=", c, RI.getRegClassName(&C), C.getSizeInBits());
    for (unsigned r : C) printf("%u,", r);
    printf("\n");
  }
  return 0;
}
