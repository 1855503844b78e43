//! The C++ matcher table and its functions (LLVM's `DAGISelMatcherEmitter`).

use std::collections::HashMap;
use std::fmt::Write;

use tablegen_core::record::RecId;
use tablegen_core::RecordKeeper;

use super::gen::qualified_name;
use super::matcher::{Seq, M};
use super::Target;
use crate::model::intrinsics::Sdnp;
use crate::model::patterns::{CodeGenDagPatterns, Mvt, PatternToMatch, PredicateFn};

/// Writer options.
pub struct Config {
    /// `-omit-comments`.
    pub omit_comments: bool,
    /// `-instrument-coverage`.
    pub coverage: bool,
}

struct Em<'a> {
    rk: &'a RecordKeeper,
    cdp: &'a CodeGenDagPatterns,
    t: &'a Target,
    pats: &'a [&'a PatternToMatch],
    omit: bool,
    coverage: bool,
    counts: [u32; 38],
    node_preds: Vec<RecId>,
    node_preds_ops: Vec<RecId>,
    by_code: Vec<(String, Vec<RecId>)>,
    pred_index: HashMap<RecId, usize>,
    pattern_preds: Vec<String>,
    complex: Vec<RecId>,
    xforms: Vec<RecId>,
    xform_ids: HashMap<RecId, u32>,
    cov_patterns: Vec<String>,
    cov_includes: Vec<String>,
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

impl Em<'_> {
    fn vt(&self, t: Mvt) -> String {
        format!("MVT::{}", self.cdp.mvts.name(t))
    }

    fn vbr(&self, v: u64, out: &mut String) -> u32 {
        if v <= 127 {
            let _ = write!(out, "{v}, ");
            return 1;
        }
        let mut x = v;
        let mut n = 0;
        while x >= 128 {
            let _ = write!(out, "{}|128,", x & 127);
            x >>= 7;
            n += 1;
        }
        let _ = write!(out, "{x}");
        if !self.omit {
            let _ = write!(out, "/*{v}*/");
        }
        out.push_str(", ");
        n + 1
    }

    fn svbr(&self, v: i64, out: &mut String) -> u32 {
        let u = if v >= 0 { (v as u64) << 1 } else { ((v.wrapping_neg() as u64) << 1) | 1 };
        self.vbr(u, out)
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
                let save = self.omit;
                self.omit = true;
                let mut sink = String::new();
                let n = self.emit_one(m, 0, 0, &mut sink);
                self.omit = save;
                n
            }
        }
    }

    fn idx(&self, i: u32, out: &mut String) {
        if !self.omit {
            let _ = write!(out, "/*{i:>6}*/");
        }
    }

    fn emit_list(&mut self, s: &Seq, indent: usize, mut cur: u32, out: &mut String) -> u32 {
        let mut size = 0;
        for m in s {
            self.idx(cur, out);
            let n = self.emit_one(m, indent, cur, out);
            size += n;
            cur += n;
        }
        size
    }

    fn node_pred_no(&self, frag: RecId) -> usize {
        self.pred_index.get(&frag).copied().unwrap_or(0)
    }

    fn cov(&mut self, pat: usize, indent: usize, out: &mut String) -> u32 {
        if !self.coverage {
            return 0;
        }
        let p = self.pats[pat];
        let s = format!("{} -> {}", p.src_string(self.rk, self.cdp), p.dst_string(self.rk, self.cdp));
        let idx = match self.cov_patterns.iter().position(|x| *x == s) {
            Some(i) => i,
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
                self.cov_patterns.push(s);
                self.cov_includes.push(inc);
                self.cov_patterns.len() - 1
            }
        };
        let _ = writeln!(out, "OPC_Coverage, TARGET_VAL({idx}),");
        out.push_str(&" ".repeat(10 + indent));
        3
    }

    fn emit_one(&mut self, m: &M, indent: usize, mut cur: u32, out: &mut String) -> u32 {
        out.push_str(&" ".repeat(indent));
        let omit = self.omit;
        match m {
            M::Scope(ch) => {
                let start = cur;
                let n = ch.len();
                for (i, (sz, c)) in ch.iter().enumerate() {
                    if i == 0 {
                        out.push_str("OPC_Scope, ");
                        cur += 1;
                    } else if !omit {
                        self.idx(cur, out);
                        out.push_str(&" ".repeat(indent));
                        out.push_str("/*Scope*/ ");
                    } else {
                        out.push_str(&" ".repeat(indent));
                    }
                    let v = self.vbr(u64::from(*sz), out);
                    if !omit {
                        let _ = write!(out, "/*->{}*/", cur + v + sz);
                        if i == 0 {
                            let _ = write!(out, " // {n} children in Scope");
                        }
                    }
                    out.push('\n');
                    let got = self.emit_list(c, indent + 1, cur + v, out);
                    cur += v + got;
                }
                self.idx(cur, out);
                out.push_str(&" ".repeat(indent));
                out.push_str("0, ");
                if !omit {
                    out.push_str("/*End of Scope*/");
                }
                out.push('\n');
                cur - start + 1
            }
            M::SwitchOpcode(_) | M::SwitchType(_) => {
                let start = cur;
                let is_op = matches!(m, M::SwitchOpcode(_));
                let cases: Vec<(String, u32, &Seq)> = match m {
                    M::SwitchOpcode(c) => c
                        .iter()
                        .map(|(op, sz, s)| {
                            let name = self.cdp.sd_node(*op).map(|i| i.enum_name.clone()).unwrap_or_default();
                            (format!("TARGET_VAL({name}),"), *sz, s)
                        })
                        .collect(),
                    M::SwitchType(c) => c.iter().map(|(t, sz, s)| (format!("{},", self.vt(*t)), *sz, s)).collect(),
                    _ => Vec::new(),
                };
                out.push_str(if is_op { "OPC_SwitchOpcode " } else { "OPC_SwitchType " });
                if !omit {
                    let _ = write!(out, "/*{} cases */", cases.len());
                }
                out.push_str(", ");
                cur += 1;
                for (i, (label, sz, c)) in cases.iter().enumerate() {
                    if i != 0 {
                        self.idx(cur, out);
                        out.push_str(&" ".repeat(indent));
                        if !omit {
                            out.push_str(if is_op { "/*SwitchOpcode*/ " } else { "/*SwitchType*/ " });
                        }
                    }
                    cur += self.vbr(u64::from(*sz), out) + if is_op { 2 } else { 1 };
                    out.push_str(label);
                    if !omit {
                        let _ = write!(out, "// ->{}", cur + sz);
                    }
                    out.push('\n');
                    cur += self.emit_list(c, indent + 1, cur, out);
                }
                self.idx(cur, out);
                out.push_str(&" ".repeat(indent));
                out.push_str("0,");
                if !omit {
                    out.push_str(if is_op { " // EndSwitchOpcode" } else { " // EndSwitchType" });
                }
                out.push('\n');
                cur - start + 1
            }
            M::RecordNode { what, res } => {
                out.push_str("OPC_RecordNode,");
                if !omit {
                    let _ = write!(out, " // #{res} = {what}");
                }
                out.push('\n');
                1
            }
            M::RecordChild { child, what, res } => {
                let _ = write!(out, "OPC_RecordChild{child},");
                if !omit {
                    let _ = write!(out, " // #{res} = {what}");
                }
                out.push('\n');
                1
            }
            M::RecordMemRef => {
                out.push_str("OPC_RecordMemRef,\n");
                1
            }
            M::CaptureGlueInput => {
                out.push_str("OPC_CaptureGlueInput,\n");
                1
            }
            M::MoveChild(c) | M::MoveSibling(c) => {
                out.push_str(if matches!(m, M::MoveChild(_)) { "OPC_MoveChild" } else { "OPC_MoveSibling" });
                if *c >= 8 {
                    out.push_str(", ");
                }
                let _ = writeln!(out, "{c},");
                if *c >= 8 {
                    2
                } else {
                    1
                }
            }
            M::MoveParent => {
                out.push_str("OPC_MoveParent,\n");
                1
            }
            M::CheckSame(n) => {
                let _ = writeln!(out, "OPC_CheckSame, {n},");
                2
            }
            M::CheckChildSame { child, num } => {
                let _ = writeln!(out, "OPC_CheckChild{child}Same, {num},");
                2
            }
            M::CheckPatternPredicate(p) => {
                let no = self.pattern_preds.iter().position(|x| x == p).unwrap_or(0);
                if no > 255 {
                    let _ = write!(out, "OPC_CheckPatternPredicateTwoByte, TARGET_VAL({no}),");
                } else if no < 8 {
                    let _ = write!(out, "OPC_CheckPatternPredicate{no},");
                } else {
                    let _ = write!(out, "OPC_CheckPatternPredicate, {no},");
                }
                if !omit {
                    let _ = write!(out, " // {p}");
                }
                out.push('\n');
                if no > 255 {
                    3
                } else if no < 8 {
                    1
                } else {
                    2
                }
            }
            M::CheckPredicate { frag, ops } => {
                let f = PredicateFn { frag: *frag };
                let no = self.node_pred_no(*frag);
                let uses = f.uses_operands(self.rk);
                let mut size = 2u32;
                if uses {
                    let _ = write!(out, "OPC_CheckPredicateWithOperands, {}/*#Ops*/, ", ops.len());
                    for o in ops {
                        let _ = write!(out, "{o}, ");
                    }
                    size += 1 + ops.len() as u32;
                } else if no < 8 {
                    size -= 1;
                    let _ = write!(out, "OPC_CheckPredicate{no}, ");
                } else {
                    out.push_str("OPC_CheckPredicate, ");
                }
                if no >= 8 || uses {
                    let _ = write!(out, "{no},");
                }
                if !omit {
                    let _ = write!(out, " // {}", f.fn_name(self.rk));
                }
                out.push('\n');
                size
            }
            M::CheckOpcode(op) => {
                let name = self.cdp.sd_node(*op).map(|i| i.enum_name.as_str()).unwrap_or("");
                let _ = writeln!(out, "OPC_CheckOpcode, TARGET_VAL({name}),");
                3
            }
            M::CheckType { vt, res } => {
                let name = self.cdp.mvts.name(*vt);
                if *res == 0 {
                    if name == "i32" || name == "i64" {
                        let _ = writeln!(out, "OPC_CheckTypeI{},", &name[1..]);
                        return 1;
                    }
                    let _ = writeln!(out, "OPC_CheckType, {},", self.vt(*vt));
                    return 2;
                }
                let _ = writeln!(out, "OPC_CheckTypeRes, {res}, {},", self.vt(*vt));
                3
            }
            M::CheckChildType { child, vt } => {
                let name = self.cdp.mvts.name(*vt);
                if name == "i32" || name == "i64" {
                    let _ = writeln!(out, "OPC_CheckChild{child}TypeI{},", &name[1..]);
                    return 1;
                }
                let _ = writeln!(out, "OPC_CheckChild{child}Type, {},", self.vt(*vt));
                2
            }
            M::CheckInteger(v) => {
                out.push_str("OPC_CheckInteger, ");
                let n = 1 + self.svbr(*v, out);
                out.push('\n');
                n
            }
            M::CheckChildInteger { child, v } => {
                let _ = write!(out, "OPC_CheckChild{child}Integer, ");
                let n = 1 + self.svbr(*v, out);
                out.push('\n');
                n
            }
            M::CheckCondCode(c) => {
                let _ = writeln!(out, "OPC_CheckCondCode, ISD::{c},");
                2
            }
            M::CheckChild2CondCode(c) => {
                let _ = writeln!(out, "OPC_CheckChild2CondCode, ISD::{c},");
                2
            }
            M::CheckValueType(t) => {
                let _ = writeln!(out, "OPC_CheckValueType, {},", self.vt(*t));
                2
            }
            M::CheckComplexPat { cp, match_num, name, first_result } => {
                let no = self.complex.iter().position(|x| x == cp).unwrap_or(0);
                if no < 8 {
                    let _ = write!(out, "OPC_CheckComplexPat{no}, /*#*/{match_num},");
                } else {
                    let _ = write!(out, "OPC_CheckComplexPat, /*CP*/{no}, /*#*/{match_num},");
                }
                if !omit {
                    if let Some(p) = self.cdp.complex_pattern(*cp) {
                        let _ = write!(out, " // {}:${name}", p.select_func);
                        for i in 0..p.num_operands {
                            let _ = write!(out, " #{}", first_result + i);
                        }
                        if p.has(Sdnp::HasChain) {
                            out.push_str(" + chain result");
                        }
                    }
                }
                out.push('\n');
                if no < 8 {
                    2
                } else {
                    3
                }
            }
            M::CheckAndImm(v) | M::CheckOrImm(v) => {
                out.push_str(if matches!(m, M::CheckAndImm(_)) { "OPC_CheckAndImm, " } else { "OPC_CheckOrImm, " });
                let n = 1 + self.vbr(*v as u64, out);
                out.push('\n');
                n
            }
            M::CheckFoldableChainNode => {
                out.push_str("OPC_CheckFoldableChainNode,\n");
                1
            }
            M::CheckImmAllOnesV => {
                out.push_str("OPC_CheckImmAllOnesV,\n");
                1
            }
            M::CheckImmAllZerosV => {
                out.push_str("OPC_CheckImmAllZerosV,\n");
                1
            }
            M::EmitInteger { v, vt } => {
                let name = self.cdp.mvts.name(*vt);
                let ob = if matches!(name, "i8" | "i16" | "i32" | "i64") {
                    let _ = write!(out, "OPC_EmitInteger{}, ", &name[1..]);
                    1
                } else {
                    let _ = write!(out, "OPC_EmitInteger, {}, ", self.vt(*vt));
                    2
                };
                let n = ob + self.svbr(*v, out);
                out.push('\n');
                n
            }
            M::EmitStringInteger { v, vt } => {
                let name = self.cdp.mvts.name(*vt);
                let ob = if name == "i32" {
                    out.push_str("OPC_EmitStringInteger32, ");
                    1
                } else {
                    let _ = write!(out, "OPC_EmitStringInteger, {}, ", self.vt(*vt));
                    2
                };
                let _ = writeln!(out, "{v},");
                ob + 1
            }
            M::EmitRegister { reg, vt } => {
                if let Some(r) = reg {
                    if self.t.reg_enum(*r) > 255 {
                        let _ = writeln!(
                            out,
                            "OPC_EmitRegister2, {}, TARGET_VAL({}),",
                            self.vt(*vt),
                            qualified_name(self.rk, *r)
                        );
                        return 4;
                    }
                }
                let name = self.cdp.mvts.name(*vt);
                let ob = if name == "i32" || name == "i64" {
                    let _ = write!(out, "OPC_EmitRegisterI{}, ", &name[1..]);
                    1
                } else {
                    let _ = write!(out, "OPC_EmitRegister, {}, ", self.vt(*vt));
                    2
                };
                match reg {
                    Some(r) => {
                        let _ = writeln!(out, "{},", qualified_name(self.rk, *r));
                    }
                    None => {
                        out.push_str("0 ");
                        if !omit {
                            out.push_str("/*zero_reg*/");
                        }
                        out.push_str(",\n");
                    }
                }
                ob + 1
            }
            M::EmitConvertToTarget(s) => {
                if *s < 8 {
                    let _ = writeln!(out, "OPC_EmitConvertToTarget{s},");
                    return 1;
                }
                let _ = writeln!(out, "OPC_EmitConvertToTarget, {s},");
                2
            }
            M::EmitMergeInputChains(nodes) => {
                if nodes.len() == 1 && nodes[0] < 3 {
                    let _ = writeln!(out, "OPC_EmitMergeInputChains1_{},", nodes[0]);
                    return 1;
                }
                let _ = write!(out, "OPC_EmitMergeInputChains, {}, ", nodes.len());
                for n in nodes {
                    let _ = write!(out, "{n}, ");
                }
                out.push('\n');
                2 + nodes.len() as u32
            }
            M::EmitCopyToReg { slot, reg } => {
                let q = qualified_name(self.rk, *reg);
                if self.t.reg_enum(*reg) > 255 {
                    let _ = writeln!(out, "OPC_EmitCopyToRegTwoByte, {slot}, TARGET_VAL({q}),");
                    return 4;
                }
                if *slot < 8 {
                    let _ = writeln!(out, "OPC_EmitCopyToReg{slot}, {q},");
                    return 2;
                }
                let _ = writeln!(out, "OPC_EmitCopyToReg, {slot}, {q},");
                3
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
                let _ = write!(out, "OPC_EmitNodeXForm, {id}, {slot},");
                if !omit {
                    let _ = write!(out, " // {}", self.rk.name_str(*xform));
                }
                out.push('\n');
                3
            }
            M::EmitNode(en) | M::MorphNodeTo(en, _) => {
                let morph = if let M::MorphNodeTo(_, p) = m { Some(*p) } else { None };
                let covered = match morph {
                    Some(p) => self.cov(p, indent, out),
                    None => 0,
                };
                let is_emit = morph.is_none();
                out.push_str(if is_emit { "OPC_EmitNode" } else { "OPC_MorphNodeTo" });
                let nvts = en.vts.len();
                let compress_vts = nvts < 3;
                let mut compress_info = false;
                if compress_vts {
                    let _ = write!(out, "{nvts}");
                    let plain = !en.mem_refs && en.fixed_arity == -1;
                    if plain && !en.chain && !en.in_glue && !en.out_glue {
                        compress_info = true;
                        out.push_str("None");
                    } else if plain && en.chain && !en.in_glue && !en.out_glue {
                        compress_info = true;
                        out.push_str("Chain");
                    } else if plain && !is_emit && !en.chain && en.in_glue && !en.out_glue {
                        compress_info = true;
                        out.push_str("GlueInput");
                    } else if plain && !is_emit && !en.chain && !en.in_glue && en.out_glue {
                        compress_info = true;
                        out.push_str("GlueOutput");
                    }
                }
                let ns = self.t.instrs.get(en.inst).map(|i| i.namespace.as_str()).unwrap_or("");
                let _ = write!(out, ", TARGET_VAL({ns}::{})", self.rk.name_str(en.inst));
                if !compress_info {
                    out.push_str(", 0");
                    if en.chain {
                        out.push_str("|OPFL_Chain");
                    }
                    if en.in_glue {
                        out.push_str("|OPFL_GlueInput");
                    }
                    if en.out_glue {
                        out.push_str("|OPFL_GlueOutput");
                    }
                    if en.mem_refs {
                        out.push_str("|OPFL_MemRefs");
                    }
                    if en.fixed_arity != -1 {
                        let _ = write!(out, "|OPFL_Variadic{}", en.fixed_arity);
                    }
                }
                out.push_str(",\n");
                out.push_str(&" ".repeat(10 + indent + 4));
                if !compress_vts {
                    let _ = write!(out, "{nvts}");
                    if !omit {
                        out.push_str("/*#VTs*/");
                    }
                    out.push_str(", ");
                }
                for &t in &en.vts {
                    let _ = write!(out, "{}, ", self.vt(t));
                }
                let _ = write!(out, "{}", en.operands.len());
                if !omit {
                    out.push_str("/*#Ops*/");
                }
                out.push_str(", ");
                let mut ob = 0;
                for &o in &en.operands {
                    ob += self.vbr(u64::from(o), out);
                }
                if !omit {
                    if is_emit && nvts > 0 {
                        out.push_str(" // Results =");
                        for i in 0..nvts as u32 {
                            let _ = write!(out, " #{}", en.first_result + i);
                        }
                    }
                    out.push('\n');
                    if let Some(p) = morph {
                        let pt = self.pats[p];
                        let pad = " ".repeat(10 + indent);
                        let _ = writeln!(
                            out,
                            "{pad}// Src: {} - Complexity = {}",
                            pt.src_string(self.rk, self.cdp),
                            pt.complexity(self.rk, self.cdp)
                        );
                        let _ = writeln!(out, "{pad}// Dst: {}", pt.dst_string(self.rk, self.cdp));
                    }
                } else {
                    out.push('\n');
                }
                4 + u32::from(!compress_vts) + u32::from(!compress_info) + nvts as u32 + ob + covered
            }
            M::CompleteMatch { results, pat } => {
                let covered = self.cov(*pat, indent, out);
                let _ = write!(out, "OPC_CompleteMatch, {}, ", results.len());
                let mut rb = 0;
                for &r in results {
                    rb += self.vbr(u64::from(r), out);
                }
                out.push('\n');
                if !omit {
                    let pt = self.pats[*pat];
                    let pad = " ".repeat(10 + indent);
                    let _ = writeln!(
                        out,
                        "{pad} // Src: {} - Complexity = {}",
                        pt.src_string(self.rk, self.cdp),
                        pt.complexity(self.rk, self.cdp)
                    );
                    let _ = write!(out, "{pad} // Dst: {}", pt.dst_string(self.rk, self.cdp));
                }
                out.push('\n');
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

fn begin_fn(out: &mut String, ret: &str, decl: &str, over: bool) {
    let _ = writeln!(out, "#ifdef GET_DAGISEL_DECL");
    let _ = writeln!(out, "{ret} {decl}{};", if over { " override" } else { "" });
    out.push_str("#endif\n#if defined(GET_DAGISEL_BODY) || DAGISEL_INLINE\n");
    let _ = writeln!(out, "{ret} DAGISEL_CLASS_COLONCOLON {decl}");
    if over {
        out.push_str("#if DAGISEL_INLINE\n  override\n#endif\n");
    }
}

fn end_fn(out: &mut String) {
    out.push_str("#endif // GET_DAGISEL_BODY\n\n");
}

const OPC_NAMES: [&str; 38] = [
    "OPC_Scope",
    "OPC_RecordNode",
    "OPC_RecordChild",
    "OPC_RecordMemRef",
    "OPC_CaptureGlueInput",
    "OPC_MoveChild",
    "OPC_MoveSibling",
    "OPC_MoveParent",
    "OPC_CheckSame",
    "OPC_CheckChildSame",
    "OPC_CheckPatternPredicate",
    "OPC_CheckPredicate",
    "OPC_CheckOpcode",
    "OPC_SwitchOpcode",
    "OPC_CheckType",
    "OPC_SwitchType",
    "OPC_CheckChildType",
    "OPC_CheckInteger",
    "OPC_CheckChildInteger",
    "OPC_CheckCondCode",
    "OPC_CheckChild2CondCode",
    "OPC_CheckValueType",
    "OPC_CheckComplexPat",
    "OPC_CheckAndImm",
    "OPC_CheckOrImm",
    "OPC_CheckImmAllOnesV",
    "OPC_CheckImmAllZerosV",
    "OPC_CheckFoldableChainNode",
    "OPC_EmitInteger",
    "OPC_EmitStringInteger",
    "OPC_EmitRegister",
    "OPC_EmitConvertToTarget",
    "OPC_EmitMergeInputChains",
    "OPC_EmitCopyToReg",
    "OPC_EmitNode",
    "OPC_EmitNodeXForm",
    "OPC_CompleteMatch",
    "OPC_MorphNodeTo",
];

/// The whole C++ output.
pub fn write(
    rk: &RecordKeeper,
    cdp: &CodeGenDagPatterns,
    t: &Target,
    pats: &[&PatternToMatch],
    top: &mut Seq,
    cfg: &Config,
) -> String {
    let mut out = String::new();
    crate::support::cpp::source_file_header_for(
        &mut out,
        &format!("DAG Instruction Selector for the {} target", t.name),
        "",
    );
    out.push_str("// *** NOTE: This file is #included into the middle of the target\n// *** instruction selector class.  These functions are really methods.\n\n");
    out.push_str("// If GET_DAGISEL_DECL is #defined with any value, only function\n// declarations will be included when this file is included.\n// If GET_DAGISEL_BODY is #defined, its value should be the name of\n// the instruction selector class. Function bodies will be emitted\n// and each function's name will be qualified with the name of the\n// class.\n//\n// When neither of the GET_DAGISEL* macros is defined, the functions\n// are emitted inline.\n\n");
    out.push_str("#if defined(GET_DAGISEL_DECL) && defined(GET_DAGISEL_BODY)\n#error GET_DAGISEL_DECL and GET_DAGISEL_BODY cannot be both defined, undef both for inline definitions\n#endif\n\n");
    out.push_str("#ifdef GET_DAGISEL_BODY\n#define LOCAL_DAGISEL_STRINGIZE(X) LOCAL_DAGISEL_STRINGIZE_(X)\n#define LOCAL_DAGISEL_STRINGIZE_(X) #X\nstatic_assert(sizeof(LOCAL_DAGISEL_STRINGIZE(GET_DAGISEL_BODY)) > 1,\n   \"GET_DAGISEL_BODY is empty: it should be defined with the class name\");\n#undef LOCAL_DAGISEL_STRINGIZE_\n#undef LOCAL_DAGISEL_STRINGIZE\n#endif\n\n");
    out.push_str("#if !defined(GET_DAGISEL_DECL) && !defined(GET_DAGISEL_BODY)\n#define DAGISEL_INLINE 1\n#else\n#define DAGISEL_INLINE 0\n#endif\n\n");
    out.push_str("#if !DAGISEL_INLINE\n#define DAGISEL_CLASS_COLONCOLON GET_DAGISEL_BODY ::\n#else\n#define DAGISEL_CLASS_COLONCOLON\n#endif\n\n");
    begin_fn(&mut out, "void", "SelectCode(SDNode *N)", false);

    // Usage statistics, in table order.
    let mut cp_use: Vec<(RecId, u32)> = Vec::new();
    let mut pp_use: Vec<(String, u32)> = Vec::new();
    let mut pred_use: Vec<(RecId, u32)> = Vec::new();
    walk(top, &mut |m| {
        fn bump<T: PartialEq + Clone>(v: &mut Vec<(T, u32)>, k: &T) {
            match v.iter_mut().find(|x| x.0 == *k) {
                Some(e) => e.1 += 1,
                None => v.push((k.clone(), 1)),
            }
        }
        match m {
            M::CheckComplexPat { cp, .. } => bump(&mut cp_use, cp),
            M::CheckPatternPredicate(p) => bump(&mut pp_use, p),
            M::CheckPredicate { frag, .. } => bump(&mut pred_use, frag),
            _ => {}
        }
    });
    let mut by_code: Vec<(String, Vec<RecId>)> = Vec::new();
    for (f, _) in &pred_use {
        let code = PredicateFn { frag: *f }.code_to_run_on_sdnode(rk, cdp).unwrap_or_default();
        match by_code.iter_mut().find(|x| x.0 == code) {
            Some(e) => e.1.push(*f),
            None => by_code.push((code, vec![*f])),
        }
    }
    let mut plist: Vec<(RecId, u32)> = Vec::new();
    for (_, fs) in by_code.iter_mut() {
        fs.sort_by(|a, b| rk.name_str(*a).cmp(rk.name_str(*b)));
        let uses = fs.iter().map(|f| pred_use.iter().find(|x| x.0 == *f).map_or(0, |x| x.1)).sum();
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
    let mut pred_index = HashMap::new();
    for (_, fs) in &by_code {
        let head = fs[0];
        let i = node_preds
            .iter()
            .position(|x| *x == head)
            .or_else(|| node_preds_ops.iter().position(|x| *x == head))
            .unwrap_or(0);
        for f in fs {
            pred_index.insert(*f, i);
        }
    }
    let mut em = Em {
        rk,
        cdp,
        t,
        pats,
        omit: cfg.omit_comments,
        coverage: cfg.coverage,
        counts: [0; 38],
        node_preds,
        node_preds_ops,
        by_code,
        pred_index,
        pattern_preds: stable_by_count(&pp_use),
        complex: stable_by_count(&cp_use),
        xforms: Vec::new(),
        xform_ids: HashMap::new(),
        cov_patterns: Vec::new(),
        cov_includes: Vec::new(),
    };
    // Sizing pass (comments off), as LLVM's.
    let save = em.omit;
    em.omit = true;
    em.size_seq(top);
    em.omit = save;
    out.push_str("{\n  // Some target values are emitted as 2 bytes, TARGET_VAL handles\n  // this.\n  #define TARGET_VAL(X) X & 255, unsigned(X) >> 8\n  static const unsigned char MatcherTable[] = {\n");
    let total = em.emit_list(top, 1, 0, &mut out);
    let _ = write!(out, "    0\n  }}; // Total Array size is {} bytes\n\n", total + 1);
    if !em.omit {
        out.push_str("  // Opcode Histogram:\n");
        for (i, n) in OPC_NAMES.iter().enumerate() {
            let _ = writeln!(out, "  // #{n:<40} = {}", em.counts[i]);
        }
        out.push('\n');
    }
    out.push_str("  #undef TARGET_VAL\n  SelectCodeCommon(N, MatcherTable, sizeof(MatcherTable));\n}\n");
    end_fn(&mut out);

    // Predicate functions.
    if !em.pattern_preds.is_empty() {
        begin_fn(&mut out, "bool", "CheckPatternPredicate(unsigned PredNo) const", true);
        out.push_str("{\n  switch (PredNo) {\n  default: llvm_unreachable(\"Invalid predicate in table?\");\n");
        for (i, p) in em.pattern_preds.iter().enumerate() {
            let _ = writeln!(out, "  case {i}: return {p};");
        }
        out.push_str("  }\n}\n");
        end_fn(&mut out);
    }
    for (preds, decl) in [
        (&em.node_preds, "CheckNodePredicate(SDNode *Node, unsigned PredNo) const"),
        (
            &em.node_preds_ops,
            "CheckNodePredicateWithOperands(SDNode *Node, unsigned PredNo, const SmallVectorImpl<SDValue> &Operands) const",
        ),
    ] {
        if preds.is_empty() {
            continue;
        }
        begin_fn(&mut out, "bool", decl, true);
        out.push_str("{\n  switch (PredNo) {\n  default: llvm_unreachable(\"Invalid predicate in table?\");\n");
        for (i, f) in preds.iter().enumerate() {
            let code = PredicateFn { frag: *f }.code_to_run_on_sdnode(rk, cdp).unwrap_or_default();
            let _ = writeln!(out, "  case {i}: {{");
            if let Some((_, sim)) = em.by_code.iter().find(|x| x.0 == code) {
                for s in sim {
                    let _ = writeln!(out, "    // {}", PredicateFn { frag: *s }.fn_name(rk));
                }
            }
            let _ = write!(out, "{code}\n  }}\n");
        }
        out.push_str("  }\n}\n");
        end_fn(&mut out);
    }
    if !em.complex.is_empty() {
        begin_fn(
            &mut out,
            "bool",
            "CheckComplexPattern(SDNode *Root, SDNode *Parent,\n      SDValue N, unsigned PatternNo,\n      SmallVectorImpl<std::pair<SDValue, SDNode *>> &Result)",
            true,
        );
        out.push_str("{\n  unsigned NextRes = Result.size();\n  switch (PatternNo) {\n  default: llvm_unreachable(\"Invalid pattern # in table?\");\n");
        for (i, c) in em.complex.iter().enumerate() {
            let Some(p) = cdp.complex_pattern(*c) else { continue };
            let mut n = p.num_operands;
            if p.has(Sdnp::HasChain) {
                n += 1;
            }
            let _ = writeln!(out, "  case {i}:");
            if em.coverage {
                out.push_str("  {\n");
            }
            let _ = writeln!(out, "    Result.resize(NextRes+{n});");
            if em.coverage {
                let _ = write!(out, "    bool Succeeded = {}", p.select_func);
            } else {
                let _ = write!(out, "  return {}", p.select_func);
            }
            out.push('(');
            if p.wants_root {
                out.push_str("Root, ");
            }
            if p.wants_parent {
                out.push_str("Parent, ");
            }
            out.push('N');
            for k in 0..n {
                let _ = write!(out, ", Result[NextRes+{k}].first");
            }
            out.push_str(");\n");
            if em.coverage {
                let _ = write!(
                    out,
                    "    if (Succeeded)\n       dbgs() << \"\\nCOMPLEX_PATTERN: {}\\n\" ;\n    return Succeeded;\n    }}\n",
                    p.select_func
                );
            }
        }
        out.push_str("  }\n}\n");
        end_fn(&mut out);
    }
    if !em.xforms.is_empty() {
        begin_fn(&mut out, "SDValue", "RunSDNodeXForm(SDValue V, unsigned XFormNo)", true);
        out.push_str("{\n  switch (XFormNo) {\n  default: llvm_unreachable(\"Invalid xform # in table?\");\n");
        for (i, x) in em.xforms.iter().enumerate() {
            let _ = write!(out, "  case {i}: {{  ");
            if !em.omit {
                let _ = write!(out, "// {}", rk.name_str(*x));
            }
            out.push('\n');
            let (class, code) = match cdp.xform(*x) {
                Some(xf) => {
                    (cdp.sd_node(xf.opcode).map(|s| s.sd_class_name.clone()).unwrap_or_default(), xf.code.clone())
                }
                None => (String::new(), String::new()),
            };
            if class == "SDNode" {
                out.push_str("    SDNode *N = V.getNode();\n");
            } else {
                let _ = writeln!(out, "    {class} *N = cast<{class}>(V.getNode());");
            }
            let _ = write!(out, "{code}\n  }}\n");
        }
        out.push_str("  }\n}\n");
        end_fn(&mut out);
    }
    if em.coverage {
        begin_fn(&mut out, "StringRef", "getPatternForIndex(unsigned Index)", true);
        out.push_str("{\nstatic const char *PATTERN_MATCH_TABLE[] = {\n");
        for p in &em.cov_patterns {
            let _ = writeln!(out, "\"{p}\",");
        }
        out.push_str("\n};\nreturn StringRef(PATTERN_MATCH_TABLE[Index]);\n}\n");
        end_fn(&mut out);
        begin_fn(&mut out, "StringRef", "getIncludePathForIndex(unsigned Index)", true);
        out.push_str("{\nstatic const char *INCLUDE_PATH_TABLE[] = {\n");
        for p in &em.cov_includes {
            let _ = writeln!(out, "\"{p}\",");
        }
        out.push_str("\n};\nreturn StringRef(INCLUDE_PATH_TABLE[Index]);\n}\n");
        end_fn(&mut out);
    }
    out.push_str("\n#ifdef DAGISEL_INLINE\n#undef DAGISEL_INLINE\n#endif\n#ifdef DAGISEL_CLASS_COLONCOLON\n#undef DAGISEL_CLASS_COLONCOLON\n#endif\n#ifdef GET_DAGISEL_DECL\n#undef GET_DAGISEL_DECL\n#endif\n#ifdef GET_DAGISEL_BODY\n#undef GET_DAGISEL_BODY\n#endif\n");
    out
}
