//! The [`TypeStore`] as the record cache saves it (`crate::cache`): the
//! types in creation order; the lookup maps are rebuilt on load.

use super::{Ty, TyKind, TypeStore};
use crate::bytes::{Reader, Writer};
use crate::ids::RecId;
use crate::intern::FxHashMap;

/// Widths up to this get a direct slot in `bits` again on load; wider
/// `bits<n>` types are found through the map, with the same handle.
const DIRECT_BITS: u32 = 1 << 16;

impl TypeStore {
    /// Number of types.
    pub(crate) fn count(&self) -> usize {
        self.kinds.len()
    }

    /// Appends the store to `w`: per type a tag word and its operands.
    pub(crate) fn save(&self, w: &mut Writer) -> Option<()> {
        let mut words = Vec::with_capacity(self.kinds.len() * 2);
        words.push(u32::try_from(self.kinds.len()).ok()?);
        for k in &self.kinds {
            match k {
                TyKind::Bit => words.push(0),
                TyKind::Bits(n) => words.extend([1, *n]),
                TyKind::Int => words.push(2),
                TyKind::String => words.push(3),
                TyKind::List(e) => words.extend([4, e.0]),
                TyKind::Dag => words.push(5),
                TyKind::Record(cs) => {
                    words.extend([6, u32::try_from(cs.len()).ok()?]);
                    words.extend(cs.iter().map(|c| c.0));
                }
            }
        }
        w.u32s(words.into_iter())
    }

    /// Reads a store saved by [`TypeStore::save`] for an arena of `records`
    /// records, checking every handle.
    pub(crate) fn load(r: &mut Reader<'_>, records: usize) -> Option<TypeStore> {
        let mut w = r.u32s()?;
        let n = w.next()? as usize;
        if n > w.remaining() || n > super::MAX_TYPES {
            return None;
        }
        let mut s = TypeStore {
            exhausted: false,
            kinds: Vec::with_capacity(n),
            map: FxHashMap::default(),
            bits: Vec::new(),
            lists: FxHashMap::default(),
            records: FxHashMap::default(),
        };
        s.map.reserve(n);
        for i in 0..n as u32 {
            let k = match w.next()? {
                0 => TyKind::Bit,
                1 => TyKind::Bits(w.next()?),
                2 => TyKind::Int,
                3 => TyKind::String,
                4 => TyKind::List(Ty(w.below(n)?)),
                5 => TyKind::Dag,
                6 => {
                    let len = w.next()? as usize;
                    if len > w.remaining() {
                        return None;
                    }
                    let mut cs = Vec::with_capacity(len);
                    for _ in 0..len {
                        cs.push(RecId(w.below(records)?));
                    }
                    TyKind::Record(cs.into_boxed_slice())
                }
                _ => return None,
            };
            match k {
                TyKind::Bits(b) if b < DIRECT_BITS => {
                    if s.bits.len() <= b as usize {
                        s.bits.resize(b as usize + 1, None);
                    }
                    s.bits[b as usize] = Some(Ty(i));
                }
                TyKind::List(e) => {
                    s.lists.insert(e, Ty(i));
                }
                TyKind::Record(ref cs) => {
                    s.records.insert(cs.clone(), Ty(i));
                }
                _ => {}
            }
            s.map.insert(k.clone(), Ty(i));
            s.kinds.push(k);
        }
        // The predefined types keep their handles (`Ty::BIT` ...).
        let predefined = [TyKind::Bit, TyKind::Int, TyKind::String, TyKind::Dag, TyKind::Record(Box::new([]))];
        if !w.is_empty() || s.kinds.get(..predefined.len())? != predefined {
            return None;
        }
        Some(s)
    }

    /// Whether two stores hold the same types in the same order (tests).
    #[cfg(test)]
    pub(crate) fn same_as(&self, b: &TypeStore) -> bool {
        self.kinds == b.kinds
    }
}
