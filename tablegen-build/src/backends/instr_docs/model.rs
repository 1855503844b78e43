//! What the instruction documentation is printed from: per instruction,
//! its assembly, flags and operands, independent of the format written.

/// One operand of an instruction, or one machine operand of a complex
/// operand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OperandDoc {
    /// A result (DEF) rather than an input (USE).
    pub is_def: bool,
    /// The operand's def (`GPR`, `simm12`, `memri`).
    pub operand: String,
    /// Its name in the instruction, without `$`.
    pub name: String,
    /// For a complex operand's machine operand: the sub-operand's def and
    /// its name in `MIOperandInfo` (`anon<i>` when unnamed).
    pub sub: Option<(String, String)>,
}

/// One instruction.
#[derive(Debug, Clone)]
pub struct InstrDoc {
    /// The def's name.
    pub name: String,
    /// Per assembly parser variant, the assembly string of that variant
    /// (spaces trimmed at both ends); empty without an `AsmString`.
    pub asm_strings: Vec<String>,
    /// The flags set, by LLVM's field names (`mayLoad` and the rest as
    /// inferred from the patterns), in LLVM's order.
    pub flags: Vec<&'static str>,
    /// The operands in order, a complex operand as its machine operands.
    pub operands: Vec<OperandDoc>,
    /// `Constraints`.
    pub constraints: String,
    /// `Defs`: the registers it writes implicitly.
    pub implicit_defs: Vec<String>,
    /// `Uses`: the registers it reads implicitly.
    pub implicit_uses: Vec<String>,
    /// `Predicates`: the defs' names.
    pub predicates: Vec<String>,
}

/// A target's instructions, documented.
#[derive(Debug, Clone, Default)]
pub struct InstrDocs {
    /// The target's name (the page title is `<target> Instructions`).
    pub target: String,
    /// The assembly parser variants' `Name`s when there are several (the
    /// assembly strings are labelled with them); a single unnamed entry
    /// when there is one.
    pub variants: Vec<String>,
    /// The instructions in enum order, the target-independent ones left
    /// out.
    pub instrs: Vec<InstrDoc>,
}
