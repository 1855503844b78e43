// ARGS: -gen-automata -DBARE
// ARGS: -gen-automata -DUNDEFINED_CLASS
// ARGS: -gen-automata -DUNSET_CLASS
// ARGS: -gen-automata -DTYPEOF_NOT_STRING
// ARGS: -gen-automata -DSYMBOL_UNSET
// ARGS: -gen-automata -DINT_SYMBOL_UNSET
// ARGS: -gen-automata -DNO_NEW_STATE
// ARGS: -gen-automata -DSYMBOL_FIELDS_NOT_STRINGS
// -gen-automata errors that llvm-tblgen reports (rather than crashing on).

#ifndef BARE
include "llvm/TableGen/Automaton.td"

class Sym;
def S0 : Sym;

class T<bits<2> s> : Transition {
  let NewState{1...0} = s;
  Sym A = S0;
  int I = 1;
}
def : T<1>;

#ifdef UNDEFINED_CLASS
def Auto : GenericAutomaton {
  let TransitionClass = "NoSuchClass";
  let SymbolFields = ["A"];
}
#endif

#ifdef UNSET_CLASS
def Auto : GenericAutomaton {
  let SymbolFields = ["A"];
}
#endif

#ifdef TYPEOF_NOT_STRING
def Auto : GenericAutomaton {
  let TransitionClass = "T";
  let SymbolFields = ["A"];
  int TypeOf_A = 3;
}
#endif

#ifdef SYMBOL_UNSET
def : T<2> { let A = ?; }
def Auto : GenericAutomaton {
  let TransitionClass = "T";
  let SymbolFields = ["A"];
}
#endif

#ifdef INT_SYMBOL_UNSET
def : T<2> { let I = ?; }
def Auto : GenericAutomaton {
  let TransitionClass = "T";
  let SymbolFields = ["I"];
}
#endif

#ifdef NO_NEW_STATE
class NotATransition { Sym A = S0; }
def : NotATransition;
def Auto : GenericAutomaton {
  let TransitionClass = "NotATransition";
  let SymbolFields = ["A"];
}
#endif

#ifdef SYMBOL_FIELDS_NOT_STRINGS
def Auto : GenericAutomaton {
  let TransitionClass = "T";
  let SymbolFields = ?;
}
#endif
#endif
