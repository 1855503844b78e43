//! A small map from hardware mode to a value, ordered by mode: the storage
//! of [`TypeSet`](super::TypeSet) and [`VtByHwMode`](super::VtByHwMode).
//!
//! Nearly every set the inference touches holds the default mode alone, and
//! the inference copies sets at every step. A `BTreeMap` allocates a node of
//! several hundred bytes per set; this map keeps one entry inline and only
//! allocates for the rare set with several modes, so copying a set is a
//! `memcpy`. It compares, orders and hashes as the sequence of its
//! `(mode, value)` pairs in mode order, exactly as the `BTreeMap` it
//! replaces.

use std::cmp::Ordering;
use std::hash::{Hash, Hasher};

/// A map from mode to `V`, sorted by mode, one entry inline.
#[derive(Clone)]
pub struct ModeMap<V: Copy + Default> {
    repr: Repr<V>,
}

/// The storage: `Small` up to one entry, `Large` from two on (a `Large`
/// map never shrinks back except through [`ModeMap::clear`]; comparisons go
/// through [`ModeMap::as_slice`], so the variant is never observable).
#[derive(Clone)]
enum Repr<V: Copy + Default> {
    Small { len: u8, item: (u32, V) },
    Large(Vec<(u32, V)>),
}

impl<V: Copy + Default> Default for ModeMap<V> {
    fn default() -> Self {
        ModeMap { repr: Repr::Small { len: 0, item: (0, V::default()) } }
    }
}

impl<V: Copy + Default> ModeMap<V> {
    /// The map holding `v` at mode `m` only.
    pub fn one(m: u32, v: V) -> Self {
        ModeMap { repr: Repr::Small { len: 1, item: (m, v) } }
    }

    /// The entries in mode order.
    #[inline]
    pub fn as_slice(&self) -> &[(u32, V)] {
        match &self.repr {
            Repr::Small { len, item } => std::slice::from_ref(item).get(..usize::from(*len)).unwrap_or(&[]),
            Repr::Large(v) => v,
        }
    }

    /// The entries in mode order, values mutable (modes must not change).
    #[inline]
    fn as_mut_slice(&mut self) -> &mut [(u32, V)] {
        match &mut self.repr {
            Repr::Small { len, item } => {
                let n = usize::from(*len);
                &mut std::slice::from_mut(item)[..n]
            }
            Repr::Large(v) => v,
        }
    }

    /// Number of modes.
    #[inline]
    pub fn len(&self) -> usize {
        match &self.repr {
            Repr::Small { len, .. } => usize::from(*len),
            Repr::Large(v) => v.len(),
        }
    }

    /// True when no mode is present.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Removes every mode.
    pub fn clear(&mut self) {
        *self = Self::default();
    }

    fn position(&self, m: u32) -> Result<usize, usize> {
        self.as_slice().binary_search_by_key(&m, |e| e.0)
    }

    /// The value of mode `m`.
    #[inline]
    pub fn get(&self, m: &u32) -> Option<&V> {
        let s = self.as_slice();
        // The common case, one entry, without a search.
        if s.len() == 1 {
            return (s[0].0 == *m).then_some(&s[0].1);
        }
        self.position(*m).ok().map(|i| &s[i].1)
    }

    /// The value of mode `m`, mutably.
    pub fn get_mut(&mut self, m: &u32) -> Option<&mut V> {
        let i = self.position(*m).ok()?;
        Some(&mut self.as_mut_slice()[i].1)
    }

    /// Whether mode `m` is present.
    #[inline]
    pub fn contains_key(&self, m: &u32) -> bool {
        self.get(m).is_some()
    }

    /// Sets mode `m` to `v`.
    pub fn insert(&mut self, m: u32, v: V) {
        *self.entry_or_default(m) = v;
    }

    /// The value of mode `m`, inserted as `V::default()` if absent
    /// (`BTreeMap`'s `entry(m).or_default()`).
    pub fn entry_or_default(&mut self, m: u32) -> &mut V {
        self.entry_or_insert(m, V::default())
    }

    /// The value of mode `m`, inserted as `v` if absent.
    pub fn entry_or_insert(&mut self, m: u32, v: V) -> &mut V {
        let i = match self.position(m) {
            Ok(i) => i,
            Err(i) => {
                match &mut self.repr {
                    Repr::Small { len: len @ 0, item } => {
                        *item = (m, v);
                        *len = 1;
                    }
                    Repr::Small { item, .. } => {
                        let mut vec = Vec::with_capacity(2);
                        vec.push(*item);
                        vec.insert(i, (m, v));
                        self.repr = Repr::Large(vec);
                    }
                    Repr::Large(vec) => vec.insert(i, (m, v)),
                }
                i
            }
        };
        &mut self.as_mut_slice()[i].1
    }

    /// The modes in order.
    pub fn keys(&self) -> impl Iterator<Item = &u32> + '_ {
        self.as_slice().iter().map(|e| &e.0)
    }

    /// The values in mode order.
    pub fn values(&self) -> impl Iterator<Item = &V> + '_ {
        self.as_slice().iter().map(|e| &e.1)
    }

    /// The values in mode order, mutably.
    pub fn values_mut(&mut self) -> impl Iterator<Item = &mut V> + '_ {
        self.as_mut_slice().iter_mut().map(|e| &mut e.1)
    }

    /// The `(mode, value)` pairs in mode order.
    pub fn iter(&self) -> impl Iterator<Item = (&u32, &V)> + '_ {
        self.as_slice().iter().map(|e| (&e.0, &e.1))
    }

    /// The `(mode, value)` pairs in mode order, values mutable.
    pub fn iter_mut(&mut self) -> impl Iterator<Item = (&u32, &mut V)> + '_ {
        self.as_mut_slice().iter_mut().map(|e| (&e.0, &mut e.1))
    }
}

impl<V: Copy + Default + PartialEq> PartialEq for ModeMap<V> {
    fn eq(&self, o: &Self) -> bool {
        self.as_slice() == o.as_slice()
    }
}

impl<V: Copy + Default + Eq> Eq for ModeMap<V> {}

impl<V: Copy + Default + PartialOrd> PartialOrd for ModeMap<V> {
    fn partial_cmp(&self, o: &Self) -> Option<Ordering> {
        self.as_slice().partial_cmp(o.as_slice())
    }
}

impl<V: Copy + Default + Ord> Ord for ModeMap<V> {
    fn cmp(&self, o: &Self) -> Ordering {
        self.as_slice().cmp(o.as_slice())
    }
}

impl<V: Copy + Default + Hash> Hash for ModeMap<V> {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.as_slice().hash(h);
    }
}

impl<V: Copy + Default + std::fmt::Debug> std::fmt::Debug for ModeMap<V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

impl<V: Copy + Default> FromIterator<(u32, V)> for ModeMap<V> {
    fn from_iter<I: IntoIterator<Item = (u32, V)>>(it: I) -> Self {
        let mut m = ModeMap::default();
        for (k, v) in it {
            m.insert(k, v);
        }
        m
    }
}

#[cfg(test)]
mod tests {
    use super::ModeMap;
    use std::collections::BTreeMap;

    /// Same answers and order as a `BTreeMap` under inserts in any order.
    #[test]
    fn behaves_as_a_btree_map() {
        let orders: [&[u32]; 4] = [&[0], &[3, 0, 1], &[1, 0], &[2, 2, 5, 0, 1, 5]];
        for keys in orders {
            let mut a = ModeMap::<u8>::default();
            let mut b = BTreeMap::new();
            for (i, &k) in keys.iter().enumerate() {
                a.insert(k, i as u8);
                b.insert(k, i as u8);
                let got: Vec<_> = a.iter().map(|(k, v)| (*k, *v)).collect();
                let want: Vec<_> = b.iter().map(|(k, v)| (*k, *v)).collect();
                assert_eq!(got, want);
            }
            for k in 0..7 {
                assert_eq!(a.get(&k), b.get(&k));
            }
        }
        let one = ModeMap::one(0, 1u8);
        let mut two = ModeMap::one(0, 1u8);
        two.insert(1, 1);
        assert!(one < two);
        two.clear();
        assert!(two.is_empty() && two < one);
    }
}
