// RISC-V's disassembler: the part of LLVM 19's `RISCVDisassembler`
// (Disassembler/RISCVDisassembler.cpp) that LLVM's target code writes by
// hand — the operand decoders the generated tables call, and
// `getInstruction`, which picks the tables — over the decoder
// `-gen-disassembler` generates from RISCV.td.
//
// This file is `include!`d where `super::disassembler`,
// `super::instr_info`, `super::register_info` and `super::subtarget` are
// the Rust modules of RISCV.td's `-gen-disassembler`, `-gen-instr-info`,
// `-gen-register-info` and `-gen-subtarget`: the `riscv` module tree of
// this crate.

use super::disassembler::{self as tables, DecodeError, DecodeStatus, DecoderHooks, Inst};
use super::instr_info::Opcode;
use super::printer::Subtarget;
use super::register_info::{Reg, RegClass, SubRegIdx};
use super::subtarget::Feature;
use tablegen_runtime::mc::Operand;

/// `RISCVDisassembler`: decodes RISC-V machine code for a subtarget (its
/// features pick the tables, as `-mattr` does for llvm-mc).
///
/// ```
/// use tablegen_examples::riscv::decoder::Decoder;
/// use tablegen_examples::riscv::printer::Subtarget;
///
/// struct Rv64;
/// impl Subtarget for Rv64 {
///     fn has_feature(&self, bit: u32) -> bool {
///         bit == tablegen_examples::riscv::subtarget::Feature::Feature64Bit.0 as u32
///     }
///     fn has_feature_named(&self, name: &str) -> bool {
///         name == "Feature64Bit"
///     }
/// }
///
/// let mut decoder = Decoder::new(Rv64);
/// // addi a0, a0, 0
/// let (inst, size) = decoder.decode_instruction(&[0x13, 0x05, 0x05, 0x00], 0).unwrap();
/// assert_eq!((inst.imm(2), size), (Some(0), 4));
/// ```
pub struct Decoder<S> {
    subtarget: S,
}

/// A 32-bit table and the features it needs, in `getInstruction32`'s order.
type Table32 = (fn(&dyn Subtarget) -> bool, &'static [u8]);

/// C++ `STI.hasFeature(f)`.
fn has(s: &dyn Subtarget, f: Feature) -> bool {
    s.has_feature(u32::from(f.0))
}

/// `getInstruction32`'s tables: vendor and RV32-only tables before the
/// standard one, as their encodings overlap standard ones (custom opcode
/// space, or `Zdinx` register pairs reusing `D`'s encodings).
const TABLES_32: &[Table32] = &[
    (|s| has(s, Feature::FeatureStdExtZdinx) && !has(s, Feature::Feature64Bit), tables::DECODER_TABLE_RV32ZDINX32),
    (|s| has(s, Feature::FeatureStdExtZacas) && !has(s, Feature::Feature64Bit), tables::DECODER_TABLE_RV32ZACAS32),
    (|s| has(s, Feature::FeatureStdExtZfinx), tables::DECODER_TABLE_RVZFINX32),
    (|s| has(s, Feature::FeatureVendorXVentanaCondOps), tables::DECODER_TABLE_XVENTANA32),
    (|s| has(s, Feature::FeatureVendorXTHeadBa), tables::DECODER_TABLE_XTHEADBA32),
    (|s| has(s, Feature::FeatureVendorXTHeadBb), tables::DECODER_TABLE_XTHEADBB32),
    (|s| has(s, Feature::FeatureVendorXTHeadBs), tables::DECODER_TABLE_XTHEADBS32),
    (|s| has(s, Feature::FeatureVendorXTHeadCondMov), tables::DECODER_TABLE_XTHEADCONDMOV32),
    (|s| has(s, Feature::FeatureVendorXTHeadCmo), tables::DECODER_TABLE_XTHEADCMO32),
    (|s| has(s, Feature::FeatureVendorXTHeadFMemIdx), tables::DECODER_TABLE_XTHEADFMEMIDX32),
    (|s| has(s, Feature::FeatureVendorXTHeadMac), tables::DECODER_TABLE_XTHEADMAC32),
    (|s| has(s, Feature::FeatureVendorXTHeadMemIdx), tables::DECODER_TABLE_XTHEADMEMIDX32),
    (|s| has(s, Feature::FeatureVendorXTHeadMemPair), tables::DECODER_TABLE_XTHEADMEMPAIR32),
    (|s| has(s, Feature::FeatureVendorXTHeadSync), tables::DECODER_TABLE_XTHEADSYNC32),
    (|s| has(s, Feature::FeatureVendorXTHeadVdot), tables::DECODER_TABLE_XTHEADVDOT32),
    (|s| has(s, Feature::FeatureVendorXSfvcp), tables::DECODER_TABLE_XSFVCP32),
    (|s| has(s, Feature::FeatureVendorXSfvqmaccdod), tables::DECODER_TABLE_XSFVQMACCDOD32),
    (|s| has(s, Feature::FeatureVendorXSfvqmaccqoq), tables::DECODER_TABLE_XSFVQMACCQOQ32),
    (|s| has(s, Feature::FeatureVendorXSfvfwmaccqqq), tables::DECODER_TABLE_XSFVFWMACCQQQ32),
    (|s| has(s, Feature::FeatureVendorXSfvfnrclipxfqf), tables::DECODER_TABLE_XSFVFNRCLIPXFQF32),
    (|s| has(s, Feature::FeatureVendorXSiFivecdiscarddlone), tables::DECODER_TABLE_XSIFIVECDISCARDDLONE32),
    (|s| has(s, Feature::FeatureVendorXSiFivecflushdlone), tables::DECODER_TABLE_XSIFIVECFLUSHDLONE32),
    (|s| has(s, Feature::FeatureVendorXSfcease), tables::DECODER_TABLE_XSFCEASE32),
    (|s| has(s, Feature::FeatureVendorXCVbitmanip), tables::DECODER_TABLE_XCVBITMANIP32),
    (|s| has(s, Feature::FeatureVendorXCVelw), tables::DECODER_TABLE_XCVELW32),
    (|s| has(s, Feature::FeatureVendorXCVmac), tables::DECODER_TABLE_XCVMAC32),
    (|s| has(s, Feature::FeatureVendorXCVmem), tables::DECODER_TABLE_XCVMEM32),
    (|s| has(s, Feature::FeatureVendorXCValu), tables::DECODER_TABLE_XCVALU32),
    (|s| has(s, Feature::FeatureVendorXCVsimd), tables::DECODER_TABLE_XCVSIMD32),
    (|s| has(s, Feature::FeatureVendorXCVbi), tables::DECODER_TABLE_XCVBI32),
    (|_| true, tables::DECODER_TABLE_32),
];

/// A 16-bit table, the features it needs, and whether its instructions
/// get their implicit `sp` operands (C++ `TRY_TO_DECODE_AND_ADD_SP`).
type Table16 = (fn(&dyn Subtarget) -> bool, &'static [u8], bool);

/// `getInstruction16`'s tables, in its order.
const TABLES_16: &[Table16] = &[
    (|s| !has(s, Feature::Feature64Bit), tables::DECODER_TABLE_RISCV32ONLY_16, true),
    (|s| has(s, Feature::FeatureStdExtZicfiss), tables::DECODER_TABLE_ZICFISS16, false),
    (|s| has(s, Feature::FeatureStdExtZcmt), tables::DECODER_TABLE_RVZCMT16, false),
    (|s| has(s, Feature::FeatureStdExtZcmp), tables::DECODER_TABLE_RVZCMP16, false),
    (|s| has(s, Feature::FeatureVendorXwchc), tables::DECODER_TABLE_XWCHC16, true),
    (|_| true, tables::DECODER_TABLE_16, true),
];

impl<S: Subtarget> Decoder<S> {
    /// The decoder for `subtarget`.
    pub fn new(subtarget: S) -> Self {
        Decoder { subtarget }
    }

    /// C++ `getInstruction`: decodes the instruction at the start of
    /// `bytes` (little-endian, at `address`), returning it and its size in
    /// bytes. Encodings longer than 32 bits (48, 64, ...) are never
    /// decoded, as in LLVM: they are `Invalid` (or `Truncated` when
    /// `bytes` is shorter than their length).
    ///
    /// ```
    /// # use tablegen_examples::riscv::{decoder::Decoder, printer::Subtarget};
    /// # struct Rv32;
    /// # impl Subtarget for Rv32 {
    /// #     fn has_feature(&self, _: u32) -> bool { false }
    /// #     fn has_feature_named(&self, _: &str) -> bool { false }
    /// # }
    /// use tablegen_runtime::mc::DecodeError;
    ///
    /// let mut decoder = Decoder::new(Rv32);
    /// assert!(matches!(decoder.decode_instruction(&[0x13], 0), Err(DecodeError::Truncated { .. })));
    /// ```
    pub fn decode_instruction(&mut self, bytes: &[u8], address: u64) -> Result<(Inst, usize), DecodeError> {
        let first = *bytes.first().ok_or(DecodeError::Truncated { needed: 2, available: 0 })?;
        let truncated = |needed: usize| DecodeError::Truncated { needed, available: bytes.len() };
        if first & 0b11 != 0b11 {
            let word = bytes.get(..2).ok_or(truncated(2))?;
            let insn = u32::from(u16::from_le_bytes([word[0], word[1]]));
            for &(wanted, table, add_sp) in TABLES_16 {
                if wanted(&self.subtarget) {
                    match tables::decode(table, insn, address, self) {
                        Ok(mut d) => {
                            if add_sp {
                                add_sp_operands(&mut d.inst);
                            }
                            return Ok((d.inst, 2));
                        }
                        Err(DecodeError::Invalid) => {}
                        Err(e) => return Err(e),
                    }
                }
            }
            return Err(DecodeError::Invalid);
        }
        if first & 0b1_1100 != 0b1_1100 {
            let word = bytes.get(..4).ok_or(truncated(4))?;
            let insn = u32::from_le_bytes([word[0], word[1], word[2], word[3]]);
            for &(wanted, table) in TABLES_32 {
                if wanted(&self.subtarget) {
                    match tables::decode(table, insn, address, self) {
                        Ok(d) => return Ok((d.inst, 4)),
                        Err(DecodeError::Invalid) => {}
                        Err(e) => return Err(e),
                    }
                }
            }
            return Err(DecodeError::Invalid);
        }
        // Longer encodings: LLVM reports their size (to skip them) but
        // decodes none; too few bytes for the size is truncation.
        let needed = if first & 0b11_1111 == 0b01_1111 {
            6
        } else if first & 0b111_1111 == 0b011_1111 {
            8
        } else {
            let second = *bytes.get(1).ok_or(truncated(2))?;
            match (second >> 4) & 0b111 {
                0b111 => return Err(DecodeError::Invalid),
                nnn => 10 + usize::from(nnn) * 2,
            }
        };
        Err(if bytes.len() < needed { truncated(needed) } else { DecodeError::Invalid })
    }
}

/// C++ `addSPOperands`: compressed stack-pointer instructions (`c.addi4spn`,
/// `c.lwsp`, ...) encode no `sp` operand; their descriptions have one.
fn add_sp_operands(inst: &mut Inst) {
    let desc = u16::try_from(inst.opcode()).ok().and_then(Opcode::from_value).and_then(Opcode::desc);
    let Some(desc) = desc else { return };
    let sp = RegClass::SpRegClassId.value() as i16;
    for i in 0..usize::from(desc.num_operands) {
        if desc.operand(i).is_some_and(|o| o.reg_class == sp) {
            // The operands before `i` are in place, so `i` is in bounds.
            let _ = inst.insert(i, reg(Reg::X2));
        }
    }
}

/// A register operand.
fn reg(r: Reg) -> Operand {
    Operand::Reg(u32::from(r.value()))
}

/// `base + n` as a register operand (LLVM's `RISCV::X0 + RegNo`: the
/// numbered registers of a file are consecutive).
fn nth(base: Reg, n: u64) -> Operand {
    Operand::Reg(u32::from(base.value()) + n as u32)
}

/// Pushes `op` and succeeds.
fn push(inst: &mut Inst, op: Operand) -> DecodeStatus {
    inst.push(op);
    DecodeStatus::Success
}

/// C++ `SignExtend64<bits>(v)`.
fn sign_extend(v: u64, bits: u32) -> i64 {
    ((v << (64 - bits)) as i64) >> (64 - bits)
}

/// C++ `fieldFromInstruction(insn, start, len)`.
fn field(insn: u128, start: u32, len: u32) -> u64 {
    ((insn >> start) as u64) & ((1 << len) - 1)
}

/// The vector register group of `n` registers starting at `v<first>`
/// (C++ `getMatchingSuperReg(V0 + first, sub_vrm1_0, VRM<n>)`): groups
/// are not numbered consecutively, so look it up.
fn vector_group(first: u64, class: RegClass) -> Option<Operand> {
    let v = Reg::from_value(Reg::V0.value() + first as u16)?;
    v.matching_super_reg(SubRegIdx::SubVrm10, class).map(reg)
}

/// Implements decoders of LLVM's immediate templates: `$name` as
/// `decodeUImmOperand<N>` (unsigned), `decodeSImmOperand<N>` (sign
/// extended) and their `NonZero`/`AndLsl1` variants.
macro_rules! imm_decoders {
    (uimm: $($name:ident = $n:literal),*) => {$(
        fn $name(&mut self, inst: &mut Inst, value: u64, _: u64) -> DecodeStatus {
            debug_assert!(value < 1 << $n);
            push(inst, Operand::Imm(value as i64))
        }
    )*};
    (uimm_nz: $($name:ident = $n:literal),*) => {$(
        fn $name(&mut self, inst: &mut Inst, value: u64, _: u64) -> DecodeStatus {
            if value == 0 {
                return DecodeStatus::Fail;
            }
            push(inst, Operand::Imm(value as i64))
        }
    )*};
    (simm: $($name:ident = $n:literal),*) => {$(
        fn $name(&mut self, inst: &mut Inst, value: u64, _: u64) -> DecodeStatus {
            push(inst, Operand::Imm(sign_extend(value, $n)))
        }
    )*};
    (simm_nz: $($name:ident = $n:literal),*) => {$(
        fn $name(&mut self, inst: &mut Inst, value: u64, _: u64) -> DecodeStatus {
            if value == 0 {
                return DecodeStatus::Fail;
            }
            push(inst, Operand::Imm(sign_extend(value, $n)))
        }
    )*};
    // The field holds the value without its (zero) low bit.
    (simm_lsl1: $($name:ident = $n:literal),*) => {$(
        fn $name(&mut self, inst: &mut Inst, value: u64, _: u64) -> DecodeStatus {
            push(inst, Operand::Imm(sign_extend(value << 1, $n)))
        }
    )*};
}

/// Implements register-class decoders that take `value` below `limit` as
/// the `value`th register from `base`.
macro_rules! reg_decoders {
    ($($name:ident = $base:ident below $limit:literal),*) => {$(
        fn $name(&mut self, inst: &mut Inst, value: u64, _: u64) -> DecodeStatus {
            if value >= $limit {
                return DecodeStatus::Fail;
            }
            push(inst, nth(Reg::$base, value))
        }
    )*};
}

/// Implements the vector register-group decoders: `value` must be a
/// multiple of the group's size.
macro_rules! vector_group_decoders {
    ($($name:ident = $class:ident by $n:literal),*) => {$(
        fn $name(&mut self, inst: &mut Inst, value: u64, _: u64) -> DecodeStatus {
            if value >= 32 || value % $n != 0 {
                return DecodeStatus::Fail;
            }
            match vector_group(value, RegClass::$class) {
                Some(op) => push(inst, op),
                None => DecodeStatus::Fail,
            }
        }
    )*};
}

impl<S: Subtarget> DecoderHooks for Decoder<S> {
    fn has_feature(&self, bit: u32) -> bool {
        self.subtarget.has_feature(bit)
    }

    fn decode_gpr_register_class(&mut self, inst: &mut Inst, value: u64, _: u64) -> DecodeStatus {
        // RVE has 16 integer registers.
        let rve = has(&self.subtarget, Feature::FeatureStdExtE);
        if value >= 32 || (rve && value >= 16) {
            return DecodeStatus::Fail;
        }
        push(inst, nth(Reg::X0, value))
    }

    fn decode_gpr_no_x0_register_class(&mut self, inst: &mut Inst, value: u64, address: u64) -> DecodeStatus {
        if value == 0 {
            return DecodeStatus::Fail;
        }
        self.decode_gpr_register_class(inst, value, address)
    }

    fn decode_gpr_no_x0_x2_register_class(&mut self, inst: &mut Inst, value: u64, address: u64) -> DecodeStatus {
        if value == 2 {
            return DecodeStatus::Fail;
        }
        self.decode_gpr_no_x0_register_class(inst, value, address)
    }

    fn decode_gprx1_x5_register_class(&mut self, inst: &mut Inst, value: u64, _: u64) -> DecodeStatus {
        if value != 1 && value != 5 {
            return DecodeStatus::Fail;
        }
        push(inst, nth(Reg::X0, value))
    }

    fn decode_gpr_pair_register_class(&mut self, inst: &mut Inst, value: u64, _: u64) -> DecodeStatus {
        // A pair starts at an even register.
        if value >= 32 || value & 1 != 0 {
            return DecodeStatus::Fail;
        }
        push(inst, nth(Reg::X0, value))
    }

    fn decode_sr07_register_class(&mut self, inst: &mut Inst, value: u64, _: u64) -> DecodeStatus {
        // s0-s7: s0 and s1 are x8-x9, s2-s7 are x18-x23.
        match value {
            0..=1 => push(inst, nth(Reg::X8, value)),
            2..=7 => push(inst, nth(Reg::X18, value - 2)),
            _ => DecodeStatus::Fail,
        }
    }

    reg_decoders!(
        decode_gprc_register_class = X8 below 8,
        decode_fpr16_register_class = F0H below 32,
        decode_fpr32_register_class = F0F below 32,
        decode_fpr32_c_register_class = F8F below 8,
        decode_fpr64_register_class = F0D below 32,
        decode_fpr64_c_register_class = F8D below 8,
        decode_vr_register_class = V0 below 32
    );

    vector_group_decoders!(
        decode_vrm2_register_class = Vrm2RegClassId by 2,
        decode_vrm4_register_class = Vrm4RegClassId by 4,
        decode_vrm8_register_class = Vrm8RegClassId by 8
    );

    fn decode_v_mask_reg(&mut self, inst: &mut Inst, value: u64, _: u64) -> DecodeStatus {
        // vm = 0 is masked by v0; vm = 1 unmasked (no register).
        match value {
            0 => push(inst, reg(Reg::V0)),
            1 => push(inst, Operand::Reg(0)),
            _ => DecodeStatus::Fail,
        }
    }

    imm_decoders!(uimm:
        decode_u_imm_operand_1 = 1, decode_u_imm_operand_2 = 2, decode_u_imm_operand_3 = 3,
        decode_u_imm_operand_4 = 4, decode_u_imm_operand_5 = 5, decode_u_imm_operand_6 = 6,
        decode_u_imm_operand_7 = 7, decode_u_imm_operand_8 = 8, decode_u_imm_operand_9 = 9,
        decode_u_imm_operand_10 = 10, decode_u_imm_operand_11 = 11, decode_u_imm_operand_12 = 12,
        decode_u_imm_operand_20 = 20
    );
    imm_decoders!(uimm_nz: decode_u_imm_non_zero_operand_6 = 6, decode_u_imm_non_zero_operand_10 = 10);
    imm_decoders!(simm: decode_s_imm_operand_5 = 5, decode_s_imm_operand_6 = 6, decode_s_imm_operand_12 = 12);
    imm_decoders!(simm_nz: decode_s_imm_non_zero_operand_6 = 6, decode_s_imm_non_zero_operand_10 = 10);
    imm_decoders!(simm_lsl1:
        decode_s_imm_operand_and_lsl1_9 = 9, decode_s_imm_operand_and_lsl1_12 = 12,
        decode_s_imm_operand_and_lsl1_13 = 13, decode_s_imm_operand_and_lsl1_21 = 21
    );

    fn decode_clui_imm_operand(&mut self, inst: &mut Inst, value: u64, _: u64) -> DecodeStatus {
        // c.lui's 6-bit immediate is signed, but lui's is a 20-bit
        // unsigned field: negative values wrap within 20 bits.
        let imm = if value > 31 { (sign_extend(value, 6) & 0xf_ffff) as u64 } else { value };
        push(inst, Operand::Imm(imm as i64))
    }

    fn decode_frm_arg(&mut self, inst: &mut Inst, value: u64, _: u64) -> DecodeStatus {
        // Rounding modes 5 and 6 are reserved.
        if !matches!(value, 0..=4 | 7) {
            return DecodeStatus::Fail;
        }
        push(inst, Operand::Imm(value as i64))
    }

    fn decode_zcmp_rlist(&mut self, inst: &mut Inst, value: u64, _: u64) -> DecodeStatus {
        // Lists 0-3 are reserved (for RVE).
        if value <= 3 {
            return DecodeStatus::Fail;
        }
        push(inst, Operand::Imm(value as i64))
    }

    fn decode_zcmp_spimm(&mut self, inst: &mut Inst, value: u64, _: u64) -> DecodeStatus {
        push(inst, Operand::Imm(value as i64))
    }

    fn decode_reg_reg(&mut self, inst: &mut Inst, value: u64, address: u64) -> DecodeStatus {
        // Two registers in one 10-bit field: rs1 low, rs2 high.
        let insn = u128::from(value);
        self.decode_gpr_register_class(inst, field(insn, 0, 5), address);
        self.decode_gpr_register_class(inst, field(insn, 5, 5), address);
        DecodeStatus::Success
    }

    fn decode_rvc_instr_rd_rs1_imm_zero(&mut self, inst: &mut Inst, insn: u128, address: u64) -> DecodeStatus {
        // c.nop-like hints: rd, rs1 = rd, and an immediate of zero.
        if self.decode_gpr_no_x0_register_class(inst, field(insn, 7, 5), address) != DecodeStatus::Success {
            return DecodeStatus::Fail;
        }
        let rd = inst.operands()[inst.operands().len() - 1];
        inst.push(rd);
        push(inst, Operand::Imm(0))
    }

    fn decode_css_push_popchk(&mut self, inst: &mut Inst, insn: u128, address: u64) -> DecodeStatus {
        self.decode_gprx1_x5_register_class(inst, field(insn, 7, 5), address)
    }

    fn decode_rvc_instr_rd_s_imm(&mut self, inst: &mut Inst, insn: u128, _: u64) -> DecodeStatus {
        // Hints with rd = x0: the immediate is bit 12 then bits 2-6.
        inst.push(reg(Reg::X0));
        let imm = field(insn, 12, 1) << 5 | field(insn, 2, 5);
        push(inst, Operand::Imm(sign_extend(imm, 6)))
    }

    fn decode_rvc_instr_rd_rs1_u_imm(&mut self, inst: &mut Inst, insn: u128, _: u64) -> DecodeStatus {
        inst.push(reg(Reg::X0));
        inst.push(reg(Reg::X0));
        let imm = field(insn, 12, 1) << 5 | field(insn, 2, 5);
        push(inst, Operand::Imm(imm as i64))
    }

    fn decode_rvc_instr_rd_rs2(&mut self, inst: &mut Inst, insn: u128, address: u64) -> DecodeStatus {
        self.decode_gpr_register_class(inst, field(insn, 7, 5), address);
        self.decode_gpr_register_class(inst, field(insn, 2, 5), address);
        DecodeStatus::Success
    }

    fn decode_rvc_instr_rd_rs1_rs2(&mut self, inst: &mut Inst, insn: u128, address: u64) -> DecodeStatus {
        self.decode_gpr_register_class(inst, field(insn, 7, 5), address);
        let rd = inst.operands().last().copied().unwrap_or(Operand::Reg(0));
        inst.push(rd);
        self.decode_gpr_register_class(inst, field(insn, 2, 5), address);
        DecodeStatus::Success
    }

    fn decode_xt_head_mem_pair(&mut self, inst: &mut Inst, insn: u128, address: u64) -> DecodeStatus {
        self.decode_gpr_register_class(inst, field(insn, 7, 5), address);
        self.decode_gpr_register_class(inst, field(insn, 20, 5), address);
        self.decode_gpr_register_class(inst, field(insn, 15, 5), address);
        inst.push(Operand::Imm(field(insn, 25, 2) as i64));
        // The shift of the offset: 3 for word pairs, 4 for doublewords.
        let word = [Opcode::ThLwd, Opcode::ThLwud, Opcode::ThSwd].iter().any(|o| u32::from(o.value()) == inst.opcode());
        push(inst, Operand::Imm(if word { 3 } else { 4 }))
    }
}

#[cfg(test)]
mod tests {
    extern crate std;

    use super::super::printer::{Printer, Subtarget};
    use super::super::subtarget::{self, Feature};
    use super::{DecodeError, Decoder};
    use std::string::String;
    use tablegen_runtime::sched::{has_feature, FeatureBits};

    /// The subtarget of `llvm-mc -triple=riscv64 -mattr=+m`.
    struct Rv64im(FeatureBits);

    impl Rv64im {
        fn new() -> Self {
            Rv64im(subtarget::features_for("generic-rv64", "generic-rv64", "+m"))
        }
    }

    impl Subtarget for Rv64im {
        fn has_feature(&self, bit: u32) -> bool {
            u16::try_from(bit).is_ok_and(|b| has_feature(&self.0, Feature(b)))
        }
        fn has_feature_named(&self, name: &str) -> bool {
            name == "Feature64Bit" && self.has_feature(u32::from(Feature::Feature64Bit.0))
        }
    }

    /// Every instruction `riscv_expr` recorded from llvm-mc-19 decodes
    /// from its word and prints as llvm-mc printed it.
    #[test]
    fn recorded_words_print_as_llvm_mc() {
        let recorded = include_str!("riscv_expr/recorded/llvm-mc.txt");
        let mut decoder = Decoder::new(Rv64im::new());
        let mut printer = Printer::new(Rv64im::new());
        let mut checked = 0;
        for line in recorded.lines().filter(|l| !l.starts_with('#')) {
            let (text, hex) = line.rsplit_once('\t').expect("text<TAB>word");
            let word = u32::from_str_radix(hex, 16).expect("hex word");
            let (inst, size) = decoder.decode_instruction(&word.to_le_bytes(), 0).unwrap_or_else(|e| panic!("{line}: {e}"));
            assert_eq!(size, 4, "{line}");
            let mut out = String::new();
            printer.print(&inst, 0, &mut out).unwrap_or_else(|e| panic!("{line}: {e:?}"));
            assert_eq!(out.trim_start_matches('\t'), text, "{hex}");
            checked += 1;
        }
        assert_eq!(checked, 521);
    }

    /// Every 16-bit value and many 32-bit words decode or fail, and never
    /// panic.
    #[test]
    fn arbitrary_words_do_not_panic() {
        let mut decoder = Decoder::new(Rv64im::new());
        let mut decoded = 0;
        for half in 0..=u16::MAX {
            decoded += usize::from(decoder.decode_instruction(&half.to_le_bytes(), 0).is_ok());
        }
        let mut x: u32 = 0x2545_f491;
        for _ in 0..300_000 {
            // xorshift32
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            let bytes = x.to_le_bytes();
            decoded += usize::from(decoder.decode_instruction(&bytes, 0x1000).is_ok());
            // Every prefix too: short input is truncation, not a panic.
            for n in 0..4 {
                let _ = decoder.decode_instruction(&bytes[..n], 0);
            }
        }
        assert!(decoded > 0);
    }

    #[test]
    fn short_input_is_truncated() {
        let mut decoder = Decoder::new(Rv64im::new());
        assert!(matches!(decoder.decode_instruction(&[0x13], 0), Err(DecodeError::Truncated { needed: 4, available: 1 })));
        assert!(matches!(decoder.decode_instruction(&[], 0), Err(DecodeError::Truncated { .. })));
    }
}
