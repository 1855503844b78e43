// Every section of -gen-arm-target-def for an AArch64-like input: processor
// families and architectures in StringSet order (enough values to grow the
// set; repeats once), extensions sorted by Name (more than 16, so the sort is
// libstdc++'s introsort; two share a Name; a lower-case spelling is
// upper-cased; an alias), FMV features (a negative priority, printed as
// uint64_t), dependencies (implied features that are not extensions left
// out; LLVM's fixed RCPC row), architectures (minor 0 or not, the R profile,
// a Major beyond int, repeated default extensions), CPU aliases, and CPUs
// ("generic" takes HasV8_0aOps, "apple-latest" is left out, anonymous defs
// ordered numerically, features that are not extensions left out).
class SubtargetFeature<string n, string f, string v, string d,
                       list<SubtargetFeature> i = []> {
  string Name = n;
  string FieldName = f;
  string Value = v;
  string Desc = d;
  list<SubtargetFeature> Implies = i;
}
class Extension<string n, string s, string feat, string d,
                list<SubtargetFeature> i = []>
    : SubtargetFeature<n, "Has" # s, "true", d, i> {
  string ArchExtKindSpelling = "AEK_" # s;
  string ArchFeatureName = feat;
  string UserVisibleName = "";
  string UserVisibleAlias = "";
}
class ExtensionWithMArch<string n, string s, string feat, string d,
                         list<SubtargetFeature> i = []>
    : Extension<n, s, feat, d, i> {
  let UserVisibleName = n;
}
class Architecture64<int maj, int min, string p, string n,
                     list<SubtargetFeature> i, list<Extension> e>
    : SubtargetFeature<n, "HasV" # maj # "_" # min # p # "Ops", "true",
                       "Support ARM " # n # " architecture", i> {
  int Major = maj;
  int Minor = min;
  string Profile = p;
  list<Extension> DefaultExts = e;
}
class FMVExtension<string n, string b, string f, int p> {
  string Name = n;
  string Bit = b;
  string BackendFeatures = f;
  int Priority = p;
}
class ProcessorModel<string n, list<SubtargetFeature> f> {
  string Name = n;
  list<SubtargetFeature> Features = f;
}
class ProcessorAlias<string n, string a> {
  string Name = n;
  string Alias = a;
}

// Processor families: 14 values, one set twice.
def ProcA5 : SubtargetFeature<"a5", "ARMProcFamily", "CortexA5", "A5">;
def ProcA7 : SubtargetFeature<"a7", "ARMProcFamily", "CortexA7", "A7">;
def ProcA8 : SubtargetFeature<"a8", "ARMProcFamily", "CortexA8", "A8">;
def ProcA9 : SubtargetFeature<"a9", "ARMProcFamily", "CortexA9", "A9">;
def ProcA12 : SubtargetFeature<"a12", "ARMProcFamily", "CortexA12", "A12">;
def ProcA15 : SubtargetFeature<"a15", "ARMProcFamily", "CortexA15", "A15">;
def ProcA17 : SubtargetFeature<"a17", "ARMProcFamily", "CortexA17", "A17">;
def ProcA32 : SubtargetFeature<"a32", "ARMProcFamily", "CortexA32", "A32">;
def ProcA35 : SubtargetFeature<"a35", "ARMProcFamily", "CortexA35", "A35">;
def ProcA53 : SubtargetFeature<"a53", "ARMProcFamily", "CortexA53", "A53">;
def ProcA55 : SubtargetFeature<"a55", "ARMProcFamily", "CortexA55", "A55">;
def ProcA57 : SubtargetFeature<"a57", "ARMProcFamily", "CortexA57", "A57">;
def ProcA72 : SubtargetFeature<"a72", "ARMProcFamily", "CortexA72", "A72">;
def ProcA72Again : SubtargetFeature<"a72b", "ARMProcFamily", "CortexA72", "A72">;
def ProcKryo : SubtargetFeature<"kryo", "ARMProcFamily", "Kryo", "Kryo">;
// Architectures set by features that are not Architecture64.
def ArchV7 : SubtargetFeature<"armv7-a", "ARMArch", "ARMv7a", "v7">;
def ArchV7Again : SubtargetFeature<"armv7-a2", "ARMArch", "ARMv7a", "v7">;
def ArchV8 : SubtargetFeature<"armv8-a", "ARMArch", "ARMv8a", "v8">;
// A feature that is nothing in particular.
def FeatureEL3 : SubtargetFeature<"el3", "HasEL3", "true", "EL3">;

// Extensions: 18 of them, defined out of Name order.
def FeatureFP : ExtensionWithMArch<"fp-armv8", "FPARMv8", "FEAT_FP", "FP">;
let ArchExtKindSpelling = "AEK_SIMD", UserVisibleName = "simd" in
def FeatureNEON : ExtensionWithMArch<"neon", "NEON", "FEAT_AdvSIMD",
  "Advanced SIMD", [FeatureFP]>;
def FeatureCRC : ExtensionWithMArch<"crc", "CRC", "FEAT_CRC32", "CRC">;
def FeatureLSE : ExtensionWithMArch<"lse", "LSE", "FEAT_LSE", "LSE">;
def FeatureRAS : ExtensionWithMArch<"ras", "RAS", "FEAT_RAS, FEAT_RASv1p1", "RAS",
  [FeatureEL3]>;
def FeatureRCPC : ExtensionWithMArch<"rcpc", "RCPC", "FEAT_LRCPC", "RCPC">;
def FeatureRCPC3 : ExtensionWithMArch<"rcpc3", "RCPC3", "FEAT_LRCPC3", "RCPC3",
  [FeatureRCPC]>;
let UserVisibleAlias = "sha2-alias" in
def FeatureSHA2 : ExtensionWithMArch<"sha2", "SHA2", "FEAT_SHA1, FEAT_SHA256",
  "SHA2", [FeatureNEON]>;
def FeatureAES : ExtensionWithMArch<"aes", "AES", "FEAT_AES", "AES", [FeatureNEON]>;
def FeatureSVE : ExtensionWithMArch<"sve", "SVE", "FEAT_SVE", "SVE",
  [FeatureNEON, FeatureEL3]>;
def FeatureSVE2 : ExtensionWithMArch<"sve2", "SVE2", "FEAT_SVE2", "SVE2", [FeatureSVE]>;
def FeatureETE : Extension<"ete", "ETE", "FEAT_ETE", "Trace">;
def FeatureTRBE : Extension<"trbe", "TRBE", "FEAT_TRBE", "Trace buffer">;
let ArchExtKindSpelling = "aek_lower_case" in
def FeatureLower : Extension<"lower", "Lower", "FEAT_Lower", "Spelled in lower case">;
// Upper-case names sort before lower-case ones.
def FeatureUpper : Extension<"Upper", "UPPER", "FEAT_Upper", "Named in upper case">;
// Two extensions with one Name: LLVM's unstable sort decides their order.
def FeatureTwinA : Extension<"twin", "TWIN_A", "FEAT_TwinA", "Twin A">;
def FeatureTwinB : Extension<"twin", "TWIN_B", "FEAT_TwinB", "Twin B">;
def FeatureMTE : ExtensionWithMArch<"mte", "MTE", "FEAT_MTE", "MTE">;

// FMV features: 8 anonymous ones (anonymous_0 to anonymous_7) and a named one.
def : FMVExtension<"aes", "FEAT_AES", "+fp-armv8,+neon", 150>;
def : FMVExtension<"crc", "FEAT_CRC", "+crc", 110>;
def : FMVExtension<"rcpc3", "FEAT_RCPC3", "+rcpc,+rcpc3", 241>;
def : FMVExtension<"sve", "FEAT_SVE", "+sve,+fullfp16,+fp-armv8,+neon", 310>;
def : FMVExtension<"neg", "FEAT_NEG", "", -1>;
def : FMVExtension<"zero", "FEAT_ZERO", "", 0>;
def : FMVExtension<"mte", "FEAT_MEMTAG2", "+mte", 440>;
def : FMVExtension<"sha2", "FEAT_SHA2", "+sha2,+fp-armv8,+neon", 230>;
def fmv_named : FMVExtension<"named", "FEAT_NAMED", "+lse", 1000>;

def HasV8_0aOps : Architecture64<8, 0, "a", "v8a", [FeatureEL3],
  [FeatureFP, FeatureNEON]>;
// Implies Extensions (not WithMArch) that are not default: allowed.
def HasV8_1aOps : Architecture64<8, 1, "a", "v8.1a",
  [HasV8_0aOps, FeatureCRC, FeatureLSE, FeatureETE],
  !listconcat(HasV8_0aOps.DefaultExts, [FeatureCRC, FeatureLSE])>;
def HasV8_0rOps : Architecture64<8, 0, "r", "v8r", [HasV8_1aOps, FeatureRAS],
  !listconcat(HasV8_1aOps.DefaultExts, [FeatureRAS, FeatureCRC, FeatureRAS])>;
// 4294967305 is 9 once LLVM has it in an int.
def HasV9_2aOps : Architecture64<4294967305, 2, "a", "v9.2a",
  [HasV8_1aOps, FeatureSVE2],
  !listconcat(HasV8_1aOps.DefaultExts, [FeatureSVE2, FeatureSVE, FeatureMTE])>;

// The processors: anonymous_8 to anonymous_13, plus named ones.
def : ProcessorModel<"cpu-8", [HasV8_0aOps, FeatureCRC, FeatureEL3, FeatureAES]>;
def : ProcessorModel<"cpu-9", [FeatureSHA2, HasV8_1aOps, FeatureETE]>;
def : ProcessorModel<"cpu-10", [HasV8_0rOps, FeatureRAS, ProcA72]>;
def : ProcessorModel<"cpu-11", [HasV9_2aOps, FeatureSVE2, FeatureTwinB, FeatureTwinA]>;
def : ProcessorModel<"cpu-12", [HasV8_1aOps]>;
def : ProcessorModel<"cpu-13", [FeatureLower, FeatureUpper, HasV8_0aOps]>;
def generic : ProcessorModel<"generic", [FeatureFP, FeatureNEON, FeatureETE]>;
def latest : ProcessorModel<"apple-latest", [HasV9_2aOps]>;

def alias_one : ProcessorAlias<"cpu-one", "cpu-8">;
def alias_latest : ProcessorAlias<"cpu-latest", "apple-latest">;
