use super::*;
use crate::backend::Error;
use crate::backend::Records;

const PRELUDE: &str = r#"
class IntrinsicProperty<bit is_default = false> { bit IsDefault = is_default; }
class SDNodeProperty;
def SDNPCommutative : SDNodeProperty;
def SDNPHasChain : SDNodeProperty;
def IntrNoMem : IntrinsicProperty;
def IntrReadMem : IntrinsicProperty;
def IntrWriteMem : IntrinsicProperty;
def IntrArgMemOnly : IntrinsicProperty;
def IntrNoReturn : IntrinsicProperty;
def IntrWillReturn : IntrinsicProperty<true>;
def Throws : IntrinsicProperty;
class AttrIndex<int idx> { int Value = idx; }
class ArgIndex<int n> : AttrIndex<!add(n, 1)>;
class ImmArg<AttrIndex idx> : IntrinsicProperty { int ArgNo = idx.Value; }
class NoCapture<AttrIndex idx> : IntrinsicProperty { int ArgNo = idx.Value; }
class Align<AttrIndex idx, int a> : IntrinsicProperty { int ArgNo = idx.Value; int Align = a; }
class LLVMType;
class LLVMAnyPointerType : LLVMType;
def llvm_i32_ty : LLVMType;
def llvm_anyptr_ty : LLVMAnyPointerType;
class Intrinsic<list<LLVMType> ret = [], list<LLVMType> params = [], list<IntrinsicProperty> props = [],
                string name = "", list<SDNodeProperty> sd = [], bit no_defaults = false> {
  string LLVMName = name;
  string TargetPrefix = "";
  list<LLVMType> RetTypes = ret;
  list<LLVMType> Types = !listconcat(ret, params);
  bit isOverloaded = false;
  list<IntrinsicProperty> IntrProperties = props;
  list<SDNodeProperty> Properties = sd;
  bit DisableDefaultAttributes = no_defaults;
}
"#;

fn table(src: &str) -> std::result::Result<(tablegen_core::RecordKeeper, CodeGenIntrinsicTable), String> {
    let mut keeper = tablegen_core::parse_str("t.td", &format!("{PRELUDE}{src}")).expect("parses");
    let mut rk = Records::new(&mut keeper);
    let result = CodeGenIntrinsicTable::new(&mut rk);
    let last_message = rk.take_diagnostics().pop().map(|d| d.text().to_string()).unwrap_or_default();
    match result {
        Ok(t) => Ok((keeper, t)),
        Err(Error::Reported) => Err(last_message),
        Err(e) => Err(e.to_string()),
    }
}

#[test]
fn sorted_by_prefix_then_name_with_target_ranges() {
    let (_, t) = table(
        r#"let TargetPrefix = "zz" in def int_zz_a : Intrinsic;
           def int_b : Intrinsic;
           let TargetPrefix = "aa" in { def int_aa_y : Intrinsic; def int_aa_x : Intrinsic; }
           def int_a : Intrinsic<[], [], [], "llvm.c">;"#,
    )
    .expect("valid");
    let names: Vec<&str> = t.iter().map(|i| i.name.as_str()).collect();
    assert_eq!(names, ["llvm.b", "llvm.c", "llvm.aa.x", "llvm.aa.y", "llvm.zz.a"]);
    let sets: Vec<(&str, usize, usize)> = t.targets.iter().map(|s| (s.name.as_str(), s.offset, s.count)).collect();
    assert_eq!(sets, [("", 0, 2), ("aa", 2, 2), ("zz", 4, 1)]);
}

#[test]
fn empty_prefix_set_exists_without_target_independent_intrinsics() {
    let (_, t) = table(r#"let TargetPrefix = "aa" in def int_aa_x : Intrinsic;"#).expect("valid");
    let sets: Vec<(&str, usize, usize)> = t.targets.iter().map(|s| (s.name.as_str(), s.offset, s.count)).collect();
    assert_eq!(sets, [("", 0, 0), ("aa", 0, 1)]);
}

#[test]
fn properties_signature_and_attributes() {
    let (rk, t) = table(
        "def int_f : Intrinsic<[llvm_i32_ty], [llvm_anyptr_ty, llvm_i32_ty],
             [IntrReadMem, IntrArgMemOnly, ImmArg<ArgIndex<1>>, Align<ArgIndex<1>, 8>, NoCapture<ArgIndex<1>>,
              IntrNoReturn], \"\", [SDNPHasChain]>;
         def int_g : Intrinsic<[], [], [IntrNoMem, Throws], \"\", [], true>;",
    )
    .expect("valid");
    let f = &t[0];
    assert_eq!(f.signature.ret_tys.len(), 1);
    assert_eq!(f.signature.param_tys.len(), 2);
    assert!(f.is_param_a_pointer(&rk, 0) && !f.is_param_a_pointer(&rk, 1) && !f.is_param_a_pointer(&rk, 2));
    assert!(f.is_param_imm_arg(1) && !f.is_param_imm_arg(0));
    assert_eq!(f.memory_effects, MemoryEffects::READ_ONLY.intersect(MemoryEffects::ARG_MEM_ONLY));
    // Sorted by kind; index 2 is parameter 1.
    let kinds: Vec<ArgAttrKind> = f.arg_attributes[2].iter().map(|a| a.kind).collect();
    assert_eq!(kinds, [ArgAttrKind::NoCapture, ArgAttrKind::ImmArg, ArgAttrKind::Alignment]);
    assert_eq!(f.arg_attributes[2][2].value, 8);
    // The default IntrWillReturn comes after IntrNoReturn and is dropped.
    assert!(f.is_no_return && !f.is_will_return);
    assert!(f.has_property(Sdnp::HasChain) && !f.has_property(Sdnp::Commutative));
    let g = &t[1];
    assert!(g.can_throw && !g.is_will_return);
    assert!(g.memory_effects.does_not_access_memory());
}

#[test]
fn diagnostics() {
    let err = |src: &str| table(src).err().unwrap_or_default();
    assert_eq!(err("def intx : Intrinsic;"), "Intrinsic 'intx' does not start with 'int_'!");
    assert_eq!(
        err(r#"def int_x : Intrinsic<[], [], [], "lvm.x">;"#),
        "Intrinsic 'int_x's name does not start with 'llvm.'!"
    );
    assert_eq!(
        err(r#"let TargetPrefix = "t" in def int_x : Intrinsic;"#),
        "Intrinsic 'int_x' does not start with 'llvm.t.'!"
    );
    assert_eq!(
        err("def int_x : Intrinsic<[], [], [IntrNoMem, IntrReadMem]>;"),
        "IntrReadMem cannot be used after IntrNoMem or IntrWriteMem. Default is ReadWrite"
    );
    assert_eq!(
        err("def int_x : Intrinsic<[], [], [IntrReadMem, IntrWriteMem]>;"),
        "IntrWriteMem cannot be used after IntrNoMem or IntrReadMem. Default is ReadWrite"
    );
    assert_eq!(
        err("def P : SDNodeProperty; def int_x : Intrinsic<[], [], [], \"\", [P]>;"),
        "Unknown SD Node property 'P' on node 'int_x'!"
    );
    // Unknown properties read like Dereferenceable, as in LLVM's release build.
    assert_eq!(
        err("def Odd : IntrinsicProperty; def int_x : Intrinsic<[], [], [Odd]>;"),
        "Record `Odd' does not have a field named `ArgNo'!\n"
    );
}

/// Thousands of intrinsics are read in blocks, on several threads when
/// there are cores for them; the error reported is still the first in name
/// order, and the table is what reading one by one gives.
#[test]
fn many_intrinsics_read_in_blocks_as_one_by_one() {
    // 3,000 defs named so that name order (digit runs numerically) differs
    // from both creation and byte order.
    let defs: String = (0..3000).rev().map(|k| format!("def int_n{k} : Intrinsic<[], [], [IntrNoMem]>;\n")).collect();
    let (keeper, t) = table(&defs).expect("no errors");
    assert_eq!(t.len(), 3000);
    let names: Vec<&str> = t.iter().map(|i| i.name.as_str()).collect();
    assert!(names.windows(2).all(|w| w[0] < w[1]), "sorted by IR name");
    assert_eq!(names[..3], ["llvm.n0", "llvm.n1", "llvm.n10"]);
    let mut keeper = keeper;
    let mut rk = Records::new(&mut keeper);
    for (k, i) in t.iter().enumerate().step_by(97) {
        let one = CodeGenIntrinsic::new(&mut rk, i.def, &[]).expect("reads alone");
        assert_eq!((&one.name, one.memory_effects), (&i.name, i.memory_effects), "intrinsic {k}");
    }
    // Two bad defs far apart in name order (n100 in the first block, n2900
    // in the third); creation order has n2900 first.
    let bad = defs
        .replace(
            "def int_n2900 : Intrinsic<[], [], [IntrNoMem]>",
            "def int_n2900 : Intrinsic<[], [], [IntrReadMem, IntrWriteMem]>",
        )
        .replace(
            "def int_n100 : Intrinsic<[], [], [IntrNoMem]>",
            "def int_n100 : Intrinsic<[], [], [IntrNoMem, IntrReadMem]>",
        );
    assert_eq!(
        table(&bad).err().unwrap_or_default(),
        "IntrReadMem cannot be used after IntrNoMem or IntrWriteMem. Default is ReadWrite"
    );
    let later_only = defs.replace(
        "def int_n2900 : Intrinsic<[], [], [IntrNoMem]>",
        "def int_n2900 : Intrinsic<[], [], [IntrReadMem, IntrWriteMem]>",
    );
    assert_eq!(
        table(&later_only).err().unwrap_or_default(),
        "IntrWriteMem cannot be used after IntrNoMem or IntrReadMem. Default is ReadWrite"
    );
}

/// The keyed sort (prefix rank, eight name bytes as a number, the rest)
/// orders as comparing (prefix, name) does, on names that share long
/// heads, end inside the eight bytes or run past them.
#[test]
fn keyed_sort_is_prefix_then_name_order() {
    let mut state = 5u64;
    let mut next = |n: u64| {
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (state >> 33) % n
    };
    let alphabet = ['a', 'b', '.', '_', '0', '9'];
    let mut names = std::collections::BTreeSet::new();
    while names.len() < 600 {
        let prefix = ["", "t", "tt", "x86"][next(4) as usize];
        let body: String = (0..1 + next(14)).map(|_| alphabet[next(6) as usize]).collect();
        let name = if prefix.is_empty() { format!("llvm.{body}") } else { format!("llvm.{prefix}.{body}") };
        names.insert((prefix.to_string(), name));
    }
    let src: String = names
        .iter()
        .enumerate()
        .rev()
        .map(|(k, (prefix, name))| {
            format!("let TargetPrefix = \"{prefix}\" in def int_{k} : Intrinsic<[], [], [], \"{name}\">;\n")
        })
        .collect();
    let (_, t) = table(&src).expect("no errors");
    let got: Vec<(String, String)> = t.iter().map(|i| (i.target_prefix.clone(), i.name.clone())).collect();
    let want: Vec<(String, String)> = names.into_iter().collect();
    assert_eq!(got, want);
}
