//! An instruction's operand list (LLVM's `CGIOperandList`): the operands of
//! `OutOperandList` then `InOperandList`, each with its machine-operand
//! numbering (complex operands span several `MCInst` operands, their
//! `MIOperandInfo`), encoder methods, tied/early-clobber constraints and
//! `DisableEncoding` marks.
//!
//! Two numberings coexist, as in LLVM: the *operand index* counts the named
//! operands of the two dags, the *flat* (machine) operand number counts every
//! sub-operand of every operand (`getNamedOperandIdx` returns flat numbers).

use tablegen_core::init::{Init, InitKind};
use tablegen_core::intern::FxHashMap;
use tablegen_core::record::RecId;
use tablegen_core::RecordKeeper;

use super::TargetError;

/// A constraint on one machine operand (LLVM's `ConstraintInfo`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Constraint {
    /// No constraint.
    #[default]
    None,
    /// `@earlyclobber $op`.
    EarlyClobber,
    /// `$src = $dst`: this operand is tied to the flat operand given.
    Tied(u32),
}

/// One named operand of an instruction (LLVM's `OperandInfo`).
#[derive(Clone, Debug, PartialEq)]
pub struct OperandInfo {
    /// The operand's def (`GPR`, `simm12`, a `RegisterOperand`...).
    pub rec: RecId,
    /// The operand's name in the dag, without `$`.
    pub name: String,
    /// Per sub-operand, the name given in `(op $a, $b):$name` syntax
    /// (empty when the sub-operands are not named).
    pub sub_op_names: Vec<String>,
    /// `PrintMethod` (`printOperand` by default).
    pub printer_method: String,
    /// Per sub-operand, the custom encoder method (empty for the default
    /// `getMachineOpValue`).
    pub encoder_methods: Vec<String>,
    /// `Namespace::Type`, e.g. `MCOI::OPERAND_REGISTER`.
    pub operand_type: String,
    /// The flat number of the first machine operand.
    pub mi_operand_no: u32,
    /// How many machine operands it spans (1, or the `MIOperandInfo` length).
    pub mi_num_operands: u32,
    /// Per sub-operand: not encoded (`DisableEncoding`, or covered by a
    /// whole-operand encoder method).
    pub do_not_encode: Vec<bool>,
    /// The operand's `MIOperandInfo` dag, for `Operand` defs.
    pub mi_operand_info: Option<Init>,
    /// Per sub-operand, its constraint.
    pub constraints: Vec<Constraint>,
}

impl OperandInfo {
    /// The flat operand this one is tied to, if any sub-operand is tied
    /// (LLVM's `getTiedRegister`).
    pub fn tied_register(&self) -> Option<u32> {
        self.constraints.iter().find_map(|c| match c {
            Constraint::Tied(n) => Some(*n),
            _ => None,
        })
    }
}

/// The operands of one instruction.
#[derive(Clone, Debug, PartialEq)]
pub struct OperandList {
    /// The instruction def.
    pub def: RecId,
    /// How many of the operands are outputs (a trailing `variable_ops` in
    /// `outs` is not counted).
    pub num_defs: u32,
    /// The operands, outputs first.
    pub operands: Vec<OperandInfo>,
    /// Has a `PredicateOp` operand.
    pub is_predicable: bool,
    /// Has an `OptionalDefOperand` operand.
    pub has_optional_def: bool,
    /// Ends in `variable_ops`.
    pub is_variadic: bool,
    pub(super) sub_op_aliases: FxHashMap<String, (u32, u32)>,
}

/// The classes an operand def is tested against, resolved once, and what
/// each operand def read as (most instructions share a few hundred
/// operand defs: X86 has 15,000 instructions and 50,000 operands).
pub(crate) struct OperandClasses<'a> {
    register_operand: Option<RecId>,
    operand: Option<RecId>,
    predicate_op: Option<RecId>,
    optional_def_operand: Option<RecId>,
    register_class: Option<RecId>,
    pointer_like_reg_class: Option<RecId>,
    unknown_class: Option<RecId>,
    /// The operand defs read so far (those that read without an error).
    read: std::cell::RefCell<FxHashMap<RecId, OperandDef<'a>>>,
}

/// What an operand def makes of an operand: what depends on the def only.
#[derive(Clone)]
struct OperandDef<'a> {
    kind: OperandKind,
    print_method: &'a str,
    encoder_method: &'a str,
    /// `Namespace::OperandType`.
    operand_type: String,
    num_ops: u32,
    mi_operand_info: Option<Init>,
}

/// How an operand def is classified.
#[derive(Clone, Copy, PartialEq, Eq)]
enum OperandKind {
    /// A register operand, register class or pointer-like class.
    Plain,
    /// A `PredicateOp`.
    Predicate,
    /// An `OptionalDefOperand`.
    OptionalDef,
    /// `variable_ops`.
    VariableOps,
}

/// Why an operand def does not read; the caller words the error, which
/// names the instruction.
enum OperandDefError {
    /// A field of the def is not what LLVM expects.
    Field(TargetError),
    /// `MIOperandInfo` is not an `(ops ...)` dag.
    BadMiOperandInfo,
    /// The def is of no operand class.
    UnknownClass,
}

impl<'a> OperandClasses<'a> {
    pub(crate) fn new(rk: &'a RecordKeeper) -> Self {
        OperandClasses {
            register_operand: rk.class("RegisterOperand"),
            operand: rk.class("Operand"),
            predicate_op: rk.class("PredicateOp"),
            optional_def_operand: rk.class("OptionalDefOperand"),
            register_class: rk.class("RegisterClass"),
            pointer_like_reg_class: rk.class("PointerLikeRegClass"),
            unknown_class: rk.class("unknown_class"),
            read: Default::default(),
        }
    }

    /// What `rec` makes of an operand, read once.
    fn operand_def(&self, rk: &'a RecordKeeper, rec: RecId) -> Result<OperandDef<'a>, OperandDefError> {
        if let Some(d) = self.read.borrow().get(&rec) {
            return Ok(d.clone());
        }
        let d = self.read_operand_def(rk, rec)?;
        self.read.borrow_mut().insert(rec, d.clone());
        Ok(d)
    }

    fn read_operand_def(&self, rk: &'a RecordKeeper, rec: RecId) -> Result<OperandDef<'a>, OperandDefError> {
        let string = |f: &str| rk.value_as_string(rec, f).map_err(|e| OperandDefError::Field(TargetError::at(rk, e)));
        let mut d = OperandDef {
            kind: OperandKind::Plain,
            print_method: "printOperand",
            encoder_method: "",
            operand_type: String::new(),
            num_ops: 1,
            mi_operand_info: None,
        };
        let mut operand_type = "OPERAND_UNKNOWN";
        let mut namespace = "MCOI";
        if is_a(rk, rec, self.register_operand) {
            d.print_method = string("PrintMethod")?;
            operand_type = string("OperandType")?;
            namespace = string("OperandNamespace")?;
            d.encoder_method = string("EncoderMethod")?;
        } else if is_a(rk, rec, self.operand) {
            d.print_method = string("PrintMethod")?;
            operand_type = string("OperandType")?;
            namespace = string("OperandNamespace")?;
            d.encoder_method = string("EncoderMethod")?;
            let info =
                rk.value_as_dag(rec, "MIOperandInfo").map_err(|e| OperandDefError::Field(TargetError::at(rk, e)))?;
            let parts = dag_parts(rk, info);
            let ok = parts.as_ref().and_then(|p| rk.inits.as_def(p.op)).is_some_and(|d| rk.name_str(d) == "ops");
            if !ok {
                return Err(OperandDefError::BadMiOperandInfo);
            }
            let n = parts.map_or(0, |p| p.args.len() as u32);
            if n != 0 {
                d.num_ops = n;
            }
            d.mi_operand_info = Some(info);
            if is_a(rk, rec, self.predicate_op) {
                d.kind = OperandKind::Predicate;
            } else if is_a(rk, rec, self.optional_def_operand) {
                d.kind = OperandKind::OptionalDef;
            }
        } else if rk.name_str(rec) == "variable_ops" {
            d.kind = OperandKind::VariableOps;
        } else if is_a(rk, rec, self.register_class) {
            operand_type = "OPERAND_REGISTER";
        } else if !is_a(rk, rec, self.pointer_like_reg_class) && !is_a(rk, rec, self.unknown_class) {
            return Err(OperandDefError::UnknownClass);
        }
        d.operand_type = format!("{namespace}::{operand_type}");
        Ok(d)
    }
}

fn is_a(rk: &RecordKeeper, rec: RecId, class: Option<RecId>) -> bool {
    class.is_some_and(|c| rk.record(rec).is_subclass_of(c))
}

/// The parts of a dag value.
pub(crate) struct DagParts<'a> {
    pub(crate) op: Init,
    pub(crate) args: &'a [Init],
    pub(crate) names: &'a [Init],
}

pub(crate) fn dag_parts(rk: &RecordKeeper, dag: Init) -> Option<DagParts<'_>> {
    match *rk.inits.kind(dag) {
        InitKind::Dag { op, args, .. } => {
            Some(DagParts { op, args: rk.inits.slice(args), names: rk.inits.slice(args.dag_names()) })
        }
        _ => None,
    }
}

/// `DagInit::getArgNameStr`: the name of an argument, empty for none.
pub(crate) fn arg_name(rk: &RecordKeeper, name: Init) -> &str {
    rk.inits.as_str(name).unwrap_or("")
}

impl OperandList {
    /// Reads the operand lists of `def` with LLVM's checks; the first
    /// problem is returned in LLVM's words, at the record's locations.
    pub fn new(rk: &RecordKeeper, def: RecId) -> Result<Self, TargetError> {
        Self::with_classes(rk, def, &OperandClasses::new(rk))
    }

    pub(crate) fn with_classes<'a>(
        rk: &'a RecordKeeper,
        def: RecId,
        cls: &OperandClasses<'a>,
    ) -> Result<Self, TargetError> {
        let err = |msg: String| TargetError { locs: rk.record(def).locs.to_vec(), msg };
        let name = rk.name_str(def);
        let outs = rk.value_as_dag(def, "OutOperandList").map_err(|e| TargetError::at(rk, e))?;
        let outs = dag_parts(rk, outs).ok_or_else(|| err(format!("{name}: invalid output list: use 'outs'")))?;
        match rk.inits.as_def(outs.op) {
            Some(d) if rk.name_str(d) == "outs" => {}
            Some(_) => return Err(err(format!("{name}: invalid def name for output list: use 'outs'"))),
            None => return Err(err(format!("{name}: invalid output list: use 'outs'"))),
        }
        let mut num_defs = outs.args.len() as u32;
        let ins = rk.value_as_dag(def, "InOperandList").map_err(|e| TargetError::at(rk, e))?;
        let ins = dag_parts(rk, ins).ok_or_else(|| err(format!("{name}: invalid input list: use 'ins'")))?;
        match rk.inits.as_def(ins.op) {
            Some(d) if rk.name_str(d) == "ins" => {}
            Some(_) => return Err(err(format!("{name}: invalid def name for input list: use 'ins'"))),
            None => return Err(err(format!("{name}: invalid input list: use 'ins'"))),
        }

        let mut list = OperandList {
            def,
            num_defs,
            operands: Vec::with_capacity(outs.args.len() + ins.args.len()),
            is_predicable: false,
            has_optional_def: false,
            is_variadic: false,
            sub_op_aliases: FxHashMap::default(),
        };
        let mut names: Vec<&str> = Vec::new();
        let mut mi_operand_no = 0u32;
        let mut variadic_outs = false;
        let args = outs.args.iter().zip(outs.names).chain(ins.args.iter().zip(ins.names));
        for (i, (&arg, &arg_name_init)) in args.enumerate() {
            let arg_name_str = arg_name(rk, arg_name_init);
            let sub_dag = dag_parts(rk, arg);
            let arg = sub_dag.as_ref().map_or(arg, |d| d.op);
            let Some(rec) = rk.inits.as_def(arg) else {
                return Err(err(format!("Illegal operand for the '{name}' instruction!")));
            };
            let d = match cls.operand_def(rk, rec) {
                Ok(d) => d,
                Err(OperandDefError::Field(e)) => return Err(e),
                Err(OperandDefError::BadMiOperandInfo) => {
                    return Err(err(format!("Bad value for MIOperandInfo in operand '{}'\n", rk.name_str(rec))))
                }
                Err(OperandDefError::UnknownClass) => {
                    return Err(err(format!("Unknown operand class '{}' in '{name}' instruction!", rk.name_str(rec))))
                }
            };
            match d.kind {
                OperandKind::Plain => {}
                OperandKind::Predicate => list.is_predicable = true,
                OperandKind::OptionalDef => list.has_optional_def = true,
                OperandKind::VariableOps => {
                    if (i as u32) < num_defs {
                        variadic_outs = true;
                    }
                    list.is_variadic = true;
                    continue;
                }
            }
            let (num_ops, mi_op_info, encoder_method) = (d.num_ops, d.mi_operand_info, d.encoder_method);

            if arg_name_str.is_empty() {
                return Err(err(format!("In instruction '{name}', operand #{i} has no name!")));
            }
            if names.contains(&arg_name_str) {
                return Err(err(format!(
                    "In instruction '{name}', operand #{i} has the same name as a previous operand!"
                )));
            }
            names.push(arg_name_str);

            let n = num_ops as usize;
            let mut info = OperandInfo {
                rec,
                name: arg_name_str.to_owned(),
                sub_op_names: vec![String::new(); n],
                printer_method: d.print_method.to_owned(),
                encoder_methods: vec![String::new(); n],
                operand_type: d.operand_type,
                mi_operand_no,
                mi_num_operands: num_ops,
                do_not_encode: vec![false; n],
                mi_operand_info: mi_op_info,
                constraints: vec![Constraint::None; n],
            };
            if let Some(sub) = &sub_dag {
                if sub.args.len() != n {
                    return Err(err(format!(
                        "In instruction '{name}', operand #{i} has {} sub-arg names, expected {num_ops}.",
                        sub.args.len()
                    )));
                }
                let op_info_args = mi_op_info.and_then(|d| dag_parts(rk, d)).map(|p| p.args);
                for j in 0..n {
                    if sub.args[j] != Init::UNSET {
                        return Err(err(format!(
                            "In instruction '{name}', operand #{i} sub-arg #{j} has unexpected operand (expected only $name)."
                        )));
                    }
                    let sub_name = arg_name(rk, sub.names[j]);
                    if sub_name.is_empty() {
                        return Err(err(format!("In instruction '{name}', operand #{i} has no name!")));
                    }
                    if names.contains(&sub_name) {
                        return Err(err(format!(
                            "In instruction '{name}', operand #{i} sub-arg #{j} has the same name as a previous operand!"
                        )));
                    }
                    names.push(sub_name);
                    // Each sub-operand keeps the encoder of its own operand
                    // class (the `MIOperandInfo` entry), if it names one.
                    let sub_def = op_info_args.and_then(|a| a.get(j)).and_then(|a| rk.inits.as_def(*a));
                    if let Some(sub_def) = sub_def {
                        let m = rk
                            .value_as_optional_string(sub_def, "EncoderMethod")
                            .map_err(|e| TargetError::at(rk, e))?;
                        if let Some(m) = m {
                            info.encoder_methods[j] = m.to_owned();
                        }
                    }
                    info.sub_op_names[j] = sub_name.to_owned();
                    list.sub_op_aliases.insert(sub_name.to_owned(), (i as u32, j as u32));
                }
            } else if !encoder_method.is_empty() {
                // One encoder for the whole operand: the other sub-operands
                // are covered by it.
                info.encoder_methods[0] = encoder_method.to_owned();
                for d in info.do_not_encode.iter_mut().skip(1) {
                    *d = true;
                }
            }
            mi_operand_no += num_ops;
            list.operands.push(info);
        }
        if variadic_outs {
            num_defs -= 1;
        }
        list.num_defs = num_defs;
        Ok(list)
    }

    /// The number of operands.
    pub fn len(&self) -> usize {
        self.operands.len()
    }

    /// True when the instruction has no operands.
    pub fn is_empty(&self) -> bool {
        self.operands.is_empty()
    }

    /// The index of the operand named `name` (LLVM's `hasOperandNamed`).
    pub fn operand_named(&self, name: &str) -> Option<u32> {
        self.operands.iter().position(|o| o.name == name).map(|i| i as u32)
    }

    /// `(operand index, sub-operand)` of a sub-operand named in
    /// `(ops $a, $b):$name` syntax (LLVM's `hasSubOperandAlias`).
    pub fn sub_operand_alias(&self, name: &str) -> Option<(u32, u32)> {
        self.sub_op_aliases.get(name).copied()
    }

    /// The flat machine-operand number of a sub-operand.
    pub fn flattened_operand_number(&self, op: (u32, u32)) -> u32 {
        self.operands[op.0 as usize].mi_operand_no + op.1
    }

    /// `(operand index, sub-operand)` of a flat operand number (LLVM's
    /// `getSubOperandNumber`); `None` past the last operand.
    pub fn sub_operand_number(&self, flat: u32) -> Option<(u32, u32)> {
        self.operands
            .iter()
            .position(|o| o.mi_operand_no + o.mi_num_operands > flat)
            .map(|i| (i as u32, flat - self.operands[i].mi_operand_no))
    }

    /// True if the flat operand is marked not to be encoded.
    pub fn is_flat_operand_not_emitted(&self, flat: u32) -> bool {
        self.sub_operand_number(flat)
            .and_then(|(o, s)| self.operands[o as usize].do_not_encode.get(s as usize).copied())
            .unwrap_or(false)
    }

    fn err(&self, rk: &RecordKeeper, msg: String) -> TargetError {
        TargetError { locs: rk.record(self.def).locs.to_vec(), msg }
    }

    /// The operand named `name`, or LLVM's error (`getOperandNamed`).
    pub fn operand_named_or_err(&self, rk: &RecordKeeper, name: &str) -> Result<u32, TargetError> {
        self.operand_named(name).ok_or_else(|| {
            self.err(rk, format!("'{}' does not have an operand named '${name}'!", rk.name_str(self.def)))
        })
    }

    /// Resolves `$name` or `$name.sub` to `(operand index, sub-operand)`
    /// (LLVM's `ParseOperandName`). Without `allow_whole_op`, naming a
    /// complex operand as a whole is an error.
    pub fn parse_operand_name(
        &self,
        rk: &RecordKeeper,
        op: &str,
        allow_whole_op: bool,
    ) -> Result<(u32, u32), TargetError> {
        let def = rk.name_str(self.def);
        let Some(op_name) = op.strip_prefix('$') else {
            return Err(self.err(rk, format!("{def}: Illegal operand name: '{op}'")));
        };
        let (op_name, sub_name) = match op_name.find('.') {
            Some(dot) => {
                let sub = &op_name[dot + 1..];
                if sub.is_empty() {
                    return Err(self.err(rk, format!("{def}: illegal empty suboperand name in '{op}'")));
                }
                (&op_name[..dot], Some(sub))
            }
            None => (op_name, None),
        };
        if let Some(sub) = self.sub_operand_alias(op_name) {
            if sub_name.is_some() {
                return Err(
                    self.err(rk, format!("{def}: Cannot use dotted suboperand name within suboperand '{op_name}'"))
                );
            }
            return Ok(sub);
        }
        let idx = self.operand_named_or_err(rk, op_name)?;
        let Some(sub_name) = sub_name else {
            if self.operands[idx as usize].mi_num_operands > 1 && !allow_whole_op {
                return Err(
                    self.err(rk, format!("{def}: Illegal to refer to whole operand part of complex operand '{op}'"))
                );
            }
            return Ok((idx, 0));
        };
        let unknown = || self.err(rk, format!("{def}: unknown suboperand name in '{op}'"));
        let info = self.operands[idx as usize].mi_operand_info.and_then(|d| dag_parts(rk, d)).ok_or_else(unknown)?;
        info.names.iter().position(|n| arg_name(rk, *n) == sub_name).map(|i| (idx, i as u32)).ok_or_else(unknown)
    }

    /// Applies the `Constraints` string (`@earlyclobber $a`, `$a = $b`,
    /// comma-separated), with LLVM's checks.
    pub fn parse_constraints(&mut self, rk: &RecordKeeper, cstr: &str) -> Result<(), TargetError> {
        let b = cstr.as_bytes();
        let is_delim = |c: u8| c == b',';
        let mut start = b.iter().position(|&c| !is_delim(c));
        while let Some(s) = start {
            let end = b[s..].iter().position(|&c| is_delim(c)).map_or(b.len(), |e| s + e);
            self.parse_constraint(rk, &cstr[s..end])?;
            start = b[end..].iter().position(|&c| !is_delim(c)).map(|p| end + p);
        }
        Ok(())
    }

    fn parse_constraint(&mut self, rk: &RecordKeeper, cstr: &str) -> Result<(), TargetError> {
        let def = rk.name_str(self.def).to_owned();
        let ws = b" \t";
        let wpos = find_first_of(cstr, ws, 0);
        let start = find_first_not_of(cstr, ws, 0);
        let tok = substr(cstr, start, wpos.wrapping_sub(start));
        if tok == "@earlyclobber" {
            let name = substr(cstr, wpos.wrapping_add(1), NPOS);
            let p = find_first_not_of(name, ws, 0);
            if p == NPOS {
                return Err(self.err(rk, format!("Illegal format for @earlyclobber constraint in '{def}': '{cstr}'")));
            }
            let name = substr(name, p, NPOS);
            let op = self.parse_operand_name(rk, name, false)?;
            let c = &mut self.operands[op.0 as usize].constraints[op.1 as usize];
            if *c != Constraint::None {
                return Err(self.err(rk, format!("Operand '{name}' of '{def}' cannot have multiple constraints!")));
            }
            *c = Constraint::EarlyClobber;
            return Ok(());
        }

        // Otherwise a tie, `$a = $b`, with exactly one blank either side.
        let pos = find_first_of(cstr, b"=", 0);
        if pos == NPOS
            || pos == 0
            || find_first_of(cstr, ws, pos) != pos + 1
            || find_last_of(cstr, ws, pos) != pos.wrapping_sub(1)
        {
            return Err(self.err(rk, format!("Unrecognized constraint '{cstr}' in '{def}'")));
        }
        let start = find_first_not_of(cstr, ws, 0);
        let wpos = find_first_of(cstr, ws, start);
        if wpos == NPOS || wpos > pos {
            return Err(self.err(rk, format!("Illegal format for tied-to constraint in '{def}': '{cstr}'")));
        }
        let lhs_name = substr(cstr, start, wpos - start);
        let lhs = self.parse_operand_name(rk, lhs_name, false)?;
        let wpos = find_first_not_of(cstr, ws, pos + 1);
        if wpos == NPOS {
            return Err(self.err(rk, format!("Illegal format for tied-to constraint: '{cstr}'")));
        }
        let rhs_name = substr(cstr, wpos, NPOS);
        let rhs = self.parse_operand_name(rk, rhs_name, false)?;

        // The output comes first; the diagnostics keep the written order.
        let first_is_dest = lhs < rhs;
        let (dest, src, src_name) = if first_is_dest { (lhs, rhs, rhs_name) } else { (rhs, lhs, lhs_name) };
        let dest_name = if first_is_dest { lhs_name } else { rhs_name };
        if dest.0 >= self.num_defs {
            return Err(
                self.err(rk, format!("Input operands '{lhs_name}' and '{rhs_name}' of '{def}' cannot be tied!"))
            );
        }
        if src.0 < self.num_defs {
            return Err(
                self.err(rk, format!("Output operands '{lhs_name}' and '{rhs_name}' of '{def}' cannot be tied!"))
            );
        }
        if self.operands[src.0 as usize].constraints[src.1 as usize] != Constraint::None {
            return Err(self.err(rk, format!("Operand '{src_name}' of '{def}' cannot have multiple constraints!")));
        }
        let tie = Constraint::Tied(self.flattened_operand_number(dest));
        if self.operands.iter().any(|o| o.constraints.contains(&tie)) {
            return Err(
                self.err(rk, format!("Operand '{dest_name}' of '{def}' cannot have multiple operands tied to it!"))
            );
        }
        self.operands[src.0 as usize].constraints[src.1 as usize] = tie;
        Ok(())
    }

    /// Applies the `DisableEncoding` string (operand names separated by
    /// blanks or commas).
    pub fn process_disable_encoding(&mut self, rk: &RecordKeeper, mut rest: &str) -> Result<(), TargetError> {
        let delims = b" ,\t";
        loop {
            let start = find_first_not_of(rest, delims, 0);
            let end = find_first_of(rest, delims, start);
            let s = start.min(rest.len());
            let e = end.clamp(s, rest.len());
            let name = &rest[s..e];
            rest = substr(rest, end, NPOS);
            if name.is_empty() {
                return Ok(());
            }
            let op = self.parse_operand_name(rk, name, false)?;
            self.operands[op.0 as usize].do_not_encode[op.1 as usize] = true;
        }
    }
}

/// `StringRef::npos`.
const NPOS: usize = usize::MAX;

fn find_first_of(s: &str, set: &[u8], from: usize) -> usize {
    let b = s.as_bytes();
    (from.min(b.len())..b.len()).find(|&i| set.contains(&b[i])).unwrap_or(NPOS)
}

fn find_first_not_of(s: &str, set: &[u8], from: usize) -> usize {
    let b = s.as_bytes();
    (from.min(b.len())..b.len()).find(|&i| !set.contains(&b[i])).unwrap_or(NPOS)
}

/// Searches the bytes before `from` (LLVM's `find_last_of(Chars, From)`).
fn find_last_of(s: &str, set: &[u8], from: usize) -> usize {
    let b = s.as_bytes();
    (0..from.min(b.len())).rev().find(|&i| set.contains(&b[i])).unwrap_or(NPOS)
}

/// `StringRef::substr`, clamping like LLVM (the constraint syntax is ASCII,
/// so byte offsets are character boundaries; anything else is cut at the
/// next boundary).
fn substr(s: &str, start: usize, n: usize) -> &str {
    let start = start.min(s.len());
    let end = start + n.min(s.len() - start);
    let mut e = end;
    while !s.is_char_boundary(e) {
        e += 1;
    }
    let mut st = start;
    while !s.is_char_boundary(st) {
        st += 1;
    }
    &s[st.min(e)..e]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn string_helpers_follow_stringref() {
        assert_eq!(find_first_of("ab c", b" ", 0), 2);
        assert_eq!(find_first_of("abc", b" ", 0), NPOS);
        assert_eq!(find_first_not_of("  x", b" ", 0), 2);
        assert_eq!(find_last_of("$a = $b", b" ", 3), 2);
        assert_eq!(find_last_of("$a= $b", b" ", 2), NPOS);
        assert_eq!(substr("abc", 1, NPOS), "bc");
        assert_eq!(substr("abc", 5, 1), "");
    }
}
