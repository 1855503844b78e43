// The LLVM side of the isel differential test (tests/isel-llvm/README.md).
//
//   harness TRIPLE CPU FEATURES HOOKS.txt [START] < dags.txt > llvm.txt
//
// Builds each DAG of dags.txt (written by `isel-llvm gen`) in a real
// SelectionDAG of TRIPLE's TargetMachine, runs LLVM 19's
// SelectionDAGISel::SelectCodeCommon on its root with the target's
// MatcherTable (our -gen-dag-isel output, compiled in from table.cpp) and
// deterministic stand-in hooks, and prints the DAG as built, the outcome and
// the DAG after selection, in the text format `isel-llvm replay` reads.
// Cases before START are skipped (the driver restarts after a crash).
#include "prelude.h"

#include <algorithm>

#include "llvm/CodeGen/FunctionLoweringInfo.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineModuleInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetLowering.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/KnownBits.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Target/TargetMachine.h"

#include <algorithm>
#include <csetjmp>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <unistd.h>
#include <unordered_map>
#include <vector>

using namespace llvm;

namespace {

// --- the stand-in hooks' hash (src/hooks.rs has the same) ---
uint64_t mix(uint64_t H, uint64_t X) {
  uint64_t Z = (H ^ X) + 0x9e3779b97f4a7c15ULL;
  Z = (Z ^ (Z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  Z = (Z ^ (Z >> 27)) * 0x94d049bb133111ebULL;
  return Z ^ (Z >> 31);
}
const uint32_t NewNode = 0xffffffffu;

jmp_buf FailEnv;
bool InSelect = false;
long CurrentCase = -1;

void fatalHandler(void *, const char *Reason, bool) {
  if (InSelect)
    longjmp(FailEnv, 1);
  fprintf(stderr, "harness: fatal error outside selection (case %ld): %s\n", CurrentCase, Reason);
  _exit(4);
}

void crashHandler(int Sig) {
  char Buf[96];
  int N = snprintf(Buf, sizeof Buf, "harness: signal %d in case %ld\n", Sig, CurrentCase);
  (void)!write(2, Buf, N);
  _exit(3);
}

struct CpInfo {
  unsigned Results = 0;
  bool Chained = false;
};

class HarnessISel : public SelectionDAGISel {
public:
  const unsigned char *Table = nullptr;
  unsigned TableSize = 0;
  uint64_t Salt = 0;
  std::unordered_map<const SDNode *, uint32_t> Ids;
  std::vector<CpInfo> Cps;
  // Node predicates that require result 0 to have no use (see hooks.rs).
  std::vector<unsigned> NoUse;

  HarnessISel(TargetMachine &TM) : SelectionDAGISel(TM, CodeGenOptLevel::Default) {}

  uint32_t idOf(const SDNode *N) const {
    auto It = Ids.find(N);
    return It == Ids.end() ? NewNode : It->second;
  }

  void Select(SDNode *N) override { SelectCodeCommon(N, Table, TableSize); }

  bool CheckPatternPredicate(unsigned P) const override { return mix(mix(Salt, 1), P) % 4 != 0; }
  bool CheckNodePredicate(SDNode *N, unsigned P) const override {
    if (std::find(NoUse.begin(), NoUse.end(), P) != NoUse.end() && !SDValue(N, 0).use_empty())
      return false;
    return mix(mix(mix(Salt, 2), P), idOf(N)) % 4 != 0;
  }
  bool CheckNodePredicateWithOperands(SDNode *N, unsigned P,
                                      const SmallVectorImpl<SDValue> &Ops) const override {
    uint64_t H = mix(mix(mix(Salt, 3), P), idOf(N));
    for (const SDValue &O : Ops)
      H = mix(mix(H, idOf(O.getNode())), O.getResNo());
    return H % 4 != 0;
  }
  bool CheckComplexPattern(SDNode *Root, SDNode *Parent, SDValue N, unsigned P,
                           SmallVectorImpl<std::pair<SDValue, SDNode *>> &Result) override {
    uint64_t H = mix(mix(mix(mix(Salt, 4), P), idOf(N.getNode())), N.getResNo());
    if (H % 4 == 0)
      return false;
    CpInfo Info = P < Cps.size() ? Cps[P] : CpInfo{1, false};
    if (Info.Chained) {
      // The chain result is the matched node itself: it must have a chain.
      SDNode *M = N.getNode();
      unsigned NV = M->getNumValues();
      unsigned Last = NV - 1;
      if (NV >= 2 && M->getValueType(Last) == MVT::Glue)
        --Last;
      if (M->getNumOperands() == 0 || M->getOperand(0).getValueType() != MVT::Other ||
          M->getValueType(Last) != MVT::Other)
        return false;
    }
    for (unsigned I = 0; I < Info.Results; ++I) {
      if (I == 0 || (Info.Chained && I + 1 == Info.Results))
        Result.push_back({N, nullptr});
      else
        Result.push_back({CurDAG->getTargetConstant((H >> (8 * (I % 8))) & 0xff, SDLoc(N), MVT::i32), nullptr});
    }
    return true;
  }
  SDValue RunSDNodeXForm(SDValue V, unsigned X) override {
    uint64_t H = mix(mix(mix(mix(Salt, 5), X), idOf(V.getNode())), V.getResNo());
    return CurDAG->getTargetConstant(H & 0xffff, SDLoc(V), MVT::i32);
  }
};

struct Forget : public SelectionDAG::DAGUpdateListener {
  HarnessISel &I;
  Forget(SelectionDAG &D, HarnessISel &I) : SelectionDAG::DAGUpdateListener(D), I(I) {}
  void NodeDeleted(SDNode *N, SDNode *) override { I.Ids.erase(N); }
};

struct Printer {
  std::map<unsigned, std::string> Names;
  std::map<const MachineMemOperand *, unsigned> MmoIds;

  std::string name(const SDNode *N) const {
    if (N->isMachineOpcode())
      return "M" + std::to_string(N->getMachineOpcode());
    auto It = Names.find(N->getOpcode());
    if (It != Names.end())
      return It->second;
    return "?" + std::to_string(N->getOpcode());
  }

  static std::string vt(EVT T) {
    if (!T.isSimple())
      return "e";
    return std::to_string(unsigned(T.getSimpleVT().SimpleTy));
  }

  std::string payload(const SDNode *N) const {
    std::vector<std::string> Toks;
    if (auto *C = dyn_cast<ConstantSDNode>(N)) {
      const APInt &V = C->getAPIntValue();
      Toks.push_back("c" + std::to_string(V.getBitWidth()) + ":" + toString(V, 16, false));
    } else if (auto *F = dyn_cast<ConstantFPSDNode>(N)) {
      Toks.push_back("f" + toString(F->getValueAPF().bitcastToAPInt(), 16, false));
    } else if (auto *CC = dyn_cast<CondCodeSDNode>(N)) {
      Toks.push_back("cc" + std::to_string(unsigned(CC->get())));
    } else if (auto *V = dyn_cast<VTSDNode>(N)) {
      Toks.push_back("vt" + vt(V->getVT()));
    } else if (auto *R = dyn_cast<RegisterSDNode>(N)) {
      Toks.push_back("r" + std::to_string(R->getReg().id()));
    } else if (auto *FI = dyn_cast<FrameIndexSDNode>(N)) {
      Toks.push_back("fi" + std::to_string(FI->getIndex()));
    } else if (auto *G = dyn_cast<GlobalAddressSDNode>(N)) {
      Toks.push_back("ga" + std::to_string(G->getOffset()));
    } else if (auto *E = dyn_cast<ExternalSymbolSDNode>(N)) {
      Toks.push_back(std::string("es") + E->getSymbol());
    } else if (isa<BasicBlockSDNode>(N)) {
      Toks.push_back("bb");
    } else if (isa<ConstantPoolSDNode>(N)) {
      Toks.push_back("cp");
    } else if (auto *J = dyn_cast<JumpTableSDNode>(N)) {
      Toks.push_back("jt" + std::to_string(J->getIndex()));
    }
    if (auto *M = dyn_cast<MachineSDNode>(N)) {
      if (!M->memoperands_empty()) {
        std::string S = "mr";
        bool First = true;
        for (const MachineMemOperand *MMO : M->memoperands()) {
          S += (First ? "" : ",") + mmo(MMO);
          First = false;
        }
        Toks.push_back(S);
      }
    } else if (auto *M = dyn_cast<MemSDNode>(N)) {
      Toks.push_back("m" + mmo(M->getMemOperand()));
    }
    if (N->getFlags().hasNoFPExcept())
      Toks.push_back("nfe");
    std::string S;
    for (size_t I = 0; I < Toks.size(); ++I)
      S += (I ? " " : "") + Toks[I];
    return S;
  }

  std::string mmo(const MachineMemOperand *M) const {
    auto It = MmoIds.find(M);
    std::string S = It == MmoIds.end() ? std::string("?") : std::to_string(It->second);
    if (M->isLoad())
      S += "l";
    if (M->isStore())
      S += "s";
    return S;
  }

  // Post-order DFS from Root (operands left to right): the node order both
  // sides use.
  static void order(SDNode *Root, std::vector<SDNode *> &Out, std::unordered_map<const SDNode *, unsigned> &Index) {
    std::vector<std::pair<SDNode *, unsigned>> Stack;
    if (!Index.count(Root))
      Stack.push_back({Root, 0});
    std::set<const SDNode *> OnStack{Root};
    while (!Stack.empty()) {
      auto &[N, I] = Stack.back();
      if (I < N->getNumOperands()) {
        SDNode *Op = N->getOperand(I++).getNode();
        if (!Index.count(Op) && !OnStack.count(Op)) {
          OnStack.insert(Op);
          Stack.push_back({Op, 0});
        }
        continue;
      }
      Index[N] = Out.size();
      Out.push_back(N);
      Stack.pop_back();
    }
  }

  std::string line(const SDNode *N, const std::unordered_map<const SDNode *, unsigned> &Index) const {
    std::string S = name(N) + "|";
    for (unsigned I = 0; I < N->getNumValues(); ++I)
      S += (I ? "," : "") + vt(N->getValueType(I));
    S += "|";
    for (unsigned I = 0; I < N->getNumOperands(); ++I) {
      SDValue O = N->getOperand(I);
      auto It = Index.find(O.getNode());
      S += (I ? "," : "") + (It == Index.end() ? std::string("?") : std::to_string(It->second)) + "." +
           std::to_string(O.getResNo());
    }
    return S + "|" + payload(N);
  }

  // The DAG reachable from its root, then the other live nodes (sorted,
  // without operands).
  std::string canonical(SelectionDAG &DAG) const {
    std::vector<SDNode *> Order;
    std::unordered_map<const SDNode *, unsigned> Index;
    order(DAG.getRoot().getNode(), Order, Index);
    std::string S;
    for (size_t I = 0; I < Order.size(); ++I)
      S += (I ? ";" : "") + line(Order[I], Index);
    std::vector<std::string> Rest;
    for (SDNode &N : DAG.allnodes())
      if (!Index.count(&N)) {
        std::string L = name(&N) + "|";
        for (unsigned I = 0; I < N.getNumValues(); ++I)
          L += (I ? "," : "") + vt(N.getValueType(I));
        Rest.push_back(L + "|" + payload(&N));
      }
    std::sort(Rest.begin(), Rest.end());
    S += " / ";
    for (size_t I = 0; I < Rest.size(); ++I)
      S += (I ? ";" : "") + Rest[I];
    return S;
  }
};

std::vector<std::string> split(const std::string &S, char Sep) {
  std::vector<std::string> Out;
  std::string Cur;
  std::istringstream In(S);
  while (std::getline(In, Cur, Sep))
    Out.push_back(Cur);
  return Out;
}

MVT mvt(const std::string &S) { return MVT(MVT::SimpleValueType(std::stoi(S))); }

} // namespace

int main(int argc, char **argv) {
  if (argc < 5) {
    fprintf(stderr, "usage: harness TRIPLE CPU FEATURES HOOKS.txt [START] < dags.txt\n");
    return 2;
  }
  std::string TripleName = argv[1], Cpu = argv[2], Features = argv[3];
  if (Cpu == "-")
    Cpu = "";
  if (Features == "-")
    Features = "";
  long Start = argc > 5 ? atol(argv[5]) : 0;

  InitializeAllTargetInfos();
  InitializeAllTargets();
  InitializeAllTargetMCs();
  install_fatal_error_handler(fatalHandler, nullptr);
  signal(SIGSEGV, crashHandler);
  signal(SIGBUS, crashHandler);
  signal(SIGFPE, crashHandler);
  signal(SIGILL, crashHandler);
  signal(SIGABRT, crashHandler);

  std::string Err;
  const Target *T = TargetRegistry::lookupTarget(TripleName, Err);
  if (!T) {
    fprintf(stderr, "harness: %s\n", Err.c_str());
    return 2;
  }
  TargetOptions Opts;
  std::unique_ptr<TargetMachine> TM(
      T->createTargetMachine(TripleName, Cpu, Features, Opts, Reloc::Static, std::nullopt, CodeGenOptLevel::Default));
  auto &LTM = static_cast<LLVMTargetMachine &>(*TM);
  LLVMContext Ctx;
  Module M("isel", Ctx);
  M.setTargetTriple(TripleName);
  M.setDataLayout(TM->createDataLayout());
  Function *F = Function::Create(FunctionType::get(Type::getVoidTy(Ctx), false), GlobalValue::ExternalLinkage, "f", M);
  BasicBlock *BB = BasicBlock::Create(Ctx, "entry", F);
  ReturnInst::Create(Ctx, BB);
  auto *GV = new GlobalVariable(M, Type::getInt32Ty(Ctx), false, GlobalValue::ExternalLinkage, nullptr, "g");
  Constant *PoolConst = ConstantInt::get(Type::getInt32Ty(Ctx), 42);
  MachineModuleInfo MMI(&LTM);
  const TargetSubtargetInfo &STI = *TM->getSubtargetImpl(*F);
  MachineFunction MF(*F, LTM, STI, 0, MMI);
  MachineBasicBlock *MBB = MF.CreateMachineBasicBlock(BB);
  MF.push_back(MBB);
  OptimizationRemarkEmitter ORE(F);

  HarnessISel ISel(*TM);
  ISel.Table = isel_llvm_table(ISel.TableSize);
  ISel.MF = &MF;
  ISel.RegInfo = &MF.getRegInfo();
  ISel.TII = STI.getInstrInfo();
  ISel.TLI = STI.getTargetLowering();
  SelectionDAG &DAG = *ISel.CurDAG;
  DAG.init(MF, ORE, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr);
  // An empty FunctionLoweringInfo (AMDGPU's isSDNodeSourceOfDivergence
  // consults it for CopyFromReg).
  ISel.FuncInfo->Fn = F;
  ISel.FuncInfo->MF = &MF;
  ISel.FuncInfo->RegInfo = &MF.getRegInfo();
  ISel.FuncInfo->TLI = ISel.TLI;
  DAG.setFunctionLoweringInfo(ISel.FuncInfo.get());
  Forget Listener(DAG, ISel);

  Printer P;
  std::map<std::string, unsigned> ByName;
  for (const IselLlvmNode *N = isel_llvm_nodes; N->Name; ++N) {
    P.Names[N->Opcode] = N->Name;
    ByName[N->Name] = N->Opcode;
  }
  {
    std::ifstream Hooks(argv[4]);
    std::string Kind;
    unsigned Index, Results, Chained;
    while (Hooks >> Kind >> Index >> Results >> Chained) {
      if (Kind == "U")
        ISel.NoUse.push_back(Index);
      if (Kind != "C")
        continue;
      if (ISel.Cps.size() <= Index)
        ISel.Cps.resize(Index + 1);
      ISel.Cps[Index] = CpInfo{Results, Chained != 0};
    }
  }
  const DataLayout &DL = M.getDataLayout();
  std::cout << "target " << TripleName << " ptr " << unsigned(ISel.TLI->getPointerTy(DL).SimpleTy) << "\n";
  std::cout << "flags";
  for (unsigned I = 0; I < ISel.TII->getNumOpcodes(); ++I) {
    const MCInstrDesc &D = ISel.TII->get(I);
    unsigned Mask = (D.mayLoad() ? 1 : 0) | (D.mayStore() ? 2 : 0) | (D.mayRaiseFPException() ? 4 : 0);
    if (Mask)
      std::cout << " " << I << ":" << Mask;
  }
  std::cout << "\n";

  // Nodes SelectCodeCommon handles before its table: not roots here.
  std::set<unsigned> PreTable = {
      ISD::EntryToken,      ISD::BasicBlock,          ISD::Register,          ISD::RegisterMask,
      ISD::HANDLENODE,      ISD::MDNODE_SDNODE,       ISD::TargetConstant,    ISD::TargetConstantFP,
      ISD::TargetConstantPool, ISD::TargetFrameIndex, ISD::TargetExternalSymbol, ISD::MCSymbol,
      ISD::TargetBlockAddress, ISD::TargetJumpTable,  ISD::TargetGlobalTLSAddress, ISD::TargetGlobalAddress,
      ISD::TokenFactor,     ISD::CopyFromReg,         ISD::CopyToReg,         ISD::EH_LABEL,
      ISD::ANNOTATION_LABEL, ISD::LIFETIME_START,     ISD::LIFETIME_END,      ISD::PSEUDO_PROBE,
      ISD::AssertSext,      ISD::AssertZext,          ISD::AssertAlign,       ISD::INLINEASM,
      ISD::INLINEASM_BR,    ISD::READ_REGISTER,       ISD::WRITE_REGISTER,    ISD::UNDEF,
      ISD::FREEZE,          ISD::ARITH_FENCE,         ISD::STACKMAP,          ISD::PATCHPOINT,
      ISD::JUMP_TABLE_DEBUG_INFO, ISD::CONVERGENCECTRL_ANCHOR, ISD::CONVERGENCECTRL_ENTRY,
      ISD::CONVERGENCECTRL_LOOP, ISD::CONVERGENCECTRL_GLUE};

  SDLoc Loc;
  std::string Line;
  while (std::getline(std::cin, Line)) {
    if (Line.rfind("dag ", 0) != 0)
      continue;
    std::istringstream Head(Line.substr(4));
    uint64_t Salt;
    Head >> CurrentCase >> std::hex >> Salt;
    std::vector<std::string> Spec;
    while (std::getline(std::cin, Line) && Line != "end")
      Spec.push_back(Line);
    if (CurrentCase < Start)
      continue;

    DAG.clear();
    ISel.Ids.clear();
    P.MmoIds.clear();
    ISel.Salt = Salt;
    std::vector<SDNode *> Nodes{DAG.getEntryNode().getNode()};
    std::vector<SDValue> Extra;
    SDNode *Root = nullptr;
    bool Bad = false;
    // Virtual registers that exist (AMDGPU's divergence analysis looks
    // their class up), generic so that no target register class is needed.
    auto vreg = [&]() { return MF.getRegInfo().createGenericVirtualRegister(LLT::scalar(32)); };
    auto memop = [&](bool L, bool S) {
      auto Flags = (L ? MachineMemOperand::MOLoad : MachineMemOperand::MONone) |
                   (S ? MachineMemOperand::MOStore : MachineMemOperand::MONone);
      MachineMemOperand *MMO = MF.getMachineMemOperand(MachinePointerInfo(), Flags, LLT::scalar(32), Align(4));
      P.MmoIds.emplace(MMO, P.MmoIds.size());
      return MMO;
    };
    auto plain = [&](unsigned Opc, ArrayRef<EVT> VTs, ArrayRef<SDValue> Ops) -> SDNode * {
      // A node exactly as asked (getNode would fold and simplify): a fresh
      // placeholder morphed into it, or the identical node that exists.
      SDNode *Ph = DAG.getMachineNode(TargetOpcode::IMPLICIT_DEF, Loc, MVT::Glue);
      SDNode *R = DAG.MorphNodeTo(Ph, Opc, DAG.getVTList(VTs), Ops);
      if (R != Ph)
        DAG.RemoveDeadNode(Ph);
      return R;
    };
    auto value = [&](const std::string &S) -> SDValue {
      auto Parts = split(S, ':');
      size_t Id = std::stoul(Parts[0]);
      unsigned Res = Parts.size() > 1 ? std::stoul(Parts[1]) : 0;
      if (Id >= Nodes.size() || Res >= Nodes[Id]->getNumValues()) {
        Bad = true;
        return DAG.getEntryNode();
      }
      return SDValue(Nodes[Id], Res);
    };
    for (const std::string &S : Spec) {
      auto W = split(S, ' ');
      const std::string &K = W[0];
      SDNode *N = nullptr;
      if (K == "root") {
        Root = value(W[1]).getNode();
        continue;
      }
      if (K == "use") {
        Extra.push_back(value(W[1]));
        continue;
      }
      if (K == "leaf") {
        N = DAG.getCopyFromReg(DAG.getEntryNode(), Loc, vreg(), mvt(W[1])).getNode();
      } else if (K == "glue") {
        SDValue V = DAG.getCopyFromReg(DAG.getEntryNode(), Loc, vreg(), MVT::i32);
        N = DAG.getCopyToReg(DAG.getEntryNode(), Loc, vreg(), V, SDValue()).getNode();
      } else if (K == "const" || K == "tconst") {
        N = DAG.getConstant(uint64_t(std::stoll(W[2])), Loc, mvt(W[1]), K == "tconst").getNode();
      } else if (K == "fconst") {
        N = DAG.getConstantFP(0.5, Loc, mvt(W[1])).getNode();
      } else if (K == "cc") {
        N = DAG.getCondCode(ISD::CondCode(std::stoi(W[1]))).getNode();
      } else if (K == "vt") {
        N = DAG.getValueType(EVT(mvt(W[1]))).getNode();
      } else if (K == "fi" || K == "tfi") {
        N = DAG.getFrameIndex(std::stoi(W[2]), mvt(W[1]), K == "tfi").getNode();
      } else if (K == "ga" || K == "tga") {
        N = DAG.getGlobalAddress(GV, Loc, mvt(W[1]), 0, K == "tga").getNode();
      } else if (K == "es") {
        N = DAG.getExternalSymbol("sym", mvt(W[1])).getNode();
      } else if (K == "tes") {
        N = DAG.getTargetExternalSymbol("sym", mvt(W[1])).getNode();
      } else if (K == "bb") {
        N = DAG.getBasicBlock(MBB).getNode();
      } else if (K == "cp" || K == "tcp") {
        N = DAG.getConstantPool(PoolConst, mvt(W[1]), Align(4), 0, K == "tcp").getNode();
      } else if (K == "jt" || K == "tjt") {
        N = DAG.getJumpTable(0, mvt(W[1]), K == "tjt").getNode();
      } else if (K == "node" && W.size() == 5) {
        auto It = ByName.find(W[1]);
        if (It == ByName.end()) {
          Bad = true;
          break;
        }
        unsigned Opc = It->second;
        std::vector<EVT> VTs;
        if (W[2] != "-")
          for (auto &V : split(W[2], ','))
            VTs.push_back(mvt(V));
        std::vector<SDValue> Ops;
        if (W[3] != "-")
          for (auto &V : split(W[3], ','))
            Ops.push_back(value(V));
        if (VTs.empty() || Bad) {
          Bad = true;
          break;
        }
        bool L = W[4].find('l') != std::string::npos, St = W[4].find('s') != std::string::npos;
        if (Opc == ISD::LOAD && Ops.size() == 2) {
          N = DAG.getLoad(ISD::UNINDEXED, ISD::NON_EXTLOAD, VTs[0], Loc, Ops[0], Ops[1],
                          DAG.getUNDEF(Ops[1].getValueType()), VTs[0], memop(true, false))
                  .getNode();
        } else if (Opc == ISD::STORE && Ops.size() == 3) {
          N = DAG.getStore(Ops[0], Loc, Ops[1], Ops[2], memop(false, true)).getNode();
        } else if (Opc >= ISD::ATOMIC_LOAD && Opc <= ISD::ATOMIC_LOAD_UDEC_WRAP) {
          EVT MemVT = VTs[0] == MVT::Other ? (Ops.size() > 1 ? Ops[1].getValueType() : EVT(MVT::i32)) : VTs[0];
          N = DAG.getAtomic(Opc, Loc, MemVT, DAG.getVTList(VTs), Ops, memop(true, true)).getNode();
        } else if (W[4] != "-") {
          N = DAG.getMemIntrinsicNode(Opc, Loc, DAG.getVTList(VTs), Ops, MVT::i32, memop(L, St)).getNode();
        } else {
          N = plain(Opc, VTs, Ops);
        }
      } else {
        Bad = true;
        break;
      }
      Nodes.push_back(N);
    }
    if (Bad || !Root) {
      std::cout << "case " << CurrentCase << " " << std::hex << Salt << std::dec << "\nres bad\nend\n";
      continue;
    }
    // Sinks: the root's values and the extra uses, into one TokenFactor root.
    std::vector<SDValue> Chains;
    auto sink = [&](SDValue V) {
      EVT T = V.getValueType();
      if (T == MVT::Other)
        Chains.push_back(V);
      else if (T == MVT::Glue) {
        SDValue X = DAG.getCopyFromReg(DAG.getEntryNode(), Loc, vreg(), MVT::i32);
        Chains.push_back(DAG.getCopyToReg(DAG.getEntryNode(), Loc, vreg(), X, V));
      } else
        Chains.push_back(DAG.getCopyToReg(DAG.getEntryNode(), Loc, vreg(), V, SDValue()));
    };
    for (unsigned I = 0; I < Root->getNumValues(); ++I)
      if (Root->getValueType(I) != MVT::Glue)
        sink(SDValue(Root, I));
    for (SDValue V : Extra)
      sink(V);
    if (Chains.empty())
      Chains.push_back(DAG.getEntryNode());
    DAG.setRoot(SDValue(plain(ISD::TokenFactor, {EVT(MVT::Other)}, Chains), 0));
    DAG.RemoveDeadNodes();

    std::vector<SDNode *> Order;
    std::unordered_map<const SDNode *, unsigned> Index;
    Printer::order(DAG.getRoot().getNode(), Order, Index);
    std::cout << "case " << CurrentCase << " " << std::hex << Salt << std::dec << "\n";
    for (SDNode *N : Order) {
      ISel.Ids[N] = Index[N];
      std::cout << "n " << P.line(N, Index) << "\n";
    }
    // What computeKnownBits says of the first operand of each AND / OR
    // (OPC_CheckAndImm / OPC_CheckOrImm ask MaskedValueIsZero and
    // computeKnownBits about it); the Rust DAG answers from these.
    for (SDNode *N : Order) {
      if ((N->getOpcode() != ISD::AND && N->getOpcode() != ISD::OR) || N->getNumOperands() < 2)
        continue;
      SDValue V = N->getOperand(0);
      EVT T = V.getValueType();
      if (!T.isScalarInteger() || T.getSizeInBits() > 64)
        continue;
      KnownBits K = DAG.computeKnownBits(V);
      std::cout << "k " << Index[V.getNode()] << " " << V.getResNo() << " " << toString(K.Zero, 16, false) << " "
                << toString(K.One, 16, false) << "\n";
    }
    std::cout << "root " << Index[Root] << "\n";
    if (Root->isMachineOpcode() || PreTable.count(Root->getOpcode())) {
      std::cout << "res skip\nend\n";
      continue;
    }
    std::cout.flush();
    const char *Res = "ok";
    InSelect = true;
    if (setjmp(FailEnv) == 0)
      ISel.SelectCodeCommon(Root, ISel.Table, ISel.TableSize);
    else
      Res = "nomatch";
    InSelect = false;
    std::cout << "res " << Res << "\nout " << P.canonical(DAG) << "\nend\n";
  }
  std::cout.flush();
  _exit(0);
}
