//! The pattern model's trees as a record cache keeps them.
//!
//! `-gen-dag-isel` and `-gen-fast-isel` both make the model, and it is most
//! of what they do before they generate anything: on a warm LLVM build 2.5
//! of the 7.6 s the 24 `-gen-dag-isel` rows take. What the phases make is
//! kept here: the node arena, the fragments, default operands, instruction
//! patterns, patterns to match and inferred flags. The tables the phases
//! start from (value types, nodes, transforms, complex patterns, register
//! types) are read from the records again, as they are cheap and are kept
//! elsewhere where they are not.
//!
//! Layout (little-endian words, as [`bytes::Writer`] writes them): the
//! distinct type sets (a mode count, then per mode its number and four
//! 64-bit words), the node count, the nodes, then the fragments, default
//! operands, instructions, patterns and flags, each a count then its items. A node is a tag byte (its operator's
//! kind, whether it has a name and rare parts), the operator, its type sets
//! by number, its name, its children, then the rare parts. A record is its
//! arena index, a node its id, a value its handle, which is kept only when
//! it is one of the cache entry's values (see
//! [`tablegen_core::cache::Analyses::value`]): [`encode`] refuses a model
//! holding another, so decoding never names a value the run lacks.

use std::collections::BTreeMap;

use tablegen_core::bytes;
use tablegen_core::cache::Analyses;
use tablegen_core::init::Init;
use tablegen_core::intern::FxHashMap;
use tablegen_core::record::RecId;

use super::flags;
use super::mode_map::ModeMap;
use super::to_match::PatternToMatch;
use super::tree::{Children, Leaf, Node, NodeId, Op, PredCall, Types};
use super::type_set::{MvtSet, TypeSet};
use super::{CodeGenDagPatterns, DagInstruction, Fragment};
use crate::backend::Records;

/// Its name among the analyses kept in a record cache.
pub(super) const PERSISTED: &str = "dag-patterns";

/// What the phases add to the tables they start from.
pub(super) struct Trees {
    pub nodes: Vec<Node>,
    pub fragments: BTreeMap<RecId, Fragment>,
    pub default_operands: BTreeMap<RecId, Vec<NodeId>>,
    pub instructions: BTreeMap<RecId, DagInstruction>,
    pub patterns: Vec<PatternToMatch>,
    pub instr_flags: BTreeMap<RecId, flags::InstrFlags>,
}

const LEAF_DEF: u8 = 0;
const LEAF_INT: u8 = 1;
const LEAF_UNSET: u8 = 2;
const LEAF_OTHER: u8 = 3;
const OPERATOR: u8 = 4;
const OP_MASK: u8 = 7;
const HAS_NAME: u8 = 8;
const HAS_EXTRA: u8 = 16;

/// No record, node or value.
const NONE: u32 = u32::MAX;

/// Writes a model's trees, refusing values that are not the entry's.
struct TreeWriter<'a> {
    out: bytes::Writer,
    analyses: &'a Analyses,
    type_sets: FxHashMap<&'a TypeSet, u32>,
}

impl<'a> TreeWriter<'a> {
    fn rec(&mut self, r: RecId) {
        self.out.u32(r.index() as u32);
    }

    fn recs(&mut self, rs: &[RecId]) {
        self.out.count(rs.len());
        rs.iter().for_each(|&r| self.rec(r));
    }

    fn opt_rec(&mut self, r: Option<RecId>) {
        self.out.u32(r.map_or(NONE, |r| r.index() as u32));
    }

    fn nodes(&mut self, ids: &[NodeId]) {
        self.out.count(ids.len());
        ids.iter().for_each(|n| self.out.u32(n.0));
    }

    fn opt_node(&mut self, n: Option<NodeId>) {
        self.out.u32(n.map_or(NONE, |n| n.0));
    }

    fn value(&mut self, v: Init) -> Option<()> {
        self.analyses.holds(v).then(|| self.out.u32(v.index() as u32))
    }

    fn opt_value(&mut self, v: Option<Init>) -> Option<()> {
        match v {
            Some(v) => self.value(v),
            None => {
                self.out.u32(NONE);
                Some(())
            }
        }
    }

    fn node(&mut self, n: &Node) -> Option<()> {
        let kind = match n.op {
            Op::Leaf(Leaf::Def(_)) => LEAF_DEF,
            Op::Leaf(Leaf::Int(_)) => LEAF_INT,
            Op::Leaf(Leaf::Unset) => LEAF_UNSET,
            Op::Leaf(Leaf::Other(_)) => LEAF_OTHER,
            Op::Node(_) => OPERATOR,
        };
        let extra = !n.result_perm().is_empty()
            || !n.pred_args().is_empty()
            || !n.preds().is_empty()
            || n.xform().is_some()
            || n.gisel_flags().is_some();
        let tag = kind | if n.name.is_some() { HAS_NAME } else { 0 } | if extra { HAS_EXTRA } else { 0 };
        self.out.u8(tag);
        match n.op {
            Op::Leaf(Leaf::Def(r)) | Op::Node(r) => self.rec(r),
            Op::Leaf(Leaf::Int(v)) => self.out.u64(v as u64),
            Op::Leaf(Leaf::Unset) => {}
            Op::Leaf(Leaf::Other(v)) => self.value(v)?,
        }
        self.out.count(n.types.len());
        for t in n.types.iter() {
            self.out.u32(self.type_sets[t]);
        }
        if let Some(name) = n.name {
            self.value(name)?;
        }
        self.nodes(&n.children);
        if extra {
            let perm = n.result_perm();
            self.out.count(perm.len());
            perm.iter().for_each(|&p| self.out.u32(p));
            self.out.count(n.pred_args().len());
            for &(scope, name) in n.pred_args() {
                self.out.u32(scope);
                self.value(name)?;
            }
            self.out.count(n.preds().len());
            for p in n.preds() {
                self.rec(p.frag);
                self.out.u32(p.scope);
            }
            self.opt_rec(n.xform());
            self.opt_rec(n.gisel_flags());
        }
        Some(())
    }
}

/// The bytes of `m`'s trees; `None` if it holds a value that is not one of
/// the cache entry's (`analyses`).
pub(super) fn encode(m: &CodeGenDagPatterns, analyses: &Analyses) -> Option<Vec<u8>> {
    let nodes = m.arena.nodes()?;
    let mut w = TreeWriter { out: bytes::Writer::default(), analyses, type_sets: FxHashMap::default() };
    let mut sets: Vec<&TypeSet> = Vec::new();
    for n in nodes {
        for t in n.types.iter() {
            w.type_sets.entry(t).or_insert_with(|| {
                sets.push(t);
                (sets.len() - 1) as u32
            });
        }
    }
    w.out.count(sets.len());
    for t in sets {
        w.out.count(t.map.len());
        for (&mode, set) in t.map.iter() {
            w.out.u32(mode);
            set.words().iter().for_each(|&x| w.out.u64(x));
        }
    }
    w.out.count(nodes.len());
    for n in nodes {
        w.node(n)?;
    }
    w.out.count(m.fragments.len());
    for f in m.fragments.values() {
        w.rec(f.def);
        w.nodes(&f.trees);
        w.out.count(f.args.len());
        for &a in &f.args {
            w.opt_value(a)?;
        }
    }
    w.out.count(m.default_operands.len());
    for (&def, trees) in &m.default_operands {
        w.rec(def);
        w.nodes(trees);
    }
    w.out.count(m.instructions.len());
    for (&def, i) in &m.instructions {
        w.rec(def);
        w.recs(&i.results);
        w.recs(&i.operands);
        w.recs(&i.imp_results);
        w.opt_node(i.src_pattern);
        w.opt_node(i.result_pattern);
    }
    w.out.count(m.patterns.len());
    for p in &m.patterns {
        w.rec(p.src_record);
        w.value(p.predicates)?;
        w.out.u32(p.src.0);
        w.out.u32(p.dst.0);
        w.recs(&p.dst_regs);
        w.out.str(&p.hw_mode_features);
        w.out.u64(p.added_complexity as u64);
        w.out.u8(u8::from(p.gisel_should_ignore));
        w.out.u32(p.id);
    }
    flags::write(&mut w.out, &m.instr_flags);
    Some(w.out.into_bytes())
}

/// Reads what [`TreeWriter`] wrote, checking every record, node and value.
struct TreeReader<'a, 'r> {
    input: bytes::Reader<'a>,
    rk: &'a Records<'r>,
    analyses: &'a Analyses,
    num_nodes: u32,
}

impl TreeReader<'_, '_> {
    fn rec(&mut self) -> Option<RecId> {
        self.rk.rec_id(self.input.u32()? as usize)
    }

    fn recs(&mut self) -> Option<Vec<RecId>> {
        (0..self.input.count()?).map(|_| self.rec()).collect()
    }

    fn opt_rec(&mut self) -> Option<Option<RecId>> {
        match self.input.u32()? {
            NONE => Some(None),
            i => self.rk.rec_id(i as usize).map(Some),
        }
    }

    fn node_id(&mut self) -> Option<NodeId> {
        let id = self.input.u32()?;
        (id < self.num_nodes).then_some(NodeId(id))
    }

    fn node_ids(&mut self) -> Option<Vec<NodeId>> {
        (0..self.input.count()?).map(|_| self.node_id()).collect()
    }

    fn opt_node(&mut self) -> Option<Option<NodeId>> {
        match self.input.u32()? {
            NONE => Some(None),
            id => (id < self.num_nodes).then_some(Some(NodeId(id))),
        }
    }

    fn value(&mut self) -> Option<Init> {
        self.analyses.value(self.input.u32()?)
    }

    fn opt_value(&mut self) -> Option<Option<Init>> {
        match self.input.u32()? {
            NONE => Some(None),
            i => self.analyses.value(i).map(Some),
        }
    }

    fn node(&mut self, sets: &[TypeSet]) -> Option<Node> {
        let tag = self.input.u8()?;
        if tag & !(OP_MASK | HAS_NAME | HAS_EXTRA) != 0 {
            return None;
        }
        let op = match tag & OP_MASK {
            LEAF_DEF => Op::Leaf(Leaf::Def(self.rec()?)),
            LEAF_INT => Op::Leaf(Leaf::Int(self.input.u64()? as i64)),
            LEAF_UNSET => Op::Leaf(Leaf::Unset),
            LEAF_OTHER => Op::Leaf(Leaf::Other(self.value()?)),
            OPERATOR => Op::Node(self.rec()?),
            _ => return None,
        };
        let num_types = self.input.count()?;
        let mut types = Types::new(num_types);
        for t in types.iter_mut() {
            *t = sets.get(self.input.u32()? as usize)?.clone();
        }
        let name = if tag & HAS_NAME != 0 { Some(self.value()?) } else { None };
        let children = Children::from(self.node_ids()?);
        let mut n = Node::new(op, children, 0);
        n.types = types;
        n.name = name;
        if tag & HAS_EXTRA != 0 {
            let perm = (0..self.input.count()?).map(|_| self.input.u32()).collect::<Option<Vec<u32>>>()?;
            n.set_result_perm(perm);
            let mut pred_args = Vec::new();
            for _ in 0..self.input.count()? {
                pred_args.push((self.input.u32()?, self.value()?));
            }
            if !pred_args.is_empty() {
                *n.pred_args_mut() = pred_args;
            }
            let mut preds = Vec::new();
            for _ in 0..self.input.count()? {
                preds.push(PredCall { frag: self.rec()?, scope: self.input.u32()? });
            }
            if !preds.is_empty() {
                *n.preds_mut() = preds;
            }
            n.set_xform(self.opt_rec()?);
            n.set_gisel_flags(self.opt_rec()?);
        }
        Some(n)
    }
}

/// The trees [`encode`] wrote, for the records of `rk`; `None` for bytes
/// it did not write or that name something these records lack.
pub(super) fn decode(rk: &Records<'_>, bytes: &[u8]) -> Option<Trees> {
    let analyses = rk.analysis_cache()?;
    let mut r = TreeReader { input: bytes::Reader::new(bytes), rk, analyses, num_nodes: 0 };
    let mut sets = Vec::new();
    for _ in 0..r.input.count()? {
        let mut map = ModeMap::default();
        for _ in 0..r.input.count()? {
            let mode = r.input.u32()?;
            let words = [r.input.u64()?, r.input.u64()?, r.input.u64()?, r.input.u64()?];
            map.insert(mode, MvtSet::from_words(words));
        }
        sets.push(TypeSet { map });
    }
    let num_nodes = r.input.count()?;
    r.num_nodes = u32::try_from(num_nodes).ok()?;
    let mut nodes = Vec::with_capacity(num_nodes);
    for _ in 0..num_nodes {
        nodes.push(r.node(&sets)?);
    }
    let mut fragments = BTreeMap::new();
    for _ in 0..r.input.count()? {
        let def = r.rec()?;
        let trees = r.node_ids()?;
        let args = (0..r.input.count()?).map(|_| r.opt_value()).collect::<Option<Vec<_>>>()?;
        fragments.insert(def, Fragment { def, trees, args });
    }
    let mut default_operands = BTreeMap::new();
    for _ in 0..r.input.count()? {
        let def = r.rec()?;
        default_operands.insert(def, r.node_ids()?);
    }
    let mut instructions = BTreeMap::new();
    for _ in 0..r.input.count()? {
        let def = r.rec()?;
        let i = DagInstruction {
            results: r.recs()?,
            operands: r.recs()?,
            imp_results: r.recs()?,
            src_pattern: r.opt_node()?,
            result_pattern: r.opt_node()?,
        };
        instructions.insert(def, i);
    }
    let mut patterns = Vec::new();
    for _ in 0..r.input.count()? {
        patterns.push(PatternToMatch {
            src_record: r.rec()?,
            predicates: r.value()?,
            src: r.node_id()?,
            dst: r.node_id()?,
            dst_regs: r.recs()?,
            hw_mode_features: r.input.str()?.to_owned(),
            added_complexity: r.input.u64()? as i32,
            gisel_should_ignore: match r.input.u8()? {
                0 => false,
                1 => true,
                _ => return None,
            },
            id: r.input.u32()?,
        });
    }
    let instr_flags = flags::read(rk, &mut r.input)?;
    r.input.at_end().then_some(Trees { nodes, fragments, default_operands, instructions, patterns, instr_flags })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::support::persist;
    use tablegen_core::cache::{Loaded, Outcome, RecordCache};
    use tablegen_core::parser::ParseOptions;

    /// Fragments with predicates and operand scopes, a transform, a
    /// complex pattern, default operands, HwMode types (patterns expanded
    /// per mode) and commutative variants.
    const TARGET: &str = r##"include "llvm/Target/Target.td"
def M1 : HwMode<"+m1", [Predicate<"Subtarget->m1()">]>;
def RegVT : ValueTypeByHwMode<[DefaultMode, M1], [i32, i64]>;
def RegInfoHw : RegInfoByHwMode<[DefaultMode, M1], [RegInfo<32,32,32>, RegInfo<64,64,64>]>;
def R0 : Register<"r0">;
def R1 : Register<"r1">;
def GPR : RegisterClass<"T", [i32], 32, (add R0, R1)>;
def XPR : RegisterClass<"T", [RegVT], 32, (add R0)> { let RegInfos = RegInfoHw; }
class I<dag outs, dag ins, list<dag> pat> : Instruction {
  let Namespace = "T";
  let OutOperandList = outs;
  let InOperandList = ins;
  let Pattern = pat;
}
def neg_xform : SDNodeXForm<imm, [{ return getI32Imm(-N->getSExtValue()); }]>;
def negimm : PatLeaf<(imm), [{ return N->getSExtValue() < 0; }], neg_xform>;
def addsame : PatFrag<(ops node:$a, node:$b), (add node:$a, node:$b), [{ return $a == $b; }]> {
  let PredicateCodeUsesOperands = 1;
}
def pred : PredicateOperand<i32, (ops i32imm), (ops (i32 14))>;
def addrmode : ComplexPattern<iPTR, 2, "SelectAddr", [add, frameindex]>;
def ADD : I<(outs GPR:$dst), (ins GPR:$a, GPR:$b, pred:$p), [(set GPR:$dst, (addsame GPR:$a, GPR:$b))]>;
def SUBI : I<(outs GPR:$dst), (ins GPR:$a, i32imm:$i), [(set GPR:$dst, (add GPR:$a, negimm:$i))]>;
def XADD : I<(outs XPR:$dst), (ins XPR:$a, XPR:$b), [(set XPR:$dst, (add XPR:$a, XPR:$b))]>;
def XLD : I<(outs XPR:$dst), (ins XPR:$b, i32imm:$o), []> { let mayLoad = 1; }
def : Pat<(RegVT (load (addrmode XPR:$b, i32:$o))), (XLD XPR:$b, i32:$o)>;
def : Pat<(mul GPR:$a, (addsame GPR:$b, GPR:$c)), (ADD GPR:$a, (ADD GPR:$b, GPR:$c))>;
def TII : InstrInfo;
def T : Target { let InstructionSet = TII; }
"##;

    /// `TARGET`'s records through a record cache in `dir`, and how.
    fn through_cache(dir: &std::path::Path) -> (Loaded, Outcome) {
        let inc = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden/include");
        let opts = ParseOptions { include_dirs: vec![inc.into()], ..Default::default() };
        let (parsed, outcome) = RecordCache::new(dir.join("cache")).parse_file_traced(dir.join("t.td"), &opts);
        (parsed.unwrap_or_else(|_| panic!("parse failed")), outcome)
    }

    /// Everything [`Trees`] holds, one node per line.
    fn trees_dump(m: &CodeGenDagPatterns) -> Vec<String> {
        let mut out: Vec<String> = (m.arena.nodes().expect("not a fork").iter().enumerate())
            .map(|(i, n)| {
                format!(
                    "{i}: {:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?}",
                    n.op,
                    &n.types[..],
                    n.name,
                    &n.children[..],
                    n.result_perm(),
                    n.pred_args(),
                    n.preds(),
                    n.xform(),
                    n.gisel_flags()
                )
            })
            .collect();
        out.push(format!("{:?}", m.fragments));
        out.push(format!("{:?}", m.default_operands));
        out.push(format!("{:?}", m.instructions));
        out.extend(m.patterns.iter().map(|p| format!("{p:?}")));
        out.push(format!("{:?}", m.instr_flags));
        out
    }

    #[test]
    fn kept_trees_read_back_whole_and_refuse_damage() {
        let dir = std::env::temp_dir().join(format!("tg-kept-patterns-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("cache")).expect("scratch directory");
        std::fs::write(dir.join("t.td"), TARGET).expect("t.td");

        let (cold, outcome) = through_cache(&dir);
        assert_eq!(outcome, Outcome::Saved);
        let mut cold_rk = cold.records;
        let mut records = Records::new(&mut cold_rk);
        records.set_analysis_cache(cold.analyses);
        let made = CodeGenDagPatterns::get(&mut records).expect("model");
        assert_eq!(records.error_count(), 0);
        // What the model holds is what the test means to cover.
        let nodes = made.arena.nodes().expect("not a fork");
        assert!(nodes.iter().any(|n| n.xform().is_some()));
        assert!(nodes.iter().any(|n| !n.pred_args().is_empty()));
        assert!(nodes.iter().any(|n| !n.preds().is_empty()));
        assert!(nodes.iter().any(|n| n.types.iter().any(|t| t.map.len() == 2)));
        assert!(made.patterns.iter().any(|p| !p.hw_mode_features.is_empty()));
        assert!(!made.default_operands.is_empty() && !made.instr_flags.is_empty());
        let made_dump = trees_dump(&made);
        drop(records);

        // The next run loads the records and the kept trees: the same model.
        let (warm, outcome) = through_cache(&dir);
        assert_eq!(outcome, Outcome::Hit);
        let mut warm_rk = warm.records;
        let mut records = Records::new(&mut warm_rk);
        records.set_analysis_cache(warm.analyses);
        let bytes = persist::load(&records, PERSISTED, |b| Some(b.to_vec())).expect("the trees were kept");
        assert!(decode(&records, &bytes).is_some());
        let loaded = CodeGenDagPatterns::get(&mut records).expect("model");
        assert_eq!(trees_dump(&loaded), made_dump);
        let analyses = records.analysis_cache().expect("from a cache").clone();
        assert_eq!(encode(&loaded, &analyses).as_deref(), Some(&bytes[..]));

        // Damage: truncated (a sample, and each of the last bytes), longer.
        for len in (0..bytes.len()).step_by(37).chain(bytes.len().saturating_sub(40)..bytes.len()) {
            assert!(decode(&records, &bytes[..len]).is_none(), "truncated to {len}");
        }
        let mut longer = bytes.clone();
        longer.push(0);
        assert!(decode(&records, &longer).is_none());

        // A value made after the records were saved is never kept.
        let tables = super::super::build::tables(&mut records).expect("tables");
        let mut trees = decode(&records, &bytes).expect("trees");
        let later = records.name_init("made by this run");
        let named = trees.nodes.iter_mut().find(|n| n.name.is_some()).expect("a named node");
        named.name = Some(later);
        assert!(encode(&tables.with_trees(trees), &analyses).is_none());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
