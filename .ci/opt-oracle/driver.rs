// The Rust side of the option-table oracle: tablegen-runtime's parser over
// the tables of one tool's `-gen-opt-parser-defs --rust` module (`opts`,
// declared by the file that includes this one), answering the command
// lines read from stdin in harness.cpp's words, line for line.
//
// Usage: driver [--ignore-case] [--grouped] [--dash-dash] dump|parse
//   dump prints the table as harness.cpp's dump does (flags and
//   visibilities as the bits of LLVM's own names; a tool's own names, which
//   only its C++ numbers, as bit 31).

use std::io::{Read, Write};

use tablegen_runtime::opt::ParseOptions;

fn main() {
    let mut options = ParseOptions::default();
    let mut mode = String::new();
    for a in std::env::args().skip(1) {
        match a.as_str() {
            "--ignore-case" => options.ignore_case = true,
            "--grouped" => options.grouped_short_options = true,
            "--dash-dash" => options.dash_dash_parsing = true,
            _ => mode = a,
        }
    }
    let table = opts::table();
    if mode == "dump" {
        dump(table);
        return;
    }
    if mode != "parse" {
        eprintln!("usage: driver [--ignore-case] [--grouped] [--dash-dash] dump|parse");
        std::process::exit(2);
    }
    let unknown = opts::OptionId::Unknown.value();
    let mut input = String::new();
    if std::io::stdin().read_to_string(&mut input).is_err() {
        eprintln!("driver: stdin is not UTF-8");
        std::process::exit(2);
    }
    let mut out = String::new();
    for line in input.split_terminator('\n') {
        let words: Vec<&str> = if line.is_empty() { Vec::new() } else { line.split('\t').collect() };
        let parsed = table.parse_args(&words, &options);
        out.push_str(&format!("cmd {}\n", words.len()));
        for a in &parsed.args {
            out.push_str(&format!(
                "arg {}\t{}\t{}\t{}\t{}\n",
                a.index,
                a.id,
                a.spelling,
                a.values.join("\x1f"),
                a.as_string(table)
            ));
        }
        if let Some(m) = &parsed.missing {
            if m.count != 0 {
                out.push_str(&format!("missing {} {}\n", m.index, m.count));
            }
        }
        for a in parsed.filtered(table, unknown) {
            let s = a.as_string(table);
            let nearest = table.find_nearest(&s, None, 4, u32::MAX);
            out.push_str(&format!("unknown {}\t{}\t{}\n", s, nearest.distance, nearest.spelling.unwrap_or_default()));
        }
    }
    let _ = std::io::stdout().write_all(out.as_bytes());
}

/// The bits of `names` (LLVM's `DriverFlag`s and `DefaultVis`).
fn bits(names: &[&str]) -> u32 {
    // LLVM's, then those harness.cpp gives LLVM's Option unit test.
    let known = [
        ("HelpHidden", 1),
        ("RenderAsInput", 2),
        ("RenderJoined", 4),
        ("RenderSeparate", 8),
        ("DefaultVis", 1),
        ("OptFlag1", 1 << 4),
        ("OptFlag2", 1 << 5),
        ("OptFlag3", 1 << 6),
        ("SubtoolVis", 1 << 2),
        ("MultiLineVis", 1 << 3),
    ];
    names.iter().fold(0, |acc, n| acc | known.iter().find(|(k, _)| k == n).map_or(1 << 31, |(_, b)| *b))
}

fn dump(table: &tablegen_runtime::opt::OptTable) {
    let mut out = String::new();
    for (i, o) in table.options.iter().enumerate() {
        out.push_str(&format!(
            "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\n",
            i + 1,
            o.kind.name(),
            o.prefixes.join(" "),
            o.name,
            o.num_args,
            o.group,
            o.alias,
            if o.alias_args.is_empty() { "0" } else { "1" },
            bits(o.flags),
            bits(o.visibility)
        ));
    }
    let _ = std::io::stdout().write_all(out.as_bytes());
}
