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
    /// `slots[base..=base + mask]` is the table (see [`zeroed`]).
    slots: Vec<u64>,
    base: usize,
    mask: usize,
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
        let (slots, base) = zeroed(cap).unwrap_or_else(|| (vec![0; cap], 0));
        Slots { slots, base, mask: cap - 1, len: 0 }
    }

    #[inline]
    fn mask(&self) -> usize {
        self.mask
    }

    #[inline]
    fn at(&self, i: usize) -> u64 {
        self.slots[self.base + i]
    }

    /// Looks for a node with hash `hash` for which `eq(handle)` holds.
    #[inline]
    pub(super) fn find(&self, hash: u32, mut eq: impl FnMut(u32) -> bool) -> Probe {
        let mask = self.mask();
        let mut i = hash as usize & mask;
        loop {
            let s = self.at(i);
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
        if (self.len + 1) * 8 <= (self.mask + 1) * 5 {
            return Some(false);
        }
        let cap = (self.mask + 1).checked_mul(2)?;
        let (mut grown, base) = zeroed(cap)?;
        let mask = cap - 1;
        let table = &mut grown[base..base + cap];
        for &s in self.raw().0.iter().filter(|&&s| s != 0) {
            let mut i = (s >> 32) as usize & mask;
            while table[i] != 0 {
                i = (i + 1) & mask;
            }
            table[i] = s;
        }
        *self = Slots { slots: grown, base, mask, len: self.len };
        Some(true)
    }

    /// The slot where a key with hash `hash`, known to be absent, would go.
    pub(super) fn vacant_slot(&self, hash: u32) -> usize {
        let mask = self.mask();
        let mut i = hash as usize & mask;
        while self.at(i) != 0 {
            i = (i + 1) & mask;
        }
        i
    }

    /// Puts `handle` with hash `hash` into the slot [`Slots::find`] named,
    /// which must still be vacant (no insertion or growth in between).
    #[inline]
    pub(super) fn insert_at(&mut self, slot: usize, hash: u32, handle: u32) {
        debug_assert_eq!(self.at(slot), 0);
        self.slots[self.base + slot] = u64::from(hash) << 32 | u64::from(handle.wrapping_add(1));
        self.len += 1;
    }

    /// The slot array and the number of full slots (saved by the record
    /// cache, `super::snapshot`).
    pub(super) fn raw(&self) -> (&[u64], usize) {
        (&self.slots[self.base..=self.base + self.mask], self.len)
    }

    /// A table from [`Slots::raw`]'s parts, which the caller has checked:
    /// a power-of-two array holding `len` full slots and at least one empty one.
    pub(super) fn from_raw(slots: Vec<u64>, len: usize) -> Self {
        Slots { mask: slots.len() - 1, slots, base: 0, len }
    }
}

/// A zeroed array holding a table of `cap` slots from index `base` on, or
/// `None` when the memory is not available.
///
/// It is allocated zeroed (`calloc`), which for a big table maps fresh
/// pages and touches none. When the program asked for it
/// ([`crate::tuning::set_arena_advice`]), a table of
/// [`ARENA_ALIGN`](crate::tuning::ARENA_ALIGN) bytes or more starts on such
/// a boundary (the padding before `base` stays unbacked) and is handed to
/// the program's advice before its first use: every page of it is touched
/// (its probes are random), so huge pages would cost no memory and spare a
/// page fault per 4 KiB and a TLB miss on most probes. A smaller table is
/// written with zeros at once instead: left to `calloc`, a page first read
/// by a probe maps the shared zero page and faults again on its first
/// insertion.
fn zeroed(cap: usize) -> Option<(Vec<u64>, usize)> {
    let align = crate::tuning::ARENA_ALIGN;
    let bytes = cap.checked_mul(8)?;
    if bytes < align {
        let mut slots = Vec::new();
        slots.try_reserve_exact(cap).ok()?;
        slots.resize(cap, 0);
        return Some((slots, 0));
    }
    let advice = crate::tuning::arena_advice();
    let len = if advice.is_some() { cap.checked_add(align / 8)? } else { cap };
    let layout = std::alloc::Layout::array::<u64>(len).ok()?;
    // SAFETY: the layout's size is not zero. A non-null block from
    // `alloc_zeroed` holds `len` zeroed `u64`s (all-zero bits are a valid
    // `u64`), allocated by the global allocator with exactly the layout
    // `Vec<u64>` frees a capacity of `len` with.
    let slots = unsafe {
        let p = std::alloc::alloc_zeroed(layout).cast::<u64>();
        if p.is_null() {
            return None;
        }
        Vec::from_raw_parts(p, len, len)
    };
    let Some(advise) = advice else { return Some((slots, 0)) };
    let start = slots.as_ptr() as usize;
    let base = (start.next_multiple_of(align) - start) / 8;
    advise(start + base * 8, bytes);
    Some((slots, base))
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
