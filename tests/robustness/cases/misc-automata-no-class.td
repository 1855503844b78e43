include "llvm/TableGen/Automaton.td"
def Auto : GenericAutomaton { let TransitionClass = "Nope"; let SymbolFields = ["A"]; }
