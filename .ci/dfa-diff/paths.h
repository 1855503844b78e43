// The NFA paths as both C++ drivers of .ci/dfa-diff print them (and
// tests/generated/dfa/steps.rs on the Rust side). Included inside each
// driver's anonymous namespace, after llvm/Support/Automaton.h and the
// <sstream>/<cstdio>/<string> headers.

#ifndef DFA_DIFF_PATHS_H
#define DFA_DIFF_PATHS_H

/// `count:hash`: the low 32 bits of FNV-1a over 64-bit words (the paths'
/// count, then each path's length and states), as steps.rs prints them.
std::string pathsText(ArrayRef<NfaPath> Paths, bool Full) {
  std::ostringstream S;
  if (Full) {
    S << "[";
    for (size_t I = 0; I < Paths.size(); ++I) {
      S << (I ? ";" : "");
      for (size_t J = 0; J < Paths[I].size(); ++J)
        S << (J ? "," : "") << Paths[I][J];
    }
    S << "]";
    return S.str();
  }
  uint64_t H = 0xcbf29ce484222325ULL;
  auto Mix = [&H](uint64_t X) { H = (H ^ X) * 0x100000001b3ULL; };
  Mix(Paths.size());
  for (const NfaPath &P : Paths) {
    Mix(P.size());
    for (uint64_t State : P)
      Mix(State);
  }
  char Buf[48];
  snprintf(Buf, sizeof Buf, "%zu:%08llx", Paths.size(), (unsigned long long)(H & 0xffffffffULL));
  return Buf;
}

#endif // DFA_DIFF_PATHS_H
