// Skeleton "automaton": LLVM's Automaton.td classes.
include "llvm/TableGen/Automaton.td"
