//! An `InstAlias` matched against the instruction it stands for (LLVM's
//! `CodeGenInstAlias`): each argument of its `ResultInst` dag paired with
//! the instruction operand (or sub-operand) it fills.

use tablegen_core::init::{Init, InitKind};
use tablegen_core::record::RecId;
use tablegen_core::RecordKeeper;

use crate::model::codegen::registers::RegBank;
use crate::model::codegen::{dag_args, Instructions, OperandInfo, TargetError};

/// What one operand of an alias's result instruction is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResultOperand {
    /// An operand the alias binds by name (`GPR:$rd`), of this record
    /// (a register class, `RegisterOperand` or `Operand` def). The name is
    /// empty where the dag gives none; a complex operand's sub-operands are
    /// named `$op.sub`.
    Record {
        /// The name, without `$`.
        name: String,
        /// The record.
        rec: RecId,
    },
    /// A fixed immediate.
    Imm(i64),
    /// A fixed register; `None` for `zero_reg` (no register).
    Reg(Option<RecId>),
}

impl ResultOperand {
    /// How many machine operands it fills (LLVM's `getMINumOperands`): an
    /// `Operand` record's `MIOperandInfo` count (1 when empty), else 1.
    pub fn mi_num_operands(&self, rk: &RecordKeeper) -> u32 {
        match self {
            ResultOperand::Record { rec, .. } if rk.is_subclass_of_name(*rec, "Operand") => {
                let n =
                    rk.value_as_dag(*rec, "MIOperandInfo").ok().and_then(|d| dag_args(rk, d)).map_or(0, |a| a.len());
                if n == 0 {
                    1
                } else {
                    n as u32
                }
            }
            _ => 1,
        }
    }
}

/// An `InstAlias` def, its result operands matched to its instruction's.
#[derive(Clone, Debug)]
pub struct InstAlias {
    /// The def.
    pub def: RecId,
    /// `AsmString`.
    pub asm_string: String,
    /// `ResultInst`, the dag.
    pub result: Init,
    /// The instruction the dag's operator names.
    pub result_inst: RecId,
    /// Per result operand, in order.
    pub operands: Vec<ResultOperand>,
    /// Per result operand: the instruction operand it fills, and the
    /// sub-operand when it fills one part of a complex operand.
    pub operand_index: Vec<(u32, Option<u32>)>,
}

impl InstAlias {
    /// Matches `def`'s `ResultInst` against its instruction's operands with
    /// LLVM's checks (tied operands are skipped, a complex operand takes one
    /// argument or one per sub-operand, register classes match their
    /// sub-classes, `zero_reg` is no register); the first problem is
    /// returned in LLVM's words, at the alias.
    pub fn new(rk: &RecordKeeper, def: RecId, insts: &Instructions, bank: &RegBank) -> Result<InstAlias, TargetError> {
        let fail = |msg: String| TargetError { locs: rk.record(def).locs.to_vec(), msg };
        let lifted =
            |e: tablegen_core::record::FieldError| TargetError { locs: rk.record(e.rec).locs.to_vec(), msg: e.msg };
        let result = rk.value_as_dag(def, "ResultInst").map_err(lifted)?;
        let asm_string = rk.value_as_string(def, "AsmString").map_err(lifted)?.to_owned();
        let (op, args, names) = match *rk.inits.kind(result) {
            InitKind::Dag { op, args, .. } => {
                (op, rk.inits.slice(args).to_vec(), rk.inits.slice(args.dag_names()).to_vec())
            }
            _ => return Err(fail("result of inst alias should be an instruction".into())),
        };
        let inst = rk
            .inits
            .as_def(op)
            .filter(|&d| rk.is_subclass_of_name(d, "Instruction"))
            .and_then(|d| insts.get(d))
            .ok_or_else(|| fail("result of inst alias should be an instruction".into()))?;
        let dag = Dag { args: &args, names: &names };

        // A name used twice must name the same record each time.
        let mut classes: Vec<(&str, RecId)> = Vec::new();
        for i in 0..args.len() {
            let (Some(rec), Some(name)) = (rk.inits.as_def(args[i]), dag.name(rk, i)) else { continue };
            match classes.iter().find(|(n, _)| *n == name) {
                Some(&(_, first)) if first != rec => {
                    return Err(fail(format!(
                        "result value ${name} is both {} and {}!",
                        rk.name_str(first),
                        rk.name_str(rec)
                    )))
                }
                Some(_) => {}
                None => classes.push((name, rec)),
            }
        }

        let cx = Matcher { rk, bank, dag, fail: &fail };
        let mut operands = Vec::new();
        let mut operand_index = Vec::new();
        let mut next = 0usize;
        let list = &inst.operands.operands;
        for (i, opnd) in list.iter().enumerate() {
            // A tied operand of the same class as its partner is implied.
            if opnd.mi_num_operands == 1 && tied_to_same_class(rk, list, opnd) {
                continue;
            }
            if next >= args.len() {
                return Err(fail("not enough arguments for instruction!".into()));
            }
            let sub_ops = opnd.mi_num_operands;
            let sub_recs = || -> Result<Vec<(RecId, String)>, TargetError> {
                let info = opnd.mi_operand_info.ok_or_else(|| fail("operand has no MIOperandInfo".into()))?;
                let InitKind::Dag { args, .. } = *rk.inits.kind(info) else {
                    return Err(fail("operand has no MIOperandInfo".into()));
                };
                let sub_names = rk.inits.slice(args.dag_names());
                rk.inits
                    .slice(args)
                    .iter()
                    .zip(sub_names)
                    .map(|(&a, &n)| {
                        let rec = rk.inits.as_def(a).ok_or_else(|| fail("sub-operand is not a record".into()))?;
                        Ok((rec, rk.as_unquoted_string(n)))
                    })
                    .collect()
            };
            if let Some(res) = cx.try_match(next, opnd.rec, sub_ops > 1)? {
                let custom_match = rk.field(opnd.rec, "ParserMatchClass").is_some()
                    && rk
                        .value_as_def(opnd.rec, "ParserMatchClass")
                        .ok()
                        .and_then(|c| rk.value_as_string(c, "Name").ok())
                        .is_some_and(|n| n != "Imm");
                if sub_ops == 1 || custom_match {
                    operands.push(res);
                    operand_index.push((i as u32, None));
                } else {
                    let base =
                        dag.name(rk, next).ok_or_else(|| fail(format!("result argument #{next} must have a name!")))?;
                    for (k, (rec, sub_name)) in sub_recs()?.into_iter().enumerate().take(sub_ops as usize) {
                        operands.push(ResultOperand::Record { name: format!("{base}.{sub_name}"), rec });
                        operand_index.push((i as u32, Some(k as u32)));
                    }
                }
                next += 1;
                continue;
            }
            if sub_ops > 1 {
                for (k, (rec, _)) in sub_recs()?.into_iter().enumerate().take(sub_ops as usize) {
                    if next >= args.len() {
                        return Err(fail("not enough arguments for instruction!".into()));
                    }
                    match cx.try_match(next, rec, false)? {
                        Some(res) => {
                            operands.push(res);
                            operand_index.push((i as u32, Some(k as u32)));
                            next += 1;
                        }
                        None => {
                            let class = if k == 0 { opnd.rec } else { rec };
                            return Err(fail(format!(
                                "result argument #{next} does not match instruction operand class {}",
                                rk.name_str(class)
                            )));
                        }
                    }
                }
                continue;
            }
            return Err(fail(format!(
                "result argument #{next} does not match instruction operand class {}",
                rk.name_str(opnd.rec)
            )));
        }
        if next != args.len() {
            return Err(fail("too many operands for instruction!".into()));
        }
        Ok(InstAlias { def, asm_string, result, result_inst: inst.def, operands, operand_index })
    }
}

/// True if `opnd` is tied to an operand of the same record. LLVM looks the
/// partner up by its flat machine-operand number used as an operand index;
/// the two differ only after a complex operand, and the output follows
/// LLVM.
pub(crate) fn tied_to_same_class(rk: &RecordKeeper, list: &[OperandInfo], opnd: &OperandInfo) -> bool {
    opnd.tied_register().and_then(|t| list.get(t as usize)).is_some_and(|p| rk.name_str(p.rec) == rk.name_str(opnd.rec))
}

/// The result dag's arguments and their names.
#[derive(Clone, Copy)]
struct Dag<'a> {
    args: &'a [Init],
    names: &'a [Init],
}

impl<'a> Dag<'a> {
    /// Argument `i`'s name, if it has one.
    fn name<'k>(&self, rk: &'k RecordKeeper, i: usize) -> Option<&'k str> {
        self.names.get(i).and_then(|&n| rk.inits.as_str(n))
    }
}

/// What matching one argument needs.
struct Matcher<'a, F> {
    rk: &'a RecordKeeper,
    bank: &'a RegBank,
    dag: Dag<'a>,
    fail: &'a F,
}

impl<F: Fn(String) -> TargetError> Matcher<'_, F> {
    /// Matches argument `n` against an operand of record `inst_op` (LLVM's
    /// `tryAliasOpMatch`): `None` when it does not fit, an error when it
    /// fits but is malformed.
    fn try_match(&self, n: usize, inst_op: RecId, has_sub_ops: bool) -> Result<Option<ResultOperand>, TargetError> {
        let rk = self.rk;
        let arg = self.dag.args[n];
        let name = self.dag.name(rk, n);
        let named = |rec| ResultOperand::Record { name: name.unwrap_or("").to_owned(), rec };
        let adi = rk.inits.as_def(arg);
        if let Some(d) = adi.filter(|&d| d == inst_op) {
            if name.is_none() {
                return Err((self.fail)(format!("result argument #{n} must have a name!")));
            }
            return Ok(Some(named(d)));
        }
        let class_of = |r: RecId| {
            if rk.is_subclass_of_name(r, "RegisterOperand") {
                rk.value_as_def(r, "RegClass").unwrap_or(r)
            } else {
                r
            }
        };
        let mut inst_rec = class_of(inst_op);
        let arg_class = adi.map(class_of);
        if let (Some(orig), Some(ac)) = (adi, arg_class) {
            if rk.is_subclass_of_name(ac, "RegisterClass") {
                if !rk.is_subclass_of_name(inst_rec, "RegisterClass") {
                    return Ok(None);
                }
                let known = |r: RecId| {
                    self.bank.find_class(r).ok_or_else(|| TargetError {
                        locs: rk.record(r).locs.to_vec(),
                        msg: "Not a known RegisterClass!".into(),
                    })
                };
                let (outer, inner) = (known(inst_rec)?, known(ac)?);
                if !self.bank.class(outer).has_sub_class(inner) {
                    return Ok(None);
                }
                return Ok(Some(named(orig)));
            }
        }
        if let Some(reg) = adi.filter(|&d| rk.is_subclass_of_name(d, "Register")) {
            if rk.is_subclass_of_name(inst_rec, "OptionalDefOperand") {
                let first = rk
                    .value_as_dag(inst_rec, "MIOperandInfo")
                    .ok()
                    .and_then(|d| dag_args(rk, d))
                    .and_then(|a| a.first().copied());
                inst_rec = first
                    .and_then(|a| rk.inits.as_def(a))
                    .ok_or_else(|| (self.fail)("operand has no MIOperandInfo".into()))?;
            }
            if !rk.is_subclass_of_name(inst_rec, "RegisterClass") {
                return Ok(None);
            }
            let member = match (self.bank.find_class(inst_rec), self.bank.find_reg(reg)) {
                (Some(c), Some(r)) => self.bank.class(c).contains(r),
                _ => false,
            };
            if !member {
                return Err((self.fail)(format!(
                    "fixed register {} is not a member of the {} register class!",
                    rk.name_str(reg),
                    rk.name_str(inst_rec)
                )));
            }
            if name.is_some() {
                return Err((self.fail)("result fixed register argument must not have a name!".into()));
            }
            return Ok(Some(ResultOperand::Reg(Some(reg))));
        }
        if adi.is_some_and(|d| rk.name_str(d) == "zero_reg") {
            return Ok(Some(ResultOperand::Reg(None)));
        }
        let is_operand = rk.is_subclass_of_name(inst_rec, "Operand");
        match *rk.inits.kind(arg) {
            InitKind::Int(v) => {
                if has_sub_ops || !is_operand {
                    return Ok(None);
                }
                if name.is_some() {
                    return Err((self.fail)(format!("result argument #{n} must not have a name!")));
                }
                return Ok(Some(ResultOperand::Imm(v)));
            }
            InitKind::Bits { bits, .. } => {
                if has_sub_ops || !is_operand {
                    return Ok(None);
                }
                let bits = rk.inits.slice(bits);
                let mut v: i64 = 0;
                for (i, &b) in bits.iter().enumerate() {
                    match rk.inits.as_bit(b) {
                        Some(set) => {
                            if set && i < 64 {
                                v |= 1i64 << i;
                            }
                        }
                        None => return Ok(None),
                    }
                }
                if bits.len() > 64 {
                    return Ok(None);
                }
                return Ok(Some(ResultOperand::Imm(v)));
            }
            _ => {}
        }
        if let Some(d) = adi.filter(|&d| is_operand && rk.is_subclass_of_name(d, "Operand")) {
            if rk.value_init(inst_rec, "Type").ok() != rk.value_init(d, "Type").ok() {
                return Ok(None);
            }
            return Ok(Some(named(d)));
        }
        Ok(None)
    }
}
