// The C++ side of the option-table oracle: libLLVM-19's opt::OptTable over
// one tool's `-gen-opt-parser-defs` .inc (named by the macro OPTS_INC when
// compiling), answering the command lines read from stdin as LLVM's tools
// see them. The Rust side prints the same lines from the Rust tables.
//
// Usage: harness [--ignore-case] [--grouped] [--dash-dash] dump|parse
//   dump:  one line per option: ID<TAB>KIND<TAB>PREFIXES<TAB>NAME<TAB>
//          PARAM<TAB>GROUP<TAB>ALIAS<TAB>ALIASARGS<TAB>FLAGS<TAB>VISIBILITY
//          (the generator builds command lines from it).
//   parse: stdin holds one command line per line, arguments separated by
//          TAB; for each, `cmd N`, then one line per parsed argument
//          (`arg INDEX<TAB>ID<TAB>SPELLING<TAB>VALUES joined by ^_<TAB>
//          AS_STRING`), `missing INDEX COUNT` when an option lacks its
//          values, and for each unknown argument the nearest known
//          spelling and its distance, as the tools' "did you mean" reads it.
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Option/Arg.h"
#include "llvm/Option/ArgList.h"
#include "llvm/Option/OptTable.h"
#include "llvm/Option/Option.h"

using namespace llvm;
using namespace llvm::opt;

namespace {
#ifdef UNITTEST_FLAGS
// The flags and visibilities LLVM's Option unit test defines for its
// Opts.td (the .inc names them; the values are the test's own).
enum OptionFlags { OptFlag1 = (1 << 4), OptFlag2 = (1 << 5), OptFlag3 = (1 << 6) };
enum OptionVisibility { SubtoolVis = (1 << 2), MultiLineVis = (1 << 3) };
#endif

enum ID {
  OPT_INVALID = 0,
#define OPTION(...) LLVM_MAKE_OPT_ID(__VA_ARGS__),
#include OPTS_INC
#undef OPTION
};

#define PREFIX(NAME, VALUE)                                                    \
  static constexpr StringLiteral NAME##_init[] = VALUE;                        \
  static constexpr ArrayRef<StringLiteral> NAME(NAME##_init,                   \
                                                std::size(NAME##_init) - 1);
#include OPTS_INC
#undef PREFIX

static constexpr OptTable::Info InfoTable[] = {
#define OPTION(...) LLVM_CONSTRUCT_OPT_INFO(__VA_ARGS__),
#include OPTS_INC
#undef OPTION
};

class Table : public GenericOptTable {
public:
  explicit Table(bool IgnoreCase) : GenericOptTable(InfoTable, IgnoreCase) {}
  using OptTable::setDashDashParsing;
  using OptTable::setGroupedShortOptions;
};

const char *kindName(Option::OptionClass K) {
  switch (K) {
  case Option::GroupClass: return "Group";
  case Option::InputClass: return "Input";
  case Option::UnknownClass: return "Unknown";
  case Option::FlagClass: return "Flag";
  case Option::JoinedClass: return "Joined";
  case Option::ValuesClass: return "Values";
  case Option::SeparateClass: return "Separate";
  case Option::RemainingArgsClass: return "RemainingArgs";
  case Option::RemainingArgsJoinedClass: return "RemainingArgsJoined";
  case Option::CommaJoinedClass: return "CommaJoined";
  case Option::MultiArgClass: return "MultiArg";
  case Option::JoinedOrSeparateClass: return "JoinedOrSeparate";
  case Option::JoinedAndSeparateClass: return "JoinedAndSeparate";
  }
  return "?";
}

std::vector<std::string> splitTabs(const std::string &Line) {
  std::vector<std::string> Out;
  size_t Start = 0;
  while (true) {
    size_t Tab = Line.find('\t', Start);
    Out.push_back(Line.substr(Start, Tab == std::string::npos ? std::string::npos : Tab - Start));
    if (Tab == std::string::npos)
      return Out;
    Start = Tab + 1;
  }
}
} // namespace

int main(int argc, char **argv) {
  bool IgnoreCase = false, Grouped = false, DashDash = false;
  std::string Mode;
  for (int I = 1; I < argc; ++I) {
    if (!std::strcmp(argv[I], "--ignore-case")) IgnoreCase = true;
    else if (!std::strcmp(argv[I], "--grouped")) Grouped = true;
    else if (!std::strcmp(argv[I], "--dash-dash")) DashDash = true;
    else Mode = argv[I];
  }
  Table T(IgnoreCase);
  T.setGroupedShortOptions(Grouped);
  T.setDashDashParsing(DashDash);

  if (Mode == "dump") {
    for (const OptTable::Info &Info : InfoTable) {
      std::string Prefixes;
      for (StringLiteral P : Info.Prefixes)
        Prefixes += (Prefixes.empty() ? "" : " ") + P.str();
      std::printf("%u\t%s\t%s\t%s\t%u\t%u\t%u\t%s\t%u\t%u\n", Info.ID,
                  kindName(Option::OptionClass(Info.Kind)), Prefixes.c_str(),
                  Info.getName().str().c_str(), unsigned(Info.Param),
                  unsigned(Info.GroupID), unsigned(Info.AliasID),
                  Info.AliasArgs ? "1" : "0", unsigned(Info.Flags),
                  unsigned(Info.Visibility));
    }
    return 0;
  }
  if (Mode != "parse") {
    std::fprintf(stderr, "usage: harness [--ignore-case] [--grouped] [--dash-dash] dump|parse\n");
    return 2;
  }
  std::string Line;
  while (std::getline(std::cin, Line)) {
    std::vector<std::string> Words = Line.empty() ? std::vector<std::string>() : splitTabs(Line);
    std::vector<const char *> Argv;
    for (const std::string &W : Words)
      Argv.push_back(W.c_str());
    unsigned MissingIndex = 0, MissingCount = 0;
    InputArgList Args = T.ParseArgs(Argv, MissingIndex, MissingCount);
    std::printf("cmd %zu\n", Words.size());
    for (const Arg *A : Args) {
      std::string Values;
      bool First = true;
      for (const char *V : A->getValues()) {
        // Separated by position, not by emptiness: a value may be empty.
        Values += (First ? "" : "\x1f") + std::string(V);
        First = false;
      }
      std::printf("arg %u\t%u\t%s\t%s\t%s\n", A->getIndex(),
                  A->getOption().getID(), A->getSpelling().str().c_str(),
                  Values.c_str(), A->getAsString(Args).c_str());
    }
    if (MissingCount)
      std::printf("missing %u %u\n", MissingIndex, MissingCount);
    for (const Arg *A : Args.filtered(OPT_UNKNOWN)) {
      std::string Nearest;
      unsigned Distance = T.findNearest(A->getAsString(Args), Nearest);
      std::printf("unknown %s\t%u\t%s\n", A->getAsString(Args).c_str(), Distance, Nearest.c_str());
    }
  }
  return 0;
}
