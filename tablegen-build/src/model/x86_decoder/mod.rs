//! The X86 disassembler's decoding tables (LLVM's X86 `DisassemblerEmitter`
//! path): an instruction specifier per instruction (its context and operand
//! encodings), the table from prefix attributes to contexts, and per opcode
//! map a context → opcode → ModR/M decision tree whose leaves are shared in
//! one `modRMTable`.
//!
//! `-gen-disassembler` prints this as LLVM's C++; a Rust decoder can read
//! the same data.

pub(crate) mod contexts;
pub(crate) mod filters;
pub(crate) mod operands;
pub(crate) mod recognizable;
pub(crate) mod tables;

use tablegen_core::intern::FxHashMap;

use crate::backend::{Records, Result};
use crate::model::encoding::Context;
use crate::support::fields::fatal;

use contexts::{attr, context_for_attrs, InsnContext};
use operands::OperandSpec;
use recognizable::{InstrSpec, MAX_OPERANDS};

/// The X86 decoder tables.
pub(crate) struct X86Decoder {
    /// Per instruction (by enum value, up to the last `X86Inst`): its name,
    /// context and operand set.
    pub(crate) specs: Vec<InstrSpec>,
    /// The distinct operand lists, in order of first use.
    pub(crate) operand_sets: Vec<[OperandSpec; MAX_OPERANDS]>,
    /// Per instruction, the index of its operand list.
    pub(crate) spec_operand_set: Vec<u32>,
    /// Per combination of `ATTR_*` bits, the context it decodes in.
    pub(crate) attr_contexts: Vec<InsnContext>,
    /// The decision tables.
    pub(crate) tables: tables::Tables,
    /// The target's register numbers the Rust decoder names (set by the
    /// Rust writer's check, which can read the register bank).
    pub(crate) rust_registers: std::sync::OnceLock<Vec<u16>>,
}

/// Reads every instruction and builds the tables. Decoding conflicts are
/// reported as LLVM does: the details on `errs()`, then an error at the
/// target, and no tables (`None`; LLVM has printed the file header by then,
/// so that much is still written).
pub(crate) fn analyze(rk: &mut Records<'_>, cx: &Context) -> Result<Option<X86Decoder>> {
    let Some(x86_inst) = rk.keeper().class("X86Inst") else {
        return fatal(rk, &[], "Couldn't find class 'X86Inst'");
    };
    let insts = cx.insts.by_enum();
    if insts.len() > usize::from(u16::MAX) + 1 {
        return fatal(rk, &[], "Index into ModRMDecision is too large for uint16_t!");
    }
    let mut specs: Vec<InstrSpec> = Vec::new();
    let mut builder = tables::Builder::new();
    for (uid, inst) in insts.iter().enumerate() {
        let Some((spec, path)) = recognizable::recognize(rk, inst, x86_inst)? else { continue };
        if specs.len() <= uid {
            specs.resize(uid + 1, InstrSpec::default());
        }
        specs[uid] = spec;
        if let Some(path) = path {
            builder.add(&specs, uid as u16, &path);
        }
    }
    if !builder.conflicts.is_empty() {
        rk.raw(std::mem::take(&mut builder.conflicts));
        let locs = rk.record(cx.target.def()).locs.clone();
        rk.error(&locs, "Primary decode conflict");
        return Ok(None);
    }
    let mut operand_sets = Vec::new();
    let mut seen: FxHashMap<[OperandSpec; MAX_OPERANDS], u32> = FxHashMap::default();
    let spec_operand_set = specs
        .iter()
        .map(|s| {
            *seen.entry(s.operands).or_insert_with(|| {
                operand_sets.push(s.operands);
                operand_sets.len() as u32 - 1
            })
        })
        .collect();
    let attr_contexts = (0..attr::MAX).map(context_for_attrs).collect();
    Ok(Some(X86Decoder {
        specs,
        operand_sets,
        spec_operand_set,
        attr_contexts,
        tables: builder.finish(),
        rust_registers: Default::default(),
    }))
}
