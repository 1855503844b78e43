// The C++ side of the -gen-dfa-packetizer differential test (.ci/dfa-diff/run.py):
// LLVM 19's own DFAPacketizer (libLLVM) driven by the llvm-tblgen-19 .inc.
//
// Built once per DFA with -DDFA_NAME=<T> -DDFA_INC='"<file>"' (T: the
// tables' prefix, e.g. Hexagon; the .inc defines
// <T>GenSubtargetInfo::createDFAPacketizer).
//
// stdin:  '#' comment lines, then one sequence per line:
//           PROC TRACK STEP...
//         PROC: SchedModel.ProcID; TRACK: 1 = setTrackResources(true);
//         STEP: a sched class (canReserveResources, and reserveResources when
//         it can), or `c` (clearResources).
// stdout: `tables <ResourceIndices> starts <ProcResourceIndexStart>` (comma
//         separated), then one line per sequence, one token per step:
//           c           clearResources
//           -           canReserveResources false
//           +           reserved (TRACK 0)
//           +U:P        reserved (TRACK 1): U = getUsedResources(0..k-1) of
//                       the k instructions reserved since the last clear
//                       (`.`-separated; `x` where LLVM has no path to read);
//                       P = the NFA paths (count:hash, or every path with `full`)
// argv[1] == "full": P lists the paths instead of hashing them (to show a
// difference).
//
// The paths come from a second llvm::Automaton over the same tables fed the
// same actions (DFAPacketizer keeps its automaton private); the driver checks
// that it agrees with the packetizer (canAdd vs canReserveResources, its
// first path vs getUsedResources) and exits 2 if not.

#include "llvm/CodeGen/DFAPacketizer.h"
#include "llvm/MC/MCInstrDesc.h"
#include "llvm/MC/MCInstrItineraries.h"

#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#define DFA_CAT2(A, B) A##B
#define DFA_CAT(A, B) DFA_CAT2(A, B)
#define DFA_SUBTARGET DFA_CAT(DFA_NAME, GenSubtargetInfo)

namespace llvm {
class DFA_SUBTARGET {
public:
  DFAPacketizer *createDFAPacketizer(const InstrItineraryData *IID) const;
};
} // namespace llvm

// As in the target's <T>Packetizer.cpp, the .inc is included after this.
using namespace llvm;

#include DFA_INC

namespace {

const auto &Indices = DFA_CAT(DFA_NAME, ResourceIndices);
const auto &Starts = DFA_CAT(DFA_NAME, ProcResourceIndexStart);
const auto &Transitions = DFA_CAT(DFA_NAME, Transitions);
const auto &TransitionInfo = DFA_CAT(DFA_NAME, TransitionInfo);

#include "paths.h"

[[noreturn]] void internalError(const std::string &What) {
  std::cerr << "packetizer driver: " << What << "\n";
  std::exit(2);
}

/// One processor's packetizer, and the shadow automaton that exposes its paths.
struct Proc {
  InstrItineraryData IID;
  std::unique_ptr<DFAPacketizer> P;
  Automaton<uint64_t> Shadow{ArrayRef(Transitions), TransitionInfo};
  unsigned Start = 0, NumClasses = 0;

  explicit Proc(unsigned ProcID) {
    IID.SchedModel.ProcID = ProcID;
    P.reset(DFA_SUBTARGET().createDFAPacketizer(&IID));
    Start = Starts[ProcID];
    NumClasses = Starts[ProcID + 1] - Start;
  }
};

std::string runSequence(Proc &Pr, bool Track, std::istringstream &Steps, bool Full) {
  DFAPacketizer &P = *Pr.P;
  P.clearResources();
  P.setTrackResources(Track);
  Pr.Shadow.reset();
  unsigned Reserved = 0;
  std::string Out, Tok;
  while (Steps >> Tok) {
    if (!Out.empty())
      Out += ' ';
    if (Tok == "c") {
      P.clearResources();
      Pr.Shadow.reset();
      Reserved = 0;
      Out += 'c';
      continue;
    }
    unsigned Class = std::stoul(Tok);
    if (Class >= Pr.NumClasses)
      internalError("sched class " + Tok + " out of range");
    MCInstrDesc Desc{};
    Desc.SchedClass = Class;
    bool Can = P.canReserveResources(&Desc);
    uint64_t Action = Indices[Pr.Start + Class];
    if (Can != (Class != 0 && Action != 0 && Pr.Shadow.canAdd(Action)))
      internalError("the shadow automaton disagrees with canReserveResources on class " + Tok);
    if (!Can) {
      Out += '-';
      continue;
    }
    P.reserveResources(&Desc);
    Pr.Shadow.add(Action);
    ++Reserved;
    Out += '+';
    if (!Track)
      continue;
    ArrayRef<NfaPath> Paths = Pr.Shadow.getNfaPaths();
    for (unsigned I = 0; I < Reserved; ++I) {
      Out += I ? '.' : 'u';
      // getUsedResources reads the first path; LLVM leaves it undefined when
      // there is no path or it is too short.
      if (Paths.empty() || I >= Paths.front().size()) {
        Out += 'x';
        continue;
      }
      unsigned Used = P.getUsedResources(I);
      const NfaPath &RS = Paths.front();
      unsigned Expect = I == 0 ? RS[0] : RS[I] ^ RS[I - 1];
      if (Used != Expect)
        internalError("getUsedResources differs from the shadow automaton's first path");
      Out += std::to_string(Used);
    }
    Out += ':';
    Out += pathsText(Paths, Full);
  }
  return Out;
}

template <typename ArrayT> std::string join(const ArrayT &A) {
  std::string S;
  for (size_t I = 0; I < std::size(A); ++I)
    S += (I ? "," : "") + std::to_string(A[I]);
  return S;
}

} // namespace

int main(int argc, char **argv) {
  std::ios::sync_with_stdio(false);
  bool Full = argc > 1 && std::string(argv[1]) == "full";
  std::cout << "tables " << join(Indices) << " starts " << join(Starts) << "\n";
  std::map<unsigned, std::unique_ptr<Proc>> Procs;
  std::string Line;
  while (std::getline(std::cin, Line)) {
    if (Line.empty() || Line[0] == '#')
      continue;
    std::istringstream Steps(Line);
    unsigned ProcID, Track;
    if (!(Steps >> ProcID >> Track))
      internalError("cannot read `" + Line + "`");
    if (ProcID == 0 || ProcID + 1 >= std::size(Starts))
      internalError("ProcID out of range: " + Line);
    auto &Pr = Procs[ProcID];
    if (!Pr)
      Pr = std::make_unique<Proc>(ProcID);
    std::cout << runSequence(*Pr, Track != 0, Steps, Full) << "\n";
  }
  return 0;
}
