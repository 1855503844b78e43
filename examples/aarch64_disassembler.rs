// AArch64's disassembler: the part of LLVM 19's `AArch64Disassembler`
// (Disassembler/AArch64Disassembler.cpp) that LLVM's target code writes by
// hand — the operand decoders the generated tables call, and
// `getInstruction`, which reads the word, tries the tables and adds the
// operands SME instructions do not encode — over the decoder
// `-gen-disassembler` generates from AArch64.td.
//
// This file is `include!`d where `super::disassembler`,
// `super::instr_info`, `super::register_info`, `super::subtarget` and
// `super::searchable_tables` are the Rust modules of AArch64.td's
// `-gen-disassembler`, `-gen-instr-info`, `-gen-register-info`,
// `-gen-subtarget` and `-gen-searchable-tables`: the `aarch64` module tree
// of this crate. Decoding allocates nothing (an `Inst` keeps its operands
// inline) and never panics.

use super::disassembler::{self as tables, DecodeError, DecodeStatus, DecoderHooks, Inst};
use super::instr_info::Opcode;
use super::printer::Subtarget;
use super::register_info::{Reg, RegClass};
use super::searchable_tables as sysops;
use super::feature_names::FEATURE_NAMES;
use super::subtarget::{self, Feature};
use tablegen_runtime::mc::Operand;
use tablegen_runtime::sched::{has_feature, FeatureBits};

/// The subtarget llvm-objdump-19 disassembles AArch64 code for when given
/// no `--mattr`: the `generic` CPU with `+all` (LLVM's `FeatureAll`, which
/// every instruction predicate and system operand accepts), as
/// `llvm-mc-19 -triple=aarch64 -mattr=+all` builds it.
///
/// ```
/// use tablegen_examples::aarch64::decoder::ObjdumpSubtarget;
/// use tablegen_examples::aarch64::printer::Subtarget;
///
/// let st = ObjdumpSubtarget::new();
/// assert!(st.has_feature_named("FeatureAll"));
/// assert!(!st.has_feature_named("FeatureSVE")); // accepted through FeatureAll
/// ```
#[derive(Clone)]
pub struct ObjdumpSubtarget(FeatureBits);

impl ObjdumpSubtarget {
    /// `generic` with `+all`.
    pub fn new() -> Self {
        ObjdumpSubtarget(subtarget::features_for("generic", "generic", "+all"))
    }

    /// `cpu` with the `-mattr`-style feature string `features`
    /// (`"+v9a,+sve2"`): the subtarget of `llvm-mc -mcpu=cpu -mattr=...`.
    pub fn with(cpu: &str, features: &str) -> Self {
        ObjdumpSubtarget(subtarget::features_for(cpu, cpu, features))
    }
}

impl Default for ObjdumpSubtarget {
    fn default() -> Self {
        Self::new()
    }
}

impl Subtarget for ObjdumpSubtarget {
    fn has_feature(&self, bit: u32) -> bool {
        u16::try_from(bit).is_ok_and(|b| has_feature(&self.0, Feature(b)))
    }

    fn has_feature_named(&self, name: &str) -> bool {
        let found = FEATURE_NAMES.binary_search_by(|&(n, _)| n.cmp(name));
        found.is_ok_and(|k| has_feature(&self.0, Feature(FEATURE_NAMES[k].1)))
    }
}

/// `AArch64Disassembler`: decodes AArch64 machine code (little-endian
/// 32-bit words) for a subtarget, whose features decide which extensions'
/// instructions decode.
///
/// ```
/// use tablegen_examples::aarch64::decoder::{Decoder, ObjdumpSubtarget};
///
/// let mut decoder = Decoder::new(ObjdumpSubtarget::new());
/// // ret
/// let (inst, size) = decoder.decode_instruction(&[0xc0, 0x03, 0x5f, 0xd6], 0).unwrap();
/// assert_eq!((inst.operands().len(), size), (1, 4));
/// ```
pub struct Decoder<S> {
    subtarget: S,
}

impl<S: Subtarget> Decoder<S> {
    /// The decoder for `subtarget`.
    pub fn new(subtarget: S) -> Self {
        Decoder { subtarget }
    }

    /// C++ `getInstruction`: decodes the word at the start of `bytes`
    /// (little-endian, at `address`), returning the instruction and its
    /// size (always 4). Fewer than 4 bytes is `Truncated`; a word no table
    /// decodes is `Invalid`. An encoding LLVM decodes with a warning
    /// (`SoftFail`: a load that writes its base back into the register it
    /// loads, ...) decodes.
    ///
    /// ```
    /// # use tablegen_examples::aarch64::decoder::{Decoder, ObjdumpSubtarget};
    /// use tablegen_runtime::mc::DecodeError;
    ///
    /// let mut decoder = Decoder::new(ObjdumpSubtarget::new());
    /// assert!(matches!(decoder.decode_instruction(&[0xc0, 0x03], 0), Err(DecodeError::Truncated { needed: 4, available: 2 })));
        /// ```
    pub fn decode_instruction(&mut self, bytes: &[u8], address: u64) -> Result<(Inst, usize), DecodeError> {
        let word = bytes.get(..4).ok_or(DecodeError::Truncated { needed: 4, available: bytes.len() })?;
        let insn = u32::from_le_bytes([word[0], word[1], word[2], word[3]]);
        // The fallback table holds encodings that overlap the main one's
        // (RPRFM inside PRFM's space): tried only when the main one fails.
        for table in [tables::DECODER_TABLE_32, tables::DECODER_TABLE_FALLBACK32] {
            match tables::decode(table, insn, address, self) {
                Ok(mut d) => {
                    add_implicit_operands(&mut d.inst);
                    return Ok((d.inst, 4));
                }
                Err(DecodeError::Invalid) => {}
                Err(e) => return Err(e),
            }
        }
        Err(DecodeError::Invalid)
    }
}

/// `getInstruction`'s fix-ups after a decode: SME operands that are not
/// encoded (the accumulator `za`, its byte tile `za0.b`, the lookup table
/// `zt0`, and immediates that are always 0) are inserted where the
/// instruction's description has them; `ldr`/`str za` repeat their one
/// immediate (vector select offset and memory offset are the same field).
fn add_implicit_operands(inst: &mut Inst) {
    let Some(desc) = u16::try_from(inst.opcode()).ok().and_then(Opcode::from_value).and_then(Opcode::desc) else {
        return;
    };
    for i in 0..usize::from(desc.num_operands) {
        let Some(info) = desc.operand(i) else { continue };
        let op = match info.operand_type {
            "MCOI::OPERAND_REGISTER" => match u16::try_from(info.reg_class).ok().and_then(RegClass::from_value) {
                Some(RegClass::MprRegClassId) => reg(Reg::Za),
                Some(RegClass::Mpr8RegClassId) => reg(Reg::Zab0),
                Some(RegClass::ZtrRegClassId) => reg(Reg::Zt0),
                _ => continue,
            },
            "AArch64::OPERAND_IMPLICIT_IMM_0" => Operand::Imm(0),
            _ => continue,
        };
        // The operands before `i` are in place, so `i` is in bounds.
        let _ = inst.insert(i, op);
    }
    if is(inst, &[Opcode::LdrZa, Opcode::StrZa]) {
        if let Some(&imm) = inst.operand(2) {
            inst.push(imm);
        }
    }
}

/// A register operand.
fn reg(r: Reg) -> Operand {
    Operand::Reg(u32::from(r.value()))
}

/// Pushes `op` and succeeds.
fn push(inst: &mut Inst, op: Operand) -> DecodeStatus {
    inst.push(op);
    DecodeStatus::Success
}

/// Pushes the immediate `v` and succeeds.
fn imm(inst: &mut Inst, v: i64) -> DecodeStatus {
    push(inst, Operand::Imm(v))
}

/// C++ `SignExtend64<bits>(v)`.
fn sign_extend(v: u64, bits: u32) -> i64 {
    ((v << (64 - bits)) as i64) >> (64 - bits)
}

/// C++ `fieldFromInstruction(insn, start, len)`.
fn field(insn: u128, start: u32, len: u32) -> u64 {
    ((insn >> start) as u64) & ((1 << len) - 1)
}

/// True if `inst`'s opcode is one of `ops`.
fn is(inst: &Inst, ops: &[Opcode]) -> bool {
    ops.iter().any(|o| u32::from(o.value()) == inst.opcode())
}

/// C++ `DecodeSimpleRegisterClass<Class, first, count>`: the
/// `first + value`th register of `class`'s order, if `value < count`.
fn simple(inst: &mut Inst, class: RegClass, first: u64, count: u64, value: u64) -> DecodeStatus {
    if value >= count {
        return DecodeStatus::Fail;
    }
    match class.order().nth((first + value) as usize) {
        Some(r) => push(inst, reg(r)),
        None => DecodeStatus::Fail,
    }
}

/// The 5-bit register fields of most instructions, decoded into `class`.
fn gpr(inst: &mut Inst, class: RegClass, value: u64) -> DecodeStatus {
    simple(inst, class, 0, 32, value)
}

/// C++ `AArch64_AM::isValidDecodeLogicalImmediate(val, size)`: `N:immr:imms`
/// names an element size and a run of ones shorter than the element.
fn valid_logical_imm(val: u64, size: u32) -> bool {
    let n = (val >> 12) & 1;
    let imms = (val & 0x3f) as u32;
    if size == 32 && n != 0 {
        return false;
    }
    let combined = ((n as u32) << 6) | (!imms & 0x3f);
    if combined == 0 {
        return false;
    }
    let len = 31 - combined.leading_zeros();
    let elem = 1u32 << len;
    imms & (elem - 1) != elem - 1
}

/// The ZA tiles by the number of bits that pick one (C++
/// `MatrixZATileDecoderTable`): one byte tile, two halfword tiles, ...
const ZA_TILES: [&[Reg]; 5] = [
    &[Reg::Zab0],
    &[Reg::Zah0, Reg::Zah1],
    &[Reg::Zas0, Reg::Zas1, Reg::Zas2, Reg::Zas3],
    &[Reg::Zad0, Reg::Zad1, Reg::Zad2, Reg::Zad3, Reg::Zad4, Reg::Zad5, Reg::Zad6, Reg::Zad7],
    &[
        Reg::Zaq0, Reg::Zaq1, Reg::Zaq2, Reg::Zaq3, Reg::Zaq4, Reg::Zaq5, Reg::Zaq6, Reg::Zaq7,
        Reg::Zaq8, Reg::Zaq9, Reg::Zaq10, Reg::Zaq11, Reg::Zaq12, Reg::Zaq13, Reg::Zaq14, Reg::Zaq15,
    ],
];

/// C++ `isInvalidPState`: `op1` = 0 with `op2` 0-2 are CFINV, XAFLAG and
/// AXFLAG, not MSR (immediate).
fn invalid_pstate(op1: u64, op2: u64) -> bool {
    op1 == 0 && op2 <= 2
}

/// Implements `DecodeSimpleRegisterClass` instances: `name = class, first,
/// count`.
macro_rules! simple_decoders {
    ($($name:ident = $class:expr, $first:literal, $count:literal;)*) => {$(
        fn $name(&mut self, inst: &mut Inst, value: u64, _: u64) -> DecodeStatus {
            simple(inst, $class, $first, $count, value)
        }
    )*};
}

/// Implements `DecodeMatrixTile<bits>`.
macro_rules! tile_decoders {
    ($($name:ident = $bits:literal),*) => {$(
        fn $name(&mut self, inst: &mut Inst, value: u64, _: u64) -> DecodeStatus {
            match ZA_TILES[$bits].get(value as usize) {
                Some(&r) => push(inst, reg(r)),
                None => DecodeStatus::Fail,
            }
        }
    )*};
}

/// Implements `DecodeSImm<bits>`: the field must fit, and is sign-extended.
macro_rules! simm_decoders {
    ($($name:ident = $bits:literal),*) => {$(
        fn $name(&mut self, inst: &mut Inst, value: u64, _: u64) -> DecodeStatus {
            if value >> $bits != 0 {
                return DecodeStatus::Fail;
            }
            imm(inst, sign_extend(value, $bits))
        }
    )*};
}

/// Implements `DecodeImm8OptLsl<width>`: an 8-bit value and a shift of 0
/// or 8 (bit 8), which byte elements cannot have.
macro_rules! imm8_decoders {
    ($($name:ident = $width:literal),*) => {$(
        fn $name(&mut self, inst: &mut Inst, value: u64, _: u64) -> DecodeStatus {
            let shift = if value & 0x100 != 0 { 8 } else { 0 };
            if $width == 8 && shift != 0 {
                return DecodeStatus::Fail;
            }
            inst.push(Operand::Imm((value & 0xff) as i64));
            imm(inst, shift)
        }
    )*};
}

/// Implements the vector shift decoders: right shifts are `size - value`
/// (`value | narrow` for the narrowing forms, whose top bit is implied),
/// left shifts `value - size` taken modulo the size.
macro_rules! shift_decoders {
    (right: $($name:ident = $size:literal | $narrow:literal),*) => {$(
        fn $name(&mut self, inst: &mut Inst, value: u64, _: u64) -> DecodeStatus {
            imm(inst, $size - (value | $narrow) as i64)
        }
    )*};
    (left: $($name:ident = $size:literal),*) => {$(
        fn $name(&mut self, inst: &mut Inst, value: u64, _: u64) -> DecodeStatus {
            imm(inst, ((value + $size) & ($size - 1)) as i64)
        }
    )*};
}

impl<S: Subtarget> DecoderHooks for Decoder<S> {
    fn has_feature(&self, bit: u32) -> bool {
        self.subtarget.has_feature(bit)
    }

    simple_decoders! {
        decode_simple_register_class_a_arch64_dd_reg_class_id_0_32 = RegClass::DdRegClassId, 0, 32;
        decode_simple_register_class_a_arch64_ddd_reg_class_id_0_32 = RegClass::DddRegClassId, 0, 32;
        decode_simple_register_class_a_arch64_dddd_reg_class_id_0_32 = RegClass::DdddRegClassId, 0, 32;
        decode_simple_register_class_a_arch64_fpr128_reg_class_id_0_16 = RegClass::Fpr128RegClassId, 0, 16;
        decode_simple_register_class_a_arch64_fpr128_reg_class_id_0_32 = RegClass::Fpr128RegClassId, 0, 32;
        decode_simple_register_class_a_arch64_fpr128_reg_class_id_0_8 = RegClass::Fpr128RegClassId, 0, 8;
        decode_simple_register_class_a_arch64_fpr16_reg_class_id_0_32 = RegClass::Fpr16RegClassId, 0, 32;
        decode_simple_register_class_a_arch64_fpr32_reg_class_id_0_32 = RegClass::Fpr32RegClassId, 0, 32;
        decode_simple_register_class_a_arch64_fpr64_reg_class_id_0_32 = RegClass::Fpr64RegClassId, 0, 32;
        decode_simple_register_class_a_arch64_fpr8_reg_class_id_0_32 = RegClass::Fpr8RegClassId, 0, 32;
        decode_simple_register_class_a_arch64_gpr32_reg_class_id_0_32 = RegClass::Gpr32RegClassId, 0, 32;
        decode_simple_register_class_a_arch64_gpr32sp_reg_class_id_0_32 = RegClass::Gpr32spRegClassId, 0, 32;
        decode_simple_register_class_a_arch64_gpr64_reg_class_id_0_32 = RegClass::Gpr64RegClassId, 0, 32;
        decode_simple_register_class_a_arch64_gpr64common_reg_class_id_0_31 = RegClass::Gpr64commonRegClassId, 0, 31;
        decode_simple_register_class_a_arch64_gpr64sp_reg_class_id_0_32 = RegClass::Gpr64spRegClassId, 0, 32;
        decode_simple_register_class_a_arch64_matrix_index_gpr32_12_15_reg_class_id_0_4 = RegClass::MatrixIndexGpr321215RegClassId, 0, 4;
        decode_simple_register_class_a_arch64_matrix_index_gpr32_8_11_reg_class_id_0_4 = RegClass::MatrixIndexGpr32811RegClassId, 0, 4;
        decode_simple_register_class_a_arch64_pnr_reg_class_id_0_16 = RegClass::PnrRegClassId, 0, 16;
        decode_simple_register_class_a_arch64_pnr_reg_class_id_8_8 = RegClass::PnrRegClassId, 8, 8;
        decode_simple_register_class_a_arch64_pp_ror_pnr_reg_class_id_0_16 = RegClass::PpRorPnrRegClassId, 0, 16;
        decode_simple_register_class_a_arch64_ppr2_reg_class_id_0_16 = RegClass::Ppr2RegClassId, 0, 16;
        decode_simple_register_class_a_arch64_ppr_reg_class_id_0_16 = RegClass::PprRegClassId, 0, 16;
        decode_simple_register_class_a_arch64_ppr_reg_class_id_0_8 = RegClass::PprRegClassId, 0, 8;
        decode_simple_register_class_a_arch64_qq_reg_class_id_0_32 = RegClass::QqRegClassId, 0, 32;
        decode_simple_register_class_a_arch64_qqq_reg_class_id_0_32 = RegClass::QqqRegClassId, 0, 32;
        decode_simple_register_class_a_arch64_qqqq_reg_class_id_0_32 = RegClass::QqqqRegClassId, 0, 32;
        decode_simple_register_class_a_arch64_zpr2_reg_class_id_0_32 = RegClass::Zpr2RegClassId, 0, 32;
        decode_simple_register_class_a_arch64_zpr2_strided_reg_class_id_0_16 = RegClass::Zpr2StridedRegClassId, 0, 16;
        decode_simple_register_class_a_arch64_zpr3_reg_class_id_0_32 = RegClass::Zpr3RegClassId, 0, 32;
        decode_simple_register_class_a_arch64_zpr4_reg_class_id_0_32 = RegClass::Zpr4RegClassId, 0, 32;
        decode_simple_register_class_a_arch64_zpr4_strided_reg_class_id_0_16 = RegClass::Zpr4StridedRegClassId, 0, 16;
        decode_simple_register_class_a_arch64_zpr_reg_class_id_0_16 = RegClass::ZprRegClassId, 0, 16;
        decode_simple_register_class_a_arch64_zpr_reg_class_id_0_32 = RegClass::ZprRegClassId, 0, 32;
        decode_simple_register_class_a_arch64_zpr_reg_class_id_0_8 = RegClass::ZprRegClassId, 0, 8;
    }

    tile_decoders!(
        decode_matrix_tile_1 = 1,
        decode_matrix_tile_2 = 2,
        decode_matrix_tile_3 = 3,
        decode_matrix_tile_4 = 4
    );

    simm_decoders!(decode_s_imm_4 = 4, decode_s_imm_5 = 5, decode_s_imm_6 = 6, decode_s_imm_8 = 8, decode_s_imm_9 = 9);

    imm8_decoders!(
        decode_imm8_opt_lsl_8 = 8,
        decode_imm8_opt_lsl_16 = 16,
        decode_imm8_opt_lsl_32 = 32,
        decode_imm8_opt_lsl_64 = 64
    );

    shift_decoders!(right:
        decode_vec_shift_r8_imm = 8 | 0, decode_vec_shift_r16_imm = 16 | 0,
        decode_vec_shift_r32_imm = 32 | 0, decode_vec_shift_r64_imm = 64 | 0,
        decode_vec_shift_r16_imm_narrow = 16 | 0x8, decode_vec_shift_r32_imm_narrow = 32 | 0x10,
        decode_vec_shift_r64_imm_narrow = 64 | 0x20
    );
    shift_decoders!(left:
        decode_vec_shift_l8_imm = 8, decode_vec_shift_l16_imm = 16,
        decode_vec_shift_l32_imm = 32, decode_vec_shift_l64_imm = 64
    );

    fn decode_gpr64x8_class_register_class(&mut self, inst: &mut Inst, value: u64, _: u64) -> DecodeStatus {
        // x0-x22, even: the first of eight consecutive registers.
        if value > 22 || value & 1 != 0 {
            return DecodeStatus::Fail;
        }
        simple(inst, RegClass::Gpr64x8ClassRegClassId, 0, 12, value >> 1)
    }

    fn decode_zpr2_mul2_register_class(&mut self, inst: &mut Inst, value: u64, _: u64) -> DecodeStatus {
        // The field counts pairs: z0-z1, z2-z3, ...
        if value * 2 > 30 {
            return DecodeStatus::Fail;
        }
        simple(inst, RegClass::Zpr2RegClassId, 0, 32, value * 2)
    }

    fn decode_zpr4_mul4_register_class(&mut self, inst: &mut Inst, value: u64, _: u64) -> DecodeStatus {
        if value * 4 > 28 {
            return DecodeStatus::Fail;
        }
        simple(inst, RegClass::Zpr4RegClassId, 0, 32, value * 4)
    }

    fn decode_ppr2_mul2_register_class(&mut self, inst: &mut Inst, value: u64, _: u64) -> DecodeStatus {
        if value * 2 > 14 {
            return DecodeStatus::Fail;
        }
        simple(inst, RegClass::Ppr2RegClassId, 0, 16, value * 2)
    }

    fn decode_matrix_tile_list_register_class(&mut self, inst: &mut Inst, value: u64, _: u64) -> DecodeStatus {
        // A mask of the eight 64-bit tiles.
        if value > 0xff {
            return DecodeStatus::Fail;
        }
        imm(inst, value as i64)
    }

    fn decode_w_seq_pairs_class_register_class(&mut self, inst: &mut Inst, value: u64, _: u64) -> DecodeStatus {
        // CASP's pairs start at an even register.
        if value & 1 != 0 {
            return DecodeStatus::Fail;
        }
        simple(inst, RegClass::WSeqPairsClassRegClassId, 0, 16, value / 2)
    }

    fn decode_x_seq_pairs_class_register_class(&mut self, inst: &mut Inst, value: u64, _: u64) -> DecodeStatus {
        if value & 1 != 0 {
            return DecodeStatus::Fail;
        }
        simple(inst, RegClass::XSeqPairsClassRegClassId, 0, 16, value / 2)
    }

    fn decode_fixed_point_scale_imm32(&mut self, inst: &mut Inst, value: u64, _: u64) -> DecodeStatus {
        // scale<5> is 1 for 32-bit registers (the tables check it).
        imm(inst, 64 - (value | 0x20) as i64)
    }

    fn decode_fixed_point_scale_imm64(&mut self, inst: &mut Inst, value: u64, _: u64) -> DecodeStatus {
        imm(inst, 64 - value as i64)
    }

    fn decode_pc_rel_label16(&mut self, inst: &mut Inst, value: u64, _: u64) -> DecodeStatus {
        // The top 16 bits of an 18-bit negative offset, in words.
        if value > 1 << 16 {
            return DecodeStatus::Fail;
        }
        imm(inst, -(value as i64))
    }

    fn decode_pc_rel_label19(&mut self, inst: &mut Inst, value: u64, _: u64) -> DecodeStatus {
        imm(inst, sign_extend(value, 19))
    }

    fn decode_mem_extend(&mut self, inst: &mut Inst, value: u64, _: u64) -> DecodeStatus {
        // Sign-extend flag, then shift flag.
        inst.push(Operand::Imm(((value >> 1) & 1) as i64));
        imm(inst, (value & 1) as i64)
    }

    fn decode_mrs_system_register(&mut self, inst: &mut Inst, value: u64, _: u64) -> DecodeStatus {
        // Every encoding names a register (S<op0>_<op1>_C<n>_C<m>_<op2>).
        imm(inst, value as i64)
    }

    fn decode_msr_system_register(&mut self, inst: &mut Inst, value: u64, _: u64) -> DecodeStatus {
        imm(inst, value as i64)
    }

    fn decode_sve_inc_dec_imm(&mut self, inst: &mut Inst, value: u64, _: u64) -> DecodeStatus {
        // 1-16, stored minus one.
        imm(inst, value as i64 + 1)
    }

    fn decode_svcr_op(&mut self, inst: &mut Inst, value: u64, _: u64) -> DecodeStatus {
        // Only the named SVCR fields (SM, ZA, SMZA) exist.
        match u8::try_from(value).ok().and_then(sysops::lookup_svcr_by_encoding) {
            Some(_) => imm(inst, value as i64),
            None => DecodeStatus::Fail,
        }
    }

    fn decode_fmov_lane_instruction(&mut self, inst: &mut Inst, insn: u128, _: u64) -> DecodeStatus {
        // fmov v0.d[1], x0 and back: the lane is always 1, not encoded.
        let (rd, rn) = (field(insn, 0, 5), field(insn, 5, 5));
        if field(insn, 16, 1) != 0 {
            gpr(inst, RegClass::Fpr128RegClassId, rd);
            gpr(inst, RegClass::Gpr64RegClassId, rn);
        } else {
            gpr(inst, RegClass::Gpr64RegClassId, rd);
            gpr(inst, RegClass::Fpr128RegClassId, rn);
        }
        imm(inst, 1)
    }

    fn decode_three_addr_s_reg_instruction(&mut self, inst: &mut Inst, insn: u128, _: u64) -> DecodeStatus {
        let (rd, rn, rm) = (field(insn, 0, 5), field(insn, 5, 5), field(insn, 16, 5));
        let (shift_hi, shift_lo) = (field(insn, 22, 2), field(insn, 10, 6));
        let arith32 = [Opcode::AddWrs, Opcode::AddsWrs, Opcode::SubWrs, Opcode::SubsWrs];
        let logic32 = [
            Opcode::AndWrs, Opcode::AndsWrs, Opcode::BicWrs, Opcode::BicsWrs, Opcode::OrrWrs, Opcode::OrnWrs, Opcode::EorWrs, Opcode::EonWrs,
        ];
        let arith64 = [Opcode::AddXrs, Opcode::AddsXrs, Opcode::SubXrs, Opcode::SubsXrs];
        let logic64 = [
            Opcode::AndXrs, Opcode::AndsXrs, Opcode::BicXrs, Opcode::BicsXrs, Opcode::OrrXrs, Opcode::OrnXrs, Opcode::EorXrs, Opcode::EonXrs,
        ];
        let class = if is(inst, &arith32) || is(inst, &logic32) {
            // Arithmetic has no ROR shift; 32-bit shifts are below 32.
            if (is(inst, &arith32) && shift_hi == 3) || shift_lo >> 5 == 1 {
                return DecodeStatus::Fail;
            }
            RegClass::Gpr32RegClassId
        } else if is(inst, &arith64) || is(inst, &logic64) {
            if is(inst, &arith64) && shift_hi == 3 {
                return DecodeStatus::Fail;
            }
            RegClass::Gpr64RegClassId
        } else {
            return DecodeStatus::Fail;
        };
        gpr(inst, class, rd);
        gpr(inst, class, rn);
        gpr(inst, class, rm);
        imm(inst, ((shift_hi << 6) | shift_lo) as i64)
    }

    fn decode_move_imm_instruction(&mut self, inst: &mut Inst, insn: u128, _: u64) -> DecodeStatus {
        let (rd, value, shift) = (field(insn, 0, 5), field(insn, 5, 16), field(insn, 21, 2) << 4);
        if is(inst, &[Opcode::MovzWi, Opcode::MovnWi, Opcode::MovkWi]) {
            // A 32-bit register has no halfword 2 or 3.
            if shift & 0x20 != 0 {
                return DecodeStatus::Fail;
            }
            gpr(inst, RegClass::Gpr32RegClassId, rd);
        } else if is(inst, &[Opcode::MovzXi, Opcode::MovnXi, Opcode::MovkXi]) {
            gpr(inst, RegClass::Gpr64RegClassId, rd);
        } else {
            return DecodeStatus::Fail;
        }
        // movk reads the register it writes (a tied operand).
        if is(inst, &[Opcode::MovkWi, Opcode::MovkXi]) {
            if let Some(&rd) = inst.operand(0) {
                inst.push(rd);
            }
        }
        inst.push(Operand::Imm(value as i64));
        imm(inst, shift as i64)
    }

    fn decode_unsigned_ld_st_instruction(&mut self, inst: &mut Inst, insn: u128, _: u64) -> DecodeStatus {
        let (rt, rn, offset) = (field(insn, 0, 5), field(insn, 5, 5), field(insn, 10, 12));
        if is(inst, &[Opcode::PrfMui]) {
            // The prefetch operation sits where the register would.
            inst.push(Operand::Imm(rt as i64));
        } else {
            let Some(class) = transfer_class(inst, UNSIGNED_OFFSET) else { return DecodeStatus::Fail };
            gpr(inst, class, rt);
        }
        gpr(inst, RegClass::Gpr64spRegClassId, rn);
        imm(inst, offset as i64)
    }

    fn decode_signed_ld_st_instruction(&mut self, inst: &mut Inst, insn: u128, _: u64) -> DecodeStatus {
        let (rt, rn) = (field(insn, 0, 5), field(insn, 5, 5));
        let offset = sign_extend(field(insn, 12, 9), 9);
        // Pre- and post-indexed forms write the base back: it comes first.
        let indexed = transfer_class(inst, INDEXED);
        if indexed.is_some() {
            gpr(inst, RegClass::Gpr64spRegClassId, rn);
        }
        if is(inst, &[Opcode::PrfuMi]) {
            inst.push(Operand::Imm(rt as i64));
        } else {
            let Some(class) = indexed.or_else(|| transfer_class(inst, UNSCALED)) else { return DecodeStatus::Fail };
            gpr(inst, class, rt);
        }
        gpr(inst, RegClass::Gpr64spRegClassId, rn);
        inst.push(Operand::Imm(offset));
        let load = field(insn, 22, 1) != 0;
        let writeback = field(insn, 10, 2) != 0;
        let fp = field(insn, 26, 1) != 0;
        // Writing back into the register loaded is unpredictable (xzr is
        // not sp, so 31 is fine).
        if load && writeback && !fp && rn != 31 && rt == rn {
            return DecodeStatus::SoftFail;
        }
        DecodeStatus::Success
    }

    fn decode_exclusive_ld_st_instruction(&mut self, inst: &mut Inst, insn: u128, _: u64) -> DecodeStatus {
        let (rt, rn, rt2, rs) = (field(insn, 0, 5), field(insn, 5, 5), field(insn, 10, 5), field(insn, 16, 5));
        let stores32 = [Opcode::Stlxrw, Opcode::Stlxrb, Opcode::Stlxrh, Opcode::Stxrw, Opcode::Stxrb, Opcode::Stxrh];
        let single32 = [
            Opcode::Ldarw, Opcode::Ldarb, Opcode::Ldarh, Opcode::Ldaxrw, Opcode::Ldaxrb, Opcode::Ldaxrh, Opcode::Ldxrw, Opcode::Ldxrb,
            Opcode::Ldxrh, Opcode::Stlrw, Opcode::Stlrb, Opcode::Stlrh, Opcode::Stllrw, Opcode::Stllrb, Opcode::Stllrh, Opcode::Ldlarw,
            Opcode::Ldlarb, Opcode::Ldlarh,
        ];
        let stores64 = [Opcode::Stlxrx, Opcode::Stxrx];
        let single64 = [Opcode::Ldarx, Opcode::Ldaxrx, Opcode::Ldxrx, Opcode::Stlrx, Opcode::Ldlarx, Opcode::Stllrx];
        let pair_stores32 = [Opcode::Stlxpw, Opcode::Stxpw];
        let pairs32 = [Opcode::Ldaxpw, Opcode::Ldxpw];
        let pair_stores64 = [Opcode::Stlxpx, Opcode::Stxpx];
        let pairs64 = [Opcode::Ldaxpx, Opcode::Ldxpx];
        // The status register of a store-exclusive comes first.
        if is(inst, &stores32) || is(inst, &stores64) || is(inst, &pair_stores32) || is(inst, &pair_stores64) {
            gpr(inst, RegClass::Gpr32RegClassId, rs);
        }
        if is(inst, &stores32) || is(inst, &single32) {
            gpr(inst, RegClass::Gpr32RegClassId, rt);
        } else if is(inst, &stores64) || is(inst, &single64) {
            gpr(inst, RegClass::Gpr64RegClassId, rt);
        } else if is(inst, &pair_stores32) || is(inst, &pairs32) {
            gpr(inst, RegClass::Gpr32RegClassId, rt);
            gpr(inst, RegClass::Gpr32RegClassId, rt2);
        } else if is(inst, &pair_stores64) || is(inst, &pairs64) {
            gpr(inst, RegClass::Gpr64RegClassId, rt);
            gpr(inst, RegClass::Gpr64RegClassId, rt2);
        } else {
            return DecodeStatus::Fail;
        }
        gpr(inst, RegClass::Gpr64spRegClassId, rn);
        // Loading one register twice is unpredictable.
        if (is(inst, &pairs32) || is(inst, &pairs64)) && rt == rt2 {
            return DecodeStatus::SoftFail;
        }
        DecodeStatus::Success
    }

    fn decode_pair_ld_st_instruction(&mut self, inst: &mut Inst, insn: u128, _: u64) -> DecodeStatus {
        let (rt, rn, rt2) = (field(insn, 0, 5), field(insn, 5, 5), field(insn, 10, 5));
        let offset = sign_extend(field(insn, 15, 7), 7);
        let load = field(insn, 22, 1) != 0;
        let writeback_x = [
            Opcode::LdpXpost, Opcode::StpXpost, Opcode::LdpsWpost, Opcode::LdpXpre, Opcode::StpXpre, Opcode::LdpsWpre, Opcode::StgPpre,
            Opcode::StgPpost,
        ];
        let plain_x = [Opcode::LdnpXi, Opcode::StnpXi, Opcode::LdpXi, Opcode::StpXi, Opcode::LdpsWi, Opcode::StgPi];
        let writeback_w = [Opcode::LdpWpost, Opcode::StpWpost, Opcode::LdpWpre, Opcode::StpWpre];
        let plain_w = [Opcode::LdnpWi, Opcode::StnpWi, Opcode::LdpWi, Opcode::StpWi];
        let q = [Opcode::LdnpQi, Opcode::StnpQi, Opcode::LdpQpost, Opcode::StpQpost, Opcode::LdpQi, Opcode::StpQi, Opcode::LdpQpre, Opcode::StpQpre];
        let d = [Opcode::LdnpDi, Opcode::StnpDi, Opcode::LdpDpost, Opcode::StpDpost, Opcode::LdpDi, Opcode::StpDi, Opcode::LdpDpre, Opcode::StpDpre];
        let s = [Opcode::LdnpSi, Opcode::StnpSi, Opcode::LdpSpost, Opcode::StpSpost, Opcode::LdpSi, Opcode::StpSi, Opcode::LdpSpre, Opcode::StpSpre];
        let fp_writeback = [
            Opcode::LdpQpost, Opcode::StpQpost, Opcode::LdpQpre, Opcode::StpQpre, Opcode::LdpDpost, Opcode::StpDpost, Opcode::LdpDpre,
            Opcode::StpDpre, Opcode::LdpSpost, Opcode::StpSpost, Opcode::LdpSpre, Opcode::StpSpre,
        ];
        let gpr_writeback = is(inst, &writeback_x) || is(inst, &writeback_w);
        if gpr_writeback || is(inst, &fp_writeback) {
            gpr(inst, RegClass::Gpr64spRegClassId, rn);
        }
        let class = if is(inst, &writeback_x) || is(inst, &plain_x) {
            RegClass::Gpr64RegClassId
        } else if is(inst, &writeback_w) || is(inst, &plain_w) {
            RegClass::Gpr32RegClassId
        } else if is(inst, &q) {
            RegClass::Fpr128RegClassId
        } else if is(inst, &d) {
            RegClass::Fpr64RegClassId
        } else if is(inst, &s) {
            RegClass::Fpr32RegClassId
        } else {
            return DecodeStatus::Fail;
        };
        gpr(inst, class, rt);
        gpr(inst, class, rt2);
        gpr(inst, RegClass::Gpr64spRegClassId, rn);
        inst.push(Operand::Imm(offset));
        // Loading one register twice, or writing back into a register
        // transferred (sp is not xzr), is unpredictable.
        if load && rt == rt2 {
            return DecodeStatus::SoftFail;
        }
        if gpr_writeback && rn != 31 && (rt == rn || rt2 == rn) {
            return DecodeStatus::SoftFail;
        }
        DecodeStatus::Success
    }

    fn decode_auth_load_instruction(&mut self, inst: &mut Inst, insn: u128, address: u64) -> DecodeStatus {
        let (rt, rn) = (field(insn, 0, 5), field(insn, 5, 5));
        let offset = (field(insn, 22, 1) << 9) | field(insn, 12, 9);
        let writeback = field(insn, 11, 1) != 0;
        if is(inst, &[Opcode::LdraAwriteback, Opcode::LdraBwriteback]) {
            gpr(inst, RegClass::Gpr64spRegClassId, rn);
        } else if !is(inst, &[Opcode::LdraAindexed, Opcode::LdraBindexed]) {
            return DecodeStatus::Fail;
        }
        gpr(inst, RegClass::Gpr64RegClassId, rt);
        gpr(inst, RegClass::Gpr64spRegClassId, rn);
        let _ = address;
        inst.push(Operand::Imm(sign_extend(offset, 10)));
        if writeback && rt == rn && rn != 31 {
            return DecodeStatus::SoftFail;
        }
        DecodeStatus::Success
    }

    fn decode_add_sub_e_reg_instruction(&mut self, inst: &mut Inst, insn: u128, _: u64) -> DecodeStatus {
        let (rd, rn, rm, extend) = (field(insn, 0, 5), field(insn, 5, 5), field(insn, 16, 5), field(insn, 10, 6));
        // Shifts of 5-7 are reserved.
        if extend & 7 > 4 {
            return DecodeStatus::Fail;
        }
        let (d, n, m) = if is(inst, &[Opcode::AddWrx, Opcode::SubWrx]) {
            (RegClass::Gpr32spRegClassId, RegClass::Gpr32spRegClassId, RegClass::Gpr32RegClassId)
        } else if is(inst, &[Opcode::AddsWrx, Opcode::SubsWrx]) {
            (RegClass::Gpr32RegClassId, RegClass::Gpr32spRegClassId, RegClass::Gpr32RegClassId)
        } else if is(inst, &[Opcode::AddXrx, Opcode::SubXrx]) {
            (RegClass::Gpr64spRegClassId, RegClass::Gpr64spRegClassId, RegClass::Gpr32RegClassId)
        } else if is(inst, &[Opcode::AddsXrx, Opcode::SubsXrx]) {
            (RegClass::Gpr64RegClassId, RegClass::Gpr64spRegClassId, RegClass::Gpr32RegClassId)
        } else if is(inst, &[Opcode::AddXrx64, Opcode::SubXrx64]) {
            (RegClass::Gpr64spRegClassId, RegClass::Gpr64spRegClassId, RegClass::Gpr64RegClassId)
        } else if is(inst, &[Opcode::AddsXrx64, Opcode::SubsXrx64]) {
            (RegClass::Gpr64RegClassId, RegClass::Gpr64spRegClassId, RegClass::Gpr64RegClassId)
        } else {
            return DecodeStatus::Fail;
        };
        gpr(inst, d, rd);
        gpr(inst, n, rn);
        gpr(inst, m, rm);
        imm(inst, extend as i64)
    }

    fn decode_logical_imm_instruction(&mut self, inst: &mut Inst, insn: u128, _: u64) -> DecodeStatus {
        let (rd, rn) = (field(insn, 0, 5), field(insn, 5, 5));
        // ands writes flags, not sp.
        let (value, size) = if field(insn, 31, 1) != 0 {
            let d = if is(inst, &[Opcode::AndsXri]) { RegClass::Gpr64RegClassId } else { RegClass::Gpr64spRegClassId };
            gpr(inst, d, rd);
            gpr(inst, RegClass::Gpr64RegClassId, rn);
            (field(insn, 10, 13), 64)
        } else {
            let d = if is(inst, &[Opcode::AndsWri]) { RegClass::Gpr32RegClassId } else { RegClass::Gpr32spRegClassId };
            gpr(inst, d, rd);
            gpr(inst, RegClass::Gpr32RegClassId, rn);
            (field(insn, 10, 12), 32)
        };
        if !valid_logical_imm(value, size) {
            return DecodeStatus::Fail;
        }
        imm(inst, value as i64)
    }

    fn decode_mod_imm_instruction(&mut self, inst: &mut Inst, insn: u128, _: u64) -> DecodeStatus {
        let rd = field(insn, 0, 5);
        let cmode = field(insn, 12, 4);
        let value = (field(insn, 16, 3) << 5) | field(insn, 5, 5);
        let class = if is(inst, &[Opcode::Movid]) { RegClass::Fpr64RegClassId } else { RegClass::Fpr128RegClassId };
        gpr(inst, class, rd);
        inst.push(Operand::Imm(value as i64));
        let lsl = [
            Opcode::MovIv4i16, Opcode::MovIv8i16, Opcode::MvnIv4i16, Opcode::MvnIv8i16, Opcode::MovIv2i32, Opcode::MovIv4i32,
            Opcode::MvnIv2i32, Opcode::MvnIv4i32,
        ];
        let msl = [Opcode::MovIv2sMsl, Opcode::MovIv4sMsl, Opcode::MvnIv2sMsl, Opcode::MvnIv4sMsl];
        if is(inst, &lsl) {
            inst.push(Operand::Imm(((cmode & 6) << 2) as i64));
        } else if is(inst, &msl) {
            // msl #8 or #16, as the shifter operand encodes them.
            inst.push(Operand::Imm(if cmode & 1 != 0 { 0x110 } else { 0x108 }));
        }
        DecodeStatus::Success
    }

    fn decode_mod_imm_tied_instruction(&mut self, inst: &mut Inst, insn: u128, _: u64) -> DecodeStatus {
        let rd = field(insn, 0, 5);
        let cmode = field(insn, 12, 4);
        let value = (field(insn, 16, 3) << 5) | field(insn, 5, 5);
        // Destination and tied source.
        gpr(inst, RegClass::Fpr128RegClassId, rd);
        gpr(inst, RegClass::Fpr128RegClassId, rd);
        inst.push(Operand::Imm(value as i64));
        imm(inst, ((cmode & 6) << 2) as i64)
    }

    fn decode_adr_instruction(&mut self, inst: &mut Inst, insn: u128, _: u64) -> DecodeStatus {
        let rd = field(insn, 0, 5);
        let value = (field(insn, 5, 19) << 2) | field(insn, 29, 2);
        gpr(inst, RegClass::Gpr64RegClassId, rd);
        imm(inst, sign_extend(value, 21))
    }

    fn decode_add_sub_imm_shift(&mut self, inst: &mut Inst, insn: u128, _: u64) -> DecodeStatus {
        let (rd, rn, value) = (field(insn, 0, 5), field(insn, 5, 5), field(insn, 10, 14));
        let flags = field(insn, 29, 1) != 0;
        let shifter = (value >> 12) & 3;
        if shifter > 1 {
            return DecodeStatus::Fail;
        }
        // Register 31 is sp as the destination of add/sub, zr of adds/subs.
        let (d, n) = match (field(insn, 31, 1) != 0, rd == 31 && !flags) {
            (true, true) => (RegClass::Gpr64spRegClassId, RegClass::Gpr64spRegClassId),
            (true, false) => (RegClass::Gpr64RegClassId, RegClass::Gpr64spRegClassId),
            (false, true) => (RegClass::Gpr32spRegClassId, RegClass::Gpr32spRegClassId),
            (false, false) => (RegClass::Gpr32RegClassId, RegClass::Gpr32spRegClassId),
        };
        gpr(inst, d, rd);
        gpr(inst, n, rn);
        inst.push(Operand::Imm((value & 0xfff) as i64));
        imm(inst, 12 * shifter as i64)
    }

    fn decode_unconditional_branch(&mut self, inst: &mut Inst, insn: u128, _: u64) -> DecodeStatus {
        imm(inst, sign_extend(field(insn, 0, 26), 26))
    }

    fn decode_system_p_state_imm0_15_instruction(&mut self, inst: &mut Inst, insn: u128, _: u64) -> DecodeStatus {
        let (op1, op2, value) = (field(insn, 16, 3), field(insn, 5, 3), field(insn, 8, 4));
        if invalid_pstate(op1, op2) {
            return DecodeStatus::Fail;
        }
        let pstate = (op1 << 3) | op2;
        inst.push(Operand::Imm(pstate as i64));
        inst.push(Operand::Imm(value as i64));
        let known = sysops::lookup_p_state_imm0_15_by_encoding(pstate as u8);
        if known.is_some_and(|p| have_features(&self.subtarget, p.requires)) {
            DecodeStatus::Success
        } else {
            DecodeStatus::Fail
        }
    }

    fn decode_system_p_state_imm0_1_instruction(&mut self, inst: &mut Inst, insn: u128, _: u64) -> DecodeStatus {
        let (op1, op2) = (field(insn, 16, 3), field(insn, 5, 3));
        let (crm_high, value) = (field(insn, 9, 3), field(insn, 8, 1));
        if invalid_pstate(op1, op2) {
            return DecodeStatus::Fail;
        }
        let pstate = (crm_high << 6) | (op1 << 3) | op2;
        inst.push(Operand::Imm(pstate as i64));
        inst.push(Operand::Imm(value as i64));
        let known = sysops::lookup_p_state_imm0_1_by_encoding(pstate as u16);
        if known.is_some_and(|p| have_features(&self.subtarget, p.requires)) {
            DecodeStatus::Success
        } else {
            DecodeStatus::Fail
        }
    }

    fn decode_test_and_branch(&mut self, inst: &mut Inst, insn: u128, _: u64) -> DecodeStatus {
        let rt = field(insn, 0, 5);
        let wide = field(insn, 31, 1);
        let bit = (wide << 5) | field(insn, 19, 5);
        let target = sign_extend(field(insn, 5, 14), 14);
        gpr(inst, if wide == 0 { RegClass::Gpr32RegClassId } else { RegClass::Gpr64RegClassId }, rt);
        inst.push(Operand::Imm(bit as i64));
        imm(inst, target)
    }

    fn decode_sysp_xzr_instruction(&mut self, inst: &mut Inst, insn: u128, _: u64) -> DecodeStatus {
        // sysp with xzr: Rt must be 31.
        let rt = field(insn, 0, 5);
        if rt != 31 {
            return DecodeStatus::Fail;
        }
        for (start, len) in [(16, 3), (12, 4), (8, 4), (5, 3)] {
            inst.push(Operand::Imm(field(insn, start, len) as i64));
        }
        gpr(inst, RegClass::Gpr64RegClassId, rt)
    }

    fn decode_sve_logical_imm_instruction(&mut self, inst: &mut Inst, insn: u128, _: u64) -> DecodeStatus {
        let (zdn, value) = (field(insn, 0, 5), field(insn, 5, 13));
        if !valid_logical_imm(value, 64) {
            return DecodeStatus::Fail;
        }
        // Destination and tied source, except dupm (no source).
        gpr(inst, RegClass::ZprRegClassId, zdn);
        if !is(inst, &[Opcode::DupmZi]) {
            gpr(inst, RegClass::ZprRegClassId, zdn);
        }
        imm(inst, value as i64)
    }

    fn decode_cpy_mem_op_instruction(&mut self, inst: &mut Inst, insn: u128, address: u64) -> DecodeStatus {
        let (rd, rs, rn) = (field(insn, 0, 5), field(insn, 16, 5), field(insn, 5, 5));
        // Overlapping registers are unallocated, not merely unpredictable.
        if rd == rs || rs == rn || rd == rn {
            return DecodeStatus::Fail;
        }
        let _ = address;
        // Each register is written back: once as output, once as input.
        for _ in 0..2 {
            for (class, count, value) in [(RegClass::Gpr64commonRegClassId, 31, rd), (RegClass::Gpr64commonRegClassId, 31, rs), (RegClass::Gpr64RegClassId, 32, rn)] {
                if simple(inst, class, 0, count, value) == DecodeStatus::Fail {
                    return DecodeStatus::Fail;
                }
            }
        }
        DecodeStatus::Success
    }

    fn decode_set_mem_op_instruction(&mut self, inst: &mut Inst, insn: u128, _: u64) -> DecodeStatus {
        let (rd, rm, rn) = (field(insn, 0, 5), field(insn, 16, 5), field(insn, 5, 5));
        if rd == rm || rm == rn || rd == rn {
            return DecodeStatus::Fail;
        }
        // Rd and Rn are written back (twice each), Rm only read.
        let steps = [
            (RegClass::Gpr64commonRegClassId, 31, rd),
            (RegClass::Gpr64RegClassId, 32, rn),
            (RegClass::Gpr64commonRegClassId, 31, rd),
            (RegClass::Gpr64RegClassId, 32, rn),
            (RegClass::Gpr64RegClassId, 32, rm),
        ];
        for (class, count, value) in steps {
            if simple(inst, class, 0, count, value) == DecodeStatus::Fail {
                return DecodeStatus::Fail;
            }
        }
        DecodeStatus::Success
    }

    fn decode_prfm_reg_instruction(&mut self, inst: &mut Inst, insn: u128, _: u64) -> DecodeStatus {
        let rt = field(insn, 0, 5);
        // Rt = 0b11xxx is RPRFM, in the fallback table.
        if rt & 0x18 == 0x18 {
            return DecodeStatus::Fail;
        }
        let (rn, shift, extend, rm) = (field(insn, 5, 5), field(insn, 12, 1), field(insn, 15, 1), field(insn, 16, 5));
        inst.push(Operand::Imm(rt as i64));
        gpr(inst, RegClass::Gpr64spRegClassId, rn);
        if is(inst, &[Opcode::PrfMroW]) {
            gpr(inst, RegClass::Gpr32RegClassId, rm);
        } else if is(inst, &[Opcode::PrfMroX]) {
            gpr(inst, RegClass::Gpr64RegClassId, rm);
        } else {
            return DecodeStatus::Fail;
        }
        inst.push(Operand::Imm(extend as i64));
        imm(inst, shift as i64)
    }
}

/// C++ `haveFeatures` of a system operand (`FeatureAll` or every feature of
/// its `Requires`).
fn have_features<S: Subtarget>(st: &S, requires: &str) -> bool {
    st.has_feature_named("FeatureAll") || tablegen_runtime::sched::feature_names(requires).all(|f| st.has_feature_named(f))
}

/// Which transfer-register classes an addressing form's opcodes use.
type Classes = &'static [(&'static [Opcode], RegClass)];

/// Loads and stores with an unsigned scaled offset.
const UNSIGNED_OFFSET: Classes = &[
    (&[Opcode::StrbBui, Opcode::LdrbBui, Opcode::LdrsbWui, Opcode::StrhHui, Opcode::LdrhHui, Opcode::LdrshWui, Opcode::StrWui, Opcode::LdrWui], RegClass::Gpr32RegClassId),
    (&[Opcode::LdrsbXui, Opcode::LdrshXui, Opcode::LdrsWui, Opcode::StrXui, Opcode::LdrXui], RegClass::Gpr64RegClassId),
    (&[Opcode::LdrQui, Opcode::StrQui], RegClass::Fpr128RegClassId),
    (&[Opcode::LdrDui, Opcode::StrDui], RegClass::Fpr64RegClassId),
    (&[Opcode::LdrSui, Opcode::StrSui], RegClass::Fpr32RegClassId),
    (&[Opcode::LdrHui, Opcode::StrHui], RegClass::Fpr16RegClassId),
    (&[Opcode::LdrBui, Opcode::StrBui], RegClass::Fpr8RegClassId),
];

/// Pre- and post-indexed loads and stores (which write the base back).
const INDEXED: Classes = &[
    (
        &[
            Opcode::LdrsbWpre, Opcode::LdrshWpre, Opcode::StrbBpre, Opcode::LdrbBpre, Opcode::StrhHpre, Opcode::LdrhHpre, Opcode::StrWpre,
            Opcode::LdrWpre, Opcode::LdrsbWpost, Opcode::LdrshWpost, Opcode::StrbBpost, Opcode::LdrbBpost, Opcode::StrhHpost,
            Opcode::LdrhHpost, Opcode::StrWpost, Opcode::LdrWpost,
        ],
        RegClass::Gpr32RegClassId,
    ),
    (
        &[
            Opcode::LdrsbXpre, Opcode::LdrshXpre, Opcode::StrXpre, Opcode::LdrsWpre, Opcode::LdrXpre, Opcode::LdrsbXpost, Opcode::LdrshXpost,
            Opcode::StrXpost, Opcode::LdrsWpost, Opcode::LdrXpost,
        ],
        RegClass::Gpr64RegClassId,
    ),
    (&[Opcode::LdrQpre, Opcode::StrQpre, Opcode::LdrQpost, Opcode::StrQpost], RegClass::Fpr128RegClassId),
    (&[Opcode::LdrDpre, Opcode::StrDpre, Opcode::LdrDpost, Opcode::StrDpost], RegClass::Fpr64RegClassId),
    (&[Opcode::LdrSpre, Opcode::StrSpre, Opcode::LdrSpost, Opcode::StrSpost], RegClass::Fpr32RegClassId),
    (&[Opcode::LdrHpre, Opcode::StrHpre, Opcode::LdrHpost, Opcode::StrHpost], RegClass::Fpr16RegClassId),
    (&[Opcode::LdrBpre, Opcode::StrBpre, Opcode::LdrBpost, Opcode::StrBpost], RegClass::Fpr8RegClassId),
];

/// Loads and stores with a 9-bit signed unscaled offset (and the
/// unprivileged and release/acquire forms of the same format).
const UNSCALED: Classes = &[
    (
        &[
            Opcode::SturbBi, Opcode::LdurbBi, Opcode::LdursbWi, Opcode::SturhHi, Opcode::LdurhHi, Opcode::LdurshWi, Opcode::SturWi,
            Opcode::LdurWi, Opcode::LdtrsbWi, Opcode::LdtrshWi, Opcode::SttrWi, Opcode::LdtrWi, Opcode::SttrHi, Opcode::LdtrHi, Opcode::LdtrBi,
            Opcode::SttrBi, Opcode::StlurBi, Opcode::StlurHi, Opcode::StlurWi, Opcode::LdapurBi, Opcode::LdapursbWi, Opcode::LdapurHi,
            Opcode::LdapurshWi, Opcode::LdapuRi,
        ],
        RegClass::Gpr32RegClassId,
    ),
    (
        &[
            Opcode::LdursbXi, Opcode::LdurshXi, Opcode::LdursWi, Opcode::SturXi, Opcode::LdurXi, Opcode::LdtrsbXi, Opcode::LdtrshXi,
            Opcode::LdtrsWi, Opcode::SttrXi, Opcode::LdtrXi, Opcode::LdapursWi, Opcode::LdapurshXi, Opcode::LdapursbXi, Opcode::StlurXi,
            Opcode::LdapurXi,
        ],
        RegClass::Gpr64RegClassId,
    ),
    (&[Opcode::LdurQi, Opcode::SturQi], RegClass::Fpr128RegClassId),
    (&[Opcode::LdurDi, Opcode::SturDi], RegClass::Fpr64RegClassId),
    (&[Opcode::LdurSi, Opcode::SturSi], RegClass::Fpr32RegClassId),
    (&[Opcode::LdurHi, Opcode::SturHi], RegClass::Fpr16RegClassId),
    (&[Opcode::LdurBi, Opcode::SturBi], RegClass::Fpr8RegClassId),
];

/// The transfer register's class of `inst`'s opcode among `classes`.
fn transfer_class(inst: &Inst, classes: Classes) -> Option<RegClass> {
    classes.iter().find(|(ops, _)| is(inst, ops)).map(|&(_, class)| class)
}

#[cfg(test)]
mod tests {
    extern crate std;

    use super::super::printer::Printer;
    use super::{DecodeError, Decoder, ObjdumpSubtarget};
    use std::string::String;
    use std::vec::Vec;

    /// Every word of recorded/llvm-mc.txt decodes and prints as
    /// llvm-mc-19 printed it, or is rejected where llvm-mc rejected it.
    #[test]
    fn recorded_words_match_llvm_mc() {
        let recorded = include_str!("aarch64/recorded/llvm-mc.txt");
        let mut decoder = Decoder::new(ObjdumpSubtarget::new());
        let mut printer = Printer::new(ObjdumpSubtarget::new());
        let (mut valid, mut invalid) = (0, 0);
        let mut wrong = Vec::new();
        for line in recorded.lines().filter(|l| !l.starts_with('#')) {
            let (hex, text) = line.split_once('\t').expect("word<TAB>text");
            let word = u32::from_str_radix(hex, 16).expect("hex word");
            let want = text.replace("\\t", "\t");
            let got = match decoder.decode_instruction(&word.to_le_bytes(), 0) {
                Ok((inst, 4)) => {
                    let mut out = String::new();
                    match printer.print(&inst, 0, &mut out) {
                        Ok(()) => String::from(out.trim_start_matches('\t')),
                        Err(e) => std::format!("<print error {e:?}>"),
                    }
                }
                Ok((_, n)) => std::format!("<size {n}>"),
                Err(DecodeError::Invalid) => String::from("<invalid>"),
                Err(e) => std::format!("<{e}>"),
            };
            if want == "<invalid>" {
                invalid += 1;
            } else {
                valid += 1;
            }
            if got != want {
                wrong.push(std::format!("{hex}: llvm-mc {want:?}, ours {got:?}"));
            }
        }
        assert!(wrong.is_empty(), "{} of {} differ:\n{}", wrong.len(), valid + invalid, wrong.join("\n"));
        assert_eq!((valid, invalid), (1458, 199));
    }

    /// Random words decode or fail, and never panic; neither does printing
    /// what decodes.
    #[test]
    fn random_words_do_not_panic() {
        let mut decoder = Decoder::new(ObjdumpSubtarget::new());
        let mut printer = Printer::new(ObjdumpSubtarget::new());
        let mut decoded = 0;
        let mut out = String::new();
        let mut x: u32 = 0x2545_f491;
        for _ in 0..300_000 {
            // xorshift32
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            let bytes = x.to_le_bytes();
            if let Ok((inst, _)) = decoder.decode_instruction(&bytes, 0x1000) {
                decoded += 1;
                out.clear();
                let _ = printer.print(&inst, 0x1000, &mut out);
            }
            // Every prefix too: short input is truncation, not a panic.
            for n in 0..4 {
                assert!(matches!(decoder.decode_instruction(&bytes[..n], 0), Err(DecodeError::Truncated { needed: 4, .. })));
            }
        }
        assert!(decoded > 100_000, "{decoded}");
    }
}
