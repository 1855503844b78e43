//! The hash-consing index of the [`InitStore`](super::InitStore): which
//! node, if any, already has a given shape.
//!
//! Interning is the front end's hottest operation (a third of the time of an
//! X86 or AArch64 evaluation went to it with a general-purpose table), and
//! it is bound by cache misses, not arithmetic. So this table is one flat
//! array of 8-byte slots, each holding a node's 32-bit hash beside its
//! handle, probed linearly:
//!
//! - a lookup touches one cache line of slots, plus the candidate node only
//!   when the stored hash matches (a general table also reads a separate
//!   control-byte array);
//! - growing re-places every slot from its stored hash without reading a
//!   single node.

/// An open-addressing set of node handles keyed by their shapes, whose
/// equality the caller decides.
pub(super) struct Slots {
    /// `hash << 32 | (handle + 1)`; 0 is an empty slot.
    slots: Vec<u64>,
    len: usize,
}

/// What [`Slots::find`] saw: the node, or the slot where it would go.
pub(super) enum Probe {
    /// An equal node.
    Found(u32),
    /// Not present; insert at this slot.
    Vacant(usize),
}

impl Slots {
    /// A table for about `n` nodes before it first grows.
    pub(super) fn with_capacity(n: usize) -> Self {
        let cap = (n * 8 / 5).next_power_of_two().max(16);
        Slots { slots: vec![0; cap], len: 0 }
    }

    #[inline]
    fn mask(&self) -> usize {
        self.slots.len() - 1
    }

    /// Looks for a node with hash `hash` for which `eq(handle)` holds.
    #[inline]
    pub(super) fn find(&self, hash: u32, mut eq: impl FnMut(u32) -> bool) -> Probe {
        let mask = self.mask();
        let mut i = hash as usize & mask;
        loop {
            let s = self.slots[i];
            if s == 0 {
                return Probe::Vacant(i);
            }
            if (s >> 32) as u32 == hash {
                let handle = (s as u32).wrapping_sub(1);
                if eq(handle) {
                    return Probe::Found(handle);
                }
            }
            i = (i + 1) & mask;
        }
    }

    /// Makes room for one more insertion: `Some(false)` when it already
    /// fitted, `Some(true)` when the table grew (slots found before are no
    /// longer valid), `None` when memory for the larger table is not
    /// available.
    pub(super) fn reserve_one(&mut self) -> Option<bool> {
        // At most 5/8 full: linear probing stays at a couple of probes.
        if (self.len + 1) * 8 <= self.slots.len() * 5 {
            return Some(false);
        }
        let cap = self.slots.len() * 2;
        let mut grown: Vec<u64> = Vec::new();
        if grown.try_reserve_exact(cap).is_err() {
            return None;
        }
        grown.resize(cap, 0);
        let mask = cap - 1;
        for &s in self.slots.iter().filter(|&&s| s != 0) {
            let mut i = (s >> 32) as usize & mask;
            while grown[i] != 0 {
                i = (i + 1) & mask;
            }
            grown[i] = s;
        }
        self.slots = grown;
        Some(true)
    }

    /// The slot where a key with hash `hash`, known to be absent, would go.
    pub(super) fn vacant_slot(&self, hash: u32) -> usize {
        let mask = self.mask();
        let mut i = hash as usize & mask;
        while self.slots[i] != 0 {
            i = (i + 1) & mask;
        }
        i
    }

    /// Puts `handle` with hash `hash` into the slot [`Slots::find`] named,
    /// which must still be vacant (no insertion or growth in between).
    #[inline]
    pub(super) fn insert_at(&mut self, slot: usize, hash: u32, handle: u32) {
        debug_assert_eq!(self.slots[slot], 0);
        self.slots[slot] = u64::from(hash) << 32 | u64::from(handle.wrapping_add(1));
        self.len += 1;
    }

    /// The slot array and the number of full slots (saved by the record
    /// cache, `super::snapshot`).
    pub(super) fn raw(&self) -> (&[u64], usize) {
        (&self.slots, self.len)
    }

    /// A table from [`Slots::raw`]'s parts, which the caller has checked:
    /// a power-of-two array holding `len` full slots and at least one empty one.
    pub(super) fn from_raw(slots: Vec<u64>, len: usize) -> Self {
        Slots { slots, len }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_what_was_inserted_across_growth() {
        let mut t = Slots::with_capacity(4);
        // Colliding hashes force probing; the key is the handle itself.
        let hash = |k: u32| k % 7;
        for k in 0..1000u32 {
            match t.find(hash(k), |h| h == k) {
                Probe::Vacant(slot) => {
                    let slot = match t.reserve_one() {
                        Some(true) => t.vacant_slot(hash(k)),
                        Some(false) => slot,
                        None => panic!("out of memory"),
                    };
                    t.insert_at(slot, hash(k), k)
                }
                Probe::Found(_) => panic!("{k} found before insertion"),
            }
        }
        for k in 0..1000u32 {
            assert!(matches!(t.find(hash(k), |h| h == k), Probe::Found(h) if h == k));
        }
        assert!(matches!(t.find(hash(5000), |h| h == 5000), Probe::Vacant(_)));
    }
}
