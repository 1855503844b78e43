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

/// The runtime items the module re-exports: the subtarget vocabulary.
const SCHED_IMPORTS: (&str, &[&str]) = (
    "sched",
    &[
        "has_feature",
        "set_feature",
        "Cpu",
        "FeatureBits",
        "Features",
        "ProcResource",
        "SchedClassDesc",
        "SchedModel",
        "SchedTables",
    ],
);

/// The target's feature type, before its constants; `@RT@` is the runtime
/// path.
const FEATURE_TYPE: &str = r#"/// A subtarget feature (C++ `<Target>::<Feature>` enumerator).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Feature(pub u16);

impl From<Feature> for u16 {
    fn from(f: Feature) -> u16 {
        f.0
    }
}

/// C++ `SubtargetFeatureKV`: a feature with a command-line name.
pub type FeatureKv = @RT@::sched::FeatureKv<Feature>;
"#;

/// The lookups over `FEATURES` and `CPUS`, after them: the runtime's
/// [`tablegen_runtime::sched::Features`] methods as the module's functions.
const FEATURE_LOOKUPS: &str = r#"/// The features and CPUs, as the runtime reads them.
#[allow(dead_code)]
pub static FEATURE_TABLES: Features<Feature> = Features { features: FEATURES, cpus: CPUS };

/// The CPU named `name`.
#[allow(dead_code)]
pub fn cpu(name: &str) -> Option<&'static Cpu> {
    FEATURE_TABLES.cpu(name)
}

/// The feature whose command-line name is `key`.
#[allow(dead_code)]
pub fn feature(key: &str) -> Option<&'static FeatureKv> {
    FEATURE_TABLES.feature(key)
}

/// Adds `implies` and every feature they imply, transitively, to `bits`
/// (C++ `SetImpliedBits`).
#[allow(dead_code)]
pub fn set_implied(bits: &mut FeatureBits, implies: &FeatureBits) {
    FEATURE_TABLES.set_implied(bits, implies)
}

/// Removes from `bits` every feature that implies `f`, transitively
/// (C++ `ClearImpliedBits`; `f` itself stays).
#[allow(dead_code)]
pub fn clear_implied(bits: &mut FeatureBits, f: Feature) {
    FEATURE_TABLES.clear_implied(bits, f)
}

/// The features of a subtarget, as C++ `MCSubtargetInfo` computes them
/// (`getFeatures`; see [`Features::features_for`]).
#[allow(dead_code)]
pub fn features_for(cpu_name: &str, tune_cpu: &str, fs: &str) -> FeatureBits {
    FEATURE_TABLES.features_for(cpu_name, tune_cpu, fs)
}

"#;

/// The entry tables gathered for the models' rows, after them.
const SCHED_TABLES: &str = "/// The entry tables every model's class descriptions index.
#[allow(dead_code)]
pub static SCHED_TABLES: SchedTables =
    SchedTables { write_proc_res: WRITE_PROC_RES, write_latency: WRITE_LATENCY, read_advance: READ_ADVANCE };

";

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
    let runtime = opts.rust_runtime();
    let mut o = imports(runtime, &[SCHED_IMPORTS, PRED_IMPORTS]);
    o.push('\n');
    o.push_str(&FEATURE_TYPE.replace("@RT@", runtime));
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
    o.push_str(FEATURE_LOOKUPS);
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
    o.push_str(SCHED_TABLES);
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
            "    SchedModel {{ name: {:?}, id: {}, props: [{}], flags: [{}, {}, {}], resources: &RESOURCES_{i}, classes: &CLASSES_{i}, tables: &SCHED_TABLES }},",
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

/// The class `class` resolves to for `mi` on `model`, as LLVM's MC layer
/// and llvm-mca resolve it: variant classes through
/// [`resolve_variant_sched_class`] until a class that is not variant (0
/// when a variant class cannot be resolved for `mi`); `None` only if
/// resolution does not end (see [`SchedModel::resolve`]).
#[allow(dead_code)]
pub fn resolve_sched_class<C: Context + ?Sized>(model: &SchedModel, cx: &C, class: usize, mi: &C::Instr) -> Option<usize> {{
    model.resolve(class, |c| resolve_variant_sched_class(cx, c, mi, model.id))
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
