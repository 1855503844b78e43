// ARGS: -gen-exegesis -DEMPTY_RESOURCE
// ARGS: -gen-exegesis -DDUP_RESOURCE
// ARGS: -gen-exegesis -DEMPTY_ISSUE_COUNTER
// ARGS: -gen-exegesis -DEMPTY_VALIDATION_COUNTER
// ARGS: -gen-exegesis -DNO_TARGET
// ARGS: -gen-exegesis -DTWO_TARGETS
// ARGS: -gen-exegesis -DUNSET_COUNTERS
// ARGS: -gen-exegesis -DUNSET_CPU
// ARGS: -gen-exegesis -DUNSET_CPUS
// ARGS: -gen-exegesis -DUNSET_EVENT
// ARGS: -gen-exegesis -DNO_BINDING_CLASS
// ARGS: -gen-exegesis -DNO_TARGET_CLASS
// ARGS: -gen-exegesis -DNO_PROC_CLASS
// ARGS: -gen-exegesis -DNO_TARGET -DEMPTY_RESOURCE
// ARGS: -gen-exegesis -DUNSET_EVENT -DEMPTY_ISSUE_COUNTER
// ARGS: -gen-exegesis -DUNSET_EVENT_NUMBER
// ARGS: -gen-exegesis -DUNSET_CYCLES
// The errors -gen-exegesis reports, each under its own -D (two of them
// combined show which comes first), in llvm-tblgen-19's words, at its
// locations, exit status 1. None of these reaches an assertion in LLVM's
// emitter; its one assertion (no binding at all) is in none.td.
#ifdef NO_BINDING_CLASS
// Without PfmCountersBinding, LLVM's lookup of its defs fails.
class PfmCounter<string counter> { string Counter = counter; }
class PfmIssueCounter<string resource_name, string counter> : PfmCounter<counter> {
  string ResourceName = resource_name;
}
class ValidationEvent<int event_number> { int EventNumber = event_number; }
class PfmValidationCounter<ValidationEvent event_type, string counter> : PfmCounter<counter> {
  ValidationEvent EventType = event_type;
}
def NoPfmCounter : PfmCounter<"">;
class ProcPfmCounters {
  PfmCounter CycleCounter = NoPfmCounter;
  PfmCounter UopsCounter = NoPfmCounter;
  list<PfmIssueCounter> IssueCounters = [];
  list<PfmValidationCounter> ValidationCounters = [];
}
#else
#ifdef NO_PROC_CLASS
// Without ProcPfmCounters, nothing else is looked at.
class PfmCounter<string counter> { string Counter = counter; }
#else
include "llvm/Target/TargetPfmCounters.td"
#endif
#endif

#ifndef NO_TARGET_CLASS
class Target;
#endif
#ifndef NO_TARGET
#ifndef NO_TARGET_CLASS
def Err : Target;
#endif
#endif
#ifdef TWO_TARGETS
def Err2 : Target;
#endif

def Cycles : PfmCounter<"cycles">;

#ifndef NO_PROC_CLASS
def GoodPfmCounters : ProcPfmCounters {
  let CycleCounter = Cycles;
  let IssueCounters = [PfmIssueCounter<"Port0", "port_0">];
}

#endif

#ifdef EMPTY_RESOURCE
// The counter sets are read before the target is looked for.
def NamelessPfmCounters : ProcPfmCounters {
  let IssueCounters = [PfmIssueCounter<"Port0", "port_0">,
                       PfmIssueCounter<"", "port_1">];
}
#endif

#ifdef DUP_RESOURCE
def Port1Counter : PfmIssueCounter<"Port1", "port_1">;
def TwicePfmCounters : ProcPfmCounters {
  let IssueCounters = [Port1Counter, PfmIssueCounter<"Port0", "port_0">, Port1Counter];
}
#endif

#ifdef EMPTY_ISSUE_COUNTER
// The empty name is not in the name table, so it has no index. Every
// set's issue counters are numbered before any set's validation counters
// are read (see UNSET_EVENT, on a set whose name comes first).
def NoCounterPfmCounters : ProcPfmCounters {
  let IssueCounters = [PfmIssueCounter<"Port9", "">];
}
#endif

#ifdef EMPTY_VALIDATION_COUNTER
def NoValidationPfmCounters : ProcPfmCounters {
  let ValidationCounters = [PfmValidationCounter<InstructionRetired, "">];
}
#endif

#ifdef UNSET_EVENT
def AUnsetEventPfmCounters : ProcPfmCounters {
  let ValidationCounters = [PfmValidationCounter<?, "inst_retired">];
}
#endif

#ifdef UNSET_EVENT_NUMBER
def OddEvent : ValidationEvent<?>;
def OddEventPfmCounters : ProcPfmCounters {
  let ValidationCounters = [PfmValidationCounter<InstructionRetired, "inst_retired">,
                            PfmValidationCounter<OddEvent, "odd">];
}
#endif

#ifdef UNSET_CYCLES
def UnsetCyclesPfmCounters : ProcPfmCounters {
  let CycleCounter = ?;
}
#endif

#ifdef UNSET_COUNTERS
def : PfmCountersBinding<"cpu", ?>;
#endif

#ifdef UNSET_CPU
// A single binding is never compared, so its name is first read when the
// table is written.
def : PfmCountersBinding<?, GoodPfmCounters>;
#endif

#ifdef UNSET_CPUS
// Several are: the sort reads the second binding's name first.
def BindA : PfmCountersBinding<?, GoodPfmCounters>;
def BindB : PfmCountersBinding<?, GoodPfmCounters>;
def BindC : PfmCountersBinding<"c", GoodPfmCounters>;
#endif

#ifndef NO_BINDING_CLASS
#ifndef NO_PROC_CLASS
def : PfmCountersDefaultBinding<GoodPfmCounters>;
#endif
#endif
