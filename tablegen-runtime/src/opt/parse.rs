//! The command-line parser (C++ `OptTable::ParseArgs`, `ParseOneArg`,
//! `parseOneArgGrouped`, `Option::accept` and `Arg::getAsString`).

use alloc::borrow::ToOwned;
use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;
use core::cmp::Ordering;
use core::fmt;

use super::{Layout, OptInfo, OptTable, OptionKind};

/// How to parse: the switches a tool sets on its C++ `OptTable`.
///
/// ```
/// use tablegen_runtime::opt::ParseOptions;
/// let objcopy = ParseOptions { grouped_short_options: true, dash_dash_parsing: true, ..ParseOptions::default() };
/// assert!(!objcopy.ignore_case && objcopy.visibility.is_none());
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct ParseOptions<'a> {
    /// Option names match in any ASCII case (the table's `IgnoreCase`;
    /// prefixes still match exactly).
    pub ignore_case: bool,
    /// `-abc` is `-a -b -c` when no option is spelt `-abc`
    /// (`setGroupedShortOptions`; visibility is then not checked, as in
    /// LLVM).
    pub grouped_short_options: bool,
    /// The first `--` makes every later word an input, empty words
    /// included, each spelt `--` as LLVM spells them
    /// (`setDashDashParsing`).
    pub dash_dash_parsing: bool,
    /// Only options with one of these visibilities match (`None`: every
    /// option with some visibility, LLVM's default mask).
    pub visibility: Option<&'a [&'a str]>,
}

/// One parsed argument (C++ `Arg`).
///
/// ```
/// use tablegen_runtime::opt::{OptInfo, OptTable, OptionKind, ParseOptions};
/// static OPTIONS: [OptInfo; 2] = [
///     OptInfo::new(&["-"], "o", OptionKind::Separate),
///     OptInfo { alias: 1, ..OptInfo::new(&["--"], "output", OptionKind::Separate) },
/// ];
/// static TABLE: OptTable = OptTable { options: &OPTIONS, prefixes_union: &["-", "--"] };
/// let parsed = TABLE.parse_args(&["--output", "a"], &ParseOptions::default());
/// let a = &parsed.args[0];
/// assert_eq!((a.id, a.spelling.as_str(), a.values.as_slice()), (1, "-o", &["a".to_owned()][..]));
/// assert_eq!(a.alias.as_ref().map(|x| x.spelling.as_str()), Some("--output"));
/// assert_eq!(a.as_string(&TABLE), "--output a");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Arg {
    /// The option's ID (for an alias, the ID of the option it stands for).
    pub id: u32,
    /// The index of the word it was read from.
    pub index: usize,
    /// How it was spelt (for an alias, the target's usual spelling).
    pub spelling: String,
    /// Its values.
    pub values: Vec<String>,
    /// The argument as the alias was spelt, when the option is an alias.
    pub alias: Option<Box<Arg>>,
}

impl Arg {
    /// The argument as one string, as it was written (C++
    /// `Arg::getAsString`: an alias as the alias, values joined, separate
    /// or comma-joined as the option renders).
    ///
    /// ```
    /// use tablegen_runtime::opt::{OptInfo, OptTable, OptionKind, ParseOptions};
    /// static OPTIONS: [OptInfo; 1] = [OptInfo::new(&["-"], "W", OptionKind::CommaJoined)];
    /// static TABLE: OptTable = OptTable { options: &OPTIONS, prefixes_union: &["-"] };
    /// let parsed = TABLE.parse_args(&["-Wa,,b"], &ParseOptions::default());
    /// assert_eq!(parsed.args[0].values, ["a", "b"]);
    /// assert_eq!(parsed.args[0].as_string(&TABLE), "-Wa,b");
    /// ```
    pub fn as_string(&self, table: &OptTable) -> String {
        if let Some(alias) = &self.alias {
            return alias.as_string(table);
        }
        let mut out = String::new();
        let mut push = |s: &str| {
            if !out.is_empty() {
                out.push(' ');
            }
            out.push_str(s);
        };
        match render_style(table.option(self.id)) {
            Render::Values => self.values.iter().for_each(|v| push(v)),
            Render::CommaJoined => push(
                &[self.spelling.as_str()].into_iter().chain(Some(self.values.join(",").as_str())).collect::<String>(),
            ),
            Render::Joined => {
                let mut first = self.spelling.clone();
                first.push_str(self.values.first().map_or("", String::as_str));
                push(&first);
                self.values.iter().skip(1).for_each(|v| push(v));
            }
            Render::Separate => {
                push(&self.spelling);
                self.values.iter().for_each(|v| push(v));
            }
        }
        out
    }

    /// Whether the argument is option `id`, or in group `id` or a group
    /// within it (C++ `Option::matches`, what `ArgList::filtered` selects
    /// by).
    ///
    /// ```
    /// use tablegen_runtime::opt::{OptInfo, OptTable, OptionKind, ParseOptions};
    /// static OPTIONS: [OptInfo; 2] = [
    ///     OptInfo::new(&[], "grp", OptionKind::Group),
    ///     OptInfo { group: 1, ..OptInfo::new(&["-"], "v", OptionKind::Flag) },
    /// ];
    /// static TABLE: OptTable = OptTable { options: &OPTIONS, prefixes_union: &["-"] };
    /// let parsed = TABLE.parse_args(&["-v"], &ParseOptions::default());
    /// assert!(parsed.args[0].matches(&TABLE, 1) && parsed.args[0].matches(&TABLE, 2));
    /// ```
    pub fn matches(&self, table: &OptTable, id: u32) -> bool {
        let mut at = table.unaliased(self.id);
        for _ in 0..=table.options.len() {
            if at == id {
                return true;
            }
            match table.option(at) {
                Some(o) if o.group != 0 => at = o.group,
                _ => return false,
            }
        }
        false
    }
}

/// An option the command line ends before the values of.
///
/// ```
/// use tablegen_runtime::opt::{OptInfo, OptTable, OptionKind, ParseOptions};
/// static OPTIONS: [OptInfo; 1] = [OptInfo::new(&["-"], "o", OptionKind::Separate)];
/// static TABLE: OptTable = OptTable { options: &OPTIONS, prefixes_union: &["-"] };
/// let m = TABLE.parse_args(&["-o"], &ParseOptions::default()).missing.unwrap();
/// assert_eq!((m.index, m.count, m.word.as_str()), (0, 1, "-o"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MissingArg {
    /// The index of the option's word (C++ `MissingArgIndex`).
    pub index: usize,
    /// How many words it lacks (C++ `MissingArgCount`).
    pub count: usize,
    /// The option's word.
    pub word: String,
}

/// What a parse found wrong, in LLVM's words (C++ `OptTable::parseArgs`'s
/// error callback).
///
/// ```
/// use tablegen_runtime::opt::ArgError;
/// let e = ArgError::UnknownArgument { argument: "-x".into(), suggestion: None };
/// assert_eq!(e.to_string(), "unknown argument '-x'");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArgError {
    /// An option the command line ends before the values of.
    MissingArgument {
        /// The option's word.
        word: String,
        /// The index of that word.
        index: usize,
        /// How many words it lacks.
        count: usize,
    },
    /// A word that looks like an option but is none.
    UnknownArgument {
        /// The word.
        argument: String,
        /// The nearest option's spelling, when one is at most one edit away.
        suggestion: Option<String>,
    },
}

impl fmt::Display for ArgError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::MissingArgument { word, .. } => write!(f, "{word}: missing argument"),
            Self::UnknownArgument { argument, suggestion: None } => write!(f, "unknown argument '{argument}'"),
            Self::UnknownArgument { argument, suggestion: Some(s) } => {
                write!(f, "unknown argument '{argument}', did you mean '{s}'?")
            }
        }
    }
}

/// The parsed command line (C++ `InputArgList`).
///
/// ```
/// use tablegen_runtime::opt::{OptInfo, OptTable, OptionKind, ParseOptions};
/// static OPTIONS: [OptInfo; 2] = [
///     OptInfo::new(&[], "<input>", OptionKind::Input),
///     OptInfo::new(&["-"], "o", OptionKind::Separate),
/// ];
/// static TABLE: OptTable = OptTable { options: &OPTIONS, prefixes_union: &["-"] };
/// let parsed = TABLE.parse_args(&["a", "-o"], &ParseOptions::default());
/// assert_eq!(parsed.args.len(), 1);
/// assert_eq!(parsed.errors(&TABLE)[0].to_string(), "-o: missing argument");
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ParsedArgs {
    /// The arguments in command-line order (inputs are arguments of the
    /// table's `Input` option, unknown options of its `Unknown` option).
    pub args: Vec<Arg>,
    /// The option the command line ended too early for (parsing stops
    /// there).
    pub missing: Option<MissingArg>,
}

impl ParsedArgs {
    /// The arguments matching option or group `id` ([`Arg::matches`]).
    ///
    /// ```
    /// use tablegen_runtime::opt::ParsedArgs;
    /// assert_eq!(ParsedArgs::default().filtered(&tablegen_runtime::opt::OptTable { options: &[], prefixes_union: &[] }, 1).count(), 0);
    /// ```
    pub fn filtered<'s>(&'s self, table: &'s OptTable, id: u32) -> impl Iterator<Item = &'s Arg> + 's {
        self.args.iter().filter(move |a| a.matches(table, id))
    }

    /// The errors LLVM's tools report for the parse (C++
    /// `OptTable::parseArgs`): the missing argument, then every unknown
    /// option with the nearest known spelling when it is at most one edit
    /// away.
    ///
    /// ```
    /// use tablegen_runtime::opt::{OptInfo, OptTable, OptionKind, ParseOptions};
    /// static OPTIONS: [OptInfo; 2] = [
    ///     OptInfo::new(&[], "<unknown>", OptionKind::Unknown),
    ///     OptInfo::new(&["--"], "strip-all", OptionKind::Flag),
    /// ];
    /// static TABLE: OptTable = OptTable { options: &OPTIONS, prefixes_union: &["--"] };
    /// let errors = TABLE.parse_args(&["--strip-al", "--zzz"], &ParseOptions::default()).errors(&TABLE);
    /// assert_eq!(errors[0].to_string(), "unknown argument '--strip-al', did you mean '--strip-all'?");
    /// assert_eq!(errors[1].to_string(), "unknown argument '--zzz'");
    /// ```
    pub fn errors(&self, table: &OptTable) -> Vec<ArgError> {
        let mut errors = Vec::new();
        if let Some(m) = &self.missing {
            errors.push(ArgError::MissingArgument { word: m.word.clone(), index: m.index, count: m.count });
        }
        let unknown = Layout::of(table).unknown;
        for a in self.args.iter().filter(|a| unknown != 0 && a.matches(table, unknown)) {
            let argument = a.as_string(table);
            let nearest = table.find_nearest(&argument, None, 4, u32::MAX);
            let suggestion = if nearest.distance > 1 { None } else { nearest.spelling };
            errors.push(ArgError::UnknownArgument { argument, suggestion });
        }
        errors
    }
}

/// How an argument is written back (C++ `Option::RenderStyleKind`).
#[derive(Clone, Copy)]
enum Render {
    Values,
    CommaJoined,
    Joined,
    Separate,
}

fn render_style(info: Option<&OptInfo>) -> Render {
    let Some(info) = info else { return Render::Values };
    if info.has_flag("RenderJoined") {
        return Render::Joined;
    }
    if info.has_flag("RenderSeparate") {
        return Render::Separate;
    }
    match info.kind {
        OptionKind::Group | OptionKind::Input | OptionKind::Unknown => Render::Values,
        OptionKind::Joined | OptionKind::JoinedAndSeparate => Render::Joined,
        OptionKind::CommaJoined => Render::CommaJoined,
        _ => Render::Separate,
    }
}

/// LLVM's order of option names for the search: ASCII-case-insensitive,
/// a name after the longer names it begins.
fn cmp_names_ignore_case(a: &[u8], b: &[u8]) -> Ordering {
    let n = a.len().min(b.len());
    let lower = |s: &[u8]| -> Vec<u8> { s[..n].iter().map(u8::to_ascii_lowercase).collect() };
    match lower(a).cmp(&lower(b)) {
        Ordering::Equal => b.len().cmp(&a.len()),
        other => other,
    }
}

/// The length of `info`'s spelling `word` begins with (0: none; C++
/// `matchOption`).
fn match_option(info: &OptInfo, word: &[u8], ignore_case: bool) -> usize {
    for p in info.prefixes {
        let Some(rest) = word.strip_prefix(p.as_bytes()) else { continue };
        let name = info.name.as_bytes();
        let matched = rest.len() >= name.len()
            && if ignore_case { rest[..name.len()].eq_ignore_ascii_case(name) } else { rest.starts_with(name) };
        if matched {
            return p.len() + name.len();
        }
    }
    0
}

/// The parse in progress: the words (grouped short options rewrite them),
/// the table's layout and the switches.
struct Parser<'t, 'o> {
    table: &'t OptTable,
    layout: Layout,
    options: &'t ParseOptions<'o>,
    words: Vec<Vec<u8>>,
    prefix_chars: Vec<u8>,
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

impl OptTable {
    /// Parses `args` as LLVM's `OptTable::ParseArgs` does: empty words are
    /// skipped, words that start with no prefix (and `-`) are inputs, the
    /// others match the options in table order from the first whose name
    /// could begin the word; an option whose values run past the end stops
    /// the parse ([`ParsedArgs::missing`]); a word no option takes is an
    /// unknown option, or an input if it starts with `/`.
    ///
    /// ```
    /// use tablegen_runtime::opt::{OptInfo, OptTable, OptionKind, ParseOptions};
    /// static OPTIONS: [OptInfo; 4] = [
    ///     OptInfo::new(&[], "<input>", OptionKind::Input),
    ///     OptInfo::new(&[], "<unknown>", OptionKind::Unknown),
    ///     OptInfo::new(&["-"], "d", OptionKind::Flag),
    ///     OptInfo::new(&["-"], "r", OptionKind::Flag),
    /// ];
    /// static TABLE: OptTable = OptTable { options: &OPTIONS, prefixes_union: &["-"] };
    /// let grouped = ParseOptions { grouped_short_options: true, ..ParseOptions::default() };
    /// let ids: Vec<u32> = TABLE.parse_args(&["-dr"], &grouped).args.iter().map(|a| a.id).collect();
    /// assert_eq!(ids, [3, 4]);
    /// let ids: Vec<u32> = TABLE.parse_args(&["-dr"], &ParseOptions::default()).args.iter().map(|a| a.id).collect();
    /// assert_eq!(ids, [2]);
    /// ```
    pub fn parse_args<S: AsRef<str>>(&self, args: &[S], options: &ParseOptions<'_>) -> ParsedArgs {
        let mut prefix_chars = Vec::new();
        for c in self.prefixes_union.iter().flat_map(|p| p.bytes()) {
            if !prefix_chars.contains(&c) {
                prefix_chars.push(c);
            }
        }
        let mut p = Parser {
            table: self,
            layout: Layout::of(self),
            options,
            words: args.iter().map(|a| a.as_ref().as_bytes().to_owned()).collect(),
            prefix_chars,
        };
        p.run()
    }
}

impl Parser<'_, '_> {
    fn run(&mut self) -> ParsedArgs {
        let mut out = ParsedArgs::default();
        let end = self.words.len();
        let mut index = 0;
        while index < end {
            if self.words[index].is_empty() {
                index += 1;
                continue;
            }
            if self.options.dash_dash_parsing && self.words[index] == b"--" {
                while index + 1 < end {
                    index += 1;
                    out.args.push(Arg {
                        id: self.layout.input,
                        index,
                        spelling: "--".into(),
                        values: alloc::vec![text(&self.words[index])],
                        alias: None,
                    });
                }
                break;
            }
            let prev = index;
            let arg = if self.options.grouped_short_options {
                self.parse_one_grouped(&mut index)
            } else {
                self.parse_one(&mut index)
            };
            match arg {
                Some(a) => out.args.push(a),
                None => {
                    out.missing = Some(MissingArg {
                        index: prev,
                        count: index.saturating_sub(prev + 1),
                        word: text(&self.words[prev]),
                    });
                    break;
                }
            }
            if !self.options.grouped_short_options && index <= prev {
                // Cannot happen (every rule consumes a word); never loop.
                index = prev + 1;
            }
        }
        out
    }

    fn is_input(&self, word: &[u8]) -> bool {
        word == b"-" || !self.table.prefixes_union.iter().any(|p| word.starts_with(p.as_bytes()))
    }

    fn sentinel(&self, id: u32, word: &[u8], index: usize) -> Arg {
        Arg { id, index, spelling: text(word), values: alloc::vec![text(word)], alias: None }
    }

    /// The first searchable option whose name is not before `word`'s
    /// (C++ `std::lower_bound`, the same halving steps).
    fn lower_bound(&self, word: &[u8]) -> usize {
        let name_start = word.iter().position(|c| !self.prefix_chars.contains(c)).unwrap_or(word.len());
        let name = &word[name_start..];
        let options = self.table.options;
        let mut first = self.layout.first_searchable.min(options.len());
        let mut len = options.len() - first;
        while len > 0 {
            let half = len / 2;
            let mid = first + half;
            if cmp_names_ignore_case(options[mid].name.as_bytes(), name) == Ordering::Less {
                first = mid + 1;
                len -= half + 1;
            } else {
                len = half;
            }
        }
        first
    }

    /// One argument, without grouping (C++ `internalParseOneArg`); `None`
    /// when an option's values are missing.
    fn parse_one(&self, index: &mut usize) -> Option<Arg> {
        let prev = *index;
        let word = self.words[*index].clone();
        if self.is_input(&word) {
            *index += 1;
            return Some(self.sentinel(self.layout.input, &word, prev));
        }
        let options = self.table.options;
        let mut at = self.lower_bound(&word);
        while at < options.len() {
            let info = &options[at];
            let size = match_option(info, &word, self.options.ignore_case);
            if size != 0 && info.is_visible(self.options.visibility) {
                if let Some(a) = self.accept(at, size, false, index) {
                    return Some(a);
                }
                if *index != prev {
                    return None;
                }
            }
            at += 1;
        }
        *index += 1;
        let id = if word.first() == Some(&b'/') { self.layout.input } else { self.layout.unknown };
        Some(self.sentinel(id, &word, prev))
    }

    /// One argument, a short flag of a group first (C++
    /// `parseOneArgGrouped`): `-abc` gives `-a` and leaves `-bc` in the
    /// word's place.
    fn parse_one_grouped(&mut self, index: &mut usize) -> Option<Arg> {
        let prev = *index;
        let word = self.words[*index].clone();
        if self.is_input(&word) {
            *index += 1;
            return Some(self.sentinel(self.layout.input, &word, prev));
        }
        let options = self.table.options;
        let mut fallback = None;
        let from = self.lower_bound(&word);
        for (at, info) in options.iter().enumerate().skip(from) {
            let size = match_option(info, &word, self.options.ignore_case);
            if size == 0 {
                continue;
            }
            if let Some(a) = self.accept(at, size, false, index) {
                return Some(a);
            }
            if size == 2 && info.kind == OptionKind::Flag {
                fallback = Some(at);
            }
            if *index != prev {
                return None;
            }
        }
        let byte = |i: usize| word.get(i).copied().unwrap_or(0);
        let rest = |from: usize| {
            let mut w = alloc::vec![b'-'];
            w.extend_from_slice(word.get(from..).unwrap_or(&[]));
            w
        };
        if let Some(at) = fallback {
            if byte(2) == b'=' {
                *index += 1;
                return Some(self.sentinel(self.layout.unknown, &word, prev));
            }
            if let Some(a) = self.accept(at, 2, true, index) {
                self.words[*index] = rest(2);
                return Some(a);
            }
        }
        if byte(1) != b'-' {
            let short = word.get(..2).unwrap_or(&word).to_owned();
            self.words[*index] = rest(2);
            return Some(self.sentinel(self.layout.unknown, &short, *index));
        }
        *index += 1;
        Some(self.sentinel(self.layout.unknown, &word, prev))
    }

    /// Option `at` taking the word at `index`, spelt by its first `size`
    /// bytes (C++ `Option::accept`): the argument of the option, or of the
    /// option it aliases; `None` when it does not take the word (the index
    /// unchanged) or its values run past the end (the index moved on).
    fn accept(&self, at: usize, size: usize, grouped: bool, index: &mut usize) -> Option<Arg> {
        let info = &self.table.options[at];
        let id = u32::try_from(at + 1).unwrap_or(0);
        let a = if grouped && info.kind == OptionKind::Flag {
            let spelling = text(self.words[*index].get(..size).unwrap_or(&[]));
            Arg { id, index: *index, spelling, values: Vec::new(), alias: None }
        } else {
            self.accept_kind(info, id, size, index)?
        };
        let target_id = self.table.unaliased(id);
        if target_id == id {
            return Some(a);
        }
        let Some(target) = self.table.option(target_id) else { return Some(a) };
        let mut values = Vec::new();
        if info.kind == OptionKind::Flag {
            values.extend(info.alias_args.iter().take_while(|v| !v.is_empty()).map(|v| String::from(*v)));
            if target.kind == OptionKind::Joined && info.alias_args.is_empty() {
                values.push(String::new());
            }
        } else {
            values.clone_from(&a.values);
        }
        Some(Arg { id: target_id, index: a.index, spelling: target.prefixed_name(), values, alias: Some(Box::new(a)) })
    }

    /// C++ `Option::acceptInternal`: the rule of the option's kind.
    fn accept_kind(&self, info: &OptInfo, id: u32, size: usize, index: &mut usize) -> Option<Arg> {
        let n = self.words.len();
        let start = *index;
        let word = &self.words[start];
        let exact = size == word.len();
        let spelling = text(word.get(..size).unwrap_or(word));
        let joined = || text(word.get(size..).unwrap_or(&[]));
        let arg = |index: usize, values: Vec<String>| {
            Some(Arg { id, index, spelling: spelling.clone(), values, alias: None })
        };
        match info.kind {
            OptionKind::Flag if exact => {
                *index += 1;
                arg(start, Vec::new())
            }
            OptionKind::Joined => {
                *index += 1;
                arg(start, alloc::vec![joined()])
            }
            OptionKind::CommaJoined => {
                *index += 1;
                let values =
                    word.get(size..).unwrap_or(&[]).split(|&c| c == b',').filter(|v| !v.is_empty()).map(text).collect();
                arg(start, values)
            }
            OptionKind::Separate if exact => self.separate(start, index, |w| arg(start, alloc::vec![w])),
            OptionKind::JoinedOrSeparate if !exact => {
                *index += 1;
                arg(start, alloc::vec![joined()])
            }
            OptionKind::JoinedOrSeparate => self.separate(start, index, |w| arg(start, alloc::vec![w])),
            OptionKind::JoinedAndSeparate => self.separate(start, index, |w| arg(start, alloc::vec![joined(), w])),
            OptionKind::MultiArg if exact => {
                let count = info.num_args as usize;
                *index = start.saturating_add(1).saturating_add(count);
                if *index > n {
                    return None;
                }
                // C++ reads one value even of a MultiArg of none.
                let values = self.words[start + 1..].iter().take(count.max(1)).map(|w| text(w)).collect();
                arg(start, values)
            }
            OptionKind::RemainingArgs if exact => {
                *index = n;
                arg(start, self.words[start + 1..].iter().map(|w| text(w)).collect())
            }
            OptionKind::RemainingArgsJoined => {
                let mut values: Vec<String> = if exact { Vec::new() } else { alloc::vec![joined()] };
                values.extend(self.words[start + 1..].iter().map(|w| text(w)));
                *index = n;
                arg(start, values)
            }
            _ => None,
        }
    }

    /// The rule of options whose value is the next word: the index moves
    /// past both words, and without a next word there is no argument.
    fn separate(&self, start: usize, index: &mut usize, make: impl FnOnce(String) -> Option<Arg>) -> Option<Arg> {
        *index = start + 2;
        let next = self.words.get(start + 1)?;
        make(text(next))
    }
}
