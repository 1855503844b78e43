//! The instructions in enum order (LLVM's `CodeGenTarget::ReadInstructions`
//! and `ComputeInstrsByEnum`): the target-independent opcodes of
//! `TargetOpcodes.def` first, then every other instruction, pseudos before
//! real ones, each group by name.

use crate::backend::{Records, Result};
use tablegen_core::intern::FxHashMap;
use tablegen_core::record::RecId;
use tablegen_core::RecordKeeper;

use super::TargetError;
use crate::support::fields::{fatal, FieldName};

/// The target-independent opcodes, in enum order (LLVM 19.1.7's
/// `llvm/Support/TargetOpcodes.def`). Every target defines them in
/// `Target.td` with namespace `TargetOpcode`.
pub const FIXED_INSTRUCTIONS: &[&str] = &[
    "PHI",
    "INLINEASM",
    "INLINEASM_BR",
    "CFI_INSTRUCTION",
    "EH_LABEL",
    "GC_LABEL",
    "ANNOTATION_LABEL",
    "KILL",
    "EXTRACT_SUBREG",
    "INSERT_SUBREG",
    "IMPLICIT_DEF",
    "SUBREG_TO_REG",
    "COPY_TO_REGCLASS",
    "DBG_VALUE",
    "DBG_VALUE_LIST",
    "DBG_INSTR_REF",
    "DBG_PHI",
    "DBG_LABEL",
    "REG_SEQUENCE",
    "COPY",
    "BUNDLE",
    "LIFETIME_START",
    "LIFETIME_END",
    "PSEUDO_PROBE",
    "ARITH_FENCE",
    "STACKMAP",
    "FENTRY_CALL",
    "PATCHPOINT",
    "LOAD_STACK_GUARD",
    "PREALLOCATED_SETUP",
    "PREALLOCATED_ARG",
    "STATEPOINT",
    "LOCAL_ESCAPE",
    "FAULTING_OP",
    "PATCHABLE_OP",
    "PATCHABLE_FUNCTION_ENTER",
    "PATCHABLE_RET",
    "PATCHABLE_FUNCTION_EXIT",
    "PATCHABLE_TAIL_CALL",
    "PATCHABLE_EVENT_CALL",
    "PATCHABLE_TYPED_EVENT_CALL",
    "ICALL_BRANCH_FUNNEL",
    "MEMBARRIER",
    "JUMP_TABLE_DEBUG_INFO",
    "CONVERGENCECTRL_ENTRY",
    "CONVERGENCECTRL_ANCHOR",
    "CONVERGENCECTRL_LOOP",
    "CONVERGENCECTRL_GLUE",
    "G_ASSERT_SEXT",
    "G_ASSERT_ZEXT",
    "G_ASSERT_ALIGN",
    "G_ADD",
    "G_SUB",
    "G_MUL",
    "G_SDIV",
    "G_UDIV",
    "G_SREM",
    "G_UREM",
    "G_SDIVREM",
    "G_UDIVREM",
    "G_AND",
    "G_OR",
    "G_XOR",
    "G_IMPLICIT_DEF",
    "G_PHI",
    "G_FRAME_INDEX",
    "G_GLOBAL_VALUE",
    "G_PTRAUTH_GLOBAL_VALUE",
    "G_CONSTANT_POOL",
    "G_EXTRACT",
    "G_UNMERGE_VALUES",
    "G_INSERT",
    "G_MERGE_VALUES",
    "G_BUILD_VECTOR",
    "G_BUILD_VECTOR_TRUNC",
    "G_CONCAT_VECTORS",
    "G_PTRTOINT",
    "G_INTTOPTR",
    "G_BITCAST",
    "G_FREEZE",
    "G_CONSTANT_FOLD_BARRIER",
    "G_INTRINSIC_FPTRUNC_ROUND",
    "G_INTRINSIC_TRUNC",
    "G_INTRINSIC_ROUND",
    "G_INTRINSIC_LRINT",
    "G_INTRINSIC_LLRINT",
    "G_INTRINSIC_ROUNDEVEN",
    "G_READCYCLECOUNTER",
    "G_READSTEADYCOUNTER",
    "G_LOAD",
    "G_SEXTLOAD",
    "G_ZEXTLOAD",
    "G_INDEXED_LOAD",
    "G_INDEXED_SEXTLOAD",
    "G_INDEXED_ZEXTLOAD",
    "G_STORE",
    "G_INDEXED_STORE",
    "G_ATOMIC_CMPXCHG_WITH_SUCCESS",
    "G_ATOMIC_CMPXCHG",
    "G_ATOMICRMW_XCHG",
    "G_ATOMICRMW_ADD",
    "G_ATOMICRMW_SUB",
    "G_ATOMICRMW_AND",
    "G_ATOMICRMW_NAND",
    "G_ATOMICRMW_OR",
    "G_ATOMICRMW_XOR",
    "G_ATOMICRMW_MAX",
    "G_ATOMICRMW_MIN",
    "G_ATOMICRMW_UMAX",
    "G_ATOMICRMW_UMIN",
    "G_ATOMICRMW_FADD",
    "G_ATOMICRMW_FSUB",
    "G_ATOMICRMW_FMAX",
    "G_ATOMICRMW_FMIN",
    "G_ATOMICRMW_UINC_WRAP",
    "G_ATOMICRMW_UDEC_WRAP",
    "G_FENCE",
    "G_PREFETCH",
    "G_BRCOND",
    "G_BRINDIRECT",
    "G_INVOKE_REGION_START",
    "G_INTRINSIC",
    "G_INTRINSIC_W_SIDE_EFFECTS",
    "G_INTRINSIC_CONVERGENT",
    "G_INTRINSIC_CONVERGENT_W_SIDE_EFFECTS",
    "G_ANYEXT",
    "G_TRUNC",
    "G_CONSTANT",
    "G_FCONSTANT",
    "G_VASTART",
    "G_VAARG",
    "G_SEXT",
    "G_SEXT_INREG",
    "G_ZEXT",
    "G_SHL",
    "G_LSHR",
    "G_ASHR",
    "G_FSHL",
    "G_FSHR",
    "G_ROTR",
    "G_ROTL",
    "G_ICMP",
    "G_FCMP",
    "G_SCMP",
    "G_UCMP",
    "G_SELECT",
    "G_UADDO",
    "G_UADDE",
    "G_USUBO",
    "G_USUBE",
    "G_SADDO",
    "G_SADDE",
    "G_SSUBO",
    "G_SSUBE",
    "G_UMULO",
    "G_SMULO",
    "G_UMULH",
    "G_SMULH",
    "G_UADDSAT",
    "G_SADDSAT",
    "G_USUBSAT",
    "G_SSUBSAT",
    "G_USHLSAT",
    "G_SSHLSAT",
    "G_SMULFIX",
    "G_UMULFIX",
    "G_SMULFIXSAT",
    "G_UMULFIXSAT",
    "G_SDIVFIX",
    "G_UDIVFIX",
    "G_SDIVFIXSAT",
    "G_UDIVFIXSAT",
    "G_FADD",
    "G_FSUB",
    "G_FMUL",
    "G_FMA",
    "G_FMAD",
    "G_FDIV",
    "G_FREM",
    "G_FPOW",
    "G_FPOWI",
    "G_FEXP",
    "G_FEXP2",
    "G_FEXP10",
    "G_FLOG",
    "G_FLOG2",
    "G_FLOG10",
    "G_FLDEXP",
    "G_FFREXP",
    "G_FNEG",
    "G_FPEXT",
    "G_FPTRUNC",
    "G_FPTOSI",
    "G_FPTOUI",
    "G_SITOFP",
    "G_UITOFP",
    "G_FABS",
    "G_FCOPYSIGN",
    "G_IS_FPCLASS",
    "G_FCANONICALIZE",
    "G_FMINNUM",
    "G_FMAXNUM",
    "G_FMINNUM_IEEE",
    "G_FMAXNUM_IEEE",
    "G_FMINIMUM",
    "G_FMAXIMUM",
    "G_GET_FPENV",
    "G_SET_FPENV",
    "G_RESET_FPENV",
    "G_GET_FPMODE",
    "G_SET_FPMODE",
    "G_RESET_FPMODE",
    "G_PTR_ADD",
    "G_PTRMASK",
    "G_SMIN",
    "G_SMAX",
    "G_UMIN",
    "G_UMAX",
    "G_ABS",
    "G_LROUND",
    "G_LLROUND",
    "G_BR",
    "G_BRJT",
    "G_VSCALE",
    "G_INSERT_SUBVECTOR",
    "G_EXTRACT_SUBVECTOR",
    "G_INSERT_VECTOR_ELT",
    "G_EXTRACT_VECTOR_ELT",
    "G_SHUFFLE_VECTOR",
    "G_SPLAT_VECTOR",
    "G_VECTOR_COMPRESS",
    "G_CTTZ",
    "G_CTTZ_ZERO_UNDEF",
    "G_CTLZ",
    "G_CTLZ_ZERO_UNDEF",
    "G_CTPOP",
    "G_BSWAP",
    "G_BITREVERSE",
    "G_FCEIL",
    "G_FCOS",
    "G_FSIN",
    "G_FTAN",
    "G_FACOS",
    "G_FASIN",
    "G_FATAN",
    "G_FCOSH",
    "G_FSINH",
    "G_FTANH",
    "G_FSQRT",
    "G_FFLOOR",
    "G_FRINT",
    "G_FNEARBYINT",
    "G_ADDRSPACE_CAST",
    "G_BLOCK_ADDR",
    "G_JUMP_TABLE",
    "G_DYN_STACKALLOC",
    "G_STACKSAVE",
    "G_STACKRESTORE",
    "G_STRICT_FADD",
    "G_STRICT_FSUB",
    "G_STRICT_FMUL",
    "G_STRICT_FDIV",
    "G_STRICT_FREM",
    "G_STRICT_FMA",
    "G_STRICT_FSQRT",
    "G_STRICT_FLDEXP",
    "G_READ_REGISTER",
    "G_WRITE_REGISTER",
    "G_MEMCPY",
    "G_MEMCPY_INLINE",
    "G_MEMMOVE",
    "G_MEMSET",
    "G_BZERO",
    "G_TRAP",
    "G_DEBUGTRAP",
    "G_UBSANTRAP",
    "G_VECREDUCE_SEQ_FADD",
    "G_VECREDUCE_SEQ_FMUL",
    "G_VECREDUCE_FADD",
    "G_VECREDUCE_FMUL",
    "G_VECREDUCE_FMAX",
    "G_VECREDUCE_FMIN",
    "G_VECREDUCE_FMAXIMUM",
    "G_VECREDUCE_FMINIMUM",
    "G_VECREDUCE_ADD",
    "G_VECREDUCE_MUL",
    "G_VECREDUCE_AND",
    "G_VECREDUCE_OR",
    "G_VECREDUCE_XOR",
    "G_VECREDUCE_SMAX",
    "G_VECREDUCE_SMIN",
    "G_VECREDUCE_UMAX",
    "G_VECREDUCE_UMIN",
    "G_SBFX",
    "G_UBFX",
];

/// The namespace of the fixed instructions, which are left out of the sorted
/// part of the enumeration.
pub const FIXED_NAMESPACE: &str = "TargetOpcode";

/// Every `Instruction` def numbered as the target's opcode enum numbers it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct InstrEnumeration {
    by_enum: Vec<RecId>,
    values: FxHashMap<RecId, u32>,
    num_pseudo: usize,
    namespace: String,
}

impl InstrEnumeration {
    /// Reads the `Instruction` defs and orders them, reporting LLVM's fatal
    /// errors: at most two instructions, a fixed opcode missing, a bad
    /// `Namespace` or `isPseudo`.
    ///
    /// Only the fields the order depends on are read; LLVM's
    /// `CodeGenInstruction` checks of the operand lists are not made here.
    pub fn new(rk: &mut Records<'_>) -> Result<Self> {
        Self::compute(rk).or_else(|e| fatal(rk, &e.locs, e.msg))
    }

    /// [`InstrEnumeration::new`] without reporting: the first error is
    /// returned instead.
    pub fn compute(rk: &RecordKeeper) -> std::result::Result<Self, TargetError> {
        let insts = rk.all_derived_definitions("Instruction").map_err(TargetError::no_loc)?;
        if insts.len() <= 2 {
            return Err(TargetError::no_loc("No 'Instruction' subclasses defined!".into()));
        }
        let class = rk.class("Instruction");
        let namespace = FieldName::new(rk, "Namespace", class);
        let is_pseudo = FieldName::new(rk, "isPseudo", class);
        let mut namespaces = Vec::with_capacity(insts.len());
        for &inst in &insts {
            namespaces.push(namespace.string(rk, inst).map_err(|e| TargetError::at(rk, e))?);
        }
        let mut by_enum = Vec::with_capacity(insts.len());
        // The target's namespace (LLVM's `getInstNamespace`): that of the
        // first instruction in enum order outside the fixed namespace.
        let mut target_namespace = None;
        for name in FIXED_INSTRUCTIONS {
            match rk.def(name).filter(|d| class.is_some_and(|c| rk.record(*d).is_subclass_of(c))) {
                Some(d) => {
                    if target_namespace.is_none() {
                        let ns = namespace.string(rk, d).map_err(|e| TargetError::at(rk, e))?;
                        target_namespace = (ns != FIXED_NAMESPACE).then_some(ns);
                    }
                    by_enum.push(d)
                }
                None => return Err(TargetError::no_loc(format!("Could not find '{name}' instruction!"))),
            }
        }
        let mut rest = Vec::with_capacity(insts.len());
        let mut num_pseudo = 0;
        for (&inst, ns) in insts.iter().zip(namespaces) {
            if ns != FIXED_NAMESPACE {
                let pseudo = is_pseudo.bit(rk, inst).map_err(|e| TargetError::at(rk, e))?;
                num_pseudo += usize::from(pseudo);
                rest.push((!pseudo, rk.name_str(inst), inst));
            }
        }
        rest.sort_unstable_by(|a, b| (a.0, a.1.as_bytes()).cmp(&(b.0, b.1.as_bytes())));
        by_enum.extend(rest.into_iter().map(|(_, _, d)| d));
        // Every instruction after the fixed ones is outside their namespace.
        let target_namespace = match (target_namespace, by_enum.get(FIXED_INSTRUCTIONS.len())) {
            (Some(ns), _) => ns.to_string(),
            (None, Some(&first)) => namespace.string(rk, first).map_err(|e| TargetError::at(rk, e))?.to_string(),
            (None, None) => String::new(),
        };
        let mut values = FxHashMap::default();
        values.reserve(by_enum.len());
        for (n, &d) in by_enum.iter().enumerate() {
            values.insert(d, n as u32);
        }
        Ok(InstrEnumeration { by_enum, values, num_pseudo, namespace: target_namespace })
    }

    /// The enumeration of `by_enum` (as [`InstrEnumeration::compute`]
    /// ordered them, with `num_pseudo` pseudos and the target namespace).
    pub(super) fn from_parts(by_enum: Vec<RecId>, num_pseudo: usize, namespace: String) -> Self {
        let values = by_enum.iter().enumerate().map(|(n, &d)| (d, n as u32)).collect();
        InstrEnumeration { by_enum, values, num_pseudo, namespace }
    }

    /// The instructions in enum order.
    pub fn by_enum(&self) -> &[RecId] {
        &self.by_enum
    }

    /// The enum value of an instruction (LLVM's `getInstrIntValue`); `None`
    /// for a def that is not numbered (not an instruction, or an instruction
    /// in namespace `TargetOpcode` that is not a fixed opcode).
    pub fn value(&self, inst: RecId) -> Option<u32> {
        self.values.get(&inst).copied()
    }

    /// The target's instruction namespace (LLVM's `getInstNamespace`): that
    /// of the first instruction in enum order outside `TargetOpcode`; empty
    /// if there is none.
    pub fn namespace(&self) -> &str {
        &self.namespace
    }

    /// The number of fixed, target-independent opcodes.
    pub fn num_fixed(&self) -> usize {
        FIXED_INSTRUCTIONS.len()
    }

    /// The number of target pseudo instructions (`isPseudo`), not counting
    /// the fixed opcodes.
    pub fn num_pseudo(&self) -> usize {
        self.num_pseudo
    }
}
