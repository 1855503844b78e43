//! Backend options: each backend declares its `cl::opt`s once as
//! [`OptionSpec`]s; the CLI, [`crate::Builder`] and the macros parse values
//! against those declarations into [`Options`], which the backend reads back
//! through the same declarations.

use std::collections::BTreeMap;
use std::fmt;

/// What values an option takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// A `cl::opt<bool>`: `-name` alone means true; `-name=V` takes LLVM's
    /// spellings (`1`/`0`, `true`/`false`, `TRUE`/`FALSE`, `True`/`False`).
    Bool {
        /// The value when the option is not given.
        default: bool,
    },
    /// A `cl::opt<std::string>`.
    String {
        /// How `--help` names the value, e.g. `<target prefix>`.
        value_name: &'static str,
    },
    /// A `cl::opt<unsigned>`: a 32-bit unsigned integer in LLVM's spellings
    /// (decimal, `0x` hexadecimal, `0b` binary, `0` octal).
    Uint {
        /// How `--help` names the value, e.g. `<uint>`.
        value_name: &'static str,
    },
    /// A `cl::opt` over an enumeration: one of `values` (name, help).
    Enum {
        /// The accepted values with their help text, in `--help` order.
        values: &'static [(&'static str, &'static str)],
        /// The value when the option is not given.
        default: &'static str,
    },
}

/// One option a backend declares (LLVM's `cl::opt`).
///
/// ```
/// use tablegen_build::backend::{OptionKind, OptionSpec, Options};
/// static PREFIX: OptionSpec = OptionSpec::string("prefix", "<p>", "Only this prefix");
/// let mut o = Options::default();
/// o.set(&PREFIX, "x86").unwrap();
/// assert_eq!(o.string(&PREFIX), "x86");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionSpec {
    /// The name without dashes, e.g. `intrinsic-prefix`.
    pub name: &'static str,
    /// The values it takes.
    pub kind: OptionKind,
    /// One line for `--help`.
    pub help: &'static str,
    /// tablegen-rs's own option, which llvm-tblgen does not have: `--help`
    /// lists it under "tablegen-rs options", apart from LLVM's.
    pub extension: bool,
}

impl OptionSpec {
    /// A boolean option.
    pub const fn bool(name: &'static str, default: bool, help: &'static str) -> Self {
        OptionSpec { name, kind: OptionKind::Bool { default }, help, extension: false }
    }

    /// A string option (default: empty).
    pub const fn string(name: &'static str, value_name: &'static str, help: &'static str) -> Self {
        OptionSpec { name, kind: OptionKind::String { value_name }, help, extension: false }
    }

    /// An unsigned integer option (default: 0).
    pub const fn uint(name: &'static str, value_name: &'static str, help: &'static str) -> Self {
        OptionSpec { name, kind: OptionKind::Uint { value_name }, help, extension: false }
    }

    /// An option taking one of `values`.
    pub const fn choice(
        name: &'static str,
        values: &'static [(&'static str, &'static str)],
        default: &'static str,
        help: &'static str,
    ) -> Self {
        OptionSpec { name, kind: OptionKind::Enum { values, default }, help, extension: false }
    }

    /// The same option, marked as tablegen-rs's own ([`OptionSpec::extension`]).
    pub const fn tablegen_rs(mut self) -> Self {
        self.extension = true;
        self
    }

    /// Whether `-name` alone (no value) is complete.
    pub fn takes_no_value(&self) -> bool {
        matches!(self.kind, OptionKind::Bool { .. })
    }

    /// Checks `value` against the declaration and returns it in canonical
    /// form: `1`/`0` for booleans, the value itself otherwise.
    pub fn parse(&self, value: Option<&str>) -> Result<OptionValue, OptionError> {
        let bad = |reason| OptionError { option: self.name.to_string(), reason };
        match (self.kind, value) {
            (OptionKind::Bool { .. }, v) => parse_bool(v).map(OptionValue::Bool).map_err(bad),
            (_, None) => Err(bad(OptionErrorKind::MissingValue)),
            (OptionKind::String { .. }, Some(v)) => Ok(OptionValue::String(v.to_string())),
            (OptionKind::Uint { .. }, Some(v)) => match parse_uint(v) {
                Some(n) => Ok(OptionValue::String(n.to_string())),
                None => Err(bad(OptionErrorKind::NotUint(v.to_string()))),
            },
            (OptionKind::Enum { values, .. }, Some(v)) => {
                if values.iter().any(|(name, _)| *name == v) {
                    Ok(OptionValue::String(v.to_string()))
                } else {
                    Err(bad(OptionErrorKind::UnknownValue(v.to_string())))
                }
            }
        }
    }
}

/// LLVM's `cl::parser<bool>`: no value (`-x` alone) is true; otherwise
/// `1`/`true`/`TRUE`/`True` or `0`/`false`/`FALSE`/`False`.
///
/// ```
/// use tablegen_build::backend::{parse_bool, OptionErrorKind};
/// assert_eq!(parse_bool(None), Ok(true));
/// assert_eq!(parse_bool(Some("False")), Ok(false));
/// assert_eq!(parse_bool(Some("2")), Err(OptionErrorKind::NotBool("2".into())));
/// ```
pub fn parse_bool(value: Option<&str>) -> Result<bool, OptionErrorKind> {
    match value {
        None | Some("1" | "true" | "TRUE" | "True") => Ok(true),
        Some("0" | "false" | "FALSE" | "False") => Ok(false),
        Some(v) => Err(OptionErrorKind::NotBool(v.to_string())),
    }
}

/// LLVM's `StringRef::getAsInteger(0, unsigned&)`: the radix from the prefix
/// (`0x`/`0X`, `0b`/`0B`, `0o`/`0O`, a leading `0` for octal), the whole text
/// consumed, and the value within 32 bits.
fn parse_uint(text: &str) -> Option<u32> {
    let lower = text.get(..2).map(str::to_ascii_lowercase);
    let (radix, digits) = match lower.as_deref() {
        Some("0x") => (16, &text[2..]),
        Some("0b") => (2, &text[2..]),
        Some("0o") => (8, &text[2..]),
        _ if text.len() > 1 && text.starts_with('0') => (8, &text[1..]),
        _ => (10, text),
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return None;
    }
    u32::from_str_radix(digits, radix).ok()
}

/// `--rust-vocabulary=PATH` (tablegen-rs only): where a Rust module finds
/// the types that other modules of the same target define (`Opcode`, `Reg`,
/// ...). Unset, a module is standalone and declares what it needs itself;
/// set (to `super` in a [`crate::Builder::rust_target`] tree), it refers to
/// `PATH::Opcode` and so on, so that every type is defined once.
pub const RUST_VOCABULARY: OptionSpec = OptionSpec::string(
    "rust-vocabulary",
    "path",
    "With --rust: refer to the target's shared types (Opcode, Reg, ...) at this module path",
)
.tablegen_rs();

/// `--rust-runtime=PATH` (tablegen-rs only): where a Rust module finds
/// the `tablegen-runtime` crate whose tables it holds (the DAG-isel
/// interpreter, the DFA automaton). Unset, `::tablegen_runtime`: the crate
/// that includes the module depends on `tablegen-runtime`. Set it when the
/// runtime is reached another way, a re-export (`crate::rt`) or a renamed
/// dependency.
pub const RUST_RUNTIME: OptionSpec = OptionSpec::string(
    "rust-runtime",
    "path",
    "With --rust: the path of the tablegen-runtime crate (default ::tablegen_runtime)",
)
.tablegen_rs();

/// The path a Rust module names the runtime crate by when
/// [`RUST_RUNTIME`] is not given.
pub const DEFAULT_RUST_RUNTIME: &str = "::tablegen_runtime";

/// A parsed option value.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum OptionValue {
    /// A boolean option's value.
    Bool(bool),
    /// A string or enumeration option's value.
    String(String),
}

/// A value an option does not accept, in LLVM's words (see [`fmt::Display`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionError {
    /// The option's name.
    pub option: String,
    /// What is wrong with the value.
    pub reason: OptionErrorKind,
}

/// What is wrong with an option's value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionErrorKind {
    /// The option takes a value and none was given.
    MissingValue,
    /// A boolean option got something else.
    NotBool(String),
    /// An unsigned option got something else.
    NotUint(String),
    /// An enumeration option got a value it does not list.
    UnknownValue(String),
    /// No backend declares an option of this name.
    UnknownOption,
    /// An option that takes no value got one (`--help=0`).
    ValueNotAllowed(String),
    /// A one-letter option that needs a value, grouped with others
    /// (`-ofile`).
    InGroup,
}

impl fmt::Display for OptionErrorKind {
    /// What LLVM's `cl` says after `for the --x option: `.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionErrorKind::MissingValue => f.write_str("requires a value!"),
            OptionErrorKind::NotBool(v) => write!(f, "'{v}' is invalid value for boolean argument! Try 0 or 1"),
            OptionErrorKind::NotUint(v) => write!(f, "'{v}' value invalid for uint argument!"),
            OptionErrorKind::UnknownValue(v) => write!(f, "Cannot find option named '{v}'!"),
            OptionErrorKind::UnknownOption => f.write_str("unknown option"),
            OptionErrorKind::ValueNotAllowed(v) => write!(f, "does not allow a value! '{v}' specified."),
            OptionErrorKind::InGroup => f.write_str("may not occur within a group!"),
        }
    }
}

impl fmt::Display for OptionError {
    /// LLVM's `cl` message, without the program name: `for the --x option:
    /// ...` (one dash for one-letter names).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dashes = if self.option.len() == 1 { "-" } else { "--" };
        match &self.reason {
            OptionErrorKind::UnknownOption => write!(f, "unknown option {dashes}{}", self.option),
            reason => write!(f, "for the {dashes}{} option: {reason}", self.option),
        }
    }
}

impl std::error::Error for OptionError {}

/// The option values given to a backend, by name. Options not given read
/// as their declared default.
///
/// ```
/// use tablegen_build::backend::{OptionSpec, Options};
/// static EXPAND: OptionSpec = OptionSpec::bool("expand", true, "Expand");
/// let mut o = Options::default();
/// assert!(o.flag(&EXPAND));
/// o.set(&EXPAND, "0").unwrap();
/// assert!(!o.flag(&EXPAND));
/// assert!(o.set(&EXPAND, "2").is_err());
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Options {
    values: BTreeMap<String, OptionValue>,
}

impl Options {
    /// Sets `spec` from the text `value` (as given after `=` on a command
    /// line), checked against the declaration.
    pub fn set(&mut self, spec: &OptionSpec, value: &str) -> Result<(), OptionError> {
        let v = spec.parse(Some(value))?;
        self.values.insert(spec.name.to_string(), v);
        Ok(())
    }

    /// Stores an already parsed value (see [`OptionSpec::parse`]).
    pub fn insert(&mut self, name: &str, value: OptionValue) {
        self.values.insert(name.to_string(), value);
    }

    /// The value given for the option named `name`, if any.
    pub fn get(&self, name: &str) -> Option<&OptionValue> {
        self.values.get(name)
    }

    /// Every option given, by name.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &OptionValue)> {
        self.values.iter().map(|(k, v)| (k.as_str(), v))
    }

    /// A boolean option's value.
    pub fn flag(&self, spec: &OptionSpec) -> bool {
        match (self.values.get(spec.name), spec.kind) {
            (Some(OptionValue::Bool(b)), _) => *b,
            (_, OptionKind::Bool { default }) => default,
            _ => false,
        }
    }

    /// [`RUST_VOCABULARY`]: the module path of the shared types, if the
    /// module is part of a tree.
    pub fn rust_vocabulary(&self) -> Option<&str> {
        Some(self.string(&RUST_VOCABULARY)).filter(|p| !p.is_empty())
    }

    /// [`RUST_RUNTIME`]: the path of the runtime crate, by default
    /// [`DEFAULT_RUST_RUNTIME`].
    ///
    /// ```
    /// let opts = tablegen_build::backend::Options::default();
    /// assert_eq!(opts.rust_runtime(), "::tablegen_runtime");
    /// ```
    pub fn rust_runtime(&self) -> &str {
        Some(self.string(&RUST_RUNTIME)).filter(|p| !p.is_empty()).unwrap_or(DEFAULT_RUST_RUNTIME)
    }

    /// A string or enumeration option's value (its default when not given).
    pub fn string(&self, spec: &OptionSpec) -> &str {
        match (self.values.get(spec.name), spec.kind) {
            (Some(OptionValue::String(s)), _) => s,
            (_, OptionKind::Enum { default, .. }) => default,
            _ => "",
        }
    }
}
