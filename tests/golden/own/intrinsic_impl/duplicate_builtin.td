// A Clang builtin name given twice for one target prefix.
class IIT_Base<int n> { int Number = n; }
def IIT_B : IIT_Base<2>; def IIT_A : IIT_Base<1>; def IIT_Z : IIT_Base<0>;
class IntrinsicProperty<bit d = false> { bit IsDefault = d; }
class SDNodeProperty;
def IntrNoMem : IntrinsicProperty;
def IntrReadMem : IntrinsicProperty;
def IntrHasSideEffects : IntrinsicProperty;
def Throws : IntrinsicProperty;
def IntrNoReturn : IntrinsicProperty;
def IntrWillReturn : IntrinsicProperty<true>;
class ArgIndex<int n> { int Value = !add(n, 1); }
class ImmArg<ArgIndex i> : IntrinsicProperty { int ArgNo = i.Value; }
class NoCapture<ArgIndex i> : IntrinsicProperty { int ArgNo = i.Value; }
class Align<ArgIndex i, int a> : IntrinsicProperty { int ArgNo = i.Value; int Align = a; }
class Dereferenceable<ArgIndex i, int b> : IntrinsicProperty { int ArgNo = i.Value; int Bytes = b; }
class Intrinsic<list<IntrinsicProperty> p = [], list<list<int>> sig = []> {
  string LLVMName = ""; string TargetPrefix = "";
  list<IntrinsicProperty> IntrProperties = p;
  list<SDNodeProperty> Properties = [];
  bit DisableDefaultAttributes = false;
  string ClangBuiltinName = ""; string MSBuiltinName = "";
  list<list<int>> TypeSig = sig;
}
def int_a : Intrinsic<[IntrNoMem, ImmArg<ArgIndex<1>>], [[1], [2, 3]]>;
def int_b : Intrinsic<[IntrNoMem, ImmArg<ArgIndex<1>>], [[16]]>;
def int_c : Intrinsic<[Throws, IntrHasSideEffects, IntrNoMem], [[1, 2, 3, 4, 5, 6, 7, 8, 9]]>;
def int_d : Intrinsic<[Align<ArgIndex<0>, 8>, NoCapture<ArgIndex<0>>], [[15, 15, 15, 15, 15, 15, 15, 15]]>;
def int_e : Intrinsic<[IntrReadMem, IntrNoReturn, Dereferenceable<ArgIndex<2>, 16>]>;
def int_f : Intrinsic<[Throws], [[2, 3]]>;
let ClangBuiltinName = "__builtin_b" in def int_g : Intrinsic;
let ClangBuiltinName = "__builtin_a", MSBuiltinName = "_a" in def int_h : Intrinsic;
let TargetPrefix = "tt", ClangBuiltinName = "__builtin_a" in def int_tt_a : Intrinsic;
let TargetPrefix = "tt", MSBuiltinName = "_t" in def int_tt_b : Intrinsic;
let TargetPrefix = "tt", ClangBuiltinName = "__builtin_a" in def int_tt_c : Intrinsic;
