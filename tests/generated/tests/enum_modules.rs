//! The value-type and intrinsic enums generated in Rust against the C++
//! that `llvm-tblgen-19` printed for the same inputs (the golden corpus's
//! `llvm__GenVT` and `llvm__IntrinsicEnums*` expectations): every
//! enumerator's name, value and attributes must agree.

use std::path::Path;

use tablegen_generated_tests::{intrinsics, intrinsics_aarch64, intrinsics_riscv, intrinsics_x86, value_types};

fn golden(name: &str) -> String {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("../golden/expected").join(format!("{name}.stdout"));
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// `(enumerator, value, IR name)` of a C++ intrinsic enum fragment, whose
/// values follow C++ rules: explicit `= N`, else one more than the last.
fn cpp_intrinsics(text: &str) -> Vec<(String, u32, String)> {
    let mut out = Vec::new();
    let mut next = 0u32;
    for line in text.lines() {
        let Some((decl, comment)) = line.split_once("// ") else { continue };
        let decl = decl.trim().trim_end_matches(',');
        if decl.is_empty() || !comment.starts_with("llvm.") {
            continue;
        }
        let (name, value) = match decl.split_once(" = ") {
            Some((n, v)) => (n.trim(), v.trim().parse().expect("enumerator value")),
            None => (decl, next),
        };
        out.push((name.to_string(), value, comment.trim().to_string()));
        next = value + 1;
    }
    out
}

macro_rules! check_intrinsics {
    ($test:ident, $module:ident, $ty:ident, $golden:literal) => {
        #[test]
        fn $test() {
            let want = cpp_intrinsics(&golden($golden));
            assert!(!want.is_empty());
            let got: Vec<_> = $module::$ty::all().filter(|v| !v.ir_name().is_empty()).collect();
            assert_eq!(got.len(), want.len(), "enumerator count");
            for ((name, value, ir), v) in want.iter().zip(got) {
                assert_eq!((v.name(), u32::from(v.value()), v.ir_name()), (name.as_str(), *value, ir.as_str()));
                assert_eq!($module::$ty::from_name(name), Some(v));
                assert_eq!($module::$ty::from_ir_name(ir), Some(v));
                assert_eq!($module::$ty::from_value(*value), Some(v));
            }
        }
    };
}

check_intrinsics!(target_independent_intrinsics, intrinsics, Intrinsic, "llvm__IntrinsicEnums");
check_intrinsics!(aarch64_intrinsics, intrinsics_aarch64, Aarch64Intrinsics, "llvm__IntrinsicEnums_aarch64");
check_intrinsics!(riscv_intrinsics, intrinsics_riscv, RiscvIntrinsics, "llvm__IntrinsicEnums_riscv");
check_intrinsics!(x86_intrinsics, intrinsics_x86, X86Intrinsics, "llvm__IntrinsicEnums_x86");

#[test]
fn num_intrinsics_and_arg_kind() {
    let text = golden("llvm__IntrinsicEnums");
    let num: u32 = text
        .lines()
        .find_map(|l| l.trim().strip_prefix("num_intrinsics = "))
        .and_then(|v| v.trim().parse().ok())
        .expect("num_intrinsics");
    assert_eq!(intrinsics::NUM_INTRINSICS, num);
    assert_eq!(intrinsics::Intrinsic::NotIntrinsic.value(), 0);
    let kinds: Vec<(String, i64)> = text
        .lines()
        .filter_map(|l| l.trim().strip_prefix("AK_"))
        .filter_map(|l| l.trim_end_matches(',').split_once(" = "))
        .map(|(n, v)| (format!("AK_{n}"), v.parse().expect("ArgKind value")))
        .collect();
    assert!(!kinds.is_empty());
    for (name, value) in kinds {
        let k = intrinsics::ArgKind::from_name(&name).unwrap_or_else(|| panic!("{name}"));
        assert_eq!(i64::from(k.value()), value, "{name}");
    }
}

#[test]
fn value_types_match_gen_vt() {
    use value_types::SimpleValueType as Vt;
    let text = golden("llvm__GenVT");
    let mut seen = 0;
    for line in text.lines() {
        // GET_VT_ATTR(Ty, n, sz, Any, Int, FP, Vec, Sc, nElem, ElTy)
        let Some(args) = line.trim().strip_prefix("GET_VT_ATTR(").and_then(|l| l.strip_suffix(')')) else {
            continue;
        };
        let f: Vec<&str> = args.split(", ").collect();
        assert_eq!(f.len(), 10, "{line}");
        let vt = Vt::from_name(f[0]).unwrap_or_else(|| panic!("no value type {}", f[0]));
        assert_eq!(vt.value().to_string(), f[1], "{line}");
        assert_eq!(vt.size_in_bits().to_string(), f[2], "{line}");
        assert_eq!(vt.is_overloaded(), f[3] == "1", "{line}");
        assert_eq!(vt.is_integer(), f[4] != "0", "{line}");
        assert_eq!(vt.is_floating_point(), f[5] != "0", "{line}");
        assert_eq!(vt.is_vector(), f[6] == "1", "{line}");
        assert_eq!(vt.is_scalable_vector(), f[7] == "1", "{line}");
        assert_eq!(vt.vector_num_elements().to_string(), f[8], "{line}");
        let elt = vt.vector_element_type().map_or("INVALID_SIMPLE_VALUE_TYPE", |e| e.name());
        assert_eq!(elt, f[9], "{line}");
        seen += 1;
    }
    assert_eq!(seen, Vt::COUNT);
    // GET_VT_RANGES: FIRST_X = ty, LAST_X = ty.
    let ranges: Vec<(&str, &str)> = text
        .lines()
        .filter_map(|l| l.trim().trim_end_matches(',').split_once(" = "))
        .filter(|(k, _)| k.starts_with("FIRST_") || k.starts_with("LAST_"))
        .collect();
    assert_eq!(ranges.len(), 20);
    assert_eq!(
        Vt::FIRST_INTEGER_VALUETYPE.name(),
        ranges.iter().find(|r| r.0 == "FIRST_INTEGER_VALUETYPE").map(|r| r.1).unwrap_or("")
    );
    assert_eq!(Vt::LAST_VALUETYPE.name(), ranges.iter().find(|r| r.0 == "LAST_VALUETYPE").map(|r| r.1).unwrap_or(""));
    // GET_VT_EVT(ty, Type::get...): every type LLVM can turn into IR has an IR type here.
    let evt = text.lines().filter(|l| l.trim().starts_with("GET_VT_EVT(")).count();
    assert_eq!(Vt::all().filter(|v| v.ir_type().is_some()).count(), evt);
    assert_eq!(Vt::from_name("v4i32").and_then(|v| v.ir_type()), Some("<4 x i32>"));
    assert_eq!(Vt::from_name("nxv2f64").and_then(|v| v.ir_type()), Some("<vscale x 2 x double>"));
}
