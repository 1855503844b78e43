// A few X86-like instructions for -gen-disassembler's X86 tables: legacy,
// operand-size and REX.W contexts, tied operands (duplicates), an added
// register (AddRegFrm, with NOOP keeping 0x90 from XCHG32ar), ModR/M reg
// extensions, an exact ModR/M byte, a 32-bit-only instruction, VEX with
// ignored L, EVEX with a mask and compressed displacement, and instructions
// that are not disassembled. With -DCONFLICT two instructions claim the same
// opcode and context.
//
// ARGS: -gen-disassembler
// ARGS: -gen-disassembler -DCONFLICT
include "llvm/Target/Target.td"

def X86InstrInfo : InstrInfo;
def X86 : Target { let InstructionSet = X86InstrInfo; }

let Namespace = "X86" in {
  def AL : Register<"al">;
  def AX : Register<"ax">;
  def EAX : Register<"eax">;
  def ECX : Register<"ecx">;
  def RAX : Register<"rax">;
  def XMM0 : Register<"xmm0">;
  def K1 : Register<"k1">;
}
def GR8 : RegisterClass<"X86", [i8], 8, (add AL)>;
def GR16 : RegisterClass<"X86", [i16], 16, (add AX)>;
def GR32 : RegisterClass<"X86", [i32], 32, (add EAX, ECX)>;
def GR64 : RegisterClass<"X86", [i64], 64, (add RAX)>;
def VR128 : RegisterClass<"X86", [v4f32], 128, (add XMM0)>;
def VR128X : RegisterClass<"X86", [v4f32], 128, (add XMM0)>;
def VK1WM : RegisterClass<"X86", [v1i1], 16, (add K1)>;

def i32mem : Operand<i32>;
def f128mem : Operand<v4f32>;

def Not64BitMode : Predicate<"!Subtarget->is64Bit()">;
def In64BitMode : Predicate<"Subtarget->is64Bit()">;

class X86Inst<bits<8> opcode, bits<7> form, dag outs, dag ins> : Instruction {
  let Namespace = "X86";
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = "";
  bits<8> Opcode = opcode;
  bits<7> FormBits = form;
  bits<3> OpPrefixBits = 0;
  bits<5> OpMapBits = 0;
  bits<2> OpEncBits = 0;
  bits<2> OpSizeBits = 0;
  bits<2> AdSizeBits = 0;
  bit hasREX_W = 0;
  bit hasVEX_4V = 0;
  bit IgnoresW = 0;
  bit ignoresVEX_L = 0;
  bit hasEVEX_L2 = 0;
  bit hasEVEX_K = 0;
  bit hasEVEX_Z = 0;
  bit hasEVEX_B = 0;
  bit hasEVEX_NF = 0;
  bit hasTwoConditionalOps = 0;
  bit ForceDisassemble = 0;
  bits<7> CD8_Scale = 0;
  bit hasVEX_L = 0;
  bits<2> explicitOpPrefixBits = 0;
}

// Forms (X86Local).
defvar RawFrm = 1;
defvar AddRegFrm = 2;
defvar MRMDestMem = 24;
defvar MRMSrcMem = 25;
defvar MRMDestReg = 40;
defvar MRMSrcReg = 41;
defvar MRM0r = 48;
defvar MRM0m = 32;
defvar MRM_C1 = 65;

def NOOP : X86Inst<0x90, RawFrm, (outs), (ins)>;
def XCHG32ar : X86Inst<0x90, AddRegFrm, (outs), (ins GR32:$src)>;
let Constraints = "$src1 = $dst" in {
  def ADD32rr : X86Inst<0x01, MRMDestReg, (outs GR32:$dst), (ins GR32:$src1, GR32:$src2)>;
  def ADD16rr : X86Inst<0x01, MRMDestReg, (outs GR16:$dst), (ins GR16:$src1, GR16:$src2)> {
    let OpSizeBits = 1;
  }
  def ADD64rr : X86Inst<0x01, MRMDestReg, (outs GR64:$dst), (ins GR64:$src1, GR64:$src2)> {
    let hasREX_W = 1;
  }
}
def ADD32mr : X86Inst<0x01, MRMDestMem, (outs), (ins i32mem:$dst, GR32:$src)>;
let Constraints = "$src = $dst" in
def INC32r : X86Inst<0xFF, MRM0r, (outs GR32:$dst), (ins GR32:$src)>;
def INC32m : X86Inst<0xFF, MRM0m, (outs), (ins i32mem:$dst)>;
def MOV8ri : X86Inst<0xB0, AddRegFrm, (outs GR8:$dst), (ins i8imm:$src)>;
def PUSH16i : X86Inst<0x68, RawFrm, (outs), (ins i16imm:$imm)> {
  let OpSizeBits = 1;
}
def PUSH32i : X86Inst<0x68, RawFrm, (outs), (ins i32imm:$imm)> {
  let Predicates = [Not64BitMode];
}
def VMCALL : X86Inst<0x01, MRM_C1, (outs), (ins)> { let OpMapBits = 1; }
def VADDPSrr : X86Inst<0x58, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2)> {
  let OpMapBits = 1;
  let OpEncBits = 1;
  let OpPrefixBits = 4;
  let hasVEX_4V = 1;
  let ignoresVEX_L = 1;
}
def VADDPSZ128rmk : X86Inst<0x58, MRMSrcMem, (outs VR128X:$dst),
                            (ins VK1WM:$mask, VR128X:$src1, f128mem:$src2)> {
  let OpMapBits = 1;
  let OpEncBits = 3;
  let OpPrefixBits = 4;
  let hasVEX_4V = 1;
  let hasEVEX_K = 1;
  let CD8_Scale = 16;
}
// Not disassembled: code-generation only, a pseudo.
let isCodeGenOnly = 1 in
def ADD32rr_REV : X86Inst<0x03, MRMSrcReg, (outs GR32:$dst), (ins GR32:$src1, GR32:$src2)>;
def PSEUDO : X86Inst<0x00, 0, (outs), (ins)>;
#ifdef CONFLICT
def VMCALL_DUP : X86Inst<0x01, MRM_C1, (outs), (ins)> {
  let OpMapBits = 1;
  let OpPrefixBits = 4;
}
#endif
