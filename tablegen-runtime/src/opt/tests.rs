use alloc::string::{String, ToString};
use alloc::vec::Vec;

use super::*;

/// In LLVM's order (a name before the names it begins). IDs: 1 input,
/// 2 unknown, 3 `-d`, 4 `--help`, 5 `-h` (alias of 4), 6 `--output=`
/// (joined), 7 `--out` (flag alias of 6 with args), 8 `-o` (separate),
/// 9 `--rest` (remaining), 10 `-r`, 11 `-x` (multi-arg of 2).
static OPTIONS: [OptInfo; 11] = [
    OptInfo::new(&[], "<input>", OptionKind::Input),
    OptInfo::new(&[], "<unknown>", OptionKind::Unknown),
    OptInfo::new(&["-"], "d", OptionKind::Flag),
    OptInfo::new(&["--", "-"], "help", OptionKind::Flag),
    OptInfo { alias: 4, ..OptInfo::new(&["-"], "h", OptionKind::Flag) },
    OptInfo::new(&["--"], "output=", OptionKind::Joined),
    OptInfo { alias: 6, alias_args: &["a.out"], ..OptInfo::new(&["--"], "out", OptionKind::Flag) },
    OptInfo::new(&["-"], "o", OptionKind::Separate),
    OptInfo::new(&["--"], "rest", OptionKind::RemainingArgs),
    OptInfo::new(&["-"], "r", OptionKind::Flag),
    OptInfo { num_args: 2, ..OptInfo::new(&["-"], "x", OptionKind::MultiArg) },
];
static TABLE: OptTable = OptTable { options: &OPTIONS, prefixes_union: &["-", "--"] };

fn show(args: &[&str], o: &ParseOptions<'_>) -> Vec<String> {
    let parsed = TABLE.parse_args(args, o);
    let mut out: Vec<String> = parsed
        .args
        .iter()
        .map(|a| alloc::format!("{}@{} {} {:?} {}", a.id, a.index, a.spelling, a.values, a.as_string(&TABLE)))
        .collect();
    out.extend(parsed.errors(&TABLE).iter().map(ToString::to_string));
    out
}

#[test]
fn joined_separate_and_aliases() {
    let o = ParseOptions::default();
    assert_eq!(
        show(&["--output=x", "-o", "y", "-h", "--out", "f"], &o),
        [
            "6@0 --output= [\"x\"] --output=x",
            "8@1 -o [\"y\"] -o y",
            "4@3 --help [] -h",
            "6@4 --output= [\"a.out\"] --out",
            "1@5 f [\"f\"] f",
        ]
    );
}

#[test]
fn missing_values_stop_the_parse() {
    let o = ParseOptions::default();
    assert_eq!(show(&["-x", "1"], &o), ["-x: missing argument"]);
    let parsed = TABLE.parse_args(&["a", "-x", "1"], &o);
    assert_eq!(parsed.missing, Some(MissingArg { index: 1, count: 2, word: "-x".into() }));
    assert_eq!(show(&["-x", "1", "2", "--rest", "-o", ""], &o)[1], "9@3 --rest [\"-o\", \"\"] --rest -o ");
}

#[test]
fn unknown_options_and_suggestions() {
    let o = ParseOptions::default();
    assert_eq!(
        show(&["--hepl", "--outptu=v", "-q", "/abs"], &o),
        [
            "2@0 --hepl [\"--hepl\"] --hepl",
            "2@1 --outptu=v [\"--outptu=v\"] --outptu=v",
            "2@2 -q [\"-q\"] -q",
            "1@3 /abs [\"/abs\"] /abs",
            "unknown argument '--hepl'",
            "unknown argument '--outptu=v'",
            "unknown argument '-q'",
        ]
    );
    assert_eq!(show(&["-help2"], &o)[1], "unknown argument '-help2', did you mean '-help'?");
}

#[test]
fn grouped_short_options() {
    let g = ParseOptions { grouped_short_options: true, ..ParseOptions::default() };
    assert_eq!(show(&["-dr"], &g), ["3@0 -d [] -d", "10@0 -r [] -r"]);
    assert_eq!(show(&["-dq"], &g), ["3@0 -d [] -d", "2@0 -q [\"-q\"] -q", "1@0 - [\"-\"] -", "unknown argument '-q'"]);
    assert_eq!(show(&["-d=1"], &g)[0], "2@0 -d=1 [\"-d=1\"] -d=1");
    // Not panicking inside a multi-byte character.
    assert_eq!(TABLE.parse_args(&["-dé", "-é"], &g).args.len(), 7);
}

#[test]
fn case_and_dash_dash() {
    let i = ParseOptions { ignore_case: true, ..ParseOptions::default() };
    assert_eq!(show(&["--HELP"], &i), ["4@0 --HELP [] --HELP"]);
    let d = ParseOptions { dash_dash_parsing: true, ..ParseOptions::default() };
    assert_eq!(show(&["--", "-d", ""], &d), ["1@1 -- [\"-d\"] -d", "1@2 -- [\"\"] "]);
    assert_eq!(show(&["--"], &ParseOptions::default()), ["2@0 -- [\"--\"] --", "unknown argument '--'"]);
}

#[test]
fn visibility_and_lookups() {
    let v = ParseOptions { visibility: Some(&["Other"]), ..ParseOptions::default() };
    assert_eq!(show(&["-d"], &v)[0], "2@0 -d [\"-d\"] -d");
    assert_eq!(TABLE.find("-help"), Some(4));
    assert_eq!(TABLE.unaliased(7), 6);
    assert_eq!(TABLE.option(12), None);
}

#[test]
fn never_panics_on_odd_tables() {
    static EMPTY: OptTable = OptTable { options: &[], prefixes_union: &["-"] };
    let o = ParseOptions { grouped_short_options: true, ..ParseOptions::default() };
    assert_eq!(EMPTY.parse_args(&["-abc", "--", "x", "-"], &o).args.len(), 7);
    static CYCLE: [OptInfo; 2] = [
        OptInfo { alias: 2, ..OptInfo::new(&["-"], "a", OptionKind::Flag) },
        OptInfo { alias: 1, ..OptInfo::new(&["-"], "b", OptionKind::Flag) },
    ];
    static LOOP: OptTable = OptTable { options: &CYCLE, prefixes_union: &["-"] };
    assert_eq!(LOOP.parse_args(&["-a", "-b"], &ParseOptions::default()).args.len(), 2);
    assert_eq!(edit_distance(b"abc", b"", 1), 2);
}
