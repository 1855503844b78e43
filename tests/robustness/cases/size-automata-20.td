include "llvm/TableGen/Automaton.td"
// N transitions, each setting its own bit of the state: 2^N DFA states.
class T<int b> : Transition { let NewState = !shl(1, b); int A = b; }
foreach b = 0...!sub(20, 1) in def T#b : T<b>;
def Auto : GenericAutomaton {
  let TransitionClass = "T";
  let SymbolFields = ["A"];
}
