//! Plain benchmark of instruction selection's hot paths: the DAG pattern
//! model (fragments, type inference over two value types, commutative
//! variants), matcher generation and optimisation, and both writers, on a
//! synthetic target shaped like a RISC back end: 64-bit register-register
//! and register-immediate and 32-bit register-register forms of 19 binary
//! operators, and three fused forms (64-bit, 32-bit, immediate) for every
//! pair of them: 1,140 instructions with patterns, more once commutative
//! variants are added. Each line also shows the time over the front end's.
//!
//! Run with `cargo bench -p tablegen-conformance --bench isel`; prints the
//! median of a few runs of each command line. For LLVM's real targets use
//! `../shared/tools/parity --time --backend -gen-dag-isel`.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

const OPS: [&str; 19] = [
    "add", "sub", "mul", "and", "or", "xor", "shl", "srl", "sra", "sdiv", "udiv", "srem", "urem", "rotl", "rotr",
    "smin", "smax", "umin", "umax",
];

fn synthetic_target() -> String {
    let mut s = String::from(
        r##"include "llvm/Target/Target.td"
class R<string n, bits<16> e> : Register<n> { let Namespace = "S"; let HWEncoding = e; }
foreach i = 0...31 in def X#i : R<"x"#i, i>;
def GPR : RegisterClass<"S", [i64], 64, (sequence "X%u", 0, 31)>;
def GPR32 : RegisterClass<"S", [i32], 32, (sequence "X%u", 0, 31)>;
def simm12 : Operand<i64>, ImmLeaf<i64, [{ return isInt<12>(Imm); }]>;
def HasFused : Predicate<"Subtarget->hasFused()">;
def SInstrInfo : InstrInfo;
def S : Target { let InstructionSet = SInstrInfo; }
class SI<dag outs, dag ins, list<dag> pat> : Instruction {
  let Namespace = "S";
  let OutOperandList = outs;
  let InOperandList = ins;
  let Pattern = pat;
  let Size = 4;
}
multiclass ALU<SDNode op> {
  def rr : SI<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (op GPR:$a, GPR:$b))]>;
  def ri : SI<(outs GPR:$d), (ins GPR:$a, simm12:$i), [(set GPR:$d, (op GPR:$a, simm12:$i))]>;
  def rrw : SI<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b), [(set GPR32:$d, (op GPR32:$a, GPR32:$b))]>;
}
"##,
    );
    for op in OPS {
        s.push_str(&format!("defm {} : ALU<{op}>;\n", op.to_uppercase()));
    }
    for outer in OPS {
        for inner in OPS {
            s.push_str(&format!(
                "let Predicates = [HasFused] in {{\n\
                 def {o}_{i} : SI<(outs GPR:$d), (ins GPR:$a, GPR:$b, GPR:$c), \
                 [(set GPR:$d, ({outer} ({inner} GPR:$a, GPR:$b), GPR:$c))]>;\n\
                 def {o}_{i}_W : SI<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b, GPR32:$c), \
                 [(set GPR32:$d, ({outer} ({inner} GPR32:$a, GPR32:$b), GPR32:$c))]>;\n\
                 def {o}_{i}_I : SI<(outs GPR:$d), (ins GPR:$a, simm12:$i, GPR:$c), \
                 [(set GPR:$d, ({outer} ({inner} GPR:$a, simm12:$i), GPR:$c))]>;\n}}\n",
                o = outer.to_uppercase(),
                i = inner.to_uppercase(),
            ));
        }
    }
    s
}

fn include_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("golden/include")
}

/// Median wall time of `runs` runs of the CLI with `args`.
fn median(args: &[&str], td: &Path, runs: usize) -> Duration {
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let mut argv: Vec<OsString> = args.iter().map(OsString::from).collect();
            argv.push("-I".into());
            argv.push(include_dir().into());
            argv.push(td.into());
            argv.push("-o".into());
            argv.push(td.with_extension("inc").into());
            let start = Instant::now();
            let code = tablegen_rs::cli::run("tablegen", argv);
            let took = start.elapsed();
            assert_eq!(code, 0, "tablegen {args:?} failed");
            took
        })
        .collect();
    times.sort();
    times[runs / 2]
}

fn main() {
    let dir = std::env::temp_dir().join(format!("tablegen-isel-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch directory");
    let td = dir.join("S.td");
    std::fs::write(&td, synthetic_target()).expect("write S.td");
    let lines: [(&str, &[&str]); 5] = [
        ("front end only", &["-null-backend"]),
        ("-gen-dag-isel", &["-gen-dag-isel"]),
        ("-gen-dag-isel -omit-comments", &["-gen-dag-isel", "-omit-comments"]),
        ("-gen-dag-isel --rust", &["-gen-dag-isel", "--rust"]),
        ("-gen-fast-isel", &["-gen-fast-isel"]),
    ];
    let mut front_end = Duration::ZERO;
    for (what, args) in lines {
        let t = median(args, &td, 5);
        if args == ["-null-backend"] {
            front_end = t;
            println!("{what:<30} median {t:>10.1?}");
        } else {
            println!("{what:<30} median {t:>10.1?}  (backend {:.1?})", t.saturating_sub(front_end));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
