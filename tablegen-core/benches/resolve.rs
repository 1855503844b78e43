//! Plain benchmark of the front end's hot paths (parsing, class
//! instantiation, late binding, folding) on a synthetic target shaped like
//! LLVM's big ones: instruction classes with encodings, multiclasses expanded
//! in foreach loops, and "function classes" (`getFoo<args>.ret`) instantiated
//! per def; and a second one shaped like X86's instructions, each derived
//! through a chain of classes whose many fields name one another (every
//! superclass binds its arguments over all fields gathered so far); and a
//! third one shaped like Intrinsics.td's thousands of one-line defs. Run with
//! `cargo bench -p tablegen-core`; prints the median of a few runs. For real
//! targets use `../shared/tools/parity --time`.

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

/// Instructions derived through six classes; the fields of the first ones
/// are computed from fields set by the later ones, as X86's encodings are.
fn deep_hierarchy(n: usize) -> String {
    let mut s = String::new();
    s.push_str(
        r#"
class Format<bits<7> v> { bits<7> Value = v; }
def Form0 : Format<0>; def Form1 : Format<1>;
class Base<string asm> {
  string AsmString = asm;
  bits<64> TSFlags;
  Format Form = Form0;
  bits<4> OpEnc = 0; bits<3> OpSize = 0; bits<2> AdSize = 0; bit hasREX = 0;
  bits<8> Opcode = 0; int CD8 = 0; bit hasEVEX = 0; bit hasVEX = 0; bits<3> ExeDomain = 0;
  let TSFlags{6-0} = Form.Value;
  let TSFlags{10-7} = OpEnc;
  let TSFlags{13-11} = OpSize;
  let TSFlags{15-14} = AdSize;
  let TSFlags{16} = hasREX;
  let TSFlags{24-17} = Opcode;
  let TSFlags{27-25} = ExeDomain;
  let TSFlags{28} = hasEVEX;
  let TSFlags{29} = hasVEX;
  let TSFlags{37-30} = !cast<bits<8>>(!and(CD8, 255));
  string Mnemonic = !subst(" ", "", AsmString);
  list<string> Preds = !if(hasEVEX, ["HasAVX512"], !if(hasVEX, ["HasAVX"], []));
}
class WithOpc<bits<8> o> { bits<8> Opcode = o; }
class WithForm<Format f> { Format Form = f; }
class WithSize<bits<3> sz> { bits<3> OpSize = sz; }
class WithDomain<bits<3> d> { bits<3> ExeDomain = d; }
class VexOf<bit v> { bit hasVEX = v; int CD8 = !if(v, 32, 0); }
class Inst<bits<8> o, string asm, Format f, bits<3> sz, bits<3> d, bit v>
  : Base<asm>, WithOpc<o>, WithForm<f>, WithSize<sz>, WithDomain<d>, VexOf<v>;
"#,
    );
    for k in 0..n {
        let _ = writeln!(
            s,
            "def I{k} : Inst<{}, \"op{k} $dst, $src\", Form{}, {}, {}, {}>;",
            k % 256,
            k % 2,
            k % 8,
            k % 5,
            k % 2
        );
    }
    s
}

/// Many small defs shaped like Intrinsics.td's: two superclasses, one of
/// them with a base class and defaults, whose list arguments name defs and
/// instantiate classes in place (`Ty<"i32">`); the class instantiations
/// repeat from def to def, the defs' names do not.
fn simple_defs(n: usize) -> String {
    let mut s = String::new();
    s.push_str(
        r#"
class Ty<string vt> { string VT = vt; int Size = !size(vt); }
def t_i32 : Ty<"i32">; def t_ptr : Ty<"ptr">; def t_v4f32 : Ty<"v4f32">;
class Prop; def NoMem : Prop; def Commutes : Prop;
class Builtin<string name> { string BuiltinName = name; }
class Op {}
class Intr<list<Ty> ret, list<Ty> params = [], list<Prop> props = [], bit default_attrs = true> : Op {
  string Prefix = "";
  list<Ty> RetTypes = ret;
  list<Ty> ParamTypes = params;
  list<Prop> Props = props;
  bit DefaultAttrs = default_attrs;
  int NumTypes = !add(!size(RetTypes), !size(ParamTypes));
}
class AttrIntr<list<Ty> ret, list<Ty> params = [], list<Prop> props = []> : Intr<ret, params, props, false>;
"#,
    );
    for k in 0..n {
        let _ = writeln!(
            s,
            "let Prefix = \"t{}\" in def int_t_{k} : Builtin<\"__builtin_t_{k}\">, AttrIntr<[Ty<\"v{}i8\">], [t_ptr, Ty<\"i{}\">, t_i32], [NoMem{}]>;",
            k % 4,
            k % 7,
            8 << (k % 3),
            if k % 2 == 0 { ", Commutes" } else { "" }
        );
    }
    s
}

fn bench(what: &str, text: &str) {
    let mut times = Vec::new();
    let mut defs = 0;
    for _ in 0..5 {
        let t = Instant::now();
        let rk = tablegen_core::parse_str("bench.td", text).expect("synthetic target parses");
        let out = rk.print_records();
        times.push(t.elapsed());
        defs = rk.num_defs();
        assert!(out.len() > 1000);
    }
    times.sort();
    println!(
        "{what}: parse + resolve + print-records of {} defs ({} KiB of .td): median {:?} (min {:?})",
        defs,
        text.len() / 1024,
        times[times.len() / 2],
        times[0]
    );
}

fn main() {
    bench("function classes", &synthetic_target(2000));
    bench("deep hierarchy", &deep_hierarchy(20000));
    bench("simple defs", &simple_defs(20000));
}
