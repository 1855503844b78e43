// What llvm-tblgen-19's -gen-instr-info C++ answers for one input: every
// InstrMapping function (GET_INSTRMAP_INFO) on every opcode and every
// value of its column enums, and every TIIPredicate's MC flavour
// (GET_INSTRINFO_MC_HELPERS) on the instructions of stdin.
//
// Built by run.py with -DREGS_INC, -DINSTRS_INC (llvm-tblgen-19's
// outputs), -DSTUBS_H (.ci/lib/instr_info_cpp.py's stand-ins for the
// predicates' C++ escapes) and -DCALLS_H (the calls: maps() and Preds[]),
// without NDEBUG: LLVM's asserts stay, and one that fires while a
// predicate runs (an operand that is not there, the register of an
// immediate, ...: undefined behaviour in a release build) makes the answer
// `u`.
#include "llvm/MC/MCInst.h"
#include "llvm/Support/Compiler.h"

#include <csetjmp>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <string>

static std::jmp_buf *Trap = nullptr;

// glibc's assert calls this: back to the predicate's caller if one is
// running, else the usual abort.
extern "C" [[noreturn]] void __assert_fail(const char *Assertion, const char *File, unsigned Line,
                                           const char *Function) noexcept {
  if (Trap)
    std::longjmp(*Trap, 1);
  std::fprintf(stderr, "%s:%u: %s: assertion `%s' failed\n", File, Line, Function, Assertion);
  std::abort();
}

#define GET_REGINFO_ENUM
#include REGS_INC

#include STUBS_H

#define GET_INSTRINFO_ENUM
#define GET_INSTRINFO_MC_HELPER_DECLS
#define GET_INSTRINFO_MC_HELPERS
#define GET_INSTRMAP_INFO
#include INSTRS_INC

using namespace llvm;

typedef bool (*Pred)(const MCInst &);

#include CALLS_H

// OPCODE/OPERANDS, operands rN, iN or o (a floating-point immediate:
// neither a register nor an immediate), comma-separated.
static MCInst parse(const std::string &S) {
  MCInst MI;
  size_t Slash = S.find('/');
  MI.setOpcode(std::strtoul(S.substr(0, Slash).c_str(), nullptr, 10));
  std::stringstream Ops(S.substr(Slash + 1));
  std::string Op;
  while (std::getline(Ops, Op, ',')) {
    if (Op[0] == 'r')
      MI.addOperand(MCOperand::createReg(std::strtoul(Op.c_str() + 1, nullptr, 10)));
    else if (Op[0] == 'i')
      MI.addOperand(MCOperand::createImm(std::strtoll(Op.c_str() + 1, nullptr, 10)));
    else
      MI.addOperand(MCOperand::createDFPImm(0));
  }
  return MI;
}

int main() {
  maps();
  std::string Line;
  while (std::getline(std::cin, Line)) {
    MCInst MI = parse(Line);
    std::string Out;
    for (Pred P : Preds) {
      std::jmp_buf Buf;
      volatile char C = 'u';
      if (!setjmp(Buf)) {
        Trap = &Buf;
        C = P(MI) ? '1' : '0';
      }
      Trap = nullptr;
      Out += C;
    }
    std::printf("%s\n", Out.c_str());
  }
  return 0;
}
