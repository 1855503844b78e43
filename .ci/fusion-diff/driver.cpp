// Runs every fusion predicate of one .inc on the instruction pairs of a
// case file (one pair per line: FIRST SECOND, each `-` for none or
// OPCODE/OPERANDS with operands rN, iN or o, comma-separated) and prints
// one line per pair: a 0 or 1 per fusion, in the .inc's order.
//
// Built by run.py with -DFUSION_INC="..." -DENUMS_INC="..." and
// -DFUSION_LIST="isA, isB, ..." -DKINDS (for kinds.td's extra escapes).
#include "mock.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <sstream>
#include <string>

namespace llvm {
bool isNull(const void *P) { return P == nullptr; }
MachineFunction TheMF;
} // namespace llvm

#define GET_INSTRINFO_ENUM
#define GET_REGINFO_ENUM
#include ENUMS_INC

#ifdef KINDS
namespace llvm {
namespace K {
constexpr int64_t Magic = 17;
}
struct KInstrInfo {
  static bool isFoo(const MachineInstr &MI) { return MI.getOpcode() == K::ADD; }
};
} // namespace llvm
#endif

#include FUSION_INC

using namespace llvm;

typedef bool (*Pred)(const TargetInstrInfo &, const TargetSubtargetInfo &, const MachineInstr *,
                     const MachineInstr &);
static const Pred Preds[] = {FUSION_LIST};

static bool parse(const std::string &S, MachineInstr &MI) {
  if (S == "-")
    return false;
  size_t Slash = S.find('/');
  MI.Opcode = std::strtoul(S.substr(0, Slash).c_str(), nullptr, 10);
  std::stringstream Ops(S.substr(Slash + 1));
  std::string Op;
  while (std::getline(Ops, Op, ',')) {
    MachineOperand MO;
    if (Op[0] == 'r') {
      MO.K = MachineOperand::RegKind;
      MO.R = std::strtoul(Op.c_str() + 1, nullptr, 10);
    } else if (Op[0] == 'i') {
      MO.K = MachineOperand::ImmKind;
      MO.I = std::strtoll(Op.c_str() + 1, nullptr, 10);
    }
    MI.Ops.push_back(MO);
  }
  return true;
}

int main() {
  TargetInstrInfo TII;
  TargetSubtargetInfo STI;
  std::string Line;
  while (std::getline(std::cin, Line)) {
    std::stringstream SS(Line);
    std::string A, B;
    SS >> A >> B;
    MachineInstr First, Second;
    bool HasFirst = parse(A, First);
    parse(B, Second);
    std::string Out;
    for (Pred P : Preds) {
      bool R;
      try {
        R = P(TII, STI, HasFirst ? &First : nullptr, Second);
      } catch (Undefined &) {
        R = false;
      }
      Out += R ? '1' : '0';
    }
    std::cout << Out << '\n';
  }
}
