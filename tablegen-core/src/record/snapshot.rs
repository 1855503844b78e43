//! The [`RecordKeeper`] as the record cache saves it (`crate::cache`): the
//! value store, every record of the arena (classes, defs, multiclass
//! prototypes and the scratch records of instantiation, so that every
//! [`RecId`] keeps its meaning), the name tables and the evaluation caches
//! whose contents decide which values backends build later.
//!
//! A record is a header of words (name, id, kind, cached def, and the
//! length of each list) followed by its lists, all in one stream of `u32`s.
//! The source manager is not saved: the cache rebuilds it from the files
//! it verified.

use super::{AssertionInfo, DumpInfo, FieldKind, Record, RecordKind, RecordKeeper, RecordVal};
use crate::cache::bytes::{Reader, Words, Writer};
use crate::init::{Init, InitStore};
use crate::intern::{FxHashMap, Sym};
use crate::record::RecId;
use crate::source::{Loc, LocRange};
use crate::types::Ty;

/// `def_init` when the record has none yet.
const NO_DEF_INIT: u32 = u32::MAX;

fn kind_word(k: RecordKind) -> u32 {
    match k {
        RecordKind::Def => 0,
        RecordKind::AnonymousDef => 1,
        RecordKind::Class => 2,
        RecordKind::MultiClass => 3,
    }
}

/// A field's kind and flags in one word.
fn field_flags(v: &RecordVal) -> u32 {
    let kind = match v.kind {
        FieldKind::Normal => 0,
        FieldKind::NonconcreteOk => 1,
        FieldKind::TemplateArg => 2,
    };
    kind | u32::from(v.used) << 2 | u32::from(v.settled) << 3
}

fn len_word(n: usize) -> Option<u32> {
    u32::try_from(n).ok()
}

/// Appends `map`'s pairs, sorted by key so that equal keepers save equal
/// bytes.
fn save_pairs<K: Copy + Ord, V: Copy>(w: &mut Writer, map: &FxHashMap<K, V>, words: impl Fn(K, V) -> [u32; 2]) -> Option<()>
where
    K: core::hash::Hash,
{
    let mut pairs: Vec<(K, V)> = map.iter().map(|(k, v)| (*k, *v)).collect();
    pairs.sort_unstable_by_key(|p| p.0);
    w.u32s(pairs.into_iter().flat_map(|(k, v)| words(k, v)).collect::<Vec<_>>().into_iter())
}

/// Reads pairs saved by [`save_pairs`].
fn load_pairs<K: Eq + core::hash::Hash, V>(
    r: &mut Reader<'_>,
    mut pair: impl FnMut(&mut Words<'_>) -> Option<(K, V)>,
) -> Option<FxHashMap<K, V>> {
    let mut w = r.u32s()?;
    let mut map = FxHashMap::default();
    map.reserve(w.remaining() / 2);
    while !w.is_empty() {
        let (k, v) = pair(&mut w)?;
        map.insert(k, v);
    }
    Some(map)
}

/// The arena sizes a record's handles are checked against.
struct Limits {
    nodes: usize,
    types: usize,
    records: usize,
}

impl Limits {
    #[inline]
    fn init(&self, w: &mut Words<'_>) -> Option<Init> {
        w.below(self.nodes).map(Init)
    }
    #[inline]
    fn rec(&self, w: &mut Words<'_>) -> Option<RecId> {
        w.below(self.records).map(RecId)
    }
}

/// A list: its length (which cannot exceed the words left, so a bad one
/// fails before a huge allocation), then its items.
#[inline]
fn list<T>(w: &mut Words<'_>, mut item: impl FnMut(&mut Words<'_>) -> Option<T>) -> Option<Vec<T>> {
    let n = w.next().map(|n| n as usize).filter(|&n| n <= w.remaining())?;
    let mut v = Vec::with_capacity(n);
    for _ in 0..n {
        v.push(item(w)?);
    }
    Some(v)
}

fn loc(w: &mut Words<'_>) -> Option<Loc> {
    w.next().map(Loc::from_raw)
}

fn get_record(w: &mut Words<'_>, l: &Limits) -> Option<Record> {
    let name = l.init(w)?;
    let id = w.next()?;
    let kind = match w.next()? {
        0 => RecordKind::Def,
        1 => RecordKind::AnonymousDef,
        2 => RecordKind::Class,
        3 => RecordKind::MultiClass,
        _ => return None,
    };
    let def_init = match w.next()? {
        NO_DEF_INIT => None,
        i if (i as usize) < l.nodes => Some(Init(i)),
        _ => return None,
    };
    let locs = list(w, loc)?;
    let forward_decl_locs = list(w, loc)?;
    let template_args = list(w, |w| l.init(w))?;
    let values = list(w, |w| {
        let name = l.init(w)?;
        let loc = loc(w)?;
        let ty = Ty(w.below(l.types)?);
        let value = l.init(w)?;
        let flags = w.next()?;
        let kind = match flags & 3 {
            0 => FieldKind::Normal,
            1 => FieldKind::NonconcreteOk,
            2 => FieldKind::TemplateArg,
            _ => return None,
        };
        if flags >> 4 != 0 {
            return None;
        }
        Some(RecordVal { name, loc, ty, value, kind, used: flags & 4 != 0, settled: flags & 8 != 0 })
    })?;
    let assertions =
        list(w, |w| Some(AssertionInfo { loc: loc(w)?, condition: l.init(w)?, message: l.init(w)? }))?;
    let dumps = list(w, |w| Some(DumpInfo { loc: loc(w)?, message: l.init(w)? }))?;
    let super_classes = list(w, |w| Some((l.rec(w)?, LocRange::new(loc(w)?, loc(w)?))))?;
    Some(Record {
        name,
        locs,
        forward_decl_locs,
        template_args,
        values,
        assertions,
        dumps,
        super_classes,
        id,
        kind,
        def_init,
    })
}

fn put_record(r: &Record, w: &mut Vec<u32>) -> Option<()> {
    w.extend([r.name.0, r.id, kind_word(r.kind), r.def_init.map_or(NO_DEF_INIT, |i| i.0)]);
    w.push(len_word(r.locs.len())?);
    w.extend(r.locs.iter().map(|l| l.raw()));
    w.push(len_word(r.forward_decl_locs.len())?);
    w.extend(r.forward_decl_locs.iter().map(|l| l.raw()));
    w.push(len_word(r.template_args.len())?);
    w.extend(r.template_args.iter().map(|i| i.0));
    w.push(len_word(r.values.len())?);
    for v in &r.values {
        w.extend([v.name.0, v.loc.raw(), v.ty.0, v.value.0, field_flags(v)]);
    }
    w.push(len_word(r.assertions.len())?);
    for a in &r.assertions {
        w.extend([a.loc.raw(), a.condition.0, a.message.0]);
    }
    w.push(len_word(r.dumps.len())?);
    for d in &r.dumps {
        w.extend([d.loc.raw(), d.message.0]);
    }
    w.push(len_word(r.super_classes.len())?);
    for (c, range) in &r.super_classes {
        w.extend([c.0, range.start.raw(), range.end.raw()]);
    }
    Some(())
}

impl RecordKeeper {
    /// Appends the keeper to `w` (everything but the source manager and
    /// the input file name, which the cache restores itself). `None` when
    /// the keeper is not in the state a successful parse leaves it in.
    pub(crate) fn save(&self, w: &mut Writer) -> Option<()> {
        if !self.pending.is_empty() || self.fatal || self.errors > 0 || self.instantiation_depth != 0 {
            return None;
        }
        w.len(self.records.len())?;
        self.inits.save(w)?;
        let mut words = Vec::with_capacity(self.records.len() * 16);
        for r in &self.records {
            put_record(r, &mut words)?;
        }
        w.u32s(words.into_iter())?;
        save_pairs(w, &self.classes, |s: Sym, r: RecId| [s.0, r.0])?;
        save_pairs(w, &self.defs, |s: Sym, r: RecId| [s.0, r.0])?;
        save_pairs(w, &self.globals, |s: Sym, i: Init| [s.0, i.0])?;
        save_pairs(w, &self.var_def_cache, |k: Init, v: Init| [k.0, v.0])?;
        save_pairs(w, &self.unresolved_cache, |k: Init, v: bool| [k.0, u32::from(v)])
    }

    /// Reads a keeper saved by [`RecordKeeper::save`]; `None` if any handle
    /// is out of range.
    pub(crate) fn load(r: &mut Reader<'_>) -> Option<RecordKeeper> {
        let n = r.len()?;
        let inits = InitStore::load(r, n)?;
        let l = Limits { nodes: inits.len(), types: inits.types.count(), records: n };
        let strings = inits.strings.len();
        let mut w = r.u32s()?;
        // Every record takes at least 11 words: a bad count fails here,
        // before a huge allocation.
        if n > w.remaining() / 11 {
            return None;
        }
        let mut records = Vec::with_capacity(n);
        for _ in 0..n {
            records.push(get_record(&mut w, &l)?);
        }
        if !w.is_empty() {
            return None;
        }
        let sym = |w: &mut Words<'_>| w.below(strings).map(Sym);
        let classes = load_pairs(r, |w| Some((sym(w)?, l.rec(w)?)))?;
        let defs = load_pairs(r, |w| Some((sym(w)?, l.rec(w)?)))?;
        let globals = load_pairs(r, |w| Some((sym(w)?, l.init(w)?)))?;
        let var_def_cache = load_pairs(r, |w| Some((l.init(w)?, l.init(w)?)))?;
        let unresolved_cache = load_pairs(r, |w| {
            let k = l.init(w)?;
            match w.next()? {
                0 => Some((k, false)),
                1 => Some((k, true)),
                _ => None,
            }
        })?;
        let mut rk = RecordKeeper::new();
        rk.inits = inits;
        rk.records = records;
        rk.classes = classes;
        rk.defs = defs;
        rk.globals = globals;
        rk.var_def_cache = var_def_cache;
        rk.unresolved_cache = unresolved_cache;
        Some(rk)
    }

    /// Whether two keepers hold the same values, records and tables (the
    /// cache's round-trip tests).
    #[cfg(test)]
    pub(crate) fn same_as(&self, b: &RecordKeeper) -> bool {
        let same_record = |x: &Record, y: &Record| {
            let mut a = Vec::new();
            let mut c = Vec::new();
            put_record(x, &mut a).is_some() && put_record(y, &mut c).is_some() && a == c
        };
        self.inits.same_as(&b.inits)
            && self.inits.strings.same_as(&b.inits.strings)
            && self.inits.types.same_as(&b.inits.types)
            && self.records.len() == b.records.len()
            && self.records.iter().zip(&b.records).all(|(x, y)| same_record(x, y))
            && self.classes == b.classes
            && self.defs == b.defs
            && self.globals == b.globals
            && self.var_def_cache == b.var_def_cache
            && self.unresolved_cache == b.unresolved_cache
    }
}
