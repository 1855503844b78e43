//! The ARM / AArch64 target parser tables generated in Rust against the C++
//! that `llvm-tblgen-19` printed for the same inputs (the golden corpus's
//! `own__arm_target_def__tables` and `own__arm_target_def__arm`
//! expectations): every row of every table must agree, in order, and the
//! lookups must find what the tables hold.
//!
//! The C++ is read as a stream of tokens per row: string literals (taken
//! verbatim: LLVM does not escape them, and our inputs hold no quotes),
//! `{}` (an empty `std::optional`) and bare words; punctuation is dropped.

use std::path::Path;

use tablegen_generated_tests::{arm_target_def_arm, arm_target_def_tables};

#[derive(Clone, Debug, PartialEq, Eq)]
enum Tok {
    Str(String),
    Word(String),
    Empty,
}

fn s(v: &str) -> Tok {
    Tok::Str(v.to_string())
}

fn w(v: impl ToString) -> Tok {
    Tok::Word(v.to_string())
}

fn golden(name: &str) -> String {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("../golden/expected").join(format!("{name}.stdout"));
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

fn tokens(text: &str) -> Vec<Tok> {
    let mut out = Vec::new();
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        match c {
            '"' => {
                let rest = &text[i + 1..];
                let end = rest.find('"').expect("a closed string literal");
                out.push(Tok::Str(rest[..end].to_string()));
                for _ in 0..=rest[..end].chars().count() {
                    chars.next();
                }
            }
            '{' if chars.peek().map(|p| p.1) == Some('}') => {
                chars.next();
                out.push(Tok::Empty);
            }
            c if c.is_ascii_alphanumeric() || "_:+-.".contains(c) => {
                let mut word = c.to_string();
                while let Some(&(_, n)) = chars.peek() {
                    if !(n.is_ascii_alphanumeric() || "_:+-.".contains(n)) {
                        break;
                    }
                    word.push(n);
                    chars.next();
                }
                out.push(Tok::Word(word));
            }
            _ => {}
        }
    }
    out
}

/// The text of `#ifdef name` ... `#endif // name`, if LLVM wrote it.
fn section<'a>(text: &'a str, name: &str) -> Option<&'a str> {
    let start = text.find(&format!("#ifdef {name}\n"))?;
    let end = text[start..].find(&format!("#endif // {name}\n")).expect("a closed section");
    Some(&text[start..start + end])
}

/// The lines after the one containing `head`, up to `};`, as tokens.
fn array_rows(text: &str, head: &str) -> Vec<Vec<Tok>> {
    let Some(start) = text.lines().position(|l| l.contains(head)) else { return Vec::new() };
    text.lines().skip(start + 1).take_while(|l| !l.starts_with("};")).map(tokens).collect()
}

/// The arguments of the macro calls `name(...)` that start a line.
fn macro_args(text: &str, name: &str) -> Vec<String> {
    let head = format!("{name}(");
    text.lines().filter_map(|l| l.strip_prefix(&head)).map(|a| a.trim_end_matches(')').to_string()).collect()
}

fn strs(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

macro_rules! check_module {
    ($test:ident, $m:ident, $golden:literal) => {
        #[test]
        fn $test() {
            use $m::*;
            let cpp = golden($golden);
            assert_eq!(strs(PROCESSOR_FAMILIES), macro_args(&cpp, "ARM_PROCESSOR_FAMILY"));
            assert_eq!(strs(ARCHITECTURE_ENUMS), macro_args(&cpp, "ARM_ARCHITECTURE"));

            // Without AArch64 sections the Rust tables are empty.
            let Some(kinds) = section(&cpp, "EMIT_ARCHEXTKIND_ENUM") else {
                assert!(EXTENSIONS.is_empty() && FMV_INFOS.is_empty() && EXTENSION_DEPENDENCIES.is_empty());
                assert!(ARCH_INFOS.is_empty() && CPU_ALIASES.is_empty() && CPU_INFOS.is_empty());
                return;
            };
            let mut ids: Vec<Vec<Tok>> = EXTENSIONS.iter().map(|e| vec![w(e.id)]).collect();
            ids.push(vec![w("AEK_NUM_EXTENSIONS")]);
            assert_eq!(ids, array_rows(kinds, "enum ArchExtKind"));
            assert_eq!(AEK_NUM_EXTENSIONS, EXTENSIONS.len());

            let exts: Vec<Vec<Tok>> = EXTENSIONS
                .iter()
                .map(|e| {
                    let alias = e.alias.map_or(Tok::Empty, s);
                    vec![
                        s(e.user_visible_name),
                        alias,
                        w(format!("AArch64::{}", e.id)),
                        s(e.arch_feature_name),
                        s(e.description),
                        s(e.pos_target_feature),
                        s(e.neg_target_feature),
                    ]
                })
                .collect();
            let section_exts = section(&cpp, "EMIT_EXTENSIONS").expect("written with the enum");
            assert_eq!(exts, array_rows(section_exts, "Extensions[] = {"));

            let fmv_cpp = section(&cpp, "EMIT_FMV_INFO").expect("written with the enum");
            let fmv: Vec<Vec<Tok>> = FMV_INFOS
                .iter()
                .map(|f| vec![w("I.emplace_back"), s(f.name), w(f.bit), s(f.features), w(f.priority)])
                .collect();
            let fmv_rows: Vec<Vec<Tok>> =
                fmv_cpp.lines().filter(|l| l.contains("I.emplace_back(")).map(tokens).collect();
            assert_eq!(fmv, fmv_rows);
            assert!(fmv_cpp.contains(&format!("  I.reserve({});\n", FMV_INFOS.len())));

            let deps_cpp = section(&cpp, "EMIT_EXTENSION_DEPENDENCIES").expect("written with the enum");
            let deps: Vec<Vec<Tok>> = EXTENSION_DEPENDENCIES.iter().map(|d| vec![w(d.earlier), w(d.later)]).collect();
            assert_eq!(deps, array_rows(deps_cpp, "ExtensionDependencies[] = {"));

            let archs_cpp = section(&cpp, "EMIT_ARCHITECTURES").expect("written with the enum");
            for a in ARCH_INFOS {
                let profile = match a.profile {
                    ArchProfile::AProfile => "AProfile",
                    ArchProfile::RProfile => "RProfile",
                };
                let mut want =
                    vec![w("VersionTuple"), w(a.major), w(a.minor), w(profile), s(a.name), s(a.arch_feature)];
                want.push(w("AArch64::ExtensionBitset"));
                want.extend(a.default_exts.iter().map(|e| w(format!("AArch64::{e}"))));
                let head = format!("inline constexpr ArchInfo {} = {{", a.cpp_name);
                let got: Vec<Tok> = array_rows(archs_cpp, &head).concat();
                assert_eq!(want, got, "{}", a.cpp_name);
            }
            let order: Vec<Vec<Tok>> = ARCH_INFOS.iter().map(|a| vec![w(format!("&{}", a.cpp_name))]).collect();
            let listed: Vec<Vec<Tok>> = array_rows(archs_cpp, "> ArchInfos = {")
                .into_iter()
                .map(|r| r.into_iter().map(|t| if let Tok::Word(x) = t { w(format!("&{x}")) } else { t }).collect())
                .collect();
            assert_eq!(order, listed);
            let count = format!("std::array<const ArchInfo *, {}> ArchInfos", ARCH_INFOS.len());
            assert!(archs_cpp.contains(&count));

            let aliases_cpp = section(&cpp, "EMIT_CPU_ALIAS").expect("written with the enum");
            let aliases: Vec<Vec<Tok>> = CPU_ALIASES.iter().map(|a| vec![s(a.alt_name), s(a.name)]).collect();
            assert_eq!(aliases, array_rows(aliases_cpp, "CpuAliases[] = {"));

            // A CPU spans several lines; only its name is a string literal.
            let cpus_cpp = section(&cpp, "EMIT_CPU_INFO").expect("written with the enum");
            let mut cpu_rows: Vec<Vec<Tok>> = Vec::new();
            for t in array_rows(cpus_cpp, "CpuInfos[] = {").concat() {
                match (&t, cpu_rows.last_mut()) {
                    (Tok::Str(_), _) | (_, None) => cpu_rows.push(vec![t]),
                    (_, Some(row)) => row.push(t),
                }
            }
            let cpus: Vec<Vec<Tok>> = CPU_INFOS
                .iter()
                .map(|c| {
                    let mut row = vec![s(c.name), w(c.arch), w("AArch64::ExtensionBitset")];
                    row.extend(c.default_extensions.iter().map(|e| w(format!("AArch64::{e}"))));
                    row
                })
                .collect();
            assert_eq!(cpus, cpu_rows);

            // The lookups find what the tables hold.
            for (i, e) in EXTENSIONS.iter().enumerate() {
                if !e.user_visible_name.is_empty() {
                    assert_eq!(extension(e.user_visible_name).map(|f| f.user_visible_name), Some(e.user_visible_name));
                }
                if let Some(alias) = e.alias {
                    assert_eq!(extension(alias).map(|f| f.id), Some(e.id));
                }
                if EXTENSIONS.iter().filter(|f| f.id == e.id).count() == 1 {
                    assert_eq!(arch_ext_kind(e.id), Some(i));
                }
            }
            assert_eq!(extension(""), None);
            for f in FMV_INFOS {
                assert_eq!(fmv_info(f.name), Some(f));
            }
            for d in EXTENSION_DEPENDENCIES {
                assert!(extension_dependencies(d.later).any(|e| e == d.earlier));
            }
            for a in ARCH_INFOS {
                assert_eq!(architecture(a.name), Some(a));
            }
            for a in CPU_ALIASES {
                assert_eq!(resolve_cpu_alias(a.alt_name), a.name);
            }
            for c in CPU_INFOS {
                assert_eq!(cpu(c.name), Some(c));
                assert_eq!(cpu_architecture(c).map(|a| a.cpp_name), Some(c.arch));
            }
        }
    };
}

check_module!(aarch64_input_matches_llvm, arm_target_def_tables, "own__arm_target_def__tables");
check_module!(arm_input_matches_llvm, arm_target_def_arm, "own__arm_target_def__arm");

#[test]
fn own_inputs_exercise_every_table() {
    // The comparison above is only as strong as the inputs: each table
    // must have rows where LLVM writes it.
    {
        use arm_target_def_tables::*;
        assert!(!EXTENSIONS.is_empty() && !FMV_INFOS.is_empty() && !EXTENSION_DEPENDENCIES.is_empty());
        assert!(!ARCH_INFOS.is_empty() && !CPU_ALIASES.is_empty() && !CPU_INFOS.is_empty());
        assert!(EXTENSIONS.iter().any(|e| e.alias.is_some()));
        assert_eq!(extension("sha2-alias").map(|e| e.id), Some("AEK_SHA2"));
        assert_eq!(cpu("cpu-one").map(|c| c.name), Some("cpu-8"));
        // An alias of a processor that the CPU table leaves out.
        assert_eq!(cpu("cpu-latest"), None);
        assert_eq!(architecture("armv8-r").map(|a| a.profile), Some(ArchProfile::RProfile));
    }
    use arm_target_def_arm::*;
    assert!(!PROCESSOR_FAMILIES.is_empty() && !ARCHITECTURE_ENUMS.is_empty());
}
