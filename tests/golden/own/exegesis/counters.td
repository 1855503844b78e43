// Every part of -gen-exegesis's output: several processors' counter sets
// (cycle, uops, issue and validation counters, each optional), counter
// names shared between processors (one entry in the name table), the
// issue-counter table's offsets, validation counters out of event order
// with equal event numbers, and CPU bindings out of order, several CPUs
// sharing a set, and the default binding.
include "llvm/Target/TargetPfmCounters.td"

class Target;
def Tiny : Target;

def Cycles : PfmCounter<"cycles">;
def UopsRetired : PfmCounter<"uops_retired:all">;

// Two processors share this set.
def BigPfmCounters : ProcPfmCounters {
  let CycleCounter = Cycles;
  let UopsCounter = UopsRetired;
  let IssueCounters = [
    PfmIssueCounter<"BigPort0", "port_0">,
    PfmIssueCounter<"BigPort1", "port_1">,
    PfmIssueCounter<"BigPort23", "port_2 + port_3">,
  ];
  let ValidationCounters = [
    PfmValidationCounter<DataTLBLoadMiss, "dtlb_load_misses">,
    PfmValidationCounter<InstructionRetired, "inst_retired">,
    PfmValidationCounter<L1DCacheLoadMiss, "l1d_misses">,
    PfmValidationCounter<L1ICacheLoadMiss, "l1i_misses">,
  ];
}

// Uops but no cycles; issue counters reusing names of the set above.
def LittlePfmCounters : ProcPfmCounters {
  let UopsCounter = UopsRetired;
  let IssueCounters = [
    PfmIssueCounter<"LittlePort0", "port_0">,
    PfmIssueCounter<"LittleALU", "alu_ops">,
  ];
}

// Only validation counters; one event listed twice.
def ValidatingPfmCounters : ProcPfmCounters {
  let ValidationCounters = [
    PfmValidationCounter<BranchPredictionMiss, "branch_misses">,
    PfmValidationCounter<InstructionRetired, "inst_retired">,
    PfmValidationCounter<BranchPredictionMiss, "branch_misses_too">,
  ];
}

// Nothing at all.
def EmptyPfmCounters : ProcPfmCounters;

def DefaultPfmCounters : ProcPfmCounters {
  let CycleCounter = Cycles;
}

def : PfmCountersBinding<"zeta", BigPfmCounters>;
def : PfmCountersBinding<"alpha", BigPfmCounters>;
def : PfmCountersBinding<"little", LittlePfmCounters>;
def : PfmCountersBinding<"checker", ValidatingPfmCounters>;
def : PfmCountersBinding<"bare", EmptyPfmCounters>;
def : PfmCountersDefaultBinding<DefaultPfmCounters>;
