// ARGS: -gen-intrinsic-enums -intrinsic-prefix=t
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
def int_dup0 : Intrinsic<"llvm.same0">;
def int_dup1 : Intrinsic<"llvm.same1">;
def int_dup2 : Intrinsic<"llvm.same2">;
def int_dup3 : Intrinsic<"llvm.same0">;
def int_dup4 : Intrinsic<"llvm.same1">;
def int_dup5 : Intrinsic<"llvm.same2">;
def int_dup6 : Intrinsic<"llvm.same0">;
def int_dup7 : Intrinsic<"llvm.same1">;
def int_dup8 : Intrinsic<"llvm.same2">;
def int_dup9 : Intrinsic<"llvm.same0">;
def int_dup10 : Intrinsic<"llvm.same1">;
def int_dup11 : Intrinsic<"llvm.same2">;
def int_dup12 : Intrinsic<"llvm.same0">;
def int_dup13 : Intrinsic<"llvm.same1">;
def int_dup14 : Intrinsic<"llvm.same2">;
def int_dup15 : Intrinsic<"llvm.same0">;
def int_dup16 : Intrinsic<"llvm.same1">;
def int_dup17 : Intrinsic<"llvm.same2">;
def int_dup18 : Intrinsic<"llvm.same0">;
def int_dup19 : Intrinsic<"llvm.same1">;
def int_dup20 : Intrinsic<"llvm.same2">;
def int_dup21 : Intrinsic<"llvm.same0">;
def int_dup22 : Intrinsic<"llvm.same1">;
def int_dup23 : Intrinsic<"llvm.same2">;
def int_dup24 : Intrinsic<"llvm.same0">;
def int_dup25 : Intrinsic<"llvm.same1">;
def int_dup26 : Intrinsic<"llvm.same2">;
def int_dup27 : Intrinsic<"llvm.same0">;
def int_dup28 : Intrinsic<"llvm.same1">;
def int_dup29 : Intrinsic<"llvm.same2">;
def int_dup30 : Intrinsic<"llvm.same0">;
def int_dup31 : Intrinsic<"llvm.same1">;
def int_dup32 : Intrinsic<"llvm.same2">;
def int_dup33 : Intrinsic<"llvm.same0">;
def int_dup34 : Intrinsic<"llvm.same1">;
def int_dup35 : Intrinsic<"llvm.same2">;
def int_dup36 : Intrinsic<"llvm.same0">;
def int_dup37 : Intrinsic<"llvm.same1">;
def int_dup38 : Intrinsic<"llvm.same2">;
def int_dup39 : Intrinsic<"llvm.same0">;
let TargetPrefix = "t" in def int_t_0 : Intrinsic<"llvm.t.0">;
let TargetPrefix = "t" in def int_t_1 : Intrinsic<"llvm.t.1">;
let TargetPrefix = "t" in def int_t_2 : Intrinsic<"llvm.t.0">;
let TargetPrefix = "t" in def int_t_3 : Intrinsic<"llvm.t.1">;
let TargetPrefix = "t" in def int_t_4 : Intrinsic<"llvm.t.0">;
let TargetPrefix = "t" in def int_t_5 : Intrinsic<"llvm.t.1">;
let TargetPrefix = "t" in def int_t_6 : Intrinsic<"llvm.t.0">;
let TargetPrefix = "t" in def int_t_7 : Intrinsic<"llvm.t.1">;
let TargetPrefix = "t" in def int_t_8 : Intrinsic<"llvm.t.0">;
let TargetPrefix = "t" in def int_t_9 : Intrinsic<"llvm.t.1">;
