// LLVM's errors, one case per ARGS line (each define breaks one thing in an
// otherwise valid input); every case exits 1 with LLVM's message.
// A Profile that is neither 'a' nor 'r' (LLVM's message says "error:" twice):
// ARGS: -gen-arm-target-def -DBAD_PROFILE
// An alias of a processor that does not exist:
// ARGS: -gen-arm-target-def -DALIAS_OF_NOTHING
// An alias named like a processor:
// ARGS: -gen-arm-target-def -DALIAS_IS_PROCESSOR
// Two aliases with one name:
// ARGS: -gen-arm-target-def -DALIAS_TWICE
// A processor without an architecture:
// ARGS: -gen-arm-target-def -DNO_ARCH
// A processor with two:
// ARGS: -gen-arm-target-def -DTWO_ARCHS
// A processor listing one extension twice:
// ARGS: -gen-arm-target-def -DFEATURE_TWICE
// Two extensions with one spelling on one processor:
// ARGS: -gen-arm-target-def -DSPELLING_TWICE
// An architecture implying an ExtensionWithMArch it does not enable:
// ARGS: -gen-arm-target-def -DNOT_DEFAULT
// An implied feature whose ArchExtKindSpelling is not a string:
// ARGS: -gen-arm-target-def -DBAD_SPELLING
// No ProcessorAlias class (LLVM's error has no location):
// ARGS: -gen-arm-target-def -DNO_ALIAS_CLASS
// An unset FMV priority:
// ARGS: -gen-arm-target-def -DUNSET_PRIORITY
// An unset UserVisibleAlias:
// ARGS: -gen-arm-target-def -DUNSET_ALIAS
// Two of 20 extensions without a Name: the one reported is the first the
// sort (libstdc++'s introsort) compares.
// ARGS: -gen-arm-target-def -DUNSET_NAMES
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
#ifndef NO_ALIAS_CLASS
class ProcessorAlias<string n, string a> {
  string Name = n;
  string Alias = a;
}
#endif

def FeatureFP : ExtensionWithMArch<"fp-armv8", "FP", "FEAT_FP", "FP">;
def FeatureCRC : ExtensionWithMArch<"crc", "CRC", "FEAT_CRC32", "CRC">;
def FeatureETE : Extension<"ete", "ETE", "FEAT_ETE", "ETE">;
def HasV8_0aOps : Architecture64<8, 0, "a", "v8a", [], [FeatureFP]>;
def HasV8_1aOps : Architecture64<8, 1, "a", "v8.1a", [HasV8_0aOps, FeatureCRC],
  [FeatureFP, FeatureCRC]>;
def : FMVExtension<"crc", "FEAT_CRC", "+crc", 110>;
def cpu_a : ProcessorModel<"cpu-a", [HasV8_0aOps, FeatureCRC]>;
#ifndef NO_ALIAS_CLASS
def alias_a : ProcessorAlias<"alias-a", "cpu-a">;
#endif

#ifdef BAD_PROFILE
def HasV8_0xOps : Architecture64<8, 0, "A", "v8x", [], []>;
#endif
#ifdef ALIAS_OF_NOTHING
def alias_b : ProcessorAlias<"alias-b", "cpu-b">;
#endif
#ifdef ALIAS_IS_PROCESSOR
def alias_b : ProcessorAlias<"cpu-a", "cpu-a">;
#endif
#ifdef ALIAS_TWICE
def alias_b : ProcessorAlias<"alias-a", "cpu-a">;
#endif
#ifdef NO_ARCH
def cpu_b : ProcessorModel<"cpu-b", [FeatureCRC]>;
#endif
#ifdef TWO_ARCHS
def cpu_b : ProcessorModel<"cpu-b", [HasV8_0aOps, FeatureCRC, HasV8_1aOps]>;
#endif
#ifdef FEATURE_TWICE
def cpu_b : ProcessorModel<"cpu-b", [HasV8_1aOps, FeatureCRC, FeatureETE, FeatureCRC]>;
#endif
#ifdef SPELLING_TWICE
let ArchExtKindSpelling = "AEK_CRC" in
def FeatureCRCAgain : Extension<"crc-again", "CRC2", "FEAT_CRC32", "CRC again">;
def cpu_b : ProcessorModel<"cpu-b", [HasV8_1aOps, FeatureCRC, FeatureCRCAgain]>;
#endif
#ifdef NOT_DEFAULT
def HasV8_2aOps : Architecture64<8, 2, "a", "v8.2a", [HasV8_1aOps, FeatureETE],
  [FeatureFP]>;
def cpu_b : ProcessorModel<"cpu-b", [HasV8_2aOps]>;
#endif
#ifdef BAD_SPELLING
class OddFeature : SubtargetFeature<"odd", "HasOdd", "true", "Odd"> {
  int ArchExtKindSpelling = 7;
}
def FeatureOdd : OddFeature;
def FeatureImpliesOdd : Extension<"implies-odd", "ODD", "FEAT_Odd", "Odd", [FeatureOdd]>;
#endif
#ifdef UNSET_PRIORITY
def fmv_unset : FMVExtension<"unset", "FEAT_UNSET", "", ?>;
#endif
#ifdef UNSET_ALIAS
let UserVisibleAlias = ? in
def FeatureNoAlias : Extension<"no-alias", "NOALIAS", "FEAT_NoAlias", "No alias">;
#endif
#ifdef UNSET_NAMES
foreach i = 0...14 in
def FeatureMany # i : Extension<"many" # i, "MANY" # i, "FEAT_Many", "Many">;
let Name = ? in {
def FeatureNameless1 : Extension<"", "NAMELESS1", "FEAT_Nameless", "Nameless">;
def FeatureNameless2 : Extension<"", "NAMELESS2", "FEAT_Nameless", "Nameless">;
}
#endif
