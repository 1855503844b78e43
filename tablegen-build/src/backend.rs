//! The backend interface: what every generator implements, how the CLI and
//! the build API find one by its `llvm-tblgen` flag, and how a backend
//! reports that it failed.

use std::fmt;

use tablegen_core::RecordKeeper;

/// The language a backend writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    /// LLVM's C++ `.inc` text, byte-identical to `llvm-tblgen` 19.
    Cpp,
    /// An equivalent Rust module (`no_std`, no dependencies).
    Rust,
}

/// Backend-specific options, the `cl::opt`s that `llvm-tblgen` backends
/// declare for themselves.
///
/// ```
/// let o = tablegen_build::backend::BackendOptions {
///     intrinsic_prefix: "x86".into(),
///     ..Default::default()
/// };
/// assert!(o.class.is_empty());
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct BackendOptions {
    /// `-intrinsic-prefix=`: restrict `-gen-intrinsic-enums` to one target.
    pub intrinsic_prefix: String,
    /// `-class=`: the class whose derived definitions `-print-enums` lists.
    pub class: String,
    /// `-instr-info-expand-mi-operand-info=0`: `-gen-instr-info` describes
    /// each complex operand as one entry instead of one per sub-operand.
    pub instr_info_no_expand_mi_operand_info: bool,
    /// `--suppress-per-hwmode-duplicates=O0|O1|O2`: how `-gen-disassembler`
    /// avoids copying mode-independent instructions into every hardware
    /// mode's decoder table.
    pub suppress_per_hwmode_duplicates: crate::disassembler::Suppress,
}

/// Why a backend produced no output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// The backend reported diagnostics through the record keeper's queue
    /// (`RecordKeeper::error`/`fatal`); render them with the source manager.
    Reported,
    /// The backend has no writer for this language.
    Unsupported {
        /// The backend's flag, without the leading dash.
        backend: &'static str,
        /// The language asked for.
        lang: Lang,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Reported => f.write_str("the backend reported errors"),
            Error::Unsupported { backend, lang } => {
                write!(f, "backend -{backend} has no {lang:?} writer")
            }
        }
    }
}

impl std::error::Error for Error {}

/// Shorthand for backend results.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// A TableGen backend: reads the evaluated records, writes one output file.
///
/// Implement it to add a generator of your own; the CLI and the build API
/// run it like the built-in ones.
///
/// ```
/// use tablegen_build::backend::{Backend, BackendOptions, Lang, Result};
/// use tablegen_core::RecordKeeper;
///
/// struct CountDefs;
/// impl Backend for CountDefs {
///     fn flag(&self) -> &'static str { "count-defs" }
///     fn description(&self) -> &'static str { "Count the definitions" }
///     fn emit(&self, rk: &mut RecordKeeper, _: &BackendOptions, _: Lang) -> Result<String> {
///         Ok(format!("{}\n", rk.num_defs()))
///     }
/// }
/// let mut rk = tablegen_core::parse_str("t.td", "def A; def B;").unwrap();
/// assert_eq!(CountDefs.emit(&mut rk, &Default::default(), Lang::Cpp).unwrap(), "2\n");
/// ```
pub trait Backend: Sync {
    /// The `llvm-tblgen` action flag without its dash, e.g. `gen-vt`.
    fn flag(&self) -> &'static str;
    /// One line for `--help`.
    fn description(&self) -> &'static str;
    /// The languages [`Backend::emit`] supports.
    fn languages(&self) -> &'static [Lang] {
        &[Lang::Cpp]
    }
    /// Runs the backend. Diagnostics go to the record keeper's queue; an
    /// `Err(Error::Reported)` means at least one error was queued.
    fn emit(&self, rk: &mut RecordKeeper, opts: &BackendOptions, lang: Lang) -> Result<String>;
}

/// A backend made of plain functions, one per language.
pub struct FnBackend {
    /// See [`Backend::flag`].
    pub flag: &'static str,
    /// See [`Backend::description`].
    pub description: &'static str,
    /// The C++ writer.
    pub cpp: fn(&mut RecordKeeper, &BackendOptions) -> Result<String>,
    /// The Rust writer, if the backend has one.
    pub rust: Option<fn(&mut RecordKeeper, &BackendOptions) -> Result<String>>,
}

impl Backend for FnBackend {
    fn flag(&self) -> &'static str {
        self.flag
    }
    fn description(&self) -> &'static str {
        self.description
    }
    fn languages(&self) -> &'static [Lang] {
        if self.rust.is_some() {
            &[Lang::Cpp, Lang::Rust]
        } else {
            &[Lang::Cpp]
        }
    }
    fn emit(&self, rk: &mut RecordKeeper, opts: &BackendOptions, lang: Lang) -> Result<String> {
        match lang {
            Lang::Cpp => (self.cpp)(rk, opts),
            Lang::Rust => match self.rust {
                Some(f) => f(rk, opts),
                None => Err(Error::Unsupported { backend: self.flag, lang }),
            },
        }
    }
}

fn print_records(rk: &mut RecordKeeper, _: &BackendOptions) -> Result<String> {
    Ok(rk.print_records())
}

fn print_detailed_records(rk: &mut RecordKeeper, _: &BackendOptions) -> Result<String> {
    Ok(tablegen_core::detailed::print_detailed_records(rk))
}

fn null_backend(_: &mut RecordKeeper, _: &BackendOptions) -> Result<String> {
    Ok(String::new())
}

fn dump_json(rk: &mut RecordKeeper, _: &BackendOptions) -> Result<String> {
    Ok(tablegen_core::json::dump_json(rk))
}

/// Every built-in backend, in `--help` order.
pub static BUILTIN: &[FnBackend] = &[
    FnBackend {
        flag: "print-records",
        description: "Print all records to stdout (default)",
        cpp: print_records,
        rust: None,
    },
    FnBackend {
        flag: "print-detailed-records",
        description: "Print full details of all records to stdout",
        cpp: print_detailed_records,
        rust: None,
    },
    FnBackend {
        flag: "null-backend",
        description: "Do nothing after parsing (useful for timing)",
        cpp: null_backend,
        rust: None,
    },
    FnBackend {
        flag: "dump-json",
        description: "Dump all records as machine-readable JSON",
        cpp: dump_json,
        rust: None,
    },
    FnBackend {
        flag: "gen-searchable-tables",
        description: "Generate generic binary-searchable table",
        cpp: crate::searchable::emit_cpp,
        rust: Some(crate::searchable::emit_rust),
    },
    FnBackend {
        flag: "gen-intrinsic-enums",
        description: "Generate intrinsic enums",
        cpp: crate::intrinsics::emit_enums_cpp,
        rust: Some(crate::intrinsics::emit_enums_rust),
    },
    FnBackend {
        flag: "gen-vt",
        description: "Generate ValueType",
        cpp: crate::vt::emit_cpp,
        rust: Some(crate::vt::emit_rust),
    },
    FnBackend {
        flag: "gen-emitter",
        description: "Generate machine code emitter",
        cpp: crate::emitter::emit_cpp,
        rust: Some(crate::emitter::emit_rust),
    },
    FnBackend {
        flag: "gen-disassembler",
        description: "Generate disassembler",
        cpp: crate::disassembler::emit_cpp,
        rust: None,
    },
    FnBackend {
        flag: "gen-register-info",
        description: "Generate registers and register classes info",
        cpp: crate::reg_info::emit_cpp,
        rust: Some(crate::reg_info::emit_rust),
    },
    FnBackend {
        flag: "gen-instr-info",
        description: "Generate instruction descriptions",
        cpp: crate::instr_info::emit_cpp,
        rust: Some(crate::instr_info::emit_rust),
    },
    FnBackend {
        flag: "gen-dfa-packetizer",
        description: "Generate DFA Packetizer for VLIW targets",
        cpp: crate::packetizer::emit_cpp,
        rust: Some(crate::packetizer::emit_rust),
    },
    FnBackend {
        flag: "gen-automata",
        description: "Generate generic automata",
        cpp: crate::automata::emit_cpp,
        rust: Some(crate::automata::emit_rust),
    },
    FnBackend {
        flag: "print-enums",
        description: "Print enum values for a class",
        cpp: crate::enums::print_enums,
        rust: None,
    },
    FnBackend {
        flag: "print-sets",
        description: "Print expanded sets for testing DAG exprs",
        cpp: crate::enums::print_sets,
        rust: None,
    },
];

/// The built-in backend whose flag (without the dash) is `flag`.
///
/// ```
/// assert!(tablegen_build::backend::find("print-records").is_some());
/// assert!(tablegen_build::backend::find("no-such-backend").is_none());
/// ```
pub fn find(flag: &str) -> Option<&'static dyn Backend> {
    BUILTIN.iter().find(|b| b.flag == flag).map(|b| b as &dyn Backend)
}
