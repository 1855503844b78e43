//! The language-neutral model both writers print: the optimized matcher
//! encoded once into LLVM 19's matcher-table bytes, line by line as LLVM
//! lays the C++ initializer out, and the hooks the table names by number.
//!
//! # Layout
//!
//! [`Table::lines`] are the lines of the C++ `MatcherTable` initializer
//! (without the final `0` and the closing brace). A line is a sequence of
//! [`Item`]s: table bytes with their C++ spelling ([`Item::Code`]),
//! LLVM's comments ([`Item::Comment`], absent with `-omit-comments`) and the
//! C++ punctuation and indentation between them ([`Item::Punct`]). The
//! bytes of the `Code` items, in line and item order, are
//! [`Table::bytes`] (which ends with the table's final `0`); a line whose
//! C++ starts with the `/* offset */` label has [`Line::offset`].
//!
//! Every number a byte holds is resolved here: `OPC_*`, `OPFL_*` and
//! `ISD::CondCode` as LLVM 19 numbers them, value types as
//! `MVT::SimpleValueType`, instructions and registers by their enum values,
//! hooks by their index below. Node opcodes (`ISD::ADD`, `RISCVISD::CALL`)
//! have no number in LLVM's sources a writer could print: the C++ prints
//! their names, and the bytes use the index of the name in
//! [`DagIselModel::nodes`] (sorted names), the numbering of the Rust
//! module's node-opcode enum.

/// The whole model of `-gen-dag-isel` for one target and set of options.
#[derive(Clone, Debug)]
pub struct DagIselModel {
    /// The target's name.
    pub target: String,
    /// `-omit-comments`.
    pub omit_comments: bool,
    /// The matcher table.
    pub table: Table,
    /// How often each matcher kind occurs (LLVM's opcode histogram, in
    /// matcher-kind order).
    pub histogram: [u32; 38],
    /// The hooks the table names by index.
    pub hooks: Hooks,
    /// Node-opcode enum names (`ISD::ADD`), sorted and distinct: every
    /// `SDNode` record's, plus the nodes a selection DAG needs whatever the
    /// target ([`EXTRA_NODES`]). A name's index is its number in the table.
    pub nodes: Vec<String>,
    /// Instructions the table emits with memory operands (`OPFL_MemRefs`):
    /// `(enum value, name, mayLoad, mayStore)`, by enum value.
    pub mem_instrs: Vec<(u32, String, bool, bool)>,
    /// `-instrument-coverage`: the patterns' texts and `.td` positions.
    pub coverage: Option<Coverage>,
}

/// Node opcodes every selection DAG has, whether or not the target's
/// `SDNode` records name them: those the interpreter itself looks for
/// (the runtime's `NodeOpcodes`) and the nodes `SelectCodeCommon` leaves
/// to its caller.
pub const EXTRA_NODES: [&str; 13] = [
    "ISD::AND",
    "ISD::CONDCODE",
    "ISD::Constant",
    "ISD::ConstantFP",
    "ISD::CopyFromReg",
    "ISD::CopyToReg",
    "ISD::EntryToken",
    "ISD::OR",
    "ISD::Register",
    "ISD::TargetConstant",
    "ISD::TargetConstantFP",
    "ISD::TokenFactor",
    "ISD::VALUETYPE",
];

/// The matcher table.
///
/// The items of every line are in one list and their texts are interned
/// into one buffer: a big target's table has millions of items and a
/// quarter of a million distinct texts, and a `String` (and a list) apiece
/// made the encoded table the largest part of the backend's peak memory
/// (430 MB of RISC-V's 1.4 GB).
#[derive(Clone, Debug, Default)]
pub struct Table {
    /// The lines of the C++ initializer.
    pub lines: Vec<Line>,
    /// The items of all the lines, line after line.
    pub items: Vec<Item>,
    /// The distinct texts of the items, back to back.
    texts: String,
    /// Where each [`Text`] is in `texts`: its start and end.
    spans: Vec<(u32, u32)>,
    /// The table bytes, the final `0` included.
    pub bytes: Vec<u8>,
}

impl Table {
    /// What line `l` holds, in order.
    pub fn items(&self, l: &Line) -> &[Item] {
        self.items.get(l.start as usize..l.end as usize).unwrap_or(&[])
    }

    /// The text `t` stands for.
    ///
    /// ```
    /// use tablegen_build::backends::dag_isel::table::Table;
    /// let mut table = Table::default();
    /// let t = table.add_text("OPC_Scope, ");
    /// assert_eq!(table.text(t), "OPC_Scope, ");
    /// assert_eq!(table.num_texts(), 1);
    /// ```
    pub fn text(&self, t: Text) -> &str {
        self.spans.get(t.0 as usize).and_then(|&(a, b)| self.texts.get(a as usize..b as usize)).unwrap_or("")
    }

    /// Adds `text` as a new [`Text`] (the caller keeps texts distinct).
    pub fn add_text(&mut self, text: &str) -> Text {
        let start = self.texts.len();
        self.texts.push_str(text);
        self.spans.push((start as u32, self.texts.len() as u32));
        Text(self.spans.len() as u32 - 1)
    }

    /// How many texts there are.
    pub fn num_texts(&self) -> usize {
        self.spans.len()
    }
}

/// One line of the table.
#[derive(Clone, Copy, Debug, Default)]
pub struct Line {
    /// The offset LLVM labels the line with (`/*   123*/`); `None` on
    /// continuation lines and with `-omit-comments`.
    pub offset: Option<u32>,
    /// Its items: `Table::items[start..end]` (see [`Table::items`]).
    pub start: u32,
    /// End of its items.
    pub end: u32,
}

/// An interned item text: the number of one of the table's distinct texts
/// (see [`Table::text`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Text(pub u32);

/// A piece of a line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    /// `len` table bytes and their C++ spelling (with the punctuation LLVM
    /// writes right after them, e.g. `OPC_Scope, ` or `TARGET_VAL(ISD::ADD),`).
    Code {
        /// The C++ text.
        cpp: Text,
        /// How many bytes of [`Table::bytes`] it stands for.
        len: u8,
    },
    /// One of LLVM's comments, delimiters included (`/*->400*/`,
    /// ` // #0 = $rs1`).
    Comment(Text),
    /// C++ separators and indentation (commas and spaces) outside `Code`.
    Punct(Text),
}

/// The table's hooks, in the order of their indices.
#[derive(Clone, Debug, Default)]
pub struct Hooks {
    /// `CheckPatternPredicate`: the C++ conditions.
    pub pattern_predicates: Vec<String>,
    /// The records each pattern predicate is made of (`None`: not known).
    pub pattern_conditions: Vec<Option<crate::model::patterns::to_match::PredicateCondition>>,
    /// `CheckNodePredicate`.
    pub node_predicates: Vec<NodePredicate>,
    /// `CheckNodePredicateWithOperands`.
    pub node_predicates_with_operands: Vec<NodePredicate>,
    /// `CheckComplexPattern`.
    pub complex_patterns: Vec<ComplexHook>,
    /// `RunSDNodeXForm`.
    pub xforms: Vec<XFormHook>,
}

/// A node predicate: fragments whose predicate code is the same C++.
#[derive(Clone, Debug)]
pub struct NodePredicate {
    /// `Predicate_<fragment>` of each fragment sharing the code, sorted.
    pub fn_names: Vec<String>,
    /// The C++ body.
    pub code: String,
}

/// A complex pattern.
#[derive(Clone, Debug)]
pub struct ComplexHook {
    /// The `ComplexPattern` record's name.
    pub record: String,
    /// The C++ select function.
    pub select_func: String,
    /// The results it pushes (`NumOperands`, plus one for a chain).
    pub results: u32,
    /// `SDNPHasChain`.
    pub chain: bool,
    /// `SDNPWantRoot`.
    pub want_root: bool,
    /// `SDNPWantParent`.
    pub want_parent: bool,
}

/// A node transform.
#[derive(Clone, Debug)]
pub struct XFormHook {
    /// The `SDNodeXForm` record's name.
    pub name: String,
    /// The C++ class of the node it reads (`SDNode`, `ConstantSDNode`, ...).
    pub node_class: String,
    /// The C++ body.
    pub code: String,
}

/// `-instrument-coverage`'s tables.
#[derive(Clone, Debug, Default)]
pub struct Coverage {
    /// `Src -> Dst` of each pattern, by coverage index.
    pub patterns: Vec<String>,
    /// The `.td` position of each.
    pub includes: Vec<String>,
}

/// LLVM 19's `ISD::CondCode` enumerators (`llvm/CodeGen/ISDOpcodes.h`), in
/// value order: the number of `SETEQ` is its index, 17.
pub const COND_CODES: [&str; 25] = [
    "SETFALSE",
    "SETOEQ",
    "SETOGT",
    "SETOGE",
    "SETOLT",
    "SETOLE",
    "SETONE",
    "SETO",
    "SETUO",
    "SETUEQ",
    "SETUGT",
    "SETUGE",
    "SETULT",
    "SETULE",
    "SETUNE",
    "SETTRUE",
    "SETFALSE2",
    "SETEQ",
    "SETGT",
    "SETGE",
    "SETLT",
    "SETLE",
    "SETNE",
    "SETTRUE2",
    "SETCC_INVALID",
];

/// The `ISD::CondCode` number of `name` (`SETEQ` → 17).
pub fn cond_code(name: &str) -> Option<u8> {
    COND_CODES.iter().position(|c| *c == name).map(|i| i as u8)
}
