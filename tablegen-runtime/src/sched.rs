//! The subtarget vocabulary of `-gen-subtarget --rust`: features and their
//! implications (C++ `SubtargetFeatureKV`, `FeatureBitset`), CPUs
//! (`SubtargetSubTypeKV`), and per processor model the scheduling numbers
//! (`MCSchedModel`, `MCProcResourceDesc`, `MCSchedClassDesc`) with LLVM's
//! latency and throughput answers.
//!
//! A generated module holds the target's tables (`FEATURES`, `CPUS`,
//! `SCHED_TABLES`, `SCHED_MODELS`) and its `Feature` type (a `u16`
//! newtype with a constant per feature, `F` here), and wraps the lookups
//! here over them.

/// The words of a [`FeatureBits`]: C++ `MAX_SUBTARGET_WORDS`, the same for
/// every target.
pub const FEATURE_WORDS: usize = 5;

/// A set of features (C++ `FeatureBitset`): bit `f % 64` of word `f / 64`.
pub type FeatureBits = [u64; FEATURE_WORDS];

/// Whether `bits` holds feature `f` (the generated `Feature`, or its
/// number).
///
/// ```
/// use tablegen_runtime::sched::{has_feature, set_feature};
/// let mut bits = [0; 5];
/// set_feature(&mut bits, 70u16, true);
/// assert!(has_feature(&bits, 70u16));
/// assert_eq!(bits[1], 1 << 6);
/// set_feature(&mut bits, 70u16, false);
/// assert!(!has_feature(&bits, 70u16));
/// // A feature past the set is in no set and changes none.
/// set_feature(&mut bits, 999u16, true);
/// assert_eq!(bits, [0; 5]);
/// ```
pub fn has_feature(bits: &FeatureBits, f: impl Into<u16>) -> bool {
    let f: u16 = f.into();
    bits.get(usize::from(f) / 64).is_some_and(|w| w & (1 << (f % 64)) != 0)
}

/// Sets or clears feature `f` in `bits`.
pub fn set_feature(bits: &mut FeatureBits, f: impl Into<u16>, on: bool) {
    let f: u16 = f.into();
    if let Some(w) = bits.get_mut(usize::from(f) / 64) {
        let bit = 1 << (f % 64);
        if on {
            *w |= bit;
        } else {
            *w &= !bit;
        }
    }
}

/// The feature records a C++ `FeatureBitset` initializer names, without
/// their namespace: `["FeatureA", "FeatureB"]` for
/// ` {RISCV::FeatureA, RISCV::FeatureB} `, none for `{}`.
///
/// `-gen-searchable-tables` copies a `code` field's text verbatim, in C++
/// as in Rust (it cannot tell a feature list from any other C++): system
/// operand tables hold their required features so (AArch64's `Requires`,
/// RISC-V's `FeaturesRequired`), and a printer's hooks test them by name
/// through this one reading of that text.
///
/// ```
/// use tablegen_runtime::sched::feature_names;
/// let names: Vec<&str> = feature_names(" {AArch64::FeatureSVE, AArch64::FeatureSME} ").collect();
/// assert_eq!(names, ["FeatureSVE", "FeatureSME"]);
/// assert_eq!(feature_names(" {} ").count(), 0);
/// assert_eq!(feature_names("{FeatureX}").collect::<Vec<_>>(), ["FeatureX"]);
/// ```
pub fn feature_names(bitset: &str) -> impl Iterator<Item = &str> {
    let list = bitset.trim();
    let list = list.strip_prefix('{').unwrap_or(list);
    let list = list.strip_suffix('}').unwrap_or(list);
    list.split(',').map(|f| f.trim()).map(|f| f.rsplit_once("::").map_or(f, |(_, name)| name)).filter(|f| !f.is_empty())
}

/// C++ `SubtargetFeatureKV`: a feature with a command-line name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FeatureKv<F> {
    /// The command-line name (`+name`).
    pub key: &'static str,
    /// The description.
    pub desc: &'static str,
    /// The feature.
    pub feature: F,
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
    /// Its scheduling model (an index into the module's `SCHED_MODELS`).
    pub model: usize,
}

/// A target's features and CPUs, each sorted by name (the generated
/// module's `FEATURES` and `CPUS`): what C++ `MCSubtargetInfo` computes a
/// subtarget's features from.
///
/// ```
/// use tablegen_runtime::sched::{Cpu, FeatureKv, Features};
/// static FEATURES: [FeatureKv<u16>; 2] = [
///     FeatureKv { key: "a", desc: "A", feature: 0, implies: [0; 5] },
///     FeatureKv { key: "b", desc: "B, implies A", feature: 1, implies: [1, 0, 0, 0, 0] },
/// ];
/// static CPUS: [Cpu; 1] = [Cpu { name: "big", features: [2, 0, 0, 0, 0], tune: [0; 5], model: 0 }];
/// let f = Features { features: &FEATURES, cpus: &CPUS };
/// assert_eq!(f.features_for("big", "", ""), [3, 0, 0, 0, 0]);
/// assert_eq!(f.features_for("big", "", "-a"), [0; 5]);
/// assert_eq!(f.features_for("", "", "+a,+unknown"), [1, 0, 0, 0, 0]);
/// assert!(f.cpu("small").is_none());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Features<F: 'static> {
    /// The features with command-line names, by name.
    pub features: &'static [FeatureKv<F>],
    /// The CPUs, by name.
    pub cpus: &'static [Cpu],
}

impl<F: Copy + Into<u16>> Features<F> {
    /// The CPU named `name`.
    pub fn cpu(&self, name: &str) -> Option<&'static Cpu> {
        let cpus = self.cpus;
        cpus.binary_search_by(|c| c.name.cmp(name)).ok().and_then(|i| cpus.get(i))
    }

    /// The feature whose command-line name is `key`.
    pub fn feature(&self, key: &str) -> Option<&'static FeatureKv<F>> {
        let features = self.features;
        features.binary_search_by(|f| f.key.cmp(key)).ok().and_then(|i| features.get(i))
    }

    /// Adds `implies` and every feature they imply, transitively, to `bits`
    /// (C++ `SetImpliedBits`).
    pub fn set_implied(&self, bits: &mut FeatureBits, implies: &FeatureBits) {
        let mut expanded: FeatureBits = [0; FEATURE_WORDS];
        let mut todo = *implies;
        while todo.iter().any(|&w| w != 0) {
            for (b, t) in bits.iter_mut().zip(todo) {
                *b |= t;
            }
            let mut next: FeatureBits = [0; FEATURE_WORDS];
            for kv in self.features {
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
    pub fn clear_implied(&self, bits: &mut FeatureBits, f: F) {
        // Each feature is queued once: at most every feature and `f`.
        let mut seen: FeatureBits = [0; FEATURE_WORDS];
        let mut todo = [f.into(); FEATURE_WORDS * 64 + 1];
        let mut len = 1;
        while len > 0 {
            len -= 1;
            let f = todo[len];
            for kv in self.features {
                if has_feature(&kv.implies, f) {
                    set_feature(bits, kv.feature, false);
                    if !has_feature(&seen, kv.feature) && len < todo.len() {
                        set_feature(&mut seen, kv.feature, true);
                        todo[len] = kv.feature.into();
                        len += 1;
                    }
                }
            }
        }
    }

    /// The features of a subtarget, as C++ `MCSubtargetInfo` computes them
    /// (`getFeatures`): the features `cpu` implies, the tuning features
    /// `tune_cpu` implies, then each `+name` (the feature and what it
    /// implies) or `-name` (the feature and every feature implying it) of
    /// the comma-separated `fs`, in order. Names LLVM does not know are
    /// ignored (LLVM warns about them on stderr), as are `help`, `+help`
    /// and `+cpuhelp` (LLVM prints its tables).
    pub fn features_for(&self, cpu_name: &str, tune_cpu: &str, fs: &str) -> FeatureBits {
        let mut bits: FeatureBits = [0; FEATURE_WORDS];
        if self.features.is_empty() || self.cpus.is_empty() {
            return bits;
        }
        if cpu_name != "help" {
            if let Some(c) = self.cpu(cpu_name) {
                self.set_implied(&mut bits, &c.features);
            }
        }
        if let Some(c) = self.cpu(tune_cpu) {
            self.set_implied(&mut bits, &c.tune);
        }
        for flag in fs.split(',').filter(|f| !f.is_empty()) {
            if flag == "+help" || flag == "+cpuhelp" {
                continue;
            }
            let name = flag.strip_prefix(['+', '-']).unwrap_or(flag);
            let Some(kv) = self.feature(name) else { continue };
            if flag.starts_with('+') {
                set_feature(&mut bits, kv.feature, true);
                self.set_implied(&mut bits, &kv.implies);
            } else {
                set_feature(&mut bits, kv.feature, false);
                self.clear_implied(&mut bits, kv.feature);
            }
        }
        bits
    }
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

/// The entry tables every processor model's class descriptions index
/// (the generated module's `SCHED_TABLES`); entry 0 of each is invalid,
/// as in C++.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SchedTables {
    /// C++ `MCWriteProcResEntry`s: resource, release cycle, acquire cycle.
    pub write_proc_res: &'static [(u16, u16, u16)],
    /// C++ `MCWriteLatencyEntry`s: cycles, write resource ID.
    pub write_latency: &'static [(i16, u16)],
    /// C++ `MCReadAdvanceEntry`s: use index, write resource ID, cycles.
    pub read_advance: &'static [(u32, u32, i32)],
}

/// `count` entries of `table` from `first` (empty if out of range).
fn entries<T>(table: &'static [T], (first, count): (u16, u16)) -> &'static [T] {
    let first = usize::from(first);
    // Saturating: `usize` may be 16 bits wide.
    table.get(first..first.saturating_add(usize::from(count))).unwrap_or(&[])
}

/// C++ `MCSchedClassDesc` (without the name), read by
/// [`SchedModel::class`].
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
    /// The first entry in [`SchedTables::write_proc_res`] and their number.
    pub write_proc_res: (u16, u16),
    /// The first entry in [`SchedTables::write_latency`] and their number.
    pub write_latency: (u16, u16),
    /// The first entry in [`SchedTables::read_advance`] and their number.
    pub read_advance: (u16, u16),
    tables: &'static SchedTables,
}

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
        entries(self.tables.write_proc_res, self.write_proc_res)
    }

    /// The class's write-latency entries (C++ `getWriteLatencyEntry`).
    pub fn write_latencies(&self) -> &'static [(i16, u16)] {
        entries(self.tables.write_latency, self.write_latency)
    }

    /// The class's read-advance entries (C++ `getReadAdvanceEntries`).
    pub fn read_advances(&self) -> &'static [(u32, u32, i32)] {
        entries(self.tables.read_advance, self.read_advance)
    }
}

/// C++ `MCSchedModel`: one processor model (a row of the generated
/// module's `SCHED_MODELS`).
///
/// ```
/// use tablegen_runtime::sched::{ProcResource, SchedModel, SchedTables};
/// static TABLES: SchedTables = SchedTables {
///     write_proc_res: &[(0, 0, 0), (1, 2, 0)],
///     write_latency: &[(0, 0), (3, 0)],
///     read_advance: &[(0, 0, 0)],
/// };
/// static ALU: [ProcResource; 1] = [ProcResource { name: "Alu", num_units: 2, super_idx: 0, buffer_size: -1 }];
/// // Class 1: one micro-op, write resource entry 1, latency entry 1.
/// static CLASSES: [u16; 7] = [1, 1, 1, 1, 1, 0, 0];
/// let m = SchedModel {
///     name: "Toy", id: 1, props: [Some(2), None, None, None, None, None], flags: [false; 3],
///     resources: &ALU, classes: &CLASSES, tables: &TABLES,
/// };
/// let c = m.class(1usize).unwrap();
/// assert_eq!(m.latency(&c), 3);
/// assert_eq!(m.reciprocal_throughput(&c), 1.0); // 2 cycles on 2 units
/// assert!(m.class(0usize).is_none() && m.class(2usize).is_none());
/// assert_eq!(m.resolve(1, |_| 0), Some(1)); // not variant
/// ```
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
    /// The class descriptions, [`SchedModel::CLASS_WORDS`] words per class
    /// from class 1 on: flags (micro-ops, then bits 13-15 begin, end,
    /// retire-out-of-order) and the three (index, count) pairs. Empty
    /// without a per-operand model.
    pub classes: &'static [u16],
    /// The entry tables the classes index.
    pub tables: &'static SchedTables,
}

impl SchedModel {
    /// Words per class in [`SchedModel::classes`].
    pub const CLASS_WORDS: usize = 7;

    /// The description of scheduling class `class` (`None` for class 0,
    /// an unknown class or a model without per-operand tables): a number,
    /// or the instruction-info module's `SchedClass`.
    pub fn class(&self, class: impl Into<usize>) -> Option<SchedClassDesc> {
        let i = class.into().checked_sub(1)?.checked_mul(Self::CLASS_WORDS)?;
        let w = self.classes.get(i..i.checked_add(Self::CLASS_WORDS)?)?;
        let &[flags, wpr, wpr_n, wl, wl_n, ra, ra_n] = w else { return None };
        Some(SchedClassDesc {
            num_micro_ops: flags & 0x1fff,
            begin_group: flags & (1 << 13) != 0,
            end_group: flags & (1 << 14) != 0,
            retire_ooo: flags & (1 << 15) != 0,
            write_proc_res: (wpr, wpr_n),
            write_latency: (wl, wl_n),
            read_advance: (ra, ra_n),
            tables: self.tables,
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

    /// The class `class` resolves to on this model, as LLVM's MC layer and
    /// llvm-mca resolve it: while the class is variant, `variant(class)`
    /// (the generated `resolve_variant_sched_class` for an instruction)
    /// gives the next, until a class that is not variant (0 when a variant
    /// class cannot be resolved); `None` only if resolution does not end.
    pub fn resolve(&self, class: usize, mut variant: impl FnMut(usize) -> usize) -> Option<usize> {
        let mut class = class;
        // Each step may visit every class once.
        for _ in 0..=self.classes.len() / Self::CLASS_WORDS + 1 {
            if class == 0 || !self.class(class).is_some_and(|d| d.is_variant()) {
                return Some(class);
            }
            class = variant(class);
        }
        None
    }
}
