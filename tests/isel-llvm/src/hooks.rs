//! The stand-in target hooks, defined exactly as the harness's
//! (`harness/harness.cpp`, `HarnessISel`): answers are a hash of the DAG's
//! salt, the hook kind, its index and the DAG positions of the nodes it is
//! asked about (nodes the selection made count as `NEW_NODE`).

use std::collections::HashMap;
use std::sync::Arc;

use crate::isel::{IselError, IselHooks, SdValue, SelectionDag};
use tablegen_isel_dag::{TestDag, GLUE, I32, OTHER};

/// The id of a node that was not in the DAG as built.
pub const NEW_NODE: u32 = 0xffff_ffff;

/// The harness's `mix` (splitmix64's finalizer on `h ^ x`).
pub fn mix(h: u64, x: u64) -> u64 {
    let mut z = (h ^ x).wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// One complex pattern: how many results it appends, and whether the last
/// is the chain of a folded node.
#[derive(Clone, Copy, Debug, Default)]
pub struct Cp {
    /// Results.
    pub results: u32,
    /// Chained.
    pub chained: bool,
}

/// The stand-ins for one DAG.
#[derive(Clone, Debug)]
pub struct StandIns {
    /// The DAG's salt.
    pub salt: u64,
    /// Nodes `0..originals` are the DAG as built (their index is their id).
    pub originals: usize,
    /// Complex patterns by index.
    pub cps: Arc<Vec<Cp>>,
    /// Node predicates that require result 0 to have no use: answered
    /// truthfully, as a lie there makes LLVM corrupt its DAG (it morphs the
    /// node into one without that result and leaves its users pointing at
    /// a deleted node).
    pub no_use: Arc<Vec<u32>>,
    /// Instruction flags (bit 0 mayLoad, bit 1 mayStore).
    pub instr_flags: Arc<HashMap<u16, u8>>,
}

impl StandIns {
    fn id(&self, n: usize) -> u64 {
        if n < self.originals {
            n as u64
        } else {
            u64::from(NEW_NODE)
        }
    }
}

impl IselHooks<TestDag> for StandIns {
    fn pattern_predicate(&self, _dag: &TestDag, index: u32) -> Result<bool, IselError> {
        Ok(mix(mix(self.salt, 1), u64::from(index)) % 4 != 0)
    }
    fn node_predicate(&self, dag: &TestDag, node: usize, index: u32) -> Result<bool, IselError> {
        if self.no_use.contains(&index) {
            let mut uses = Vec::new();
            dag.uses(node, &mut uses);
            if uses.iter().any(|u| u.result == 0) {
                return Ok(false);
            }
        }
        Ok(mix(mix(mix(self.salt, 2), u64::from(index)), self.id(node)) % 4 != 0)
    }
    fn node_predicate_with_operands(
        &self,
        _dag: &TestDag,
        node: usize,
        index: u32,
        operands: &[SdValue<usize>],
    ) -> Result<bool, IselError> {
        let mut h = mix(mix(mix(self.salt, 3), u64::from(index)), self.id(node));
        for o in operands {
            h = mix(mix(h, self.id(o.node)), u64::from(o.result));
        }
        Ok(h % 4 != 0)
    }
    fn complex_pattern(
        &mut self,
        dag: &mut TestDag,
        _root: usize,
        _parent: Option<usize>,
        value: SdValue<usize>,
        index: u32,
        results: &mut Vec<SdValue<usize>>,
    ) -> Result<bool, IselError> {
        let h = mix(mix(mix(mix(self.salt, 4), u64::from(index)), self.id(value.node)), u64::from(value.result));
        if h % 4 == 0 {
            return Ok(false);
        }
        let cp = self.cps.get(index as usize).copied().unwrap_or(Cp { results: 1, chained: false });
        if cp.chained {
            let m = value.node;
            let nv = dag.num_values(m);
            let mut last = nv.wrapping_sub(1);
            if nv >= 2 && dag.value_type(m, last as u32) == GLUE {
                last -= 1;
            }
            if dag.num_operands(m) == 0
                || {
                    let op = dag.operand(m, 0);
                    dag.value_type(op.node, op.result) != OTHER
                }
                || dag.value_type(m, last as u32) != OTHER
            {
                return Ok(false);
            }
        }
        for i in 0..cp.results {
            if i == 0 || (cp.chained && i + 1 == cp.results) {
                results.push(value);
            } else {
                let v = ((h >> (8 * (i % 8))) & 0xff) as i64;
                results.push(dag.get_target_constant(v, I32, value.node));
            }
        }
        Ok(true)
    }
    fn node_xform(
        &mut self,
        dag: &mut TestDag,
        value: SdValue<usize>,
        index: u32,
    ) -> Result<SdValue<usize>, IselError> {
        let h = mix(mix(mix(mix(self.salt, 5), u64::from(index)), self.id(value.node)), u64::from(value.result));
        Ok(dag.get_target_constant((h & 0xffff) as i64, I32, value.node))
    }
    fn instr_may_load(&self, opcode: u16) -> bool {
        self.instr_flags.get(&opcode).is_some_and(|f| f & 1 != 0)
    }
    fn instr_may_store(&self, opcode: u16) -> bool {
        self.instr_flags.get(&opcode).is_some_and(|f| f & 2 != 0)
    }
}
