//! `cargo run --release --example objdump -- FILE`: disassembles the
//! executable sections of an ELF file as `llvm-objdump-19 -d
//! --no-show-raw-insn FILE` does, with decoders and printers generated from
//! LLVM's own `.td` files (the `riscv` module of this crate) plus the
//! hand-written hooks LLVM's C++ has for them.
//!
//! What it prints, as llvm-objdump does: the file header line, `Disassembly
//! of section NAME:` per executable section, a `<symbol>:` label where a
//! symbol (or, for a section without one at its start, the section's
//! name) starts a chunk, runs of 8 or more zero bytes as `...`, and one
//! line per instruction (`address:`, padding, the printer's text with its
//! tabs) or `<unknown>` where the decoder finds none, followed by the
//! ` <symbol+offset>` llvm-objdump names a branch target by (the target's
//! instruction analysis, C++ `MCInstrAnalysis::evaluateBranch`).
//!
//! Targets are chosen by the ELF header's `e_machine`: RISC-V today;
//! AArch64 and X86-64 are reported as not supported yet. For RISC-V the
//! subtarget is llvm-objdump's: `generic-rv64`, `+zca` when `e_flags` has
//! `EF_RISCV_RVC`, and every extension of the `.riscv.attributes` arch
//! string (C++ `ELFObjectFileBase::getRISCVFeatures`).
//!
//! Options: `-M no-aliases` and `-M numeric` as llvm-objdump's. A second
//! mode, `--words FILE --like ELF`, decodes one instruction per line of
//! FILE (hex bytes in memory order) with ELF's subtarget and prints one
//! line each, the printer's text or `invalid`, with immediates in hex and
//! branch offsets as offsets: what `llvm-mc-19 --disassemble
//! --print-imm-hex` prints, for the decoder oracle.
//!
//! The input is read once, and the output is built in one buffer and
//! written once. Malformed ELF input is an error, never a panic.

use std::fmt::Write as _;
use std::io::Write as _;
use std::process::ExitCode;

use tablegen_examples::riscv::decoder::Decoder;
use tablegen_examples::riscv::instr_info::{instr_flags, Opcode};
use tablegen_examples::riscv::printer::{Printer, Subtarget};
use tablegen_examples::riscv::register_info::Reg;
use tablegen_examples::riscv::subtarget::{self, Feature, FeatureBits};
use tablegen_runtime::mc::Inst;
use tablegen_runtime::sched::has_feature;

/// An error: a message for `objdump: error: 'FILE': ...`.
type Error = String;

// -- the ELF reader

/// `e_machine` values.
const EM_X86_64: u16 = 62;
const EM_AARCH64: u16 = 183;
const EM_RISCV: u16 = 243;
/// `sh_type` values.
const SHT_SYMTAB: u32 = 2;
const SHT_NOBITS: u32 = 8;
const SHT_DYNSYM: u32 = 11;
const SHT_RISCV_ATTRIBUTES: u32 = 0x7000_0003;
/// `sh_flags`: the section holds instructions (C++ `SectionRef::isText`).
const SHF_EXECINSTR: u64 = 4;
/// `e_type` of a relocatable object: symbol values are section offsets.
const ET_REL: u16 = 1;
/// `st_shndx` values from here on are not section indices.
const SHN_LORESERVE: u16 = 0xff00;
/// `st_info` types.
const STT_OBJECT: u8 = 1;
const STT_FUNC: u8 = 2;
const STT_SECTION: u8 = 3;
const STT_FILE: u8 = 4;
const STT_COMMON: u8 = 5;

/// `len` bytes of `data` at `offset`, or an error naming `what`.
fn bytes_at<'a>(data: &'a [u8], offset: u64, len: u64, what: &str) -> Result<&'a [u8], Error> {
    usize::try_from(offset)
        .ok()
        .zip(usize::try_from(len).ok())
        .and_then(|(o, n)| data.get(o..o.checked_add(n)?))
        .ok_or_else(|| format!("{what} (offset 0x{offset:x}, size 0x{len:x}) goes past the end of the file"))
}

/// Little-endian integers at `o` of `d` (the caller checked the bounds).
fn u16_at(d: &[u8], o: usize) -> u16 {
    u16::from_le_bytes([d[o], d[o + 1]])
}

fn u32_at(d: &[u8], o: usize) -> u32 {
    u32::from_le_bytes([d[o], d[o + 1], d[o + 2], d[o + 3]])
}

fn u64_at(d: &[u8], o: usize) -> u64 {
    u64::from_le_bytes([d[o], d[o + 1], d[o + 2], d[o + 3], d[o + 4], d[o + 5], d[o + 6], d[o + 7]])
}

/// The NUL-terminated string at `offset` of a string table.
fn c_str(table: &[u8], offset: u32) -> Result<&[u8], Error> {
    let rest = table.get(offset as usize..).ok_or_else(|| format!("string offset 0x{offset:x} is past its table"))?;
    let end = rest.iter().position(|&b| b == 0).ok_or_else(|| format!("string at 0x{offset:x} has no terminator"))?;
    Ok(&rest[..end])
}

/// One section header.
struct Section<'a> {
    name: &'a [u8],
    kind: u32,
    flags: u64,
    addr: u64,
    offset: u64,
    size: u64,
    link: u32,
}

/// An ELF64 little-endian file: its header fields and section headers.
struct Elf<'a> {
    data: &'a [u8],
    machine: u16,
    kind: u16,
    flags: u32,
    sections: Vec<Section<'a>>,
}

/// One symbol as llvm-objdump keeps it (C++ `SymbolInfoTy`).
#[derive(Clone)]
struct Symbol<'a> {
    addr: u64,
    name: &'a [u8],
    kind: u8,
}

/// C++ `SymbolInfoTy`'s order: address, name, type (mapping symbols
/// first at an address; these targets have none).
fn symbol_key<'s>(s: &Symbol<'s>) -> (u64, &'s [u8], u8) {
    (s.addr, s.name, s.kind)
}

impl<'a> Elf<'a> {
    /// Reads the header and the section headers (C++ `ELFFile::sections`,
    /// with the extended section count and string-table index).
    fn parse(data: &'a [u8]) -> Result<Self, Error> {
        let header = data.get(..64).ok_or("the file is too small for an ELF header")?;
        if header[..4] != *b"\x7fELF" {
            return Err("not an ELF file".into());
        }
        if header[4] != 2 || header[5] != 1 {
            return Err("only 64-bit little-endian ELF files are supported".into());
        }
        let (kind, machine, flags) = (u16_at(header, 16), u16_at(header, 18), u32_at(header, 48));
        let shoff = u64_at(header, 40);
        let shentsize = u16_at(header, 58);
        let mut shnum = u64::from(u16_at(header, 60));
        let mut shstrndx = u32::from(u16_at(header, 62));
        let mut sections = Vec::new();
        if shoff == 0 {
            return Ok(Elf { data, machine, kind, flags, sections });
        }
        if shentsize != 64 {
            return Err(format!("invalid e_shentsize {shentsize}"));
        }
        // Section 0 holds the real count and index when they do not fit.
        let first = bytes_at(data, shoff, 64, "the section header table")?;
        if shnum == 0 {
            shnum = u64_at(first, 32);
        }
        if shstrndx == 0xffff {
            shstrndx = u32_at(first, 40);
        }
        let table = bytes_at(data, shoff, shnum.saturating_mul(64), "the section header table")?;
        let mut raw = Vec::new();
        for h in table.chunks_exact(64) {
            raw.push((
                u32_at(h, 0),
                u32_at(h, 4),
                u64_at(h, 8),
                u64_at(h, 16),
                u64_at(h, 24),
                u64_at(h, 32),
                u32_at(h, 40),
            ));
        }
        let names: &[u8] = match raw.get(shstrndx as usize) {
            Some(&(_, kind, _, _, off, size, _)) if kind != SHT_NOBITS && shstrndx != 0 => {
                bytes_at(data, off, size, "the section name table")?
            }
            _ if shstrndx == 0 => &[],
            _ => return Err(format!("invalid e_shstrndx {shstrndx}")),
        };
        for (name, kind, flags, addr, offset, size, link) in raw {
            let name = if names.is_empty() { &[][..] } else { c_str(names, name)? };
            sections.push(Section { name, kind, flags, addr, offset, size, link });
        }
        Ok(Elf { data, machine, kind, flags, sections })
    }

    /// A section's bytes (none for SHT_NOBITS).
    fn contents(&self, s: &Section) -> Result<&'a [u8], Error> {
        if s.kind == SHT_NOBITS {
            return Ok(&[]);
        }
        bytes_at(self.data, s.offset, s.size, &format!("section {}", String::from_utf8_lossy(s.name)))
    }

    /// The symbols of the first table of type `kind`, by the section they
    /// are defined in, and those of no section (C++ `disassembleObject`'s
    /// `AllSymbols` and `AbsoluteSymbols`): without the null symbol and
    /// nameless ones. From `.symtab`, also without those llvm-objdump does
    /// not display (`SF_FormatSpecific`: STT_SECTION, STT_FILE and, on
    /// RISC-V, `$x`/`$d` mapping symbols and `.L0 `); from `.dynsym`
    /// (`addDynamicElfSymbols`), without STT_SECTION ones and those of no
    /// section. Symbols of an extended section index (SHN_XINDEX) count as
    /// of no section.
    #[allow(clippy::type_complexity)]
    fn symbols(&self, kind: u32) -> Result<(Vec<Vec<Symbol<'a>>>, Vec<Symbol<'a>>), Error> {
        let mut by_section = vec![Vec::new(); self.sections.len()];
        let mut absolute = Vec::new();
        let dynamic = kind == SHT_DYNSYM;
        let Some(table) = self.sections.iter().find(|s| s.kind == kind) else { return Ok((by_section, absolute)) };
        let strings = self.sections.get(table.link as usize).ok_or("a symbol table links no string table")?;
        let strings = self.contents(strings)?;
        let entries = self.contents(table)?;
        for e in entries.chunks_exact(24).skip(1) {
            let name = c_str(strings, u32_at(e, 0))?;
            let (info, shndx, value) = (e[4], u16_at(e, 6), u64_at(e, 8));
            let typ = info & 0xf;
            if name.is_empty() || typ == STT_SECTION {
                continue;
            }
            let hidden = typ == STT_FILE
                || (self.machine == EM_RISCV
                    && (name == b".L0 " || name.starts_with(b"$d") || name.starts_with(b"$x")));
            if hidden && !dynamic {
                continue;
            }
            let section =
                if shndx == 0 || shndx >= SHN_LORESERVE { None } else { self.sections.get(usize::from(shndx)) };
            match section {
                Some(section) => {
                    let addr = if self.kind == ET_REL { value.wrapping_add(section.addr) } else { value };
                    by_section[usize::from(shndx)].push(Symbol { addr, name, kind: typ });
                }
                None if !dynamic => absolute.push(Symbol { addr: value, name, kind: typ }),
                None => {}
            }
        }
        Ok((by_section, absolute))
    }
}

// -- RISC-V's subtarget from the file

/// The subtarget features llvm-objdump gives RISC-V files (C++
/// `ELFObjectFileBase::getRISCVFeatures`, then `RISCVISAInfo::toFeatures`),
/// as a feature string.
fn riscv_features(elf: &Elf) -> Result<String, Error> {
    let mut features = Vec::new();
    // EF_RISCV_RVC.
    if elf.flags & 1 != 0 {
        features.push("+zca".to_string());
    }
    let Some(arch) = riscv_arch_attribute(elf)? else { return Ok(features.join(",")) };
    let (xlen64, extensions) = parse_normalized_arch(&arch)?;
    features.push(if xlen64 { "+64bit" } else { "-64bit" }.to_string());
    for ext in extensions {
        // The base ISA is no feature.
        if ext == "i" {
            continue;
        }
        // Experimental extensions are spelled so (C++ toFeatures); an
        // extension LLVM does not know is ignored by the subtarget.
        let experimental = format!("experimental-{ext}");
        if subtarget::feature(&ext).is_none() && subtarget::feature(&experimental).is_some() {
            features.push(format!("+{experimental}"));
        } else {
            features.push(format!("+{ext}"));
        }
    }
    Ok(features.join(","))
}

/// ULEB128 at `*pos` of `d`.
fn uleb(d: &[u8], pos: &mut usize) -> Result<u64, Error> {
    let mut value = 0u64;
    for shift in (0..64).step_by(7) {
        let b = *d.get(*pos).ok_or("malformed uleb128, extends past end")?;
        *pos += 1;
        value |= u64::from(b & 0x7f) << shift;
        if b & 0x80 == 0 {
            return Ok(value);
        }
    }
    Err("uleb128 too big for uint64".into())
}

/// The `arch` attribute (Tag_RISCV_arch, 5) of the first
/// `.riscv.attributes` section (C++ `getBuildAttributes` with
/// `RISCVAttributeParser`), if any.
fn riscv_arch_attribute(elf: &Elf) -> Result<Option<String>, Error> {
    let Some(section) = elf.sections.iter().find(|s| s.kind == SHT_RISCV_ATTRIBUTES) else { return Ok(None) };
    let d = elf.contents(section)?;
    // C++: a section that is only the version byte, or has another
    // version, is no attribute section.
    if d.len() <= 1 || d[0] != b'A' {
        return Ok(None);
    }
    let mut arch = None;
    let mut pos = 1;
    while pos < d.len() {
        let start = pos;
        let len = d.get(pos..pos + 4).map(|b| u32_at(b, 0)).ok_or("unexpected end of data")? as usize;
        if len < 4 || start + len > d.len() {
            return Err(format!("invalid section length {len} at offset 0x{start:x}"));
        }
        let end = start + len;
        pos += 4;
        let vendor_len = d[pos..end].iter().position(|&b| b == 0).ok_or("no null terminated string")?;
        let vendor = &d[pos..pos + vendor_len];
        pos += vendor_len + 1;
        if !vendor.eq_ignore_ascii_case(b"riscv") {
            pos = end;
            continue;
        }
        while pos < end {
            let tag_start = pos;
            let tag = d[pos];
            let size = d.get(pos + 1..pos + 5).map(|b| u32_at(b, 0)).ok_or("unexpected end of data")? as usize;
            pos += 5;
            if size < 5 || tag_start + size > end {
                return Err(format!("invalid attribute size {size} at offset 0x{tag_start:x}"));
            }
            // Only file attributes (Tag_File, 1) are read; section and
            // symbol ones (2, 3) start with a list of indices.
            if tag != 1 && tag != 2 && tag != 3 {
                return Err(format!("unrecognized tag 0x{tag:x} at offset 0x{tag_start:x}"));
            }
            if tag != 1 {
                while uleb(d, &mut pos)? != 0 {}
            }
            let list_end = tag_start + size;
            while pos < list_end {
                let at = pos;
                let attribute = uleb(d, &mut pos)?;
                // RISCVAttributeParser's tags, then the generic rule: odd
                // tags are strings, even ones integers; below 32 unknown
                // tags are errors.
                let known = matches!(attribute, 4 | 5 | 6 | 8 | 10 | 12 | 14 | 16);
                if !known && attribute < 32 {
                    return Err(format!("invalid tag 0x{attribute:x} at offset 0x{at:x}"));
                }
                if attribute % 2 == 1 {
                    let n = d[pos.min(d.len())..].iter().position(|&b| b == 0).ok_or("no null terminated string")?;
                    if attribute == 5 && arch.is_none() {
                        arch = Some(String::from_utf8_lossy(&d[pos..pos + n]).into_owned());
                    }
                    pos += n + 1;
                } else {
                    uleb(d, &mut pos)?;
                }
            }
        }
    }
    Ok(arch)
}

/// C++ `RISCVISAInfo::parseNormalizedArchString`: whether the base is
/// RV64, and the extension names.
fn parse_normalized_arch(arch: &str) -> Result<(bool, Vec<String>), Error> {
    if arch.bytes().any(|b| b.is_ascii_uppercase()) {
        return Err("string must be lowercase".into());
    }
    let (xlen64, mut rest) = if let Some(r) = arch.strip_prefix("rv32") {
        (false, r)
    } else if let Some(r) = arch.strip_prefix("rv64") {
        (true, r)
    } else {
        return Err("arch string must begin with valid base ISA".into());
    };
    if !rest.starts_with(['i', 'e']) {
        return Err("arch string must begin with valid base ISA".into());
    }
    let mut names: Vec<String> = Vec::new();
    while !rest.is_empty() {
        if let Some(r) = rest.strip_prefix('_') {
            if r.is_empty() || r.starts_with('_') {
                return Err("extension name missing after separator '_'".into());
            }
            rest = r;
        }
        let (ext, r) = rest.split_at(rest.find('_').unwrap_or(rest.len()));
        rest = r;
        let Some((prefix, minor)) = ext.rsplit_once('p') else {
            return Err("extension lacks version in expected format".into());
        };
        if minor.is_empty() {
            return Err("extension lacks version in expected format".into());
        }
        if minor.parse::<u32>().is_err() {
            return Err("failed to parse minor version number".into());
        }
        let name = prefix.trim_end_matches(|c: char| c.is_ascii_digit());
        if name.len() == prefix.len() {
            return Err("extension lacks version in expected format".into());
        }
        if name.is_empty() {
            return Err("missing extension name".into());
        }
        if prefix[name.len()..].parse::<u32>().is_err() {
            return Err("failed to parse major version number".into());
        }
        let b = name.as_bytes();
        if matches!(b[0], b'z' | b's' | b'x') && (b.len() == 1 || b[1].is_ascii_digit()) {
            return Err(format!("'{}' must be followed by a letter", b[0] as char));
        }
        if names.iter().any(|n| n == name) {
            return Err(format!("duplicate extension '{name}'"));
        }
        names.push(name.to_string());
    }
    Ok((xlen64, names))
}

/// A RISC-V subtarget: its feature bits.
#[derive(Clone, Copy)]
struct Rv(FeatureBits);

impl Subtarget for Rv {
    fn has_feature(&self, bit: u32) -> bool {
        u16::try_from(bit).is_ok_and(|b| has_feature(&self.0, b))
    }

    /// LLVM 19's RISC-V system registers name no `FeaturesRequired`; the
    /// printer asks for `Feature64Bit` by name.
    fn has_feature_named(&self, name: &str) -> bool {
        name == "Feature64Bit" && has_feature(&self.0, Feature::Feature64Bit)
    }
}

// -- targets

/// What one decode produced.
enum Decoded {
    /// An instruction of this many bytes, printed, and the address it
    /// branches to if the target's instruction analysis knows it (C++
    /// `MCInstrAnalysis::evaluateBranch`).
    Inst(usize, Option<u64>),
    /// No instruction: skip this many bytes (C++ `getInstruction`'s
    /// `Size`, or `suggestBytesToSkip` when that is 0).
    Unknown(usize),
}

/// One target's disassembler as objdump drives it.
trait Disassembler {
    /// Decodes the instruction at the start of `bytes` (at `address`) and
    /// appends its text (from the printer's leading tab on) to `out`.
    fn disassemble(&mut self, bytes: &[u8], address: u64, out: &mut String) -> Decoded;

    /// Forgets what the instruction analysis knows (C++ `resetState`, at
    /// the start of each chunk).
    fn reset(&mut self);
}

/// RISC-V: `RISCVDisassembler` and `RISCVInstPrinter`.
struct Riscv {
    decoder: Decoder<Rv>,
    printer: Printer<Rv>,
    analysis: RiscvAnalysis,
}

impl Disassembler for Riscv {
    fn disassemble(&mut self, bytes: &[u8], address: u64, out: &mut String) -> Decoded {
        match self.decoder.decode_instruction(bytes, address) {
            Ok((inst, size)) => {
                let mark = out.len();
                if self.printer.print(&inst, address, out).is_err() {
                    // LLVM's printer has no failure; ours fails only on an
                    // operand it cannot print. Say so in the listing.
                    out.truncate(mark);
                    out.push_str("\t<unprintable>");
                }
                let target = self.analysis.evaluate_branch(&inst, address, size);
                self.analysis.update_state(&inst, address);
                Decoded::Inst(size, target)
            }
            Err(_) => {
                self.analysis.valid = 0;
                Decoded::Unknown(riscv_failed_size(bytes))
            }
        }
    }

    fn reset(&mut self) {
        self.analysis.valid = 0;
    }
}

/// C++ `RISCVMCInstrAnalysis`: the branch targets llvm-objdump annotates,
/// with the values `auipc` leaves in registers (for `jalr`).
#[derive(Default)]
struct RiscvAnalysis {
    /// Bit `n`: `values[n]` is what `x<n>` holds.
    valid: u32,
    values: [u64; 32],
}

impl RiscvAnalysis {
    /// The GPR number of operand `i`, if it is one.
    fn gpr(inst: &Inst, i: usize) -> Option<u32> {
        let x0 = u32::from(Reg::X0.value());
        inst.reg(i).and_then(|r| r.checked_sub(x0)).filter(|&n| n < 32)
    }

    /// C++ `Info->get(opcode)` has every bit of `flag` (`MCID::*`).
    fn desc_has(inst: &Inst, flag: u64) -> bool {
        let desc = u16::try_from(inst.opcode()).ok().and_then(Opcode::from_value).and_then(Opcode::desc);
        desc.is_some_and(|d| d.has(flag))
    }

    /// `inst` is an `op`.
    fn is(inst: &Inst, op: Opcode) -> bool {
        inst.opcode() == u32::from(op.value())
    }

    /// C++ `evaluateBranch`.
    fn evaluate_branch(&self, inst: &Inst, address: u64, size: usize) -> Option<u64> {
        // isConditionalBranch: a branch, not a barrier nor indirect.
        let conditional = Self::desc_has(inst, instr_flags::BRANCH)
            && !Self::desc_has(inst, instr_flags::BARRIER)
            && !Self::desc_has(inst, instr_flags::INDIRECT_BRANCH);
        let offset = if conditional {
            inst.imm(if size == 2 { 1 } else { 2 })?
        } else if Self::is(inst, Opcode::CJal) || Self::is(inst, Opcode::CJ) {
            inst.imm(0)?
        } else if Self::is(inst, Opcode::Jal) {
            inst.imm(1)?
        } else if Self::is(inst, Opcode::Jalr) {
            let base = match Self::gpr(inst, 1)? {
                0 => 0,
                n if self.valid & (1 << n) != 0 => self.values[n as usize],
                _ => return None,
            };
            return Some(base.wrapping_add(inst.imm(2)? as u64));
        } else {
            return None;
        };
        Some(address.wrapping_add(offset as u64))
    }

    /// C++ `updateState`.
    fn update_state(&mut self, inst: &Inst, address: u64) {
        let jump = Self::is(inst, Opcode::Jal) || Self::is(inst, Opcode::Jalr);
        let rd_x0 = Self::gpr(inst, 0) == Some(0);
        let terminator = Self::desc_has(inst, instr_flags::TERMINATOR) || (jump && rd_x0);
        let call = Self::desc_has(inst, instr_flags::CALL) || (jump && !rd_x0);
        if terminator || call {
            self.valid = 0;
            return;
        }
        if Self::is(inst, Opcode::Auipc) {
            if let (Some(rd), Some(imm)) = (Self::gpr(inst, 0), inst.imm(1)) {
                if rd != 0 {
                    self.values[rd as usize] = address.wrapping_add((imm << 12) as u64);
                    self.valid |= 1 << rd;
                }
            }
            return;
        }
        // Any other instruction: its GPR definitions are unknown now.
        let desc = u16::try_from(inst.opcode()).ok().and_then(Opcode::from_value).and_then(Opcode::desc);
        for i in 0..desc.map_or(0, |d| usize::from(d.num_defs)) {
            if let Some(n) = Self::gpr(inst, i).filter(|&n| n != 0) {
                self.valid &= !(1 << n);
            }
        }
    }
}

/// The `Size` C++ `RISCVDisassembler::getInstruction` reports for an
/// encoding it does not decode, or 1 (`suggestBytesToSkip`'s default)
/// when it reports 0 (too few bytes, or a reserved length).
fn riscv_failed_size(bytes: &[u8]) -> usize {
    let Some(&first) = bytes.first() else { return 1 };
    let size = if first & 0b11 != 0b11 {
        2
    } else if first & 0b1_1100 != 0b1_1100 {
        4
    } else if first & 0b11_1111 == 0b01_1111 {
        6
    } else if first & 0b111_1111 == 0b011_1111 {
        8
    } else {
        match bytes.get(1).map(|b| (b >> 4) & 0b111) {
            Some(nnn) if nnn != 0b111 => 10 + usize::from(nnn) * 2,
            _ => 0,
        }
    };
    if size == 0 || bytes.len() < size {
        1
    } else {
        size
    }
}

/// Printer options of `-M`.
#[derive(Default)]
struct Options {
    no_aliases: bool,
    numeric: bool,
}

/// The target of `elf`, as llvm-objdump sets it up for disassembly:
/// immediates in hex and branch targets as addresses (`hex` false gives
/// llvm-mc's branch offsets, for `--words`).
fn disassembler(elf: &Elf, options: &Options, objdump: bool) -> Result<Box<dyn Disassembler>, Error> {
    match elf.machine {
        EM_RISCV => {
            let fs = riscv_features(elf)?;
            // createRISCVMCSubtargetInfo: an empty CPU is generic-rv64 on
            // a 64-bit triple (and this reader reads only ELF64).
            let rv = Rv(subtarget::features_for("generic-rv64", "generic-rv64", &fs));
            let mut printer = Printer::new(rv).hex_immediates();
            if objdump {
                printer = printer.branch_addresses();
            }
            if options.no_aliases {
                printer = printer.no_aliases();
            }
            if options.numeric {
                printer = printer.numeric();
            }
            Ok(Box::new(Riscv { decoder: Decoder::new(rv), printer, analysis: RiscvAnalysis::default() }))
        }
        EM_AARCH64 => Err("AArch64 is not supported yet (its decoder is being written)".into()),
        EM_X86_64 => Err("X86-64 is not supported yet (its decoder is being written)".into()),
        m => Err(format!("unsupported e_machine {m}")),
    }
}

/// C++ `getFileFormatName` for the machines above.
fn format_name(machine: u16) -> &'static str {
    match machine {
        EM_RISCV => "elf64-littleriscv",
        EM_AARCH64 => "elf64-littleaarch64",
        EM_X86_64 => "elf64-x86-64",
        _ => "elf64-unknown",
    }
}

// -- the listing

/// C++ `countSkippableZeroBytes`: runs of 8 or more zero bytes are
/// skipped, in multiples of 4.
fn skippable_zeros(bytes: &[u8]) -> usize {
    let n = bytes.iter().take_while(|&&b| b == 0).count();
    if n < 8 {
        0
    } else {
        n & !3
    }
}

/// C++ `dumpELFData`: a chunk whose symbols are all data, 8 bytes a line
/// in hex and ASCII.
fn dump_data(out: &mut String, section_addr: u64, mut index: usize, end: usize, bytes: &[u8]) {
    let mut ascii = [0u8; 8];
    let mut n = 0;
    while index < end {
        if n == 0 {
            let _ = write!(out, "{:8x}:", section_addr.wrapping_add(index as u64));
        }
        let b = bytes[index];
        let _ = write!(out, " {b:02x}");
        ascii[n] = if (0x20..0x7f).contains(&b) { b } else { b'.' };
        n += 1;
        let mut indent = 0;
        if index == end - 1 || n > 8 {
            indent = 3 * (8 - n.min(8));
            ascii[n.min(8)..].fill(0);
            n = 8;
        }
        if n == 8 {
            out.extend(std::iter::repeat_n(' ', indent));
            out.push_str("         ");
            for &c in ascii.iter().take_while(|&&c| c != 0) {
                out.push(c as char);
            }
            out.push('\n');
            n = 0;
        }
        index += 1;
    }
}

/// Pushes bytes that may not be UTF-8 (symbol and section names) as
/// llvm-objdump writes them.
fn push_bytes(out: &mut Vec<u8>, text: &mut String, bytes: &[u8]) {
    out.extend_from_slice(text.as_bytes());
    text.clear();
    out.extend_from_slice(bytes);
}

/// The listing of `path`, as `llvm-objdump-19 -d --no-show-raw-insn`.
fn objdump(path: &str, data: &[u8], options: &Options) -> Result<Vec<u8>, Error> {
    let elf = Elf::parse(data)?;
    let mut target = disassembler(&elf, options, true)?;
    // Text goes into `text`, then into `out` (names may not be UTF-8).
    let mut out: Vec<u8> = Vec::with_capacity(data.len() * 8);
    let mut text = String::with_capacity(1 << 16);
    let _ = write!(text, "\n{path}:\tfile format {}\n", format_name(elf.machine));
    let (mut symbols, mut absolute) = elf.symbols(SHT_SYMTAB)?;
    // No symbol in any section: the dynamic ones (addDynamicElfSymbols).
    if symbols.iter().all(Vec::is_empty) {
        symbols = elf.symbols(SHT_DYNSYM)?.0;
    }
    // By address, then name, then type (C++ SymbolInfoTy's order; no
    // mapping symbols on these targets); stable, as llvm::stable_sort.
    let key = symbol_key;
    for list in symbols.iter_mut().chain([&mut absolute]) {
        list.sort_by(|a, b| key(a).cmp(&key(b)));
    }
    // Every section by address, then size (branch targets are looked up
    // in the sections at the address below them).
    let mut by_addr: Vec<(u64, u64, usize)> =
        elf.sections.iter().enumerate().map(|(i, s)| (s.addr, s.size, i)).collect();
    by_addr.sort_by_key(|&(addr, size, _)| (addr, size));
    for (index, section) in elf.sections.iter().enumerate() {
        if section.flags & SHF_EXECINSTR == 0 || section.kind == SHT_NOBITS || section.size == 0 {
            continue;
        }
        let bytes = elf.contents(section)?;
        let start_addr = section.addr;
        // A section with no symbol at its start gets one named for it, in
        // the table later sections' branch targets are looked up in too.
        if symbols[index].first().is_none_or(|s| s.addr != start_addr) {
            let dummy = Symbol { addr: start_addr, name: section.name, kind: STT_FUNC };
            let at = symbols[index].partition_point(|s| key(s) < key(&dummy));
            symbols[index].insert(at, dummy);
        }
        let syms = &symbols[index];
        let mut printed_section = false;
        let mut si = 0;
        while si < syms.len() {
            let first = si;
            let start = syms[si].addr;
            while si < syms.len() && syms[si].addr == start {
                si += 1;
            }
            let here = &syms[first..si];
            // The symbol shown: the last that is not data; all data: the
            // chunk is dumped as data.
            let code = here.iter().rposition(|s| s.kind != STT_OBJECT && s.kind != STT_COMMON);
            let (as_data, shown) = match code {
                Some(i) => (false, &here[i]),
                None => (true, &here[here.len() - 1]),
            };
            if start < start_addr {
                continue;
            }
            let mut end = start_addr.saturating_add(section.size);
            if let Some(next) = syms.get(si) {
                end = end.min(next.addr);
            }
            if start >= end {
                continue;
            }
            let (begin, end) = ((start - start_addr) as usize, (end - start_addr) as usize);
            if !printed_section {
                printed_section = true;
                text.push_str("\nDisassembly of section ");
                push_bytes(&mut out, &mut text, section.name);
                text.push_str(":\n");
            }
            let _ = write!(text, "\n{start:016x} <");
            push_bytes(&mut out, &mut text, shown.name);
            text.push_str(">:\n");
            if as_data {
                dump_data(&mut text, start_addr, begin, end, bytes);
                continue;
            }
            target.reset();
            let mut i = begin;
            while i < end {
                let zeros = skippable_zeros(&bytes[i..end]);
                if zeros != 0 {
                    text.push_str("\t\t...\n");
                    i += zeros;
                    continue;
                }
                let address = start_addr.wrapping_add(i as u64);
                let column = text.len();
                let _ = write!(text, "{address:8x}:");
                // printRawData: pad so that the printer's tab reaches
                // column 16.
                let width = text.len() - column;
                let pad = if width < 15 { 15 - width } else { 7 - width % 8 };
                text.extend(std::iter::repeat_n(' ', pad));
                let size = match target.disassemble(&bytes[i..end], address, &mut text) {
                    Decoded::Inst(size, branch) => {
                        if let Some((name, disp)) = branch.and_then(|t| target_symbol(t, &by_addr, &symbols, &absolute))
                        {
                            text.push_str(" <");
                            push_bytes(&mut out, &mut text, name);
                            if disp != 0 {
                                let _ = write!(text, "+0x{disp:x}");
                            }
                            text.push('>');
                        }
                        size
                    }
                    Decoded::Unknown(size) => {
                        text.push_str("\t<unknown>");
                        size
                    }
                };
                text.push('\n');
                i += size.max(1);
                if text.len() > 1 << 16 {
                    out.extend_from_slice(text.as_bytes());
                    text.clear();
                }
            }
        }
    }
    out.extend_from_slice(text.as_bytes());
    Ok(out)
}

/// The symbol llvm-objdump names a branch target by, and the target's
/// distance from it: the last symbol at or below `target` in the sections
/// that start at the highest address not above it (C++ keeps looking
/// through sections at address 0), else among the symbols of no section.
fn target_symbol<'a>(
    target: u64,
    by_addr: &[(u64, u64, usize)],
    symbols: &[Vec<Symbol<'a>>],
    absolute: &[Symbol<'a>],
) -> Option<(&'a [u8], u64)> {
    let mut at = by_addr.partition_point(|&(addr, _, _)| addr <= target);
    let mut lists = Vec::new();
    let mut first = 0;
    while at > 0 {
        at -= 1;
        let (addr, _, index) = by_addr[at];
        if first == 0 {
            first = addr;
        }
        if addr != first {
            break;
        }
        lists.push(&symbols[index][..]);
    }
    lists.push(absolute);
    lists.into_iter().find_map(|list| {
        let below = list.partition_point(|s| s.addr <= target);
        below.checked_sub(1).map(|k| (list[k].name, target - list[k].addr))
    })
}

/// `--words`: one line of hex bytes per instruction, one line out each.
fn words(path: &str, like: &str, options: &Options) -> Result<Vec<u8>, Error> {
    let input = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let data = std::fs::read(like).map_err(|e| format!("{like}: {e}"))?;
    let elf = Elf::parse(&data)?;
    let mut target = disassembler(&elf, options, false)?;
    let mut text = String::with_capacity(input.len() * 2);
    let mut bytes = Vec::new();
    for (n, line) in input.lines().enumerate() {
        let line = line.trim();
        bytes.clear();
        for k in (0..line.len()).step_by(2) {
            let b = line.get(k..k + 2).and_then(|h| u8::from_str_radix(h, 16).ok());
            bytes.push(b.ok_or_else(|| format!("{path}:{}: not hex bytes: {line:?}", n + 1))?);
        }
        let mark = text.len();
        match target.disassemble(&bytes, 0, &mut text) {
            Decoded::Inst(size, _) if size == bytes.len() => {}
            Decoded::Inst(..) => {
                text.truncate(mark);
                text.push_str("invalid: size differs from the line's");
            }
            Decoded::Unknown(_) => text.push_str("invalid"),
        }
        text.push('\n');
    }
    Ok(text.into_bytes())
}

fn usage() -> ExitCode {
    eprintln!("usage: objdump [-M no-aliases|numeric]... FILE\n       objdump [-M ...] --words FILE --like ELF");
    ExitCode::from(2)
}

fn main() -> ExitCode {
    let mut options = Options::default();
    let (mut file, mut words_file, mut like) = (None, None, None);
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "-M" => match args.next().as_deref() {
                Some("no-aliases") => options.no_aliases = true,
                Some("numeric") => options.numeric = true,
                _ => return usage(),
            },
            "--words" => words_file = args.next(),
            "--like" => like = args.next(),
            _ if file.is_none() && !arg.starts_with('-') => file = Some(arg),
            _ => return usage(),
        }
    }
    let (name, result) = match (words_file, like, file) {
        (Some(w), Some(l), None) => (w.clone(), words(&w, &l, &options)),
        (None, None, Some(f)) => {
            let result = std::fs::read(&f).map_err(|e| e.to_string()).and_then(|data| objdump(&f, &data, &options));
            (f, result)
        }
        _ => return usage(),
    };
    match result {
        Ok(out) => {
            let mut stdout = std::io::stdout().lock();
            if stdout.write_all(&out).and_then(|()| stdout.flush()).is_err() {
                return ExitCode::FAILURE;
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("objdump: error: '{name}': {e}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn malformed_input_is_an_error() {
        assert!(Elf::parse(b"").is_err());
        assert!(Elf::parse(b"\x7fELF").is_err());
        let mut header = vec![0u8; 64];
        header[..6].copy_from_slice(b"\x7fELF\x02\x01");
        header[18] = EM_RISCV as u8;
        // A section header table past the end.
        header[40] = 0xff;
        header[58] = 64;
        header[60] = 3;
        assert!(Elf::parse(&header).is_err());
        assert!(objdump("x", &header, &Options::default()).is_err());
        // Every truncation of a valid header is an error or a listing.
        for n in 0..header.len() {
            let _ = objdump("x", &header[..n], &Options::default());
        }
    }

    #[test]
    fn arch_strings_parse_as_llvm() {
        let (rv64, exts) =
            parse_normalized_arch("rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zifencei2p0_zmmul1p0").unwrap();
        assert!(rv64);
        assert_eq!(exts, ["i", "m", "a", "f", "d", "c", "zicsr", "zifencei", "zmmul"]);
        assert!(parse_normalized_arch("rv64gc").is_err());
        assert!(parse_normalized_arch("rv64i2p0__m2p0").is_err());
        assert!(parse_normalized_arch("RV64I2p0").is_err());
    }

    #[test]
    fn zero_runs() {
        assert_eq!(skippable_zeros(&[0; 7]), 0);
        assert_eq!(skippable_zeros(&[0; 11]), 8);
        assert_eq!(skippable_zeros(&[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]), 12);
    }
}
