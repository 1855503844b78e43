//! The cycle check that keeps `inferSchedClasses` finite: a `SchedRead` or
//! `SchedWrite` that selects itself again through its variants and
//! `SchedAlias`es.
//!
//! LLVM's `inferFromRW` substitutes variants breadth-first until none is
//! left. When a chain of substitutions comes back to a read or write it
//! started from, the predicate chosen the first time is chosen again (it
//! is in the transition's predicate term, so it never counts as mutually
//! exclusive with itself), and the chain never ends: llvm-tblgen-19 hangs
//! there, its sequences growing until memory runs out. Here every read or
//! write an inference starts from is first followed through the same
//! edges (a variant to what each of its `SchedVar`s selects, sequences
//! expanded; a read or write to what its aliases name), depth-first with
//! the usual three marks, and a read or write met again on the current
//! path is reported, located at the record that closes the cycle. Each
//! node is finished once, so the check is linear in the edges, and the
//! path is an explicit stack (no recursion on the input's depth).
//!
//! The edges taken are all the variants and aliases, for every processor
//! and predicate, so a cycle only some processor could reach, or one whose
//! predicates exclude each other, is reported too (LLVM would finish
//! there); no LLVM target has one.

use tablegen_core::intern::FxHashMap;
use tablegen_core::record::RecId;

use super::SchedModels;
use crate::backend::{Records, Result};
use crate::support::fields::{def_field, defs_field, fatal_at};

/// How far the cycle check has come with one read or write.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Mark {
    /// On the current path.
    Open,
    /// Everything it selects is finite.
    Done,
}

/// An edge: the read or write substituted in, the record to locate it at
/// (the variant or the `SchedAlias`), and the variant or sequence it goes
/// through (named in the error).
#[derive(Clone, Copy)]
struct Edge {
    to: u32,
    at: RecId,
    through: RecId,
}

/// One node on the path: the read or write, the variant or sequence it was
/// reached through, its edges, and the next one to follow.
struct Frame {
    rw: u32,
    through: Option<RecId>,
    next: Vec<Edge>,
    at: usize,
}

impl SchedModels {
    /// Reports the first cycle of variants and aliases reachable from the
    /// reads (`is_read`) or writes `seeds`.
    pub(super) fn check_variant_cycles(&mut self, rk: &mut Records<'_>, seeds: &[u32], is_read: bool) -> Result<()> {
        let mut marks = std::mem::take(&mut self.variant_marks);
        let r = self.walk(rk, seeds, is_read, &mut marks);
        self.variant_marks = marks;
        r
    }

    fn walk(
        &self,
        rk: &mut Records<'_>,
        seeds: &[u32],
        is_read: bool,
        marks: &mut FxHashMap<(bool, u32), Mark>,
    ) -> Result<()> {
        for &seed in seeds {
            if marks.contains_key(&(is_read, seed)) {
                continue;
            }
            marks.insert((is_read, seed), Mark::Open);
            let mut path = vec![Frame { rw: seed, through: None, next: self.selects(rk, seed, is_read)?, at: 0 }];
            while let Some(top) = path.last_mut() {
                let Some(&edge) = top.next.get(top.at) else {
                    marks.insert((is_read, top.rw), Mark::Done);
                    path.pop();
                    continue;
                };
                top.at += 1;
                match marks.get(&(is_read, edge.to)) {
                    Some(Mark::Done) => {}
                    Some(Mark::Open) => return self.cycle_error(rk, &path, edge, is_read),
                    None => {
                        marks.insert((is_read, edge.to), Mark::Open);
                        let next = self.selects(rk, edge.to, is_read)?;
                        path.push(Frame { rw: edge.to, through: Some(edge.through), next, at: 0 });
                    }
                }
            }
        }
        Ok(())
    }

    /// What substituting `idx` can put in its place, each with the record
    /// the edge comes from (the variant def or the `SchedAlias`).
    fn selects(&self, rk: &mut Records<'_>, idx: u32, is_read: bool) -> Result<Vec<Edge>> {
        let rw = self.rw(idx, is_read).clone();
        let mut out = Vec::new();
        if let (true, Some(def)) = (rw.has_variants, rw.def) {
            self.variant_selects(rk, def, is_read, def, &mut out)?;
        }
        for &a in &rw.aliases {
            let target = def_field(rk, a, "AliasRW")?;
            let target_is_read = rk.is_subclass_of_name(target, "SchedRead");
            if target_is_read != is_read {
                continue;
            }
            // Like `intersecting_variants`: the alias stands for its
            // target's variants, or for a target sequence's members.
            let t = self.rw(self.rw_idx(target, is_read), is_read).clone();
            if let (true, Some(d)) = (t.has_variants, t.def) {
                self.variant_selects(rk, d, is_read, a, &mut out)?;
            }
            if let (true, false, Some(d)) = (t.is_sequence, is_read, t.def) {
                let mut members = Vec::new();
                self.expand_rw_sequence(rk, t.index, false, &mut members)?;
                out.extend(members.into_iter().map(|m| Edge { to: m, at: a, through: d }));
            }
        }
        Ok(out)
    }

    fn variant_selects(
        &self,
        rk: &mut Records<'_>,
        def: RecId,
        is_read: bool,
        at: RecId,
        out: &mut Vec<Edge>,
    ) -> Result<()> {
        for v in defs_field(rk, def, "Variants")? {
            for d in defs_field(rk, v, "Selected")? {
                let s = self.rw_idx(d, is_read);
                if is_read {
                    out.push(Edge { to: s, at, through: def });
                } else {
                    let mut members = Vec::new();
                    self.expand_rw_sequence(rk, s, false, &mut members)?;
                    out.extend(members.into_iter().map(|m| Edge { to: m, at, through: def }));
                }
            }
        }
        Ok(())
    }

    /// The error for `closing`, which leads back to a read or write on
    /// `path`: the cycle spelled as `A -> V -> B -> W -> A`, each read or
    /// write followed by the variant or sequence it goes through.
    fn cycle_error(&self, rk: &mut Records<'_>, path: &[Frame], closing: Edge, is_read: bool) -> Result<()> {
        let from = path.iter().position(|f| f.rw == closing.to).unwrap_or(0);
        let mut names: Vec<String> = Vec::new();
        for (k, f) in path[from..].iter().enumerate() {
            if k > 0 {
                if let Some(t) = f.through {
                    names.push(rk.name_str(t).to_owned());
                }
            }
            names.push(self.rw(f.rw, is_read).name.clone());
        }
        names.push(rk.name_str(closing.through).to_owned());
        names.push(self.rw(closing.to, is_read).name.clone());
        let msg = format!(
            "{} {} selects itself through its variants and aliases, so its expansion never ends: {}",
            if is_read { "SchedRead" } else { "SchedWrite" },
            self.rw(closing.to, is_read).name,
            names.join(" -> ")
        );
        fatal_at(rk, closing.at, msg)
    }
}

#[cfg(test)]
mod tests {
    use crate::backend::{Diagnostic, Records};
    use crate::model::codegen::schedule::SchedModels;
    use crate::model::codegen::Instructions;
    use tablegen_core::parser::{parse_source, ParseOptions};

    const BASE: &str = r#"include "llvm/Target/Target.td"
        def R0 : Register<"r0"> { let Namespace = "T"; }
        def GPR : RegisterClass<"T", [i32], 32, (add R0)>;
        def TII : InstrInfo;
        def T : Target { let InstructionSet = TII; }
        def WriteALU : SchedWrite;
        def ReadALU : SchedRead;
        def P1 : SchedPredicate<[{ true }]>;
        def ADD : Instruction, Sched<[WriteALU, ReadALU]> {
          let Namespace = "T";
          let OutOperandList = (outs GPR:$d);
          let InOperandList = (ins GPR:$a);
        }
        def M : SchedMachineModel { let CompleteModel = 0; }
        def : ProcessorModel<"cpu", M, []>;
    "#;

    /// The messages building the model of `BASE` + `body` reports, and
    /// whether it failed.
    fn errors(body: &str) -> (Vec<String>, bool) {
        let inc = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden/include");
        let opts = ParseOptions { include_dirs: vec![inc.into()], ..Default::default() };
        let Ok(mut keeper) = parse_source("t.td", &format!("{BASE}{body}"), &opts) else { panic!("parse failed") };
        let mut rk = Records::new(&mut keeper);
        let failed = Instructions::new(&mut rk).and_then(|i| SchedModels::new(&mut rk, i.enumeration())).is_err();
        let texts = rk
            .diagnostics()
            .iter()
            .map(|d| match d {
                Diagnostic::Message { msg, .. } => msg.clone(),
                Diagnostic::Raw(text) => text.clone(),
            })
            .collect();
        (texts, failed)
    }

    #[test]
    fn read_aliased_to_a_variant_selecting_it() {
        // llvm-tblgen-19 never ends on this one.
        let (msgs, failed) = errors(
            "def RV : SchedReadVariant<[SchedVar<P1,[ReadALU]>, SchedVar<NoSchedPred,[ReadALU,ReadALU]>]>;
             def : SchedAlias<ReadALU, RV>;",
        );
        assert!(failed);
        assert_eq!(
            msgs,
            ["SchedRead ReadALU selects itself through its variants and aliases, so its expansion never ends: \
              ReadALU -> RV -> ReadALU"]
        );
    }

    #[test]
    fn cycle_of_two_aliases_and_variants() {
        let (msgs, failed) = errors(
            "def WriteB : SchedWrite;
             def WV1 : SchedWriteVariant<[SchedVar<P1,[WriteB]>, SchedVar<NoSchedPred,[WriteALU]>]>;
             def WV2 : SchedWriteVariant<[SchedVar<P1,[WriteALU]>]>;
             def : SchedAlias<WriteALU, WV1>;
             def : SchedAlias<WriteB, WV2>;",
        );
        assert!(failed);
        assert_eq!(
            msgs,
            ["SchedWrite WriteALU selects itself through its variants and aliases, so its expansion never ends: \
              WriteALU -> WV1 -> WriteB -> WV2 -> WriteALU"]
        );
    }

    #[test]
    fn acyclic_variants_are_accepted() {
        let (msgs, failed) = errors(
            "def WriteB : SchedWrite;
             def WV : SchedWriteVariant<[SchedVar<P1,[WriteB, WriteB]>, SchedVar<NoSchedPred,[WriteB]>]>;
             def : SchedAlias<WriteALU, WV>;",
        );
        assert!(!failed, "{msgs:?}");
    }
}
