//! The Rust module: the subtarget features (a `Feature` newtype with one
//! constant per feature, the key-value table LLVM's `<Target>FeatureKV`
//! holds, and `MCSubtargetInfo`'s feature computation with implications),
//! the CPU table with its feature bit sets, and per processor model its
//! `MCSchedModel` numbers, processor resources and scheduling class
//! descriptions over the shared write-resource, latency and read-advance
//! tables, with `MCSchedModel`'s latency and throughput answers; and the
//! MC layer's variant resolution (`resolveVariantSchedClassImpl`) over the
//! runtime's instruction trait (`tablegen_runtime::pred::Instr`, which the
//! user implements), the predicates' C++ escapes as methods of a context
//! trait.
//!
//! Tables are flat arrays (cheap for rustc on the largest targets);
//! lookups are `Option`s, never panics. Itineraries and the
//! `MachineInstr`-level hooks (`resolveSchedClass` with C++
//! `SchedPredicate`s, `STIPredicate` functions) are not part of it.

use std::fmt::Write;

use tablegen_core::RecordKeeper;

use super::*;
use crate::backend::{Options, Records, Result};
use crate::model::inst_predicate::rust::{
    write_instr_type, Hooks, InstrView, PredicateNames, PredicateNumbers, Translator, PRED_IMPORTS,
};
use crate::model::inst_predicate::Pred;
use crate::support::rust::runtime::imports;
use crate::support::rust::{doc_lines, format_chunks, spaced, static_table, Chunk};

const TYPES: &str = r#"/// A subtarget feature (C++ `<Target>::<Feature>` enumerator).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Feature(pub u16);

/// A set of features (C++ `FeatureBitset`): bit `f % 64` of word `f / 64`.
pub type FeatureBits = [u64; 5];

/// Whether `bits` holds `f`.
#[allow(dead_code)]
pub fn has_feature(bits: &FeatureBits, f: Feature) -> bool {
    bits.get(usize::from(f.0) / 64).is_some_and(|w| w & (1 << (f.0 % 64)) != 0)
}

/// C++ `SubtargetFeatureKV`: a feature with a command-line name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FeatureKv {
    /// The command-line name (`+name`).
    pub key: &'static str,
    /// The description.
    pub desc: &'static str,
    /// The feature.
    pub feature: Feature,
    /// The features it implies.
    pub implies: FeatureBits,
}

/// C++ `SubtargetSubTypeKV`: a CPU.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cpu {
    /// The CPU name.
    pub name: &'static str,
    /// Its features.
    pub features: FeatureBits,
    /// Its tuning features.
    pub tune: FeatureBits,
    /// Its scheduling model (an index into `SCHED_MODELS`).
    pub model: usize,
}

/// C++ `MCProcResourceDesc` (without the sub-unit list).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProcResource {
    /// The resource's name.
    pub name: &'static str,
    /// `NumUnits`.
    pub num_units: u32,
    /// `SuperIdx` (0: none).
    pub super_idx: u32,
    /// `BufferSize`.
    pub buffer_size: i32,
}

/// C++ `MCSchedClassDesc` (without the name).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SchedClassDesc {
    /// `NumMicroOps`: 8191 for an invalid class, 8190 for a variant one.
    pub num_micro_ops: u16,
    /// `BeginGroup`.
    pub begin_group: bool,
    /// `EndGroup`.
    pub end_group: bool,
    /// `RetireOOO`.
    pub retire_ooo: bool,
    /// The first entry in `WRITE_PROC_RES` and their number.
    pub write_proc_res: (u16, u16),
    /// The first entry in `WRITE_LATENCY` and their number.
    pub write_latency: (u16, u16),
    /// The first entry in `READ_ADVANCE` and their number.
    pub read_advance: (u16, u16),
}

/// C++ `MCSchedModel`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SchedModel {
    /// The model's name.
    pub name: &'static str,
    /// `ProcID`.
    pub id: u32,
    /// `IssueWidth`, `MicroOpBufferSize`, `LoopMicroOpBufferSize`,
    /// `LoadLatency`, `HighLatency`, `MispredictPenalty`; `None`: LLVM's
    /// default.
    pub props: [Option<u32>; 6],
    /// `PostRAScheduler`, `CompleteModel`, `EnableIntervals`.
    pub flags: [bool; 3],
    /// The processor resources (resource `i` is number `i + 1`).
    pub resources: &'static [ProcResource],
    /// The class descriptions, 7 words per class from class 1 on: flags
    /// (micro-ops, then bits 13-15 begin, end, retire-out-of-order) and
    /// the three (index, count) pairs. Empty without a per-operand model.
    pub classes: &'static [u16],
}

#[allow(dead_code)]
impl SchedClassDesc {
    /// C++ `isValid()`.
    pub fn is_valid(&self) -> bool {
        self.num_micro_ops != 8191
    }

    /// C++ `isVariant()`: the class resolves to another per instruction.
    pub fn is_variant(&self) -> bool {
        self.num_micro_ops == 8190
    }

    /// The class's write-resource entries (C++ `getWriteProcResBegin/End`).
    pub fn write_proc_res(&self) -> &'static [(u16, u16, u16)] {
        entries(WRITE_PROC_RES, self.write_proc_res)
    }

    /// The class's write-latency entries (C++ `getWriteLatencyEntry`).
    pub fn write_latencies(&self) -> &'static [(i16, u16)] {
        entries(WRITE_LATENCY, self.write_latency)
    }

    /// The class's read-advance entries (C++ `getReadAdvanceEntries`).
    pub fn read_advances(&self) -> &'static [(u32, u32, i32)] {
        entries(READ_ADVANCE, self.read_advance)
    }
}

/// `count` entries of `table` from `first` (empty if out of range).
fn entries<T>(table: &'static [T], (first, count): (u16, u16)) -> &'static [T] {
    let first = usize::from(first);
    table.get(first..first + usize::from(count)).unwrap_or(&[])
}

#[allow(dead_code)]
impl SchedModel {
    /// The description of scheduling class `class` (`None` for class 0,
    /// an unknown class or a model without per-operand tables).
    pub fn class(&self, class: usize) -> Option<SchedClassDesc> {
        let i = class.checked_sub(1)? * 7;
        let w = self.classes.get(i..i + 7)?;
        Some(SchedClassDesc {
            num_micro_ops: w[0] & 0x1fff,
            begin_group: w[0] & (1 << 13) != 0,
            end_group: w[0] & (1 << 14) != 0,
            retire_ooo: w[0] & (1 << 15) != 0,
            write_proc_res: (w[1], w[2]),
            write_latency: (w[3], w[4]),
            read_advance: (w[5], w[6]),
        })
    }

    /// C++ `IssueWidth` (LLVM's default, 1, where the model leaves it).
    pub fn issue_width(&self) -> u32 {
        self.props[0].unwrap_or(1)
    }

    /// C++ `getProcResource(idx)`: resource number `idx` (from 1).
    pub fn resource(&self, idx: usize) -> Option<&'static ProcResource> {
        self.resources.get(idx.checked_sub(1)?)
    }

    /// C++ `MCSchedModel::computeInstrLatency(STI, SCDesc)`: the largest
    /// write latency of the class, or the first negative one.
    pub fn latency(&self, desc: &SchedClassDesc) -> i32 {
        let mut latency = 0;
        for &(cycles, _) in desc.write_latencies() {
            if cycles < 0 {
                return i32::from(cycles);
            }
            latency = latency.max(i32::from(cycles));
        }
        latency
    }

    /// C++ `MCSchedModel::getReciprocalThroughput(STI, SCDesc)`: the
    /// slowest resource's cycles per unit, or micro-ops over the issue
    /// width when the class uses no resource for a cycle.
    pub fn reciprocal_throughput(&self, desc: &SchedClassDesc) -> f64 {
        let mut throughput: Option<f64> = None;
        for &(resource, release, _) in desc.write_proc_res() {
            if release == 0 {
                continue;
            }
            let units = self.resource(usize::from(resource)).map_or(0, |r| r.num_units);
            let t = f64::from(units) / f64::from(release);
            throughput = Some(throughput.map_or(t, |b| b.min(t)));
        }
        match throughput {
            Some(t) => 1.0 / t,
            None => f64::from(desc.num_micro_ops) / f64::from(self.issue_width()),
        }
    }

    /// C++ `MCSchedModel::getForwardingDelayCycles(Entries, WriteResourceID)`
    /// over the class's read advances: the largest forwarding benefit for
    /// writes of `write_id`.
    pub fn forwarding_delay_cycles(desc: &SchedClassDesc, write_id: u32) -> u32 {
        let mut delay = 0i32;
        for &(_, id, cycles) in desc.read_advances() {
            if id == write_id {
                delay = delay.min(cycles);
            }
        }
        delay.unsigned_abs()
    }

    /// The class `class` resolves to for `mi` on this model, as LLVM's MC
    /// layer and llvm-mca resolve it: variant classes through
    /// [`resolve_variant_sched_class`] until a class that is not variant
    /// (0 when a variant class cannot be resolved for `mi`); `None` only
    /// if resolution does not end.
    pub fn resolve<C: Context + ?Sized>(&self, cx: &C, class: usize, mi: &C::Instr) -> Option<usize> {
        let mut class = class;
        for _ in 0..=NUM_SCHED_CLASSES {
            if class == 0 || !self.class(class).is_some_and(|d| d.is_variant()) {
                return Some(class);
            }
            class = resolve_variant_sched_class(cx, class, mi, self.id);
        }
        None
    }
}

/// The CPU named `name`.
#[allow(dead_code)]
pub fn cpu(name: &str) -> Option<&'static Cpu> {
    CPUS.binary_search_by(|c| c.name.cmp(name)).ok().and_then(|i| CPUS.get(i))
}

/// The feature whose command-line name is `key`.
#[allow(dead_code)]
pub fn feature(key: &str) -> Option<&'static FeatureKv> {
    FEATURES.binary_search_by(|f| f.key.cmp(key)).ok().and_then(|i| FEATURES.get(i))
}

/// Adds `implies` and every feature they imply, transitively, to `bits`
/// (C++ `SetImpliedBits`).
#[allow(dead_code)]
pub fn set_implied(bits: &mut FeatureBits, implies: &FeatureBits) {
    let mut expanded: FeatureBits = [0; 5];
    let mut todo = *implies;
    while todo.iter().any(|&w| w != 0) {
        for (b, t) in bits.iter_mut().zip(todo) {
            *b |= t;
        }
        let mut next: FeatureBits = [0; 5];
        for kv in FEATURES.iter() {
            if has_feature(&todo, kv.feature) && !has_feature(&expanded, kv.feature) {
                set_feature(&mut expanded, kv.feature, true);
                for (n, i) in next.iter_mut().zip(kv.implies) {
                    *n |= i;
                }
            }
        }
        todo = next;
    }
}

/// Removes from `bits` every feature that implies `f`, transitively
/// (C++ `ClearImpliedBits`; `f` itself stays).
#[allow(dead_code)]
pub fn clear_implied(bits: &mut FeatureBits, f: Feature) {
    // Each feature is queued once: at most every feature and `f`.
    let mut seen: FeatureBits = [0; 5];
    let mut todo = [f; 5 * 64 + 1];
    let mut len = 1;
    while len > 0 {
        len -= 1;
        let f = todo[len];
        for kv in FEATURES.iter() {
            if has_feature(&kv.implies, f) {
                set_feature(bits, kv.feature, false);
                if !has_feature(&seen, kv.feature) && len < todo.len() {
                    set_feature(&mut seen, kv.feature, true);
                    todo[len] = kv.feature;
                    len += 1;
                }
            }
        }
    }
}

/// Sets or clears `f` in `bits`.
#[allow(dead_code)]
pub fn set_feature(bits: &mut FeatureBits, f: Feature, on: bool) {
    if let Some(w) = bits.get_mut(usize::from(f.0) / 64) {
        let bit = 1 << (f.0 % 64);
        if on {
            *w |= bit;
        } else {
            *w &= !bit;
        }
    }
}

/// The features of a subtarget, as C++ `MCSubtargetInfo` computes them
/// (`getFeatures`): the features `cpu` implies, the tuning features
/// `tune_cpu` implies, then each `+name` (the feature and what it
/// implies) or `-name` (the feature and every feature implying it) of
/// the comma-separated `fs`, in order. Names LLVM does not know are
/// ignored (LLVM warns about them on stderr), as are `help`, `+help` and
/// `+cpuhelp` (LLVM prints its tables).
#[allow(dead_code)]
pub fn features_for(cpu_name: &str, tune_cpu: &str, fs: &str) -> FeatureBits {
    let mut bits: FeatureBits = [0; 5];
    if FEATURES.is_empty() || CPUS.is_empty() {
        return bits;
    }
    if cpu_name != "help" {
        if let Some(c) = cpu(cpu_name) {
            set_implied(&mut bits, &c.features);
        }
    }
    if let Some(c) = cpu(tune_cpu) {
        set_implied(&mut bits, &c.tune);
    }
    for flag in fs.split(',').filter(|f| !f.is_empty()) {
        if flag == "+help" || flag == "+cpuhelp" {
            continue;
        }
        let name = flag.strip_prefix(['+', '-']).unwrap_or(flag);
        let Some(kv) = feature(name) else { continue };
        if flag.starts_with('+') {
            set_feature(&mut bits, kv.feature, true);
            set_implied(&mut bits, &kv.implies);
        } else {
            set_feature(&mut bits, kv.feature, false);
            clear_implied(&mut bits, kv.feature);
        }
    }
    bits
}
"#;

fn bits(m: &FeatureMask) -> String {
    let words: Vec<String> = m.iter().map(|w| format!("0x{w:x}")).collect();
    format!("[{}]", words.join(", "))
}

fn constant_name(name: &str) -> String {
    let mut s: String = name.chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '_' }).collect();
    if s.is_empty() || s.starts_with(|c: char| c.is_ascii_digit()) {
        s.insert(0, '_');
    }
    s
}

/// Numbers the opcodes and registers the MC variant predicates name.
pub(super) fn check(rk: &mut Records<'_>, m: &Subtarget, _: &Options) -> Result<()> {
    if m.rust.get().is_none() {
        let numbers = PredicateNumbers::collect(rk, m.mc_variant_predicates())?;
        let _ = m.rust.set(numbers);
    }
    Ok(())
}

/// Writes the Rust module.
pub fn write(rk: &RecordKeeper, m: &Subtarget, opts: &Options) -> String {
    let mut o = imports(opts.rust_runtime(), &[PRED_IMPORTS]);
    o.push_str(TYPES);
    o.push_str("\n#[allow(dead_code, non_upper_case_globals)]\nimpl Feature {\n");
    for (i, f) in m.feature_enum.iter().enumerate() {
        let _ = writeln!(o, "    /// `{f}`.\n    pub const {}: Feature = Feature({i});", constant_name(f));
    }
    o.push_str("}\n\n");
    let _ = writeln!(
        o,
        "/// The number of features.\n#[allow(dead_code)]\npub const NUM_FEATURES: usize = {};\n",
        m.feature_enum.len()
    );
    let enum_index: std::collections::HashMap<&str, usize> =
        m.feature_enum.iter().enumerate().map(|(i, n)| (n.as_str(), i)).collect();
    let features = m.feature_kv.iter().map(|f| {
        let enum_idx = enum_index.get(f.def_name.as_str()).copied().unwrap_or(0);
        format!(
            "FeatureKv {{ key: {:?}, desc: {:?}, feature: Feature({enum_idx}), implies: {} }}",
            f.key,
            f.desc,
            bits(&f.implies)
        )
    });
    static_table(&mut o, "The features with command-line names, by name.", "FEATURES", "FeatureKv", features);
    let cpus = m.cpus.iter().map(|c| {
        let model = m.models.iter().position(|p| p.name == c.model).unwrap_or(0);
        format!(
            "Cpu {{ name: {:?}, features: {}, tune: {}, model: {model} }}",
            c.name,
            bits(&c.features),
            bits(&c.tune)
        )
    });
    static_table(&mut o, "The CPUs, by name.", "CPUS", "Cpu", cpus);
    let tb = &m.tables;
    let invalid_first = |zero: &str, rows: Vec<String>| std::iter::once(zero.to_string()).chain(rows);
    static_table(
        &mut o,
        "C++ `MCWriteProcResEntry`s (resource, release cycle, acquire cycle); entry 0 is invalid.",
        "WRITE_PROC_RES",
        "(u16, u16, u16)",
        invalid_first(
            "(0, 0, 0)",
            tb.write_proc_res.iter().map(|e| format!("({}, {}, {})", e.resource, e.release, e.acquire)).collect(),
        ),
    );
    static_table(
        &mut o,
        "C++ `MCWriteLatencyEntry`s (cycles, write resource ID); entry 0 is invalid.",
        "WRITE_LATENCY",
        "(i16, u16)",
        invalid_first(
            "(0, 0)",
            tb.write_latencies.iter().map(|(e, _)| format!("({}, {})", e.cycles, e.write_id)).collect(),
        ),
    );
    static_table(
        &mut o,
        "C++ `MCReadAdvanceEntry`s (use index, write resource ID, cycles); entry 0 is invalid.",
        "READ_ADVANCE",
        "(u32, u32, i32)",
        invalid_first(
            "(0, 0, 0)",
            tb.read_advances.iter().map(|e| format!("({}, {}, {})", e.use_idx, e.write_id, e.cycles)).collect(),
        ),
    );
    let _ = writeln!(
        o,
        "/// The number of scheduling classes.\n#[allow(dead_code)]\npub const NUM_SCHED_CLASSES: usize = {};\n",
        tb.class_names.len()
    );

    for (i, pm) in m.models.iter().enumerate() {
        let (resources, classes) = match &pm.instr_model {
            Some(im) => (&im.resources[..], &im.classes[..]),
            None => (&[][..], &[][..]),
        };
        let _ = writeln!(o, "#[allow(dead_code)]\nstatic RESOURCES_{i}: [ProcResource; {}] = [", resources.len());
        for r in resources {
            let super_idx = r.super_res.as_ref().map_or(0, |s| s.0);
            let _ = writeln!(
                o,
                "    ProcResource {{ name: {:?}, num_units: {}, super_idx: {super_idx}, buffer_size: {} }},",
                r.name, r.num_units, r.buffer_size
            );
        }
        o.push_str("];\n");
        let _ = write!(o, "#[allow(dead_code)]\nstatic CLASSES_{i}: [u16; {}] = [", classes.len() * 7);
        for (k, d) in classes.iter().enumerate() {
            if k % 4 == 0 {
                o.push_str("\n   ");
            }
            let flags = d.micro_ops
                | u16::from(d.begin_group) << 13
                | u16::from(d.end_group) << 14
                | u16::from(d.retire_ooo) << 15;
            let _ = write!(
                o,
                " {flags}, {}, {}, {}, {}, {}, {},",
                d.wpr_idx, d.wpr_len, d.wl_idx, d.wl_len, d.ra_idx, d.ra_len
            );
        }
        o.push_str("\n];\n\n");
    }
    let _ = writeln!(
        o,
        "/// The scheduling models, by `ProcID`.\n#[allow(dead_code)]\npub static SCHED_MODELS: [SchedModel; {}] = [",
        m.models.len()
    );
    for (i, pm) in m.models.iter().enumerate() {
        let props: Vec<String> =
            pm.props.iter().map(|&p| if p >= 0 { format!("Some({p})") } else { "None".to_string() }).collect();
        let _ = writeln!(
            o,
            "    SchedModel {{ name: {:?}, id: {}, props: [{}], flags: [{}, {}, {}], resources: &RESOURCES_{i}, classes: &CLASSES_{i} }},",
            pm.name,
            pm.index,
            props.join(", "),
            pm.flags[0],
            pm.flags[1],
            pm.flags[2]
        );
    }
    o.push_str("];\n");
    let fallback = PredicateNumbers::default();
    let numbers = m.rust.get().unwrap_or(&fallback);
    let vocabulary = opts.rust_vocabulary();
    let names = PredicateNames::new(rk, m.mc_variant_predicates(), numbers, vocabulary);
    let resolution = variant_resolution(m, &names, vocabulary.is_none());
    let chunks = vec![Chunk::Text(o), resolution];
    spaced(&format_chunks(
        &format!("Subtarget Enumeration Source Fragment ({})", m.target),
        "gen-subtarget",
        rk,
        chunks,
    ))
}

/// The MC layer's variant resolution: the instruction view, the context
/// trait of the predicates' C++ escapes, and LLVM's
/// `resolveVariantSchedClassImpl` as `resolve_variant_sched_class`.
fn variant_resolution(m: &Subtarget, names: &PredicateNames, standalone: bool) -> Chunk {
    let mut hooks = Hooks::default();
    let t = Translator::new(names, "mi", "cx").for_mc(true);
    let mut arms = String::new();
    for c in m.variant_classes.iter().filter(|c| c.transitions.iter().any(TransOut::all_mc)) {
        let _ = writeln!(arms, "        {} => {{\n            // {}", c.index, c.name);
        for (pi, transitions) in c.dispatch(true) {
            let indent = if pi == 0 { "            " } else { "                " };
            if pi != 0 {
                let name = m.models.get(pi as usize).map_or("", |p| p.name.as_str());
                let _ = writeln!(arms, "            if cpu_id == {pi} {{\n                // {name}");
            }
            for tr in transitions {
                transition(&mut arms, indent, tr, &t, &mut hooks);
            }
            if pi != 0 {
                arms.push_str("            }\n");
            }
        }
        if c.inferred {
            let _ = writeln!(arms, "            return Some({});", c.index);
        }
        arms.push_str("        }\n");
    }

    let mut items = String::new();
    items.push_str(
        "/// What the variant predicates ask beyond the instruction: every C++ escape\n\
         /// of the predicates (one method each, its C++ text in its documentation;\n\
         /// C++ `MI` is the instruction, `MCII` the target's instruction info).\n\
         #[allow(dead_code)]\n\
         pub trait Context {\n",
    );
    write_instr_type(&mut items, InstrView::Mc, names.opcode_ty(), standalone);
    for hook in hooks.list() {
        doc_lines(&mut items, "", &hook.doc(true, &m.target));
        let _ = writeln!(items, "fn {}{};", hook.name, hook.signature("Self::Instr"));
    }
    items.push_str("}\n");
    names.write_constant_modules(&mut items, standalone);
    let mut out = match items.parse::<proc_macro2::TokenStream>() {
        Ok(tokens) => crate::support::rust::format_items(tokens),
        Err(e) => format!("// the generated items do not lex: {e}\n{items}"),
    };
    let target = &m.target;
    let body = if arms.is_empty() {
        "    Some(0)\n".to_string()
    } else {
        format!("    match class {{\n{arms}        _ => {{}}\n    }}\n    Some(0)\n")
    };
    let _ = write!(
        out,
        "
/// C++ `{target}_MC::resolveVariantSchedClassImpl`: the scheduling class the
/// variant class `class` takes for `mi` on the processor model `cpu_id`
/// ([`SchedModel::id`]); 0 when the MC layer cannot resolve it (a class
/// that is not variant, or whose predicates are not all `MCSchedPredicate`s),
/// also where a predicate reads an operand `mi` does not have (C++'s
/// behaviour is undefined there).
#[allow(dead_code)]
pub fn resolve_variant_sched_class<C: Context + ?Sized>(cx: &C, class: usize, mi: &C::Instr, cpu_id: u32) -> usize {{
    resolve(cx, class, mi, cpu_id).unwrap_or(0)
}}

#[allow(
    unused_variables,
    unreachable_code,
    clippy::needless_return,
    clippy::collapsible_match,
    clippy::single_match
)]
fn resolve<C: Context + ?Sized>(cx: &C, class: usize, mi: &C::Instr, cpu_id: u32) -> Option<usize> {{
{body}}}
"
    );
    Chunk::Text(out)
}

/// One guarded `return` of a transition (LLVM's `emitPredicates`).
fn transition(out: &mut String, indent: &str, tr: &TransOut, t: &Translator<'_>, hooks: &mut Hooks) {
    let mut preds: Vec<Pred> = tr
        .preds
        .iter()
        .filter_map(|p| match p {
            PredOut::Mc { pred, always: false } => Some(pred.clone()),
            _ => None,
        })
        .collect();
    let ret = format!("return Some({}); // {}", tr.to_class, tr.to_name);
    if preds.is_empty() {
        let _ = writeln!(out, "{indent}{ret}");
        return;
    }
    let pred = if preds.len() == 1 { preds.remove(0) } else { Pred::All(preds) };
    let _ = writeln!(out, "{indent}if {} {{\n{indent}    {ret}\n{indent}}}", t.expr(&pred, hooks));
}
