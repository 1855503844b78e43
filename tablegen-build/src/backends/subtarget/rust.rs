//! The Rust module: the subtarget features (a `Feature` newtype with one
//! constant per feature, and the key-value table LLVM's
//! `<Target>FeatureKV` holds), the CPU table with its feature bit sets,
//! and per processor model its `MCSchedModel` numbers, processor resources
//! and scheduling class descriptions over the shared write-resource,
//! latency and read-advance tables.
//!
//! Tables are flat integer arrays (cheap for rustc on the largest
//! targets); lookups are `Option`s, never panics. Itineraries, the variant
//! resolution functions and `STIPredicate` functions (C++ code) are not
//! part of it.

use std::fmt::Write;

use tablegen_core::RecordKeeper;

use super::*;
use crate::backend::Options;
use crate::support::rust::static_table;

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
"#;

fn bits(o: &mut String, m: &FeatureMask) {
    o.push('[');
    for (i, w) in m.iter().enumerate() {
        if i > 0 {
            o.push_str(", ");
        }
        let _ = write!(o, "0x{w:x}");
    }
    o.push(']');
}

fn constant_name(name: &str) -> String {
    let mut s: String = name.chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '_' }).collect();
    if s.is_empty() || s.starts_with(|c: char| c.is_ascii_digit()) {
        s.insert(0, '_');
    }
    s
}

/// Writes the Rust module.
pub fn write(_: &RecordKeeper, m: &Subtarget, _: &Options) -> String {
    let mut o = String::new();
    let _ = writeln!(o, "// Subtarget tables of {}, generated by tablegen-rs (-gen-subtarget).\n", m.target);
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
    let _ = writeln!(
        o,
        "/// The features with command-line names, by name.\n#[allow(dead_code)]\npub static FEATURES: [FeatureKv; {}] = [",
        m.feature_kv.len()
    );
    for f in &m.feature_kv {
        let enum_idx = m.feature_enum.iter().position(|n| *n == f.def_name).unwrap_or(0);
        let _ =
            write!(o, "    FeatureKv {{ key: {:?}, desc: {:?}, feature: Feature({enum_idx}), implies: ", f.key, f.desc);
        bits(&mut o, &f.implies);
        o.push_str(" },\n");
    }
    o.push_str("];\n\n");
    let _ = writeln!(o, "/// The CPUs, by name.\n#[allow(dead_code)]\npub static CPUS: [Cpu; {}] = [", m.cpus.len());
    for c in &m.cpus {
        let model = m.models.iter().position(|p| p.name == c.model).unwrap_or(0);
        let _ = write!(o, "    Cpu {{ name: {:?}, features: ", c.name);
        bits(&mut o, &c.features);
        o.push_str(", tune: ");
        bits(&mut o, &c.tune);
        let _ = writeln!(o, ", model: {model} }},");
    }
    o.push_str("];\n\n");

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
    o
}
