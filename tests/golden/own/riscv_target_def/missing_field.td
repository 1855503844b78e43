// A RISCVExtension without MinorVersion: LLVM's field error, exit 1.
class SubtargetFeature<string n> { string Name = n; list<SubtargetFeature> Implies = []; }
class RISCVExtension<string n> : SubtargetFeature<n> {
  int MajorVersion = 1;
  bit Experimental = false;
}
def X : RISCVExtension<"x">;
