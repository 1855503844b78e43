//! The `Class<args>` values the parser has already checked.
//!
//! A class instantiated in a value (`LLVMType<i32>`, `ArgIndex<0>`) goes
//! through the same steps each time it is written: its arguments are cast to
//! the declared types, the missing ones are checked to have defaults, and
//! the result is interned as a `VarDef` node. All of that depends only on
//! the class and the parsed arguments (a class's template arguments and
//! their defaults are fixed before its body is parsed), and Intrinsics.td
//! writes the same instantiations over and over (`LLVMMatchType<0>`,
//! `NoCapture<ArgIndex<0>>`, IntrinsicsVE's `LLVMType<v256f64>`), so the
//! parser keeps the node each (class, arguments) pair came to. Only
//! successes are kept: a reference that failed a check is checked (and
//! reported) again.
//!
//! Folding the node (instantiating the anonymous record) is left to the
//! caller every time: whether that can happen yet depends on the arguments
//! being resolved, and the keeper remembers the records it made.

use crate::init::Init;
use crate::intern::FxHasher;
use crate::record::RecId;
use core::hash::Hasher;
use hashbrown::HashTable;

/// A memo from (class, arguments as parsed) to the checked `VarDef` node.
#[derive(Default)]
pub(super) struct ClassRefs {
    table: HashTable<Entry>,
}

struct Entry {
    hash: u64,
    class: RecId,
    args: Box<[Init]>,
    var_def: Init,
}

fn hash(class: RecId, args: &[Init]) -> u64 {
    let mut h = FxHasher::default();
    h.write_u32(class.0);
    for a in args {
        h.write_u32(a.0);
    }
    h.finish()
}

impl ClassRefs {
    /// The node that `class` with exactly `args` was checked into before.
    pub(super) fn get(&self, class: RecId, args: &[Init]) -> Option<Init> {
        let h = hash(class, args);
        self.table.find(h, |e| e.hash == h && e.class == class && *e.args == *args).map(|e| e.var_def)
    }

    /// Remembers that `class` with `args` was checked into `var_def`.
    pub(super) fn insert(&mut self, class: RecId, args: &[Init], var_def: Init) {
        let h = hash(class, args);
        let entry = Entry { hash: h, class, args: args.into(), var_def };
        self.table.insert_unique(h, entry, |e| e.hash);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keyed_by_class_and_every_argument() {
        let mut m = ClassRefs::default();
        let (c, d) = (RecId(1), RecId(2));
        let (a, b) = (Init(10), Init(11));
        m.insert(c, &[a, b], Init(100));
        assert_eq!(m.get(c, &[a, b]), Some(Init(100)));
        assert_eq!(m.get(c, &[b, a]), None);
        assert_eq!(m.get(c, &[a]), None);
        assert_eq!(m.get(d, &[a, b]), None);
    }
}
