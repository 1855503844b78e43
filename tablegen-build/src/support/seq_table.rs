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

/// Sequences being collected, before [`layout`](Self::layout).
#[derive(Clone, Debug)]
pub struct SequenceToOffsetTable<T> {
    /// Every sequence added, in the order added. LLVM keeps a sorted map
    /// and drops suffixes as sequences arrive; what it ends with (the
    /// sequences that are no proper suffix of another, in back-to-front
    /// order) does not depend on that order, so [`layout`](Self::layout)
    /// sorts once instead (see [`OffsetTable::with_offsets`]): a third of
    /// the comparisons, and no tree.
    /// (Backends add the same sequence many times over: the list is
    /// compacted whenever it doubles, so it stays within twice what LLVM's
    /// map holds.)
    seqs: Vec<Vec<T>>,
    /// Length at which [`add`](Self::add) compacts next.
    compact_at: usize,
}

/// Length of the list at which adding first compacts it.
const FIRST_COMPACTION: usize = 4096;

impl<T> Default for SequenceToOffsetTable<T> {
    fn default() -> Self {
        SequenceToOffsetTable { seqs: Vec::new(), compact_at: FIRST_COMPACTION }
    }
}

impl<T: Ord + Clone> SequenceToOffsetTable<T> {
    /// An empty table.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds `seq` (C++ `add`). A sequence that is a suffix of another one
    /// added is not stored; it shares that one's tail. Adding the same
    /// sequence twice changes nothing.
    pub fn add(&mut self, seq: &[T]) {
        self.seqs.push(seq.to_vec());
        if self.seqs.len() >= self.compact_at {
            let (table, _) = OffsetTable::with_offsets(std::mem::take(&mut self.seqs));
            self.seqs = table.seqs.into_iter().map(|(_, s)| s).collect();
            self.compact_at = (2 * self.seqs.len()).max(FIRST_COMPACTION);
        }
    }

    /// True if nothing was added.
    pub fn is_empty(&self) -> bool {
        self.seqs.is_empty()
    }

    /// Fixes the layout (C++ `layout`): each stored sequence in order, at
    /// the offset after the previous one and its terminator.
    pub fn layout(self) -> OffsetTable<T> {
        OffsetTable::with_offsets(self.seqs).0
    }
}

impl<T: Ord> OffsetTable<T> {
    /// Lays out `seqs` as [`SequenceToOffsetTable::add`] of each and
    /// [`layout`](SequenceToOffsetTable::layout) would, and gives the offset
    /// of every one of them in the order given: what [`OffsetTable::get`]
    /// answers for each, found in one pass over the sorted sequences
    /// instead of a search per sequence.
    ///
    /// ```
    /// use tablegen_build::support::seq_table::OffsetTable;
    /// let (t, offsets) = OffsetTable::with_offsets(vec![vec![4], vec![2, 3], vec![1, 2, 3]]);
    /// assert_eq!(offsets, [4, 1, 0]);
    /// assert_eq!(t.iter().map(|(o, s)| (o, s.to_vec())).collect::<Vec<_>>(), [(0, vec![1, 2, 3]), (4, vec![4])]);
    /// ```
    pub fn with_offsets(seqs: Vec<Vec<T>>) -> (Self, Vec<usize>) {
        // Sorted with each sequence's slice at hand: a comparison then
        // reads the elements without going through `seqs` first. Stable:
        // after a compaction the list starts with a sorted run, which the
        // sort finds and merges into rather than sorting again.
        let mut sorted: Vec<(&[T], usize)> = seqs.iter().enumerate().map(|(i, s)| (s.as_slice(), i)).collect();
        sorted.sort_by(|a, b| rev_cmp(a.0, b.0));
        let order: Vec<usize> = sorted.into_iter().map(|(_, i)| i).collect();
        // Sorted back to front, the sequences ending with one follow it at
        // once: it is a proper suffix of another (or a repeat) exactly when
        // it is a suffix of the next, and then not stored. It is also a
        // suffix of the next stored one, which `get` finds for it.
        let kept: Vec<bool> = (0..order.len())
            .map(|k| order.get(k + 1).map_or(true, |&next| !is_suffix(&seqs[order[k]], &seqs[next])))
            .collect();
        let mut len = 0;
        let mut starts = vec![0; order.len()];
        for (k, &i) in order.iter().enumerate() {
            if kept[k] {
                starts[k] = len;
                len += seqs[i].len() + 1;
            }
        }
        let mut offsets = vec![0; seqs.len()];
        let mut serving = (0, 0);
        for k in (0..order.len()).rev() {
            let i = order[k];
            if kept[k] {
                serving = (starts[k], seqs[i].len());
            }
            offsets[i] = serving.0 + serving.1 - seqs[i].len();
        }
        let mut slots: Vec<Option<Vec<T>>> = seqs.into_iter().map(Some).collect();
        let stored = order
            .iter()
            .zip(kept)
            .zip(starts)
            .filter(|&((_, kept), _)| kept)
            .filter_map(|((&i, _), start)| Some((start, slots[i].take()?)))
            .collect();
        (OffsetTable { seqs: stored, len }, offsets)
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

    /// A small deterministic generator of pseudo-random numbers below 2^16.
    fn lcg(seed: u32) -> impl FnMut() -> u32 {
        let mut state = seed;
        move || {
            state = state.wrapping_mul(1_103_515_245).wrapping_add(12345);
            state >> 16
        }
    }

    fn rows(t: &OffsetTable<u32>) -> Vec<(usize, Vec<u32>)> {
        t.iter().map(|(o, s)| (o, s.to_vec())).collect()
    }

    /// Thousands of sequences, many repeated, across several compactions,
    /// against the definition: the distinct sequences that are no proper
    /// suffix of another, back to front.
    #[test]
    fn compaction_keeps_what_the_definition_keeps() {
        let mut next = lcg(12345);
        let added: Vec<Vec<u32>> = (0..10_000).map(|_| (0..next() % 6).map(|_| next() % 3).collect()).collect();
        let mut t = SequenceToOffsetTable::new();
        for s in &added {
            t.add(s);
        }
        assert!(t.seqs.len() < 2 * FIRST_COMPACTION, "compacted: {}", t.seqs.len());
        let t = t.layout();
        let mut distinct = added.clone();
        distinct.sort();
        distinct.dedup();
        let mut want: Vec<Vec<u32>> = distinct
            .iter()
            .filter(|s| !distinct.iter().any(|o| o.len() > s.len() && is_suffix(s, o)))
            .cloned()
            .collect();
        want.sort_by(|a, b| rev_cmp(a, b));
        assert_eq!(t.iter().map(|(_, s)| s.to_vec()).collect::<Vec<_>>(), want);
        for s in &added {
            let at = t.get(s).expect("every added sequence has an offset");
            let (offset, stored) = t.iter().filter(|&(o, _)| o <= at).last().expect("a run holds it");
            assert!(is_suffix(s, stored) && at == offset + stored.len() - s.len(), "{s:?}");
        }
    }

    /// `with_offsets`'s offsets are what `get` (a search of the laid-out
    /// table) answers, on random sequences with repeats, suffixes and
    /// empties. (`layout` is `with_offsets`; the layout itself is checked
    /// against the definition above.)
    #[test]
    fn with_offsets_agrees_with_get() {
        let mut next = lcg(987);
        for round in 0..200 {
            let n = (next() % 60) as usize + round % 3;
            let seqs: Vec<Vec<u32>> = (0..n).map(|_| (0..next() % 5).map(|_| next() % 3).collect()).collect();
            let expect = {
                let mut t = SequenceToOffsetTable::new();
                for s in &seqs {
                    t.add(s);
                }
                t.layout()
            };
            let (t, offsets) = OffsetTable::with_offsets(seqs.clone());
            assert_eq!(rows(&t), rows(&expect), "{seqs:?}");
            assert_eq!(t.len(), expect.len());
            for (s, off) in seqs.iter().zip(&offsets) {
                assert_eq!(Some(*off), expect.get(s), "{s:?} in {seqs:?}");
            }
        }
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
