//! The decoder tables: LLVM's filter choosers, which split a set of
//! encodings on the most useful run of known bits until each leaf holds one
//! encoding, and the byte code they are flattened into.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use tablegen_core::intern::FxHashMap;
use tablegen_runtime::mc::{op, TableEntry};

use super::encodings::{Model, OpInfo, Predicate, B0, B1, BU};

/// A filter position not yet decided.
const UNFILTERED: u8 = 3;
/// The key of a filter's fallthrough (encodings with unknown bits there).
const SENTINEL: u64 = u64::MAX;

/// `(encoding id, opcode)`.
type Opc = (u32, u32);

/// One case of `decodeToMCInst`: the operand decoders it runs (numbered
/// by its C++ text, as LLVM numbers them).
#[derive(Clone, Debug)]
pub(crate) struct DecoderCase {
    /// The C++ statements.
    pub(crate) text: String,
    /// The operands, in order; a whole-instruction decoder ends them.
    pub(crate) ops: Vec<OpInfo>,
}

/// The state shared by all tables, and the current table.
#[derive(Default)]
pub(crate) struct TableInfo {
    pub(crate) table: Vec<u8>,
    fixups: Vec<Vec<u32>>,
    pub(crate) predicates: Vec<Predicate>,
    pred_index: FxHashMap<String, usize>,
    pub(crate) decoders: Vec<DecoderCase>,
    dec_index: FxHashMap<String, usize>,
    /// What LLVM prints on `errs()` while building.
    pub(crate) stderr: String,
}

struct Cx<'a> {
    model: &'a Model,
    bit_width: usize,
    insns: FxHashMap<u32, Vec<u8>>,
}

impl Cx<'_> {
    fn insn(&self, id: u32) -> &[u8] {
        &self.insns[&id]
    }
}

/// Appends `v` as ULEB128 (the shortest form, as LLVM writes it).
pub(crate) fn uleb(out: &mut Vec<u8>, mut v: u64) {
    loop {
        let b = (v & 0x7f) as u8;
        v >>= 7;
        if v != 0 {
            out.push(b | 0x80);
        } else {
            out.push(b);
            break;
        }
    }
}

struct Filter {
    start: u32,
    nbits: u32,
    filtered: BTreeMap<u64, Vec<Opc>>,
    variable: Vec<Opc>,
    num_filtered: u32,
    last: Opc,
    children: BTreeMap<u64, Chooser>,
}

struct Chooser {
    opcodes: Vec<Opc>,
    fbits: Vec<u8>,
    best: Option<Box<Filter>>,
}

fn field_from_insn(insn: &[u8], start: u32, nbits: u32) -> Option<u64> {
    let mut f = 0u64;
    for i in 0..nbits {
        match insn[(start + i) as usize] {
            BU => return None,
            B1 => f |= 1u64.wrapping_shl(i),
            _ => {}
        }
    }
    Some(f)
}

impl Filter {
    fn new(cx: &Cx, opcodes: &[Opc], start: u32, nbits: u32) -> Filter {
        let mut f = Filter {
            start,
            nbits,
            filtered: BTreeMap::new(),
            variable: Vec::new(),
            num_filtered: 0,
            last: (0, 0),
            children: BTreeMap::new(),
        };
        for &o in opcodes {
            match field_from_insn(cx.insn(o.0), start, nbits) {
                Some(v) => {
                    f.last = o;
                    f.filtered.entry(v).or_default().push(o);
                    f.num_filtered += 1;
                }
                None => f.variable.push(o),
            }
        }
        f
    }

    fn usefulness(&self) -> usize {
        if self.variable.is_empty() {
            self.filtered.len() + 1
        } else {
            self.filtered.len()
        }
    }

    fn recurse(&mut self, cx: &Cx, owner_bits: &[u8]) {
        let mut arr = owner_bits.to_vec();
        let (s, n) = (self.start as usize, self.nbits as usize);
        if !self.variable.is_empty() {
            for b in &mut arr[s..s + n] {
                *b = BU;
            }
            let c = Chooser::new(cx, self.variable.clone(), arr.clone());
            self.children.insert(SENTINEL, c);
        }
        if self.num_filtered == 1 {
            return;
        }
        for (&v, insts) in &self.filtered {
            for i in 0..n {
                arr[s + i] = if v & 1u64.wrapping_shl(i as u32) != 0 { B1 } else { B0 };
            }
            let c = Chooser::new(cx, insts.clone(), arr.clone());
            self.children.insert(v, c);
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Attr {
    None,
    Filtered,
    AllSet,
    AllUnset,
    Mixed,
}

impl Chooser {
    fn new(cx: &Cx, opcodes: Vec<Opc>, fbits: Vec<u8>) -> Chooser {
        let mut c = Chooser { opcodes, fbits, best: None };
        let n = c.opcodes.len();
        if c.filter_processor(cx, false, true) || c.filter_processor(cx, true, true) {
            return c;
        }
        if n == 3 && c.filter_processor(cx, true, false) {
            return c;
        }
        c.best = None;
        c
    }

    fn islands(&self, cx: &Cx, insn: &[u8]) -> Vec<(u32, u32, u64)> {
        let mut out = Vec::new();
        let mut state = 0;
        let (mut start, mut bitno, mut val) = (0u32, 0u32, 0u64);
        for (i, (&v, &fb)) in insn.iter().zip(&self.fbits).take(cx.bit_width).enumerate() {
            let filtered = matches!(fb, B0 | B1);
            let water = filtered || v == BU;
            if state == 2 {
                if water {
                    state = 1;
                    out.push((start, i as u32 - 1, val));
                } else {
                    bitno += 1;
                    val |= (v as u64).wrapping_shl(bitno);
                }
            } else if water {
                state = 1;
            } else {
                state = 2;
                bitno = 0;
                start = i as u32;
                val = v as u64;
            }
        }
        if state == 2 {
            out.push((start, cx.bit_width as u32 - 1, val));
        }
        out
    }

    fn filter_processor(&mut self, cx: &Cx, allow_mixed: bool, greedy: bool) -> bool {
        self.best = None;
        if self.opcodes.len() == 1 {
            return true;
        }
        if allow_mixed && !greedy {
            for &o in &self.opcodes {
                let isl = self.islands(cx, cx.insn(o.0));
                if let Some(&(s, e, _)) = isl.first() {
                    let mut f = Filter::new(cx, &self.opcodes, s, e - s + 1);
                    f.recurse(cx, &self.fbits);
                    self.best = Some(Box::new(f));
                    return true;
                }
            }
        }
        let w = cx.bit_width;
        let mut attrs: Vec<Attr> =
            (0..w).map(|i| if matches!(self.fbits[i], B0 | B1) { Attr::Filtered } else { Attr::None }).collect();
        for &o in &self.opcodes {
            let insn = cx.insn(o.0);
            for i in 0..w {
                let unset = insn[i] == BU;
                attrs[i] = match attrs[i] {
                    Attr::None => {
                        if unset {
                            Attr::AllUnset
                        } else {
                            Attr::AllSet
                        }
                    }
                    Attr::AllSet if unset => Attr::Mixed,
                    Attr::AllUnset if !unset => Attr::Mixed,
                    a => a,
                };
            }
        }
        let mut regions: Vec<(u32, u32)> = Vec::new();
        let mut report = |ra: Attr, start: usize, idx: usize| {
            if (ra == Attr::Mixed && allow_mixed) || (ra == Attr::AllSet && !allow_mixed) {
                regions.push((start as u32, (idx - start) as u32));
            }
        };
        let mut ra = Attr::None;
        let mut start = 0usize;
        for (i, &a) in attrs.iter().enumerate() {
            match ra {
                Attr::None => match a {
                    Attr::AllSet => {
                        start = i;
                        ra = Attr::AllSet;
                    }
                    Attr::Mixed => {
                        start = i;
                        ra = Attr::Mixed;
                    }
                    _ => {}
                },
                Attr::AllSet => match a {
                    Attr::Filtered | Attr::AllUnset => {
                        report(ra, start, i);
                        ra = Attr::None;
                    }
                    Attr::Mixed => {
                        report(ra, start, i);
                        start = i;
                        ra = Attr::Mixed;
                    }
                    _ => {}
                },
                Attr::Mixed => match a {
                    Attr::Filtered => {
                        report(ra, start, i);
                        start = i;
                        ra = Attr::None;
                    }
                    Attr::AllSet => {
                        report(ra, start, i);
                        start = i;
                        ra = Attr::AllSet;
                    }
                    Attr::AllUnset => {
                        report(ra, start, i);
                        ra = Attr::None;
                    }
                    _ => {}
                },
                _ => {}
            }
        }
        if matches!(ra, Attr::AllSet | Attr::Mixed) {
            report(ra, start, w);
        }
        let mut best: Option<Filter> = None;
        let mut best_score = 0;
        let mut all_useless = true;
        let mut first: Option<Filter> = None;
        for (s, n) in regions {
            let f = Filter::new(cx, &self.opcodes, s, n);
            let u = f.usefulness();
            if u != 0 {
                all_useless = false;
            }
            if u > best_score {
                best_score = u;
                best = Some(f);
            } else if first.is_none() && best.is_none() {
                first = Some(f);
            }
        }
        if all_useless {
            return false;
        }
        let mut f = best.or(first).expect("a useful filter");
        f.recurse(cx, &self.fbits);
        self.best = Some(Box::new(f));
        true
    }

    fn emit(&self, cx: &Cx, ti: &mut TableInfo, parents: &mut Vec<Vec<u8>>) {
        if self.opcodes.len() == 1 {
            emit_singleton(cx, ti, self, self.opcodes[0]);
            return;
        }
        if let Some(best) = &self.best {
            parents.push(self.fbits.clone());
            if best.num_filtered == 1 {
                ti.fixups.push(Vec::new());
                emit_singleton(cx, ti, self, best.last);
                let fx = ti.fixups.pop().unwrap_or_default();
                let dest = ti.table.len() as u32;
                resolve(&mut ti.table, &fx, dest);
                if let Some(c) = best.children.get(&SENTINEL) {
                    c.emit(cx, ti, parents);
                }
            } else {
                emit_filter(cx, ti, best, parents);
            }
            parents.pop();
            return;
        }
        ti.stderr.push_str("Decoding Conflict:\n");
        let dump = |bits: &[u8], out: &mut String| {
            out.push_str("\t\t");
            for i in (0..cx.bit_width).rev() {
                out.push(match bits[i] {
                    UNFILTERED => '.',
                    BU => '_',
                    B1 => '1',
                    _ => '0',
                });
            }
            out.push('\n');
        };
        dump(&self.fbits, &mut ti.stderr);
        for p in parents.iter().rev() {
            dump(p, &mut ti.stderr);
        }
        for &(id, _) in &self.opcodes {
            let e = &cx.model.encodings[id as usize];
            let _ = write!(ti.stderr, "\t{} ", e.name);
            for b in e.inst_bits.iter().rev() {
                ti.stderr.push(match *b {
                    B1 => '1',
                    B0 => '0',
                    _ => '_',
                });
            }
            ti.stderr.push('\n');
        }
    }
}

fn resolve(table: &mut [u8], fixups: &[u32], dest: u32) {
    for &f in fixups.iter().rev() {
        let delta = dest - f - 3;
        let f = f as usize;
        table[f] = delta as u8;
        table[f + 1] = (delta >> 8) as u8;
        table[f + 2] = (delta >> 16) as u8;
    }
}

fn emit_filter(cx: &Cx, ti: &mut TableInfo, f: &Filter, parents: &mut Vec<Vec<u8>>) {
    ti.table.push(op::EXTRACT_FIELD);
    uleb(&mut ti.table, f.start as u64);
    ti.table.push(f.nbits as u8);
    ti.fixups.push(Vec::new());
    let mut prev = 0usize;
    let mut fallthrough = false;
    for (&v, c) in &f.children {
        if v == SENTINEL {
            fallthrough = true;
            let dest = ti.table.len() as u32;
            let scope = std::mem::take(ti.fixups.last_mut().expect("fixup scope"));
            resolve(&mut ti.table, &scope, dest);
            prev = 0;
        } else {
            ti.table.push(op::FILTER_VALUE);
            uleb(&mut ti.table, v);
            prev = ti.table.len();
            ti.table.extend_from_slice(&[0, 0, 0]);
        }
        c.emit(cx, ti, parents);
        if prev != 0 {
            let skip = (ti.table.len() - prev - 3) as u32;
            ti.table[prev] = skip as u8;
            ti.table[prev + 1] = (skip >> 8) as u8;
            ti.table[prev + 2] = (skip >> 16) as u8;
        }
    }
    let top = ti.fixups.pop().unwrap_or_default();
    let back = ti.fixups.last_mut().expect("fixup stack underflow");
    back.extend(top);
    if !fallthrough {
        back.push(prev as u32);
    }
}

fn emit_singleton(cx: &Cx, ti: &mut TableInfo, owner: &Chooser, opc: Opc) {
    let (id, opcode) = opc;
    let insn = cx.insn(id);
    let islands = owner.islands(cx, insn);
    if let Some(p) = cx.model.predicates.get(&id) {
        let idx = match ti.pred_index.get(&p.text) {
            Some(&i) => i,
            None => {
                ti.predicates.push(p.clone());
                ti.pred_index.insert(p.text.clone(), ti.predicates.len() - 1);
                ti.predicates.len() - 1
            }
        };
        ti.table.push(op::CHECK_PREDICATE);
        uleb(&mut ti.table, idx as u64);
        let at = ti.table.len() as u32;
        ti.fixups.last_mut().expect("fixup scope").push(at);
        ti.table.extend_from_slice(&[0, 0, 0]);
    }
    for &(s, e, v) in islands.iter().rev() {
        ti.table.push(op::CHECK_FIELD);
        uleb(&mut ti.table, s as u64);
        ti.table.push((e - s + 1) as u8);
        uleb(&mut ti.table, v);
        let at = ti.table.len() as u32;
        ti.fixups.last_mut().expect("fixup scope").push(at);
        ti.table.extend_from_slice(&[0, 0, 0]);
    }
    emit_soft_fail(cx, ti, id);
    let ops = &cx.model.operands[&id];
    let (text, complete) = decoder_text(ops);
    let didx = match ti.dec_index.get(&text) {
        Some(&i) => i,
        None => {
            ti.decoders.push(DecoderCase { text: text.clone(), ops: ops.clone() });
            ti.dec_index.insert(text, ti.decoders.len() - 1);
            ti.decoders.len() - 1
        }
    };
    ti.table.push(if complete { op::DECODE } else { op::TRY_DECODE });
    uleb(&mut ti.table, opcode as u64);
    uleb(&mut ti.table, didx as u64);
    if !complete {
        let at = ti.table.len() as u32;
        ti.fixups.last_mut().expect("fixup scope").push(at);
        ti.table.extend_from_slice(&[0, 0, 0]);
    }
}

fn emit_soft_fail(cx: &Cx, ti: &mut TableInfo, id: u32) {
    let e = &cx.model.encodings[id as usize];
    let Some(sf) = &e.soft_fail else { return };
    let (mut pos, mut neg) = (0u64, 0u64);
    for i in 0..cx.bit_width {
        if sf.get(i) != Some(&B1) {
            continue;
        }
        match e.inst_bits.get(i).copied().unwrap_or(BU) {
            B0 => pos |= 1u64.wrapping_shl(i as u32),
            B1 => neg |= 1u64.wrapping_shl(i as u32),
            _ => {
                let _ = write!(
                    ti.stderr,
                    "SoftFail Conflict: bit SoftFail{{{i}}} in {} is set but Inst{{{i}}} is unset!\n  - You can only mark a bit as SoftFail if it is fully defined (1/0 - not '?') in Inst\n",
                    e.name
                );
                return;
            }
        }
    }
    if pos == 0 && neg == 0 {
        return;
    }
    ti.table.push(op::SOFT_FAIL);
    uleb(&mut ti.table, pos);
    uleb(&mut ti.table, neg);
}

/// `emitDecoder` at indentation 4: the text of one `decodeToMCInst` case
/// and whether the decoder is complete.
fn decoder_text(ops: &[OpInfo]) -> (String, bool) {
    let mut o = String::new();
    let mut complete = true;
    let fail = |c: bool| if c { "" } else { "DecodeComplete = false; " };
    for op in ops {
        if op.fields.is_empty() && !op.decoder.is_empty() {
            complete = op.complete;
            let _ = writeln!(
                o,
                "    if (!Check(S, {}(MI, insn, Address, Decoder))) {{ {}return MCDisassembler::Fail; }}",
                op.decoder,
                fail(complete)
            );
            break;
        }
        let insert = op.fields.len() != 1 || op.init != 0;
        if insert {
            let _ = writeln!(o, "    tmp = 0x{:x};", op.init);
        }
        for f in &op.fields {
            o.push_str("    ");
            if insert {
                let _ = writeln!(
                    o,
                    "insertBits(tmp, fieldFromInstruction(insn, {}, {}), {}, {});",
                    f.base, f.width, f.offset, f.width
                );
            } else if f.offset != 0 {
                let _ = writeln!(o, "tmp = fieldFromInstruction(insn, {}, {}) << {};", f.base, f.width, f.offset);
            } else {
                let _ = writeln!(o, "tmp = fieldFromInstruction(insn, {}, {});", f.base, f.width);
            }
        }
        if op.decoder.is_empty() {
            o.push_str("    MI.addOperand(MCOperand::createImm(tmp));\n");
        } else {
            if !op.complete {
                complete = false;
            }
            let _ = writeln!(
                o,
                "    if (!Check(S, {}(MI, tmp, Address, Decoder))) {{ {}return MCDisassembler::Fail; }}",
                op.decoder,
                fail(op.complete)
            );
        }
    }
    (o, complete)
}

/// Builds the table of one `(namespace, size)` group into `ti.table`.
pub(crate) fn build(model: &Model, ti: &mut TableInfo, opcodes: &[(u32, u32)], bit_width: usize) {
    let mut insns = FxHashMap::default();
    for &(id, _) in opcodes {
        let e = &model.encodings[id as usize];
        let mut v = vec![BU; bit_width.max(e.inst_bits.len())];
        for (i, &b) in e.inst_bits.iter().enumerate() {
            let soft = e.soft_fail.as_ref().and_then(|s| s.get(i)) == Some(&B1);
            v[i] = if soft { BU } else { b };
        }
        insns.insert(id, v);
    }
    let cx = Cx { model, bit_width, insns };
    let root = Chooser::new(&cx, opcodes.to_vec(), vec![UNFILTERED; bit_width]);
    ti.table.clear();
    ti.fixups.clear();
    ti.fixups.push(Vec::new());
    root.emit(&cx, ti, &mut Vec::new());
    let dest = ti.table.len() as u32;
    let fx = ti.fixups.pop().unwrap_or_default();
    resolve(&mut ti.table, &fx, dest);
    ti.fixups.clear();
    ti.table.push(op::FAIL);
}

/// A table entry with where it is.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Located {
    /// Its offset in the table.
    pub(crate) at: usize,
    /// Its bytes.
    pub(crate) len: usize,
    pub(crate) entry: TableEntry,
}

impl Located {
    /// Where a skip of `skip` bytes from this entry lands.
    pub(crate) fn skip_to(&self, skip: u32) -> usize {
        self.at + self.len + skip as usize
    }
}

/// The entries of a table the builder made, as the runtime reads them
/// (the builder's tables are well formed; a malformed one ends at its last
/// whole entry).
pub(crate) fn entries(t: &[u8]) -> Vec<Located> {
    let mut out = Vec::new();
    let mut at = 0;
    while let Ok((entry, next)) = TableEntry::read(t, at) {
        out.push(Located { at, len: next - at, entry });
        at = next;
    }
    out
}
