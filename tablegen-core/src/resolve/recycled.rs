//! Memo tables that outlive their resolver.
//!
//! Every record gets its own resolvers, and each resolver memoizes what it
//! resolved in hash maps. Growing those maps from empty for each of X86's
//! 20,000 records cost more than the lookups they save (about 8% of an
//! evaluation in rehashing and first inserts), so a dropped resolver hands
//! its emptied maps to the next one on the same thread.

use core::cell::RefCell;
use core::ops::{Deref, DerefMut};

use crate::init::Init;
use crate::intern::FxHashMap;

/// Maps bigger than this are freed rather than kept: clearing one costs in
/// proportion to its capacity, which a run of small records would then pay
/// again and again.
const KEEP_CAPACITY: usize = 1 << 12;
/// Spare maps kept per value type and thread.
const KEEP_MAPS: usize = 16;

/// A value type whose maps have a recycling pool.
pub trait Pooled: Sized + 'static {
    /// Runs `f` on this thread's spare maps; `None` while the thread is
    /// being torn down.
    fn with_pool<R>(f: impl FnOnce(&mut Vec<FxHashMap<Init, Self>>) -> R) -> Option<R>;
}

macro_rules! pooled {
    ($($t:ty),*) => {$(
        impl Pooled for $t {
            fn with_pool<R>(f: impl FnOnce(&mut Vec<FxHashMap<Init, Self>>) -> R) -> Option<R> {
                thread_local! {
                    static POOL: RefCell<Vec<FxHashMap<Init, $t>>> = const { RefCell::new(Vec::new()) };
                }
                POOL.try_with(|p| p.try_borrow_mut().ok().map(|mut p| f(&mut p))).ok().flatten()
            }
        }
    )*};
}

pooled!(Init, (Init, bool), Option<Init>);

/// An `FxHashMap<Init, V>` taken from, and on drop returned (empty) to, the
/// thread's pool.
pub struct Recycled<V: Pooled>(FxHashMap<Init, V>);

impl<V: Pooled> Default for Recycled<V> {
    fn default() -> Self {
        Recycled(V::with_pool(|p| p.pop()).flatten().unwrap_or_default())
    }
}

impl<V: Pooled> Drop for Recycled<V> {
    fn drop(&mut self) {
        if self.0.capacity() <= KEEP_CAPACITY {
            let mut map = core::mem::take(&mut self.0);
            map.clear();
            V::with_pool(|p| {
                if p.len() < KEEP_MAPS {
                    p.push(map);
                }
            });
        }
    }
}

impl<V: Pooled> Deref for Recycled<V> {
    type Target = FxHashMap<Init, V>;
    fn deref(&self) -> &Self::Target {
        &self.0
    }
}

impl<V: Pooled> DerefMut for Recycled<V> {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_dropped_map_comes_back_empty_with_its_capacity() {
        let mut a: Recycled<Init> = Recycled::default();
        for i in 0..100 {
            a.insert(Init(i), Init::FALSE);
        }
        let cap = a.capacity();
        drop(a);
        let b: Recycled<Init> = Recycled::default();
        assert!(b.is_empty());
        assert!(b.capacity() >= cap.min(KEEP_CAPACITY));
    }
}
