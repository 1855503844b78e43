//! The registers the X86 decoder names, in one flat numbering (LLVM's
//! `ALL_REGS` order, then the few registers only the operand translation
//! names), and the flat numberings of memory bases, SIB indices and SIB
//! bases built on it.
//!
//! The decoder computes registers by adding an encoded number to the start
//! of a group (as LLVM's decoder adds to its enums); keeping LLVM's group
//! order and sizes keeps the results of that arithmetic, even where an
//! extension bit carries a number past the end of its group.

/// The flat register names, in order: a generated module supplies, per
/// name, the target's register number (`REGISTER_NUMBERS`, 0 where the
/// target lacks the register).
///
/// ```
/// use tablegen_runtime::mc::x86::REGISTER_NAMES;
/// assert_eq!(REGISTER_NAMES[0], "AL");
/// assert_eq!(REGISTER_NAMES.len(), 306);
/// ```
pub const REGISTER_NAMES: [&str; NUM_REGS] = [
    // 8-bit
    "AL", "CL", "DL", "BL", "AH", "CH", "DH", "BH", "R8B", "R9B", "R10B", "R11B", "R12B", "R13B", "R14B", "R15B",
    "R16B", "R17B", "R18B", "R19B", "R20B", "R21B", "R22B", "R23B", "R24B", "R25B", "R26B", "R27B", "R28B", "R29B",
    "R30B", "R31B", "SPL", "BPL", "SIL", "DIL", // 16-bit
    "AX", "CX", "DX", "BX", "SP", "BP", "SI", "DI", "R8W", "R9W", "R10W", "R11W", "R12W", "R13W", "R14W", "R15W",
    "R16W", "R17W", "R18W", "R19W", "R20W", "R21W", "R22W", "R23W", "R24W", "R25W", "R26W", "R27W", "R28W", "R29W",
    "R30W", "R31W", // 32-bit
    "EAX", "ECX", "EDX", "EBX", "ESP", "EBP", "ESI", "EDI", "R8D", "R9D", "R10D", "R11D", "R12D", "R13D", "R14D",
    "R15D", "R16D", "R17D", "R18D", "R19D", "R20D", "R21D", "R22D", "R23D", "R24D", "R25D", "R26D", "R27D", "R28D",
    "R29D", "R30D", "R31D", // 64-bit
    "RAX", "RCX", "RDX", "RBX", "RSP", "RBP", "RSI", "RDI", "R8", "R9", "R10", "R11", "R12", "R13", "R14", "R15",
    "R16", "R17", "R18", "R19", "R20", "R21", "R22", "R23", "R24", "R25", "R26", "R27", "R28", "R29", "R30", "R31",
    // MMX
    "MM0", "MM1", "MM2", "MM3", "MM4", "MM5", "MM6", "MM7", // XMM
    "XMM0", "XMM1", "XMM2", "XMM3", "XMM4", "XMM5", "XMM6", "XMM7", "XMM8", "XMM9", "XMM10", "XMM11", "XMM12", "XMM13",
    "XMM14", "XMM15", "XMM16", "XMM17", "XMM18", "XMM19", "XMM20", "XMM21", "XMM22", "XMM23", "XMM24", "XMM25",
    "XMM26", "XMM27", "XMM28", "XMM29", "XMM30", "XMM31", // YMM
    "YMM0", "YMM1", "YMM2", "YMM3", "YMM4", "YMM5", "YMM6", "YMM7", "YMM8", "YMM9", "YMM10", "YMM11", "YMM12", "YMM13",
    "YMM14", "YMM15", "YMM16", "YMM17", "YMM18", "YMM19", "YMM20", "YMM21", "YMM22", "YMM23", "YMM24", "YMM25",
    "YMM26", "YMM27", "YMM28", "YMM29", "YMM30", "YMM31", // ZMM
    "ZMM0", "ZMM1", "ZMM2", "ZMM3", "ZMM4", "ZMM5", "ZMM6", "ZMM7", "ZMM8", "ZMM9", "ZMM10", "ZMM11", "ZMM12", "ZMM13",
    "ZMM14", "ZMM15", "ZMM16", "ZMM17", "ZMM18", "ZMM19", "ZMM20", "ZMM21", "ZMM22", "ZMM23", "ZMM24", "ZMM25",
    "ZMM26", "ZMM27", "ZMM28", "ZMM29", "ZMM30", "ZMM31", // masks, mask pairs
    "K0", "K1", "K2", "K3", "K4", "K5", "K6", "K7", "K0_K1", "K2_K3", "K4_K5", "K6_K7", // segment
    "ES", "CS", "SS", "DS", "FS", "GS", // debug
    "DR0", "DR1", "DR2", "DR3", "DR4", "DR5", "DR6", "DR7", "DR8", "DR9", "DR10", "DR11", "DR12", "DR13", "DR14",
    "DR15", // control
    "CR0", "CR1", "CR2", "CR3", "CR4", "CR5", "CR6", "CR7", "CR8", "CR9", "CR10", "CR11", "CR12", "CR13", "CR14",
    "CR15", // tiles
    "TMM0", "TMM1", "TMM2", "TMM3", "TMM4", "TMM5", "TMM6", "TMM7", "RIP",
    // Only the operand translation names these.
    "EIZ", "RIZ", "EIP", "ST0", "ST1", "ST2", "ST3", "ST4", "ST5", "ST6", "ST7",
];

/// The number of flat registers.
pub const NUM_REGS: usize = 306;

pub(super) const AL: u16 = 0;
pub(super) const SPL: u16 = 32;
pub(super) const AX: u16 = 36;
pub(super) const EAX: u16 = 68;
pub(super) const RAX: u16 = 100;
pub(super) const MM0: u16 = 132;
pub(super) const XMM0: u16 = 140;
pub(super) const YMM0: u16 = 172;
pub(super) const ZMM0: u16 = 204;
pub(super) const K0: u16 = 236;
pub(super) const K0_K1: u16 = 244;
pub(super) const ES: u16 = 248;
pub(super) const DR0: u16 = 254;
pub(super) const CR0: u16 = 270;
pub(super) const TMM0: u16 = 286;
pub(super) const EIZ: u16 = 295;
pub(super) const RIZ: u16 = 296;
pub(super) const EIP: u16 = 297;
pub(super) const RIP: u16 = 294;
pub(super) const ST0: u16 = 298;

/// Memory bases (LLVM's `EABase`): 0 is none, then three groups of 32
/// (16-, 32- and 64-bit addressing), then every flat register (a register
/// operand in the R/M field) from [`EA_REG`].
pub(super) const EA_BASE_16: u16 = 1;
pub(super) const EA_BASE_32: u16 = 33;
pub(super) const EA_BASE_64: u16 = 65;
pub(super) const EA_SIB: u16 = EA_BASE_32 + 4;
pub(super) const EA_SIB64: u16 = EA_BASE_64 + 4;
pub(super) const EA_REG: u16 = 97;

/// SIB indices (LLVM's `SIBIndex`): 0 is none, then the memory bases'
/// three groups (1..=96 as in `EABase`), then XMM, YMM and ZMM.
pub(super) const SIB_INDEX_XMM0: u16 = 97;
pub(super) const SIB_INDEX_YMM0: u16 = 129;
pub(super) const SIB_INDEX_ZMM0: u16 = 161;
pub(super) const SIB_INDEX_END: u16 = 193;

/// SIB bases (LLVM's `SIBBase`): 0 is none, then the 32- and 64-bit
/// registers.
pub(super) const SIB_BASE_32: u16 = 1;
pub(super) const SIB_BASE_64: u16 = 33;

/// What a memory base or SIB index of one of the three address groups
/// names: a flat register, or one of the pseudo-registers LLVM gives
/// numbers past its register enum (`BX_SI` 500 to `sib64` 505).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Named {
    /// A flat register.
    Reg(u16),
    /// LLVM's fixed number of a pseudo-register.
    Pseudo(u32),
}

/// The register a memory base of the groups `1..=96` names.
pub(super) fn ea_group_reg(ea: u16) -> Option<Named> {
    match ea {
        1..=8 => Some(match ea - 1 {
            0 => Named::Pseudo(500),
            1 => Named::Pseudo(501),
            2 => Named::Pseudo(502),
            3 => Named::Pseudo(503),
            4 => Named::Reg(AX + 6),
            5 => Named::Reg(AX + 7),
            6 => Named::Reg(AX + 5),
            _ => Named::Reg(AX + 3),
        }),
        9..=32 => Some(Named::Reg(AX + ea - 1)),
        EA_SIB => Some(Named::Pseudo(504)),
        EA_SIB64 => Some(Named::Pseudo(505)),
        33..=64 => Some(Named::Reg(EAX + ea - EA_BASE_32)),
        65..=96 => Some(Named::Reg(RAX + ea - EA_BASE_64)),
        _ => None,
    }
}
