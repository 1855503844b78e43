use crate::backend::{Backend, Lang, Options, Records};

const PRELUDE: &str = r#"
class ValueType<int v> { int Value = v; }
def f32 : ValueType<12>; def i32 : ValueType<7>; def f16 : ValueType<11>; def i64 : ValueType<8>; def fAny : ValueType<252>; def Other : ValueType<1>;
class LLVMType<ValueType vt> { ValueType VT = vt; int isAny = 0; int isHalfOrFloat = 0; int isI16OrI32 = 0; }
class LLVMAnyType<ValueType vt> : LLVMType<vt> { let isAny = 1; }
class LLVMMatchType<int n> : LLVMType<Other> { int Number = n; }
def llvm_float_ty : LLVMType<f32>; def llvm_i32_ty : LLVMType<i32>; def llvm_i64_ty : LLVMType<i64>;
def llvm_anyfloat_ty : LLVMAnyType<fAny>;
def llvm_anyfloat2_ty : LLVMAnyType<fAny>;
let isHalfOrFloat = 1 in def llvm_hf : LLVMAnyType<Other>;
class IntrinsicProperty; def IntrNoMem : IntrinsicProperty; def IntrReadMem : IntrinsicProperty; def IntrWillReturn : IntrinsicProperty;
class Intrinsic<list<IntrinsicProperty> p> { list<IntrinsicProperty> IntrProperties = p; }
def int_sin : Intrinsic<[IntrWillReturn, IntrNoMem]>;
def int_ld : Intrinsic<[IntrReadMem]>;
class DXILOpClass; def unary : DXILOpClass; def binary : DXILOpClass; def load : DXILOpClass; def aaa : DXILOpClass;
class DXILOpMapping<int opc, DXILOpClass cls, list<LLVMType> tys, Intrinsic i = int_ld> {
  int OpCode = opc; DXILOpClass OpClass = cls; string Doc = "doc " # NAME; list<LLVMType> OpTypes = tys;
  Intrinsic LLVMIntrinsic = i;
}
"#;

fn emit(body: &str) -> Result<String, String> {
    let mut keeper = tablegen_core::parse_str("t.td", &format!("{PRELUDE}{body}")).map_err(|e| format!("{e:?}"))?;
    let mut rk = Records::new(&mut keeper);
    let out = super::BACKEND.emit(&mut rk, &Options::default(), Lang::Cpp);
    out.map_err(|_| rk.diagnostics().iter().map(|d| d.text().to_string()).collect::<Vec<_>>().join("\n"))
}

/// Checked against llvm-tblgen-19 on the same input.
#[test]
fn operations_tables_and_overloads() {
    let out = emit(
        "def Sin : DXILOpMapping<13, unary, [llvm_anyfloat_ty, llvm_anyfloat_ty], int_sin>;\n\
         def Cos : DXILOpMapping<12, unary, [llvm_anyfloat_ty, LLVMMatchType<0>], int_sin>;\n\
         def Ld : DXILOpMapping<20, load, [llvm_hf, llvm_i32_ty, llvm_i32_ty], int_ld>;\n\
         def Add : DXILOpMapping<3, binary, [llvm_i32_ty, llvm_i32_ty, llvm_i32_ty], int_ld>;\n\
         def Zz : DXILOpMapping<3, aaa, [llvm_i64_ty]>;\n",
    )
    .unwrap();
    // More than two classes: sorted.
    assert!(out.contains("enum class OpCodeClass : unsigned {\naaa,\nbinary,\nload,\nunary,\n\n};"), "{out}");
    assert!(out.contains("  { Intrinsic::sin, dxil::OpCode::Cos},\n"));
    assert!(out.contains(
        "  { dxil::OpCode::Cos, 11, OpCodeClass::unary, 16, OverloadKind::HALF | OverloadKind::FLOAT | OverloadKind::DOUBLE, Attribute::ReadNone, 0, 1, 3 },\n"
    ));
    assert!(out.contains(
        "  { dxil::OpCode::Ld, 0, OpCodeClass::load, 4, OverloadKind::HALF | OverloadKind::FLOAT, Attribute::ReadOnly, 0, 2, 0 },\n"
    ), "{out}");
    assert!(out.contains("  /* 0 */ ParameterKind::I32, ParameterKind::I32, ParameterKind::Invalid,\n  /* 3 */ ParameterKind::Overload, ParameterKind::Invalid,\n"));
}

#[test]
fn two_classes_keep_first_use_order() {
    let out = emit(
        "def Sin : DXILOpMapping<13, unary, [llvm_float_ty, llvm_float_ty]>;\n\
         def Cos : DXILOpMapping<14, binary, [llvm_float_ty, llvm_float_ty]>;\n",
    )
    .unwrap();
    assert!(out.contains("enum class OpCodeClass : unsigned {\nunary,\nbinary,\n\n};"), "{out}");
}

#[test]
fn diagnostics() {
    assert_eq!(
        emit("def Sin : DXILOpMapping<13, unary, [llvm_anyfloat_ty, llvm_anyfloat2_ty]>;").unwrap_err(),
        "LLVM ERROR: Specification of multiple differing overload parameter types not yet supported\n"
    );
    assert_eq!(
        emit("def Sin : DXILOpMapping<13, unary, [llvm_float_ty, llvm_float_ty]> { let LLVMIntrinsic = ?; }")
            .unwrap_err(),
        "Record `Sin', field `LLVMIntrinsic' does not have a def initializer!"
    );
    // Where LLVM reaches `llvm_unreachable` or reads out of bounds: an error.
    assert_eq!(
        emit("def Sin : DXILOpMapping<13, unary, [llvm_float_ty, llvm_i64_ty]>;").unwrap_err(),
        "Support for specified DXIL Type not yet implemented"
    );
    assert_eq!(emit("def Sin : DXILOpMapping<13, unary, []>;").unwrap_err(), "DXIL operation 'Sin' has no types");
}

#[test]
fn rust_module() {
    let mut keeper = tablegen_core::parse_str(
        "t.td",
        &format!(
            "{PRELUDE}def Cos : DXILOpMapping<12, unary, [llvm_anyfloat_ty, LLVMMatchType<0>], int_sin>;\n\
             def Add : DXILOpMapping<3, binary, [llvm_i32_ty, llvm_i32_ty, llvm_i32_ty], int_ld>;\n"
        ),
    )
    .unwrap();
    let out = super::BACKEND.emit(&mut Records::new(&mut keeper), &Options::default(), Lang::Rust).unwrap();
    assert!(out.contains(
        "    OpCodeProperty { op_code: OpCode::Add, name: \"Add\", class: OpCodeClass::Binary, class_name: \"binary\", \
         overload_tys: overload_kind::I32, func_attr: FuncAttr::ReadOnly, overload_param_index: -1, num_of_parameters: 2, \
         parameter_kinds: &[ParameterKind::I32, ParameterKind::I32] },\n"
    ), "{out}");
    assert!(out.contains("    (\"sin\", OpCode::Cos),\n"));
    assert!(out.contains("pub fn property(self) -> Option<&'static OpCodeProperty> {"));
}
