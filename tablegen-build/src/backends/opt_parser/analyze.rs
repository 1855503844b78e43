//! Reading an option table (LLVM's `OptParserEmitter` and `OptRSTEmitter`
//! read, and `CompareOptionRecords`), field by field in LLVM's order so
//! that the first error is LLVM's.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use tablegen_core::init::Init;
use tablegen_core::record::RecId;

use crate::backend::{Options, Records, Result};
use crate::support::fields::{bit_field, def_field, defs_field, derived, fatal, is_unset, lift, string_field};
use crate::support::sort::qsort;
use crate::support::string_map::iteration_order;

use super::model::{
    GroupRef, HelpVariant, Marshalling, OptionDef, OptionDocs, OptionGroup, OptionKind, OptionTable, PrefixSet,
    ValueTable,
};

/// What a backend reads of each option.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Reading {
    /// `-gen-opt-parser-defs`: everything.
    Defs,
    /// `-gen-opt-rst`: names, meta-variables, values, help and group names.
    Docs,
}

/// `-gen-opt-parser-defs`'s analysis.
pub(super) fn analyze_defs(rk: &mut Records<'_>, _: &Options) -> Result<OptionTable> {
    let groups = derived(rk, "OptionGroup")?;
    let opts = derived(rk, "Option")?;
    table(rk, &groups, opts, Reading::Defs)
}

/// `-gen-opt-rst`'s analysis: the options (read as the documentation
/// reads them) and their sections.
pub(super) fn analyze_docs(rk: &mut Records<'_>, _: &Options) -> Result<OptionDocs> {
    let opts = derived(rk, "Option")?;
    let opts = sorted(rk, opts)?;
    let groups = derived(rk, "OptionGroup")?;
    let table = table(rk, &groups, opts, Reading::Docs)?;
    // A `StringMap` from section name to options: the groups' names first
    // (in record order), then whatever the options add.
    let mut keys: Vec<String> = Vec::new();
    let mut index: HashMap<String, usize> = HashMap::new();
    let mut members: Vec<Vec<usize>> = Vec::new();
    let mut section = |key: &str, keys: &mut Vec<String>, members: &mut Vec<Vec<usize>>| -> usize {
        *index.entry(key.to_owned()).or_insert_with(|| {
            keys.push(key.to_owned());
            members.push(Vec::new());
            keys.len() - 1
        })
    };
    for g in &table.groups {
        section(&g.name, &mut keys, &mut members);
    }
    for (i, o) in table.options.iter().enumerate() {
        let key = o.group.as_ref().map_or("options", |g| g.name.as_str());
        let s = section(key, &mut keys, &mut members);
        members[s].push(i);
    }
    let bytes: Vec<&[u8]> = keys.iter().map(|k| k.as_bytes()).collect();
    let order = iteration_order(&bytes);
    let mut slots: Vec<Option<(String, Vec<usize>)>> = keys.into_iter().zip(members).map(Some).collect();
    let sections = order.into_iter().filter_map(|i| slots[i].take()).collect();
    Ok(OptionDocs { table, sections })
}

/// The table: options sorted, prefixes numbered, then every field.
fn table(rk: &mut Records<'_>, groups: &[RecId], opts: Vec<RecId>, reading: Reading) -> Result<OptionTable> {
    let opts = match reading {
        Reading::Defs => sorted(rk, opts)?,
        // Already sorted (LLVM sorts before it lists the groups).
        Reading::Docs => opts,
    };
    let mut numbers: BTreeMap<Vec<String>, usize> = BTreeMap::new();
    numbers.insert(Vec::new(), 0);
    let mut prefix_lists = Vec::with_capacity(opts.len());
    for &o in &opts {
        let prefixes = strings(rk, o, "Prefixes")?;
        let next = numbers.len();
        numbers.entry(prefixes.clone()).or_insert(next);
        prefix_lists.push(prefixes);
    }
    let prefix_union: BTreeSet<String> = numbers.keys().flatten().cloned().collect();
    let prefix_sets = numbers.iter().map(|(p, &n)| PrefixSet { number: n, prefixes: p.clone() }).collect();

    let mut options = Vec::with_capacity(opts.len());
    let mut group_defs = Vec::new();
    if reading == Reading::Defs {
        // LLVM prints the values code before the groups and options.
        for &o in &opts {
            if !is_unset(rk, o, "ValuesCode")? {
                string_field(rk, o, "ValuesCode")?;
                option_id(rk, o)?;
            }
        }
        for &g in groups {
            group_defs.push(group(rk, g)?);
        }
    } else {
        for &g in groups {
            let name = string_field(rk, g, "Name")?;
            group_defs.push(OptionGroup { id: String::new(), name, parent: None, help: None });
        }
    }
    for (&o, prefixes) in opts.iter().zip(prefix_lists) {
        let def = match reading {
            Reading::Defs => option(rk, o, prefixes, &numbers)?,
            Reading::Docs => documented_option(rk, o, prefixes)?,
        };
        options.push(def);
    }
    let mut marshalled = Vec::new();
    if reading == Reading::Defs {
        marshalled = marshalling(rk, &opts, &mut options)?;
    }
    Ok(OptionTable {
        prefix_sets,
        prefix_union: prefix_union.into_iter().collect(),
        groups: group_defs,
        options,
        marshalled,
    })
}

/// What `CompareOptionRecords` has read of an option so far: it reads
/// fields only when a comparison needs them (a lone option is never
/// compared), so the first field that fails is LLVM's.
#[derive(Default)]
struct SortKey {
    kind: Option<RecId>,
    sentinel: Option<bool>,
    name: Option<Vec<u8>>,
    prefixes: Option<Vec<String>>,
    precedence: Option<i64>,
}

/// How a comparison ends early.
enum Stop {
    /// A field could not be read (reported).
    Reported,
    /// Nothing tells the two options apart.
    Equivalent(RecId, RecId),
}

impl From<crate::backend::Error> for Stop {
    fn from(_: crate::backend::Error) -> Self {
        Stop::Reported
    }
}

/// The sort keys, read on demand.
struct Keys<'a, 'r> {
    rk: &'a mut Records<'r>,
    keys: HashMap<RecId, SortKey>,
}

impl Keys<'_, '_> {
    fn kind(&mut self, o: RecId) -> Result<RecId> {
        if let Some(k) = self.keys.entry(o).or_default().kind {
            return Ok(k);
        }
        let k = def_field(self.rk, o, "Kind")?;
        self.keys.entry(o).or_default().kind = Some(k);
        Ok(k)
    }

    fn sentinel(&mut self, o: RecId) -> Result<bool> {
        if let Some(s) = self.keys.entry(o).or_default().sentinel {
            return Ok(s);
        }
        let kind = self.kind(o)?;
        let s = bit_field(self.rk, kind, "Sentinel")?;
        self.keys.entry(o).or_default().sentinel = Some(s);
        Ok(s)
    }

    fn precedence(&mut self, o: RecId) -> Result<i64> {
        if let Some(p) = self.keys.entry(o).or_default().precedence {
            return Ok(p);
        }
        let kind = self.kind(o)?;
        let r = self.rk.value_as_int(kind, "Precedence");
        let p = lift(self.rk, r)?;
        self.keys.entry(o).or_default().precedence = Some(p);
        Ok(p)
    }

    fn name(&mut self, o: RecId) -> Result<Vec<u8>> {
        if let Some(n) = &self.keys.entry(o).or_default().name {
            return Ok(n.clone());
        }
        let n = string_field(self.rk, o, "Name")?.into_bytes();
        self.keys.entry(o).or_default().name = Some(n.clone());
        Ok(n)
    }

    fn prefixes(&mut self, o: RecId) -> Result<Vec<String>> {
        if let Some(p) = &self.keys.entry(o).or_default().prefixes {
            return Ok(p.clone());
        }
        let p = strings(self.rk, o, "Prefixes")?;
        self.keys.entry(o).or_default().prefixes = Some(p.clone());
        Ok(p)
    }

    /// `CompareOptionRecords`. Not always antisymmetric (options with one
    /// name, kind precedence and first prefixes but different prefix lists
    /// each compare after the other), which is why the sort must be glibc's.
    fn compare(&mut self, a: RecId, b: RecId) -> std::result::Result<i32, Stop> {
        let (a_sentinel, b_sentinel) = (self.sentinel(a)?, self.sentinel(b)?);
        if a_sentinel != b_sentinel {
            return Ok(if a_sentinel { -1 } else { 1 });
        }
        if !a_sentinel {
            let c = compare_names(&self.name(a)?, &self.name(b)?);
            if c != 0 {
                return Ok(c);
            }
            let (pa, pb) = (self.prefixes(a)?, self.prefixes(b)?);
            for (x, y) in pa.iter().zip(&pb) {
                let c = compare_names(x.as_bytes(), y.as_bytes());
                if c != 0 {
                    return Ok(c);
                }
            }
        }
        let (a_prec, b_prec) = (self.precedence(a)?, self.precedence(b)?);
        if a_prec == b_prec && self.prefixes(a)? == self.prefixes(b)? {
            return Err(Stop::Equivalent(a, b));
        }
        Ok(if a_prec < b_prec { -1 } else { 1 })
    }
}

/// The options in `OptTable` order (`array_pod_sort` with
/// `CompareOptionRecords`); two options that nothing tells apart are
/// LLVM's "Equivalent Options found." error.
fn sorted(rk: &mut Records<'_>, mut opts: Vec<RecId>) -> Result<Vec<RecId>> {
    let mut keys = Keys { rk, keys: HashMap::new() };
    let r = qsort(&mut opts, &mut |a, b| keys.compare(a, b));
    match r {
        Ok(()) => Ok(opts),
        Err(Stop::Reported) => Err(crate::backend::Error::Reported),
        Err(Stop::Equivalent(a, b)) => {
            let la = rk.record(a).locs.to_vec();
            let lb = rk.record(b).locs.to_vec();
            rk.error(&la, "Option is equivalent to");
            rk.error(&lb, "Other defined here");
            fatal(rk, &[], "Equivalent Options found.")
        }
    }
}

/// LLVM's `StrCmpOptionName` on C strings: case-insensitive (ASCII, on
/// signed `char`s), a string after the strings it begins, exact ties
/// broken by `strcmp`.
pub(super) fn compare_names(a: &[u8], b: &[u8]) -> i32 {
    // C strings end at the first NUL.
    let a = &a[..a.iter().position(|&c| c == 0).unwrap_or(a.len())];
    let b = &b[..b.iter().position(|&c| c == 0).unwrap_or(b.len())];
    let lower = |s: &[u8], i: usize| s.get(i).map_or(0, |c| c.to_ascii_lowercase() as i8);
    let mut i = 0;
    loop {
        let (x, y) = (lower(a, i), lower(b, i));
        if x != y {
            // A string that ends first sorts after the other (LLVM's
            // StrCmpOptionName), else the smaller character first.
            return if x == 0 || (y != 0 && x > y) { 1 } else { -1 };
        }
        if x == 0 {
            return match a.cmp(b) {
                std::cmp::Ordering::Less => -1,
                std::cmp::Ordering::Equal => 0,
                std::cmp::Ordering::Greater => 1,
            };
        }
        i += 1;
    }
}

/// `getValueAsListOfStrings`.
fn strings(rk: &mut Records<'_>, rec: RecId, field: &str) -> Result<Vec<String>> {
    let r = rk.value_as_list_of_strings(rec, field).map(|v| v.into_iter().map(str::to_owned).collect());
    lift(rk, r)
}

/// A string field that may be `?` (missing is an error).
fn optional_string(rk: &mut Records<'_>, rec: RecId, field: &str) -> Result<Option<String>> {
    if is_unset(rk, rec, field)? {
        return Ok(None);
    }
    string_field(rk, rec, field).map(Some)
}

/// A record field that may be `?` or not a record (LLVM's `dyn_cast<DefInit>`).
fn optional_def(rk: &mut Records<'_>, rec: RecId, field: &str) -> Result<Option<RecId>> {
    let r = rk.value_init(rec, field);
    let v = lift(rk, r)?;
    Ok(rk.inits.as_def(v))
}

/// `getOptionName`: `EnumName`, or the record's name.
fn option_id(rk: &mut Records<'_>, rec: RecId) -> Result<String> {
    if is_unset(rk, rec, "EnumName")? {
        return Ok(rk.name_str(rec).to_owned());
    }
    string_field(rk, rec, "EnumName")
}

/// The names of a list of records (`getValueAsListInit`, each a def).
fn def_names(rk: &mut Records<'_>, rec: RecId, field: &str) -> Result<Vec<String>> {
    let r = rk.value_as_list(rec, field).map(<[Init]>::to_vec);
    let list = lift(rk, r)?;
    Ok(list
        .into_iter()
        .map(|i| rk.inits.as_def(i).map_or_else(|| rk.as_unquoted_string(i), |d| rk.name_str(d).to_owned()))
        .collect())
}

/// An `OptionGroup`, read as its `OPTION` line does.
fn group(rk: &mut Records<'_>, g: RecId) -> Result<OptionGroup> {
    let name = string_field(rk, g, "Name")?;
    let id = option_id(rk, g)?;
    let parent = match optional_def(rk, g, "Group")? {
        Some(p) => Some(option_id(rk, p)?),
        None => None,
    };
    let help = optional_string(rk, g, "HelpText")?;
    Ok(OptionGroup { id, name, parent, help })
}

/// An option, read as its `OPTION` line does.
fn option(
    rk: &mut Records<'_>,
    o: RecId,
    prefixes: Vec<String>,
    numbers: &BTreeMap<Vec<String>, usize>,
) -> Result<OptionDef> {
    let prefix_set = numbers.get(&prefixes).copied().unwrap_or(0);
    let name = string_field(rk, o, "Name")?;
    let id = option_id(rk, o)?;
    let kind_def = def_field(rk, o, "Kind")?;
    let kind = OptionKind::from_name(&string_field(rk, kind_def, "Name")?);
    let (group, group_flags, group_vis) = match optional_def(rk, o, "Group")? {
        Some(g) => {
            let flags = def_names(rk, g, "Flags")?;
            let vis = def_names(rk, g, "Visibility")?;
            let id = option_id(rk, g)?;
            (Some(GroupRef { id, name: String::new() }), flags, vis)
        }
        None => (None, Vec::new(), Vec::new()),
    };
    let alias = match optional_def(rk, o, "Alias")? {
        Some(a) => Some(option_id(rk, a)?),
        None => None,
    };
    let alias_args = strings(rk, o, "AliasArgs")?;
    let mut flags = def_names(rk, o, "Flags")?;
    flags.extend(group_flags);
    let mut visibility = def_names(rk, o, "Visibility")?;
    visibility.extend(group_vis);
    let r = rk.value_as_int(o, "NumArgs");
    let num_args = lift(rk, r)?;
    let help = optional_string(rk, o, "HelpText")?;
    let mut help_variants = Vec::new();
    for v in defs_field(rk, o, "HelpTextsForVariants")? {
        let visibilities = def_names(rk, v, "Visibilities")?;
        let text = string_field(rk, v, "Text")?;
        help_variants.push(HelpVariant { visibilities, text });
    }
    let meta_var = optional_string(rk, o, "MetaVarName")?;
    let values = optional_string(rk, o, "Values")?;
    let values_code = optional_string(rk, o, "ValuesCode")?;
    Ok(OptionDef {
        prefixes,
        prefix_set,
        name,
        id,
        kind,
        group,
        alias,
        alias_args,
        flags,
        visibility,
        num_args,
        help,
        help_variants,
        meta_var,
        values,
        values_code,
        marshalling: None,
    })
}

/// An option, read as its documentation does.
fn documented_option(rk: &mut Records<'_>, o: RecId, prefixes: Vec<String>) -> Result<OptionDef> {
    let group = match optional_def(rk, o, "Group")? {
        Some(g) => Some(GroupRef { id: String::new(), name: string_field(rk, g, "Name")? }),
        None => None,
    };
    let name = string_field(rk, o, "Name")?;
    let meta_var = optional_string(rk, o, "MetaVarName")?;
    let values = optional_string(rk, o, "Values")?;
    let help = optional_string(rk, o, "HelpText")?;
    Ok(OptionDef {
        prefixes,
        prefix_set: 0,
        name,
        id: String::new(),
        kind: OptionKind::Known(tablegen_runtime::opt::OptionKind::Flag),
        group,
        alias: None,
        alias_args: Vec::new(),
        flags: Vec::new(),
        visibility: Vec::new(),
        num_args: 0,
        help,
        help_variants: Vec::new(),
        meta_var,
        values,
        values_code: None,
        marshalling: None,
    })
}

/// The options with a non-empty `KeyPath`, in definition order, with
/// their marshalling fields (`createMarshallingInfo`).
fn marshalling(rk: &mut Records<'_>, opts: &[RecId], options: &mut [OptionDef]) -> Result<Vec<usize>> {
    let mut with = Vec::new();
    for (i, &o) in opts.iter().enumerate() {
        if !is_unset(rk, o, "KeyPath")? && !string_field(rk, o, "KeyPath")?.is_empty() {
            with.push(i);
        }
    }
    with.sort_by_key(|&i| rk.record(opts[i]).id);
    let mut tables = 0;
    for &i in &with {
        let o = opts[i];
        let should_always_emit = bit_field(rk, o, "ShouldAlwaysEmit")?;
        let macro_prefix = string_field(rk, o, "MacroPrefix")?;
        let key_path = string_field(rk, o, "KeyPath")?;
        let default_value = string_field(rk, o, "DefaultValue")?;
        let normalized_values_scope = string_field(rk, o, "NormalizedValuesScope")?;
        let implied_check = string_field(rk, o, "ImpliedCheck")?;
        // `getValueAsOptionalString`: a missing field is still an error.
        let implied_value = optional_string(rk, o, "ImpliedValue")?.unwrap_or_else(|| default_value.clone());
        let should_parse = string_field(rk, o, "ShouldParse")?;
        let normalizer = string_field(rk, o, "Normalizer")?;
        let denormalizer = string_field(rk, o, "Denormalizer")?;
        let value_merger = string_field(rk, o, "ValueMerger")?;
        let value_extractor = string_field(rk, o, "ValueExtractor")?;
        let table = if is_unset(rk, o, "NormalizedValues")? {
            None
        } else {
            let normalized = strings(rk, o, "NormalizedValues")?;
            let name = format!("{}ValueTable", option_id(rk, o)?);
            let values =
                string_field(rk, o, "Values")?.split(',').filter(|v| !v.is_empty()).map(str::to_owned).collect();
            tables += 1;
            Some(ValueTable { index: tables - 1, name, values, normalized })
        };
        options[i].marshalling = Some(Marshalling {
            macro_prefix,
            key_path,
            default_value,
            normalized_values_scope,
            implied_check,
            implied_value,
            should_parse,
            should_always_emit,
            normalizer,
            denormalizer,
            value_merger,
            value_extractor,
            table,
        });
    }
    Ok(with)
}
