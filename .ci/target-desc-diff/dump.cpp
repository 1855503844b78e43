// What LLVM 19's MC layer (libLLVM-19) answers from a target's generated
// tables: every opcode's MCInstrDesc, every register's sub-registers (with
// their indices), super-registers, units and lane masks, every class's
// registers; every register pair's overlap, every sub-register query
// (getSubReg, getSubRegIndex, getMatchingSuperReg, composeSubRegIndices,
// the indices' names, lane masks, offsets and sizes) and every DWARF number
// both ways in every flavour. run.py compares it with the Rust modules'
// answers (driver/).
// run.py's precompiled LLVM headers (found on its -I path; absent, the
// includes below do the work).
#if __has_include("tdd-pch.h")
#include "tdd-pch.h"
#endif
#include "llvm/ADT/BitVector.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/MC/MCInstrDesc.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <memory>
#include <optional>
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
#define GET_INSTRINFO_ENUM
#define GET_INSTRINFO_MC_DESC
#include "instrs.inc"
// The sub-register-index tables and composeSubRegIndicesImpl of the
// GET_REGINFO_TARGET_DESC section (run.py cuts them out: the rest of that
// section needs the target's CodeGen headers).
#include "tdesc.h"
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

// TargetRegisterInfo's sub-register-index queries over the tables of
// tdesc.h, one object per hardware mode.
struct IndexInfo : TargetRegisterInfo {
  IndexInfo(unsigned Mode)
      : TargetRegisterInfo(nullptr, nullptr, nullptr, SubRegIndexNameTable, SubRegIdxRangeTable,
                           SubRegIndexLaneMaskTable, LaneBitmask(0), nullptr, nullptr, Mode) {
    CAT(CAT(Init, TARGET), MCRegisterInfo)(this, 0);
  }
  unsigned composeSubRegIndicesImpl(unsigned A, unsigned B) const override { return composeImpl(A, B); }
  // Never called.
  const MCPhysReg *getCalleeSavedRegs(const MachineFunction *) const override { return nullptr; }
  ArrayRef<const uint32_t *> getRegMasks() const override { return {}; }
  ArrayRef<const char *> getRegMaskNames() const override { return {}; }
  BitVector getReservedRegs(const MachineFunction &) const override { return {}; }
  const RegClassWeight &getRegClassWeight(const TargetRegisterClass *) const override { abort(); }
  unsigned getRegUnitWeight(unsigned) const override { return 0; }
  unsigned getNumRegPressureSets() const override { return 0; }
  const char *getRegPressureSetName(unsigned) const override { return ""; }
  unsigned getRegPressureSetLimit(const MachineFunction &, unsigned) const override { return 0; }
  const int *getRegClassPressureSets(const TargetRegisterClass *) const override { return nullptr; }
  const int *getRegUnitPressureSets(unsigned) const override { return nullptr; }
  bool eliminateFrameIndex(MachineBasicBlock::iterator, int, unsigned, RegScavenger *) const override { return false; }
  Register getFrameRegister(const MachineFunction &) const override { return 0; }
};

// Every index's name, lane mask and (offset, size) per hardware mode;
// composeSubRegIndices of every pair of indices (non-zero answers).
static void indices(const MCRegisterInfo &RI) {
  unsigned K = RI.getNumSubRegIndices();
  unsigned modes = sizeof(SubRegIdxRangeTable) / sizeof(SubRegIdxRangeTable[0]) / K;
  std::vector<std::unique_ptr<IndexInfo>> T;
  for (unsigned m = 0; m < modes; ++m)
    T.push_back(std::make_unique<IndexInfo>(m));
  printf("K indices=%u modes=%u dwarf-flavours=%u\n", K, modes, NUM_DWARF_FLAVOURS);
  printf("N 0 lane=%llx\n", (unsigned long long)T[0]->getSubRegIndexLaneMask(0).getAsInteger());
  for (unsigned i = 1; i < K; ++i) {
    printf("N %u %s lane=%llx ranges=", i, T[0]->getSubRegIndexName(i),
           (unsigned long long)T[0]->getSubRegIndexLaneMask(i).getAsInteger());
    for (auto &t : T)
      printf("%u+%u,", t->getSubRegIdxOffset(i), t->getSubRegIdxSize(i));
    printf("\n");
  }
  // Pairs (a, b) some register witnesses (R:a has a b sub-register), as
  // the union over the distinct sub-register index lists L of (indices a
  // some register with list L is reached by) x L.
  unsigned N = RI.getNumRegs();
  std::map<std::vector<unsigned>, unsigned> ids;
  std::vector<std::vector<unsigned>> lists;
  std::vector<unsigned> listOf(N);
  for (unsigned s = 0; s < N; ++s) {
    std::vector<unsigned> l;
    if (s) // (NoRegister has no iterator)
      for (MCSubRegIndexIterator S(s, &RI); S.isValid(); ++S)
        l.push_back(S.getSubRegIndex());
    auto it = ids.emplace(l, lists.size()).first;
    if (it->second == lists.size())
      lists.push_back(l);
    listOf[s] = it->second;
  }
  std::vector<std::vector<char>> reached(lists.size(), std::vector<char>(K));
  for (unsigned r = 1; r < N; ++r)
    for (MCSubRegIndexIterator S(r, &RI); S.isValid(); ++S)
      reached[listOf[S.getSubReg()]][S.getSubRegIndex()] = 1;
  std::vector<char> W(K * K);
  for (unsigned k = 0; k < lists.size(); ++k)
    for (unsigned a = 1; a < K; ++a)
      if (reached[k][a])
        for (unsigned b : lists[k])
          W[a * K + b] = 1;
  // Witnessed pairs: every answer. Other pairs: LLVM's table merges rows
  // whose valid entries agree, so its answers there are don't-cares; the
  // non-zero ones are printed for run.py's subset check.
  for (unsigned a = 1; a < K; ++a) {
    std::string x, y;
    char buf[32];
    for (unsigned b = 1; b < K; ++b) {
      unsigned c = T[0]->composeSubRegIndices(a, b);
      snprintf(buf, sizeof buf, " %u:%u", b, c);
      if (W[a * K + b])
        x += buf;
      else if (c)
        y += buf;
    }
    printf("X %u%s\nY %u%s\n", a, x.c_str(), a, y.c_str());
  }
}

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
  // TDD_TIME=1: each part's time on stderr.
  auto timed = [](const char *what, auto f) {
    auto t = std::chrono::steady_clock::now();
    f();
    if (getenv("TDD_TIME"))
      fprintf(stderr, "%s: %.2fs\n", what,
              std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count());
  };
  timed("overlaps", [&] { overlaps(RI); });
  timed("sub-registers", [&] { subRegs(RI); });
  timed("matching super-registers", [&] { matchingSuperRegs(RI); });
  timed("indices", [&] { indices(RI); });
  timed("dwarf", [&] { dwarf(); });
  return 0;
}
