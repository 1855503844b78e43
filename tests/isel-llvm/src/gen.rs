//! DAGs drawn from the matcher table itself: a random path is walked from a
//! root opcode's case (a random child at each scope, a random case at each
//! switch), collecting what the path checks (opcodes, types, constants,
//! condition codes, value types, equal operands); the DAG is then built to
//! satisfy them, filling the rest from the target's SDNode profiles. Some
//! DAGs are perturbed (another opcode, type or constant, a missing child, an
//! extra use, another chain) so that failing paths and backtracking run too.
//! The same seed gives the same DAGs.
//!
//! The output is the harness's input (`harness/harness.cpp`): per DAG,
//! `dag CASE SALT`, node lines (`leaf VT`, `const VT V`, `cc N`, `vt N`,
//! `glue`, `fi VT N`, `ga VT`, ..., `node NAME VTS OPS MEM`, numbered from 1;
//! 0 is the entry token), `use ID:RES` for extra uses, `root ID`, `end`.

use std::collections::HashMap;
use std::fmt::Write as _;

use crate::isel::opc as o;

/// One SDNode profile line of `sdnodes.txt` (`isel-llvm-prep`).
#[derive(Clone, Debug, Default)]
pub struct Profile {
    /// Results.
    pub results: u32,
    /// Operands (-1: variadic).
    pub operands: i64,
    /// SDNP flags (`c`, `i`, `o`, `g`, `v`, `m`).
    pub flags: String,
    /// `(operand, constraint)` pairs (`v7`, `p`, `s0`, ...).
    pub constraints: Vec<(u32, String)>,
}

/// What the generator knows about a target.
#[derive(Clone, Debug)]
pub struct Info {
    /// Table bytes (Rust numbering).
    pub table: Vec<u8>,
    /// Node names by table opcode.
    pub names: Vec<String>,
    /// SDNode profiles by enum name (the first def of each name).
    pub profiles: HashMap<String, Profile>,
    /// Complex patterns: (results, chained).
    pub cps: Vec<(u32, bool)>,
    /// The target's pointer type.
    pub pointer_vt: u16,
    /// Value types the table checks (the pool unconstrained values take).
    pub types: Vec<u16>,
    /// (opcode, operand) slots the table reads as condition codes.
    pub cc_slots: std::collections::HashSet<(u16, u32)>,
    /// (opcode, operand) slots the table reads as value types.
    pub vt_slots: std::collections::HashSet<(u16, u32)>,
    /// The root opcodes (cases of the table's first SwitchOpcode) a DAG may
    /// have.
    pub roots: Vec<u16>,
}

/// Reads `sdnodes.txt`.
pub fn parse_profiles(text: &str) -> HashMap<String, Profile> {
    let mut out = HashMap::new();
    for line in text.lines() {
        let w: Vec<&str> = line.split_whitespace().collect();
        if w.len() < 4 {
            continue;
        }
        let constraints = w[4..]
            .iter()
            .filter_map(|c| {
                let (n, k) = c.split_once(':')?;
                Some((n.parse().ok()?, k.to_string()))
            })
            .collect();
        let p = Profile {
            results: w[1].parse().unwrap_or(0),
            operands: w[2].parse().unwrap_or(-1),
            flags: w[3].to_string(),
            constraints,
        };
        out.entry(w[0].to_string()).or_insert(p);
    }
    out
}

// ---------------------------------------------------------------- decoding

enum Op {
    Scope(Vec<usize>),
    SwitchOpcode(Vec<(u16, usize)>),
    SwitchType(Vec<(u16, usize)>),
    RecordNode,
    RecordChild(u32),
    CaptureGlue,
    MoveChild(u32),
    MoveSibling(u32),
    MoveParent,
    CheckSame(usize),
    CheckChildSame(u32, usize),
    CheckOpcode(u16),
    CheckType(u32, u16),
    CheckChildType(u32, u16),
    CheckInteger(i64),
    CheckChildInteger(u32, i64),
    CheckCondCode(u8),
    CheckChild2CondCode(u8),
    CheckValueType(u16),
    CheckComplexPat(u32, usize),
    CheckMask(bool, i64),
    Skip,
    Emit,
}

struct Reader<'a> {
    t: &'a [u8],
    pos: usize,
}

impl Reader<'_> {
    fn byte(&mut self) -> Option<u8> {
        let b = *self.t.get(self.pos)?;
        self.pos += 1;
        Some(b)
    }
    fn u16(&mut self) -> Option<u16> {
        Some(u16::from(self.byte()?) | u16::from(self.byte()?) << 8)
    }
    fn vbr(&mut self) -> Option<u64> {
        let mut v = 0u64;
        let mut shift = 0;
        loop {
            let b = self.byte()?;
            if shift < 64 {
                v |= u64::from(b & 0x7f) << shift;
            }
            shift += 7;
            if b & 0x80 == 0 {
                return Some(v);
            }
        }
    }
    fn signed(&mut self) -> Option<i64> {
        let v = self.vbr()?;
        Some(if v & 1 == 0 {
            (v >> 1) as i64
        } else if v != 1 {
            ((v >> 1) as i64).wrapping_neg()
        } else {
            i64::MIN
        })
    }
}

fn range(op: u8, first: u8, n: u8) -> Option<u32> {
    (op >= first && op - first < n).then(|| u32::from(op - first))
}

/// Decodes the operation at `pos`: the operation and where the next one
/// starts (`None` at a malformed byte).
fn decode(t: &[u8], pos: usize) -> Option<(Op, usize)> {
    let mut r = Reader { t, pos };
    let op = r.byte()?;
    let res = match op {
        o::SCOPE => {
            let mut kids = Vec::new();
            loop {
                let size = r.vbr()? as usize;
                if size == 0 {
                    break;
                }
                kids.push(r.pos);
                r.pos += size;
            }
            Op::Scope(kids)
        }
        o::SWITCH_OPCODE | o::SWITCH_TYPE => {
            let mut cases = Vec::new();
            loop {
                let size = r.vbr()? as usize;
                if size == 0 {
                    break;
                }
                let v = if op == o::SWITCH_OPCODE { r.u16()? } else { u16::from(r.byte()?) };
                cases.push((v, r.pos));
                r.pos += size;
            }
            if op == o::SWITCH_OPCODE {
                Op::SwitchOpcode(cases)
            } else {
                Op::SwitchType(cases)
            }
        }
        o::RECORD_NODE => Op::RecordNode,
        o::RECORD_MEM_REF => Op::Skip,
        o::CAPTURE_GLUE_INPUT => Op::CaptureGlue,
        o::MOVE_CHILD => Op::MoveChild(u32::from(r.byte()?)),
        o::MOVE_SIBLING => Op::MoveSibling(u32::from(r.byte()?)),
        o::MOVE_PARENT => Op::MoveParent,
        o::CHECK_SAME => Op::CheckSame(usize::from(r.byte()?)),
        o::CHECK_PATTERN_PREDICATE | o::CHECK_PREDICATE => {
            r.byte()?;
            Op::Skip
        }
        o::CHECK_PATTERN_PREDICATE_TWO_BYTE => {
            r.u16()?;
            Op::Skip
        }
        o::CHECK_PREDICATE_WITH_OPERANDS => {
            let n = r.byte()?;
            for _ in 0..=n {
                r.byte()?;
            }
            Op::Skip
        }
        o::CHECK_OPCODE => Op::CheckOpcode(r.u16()?),
        o::CHECK_TYPE => Op::CheckType(0, u16::from(r.byte()?)),
        o::CHECK_TYPE_I32 => Op::CheckType(0, 7),
        o::CHECK_TYPE_I64 => Op::CheckType(0, 8),
        o::CHECK_TYPE_RES => {
            let res = u32::from(r.byte()?);
            Op::CheckType(res, u16::from(r.byte()?))
        }
        o::CHECK_INTEGER => Op::CheckInteger(r.signed()?),
        o::CHECK_COND_CODE => Op::CheckCondCode(r.byte()?),
        o::CHECK_CHILD2_COND_CODE => Op::CheckChild2CondCode(r.byte()?),
        o::CHECK_VALUE_TYPE => Op::CheckValueType(u16::from(r.byte()?)),
        o::CHECK_COMPLEX_PAT => {
            let i = u32::from(r.byte()?);
            Op::CheckComplexPat(i, usize::from(r.byte()?))
        }
        o::CHECK_AND_IMM | o::CHECK_OR_IMM => Op::CheckMask(op == o::CHECK_AND_IMM, r.vbr()? as i64),
        o::CHECK_IMM_ALL_ONES_V | o::CHECK_IMM_ALL_ZEROS_V | o::CHECK_FOLDABLE_CHAIN_NODE => Op::Skip,
        o::COVERAGE.. => Op::Emit,
        o::EMIT_INTEGER.. => Op::Emit,
        _ => {
            if let Some(c) = range(op, o::RECORD_CHILD0, 8) {
                Op::RecordChild(c)
            } else if let Some(c) = range(op, o::MOVE_CHILD0, 8) {
                Op::MoveChild(c)
            } else if let Some(c) = range(op, o::MOVE_SIBLING0, 8) {
                Op::MoveSibling(c)
            } else if let Some(c) = range(op, o::CHECK_CHILD0_SAME, 4) {
                Op::CheckChildSame(c, usize::from(r.byte()?))
            } else if range(op, o::CHECK_PATTERN_PREDICATE0, 8).is_some() || range(op, o::CHECK_PREDICATE0, 8).is_some()
            {
                Op::Skip
            } else if let Some(c) = range(op, o::CHECK_CHILD0_TYPE, 8) {
                Op::CheckChildType(c, u16::from(r.byte()?))
            } else if let Some(c) = range(op, o::CHECK_CHILD0_TYPE_I32, 8) {
                Op::CheckChildType(c, 7)
            } else if let Some(c) = range(op, o::CHECK_CHILD0_TYPE_I64, 8) {
                Op::CheckChildType(c, 8)
            } else if let Some(c) = range(op, o::CHECK_CHILD0_INTEGER, 5) {
                Op::CheckChildInteger(c, r.signed()?)
            } else if let Some(c) = range(op, o::CHECK_COMPLEX_PAT0, 8) {
                Op::CheckComplexPat(c, usize::from(r.byte()?))
            } else {
                return None;
            }
        }
    };
    Some((res, r.pos))
}

// ------------------------------------------------------------ table scan

/// Scans the whole table: the value types it checks, the slots it reads as
/// condition codes, and the root opcodes.
#[allow(clippy::type_complexity)]
pub fn scan(
    table: &[u8],
) -> (Vec<u16>, std::collections::HashSet<(u16, u32)>, std::collections::HashSet<(u16, u32)>, Vec<u16>) {
    let mut types = std::collections::BTreeSet::new();
    let mut cc = std::collections::HashSet::new();
    let mut vt_slots = std::collections::HashSet::new();
    let mut roots = Vec::new();
    if let Some((Op::SwitchOpcode(cases), _)) = decode(table, 0) {
        roots = cases.iter().map(|c| c.0).collect();
    }
    // (position, stack of (opcode, child index)).
    let mut work: Vec<(usize, Vec<(Option<u16>, u32)>)> = vec![(0, vec![(None, 0)])];
    let mut steps = 0usize;
    while let Some((mut pos, mut stack)) = work.pop() {
        loop {
            steps += 1;
            if steps > 50_000_000 {
                return (types.into_iter().collect(), cc, vt_slots, roots);
            }
            let Some((op, next)) = decode(table, pos) else { break };
            pos = next;
            let top = stack.len() - 1;
            match op {
                Op::Scope(kids) => {
                    for k in kids {
                        work.push((k, stack.clone()));
                    }
                    break;
                }
                Op::SwitchOpcode(cases) => {
                    for (opc, body) in cases {
                        let mut s = stack.clone();
                        s[top].0 = Some(opc);
                        work.push((body, s));
                    }
                    break;
                }
                Op::SwitchType(cases) => {
                    for (vt, body) in cases {
                        types.insert(vt);
                        work.push((body, stack.clone()));
                    }
                    break;
                }
                Op::MoveChild(c) => stack.push((None, c)),
                Op::MoveSibling(c) => {
                    if let Some(t) = stack.last_mut() {
                        *t = (None, c);
                    }
                }
                Op::MoveParent if stack.len() > 1 => {
                    stack.pop();
                }
                Op::CheckOpcode(opc) => stack[top].0 = Some(opc),
                Op::CheckType(_, vt) | Op::CheckChildType(_, vt) => {
                    types.insert(vt);
                }
                Op::CheckCondCode(_) if top >= 1 => {
                    if let Some(p) = stack[top - 1].0 {
                        cc.insert((p, stack[top].1));
                    }
                }
                Op::CheckChild2CondCode(_) => {
                    if let Some(p) = stack[top].0 {
                        cc.insert((p, 2));
                    }
                }
                Op::CheckValueType(_) if top >= 1 => {
                    if let Some(p) = stack[top - 1].0 {
                        vt_slots.insert((p, stack[top].1));
                    }
                }
                Op::Emit => break,
                _ => {}
            }
        }
    }
    let types = types.into_iter().filter(|&t| t > 1 && t < 190).collect();
    (types, cc, vt_slots, roots)
}

// ------------------------------------------------------------- the walk

/// A small deterministic generator (splitmix64).
#[derive(Clone, Debug)]
pub struct Rng(pub u64);

impl Rng {
    /// The next number.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        crate::hooks::mix(self.0, 0)
    }
    /// A number below `n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n.max(1) as u64) as usize
    }
    /// True with probability `p` percent.
    pub fn chance(&mut self, p: u64) -> bool {
        self.next_u64() % 100 < p
    }
}

type ARef = (usize, u32);

#[derive(Clone, Debug, Default)]
struct ANode {
    opcode: Option<u16>,
    vts: Vec<Option<u16>>,
    children: Vec<Option<ARef>>,
    int: Option<i64>,
    cc: Option<u8>,
    vtp: Option<u16>,
    chained_cp: bool,
    in_glue: bool,
}

struct Walk {
    nodes: Vec<ANode>,
    /// Node stack: the value and the (parent, child) slot it fills.
    stack: Vec<(ARef, Option<(usize, u32)>)>,
    records: Vec<Option<ARef>>,
}

impl Walk {
    fn child(&mut self, n: usize, c: u32) -> ARef {
        let c = c as usize;
        if self.nodes[n].children.len() <= c {
            self.nodes[n].children.resize(c + 1, None);
        }
        if let Some(r) = self.nodes[n].children[c] {
            return r;
        }
        self.nodes.push(ANode::default());
        let r = (self.nodes.len() - 1, 0);
        self.nodes[n].children[c] = Some(r);
        r
    }
    fn set_type(&mut self, r: ARef, vt: u16) {
        let vts = &mut self.nodes[r.0].vts;
        if vts.len() <= r.1 as usize {
            vts.resize(r.1 as usize + 1, None);
        }
        vts[r.1 as usize] = Some(vt);
    }
    fn cur(&self) -> ARef {
        self.stack.last().map_or((0, 0), |s| s.0)
    }
}

fn walk(info: &Info, rng: &mut Rng, start: usize, root_opcode: u16) -> Walk {
    let mut w = Walk {
        nodes: vec![ANode { opcode: Some(root_opcode), ..ANode::default() }],
        stack: vec![((0, 0), None)],
        records: Vec::new(),
    };
    let t = &info.table;
    let mut pos = start;
    for _ in 0..10_000 {
        let Some((op, next)) = decode(t, pos) else { break };
        pos = next;
        let cur = w.cur();
        match op {
            Op::Scope(kids) => {
                if kids.is_empty() {
                    break;
                }
                pos = kids[rng.below(kids.len())];
            }
            Op::SwitchOpcode(cases) => {
                if cases.is_empty() {
                    break;
                }
                let (opc, body) = cases[rng.below(cases.len())];
                w.nodes[cur.0].opcode = Some(opc);
                pos = body;
            }
            Op::SwitchType(cases) => {
                if cases.is_empty() {
                    break;
                }
                let (vt, body) = cases[rng.below(cases.len())];
                w.set_type(cur, if vt == 254 { info.pointer_vt } else { vt });
                pos = body;
            }
            Op::RecordNode => w.records.push(Some(cur)),
            Op::RecordChild(c) => {
                let r = w.child(cur.0, c);
                w.records.push(Some(r));
            }
            Op::CaptureGlue => w.nodes[cur.0].in_glue = true,
            Op::MoveChild(c) => {
                let r = w.child(cur.0, c);
                w.stack.push((r, Some((cur.0, c))));
            }
            Op::MoveSibling(c) => {
                w.stack.pop();
                let p = w.cur();
                let r = w.child(p.0, c);
                w.stack.push((r, Some((p.0, c))));
            }
            Op::MoveParent => {
                if w.stack.len() > 1 {
                    w.stack.pop();
                }
            }
            Op::CheckSame(rec) => {
                if let (Some(Some(r)), Some((_, Some((p, c))))) = (w.records.get(rec).copied(), w.stack.last().copied())
                {
                    w.nodes[p].children[c as usize] = Some(r);
                    if let Some(top) = w.stack.last_mut() {
                        top.0 = r;
                    }
                }
            }
            Op::CheckChildSame(c, rec) => {
                if let Some(Some(r)) = w.records.get(rec).copied() {
                    w.child(cur.0, c);
                    w.nodes[cur.0].children[c as usize] = Some(r);
                }
            }
            Op::CheckOpcode(opc) => w.nodes[cur.0].opcode = Some(opc),
            Op::CheckType(res, vt) => {
                let vt = if vt == 254 { info.pointer_vt } else { vt };
                w.set_type((cur.0, cur.1 + res), vt)
            }
            Op::CheckChildType(c, vt) => {
                let r = w.child(cur.0, c);
                w.set_type(r, if vt == 254 { info.pointer_vt } else { vt });
            }
            Op::CheckInteger(v) => w.nodes[cur.0].int = Some(v),
            Op::CheckChildInteger(c, v) => {
                let r = w.child(cur.0, c);
                w.nodes[r.0].int = Some(v);
            }
            Op::CheckCondCode(cc) => w.nodes[cur.0].cc = Some(cc),
            Op::CheckChild2CondCode(cc) => {
                let r = w.child(cur.0, 2);
                w.nodes[r.0].cc = Some(cc);
            }
            Op::CheckValueType(vt) => w.nodes[cur.0].vtp = Some(vt),
            Op::CheckComplexPat(i, rec) => {
                let (n, chained) = info.cps.get(i as usize).copied().unwrap_or((1, false));
                if chained {
                    if let Some(Some(r)) = w.records.get(rec).copied() {
                        w.nodes[r.0].chained_cp = true;
                        // A chained complex pattern folds a node with a
                        // chain: give it a load when the path says nothing.
                        if w.nodes[r.0].opcode.is_none() {
                            w.nodes[r.0].opcode = info.names.iter().position(|n| n == "ISD::LOAD").map(|i| i as u16);
                        }
                    }
                }
                for _ in 0..n {
                    w.records.push(None);
                }
            }
            Op::CheckMask(is_and, v) => {
                let name = if is_and { "ISD::AND" } else { "ISD::OR" };
                w.nodes[cur.0].opcode = info.names.iter().position(|n| n == name).map(|i| i as u16);
                let r = w.child(cur.0, 1);
                w.nodes[r.0].int = Some(v);
            }
            Op::Skip => {}
            Op::Emit => break,
        }
    }
    w
}

// ------------------------------------------------------- materializing

const UNSUPPORTED: &[&str] = &[
    "ISD::VECTOR_SHUFFLE",
    "ISD::ADDRSPACECAST",
    "ISD::BlockAddress",
    "ISD::TargetBlockAddress",
    "ISD::MCSymbol",
    "ISD::TargetIndex",
    "ISD::SRCVALUE",
    "ISD::MDNODE_SDNODE",
    "ISD::LIFETIME_START",
    "ISD::LIFETIME_END",
    "ISD::PSEUDO_PROBE",
    "ISD::AssertAlign",
    "ISD::HANDLENODE",
    "ISD::GlobalTLSAddress",
    "ISD::TargetGlobalTLSAddress",
    "ISD::RegisterMask",
    "ISD::Register",
    "ISD::MLOAD",
    "ISD::MSTORE",
    "ISD::MGATHER",
    "ISD::MSCATTER",
    "ISD::EXPERIMENTAL_VECTOR_HISTOGRAM",
    "ISD::EntryToken",
    "ISD::TokenFactor",
    "ISD::CopyFromReg",
    "ISD::CopyToReg",
    "ISD::EH_LABEL",
    "ISD::ANNOTATION_LABEL",
    "ISD::INLINEASM",
    "ISD::INLINEASM_BR",
    "ISD::UNDEF",
    "ISD::FREEZE",
    "ISD::AssertSext",
    "ISD::AssertZext",
    "ISD::READ_REGISTER",
    "ISD::WRITE_REGISTER",
    "ISD::ARITH_FENCE",
    "ISD::STACKMAP",
    "ISD::PATCHPOINT",
];

/// Whether the harness cannot build a node of this name exactly as asked
/// (its class carries data the generator does not model) or
/// SelectCodeCommon handles it before its table.
pub fn unsupported(name: &str) -> bool {
    UNSUPPORTED.contains(&name) || name.starts_with("ISD::VP_") || name.starts_with("ISD::EXPERIMENTAL_VP")
}

struct Out<'a> {
    info: &'a Info,
    lines: Vec<String>,
    uses: Vec<String>,
    memo: HashMap<usize, usize>,
    /// Spec id of the chained nodes made (for chain inputs).
    chained: Vec<usize>,
    /// Their chain result numbers.
    chain_result: HashMap<String, usize>,
    /// The type the next node made must have.
    force: Option<u16>,
}

fn int_vt(vt: u16) -> bool {
    (2..=8).contains(&vt)
}

impl Out<'_> {
    fn add(&mut self, line: String) -> usize {
        self.lines.push(line);
        self.lines.len()
    }
    fn pool(&self, rng: &mut Rng) -> u16 {
        if self.info.types.is_empty() || rng.chance(30) {
            self.info.pointer_vt
        } else {
            self.info.types[rng.below(self.info.types.len())]
        }
    }
    fn leaf(&mut self, vt: u16) -> String {
        match vt {
            1 => {
                let l = self.add("leaf 7".into());
                format!("{l}:1")
            }
            191 => {
                let g = self.add("glue".into());
                format!("{g}:1")
            }
            _ => format!("{}:0", self.add(format!("leaf {vt}"))),
        }
    }
    fn chain(&mut self, rng: &mut Rng) -> String {
        if rng.chance(70) {
            "0:0".into()
        } else {
            let l = self.add("leaf 7".into());
            format!("{l}:1")
        }
    }

    /// The spec value for abstract value `r`.
    fn value(&mut self, w: &Walk, rng: &mut Rng, r: ARef, want: Option<u16>) -> String {
        if let Some(&id) = self.memo.get(&r.0) {
            return format!("{id}:{}", r.1);
        }
        let id = self.node(w, rng, r.0, want);
        self.memo.insert(r.0, id);
        format!("{id}:{}", r.1)
    }

    fn node(&mut self, w: &Walk, rng: &mut Rng, n: usize, want: Option<u16>) -> usize {
        let a = &w.nodes[n];
        let forced = self.force.take();
        let vt0 = forced.or(a.vts.first().copied().flatten()).or(want).unwrap_or_else(|| self.pool(rng));
        let vt0 = real_vt(vt0, self.info.pointer_vt);
        let name = a.opcode.and_then(|o| self.info.names.get(usize::from(o))).map(String::as_str);
        let ptr = self.info.pointer_vt;
        if a.cc.is_some() {
            return self.add(format!("cc {}", a.cc.unwrap_or(0)));
        }
        if a.vtp.is_some() {
            return self.add(format!("vt {}", a.vtp.unwrap_or(7)));
        }
        match name {
            None if a.int.is_some() && int_vt(vt0) => {
                return self.add(format!("const {vt0} {}", a.int.unwrap_or(0)));
            }
            None if a.cc.is_some() => return self.add(format!("cc {}", a.cc.unwrap_or(0))),
            None if a.vtp.is_some() => return self.add(format!("vt {}", a.vtp.unwrap_or(7))),
            None => {
                let l = self.leaf(vt0);
                return l.split(':').next().and_then(|s| s.parse().ok()).unwrap_or(0);
            }
            Some("ISD::Constant") | Some("ISD::TargetConstant") if int_vt(vt0) => {
                let v = a.int.unwrap_or_else(|| (rng.below(64) as i64) - 8);
                let k = if name == Some("ISD::Constant") { "const" } else { "tconst" };
                return self.add(format!("{k} {vt0} {v}"));
            }
            Some("ISD::Constant") | Some("ISD::TargetConstant") | Some("ISD::TargetConstantFP") => {
                let l = self.leaf(vt0);
                return l.split(':').next().and_then(|s| s.parse().ok()).unwrap_or(0);
            }
            Some("ISD::ConstantFP") => {
                let vt = if (10..=16).contains(&vt0) { vt0 } else { 12 };
                return self.add(format!("fconst {vt}"));
            }
            Some("ISD::CONDCODE") => return self.add(format!("cc {}", a.cc.unwrap_or(rng.below(24) as u8))),
            Some("ISD::VALUETYPE") => return self.add(format!("vt {}", a.vtp.unwrap_or(vt0))),
            Some(s) if LEAVES.iter().any(|l| l.0 == s) => {
                let kind = LEAVES.iter().find(|l| l.0 == s).map_or("leaf", |l| l.1);
                let vt = if int_vt(vt0) { vt0 } else { ptr };
                return match kind {
                    "bb" => self.add("bb".into()),
                    "fi" | "tfi" => self.add(format!("{kind} {vt} {}", rng.below(3))),
                    _ => self.add(format!("{kind} {vt}")),
                };
            }
            Some(s) if unsupported(s) || !self.info.profiles.contains_key(s) => {
                let l = self.leaf(vt0);
                return l.split(':').next().and_then(|s| s.parse().ok()).unwrap_or(0);
            }
            _ => {}
        }
        let name = name.unwrap_or("");
        let opcode = a.opcode.unwrap_or(0);
        let p = self.info.profiles.get(name).cloned().unwrap_or_default();
        let chained = p.flags.contains('c');
        let chain_off = u32::from(chained);
        // Result types.
        let nres = (p.results as usize).max(a.vts.len());
        let mut vts: Vec<u16> = Vec::new();
        for i in 0..nres {
            let known = a.vts.get(i).copied().flatten();
            let from_profile = p.constraints.iter().find(|c| c.0 == i as u32).and_then(|c| constraint_vt(&c.1, ptr));
            let t = known.or(from_profile).unwrap_or_else(|| self.pool(rng));
            vts.push(real_vt(t, ptr));
        }
        // The first operand of an AND / OR has the AND's type.
        if let Some(f) = forced {
            match vts.first_mut() {
                Some(v) => *v = f,
                None => vts.push(f),
            }
        }
        // Operands.
        let fixed = if p.operands >= 0 { p.operands as usize } else { 0 };
        let mut count = fixed + chain_off as usize;
        count = count.max(a.children.len());
        if p.operands < 0 {
            count += rng.below(3);
        }
        let is_load = name == "ISD::LOAD";
        let is_store = name == "ISD::STORE";
        if is_load {
            count = 2;
        }
        if is_store {
            count = 3;
        }
        let mut ops: Vec<String> = Vec::new();
        for k in 0..count as u32 {
            self.force = None;
            if chained && k == 0 {
                ops.push(self.chain(rng));
                continue;
            }
            let prof_idx = p.results + k - chain_off;
            let c = p.constraints.iter().find(|c| c.0 == prof_idx).map(|c| c.1.clone());
            let want = c.as_deref().and_then(|c| constraint_vt(c, ptr)).or_else(|| {
                c.as_deref()
                    .and_then(|c| c.strip_prefix('s'))
                    .and_then(|j| j.parse::<usize>().ok())
                    .and_then(|j| vts.get(j).copied())
            });
            let child = a.children.get(k as usize).copied().flatten();
            let child_kind = child.map(|r| (w.nodes[r.0].cc, w.nodes[r.0].vtp));
            let is_cc_slot = self.info.cc_slots.contains(&(opcode, k));
            let is_vt_slot = self.info.vt_slots.contains(&(opcode, k));
            let intrinsic_id = match name {
                "ISD::INTRINSIC_WO_CHAIN" => k == 0,
                "ISD::INTRINSIC_W_CHAIN" | "ISD::INTRINSIC_VOID" => k == 1,
                _ => false,
            };
            if intrinsic_id {
                // LLVM reads the intrinsic id as a constant (CannotYetSelect
                // names the intrinsic).
                let v = child.and_then(|r| w.nodes[r.0].int).unwrap_or(rng.below(400) as i64 + 1);
                let id = self.add(format!("tconst {ptr} {v}"));
                ops.push(format!("{id}:0"));
                continue;
            }
            if want == Some(1) || is_cc_slot || is_vt_slot {
                // A condition-code or value-type operand: the table casts it
                // (cast<CondCodeSDNode>, cast<VTSDNode>) once the opcode
                // matched, so it must be one whatever the path says.
                let (cc, vtp) = child_kind.unwrap_or((None, None));
                let line = if is_cc_slot || cc.is_some() {
                    format!("cc {}", cc.unwrap_or(rng.below(24) as u8))
                } else {
                    format!("vt {}", vtp.unwrap_or_else(|| self.pool(rng)))
                };
                let id = self.add(line);
                ops.push(format!("{id}:0"));
                continue;
            }
            if name == "ISD::AND" || name == "ISD::OR" {
                // Operands of the result's type: CheckAndImm / CheckOrImm
                // compare the mask at the first operand's width.
                self.force = vts.first().copied();
            }
            match child {
                Some(r) => {
                    let v = self.value(w, rng, r, want);
                    ops.push(v);
                }
                None => {
                    let vt = self.force.take().or(want).unwrap_or_else(|| self.pool(rng));
                    let l = self.leaf(real_vt(vt, ptr));
                    ops.push(l);
                }
            }
        }
        self.force = None;
        let glue_ok = !is_load && !is_store;
        if glue_ok && (p.flags.contains('i') || a.in_glue || (p.flags.contains('o') && rng.chance(50))) {
            let g = self.add("glue".into());
            ops.push(format!("{g}:1"));
        }
        // Chain from an earlier chained node of this DAG, sometimes.
        if chained && !self.chained.is_empty() && rng.chance(20) {
            let c = self.chained[rng.below(self.chained.len())];
            ops[0] = format!("{c}:CHAIN");
        }
        if is_load {
            vts.truncate(1);
            if vts.is_empty() {
                vts.push(ptr);
            }
        }
        if is_store {
            vts.clear();
        }
        if chained || is_load || is_store {
            vts.push(1);
        }
        if p.flags.contains('g') {
            vts.push(191);
        }
        if vts.is_empty() {
            vts.push(1);
        }
        let atomic = name.starts_with("ISD::ATOMIC_") && name != "ISD::ATOMIC_FENCE";
        let mem = if atomic {
            "ls".to_string()
        } else if !is_load
            && !is_store
            && (name == "ISD::PREFETCH" || (p.flags.contains('m') && (!name.starts_with("ISD::") || rng.chance(50))))
        {
            ["l", "s", "ls"][rng.below(3)].to_string()
        } else {
            "-".to_string()
        };
        let vt_text: Vec<String> = vts.iter().map(u16::to_string).collect();
        let nvals = vts.len();
        // Resolve chain references to the chain result of that node.
        let ops: Vec<String> = ops
            .into_iter()
            .map(|op| match op.strip_suffix(":CHAIN") {
                Some(id) => {
                    let r = self.chain_result.get(id).copied().unwrap_or(0);
                    format!("{id}:{r}")
                }
                None => op,
            })
            .collect();
        let id = self.add(format!(
            "node {name} {} {} {mem}",
            vt_text.join(","),
            if ops.is_empty() { "-".into() } else { ops.join(",") }
        ));
        if chained || is_load || is_store {
            let chain_res = vts.iter().position(|&t| t == 1).unwrap_or(0);
            self.chain_result.insert(id.to_string(), chain_res);
            self.chained.push(id);
        }
        let _ = nvals;
        id
    }
}

const LEAVES: &[(&str, &str)] = &[
    ("ISD::FrameIndex", "fi"),
    ("ISD::TargetFrameIndex", "tfi"),
    ("ISD::GlobalAddress", "ga"),
    ("ISD::TargetGlobalAddress", "tga"),
    ("ISD::ExternalSymbol", "es"),
    ("ISD::TargetExternalSymbol", "tes"),
    ("ISD::BasicBlock", "bb"),
    ("ISD::ConstantPool", "cp"),
    ("ISD::TargetConstantPool", "tcp"),
    ("ISD::JumpTable", "jt"),
    ("ISD::TargetJumpTable", "tjt"),
];

fn constraint_vt(c: &str, ptr: u16) -> Option<u16> {
    if c == "p" {
        return Some(ptr);
    }
    c.strip_prefix('v').and_then(|v| v.parse().ok()).map(|t| real_vt(t, ptr))
}

/// A value type a node can have: iPTR and the other pattern-only types
/// become the pointer type.
fn real_vt(t: u16, ptr: u16) -> u16 {
    if t >= 192 && t != 193 {
        ptr
    } else {
        t
    }
}

fn perturb(info: &Info, w: &mut Walk, rng: &mut Rng) -> bool {
    let n = rng.below(w.nodes.len());
    match rng.below(6) {
        0 if !info.roots.is_empty() => w.nodes[n].opcode = Some(info.roots[rng.below(info.roots.len())]),
        1 => {
            let k = w.nodes[n].vts.len();
            if k == 0 || info.types.is_empty() {
                return false;
            }
            w.nodes[n].vts[rng.below(k)] = Some(info.types[rng.below(info.types.len())]);
        }
        2 if w.nodes[n].int.is_some() => {
            w.nodes[n].int =
                w.nodes[n].int.map(|v| if rng.chance(50) { v.wrapping_add(1) } else { rng.below(300) as i64 - 20 })
        }
        3 if w.nodes[n].cc.is_some() => w.nodes[n].cc = Some(rng.below(24) as u8),
        4 => {
            let k = w.nodes[n].children.len();
            if k == 0 {
                return false;
            }
            w.nodes[n].children[rng.below(k)] = None;
        }
        5 => return true,
        _ => return false,
    }
    false
}

/// The root opcodes DAGs are drawn for: the table's first switch's cases
/// the harness can build and SelectCodeCommon selects through its table.
pub fn root_cases(info: &Info) -> Vec<(u16, usize)> {
    match decode(&info.table, 0) {
        Some((Op::SwitchOpcode(cases), _)) => cases
            .into_iter()
            .filter(|&(opc, _)| {
                let name = info.names.get(usize::from(opc)).map_or("", String::as_str);
                !unsupported(name) && !name.starts_with("ISD::Target")
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// `count` DAGs, numbered from `first`, in the harness's input format.
pub fn generate(info: &Info, seed: u64, first: usize, count: usize) -> String {
    let roots = root_cases(info);
    let mut text = String::new();
    if roots.is_empty() {
        return text;
    }
    for case in first..first + count {
        let mut rng = Rng(crate::hooks::mix(seed, case as u64));
        let salt = rng.next_u64();
        let (opc, start) = roots[rng.below(roots.len())];
        let mut w = walk(info, &mut rng, start, opc);
        let mut extra_use = false;
        if rng.chance(35) {
            extra_use = perturb(info, &mut w, &mut rng);
        }
        let mut out = Out {
            info,
            lines: Vec::new(),
            uses: Vec::new(),
            memo: HashMap::new(),
            chained: Vec::new(),
            chain_result: HashMap::new(),
            force: None,
        };
        let root = out.value(&w, &mut rng, (0, 0), None);
        let root_id: usize = root.split(':').next().and_then(|s| s.parse().ok()).unwrap_or(0);
        let chained: Vec<usize> = out.chained.iter().copied().filter(|&c| c != root_id).collect();
        for c in chained {
            let r = out.chain_result.get(&c.to_string()).copied().unwrap_or(0);
            out.uses.push(format!("{c}:{r}"));
        }
        if extra_use && out.memo.len() > 1 {
            // Sorted: the memo's iteration order changes from process to
            // process, and the draw must not.
            let mut ids: Vec<usize> = out.memo.values().copied().filter(|&i| i != root_id).collect();
            ids.sort_unstable();
            if !ids.is_empty() {
                out.uses.push(format!("{}:0", ids[rng.below(ids.len())]));
            }
        }
        let _ = writeln!(text, "dag {case} {salt:x}");
        for l in &out.lines {
            text.push_str(l);
            text.push('\n');
        }
        for u in &out.uses {
            let _ = writeln!(text, "use {u}");
        }
        let _ = writeln!(text, "root {root_id}:0\nend");
    }
    text
}
