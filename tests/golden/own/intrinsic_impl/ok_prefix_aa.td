class IntrinsicProperty<bit is_default = false> { bit IsDefault = is_default; }
class SDNodeProperty;
def SDNPCommutative : SDNodeProperty;
def SDNPHasChain : SDNodeProperty;
def SDNPWantRoot : SDNodeProperty;
def IntrNoMem : IntrinsicProperty;
def IntrReadMem : IntrinsicProperty;
def IntrWriteMem : IntrinsicProperty;
def IntrArgMemOnly : IntrinsicProperty;
def IntrWillReturn : IntrinsicProperty<true>;
def IntrNoReturn : IntrinsicProperty;
def IntrNoSync : IntrinsicProperty<true>;
def Commutative : IntrinsicProperty;
class AttrIndex<int idx> { int Value = idx; }
def ReturnIndex : AttrIndex<0>;
class ArgIndex<int argNo> : AttrIndex<!add(argNo, 1)>;
class NoCapture<AttrIndex idx> : IntrinsicProperty { int ArgNo = idx.Value; }
class ImmArg<AttrIndex idx> : IntrinsicProperty { int ArgNo = idx.Value; }
class Align<AttrIndex idx, int align> : IntrinsicProperty { int ArgNo = idx.Value; int Align = align; }
class Dereferenceable<AttrIndex idx, int bytes> : IntrinsicProperty { int ArgNo = idx.Value; int Bytes = bytes; }
class Intrinsic<string name = "", list<IntrinsicProperty> props = [],
                list<SDNodeProperty> sd = [], bit disable_defaults = true> {
  string LLVMName = name;
  string TargetPrefix = "";
  list<IntrinsicProperty> IntrProperties = props;
  list<SDNodeProperty> Properties = sd;
  bit DisableDefaultAttributes = disable_defaults;
}
def ArgKind {
  int Any = 0;
  int AnyInteger = 1;
  bits<4> Bits = 0b1010;
  string Str = "s";
  list<int> L = [1, 2];
}
class ClangBuiltin<string n> { string ClangBuiltinName = n; }
class MSBuiltin<string n> { string MSBuiltinName = n; }
let TargetPrefix = "aa" in {
  def int_aa_zeta : Intrinsic<"", [IntrNoMem, Commutative], [SDNPCommutative]>, ClangBuiltin<"__builtin_zeta">;
  def int_aa_alpha : Intrinsic<"llvm.aa.alpha.explicit", [IntrReadMem, IntrArgMemOnly, NoCapture<ArgIndex<0>>, ImmArg<ArgIndex<2>>]>;
  def int_aa_a_name_that_is_exactly_forty_chars_long : Intrinsic<"">;
  def int_aa_a_name_that_is_longer_than_forty_characters_in_total : Intrinsic<"">, MSBuiltin<"__ms_long">;
}
let TargetPrefix = "b2c" in {
  def int_b2c_x : Intrinsic<"", [Align<ReturnIndex, 16>, Dereferenceable<ArgIndex<1>, 8>], [], false>;
  def int_b2c_w_z : Intrinsic<"", [IntrWriteMem, IntrNoReturn, IntrWillReturn], [SDNPHasChain]>;
}
def int_memcpy : Intrinsic<"", [IntrNoSync], [], false>;
def int_x_y_z : Intrinsic<"llvm.x_y_z">;
def int_abc : Intrinsic<"llvm.abc.anything">;
def int_10 : Intrinsic<"">;
def int_9 : Intrinsic<"">;
