//! Option tables: what the modules of `-gen-opt-parser-defs --rust` hold
//! (LLVM's `OptTable::Info` rows, as [`OptInfo`] in an [`OptTable`]) and
//! a parser of a command line over them that answers as libLLVM's
//! `llvm::opt::OptTable::ParseArgs` does ([`OptTable::parse_args`]):
//! the longest option spelling a word starts with wins, values are joined
//! to the option or follow it, aliases come back as the option they alias
//! (with their alias arguments), a missing value stops the parse, and
//! unknown options are reported with LLVM's "did you mean" suggestion
//! ([`OptTable::find_nearest`]).
//!
//! An option's ID is its position in the table plus one (C++ `OPT_*`;
//! 0 is `OPT_INVALID`), as in the C++ table; a generated module names
//! each as a variant of its `OptionId`.
//!
//! ```
//! use tablegen_runtime::opt::{OptInfo, OptTable, OptionKind, ParseOptions};
//!
//! static OPTIONS: [OptInfo; 4] = [
//!     OptInfo::new(&[], "<input>", OptionKind::Input),
//!     OptInfo::new(&[], "<unknown>", OptionKind::Unknown),
//!     OptInfo::new(&["--"], "help", OptionKind::Flag),
//!     OptInfo::new(&["-", "--"], "o", OptionKind::JoinedOrSeparate),
//! ];
//! static TABLE: OptTable = OptTable { options: &OPTIONS, prefixes_union: &["-", "--"] };
//!
//! let parsed = TABLE.parse_args(&["-o", "out", "x.c", "--halp"], &ParseOptions::default());
//! let ids: Vec<u32> = parsed.args.iter().map(|a| a.id).collect();
//! assert_eq!(ids, [4, 1, 2]);
//! assert_eq!(parsed.args[0].values, ["out"]);
//! let errors = parsed.errors(&TABLE);
//! assert_eq!(errors[0].to_string(), "unknown argument '--halp', did you mean '--help'?");
//! ```

mod nearest;
mod parse;

use alloc::string::String;
use core::fmt;

pub use nearest::{edit_distance, Nearest};
pub use parse::{Arg, ArgError, MissingArg, ParseOptions, ParsedArgs};

/// How an option takes its values (C++ `Option::OptionClass`).
///
/// ```
/// use tablegen_runtime::opt::OptionKind;
/// assert_eq!(OptionKind::JoinedOrSeparate.name(), "JoinedOrSeparate");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OptionKind {
    /// `GroupClass`: an option group, never matched.
    Group,
    /// `InputClass`: the sentinel positional arguments are reported as.
    Input,
    /// `UnknownClass`: the sentinel unknown options are reported as.
    Unknown,
    /// `FlagClass`: no value.
    Flag,
    /// `JoinedClass`: the value is the rest of the word (`-Ipath`).
    Joined,
    /// `ValuesClass`: never matched (LLVM's parser has no rule for it).
    Values,
    /// `SeparateClass`: the value is the next word (`-o out`).
    Separate,
    /// `RemainingArgsClass`: every following word.
    RemainingArgs,
    /// `RemainingArgsJoinedClass`: the rest of the word, if any, then
    /// every following word.
    RemainingArgsJoined,
    /// `CommaJoinedClass`: the rest of the word split at commas, empty
    /// pieces dropped.
    CommaJoined,
    /// `MultiArgClass`: a fixed number ([`OptInfo::num_args`]) of
    /// following words.
    MultiArg,
    /// `JoinedOrSeparateClass`: joined when the word goes on, else the
    /// next word.
    JoinedOrSeparate,
    /// `JoinedAndSeparateClass`: the rest of the word and the next word.
    JoinedAndSeparate,
}

impl OptionKind {
    /// The C++ class name without `Class` (the `.td`'s `KIND_*` `Name`).
    ///
    /// ```
    /// use tablegen_runtime::opt::OptionKind;
    /// assert_eq!(OptionKind::Flag.name(), "Flag");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Self::Group => "Group",
            Self::Input => "Input",
            Self::Unknown => "Unknown",
            Self::Flag => "Flag",
            Self::Joined => "Joined",
            Self::Values => "Values",
            Self::Separate => "Separate",
            Self::RemainingArgs => "RemainingArgs",
            Self::RemainingArgsJoined => "RemainingArgsJoined",
            Self::CommaJoined => "CommaJoined",
            Self::MultiArg => "MultiArg",
            Self::JoinedOrSeparate => "JoinedOrSeparate",
            Self::JoinedAndSeparate => "JoinedAndSeparate",
        }
    }
}

impl OptionKind {
    /// Every kind, in the C++ enum's order.
    pub const ALL: [OptionKind; 13] = [
        Self::Group,
        Self::Input,
        Self::Unknown,
        Self::Flag,
        Self::Joined,
        Self::Values,
        Self::Separate,
        Self::RemainingArgs,
        Self::RemainingArgsJoined,
        Self::CommaJoined,
        Self::MultiArg,
        Self::JoinedOrSeparate,
        Self::JoinedAndSeparate,
    ];

    /// The kind whose [`name`](Self::name) is `name`.
    ///
    /// ```
    /// use tablegen_runtime::opt::OptionKind;
    /// assert_eq!(OptionKind::from_name("MultiArg"), Some(OptionKind::MultiArg));
    /// assert_eq!(OptionKind::from_name("Mine"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.name() == name)
    }
}

impl fmt::Display for OptionKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One option or group (C++ `OptTable::Info`).
///
/// ```
/// use tablegen_runtime::opt::{OptInfo, OptionKind};
/// let o = OptInfo { help: Some("Output file"), ..OptInfo::new(&["-"], "o", OptionKind::Separate) };
/// assert_eq!(o.prefixed_name(), "-o");
/// assert_eq!(o.help, Some("Output file"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptInfo {
    /// The prefixes it may be spelt with, the usual one first (`Prefixes`).
    pub prefixes: &'static [&'static str],
    /// The name without prefix.
    pub name: &'static str,
    /// How it takes values.
    pub kind: OptionKind,
    /// The ID of its group (0: none).
    pub group: u32,
    /// The ID of the option it is an alias of (0: none).
    pub alias: u32,
    /// The values an alias passes to its target (`AliasArgs`).
    pub alias_args: &'static [&'static str],
    /// Its flags by name (`HelpHidden`, `RenderJoined`, or the tool's own).
    pub flags: &'static [&'static str],
    /// Its visibilities by name (`DefaultVis`, or the tool's own).
    pub visibility: &'static [&'static str],
    /// The number of values of a [`OptionKind::MultiArg`] (C++ `Param`).
    pub num_args: u32,
    /// The help text.
    pub help: Option<&'static str>,
    /// Help texts for some visibilities (`HelpTextsForVariants`): the
    /// visibilities and the text.
    pub help_variants: &'static [(&'static [&'static str], &'static str)],
    /// The meta-variable the help names the value with.
    pub meta_var: Option<&'static str>,
    /// The values a shell may complete (comma-separated).
    pub values: Option<&'static str>,
}

impl OptInfo {
    /// An option of `kind` with no group, alias, flags, help or values and
    /// the default visibility.
    ///
    /// ```
    /// use tablegen_runtime::opt::{OptInfo, OptionKind};
    /// assert_eq!(OptInfo::new(&["-"], "v", OptionKind::Flag).visibility, ["DefaultVis"]);
    /// ```
    pub const fn new(prefixes: &'static [&'static str], name: &'static str, kind: OptionKind) -> Self {
        OptInfo {
            prefixes,
            name,
            kind,
            group: 0,
            alias: 0,
            alias_args: &[],
            flags: &[],
            visibility: &["DefaultVis"],
            num_args: 0,
            help: None,
            help_variants: &[],
            meta_var: None,
            values: None,
        }
    }

    /// The usual spelling: its first prefix and its name (C++
    /// `getPrefixedName`).
    ///
    /// ```
    /// use tablegen_runtime::opt::{OptInfo, OptionKind};
    /// assert_eq!(OptInfo::new(&["--", "-"], "help", OptionKind::Flag).prefixed_name(), "--help");
    /// ```
    pub fn prefixed_name(&self) -> String {
        let mut s = String::from(self.prefixes.first().copied().unwrap_or(""));
        s.push_str(self.name);
        s
    }

    /// Whether it has the flag named `flag` (C++ `Option::hasFlag`).
    ///
    /// ```
    /// use tablegen_runtime::opt::{OptInfo, OptionKind};
    /// let o = OptInfo { flags: &["HelpHidden"], ..OptInfo::new(&["-"], "x", OptionKind::Flag) };
    /// assert!(o.has_flag("HelpHidden") && !o.has_flag("RenderJoined"));
    /// ```
    pub fn has_flag(&self, flag: &str) -> bool {
        self.flags.contains(&flag)
    }

    /// Whether any of `visibility` is one of its visibilities (C++
    /// `hasVisibilityFlag` with a mask of those; `None` is every
    /// visibility, LLVM's default mask).
    ///
    /// ```
    /// use tablegen_runtime::opt::{OptInfo, OptionKind};
    /// let o = OptInfo::new(&["-"], "x", OptionKind::Flag);
    /// assert!(o.is_visible(None) && o.is_visible(Some(&["DefaultVis"])) && !o.is_visible(Some(&["CLOption"])));
    /// ```
    pub fn is_visible(&self, visibility: Option<&[&str]>) -> bool {
        match visibility {
            None => !self.visibility.is_empty(),
            Some(mask) => self.visibility.iter().any(|v| mask.contains(v)),
        }
    }
}

/// A tool's option table (C++ `GenericOptTable` over the generated
/// `OptTable::Info` array): groups and sentinels first, then the options
/// in the order LLVM's emitter sorts them.
///
/// ```
/// use tablegen_runtime::opt::{OptInfo, OptTable, OptionKind};
/// static OPTIONS: [OptInfo; 2] = [
///     OptInfo::new(&[], "<input>", OptionKind::Input),
///     OptInfo::new(&["-", "--"], "version", OptionKind::Flag),
/// ];
/// static TABLE: OptTable = OptTable { options: &OPTIONS, prefixes_union: &["-", "--"] };
/// assert_eq!(TABLE.find("--version"), Some(2));
/// assert_eq!(TABLE.option(2).map(|o| o.name), Some("version"));
/// ```
#[derive(Clone, Copy, Debug)]
pub struct OptTable {
    /// The rows; option ID `n` is `options[n - 1]`.
    pub options: &'static [OptInfo],
    /// Every prefix of any option, sorted, without repeats (C++
    /// `PREFIX_UNION`).
    pub prefixes_union: &'static [&'static str],
}

impl OptTable {
    /// The option with ID `id` (none for 0 or past the end).
    ///
    /// ```
    /// use tablegen_runtime::opt::OptTable;
    /// static EMPTY: OptTable = OptTable { options: &[], prefixes_union: &[] };
    /// assert!(EMPTY.option(0).is_none() && EMPTY.option(1).is_none());
    /// ```
    pub fn option(&self, id: u32) -> Option<&'static OptInfo> {
        let index = usize::try_from(id).ok()?.checked_sub(1)?;
        self.options.get(index)
    }

    /// The ID of the first option spelt exactly `spelling` with one of its
    /// prefixes (groups and sentinels are never found).
    ///
    /// ```
    /// use tablegen_runtime::opt::{OptInfo, OptTable, OptionKind};
    /// static OPTIONS: [OptInfo; 1] = [OptInfo::new(&["-", "--"], "help", OptionKind::Flag)];
    /// static TABLE: OptTable = OptTable { options: &OPTIONS, prefixes_union: &["-", "--"] };
    /// assert_eq!(TABLE.find("-help"), TABLE.find("--help"));
    /// assert_eq!(TABLE.find("help"), None);
    /// ```
    pub fn find(&self, spelling: &str) -> Option<u32> {
        let layout = Layout::of(self);
        let rows = self.options.get(layout.first_searchable..).unwrap_or(&[]);
        rows.iter()
            .position(|o| o.prefixes.iter().any(|p| spelling.strip_prefix(p).is_some_and(|rest| rest == o.name)))
            .and_then(|i| id_of(layout.first_searchable + i))
    }

    /// The ID an alias stands for, following aliases of aliases (the ID
    /// itself for an option that is not an alias; C++
    /// `getUnaliasedOption`).
    ///
    /// ```
    /// use tablegen_runtime::opt::{OptInfo, OptTable, OptionKind};
    /// static OPTIONS: [OptInfo; 2] = [
    ///     OptInfo::new(&["--"], "help", OptionKind::Flag),
    ///     OptInfo { alias: 1, ..OptInfo::new(&["-"], "h", OptionKind::Flag) },
    /// ];
    /// static TABLE: OptTable = OptTable { options: &OPTIONS, prefixes_union: &["-", "--"] };
    /// assert_eq!(TABLE.unaliased(2), 1);
    /// ```
    pub fn unaliased(&self, id: u32) -> u32 {
        let mut id = id;
        // A cycle of aliases (which LLVM's emitter never writes) ends
        // after as many steps as there are options.
        for _ in 0..=self.options.len() {
            match self.option(id) {
                Some(o) if o.alias != 0 => id = o.alias,
                _ => break,
            }
        }
        id
    }
}

/// Where the searchable options begin and which IDs the sentinels have
/// (what C++ `OptTable`'s constructor works out).
#[derive(Clone, Copy, Debug)]
struct Layout {
    /// The index of the first option that is neither a group nor a
    /// sentinel.
    first_searchable: usize,
    /// The ID of the `Input` sentinel (0: none).
    input: u32,
    /// The ID of the `Unknown` sentinel (0: none).
    unknown: u32,
}

impl Layout {
    fn of(table: &OptTable) -> Self {
        let mut layout = Layout { first_searchable: table.options.len(), input: 0, unknown: 0 };
        for (i, o) in table.options.iter().enumerate() {
            match o.kind {
                OptionKind::Input => layout.input = id_of(i).unwrap_or(0),
                OptionKind::Unknown => layout.unknown = id_of(i).unwrap_or(0),
                OptionKind::Group => {}
                _ => {
                    layout.first_searchable = i;
                    break;
                }
            }
        }
        layout
    }
}

/// The ID of the option at `index`.
fn id_of(index: usize) -> Option<u32> {
    u32::try_from(index).ok()?.checked_add(1)
}

#[cfg(test)]
mod tests;
