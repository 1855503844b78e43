include "llvm/IR/Intrinsics.td"
def int_foo : Intrinsic<[llvm_i32_ty], [llvm_i32_ty], [IntrNoMem]>;
def int_foo_ : Intrinsic<[], [], []>;
