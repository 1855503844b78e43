// ARGS: -gen-opt-parser-defs -DEQUIVALENT
// ARGS: -gen-opt-rst -DEQUIVALENT
// ARGS: -gen-opt-parser-defs -DSENTINELS
// ARGS: -gen-opt-parser-defs -DPREFIX_LISTS
// ARGS: -gen-opt-rst -DPREFIX_LISTS
// ARGS: -gen-opt-parser-defs -DNO_GROUP_CLASS
// ARGS: -gen-opt-rst -DNO_OPTION_CLASS
// ARGS: -gen-opt-parser-defs -DBAD_KIND
// The errors of -gen-opt-parser-defs and -gen-opt-rst, and options that
// LLVM's comparison does not order consistently.

#ifndef NO_GROUP_CLASS
#ifndef NO_OPTION_CLASS
#ifndef BAD_KIND
include "llvm/Option/OptParser.td"
#endif
#endif
#endif

#ifdef EQUIVALENT
def a1 : Flag<["-"], "a">;
def b : Flag<["-"], "b">;
def a2 : Flag<["-"], "A">;
def a3 : Flag<["-"], "a">;
#endif

#ifdef SENTINELS
def INPUT2 : Option<["-"], "<other>", KIND_INPUT>;
#endif

#ifdef PREFIX_LISTS
// One name and kind, the same first prefix: each compares after the other.
def p1 : Flag<["-", "--"], "p">;
def p2 : Flag<["-"], "p">;
def p3 : Flag<["-", "/"], "p">;
def q : Flag<["-"], "q">;
#endif

#ifdef NO_GROUP_CLASS
class Option;
#endif

#ifdef NO_OPTION_CLASS
class OptionGroup;
#endif

#ifdef BAD_KIND
class OptionKind<string name> { string Name = name; }
class OptionGroup;
class Option<OptionKind k> { OptionKind Kind = k; }
def K : OptionKind<"K">;
def opt : Option<K>;
#endif
