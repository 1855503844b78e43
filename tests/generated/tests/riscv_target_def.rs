//! The RISC-V target parser tables generated in Rust against the C++ that
//! `llvm-tblgen-19` printed for the same inputs (the golden corpus's
//! `riscv-target-def` and `own__riscv_target_def__tables` expectations):
//! every row of every table must agree, in order, and the lookups must
//! find what the tables hold.

use std::path::Path;

use tablegen_generated_tests::{riscv_target_def_lit, riscv_target_def_tables};

fn golden(name: &str) -> String {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("../golden/expected").join(format!("{name}.stdout"));
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// The rows of the C++ array `name` (`static ... name[] = {` to `};`),
/// with braces and spaces removed and fields split at commas; empty if the
/// array is absent (LLVM leaves some out when they would be empty).
fn cpp_rows(text: &str, name: &str) -> Vec<Vec<String>> {
    let head = format!(" {name}[]");
    let Some(start) = text.lines().position(|l| l.contains(&head)) else { return Vec::new() };
    text.lines()
        .skip(start + 1)
        .take_while(|l| !l.starts_with("};"))
        .map(|l| {
            let flat: String = l.chars().filter(|c| !matches!(c, '{' | '}' | ' ')).collect();
            flat.trim_end_matches(',').split(',').map(|f| f.trim_matches('"').to_string()).collect()
        })
        .collect()
}

/// The argument lists of the C++ macro calls `name(...)`.
fn cpp_macro_rows(text: &str, name: &str) -> Vec<Vec<String>> {
    let head = format!("{name}(");
    text.lines()
        .filter(|l| l.starts_with(&head) && !l.contains("ENUM"))
        .map(|l| {
            let inner = &l[head.len()..l.len() - 1];
            let flat: String = inner.chars().filter(|c| !matches!(c, '{' | '}' | ' ')).collect();
            flat.split(',').map(|f| f.trim_matches('"').to_string()).collect()
        })
        .collect()
}

fn row(fields: &[&dyn ToString]) -> Vec<String> {
    fields.iter().map(|f| f.to_string()).collect()
}

macro_rules! check_module {
    ($test:ident, $m:ident, $golden:literal) => {
        #[test]
        fn $test() {
            use $m::*;
            let cpp = golden($golden);
            let ext = |t: &[Extension]| -> Vec<Vec<String>> {
                t.iter().map(|e| row(&[&e.name, &e.major, &e.minor])).collect()
            };
            assert_eq!(ext(SUPPORTED_EXTENSIONS), cpp_rows(&cpp, "SupportedExtensions"));
            assert_eq!(ext(SUPPORTED_EXPERIMENTAL_EXTENSIONS), cpp_rows(&cpp, "SupportedExperimentalExtensions"));
            let implied: Vec<_> = IMPLIED_EXTENSIONS.iter().map(|e| row(&[&e.name, &e.implied])).collect();
            assert_eq!(implied, cpp_rows(&cpp, "ImpliedExts"));
            let profiles =
                |t: &[Profile]| -> Vec<Vec<String>> { t.iter().map(|p| row(&[&p.name, &p.march])).collect() };
            assert_eq!(profiles(SUPPORTED_PROFILES), cpp_rows(&cpp, "SupportedProfiles"));
            assert_eq!(profiles(SUPPORTED_EXPERIMENTAL_PROFILES), cpp_rows(&cpp, "SupportedExperimentalProfiles"));
            let procs: Vec<_> = PROCESSORS
                .iter()
                .map(|p| {
                    let (s, v) = (u8::from(p.fast_scalar_unaligned_access), u8::from(p.fast_vector_unaligned_access));
                    row(&[&p.enum_name, &p.name, &p.default_march, &s, &v])
                })
                .collect();
            assert_eq!(procs, cpp_macro_rows(&cpp, "PROC"));
            let tune: Vec<_> = TUNE_PROCESSORS.iter().map(|p| row(&[&p.enum_name, &p.name])).collect();
            assert_eq!(tune, cpp_macro_rows(&cpp, "TUNE_PROC"));
            let masks: Vec<_> = EXTENSION_BITMASKS
                .iter()
                .map(|b| row(&[&b.name, &b.group_id, &format!("{}ULL", b.bit_position)]))
                .collect();
            assert_eq!(masks, cpp_rows(&cpp, "ExtensionBitmask"));
            // Every entry is found by its name, and nothing else is.
            for e in SUPPORTED_EXTENSIONS.iter().chain(SUPPORTED_EXPERIMENTAL_EXTENSIONS) {
                assert_eq!(extension(e.name), Some(e));
            }
            assert_eq!(extension("no-such-extension"), None);
            for b in EXTENSION_BITMASKS {
                assert_eq!(extension_bitmask(b.name), Some(b));
            }
            for p in PROCESSORS {
                assert_eq!(processor(p.name).map(|q| q.enum_name), Some(p.enum_name));
            }
            for e in IMPLIED_EXTENSIONS {
                assert!(implied_extensions(e.name).any(|i| i == e.implied));
            }
            let total: usize = SUPPORTED_EXTENSIONS.iter().map(|e| implied_extensions(e.name).count()).sum::<usize>()
                + SUPPORTED_EXPERIMENTAL_EXTENSIONS.iter().map(|e| implied_extensions(e.name).count()).sum::<usize>();
            assert_eq!(total, IMPLIED_EXTENSIONS.len());
        }
    };
}

check_module!(lit_input_matches_llvm, riscv_target_def_lit, "riscv-target-def");
check_module!(own_input_matches_llvm, riscv_target_def_tables, "own__riscv_target_def__tables");

#[test]
fn own_input_exercises_every_table() {
    use riscv_target_def_tables::*;
    // The comparison above is only as strong as the input: each table
    // must have rows.
    assert!(!SUPPORTED_EXPERIMENTAL_EXTENSIONS.is_empty() && !SUPPORTED_EXPERIMENTAL_PROFILES.is_empty());
    assert!(!IMPLIED_EXTENSIONS.is_empty() && !TUNE_PROCESSORS.is_empty() && !EXTENSION_BITMASKS.is_empty());
    assert_eq!(processor("cpu-two").map(|p| p.default_march), Some("rv32i2p1"));
}
