//! llvm-strings' option table (`tests/golden/own/opt_parser/llvm_strings.td`)
//! as `-gen-opt-parser-defs --rust` writes it, parsed by
//! tablegen-runtime as `OptTable::ParseArgs` parses it (the parser itself
//! is compared with libLLVM-19's on three tools by `.ci/opt-oracle`).

use tablegen_generated_tests::opt_llvm_strings::{find, option, table, OptionId, OPTIONS};
use tablegen_runtime::opt::{OptionKind, ParseOptions};

#[test]
fn the_table_is_in_llvm_order_with_its_aliases() {
    assert_eq!(OPTIONS.len(), OptionId::COUNT - 1);
    assert_eq!(option(OptionId::Input).map(|o| o.kind), Some(OptionKind::Input));
    let bytes = option(OptionId::BytesEq).expect("--bytes=");
    assert_eq!((bytes.prefixes, bytes.name, bytes.kind), (&["--"][..], "bytes=", OptionKind::Joined));
    assert_eq!(find("--radix="), Some(OptionId::RadixEq));
    assert_eq!(find("radix="), None);
    let n = table().find("-n").expect("-n");
    assert_eq!(table().unaliased(n), OptionId::BytesEq.value());
    assert_eq!(option(OptionId::RadixEq).and_then(|o| o.meta_var), Some("<radix>"));
}

#[test]
fn a_command_line() {
    let args = ["-n", "8", "--radix=x", "-f", "a.o", "--byts=3", "--radix"];
    let parsed = table().parse_args(&args, &ParseOptions { grouped_short_options: true, ..ParseOptions::default() });
    let got: Vec<(u32, &str, Vec<&str>)> = parsed
        .args
        .iter()
        .map(|a| (a.id, a.spelling.as_str(), a.values.iter().map(String::as_str).collect()))
        .collect();
    assert_eq!(
        got,
        [
            (OptionId::BytesEq.value(), "--bytes=", vec!["8"]),
            (OptionId::RadixEq.value(), "--radix=", vec!["x"]),
            (OptionId::PrintFileName.value(), "--print-file-name", vec![]),
            (OptionId::Input.value(), "a.o", vec!["a.o"]),
            (OptionId::Unknown.value(), "--byts=3", vec!["--byts=3"]),
        ]
    );
    let errors: Vec<String> = parsed.errors(table()).iter().map(ToString::to_string).collect();
    assert_eq!(errors, ["--radix: missing argument", "unknown argument '--byts=3', did you mean '--bytes=3'?"]);
}
