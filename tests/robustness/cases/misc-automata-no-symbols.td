include "llvm/TableGen/Automaton.td"
class T : Transition { let NewState = 1; }
def T0 : T;
def Auto : GenericAutomaton { let TransitionClass = "T"; let SymbolFields = []; }
