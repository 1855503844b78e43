use crate::backend::{Options, Records};
use crate::{registry, Lang};
use tablegen_core::parser::{parse_source, ParseOptions};

fn emit(src: &str) -> Result<String, String> {
    let include = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden/include");
    let opts = ParseOptions { include_dirs: vec![include.into()], ..Default::default() };
    let mut rk = parse_source("t.td", src, &opts).map_err(|e| format!("{e:?}"))?;
    let backend = registry::find("gen-subtarget").ok_or("no backend")?;
    backend.emit(&mut Records::new(&mut rk), &Options::default(), Lang::Cpp).map_err(|e| format!("{e:?}"))
}

fn golden_model() -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden/own/subtarget/model.td");
    std::fs::read_to_string(path).unwrap_or_default()
}

#[test]
fn variant_class_resolves_through_inferred_classes() {
    let cpp = emit(&golden_model()).unwrap();
    // SEL's WriteVar class (4) is a variant class in both models: its
    // descriptor says so, and both resolvers switch on it.
    assert!(cpp.contains("{DBGFIELD(\"WriteVar_ReadALU\")   8190, false"));
    assert!(cpp.contains("  case 4: // WriteVar_ReadALU\n    if (CPUID == 1) { // NewModel\n"));
    assert!(cpp.contains("    if (SchedModel->getProcessorID() == 2) { // OldModel\n"));
    // The inferred classes come after the instruction classes.
    assert!(cpp.contains("return 5; // WriteALUFast_ReadALU"));
}

#[test]
fn resources_expand_to_supers_and_groups() {
    let cpp = emit(&golden_model()).unwrap();
    // P0 and P1 name PAll as their super resource; the group P01 has one
    // sub-unit line with both.
    assert!(cpp.contains("  {\"P0\",              1, 4, -1, nullptr}, // #1, Super=PAll\n"));
    assert!(cpp.contains("  1,   2,   // P01\n"));
    // WriteLD on PLd (2 cycles) and P0 also uses P0's super PAll and the
    // group P01 that contains P0.
    assert!(cpp.contains("NewModelSchedClasses"));
}

#[test]
fn missing_write_resources_are_fatal() {
    let src = golden_model().replace("def : WriteRes<WriteMul, [P1]>", "def : WriteRes<WriteLD2, [P1]>");
    let src = src.replace("def WriteMul : SchedWrite;", "def WriteMul : SchedWrite;\ndef WriteLD2 : SchedWrite;");
    assert!(emit(&src).is_err());
}

#[test]
fn rust_module_has_features_cpus_and_models() {
    let include = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden/include");
    let opts = ParseOptions { include_dirs: vec![include.into()], ..Default::default() };
    let mut rk = parse_source("t.td", &golden_model(), &opts).unwrap();
    let backend = registry::find("gen-subtarget").unwrap();
    let rust = backend.emit(&mut Records::new(&mut rk), &Options::default(), Lang::Rust).unwrap();
    // FeatA (bit 0) is implied by FeatB; "new" uses NewModel (ProcID 2).
    assert!(rust.contains(
        "FeatureKv { key: \"b\", desc: \"Feature B\", feature: Feature(1), implies: [0x1, 0x0, 0x0, 0x0, 0x0] }"
    ));
    assert!(rust.contains(
        "Cpu { name: \"new\", features: [0x1, 0x0, 0x0, 0x0, 0x0], tune: [0x0, 0x0, 0x0, 0x0, 0x0], model: 1 }"
    ));
    assert!(rust.contains("pub static SCHED_MODELS: [SchedModel; 3]"));
    // The variant class 4 of NewModel: 8190 micro-ops, no entries.
    assert!(rust.contains(" 8190, 0, 0, 0, 0, 0, 0,"));
    // The vocabulary is the runtime's, re-exported; the module holds the
    // tables, its Feature type and the lookups over its tables.
    assert!(rust.contains("pub use ::tablegen_runtime::sched::{\n"), "{rust}");
    assert!(rust.contains("pub use ::tablegen_runtime::pred::{Instr, Operand, is_virtual_reg};\n"), "{rust}");
    assert!(rust.contains("pub type FeatureKv = ::tablegen_runtime::sched::FeatureKv<Feature>;\n"), "{rust}");
    assert!(rust.contains("classes: &CLASSES_1, tables: &SCHED_TABLES },"), "{rust}");
    assert!(
        rust.contains("pub fn features_for(cpu_name: &str, tune_cpu: &str, fs: &str) -> FeatureBits {\n"),
        "{rust}"
    );
    for pasted in ["pub struct SchedModel", "pub struct Cpu", "pub type FeatureBits", "pub trait Instr", "fn entries"] {
        assert!(!rust.contains(pasted), "{pasted} in\n{rust}");
    }
}
