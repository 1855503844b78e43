//! The `-gen-subtarget --rust` module of `tests/golden/own/subtarget/model.td`
//! against the C++ llvm-tblgen-19 printed for the same input
//! (`tests/golden/expected/own__subtarget__model.stdout`): the feature and
//! CPU tables, every model's resources and class descriptions over the
//! shared write tables, `MCSchedModel`'s latency and throughput formulas
//! evaluated on the C++ tables, `MCSubtargetInfo`'s feature rules, and the
//! MC variant resolution the C++ `resolveVariantSchedClassImpl` spells out.

use std::path::Path;

use tablegen_generated_tests::subtarget_model::{
    cpu, feature, features_for, has_feature, resolve_sched_class, resolve_variant_sched_class, Context, Feature, Instr,
    Operand, SchedModel, CPUS, FEATURES, READ_ADVANCE, SCHED_MODELS, WRITE_LATENCY, WRITE_PROC_RES,
};

fn expected() -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../golden/expected/own__subtarget__model.stdout");
    std::fs::read_to_string(path).expect("the recorded C++")
}

/// The lines of the C++ array `name`, between its `{` line and `};`.
fn array<'a>(cpp: &'a str, name: &str) -> Vec<&'a str> {
    let start = cpp.find(&format!("{name}[] = {{\n")).unwrap_or_else(|| panic!("no array {name}"));
    cpp[start..].lines().skip(1).take_while(|l| !l.starts_with("};") && !l.starts_with("}; //")).collect()
}

/// The integers of a line before any `//` comment, in order (hex
/// `0x..ULL` included).
fn ints(line: &str) -> Vec<i64> {
    let line = line.split("//").next().unwrap_or("");
    let mut out = Vec::new();
    for tok in line.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-')) {
        if let Some(hex) = tok.strip_prefix("0x") {
            out.push(i64::from_str_radix(hex.trim_end_matches("ULL"), 16).expect("hex"));
        } else if let Ok(v) = tok.parse::<i64>() {
            out.push(v);
        }
    }
    out
}

fn quoted(line: &str) -> Vec<&str> {
    line.split('"').skip(1).step_by(2).collect()
}

#[test]
fn feature_and_cpu_tables_match_the_cpp() {
    let cpp = expected();
    let kv = array(&cpp, "SFeatureKV");
    assert_eq!(kv.len(), FEATURES.len());
    for (line, f) in kv.iter().zip(FEATURES.iter()) {
        let q = quoted(line);
        assert_eq!((q[0], q[1]), (f.key, f.desc), "{line}");
        let words: Vec<u64> = ints(line).into_iter().map(|w| w as u64).collect();
        assert_eq!(words, f.implies.to_vec(), "{line}");
    }
    let sub = array(&cpp, "SSubTypeKV");
    assert_eq!(sub.len(), CPUS.len());
    for (line, c) in sub.iter().zip(CPUS.iter()) {
        assert_eq!(quoted(line)[0], c.name);
        let words: Vec<u64> = ints(line).into_iter().map(|w| w as u64).collect();
        assert_eq!(words[..5], c.features, "{line}");
        assert_eq!(words[5..10], c.tune, "{line}");
        let model = line.rsplit('&').next().unwrap_or("").trim_end_matches(" },");
        assert_eq!(model, SCHED_MODELS[c.model].name, "{line}");
    }
}

#[test]
fn write_tables_match_the_cpp() {
    let cpp = expected();
    let rows = |name| array(&cpp, name).iter().map(|l| ints(l)).collect::<Vec<_>>();
    let wpr: Vec<Vec<i64>> = WRITE_PROC_RES.iter().map(|&(a, b, c)| vec![a.into(), b.into(), c.into()]).collect();
    assert_eq!(rows("SWriteProcResTable"), wpr);
    let wl: Vec<Vec<i64>> = WRITE_LATENCY.iter().map(|&(a, b)| vec![a.into(), b.into()]).collect();
    assert_eq!(rows("SWriteLatencyTable"), wl);
    let ra: Vec<Vec<i64>> = READ_ADVANCE.iter().map(|&(a, b, c)| vec![a.into(), b.into(), c.into()]).collect();
    assert_eq!(rows("SReadAdvanceTable"), ra);
}

/// C++ `MCSchedModel::computeInstrLatency` / `getReciprocalThroughput` /
/// `getForwardingDelayCycles` (LLVM 19's MCSchedule.cpp) on one C++ class
/// row `{name, uops, b, e, r, wpr, #, wl, #, ra, #}`, over the C++ tables.
fn cpp_answers(cpp: &str, row: &[i64], units: &[i64], issue_width: i64) -> (i64, f64, i64) {
    let tables = |name| array(cpp, name).iter().map(|l| ints(l)).collect::<Vec<_>>();
    let (wpr, wl, ra) = (tables("SWriteProcResTable"), tables("SWriteLatencyTable"), tables("SReadAdvanceTable"));
    let span = |t: &Vec<Vec<i64>>, i: usize| t[row[i] as usize..(row[i] + row[i + 1]) as usize].to_vec();
    let mut latency = 0;
    for e in span(&wl, 3) {
        if e[0] < 0 {
            latency = e[0];
            break;
        }
        latency = latency.max(e[0]);
    }
    let mut throughput: Option<f64> = None;
    for e in span(&wpr, 1) {
        if e[1] != 0 {
            let t = units[e[0] as usize] as f64 / e[1] as f64;
            throughput = Some(throughput.map_or(t, |b: f64| b.min(t)));
        }
    }
    let rthroughput = throughput.map_or(row[0] as f64 / issue_width as f64, |t| 1.0 / t);
    let delay = span(&ra, 5).iter().filter(|e| e[1] == 0).map(|e| e[2]).fold(0, i64::min).abs();
    (latency, rthroughput, delay)
}

#[test]
fn class_descriptions_and_their_answers_match_the_cpp() {
    let cpp = expected();
    let mut checked = 0;
    for model in SCHED_MODELS.iter().filter(|m| !m.classes.is_empty()) {
        let resources = array(&cpp, &format!("{}ProcResources", model.name));
        let units: Vec<i64> = resources.iter().map(|l| ints(l)[0]).collect();
        assert_eq!(resources.len(), model.resources.len() + 1);
        for (line, r) in resources.iter().skip(1).zip(model.resources) {
            assert_eq!(quoted(line)[0], r.name);
            assert_eq!(ints(line)[..3], [i64::from(r.num_units), i64::from(r.super_idx), i64::from(r.buffer_size)]);
        }
        let issue_width = i64::from(model.issue_width());
        for (class, line) in array(&cpp, &format!("{}SchedClasses", model.name)).iter().enumerate().skip(1) {
            // The name is a string: its digits are not fields.
            let row = ints(line.split_once(')').map_or("", |(_, rest)| rest));
            let d = model.class(class).unwrap_or_else(|| panic!("class {class} of {}", model.name));
            let fields = [
                d.num_micro_ops.into(),
                d.write_proc_res.0.into(),
                d.write_proc_res.1.into(),
                d.write_latency.0.into(),
                d.write_latency.1.into(),
                d.read_advance.0.into(),
                d.read_advance.1.into(),
            ];
            assert_eq!(row, fields, "{line}");
            if d.is_valid() && !d.is_variant() {
                let (latency, rthroughput, delay) = cpp_answers(&cpp, &row, &units, issue_width);
                assert_eq!(i64::from(model.latency(&d)), latency, "{line}");
                assert_eq!(model.reciprocal_throughput(&d), rthroughput, "{line}");
                assert_eq!(i64::from(SchedModel::forwarding_delay_cycles(&d, 0)), delay, "{line}");
                checked += 1;
            }
        }
        assert_eq!(model.class(0usize), None);
    }
    assert_eq!(checked, 11);
}

#[test]
fn features_follow_mcsubtargetinfo() {
    let a = feature("a").unwrap().feature;
    let b = feature("b").unwrap().feature;
    let wide = feature("wide").unwrap().feature;
    let set = |fs: &[Feature]| {
        let mut bits = [0u64; 5];
        for f in fs {
            bits[usize::from(f.0) / 64] |= 1 << (f.0 % 64);
        }
        bits
    };
    // "old" has FeatB and FeatW: FeatB implies FeatA.
    assert_eq!(features_for("old", "", ""), set(&[a, b, wide]));
    assert_eq!(features_for("new", "new", ""), set(&[a]));
    // +b sets what b implies; -a then clears a and b, which implies a.
    assert_eq!(features_for("", "", "+b"), set(&[a, b]));
    assert_eq!(features_for("", "", "+b,-a"), set(&[]));
    assert_eq!(features_for("old", "", "-b"), set(&[a, wide]));
    // Unknown names, an unknown CPU and help requests are ignored.
    assert_eq!(features_for("nope", "", "+nope,,+help,wide"), set(&[]));
    assert_eq!(features_for("help", "", "+wide"), set(&[wide]));
    assert!(has_feature(&features_for("old", "", ""), Feature::FeatW));
    assert!(cpu("old").is_some() && cpu("older").is_none());
}

struct Inst(Vec<Operand>);

impl Instr for Inst {
    type Opcode = u32;
    fn opcode(&self) -> u32 {
        0
    }
    fn num_operands(&self) -> usize {
        self.0.len()
    }
    fn operand(&self, index: usize) -> Option<Operand> {
        self.0.get(index).copied()
    }
}

struct Cx;

impl Context for Cx {
    type Instr = Inst;
}

#[test]
fn variant_classes_resolve_as_the_cpp_says() {
    // The C++ (own__subtarget__model.stdout): class 4 (WriteVar_ReadALU)
    // takes 5 when operand 1 is the immediate 0, else 7, on models 1 and
    // 2; every other class and model answers 0.
    let zero = Inst(vec![Operand::Reg(1), Operand::Imm(0)]);
    let seven = Inst(vec![Operand::Reg(1), Operand::Imm(7)]);
    for cpu_id in [1, 2] {
        assert_eq!(resolve_variant_sched_class(&Cx, 4, &zero, cpu_id), 5);
        assert_eq!(resolve_variant_sched_class(&Cx, 4, &seven, cpu_id), 7);
    }
    assert_eq!(resolve_variant_sched_class(&Cx, 4, &zero, 0), 0);
    assert_eq!(resolve_variant_sched_class(&Cx, 3, &zero, 1), 0);
    // C++ reads a missing operand (undefined behaviour): the Rust says 0.
    assert_eq!(resolve_variant_sched_class(&Cx, 4, &Inst(vec![Operand::Reg(1)]), 1), 0);
    let new = &SCHED_MODELS[cpu("new").unwrap().model];
    assert_eq!(resolve_sched_class(new, &Cx, 4, &zero), Some(5));
    assert_eq!(resolve_sched_class(new, &Cx, 4, &seven), Some(7));
    assert_eq!(resolve_sched_class(new, &Cx, 3, &seven), Some(3));
}
