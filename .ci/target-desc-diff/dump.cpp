// What LLVM 19's MC layer (libLLVM-19) answers from a target's generated
// tables: every opcode's MCInstrDesc, the InstrMapping functions and the
// TIIPredicates (MC flavour), every register's sub-registers (with
// their indices), super-registers, units and lane masks, every class's
// registers; every register pair's overlap, every sub-register query
// (getSubReg, getSubRegIndex, getMatchingSuperReg, composeSubRegIndices,
// the indices' names, lane masks, offsets and sizes) and every DWARF number
// both ways in every flavour. run.py compares it with the Rust modules'
// answers (driver/).
// run.py's precompiled LLVM headers (found on its -I path; absent, the
// includes below do the work).
#if __has_include("tdd-mc.h")
#include "tdd-mc.h"
#endif
#include "llvm/MC/MCInstrDesc.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include <chrono>
#include <csetjmp>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>
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
// The TIIPredicates' C++ escapes (AArch64_AM::getShiftValue, ...): the
// stand-ins of .ci/lib/instr_info_cpp.py, which the Rust side mirrors.
#include "llvm/MC/MCInst.h"
#include "stubs.h"
#define GET_INSTRINFO_ENUM
#define GET_INSTRINFO_MC_DESC
#define GET_INSTRINFO_NAMED_OPS
#define GET_INSTRINFO_MC_HELPER_DECLS
#define GET_INSTRINFO_MC_HELPERS
#define GET_INSTRMAP_INFO
#include "instrs.inc"
static const char *opTypeName(unsigned T) {
  for (const auto &N : OpTypeNames)
    if (N.first == T)
      return N.second;
  return "?";
}
// The loops below make up to 81M library calls (AMDGPU): optimise them
// even though the tables are compiled at -O0.
#define HOT __attribute__((optimize("O2")))

// 64-bit FNV-1a over the two little-endian bytes of each number (driver/
// computes the same).
static const uint64_t FNV_BASIS = 0xcbf29ce484222325ULL;
HOT static inline uint64_t fnv(uint64_t h, unsigned v) {
  h = (h ^ (v & 0xff)) * 0x100000001b3ULL;
  return (h ^ ((v >> 8) & 0xff)) * 0x100000001b3ULL;
}

// Every pair (a, b) of registers: per a, how many b overlap it and a hash of
// those b, ascending.
HOT static void overlaps(const MCRegisterInfo &RI) {
  unsigned N = RI.getNumRegs();
  for (unsigned a = 1; a < N; ++a) {
    unsigned n = 0;
    uint64_t h = FNV_BASIS;
    for (unsigned b = 1; b < N; ++b)
      if (RI.regsOverlap(a, b)) {
        ++n;
        h = fnv(h, b);
      }
    printf("O %u n=%u h=%016llx\n", a, n, (unsigned long long)h);
  }
}

// getSubReg for every register and index (non-zero answers), each answer
// mapped back by getSubRegIndex.
HOT static void subRegs(const MCRegisterInfo &RI) {
  unsigned N = RI.getNumRegs(), K = RI.getNumSubRegIndices();
  for (unsigned r = 1; r < N; ++r) {
    bool any = false;
    for (unsigned i = 1; i < K; ++i) {
      unsigned s = RI.getSubReg(r, i);
      if (!s)
        continue;
      if (!any)
        printf("S %u", r);
      any = true;
      printf(" %u:%u=%u", i, s, RI.getSubRegIndex(r, s));
    }
    if (any)
      printf("\n");
  }
}

// getMatchingSuperReg(sub, idx, C) for every class C, member m and
// sub-register (idx, sub) of m; and the same with the next class when it
// does not hold m (a negative probe). Per class: the counts, how many
// answers were m / non-zero, and a hash of the answers in order. A query
// walks sub's super-registers (hundreds on AMDGPU, 5.7M queries there): a
// class whose members have more than MATCH_BUDGET sub-registers in all is
// probed on every stride-th member only, the stride printed.
static const unsigned MATCH_BUDGET = 2000;
HOT static void matchingSuperRegs(const MCRegisterInfo &RI) {
  unsigned NC = RI.getNumRegClasses();
  for (unsigned c = 0; c < NC; ++c) {
    const MCRegisterClass &C = RI.getRegClass(c), &D = RI.getRegClass((c + 1) % NC);
    unsigned subs = 0;
    for (unsigned m : C)
      for (MCSubRegIterator S(m, &RI); S.isValid(); ++S)
        ++subs;
    unsigned stride = (subs + MATCH_BUDGET - 1) / MATCH_BUDGET, j = 0;
    stride += !stride;
    unsigned n = 0, same = 0, neg = 0, nz = 0;
    uint64_t h = FNV_BASIS, hn = FNV_BASIS;
    for (unsigned m : C) {
      if (j++ % stride)
        continue;
      bool probe = !D.contains(m);
      for (MCSubRegIndexIterator S(m, &RI); S.isValid(); ++S) {
        unsigned a = RI.getMatchingSuperReg(S.getSubReg(), S.getSubRegIndex(), &C);
        ++n;
        same += a == m;
        h = fnv(h, a);
        if (probe) {
          unsigned b = RI.getMatchingSuperReg(S.getSubReg(), S.getSubRegIndex(), &D);
          ++neg;
          nz += b != 0;
          hn = fnv(hn, b);
        }
      }
    }
    printf("M %u stride=%u n=%u same=%u h=%016llx neg=%u nonzero=%u h=%016llx\n", c, stride, n, same,
           (unsigned long long)h, neg, nz, (unsigned long long)hn);
  }
}

// An LLVM assert that fires while a TIIPredicate runs (an operand the
// instruction does not have, the register of an immediate, ...: undefined
// behaviour in a release build) returns to tiiPredicates, which counts the
// answer as undefined; anywhere else it aborts as usual.
static std::jmp_buf *Trap = nullptr;
extern "C" [[noreturn]] void __assert_fail(const char *Assertion, const char *File, unsigned Line,
                                           const char *Function) noexcept {
  if (Trap)
    std::longjmp(*Trap, 1);
  fprintf(stderr, "%s:%u: %s: assertion `%s' failed\n", File, Line, Function, Assertion);
  abort();
}

// instrx.h (run.py): instrMaps(), every InstrMapping function of the
// GET_INSTRMAP_INFO section on every opcode, per combination of its column
// enums' values (P lines: the answers other than -1, how many are
// (uint16_t)-1, a hash of the (opcode, answer) pairs); and TiiPreds, the
// TIIPredicates of GET_INSTRINFO_MC_HELPERS.
typedef bool (*TiiPred)(const MCInst &);
#include "instrx.h"

// The instructions the TIIPredicates are asked about: per opcode, seven
// variants of its descriptor's operands (driver/ builds the same). In
// variants 0-4 an operand of a register class is its first, last, middle,
// (7i + 3)-th or last register, another register operand is register 0 or
// v + i, any other operand the immediate 0, 0, 1, -1 or 0x123456789; in
// variant 5 every operand is the immediate i, in variant 6 the register i.
static const unsigned TestVariants = 7;
static const int64_t TestImms[5] = {0, 0, 1, -1, 0x123456789LL};
static MCInst testInst(const MCInstrInfo &II, const MCRegisterInfo &RI, unsigned Op, unsigned V) {
  MCInst MI;
  MI.setOpcode(Op);
  const MCInstrDesc &D = II.get(Op);
  for (unsigned I = 0; I < D.getNumOperands(); ++I) {
    const MCOperandInfo &O = D.operands()[I];
    if (V == 5) {
      MI.addOperand(MCOperand::createImm(I));
    } else if (V == 6) {
      MI.addOperand(MCOperand::createReg(I));
    } else if (O.RegClass >= 0 && !(O.Flags & (1 << MCOI::LookupPtrRegClass)) &&
               unsigned(O.RegClass) < RI.getNumRegClasses()) {
      const MCRegisterClass &C = RI.getRegClass(O.RegClass);
      unsigned N = C.getNumRegs();
      unsigned K[5] = {0, N - 1, N / 2, N ? (I * 7 + 3) % N : 0, N - 1};
      MI.addOperand(MCOperand::createReg(N ? unsigned(C.getRegister(K[V])) : 0));
    } else if (O.OperandType == MCOI::OPERAND_REGISTER) {
      MI.addOperand(MCOperand::createReg(V == 0 ? 0 : V + I));
    } else {
      MI.addOperand(MCOperand::createImm(TestImms[V]));
    }
  }
  return MI;
}

// Every TIIPredicate on every test instruction: per predicate and opcode
// the variants it holds for (T lines, when any), the number of
// evaluations (TN), and (TU, C++ only: run.py counts and drops them) how
// many were undefined, which the Rust answers false.
static void tiiPredicates(const MCInstrInfo &II, const MCRegisterInfo &RI) {
  for (const auto &P : TiiPreds) {
    unsigned Evals = 0, Undefined = 0;
    for (unsigned Op = 0; Op < II.getNumOpcodes(); ++Op) {
      unsigned Mask = 0;
      for (unsigned V = 0; V < TestVariants; ++V) {
        MCInst MI = testInst(II, RI, Op, V);
        ++Evals;
        std::jmp_buf Buf;
        volatile int R = 2;
        if (!setjmp(Buf)) {
          Trap = &Buf;
          R = P.second(MI);
        }
        Trap = nullptr;
        if (R == 1)
          Mask |= 1u << V;
        Undefined += R == 2;
      }
      if (Mask)
        printf("T %s %u %x\n", P.first, Op, Mask);
    }
    printf("TN %s evals=%u\n", P.first, Evals);
    printf("TU %s %u\n", P.first, Undefined);
  }
}

// tri.cpp: TargetRegisterInfo's sub-register-index queries (N, X, Y and
// the K line). Init sets up an MCRegisterInfo with this target's tables.
void indices(const MCRegisterInfo &RI, void (*Init)(MCRegisterInfo *));
static void initRegisterInfo(MCRegisterInfo *RI) { CAT(CAT(Init, TARGET), MCRegisterInfo)(RI, 0); }

// Per flavour (re-initialising): every register's DWARF number (debug, EH)
// and, for each number, the register getLLVMRegNum maps it back to.
static void dwarf() {
  for (unsigned f = 0; f < NUM_DWARF_FLAVOURS; ++f) {
    MCRegisterInfo RI;
    CAT(CAT(Init, TARGET), MCRegisterInfo)(&RI, 0, f, f);
    for (unsigned r = 1; r < RI.getNumRegs(); ++r) {
      int d = RI.getDwarfRegNum(r, false), e = RI.getDwarfRegNum(r, true);
      if (d == -1 && e == -1)
        continue;
      auto back = [&](int n, bool eh) -> int {
        if (n == -1)
          return -1;
        std::optional<unsigned> l = RI.getLLVMRegNum(n, eh);
        return l ? int(*l) : -1;
      };
      printf("D %u %u %d>%d %d>%d\n", f, r, d, back(d, false), e, back(e, true));
    }
  }
}

void dumpSubtarget();
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
  // getNamedOperandIdx (TNS: the instructions' namespace) for every
  // opcode and operand name (NUM_OP_NAMES: its table's width; C++'s
  // OpName::OPERAND_LAST follows the alphabetically last name, whose value
  // need not be the largest), the answers other than -1.
  for (unsigned op = 0; op < II.getNumOpcodes(); ++op) {
    std::string W;
    for (unsigned n = 0; n < NUM_OP_NAMES; ++n)
      if (int i = TNS::getNamedOperandIdx(op, n); i != -1)
        W += " " + std::to_string(n) + ":" + std::to_string(i);
    if (!W.empty())
      printf("W %u%s\n", op, W.c_str());
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
  // TDD_TIME=1: each part's time on stderr.
  auto timed = [](const char *what, auto f) {
    auto t = std::chrono::steady_clock::now();
    f();
    if (getenv("TDD_TIME"))
      fprintf(stderr, "%s: %.2fs\n", what,
              std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count());
  };
  timed("instruction mappings", [&] { instrMaps(); });
  timed("TII predicates", [&] { tiiPredicates(II, RI); });
  timed("overlaps", [&] { overlaps(RI); });
  timed("sub-registers", [&] { subRegs(RI); });
  timed("matching super-registers", [&] { matchingSuperRegs(RI); });
  timed("indices", [&] { indices(RI, initRegisterInfo); });
  timed("dwarf", [&] { dwarf(); });
  timed("subtarget", [&] { dumpSubtarget(); });
  return 0;
}
