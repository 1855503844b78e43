// C++ side of .ci/encoder-diff.py: LLVM's generated getBinaryCodeForInstr and
// getOperandBitOffset (the -gen-emitter .inc, included unchanged) inside a
// stand-in <Target>MCCodeEmitter whose operand encoders are deterministic
// functions of (method, operand index, operand value).
//
// The script writes target.h next to a copy of this file: the opcode enum
// (from the .inc's InstBits comments), the template-argument names the .inc
// mentions, and the emitter class with one member per EncoderMethod /
// PostEncoderMethod, all forwarding to opValue/postValue below.
// The Rust side (driver.rs) computes bit for bit the same functions; both read
// the same plan on stdin and must print the same lines.
//
// build: g++ -std=c++17 -O0 -I<dir with target.h> -I/usr/lib/llvm-19/include
//            driver.cpp -L/usr/lib/llvm-19/lib -lLLVM-19
//        (-DTARGET_INC='"XXXGenMCCodeEmitter.inc"')
//
// plan (stdin), one line per opcode:  OPCODE NOPS K
//   for every hardware mode M in 0..HW_MODES:
//     for k in 0..K: encode OPCODE with NOPS immediate operands from
//       vector(OPCODE, M, k) and print  E OPCODE M k ENCODING |TRACE
//       (ENCODING: hex, APInt words least significant first joined by ':';
//        '-' when the .inc reports an error / the Rust encoder returns None;
//        TRACE: the encoder calls in order, ID@OP for operand encoders,
//        pID for post-encoders)
//     print  O OPCODE M OFF0,OFF1,...  getOperandBitOffset for op 0..NOPS-1
//       ('-' for an error).

#include "llvm/ADT/APInt.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/MC/MCFixup.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"

#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

using namespace llvm;

namespace {

// What report_fatal_error and llvm_unreachable do in the .inc (see below).
struct EncoderError {};

uint64_t rotl(uint64_t V, unsigned R) {
  R &= 63;
  return R ? (V << R) | (V >> (64 - R)) : V;
}

// splitmix64: the test vectors, identical in driver.rs and encoder-diff.py.
struct SplitMix {
  uint64_t S;
  uint64_t next() {
    uint64_t Z = (S += 0x9E3779B97F4A7C15ULL);
    Z = (Z ^ (Z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    Z = (Z ^ (Z >> 27)) * 0x94D049BB133111EBULL;
    return Z ^ (Z >> 31);
  }
};

const uint64_t Edges[] = {0,
                          1,
                          ~0ULL,
                          1ULL << 63,
                          0x7FFFFFFFFFFFFFFFULL,
                          0x5555555555555555ULL,
                          0xAAAAAAAAAAAAAAAAULL,
                          0xFFFFFFFFULL};

std::vector<uint64_t> vectorFor(uint64_t Seed, unsigned Opcode, unsigned Mode,
                                unsigned K, unsigned NOps) {
  std::vector<uint64_t> V(NOps);
  SplitMix R{Seed ^ (uint64_t(Opcode) * 0xD1B54A32D192ED03ULL) ^
             (uint64_t(Mode) << 48) ^ (uint64_t(K) << 32)};
  for (unsigned I = 0; I < NOps; ++I) {
    if (K < 4) {
      V[I] = K == 0 ? 0 : K == 1 ? ~0ULL : K == 2 ? 1ULL << 63 : 1;
      continue;
    }
    uint64_t Sel = R.next() % 10;
    uint64_t X = R.next();
    V[I] = Sel < 5 ? X : Sel < 7 ? X % 32 : Edges[X % 8];
  }
  return V;
}

// Word k of the value an operand encoder (method Id) gives for operand Op.
uint64_t opWord(unsigned Id, unsigned Op, uint64_t V, unsigned K) {
  return rotl(V, Id * 11 + Op * 7 + 1 + 32 * K);
}
// Word k of what a post-encoder (method Id) XORs into the instruction.
uint64_t postWord(unsigned Id, unsigned K) {
  return rotl(0x9E3779B97F4A7C15ULL, Id * 5 + 3 + 32 * K);
}

std::string Trace;

void traceOp(unsigned Id, unsigned Op) {
  if (!Trace.empty())
    Trace += ',';
  Trace += std::to_string(Id) + "@" + std::to_string(Op);
}

void tracePost(unsigned Id) {
  if (!Trace.empty())
    Trace += ',';
  Trace += "p" + std::to_string(Id);
}

uint64_t immOf(const MCInst &MI, unsigned Op) {
  return uint64_t(MI.getOperand(Op).getImm());
}

unsigned indexOf(const MCInst &MI, const MCOperand &MO) {
  return unsigned(&MO - MI.begin());
}

// 64-bit targets: the .inc's `op` and `Value` are uint64_t.
uint64_t opValue(unsigned Id, const MCInst &MI, unsigned Op) {
  traceOp(Id, Op);
  return opWord(Id, Op, immOf(MI, Op), 0);
}

uint64_t postValue(unsigned Id, uint64_t Value) {
  tracePost(Id);
  return Value ^ postWord(Id, 0);
}

// APInt targets: `op` is the Scratch APInt of the instruction's width.
void opValueWide(unsigned Id, const MCInst &MI, unsigned Op, APInt &Out) {
  traceOp(Id, Op);
  unsigned Words = (Out.getBitWidth() + 63) / 64;
  std::vector<uint64_t> W(Words);
  for (unsigned K = 0; K < Words; ++K)
    W[K] = opWord(Id, Op, immOf(MI, Op), K);
  Out = APInt(Out.getBitWidth(), ArrayRef<uint64_t>(W));
}

APInt postValueWide(unsigned Id, const APInt &Value) {
  tracePost(Id);
  unsigned Words = (Value.getBitWidth() + 63) / 64;
  std::vector<uint64_t> W(Words);
  for (unsigned K = 0; K < Words; ++K)
    W[K] = postWord(Id, K);
  APInt R = Value;
  R ^= APInt(Value.getBitWidth(), ArrayRef<uint64_t>(W));
  return R;
}

// The subtarget: only getHwMode(HwMode_EncodingInfo) is ever asked.
struct StubSubtarget : MCSubtargetInfo {
  unsigned Mode = 0;
  StubSubtarget()
      : MCSubtargetInfo(Triple(), "", "", "", {}, {}, nullptr, nullptr,
                        nullptr, nullptr, nullptr, nullptr) {}
  unsigned getHwMode(enum HwModeType Type) const override {
    return Type == HwMode_EncodingInfo ? Mode : 0;
  }
};

} // namespace

// Generated by encoder-diff.py: ENCODER_WIDTH (64 for uint64_t targets, the
// APInt width otherwise), HW_MODES, the opcode enum, class Emitter.
#include "target.h"

// The .inc's error paths (report_fatal_error for an opcode or operand it does
// not encode, llvm_unreachable for a hardware mode an opcode has no encoding
// in) become an exception, printed as '-' (the Rust side's None).
#undef llvm_unreachable
#define llvm_unreachable(MSG) throw EncoderError()
#define report_fatal_error(MSG) throw EncoderError()
#define GET_OPERAND_BIT_OFFSET
#include TARGET_INC
#undef report_fatal_error

static std::string hex(uint64_t V) {
  char Buf[24];
  snprintf(Buf, sizeof Buf, "%" PRIx64, V);
  return Buf;
}

int main(int argc, char **argv) {
  uint64_t Seed = argc > 1 ? strtoull(argv[1], nullptr, 0) : 0;
  Emitter E;
  StubSubtarget STI;
  unsigned Opcode, NOps, K;
  std::string Out;
  while (scanf("%u %u %u", &Opcode, &NOps, &K) == 3) {
    for (unsigned Mode = 0; Mode < HW_MODES; ++Mode) {
      STI.Mode = Mode;
      for (unsigned Kth = 0; Kth < K; ++Kth) {
        MCInst MI;
        MI.setOpcode(Opcode);
        for (uint64_t V : vectorFor(Seed, Opcode, Mode, Kth, NOps))
          MI.addOperand(MCOperand::createImm(int64_t(V)));
        SmallVector<MCFixup, 4> Fixups;
        Trace.clear();
        std::string Enc;
        try {
#if ENCODER_WIDTH > 64
          APInt Inst, Scratch;
          E.getBinaryCodeForInstr(MI, Fixups, Inst, Scratch, STI);
          for (unsigned W = 0; W < Inst.getNumWords(); ++W)
            Enc += (W ? ":" : "") + hex(Inst.getRawData()[W]);
#else
          Enc = hex(E.getBinaryCodeForInstr(MI, Fixups, STI));
#endif
        } catch (const EncoderError &) {
          Enc = "-";
        }
        Out += "E " + std::to_string(Opcode) + " " + std::to_string(Mode) +
               " " + std::to_string(Kth) + " " + Enc + " |" + Trace + "\n";
      }
      MCInst MI;
      MI.setOpcode(Opcode);
      Out += "O " + std::to_string(Opcode) + " " + std::to_string(Mode) + " ";
      for (unsigned Op = 0; Op < NOps; ++Op) {
        if (Op)
          Out += ',';
        try {
          Out += std::to_string(E.getOperandBitOffset(MI, Op, STI));
        } catch (const EncoderError &) {
          Out += '-';
        }
      }
      Out += '\n';
      if (Out.size() > (1 << 16)) {
        fwrite(Out.data(), 1, Out.size(), stdout);
        Out.clear();
      }
    }
  }
  fwrite(Out.data(), 1, Out.size(), stdout);
  return 0;
}
