//! LLVM's `SequenceToOffsetTable`: sequences laid out in one flat table,
//! each stored once, with a sequence that is a suffix of another sharing
//! its tail.
//!
//! Every sequence is followed by a terminator in the flat table, so a
//! reader given an offset walks forward to the terminator. The layout is
//! LLVM's exactly (backends print offsets into it, and the C++ output must
//! match byte for byte): the stored sequences are those not a proper suffix
//! of another added one, ordered by comparing them back to front
//! (`SeqLess`), each placed after the previous one and its terminator.
//!
//! Collect with [`SequenceToOffsetTable::add`], then [`layout`] into an
//! [`OffsetTable`] that answers offsets and lists the table in order:
//!
//! ```
//! use tablegen_build::support::seq_table::SequenceToOffsetTable;
//! let mut t = SequenceToOffsetTable::new();
//! t.add(&[1, 2, 3]);
//! t.add(&[2, 3]); // a suffix of [1, 2, 3]: shares its tail
//! t.add(&[4]);
//! let t = t.layout();
//! // Compared back to front, [1, 2, 3] (ending in 3) comes before [4].
//! let rows: Vec<(usize, &[i32])> = t.iter().collect();
//! assert_eq!(rows, [(0, &[1, 2, 3][..]), (4, &[4][..])]);
//! assert_eq!(t.get(&[2, 3]), Some(1));
//! assert_eq!(t.get(&[4]), Some(4));
//! assert_eq!(t.get(&[9]), None);
//! assert_eq!(t.len(), 6); // two sequences, four elements, two terminators
//! ```
//!
//! [`layout`]: SequenceToOffsetTable::layout

use std::cmp::Ordering;
use std::collections::BTreeSet;
use std::ops::Bound;

/// Compares two sequences back to front (C++ `SeqLess`:
/// `lexicographical_compare` over reverse iterators), so a suffix sorts
/// immediately before the sequences that end with it.
fn rev_cmp<T: Ord>(a: &[T], b: &[T]) -> Ordering {
    a.iter().rev().cmp(b.iter().rev())
}

/// True if `a` is a suffix of `b`.
fn is_suffix<T: PartialEq>(a: &[T], b: &[T]) -> bool {
    b.ends_with(a)
}

/// A sequence ordered back to front, the key of the C++ `std::map`.
#[derive(Clone, Debug, PartialEq, Eq)]
struct RevSeq<T>(Vec<T>);

impl<T: Ord> Ord for RevSeq<T> {
    fn cmp(&self, other: &Self) -> Ordering {
        rev_cmp(&self.0, &other.0)
    }
}

impl<T: Ord> PartialOrd for RevSeq<T> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// Sequences being collected, before [`layout`](Self::layout).
#[derive(Clone, Debug)]
pub struct SequenceToOffsetTable<T> {
    /// The sequences kept so far (none a suffix of another), in back-to-front
    /// order.
    seqs: BTreeSet<RevSeq<T>>,
}

impl<T> Default for SequenceToOffsetTable<T> {
    fn default() -> Self {
        SequenceToOffsetTable { seqs: BTreeSet::new() }
    }
}

impl<T: Ord + Clone> SequenceToOffsetTable<T> {
    /// An empty table.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds `seq` (C++ `add`). A sequence that is a suffix of one already
    /// added is not stored; one already stored that is a suffix of `seq` is
    /// dropped in favour of `seq`. Adding the same sequence twice changes
    /// nothing.
    pub fn add(&mut self, seq: &[T]) {
        let key = RevSeq(seq.to_vec());
        // The first stored sequence not before `seq`: if one ends with `seq`,
        // it is this one (the order puts a suffix right before its extensions).
        if let Some(next) = self.seqs.range((Bound::Included(&key), Bound::Unbounded)).next() {
            if is_suffix(seq, &next.0) {
                return;
            }
        }
        // Only the sequence right before `seq` can be a suffix of it: any
        // stored suffix of `seq` would have absorbed the ones in between.
        let prev = self.seqs.range(..&key).next_back().filter(|p| is_suffix(&p.0, seq)).cloned();
        if let Some(p) = prev {
            self.seqs.remove(&p);
        }
        self.seqs.insert(key);
    }

    /// True if nothing was added.
    pub fn is_empty(&self) -> bool {
        self.seqs.is_empty()
    }

    /// Fixes the layout (C++ `layout`): each stored sequence in order, at
    /// the offset after the previous one and its terminator.
    pub fn layout(self) -> OffsetTable<T> {
        let mut len = 0;
        let seqs = self
            .seqs
            .into_iter()
            .map(|RevSeq(s)| {
                let offset = len;
                len += s.len() + 1;
                (offset, s)
            })
            .collect();
        OffsetTable { seqs, len }
    }
}

/// The laid-out table: offsets of the added sequences and the stored
/// sequences in table order.
#[derive(Clone, Debug)]
pub struct OffsetTable<T> {
    /// `(offset, sequence)` in table order (which is back-to-front order).
    seqs: Vec<(usize, Vec<T>)>,
    /// Elements in the flat table, terminators included.
    len: usize,
}

impl<T: Ord> OffsetTable<T> {
    /// The offset of `seq` in the flat table (C++ `get`), or `None` if
    /// `seq` was not added (nor is a suffix of an added sequence).
    pub fn get(&self, seq: &[T]) -> Option<usize> {
        let k = self.seqs.partition_point(|(_, s)| rev_cmp(s, seq) == Ordering::Less);
        let (offset, stored) = self.seqs.get(k)?;
        is_suffix(seq, stored).then(|| offset + stored.len() - seq.len())
    }
}

impl<T> OffsetTable<T> {
    /// The stored sequences as `(offset, sequence)`, in table order; each is
    /// followed by one terminator in the flat table (what C++ `emit` prints,
    /// one line per sequence).
    pub fn iter(&self) -> impl ExactSizeIterator<Item = (usize, &[T])> + '_ {
        self.seqs.iter().map(|(o, s)| (*o, s.as_slice()))
    }

    /// Number of elements in the flat table, terminators included (C++
    /// `size`).
    pub fn len(&self) -> usize {
        self.len
    }

    /// True if the table holds no sequence.
    pub fn is_empty(&self) -> bool {
        self.seqs.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn laid(seqs: &[&[u32]]) -> OffsetTable<u32> {
        let mut t = SequenceToOffsetTable::new();
        for s in seqs {
            t.add(s);
        }
        t.layout()
    }

    fn rows(t: &OffsetTable<u32>) -> Vec<(usize, Vec<u32>)> {
        t.iter().map(|(o, s)| (o, s.to_vec())).collect()
    }

    #[test]
    fn empty_table() {
        let t = laid(&[]);
        assert!(t.is_empty());
        assert_eq!(t.len(), 0);
        assert_eq!(t.get(&[]), None);
    }

    #[test]
    fn suffix_added_first_is_absorbed() {
        let t = laid(&[&[3], &[2, 3], &[1, 2, 3]]);
        assert_eq!(rows(&t), [(0, vec![1, 2, 3])]);
        assert_eq!((t.get(&[1, 2, 3]), t.get(&[2, 3]), t.get(&[3])), (Some(0), Some(1), Some(2)));
        assert_eq!(t.get(&[]), Some(3), "the empty sequence is the terminator");
        assert_eq!(t.len(), 4);
    }

    #[test]
    fn suffix_added_last_is_not_stored() {
        let t = laid(&[&[1, 2, 3], &[2, 3], &[1, 2, 3]]);
        assert_eq!(rows(&t), [(0, vec![1, 2, 3])]);
        assert_eq!(t.get(&[2, 3]), Some(1));
    }

    #[test]
    fn back_to_front_order() {
        // Last elements first: [9, 1] < [2] < [4, 2] < [5, 3]; [2] is a
        // suffix of [4, 2] and is absorbed.
        let t = laid(&[&[5, 3], &[2], &[9, 1], &[4, 2]]);
        assert_eq!(rows(&t), [(0, vec![9, 1]), (3, vec![4, 2]), (6, vec![5, 3])]);
        assert_eq!(t.get(&[2]), Some(4));
        assert_eq!(t.get(&[4]), None, "a prefix is not shared");
        assert_eq!(t.len(), 9);
    }

    #[test]
    fn sequences_sharing_a_suffix_both_stay() {
        let t = laid(&[&[1, 3], &[2, 3], &[3]]);
        assert_eq!(rows(&t), [(0, vec![1, 3]), (3, vec![2, 3])]);
        assert_eq!(t.get(&[3]), Some(1), "the first extension in order serves the suffix");
    }

    #[test]
    fn empty_sequence_takes_a_terminator_of_its_own_only_when_alone() {
        let t = laid(&[&[]]);
        assert_eq!(rows(&t), [(0, vec![])]);
        assert_eq!(t.len(), 1);
        let t = laid(&[&[], &[7]]);
        assert_eq!(rows(&t), [(0, vec![7])]);
        assert_eq!(t.get(&[]), Some(1));
    }

    #[test]
    fn matches_the_maximal_sequences_in_any_add_order() {
        // Whatever the add order, the stored set is the sequences that are not
        // a proper suffix of another, as with LLVM's incremental map.
        let all: Vec<Vec<u32>> = (0..40u32).map(|i| (0..(i % 4)).map(|k| (i * 7 + k * 3) % 4).collect()).collect();
        let mut expect: Vec<Vec<u32>> =
            all.iter().filter(|s| !all.iter().any(|o| o.len() > s.len() && o.ends_with(s))).cloned().collect();
        expect.sort_by(|a, b| rev_cmp(a, b));
        expect.dedup();
        for rot in 0..all.len() {
            let mut t = SequenceToOffsetTable::new();
            for s in all[rot..].iter().chain(&all[..rot]) {
                t.add(s);
            }
            let t = t.layout();
            let got: Vec<Vec<u32>> = t.iter().map(|(_, s)| s.to_vec()).collect();
            assert_eq!(got, expect);
            for s in &all {
                let off = t.get(s).expect("added");
                let flat: Vec<u32> = t.iter().flat_map(|(_, s)| s.iter().copied().chain([u32::MAX])).collect();
                assert_eq!(&flat[off..off + s.len()], &s[..]);
                assert_eq!(flat[off + s.len()], u32::MAX);
            }
        }
    }
}
