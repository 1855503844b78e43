// What LLVM 19's MCSubtargetInfo (libLLVM-19) answers from a target's
// generated subtarget tables (sti.inc: the GET_SUBTARGETINFO_MC_DESC
// section, its variant resolver cut out by run.py since it calls target
// helpers whose headers are not installed, and nothing here resolves
// variants: .ci/mca-oracle does, against llvm-mca-19):
//   U: every CPU's feature bits (CPU and tuning CPU) and scheduling model;
//   F: every feature's "+name" set and "+every,...,-name" set;
//   Q: per scheduling model, every class's micro-ops, flags, latency
//      (computeInstrLatency), reciprocal throughput (getReciprocalThroughput,
//      as the double's bits) and forwarding delay (getForwardingDelayCycles).
#include "llvm/MC/MCInstrItineraries.h"
#include "llvm/MC/MCSchedule.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/TargetParser/Triple.h"
#include <cstdio>
#include <cstring>
#include <map>
#include <memory>
#include <string>
using namespace llvm;
#define CAT2(a, b) a##b
#define CAT(a, b) CAT2(a, b)
// Register files name register classes (X86::VR64RegClassID).
#define GET_REGINFO_ENUM
#include "regs.inc"
#define GET_SUBTARGETINFO_ENUM
#include "subtarget.inc"
#include "sti.inc"

static MCSubtargetInfo *create(StringRef CPU, StringRef FS) {
  return CAT(CAT(create, TARGET), MCSubtargetInfoImpl)(Triple(""), CPU, CPU, FS);
}

static void bits(const FeatureBitset &B) {
  for (unsigned W = 0; W < 5; ++W) {
    unsigned long long V = 0;
    for (unsigned I = 0; I < 64 && W * 64 + I < B.size(); ++I)
      if (B[W * 64 + I])
        V |= 1ull << I;
    printf(" %llx", V);
  }
}

void dumpSubtarget() {
  std::unique_ptr<MCSubtargetInfo> Base(create("", ""));
  // A CPU of each model: the answers read the model through the subtarget.
  std::map<unsigned, std::string> Models;
  for (const SubtargetSubTypeKV &C : Base->getAllProcessorDescriptions()) {
    std::unique_ptr<MCSubtargetInfo> S(create(C.Key, ""));
    printf("U %s model=%u features=", C.Key, S->getSchedModel().ProcID);
    bits(S->getFeatureBits());
    printf("\n");
    Models.emplace(S->getSchedModel().ProcID, C.Key);
  }
  std::string All;
  for (const SubtargetFeatureKV &F : Base->getAllProcessorFeatures())
    All += std::string("+") + F.Key + ",";
  for (const SubtargetFeatureKV &F : Base->getAllProcessorFeatures()) {
    std::unique_ptr<MCSubtargetInfo> On(create("", std::string("+") + F.Key));
    std::unique_ptr<MCSubtargetInfo> Off(create("", All + "-" + F.Key));
    printf("F %s +", F.Key);
    bits(On->getFeatureBits());
    printf(" -");
    bits(Off->getFeatureBits());
    printf("\n");
  }
  for (const auto &[ID, CPU] : Models) {
    std::unique_ptr<MCSubtargetInfo> S(create(CPU, ""));
    const MCSchedModel &SM = S->getSchedModel();
    if (!SM.hasInstrSchedModel())
      continue;
    for (unsigned C = 1; C < SM.NumSchedClasses; ++C) {
      const MCSchedClassDesc &D = *SM.getSchedClassDesc(C);
      printf("Q %u %u uops=%u groups=%d%d%d", ID, C, D.NumMicroOps, D.BeginGroup, D.EndGroup, D.RetireOOO);
      if (D.isValid() && !D.isVariant()) {
        double RT = MCSchedModel::getReciprocalThroughput(*S, D);
        unsigned long long U;
        memcpy(&U, &RT, sizeof U);
        printf(" latency=%d rthroughput=%llx forwarding=%u", MCSchedModel::computeInstrLatency(*S, D), U,
               MCSchedModel::getForwardingDelayCycles(S->getReadAdvanceEntries(D)));
      }
      printf("\n");
    }
  }
}
