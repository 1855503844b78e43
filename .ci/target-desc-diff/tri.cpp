// TargetRegisterInfo's answers on a target's sub-register indices, for
// dump.cpp: a stub subclass over the tables run.py cuts out of the
// GET_REGINFO_TARGET_DESC section (tdesc.h).
#if __has_include("tdd-tri.h")
#include "tdd-tri.h"
#endif
#include "llvm/ADT/BitVector.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <string>
#include <vector>
using namespace llvm;
// The index enumerators the composition table names.
#define GET_REGINFO_ENUM
#include "regs.inc"
// The sub-register-index tables and composeSubRegIndicesImpl of the
// GET_REGINFO_TARGET_DESC section (the rest of that section needs the
// target's CodeGen headers).
#include "tdesc.h"

// TargetRegisterInfo's sub-register-index queries over the tables of
// tdesc.h, one object per hardware mode.
struct IndexInfo : TargetRegisterInfo {
  IndexInfo(unsigned Mode, void (*Init)(MCRegisterInfo *))
      : TargetRegisterInfo(nullptr, nullptr, nullptr, SubRegIndexNameTable, SubRegIdxRangeTable,
                           SubRegIndexLaneMaskTable, LaneBitmask(0), nullptr, nullptr, Mode) {
    Init(this);
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
// composeSubRegIndices of every pair of indices: X lines the pairs some
// register witnesses, Y lines the other pairs' non-zero answers.
void indices(const MCRegisterInfo &RI, void (*Init)(MCRegisterInfo *)) {
  unsigned K = RI.getNumSubRegIndices();
  unsigned modes = sizeof(SubRegIdxRangeTable) / sizeof(SubRegIdxRangeTable[0]) / K;
  std::vector<std::unique_ptr<IndexInfo>> T;
  for (unsigned m = 0; m < modes; ++m)
    T.push_back(std::make_unique<IndexInfo>(m, Init));
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

