//! The optimized matcher encoded into the [`DagIselModel`] (LLVM's
//! `MatcherTableEmitter`: sizes, VBRs, the numbering of predicates, complex
//! patterns and transforms, the comments), once for both writers.

use std::collections::{BTreeMap, HashMap};
use std::fmt::{self, Write};
use std::hash::Hash;

use hashbrown::HashTable;
use tablegen_core::intern::{fx_hash, FxHashMap, FxHashSet};
use tablegen_core::record::RecId;
use tablegen_core::RecordKeeper;
// The operation bytes: the encoder that writes the table and the runtime's
// interpreter that reads it share one list (LLVM 19's `BuiltinOpcodes`).
use tablegen_runtime::isel::opc;

use super::gen::Qualified;
use super::matcher::{ComplexPatCheck, Seq, M};
use super::table::{
    cond_code, ComplexHook, Coverage, DagIselModel, Hooks, Item, Line, NodePredicate, Table, Text, XFormHook,
    EXTRA_NODES,
};
use super::Target;
use crate::model::intrinsics::Sdnp;
use crate::model::patterns::flags::InstrFlags;
use crate::model::patterns::{
    CodeGenDagPatterns, ComplexPattern, Mvt, Mvts, NodeXForm, PatternToMatch, PredError, PredicateFn, SdNodeInfo,
};

/// Encoder options.
pub struct Config {
    /// `-omit-comments`.
    pub omit_comments: bool,
    /// `-instrument-coverage`.
    pub coverage: bool,
}

/// Where the encoder writes: lines of items and the bytes, or nowhere (the
/// sizing pass).
///
/// Texts arrive as `impl Display` (usually `format_args!`), so the sizing
/// pass formats nothing and the writing pass formats each text once, into a
/// reused buffer, allocating only for texts not seen before.
#[derive(Default)]
struct Sink {
    on: bool,
    table: Table,
    /// The line being written (its items are `table.items[cur.start..]`).
    cur: Line,
    /// The texts already in the table, by hash (their text stays in the
    /// table only).
    known: HashTable<Text>,
    /// The text being formatted.
    scratch: String,
}

/// Enough blanks for any indentation the table reaches in practice; deeper
/// ones are built.
const BLANKS: &str = "                                                                                                                                ";

impl Sink {
    /// The number of `text` in the table's texts, added if new.
    fn intern(&mut self, text: &str) -> Text {
        let Self { table, known, .. } = self;
        let hash = fx_hash(text);
        if let Some(&t) = known.find(hash, |&t| table.text(t) == text) {
            return t;
        }
        let t = table.add_text(text);
        known.insert_unique(hash, t, |&t| fx_hash(table.text(t)));
        t
    }
    /// [`Sink::intern`] of `text` formatted.
    fn intern_fmt(&mut self, text: impl fmt::Display) -> Text {
        let mut s = std::mem::take(&mut self.scratch);
        s.clear();
        let _ = write!(s, "{text}");
        let t = self.intern(&s);
        self.scratch = s;
        t
    }
    fn code(&mut self, cpp: impl fmt::Display, bytes: &[u8]) {
        if self.on {
            self.table.bytes.extend_from_slice(bytes);
            let cpp = self.intern_fmt(cpp);
            self.table.items.push(Item::Code { cpp, len: bytes.len() as u8 });
        }
    }
    fn comment(&mut self, text: impl fmt::Display) {
        if self.on {
            let t = self.intern_fmt(text);
            self.table.items.push(Item::Comment(t));
        }
    }
    fn punct(&mut self, text: &str) {
        if self.on && !text.is_empty() {
            let t = self.intern(text);
            self.table.items.push(Item::Punct(t));
        }
    }
    /// Whether the current line has anything.
    fn line_started(&self) -> bool {
        self.table.items.len() as u32 > self.cur.start || self.cur.offset.is_some()
    }
    fn spaces(&mut self, n: usize) {
        if n > 0 && self.on {
            match BLANKS.get(..n) {
                Some(blanks) => self.punct(blanks),
                None => self.punct(&" ".repeat(n)),
            }
        }
    }
    fn newline(&mut self) {
        if self.on {
            self.cur.end = self.table.items.len() as u32;
            self.table.lines.push(self.cur);
            self.cur = Line { offset: None, start: self.cur.end, end: self.cur.end };
        }
    }
    fn label(&mut self, offset: u32) {
        if self.on {
            self.cur.offset = Some(offset);
        }
    }
}

/// The value a switch case compares with.
enum Case {
    Opcode(RecId),
    Type(Mvt),
}

struct Em<'a> {
    rk: &'a RecordKeeper,
    p: &'a Prepared,
    t: &'a Target,
    nodes: &'a [String],
    omit: bool,
    coverage: bool,
    counts: [u32; 38],
    xforms: Vec<RecId>,
    xform_ids: HashMap<RecId, u32>,
    cov_patterns: Vec<String>,
    /// Each coverage string's index in `cov_patterns`.
    cov_index: FxHashMap<String, usize>,
    cov_includes: Vec<String>,
    /// Instructions emitted with memory operands (sorted by enum at the end).
    mem_instrs: FxHashSet<RecId>,
    out: Sink,
}

fn vbr_size(mut v: u64) -> u32 {
    if v <= 127 {
        return 1;
    }
    let mut n = 0;
    while v >= 128 {
        v >>= 7;
        n += 1;
    }
    n + 1
}

/// A VBR value's C++ spelling: its low seven-bit groups as `N|128,`, then the
/// last group.
struct Vbr(u64);

impl fmt::Display for Vbr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut x = self.0;
        while x >= 128 {
            write!(f, "{}|128,", x & 127)?;
            x >>= 7;
        }
        write!(f, "{x}")
    }
}

fn lo_hi(v: u32) -> [u8; 2] {
    [(v & 255) as u8, ((v >> 8) & 255) as u8]
}

impl Em<'_> {
    /// A value type byte with its C++ spelling followed by `sep`.
    fn vt_code(&mut self, t: Mvt, sep: &str) {
        let p = self.p;
        self.out.code(format_args!("MVT::{}{sep}", p.mvts.name(t)), &[t]);
    }

    fn vbr(&mut self, v: u64) -> u32 {
        if v <= 127 {
            self.out.code(format_args!("{v}, "), &[v as u8]);
            return 1;
        }
        let mut bytes = [0u8; 10];
        let mut n = 0;
        let mut x = v;
        while x >= 128 {
            bytes[n] = (x & 127) as u8 | 128;
            n += 1;
            x >>= 7;
        }
        bytes[n] = x as u8;
        n += 1;
        self.out.code(Vbr(v), &bytes[..n]);
        if !self.omit {
            self.out.comment(format_args!("/*{v}*/"));
        }
        self.out.punct(", ");
        n as u32
    }

    fn svbr(&mut self, v: i64) -> u32 {
        let u = if v >= 0 { (v as u64) << 1 } else { ((v.wrapping_neg() as u64) << 1) | 1 };
        self.vbr(u)
    }

    fn size_seq(&mut self, s: &mut Seq) -> u32 {
        let mut total = 0;
        for m in s.iter_mut() {
            total += self.size_one(m);
        }
        total
    }

    fn size_one(&mut self, m: &mut M) -> u32 {
        self.counts[m.kind() as usize] += 1;
        match m {
            M::Scope(ch) => {
                let mut size = 1;
                for (sz, c) in ch.iter_mut() {
                    *sz = self.size_seq(c);
                    size += vbr_size(u64::from(*sz)) + *sz;
                }
                size + 1
            }
            M::SwitchOpcode(ch) => {
                let mut size = 1;
                for (_, sz, c) in ch.iter_mut() {
                    *sz = self.size_seq(c);
                    size += 2 + vbr_size(u64::from(*sz)) + *sz;
                }
                size + 1
            }
            M::SwitchType(ch) => {
                let mut size = 1;
                for (_, sz, c) in ch.iter_mut() {
                    *sz = self.size_seq(c);
                    size += 1 + vbr_size(u64::from(*sz)) + *sz;
                }
                size + 1
            }
            _ => {
                let save = (self.omit, self.out.on);
                self.omit = true;
                self.out.on = false;
                let n = self.emit_leaf(m, 0);
                (self.omit, self.out.on) = save;
                n
            }
        }
    }

    fn idx(&mut self, i: u32) {
        if !self.omit {
            self.out.label(i);
        }
    }

    fn emit_list(&mut self, s: Seq, indent: usize, mut cur: u32) -> u32 {
        let mut size = 0;
        for m in s {
            self.idx(cur);
            let n = self.emit_one(m, indent, cur);
            size += n;
            cur += n;
        }
        size
    }

    fn node_pred_no(&self, frag: RecId) -> usize {
        self.p.pred_index.get(&frag).copied().unwrap_or(0)
    }

    /// The number of a node opcode (its index in the sorted names).
    fn node_no(&self, name: &str) -> u32 {
        self.nodes.binary_search_by(|n| n.as_str().cmp(name)).map_or(0, |i| i as u32)
    }

    fn cov(&mut self, pat: usize, indent: usize) -> u32 {
        if !self.coverage {
            return 0;
        }
        let Some(p) = self.p.patterns.get(pat) else { return 0 };
        let s = format!("{} -> {}", p.src, p.dst);
        let idx = match self.cov_index.get(&s) {
            Some(&i) => i,
            None => {
                let rec = self.rk.record(p.src_record);
                let loc = rec.locs.get(1).or_else(|| rec.locs.first()).copied();
                let inc = match (loc, self.rk.source.as_ref()) {
                    (Some(l), Some(sm)) => match sm.lookup(l) {
                        Some((f, line, _)) => format!("{}:{line}", sm.buffer_path(f)),
                        None => String::new(),
                    },
                    _ => String::new(),
                };
                self.cov_index.insert(s.clone(), self.cov_patterns.len());
                self.cov_patterns.push(s);
                self.cov_includes.push(inc);
                self.cov_patterns.len() - 1
            }
        };
        self.out.code("OPC_Coverage, ", &[opc::COVERAGE]);
        self.out.code(format_args!("TARGET_VAL({idx}),"), &lo_hi(idx as u32));
        self.out.newline();
        self.out.spaces(10 + indent);
        3
    }

    /// Writes `m` and returns its size. The matcher is consumed, each part
    /// freed once written (RISC-V's RSS after encoding drops by 30 MB; the
    /// peak does not, as the table's large arrays do not reuse those
    /// blocks).
    fn emit_one(&mut self, m: M, indent: usize, cur: u32) -> u32 {
        self.out.spaces(indent);
        match m {
            M::Scope(ch) => self.emit_scope(*ch, indent, cur),
            M::SwitchOpcode(c) => {
                let cases = c.into_iter().map(|(op, sz, s)| (Case::Opcode(op), sz, s));
                self.emit_switch(true, cases, indent, cur)
            }
            M::SwitchType(c) => {
                let cases = c.into_iter().map(|(t, sz, s)| (Case::Type(t), sz, s));
                self.emit_switch(false, cases, indent, cur)
            }
            leaf => self.emit_leaf(&leaf, indent),
        }
    }

    fn emit_scope(&mut self, ch: Vec<(u32, Seq)>, indent: usize, mut cur: u32) -> u32 {
        let omit = self.omit;
        let start = cur;
        let n = ch.len();
        for (i, (sz, c)) in ch.into_iter().enumerate() {
            if i == 0 {
                self.out.code("OPC_Scope, ", &[opc::SCOPE]);
                cur += 1;
            } else if !omit {
                self.idx(cur);
                self.out.spaces(indent);
                self.out.comment("/*Scope*/");
                self.out.punct(" ");
            } else {
                self.out.spaces(indent);
            }
            let v = self.vbr(u64::from(sz));
            if !omit {
                self.out.comment(format_args!("/*->{}*/", cur + v + sz));
                if i == 0 {
                    self.out.comment(format_args!(" // {n} children in Scope"));
                }
            }
            self.out.newline();
            let got = self.emit_list(c, indent + 1, cur + v);
            cur += v + got;
        }
        self.idx(cur);
        self.out.spaces(indent);
        self.out.code("0, ", &[0]);
        if !omit {
            self.out.comment("/*End of Scope*/");
        }
        self.out.newline();
        cur - start + 1
    }

    /// `OPC_SwitchOpcode` (`is_op`) or `OPC_SwitchType` over `cases`.
    fn emit_switch(
        &mut self,
        is_op: bool,
        cases: impl ExactSizeIterator<Item = (Case, u32, Seq)>,
        indent: usize,
        mut cur: u32,
    ) -> u32 {
        let omit = self.omit;
        let start = cur;
        if is_op {
            self.out.code("OPC_SwitchOpcode", &[opc::SWITCH_OPCODE]);
        } else {
            self.out.code("OPC_SwitchType", &[opc::SWITCH_TYPE]);
        }
        self.out.punct(" ");
        if !omit {
            self.out.comment(format_args!("/*{} cases */", cases.len()));
        }
        self.out.punct(", ");
        cur += 1;
        for (i, (case, sz, c)) in cases.enumerate() {
            if i != 0 {
                self.idx(cur);
                self.out.spaces(indent);
                if !omit {
                    self.out.comment(if is_op { "/*SwitchOpcode*/" } else { "/*SwitchType*/" });
                    self.out.punct(" ");
                }
            }
            cur += self.vbr(u64::from(sz)) + if is_op { 2 } else { 1 };
            match case {
                Case::Opcode(op) => {
                    let p = self.p;
                    let name = p.sd_nodes.get(&op).map_or("", |i| i.enum_name.as_str());
                    let no = self.node_no(name);
                    self.out.code(format_args!("TARGET_VAL({name}),"), &lo_hi(no));
                }
                Case::Type(t) => self.vt_code(t, ","),
            }
            if !omit {
                self.out.comment(format_args!("// ->{}", cur + sz));
            }
            self.out.newline();
            cur += self.emit_list(c, indent + 1, cur);
        }
        self.idx(cur);
        self.out.spaces(indent);
        self.out.code("0,", &[0]);
        if !omit {
            self.out.comment(if is_op { " // EndSwitchOpcode" } else { " // EndSwitchType" });
        }
        self.out.newline();
        cur - start + 1
    }

    /// Writes the matcher `m` that holds no others (after its indentation)
    /// and returns its size.
    fn emit_leaf(&mut self, m: &M, indent: usize) -> u32 {
        let omit = self.omit;
        match m {
            // Written by `emit_one`.
            M::Scope(_) | M::SwitchOpcode(_) | M::SwitchType(_) => 0,
            M::RecordNode { what, res } => {
                self.out.code("OPC_RecordNode,", &[opc::RECORD_NODE]);
                if !omit {
                    self.out.comment(format_args!(" // #{res} = {what}"));
                }
                self.out.newline();
                1
            }
            M::RecordChild { child, what, res } => {
                self.out.code(format_args!("OPC_RecordChild{child},"), &[opc::RECORD_CHILD0 + *child]);
                if !omit {
                    self.out.comment(format_args!(" // #{res} = {what}"));
                }
                self.out.newline();
                1
            }
            M::RecordMemRef => {
                self.out.code("OPC_RecordMemRef,", &[opc::RECORD_MEM_REF]);
                self.out.newline();
                1
            }
            M::CaptureGlueInput => {
                self.out.code("OPC_CaptureGlueInput,", &[opc::CAPTURE_GLUE_INPUT]);
                self.out.newline();
                1
            }
            M::MoveChild(c) | M::MoveSibling(c) => {
                let child = matches!(m, M::MoveChild(_));
                let name = if child { "OPC_MoveChild" } else { "OPC_MoveSibling" };
                let n = if *c >= 8 {
                    self.out.code(format_args!("{name}, "), &[if child { opc::MOVE_CHILD } else { opc::MOVE_SIBLING }]);
                    self.out.code(format_args!("{c},"), &[*c as u8]);
                    2
                } else {
                    let base = if child { opc::MOVE_CHILD0 } else { opc::MOVE_SIBLING0 };
                    self.out.code(format_args!("{name}{c},"), &[base + *c as u8]);
                    1
                };
                self.out.newline();
                n
            }
            M::MoveParent => {
                self.out.code("OPC_MoveParent,", &[opc::MOVE_PARENT]);
                self.out.newline();
                1
            }
            M::CheckSame(n) => {
                self.out.code("OPC_CheckSame, ", &[opc::CHECK_SAME]);
                self.out.code(format_args!("{n},"), &[*n as u8]);
                self.out.newline();
                2
            }
            M::CheckChildSame { child, num } => {
                self.out.code(format_args!("OPC_CheckChild{child}Same, "), &[opc::CHECK_CHILD0_SAME + *child as u8]);
                self.out.code(format_args!("{num},"), &[*num as u8]);
                self.out.newline();
                2
            }
            M::CheckPatternPredicate(p) => {
                let no = self.p.pattern_preds.number_of(&**p);
                let size = if no > 255 {
                    self.out.code("OPC_CheckPatternPredicateTwoByte, ", &[opc::CHECK_PATTERN_PREDICATE_TWO_BYTE]);
                    self.out.code(format_args!("TARGET_VAL({no}),"), &lo_hi(no as u32));
                    3
                } else if no < 8 {
                    self.out.code(
                        format_args!("OPC_CheckPatternPredicate{no},"),
                        &[opc::CHECK_PATTERN_PREDICATE0 + no as u8],
                    );
                    1
                } else {
                    self.out.code("OPC_CheckPatternPredicate, ", &[opc::CHECK_PATTERN_PREDICATE]);
                    self.out.code(format_args!("{no},"), &[no as u8]);
                    2
                };
                if !omit {
                    self.out.comment(format_args!(" // {p}"));
                }
                self.out.newline();
                size
            }
            M::CheckPredicate { frag, ops } => {
                let f = PredicateFn { frag: *frag };
                let no = self.node_pred_no(*frag);
                let uses = f.uses_operands(self.rk);
                let mut size = 2u32;
                if uses {
                    self.out.code("OPC_CheckPredicateWithOperands, ", &[opc::CHECK_PREDICATE_WITH_OPERANDS]);
                    self.out.code(format_args!("{}", ops.len()), &[ops.len() as u8]);
                    self.out.comment("/*#Ops*/");
                    self.out.punct(", ");
                    for o in ops.iter() {
                        self.out.code(format_args!("{o}, "), &[*o as u8]);
                    }
                    size += 1 + ops.len() as u32;
                } else if no < 8 {
                    size -= 1;
                    self.out.code(format_args!("OPC_CheckPredicate{no}, "), &[opc::CHECK_PREDICATE0 + no as u8]);
                } else {
                    self.out.code("OPC_CheckPredicate, ", &[opc::CHECK_PREDICATE]);
                }
                if no >= 8 || uses {
                    self.out.code(format_args!("{no},"), &[no as u8]);
                }
                if !omit {
                    self.out.comment(format_args!(" // {}", f.fn_name(self.rk)));
                }
                self.out.newline();
                size
            }
            M::CheckOpcode(op) => {
                let name = self.p.sd_nodes.get(op).map(|i| i.enum_name.as_str()).unwrap_or("");
                let no = self.node_no(name);
                self.out.code("OPC_CheckOpcode, ", &[opc::CHECK_OPCODE]);
                self.out.code(format_args!("TARGET_VAL({name}),"), &lo_hi(no));
                self.out.newline();
                3
            }
            M::CheckType { vt, res } => {
                let name = self.p.mvts.name(*vt);
                let n = if *res == 0 {
                    if name == "i32" || name == "i64" {
                        let b = if name == "i32" { opc::CHECK_TYPE_I32 } else { opc::CHECK_TYPE_I64 };
                        self.out.code(format_args!("OPC_CheckTypeI{},", &name[1..]), &[b]);
                        1
                    } else {
                        self.out.code("OPC_CheckType, ", &[opc::CHECK_TYPE]);
                        self.vt_code(*vt, ",");
                        2
                    }
                } else {
                    self.out.code("OPC_CheckTypeRes, ", &[opc::CHECK_TYPE_RES]);
                    self.out.code(format_args!("{res}, "), &[*res as u8]);
                    self.vt_code(*vt, ",");
                    3
                };
                self.out.newline();
                n
            }
            M::CheckChildType { child, vt } => {
                let name = self.p.mvts.name(*vt);
                let c = *child as u8;
                let n = if name == "i32" || name == "i64" {
                    let b = if name == "i32" { opc::CHECK_CHILD0_TYPE_I32 } else { opc::CHECK_CHILD0_TYPE_I64 };
                    self.out.code(format_args!("OPC_CheckChild{child}TypeI{},", &name[1..]), &[b + c]);
                    1
                } else {
                    self.out.code(format_args!("OPC_CheckChild{child}Type, "), &[opc::CHECK_CHILD0_TYPE + c]);
                    self.vt_code(*vt, ",");
                    2
                };
                self.out.newline();
                n
            }
            M::CheckInteger(v) => {
                self.out.code("OPC_CheckInteger, ", &[opc::CHECK_INTEGER]);
                let n = 1 + self.svbr(*v);
                self.out.newline();
                n
            }
            M::CheckChildInteger { child, v } => {
                self.out
                    .code(format_args!("OPC_CheckChild{child}Integer, "), &[opc::CHECK_CHILD0_INTEGER + *child as u8]);
                let n = 1 + self.svbr(*v);
                self.out.newline();
                n
            }
            M::CheckCondCode(c) | M::CheckChild2CondCode(c) => {
                if matches!(m, M::CheckCondCode(_)) {
                    self.out.code("OPC_CheckCondCode, ", &[opc::CHECK_COND_CODE]);
                } else {
                    self.out.code("OPC_CheckChild2CondCode, ", &[opc::CHECK_CHILD2_COND_CODE]);
                }
                self.out.code(format_args!("ISD::{c},"), &[cond_code(c).unwrap_or(u8::MAX)]);
                self.out.newline();
                2
            }
            M::CheckValueType(t) => {
                self.out.code("OPC_CheckValueType, ", &[opc::CHECK_VALUE_TYPE]);
                self.vt_code(*t, ",");
                self.out.newline();
                2
            }
            M::CheckComplexPat(check) => {
                let ComplexPatCheck { cp, match_num, name, first_result } = &**check;
                let no = self.p.complex.number_of(cp);
                if no < 8 {
                    self.out.code(format_args!("OPC_CheckComplexPat{no}, "), &[opc::CHECK_COMPLEX_PAT0 + no as u8]);
                } else {
                    self.out.code("OPC_CheckComplexPat, ", &[opc::CHECK_COMPLEX_PAT]);
                    self.out.comment("/*CP*/");
                    self.out.code(format_args!("{no}, "), &[no as u8]);
                }
                self.out.comment("/*#*/");
                self.out.code(format_args!("{match_num},"), &[*match_num as u8]);
                if !omit {
                    if let Some(p) = self.p.complex_patterns.get(cp) {
                        let mut s = format!(" // {}:${name}", p.select_func);
                        for i in 0..p.num_operands {
                            let _ = write!(s, " #{}", first_result + i);
                        }
                        if p.has(Sdnp::HasChain) {
                            s.push_str(" + chain result");
                        }
                        self.out.comment(s);
                    }
                }
                self.out.newline();
                if no < 8 {
                    2
                } else {
                    3
                }
            }
            M::CheckAndImm(v) | M::CheckOrImm(v) => {
                if matches!(m, M::CheckAndImm(_)) {
                    self.out.code("OPC_CheckAndImm, ", &[opc::CHECK_AND_IMM]);
                } else {
                    self.out.code("OPC_CheckOrImm, ", &[opc::CHECK_OR_IMM]);
                }
                let n = 1 + self.vbr(*v as u64);
                self.out.newline();
                n
            }
            M::CheckFoldableChainNode => {
                self.out.code("OPC_CheckFoldableChainNode,", &[opc::CHECK_FOLDABLE_CHAIN_NODE]);
                self.out.newline();
                1
            }
            M::CheckImmAllOnesV => {
                self.out.code("OPC_CheckImmAllOnesV,", &[opc::CHECK_IMM_ALL_ONES_V]);
                self.out.newline();
                1
            }
            M::CheckImmAllZerosV => {
                self.out.code("OPC_CheckImmAllZerosV,", &[opc::CHECK_IMM_ALL_ZEROS_V]);
                self.out.newline();
                1
            }
            M::EmitInteger { v, vt } => {
                let name = self.p.mvts.name(*vt);
                let ob = match name {
                    "i8" | "i16" | "i32" | "i64" => {
                        let k = ["i8", "i16", "i32", "i64"].iter().position(|x| *x == name).unwrap_or(0) as u8;
                        self.out.code(format_args!("OPC_EmitInteger{}, ", &name[1..]), &[opc::EMIT_INTEGER8 + k]);
                        1
                    }
                    _ => {
                        self.out.code("OPC_EmitInteger, ", &[opc::EMIT_INTEGER]);
                        self.vt_code(*vt, ", ");
                        2
                    }
                };
                let n = ob + self.svbr(*v);
                self.out.newline();
                n
            }
            M::EmitStringInteger { v, vt } => {
                let name = self.p.mvts.name(*vt);
                let ob = if name == "i32" {
                    self.out.code("OPC_EmitStringInteger32, ", &[opc::EMIT_STRING_INTEGER32]);
                    1
                } else {
                    self.out.code("OPC_EmitStringInteger, ", &[opc::EMIT_STRING_INTEGER]);
                    self.vt_code(*vt, ", ");
                    2
                };
                let value = self.t.string_integer(v).unwrap_or(0);
                self.out.code(format_args!("{v},"), &[value as u8]);
                self.out.newline();
                ob + 1
            }
            M::EmitRegister { reg, vt } => {
                if let Some(r) = reg {
                    let e = self.t.reg_enum(*r);
                    if e > 255 {
                        self.out.code("OPC_EmitRegister2, ", &[opc::EMIT_REGISTER2]);
                        self.vt_code(*vt, ", ");
                        self.out.code(format_args!("TARGET_VAL({}),", Qualified(self.rk, *r)), &lo_hi(e));
                        self.out.newline();
                        return 4;
                    }
                }
                let name = self.p.mvts.name(*vt);
                let ob = if name == "i32" || name == "i64" {
                    let b = if name == "i32" { opc::EMIT_REGISTER_I32 } else { opc::EMIT_REGISTER_I64 };
                    self.out.code(format_args!("OPC_EmitRegisterI{}, ", &name[1..]), &[b]);
                    1
                } else {
                    self.out.code("OPC_EmitRegister, ", &[opc::EMIT_REGISTER]);
                    self.vt_code(*vt, ", ");
                    2
                };
                match reg {
                    Some(r) => {
                        let e = self.t.reg_enum(*r);
                        self.out.code(format_args!("{},", Qualified(self.rk, *r)), &[e as u8]);
                    }
                    None => {
                        self.out.code("0", &[0]);
                        self.out.punct(" ");
                        if !omit {
                            self.out.comment("/*zero_reg*/");
                        }
                        self.out.punct(",");
                    }
                }
                self.out.newline();
                ob + 1
            }
            M::EmitConvertToTarget(s) => {
                let n = if *s < 8 {
                    self.out
                        .code(format_args!("OPC_EmitConvertToTarget{s},"), &[opc::EMIT_CONVERT_TO_TARGET0 + *s as u8]);
                    1
                } else {
                    self.out.code("OPC_EmitConvertToTarget, ", &[opc::EMIT_CONVERT_TO_TARGET]);
                    self.out.code(format_args!("{s},"), &[*s as u8]);
                    2
                };
                self.out.newline();
                n
            }
            M::EmitMergeInputChains(nodes) => {
                if nodes.len() == 1 && nodes[0] < 3 {
                    self.out.code(
                        format_args!("OPC_EmitMergeInputChains1_{},", nodes[0]),
                        &[opc::EMIT_MERGE_INPUT_CHAINS1_0 + nodes[0] as u8],
                    );
                    self.out.newline();
                    return 1;
                }
                self.out.code("OPC_EmitMergeInputChains, ", &[opc::EMIT_MERGE_INPUT_CHAINS]);
                self.out.code(format_args!("{}, ", nodes.len()), &[nodes.len() as u8]);
                for n in nodes.iter() {
                    self.out.code(format_args!("{n}, "), &[*n as u8]);
                }
                self.out.newline();
                2 + nodes.len() as u32
            }
            M::EmitCopyToReg { slot, reg } => {
                let q = Qualified(self.rk, *reg);
                let e = self.t.reg_enum(*reg);
                let n = if e > 255 {
                    self.out.code("OPC_EmitCopyToRegTwoByte, ", &[opc::EMIT_COPY_TO_REG_TWO_BYTE]);
                    self.out.code(format_args!("{slot}, "), &[*slot as u8]);
                    self.out.code(format_args!("TARGET_VAL({q}),"), &lo_hi(e));
                    4
                } else if *slot < 8 {
                    self.out.code(format_args!("OPC_EmitCopyToReg{slot}, "), &[opc::EMIT_COPY_TO_REG0 + *slot as u8]);
                    self.out.code(format_args!("{q},"), &[e as u8]);
                    2
                } else {
                    self.out.code("OPC_EmitCopyToReg, ", &[opc::EMIT_COPY_TO_REG]);
                    self.out.code(format_args!("{slot}, "), &[*slot as u8]);
                    self.out.code(format_args!("{q},"), &[e as u8]);
                    3
                };
                self.out.newline();
                n
            }
            M::EmitNodeXForm { xform, slot } => {
                let id = match self.xform_ids.get(xform) {
                    Some(&i) => i,
                    None => {
                        self.xforms.push(*xform);
                        let i = self.xforms.len() as u32 - 1;
                        self.xform_ids.insert(*xform, i);
                        i
                    }
                };
                self.out.code("OPC_EmitNodeXForm, ", &[opc::EMIT_NODE_XFORM]);
                self.out.code(format_args!("{id}, "), &[id as u8]);
                self.out.code(format_args!("{slot},"), &[*slot as u8]);
                if !omit {
                    self.out.comment(format_args!(" // {}", self.rk.name_str(*xform)));
                }
                self.out.newline();
                3
            }
            M::EmitNode(en) | M::MorphNodeTo(en, _) => {
                let morph = if let M::MorphNodeTo(_, p) = m { Some(*p as usize) } else { None };
                let covered = match morph {
                    Some(p) => self.cov(p, indent),
                    None => 0,
                };
                let is_emit = morph.is_none();
                let mut name = String::from(if is_emit { "OPC_EmitNode" } else { "OPC_MorphNodeTo" });
                let nvts = en.vts.len();
                let compress_vts = nvts < 3;
                let mut compress_info = false;
                let mut op = if is_emit { opc::EMIT_NODE } else { opc::MORPH_NODE_TO };
                if compress_vts {
                    let _ = write!(name, "{nvts}");
                    let n = nvts as u8;
                    op = if is_emit { opc::EMIT_NODE0 + n } else { opc::MORPH_NODE_TO0 + n };
                    let plain = !en.mem_refs && en.fixed_arity == -1;
                    let info = if plain && !en.chain && !en.in_glue && !en.out_glue {
                        Some(("None", if is_emit { opc::EMIT_NODE0_NONE } else { opc::MORPH_NODE_TO0_NONE }))
                    } else if plain && en.chain && !en.in_glue && !en.out_glue {
                        Some(("Chain", if is_emit { opc::EMIT_NODE0_CHAIN } else { opc::MORPH_NODE_TO0_CHAIN }))
                    } else if plain && !is_emit && !en.chain && en.in_glue && !en.out_glue {
                        Some(("GlueInput", opc::MORPH_NODE_TO0_GLUE_INPUT))
                    } else if plain && !is_emit && !en.chain && !en.in_glue && en.out_glue {
                        Some(("GlueOutput", opc::MORPH_NODE_TO0_GLUE_OUTPUT))
                    } else {
                        None
                    };
                    if let Some((suffix, base)) = info {
                        compress_info = true;
                        name.push_str(suffix);
                        op = base + n;
                    }
                }
                self.out.code(name, &[op]);
                self.out.punct(", ");
                let ns = self.t.instrs.get(en.inst).map(|i| i.namespace.as_str()).unwrap_or("");
                let inst_no = self.t.instr_enum(en.inst);
                self.out.code(format_args!("TARGET_VAL({ns}::{})", self.rk.name_str(en.inst)), &lo_hi(inst_no));
                if en.mem_refs {
                    self.mem_instrs.insert(en.inst);
                }
                if !compress_info {
                    self.out.punct(", ");
                    let mut text = String::from("0");
                    let mut flags = 0u8;
                    if en.chain {
                        text.push_str("|OPFL_Chain");
                        flags |= opc::OPFL_CHAIN;
                    }
                    if en.in_glue {
                        text.push_str("|OPFL_GlueInput");
                        flags |= opc::OPFL_GLUE_INPUT;
                    }
                    if en.out_glue {
                        text.push_str("|OPFL_GlueOutput");
                        flags |= opc::OPFL_GLUE_OUTPUT;
                    }
                    if en.mem_refs {
                        text.push_str("|OPFL_MemRefs");
                        flags |= opc::OPFL_MEM_REFS;
                    }
                    if en.fixed_arity != -1 {
                        let _ = write!(text, "|OPFL_Variadic{}", en.fixed_arity);
                        flags |= ((en.fixed_arity as u8 + 1) & 7) << 4;
                    }
                    self.out.code(text, &[flags]);
                }
                self.out.punct(",");
                self.out.newline();
                self.out.spaces(10 + indent + 4);
                if !compress_vts {
                    self.out.code(format_args!("{nvts}"), &[nvts as u8]);
                    if !omit {
                        self.out.comment("/*#VTs*/");
                    }
                    self.out.punct(", ");
                }
                for &t in &en.vts {
                    self.vt_code(t, ", ");
                }
                self.out.code(format_args!("{}", en.operands.len()), &[en.operands.len() as u8]);
                if !omit {
                    self.out.comment("/*#Ops*/");
                }
                self.out.punct(", ");
                let mut ob = 0;
                for &o in &en.operands {
                    ob += self.vbr(u64::from(o));
                }
                if !omit {
                    if is_emit && nvts > 0 {
                        let mut s = String::from(" // Results =");
                        for i in 0..nvts as u32 {
                            let _ = write!(s, " #{}", en.first_result + i);
                        }
                        self.out.comment(s);
                    }
                    self.out.newline();
                    if let Some(pt) = morph.and_then(|p| self.p.patterns.get(p)) {
                        let pad = 10 + indent;
                        self.out.spaces(pad);
                        self.out.comment(format_args!("// Src: {} - Complexity = {}", pt.src, pt.complexity));
                        self.out.newline();
                        self.out.spaces(pad);
                        self.out.comment(format_args!("// Dst: {}", pt.dst));
                        self.out.newline();
                    }
                } else {
                    self.out.newline();
                }
                4 + u32::from(!compress_vts) + u32::from(!compress_info) + nvts as u32 + ob + covered
            }
            M::CompleteMatch { results, pat } => {
                let covered = self.cov(*pat as usize, indent);
                self.out.code("OPC_CompleteMatch, ", &[opc::COMPLETE_MATCH]);
                self.out.code(format_args!("{}, ", results.len()), &[results.len() as u8]);
                let mut rb = 0;
                for &r in results.iter() {
                    rb += self.vbr(u64::from(r));
                }
                self.out.newline();
                if let Some(pt) = self.p.patterns.get(*pat as usize).filter(|_| !omit) {
                    let pad = 10 + indent;
                    self.out.spaces(pad);
                    self.out.comment(format_args!(" // Src: {} - Complexity = {}", pt.src, pt.complexity));
                    self.out.newline();
                    self.out.spaces(pad);
                    self.out.comment(format_args!(" // Dst: {}", pt.dst));
                }
                self.out.newline();
                2 + rb + covered
            }
        }
    }
}

fn walk<'s>(s: &'s Seq, f: &mut dyn FnMut(&'s M)) {
    for m in s {
        match m {
            M::Scope(c) => c.iter().for_each(|(_, x)| walk(x, f)),
            M::SwitchOpcode(c) => c.iter().for_each(|(_, _, x)| walk(x, f)),
            M::SwitchType(c) => c.iter().for_each(|(_, _, x)| walk(x, f)),
            _ => f(m),
        }
    }
}

fn stable_by_count<T: Clone>(usage: &[(T, u32)]) -> Vec<T> {
    let mut v = usage.to_vec();
    v.sort_by_key(|x| std::cmp::Reverse(x.1));
    v.into_iter().map(|x| x.0).collect()
}

/// The node-opcode names the table is numbered by: every `SDNode` record's
/// enum name and [`EXTRA_NODES`], sorted and distinct.
fn node_names(sd_nodes: &BTreeMap<RecId, SdNodeInfo>) -> Vec<String> {
    let mut names: Vec<String> = sd_nodes.values().map(|n| n.enum_name.clone()).collect();
    names.extend(EXTRA_NODES.iter().map(|s| s.to_string()));
    names.sort();
    names.dedup();
    names
}

/// A pattern as LLVM's comments print it, printed while the pattern
/// model's trees still exist.
pub struct PatternText {
    /// The record that made the pattern.
    pub src_record: RecId,
    /// The source tree.
    pub src: String,
    /// The result tree.
    pub dst: String,
    /// Its complexity (`AddedComplexity` included).
    pub complexity: i32,
}

/// All that encoding reads of the pattern model, taken out of it by
/// [`prepare`]: its tables, the patterns' texts, and the node predicates'
/// C++ code and numbering. The model's trees (over 100 MB on RISC-V) can
/// then be freed before the table is made, the backend's peak.
pub struct Prepared {
    mvts: Mvts,
    sd_nodes: BTreeMap<RecId, SdNodeInfo>,
    complex_patterns: BTreeMap<RecId, ComplexPattern>,
    xforms: BTreeMap<RecId, NodeXForm>,
    instr_flags: BTreeMap<RecId, InstrFlags>,
    /// By pattern index; empty when neither comments nor coverage print them.
    patterns: Vec<PatternText>,
    /// Node predicates with the same code, by code, in first-use order.
    by_code: Vec<(String, Vec<RecId>)>,
    code_of: HashMap<RecId, String>,
    node_preds: Vec<RecId>,
    node_preds_ops: Vec<RecId>,
    /// Each node predicate's number in its hook.
    pred_index: HashMap<RecId, usize>,
    /// The pattern predicates in hook order (most used first).
    pattern_preds: Numbered<String>,
    /// The complex patterns in hook order (most used first).
    complex: Numbered<RecId>,
}

/// Reads what [`encode`] needs of the pattern model `cdp` for the optimized
/// matcher `top`: fails, as LLVM does, on the first node predicate (in table
/// order) whose code cannot be written.
pub fn prepare(
    rk: &RecordKeeper,
    cdp: &CodeGenDagPatterns,
    pats: &[&PatternToMatch],
    top: &Seq,
    cfg: &Config,
) -> Result<Prepared, PredError> {
    // Usage statistics, in table order.
    let mut cp_use = Tally::default();
    let mut pp_use = Tally::default();
    let mut pred_use = Tally::default();
    walk(top, &mut |m| match m {
        M::CheckComplexPat(check) => cp_use.bump(&check.cp),
        M::CheckPatternPredicate(p) => pp_use.bump(p),
        M::CheckPredicate { frag, .. } => pred_use.bump(frag),
        _ => {}
    });
    let mut by_code: Vec<(String, Vec<RecId>)> = Vec::new();
    let mut code_index: FxHashMap<String, usize> = FxHashMap::default();
    let mut code_of: HashMap<RecId, String> = HashMap::new();
    for (f, _) in &pred_use.counts {
        // The first predicate whose code cannot be written stops the run,
        // in table order, as LLVM's emitter does when it dedups them.
        let code = PredicateFn { frag: *f }.code_to_run_on_sdnode(rk, cdp)?;
        code_of.insert(*f, code.clone());
        match code_index.get(&code) {
            Some(&i) => by_code[i].1.push(*f),
            None => {
                code_index.insert(code.clone(), by_code.len());
                by_code.push((code, vec![*f]));
            }
        }
    }
    let mut plist: Vec<(RecId, u32)> = Vec::new();
    for (_, fs) in by_code.iter_mut() {
        fs.sort_by(|a, b| rk.name_str(*a).cmp(rk.name_str(*b)));
        let uses = fs.iter().map(|f| pred_use.count(f)).sum();
        plist.push((fs[0], uses));
    }
    let mut node_preds = Vec::new();
    let mut node_preds_ops = Vec::new();
    for f in stable_by_count(&plist) {
        if (PredicateFn { frag: f }).uses_operands(rk) {
            node_preds_ops.push(f);
        } else {
            node_preds.push(f);
        }
    }
    // A predicate is numbered within its hook.
    let hook_no: FxHashMap<RecId, usize> =
        node_preds.iter().enumerate().chain(node_preds_ops.iter().enumerate()).map(|(i, &f)| (f, i)).collect();
    let mut pred_index = HashMap::new();
    for (_, fs) in &by_code {
        let i = hook_no.get(&fs[0]).copied().unwrap_or(0);
        for f in fs {
            pred_index.insert(*f, i);
        }
    }
    let patterns = if cfg.omit_comments && !cfg.coverage {
        Vec::new()
    } else {
        pats.iter()
            .map(|p| PatternText {
                src_record: p.src_record,
                src: p.src_string(rk, cdp),
                dst: p.dst_string(rk, cdp),
                complexity: p.complexity(rk, cdp),
            })
            .collect()
    };
    Ok(Prepared {
        mvts: cdp.mvts.clone(),
        sd_nodes: cdp.sd_nodes.clone(),
        complex_patterns: cdp.complex_patterns.clone(),
        xforms: cdp.xforms.clone(),
        instr_flags: cdp.instr_flags.clone(),
        patterns,
        by_code,
        code_of,
        node_preds,
        node_preds_ops,
        pred_index,
        pattern_preds: Numbered::new(stable_by_count(&pp_use.counts).into_iter().map(String::from).collect()),
        complex: Numbered::new(stable_by_count(&cp_use.counts)),
    })
}

/// How often each matcher argument occurs, in first-use order.
struct Tally<T> {
    counts: Vec<(T, u32)>,
    index: FxHashMap<T, usize>,
}

impl<T> Default for Tally<T> {
    fn default() -> Self {
        Tally { counts: Vec::new(), index: FxHashMap::default() }
    }
}

impl<T: Hash + Eq + Clone> Tally<T> {
    fn bump(&mut self, k: &T) {
        match self.index.get(k) {
            Some(&i) => self.counts[i].1 += 1,
            None => {
                self.index.insert(k.clone(), self.counts.len());
                self.counts.push((k.clone(), 1));
            }
        }
    }

    fn count(&self, k: &T) -> u32 {
        self.index.get(k).map_or(0, |&i| self.counts[i].1)
    }
}

/// Hook entries in their hook order, with each one's number in that order
/// (the table refers to them by number, once per use).
struct Numbered<T> {
    order: Vec<T>,
    number: FxHashMap<T, usize>,
}

impl<T: Hash + Eq + Clone> Numbered<T> {
    fn new(order: Vec<T>) -> Self {
        let number = order.iter().enumerate().map(|(i, x)| (x.clone(), i)).collect();
        Numbered { order, number }
    }

    /// `k`'s number; 0 for an entry never counted (cannot happen: the
    /// order was tallied from the same table).
    fn number_of<Q: Hash + Eq + ?Sized>(&self, k: &Q) -> usize
    where
        T: std::borrow::Borrow<Q>,
    {
        self.number.get(k).copied().unwrap_or(0)
    }
}

/// Encodes the optimized matcher `top` into the model.
pub fn encode(rk: &RecordKeeper, t: &Target, prep: Prepared, mut top: Seq, cfg: &Config) -> DagIselModel {
    let nodes = node_names(&prep.sd_nodes);
    let p = &prep;
    let mut em = Em {
        rk,
        p,
        t,
        nodes: &nodes,
        omit: cfg.omit_comments,
        coverage: cfg.coverage,
        counts: [0; 38],
        xforms: Vec::new(),
        xform_ids: HashMap::new(),
        cov_patterns: Vec::new(),
        cov_index: FxHashMap::default(),
        cov_includes: Vec::new(),
        mem_instrs: FxHashSet::default(),
        out: Sink::default(),
    };
    // Sizing pass (comments off, nothing written), as LLVM's.
    em.size_seq(&mut top);
    em.out.on = true;
    em.emit_list(top, 1, 0);
    let mut out = std::mem::take(&mut em.out);
    if out.line_started() {
        out.newline();
    }
    out.table.bytes.push(0);

    let node_pred = |f: &RecId| {
        let code = p.code_of.get(f).cloned().unwrap_or_default();
        let fn_names = match p.by_code.iter().find(|x| x.0 == code) {
            Some((_, sim)) => sim.iter().map(|s| PredicateFn { frag: *s }.fn_name(rk)).collect(),
            None => vec![PredicateFn { frag: *f }.fn_name(rk)],
        };
        NodePredicate { fn_names, code }
    };
    let complex_patterns = p
        .complex
        .order
        .iter()
        .map(|c| match p.complex_patterns.get(c) {
            Some(p) => ComplexHook {
                record: rk.name_str(*c).to_string(),
                select_func: p.select_func.clone(),
                results: p.num_operands + u32::from(p.has(Sdnp::HasChain)),
                chain: p.has(Sdnp::HasChain),
                want_root: p.has(Sdnp::WantRoot),
                want_parent: p.has(Sdnp::WantParent),
            },
            None => ComplexHook {
                record: rk.name_str(*c).to_string(),
                select_func: String::new(),
                results: 0,
                chain: false,
                want_root: false,
                want_parent: false,
            },
        })
        .collect();
    let xforms = em
        .xforms
        .iter()
        .map(|x| {
            let (node_class, code) = match p.xforms.get(x) {
                Some(xf) => {
                    (p.sd_nodes.get(&xf.opcode).map(|s| s.sd_class_name.clone()).unwrap_or_default(), xf.code.clone())
                }
                None => (String::new(), String::new()),
            };
            XFormHook { name: rk.name_str(*x).to_string(), node_class, code }
        })
        .collect();
    let mut mem_instrs: Vec<(u32, String, bool, bool)> = em
        .mem_instrs
        .iter()
        .map(|&i| {
            let (load, store) = match p.instr_flags.get(&i) {
                Some(f) => (f.may_load, f.may_store),
                None => {
                    (rk.value_as_bit(i, "mayLoad").unwrap_or(false), rk.value_as_bit(i, "mayStore").unwrap_or(false))
                }
            };
            (t.instr_enum(i), rk.name_str(i).to_string(), load, store)
        })
        .collect();
    mem_instrs.sort();
    DagIselModel {
        target: t.name.clone(),
        omit_comments: cfg.omit_comments,
        table: out.table,
        histogram: em.counts,
        hooks: Hooks {
            pattern_predicates: p.pattern_preds.order.clone(),
            pattern_conditions: Vec::new(),
            node_predicates: p.node_preds.iter().map(node_pred).collect(),
            node_predicates_with_operands: p.node_preds_ops.iter().map(node_pred).collect(),
            complex_patterns,
            xforms,
        },
        nodes: nodes.clone(),
        mem_instrs,
        coverage: cfg.coverage.then_some(Coverage { patterns: em.cov_patterns, includes: em.cov_includes }),
    }
}
