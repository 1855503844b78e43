// The C++ side of the -gen-automata differential test (.ci/dfa-diff/run.py):
// llvm::Automaton (llvm/Support/Automaton.h) on the tables llvm-tblgen-19
// generates from Automata.td, as LLVM's unittests/TableGen/AutomataTest.cpp
// uses them. Built with -DENUMS_INC='"<-gen-searchable-tables .inc>"'
// -DAUTOMATA_INC='"<-gen-automata .inc>"'.
//
// argv:   AUTOMATON [full]   (SimpleAutomaton, TupleAutomaton, NfaAutomaton,
//                             BinPackerAutomaton)
// stdin:  '#' comment lines; `action SPEC` lines: the actions the sequences
//         index, in order; then one sequence per line, STEP...: an action
//         index, or `r` (reset).
//         SPEC: an enum action's value; a tuple's fields joined by `,`.
// stdout: `alphabet SPEC|SPEC|...`: the distinct actions of <N>Transitions in
//         order of first appearance; then one line per sequence, one token
//         per step: `r`, or FLAG P where FLAG is `+` (canAdd and add true, on
//         a transcribing and a non-transcribing automaton) or `-` (all false),
//         else `!` and the three as 0/1; P = the NFA paths after the step
//         (count:hash, or every path with `full`).

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Automaton.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

using namespace llvm;

namespace {
#define GET_SymKind_DECL
#define GET_BinRequirementKindEnum_DECL
#include ENUMS_INC

#define GET_SimpleAutomaton_DECL
#define GET_TupleAutomaton_DECL
#define GET_NfaAutomaton_DECL
#define GET_BinPackerAutomaton_DECL
#include AUTOMATA_INC
} // namespace

namespace {

[[noreturn]] void fail(const std::string &What) {
  std::cerr << "automata driver: " << What << "\n";
  std::exit(2);
}

// SPEC text of an action, and back.
std::string spec(SymKind K) { return std::to_string(K); }
std::string spec(BinRequirementKindEnum K) { return std::to_string(K); }
std::string spec(const std::string &S) { return S; }
template <typename... Ts> std::string spec(const std::tuple<Ts...> &T) {
  std::string S;
  std::apply([&S](const auto &...F) { ((S += (S.empty() ? "" : ",") + spec(F)), ...); }, T);
  return S;
}

void parse(const std::string &S, SymKind &K) { K = SymKind(std::stoi(S)); }
void parse(const std::string &S, BinRequirementKindEnum &K) { K = BinRequirementKindEnum(std::stoi(S)); }
void parse(const std::string &S, std::string &Out) { Out = S; }
template <typename... Ts> void parse(const std::string &S, std::tuple<Ts...> &T) {
  std::vector<std::string> Fields;
  std::stringstream In(S);
  for (std::string F; std::getline(In, F, ',');)
    Fields.push_back(F);
  if (Fields.size() != sizeof...(Ts))
    fail("action `" + S + "` has the wrong number of fields");
  size_t I = 0;
  std::apply([&](auto &...F) { (parse(Fields[I++], F), ...); }, T);
}

#include "paths.h"

template <typename ActionT, typename TransitionsT, typename InfoT>
int run(const TransitionsT &Transitions, const InfoT &Info, bool Full) {
  std::vector<std::string> Alphabet;
  for (const auto &T : Transitions) {
    std::string S = spec(T.Action);
    if (std::find(Alphabet.begin(), Alphabet.end(), S) == Alphabet.end())
      Alphabet.push_back(S);
  }
  std::cout << "alphabet ";
  for (size_t I = 0; I < Alphabet.size(); ++I)
    std::cout << (I ? "|" : "") << Alphabet[I];
  std::cout << "\n";

  using TransitionT = typename TransitionsT::value_type;
  Automaton<ActionT> Transcribing(ArrayRef<TransitionT>(Transitions), Info);
  Automaton<ActionT> Plain{ArrayRef<TransitionT>(Transitions)};
  std::vector<ActionT> Actions;
  std::string Line;
  while (std::getline(std::cin, Line)) {
    if (Line.empty() || Line[0] == '#')
      continue;
    if (Line.rfind("action ", 0) == 0) {
      ActionT A;
      parse(Line.substr(7), A);
      Actions.push_back(A);
      continue;
    }
    Transcribing.reset();
    Plain.reset();
    std::istringstream Steps(Line);
    std::string Out, Tok;
    while (Steps >> Tok) {
      if (!Out.empty())
        Out += ' ';
      if (Tok == "r") {
        Transcribing.reset();
        Plain.reset();
        Out += 'r';
        continue;
      }
      size_t Idx = std::stoul(Tok);
      if (Idx >= Actions.size())
        fail("action index " + Tok + " out of range");
      const ActionT &A = Actions[Idx];
      bool Can = Transcribing.canAdd(A);
      bool Added = Transcribing.add(A);
      bool PlainAdded = Plain.add(A);
      if (Can == Added && Added == PlainAdded)
        Out += Added ? '+' : '-';
      else
        Out += std::string("!") + char('0' + Can) + char('0' + Added) + char('0' + PlainAdded);
      Out += pathsText(Transcribing.getNfaPaths(), Full);
    }
    std::cout << Out << "\n";
  }
  return 0;
}

} // namespace

int main(int argc, char **argv) {
  std::ios::sync_with_stdio(false);
  if (argc < 2)
    fail("usage: automata AUTOMATON [full] < sequences");
  std::string Name = argv[1];
  bool Full = argc > 2 && std::string(argv[2]) == "full";
  if (Name == "SimpleAutomaton")
    return run<SimpleAutomatonAction>(SimpleAutomatonTransitions, SimpleAutomatonTransitionInfo, Full);
  if (Name == "TupleAutomaton")
    return run<TupleAutomatonAction>(TupleAutomatonTransitions, TupleAutomatonTransitionInfo, Full);
  if (Name == "NfaAutomaton")
    return run<NfaAutomatonAction>(NfaAutomatonTransitions, NfaAutomatonTransitionInfo, Full);
  if (Name == "BinPackerAutomaton")
    return run<BinPackerAutomatonAction>(BinPackerAutomatonTransitions, BinPackerAutomatonTransitionInfo, Full);
  fail("unknown automaton " + Name);
}
