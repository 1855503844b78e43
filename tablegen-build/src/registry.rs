//! Every action `llvm-tblgen` 19 knows, in its `--help` order, with the
//! built-in backend that implements it where there is one. The CLI, the
//! [`crate::Builder`] and the macros find backends here.
//!
//! Adding a backend: a folder under `backends/`, its `pub mod` line in
//! `backends/mod.rs`, and its entry in the action list pointing at its
//! `BACKEND`.

use crate::backend::{Backend, OptionSpec};
use crate::backends::{
    arm_target_def, asm_writer, attrs, automata, calling_conv, ctags, dag_isel, directive, disassembler,
    dxil_operation, emitter, exegesis, fast_isel, instr_docs, instr_info, intrinsic_enums, intrinsic_impl,
    macro_fusion, opt_parser, packetizer, print_enums, records, register_bank, register_info, riscv_target_def,
    searchable, subtarget, value_types,
};

/// One `llvm-tblgen` action.
#[derive(Clone, Copy)]
pub struct Action {
    /// The flag without its dash, e.g. `gen-vt`.
    pub flag: &'static str,
    /// LLVM's one-line description (`--help`).
    pub description: &'static str,
    /// The backend, or `None` for an action not implemented yet.
    pub backend: Option<&'static dyn Backend>,
    /// The options LLVM declares for an action not implemented yet (an
    /// implemented backend declares its own, [`Backend::options`]).
    pub planned_options: &'static [OptionSpec],
}

impl Action {
    /// The options of the action, implemented or not.
    pub fn options(&self) -> &'static [OptionSpec] {
        match self.backend {
            Some(b) => b.options(),
            None => self.planned_options,
        }
    }
}

const fn has(backend: &'static dyn Backend) -> Action {
    Action { flag: "", description: "", backend: Some(backend), planned_options: &[] }
}

const fn not_yet(flag: &'static str, description: &'static str) -> Action {
    Action { flag, description, backend: None, planned_options: &[] }
}

const fn not_yet_with(flag: &'static str, description: &'static str, options: &'static [OptionSpec]) -> Action {
    Action { flag, description, backend: None, planned_options: options }
}

const MATCH_PREFIX: OptionSpec =
    OptionSpec::string("match-prefix", "string", "Only match instructions with the given prefix");
const ASM_PARSER_NUM: OptionSpec =
    OptionSpec::uint("asmparsernum", "uint", "Make -gen-asm-parser emit assembly parser #N");
const GISEL_COVERAGE_FILE: OptionSpec =
    OptionSpec::string("gisel-coverage-file", "string", "Specify file to retrieve coverage information from");
const INSTRUMENT_GISEL_COVERAGE: OptionSpec =
    OptionSpec::bool("instrument-gisel-coverage", false, "Generate coverage instrumentation for GlobalISel");
const OPTIMIZE_MATCH_TABLE: OptionSpec =
    OptionSpec::bool("optimize-match-table", true, "Generate an optimized version of the match table");
const WARN_ON_SKIPPED_PATTERNS: OptionSpec = OptionSpec::bool(
    "warn-on-skipped-patterns",
    false,
    "Explain why a pattern was skipped for inclusion in the GlobalISel selector",
);
const COMBINERS: OptionSpec = OptionSpec::string("combiners", "string", "Emit the specified combiners");
const GICOMBINER_DEBUG_CXXPREDS: OptionSpec =
    OptionSpec::bool("gicombiner-debug-cxxpreds", false, "Add Contextual/Debug comments to all C++ predicates");
const GICOMBINER_DEBUG_TYPEINFER: OptionSpec =
    OptionSpec::bool("gicombiner-debug-typeinfer", false, "Print type inference debug logs");
const GICOMBINER_STOP_AFTER_PARSE: OptionSpec =
    OptionSpec::bool("gicombiner-stop-after-parse", false, "Stop processing after parsing rules and dump state");

/// Every action, in `llvm-tblgen --help` order. An implemented action's
/// flag and description come from its backend ([`actions`] fills them in).
static ACTIONS: &[Action] = &[
    has(&arm_target_def::BACKEND),
    not_yet_with("gen-asm-matcher", "Generate assembly instruction matcher", &[MATCH_PREFIX]),
    has(&asm_writer::BACKEND),
    has(&attrs::BACKEND),
    has(&calling_conv::BACKEND),
    has(&emitter::BACKEND),
    not_yet("gen-compress-inst-emitter", "Generate compressed instructions."),
    has(&ctags::BACKEND),
    has(&dag_isel::BACKEND),
    has(&automata::BACKEND),
    has(&packetizer::BACKEND),
    has(&directive::DECL),
    has(&directive::IMPL),
    has(&disassembler::BACKEND),
    has(&dxil_operation::BACKEND),
    has(&exegesis::BACKEND),
    has(&fast_isel::BACKEND),
    not_yet_with(
        "gen-global-isel-combiner",
        "Generate GlobalISel Combiner",
        &[COMBINERS, GICOMBINER_DEBUG_CXXPREDS, GICOMBINER_DEBUG_TYPEINFER, GICOMBINER_STOP_AFTER_PARSE],
    ),
    not_yet_with(
        "gen-global-isel",
        "Generate GlobalISel selector",
        &[GISEL_COVERAGE_FILE, INSTRUMENT_GISEL_COVERAGE, OPTIMIZE_MATCH_TABLE, WARN_ON_SKIPPED_PATTERNS],
    ),
    has(&instr_docs::BACKEND),
    has(&instr_info::BACKEND),
    has(&intrinsic_enums::BACKEND),
    has(&intrinsic_impl::BACKEND),
    has(&macro_fusion::BACKEND),
    has(&opt_parser::DEFS),
    has(&opt_parser::RST),
    has(&crate::backends::pseudo_lowering::BACKEND),
    has(&register_bank::BACKEND),
    has(&register_info::BACKEND),
    has(&riscv_target_def::BACKEND),
    has(&searchable::BACKEND),
    has(&subtarget::BACKEND),
    has(&records::PRINT_RECORDS),
    has(&records::PRINT_DETAILED_RECORDS),
    has(&records::NULL_BACKEND),
    has(&records::DUMP_JSON),
    has(&print_enums::PRINT_ENUMS),
    has(&print_enums::PRINT_SETS),
    has(&value_types::BACKEND),
    not_yet("gen-x86-instr-mapping", "Generate X86 instruction mapping"),
    not_yet("gen-x86-fold-tables", "Generate X86 fold tables"),
    not_yet("gen-x86-mnemonic-tables", "Generate X86 mnemonic tables"),
];

/// Options LLVM declares for actions not listed by [`actions`] under their own
/// name (`-gen-asm-parser` is `-gen-asm-matcher`'s other half).
pub static OTHER_OPTIONS: &[(&str, &[OptionSpec])] = &[("gen-asm-parser", &[ASM_PARSER_NUM])];

/// Every action with its flag and description filled in.
///
/// ```
/// let flags: Vec<_> = tablegen_build::registry::actions().map(|a| a.flag).collect();
/// assert!(flags.contains(&"gen-searchable-tables") && flags.contains(&"gen-dag-isel"));
/// ```
pub fn actions() -> impl Iterator<Item = Action> {
    ACTIONS.iter().map(|a| match a.backend {
        Some(b) => Action { flag: b.flag(), description: b.description(), ..*a },
        None => *a,
    })
}

/// The action whose flag (with or without leading dashes) is `flag`.
///
/// ```
/// use tablegen_build::registry::action;
/// assert!(action("-gen-vt").unwrap().backend.is_some());
/// assert!(action("gen-dag-isel").unwrap().backend.is_some());
/// assert!(action("gen-fast-isel").unwrap().backend.is_some());
/// assert!(action("gen-x86-fold-tables").unwrap().backend.is_none()); // not yet
/// assert!(action("gen-nothing").is_none());
/// ```
pub fn action(flag: &str) -> Option<Action> {
    let flag = flag.trim_start_matches('-');
    actions().find(|a| a.flag == flag)
}

/// The built-in backend whose flag (with or without leading dashes) is
/// `flag`.
///
/// ```
/// assert!(tablegen_build::registry::find("print-records").is_some());
/// assert!(tablegen_build::registry::find("-gen-vt").is_some());
/// assert!(tablegen_build::registry::find("no-such-backend").is_none());
/// ```
pub fn find(flag: &str) -> Option<&'static dyn Backend> {
    action(flag).and_then(|a| a.backend)
}

/// The declaration of the option `name` among every action's options (LLVM's
/// `cl::opt`s are global: any action accepts any of them).
///
/// ```
/// assert!(tablegen_build::registry::option("intrinsic-prefix").is_some());
/// assert!(tablegen_build::registry::option("omit-comments").is_some());
/// assert!(tablegen_build::registry::option("no-such-option").is_none());
/// ```
pub fn option(name: &str) -> Option<&'static OptionSpec> {
    all_options().find(|o| o.name == name)
}

/// Every option of every action, each once, grouped by action as `--help`
/// lists them: `(action flag, options)`, sorted by flag.
pub fn options_by_action() -> Vec<(&'static str, &'static [OptionSpec])> {
    let mut groups: Vec<(&'static str, &'static [OptionSpec])> = actions()
        .map(|a| (a.flag, a.options()))
        .chain(OTHER_OPTIONS.iter().copied())
        .filter(|g| !g.1.is_empty())
        .collect();
    groups.sort_by_key(|g| g.0);
    groups
}

/// Options of tablegen-rs itself that every backend with a Rust writer
/// reads (LLVM has none of them).
pub static RUST_OPTIONS: &[OptionSpec] = &[crate::backend::RUST_RUNTIME, crate::backend::RUST_VOCABULARY];

fn all_options() -> impl Iterator<Item = &'static OptionSpec> {
    ACTIONS
        .iter()
        .flat_map(|a| a.options().iter())
        .chain(OTHER_OPTIONS.iter().flat_map(|g| g.1.iter()))
        .chain(RUST_OPTIONS.iter())
}

/// Why an incomplete backend was refused (see [`Backend::missing_sections`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Incomplete {
    /// The backend's flag.
    pub backend: &'static str,
    /// The sections of LLVM's output it does not write yet.
    pub missing: &'static [&'static str],
}

/// The environment variable that lets an incomplete backend run: set it to
/// `1` to accept partial output (what CI's `--section` ratchet compares).
pub const PARTIAL_OUTPUT_ENV: &str = "TABLEGEN_PARTIAL_OUTPUT";
