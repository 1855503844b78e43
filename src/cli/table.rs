//! Every option the `tablegen` command line knows: llvm-tblgen 19's own,
//! the options LLVM's support library registers in every tool, the backends'
//! (from [`registry`]) and tablegen-rs's own. `--help` is printed from this
//! table and the parser looks names up in it, so the two cannot disagree.

use tablegen_build::backend::{OptionKind, OptionSpec};
use tablegen_build::registry::{self, Action};

/// What a command-line option does when it occurs.
#[derive(Clone, Copy)]
pub enum Effect {
    /// `-o`.
    Output,
    /// `-d`.
    Depfile,
    /// `-I`.
    Include,
    /// `-D`.
    Macro,
    /// `--write-if-changed`.
    WriteIfChanged,
    /// `--time-phases`.
    TimePhases,
    /// `--no-warn-on-unused-template-args`.
    NoWarnUnusedTemplateArgs,
    /// `--rust` (tablegen-rs).
    Rust,
    /// `--record-cache` (tablegen-rs).
    RecordCache,
    /// `--progress` (tablegen-rs).
    Progress,
    /// One of the actions (`-gen-vt`, `-print-records`, ...).
    Action(Action),
    /// A backend's option, stored for the backend.
    Backend(&'static OptionSpec),
    /// `--help` and its variants: print and exit.
    Help(HelpKind),
    /// `--version`: print and exit.
    Version,
    /// An option of LLVM's support library that changes nothing tablegen-rs
    /// writes (statistics, timers, crash handling, colours): accepted and
    /// checked like LLVM does, then ignored.
    Ignored,
}

/// The four help listings LLVM's `cl` library prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HelpKind {
    /// `--help`, `-h`: visible options, by category.
    Categorized,
    /// `--help-hidden`: every option, by category.
    CategorizedHidden,
    /// `--help-list`: visible options, one sorted list.
    List,
    /// `--help-list-hidden`: every option, one sorted list.
    ListHidden,
}

/// Whether an option takes a value (LLVM's `cl::ValueExpected`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    /// `-x` alone, or `-x=V` (booleans).
    Optional,
    /// `-x V` or `-x=V`.
    Required,
    /// `-x` only.
    Disallowed,
}

/// The `--help` category an option is listed under; declared in the order
/// LLVM sorts the category names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Category {
    /// `Color Options`.
    Color,
    /// `General options`.
    General,
    /// `Generic Options`.
    Generic,
    /// `Options for -<action>`.
    Backend(&'static str),
    /// tablegen-rs's own options (sorts after LLVM's: lower case).
    TablegenRs,
}

impl Category {
    /// The heading `--help` prints.
    pub fn title(self) -> String {
        match self {
            Category::Color => "Color Options".into(),
            Category::General => "General options".into(),
            Category::Generic => "Generic Options".into(),
            Category::Backend(flag) => format!("Options for -{flag}"),
            Category::TablegenRs => "tablegen-rs options".into(),
        }
    }
}

/// One named option.
#[derive(Clone, Copy)]
pub struct Opt {
    /// The name without dashes.
    pub name: &'static str,
    /// What it does.
    pub effect: Effect,
    /// Whether it takes a value.
    pub value: Value,
    /// `-Ifoo`: the value may follow the name directly (LLVM's `cl::Prefix`).
    pub prefix: bool,
    /// How `--help` names the value (`<filename>`), if it shows one.
    pub value_desc: Option<&'static str>,
    /// The `--help` line.
    pub help: &'static str,
    /// Its `--help` category.
    pub category: Category,
    /// Listed by `--help-hidden` only.
    pub hidden: bool,
}

const fn opt(name: &'static str, effect: Effect, value: Value, help: &'static str) -> Opt {
    Opt { name, effect, value, prefix: false, value_desc: None, help, category: Category::General, hidden: false }
}

const fn valued(name: &'static str, effect: Effect, desc: &'static str, help: &'static str) -> Opt {
    Opt { value_desc: Some(desc), ..opt(name, effect, Value::Required, help) }
}

const fn hidden(o: Opt) -> Opt {
    Opt { hidden: true, ..o }
}

const fn generic(o: Opt) -> Opt {
    Opt { category: Category::Generic, ..o }
}

const fn prefixed(o: Opt) -> Opt {
    Opt { prefix: true, ..o }
}

/// llvm-tblgen's own options, the support library's and tablegen-rs's (the
/// actions and the backends' options come from the registry).
static FIXED: &[Opt] = &[
    prefixed(valued("D", Effect::Macro, "macro name", "Name of the macro to be defined")),
    prefixed(valued("I", Effect::Include, "directory", "Directory of include files")),
    valued("d", Effect::Depfile, "filename", "Dependency filename"),
    opt(
        "no-warn-on-unused-template-args",
        Effect::NoWarnUnusedTemplateArgs,
        Value::Optional,
        "Disable unused template argument warnings.",
    ),
    valued("o", Effect::Output, "filename", "Output filename"),
    opt("time-phases", Effect::TimePhases, Value::Optional, "Time phases of parser and backend"),
    opt("write-if-changed", Effect::WriteIfChanged, Value::Optional, "Only write output if it changed"),
    Opt {
        category: Category::Color,
        ..opt("color", Effect::Ignored, Value::Optional, "Use colors in output (default=autodetect)")
    },
    generic(opt(
        "help",
        Effect::Help(HelpKind::Categorized),
        Value::Disallowed,
        "Display available options (--help-hidden for more)",
    )),
    generic(opt(
        "help-list",
        Effect::Help(HelpKind::List),
        Value::Disallowed,
        "Display list of available options (--help-list-hidden for more)",
    )),
    generic(opt("version", Effect::Version, Value::Disallowed, "Display the version of this program")),
    hidden(generic(opt("h", Effect::Help(HelpKind::Categorized), Value::Disallowed, "Alias for --help"))),
    hidden(generic(opt(
        "help-hidden",
        Effect::Help(HelpKind::CategorizedHidden),
        Value::Disallowed,
        "Display all available options",
    ))),
    hidden(generic(opt(
        "help-list-hidden",
        Effect::Help(HelpKind::ListHidden),
        Value::Disallowed,
        "Display list of all available options",
    ))),
    hidden(generic(opt(
        "print-all-options",
        Effect::Ignored,
        Value::Optional,
        "Print all option values after command line parsing",
    ))),
    hidden(generic(opt(
        "print-options",
        Effect::Ignored,
        Value::Optional,
        "Print non-default options after command line parsing",
    ))),
    hidden(valued("crash-diagnostics-dir", Effect::Ignored, "directory", "Directory for crash diagnostic files.")),
    // A comma-separated `cl::list`, which LLVM's help prints with one dash.
    hidden(opt(
        "debug-counter",
        Effect::Ignored,
        Value::Required,
        "Comma separated list of debug counter skip and count",
    )),
    hidden(opt(
        "debug-counter-break-on-last",
        Effect::Ignored,
        Value::Optional,
        "Insert a break point on the last enabled count of a chunks list",
    )),
    hidden(opt("disable-symbolication", Effect::Ignored, Value::Optional, "Disable symbolizing crash backtraces.")),
    hidden(valued("info-output-file", Effect::Ignored, "filename", "File to append -stats and -timer output to")),
    // Read by the string tables of sections not written yet
    // (SequenceToOffsetTable::emitStringLiteralDef).
    hidden(opt(
        "long-string-literals",
        Effect::Ignored,
        Value::Optional,
        "when emitting large string tables, prefer string literals over comma-separated char literals. This can \
         be a readability and compile-time performance win, but upsets some compilers",
    )),
    hidden(opt(
        "print-debug-counter",
        Effect::Ignored,
        Value::Optional,
        "Print out debug counter info after all counters accumulated",
    )),
    hidden(valued("rng-seed", Effect::Ignored, "seed", "Seed for the random number generator")),
    hidden(opt(
        "sort-timers",
        Effect::Ignored,
        Value::Optional,
        "In the report, sort the timers in each group in wall clock time order",
    )),
    hidden(opt(
        "stats",
        Effect::Ignored,
        Value::Optional,
        "Enable statistics output from program (available with Asserts)",
    )),
    hidden(opt("stats-json", Effect::Ignored, Value::Optional, "Display statistics as json data")),
    hidden(opt(
        "track-memory",
        Effect::Ignored,
        Value::Optional,
        "Enable -time-passes memory tracking (this may be slow)",
    )),
    hidden(opt(
        "treat-scalable-fixed-error-as-warning",
        Effect::Ignored,
        Value::Optional,
        "Treat issues where a fixed-width property is requested from a scalable type as a warning, instead of an \
         error",
    )),
    Opt {
        category: Category::TablegenRs,
        ..opt("rust", Effect::Rust, Value::Optional, "Write the backend's Rust module instead of LLVM's C++")
    },
    Opt {
        category: Category::TablegenRs,
        ..opt("progress", Effect::Progress, Value::Optional, "Print what the run is doing on stderr, step by step")
    },
    Opt {
        category: Category::TablegenRs,
        ..valued(
            "record-cache",
            Effect::RecordCache,
            "directory",
            "Reuse the records of earlier runs kept in this directory while no input changed (default: \
             $TABLEGEN_RECORD_CACHE)",
        )
    },
];

/// The one-line description of the action option (LLVM's `cl::desc`), which
/// `--help` prints above the list of actions.
pub const ACTION_TITLE: &str = "Action to perform:";

/// Where the action list sorts among the named options in `--help`: LLVM
/// files it under one of its value names, which sorts between `-d...` and
/// `--gicombiner...`.
pub const ACTION_SORT_KEY: &str = "dump-json";

/// The options of the command line, built once.
pub struct Table {
    /// Every named option but the actions.
    pub opts: Vec<Opt>,
    /// The actions, in `--help` order.
    pub actions: Vec<Action>,
}

impl Default for Table {
    fn default() -> Table {
        Table::new()
    }
}

impl Table {
    /// The whole table.
    pub fn new() -> Table {
        let mut opts: Vec<Opt> = FIXED.to_vec();
        for (flag, specs) in registry::options_by_action() {
            for spec in specs {
                let category = if spec.extension { Category::TablegenRs } else { Category::Backend(flag) };
                opts.push(backend_opt(spec, category));
            }
        }
        for spec in registry::RUST_OPTIONS {
            opts.push(backend_opt(spec, Category::TablegenRs));
        }
        Table { opts, actions: registry::actions().collect() }
    }

    /// The option or action named exactly `name`.
    pub fn lookup(&self, name: &str) -> Option<Opt> {
        if let Some(o) = self.opts.iter().find(|o| o.name == name) {
            return Some(*o);
        }
        self.actions.iter().find(|a| a.flag == name).map(|a| action_opt(*a))
    }

    /// Every name the parser accepts, with its option (for "Did you mean").
    pub fn names(&self) -> impl Iterator<Item = Opt> + '_ {
        self.opts.iter().copied().chain(self.actions.iter().map(|a| action_opt(*a)))
    }
}

/// An action as an option: its flag is a value name of LLVM's action option,
/// which takes no value of its own.
fn action_opt(a: Action) -> Opt {
    Opt {
        name: a.flag,
        effect: Effect::Action(a),
        value: Value::Disallowed,
        prefix: false,
        value_desc: None,
        help: a.description,
        category: Category::General,
        hidden: false,
    }
}

fn backend_opt(spec: &'static OptionSpec, category: Category) -> Opt {
    let (value, value_desc) = match spec.kind {
        OptionKind::Bool { .. } => (Value::Optional, None),
        OptionKind::String { value_name } | OptionKind::Uint { value_name } => (Value::Required, Some(value_name)),
        OptionKind::Enum { .. } => (Value::Required, Some("value")),
    };
    Opt {
        name: spec.name,
        effect: Effect::Backend(spec),
        value,
        prefix: false,
        value_desc,
        help: spec.help,
        category,
        hidden: false,
    }
}
