// Every table of -gen-riscv-target-def: experimental extensions and profiles,
// implications of non-extension features (left out), the canonical -march
// order (z by second letter, then s, then x), XLEN missing (rv0), DefaultMarch
// given or computed, the unaligned-access features, bitmasks by name.
class SubtargetFeature<string n, list<SubtargetFeature> i = []> {
  string Name = n;
  list<SubtargetFeature> Implies = i;
}
class RISCVExtension<string n, int maj, int min, list<SubtargetFeature> i = []>
    : SubtargetFeature<n, i> {
  int MajorVersion = maj;
  int MinorVersion = min;
  bit Experimental = false;
}
class RISCVExperimentalExtension<string n, int maj, int min, list<SubtargetFeature> i = []>
    : RISCVExtension<"experimental-"#n, maj, min, i> {
  let Experimental = true;
}
class RISCVExtensionBitmask<int g, int b> { int GroupID = g; int BitPos = b; }
class RISCVProfile<string n, list<SubtargetFeature> f> {
  string Name = n; list<SubtargetFeature> Implies = f; bit Experimental = false;
}
class RISCVExperimentalProfile<string n, list<SubtargetFeature> f> : RISCVProfile<"experimental-"#n, f> {
  let Experimental = true;
}
class RISCVProcessorModel<string n, list<SubtargetFeature> f, string m = ""> {
  string Name = n; list<SubtargetFeature> Features = f; string DefaultMarch = m;
}
class RISCVTuneProcessorModel<string n> { string Name = n; }

def F64 : SubtargetFeature<"64bit">;
def F32 : SubtargetFeature<"32bit">;
def FUnalignedScalar : SubtargetFeature<"unaligned-scalar-mem">;
def FUnalignedVector : SubtargetFeature<"unaligned-vector-mem">;
def I : RISCVExtension<"i", 2, 1>, RISCVExtensionBitmask<0, 8>;
def M : RISCVExtension<"m", 2, 0, [FUnalignedScalar]>, RISCVExtensionBitmask<0, 12>;
def A : RISCVExtension<"a", 2, 1>, RISCVExtensionBitmask<0, 0>;
def C : RISCVExtension<"c", 2, 0>;
def Zicsr : RISCVExtension<"zicsr", 2, 0>;
def Zmmul : RISCVExtension<"zmmul", 1, 0>;
def Zba : RISCVExtension<"zba", 1, 0>, RISCVExtensionBitmask<1, 3>;
def F : RISCVExtension<"f", 2, 2, [Zicsr, F64]>;
def Svinval : RISCVExtension<"svinval", 1, 0>;
def Xfoo : RISCVExtension<"xfoo", 0, 1, [M, Zicsr]>;
def Zdummy : RISCVExperimentalExtension<"zdummy", 0, 9, [I]>, RISCVExtensionBitmask<1, 63>;
def P1 : RISCVProfile<"rva1", [F64, Xfoo, Svinval, Zba, Zmmul, Zicsr, C, A, M, I]>;
def P2 : RISCVProfile<"rvb", [I, Zdummy]>;
def P3 : RISCVExperimentalProfile<"rvx", [F32, I, M, M]>;
def CPU1 : RISCVProcessorModel<"cpu-one", [F64, I, M, A, C, FUnalignedVector]>;
def CPU2 : RISCVProcessorModel<"cpu-two", [F32, I, FUnalignedScalar, FUnalignedVector], "rv32i2p1">;
def Tune1 : RISCVTuneProcessorModel<"tune-one">;
