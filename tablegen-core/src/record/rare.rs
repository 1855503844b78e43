//! Small lists of a record: [`RareVec`], for what records almost never
//! have, and [`LocList`], for their locations.

use crate::source::Loc;
use std::ops::{Deref, DerefMut};

/// A list that is empty in almost every record (assertions, dumps,
/// template arguments of defs, forward declarations): one pointer wide
/// instead of a `Vec`'s three, the elements behind a second pointer once
/// there are any. A big target holds tens of thousands of records, so the
/// 16 bytes saved per list add up to megabytes.
///
/// It reads as a slice; [`RareVec::push`] and [`Extend`] add to it.
///
/// ```
/// use tablegen_core::record::RareVec;
/// let mut v: RareVec<u32> = RareVec::default();
/// assert!(v.is_empty());
/// v.push(3);
/// v.extend([4, 5]);
/// assert_eq!(&v[..], [3, 4, 5]);
/// assert_eq!(std::mem::size_of::<RareVec<u32>>(), std::mem::size_of::<usize>());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
// The box is the point: an empty list costs one null pointer, not a `Vec`.
#[allow(clippy::box_collection)]
pub struct RareVec<T>(Option<Box<Vec<T>>>);

impl<T> RareVec<T> {
    /// An empty list (no allocation).
    pub const fn new() -> Self {
        RareVec(None)
    }

    /// Appends `x`.
    pub fn push(&mut self, x: T) {
        self.0.get_or_insert_with(Default::default).push(x);
    }
}

impl<T> Default for RareVec<T> {
    fn default() -> Self {
        RareVec::new()
    }
}

impl<T> Deref for RareVec<T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        match &self.0 {
            Some(v) => v,
            None => &[],
        }
    }
}

impl<T> DerefMut for RareVec<T> {
    fn deref_mut(&mut self) -> &mut [T] {
        match &mut self.0 {
            Some(v) => v,
            None => &mut [],
        }
    }
}

impl<T> From<Vec<T>> for RareVec<T> {
    fn from(v: Vec<T>) -> Self {
        RareVec(if v.is_empty() { None } else { Some(Box::new(v)) })
    }
}

impl<T> FromIterator<T> for RareVec<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        RareVec::from(iter.into_iter().collect::<Vec<T>>())
    }
}

impl<T> Extend<T> for RareVec<T> {
    fn extend<I: IntoIterator<Item = T>>(&mut self, iter: I) {
        let mut iter = iter.into_iter().peekable();
        if iter.peek().is_some() {
            self.0.get_or_insert_with(Default::default).extend(iter);
        }
    }
}

impl<T> IntoIterator for RareVec<T> {
    type Item = T;
    type IntoIter = std::vec::IntoIter<T>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.map(|v| *v).unwrap_or_default().into_iter()
    }
}

impl<'a, T> IntoIterator for &'a RareVec<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_extends_stay_unallocated() {
        let mut v: RareVec<u8> = RareVec::from(Vec::new());
        v.extend(std::iter::empty());
        assert!(v.0.is_none());
        let w: RareVec<u8> = [1, 2].into_iter().collect();
        v.extend(w.clone());
        assert_eq!(v, w);
        v[0] = 9;
        assert_eq!(v.into_iter().collect::<Vec<_>>(), [9, 2]);
    }

    #[test]
    fn loc_lists_grow_past_inline() {
        let locs: Vec<Loc> = (1..=5).map(Loc::from_raw).collect();
        for n in 0..=locs.len() {
            let mut l = LocList::from(&locs[..n]);
            assert_eq!(&l[..], &locs[..n]);
            l.extend([Loc::NONE]);
            assert_eq!(l.len(), n + 1);
            assert_eq!(l.last(), Some(&Loc::NONE));
            assert_eq!(l[..n], locs[..n]);
        }
    }
}

/// A record's definition locations: one for most records, one more per
/// `defm` level that instantiated it. Up to two live inline, so the usual
/// record needs no allocation of its own for them.
///
/// ```
/// use tablegen_core::record::LocList;
/// use tablegen_core::source::Loc;
/// let mut l = LocList::from(vec![Loc::NONE]);
/// l.push(Loc::NONE);
/// l.push(Loc::NONE);
/// assert_eq!(l.len(), 3);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LocList {
    /// Up to two locations.
    Inline {
        /// How many of `locs` are in use.
        len: u8,
        /// The locations.
        locs: [Loc; 2],
    },
    /// Three or more.
    Heap(Box<[Loc]>),
}

impl LocList {
    /// No location.
    pub const fn new() -> Self {
        LocList::Inline { len: 0, locs: [Loc::NONE; 2] }
    }

    /// Appends `l`.
    pub fn push(&mut self, l: Loc) {
        match self {
            LocList::Inline { len, locs } if usize::from(*len) < locs.len() => {
                locs[usize::from(*len)] = l;
                *len += 1;
            }
            _ => {
                let mut v = self.to_vec();
                v.push(l);
                *self = LocList::Heap(v.into_boxed_slice());
            }
        }
    }
}

impl Default for LocList {
    fn default() -> Self {
        LocList::new()
    }
}

impl Deref for LocList {
    type Target = [Loc];
    fn deref(&self) -> &[Loc] {
        match self {
            LocList::Inline { len, locs } => &locs[..usize::from(*len)],
            LocList::Heap(v) => v,
        }
    }
}

impl From<&[Loc]> for LocList {
    fn from(v: &[Loc]) -> Self {
        match *v {
            [] => LocList::new(),
            [a] => LocList::Inline { len: 1, locs: [a, Loc::NONE] },
            [a, b] => LocList::Inline { len: 2, locs: [a, b] },
            _ => LocList::Heap(v.into()),
        }
    }
}

impl From<Vec<Loc>> for LocList {
    fn from(v: Vec<Loc>) -> Self {
        LocList::from(&v[..])
    }
}

impl Extend<Loc> for LocList {
    fn extend<I: IntoIterator<Item = Loc>>(&mut self, iter: I) {
        for l in iter {
            self.push(l);
        }
    }
}

impl<'a> IntoIterator for &'a LocList {
    type Item = &'a Loc;
    type IntoIter = std::slice::Iter<'a, Loc>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}
