//! What both writers print: the target's printer as LLVM's AsmWriter
//! lays it out (mnemonic table, operand fragments packed into one word
//! per opcode, the instructions that did not fit, register names and alias
//! patterns).

use crate::model::asm::AsmOperand;
use crate::support::seq_table::OffsetTable;

/// A target's instruction printer for one assembly variant.
#[derive(Debug)]
pub struct AsmWriterModel {
    /// The `Target` def's name.
    pub target: String,
    /// `AsmWriterClassName` (`InstPrinter`): the C++ class is
    /// `<Target><ClassName>`.
    pub class_name: String,
    /// `PassSubtarget`: print methods also receive the subtarget.
    pub pass_subtarget: bool,
    /// `Variant`: which `{a|b}` alternative the asm strings are read with.
    pub variant: u32,
    /// Every instruction in enum order: `(Namespace, name)`.
    pub instructions: Vec<(String, String)>,
    /// Per instruction in enum order, its printing steps whole (the
    /// mnemonic's text first), before packing; `None` for those not
    /// printed (no asm string, `PHI`).
    pub steps: Vec<Option<Vec<AsmOperand>>>,
    /// The mnemonic table and the per-opcode words.
    pub mnemonics: Mnemonics,
    /// The operand fragments packed into the per-opcode word, in order:
    /// fragment `k` holds the commands one of which every instruction
    /// still printing runs next.
    pub fragments: Vec<Vec<Command>>,
    /// The instructions whose remaining steps did not fit the word, in the
    /// groups C++ prints one `case` block for.
    pub leftovers: Vec<Group>,
    /// `getRegisterName`'s tables.
    pub registers: RegisterNames,
    /// `printAliasInstr`'s tables.
    pub aliases: Aliases,
}

/// The mnemonics and the per-opcode word (LLVM's `OpcodeInfo`): the low
/// [`Mnemonics::asm_str_bits`] bits hold one more than the mnemonic's offset
/// (0: the opcode prints nothing), then each fragment's command number in
/// as many bits as its command count needs.
#[derive(Debug)]
pub struct Mnemonics {
    /// The mnemonics (each instruction's leading text), laid out as one
    /// string table.
    pub table: OffsetTable<i8>,
    /// Per opcode, its word.
    pub opcode_info: Vec<u64>,
    /// Bits of the word holding the mnemonic offset.
    pub asm_str_bits: u32,
    /// Bits of the word used in all.
    pub bits_used: u32,
}

impl Mnemonics {
    /// The bit where fragment `k`'s field starts, and its width, for
    /// fragments of `sizes` commands each.
    pub fn fields(&self, sizes: impl IntoIterator<Item = usize>) -> Vec<(u32, u32)> {
        let mut at = self.asm_str_bits;
        sizes
            .into_iter()
            .map(|n| {
                let w = log2_ceil(n as u64);
                let field = (at, w);
                at += w;
                field
            })
            .collect()
    }
}

/// `ceil(log2(n))`, 0 for 0 and 1 (LLVM's `Log2_32_Ceil` on small values).
pub fn log2_ceil(n: u64) -> u32 {
    if n <= 1 {
        0
    } else {
        64 - (n - 1).leading_zeros()
    }
}

/// One command of a fragment: steps several instructions share.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Command {
    /// The first instructions using it, by name, comma-separated and cut
    /// at 70 bytes (the C++ comment).
    pub comment: String,
    /// The steps.
    pub steps: Vec<AsmOperand>,
}

/// Instructions whose remaining steps are the same but for at most one.
#[derive(Debug, Clone)]
pub struct Group {
    /// The opcodes (enum positions), the first one first.
    pub opcodes: Vec<usize>,
    /// The first opcode's remaining steps.
    pub steps: Vec<AsmOperand>,
    /// The step that differs, and each opcode's version of it (in
    /// [`Group::opcodes`] order).
    pub differing: Option<(usize, Vec<AsmOperand>)>,
}

/// The register names of `getRegisterName`.
#[derive(Debug)]
pub struct RegisterNames {
    /// The first register's `Namespace` (qualifies alternate-name indices).
    pub namespace: String,
    /// Number of registers (`NoRegister` not counted).
    pub count: usize,
    /// Per register in enum order, its def's name.
    pub defs: Vec<String>,
    /// More than one alternate-name index: the function takes one.
    pub has_alt_names: bool,
    /// One table per alternate-name index (one, unnamed, without them).
    pub tables: Vec<NameTable>,
}

/// The names under one alternate-name index.
#[derive(Debug)]
pub struct NameTable {
    /// The index's name (empty without alternate names).
    pub alt: String,
    /// Its fallback index's name, when set.
    pub fallback: Option<String>,
    /// The names as one string table.
    pub table: OffsetTable<i8>,
    /// Per register, the offset of its name.
    pub offsets: Vec<usize>,
    /// Per register, its name (empty for none).
    pub names: Vec<String>,
}

/// The alias patterns of `printAliasInstr`.
#[derive(Debug, Default)]
pub struct Aliases {
    /// The target's name, which qualifies registers, classes and features
    /// in conditions.
    pub namespace: String,
    /// Per opcode with aliases, in opcode order.
    pub by_opcode: Vec<OpcodeAliases>,
    /// The encoded alias strings, each with its offset.
    pub strings: Vec<AliasString>,
    /// The `PrintMethod`s aliases print operands with, and whether each is
    /// PC-relative (takes the address).
    pub print_methods: Vec<(String, bool)>,
    /// The `MCOperandPredicate`s conditions check: the operand record's
    /// name and the C++ code.
    pub operand_predicates: Vec<(String, String)>,
}

/// The aliases of one opcode.
#[derive(Debug)]
pub struct OpcodeAliases {
    /// `Namespace::Name`.
    pub opcode: String,
    /// The opcode's position in enum order.
    pub index: usize,
    /// The number of the first pattern.
    pub first_pattern: usize,
    /// The patterns, tried in order.
    pub patterns: Vec<AliasPattern>,
}

/// One alias: when its conditions hold, the instruction prints as its
/// string.
#[derive(Debug)]
pub struct AliasPattern {
    /// The result dag as written (the C++ comment).
    pub result: String,
    /// The offset of its string in the strings.
    pub string_offset: u32,
    /// The number of its first condition.
    pub first_cond: usize,
    /// The number of machine operands the instruction must have.
    pub num_mi_ops: u32,
    /// Its conditions, one per machine operand checked, then features.
    pub conds: Vec<Cond>,
}

/// A condition of an alias pattern (C++ `AliasPatternCond`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Cond {
    /// The operand is not checked.
    Ignore,
    /// The operand is a register of this class.
    RegClass {
        /// The class's name.
        name: String,
        /// Its number (C++ `<Name>RegClassID`).
        id: u32,
    },
    /// The operand is the same register as operand `n`.
    TiedReg(i32),
    /// The operand satisfies `MCOperandPredicate` number `n` (from 1).
    Custom(u32),
    /// The operand is this immediate.
    Imm(i32),
    /// The operand is this register (its name and number), or no register.
    Reg(Option<(String, u32)>),
    /// The subtarget has (or, `neg`, lacks) this feature; `or` conditions
    /// up to the next [`Cond::EndOrFeatures`] need only one to hold.
    Feature {
        /// Part of an any-of group.
        or: bool,
        /// The feature must be absent.
        neg: bool,
        /// The feature's name.
        name: String,
        /// Its bit (the C++ enumerator's value).
        bit: u32,
    },
    /// The end of an any-of group.
    EndOrFeatures,
}

/// An alias string: its text with each operand replaced by `$` and the
/// operand's number plus one, or `$`, `0xFF`, the number plus one and the
/// print method's number plus one.
#[derive(Debug)]
pub struct AliasString {
    /// Its offset in the strings.
    pub offset: u32,
    /// The body of the C++ literal (operands as `\xNN` escapes).
    pub cxx: String,
    /// The bytes the literal stands for.
    pub bytes: Vec<u8>,
}
