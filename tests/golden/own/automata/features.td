// ARGS: -gen-automata
// Symbol kinds, type overrides, tuples and odd transitions of -gen-automata.

include "llvm/TableGen/Automaton.td"

class Unit;
def ALU : Unit;
def MEM : Unit;
def BR : Unit;

// Record, int, string and code symbols; NewState bits up to bit 31.
class Op<bits<32> state, Unit u, int lat, string name, code c> : Transition {
  let NewState = state;
  Unit U = u;
  int Lat = lat;
  string Name = name;
  code Code = c;
}

def op10 : Op<0x1, ALU, 1, "add", [{ Add() }]>;
def op2 : Op<0x2, ALU, 1, "add", [{ Add() }]>;
def op1 : Op<0x80000000, MEM, -1, "ld", [{ Load(1) }]>;
def : Op<0x3, BR, 4294967297, "b", [{ Br }]>;
// Sets no bit: a self-loop on every NFA state, NFA state 0 included.
def : Op<0x0, ALU, 7, "nop", [{}]>;
// A subclass: still a transition of the same class.
class WideOp<Unit u> : Op<0x6, u, 2, "wide", [{ W }]>;
def wide : WideOp<MEM>;

// The class name as the action type.
def ByUnit : GenericAutomaton {
  let TransitionClass = "Op";
  let SymbolFields = ["U"];
}

// A tuple with every kind of symbol, one type overridden.
def ByAll : GenericAutomaton {
  let TransitionClass = "Op";
  let SymbolFields = ["U", "Lat", "Name", "Code"];
  string TypeOf_U = "UnitKind";
}

// An int with its C++ type overridden; 4294967297 truncates to 1, the same
// action as the other latency-1 ops.
def ByLatency : GenericAutomaton {
  let TransitionClass = "Op";
  let SymbolFields = ["Lat"];
  string TypeOf_Lat = "int";
}

// An empty override keeps the default type.
def ByName : GenericAutomaton {
  let TransitionClass = "Op";
  let SymbolFields = ["Name"];
  string TypeOf_Name = "";
}

// No symbol fields: every transition is the same action.
def AAnything : GenericAutomaton {
  let TransitionClass = "Op";
  let SymbolFields = [];
}

// A transition class of its own, with overlapping bits.
class Slot<bits<3> s, int n> : Transition {
  let NewState{2...0} = s;
  int N = n;
}
def : Slot<0b011, 0>;
def : Slot<0b110, 0>;
def : Slot<0b101, 0>;
def : Slot<0b001, 1>;
def : Slot<0b010, 1>;
def : Slot<0b100, 1>;

def Slots : GenericAutomaton {
  let TransitionClass = "Slot";
  let SymbolFields = ["N"];
}
