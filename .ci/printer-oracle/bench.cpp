// The printer oracle's benchmark of LLVM's own printer (run.py --bench):
// LLVM 19's MCInstPrinter for a target and mode, created through libLLVM's
// target registry as llvm-mc-19 creates it, prints the cases of one unit
// (the driver's cases file, the same MCInsts the Rust printers print) over
// and over for about SECONDS into a reused buffer.
//
// usage: bench CASES TARGET MODE TRIPLE FEATURES VARIANT OPTION SECONDS
// (FEATURES like +m,+a or "", OPTION a -M option like no-aliases or "")
// prints `BENCH TARGET MODE PRINTED SECONDS` on stdout.

#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

using namespace llvm;

// The driver's spelling of the operands: rN, iV (the oracle's cases have
// no other kind).
static bool parseCase(const std::string &Line, const std::string &Target, const std::string &Mode, MCInst &Inst) {
  std::vector<std::string> Fields;
  std::stringstream In(Line);
  std::string Field;
  while (std::getline(In, Field, '\t'))
    Fields.push_back(Field);
  if (Fields.size() < 4 || Fields[0] != Target || Fields[1] != Mode)
    return false;
  Inst.setOpcode(std::stoul(Fields[2]));
  std::stringstream Ops(Fields[3]);
  std::string Op;
  while (Ops >> Op) {
    if (Op[0] == 'r')
      Inst.addOperand(MCOperand::createReg(std::stoul(Op.substr(1))));
    else
      Inst.addOperand(MCOperand::createImm(std::stoll(Op.substr(1))));
  }
  return true;
}

int main(int argc, char **argv) {
  if (argc != 9) {
    std::fprintf(stderr, "usage: bench CASES TARGET MODE TRIPLE FEATURES VARIANT OPTION SECONDS\n");
    return 2;
  }
  std::string Target = argv[2], Mode = argv[3], TripleName = argv[4], Features = argv[5], Option = argv[7];
  unsigned Variant = std::stoul(argv[6]);
  double Seconds = std::stod(argv[8]);
  InitializeAllTargetInfos();
  InitializeAllTargetMCs();
  std::string Error;
  const llvm::Target *T = TargetRegistry::lookupTarget(TripleName, Error);
  if (!T) {
    std::fprintf(stderr, "%s\n", Error.c_str());
    return 1;
  }
  Triple TT(TripleName);
  std::unique_ptr<MCRegisterInfo> MRI(T->createMCRegInfo(TripleName));
  MCTargetOptions Options;
  std::unique_ptr<MCAsmInfo> MAI(T->createMCAsmInfo(*MRI, TripleName, Options));
  std::unique_ptr<MCInstrInfo> MII(T->createMCInstrInfo());
  std::unique_ptr<MCSubtargetInfo> STI(T->createMCSubtargetInfo(TripleName, "", Features));
  std::unique_ptr<MCInstPrinter> IP(T->createMCInstPrinter(TT, Variant, *MAI, *MII, *MRI));
  if (!MRI || !MAI || !MII || !STI || !IP) {
    std::fprintf(stderr, "could not create %s's MC layer\n", TripleName.c_str());
    return 1;
  }
  if (!Option.empty() && !IP->applyTargetSpecificCLOption(Option)) {
    std::fprintf(stderr, "unknown printer option %s\n", Option.c_str());
    return 1;
  }
  std::vector<MCInst> Insts;
  std::ifstream In(argv[1]);
  std::string Line;
  while (std::getline(In, Line)) {
    MCInst Inst;
    if (parseCase(Line, Target, Mode, Inst))
      Insts.push_back(Inst);
  }
  if (Insts.empty()) {
    std::fprintf(stderr, "no case of %s %s\n", Target.c_str(), Mode.c_str());
    return 1;
  }
  std::string Text;
  Text.reserve(256);
  raw_string_ostream OS(Text);
  unsigned long long Printed = 0;
  auto Start = std::chrono::steady_clock::now();
  double Elapsed = 0;
  while (Elapsed < Seconds) {
    for (const MCInst &Inst : Insts) {
      Text.clear();
      IP->printInst(&Inst, 0, "", *STI, OS);
      OS.flush();
    }
    Printed += Insts.size();
    Elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - Start).count();
  }
  std::printf("BENCH %s %s %llu %.6f\n", Target.c_str(), Mode.c_str(), Printed, Elapsed);
  return 0;
}
