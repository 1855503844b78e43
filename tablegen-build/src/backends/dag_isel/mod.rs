//! `-gen-dag-isel`: the DAG instruction selector's matcher table.
//!
//! The analysis turns the patterns into matchers (`gen`), optimizes them
//! (`opt`) and encodes them once into the [`table::DagIselModel`]
//! (`encode`): the table's lines with each byte's C++ spelling and value,
//! and the numbered hooks. `cpp` prints LLVM's `.inc` from it,
//! `rust` a Rust module of data (node-opcode enum, `MATCHER_TABLE`, a
//! `TargetHooks` trait and a `select` that runs the table with it).
//!
//! The Rust module runs on the `tablegen-runtime` crate's `isel`
//! interpreter, which reads the table byte for byte as LLVM 19's
//! `SelectionDAGISel::SelectCodeCommon` reads the C++ `MatcherTable`: the
//! table is the same (LLVM's operations, order and encoding), only its
//! node opcodes follow the generated node-opcode enum. The crate that
//! includes the module depends on `tablegen-runtime` (or names it with
//! `--rust-runtime`); the module checks the runtime's version when it
//! compiles.

mod cpp;
mod encode;
mod gen;
mod matcher;
mod opt;
mod rust;
pub mod table;

use std::collections::HashMap;
use std::sync::Arc;

use tablegen_core::record::RecId;
use tablegen_core::RecordKeeper;

use crate::backend::{OptionSpec, Options, Pipeline, Records, Result};
use crate::model::codegen::registers::RegisterFacts;
use crate::model::codegen::{CodeGenTarget, Instructions};
use crate::model::patterns::to_match::PredicateCondition;
use crate::model::patterns::{CodeGenDagPatterns, InferFailure, Mvt, PatternToMatch, PossibleTypes};
use tablegen_core::intern::FxHashMap;

/// `-instrument-coverage`.
pub const INSTRUMENT_COVERAGE: OptionSpec =
    OptionSpec::bool("instrument-coverage", false, "Generates tables to help identify patterns matched");
/// `-omit-comments`.
pub const OMIT_COMMENTS: OptionSpec = OptionSpec::bool("omit-comments", false, "Do not generate comments");
/// `--rust-matcher-comments` (tablegen-rs only): the Rust module lists its
/// matcher table with LLVM's comments above the bytes. Off by default: the
/// listing is most of the module (RISC-V's is 117 MB with it, 17 MB without)
/// and only someone reading the table needs it. `-omit-comments` wins.
pub const RUST_MATCHER_COMMENTS: OptionSpec = OptionSpec::bool(
    "rust-matcher-comments",
    false,
    "With --rust: list the matcher table with LLVM's comments (off by default; -omit-comments wins)",
)
.tablegen_rs();

/// `-gen-dag-isel`: the matcher is built and encoded once into a
/// [`table::DagIselModel`], which both writers print.
pub static BACKEND: Pipeline<table::DagIselModel> =
    Pipeline::new("gen-dag-isel", "Generate a DAG instruction selector", analyze, cpp::write)
        .rust(rust::write)
        .with_options(&[INSTRUMENT_COVERAGE, OMIT_COMMENTS, RUST_MATCHER_COMMENTS])
        .requires(&["Opcode", "Reg", "SimpleValueType"]);

/// What the matcher generator needs of the target beyond the pattern model:
/// instructions, registers and register classes.
pub struct Target {
    /// The target's name.
    pub name: String,
    /// The instructions.
    pub instrs: Arc<Instructions>,
    /// Register class def → (enum value, `Ns::NameRegClassID`).
    rc: HashMap<RecId, (u32, String)>,
    /// Register def → (enum value, first class's first type, distinct types).
    regs: HashMap<RecId, (u32, Option<Mvt>, Vec<Mvt>)>,
    /// Sub-register index def → enum value.
    subregs: HashMap<RecId, u32>,
    /// What `EmitStringInteger` names (`Ns::NameRegClassID`, `Ns::sub_idx`)
    /// → its enum value.
    string_integers: HashMap<String, u32>,
    /// The number of sub-register indices.
    pub num_sub_reg_indices: usize,
    /// `MVT::i32`.
    pub i32: Option<Mvt>,
    /// `MVT::Glue`.
    pub glue: Option<Mvt>,
}

impl Target {
    fn new(rk: &mut Records<'_>, cdp: &CodeGenDagPatterns) -> Result<Self> {
        let target = CodeGenTarget::shared(rk)?;
        let facts = RegisterFacts::shared(rk)?;
        let instrs = rk.model(Instructions::new)?;
        let keeper = rk.keeper();
        let rc: HashMap<RecId, (u32, String)> =
            facts.classes.iter().map(|c| (c.def, (c.enum_value, c.qualified_id.clone()))).collect();
        // A register's types: those of the classes holding it, in class
        // order, each once.
        let mut regs = HashMap::new();
        for r in &facts.registers {
            let mut all: Vec<Mvt> = Vec::with_capacity(r.class_types.len());
            for t in r.class_types.iter().filter_map(|&v| cdp.mvts.of_def(v)) {
                if !all.contains(&t) {
                    all.push(t);
                }
            }
            regs.insert(r.def, (r.enum_value, all.first().copied(), all));
        }
        let mut subregs = HashMap::new();
        let mut string_integers: HashMap<String, u32> = rc.values().map(|(v, q)| (q.clone(), *v)).collect();
        for (i, s) in facts.sub_reg_indices.iter().enumerate() {
            if let Some(d) = *s {
                subregs.insert(d, i as u32 + 1);
                string_integers.insert(gen::qualified_name(keeper, d), i as u32 + 1);
            }
        }
        let find = |n: &str| keeper.def(n).and_then(|d| cdp.mvts.of_def(d));
        Ok(Target {
            name: target.name(keeper).to_string(),
            instrs,
            rc,
            regs,
            subregs,
            string_integers,
            num_sub_reg_indices: facts.sub_reg_indices.len(),
            i32: find("i32"),
            glue: find("Glue"),
        })
    }

    /// The enum value and qualified id name of a register class.
    pub fn reg_class(&self, _rk: &RecordKeeper, d: RecId) -> Option<(u32, String)> {
        self.rc.get(&d).cloned()
    }

    /// The enum value of a register.
    pub fn reg_enum(&self, d: RecId) -> u32 {
        self.regs.get(&d).map_or(0, |r| r.0)
    }

    /// The enum value of an instruction (0 for a def that is not one).
    pub fn instr_enum(&self, d: RecId) -> u32 {
        self.instrs.enumeration().value(d).unwrap_or(0)
    }

    /// The value of what an `EmitStringInteger` names (a register class id
    /// or a sub-register index, qualified).
    pub fn string_integer(&self, name: &str) -> Option<u32> {
        self.string_integers.get(name).copied()
    }

    /// LLVM's `getRegisterValueType`.
    pub fn register_vt(&self, d: RecId) -> Option<Mvt> {
        self.regs.get(&d).and_then(|r| r.1)
    }

    /// The enum value of a sub-register index.
    pub fn sub_reg_enum(&self, d: RecId) -> Option<u32> {
        self.subregs.get(&d).copied()
    }

    /// The `SDNode` def named `name`, if it is one.
    pub fn sd_named(&self, rk: &RecordKeeper, cdp: &CodeGenDagPatterns, name: &str) -> Option<RecId> {
        rk.def(name).filter(|d| cdp.sd_node(*d).is_some())
    }

    /// The `MIOperandInfo` argument count of an operand.
    pub fn mi_operand_count(&self, rk: &RecordKeeper, d: RecId) -> Option<u32> {
        let dag = rk.value_as_dag(d, "MIOperandInfo").ok()?;
        match rk.inits.kind(dag) {
            tablegen_core::init::InitKind::Dag { args, .. } => Some(rk.inits.slice(*args).len() as u32),
            _ => None,
        }
    }

    /// The first implicit def of `inst` when it is its one implicit def
    /// with a known type (LLVM's `HasOneImplicitDefWithKnownVT`).
    pub fn handled_implicit_def(&self, rk: &RecordKeeper, _cdp: &CodeGenDagPatterns, inst: RecId) -> Option<RecId> {
        let defs = rk.value_init(inst, "Defs").ok()?;
        let first = rk.inits.list_elems(defs)?.first().and_then(|&v| rk.inits.as_def(v))?;
        let r = self.regs.get(&first)?;
        (r.2.len() == 1).then_some(first)
    }
}

/// How many patterns a matcher-generating thread takes at a time: enough to
/// make taking them cheap, few enough that the threads finish together.
const PATTERNS_PER_BLOCK: usize = 64;

/// Each pattern's matchers, and the first non-fatal inference error, which
/// LLVM reports while it goes on.
type Matchers = (Vec<(u32, matcher::Seq)>, Option<InferFailure>);

/// LLVM's matcher of every variant of every pattern, in pattern order, as
/// the children of the top scope; or the first pattern's error, in pattern
/// order.
///
/// Each pattern's matchers depend only on the pattern and the model, so the
/// patterns are made in blocks on every core, each thread with its own
/// type-inference session, and put back in order
/// ([`blocks_in_order`](crate::support::parallel::blocks_in_order)): the
/// result is the same whatever the threads' timing. This is a third of
/// RISC-V's backend time.
fn matchers(
    rk: &RecordKeeper,
    cdp: &CodeGenDagPatterns,
    t: &Target,
    sorted: &[&PatternToMatch],
) -> std::result::Result<Matchers, (RecId, gen::GenError)> {
    use crate::support::parallel;
    // With `sequential`, a non-fatal inference error is kept (in `first`)
    // and generation goes on without inference, as in LLVM; in parallel it
    // stops the run, which is then made again in sequence, since every
    // later block must see that state.
    let first: std::sync::Mutex<Option<InferFailure>> = std::sync::Mutex::new(None);
    let make = |b: usize, possible: &mut PossibleTypes<'_>, sequential: bool| {
        let mut out = Vec::new();
        for (i, p) in sorted.iter().enumerate().skip(b * PATTERNS_PER_BLOCK).take(PATTERNS_PER_BLOCK) {
            for variant in 0.. {
                let made = gen::pattern_to_matcher(rk, cdp, t, p, i, variant, possible);
                if let Some(f) = possible.take_failure() {
                    if !sequential {
                        return (out, Some((p.src_record, gen::GenError::Inference(f))));
                    }
                    if let Ok(mut slot) = first.lock() {
                        slot.get_or_insert(f);
                    }
                }
                match made {
                    Ok(Some(mut m)) => {
                        m.shrink_to_fit();
                        out.push((0, m));
                    }
                    Ok(None) => break,
                    Err(e) => return (out, Some((p.src_record, e))),
                }
            }
        }
        (out, None)
    };
    let blocks = sorted.len().div_ceil(PATTERNS_PER_BLOCK);
    let init = || cdp.possible_types(rk);
    let parallel = parallel::blocks_in_order(blocks, parallel::threads(), init, |b, p| make(b, p, false));
    let seqs = match parallel {
        Err((_, gen::GenError::Inference(f))) if !f.is_fatal() => {
            parallel::blocks_in_order(blocks, 1, init, |b, p| make(b, p, true))?
        }
        r => r?,
    };
    let kept = first.into_inner().ok().flatten();
    Ok((seqs, kept))
}

/// The analysis: patterns to matchers, optimized, encoded into the model.
fn analyze(rk: &mut Records<'_>, opts: &Options) -> Result<table::DagIselModel> {
    use crate::support::phase::time;
    let cdp = time("dag-isel: pattern model", || CodeGenDagPatterns::get(rk))?;
    let t = time("dag-isel: target", || Target::new(rk, &cdp))?;
    let keeper = rk.keeper();
    let sorted = time("dag-isel: sort", || cdp.sorted_patterns(keeper));
    let gen = time("dag-isel: matchers", || matchers(keeper, &cdp, &t, &sorted));
    // A non-fatal inference error: LLVM prints it while it makes the
    // matchers, then writes its output and counts the error at exit.
    let (children, kept) = match gen {
        Ok(made) => made,
        Err((rec, err)) => {
            match err {
                gen::GenError::Inference(f) => f.report(rk),
                gen::GenError::Unlocated(msg) => rk.fatal(&[], msg),
                gen::GenError::AtPattern(msg) => {
                    let locs = keeper.record(rec).locs.clone();
                    rk.fatal(&locs, msg);
                }
                gen::GenError::AtRecord(at, msg) => {
                    let locs = keeper.record(at).locs.clone();
                    rk.fatal(&locs, msg);
                }
            }
            return Err(crate::backend::Error::Reported);
        }
    };
    let mut top = vec![matcher::M::Scope(Box::new(children))];
    time("dag-isel: optimize", || opt::optimize(keeper, &cdp, &sorted, &mut top));
    let cfg = encode::Config { omit_comments: opts.flag(&OMIT_COMMENTS), coverage: opts.flag(&INSTRUMENT_COVERAGE) };
    let prepared = match time("dag-isel: prepare", || encode::prepare(keeper, &cdp, &sorted, &top, &cfg)) {
        Ok(p) => p,
        Err(e) => {
            rk.fatal(&e.locs, e.msg);
            return Err(crate::backend::Error::Reported);
        }
    };
    // The records behind each pattern predicate, for the Rust hooks (one
    // per `Predicate`); the C++ names the predicates by their text only.
    let mut conditions: FxHashMap<String, PredicateCondition> = FxHashMap::default();
    for p in &sorted {
        let check = p.predicate_check(keeper);
        if !check.is_empty() && !conditions.contains_key(&check) {
            conditions.insert(check, p.predicate_condition(keeper, &cdp.hw_modes));
        }
    }
    // Nothing reads the pattern model's trees from here on: when this view
    // serves this backend only, they are freed (and their pages returned,
    // where the program asks for that) before the table is made.
    drop(sorted);
    drop(cdp);
    if let Some(f) = kept {
        f.report(rk);
    }
    rk.release_models();
    let mut model = time("dag-isel: encode", || encode::encode(rk.keeper(), &t, prepared, top, &cfg));
    let hooks = &mut model.hooks;
    hooks.pattern_conditions = hooks.pattern_predicates.iter().map(|c| conditions.remove(c)).collect();
    Ok(model)
}
