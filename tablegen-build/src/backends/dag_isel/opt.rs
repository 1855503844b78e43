//! Matcher optimisation (LLVM 19's `DAGISelMatcherOpt`): node contraction,
//! then factoring of common prefixes into scopes and opcode/type switches.

use tablegen_core::intern::FxHashMap;
use tablegen_core::record::RecId;
use tablegen_core::RecordKeeper;

use super::gen::node_has;
use super::matcher::{Seq, M};
use crate::model::intrinsics::Sdnp;
use crate::model::patterns::{CodeGenDagPatterns, Mvt};

struct Cx<'a> {
    rk: &'a RecordKeeper,
    cdp: &'a CodeGenDagPatterns,
    pats: &'a [&'a crate::model::patterns::PatternToMatch],
    /// Each `SDNode`'s opcode as a number, equal for nodes sharing an enum
    /// name (`st`, `ist`): the grouping loop compares opcodes millions of
    /// times on the big targets, and comparing names meant two map lookups
    /// and a string comparison each time.
    opcodes: FxHashMap<RecId, u32>,
}

impl Cx<'_> {
    /// The opcode number of `SDNode` `r`.
    fn opcode(&self, r: RecId) -> Option<u32> {
        self.opcodes.get(&r).copied()
    }

    /// `a.is_equal(b)`, opcode checks by number.
    fn equal(&self, a: &M, b: &M) -> bool {
        if let (M::CheckOpcode(x), M::CheckOpcode(y)) = (a, b) {
            if let (Some(p), Some(q)) = (self.opcode(*x), self.opcode(*y)) {
                return p == q;
            }
        }
        a.is_equal(b, self.cdp)
    }
}

/// Numbers the enum names of the `SDNode`s.
fn number_opcodes(cdp: &CodeGenDagPatterns) -> FxHashMap<RecId, u32> {
    let mut by_name: FxHashMap<&str, u32> = FxHashMap::default();
    let mut out = FxHashMap::default();
    for (&def, info) in &cdp.sd_nodes {
        let next = by_name.len() as u32;
        out.insert(def, *by_name.entry(info.enum_name.as_str()).or_insert(next));
    }
    out
}

/// Contracts and factors the matcher `top` in place.
pub fn optimize(
    rk: &RecordKeeper,
    cdp: &CodeGenDagPatterns,
    pats: &[&crate::model::patterns::PatternToMatch],
    top: &mut Seq,
) {
    let cx = Cx { rk, cdp, pats, opcodes: number_opcodes(cdp) };
    contract(&cx, top, 0);
    factor(&cx, top, 0);
}

fn contract(cx: &Cx<'_>, s: &mut Seq, at: usize) {
    let i = at;
    loop {
        if i >= s.len() {
            return;
        }
        if let M::Scope(children) = &mut s[i] {
            for (_, c) in children.iter_mut() {
                tablegen_core::stack::guard(|| contract(cx, c, 0));
            }
            return;
        }
        // MoveChild followed by a check of the child.
        if let (M::MoveChild(c), Some(next)) = (&s[i], s.get(i + 1)) {
            let c = *c;
            let new = match next {
                M::RecordNode { what, res } if c < 8 => {
                    Some(M::RecordChild { child: c as u8, what: what.clone(), res: *res })
                }
                M::CheckType { vt, res: 0 } if c < 8 => Some(M::CheckChildType { child: c, vt: *vt }),
                M::CheckSame(n) if c < 4 => Some(M::CheckChildSame { child: c, num: *n }),
                M::CheckInteger(v) if c < 5 => Some(M::CheckChildInteger { child: c, v: *v }),
                M::CheckCondCode(n) if c == 2 => Some(M::CheckChild2CondCode(n.clone())),
                _ => None,
            };
            if let Some(new) = new {
                s.remove(i + 1);
                s.insert(i, new);
                continue;
            }
        }
        if matches!(s[i], M::MoveChild(_)) && matches!(s.get(i + 1), Some(M::MoveParent)) {
            s.drain(i..i + 2);
            continue;
        }
        if let (M::EmitNode(en), Some(M::CompleteMatch { results, pat })) = (&s[i], s.get(i + 1)) {
            let mut ok = results.iter().enumerate().all(|(k, &r)| r == en.first_result + k as u32);
            let src = cx.pats[*pat as usize].src;
            if !en.chain && node_has(cx.rk, cx.cdp, src, Sdnp::HasChain) {
                ok = false;
            }
            if !en.out_glue && node_has(cx.rk, cx.cdp, src, Sdnp::OutGlue) {
                ok = false;
            }
            if ok {
                let pat = *pat;
                let en = en.clone();
                s.truncate(i);
                s.push(M::MorphNodeTo(en, pat));
                return;
            }
        }
        // The rest first, then local rewrites that may recurse.
        tablegen_core::stack::guard(|| contract(cx, s, i + 1));
        if matches!(s[i], M::CheckType { .. } | M::CheckChildType { .. } | M::RecordNode { .. })
            && matches!(s.get(i + 1), Some(M::CheckOpcode(_)))
        {
            s.swap(i, i + 1);
            continue;
        }
        if matches!(s[i], M::MoveParent) {
            if let Some(M::MoveChild(c)) = s.get(i + 1) {
                let c = *c;
                s.drain(i..i + 2);
                s.insert(i, M::MoveSibling(c));
                continue;
            }
            if let (Some(M::RecordChild { child, what, res }), Some(M::MoveChild(c))) = (s.get(i + 1), s.get(i + 2)) {
                if u32::from(*child) == *c {
                    let (c, what, res) = (*c, what.clone(), *res);
                    s.drain(i..i + 3);
                    s.insert(i, M::RecordNode { what, res });
                    s.insert(i, M::MoveSibling(c));
                    continue;
                }
            }
        }
        return;
    }
}

fn types_contradict(cx: &Cx<'_>, a: Mvt, b: Mvt) -> bool {
    if a == b {
        return false;
    }
    let m = &cx.cdp.mvts;
    let iptr = m.iptr;
    let bad = |t: Mvt| !m.get(t).is_integer || m.get(t).is_vector;
    if a == iptr {
        return bad(b);
    }
    if b == iptr {
        return bad(a);
    }
    true
}

fn contradict_impl(cx: &Cx<'_>, a: &M, b: &M) -> bool {
    match (a, b) {
        (M::CheckOpcode(x), M::CheckOpcode(y)) => {
            if let (Some(p), Some(q)) = (cx.opcode(*x), cx.opcode(*y)) {
                return p != q;
            }
            let name = |r| cx.cdp.sd_node(r).map(|i| i.enum_name.as_str()).unwrap_or("");
            name(*x) != name(*y)
        }
        (M::CheckOpcode(x), M::CheckType { vt, res }) => {
            let Some(info) = cx.cdp.sd_node(*x) else { return false };
            if *res >= info.num_results {
                return true;
            }
            match info.known_type(cx.cdp.mvts.iptr) {
                Some(t) if *res == 0 => types_contradict(cx, t, *vt),
                _ => false,
            }
        }
        (M::CheckType { vt: x, .. }, M::CheckType { vt: y, .. }) => types_contradict(cx, *x, *y),
        (M::CheckChildType { child: c1, vt: x }, M::CheckChildType { child: c2, vt: y }) => {
            c1 == c2 && types_contradict(cx, *x, *y)
        }
        (M::CheckInteger(x), M::CheckInteger(y)) => x != y,
        (M::CheckChildInteger { child: c1, v: x }, M::CheckChildInteger { child: c2, v: y }) => c1 == c2 && x != y,
        (M::CheckValueType(x), M::CheckValueType(y)) => x != y,
        (M::CheckImmAllOnesV, M::CheckImmAllZerosV) | (M::CheckImmAllZerosV, M::CheckImmAllOnesV) => true,
        (M::CheckCondCode(x), M::CheckCondCode(y)) | (M::CheckChild2CondCode(x), M::CheckChild2CondCode(y)) => x != y,
        _ => false,
    }
}

fn contradicts(cx: &Cx<'_>, a: &M, b: &M) -> bool {
    if a.kind() < b.kind() {
        contradict_impl(cx, a, b)
    } else {
        contradict_impl(cx, b, a)
    }
}

fn find_kind(s: &Seq, kind: u8) -> Option<usize> {
    s.iter().position(|m| m.kind() == kind)
}

fn can_move_to_front(s: &Seq, idx: usize) -> bool {
    s[..idx].iter().all(|o| s[idx].can_move_before_node(o))
}

fn factor(cx: &Cx<'_>, s: &mut Seq, from: usize) {
    // Find the first scope of the list.
    let Some(pos) = (from..s.len()).find(|&i| matches!(s[i], M::Scope(_))) else { return };
    let M::Scope(children) = std::mem::replace(&mut s[pos], M::MoveParent) else { return };
    s.truncate(pos);
    let mut opts: Vec<Seq> = Vec::new();
    for (_, mut c) in *children {
        tablegen_core::stack::guard(|| factor(cx, &mut c, 0));
        if c.len() == 1 && matches!(c[0], M::Scope(_)) {
            if let Some(M::Scope(inner)) = c.pop() {
                opts.extend(inner.into_iter().map(|(_, x)| x));
            }
        } else {
            opts.push(c);
        }
    }
    let out = group_equal(cx, opts);
    let mut out = out;
    if out.len() == 1 {
        s.extend(out.pop().unwrap_or_default());
        return;
    }
    if out.is_empty() {
        return;
    }
    let all_opcode = out.iter().all(|o| matches!(o.first(), Some(M::CheckOpcode(_))));
    let all_type = out.iter().all(|o| match find_kind(o, 14) {
        Some(k) => matches!(o[k], M::CheckType { vt, res: 0 } if vt != cx.cdp.mvts.iptr) && can_move_to_front(o, k),
        None => false,
    });
    if all_opcode {
        let mut cases = Vec::new();
        for mut o in out {
            let M::CheckOpcode(op) = o.remove(0) else { continue };
            cases.push((op, 0, o));
        }
        s.push(M::SwitchOpcode(Box::new(cases)));
        return;
    }
    if all_type {
        let mut cases: Vec<(Mvt, u32, Seq)> = Vec::new();
        let mut grouped: Vec<Vec<Seq>> = Vec::new();
        for mut o in out {
            let Some(k) = find_kind(&o, 14) else { continue };
            let M::CheckType { vt, .. } = o.remove(k) else { continue };
            if let Some(e) = cases.iter().position(|c| c.0 == vt) {
                grouped[e].push(o);
            } else {
                cases.push((vt, 0, Vec::new()));
                grouped.push(vec![o]);
            }
        }
        for (c, mut g) in cases.iter_mut().zip(grouped) {
            if g.len() == 1 {
                c.2 = g.pop().unwrap_or_default();
            } else {
                let mut sc = vec![M::Scope(Box::new(g.into_iter().map(|x| (0, x)).collect()))];
                tablegen_core::stack::guard(|| factor(cx, &mut sc, 0));
                c.2 = sc;
            }
        }
        if cases.len() != 1 {
            s.push(M::SwitchType(Box::new(cases)));
        } else if let Some((vt, _, body)) = cases.pop() {
            s.push(M::CheckType { vt, res: 0 });
            s.extend(body);
        }
        return;
    }
    s.push(M::Scope(Box::new(out.into_iter().map(|o| (0, o)).collect())));
}

/// The opcode number of an option's first matcher, when it checks an
/// opcode with a number.
fn head_opcode(cx: &Cx<'_>, o: &Option<Seq>) -> Option<u32> {
    match o.as_ref()?.first()? {
        M::CheckOpcode(r) => cx.opcode(*r),
        _ => None,
    }
}

/// LLVM's grouping loop of `FactorScope`: each option is joined by the
/// options after it that start with an equal node, looking past options it
/// contradicts (which keep their place) and pulling a movable equal or
/// contradicting node to the front of an option; each group of two or more
/// becomes the shared node followed by a scope of the rests, factored again.
///
/// Options taken into a group leave a hole (`None`) rather than being
/// removed, which keeps this linear in the number of options where LLVM's
/// `erase` is quadratic (tens of thousands of options at RISC-V's top level).
fn group_equal(cx: &Cx<'_>, opts: Vec<Seq>) -> Vec<Seq> {
    let mut opts: Vec<Option<Seq>> = opts.into_iter().map(Some).collect();
    // The opcode number of each option's first matcher when it checks a
    // numbered opcode: two such heads are equal or contradict by number
    // alone, so the scan past contradicting options (across thousands of
    // opcodes at a big target's top level) need not load each option.
    let mut heads: Vec<Option<u32>> = opts.iter().map(|o| head_opcode(cx, o)).collect();
    let live = |opts: &[Option<Seq>], mut i: usize| {
        while i < opts.len() && opts[i].is_none() {
            i += 1;
        }
        i
    };
    let mut out: Vec<Seq> = Vec::new();
    let mut oi = 0;
    loop {
        oi = live(&opts, oi);
        let Some(first) = opts.get_mut(oi).and_then(Option::take) else { break };
        let oi_first = oi;
        oi += 1;
        if live(&opts, oi) == opts.len() || first.is_empty() {
            out.push(first);
            continue;
        }
        let mut equal = vec![first];
        // The equal ones right after it.
        loop {
            oi = live(&opts, oi);
            match opts.get(oi) {
                Some(Some(o)) if !o.is_empty() && cx.equal(&o[0], &equal[0][0]) => {
                    if let Some(o) = opts[oi].take() {
                        equal.push(o);
                    }
                    oi += 1;
                }
                _ => break,
            }
        }
        // Past contradicting ones.
        let mut scan = oi;
        loop {
            scan = live(&opts, scan);
            let Some(Some(cand)) = opts.get(scan) else { break };
            let optn = &equal[0][0];
            if cand.is_empty() {
                break;
            }
            if let (Some(p), Some(q)) = (heads[oi_first], heads[scan]) {
                if p != q {
                    scan += 1;
                    continue;
                }
            }
            if cx.equal(optn, &cand[0]) {
                if let Some(o) = opts[scan].take() {
                    equal.push(o);
                }
                continue;
            }
            if contradicts(cx, optn, &cand[0]) {
                scan += 1;
                continue;
            }
            if optn.is_simple_predicate_or_record() {
                if let Some(k) = find_kind(cand, optn.kind()) {
                    if k != 0
                        && can_move_to_front(cand, k)
                        && (cx.equal(&cand[k], optn) || contradicts(cx, &cand[k], optn))
                    {
                        if let Some(o) = opts[scan].as_mut() {
                            let m = o.remove(k);
                            o.insert(0, m);
                        }
                        heads[scan] = head_opcode(cx, &opts[scan]);
                        continue;
                    }
                }
            }
            break;
        }
        if equal.len() == 1 {
            out.extend(equal.pop());
            continue;
        }
        let mut shared: Seq = Vec::new();
        let mut tails = Vec::new();
        for mut e in equal {
            let head = e.remove(0);
            if shared.is_empty() {
                shared.push(head);
            }
            tails.push(e);
        }
        if !tails[0].is_empty() {
            shared.push(M::Scope(Box::new(tails.into_iter().map(|t| (0, t)).collect())));
            tablegen_core::stack::guard(|| factor(cx, &mut shared, 1));
        }
        out.push(shared);
    }
    out
}
