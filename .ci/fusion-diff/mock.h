// Just enough of LLVM's CodeGen classes to compile the predicates
// llvm-tblgen-19 -gen-macro-fusion-pred writes, with defined behaviour
// where LLVM's is undefined: reading an operand that is not there, the
// register of an immediate (or the reverse), or a null FirstMI throws
// Undefined, which the driver prints as the answer "false" (what the Rust
// module answers there). The hooks' behaviour is mirrored by the Rust
// side of the test (tests/generated/tests/macro_fusion.rs).
#include <cstdint>
#include <vector>

namespace llvm {

struct Undefined {};

// Kept opaque so that the null checks of `this` survive.
bool isNull(const void *P);

class Register {
  unsigned Reg;

public:
  constexpr Register(unsigned R = 0) : Reg(R) {}
  bool isVirtual() const { return Reg & (1u << 31); }
  constexpr operator unsigned() const { return Reg; }
};

struct MachineOperand {
  enum Kind { RegKind, ImmKind, OtherKind } K = OtherKind;
  unsigned R = 0;
  int64_t I = 0;
  bool isReg() const { return K == RegKind; }
  bool isImm() const { return K == ImmKind; }
  Register getReg() const {
    if (K != RegKind)
      throw Undefined();
    return R;
  }
  int64_t getImm() const {
    if (K != ImmKind)
      throw Undefined();
    return I;
  }
};

struct MCInstrDesc {
  bool Commutable;
  bool isCommutable() const { return Commutable; }
};

// Mirrored: has_one_non_dbg_use.
struct MachineRegisterInfo {
  bool hasOneNonDBGUse(Register R) const { return unsigned(R) % 3 != 0; }
};

struct MachineFunction {
  MachineRegisterInfo RI;
  const MachineRegisterInfo &getRegInfo() const { return RI; }
};

extern MachineFunction TheMF;

class MachineInstr {
  void alive() const {
    if (isNull(this))
      throw Undefined();
  }

public:
  unsigned Opcode = 0;
  std::vector<MachineOperand> Ops;
  unsigned getOpcode() const {
    alive();
    return Opcode;
  }
  unsigned getNumOperands() const {
    alive();
    return Ops.size();
  }
  const MachineOperand &getOperand(unsigned I) const {
    alive();
    if (I >= Ops.size())
      throw Undefined();
    return Ops[I];
  }
  // Mirrored: is_commutable.
  MCInstrDesc getDesc() const {
    alive();
    return {Opcode % 2 == 0};
  }
  const MachineFunction *getMF() const { return &TheMF; }
};

struct TargetInstrInfo {
  static constexpr unsigned CommuteAnyOperandIndex = ~0U;
  // Mirrored: commuted_operand.
  bool findCommutedOpIndices(const MachineInstr &MI, unsigned &I1, unsigned &I2) const {
    unsigned N = MI.getNumOperands();
    if (MI.getOpcode() % 3 == 0 || N == 0)
      return false;
    I2 = (I1 + 1) % N;
    return true;
  }
  // kinds.td's CheckFunctionPredicateWithTII.
  bool hasTwoOperands(const MachineInstr &MI) const { return MI.getNumOperands() == 2; }
};

struct TargetSubtargetInfo {};

// kinds.td's escapes.
inline int64_t mapImm(int64_t V) { return V ^ 1; }
inline bool isOddImm(int64_t V) { return V & 1; }
inline unsigned mapReg(Register R) { return unsigned(R) + 1; }
inline bool isOddReg(Register R) { return unsigned(R) & 1; }
inline bool isEvenOpcode(const MachineInstr &MI) { return MI.getOpcode() % 2 == 0; }

} // namespace llvm
