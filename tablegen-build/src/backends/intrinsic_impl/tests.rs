use crate::backend::{Backend, Lang, Options, Records};

const PRELUDE: &str = r#"
  class IntrinsicProperty<bit d = false> { bit IsDefault = d; }
  class SDNodeProperty;
  def IntrNoMem : IntrinsicProperty;
  def IntrHasSideEffects : IntrinsicProperty;
  def Throws : IntrinsicProperty;
  def IntrWillReturn : IntrinsicProperty<true>;
  class ArgIndex<int n> { int Index = n; }
  class ImmArg<ArgIndex i> : IntrinsicProperty { int ArgNo = i.Index; }
  class Align<ArgIndex i, int a> : IntrinsicProperty { int ArgNo = i.Index; int Align = a; }
  class Intrinsic<list<IntrinsicProperty> p = [], list<list<int>> sig = []> {
    string LLVMName = ""; string TargetPrefix = "";
    list<IntrinsicProperty> IntrProperties = p;
    list<SDNodeProperty> Properties = [];
    bit DisableDefaultAttributes = false;
    string ClangBuiltinName = ""; string MSBuiltinName = "";
    bit isOverloaded = false;
    list<list<int>> TypeSig = sig;
  }
"#;

fn emit(body: &str) -> Result<String, String> {
    let mut keeper = tablegen_core::parse_str("t.td", &format!("{PRELUDE}{body}")).map_err(|e| format!("{e:?}"))?;
    let mut rk = Records::new(&mut keeper);
    let out = super::BACKEND.emit(&mut rk, &Options::default(), Lang::Cpp);
    out.map_err(|_| rk.diagnostics().iter().map(|d| d.text().to_string()).collect::<Vec<_>>().join("\n"))
}

#[test]
fn fixed_and_long_encodings() {
    let out = emit(
        "def int_a : Intrinsic<[], [[1], [2, 3]]>;\n\
         def int_b : Intrinsic<[], [[16]]>;\n\
         def int_c : Intrinsic<[], [[1, 2, 3, 4, 5, 6, 7, 8, 9]]>;\n\
         def int_d : Intrinsic<[], [[15, 15, 15, 15, 15, 15, 15, 15]]>;\n",
    )
    .unwrap();
    // Laid out back to front. Codes above 15, more than eight codes, or a top bit set go long.
    assert!(
        out.contains(
            "static const unsigned IIT_Table[] = {\n  0x321, (1U<<31) | 19, (1U<<31) | 0, (1U<<31) | 10, 0\n};"
        ),
        "{out}"
    );
    assert!(out.contains("  /* 0 */ 1, 2, 3, 4, 5, 6, 7, 8, 9, 0,\n  /* 10 */ 15, 15, 15, 15, 15, 15, 15, 15, 0,\n  /* 19 */ 16, 0,\n  255\n"), "{out}");
}

#[test]
fn attribute_sets_are_uniqued() {
    let out = emit(
        "def int_a : Intrinsic<[IntrNoMem, ImmArg<ArgIndex<1>>]>;\n\
         def int_b : Intrinsic<[IntrNoMem, ImmArg<ArgIndex<1>>]>;\n\
         def int_c : Intrinsic<[Throws, IntrHasSideEffects, IntrNoMem]>;\n\
         def int_d : Intrinsic<[Align<ArgIndex<0>, 8>]>;\n",
    )
    .unwrap();
    assert!(out.contains(
        "  case 0:\n    return AttributeSet::get(C, {\n      Attribute::get(C, Attribute::ImmArg),\n    });\n"
    ));
    assert!(out.contains("      Attribute::get(C, Attribute::Alignment, 8),\n"));
    // IntrHasSideEffects on a readnone intrinsic drops the memory effects.
    assert!(out.contains(
        "  case 1:\n    return AttributeSet::get(C, {\n      Attribute::get(C, Attribute::WillReturn),\n    });\n"
    ));
    assert!(out.contains("    1, // llvm.a\n    1, // llvm.b\n    2, // llvm.c\n    3, // llvm.d\n"), "{out}");
    assert!(out.contains("  std::pair<unsigned, AttributeSet> AS[3];\n"));
}

#[test]
fn builtins_and_their_diagnostic() {
    let out = emit(
        "let ClangBuiltinName = \"__b\" in def int_b : Intrinsic;\n\
         let ClangBuiltinName = \"__a\" in def int_a : Intrinsic;\n",
    )
    .unwrap();
    assert!(
        out.contains(
            "  static const char BuiltinNames[] = {\n  '_', '_', 'a', '\\000', '_', '_', 'b', '\\000',\n  };\n"
        ),
        "{out}"
    );
    assert!(out.contains("      {Intrinsic::a, 0}, // __a\n      {Intrinsic::b, 4}, // __b\n"));
    assert!(out.contains("Intrinsic::ID Intrinsic::getIntrinsicForMSBuiltin(const char *TargetPrefixStr, StringRef BuiltinNameStr) {\n  return Intrinsic::not_intrinsic;\n}\n"));
    let err = emit(
        "let MSBuiltinName = \"__b\" in def int_b : Intrinsic;\n\
         let MSBuiltinName = \"__b\" in def int_a : Intrinsic;\n",
    );
    assert_eq!(err.unwrap_err(), "Intrinsic 'int_b': duplicate MS builtin name!");
}

#[test]
fn iit_info_by_number() {
    let out =
        emit("class IIT_Base<int n> { int Number = n; } def IIT_B : IIT_Base<2>; def IIT_A : IIT_Base<1>;").unwrap();
    assert!(out.contains("#ifdef GET_INTRINSIC_IITINFO\n  IIT_A = 1,\n  IIT_B = 2,\n#endif\n"));
    assert!(emit("").unwrap().contains("#error \"class IIT_Base is not defined\"\n"));
}

#[test]
fn rust_module() {
    let src = format!(
        "{PRELUDE}def int_a : Intrinsic<[IntrNoMem, ImmArg<ArgIndex<1>>], [[1], [2, 3]]>;\n\
         let ClangBuiltinName = \"__b\" in def int_b : Intrinsic<[], [[1, 2, 3, 4, 5, 6, 7, 8, 9]]>;\n"
    );
    let mut keeper = tablegen_core::parse_str("t.td", &src).unwrap();
    let out = super::BACKEND.emit(&mut Records::new(&mut keeper), &Options::default(), Lang::Rust).unwrap();
    assert!(out.contains("pub static INTRINSIC_NAMES: &[&str] = &[\n    \"llvm.a\",\n    \"llvm.b\",\n];"), "{out}");
    assert!(out.contains("pub static OVERLOAD_TABLE: &[u8] = &[0];"));
    assert!(out.contains("pub static IIT_TABLE: &[u32] = &[\n    0x321, 0x80000000,\n];"));
    assert!(out.contains("    &[ArgAttr::ImmArg],\n"));
    assert!(
        out.contains("    FnAttrSet { attrs: &[FnAttr::NoUnwind, FnAttr::WillReturn], memory_effects: Some(0) },\n")
    );
    assert!(out.contains(
        "pub static CLANG_BUILTINS: &[(&str, &[(&str, u32)])] = &[\n    (\"\", &[\n        (\"__b\", 2),\n    ]),\n];"
    ));
}
