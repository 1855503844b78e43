//! The operand encodings and types of X86 instruction specifiers (LLVM's
//! `OperandEncoding` and `OperandType`, whose enumerator names the tables
//! print), and how an operand's def name maps to them for each way an
//! operand can be encoded.

const ENCODING_NAMES: [&str; 37] = [
    "ENCODING_NONE",
    "ENCODING_REG",
    "ENCODING_RM",
    "ENCODING_RM_CD2",
    "ENCODING_RM_CD4",
    "ENCODING_RM_CD8",
    "ENCODING_RM_CD16",
    "ENCODING_RM_CD32",
    "ENCODING_RM_CD64",
    "ENCODING_SIB",
    "ENCODING_VSIB",
    "ENCODING_VSIB_CD2",
    "ENCODING_VSIB_CD4",
    "ENCODING_VSIB_CD8",
    "ENCODING_VSIB_CD16",
    "ENCODING_VSIB_CD32",
    "ENCODING_VSIB_CD64",
    "ENCODING_VVVV",
    "ENCODING_WRITEMASK",
    "ENCODING_IB",
    "ENCODING_IW",
    "ENCODING_ID",
    "ENCODING_IO",
    "ENCODING_RB",
    "ENCODING_RW",
    "ENCODING_RD",
    "ENCODING_RO",
    "ENCODING_FP",
    "ENCODING_Iv",
    "ENCODING_Ia",
    "ENCODING_IRC",
    "ENCODING_Rv",
    "ENCODING_CC",
    "ENCODING_CF",
    "ENCODING_DUP",
    "ENCODING_SI",
    "ENCODING_DI",
];

const TYPE_NAMES: [&str; 35] = [
    "TYPE_NONE",
    "TYPE_REL",
    "TYPE_R8",
    "TYPE_R16",
    "TYPE_R32",
    "TYPE_R64",
    "TYPE_IMM",
    "TYPE_UIMM8",
    "TYPE_M",
    "TYPE_MSIB",
    "TYPE_MVSIBX",
    "TYPE_MVSIBY",
    "TYPE_MVSIBZ",
    "TYPE_SRCIDX",
    "TYPE_DSTIDX",
    "TYPE_MOFFS",
    "TYPE_ST",
    "TYPE_MM64",
    "TYPE_XMM",
    "TYPE_YMM",
    "TYPE_ZMM",
    "TYPE_VK",
    "TYPE_VK_PAIR",
    "TYPE_TMM",
    "TYPE_SEGMENTREG",
    "TYPE_DEBUGREG",
    "TYPE_CONTROLREG",
    "TYPE_BNDR",
    "TYPE_Rv",
    "TYPE_RELv",
    "TYPE_DUP0",
    "TYPE_DUP1",
    "TYPE_DUP2",
    "TYPE_DUP3",
    "TYPE_DUP4",
];
/// Where an operand is encoded (`ENCODING_*`), by index in LLVM's enum.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub(crate) struct Encoding(pub(crate) u8);

/// What kind of operand it is (`TYPE_*`), by index in LLVM's enum.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub(crate) struct OperandType(pub(crate) u8);

impl Encoding {
    /// `ENCODING_*`; `None` past the end of LLVM's enum.
    pub(crate) fn name(self) -> Option<&'static str> {
        ENCODING_NAMES.get(self.0 as usize).copied()
    }
}

impl OperandType {
    /// `TYPE_*`; `None` past the end of LLVM's enum.
    pub(crate) fn name(self) -> Option<&'static str> {
        TYPE_NAMES.get(self.0 as usize).copied()
    }
}

/// The encodings by their names without `ENCODING_` (all of LLVM's
/// enum, though not every one comes out of the records).
#[allow(dead_code)]
pub(crate) mod encodings {
    use super::Encoding;
    pub(crate) const NONE: Encoding = Encoding(0);
    pub(crate) const REG: Encoding = Encoding(1);
    pub(crate) const RM: Encoding = Encoding(2);
    pub(crate) const RM_CD2: Encoding = Encoding(3);
    pub(crate) const RM_CD4: Encoding = Encoding(4);
    pub(crate) const RM_CD8: Encoding = Encoding(5);
    pub(crate) const RM_CD16: Encoding = Encoding(6);
    pub(crate) const RM_CD32: Encoding = Encoding(7);
    pub(crate) const RM_CD64: Encoding = Encoding(8);
    pub(crate) const SIB: Encoding = Encoding(9);
    pub(crate) const VSIB: Encoding = Encoding(10);
    pub(crate) const VSIB_CD2: Encoding = Encoding(11);
    pub(crate) const VSIB_CD4: Encoding = Encoding(12);
    pub(crate) const VSIB_CD8: Encoding = Encoding(13);
    pub(crate) const VSIB_CD16: Encoding = Encoding(14);
    pub(crate) const VSIB_CD32: Encoding = Encoding(15);
    pub(crate) const VSIB_CD64: Encoding = Encoding(16);
    pub(crate) const VVVV: Encoding = Encoding(17);
    pub(crate) const WRITEMASK: Encoding = Encoding(18);
    pub(crate) const IB: Encoding = Encoding(19);
    pub(crate) const IW: Encoding = Encoding(20);
    pub(crate) const ID: Encoding = Encoding(21);
    pub(crate) const IO: Encoding = Encoding(22);
    pub(crate) const RB: Encoding = Encoding(23);
    pub(crate) const RW: Encoding = Encoding(24);
    pub(crate) const RD: Encoding = Encoding(25);
    pub(crate) const RO: Encoding = Encoding(26);
    pub(crate) const FP: Encoding = Encoding(27);
    pub(crate) const IV: Encoding = Encoding(28);
    pub(crate) const IA: Encoding = Encoding(29);
    pub(crate) const IRC: Encoding = Encoding(30);
    pub(crate) const RV: Encoding = Encoding(31);
    pub(crate) const CC: Encoding = Encoding(32);
    pub(crate) const CF: Encoding = Encoding(33);
    pub(crate) const DUP: Encoding = Encoding(34);
    pub(crate) const SI: Encoding = Encoding(35);
    pub(crate) const DI: Encoding = Encoding(36);
}

/// The types by their names without `TYPE_` (all of LLVM's enum).
#[allow(dead_code)]
pub(crate) mod types {
    use super::OperandType;
    pub(crate) const NONE: OperandType = OperandType(0);
    pub(crate) const REL: OperandType = OperandType(1);
    pub(crate) const R8: OperandType = OperandType(2);
    pub(crate) const R16: OperandType = OperandType(3);
    pub(crate) const R32: OperandType = OperandType(4);
    pub(crate) const R64: OperandType = OperandType(5);
    pub(crate) const IMM: OperandType = OperandType(6);
    pub(crate) const UIMM8: OperandType = OperandType(7);
    pub(crate) const M: OperandType = OperandType(8);
    pub(crate) const MSIB: OperandType = OperandType(9);
    pub(crate) const MVSIBX: OperandType = OperandType(10);
    pub(crate) const MVSIBY: OperandType = OperandType(11);
    pub(crate) const MVSIBZ: OperandType = OperandType(12);
    pub(crate) const SRCIDX: OperandType = OperandType(13);
    pub(crate) const DSTIDX: OperandType = OperandType(14);
    pub(crate) const MOFFS: OperandType = OperandType(15);
    pub(crate) const ST: OperandType = OperandType(16);
    pub(crate) const MM64: OperandType = OperandType(17);
    pub(crate) const XMM: OperandType = OperandType(18);
    pub(crate) const YMM: OperandType = OperandType(19);
    pub(crate) const ZMM: OperandType = OperandType(20);
    pub(crate) const VK: OperandType = OperandType(21);
    pub(crate) const VK_PAIR: OperandType = OperandType(22);
    pub(crate) const TMM: OperandType = OperandType(23);
    pub(crate) const SEGMENTREG: OperandType = OperandType(24);
    pub(crate) const DEBUGREG: OperandType = OperandType(25);
    pub(crate) const CONTROLREG: OperandType = OperandType(26);
    pub(crate) const BNDR: OperandType = OperandType(27);
    pub(crate) const RV: OperandType = OperandType(28);
    pub(crate) const RELV: OperandType = OperandType(29);
    pub(crate) const DUP0: OperandType = OperandType(30);
    pub(crate) const DUP1: OperandType = OperandType(31);
    pub(crate) const DUP2: OperandType = OperandType(32);
    pub(crate) const DUP3: OperandType = OperandType(33);
    pub(crate) const DUP4: OperandType = OperandType(34);
}

/// One operand slot of an instruction specifier.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub(crate) struct OperandSpec {
    /// Where it is encoded.
    pub(crate) encoding: Encoding,
    /// What it is.
    pub(crate) ty: OperandType,
}

/// The ways an operand is encoded, each with its own table of operand
/// names (LLVM's `*EncodingFromString`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Role {
    /// An immediate byte/word/... or a register in imm[7:4].
    Immediate,
    /// The R/M field of ModR/M, as a register.
    RmRegister,
    /// The reg field of ModR/M.
    RoRegister,
    /// VEX.vvvv.
    VvvvRegister,
    /// EVEX.aaa.
    WritemaskRegister,
    /// The R/M field of ModR/M, as memory.
    Memory,
    /// An immediate, displacement or string index outside ModR/M.
    Relocation,
    /// Bits added to the opcode byte.
    OpcodeModifier,
}

impl Role {
    /// The encoding of an operand named `s` with this role and operand size
    /// (`OpSizeBits`), or LLVM's words for the failure.
    pub(crate) fn encoding(self, s: &str, op_size: u8) -> Result<Encoding, &'static str> {
        // An `i16imm` is a word unless the instruction has a 16-bit operand
        // size, where it is an operand-size immediate.
        if matches!(self, Role::Immediate | Role::Relocation) && s == "i16imm" && op_size != OP_SIZE16 {
            return Ok(encodings::IW);
        }
        let (found, what) = match self {
            Role::Immediate => (immediate_by_name(s), "Unhandled immediate encoding "),
            Role::RmRegister => (rm_register_by_name(s), "Unhandled R/M register encoding "),
            Role::RoRegister => (ro_register_by_name(s), "Unhandled reg/opcode register encoding "),
            Role::VvvvRegister => (vvvv_register_by_name(s), "Unhandled VEX.vvvv register encoding "),
            Role::WritemaskRegister => (writemask_register_by_name(s), "Unhandled mask register encoding "),
            Role::Memory => (memory_by_name(s), "Unhandled memory encoding "),
            Role::Relocation => (relocation_by_name(s), "Unhandled relocation encoding "),
            Role::OpcodeModifier => (opcode_modifier_by_name(s), "Unhandled opcode modifier encoding "),
        };
        found.ok_or(what)
    }
}

/// `X86Local::OpSize16` / `OpSize32`.
pub(crate) const OP_SIZE16: u8 = 1;
pub(crate) const OP_SIZE32: u8 = 2;

/// The type of an operand named `s` (LLVM's `typeFromString`): general
/// registers become operand-sized (`TYPE_Rv`) when the instruction fixes
/// the operand size, unless REX.W makes a `GR32` a plain 32-bit one.
pub(crate) fn type_from_name(s: &str, has_rex_w: bool, op_size: u8) -> Option<OperandType> {
    if has_rex_w && s == "GR32" {
        return Some(types::R32);
    }
    if (op_size == OP_SIZE16 && s == "GR16") || (op_size == OP_SIZE32 && s == "GR32") {
        return Some(types::RV);
    }
    type_by_name(s)
}

fn type_by_name(s: &str) -> Option<OperandType> {
    use types::*;
    Some(match s {
        "i16mem" => M,
        "i16imm" => IMM,
        "i16i8imm" => IMM,
        "GR16" => R16,
        "GR16orGR32orGR64" => R16,
        "i32mem" => M,
        "i32imm" => IMM,
        "i32i8imm" => IMM,
        "GR32" => R32,
        "GR32orGR64" => R32,
        "i64mem" => M,
        "i64i32imm" => IMM,
        "i64i8imm" => IMM,
        "GR64" => R64,
        "i8mem" => M,
        "i8imm" => IMM,
        "u4imm" => UIMM8,
        "u8imm" => UIMM8,
        "i16u8imm" => UIMM8,
        "i32u8imm" => UIMM8,
        "i64u8imm" => UIMM8,
        "GR8" => R8,
        "VR128" => XMM,
        "VR128X" => XMM,
        "f128mem" => M,
        "f256mem" => M,
        "f512mem" => M,
        "FR128" => XMM,
        "FR64" => XMM,
        "FR64X" => XMM,
        "f64mem" => M,
        "sdmem" => M,
        "FR16X" => XMM,
        "FR32" => XMM,
        "FR32X" => XMM,
        "f32mem" => M,
        "f16mem" => M,
        "ssmem" => M,
        "shmem" => M,
        "RST" => ST,
        "RSTi" => ST,
        "i128mem" => M,
        "i256mem" => M,
        "i512mem" => M,
        "i512mem_GR16" => M,
        "i512mem_GR32" => M,
        "i512mem_GR64" => M,
        "i64i32imm_brtarget" => REL,
        "i16imm_brtarget" => REL,
        "i32imm_brtarget" => REL,
        "ccode" => IMM,
        "cflags" => IMM,
        "AVX512RC" => IMM,
        "brtarget32" => REL,
        "brtarget16" => REL,
        "brtarget8" => REL,
        "f80mem" => M,
        "lea64_32mem" => M,
        "lea64mem" => M,
        "VR64" => MM64,
        "i64imm" => IMM,
        "anymem" => M,
        "opaquemem" => M,
        "sibmem" => MSIB,
        "SEGMENT_REG" => SEGMENTREG,
        "DEBUG_REG" => DEBUGREG,
        "CONTROL_REG" => CONTROLREG,
        "srcidx8" => SRCIDX,
        "srcidx16" => SRCIDX,
        "srcidx32" => SRCIDX,
        "srcidx64" => SRCIDX,
        "dstidx8" => DSTIDX,
        "dstidx16" => DSTIDX,
        "dstidx32" => DSTIDX,
        "dstidx64" => DSTIDX,
        "offset16_8" => MOFFS,
        "offset16_16" => MOFFS,
        "offset16_32" => MOFFS,
        "offset32_8" => MOFFS,
        "offset32_16" => MOFFS,
        "offset32_32" => MOFFS,
        "offset32_64" => MOFFS,
        "offset64_8" => MOFFS,
        "offset64_16" => MOFFS,
        "offset64_32" => MOFFS,
        "offset64_64" => MOFFS,
        "VR256" => YMM,
        "VR256X" => YMM,
        "VR512" => ZMM,
        "VK1" => VK,
        "VK1WM" => VK,
        "VK2" => VK,
        "VK2WM" => VK,
        "VK4" => VK,
        "VK4WM" => VK,
        "VK8" => VK,
        "VK8WM" => VK,
        "VK16" => VK,
        "VK16WM" => VK,
        "VK32" => VK,
        "VK32WM" => VK,
        "VK64" => VK,
        "VK64WM" => VK,
        "VK1Pair" => VK_PAIR,
        "VK2Pair" => VK_PAIR,
        "VK4Pair" => VK_PAIR,
        "VK8Pair" => VK_PAIR,
        "VK16Pair" => VK_PAIR,
        "vx64mem" => MVSIBX,
        "vx128mem" => MVSIBX,
        "vx256mem" => MVSIBX,
        "vy128mem" => MVSIBY,
        "vy256mem" => MVSIBY,
        "vx64xmem" => MVSIBX,
        "vx128xmem" => MVSIBX,
        "vx256xmem" => MVSIBX,
        "vy128xmem" => MVSIBY,
        "vy256xmem" => MVSIBY,
        "vy512xmem" => MVSIBY,
        "vz256mem" => MVSIBZ,
        "vz512mem" => MVSIBZ,
        "BNDR" => BNDR,
        "TILE" => TMM,
        _ => return None,
    })
}

fn immediate_by_name(s: &str) -> Option<Encoding> {
    use encodings::*;
    Some(match s {
        "i32i8imm" => IB,
        "AVX512RC" => IRC,
        "i16imm" => IV,
        "i16i8imm" => IB,
        "i32imm" => IV,
        "i64i32imm" => ID,
        "i64i8imm" => IB,
        "i8imm" => IB,
        "ccode" => CC,
        "cflags" => CF,
        "u4imm" => IB,
        "u8imm" => IB,
        "i16u8imm" => IB,
        "i32u8imm" => IB,
        "i64u8imm" => IB,
        "FR32" => IB,
        "FR64" => IB,
        "FR128" => IB,
        "VR128" => IB,
        "VR256" => IB,
        "FR16X" => IB,
        "FR32X" => IB,
        "FR64X" => IB,
        "VR128X" => IB,
        "VR256X" => IB,
        "VR512" => IB,
        "TILE" => IB,
        _ => return None,
    })
}

fn rm_register_by_name(s: &str) -> Option<Encoding> {
    use encodings::*;
    Some(match s {
        "RST" => FP,
        "RSTi" => FP,
        "GR16" => RM,
        "GR16orGR32orGR64" => RM,
        "GR32" => RM,
        "GR32orGR64" => RM,
        "GR64" => RM,
        "GR8" => RM,
        "VR128" => RM,
        "VR128X" => RM,
        "FR128" => RM,
        "FR64" => RM,
        "FR32" => RM,
        "FR64X" => RM,
        "FR32X" => RM,
        "FR16X" => RM,
        "VR64" => RM,
        "VR256" => RM,
        "VR256X" => RM,
        "VR512" => RM,
        "VK1" => RM,
        "VK2" => RM,
        "VK4" => RM,
        "VK8" => RM,
        "VK16" => RM,
        "VK32" => RM,
        "VK64" => RM,
        "BNDR" => RM,
        "TILE" => RM,
        _ => return None,
    })
}

fn ro_register_by_name(s: &str) -> Option<Encoding> {
    use encodings::*;
    Some(match s {
        "GR16" => REG,
        "GR16orGR32orGR64" => REG,
        "GR32" => REG,
        "GR32orGR64" => REG,
        "GR64" => REG,
        "GR8" => REG,
        "VR128" => REG,
        "FR128" => REG,
        "FR64" => REG,
        "FR32" => REG,
        "VR64" => REG,
        "SEGMENT_REG" => REG,
        "DEBUG_REG" => REG,
        "CONTROL_REG" => REG,
        "VR256" => REG,
        "VR256X" => REG,
        "VR128X" => REG,
        "FR64X" => REG,
        "FR32X" => REG,
        "FR16X" => REG,
        "VR512" => REG,
        "VK1" => REG,
        "VK2" => REG,
        "VK4" => REG,
        "VK8" => REG,
        "VK16" => REG,
        "VK32" => REG,
        "VK64" => REG,
        "VK1Pair" => REG,
        "VK2Pair" => REG,
        "VK4Pair" => REG,
        "VK8Pair" => REG,
        "VK16Pair" => REG,
        "VK1WM" => REG,
        "VK2WM" => REG,
        "VK4WM" => REG,
        "VK8WM" => REG,
        "VK16WM" => REG,
        "VK32WM" => REG,
        "VK64WM" => REG,
        "BNDR" => REG,
        "TILE" => REG,
        _ => return None,
    })
}

fn vvvv_register_by_name(s: &str) -> Option<Encoding> {
    use encodings::*;
    Some(match s {
        "GR8" => VVVV,
        "GR16" => VVVV,
        "GR32" => VVVV,
        "GR64" => VVVV,
        "FR32" => VVVV,
        "FR128" => VVVV,
        "FR64" => VVVV,
        "VR128" => VVVV,
        "VR256" => VVVV,
        "FR16X" => VVVV,
        "FR32X" => VVVV,
        "FR64X" => VVVV,
        "VR128X" => VVVV,
        "VR256X" => VVVV,
        "VR512" => VVVV,
        "VK1" => VVVV,
        "VK2" => VVVV,
        "VK4" => VVVV,
        "VK8" => VVVV,
        "VK16" => VVVV,
        "VK32" => VVVV,
        "VK64" => VVVV,
        "TILE" => VVVV,
        _ => return None,
    })
}

fn writemask_register_by_name(s: &str) -> Option<Encoding> {
    use encodings::*;
    Some(match s {
        "VK1WM" => WRITEMASK,
        "VK2WM" => WRITEMASK,
        "VK4WM" => WRITEMASK,
        "VK8WM" => WRITEMASK,
        "VK16WM" => WRITEMASK,
        "VK32WM" => WRITEMASK,
        "VK64WM" => WRITEMASK,
        _ => return None,
    })
}

fn memory_by_name(s: &str) -> Option<Encoding> {
    use encodings::*;
    Some(match s {
        "i16mem" => RM,
        "i32mem" => RM,
        "i64mem" => RM,
        "i8mem" => RM,
        "shmem" => RM,
        "ssmem" => RM,
        "sdmem" => RM,
        "f128mem" => RM,
        "f256mem" => RM,
        "f512mem" => RM,
        "f64mem" => RM,
        "f32mem" => RM,
        "f16mem" => RM,
        "i128mem" => RM,
        "i256mem" => RM,
        "i512mem" => RM,
        "i512mem_GR16" => RM,
        "i512mem_GR32" => RM,
        "i512mem_GR64" => RM,
        "f80mem" => RM,
        "lea64_32mem" => RM,
        "lea64mem" => RM,
        "anymem" => RM,
        "opaquemem" => RM,
        "sibmem" => SIB,
        "vx64mem" => VSIB,
        "vx128mem" => VSIB,
        "vx256mem" => VSIB,
        "vy128mem" => VSIB,
        "vy256mem" => VSIB,
        "vx64xmem" => VSIB,
        "vx128xmem" => VSIB,
        "vx256xmem" => VSIB,
        "vy128xmem" => VSIB,
        "vy256xmem" => VSIB,
        "vy512xmem" => VSIB,
        "vz256mem" => VSIB,
        "vz512mem" => VSIB,
        _ => return None,
    })
}

fn relocation_by_name(s: &str) -> Option<Encoding> {
    use encodings::*;
    Some(match s {
        "i16imm" => IV,
        "i16i8imm" => IB,
        "i32imm" => IV,
        "i32i8imm" => IB,
        "i64i32imm" => ID,
        "i64i8imm" => IB,
        "i8imm" => IB,
        "u8imm" => IB,
        "i16u8imm" => IB,
        "i32u8imm" => IB,
        "i64u8imm" => IB,
        "i64i32imm_brtarget" => ID,
        "i16imm_brtarget" => IW,
        "i32imm_brtarget" => ID,
        "brtarget32" => ID,
        "brtarget16" => IW,
        "brtarget8" => IB,
        "i64imm" => IO,
        "offset16_8" => IA,
        "offset16_16" => IA,
        "offset16_32" => IA,
        "offset32_8" => IA,
        "offset32_16" => IA,
        "offset32_32" => IA,
        "offset32_64" => IA,
        "offset64_8" => IA,
        "offset64_16" => IA,
        "offset64_32" => IA,
        "offset64_64" => IA,
        "srcidx8" => SI,
        "srcidx16" => SI,
        "srcidx32" => SI,
        "srcidx64" => SI,
        "dstidx8" => DI,
        "dstidx16" => DI,
        "dstidx32" => DI,
        "dstidx64" => DI,
        _ => return None,
    })
}

fn opcode_modifier_by_name(s: &str) -> Option<Encoding> {
    use encodings::*;
    Some(match s {
        "GR32" => RV,
        "GR64" => RO,
        "GR16" => RV,
        "GR8" => RB,
        "ccode" => CC,
        _ => return None,
    })
}
