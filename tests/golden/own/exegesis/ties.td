// More than sixteen entries with equal keys in both sorts the emitter
// makes (validation counters by event number, bindings by CPU name): past
// sixteen elements libstdc++'s std::sort is an introsort, which does not
// keep equal elements in their original order, and llvm-tblgen-19's
// output shows where it leaves them.
include "llvm/Target/TargetPfmCounters.td"

class Target;
def Ties : Target;

def ManyPfmCounters : ProcPfmCounters {
  let ValidationCounters = [
    PfmValidationCounter<L1DCacheLoadMiss, "counter_00">,
    PfmValidationCounter<L1ICacheLoadMiss, "counter_01">,
    PfmValidationCounter<L1DCacheStoreMiss, "counter_02">,
    PfmValidationCounter<L1DCacheLoadMiss, "counter_03">,
    PfmValidationCounter<InstructionRetired, "counter_04">,
    PfmValidationCounter<L1ICacheLoadMiss, "counter_05">,
    PfmValidationCounter<L1DCacheLoadMiss, "counter_06">,
    PfmValidationCounter<L1DCacheLoadMiss, "counter_07">,
    PfmValidationCounter<InstructionRetired, "counter_08">,
    PfmValidationCounter<L1DCacheLoadMiss, "counter_09">,
    PfmValidationCounter<L1DCacheStoreMiss, "counter_10">,
    PfmValidationCounter<L1DCacheLoadMiss, "counter_11">,
    PfmValidationCounter<L1DCacheLoadMiss, "counter_12">,
    PfmValidationCounter<L1ICacheLoadMiss, "counter_13">,
    PfmValidationCounter<L1DCacheStoreMiss, "counter_14">,
    PfmValidationCounter<L1DCacheLoadMiss, "counter_15">,
    PfmValidationCounter<InstructionRetired, "counter_16">,
    PfmValidationCounter<L1ICacheLoadMiss, "counter_17">,
    PfmValidationCounter<L1DCacheLoadMiss, "counter_18">,
    PfmValidationCounter<L1DCacheLoadMiss, "counter_19">,
    PfmValidationCounter<InstructionRetired, "counter_20">,
    PfmValidationCounter<L1DCacheLoadMiss, "counter_21">,
    PfmValidationCounter<L1DCacheStoreMiss, "counter_22">,
    PfmValidationCounter<L1DCacheLoadMiss, "counter_23">,
  ];
}

def OtherPfmCounters : ProcPfmCounters;

def Bind0 : PfmCountersBinding<"m", OtherPfmCounters>;
def Bind1 : PfmCountersBinding<"a", ManyPfmCounters>;
def Bind2 : PfmCountersBinding<"z", OtherPfmCounters>;
def Bind3 : PfmCountersBinding<"m", ManyPfmCounters>;
def Bind4 : PfmCountersBinding<"b", OtherPfmCounters>;
def Bind5 : PfmCountersBinding<"a", ManyPfmCounters>;
def Bind6 : PfmCountersBinding<"m", OtherPfmCounters>;
def Bind7 : PfmCountersBinding<"z", ManyPfmCounters>;
def Bind8 : PfmCountersBinding<"c", OtherPfmCounters>;
def Bind9 : PfmCountersBinding<"a", ManyPfmCounters>;
def Bind10 : PfmCountersBinding<"m", OtherPfmCounters>;
def Bind11 : PfmCountersBinding<"b", ManyPfmCounters>;
def Bind12 : PfmCountersBinding<"z", OtherPfmCounters>;
def Bind13 : PfmCountersBinding<"a", ManyPfmCounters>;
def Bind14 : PfmCountersBinding<"m", OtherPfmCounters>;
def Bind15 : PfmCountersBinding<"c", ManyPfmCounters>;
def Bind16 : PfmCountersBinding<"b", OtherPfmCounters>;
def Bind17 : PfmCountersBinding<"a", ManyPfmCounters>;
def Bind18 : PfmCountersBinding<"z", OtherPfmCounters>;
def Bind19 : PfmCountersBinding<"m", ManyPfmCounters>;
def Bind20 : PfmCountersBinding<"a", OtherPfmCounters>;
def Bind21 : PfmCountersBinding<"b", ManyPfmCounters>;
