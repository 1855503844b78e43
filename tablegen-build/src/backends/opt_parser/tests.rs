//! Unit tests of the ordering; the tables themselves are checked against
//! LLVM by the parity rows and tests/golden/own/opt_parser.

use super::analyze::compare_names;

#[test]
fn names_compare_as_llvm_str_cmp_option_name() {
    assert_eq!(compare_names(b"a", b"B"), -1);
    assert_eq!(compare_names(b"B", b"a"), 1);
    // A name sorts after the names it begins.
    assert_eq!(compare_names(b"help", b"help-all"), 1);
    // Case-insensitive ties go to strcmp.
    assert_eq!(compare_names(b"Help", b"help"), -1);
    assert_eq!(compare_names(b"x", b"x"), 0);
}

/// A small table over LLVM's `OptParser.td`: its Rust module.
#[test]
fn the_rust_module() {
    use crate::backend::{Backend, Lang, Options, Records};
    use tablegen_core::parser::{parse_source, ParseOptions};

    let src = r#"
include "llvm/Option/OptParser.td"
def grp : OptionGroup<"<g>">, HelpText<"GROUP">;
def help : Flag<["--", "-"], "help">, HelpText<"Show help">, Group<grp>;
def h : Flag<["-"], "h">, Alias<help>;
def output_EQ : Joined<["--"], "output=">, MetaVarName<"<file>">;
def out : Flag<["--"], "out">, Alias<output_EQ>, AliasArgs<["a.out"]>, Flags<[HelpHidden]>;
def x : MultiArg<["-"], "x", 2>;
"#;
    let include = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden/include");
    let opts = ParseOptions { include_dirs: vec![include.into()], ..Default::default() };
    let Ok(mut keeper) = parse_source("t.td", src, &opts) else { panic!("parse failed") };
    let out = super::DEFS.emit(&mut Records::new(&mut keeper), &Options::default(), Lang::Rust).expect("emits");
    for piece in [
        "pub struct OptionId(u32);\n",
        "    pub const OutputEq: Self = Self(6);\n",
        "pub static PREFIX_1: [&str; 2] = [\"--\", \"-\"];\n",
        "pub static PREFIXES_UNION: [&str; 2] = [\"-\", \"--\"];\n",
        "pub static OPTIONS: [OptInfo; 8] = [\n",
        "name: \"<g>\", kind: OptionKind::Group, group: 0, alias: 0, alias_args: &[], flags: &[], visibility: &[], \
         num_args: 0, help: Some(\"GROUP\")",
        "name: \"help\", kind: OptionKind::Flag, group: 1, alias: 0,",
        "name: \"out\", kind: OptionKind::Flag, group: 0, alias: 6, alias_args: &[\"a.out\"], flags: &[\"HelpHidden\"],",
        "name: \"x\", kind: OptionKind::MultiArg, group: 0, alias: 0, alias_args: &[], flags: &[], visibility: \
         &[\"DefaultVis\"], num_args: 2,",
        "meta_var: Some(\"<file>\")",
        "pub static TABLE: OptTable = OptTable {\n",
        "pub fn find(spelling: &str) -> Option<OptionId> {\n    TABLE.find(spelling).and_then(OptionId::from_value)\n}\n",
        "pub fn option(id: OptionId) -> Option<&'static OptInfo> {\n    TABLE.option(id.value())\n}\n",
    ] {
        assert!(out.contains(piece), "missing {piece:?} in\n{out}");
    }
}
