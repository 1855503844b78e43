// An ARM-like input: no Architecture64 class, so LLVM writes the processor
// families and architectures only. The extensions are still sorted (their
// Names read) but nothing else of them is: they lack the AArch64 fields.
class SubtargetFeature<string n, string f, string v, string d,
                       list<SubtargetFeature> i = []> {
  string Name = n;
  string FieldName = f;
  string Value = v;
  string Desc = d;
  list<SubtargetFeature> Implies = i;
}
class Extension<string n, string s, string d, list<SubtargetFeature> i = []>
    : SubtargetFeature<n, "Has" # s, "true", d, i> {
  string ArchExtKindSpelling = "AEK_" # s;
}
def ProcA9 : SubtargetFeature<"a9", "ARMProcFamily", "CortexA9", "Cortex-A9">;
def ProcSwift : SubtargetFeature<"swift", "ARMProcFamily", "Swift", "Swift">;
def ProcR52 : SubtargetFeature<"r52", "ARMProcFamily", "CortexR52", "Cortex-R52">;
def ARMv7a : SubtargetFeature<"armv7-a", "ARMArch", "ARMv7a", "ARMv7a">;
def ARMv8a : SubtargetFeature<"armv8-a", "ARMArch", "ARMv8a", "ARMv8a">;
def ARMv81mMainline : SubtargetFeature<"armv8.1-m.main", "ARMArch", "ARMv81mMainline",
  "ARMv81mMainline">;
def FeatureMVE : Extension<"mve", "MVE", "M-Profile Vector Extension">;
def FeatureCRC : Extension<"crc", "CRC", "CRC">;
