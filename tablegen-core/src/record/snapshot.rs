//! The [`RecordKeeper`] as the record cache saves it (`crate::cache`): the
//! value store, every record of the arena (classes, defs, multiclass
//! prototypes and the scratch records of instantiation, so that every
//! [`RecId`] keeps its meaning), the name tables and the evaluation caches
//! whose contents decide which values backends build later.
//!
//! # Layout
//! Fields are most of a keeper (X86: 3.4 million in 79,000 records), and
//! records made from the same classes have the same field names, types and
//! kinds: a *layout*, of which X86 has under 2,000. Layouts are saved once.
//! A record names its layout, and its fields are saved as a difference from
//! the previous record of the same layout: per 32 fields a bitmap of those
//! whose value, location or flags differ, then those fields (X86: one field
//! in eight differs).
//! Its locations, template arguments and superclasses are a flag when they
//! equal that record's too. Everything is one stream of `u32` words.
//!
//! The source manager is not saved: the cache rebuilds it from the files it
//! verified.

use super::{AssertionInfo, DumpInfo, FieldKind, Record, RecordKeeper, RecordKind, RecordVal};
use crate::bytes::{arena, Reader, Sections, Words, Writer};
use crate::ids::RecId;
use crate::init::{Init, InitStore};
use crate::intern::{FxHashMap, Sym};
use crate::source::{Loc, LocRange};
use crate::types::Ty;

/// `def_init` when the record has none yet.
const NO_DEF_INIT: u32 = u32::MAX;

/// Record flags: the previous record of the layout exists (and a field
/// bitmap follows); its locations, template arguments or superclasses are
/// this record's too.
const HAS_PREV: u32 = 1;
const SAME_LOCS: u32 = 2;
const SAME_TARGS: u32 = 4;
const SAME_SUPERS: u32 = 8;

fn kind_word(k: RecordKind) -> u32 {
    match k {
        RecordKind::Def => 0,
        RecordKind::AnonymousDef => 1,
        RecordKind::Class => 2,
        RecordKind::MultiClass => 3,
    }
}

/// A field's flags (what is neither layout nor value nor location).
fn state_word(v: &RecordVal) -> u32 {
    u32::from(v.used()) | u32::from(v.settled()) << 1 | u32::from(v.inert()) << 2
}

/// What the layout of a field is: name, type, kind.
fn layout_of(v: &RecordVal) -> [u32; 3] {
    [v.name.0, v.ty().0, v.kind().code()]
}

fn len_word(n: usize) -> Option<u32> {
    u32::try_from(n).ok()
}

/// Appends `map`'s pairs, sorted by key so that equal keepers save equal
/// bytes.
fn save_pairs<K: Copy + Ord + core::hash::Hash, V: Copy>(
    w: &mut Writer,
    map: &FxHashMap<K, V>,
    words: impl Fn(K, V) -> [u32; 2],
) -> Option<()> {
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

/// Saves records against their layouts.
#[derive(Default)]
struct Encoder {
    layouts: FxHashMap<Vec<[u32; 3]>, u32>,
    /// Per layout: the last record saved with it.
    last: Vec<usize>,
    /// The layouts, flattened: per layout its length, then its fields.
    layout_words: Vec<u32>,
    words: Vec<u32>,
}

impl Encoder {
    fn record(&mut self, records: &[Record], i: usize) -> Option<()> {
        let r = &records[i];
        let shape: Vec<[u32; 3]> = r.values.iter().map(layout_of).collect();
        let next = len_word(self.last.len())?;
        let layout = *self.layouts.entry(shape).or_insert(next);
        let prev = if layout == next {
            self.layout_words.push(len_word(r.values.len())?);
            self.layout_words.extend(r.values.iter().flat_map(layout_of));
            self.last.push(i);
            None
        } else {
            let p = &records[self.last[layout as usize]];
            self.last[layout as usize] = i;
            Some(p)
        };
        let mut flags = 0;
        if let Some(p) = prev {
            flags |= HAS_PREV;
            flags |= if p.locs == r.locs { SAME_LOCS } else { 0 };
            flags |= if p.template_args == r.template_args { SAME_TARGS } else { 0 };
            flags |= if p.super_classes == r.super_classes { SAME_SUPERS } else { 0 };
        }
        let w = &mut self.words;
        w.extend([r.name.0, r.id, kind_word(r.kind), r.def_init.map_or(NO_DEF_INIT, |i| i.0), layout, flags]);
        if flags & SAME_LOCS == 0 {
            w.push(len_word(r.locs.len())?);
            w.extend(r.locs.iter().map(|l| l.raw()));
        }
        w.push(len_word(r.forward_decl_locs.len())?);
        w.extend(r.forward_decl_locs.iter().map(|l| l.raw()));
        if flags & SAME_TARGS == 0 {
            w.push(len_word(r.template_args.len())?);
            w.extend(r.template_args.iter().map(|i| i.0));
        }
        let field = |w: &mut Vec<u32>, v: &RecordVal| w.extend([v.value.0, v.loc.raw(), state_word(v)]);
        match prev {
            None => r.values.iter().for_each(|v| field(w, v)),
            Some(p) => {
                let differs = |(a, b): (&RecordVal, &RecordVal)| {
                    a.value != b.value || a.loc != b.loc || state_word(a) != state_word(b)
                };
                // Per 32 fields, a bitmap of those that differ, then they.
                for (ours, theirs) in r.values.chunks(32).zip(p.values.chunks(32)) {
                    let mut bits = 0u32;
                    for (k, pair) in ours.iter().zip(theirs).enumerate() {
                        bits |= u32::from(differs(pair)) << k;
                    }
                    w.push(bits);
                    for (v, _) in ours.iter().zip(theirs).filter(|&pair| differs(pair)) {
                        field(w, v);
                    }
                }
            }
        }
        w.push(len_word(r.assertions.len())?);
        for a in &r.assertions {
            w.extend([a.loc.raw(), a.condition.0, a.message.0]);
        }
        w.push(len_word(r.dumps.len())?);
        for d in &r.dumps {
            w.extend([d.loc.raw(), d.message.0]);
        }
        if flags & SAME_SUPERS == 0 {
            w.push(len_word(r.super_classes.len())?);
            for (c, range) in &r.super_classes {
                w.extend([c.0, range.start.raw(), range.end.raw()]);
            }
        }
        Some(())
    }
}

/// One layout: each field's name, type and kind.
type Layout = Vec<(Init, Ty, FieldKind)>;

fn get_layouts(w: &mut Words<'_>, l: &Limits) -> Option<Vec<Layout>> {
    let mut layouts = Vec::new();
    while !w.is_empty() {
        layouts.push(list(w, |w| {
            let name = l.init(w)?;
            let ty = Ty(w.below(l.types)?);
            let kind = FieldKind::from_code(w.next()?)?;
            Some((name, ty, kind))
        })?);
    }
    Some(layouts)
}

/// A field's value, location and flags.
#[inline]
fn get_field(w: &mut Words<'_>, l: &Limits, v: &mut RecordVal) -> Option<()> {
    v.value = l.init(w)?;
    v.loc = loc(w)?;
    let state = w.next()?;
    if state > 7 {
        return None;
    }
    v.set_used(state & 1 != 0);
    v.set_settled(state & 2 != 0);
    v.set_inert(state & 4 != 0);
    Some(())
}

/// Reads the next record; `records` are those read so far, `last` the
/// last of each layout.
fn get_record(
    w: &mut Words<'_>,
    l: &Limits,
    layouts: &[Layout],
    records: &[Record],
    last: &mut [Option<usize>],
) -> Option<Record> {
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
    let layout_index = w.next()? as usize;
    let layout = layouts.get(layout_index)?;
    let flags = w.next()?;
    let prev = match (last[layout_index].replace(records.len()), flags & HAS_PREV != 0) {
        (Some(p), true) => Some(&records[p]),
        (None, false) if flags == 0 => None,
        _ => return None,
    };
    let locs = match prev {
        Some(p) if flags & SAME_LOCS != 0 => p.locs.clone(),
        _ => list(w, loc)?.into(),
    };
    let forward_decl_locs = list(w, loc)?;
    let template_args = match prev {
        Some(p) if flags & SAME_TARGS != 0 => p.template_args.clone(),
        _ => list(w, |w| l.init(w))?.into(),
    };
    let values = match prev {
        None => {
            let mut values = Vec::with_capacity(layout.len());
            for &(name, ty, kind) in layout {
                let mut v = RecordVal::new(name, Loc::NONE, ty, Init::UNSET, kind);
                get_field(w, l, &mut v)?;
                values.push(v);
            }
            values
        }
        Some(p) => {
            let mut values = p.values.clone();
            for chunk in values.chunks_mut(32) {
                let mut bits = w.next()?;
                while bits != 0 {
                    get_field(w, l, chunk.get_mut(bits.trailing_zeros() as usize)?)?;
                    bits &= bits - 1;
                }
            }
            values
        }
    };
    let assertions = list(w, |w| Some(AssertionInfo { loc: loc(w)?, condition: l.init(w)?, message: l.init(w)? }))?;
    let dumps = list(w, |w| Some(DumpInfo { loc: loc(w)?, message: l.init(w)? }))?;
    let super_classes = match prev {
        Some(p) if flags & SAME_SUPERS != 0 => p.super_classes.clone(),
        _ => list(w, |w| Some((l.rec(w)?, LocRange::new(loc(w)?, loc(w)?))))?,
    };
    Some(Record {
        name,
        locs,
        forward_decl_locs: forward_decl_locs.into(),
        template_args,
        values,
        assertions: assertions.into(),
        dumps: dumps.into(),
        super_classes,
        id,
        kind,
        def_init,
    })
}

impl RecordKeeper {
    /// Appends the keeper to `w` (everything but the source manager and
    /// the input file name, which the cache restores itself). `None` when
    /// the keeper is not in the state a successful parse leaves it in.
    pub(crate) fn save(&self, w: &mut Writer) -> Option<()> {
        if !self.pending.is_empty() || self.fatal || self.errors > 0 || self.eval.instantiation_depth != 0 {
            return None;
        }
        w.section(|w| w.len(self.records.len()))?;
        self.inits.save(w)?;
        let mut e = Encoder { words: Vec::with_capacity(self.records.len() * 16), ..Encoder::default() };
        for i in 0..self.records.len() {
            e.record(&self.records, i)?;
        }
        w.section(|w| w.u32s(e.layout_words.into_iter()))?;
        w.section(|w| w.u32s(e.words.into_iter()))?;
        w.section(|w| {
            save_pairs(w, &self.classes, |s: Sym, r: RecId| [s.0, r.0])?;
            save_pairs(w, &self.defs, |s: Sym, r: RecId| [s.0, r.0])?;
            save_pairs(w, &self.globals, |s: Sym, i: Init| [s.0, i.0])?;
            save_pairs(w, &self.eval.var_def_cache, |k: Init, v: Init| [k.0, v.0])?;
            save_pairs(w, &self.eval.unresolved_cache, |k: Init, v: bool| [k.0, u32::from(v)])
        })
    }

    /// Reads a keeper saved by [`RecordKeeper::save`]; `None` if any handle
    /// is out of range.
    pub(crate) fn load(s: &mut Sections<'_>) -> Option<RecordKeeper> {
        let n = s.next()?.len()?;
        let inits = InitStore::load(s, n)?;
        let l = Limits { nodes: inits.len(), types: inits.types.count(), records: n };
        let strings = inits.strings.len();
        let layouts = get_layouts(&mut s.next()?.u32s()?, &l)?;
        let mut r = s.next()?;
        let mut w = r.u32s()?;
        // Every record takes at least 8 words: a bad count fails here,
        // before a huge allocation.
        if n > w.remaining() / 8 {
            return None;
        }
        let mut last = vec![None; layouts.len()];
        let mut records = arena(n);
        for _ in 0..n {
            let rec = get_record(&mut w, &l, &layouts, &records, &mut last)?;
            records.push(rec);
        }
        if !w.is_empty() {
            return None;
        }
        let mut r = s.next()?;
        let r = &mut r;
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
        if !r.at_end() {
            return None;
        }
        let mut rk = RecordKeeper::new();
        rk.inits = inits;
        rk.records = records;
        rk.classes = classes;
        rk.defs = defs;
        rk.globals = globals;
        rk.eval.var_def_cache = var_def_cache;
        rk.eval.unresolved_cache = unresolved_cache;
        Some(rk)
    }

    /// Whether two keepers hold the same values, records and tables (the
    /// cache's round-trip tests).
    #[cfg(test)]
    pub(crate) fn same_as(&self, b: &RecordKeeper) -> bool {
        let same_val = |x: &RecordVal, y: &RecordVal| {
            layout_of(x) == layout_of(y) && x.value == y.value && x.loc == y.loc && state_word(x) == state_word(y)
        };
        let same_record = |x: &Record, y: &Record| {
            x.name == y.name
                && x.locs == y.locs
                && x.forward_decl_locs == y.forward_decl_locs
                && x.template_args == y.template_args
                && x.values.len() == y.values.len()
                && x.values.iter().zip(&y.values).all(|(a, b)| same_val(a, b))
                && x.assertions
                    .iter()
                    .map(|a| (a.loc, a.condition, a.message))
                    .eq(y.assertions.iter().map(|a| (a.loc, a.condition, a.message)))
                && x.dumps.iter().map(|d| (d.loc, d.message)).eq(y.dumps.iter().map(|d| (d.loc, d.message)))
                && x.super_classes == y.super_classes
                && x.id == y.id
                && x.kind == y.kind
                && x.def_init == y.def_init
        };
        self.inits.same_as(&b.inits)
            && self.inits.strings.same_as(&b.inits.strings)
            && self.inits.types.same_as(&b.inits.types)
            && self.records.len() == b.records.len()
            && self.records.iter().zip(&b.records).all(|(x, y)| same_record(x, y))
            && self.classes == b.classes
            && self.defs == b.defs
            && self.globals == b.globals
            && self.eval.var_def_cache == b.eval.var_def_cache
            && self.eval.unresolved_cache == b.eval.unresolved_cache
    }
}
