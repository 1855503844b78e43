//! Handles that the value, type and record stores all name, kept in a leaf
//! so that none of those stores imports another just for a handle.
//!
//! A [`RecId`] is an index into a [`RecordKeeper`](crate::RecordKeeper)'s
//! record arena; values (`DefInit`) and types (`RecordRecTy`) hold them,
//! and [`crate::record`] re-exports it as `tablegen_core::record::RecId`.
//!
//! ```
//! let rk = tablegen_core::parse_str("t.td", "def A;").unwrap();
//! let a: tablegen_core::ids::RecId = rk.def("A").unwrap();
//! assert_eq!(rk.name_str(a), "A");
//! ```

/// Handle of a record in the [`RecordKeeper`](crate::RecordKeeper) arena.
///
/// ```
/// let rk = tablegen_core::parse_str("t.td", "class C; def A : C;").unwrap();
/// let a = rk.def("A").unwrap();
/// let c = rk.class("C").unwrap();
/// assert_ne!(a, c);
/// assert!(a.index() < 2 && c.index() < 2);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct RecId(pub(crate) u32);

impl RecId {
    /// The arena index.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}
