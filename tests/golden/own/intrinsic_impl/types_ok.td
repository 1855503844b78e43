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
class LLVMType; def llvm_i32_ty : LLVMType;
def int_a : Intrinsic { list<LLVMType> Types = [llvm_i32_ty, llvm_i32_ty]; bit isOverloaded = true; list<LLVMType> RetTypes = [llvm_i32_ty]; }
