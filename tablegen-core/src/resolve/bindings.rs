//! The names a [`MapResolver`](super::MapResolver) binds and their values.
//!
//! Almost every map resolver binds the handful of template arguments of one
//! class (a def's superclass, an anonymous instantiation): looking those up
//! by comparing a few handles beats hashing them, and keeping them inline
//! spares a table per resolver. Past [`FEW`] names they move to a hash map.

use crate::init::Init;
use crate::intern::FxHashMap;

/// Names kept inline and searched linearly.
const FEW: usize = 8;

/// A name's value and whether it has been resolved against the map itself.
pub(super) type Binding = (Init, bool);

/// A small map from names to [`Binding`]s.
pub(super) struct Bindings {
    names: [Init; FEW],
    values: [Binding; FEW],
    len: usize,
    /// All bindings once there are more than [`FEW`] (the inline arrays are
    /// then unused).
    more: Option<FxHashMap<Init, Binding>>,
}

impl Default for Bindings {
    fn default() -> Self {
        Bindings { names: [Init::NULL; FEW], values: [(Init::NULL, false); FEW], len: 0, more: None }
    }
}

impl Bindings {
    #[inline]
    fn position(&self, name: Init) -> Option<usize> {
        self.names[..self.len].iter().position(|&n| n == name)
    }

    /// Binds `name` to `b`, replacing an earlier binding.
    pub(super) fn insert(&mut self, name: Init, b: Binding) {
        if let Some(more) = &mut self.more {
            more.insert(name, b);
        } else if let Some(i) = self.position(name) {
            self.values[i] = b;
        } else if self.len < FEW {
            self.names[self.len] = name;
            self.values[self.len] = b;
            self.len += 1;
        } else {
            let mut more: FxHashMap<Init, Binding> = FxHashMap::default();
            more.reserve(2 * FEW);
            more.extend(self.names.iter().copied().zip(self.values.iter().copied()));
            more.insert(name, b);
            self.more = Some(more);
        }
    }

    /// The binding of `name`.
    #[inline]
    pub(super) fn get(&self, name: Init) -> Option<Binding> {
        match &self.more {
            Some(more) => more.get(&name).copied(),
            None => self.position(name).map(|i| self.values[i]),
        }
    }

    /// Replaces the binding of `name`, if it has one.
    pub(super) fn update(&mut self, name: Init, b: Binding) {
        match &mut self.more {
            Some(more) => {
                if let Some(e) = more.get_mut(&name) {
                    *e = b;
                }
            }
            None => {
                if let Some(i) = self.position(name) {
                    self.values[i] = b;
                }
            }
        }
    }

    /// True if `name` is bound.
    #[inline]
    pub(super) fn contains(&self, name: Init) -> bool {
        match &self.more {
            Some(more) => more.contains_key(&name),
            None => self.position(name).is_some(),
        }
    }

    /// How many names are bound.
    #[inline]
    pub(super) fn len(&self) -> usize {
        match &self.more {
            Some(more) => more.len(),
            None => self.len,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn behaves_as_a_map_across_the_move_to_hashing() {
        let mut b = Bindings::default();
        let mut model: FxHashMap<Init, Binding> = FxHashMap::default();
        // Names repeat so that replacement is exercised inline and hashed.
        for step in 0..40u32 {
            let name = Init(100 + step % 13);
            let value = (Init(step), step % 2 == 0);
            b.insert(name, value);
            model.insert(name, value);
            if step % 5 == 0 {
                let again = (Init(1000 + step), true);
                b.update(name, again);
                model.insert(name, again);
            }
            assert_eq!(b.len(), model.len());
            for probe in 95..120 {
                let n = Init(probe);
                assert_eq!(b.get(n), model.get(&n).copied(), "step {step}, name {probe}");
                assert_eq!(b.contains(n), model.contains_key(&n));
            }
        }
        // Updating an unbound name binds nothing.
        b.update(Init(7), (Init(1), true));
        assert!(!b.contains(Init(7)));
    }
}
