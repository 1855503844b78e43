//! Plain benchmark of the front end's hot paths (parsing, class
//! instantiation, late binding, folding) on a synthetic target shaped like
//! LLVM's big ones: instruction classes with encodings, multiclasses expanded
//! in foreach loops, and "function classes" (`getFoo<args>.ret`) instantiated
//! per def. Run with `cargo bench -p tablegen-core`; prints the median of a
//! few runs. For real targets use `../shared/tools/parity --time`.

use std::fmt::Write as _;
use std::time::Instant;

fn synthetic_target(n: usize) -> String {
    let mut s = String::new();
    s.push_str(
        r#"
class Reg<int e> { bits<5> Enc = e; }
foreach i = 0...31 in def R#i : Reg<i>;
class getWidth<int n> { int ret = !cond(!le(n, 8) : 8, !le(n, 16) : 16, !le(n, 32) : 32, true : 64); }
class Profile<list<int> widths> {
  int W0 = getWidth<widths[0]>.ret;
  int W1 = getWidth<!if(!gt(!size(widths), 1), widths[1], 0)>.ret;
  string Name = !interleave(!foreach(w, widths, "i" # w), "_");
  list<int> Sorted = !filter(w, widths, !gt(w, 4));
  int Sum = !foldl(0, widths, acc, w, !add(acc, w));
}
class Inst<string asm, bits<7> opc, Profile p> {
  string AsmString = asm # "." # p.Name;
  bits<32> Inst;
  bits<5> rd; bits<5> rs1; bits<5> rs2;
  let Inst{6-0} = opc;
  let Inst{11-7} = rd;
  let Inst{19-15} = rs1;
  let Inst{24-20} = rs2;
  let Inst{31-25} = !cast<bits<7>>(!and(p.Sum, 127));
  int Width = p.W0;
}
multiclass Ops<string m, bits<7> opc> {
  foreach w = [8, 16, 32, 64] in {
    def _#w : Inst<m, opc, Profile<[w, !mul(w, 2)]>>;
    def _#w#_x : Inst<m # "x", opc, Profile<[w, 3, w]>>;
  }
}
"#,
    );
    for k in 0..n {
        let _ = writeln!(s, "defm OP{k} : Ops<\"op{k}\", {}>;", k % 128);
    }
    s
}

fn main() {
    let text = synthetic_target(2000);
    let mut times = Vec::new();
    let mut defs = 0;
    for _ in 0..5 {
        let t = Instant::now();
        let rk = tablegen_core::parse_str("bench.td", &text).expect("synthetic target parses");
        let out = rk.print_records();
        times.push(t.elapsed());
        defs = rk.num_defs();
        assert!(out.len() > 1000);
    }
    times.sort();
    println!(
        "parse + resolve + print-records of {} defs ({} KiB of .td): median {:?} (min {:?})",
        defs,
        text.len() / 1024,
        times[times.len() / 2],
        times[0]
    );
}
