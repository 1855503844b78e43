//! The analysis: LLVM's `evaluateExpansion` for every expansion, then what
//! its writer reads of each while printing, in the same order, so that
//! errors come as llvm-tblgen-19 reports them.
//!
//! LLVM keeps, for each machine operand of the destination, an entry of
//! a kind (operand, immediate, register) and a union of data (an operand
//! number, a 64-bit immediate, a register pointer). It writes the kinds by
//! dag argument (advancing over a sub-dag's arguments, but not over the
//! extra machine operands of a named complex operand), the operand numbers
//! by machine operand, and reads the operand number of a copied operand
//! from the entry of its first machine operand. [`OpData`] keeps what the
//! union would hold, so that the output is LLVM's wherever LLVM's is
//! defined; where LLVM would read a register pointer as a number (or the
//! reverse) the analysis reports an error of its own.

use tablegen_core::init::{Init, InitKind};
use tablegen_core::intern::FxHashMap;
use tablegen_core::record::RecId;
use tablegen_core::source::Loc;

use super::{DestOperand, Expansion, Part, PseudoLowerings};
use crate::backend::{Options, Records, Result};
use crate::model::codegen::{CodeGenInstruction, CodeGenTarget, InstProperties};
use crate::support::fields::{derived, error_then_fatal_note, fatal, fatal_at, string_field};

/// The kind of an operand-map entry (LLVM's `OpData::MapKind`); a new
/// entry is zero, an operand.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Kind {
    #[default]
    Operand,
    Imm,
    Reg,
}

/// One entry of LLVM's operand map, with what its union holds.
#[derive(Clone, Copy, Debug)]
struct OpData {
    kind: Kind,
    /// The union's bits, as an immediate or (low 32 bits) an operand
    /// number; a new entry is zero.
    word: u64,
    /// Whether the low 32 bits of `word` are known: not while the union
    /// holds a register pointer.
    low_known: bool,
    /// The register the union holds, while it holds one intact.
    reg: Option<RecId>,
}

impl Default for OpData {
    fn default() -> Self {
        OpData { kind: Kind::Operand, word: 0, low_known: true, reg: None }
    }
}

impl OpData {
    fn set_reg(&mut self, def: RecId) {
        *self = OpData { kind: Kind::Reg, word: 0, low_known: false, reg: Some(def) };
    }

    fn set_imm(&mut self, v: u64) {
        *self = OpData { kind: Kind::Imm, word: v, low_known: true, reg: None };
    }

    /// Stores an operand number in the union (its low 32 bits), whatever
    /// the kind.
    fn set_operand_number(&mut self, n: u32) {
        self.word = (self.word & !u64::from(u32::MAX)) | u64::from(n);
        self.low_known = true;
        self.reg = None;
    }
}

/// An expansion as `evaluateExpansion` leaves it, before the writer reads
/// its map.
struct Evaluated {
    source: CodeGenInstruction,
    dest: CodeGenInstruction,
    map: Vec<OpData>,
}

/// The reading of one pseudo's `ResultInst`.
struct Evaluation<'r, 'k> {
    rk: &'r mut Records<'k>,
    /// The pseudo.
    rec: RecId,
}

/// The error of our own where LLVM's code has undefined behaviour.
fn undefined<T>(rk: &mut Records<'_>, rec: RecId, what: &str) -> Result<T> {
    let name = rk.name_str(rec).to_string();
    fatal_at(
        rk,
        rec,
        format!("In pseudo instruction '{name}', {what} (llvm-tblgen-19 has undefined behaviour here and crashes)"),
    )
}

impl Evaluation<'_, '_> {
    fn name(&self) -> String {
        self.rk.name_str(self.rec).to_string()
    }

    /// An entry LLVM writes; past the map, LLVM writes past its storage.
    fn entry<'m>(&mut self, map: &'m mut [OpData], at: u64) -> Result<&'m mut OpData> {
        match usize::try_from(at).ok().and_then(|i| map.get_mut(i)) {
            Some(e) => Ok(e),
            None => undefined(self.rk, self.rec, "the result has more machine operands than its operator"),
        }
    }

    /// LLVM's `addDagOperandMapping`: the kinds (and constants) of the
    /// entries of `dag`'s arguments from `base` on; the number of machine
    /// operands they stand for.
    fn add_dag(&mut self, dag: Init, dest: &CodeGenInstruction, map: &mut [OpData], mut base: u32) -> Result<u32> {
        let InitKind::Dag { args, .. } = *self.rk.inits.kind(dag) else { return Ok(0) };
        let args = self.rk.inits.slice(args).to_vec();
        let mut added = 0u32;
        for (i, &arg) in args.iter().enumerate() {
            let i = i as u32;
            let at = u64::from(base) + u64::from(i);
            match *self.rk.inits.kind(arg) {
                InitKind::Def { rec: def, .. } => {
                    if self.rk.is_subclass_of_name(def, "Register") || self.rk.name_str(def) == "zero_reg" {
                        self.entry(map, at)?.set_reg(def);
                        added = added.wrapping_add(1);
                        continue;
                    }
                    let ops = &dest.operands.operands;
                    let Some(expected) = usize::try_from(at).ok().and_then(|k| ops.get(k)) else {
                        return undefined(
                            self.rk,
                            self.rec,
                            "an operand of a sub-dag of the result is past its operator's",
                        );
                    };
                    if def != expected.rec {
                        let msg = format!(
                            "In pseudo instruction '{}', operand type '{}' does not match expansion operand type '{}'",
                            self.name(),
                            self.rk.name_str(def),
                            self.rk.name_str(expected.rec)
                        );
                        let locs = self.rk.record(self.rec).locs.clone();
                        let note_locs = self.rk.record(def).locs.clone();
                        return error_then_fatal_note(
                            self.rk,
                            &locs,
                            &msg,
                            &note_locs,
                            "Value was assigned at the following location:",
                        );
                    }
                    // LLVM takes the count of the operand at the argument's
                    // own index, not at `base + i`.
                    let Some(n) = ops.get(i as usize).map(|o| o.mi_num_operands) else {
                        return undefined(
                            self.rk,
                            self.rec,
                            "an operand of a sub-dag of the result is past its operator's",
                        );
                    };
                    for k in 0..n {
                        self.entry(map, at + u64::from(k))?.kind = Kind::Operand;
                    }
                    added = added.wrapping_add(n);
                }
                InitKind::Int(v) => {
                    self.entry(map, at)?.set_imm(v as u64);
                    added = added.wrapping_add(1);
                }
                InitKind::Bits { .. } => {
                    let Some(v) = bits_as_int(self.rk, arg) else {
                        return undefined(self.rk, self.rec, "a bits argument of the result has unset bits");
                    };
                    self.entry(map, at)?.set_imm(v as u64);
                    added = added.wrapping_add(1);
                }
                InitKind::Dag { .. } => {
                    let n = self.add_dag(arg, dest, map, base.wrapping_add(i))?;
                    added = added.wrapping_add(n);
                    base = base.wrapping_add(n.wrapping_sub(1));
                }
                _ => {
                    let what = format!(
                        "argument #{i} of the result, '{}', is not a record, an integer, bits or a dag",
                        self.rk.as_string(arg)
                    );
                    return undefined(self.rk, self.rec, &what);
                }
            }
        }
        Ok(added)
    }

    /// LLVM's `evaluateExpansion`.
    fn evaluate(&mut self) -> Result<Evaluated> {
        let rec = self.rec;
        let r = self.rk.value_as_dag(rec, "ResultInst");
        let dag = crate::support::fields::lift(self.rk, r)?;
        let result_loc = self.rk.field(rec, "ResultInst").map_or(Loc::NONE, |v| v.loc);
        let InitKind::Dag { op, args, .. } = *self.rk.inits.kind(dag) else {
            // `value_as_dag` answered a dag.
            return Err(crate::backend::Error::Reported);
        };
        let num_args = args.len();
        let names: Vec<String> = self
            .rk
            .inits
            .slice(args.dag_names())
            .iter()
            .map(|&n| self.rk.inits.as_str(n).unwrap_or("").to_string())
            .collect();
        let locs = self.rk.record(rec).locs.clone();
        // `PrintError(Rec, Msg)`, then `PrintFatalNote` at `ResultInst`.
        let result_error = |rk: &mut Records<'_>, msg: String, note: &str| -> Result<Evaluated> {
            error_then_fatal_note(rk, &locs, &msg, &[result_loc], note)
        };
        let Some(operator) = self.rk.inits.as_def(op) else {
            let msg = format!("In pseudo instruction '{}', result operator is not a record", self.name());
            return result_error(self.rk, msg, "Result was assigned at the following location:");
        };
        let operator_name = self.rk.name_str(operator).to_string();
        if !self.rk.is_subclass_of_name(operator, "Instruction") {
            let msg = format!(
                "In pseudo instruction '{}', result operator '{operator_name}' is not an instruction",
                self.name()
            );
            return result_error(self.rk, msg, "Result was assigned at the following location:");
        }
        let dest = instruction(self.rk, operator)?;
        let props = match InstProperties::new(self.rk, &dest) {
            Ok(p) => p,
            Err(e) => return fatal(self.rk, &e.locs, e.msg),
        };
        if props.is_code_gen_only || dest.is_pseudo {
            let msg = format!(
                "In pseudo instruction '{}', result operator '{operator_name}' cannot be a pseudo instruction",
                self.name()
            );
            return result_error(self.rk, msg, "Result was assigned at the following location:");
        }
        if dest.operands.len() != num_args {
            let msg = format!(
                "In pseudo instruction '{}', result operator '{operator_name}' has the wrong number of operands",
                self.name()
            );
            return result_error(self.rk, msg, "Result was assigned at the following location:");
        }
        let num_mi: u32 = dest.operands.operands.iter().map(|o| o.mi_num_operands).sum();
        // LLVM's `IndexedMap::grow(n)` makes n + 1 entries.
        let mut map = vec![OpData::default(); num_mi as usize + 1];
        self.add_dag(dag, &dest, &mut map, 0)?;

        let source = instruction(self.rk, rec)?;
        let mut by_name: FxHashMap<&str, u32> = FxHashMap::default();
        for (i, o) in source.operands.operands.iter().enumerate() {
            by_name.insert(o.name.as_str(), i as u32);
        }
        for (i, o) in dest.operands.operands.iter().enumerate() {
            let first = o.mi_operand_no as usize;
            if map.get(first).map(|e| e.kind) != Some(Kind::Operand) {
                continue;
            }
            let name = names.get(i).map_or("", String::as_str);
            let Some(&from) = by_name.get(name) else {
                let msg = format!(
                    "In pseudo instruction '{}', output operand '{name}' has no matching source operand",
                    self.name()
                );
                return result_error(self.rk, msg, "Value was assigned at the following location:");
            };
            for k in 0..o.mi_num_operands {
                if let Some(e) = map.get_mut(first + k as usize) {
                    e.set_operand_number(from);
                }
            }
        }
        Ok(Evaluated { source, dest, map })
    }
}

/// `CodeGenInstruction(Rec)`, its errors fatal.
fn instruction(rk: &mut Records<'_>, def: RecId) -> Result<CodeGenInstruction> {
    match CodeGenInstruction::new(rk, def) {
        Ok(i) => Ok(i),
        Err(e) => fatal(rk, &e.locs, e.msg),
    }
}

/// `BitsInit::convertInitializerToInt`: bit `i` shifted left by `i` (as
/// x86-64 shifts: modulo 64), `None` if a bit is not set to 0 or 1.
fn bits_as_int(rk: &Records<'_>, bits: Init) -> Option<i64> {
    let mut v = 0i64;
    for (i, &b) in rk.inits.bits_of(bits)?.iter().enumerate() {
        v |= i64::from(rk.inits.as_bit(b)?).wrapping_shl(i as u32);
    }
    Some(v)
}

/// What LLVM's writer reads of an evaluated expansion, in its order: each
/// destination operand's machine operands from the map, a register's
/// `Namespace` as it is printed.
fn lowered(rk: &mut Records<'_>, pseudo: RecId, e: &Evaluated) -> Result<Vec<DestOperand>> {
    let mut operands = Vec::with_capacity(e.dest.operands.len());
    let mut mi = 0usize;
    for o in &e.dest.operands.operands {
        let mut parts = Vec::with_capacity(o.mi_num_operands as usize);
        for k in 0..o.mi_num_operands as usize {
            let entry = e.map.get(mi + k).copied().unwrap_or_default();
            match entry.kind {
                Kind::Operand => {
                    // The operand number is read from the first machine
                    // operand's entry, whatever this one holds.
                    let head = e.map.get(mi).copied().unwrap_or_default();
                    let source = head.low_known.then_some(head.word as u32);
                    let Some(from) = source.and_then(|n| e.source.operands.operands.get(n as usize)) else {
                        return undefined(
                            rk,
                            pseudo,
                            &format!("operand '{}' of the result is read from the wrong entry", o.name),
                        );
                    };
                    parts.push(Part::Operand(from.mi_operand_no + k as u32));
                }
                Kind::Imm => parts.push(Part::Imm(entry.word)),
                Kind::Reg => {
                    let Some(def) = entry.reg else {
                        return undefined(
                            rk,
                            pseudo,
                            &format!("a register of operand '{}' of the result was overwritten", o.name),
                        );
                    };
                    if rk.name_str(def) == "zero_reg" {
                        parts.push(Part::ZeroReg);
                    } else {
                        let namespace = string_field(rk, def, "Namespace")?;
                        parts.push(Part::Reg { def, namespace });
                    }
                }
            }
        }
        mi += o.mi_num_operands as usize;
        operands.push(DestOperand { name: o.name.clone(), parts });
    }
    Ok(operands)
}

/// Reads the target and every expansion as LLVM's emitter does: the
/// `CodeGenTarget` (hardware modes, the single `Target` def, the `Fusion`
/// class), the defs both `PseudoInstExpansion`s and `Instruction`s (in
/// `LessRecord` order), each expansion in turn, then what the writer
/// reads of them.
pub fn analyze(rk: &mut Records<'_>, _: &Options) -> Result<PseudoLowerings> {
    let target = CodeGenTarget::shared(rk)?;
    let target = target.name(rk).to_string();
    let pseudos = derived(rk, "PseudoInstExpansion")?;
    let Some(instruction_class) = rk.class("Instruction") else {
        return fatal(rk, &[], "The class 'Instruction' is not defined\n");
    };
    let pseudos: Vec<RecId> = pseudos.into_iter().filter(|&p| rk.record(p).is_subclass_of(instruction_class)).collect();
    let mut evaluated = Vec::with_capacity(pseudos.len());
    for &rec in &pseudos {
        evaluated.push(Evaluation { rk: &mut *rk, rec }.evaluate()?);
    }
    let mut expansions = Vec::with_capacity(evaluated.len());
    for e in &evaluated {
        let operands = lowered(rk, e.source.def, e)?;
        let variadic_from = e.dest.operands.is_variadic.then(|| e.source.operands.len() as u32 + 1);
        expansions.push(Expansion {
            pseudo: e.source.def,
            pseudo_namespace: e.source.namespace.clone(),
            dest: e.dest.def,
            dest_namespace: e.dest.namespace.clone(),
            operands,
            variadic_from,
        });
    }
    Ok(PseudoLowerings { target, expansions, rust: Default::default() })
}
