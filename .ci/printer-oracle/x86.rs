//! X86-64's printer hooks: what LLVM 19's `X86ATTInstPrinter` (AT&T syntax,
//! mode `att`, the generated `printer0`) and `X86IntelInstPrinter` (Intel
//! syntax, mode `intel`, `printer1`) write by hand around the generated
//! `printInstruction` and `printAliasInstr`, with what both share from
//! `X86InstPrinterCommon`:
//!
//! - `printInst`: the prefixes of `printInstFlags` (`lock`, `rep`, `repne`,
//!   `{nf}`, `{vex}`, `{evex}`, `addr32`), AT&T's `callq` for
//!   `CALLpcrel32`, then the alias, the vector compares whose immediate
//!   becomes part of the mnemonic (`printVecCompareInstr`), or the
//!   instruction;
//! - the print methods the asm strings name: registers (`%` in AT&T), the
//!   immediates (`$` in AT&T), memory references, string-instruction and
//!   absolute-offset operands (with `byte ptr` and its kin in Intel syntax),
//!   condition codes, `{dfv=...}` flags, rounding control and mask pairs.
//!
//! # What the MCInst does not show
//!
//! `printInstFlags` reads the MCInst's flags, which `llvm-mc -show-inst` does
//! not print. X86's disassembler sets only five of them
//! (`X86Disassembler.cpp`, `getInstruction`): `IP_HAS_AD_SIZE` (a 0x67
//! prefix), and, when the instruction has no mandatory prefix,
//! `IP_HAS_OP_SIZE`, `IP_HAS_REPEAT_NE` (0xF2), `IP_HAS_REPEAT` (0xF3, but
//! not for `pause`) and `IP_HAS_LOCK` (0xF0); never `IP_HAS_NOTRACK` nor the
//! `IP_USE_*` encoding requests. The flags are read back here from `bytes`,
//! the encoding `-show-encoding` shows, which `X86MCCodeEmitter` writes from
//! those same flags: it emits the legacy prefixes in a fixed order (segment
//! override, 0xF3 for `X86II::REP` or `IP_HAS_REPEAT`, 0xF2 for
//! `IP_HAS_REPEAT_NE`, 0x67 for an address-size override the operands need
//! or `IP_HAS_AD_SIZE`, then 0x66, 0xF0 for `X86II::LOCK` or
//! `IP_HAS_LOCK`, 0x3E for `X86II::NOTRACK`, and the mandatory prefix of a
//! legacy-encoded instruction), so that
//! - `lock` is printed iff 0xF0 is among the prefixes (or `X86II::LOCK`);
//! - `rep` iff there is an 0xF3 beyond the mandatory one (`X86II::XS`) and
//!   the one `X86II::REP` accounts for, `repne` likewise for 0xF2;
//! - `addr32` iff there is a 0x67 that `needsAddressSizeOverride` does not
//!   account for (`IP_HAS_AD_SIZE` alone).
//!
//! `IP_HAS_OP_SIZE` is not printed. Two cases cannot be told from the
//! bytes, and print without the prefix here (corpus_x86.py does not make
//! them on purpose; a random string can, rarely):
//! - a lock on a VEX, XOP or EVEX instruction (0xF0, another prefix, then
//!   the VEX/EVEX prefix): the disassembler sets `IP_HAS_LOCK` and the
//!   printer prints `lock`, but the encoder writes 0xF0 only on the legacy
//!   path;
//! - `IP_HAS_REPEAT` on an instruction whose encoding has its own 0xF3
//!   (`X86II::REP`: `xsha256`, `xcryptcbc`...; e.g. `3e f3 65 41 0f a6 d0`,
//!   where a REX byte keeps the 0xF3 from being taken as part of the
//!   opcode): `rep` is printed, and the encoding has the one 0xF3 either way.
//!
//! # Subtarget
//!
//! `llvm-mc -triple=x86_64` builds the `generic` CPU (x87, cx8, x86-64)
//! plus the triple's `64bit-mode` and `sse2` (with sse), which run.py
//! writes as `crate::gen::x86::features`: `Is64Bit` holds, `Is32Bit` and
//! `Is16Bit` do not. The printer asks for nothing else: X86's alias
//! patterns have no feature conditions.
//!
//! # Immediates
//!
//! llvm-mc prints immediates in decimal (`-print-imm-hex` is off) and
//! branch targets as the immediate (it does not ask for
//! `PrintBranchImmAsAddress`), so `formatImm` is `{}` of an `i64` here, and
//! `formatHex` is never reached.

use std::collections::{HashMap, HashSet};
use std::fmt::{self, Write};

use tablegen_runtime::mc::{Inst, InstrDesc, Operand};

use crate::gen::x86::{features, instrs, printer0, printer1, regs};
use crate::TargetPrinter;

/// The printer of mode `att` (AT&T syntax) or `intel` (Intel syntax).
pub fn printer(mode: &str) -> Option<Box<dyn TargetPrinter>> {
    let syntax = match mode {
        "att" => Syntax::Att,
        "intel" => Syntax::Intel,
        _ => return None,
    };
    Some(Box::new(Hooks { syntax, mode: Mode::of_features(), known: Known::new(), error: None }))
}

/// Which of LLVM's two X86 printers.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Syntax {
    Att,
    Intel,
}

/// The subtarget's processor mode (C++ `X86::Is64Bit` and its kin).
#[derive(Clone, Copy, Debug)]
struct Mode {
    is64: bool,
    is32: bool,
    is16: bool,
}

impl Mode {
    /// The mode of llvm-mc's subtarget, from the features run.py wrote.
    fn of_features() -> Self {
        Mode {
            is64: features::enabled_name("Is64Bit"),
            is32: features::enabled_name("Is32Bit"),
            is16: features::enabled_name("Is16Bit"),
        }
    }
}

/// `X86II` TSFlags fields (X86BaseInfo.h) the printer reads.
mod ts {
    pub const FORM_MASK: u64 = 127;
    pub const AD_SIZE_MASK: u64 = 3 << 9;
    pub const AD_SIZE_32: u64 = 2 << 9;
    pub const OP_PREFIX_MASK: u64 = 3 << 11;
    pub const XS: u64 = 2 << 11;
    pub const XD: u64 = 3 << 11;
    pub const OP_MAP_MASK: u64 = 0xF << 13;
    pub const MAP_TA: u64 = 3 << 13;
    pub const MAP_4: u64 = 8 << 13;
    pub const REX_W: u64 = 1 << 17;
    pub const LOCK: u64 = 1 << 25;
    pub const REP: u64 = 1 << 26;
    pub const ENCODING_MASK: u64 = 3 << 29;
    pub const VEX_4V: u64 = 1 << 39;
    pub const VEX_L: u64 = 1 << 40;
    pub const EVEX_K: u64 = 1 << 41;
    pub const EVEX_L2: u64 = 1 << 43;
    pub const EVEX_B: u64 = 1 << 44;
    pub const NOTRACK: u64 = 1 << 49;
    pub const EXPLICIT_PREFIX_MASK: u64 = 3 << 50;
    pub const EXPLICIT_VEX: u64 = 2 << 50;
    pub const EXPLICIT_EVEX: u64 = 3 << 50;
    pub const EVEX_NF: u64 = 1 << 52;
}

/// `X86II` instruction forms (the low bits of TSFlags) the printer tells apart.
mod form {
    pub const RAW_FRM_SRC: u64 = 4;
    pub const RAW_FRM_DST: u64 = 5;
    pub const RAW_FRM_DST_SRC: u64 = 6;
    pub const PREFIX_BYTE: u64 = 10;
    pub const MRM_DEST_MEM_CC: u64 = 19;
    pub const MRM_DEST_MEM_4V_OP3_CC: u64 = 20;
    pub const MRM_SRC_MEM_FSIB: u64 = 22;
    pub const MRM_DEST_MEM_FSIB: u64 = 23;
    pub const MRM_DEST_MEM: u64 = 24;
    pub const MRM_SRC_MEM: u64 = 25;
    pub const MRM_SRC_MEM_4V_OP3: u64 = 26;
    pub const MRM_SRC_MEM_OP4: u64 = 27;
    pub const MRM_SRC_MEM_CC: u64 = 28;
    pub const MRM_XM_CC: u64 = 30;
    pub const MRM_XM: u64 = 31;
    pub const MRM_7M: u64 = 39;
}

/// The operands of an X86 memory reference, from its first (X86BaseInfo.h).
const ADDR_BASE: u32 = 0;
const ADDR_SCALE: u32 = 1;
const ADDR_INDEX: u32 = 2;
const ADDR_DISP: u32 = 3;
const ADDR_SEGMENT: u32 = 4;

/// The `*mem` print methods' operand sizes (Intel syntax names them).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Size {
    Byte,
    Word,
    Dword,
    Qword,
    Tbyte,
    Xmm,
    Ymm,
    Zmm,
}

impl Size {
    /// The size's Intel-syntax pointer keyword.
    fn ptr(self) -> &'static str {
        match self {
            Size::Byte => "byte ptr ",
            Size::Word => "word ptr ",
            Size::Dword => "dword ptr ",
            Size::Qword => "qword ptr ",
            Size::Tbyte => "tbyte ptr ",
            Size::Xmm => "xmmword ptr ",
            Size::Ymm => "ymmword ptr ",
            Size::Zmm => "zmmword ptr ",
        }
    }
}

/// The families of `printVecCompareInstr`, whose immediate becomes part of
/// the mnemonic when in range.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Family {
    /// SSE `cmp{cc}{ps,pd,ss,sd}`, immediates 0 to 7.
    Sse,
    /// AVX and AVX-512 `vcmp{cc}...`, immediates 0 to 31.
    Avx,
    /// XOP `vpcom{cc}...`, immediates 0 to 7.
    Xop,
    /// AVX-512 `vpcmp{cc}...`, immediates 0 to 2 and 4 to 6.
    Avx512Int,
}

/// A vector compare: its family and the mnemonic's element suffix.
#[derive(Clone, Copy, Debug)]
struct Compare {
    family: Family,
    suffix: &'static str,
}

/// The opcodes and registers the hand-written printer singles out, looked
/// up by their LLVM names once.
struct Known {
    compares: HashMap<u32, Compare>,
    /// `X86::isCMPCCXADD`: the `cmp${cond}xadd` instructions.
    cmpccxadd: HashSet<u32>,
    /// `X86::isCCMPCC` or `X86::isCTESTCC`: `ccmp${cond}`, `ctest${cond}`.
    ccmp_ctest: HashSet<u32>,
    /// `X86::isCFCMOVCC`: `cfcmov${cond}`.
    cfcmov: HashSet<u32>,
    call_pcrel32: Option<u32>,
    data16: Option<u32>,
    /// `X86::GR32RegClassID`: a 64-bit mode address with one of these
    /// needs the 0x67 prefix.
    gr32: Option<u16>,
    reg: Regs,
}

/// The registers the printer compares operands with.
struct Regs {
    st0: u32,
    esi: u32,
    edi: u32,
    eip: u32,
    eiz: u32,
    /// The mask pairs and the register each prints as.
    k_pairs: [(u32, u32); 4],
}

impl Regs {
    fn new() -> Self {
        Regs {
            st0: reg("ST0"),
            esi: reg("ESI"),
            edi: reg("EDI"),
            eip: reg("EIP"),
            eiz: reg("EIZ"),
            k_pairs: [
                (reg("K0_K1"), reg("K0")),
                (reg("K2_K3"), reg("K2")),
                (reg("K4_K5"), reg("K4")),
                (reg("K6_K7"), reg("K6")),
            ],
        }
    }
}

fn opcode(name: &str) -> Option<u32> {
    instrs::Opcode::from_name(name).map(|o| u32::from(o.value()))
}

fn reg(name: &str) -> u32 {
    // 0 (no register) for a name X86 lacks: it then matches no operand the
    // printer compares against.
    regs::Reg::from_name(name).map_or(0, |r| u32::from(r.value()))
}

/// Every opcode named `{prefix}{type}{vl}{form}` that exists, with the
/// mnemonic suffix of its type (`types`: name part, suffix).
fn names(prefix: &str, types: &[(&str, &'static str)], vls: &[&str], forms: &[&str]) -> Vec<(u32, &'static str)> {
    let mut out = Vec::new();
    for &(t, suffix) in types {
        for vl in vls {
            for f in forms {
                if let Some(op) = opcode(&format!("{prefix}{t}{vl}{f}")) {
                    out.push((op, suffix));
                }
            }
        }
    }
    out
}

/// The opcodes of `printVecCompareInstr`'s switch: the cross product of the
/// name parts below, restricted to the opcodes that exist, is exactly the
/// C++ case list (checked against X86ATTInstPrinter.cpp when written).
fn compares() -> HashMap<u32, Compare> {
    const PACKED: [&str; 8] = ["rmi", "rri", "rmik", "rrik", "rmbi", "rmbik", "rrib", "rribk"];
    const SCALAR: [&str; 8] = ["rmi", "rri", "rmi_Int", "rri_Int", "rmi_Intk", "rri_Intk", "rrib_Int", "rrib_Intk"];
    const INT: [(&str, &str); 8] =
        [("B", "b"), ("D", "d"), ("Q", "q"), ("UB", "ub"), ("UD", "ud"), ("UQ", "uq"), ("UW", "uw"), ("W", "w")];
    const PACKED_TYPES: [(&str, &str); 3] = [("PD", "pd"), ("PS", "ps"), ("PH", "ph")];
    const SCALAR_TYPES: [(&str, &str); 3] = [("SD", "sd"), ("SS", "ss"), ("SH", "sh")];
    let groups = [
        (Family::Sse, names("CMP", &PACKED_TYPES[..2], &[""], &["rmi", "rri"])),
        (Family::Sse, names("CMP", &SCALAR_TYPES[..2], &[""], &["rmi", "rri", "rmi_Int", "rri_Int"])),
        (Family::Avx, names("VCMP", &PACKED_TYPES, &["", "Y", "Z128", "Z256", "Z"], &PACKED)),
        (Family::Avx, names("VCMP", &SCALAR_TYPES, &["", "Z"], &SCALAR)),
        (Family::Xop, names("VPCOM", &INT, &[""], &["mi", "ri"])),
        (
            Family::Avx512Int,
            names("VPCMP", &INT, &["Z128", "Z256", "Z"], &["rmi", "rri", "rmik", "rrik", "rmib", "rmibk"]),
        ),
    ];
    let mut map = HashMap::new();
    for (family, ops) in groups {
        for (op, suffix) in ops {
            map.insert(op, Compare { family, suffix });
        }
    }
    map
}

/// The opcodes whose LLVM name starts with `prefix`: X86's mnemonic tables
/// (`X86::isCCMPCC` and its kin, generated by -gen-x86-mnemonic-tables
/// from the asm strings) hold exactly these for the prefixes used here
/// (`CCMP`, `CTEST`, `CFCMOV`, `CMPCCXADD`: every such record's asm string
/// starts with that mnemonic, and no other record's does).
fn named_like(prefix: &str) -> HashSet<u32> {
    instrs::Opcode::all().filter(|o| o.name().starts_with(prefix)).map(|o| u32::from(o.value())).collect()
}

impl Known {
    fn new() -> Self {
        let mut ccmp_ctest = named_like("CCMP");
        ccmp_ctest.extend(named_like("CTEST"));
        Known {
            compares: compares(),
            cmpccxadd: named_like("CMPCCXADD"),
            ccmp_ctest,
            cfcmov: named_like("CFCMOV"),
            call_pcrel32: opcode("CALLpcrel32"),
            data16: opcode("DATA16_PREFIX"),
            gr32: regs::RegClass::from_name("GR32RegClassID").map(|c| c.value()),
            reg: Regs::new(),
        }
    }
}

/// The MCInst flags `printInstFlags` prints, as the disassembler set them
/// (read back from the encoding: see the module doc).
#[derive(Clone, Copy, Default, Debug)]
struct Flags {
    lock: bool,
    repeat: bool,
    repeat_ne: bool,
    ad_size: bool,
}

/// Both printers' hooks: the syntax picks the C++ class whose behaviour
/// each method follows.
struct Hooks {
    syntax: Syntax,
    mode: Mode,
    known: Known,
    /// Why the last print method failed (a `fmt::Error` carries no reason).
    error: Option<String>,
}

impl TargetPrinter for Hooks {
    fn print(&mut self, inst: &Inst, bytes: &[u8], out: &mut String) -> Result<(), String> {
        self.error = None;
        let start = out.len();
        self.print_inst(inst, bytes, out).map_err(|e| {
            // No half-printed text is left behind an error.
            out.truncate(start);
            self.error.take().unwrap_or(e)
        })
    }
}

/// An operand the C++ would assert on.
fn bad(what: &str, inst: &Inst, op: u32) -> String {
    format!("operand {op} of opcode {} is not {what}: {:?}", inst.opcode(), inst.operand(op as usize))
}

fn desc(inst: &Inst) -> Result<InstrDesc<'static>, String> {
    instrs::INSTR_TABLES.desc(inst.opcode() as usize).ok_or_else(|| format!("opcode {} is not X86's", inst.opcode()))
}

impl Hooks {
    /// C++ `printInst`: prefixes, then one of the special cases, the alias
    /// or the instruction.
    fn print_inst(&mut self, inst: &Inst, bytes: &[u8], out: &mut String) -> Result<(), String> {
        let d = desc(inst)?;
        let flags = self.flags(inst, &d, bytes);
        self.print_inst_flags(inst, &d, flags, out);
        let opcode = Some(inst.opcode());
        if self.syntax == Syntax::Att && opcode == self.known.call_pcrel32 && self.mode.is64 {
            out.push_str("\tcallq\t");
            return self.call(|h, o| h.pc_rel_imm(inst, 0, o), out);
        }
        if opcode == self.known.data16 && self.mode.is16 {
            out.push_str("\tdata32");
            return Ok(());
        }
        let alias = match self.syntax {
            Syntax::Att => printer0::print_alias(inst, 0, self, out),
            Syntax::Intel => printer1::print_alias(inst, 0, self, out),
        };
        if alias.map_err(|e| self.reason(e))? {
            return Ok(());
        }
        if self.print_vec_compare(inst, &d, out)? {
            return Ok(());
        }
        let printed = match self.syntax {
            Syntax::Att => printer0::print_instruction(inst, 0, self, out),
            Syntax::Intel => printer1::print_instruction(inst, 0, self, out),
        };
        printed.map_err(|e| self.reason(e))
    }

    /// A printing error's reason: the print method's, if it gave one.
    fn reason(&mut self, e: printer0::PrintError) -> String {
        self.error.take().unwrap_or_else(|| e.to_string())
    }

    /// Runs a print method writing into `out`.
    fn call(
        &mut self,
        f: impl FnOnce(&mut Self, &mut dyn Write) -> fmt::Result,
        out: &mut String,
    ) -> Result<(), String> {
        f(self, out).map_err(|_| self.error.take().unwrap_or_else(|| "a print method failed".into()))
    }

    /// Records why a print method fails.
    fn fail(&mut self, reason: String) -> fmt::Error {
        self.error = Some(reason);
        fmt::Error
    }

    // -- printInstFlags and the flags it reads

    /// The flags the disassembler gave `inst`, read back from its encoding.
    fn flags(&self, inst: &Inst, d: &InstrDesc<'_>, bytes: &[u8]) -> Flags {
        let tsf = d.ts_flags;
        let mut run = legacy_prefixes(bytes);
        // A prefix instruction (`lock`, `rep`, `data16`...) is its own last
        // byte (`rex64`'s, 0x48, is not a legacy prefix).
        if tsf & ts::FORM_MASK == form::PREFIX_BYTE && !run.is_empty() && run.len() == bytes.len() {
            run = &run[..run.len() - 1];
        }
        let count = |b: u8| run.iter().filter(|&&x| x == b).count();
        let legacy = tsf & ts::ENCODING_MASK == 0;
        let mandatory = |p: u64| usize::from(legacy && tsf & ts::OP_PREFIX_MASK == p);
        Flags {
            lock: count(0xF0) > 0,
            repeat: count(0xF3) > mandatory(ts::XS) + usize::from(tsf & ts::REP != 0),
            repeat_ne: count(0xF2) > mandatory(ts::XD),
            ad_size: count(0x67) > 0 && !self.needs_address_size_override(inst, d),
        }
    }

    /// C++ `printInstFlags`.
    fn print_inst_flags(&self, inst: &Inst, d: &InstrDesc<'_>, flags: Flags, out: &mut String) {
        let tsf = d.ts_flags;
        if tsf & ts::LOCK != 0 || flags.lock {
            out.push_str("\tlock\t");
        }
        // IP_HAS_NOTRACK: never set by the disassembler.
        if tsf & ts::NOTRACK != 0 {
            out.push_str("\tnotrack\t");
        }
        if flags.repeat_ne {
            out.push_str("\trepne\t");
        } else if flags.repeat {
            out.push_str("\trep\t");
        }
        if tsf & ts::EVEX_NF != 0 && !self.known.cfcmov.contains(&inst.opcode()) {
            out.push_str("\t{nf}");
        }
        // IP_USE_VEX*, IP_USE_EVEX and IP_USE_DISP*: never set by the
        // disassembler; only the instruction's own explicit prefix counts.
        match tsf & ts::EXPLICIT_PREFIX_MASK {
            ts::EXPLICIT_VEX => out.push_str("\t{vex}"),
            ts::EXPLICIT_EVEX => out.push_str("\t{evex}"),
            _ => {}
        }
        // needsAddressSizeOverride is already out of `ad_size`.
        if flags.ad_size {
            if self.mode.is16 || self.mode.is64 {
                out.push_str("\taddr32\t");
            } else if self.mode.is32 {
                out.push_str("\taddr16\t");
            }
        }
    }

    /// C++ `X86_MC::needsAddressSizeOverride` in 64-bit mode: the operands
    /// alone call for a 0x67 prefix.
    fn needs_address_size_override(&self, inst: &Inst, d: &InstrDesc<'_>) -> bool {
        let tsf = d.ts_flags;
        if tsf & ts::AD_SIZE_MASK == ts::AD_SIZE_32 {
            return true;
        }
        // C++ tests `isReg()` before comparing: anything else is no register.
        let reg_at = |i: u32| inst.reg(i as usize).unwrap_or(0);
        let r = &self.known.reg;
        match tsf & ts::FORM_MASK {
            form::RAW_FRM_DST_SRC => return reg_at(1) == r.esi,
            form::RAW_FRM_SRC => return reg_at(0) == r.esi,
            form::RAW_FRM_DST => return reg_at(0) == r.edi,
            _ => {}
        }
        let Some(mem) = memory_operand(d) else { return false };
        let (base, index) = (reg_at(mem + ADDR_BASE), reg_at(mem + ADDR_INDEX));
        if base == r.eip || index == r.eiz {
            return true;
        }
        let in_gr32 = |x: u32| x != 0 && self.in_class(self.known.gr32, x);
        in_gr32(base) || in_gr32(index)
    }

    fn in_class(&self, class: Option<u16>, r: u32) -> bool {
        let (Some(class), Ok(r)) = (class, u16::try_from(r)) else { return false };
        regs::REG_TABLES.class_contains(class, r)
    }

    // -- printVecCompareInstr

    /// C++ `printVecCompareInstr`: `Ok(false)`, printing nothing, when
    /// `inst` is not a vector compare with an immediate in its range.
    fn print_vec_compare(&mut self, inst: &Inst, d: &InstrDesc<'_>, out: &mut String) -> Result<bool, String> {
        let Some(Operand::Imm(imm)) = inst.operands().last().copied() else { return Ok(false) };
        let Some(&cmp) = self.known.compares.get(&inst.opcode()) else { return Ok(false) };
        let in_range = match cmp.family {
            Family::Sse | Family::Xop => (0..=7).contains(&imm),
            Family::Avx => (0..=31).contains(&imm),
            Family::Avx512Int => (0..=2).contains(&imm) || (4..=6).contains(&imm),
        };
        if !in_range {
            return Ok(false);
        }
        out.push('\t');
        match cmp.family {
            Family::Sse => write_cc(out, "cmp", sse_avx_cc(imm), cmp.suffix),
            Family::Avx => write_cc(out, "vcmp", sse_avx_cc(imm), cmp.suffix),
            Family::Avx512Int => write_cc(out, "vpcmp", sse_avx_cc(imm), cmp.suffix),
            Family::Xop => write_cc(out, "vpcom", vpcom_cc(imm), cmp.suffix),
        }
        let tsf = d.ts_flags;
        let ops = compare_operands(cmp.family, tsf, self.syntax);
        for part in ops {
            match part {
                Part::Text(s) => out.push_str(s),
                Part::Operand(op) => self.call(|h, o| h.operand(inst, op, o), out)?,
                Part::Mem(size, op) => self.call(|h, o| h.mem(size, inst, op, o), out)?,
            }
        }
        Ok(true)
    }

    // -- the print methods

    /// C++ `printRegName`.
    fn reg_name(&mut self, r: u32, out: &mut dyn Write) -> fmt::Result {
        let name = u16::try_from(r).ok().and_then(regs::Reg::from_value).map(|r| r.asm_name().unwrap_or(""));
        let Some(name) = name else { return Err(self.fail(format!("register {r} is not X86's"))) };
        if self.syntax == Syntax::Att {
            out.write_char('%')?;
        }
        out.write_str(name)
    }

    /// C++ `printOperand`: a register or an immediate.
    fn operand(&mut self, inst: &Inst, op: u32, out: &mut dyn Write) -> fmt::Result {
        match inst.operand(op as usize) {
            Some(&Operand::Reg(r)) => self.reg_name(r, out),
            Some(&Operand::Imm(v)) if self.syntax == Syntax::Att => write!(out, "${v}"),
            Some(&Operand::Imm(v)) => write!(out, "{v}"),
            _ => Err(self.fail(bad("a register or an immediate", inst, op))),
        }
    }

    fn imm(&mut self, inst: &Inst, op: u32) -> Result<i64, fmt::Error> {
        inst.imm(op as usize).ok_or_else(|| self.fail(bad("an immediate", inst, op)))
    }

    fn reg(&mut self, inst: &Inst, op: u32) -> Result<u32, fmt::Error> {
        reg_operand(inst, op).map_err(|e| self.fail(e))
    }

    /// C++ `printOptionalSegReg`: `seg:` for a segment override.
    fn segment(&mut self, inst: &Inst, op: u32, out: &mut dyn Write) -> fmt::Result {
        if self.reg(inst, op)? != 0 {
            self.operand(inst, op, out)?;
            out.write_char(':')?;
        }
        Ok(())
    }

    /// The `print*mem` methods: a memory reference, its size named in Intel
    /// syntax only.
    fn mem(&mut self, size: Size, inst: &Inst, op: u32, out: &mut dyn Write) -> fmt::Result {
        if self.syntax == Syntax::Intel {
            out.write_str(size.ptr())?;
        }
        self.mem_reference(inst, op, out)
    }

    /// C++ `printMemReference`.
    fn mem_reference(&mut self, inst: &Inst, op: u32, out: &mut dyn Write) -> fmt::Result {
        let base = self.reg(inst, op + ADDR_BASE)?;
        let index = self.reg(inst, op + ADDR_INDEX)?;
        let disp = self.imm(inst, op + ADDR_DISP)?;
        // C++ reads the scale as `unsigned`.
        let scale = self.imm(inst, op + ADDR_SCALE)? as u32;
        self.segment(inst, op + ADDR_SEGMENT, out)?;
        match self.syntax {
            Syntax::Att => self.att_address(inst, op, (base, index, disp, scale), out),
            Syntax::Intel => self.intel_address(inst, op, (base, index, disp, scale), out),
        }
    }

    /// `disp(base,index,scale)`, each part only when present.
    fn att_address(
        &mut self,
        inst: &Inst,
        op: u32,
        (base, index, disp, scale): (u32, u32, i64, u32),
        out: &mut dyn Write,
    ) -> fmt::Result {
        if disp != 0 || (index == 0 && base == 0) {
            write!(out, "{disp}")?;
        }
        if index == 0 && base == 0 {
            return Ok(());
        }
        out.write_char('(')?;
        if base != 0 {
            self.operand(inst, op + ADDR_BASE, out)?;
        }
        if index != 0 {
            out.write_char(',')?;
            self.operand(inst, op + ADDR_INDEX, out)?;
            if scale != 1 {
                write!(out, ",{scale}")?;
            }
        }
        out.write_char(')')
    }

    /// `[base + scale*index + disp]`, each part only when present; the
    /// scale is written when not 1 or when there is no base.
    fn intel_address(
        &mut self,
        inst: &Inst,
        op: u32,
        (base, index, disp, scale): (u32, u32, i64, u32),
        out: &mut dyn Write,
    ) -> fmt::Result {
        out.write_char('[')?;
        let mut plus = false;
        if base != 0 {
            self.operand(inst, op + ADDR_BASE, out)?;
            plus = true;
        }
        if index != 0 {
            if plus {
                out.write_str(" + ")?;
            }
            if scale != 1 || base == 0 {
                write!(out, "{scale}*")?;
            }
            self.operand(inst, op + ADDR_INDEX, out)?;
            plus = true;
        }
        if disp != 0 || (index == 0 && base == 0) {
            let mut disp = disp;
            if plus {
                if disp > 0 {
                    out.write_str(" + ")?;
                } else {
                    out.write_str(" - ")?;
                    disp = disp.wrapping_neg();
                }
            }
            write!(out, "{disp}")?;
        }
        out.write_char(']')
    }

    /// C++ `printSrcIdx{8,16,32,64}`: `seg:(%rsi)` or `byte ptr seg:[rsi]`.
    fn src_idx(&mut self, size: Size, inst: &Inst, op: u32, out: &mut dyn Write) -> fmt::Result {
        match self.syntax {
            Syntax::Att => {
                self.segment(inst, op + 1, out)?;
                out.write_char('(')?;
                self.operand(inst, op, out)?;
                out.write_char(')')
            }
            Syntax::Intel => {
                out.write_str(size.ptr())?;
                self.segment(inst, op + 1, out)?;
                out.write_char('[')?;
                self.operand(inst, op, out)?;
                out.write_char(']')
            }
        }
    }

    /// C++ `printDstIdx{8,16,32,64}`: always `%es`-based.
    fn dst_idx(&mut self, size: Size, inst: &Inst, op: u32, out: &mut dyn Write) -> fmt::Result {
        match self.syntax {
            Syntax::Att => {
                out.write_str("%es:(")?;
                self.operand(inst, op, out)?;
                out.write_char(')')
            }
            Syntax::Intel => {
                out.write_str(size.ptr())?;
                out.write_str("es:[")?;
                self.operand(inst, op, out)?;
                out.write_char(']')
            }
        }
    }

    /// C++ `printMemOffs{8,16,32,64}`: an absolute address.
    fn mem_offset(&mut self, size: Size, inst: &Inst, op: u32, out: &mut dyn Write) -> fmt::Result {
        let disp = self.imm(inst, op)?;
        if self.syntax == Syntax::Intel {
            out.write_str(size.ptr())?;
        }
        self.segment(inst, op + 1, out)?;
        match self.syntax {
            Syntax::Att => write!(out, "{disp}"),
            Syntax::Intel => write!(out, "[{disp}]"),
        }
    }

    /// C++ `printU8Imm`: the low byte.
    fn u8_imm(&mut self, inst: &Inst, op: u32, out: &mut dyn Write) -> fmt::Result {
        let v = self.imm(inst, op)? & 0xff;
        match self.syntax {
            Syntax::Att => write!(out, "${v}"),
            Syntax::Intel => write!(out, "{v}"),
        }
    }

    /// C++ `printPCRelImm`: the immediate, no `$` (llvm-mc does not print
    /// branch targets as addresses).
    fn pc_rel_imm(&mut self, inst: &Inst, op: u32, out: &mut dyn Write) -> fmt::Result {
        let v = self.imm(inst, op)?;
        write!(out, "{v}")
    }

    /// C++ `printSTiRegOperand`: `st(0)` rather than `st`.
    fn sti_reg(&mut self, inst: &Inst, op: u32, out: &mut dyn Write) -> fmt::Result {
        let r = self.reg(inst, op)?;
        if r != self.known.reg.st0 {
            return self.reg_name(r, out);
        }
        match self.syntax {
            Syntax::Att => out.write_str("%st(0)"),
            Syntax::Intel => out.write_str("st(0)"),
        }
    }

    /// C++ `printCondCode`.
    fn cond_code(&mut self, inst: &Inst, op: u32, out: &mut dyn Write) -> fmt::Result {
        let imm = self.imm(inst, op)?;
        let opcode = inst.opcode();
        let cmpccxadd = self.known.cmpccxadd.contains(&opcode);
        let ccmp = self.known.ccmp_ctest.contains(&opcode);
        let Some(text) = cond_code(imm, cmpccxadd, ccmp) else {
            return Err(self.fail(format!("condition code {imm} out of range")));
        };
        out.write_str(text)
    }

    /// C++ `printCondFlags`: `{dfv=of,sf,zf,cf}`, the flags set.
    fn cond_flags(&mut self, inst: &Inst, op: u32, out: &mut dyn Write) -> fmt::Result {
        let imm = self.imm(inst, op)?;
        let names = [(8, "of"), (4, "sf"), (2, "zf"), (1, "cf")];
        let set: Vec<&str> = names.iter().filter(|(bit, _)| imm & bit != 0).map(|&(_, n)| n).collect();
        write!(out, "{{dfv={}}}", set.join(","))
    }

    /// C++ `printRoundingControl`.
    fn rounding_control(&mut self, inst: &Inst, op: u32, out: &mut dyn Write) -> fmt::Result {
        let text = match self.imm(inst, op)? {
            0 => "{rn-sae}",
            1 => "{rd-sae}",
            2 => "{ru-sae}",
            3 => "{rz-sae}",
            v => return Err(self.fail(format!("rounding control {v} out of range"))),
        };
        out.write_str(text)
    }

    /// C++ `printVKPair`: a mask pair prints as its even register.
    fn vk_pair(&mut self, inst: &Inst, op: u32, out: &mut dyn Write) -> fmt::Result {
        let r = self.reg(inst, op)?;
        match self.known.reg.k_pairs.iter().find(|&&(pair, _)| pair == r) {
            Some(&(_, first)) => self.reg_name(first, out),
            None => Err(self.fail(format!("register {r} is not a mask pair"))),
        }
    }
}

/// Register operand `op` of `inst` (0: no register).
fn reg_operand(inst: &Inst, op: u32) -> Result<u32, String> {
    inst.reg(op as usize).ok_or_else(|| bad("a register", inst, op))
}

/// The legacy prefix bytes the encoding starts with.
fn legacy_prefixes(bytes: &[u8]) -> &[u8] {
    const PREFIXES: [u8; 11] = [0x26, 0x2E, 0x36, 0x3E, 0x64, 0x65, 0x66, 0x67, 0xF0, 0xF2, 0xF3];
    let n = bytes.iter().take_while(|b| PREFIXES.contains(b)).count();
    &bytes[..n]
}

/// C++ `X86II::getMemoryOperandNo` plus `getOperandBias`: the first
/// operand of the memory reference, if the form has one.
fn memory_operand(d: &InstrDesc<'_>) -> Option<u32> {
    let tsf = d.ts_flags;
    let vvvv = u32::from(tsf & ts::VEX_4V != 0);
    let k = u32::from(tsf & ts::EVEX_K != 0);
    // An NDD instruction (APX map 4 with EVEX.b and VEX.vvvv) has its
    // memory operand after the new destination.
    let ndd = u32::from(tsf & ts::OP_MAP_MASK == ts::MAP_4 && tsf & ts::EVEX_B != 0 && tsf & ts::VEX_4V != 0);
    let first = match tsf & ts::FORM_MASK {
        form::MRM_DEST_MEM | form::MRM_DEST_MEM_FSIB | form::MRM_DEST_MEM_CC => ndd,
        form::MRM_SRC_MEM | form::MRM_SRC_MEM_FSIB => 1 + vvvv + k,
        form::MRM_SRC_MEM_4V_OP3 => 1 + k,
        form::MRM_SRC_MEM_OP4 => 3,
        form::MRM_SRC_MEM_CC => 1 + ndd,
        form::MRM_DEST_MEM_4V_OP3_CC => 1,
        form::MRM_XM_CC | form::MRM_XM..=form::MRM_7M => vvvv + k,
        _ => return None,
    };
    Some(first + operand_bias(d))
}

/// C++ `X86II::getOperandBias`: the defs tied to uses, which the memory
/// operand's number does not count.
fn operand_bias(d: &InstrDesc<'_>) -> u32 {
    let tied = |i: usize| d.operand(i).and_then(|o| o.tied_to);
    let ops = usize::from(d.num_operands);
    match d.num_defs {
        1 if (ops > 1 && tied(1) == Some(0)) || (ops == 8 && tied(6) == Some(0)) => 1,
        2 if ops >= 4 && tied(2) == Some(0) && tied(3) == Some(1) => 2,
        2 if ops == 9 && tied(2) == Some(0) && (tied(3) == Some(1) || tied(8) == Some(1)) => 2,
        _ => 0,
    }
}

/// C++ `printCondCode`'s names; `cmpccxadd` and `ccmp` pick the spellings
/// of `cmp${cond}xadd` and of `ccmp`/`ctest`.
fn cond_code(imm: i64, cmpccxadd: bool, ccmp: bool) -> Option<&'static str> {
    let pick = |alt: bool, a: &'static str, b: &'static str| if alt { a } else { b };
    Some(match imm {
        0 => "o",
        1 => "no",
        2 => "b",
        3 => pick(cmpccxadd, "nb", "ae"),
        4 => pick(cmpccxadd, "z", "e"),
        5 => pick(cmpccxadd, "nz", "ne"),
        6 => "be",
        7 => pick(cmpccxadd, "nbe", "a"),
        8 => "s",
        9 => "ns",
        0xa => pick(ccmp, "t", "p"),
        0xb => pick(ccmp, "f", "np"),
        0xc => "l",
        0xd => pick(cmpccxadd, "nl", "ge"),
        0xe => "le",
        0xf => pick(cmpccxadd, "nle", "g"),
        _ => return None,
    })
}

/// C++ `printSSEAVXCC` (the caller has checked the range, 0 to 31).
fn sse_avx_cc(imm: i64) -> &'static str {
    const NAMES: [&str; 32] = [
        "eq", "lt", "le", "unord", "neq", "nlt", "nle", "ord", "eq_uq", "nge", "ngt", "false", "neq_oq", "ge", "gt",
        "true", "eq_os", "lt_oq", "le_oq", "unord_s", "neq_us", "nlt_uq", "nle_uq", "ord_s", "eq_us", "nge_uq",
        "ngt_uq", "false_os", "neq_os", "ge_oq", "gt_oq", "true_us",
    ];
    usize::try_from(imm).ok().and_then(|i| NAMES.get(i)).copied().unwrap_or("")
}

/// `printVPCOMMnemonic`'s condition names (the caller has checked the
/// range, 0 to 7).
fn vpcom_cc(imm: i64) -> &'static str {
    const NAMES: [&str; 8] = ["lt", "le", "gt", "ge", "eq", "neq", "false", "true"];
    usize::try_from(imm).ok().and_then(|i| NAMES.get(i)).copied().unwrap_or("")
}

/// `printCMPMnemonic`, `printVPCMPMnemonic`, `printVPCOMMnemonic`: the
/// mnemonic with the condition inside, then a tab.
fn write_cc(out: &mut String, head: &str, cc: &str, suffix: &str) {
    out.push_str(head);
    out.push_str(cc);
    out.push_str(suffix);
    out.push('\t');
}

/// A piece of a vector compare's operand list.
#[derive(Clone, Copy, Debug)]
enum Part {
    Text(&'static str),
    Operand(u32),
    Mem(Size, u32),
}

/// The memory operand's size in a vector compare: the broadcast element
/// (`{1toN}` follows) or the whole vector or scalar.
fn compare_mem(family: Family, tsf: u64) -> (Size, Option<&'static str>) {
    let ta = tsf & ts::OP_MAP_MASK == ts::MAP_TA;
    let w = tsf & ts::REX_W != 0;
    let vector = if tsf & ts::EVEX_L2 != 0 {
        Size::Zmm
    } else if tsf & ts::VEX_L != 0 {
        Size::Ymm
    } else {
        Size::Xmm
    };
    let prefix = tsf & ts::OP_PREFIX_MASK;
    match family {
        Family::Sse if prefix == ts::XS => (Size::Dword, None),
        Family::Sse if prefix == ts::XD => (Size::Qword, None),
        Family::Sse | Family::Xop => (Size::Xmm, None),
        _ if tsf & ts::EVEX_B != 0 => {
            // Broadcast: elements of a word (half precision, map TA) or by W.
            let elt = if family == Family::Avx && ta {
                Size::Word
            } else if w {
                Size::Qword
            } else {
                Size::Dword
            };
            let count = broadcast_count(tsf, w) * if family == Family::Avx && ta { 2 } else { 1 };
            (elt, Some(one_to(count)))
        }
        Family::Avx if prefix == ts::XS => (if ta { Size::Word } else { Size::Dword }, None),
        Family::Avx if prefix == ts::XD => (Size::Qword, None),
        _ => (vector, None),
    }
}

/// The elements a broadcast fills: by vector length and element width.
fn broadcast_count(tsf: u64, w: bool) -> u32 {
    let dwords = if tsf & ts::EVEX_L2 != 0 {
        16
    } else if tsf & ts::VEX_L != 0 {
        8
    } else {
        4
    };
    if w {
        dwords / 2
    } else {
        dwords
    }
}

fn one_to(n: u32) -> &'static str {
    match n {
        2 => "{1to2}",
        4 => "{1to4}",
        8 => "{1to8}",
        16 => "{1to16}",
        _ => "{1to32}",
    }
}

/// The operand list of a vector compare after its mnemonic, in the
/// syntax's order: AT&T sources first (mask in braces after the
/// destination), Intel destination first (mask right after it).
fn compare_operands(family: Family, tsf: u64, syntax: Syntax) -> Vec<Part> {
    let memory = tsf & ts::FORM_MASK == form::MRM_SRC_MEM;
    let masked = matches!(family, Family::Avx | Family::Avx512Int) && tsf & ts::EVEX_K != 0;
    // The last source: operand 2, or 3 after a mask; SSE's operand 1 is
    // the destination tied, and XOP's two sources are 1 and 2.
    let src2 = if masked { 3 } else { 2 };
    let src1 = src2 - 1;
    let sae = family == Family::Avx && !memory && tsf & ts::EVEX_B != 0;
    let mut last = Vec::new();
    if memory {
        let (size, bcst) = compare_mem(family, tsf);
        last.push(Part::Mem(size, src2));
        last.extend(bcst.map(Part::Text));
    } else {
        last.push(Part::Operand(src2));
    }
    let mut parts = Vec::new();
    match (syntax, family) {
        (Syntax::Att, Family::Sse) => {
            parts.extend(last);
            parts.extend([Part::Text(", "), Part::Operand(0)]);
        }
        (Syntax::Intel, Family::Sse) => {
            parts.extend([Part::Operand(0), Part::Text(", ")]);
            parts.extend(last);
        }
        (Syntax::Att, _) => {
            if sae {
                parts.push(Part::Text("{sae}, "));
            }
            parts.extend(last);
            parts.extend([Part::Text(", "), Part::Operand(src1), Part::Text(", "), Part::Operand(0)]);
            if masked {
                parts.extend([Part::Text(" {"), Part::Operand(1), Part::Text("}")]);
            }
        }
        (Syntax::Intel, _) => {
            parts.push(Part::Operand(0));
            if masked {
                parts.extend([Part::Text(" {"), Part::Operand(1), Part::Text("}")]);
            }
            parts.extend([Part::Text(", "), Part::Operand(src1), Part::Text(", ")]);
            parts.extend(last);
            if sae {
                parts.push(Part::Text(", {sae}"));
            }
        }
    }
    parts
}

/// Implements a generated `PrinterHooks` trait (printer0's and printer1's
/// have the same methods) on [`Hooks`], each method calling the shared
/// one; the syntax field picks the behaviour.
macro_rules! hooks {
    ($trait:path) => {
        impl $trait for Hooks {
            fn print_operand(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
                self.operand(inst, op, out)
            }
            fn printbytemem(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
                self.mem(Size::Byte, inst, op, out)
            }
            fn printwordmem(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
                self.mem(Size::Word, inst, op, out)
            }
            fn printdwordmem(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
                self.mem(Size::Dword, inst, op, out)
            }
            fn printqwordmem(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
                self.mem(Size::Qword, inst, op, out)
            }
            fn printtbytemem(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
                self.mem(Size::Tbyte, inst, op, out)
            }
            fn printxmmwordmem(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
                self.mem(Size::Xmm, inst, op, out)
            }
            fn printymmwordmem(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
                self.mem(Size::Ymm, inst, op, out)
            }
            fn printzmmwordmem(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
                self.mem(Size::Zmm, inst, op, out)
            }
            fn print_mem_reference(
                &mut self,
                inst: &Inst,
                op: u32,
                _: &str,
                _: u64,
                out: &mut dyn Write,
            ) -> fmt::Result {
                self.mem_reference(inst, op, out)
            }
            fn print_s_ti_reg_operand(
                &mut self,
                inst: &Inst,
                op: u32,
                _: &str,
                _: u64,
                out: &mut dyn Write,
            ) -> fmt::Result {
                self.sti_reg(inst, op, out)
            }
            fn print_u8_imm(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
                self.u8_imm(inst, op, out)
            }
            fn print_pc_rel_imm(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
                self.pc_rel_imm(inst, op, out)
            }
            fn print_cond_code(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
                self.cond_code(inst, op, out)
            }
            fn print_cond_flags(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
                self.cond_flags(inst, op, out)
            }
            fn print_src_idx8(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
                self.src_idx(Size::Byte, inst, op, out)
            }
            fn print_src_idx16(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
                self.src_idx(Size::Word, inst, op, out)
            }
            fn print_src_idx32(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
                self.src_idx(Size::Dword, inst, op, out)
            }
            fn print_src_idx64(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
                self.src_idx(Size::Qword, inst, op, out)
            }
            fn print_dst_idx8(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
                self.dst_idx(Size::Byte, inst, op, out)
            }
            fn print_dst_idx16(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
                self.dst_idx(Size::Word, inst, op, out)
            }
            fn print_dst_idx32(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
                self.dst_idx(Size::Dword, inst, op, out)
            }
            fn print_dst_idx64(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
                self.dst_idx(Size::Qword, inst, op, out)
            }
            fn print_mem_offs8(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
                self.mem_offset(Size::Byte, inst, op, out)
            }
            fn print_mem_offs16(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
                self.mem_offset(Size::Word, inst, op, out)
            }
            fn print_mem_offs32(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
                self.mem_offset(Size::Dword, inst, op, out)
            }
            fn print_mem_offs64(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
                self.mem_offset(Size::Qword, inst, op, out)
            }
            fn print_rounding_control(
                &mut self,
                inst: &Inst,
                op: u32,
                _: &str,
                _: u64,
                out: &mut dyn Write,
            ) -> fmt::Result {
                self.rounding_control(inst, op, out)
            }
            fn print_vk_pair(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
                self.vk_pair(inst, op, out)
            }
        }
    };
}

hooks!(printer0::PrinterHooks);
hooks!(printer1::PrinterHooks);
