//! One X86 instruction as the disassembler sees it (LLVM's
//! `RecognizableInstr`): its encoding fields, the context it is decoded in,
//! its operand specifier, and where in the decision tables it goes.

use tablegen_core::record::RecId;

use crate::backend::{Records, Result};
use crate::model::codegen::{CodeGenInstruction, Constraint};
use crate::support::fields::{bit_field, defs_field, fatal_at, lift};

use super::contexts::{InsnContext, Widening};
use super::filters::ModRmFilter;
use super::operands::{encodings, type_from_name, types, Encoding, OperandSpec, OperandType, Role, OP_SIZE16};

/// `X86_MAX_OPERANDS`: the operand slots of a specifier.
pub(crate) const MAX_OPERANDS: usize = 6;

/// `X86Local` format numbers (`FormBits`).
mod form {
    pub(super) const PSEUDO: u8 = 0;
    pub(super) const RAW_FRM: u8 = 1;
    pub(super) const ADD_REG_FRM: u8 = 2;
    pub(super) const RAW_FRM_MEM_OFFS: u8 = 3;
    pub(super) const RAW_FRM_SRC: u8 = 4;
    pub(super) const RAW_FRM_DST: u8 = 5;
    pub(super) const RAW_FRM_DST_SRC: u8 = 6;
    pub(super) const RAW_FRM_IMM8: u8 = 7;
    pub(super) const RAW_FRM_IMM16: u8 = 8;
    pub(super) const ADD_CC_FRM: u8 = 9;
    pub(super) const PREFIX_BYTE: u8 = 10;
    pub(super) const MRM_DEST_REG_CC: u8 = 18;
    pub(super) const MRM_DEST_MEM_CC: u8 = 19;
    pub(super) const MRM_DEST_MEM4VOP3_CC: u8 = 20;
    pub(super) const MRM_R0: u8 = 21;
    pub(super) const MRM_SRC_MEM_FSIB: u8 = 22;
    pub(super) const MRM_DEST_MEM_FSIB: u8 = 23;
    pub(super) const MRM_DEST_MEM: u8 = 24;
    pub(super) const MRM_SRC_MEM: u8 = 25;
    pub(super) const MRM_SRC_MEM4VOP3: u8 = 26;
    pub(super) const MRM_SRC_MEM_OP4: u8 = 27;
    pub(super) const MRM_SRC_MEM_CC: u8 = 28;
    pub(super) const MRM_XM_CC: u8 = 30;
    pub(super) const MRM_XM: u8 = 31;
    pub(super) const MRM0M: u8 = 32;
    pub(super) const MRM7M: u8 = 39;
    pub(super) const MRM_DEST_REG: u8 = 40;
    pub(super) const MRM_SRC_REG: u8 = 41;
    pub(super) const MRM_SRC_REG4VOP3: u8 = 42;
    pub(super) const MRM_SRC_REG_OP4: u8 = 43;
    pub(super) const MRM_SRC_REG_CC: u8 = 44;
    pub(super) const MRM_XR_CC: u8 = 46;
    pub(super) const MRM_XR: u8 = 47;
    pub(super) const MRM0R: u8 = 48;
    pub(super) const MRM7R: u8 = 55;
    pub(super) const MRM0X: u8 = 56;
    pub(super) const MRM7X: u8 = 63;
    pub(super) const MRM_C0: u8 = 64;
    pub(super) const MRM_FF: u8 = 127;
}

/// `X86Local` prefixes (`OpPrefixBits`), encodings (`OpEncBits`), address
/// sizes and the explicit REX2 prefix.
const PD: u8 = 1;
const XS: u8 = 2;
const XD: u8 = 3;
const PS: u8 = 4;
const ENC_VEX: u8 = 1;
const ENC_XOP: u8 = 2;
const ENC_EVEX: u8 = 3;
const AD_SIZE16: u8 = 1;
const AD_SIZE32: u8 = 2;
const AD_SIZE64: u8 = 3;
const EXPLICIT_REX2: u8 = 1;
/// `X86Local::T_MAP4`.
const MAP4: u8 = 8;
/// The opcode maps there are tables for (`OpMapBits` 0..=11).
pub(crate) const NUM_MAPS: usize = 12;

/// What the disassembler needs to know of one instruction (LLVM's
/// `InstructionSpecifier`): its name, context and operand slots.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct InstrSpec {
    /// The def's name; empty for instructions that are not `X86Inst`s.
    pub(crate) name: String,
    /// The context it is decoded in.
    pub(crate) context: InsnContext,
    /// Its operands, unused slots `ENCODING_NONE, TYPE_NONE`.
    pub(crate) operands: [OperandSpec; MAX_OPERANDS],
}

/// Where an instruction goes in the decision tables.
#[derive(Clone, Copy, Debug)]
pub(crate) struct DecodePath {
    /// The opcode map (`OpcodeType`).
    pub(crate) map: u8,
    /// The first opcode byte, and how many consecutive ones it takes
    /// (8 or 16 when a register or condition code is added to it).
    pub(crate) opcode: u8,
    pub(crate) count: u8,
    /// Which ModR/M bytes it takes.
    pub(crate) filter: ModRmFilter,
    /// Only in 16/32-bit modes (a `Not64Bit`/`In32Bit` predicate).
    pub(crate) is_32bit: bool,
    /// The explicit address size in bits (0 for none).
    pub(crate) address_size: u32,
    /// The contexts it is also decoded in beyond its own.
    pub(crate) widening: Widening,
}

/// The encoding fields of an `X86Inst` (LLVM's `RecognizableInstrBase`).
struct Fields {
    op_prefix: u8,
    op_map: u8,
    opcode: u8,
    form: u8,
    encoding: u8,
    op_size: u8,
    ad_size: u8,
    has_rex_w: bool,
    has_vex_4v: bool,
    ignores_w: bool,
    has_vex_l: bool,
    ignores_vex_l: bool,
    has_evex_l2: bool,
    has_evex_k: bool,
    has_evex_kz: bool,
    has_evex_b: bool,
    has_evex_nf: bool,
    has_two_conditional_ops: bool,
    encode_rc: bool,
    is_code_gen_only: bool,
    is_asm_parser_only: bool,
    force_disassemble: bool,
    cd8_scale: u8,
    explicit_rex2: bool,
}

/// A `bits<N>` field as a byte, low bit first (bits past the eighth are
/// dropped, as LLVM's shifting mask drops them).
fn byte_field(rk: &mut Records<'_>, rec: RecId, field: &str) -> Result<u8> {
    let r = rk.value_as_bits(rec, field).map(<[_]>::to_vec);
    let bits = lift(rk, r)?;
    let mut v = 0u8;
    for (i, b) in bits.iter().enumerate() {
        match rk.inits.as_bit(*b) {
            Some(true) if i < 8 => v |= 1 << i,
            Some(_) => {}
            None => {
                let name = rk.name_str(rec).to_owned();
                return fatal_at(rk, rec, format!("bit {i} of field '{field}' of {name} is not set"));
            }
        }
    }
    Ok(v)
}

impl Fields {
    fn read(rk: &mut Records<'_>, rec: RecId) -> Result<Self> {
        let form = byte_field(rk, rec, "FormBits")?;
        let has_evex_b = bit_field(rk, rec, "hasEVEX_B")?;
        Ok(Fields {
            op_prefix: byte_field(rk, rec, "OpPrefixBits")?,
            op_map: byte_field(rk, rec, "OpMapBits")?,
            opcode: byte_field(rk, rec, "Opcode")?,
            form,
            encoding: byte_field(rk, rec, "OpEncBits")?,
            op_size: byte_field(rk, rec, "OpSizeBits")?,
            ad_size: byte_field(rk, rec, "AdSizeBits")?,
            has_rex_w: bit_field(rk, rec, "hasREX_W")?,
            has_vex_4v: bit_field(rk, rec, "hasVEX_4V")?,
            ignores_w: bit_field(rk, rec, "IgnoresW")?,
            ignores_vex_l: bit_field(rk, rec, "ignoresVEX_L")?,
            has_evex_l2: bit_field(rk, rec, "hasEVEX_L2")?,
            has_evex_k: bit_field(rk, rec, "hasEVEX_K")?,
            has_evex_kz: bit_field(rk, rec, "hasEVEX_Z")?,
            has_evex_b,
            has_evex_nf: bit_field(rk, rec, "hasEVEX_NF")?,
            has_two_conditional_ops: bit_field(rk, rec, "hasTwoConditionalOps")?,
            is_code_gen_only: bit_field(rk, rec, "isCodeGenOnly")?,
            is_asm_parser_only: bit_field(rk, rec, "isAsmParserOnly")?,
            force_disassemble: bit_field(rk, rec, "ForceDisassemble")?,
            cd8_scale: byte_field(rk, rec, "CD8_Scale")?,
            has_vex_l: bit_field(rk, rec, "hasVEX_L")?,
            explicit_rex2: byte_field(rk, rec, "explicitOpPrefixBits")? == EXPLICIT_REX2,
            encode_rc: has_evex_b && (form == form::MRM_DEST_REG || form == form::MRM_SRC_REG),
        })
    }

    fn should_be_emitted(&self) -> bool {
        self.form != form::PSEUDO && (!self.is_code_gen_only || self.force_disassemble) && !self.is_asm_parser_only
    }

    /// The EVEX mask/broadcast suffix LLVM's `EVEX_KB` appends.
    fn kb_suffix(&self) -> &'static str {
        match (self.has_evex_kz, self.has_evex_k, self.has_evex_b) {
            (true, _, true) => "_KZ_B",
            (false, true, true) => "_K_B",
            (true, _, false) => "_KZ",
            (false, true, false) => "_K",
            (false, false, true) => "_B",
            (false, false, false) => "",
        }
    }
}

/// The suffix of a VEX/EVEX context for a mandatory prefix, `None` when
/// there is none.
fn prefix_suffix(op_prefix: u8) -> Option<&'static str> {
    match op_prefix {
        PD => Some("_OPSIZE"),
        XS => Some("_XS"),
        XD => Some("_XD"),
        PS => Some(""),
        _ => None,
    }
}

/// The physical operand counts a form allows (LLVM's assertions), with
/// the form's name for the error.
type CountCheck = (u32, u32, &'static str);

/// How a form's operands are read: their roles in order (`true` for the
/// ones that may be missing) and the count check.
struct FormOperands {
    roles: Vec<(Role, bool)>,
    count: Option<CountCheck>,
}

/// An instruction being turned into a specifier and a decode path.
struct Recognizer<'a> {
    rec: RecId,
    name: String,
    f: Fields,
    is_32bit: bool,
    is_64bit: bool,
    inst: &'a CodeGenInstruction,
}

/// Reads one instruction: `None` for instructions that are not `X86Inst`s
/// (they keep an empty specifier), else its specifier and, when it is
/// disassembled at all, its decode path.
pub(crate) fn recognize(
    rk: &mut Records<'_>,
    inst: &CodeGenInstruction,
    x86_inst: RecId,
) -> Result<Option<(InstrSpec, Option<DecodePath>)>> {
    let rec = inst.def;
    if !rk.record(rec).is_subclass_of(x86_inst) {
        return Ok(None);
    }
    let f = Fields::read(rk, rec)?;
    let mut is_32bit = false;
    let mut is_64bit = false;
    for p in defs_field(rk, rec, "Predicates")? {
        let n = rk.name_str(p);
        if n.contains("Not64Bit") || n.contains("In32Bit") {
            is_32bit = true;
            break;
        }
        if n.contains("In64Bit") {
            is_64bit = true;
            break;
        }
    }
    let name = rk.name_str(rec).to_owned();
    let r = Recognizer { rec, name, f, is_32bit, is_64bit, inst };
    let mut spec = InstrSpec { name: r.name.clone(), ..InstrSpec::default() };
    if !r.f.should_be_emitted() {
        // The specifier of an instruction that is not disassembled stays
        // empty, name included.
        return Ok(Some((InstrSpec::default(), None)));
    }
    spec.context = r.context(rk)?;
    r.operands(rk, &mut spec)?;
    let path = r.decode_path(rk)?;
    Ok(Some((spec, Some(path))))
}

impl Recognizer<'_> {
    fn fail<T>(&self, rk: &mut Records<'_>, msg: String) -> Result<T> {
        fatal_at(rk, self.rec, msg)
    }

    fn named(&self, rk: &mut Records<'_>, name: &str) -> Result<InsnContext> {
        match InsnContext::by_name(name) {
            Some(c) => Ok(c),
            None => self.fail(rk, format!("Unknown instruction class: {name}")),
        }
    }

    /// LLVM's `insnContext`.
    fn context(&self, rk: &mut Records<'_>) -> Result<InsnContext> {
        let f = &self.f;
        let no_prefix = |rk: &mut Records<'_>| -> Result<InsnContext> {
            self.fail(rk, format!("Instruction does not use a prefix: {}", self.name))
        };
        if f.encoding == ENC_EVEX {
            if f.has_vex_l && f.has_evex_l2 {
                return self.fail(rk, format!("Don't support VEX.L if EVEX_L2 is enabled: {}", self.name));
            }
            if f.has_evex_nf {
                let base = if f.op_prefix == PD {
                    "IC_EVEX_OPSIZE"
                } else if f.has_rex_w {
                    "IC_EVEX_W"
                } else {
                    "IC_EVEX"
                };
                let b = if f.has_evex_b { "_B" } else { "" };
                return self.named(rk, &format!("{base}{b}_NF"));
            }
            let lw = if !f.encode_rc && f.has_vex_l && f.has_rex_w {
                "_L_W"
            } else if !f.encode_rc && f.has_vex_l {
                "_L"
            } else if !f.encode_rc && f.has_evex_l2 && f.has_rex_w {
                "_L2_W"
            } else if !f.encode_rc && f.has_evex_l2 {
                "_L2"
            } else if f.has_rex_w {
                "_W"
            } else {
                ""
            };
            let Some(p) = prefix_suffix(f.op_prefix) else { return no_prefix(rk) };
            // Without L, L2 or W, a 32-bit address size picks the EVEX
            // address-size contexts instead of the mask ones.
            if lw.is_empty() && f.op_prefix != PS && f.ad_size == AD_SIZE32 {
                return self.named(rk, &format!("IC_EVEX{p}_ADSIZE"));
            }
            return self.named(rk, &format!("IC_EVEX{lw}{p}{}", f.kb_suffix()));
        }
        if f.encoding == ENC_VEX || f.encoding == ENC_XOP {
            let name = if f.has_vex_l && f.has_rex_w {
                let Some(p) = prefix_suffix(f.op_prefix) else { return no_prefix(rk) };
                format!("IC_VEX_L_W{p}")
            } else if f.op_prefix == PD && f.has_vex_l {
                "IC_VEX_L_OPSIZE".into()
            } else if f.op_prefix == PD && f.has_rex_w {
                "IC_VEX_W_OPSIZE".into()
            } else if f.op_prefix == PD {
                "IC_VEX_OPSIZE".into()
            } else if f.has_vex_l && f.op_prefix == XS {
                "IC_VEX_L_XS".into()
            } else if f.has_vex_l && f.op_prefix == XD {
                "IC_VEX_L_XD".into()
            } else if f.has_rex_w && f.op_prefix == XS {
                "IC_VEX_W_XS".into()
            } else if f.has_rex_w && f.op_prefix == XD {
                "IC_VEX_W_XD".into()
            } else if f.has_rex_w && f.op_prefix == PS {
                "IC_VEX_W".into()
            } else if f.has_vex_l && f.op_prefix == PS {
                "IC_VEX_L".into()
            } else if f.op_prefix == XD {
                "IC_VEX_XD".into()
            } else if f.op_prefix == XS {
                "IC_VEX_XS".into()
            } else if f.op_prefix == PS {
                "IC_VEX".into()
            } else {
                return no_prefix(rk);
            };
            return self.named(rk, &name);
        }
        let op16 = f.op_size == OP_SIZE16;
        let name = if self.is_64bit || f.has_rex_w || f.ad_size == AD_SIZE64 {
            let ad32 = f.ad_size == AD_SIZE32;
            if f.has_rex_w && (op16 || f.op_prefix == PD) {
                "IC_64BIT_REXW_OPSIZE"
            } else if f.has_rex_w && ad32 {
                "IC_64BIT_REXW_ADSIZE"
            } else if op16 && f.op_prefix == XD {
                "IC_64BIT_XD_OPSIZE"
            } else if op16 && f.op_prefix == XS {
                "IC_64BIT_XS_OPSIZE"
            } else if ad32 && (f.op_prefix == PD || op16) {
                "IC_64BIT_OPSIZE_ADSIZE"
            } else if op16 || f.op_prefix == PD {
                "IC_64BIT_OPSIZE"
            } else if ad32 {
                "IC_64BIT_ADSIZE"
            } else if f.has_rex_w && f.op_prefix == XS {
                "IC_64BIT_REXW_XS"
            } else if f.has_rex_w && f.op_prefix == XD {
                "IC_64BIT_REXW_XD"
            } else if f.op_prefix == XD {
                "IC_64BIT_XD"
            } else if f.op_prefix == XS {
                "IC_64BIT_XS"
            } else if f.explicit_rex2 {
                "IC_64BIT_REX2"
            } else if f.has_rex_w {
                "IC_64BIT_REXW"
            } else {
                "IC_64BIT"
            }
        } else {
            let ad16 = f.ad_size == AD_SIZE16;
            if op16 && f.op_prefix == XD {
                "IC_XD_OPSIZE"
            } else if op16 && f.op_prefix == XS {
                "IC_XS_OPSIZE"
            } else if ad16 && f.op_prefix == XD {
                "IC_XD_ADSIZE"
            } else if ad16 && f.op_prefix == XS {
                "IC_XS_ADSIZE"
            } else if ad16 && (f.op_prefix == PD || op16) {
                "IC_OPSIZE_ADSIZE"
            } else if op16 || f.op_prefix == PD {
                "IC_OPSIZE"
            } else if ad16 {
                "IC_ADSIZE"
            } else if f.op_prefix == XD {
                "IC_XD"
            } else if f.op_prefix == XS {
                "IC_XS"
            } else {
                "IC"
            }
        };
        self.named(rk, name)
    }

    /// The roles of the operands, in order, for the instruction's form
    /// (`true` for the ones that may be missing), with the range of
    /// physical (untied) operand counts the form allows.
    fn operand_roles(&self, rk: &mut Records<'_>) -> Result<FormOperands> {
        use form::*;
        use Role::*;
        let f = &self.f;
        let extra = u32::from(f.has_vex_4v) + u32::from(f.has_evex_k) + 2 * u32::from(f.has_two_conditional_ops);
        let is_nd = f.op_map == MAP4 && f.has_evex_b && f.has_vex_4v;
        let req = |r: Role| (r, false);
        let opt = |r: Role| (r, true);
        let mut v = Vec::with_capacity(6);
        // The common shape of the ModR/M forms with an NDD, a mask, a
        // VEX.vvvv source: `first`, mask, vvvv, `second`, then immediates.
        let modrm = |v: &mut Vec<(Role, bool)>, first: Role, second: Role, imms: usize| {
            if is_nd {
                v.push(req(VvvvRegister));
            }
            v.push(req(first));
            if f.has_evex_k {
                v.push(req(WritemaskRegister));
            }
            if !is_nd && f.has_vex_4v {
                v.push(req(VvvvRegister));
            }
            v.push(req(second));
            v.extend(std::iter::repeat(opt(Immediate)).take(imms));
        };
        let range = match f.form {
            PREFIX_BYTE => None,
            RAW_FRM_SRC | RAW_FRM_DST => {
                v.push(req(Relocation));
                None
            }
            RAW_FRM_DST_SRC => {
                v.extend([req(Relocation), req(Relocation)]);
                None
            }
            RAW_FRM => {
                v.push(opt(Relocation));
                Some((0, 1, "RawFrm"))
            }
            RAW_FRM_MEM_OFFS => {
                v.push(req(Relocation));
                None
            }
            ADD_REG_FRM => {
                v.extend([req(OpcodeModifier), opt(Relocation)]);
                Some((1, 2, "AddRegFrm"))
            }
            ADD_CC_FRM => {
                v.extend([req(Relocation), req(OpcodeModifier)]);
                Some((2, 2, "AddCCFrm"))
            }
            MRM_DEST_REG_CC => {
                v.extend([req(RmRegister), req(RoRegister), req(OpcodeModifier)]);
                Some((3, 3, "MRMDestRegCC"))
            }
            MRM_DEST_REG => {
                modrm(&mut v, RmRegister, RoRegister, 2);
                Some((2 + extra, 3 + extra, "MRMDestReg"))
            }
            MRM_DEST_MEM_CC => {
                v.extend([req(Memory), req(RoRegister), req(OpcodeModifier)]);
                Some((3, 3, "MRMDestMemCC"))
            }
            MRM_DEST_MEM4VOP3_CC => {
                v.extend([req(RoRegister), req(Memory), req(VvvvRegister), req(OpcodeModifier)]);
                Some((4, 4, "MRMDestMem4VOp3CC"))
            }
            MRM_DEST_MEM | MRM_DEST_MEM_FSIB => {
                modrm(&mut v, Memory, RoRegister, 2);
                Some((2 + extra, 3 + extra, "MRMDestMemFrm with VEX_4V"))
            }
            MRM_SRC_REG => {
                modrm(&mut v, RoRegister, RmRegister, 2);
                Some((2 + extra, 4 + extra, "MRMSrcRegFrm"))
            }
            MRM_SRC_REG4VOP3 => {
                v.extend([req(RoRegister), req(RmRegister), req(VvvvRegister)]);
                Some((3, 3, "MRMSrcReg4VOp3Frm"))
            }
            MRM_SRC_REG_OP4 => {
                v.extend([req(RoRegister), req(VvvvRegister), req(Immediate), req(RmRegister), opt(Immediate)]);
                Some((4, 5, "MRMSrcRegOp4Frm"))
            }
            MRM_SRC_REG_CC => {
                if is_nd {
                    v.push(req(VvvvRegister));
                }
                v.extend([req(RoRegister), req(RmRegister), req(OpcodeModifier)]);
                Some((3, 4, "MRMSrcRegCC"))
            }
            MRM_SRC_MEM | MRM_SRC_MEM_FSIB => {
                modrm(&mut v, RoRegister, Memory, 2);
                Some((2 + extra, 4 + extra, "MRMSrcMemFrm"))
            }
            MRM_SRC_MEM4VOP3 => {
                v.extend([req(RoRegister), req(Memory), req(VvvvRegister)]);
                Some((3, 3, "MRMSrcMem4VOp3Frm"))
            }
            MRM_SRC_MEM_OP4 => {
                v.extend([req(RoRegister), req(VvvvRegister), req(Immediate), req(Memory), opt(Immediate)]);
                Some((4, 5, "MRMSrcMemOp4Frm"))
            }
            MRM_SRC_MEM_CC => {
                if is_nd {
                    v.push(req(VvvvRegister));
                }
                v.extend([req(RoRegister), req(Memory), req(OpcodeModifier)]);
                Some((3, 4, "MRMSrcMemCC"))
            }
            MRM_XR_CC => {
                v.extend([req(RmRegister), req(OpcodeModifier)]);
                Some((2, 2, "MRMXrCC"))
            }
            MRM_R0 => {
                v.push(req(RoRegister));
                None
            }
            MRM_XR | MRM0R..=MRM7R => {
                if f.has_vex_4v {
                    v.push(req(VvvvRegister));
                }
                if f.has_evex_k {
                    v.push(req(WritemaskRegister));
                }
                v.extend([opt(RmRegister), opt(Relocation), opt(Immediate), opt(Immediate)]);
                Some((extra, 3 + extra, "MRMnr"))
            }
            MRM_XM_CC => {
                v.extend([req(Memory), req(OpcodeModifier)]);
                Some((2, 2, "MRMXm"))
            }
            MRM_XM | MRM0M..=MRM7M => {
                if f.has_vex_4v {
                    v.push(req(VvvvRegister));
                }
                if f.has_evex_k {
                    v.push(req(WritemaskRegister));
                }
                v.extend([req(Memory), opt(Relocation), opt(Immediate), opt(Immediate)]);
                Some((1 + extra, 2 + extra, "MRMnm"))
            }
            RAW_FRM_IMM8 => {
                v.extend([req(Immediate), req(Immediate)]);
                Some((2, 2, "X86Local::RawFrmImm8"))
            }
            RAW_FRM_IMM16 => {
                v.extend([req(Immediate), req(Immediate)]);
                None
            }
            MRM0X..=MRM7X | MRM_C0..=MRM_FF => {
                v.push(opt(Relocation));
                None
            }
            _ => return self.fail(rk, "Unhandled form".into()),
        };
        Ok(FormOperands { roles: v, count: range })
    }

    /// LLVM's `emitInstructionSpecifier`, after the context: the operand
    /// slots, tied operands marked as duplicates of the operand they are
    /// tied with.
    fn operands(&self, rk: &mut Records<'_>, spec: &mut InstrSpec) -> Result<()> {
        let ops = &self.inst.operands.operands;
        let num_operands = ops.len();
        if num_operands > MAX_OPERANDS {
            return self.fail(rk, "X86_MAX_OPERANDS is not large enough".into());
        }
        let mut mapping = [0usize; MAX_OPERANDS];
        let mut num_physical = 0u32;
        for (i, op) in ops.iter().enumerate() {
            match op.constraints.first() {
                Some(Constraint::Tied(t)) => {
                    let t = *t as usize;
                    if t >= MAX_OPERANDS {
                        return self.fail(rk, "X86_MAX_OPERANDS is not large enough".into());
                    }
                    // Both the operand and the one it is tied with point at
                    // the later one, which is the one decoded.
                    mapping[i] = i;
                    mapping[t] = i;
                }
                _ => {
                    num_physical += 1;
                    mapping[i] = i;
                }
            }
        }
        let FormOperands { roles, count: range } = self.operand_roles(rk)?;
        if let Some((lo, hi, what)) = range {
            if num_physical < lo || num_physical > hi {
                return self.fail(rk, format!("Unexpected number of operands for {what}"));
            }
        }
        let mut index = 0usize;
        let mut physical = 0u32;
        for (role, optional) in roles {
            if optional && physical >= num_physical {
                continue;
            }
            while index < num_operands && mapping[index] != index {
                spec.operands[index] =
                    OperandSpec { encoding: encodings::DUP, ty: OperandType(types::DUP0.0 + mapping[index] as u8) };
                index += 1;
            }
            let Some(op) = ops.get(index) else {
                return self.fail(rk, format!("Unexpected number of operands for {}", self.name));
            };
            let type_name = rk.name_str(op.rec).to_owned();
            let mut encoding = match role.encoding(&type_name, self.f.op_size) {
                Ok(e) => e,
                Err(what) => return self.fail(rk, format!("{what}{type_name}")),
            };
            self.adjust_encoding(&mut encoding);
            let Some(ty) = type_from_name(&type_name, self.f.has_rex_w, self.f.op_size) else {
                return self.fail(rk, format!("Unhandled type string {type_name}"));
            };
            spec.operands[index] = OperandSpec { encoding, ty };
            index += 1;
            physical += 1;
        }
        for o in &spec.operands {
            if o.encoding.name().is_none() {
                return self.fail(rk, "Unhandled encoding".into());
            }
            if o.ty.name().is_none() {
                return self.fail(rk, "Unhandled type".into());
            }
        }
        Ok(())
    }

    /// Compressed displacements: memory operands of instructions with a
    /// `CD8_Scale` take the scaled variant of their encoding.
    fn adjust_encoding(&self, e: &mut Encoding) {
        if (*e == encodings::RM || *e == encodings::VSIB || *e == encodings::SIB) && self.f.cd8_scale != 0 {
            e.0 += self.f.cd8_scale.ilog2() as u8;
        }
    }

    /// LLVM's `emitDecodePath`: the map, opcodes and ModR/M filter.
    fn decode_path(&self, rk: &mut Records<'_>) -> Result<DecodePath> {
        use form::*;
        let f = &self.f;
        if f.op_map as usize >= NUM_MAPS {
            return self.fail(rk, "Invalid map!".into());
        }
        let filter = match f.form {
            RAW_FRM | ADD_REG_FRM | RAW_FRM_MEM_OFFS | RAW_FRM_SRC | RAW_FRM_DST | RAW_FRM_DST_SRC | RAW_FRM_IMM8
            | RAW_FRM_IMM16 | ADD_CC_FRM | PREFIX_BYTE => ModRmFilter::Any,
            MRM_DEST_REG | MRM_DEST_REG_CC | MRM_SRC_REG | MRM_SRC_REG4VOP3 | MRM_SRC_REG_OP4 | MRM_SRC_REG_CC
            | MRM_XR_CC | MRM_XR => ModRmFilter::Mod { reg: true },
            MRM_DEST_MEM | MRM_DEST_MEM_CC | MRM_DEST_MEM4VOP3_CC | MRM_DEST_MEM_FSIB | MRM_SRC_MEM
            | MRM_SRC_MEM_FSIB | MRM_SRC_MEM4VOP3 | MRM_SRC_MEM_OP4 | MRM_SRC_MEM_CC | MRM_XM_CC | MRM_XM => {
                ModRmFilter::Mod { reg: false }
            }
            MRM0R..=MRM7R => ModRmFilter::Extended { reg: true, nnn: f.form - MRM0R },
            MRM0X..=MRM7X => ModRmFilter::Extended { reg: true, nnn: f.form - MRM0X },
            MRM_R0 => ModRmFilter::ExtendedRm { reg: true, nnn: 0 },
            MRM0M..=MRM7M => ModRmFilter::Extended { reg: false, nnn: f.form - MRM0M },
            MRM_C0..=MRM_FF => ModRmFilter::Exact(0xC0 + (f.form - MRM_C0)),
            _ => return self.fail(rk, "Invalid form!".into()),
        };
        let address_size = match f.ad_size {
            AD_SIZE16 => 16,
            AD_SIZE32 => 32,
            AD_SIZE64 => 64,
            _ => 0,
        };
        let count = match f.form {
            ADD_REG_FRM => 8,
            MRM_SRC_REG_CC | MRM_SRC_MEM_CC | MRM_XR_CC | MRM_XM_CC | ADD_CC_FRM | MRM_DEST_REG_CC
            | MRM_DEST_MEM_CC | MRM_DEST_MEM4VOP3_CC => 16,
            _ => 1,
        };
        if f.opcode % count != 0 {
            return self.fail(rk, "ADDREG_FRM opcode not aligned".into());
        }
        Ok(DecodePath {
            map: f.op_map,
            opcode: f.opcode,
            count,
            filter,
            is_32bit: self.is_32bit,
            address_size,
            widening: Widening {
                no_prefix: f.op_prefix == 0,
                ignores_l: f.ignores_vex_l || f.encode_rc,
                ignores_w: f.ignores_w,
                adsize64: address_size == 64,
            },
        })
    }
}
