// None of the emitter's classes: LLVM stops at the first it looks for
// (Extension), exit 1.
def A;
