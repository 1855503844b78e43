//! The TableGen lexer, with its preprocessor and `include` handling.
//!
//! This follows LLVM 19's `TGLexer` token for token and diagnostic for
//! diagnostic: comments (`//` and nestable `/* */`), string literals with
//! the escapes `\\ \' \" \t \n`, `[{ ... }]` code fragments, decimal, hex
//! and binary numbers (including identifiers that start with digits),
//! `$var` names, `!operators`, the `#ifdef`/`#ifndef`/`#else`/`#endif`/
//! `#define` preprocessor and `include "file"`, which is resolved by the
//! lexer itself through the [`SourceMgr`].
//!
//! Errors are reported through the [`SourceMgr`] at the moment they are
//! found and the lexer returns [`TokKind::Error`], as `TGLexer` does.

use std::collections::{BTreeSet, HashSet};
use std::sync::Arc;

use crate::source::{DiagKind, FileId, Loc, LocRange, SourceMgr};

/// Maximum depth of nested include files. LLVM has no limit (it reads a
/// 30,000-file chain without trouble) and runs out of memory on an include
/// cycle; we report the cycle once the chain is this deep.
pub const MAX_INCLUDE_DEPTH: usize = 200_000;

/// Maximum nesting of `include include ...` chains, where the file name of
/// an `include` is itself looked for behind another `include` (LLVM
/// recurses here until its stack runs out).
const MAX_INCLUDE_CHAIN: u32 = 100_000;

/// The kinds of tokens (LLVM's `tgtok::TokKind`), in LLVM's order.
///
/// The preprocessor-internal kinds of `tgtok` (`Ifdef`, `Ifndef`, `Else`,
/// `Endif`, `Define`) are private to the lexer and never returned.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum TokKind {
    /// End of the main file.
    Eof,
    /// A lexical error (already reported).
    Error,

    /// `-`
    Minus,
    /// `+`
    Plus,
    /// `[`
    LSquare,
    /// `]`
    RSquare,
    /// `{`
    LBrace,
    /// `}`
    RBrace,
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `<`
    Less,
    /// `>`
    Greater,
    /// `:`
    Colon,
    /// `;`
    Semi,
    /// `,`
    Comma,
    /// `.`
    Dot,
    /// `=`
    Equal,
    /// `?`
    Question,
    /// `#` (the paste operator)
    Paste,
    /// `...`
    DotDotDot,

    /// The keyword `true` (LLVM's `TrueVal`).
    TrueVal,
    /// The keyword `false` (LLVM's `FalseVal`).
    FalseVal,

    /// A decimal or hexadecimal integer; see [`Lexer::cur_int_val`].
    IntVal,
    /// A binary integer `0b...`, sized by its digit count; see
    /// [`Lexer::cur_binary_int_val`].
    BinaryIntVal,

    /// `bit`
    Bit,
    /// `bits`
    Bits,
    /// `code`
    Code,
    /// `dag`
    Dag,
    /// `else`
    ElseKW,
    /// Reserved by LLVM's token list but never produced (`false` lexes as
    /// [`TokKind::FalseVal`]).
    FalseKW,
    /// `field`
    Field,
    /// `in`
    In,
    /// `include` (consumed by the lexer itself; never returned).
    Include,
    /// `int`
    Int,
    /// `list`
    List,
    /// `string`
    String,
    /// `then`
    Then,
    /// Reserved by LLVM's token list but never produced (`true` lexes as
    /// [`TokKind::TrueVal`]).
    TrueKW,

    /// `assert` (first object-start token)
    Assert,
    /// `class`
    Class,
    /// `def`
    Def,
    /// `defm`
    Defm,
    /// `defset`
    Defset,
    /// `deftype`
    Deftype,
    /// `defvar`
    Defvar,
    /// `dump`
    Dump,
    /// `foreach`
    Foreach,
    /// `if`
    If,
    /// `let`
    Let,
    /// `multiclass` (last object-start token)
    MultiClass,

    /// `!con` (first bang operator)
    XConcat,
    /// `!add`
    XADD,
    /// `!sub`
    XSUB,
    /// `!mul`
    XMUL,
    /// `!div`
    XDIV,
    /// `!not`
    XNOT,
    /// `!logtwo`
    XLOG2,
    /// `!and`
    XAND,
    /// `!or`
    XOR,
    /// `!xor`
    XXOR,
    /// `!sra`
    XSRA,
    /// `!srl`
    XSRL,
    /// `!shl`
    XSHL,
    /// `!listconcat`
    XListConcat,
    /// `!listsplat`
    XListSplat,
    /// `!strconcat`
    XStrConcat,
    /// `!interleave`
    XInterleave,
    /// `!substr`
    XSubstr,
    /// `!find`
    XFind,
    /// `!cast`
    XCast,
    /// `!subst`
    XSubst,
    /// `!foreach`
    XForEach,
    /// `!filter`
    XFilter,
    /// `!foldl`
    XFoldl,
    /// `!head`
    XHead,
    /// `!tail`
    XTail,
    /// `!size`
    XSize,
    /// `!empty`
    XEmpty,
    /// `!if`
    XIf,
    /// `!cond`
    XCond,
    /// `!eq`
    XEq,
    /// `!isa`
    XIsA,
    /// `!dag`
    XDag,
    /// `!ne`
    XNe,
    /// `!le`
    XLe,
    /// `!lt`
    XLt,
    /// `!ge`
    XGe,
    /// `!gt`
    XGt,
    /// `!setdagop` (also the deprecated `!setop`)
    XSetDagOp,
    /// `!getdagop` (also the deprecated `!getop`)
    XGetDagOp,
    /// `!exists`
    XExists,
    /// `!listremove`
    XListRemove,
    /// `!tolower`
    XToLower,
    /// `!toupper`
    XToUpper,
    /// `!range`
    XRange,
    /// `!getdagarg`
    XGetDagArg,
    /// `!getdagname`
    XGetDagName,
    /// `!setdagarg`
    XSetDagArg,
    /// `!setdagname`
    XSetDagName,
    /// `!repr` (last bang operator)
    XRepr,

    /// An identifier (first string-valued token).
    Id,
    /// A string literal, escapes processed.
    StrVal,
    /// A `$name` (the text is the name without `$`).
    VarName,
    /// A `[{ ... }]` code fragment (the text between the brackets).
    CodeFragment,
}

impl TokKind {
    /// True for `!operator` tokens (LLVM's `isBangOperator`).
    pub fn is_bang_operator(self) -> bool {
        (TokKind::XConcat..=TokKind::XRepr).contains(&self)
    }

    /// True for tokens that can start a statement (LLVM's `isObjectStart`).
    pub fn is_object_start(self) -> bool {
        (TokKind::Assert..=TokKind::MultiClass).contains(&self)
    }

    /// True for tokens carrying a string (LLVM's `isStringValue`).
    pub fn is_string_value(self) -> bool {
        (TokKind::Id..=TokKind::CodeFragment).contains(&self)
    }

    /// The kind of a reserved word, if `word` is one (LLVM's keyword table;
    /// `include` is included).
    pub fn keyword(word: &[u8]) -> Option<TokKind> {
        Some(match word {
            b"int" => TokKind::Int,
            b"bit" => TokKind::Bit,
            b"bits" => TokKind::Bits,
            b"string" => TokKind::String,
            b"list" => TokKind::List,
            b"code" => TokKind::Code,
            b"dag" => TokKind::Dag,
            b"class" => TokKind::Class,
            b"def" => TokKind::Def,
            b"true" => TokKind::TrueVal,
            b"false" => TokKind::FalseVal,
            b"foreach" => TokKind::Foreach,
            b"defm" => TokKind::Defm,
            b"defset" => TokKind::Defset,
            b"deftype" => TokKind::Deftype,
            b"multiclass" => TokKind::MultiClass,
            b"field" => TokKind::Field,
            b"let" => TokKind::Let,
            b"in" => TokKind::In,
            b"defvar" => TokKind::Defvar,
            b"include" => TokKind::Include,
            b"if" => TokKind::If,
            b"then" => TokKind::Then,
            b"else" => TokKind::ElseKW,
            b"assert" => TokKind::Assert,
            b"dump" => TokKind::Dump,
            _ => return None,
        })
    }

    /// The kind of a bang operator given its name without `!`, if known
    /// (LLVM's operator table, deprecated spellings included).
    pub fn bang_operator(name: &[u8]) -> Option<TokKind> {
        Some(match name {
            b"eq" => TokKind::XEq,
            b"ne" => TokKind::XNe,
            b"le" => TokKind::XLe,
            b"lt" => TokKind::XLt,
            b"ge" => TokKind::XGe,
            b"gt" => TokKind::XGt,
            b"if" => TokKind::XIf,
            b"cond" => TokKind::XCond,
            b"isa" => TokKind::XIsA,
            b"head" => TokKind::XHead,
            b"tail" => TokKind::XTail,
            b"size" => TokKind::XSize,
            b"con" => TokKind::XConcat,
            b"dag" => TokKind::XDag,
            b"add" => TokKind::XADD,
            b"sub" => TokKind::XSUB,
            b"mul" => TokKind::XMUL,
            b"div" => TokKind::XDIV,
            b"not" => TokKind::XNOT,
            b"logtwo" => TokKind::XLOG2,
            b"and" => TokKind::XAND,
            b"or" => TokKind::XOR,
            b"xor" => TokKind::XXOR,
            b"shl" => TokKind::XSHL,
            b"sra" => TokKind::XSRA,
            b"srl" => TokKind::XSRL,
            b"cast" => TokKind::XCast,
            b"empty" => TokKind::XEmpty,
            b"subst" => TokKind::XSubst,
            b"foldl" => TokKind::XFoldl,
            b"foreach" => TokKind::XForEach,
            b"filter" => TokKind::XFilter,
            b"listconcat" => TokKind::XListConcat,
            b"listsplat" => TokKind::XListSplat,
            b"listremove" => TokKind::XListRemove,
            b"range" => TokKind::XRange,
            b"strconcat" => TokKind::XStrConcat,
            b"interleave" => TokKind::XInterleave,
            b"substr" => TokKind::XSubstr,
            b"find" => TokKind::XFind,
            b"setdagop" | b"setop" => TokKind::XSetDagOp,
            b"getdagop" | b"getop" => TokKind::XGetDagOp,
            b"getdagarg" => TokKind::XGetDagArg,
            b"getdagname" => TokKind::XGetDagName,
            b"setdagarg" => TokKind::XSetDagArg,
            b"setdagname" => TokKind::XSetDagName,
            b"exists" => TokKind::XExists,
            b"tolower" => TokKind::XToLower,
            b"toupper" => TokKind::XToUpper,
            b"repr" => TokKind::XRepr,
            _ => return None,
        })
    }
}

/// Preprocessor directives (the lexer-internal part of `tgtok`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Directive {
    Ifdef,
    Ifndef,
    Else,
    Endif,
    Define,
}

/// The directives in the order LLVM tries them.
const DIRECTIVES: [(Directive, &[u8]); 5] = [
    (Directive::Ifdef, b"ifdef"),
    (Directive::Ifndef, b"ifndef"),
    (Directive::Else, b"else"),
    (Directive::Endif, b"endif"),
    (Directive::Define, b"define"),
];

impl Directive {
    fn word(self) -> &'static [u8] {
        match self {
            Directive::Ifdef => b"ifdef",
            Directive::Ifndef => b"ifndef",
            Directive::Else => b"else",
            Directive::Endif => b"endif",
            Directive::Define => b"define",
        }
    }
}

/// One entry of the preprocessor control stack.
#[derive(Clone, Copy, Debug)]
struct PrepControl {
    /// True for an `#else`, false for an `#ifdef`/`#ifndef`.
    is_else: bool,
    /// Whether tokens are live under this control.
    defined: bool,
    /// Where the directive's operand (or the `else` word) is.
    loc: Loc,
}

/// What the main loop does after a sub-lexer.
enum Step {
    /// Return this token.
    Tok(TokKind),
    /// Lex again, with this "at file or line start" flag.
    Again(bool),
}

/// End-of-input marker returned by `next_char` (C's `EOF`).
const EOF: i32 = -1;

fn is_alpha(c: u8) -> bool {
    c.is_ascii_alphabetic()
}

fn is_ident_char(c: u8) -> bool {
    IDENT_CHAR[usize::from(c)]
}

/// `[a-zA-Z0-9_]`, by byte: identifiers are most of a `.td` file's bytes,
/// and a table lookup is cheaper per byte than the range tests.
const IDENT_CHAR: [bool; 256] = {
    let mut t = [false; 256];
    let mut i = 0;
    while i < 256 {
        let c = i as u8;
        t[i] = c.is_ascii_alphanumeric() || c == b'_';
        i += 1;
    }
    t
};

/// The TableGen lexer (LLVM's `TGLexer`). It owns the [`SourceMgr`], into
/// which it loads included files and through which it reports errors.
pub struct Lexer {
    sm: SourceMgr,
    /// The buffer being lexed.
    file: FileId,
    bytes: Arc<[u8]>,
    /// Global position of `bytes[0]`.
    base: u32,
    /// Offset of the next character.
    cur: usize,
    /// Offset where the current token starts.
    tok_start: usize,
    code: TokKind,
    str_val: String,
    /// Where the text of an identifier or variable name token lies in
    /// `bytes` (it is ASCII, by the characters those tokens allow): the
    /// parser interns such names straight from the source, so they are not
    /// copied into `str_val`, which is stale while this is set.
    ident: Option<(usize, usize)>,
    /// The bytes of `str_val` when they are not UTF-8 (`str_val` then holds
    /// the lossy text); empty otherwise.
    str_raw: Vec<u8>,
    str_is_raw: bool,
    scratch: Vec<u8>,
    int_val: i64,
    dependencies: BTreeSet<Vec<u8>>,
    macros: HashSet<String>,
    /// One preprocessor control stack per open file, innermost last.
    prep_stack: Vec<Vec<PrepControl>>,
    /// Current depth of `include` handling recursion.
    include_chain: u32,
}

impl std::fmt::Debug for Lexer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Lexer")
            .field("file", &self.sm.buffer_path(self.file))
            .field("code", &self.code)
            .field("loc", &self.loc())
            .finish()
    }
}

impl Lexer {
    /// Creates a lexer positioned before the first token of `main`, with
    /// `macros` defined (the `-D` options). Call [`Lexer::lex`] to read the
    /// first token.
    pub fn new(sm: SourceMgr, main: FileId, macros: &[String]) -> Lexer {
        let bytes = sm.buffer_shared(main);
        let base = sm.buffer_start(main).raw();
        Lexer {
            sm,
            file: main,
            bytes,
            base,
            cur: 0,
            tok_start: 0,
            code: TokKind::Eof,
            str_val: String::new(),
            ident: None,
            str_raw: Vec::new(),
            str_is_raw: false,
            scratch: Vec::new(),
            int_val: 0,
            dependencies: BTreeSet::new(),
            macros: macros.iter().cloned().collect(),
            prep_stack: vec![Vec::new()],
            include_chain: 0,
        }
    }

    /// The source manager.
    pub fn sm(&self) -> &SourceMgr {
        &self.sm
    }

    /// The source manager, mutably (to report diagnostics).
    pub fn sm_mut(&mut self) -> &mut SourceMgr {
        &mut self.sm
    }

    /// Gives the source manager back.
    pub fn into_source_mgr(self) -> SourceMgr {
        self.sm
    }

    /// Reads the next token and returns its kind (LLVM's `Lex`).
    pub fn lex(&mut self) -> TokKind {
        let at_start = self.cur == 0;
        self.code = self.lex_token(at_start);
        self.code
    }

    /// The kind of the current token (LLVM's `getCode`).
    pub fn code(&self) -> TokKind {
        self.code
    }

    /// Location of the start of the current token (LLVM's `getLoc`).
    pub fn loc(&self) -> Loc {
        self.loc_at(self.tok_start)
    }

    /// The current token's extent (LLVM's `getLocRange`).
    pub fn loc_range(&self) -> LocRange {
        LocRange::new(self.loc(), self.loc_at(self.cur))
    }

    /// The text of an `Id`, `StrVal` (escapes processed), `VarName`
    /// (without `$`) or `CodeFragment` token. Bytes that are not valid
    /// UTF-8 are replaced by U+FFFD; [`Lexer::cur_str_bytes`] has them.
    pub fn cur_str_val(&self) -> &str {
        match self.ident {
            // ASCII by construction, so never the empty default.
            Some((start, end)) => std::str::from_utf8(&self.bytes[start..end]).unwrap_or_default(),
            None => &self.str_val,
        }
    }

    /// The bytes of the token [`Lexer::cur_str_val`] describes, exactly as
    /// in the source (string literals and code fragments may hold any byte).
    pub fn cur_str_bytes(&self) -> &[u8] {
        if let Some((start, end)) = self.ident {
            &self.bytes[start..end]
        } else if self.str_is_raw {
            &self.str_raw
        } else {
            self.str_val.as_bytes()
        }
    }

    /// The value of an `IntVal` token (or of a `BinaryIntVal`).
    pub fn cur_int_val(&self) -> i64 {
        self.int_val
    }

    /// The value and digit count of a `BinaryIntVal` token.
    pub fn cur_binary_int_val(&self) -> (i64, u32) {
        let bits = self.cur.saturating_sub(self.tok_start).saturating_sub(2);
        (self.int_val, bits as u32)
    }

    /// The files opened by `include`, as resolved paths (for `-d`), byte
    /// for byte and in byte order, as LLVM sorts them.
    pub fn dependencies(&self) -> &BTreeSet<Vec<u8>> {
        &self.dependencies
    }

    /// The buffer currently being lexed.
    pub fn current_file(&self) -> FileId {
        self.file
    }

    // ---------------------------------------------------------------------
    // Low-level helpers
    // ---------------------------------------------------------------------

    fn loc_at(&self, offset: usize) -> Loc {
        if self.base == 0 {
            return Loc::NONE;
        }
        Loc::from_raw(self.base.saturating_add(offset.min(self.bytes.len()) as u32))
    }

    /// The byte at `i`, or 0 past the end (LLVM's NUL terminator).
    #[inline]
    fn at(&self, i: usize) -> u8 {
        self.bytes.get(i).copied().unwrap_or(0)
    }

    /// The byte at `i` as C's (signed) `char` promoted to `int`.
    #[inline]
    fn at_signed(&self, i: usize) -> i32 {
        self.at(i) as i8 as i32
    }

    /// Reports a counted error at `offset` and returns `TokKind::Error`.
    fn error_at(&mut self, offset: usize, msg: &str) -> TokKind {
        let loc = self.loc_at(offset);
        self.sm.error(&[loc], msg);
        TokKind::Error
    }

    /// Reports an error at `offset` that LLVM does not count (its
    /// `PrintError(const char *, ...)` overload).
    fn error_uncounted(&mut self, offset: usize, msg: &str) {
        let loc = self.loc_at(offset);
        self.sm.print_message(loc, DiagKind::Error, msg);
    }

    /// LLVM's `getNextChar`: returns the next character (folding `\r\n`,
    /// `\n\r` and lone `\r` into `\n`), or `EOF` at the buffer end.
    fn next_char(&mut self) -> i32 {
        let Some(&c) = self.bytes.get(self.cur) else {
            return EOF;
        };
        self.cur += 1;
        match c {
            0 => {
                let loc = self.loc();
                self.sm.error(&[loc], "NUL character is invalid in source; treated as space");
                i32::from(b' ')
            }
            b'\n' | b'\r' => {
                let n = self.at(self.cur);
                if (n == b'\n' || n == b'\r') && n != c {
                    self.cur += 1;
                }
                i32::from(b'\n')
            }
            _ => i32::from(c),
        }
    }

    /// Moves past the bytes from `cur` on for which `keep` holds.
    fn skip_while(&mut self, keep: impl Fn(u8) -> bool) {
        let rest = self.bytes.get(self.cur..).unwrap_or(&[]);
        self.cur += rest.iter().position(|&b| !keep(b)).unwrap_or(rest.len());
    }

    /// Makes the identifier `bytes[start..end]` the current string value.
    fn set_ident(&mut self, start: usize, end: usize) {
        self.ident = Some((start, end));
        self.str_is_raw = false;
    }

    fn set_str_val_from(&mut self, start: usize, end: usize) {
        self.ident = None;
        self.str_val.clear();
        let slice = &self.bytes[start..end];
        match std::str::from_utf8(slice) {
            Ok(s) => {
                self.str_val.push_str(s);
                self.str_is_raw = false;
            }
            Err(_) => {
                self.str_val.push_str(&String::from_utf8_lossy(slice));
                self.str_raw.clear();
                self.str_raw.extend_from_slice(slice);
                self.str_is_raw = true;
            }
        }
    }

    fn set_str_val_from_scratch(&mut self) {
        self.ident = None;
        self.str_val.clear();
        match std::str::from_utf8(&self.scratch) {
            Ok(s) => {
                self.str_val.push_str(s);
                self.str_is_raw = false;
            }
            Err(_) => {
                self.str_val.push_str(&String::from_utf8_lossy(&self.scratch));
                self.str_raw.clear();
                self.str_raw.extend_from_slice(&self.scratch);
                self.str_is_raw = true;
            }
        }
    }

    fn switch_to(&mut self, file: FileId, offset: usize) {
        // The current string value outlives the buffer it may lie in.
        if let Some((start, end)) = self.ident {
            self.set_str_val_from(start, end);
        }
        self.file = file;
        self.bytes = self.sm.buffer_shared(file);
        self.base = self.sm.buffer_start(file).raw();
        self.cur = offset.min(self.bytes.len());
    }

    // ---------------------------------------------------------------------
    // Tokens
    // ---------------------------------------------------------------------

    /// LLVM's `LexToken`, as a loop instead of tail recursion.
    fn lex_token(&mut self, mut line_start: bool) -> TokKind {
        loop {
            self.tok_start = self.cur;
            let c = self.next_char();
            if c == EOF {
                if self.process_eof() {
                    line_start = false;
                    continue;
                }
                return TokKind::Eof;
            }
            let c = c as u8;
            let step = match c {
                b':' => return TokKind::Colon,
                b';' => return TokKind::Semi,
                b',' => return TokKind::Comma,
                b'<' => return TokKind::Less,
                b'>' => return TokKind::Greater,
                b']' => return TokKind::RSquare,
                b'{' => return TokKind::LBrace,
                b'}' => return TokKind::RBrace,
                b'(' => return TokKind::LParen,
                b')' => return TokKind::RParen,
                b'=' => return TokKind::Equal,
                b'?' => return TokKind::Question,
                b'#' => {
                    if line_start {
                        if let Some(d) = self.prep_is_directive() {
                            if self.lex_preprocessor(d, true) {
                                Step::Again(false)
                            } else {
                                Step::Tok(TokKind::Error)
                            }
                        } else {
                            Step::Tok(TokKind::Paste)
                        }
                    } else {
                        Step::Tok(TokKind::Paste)
                    }
                }
                b'.' => {
                    if self.at(self.cur) == b'.' {
                        self.cur += 1;
                        if self.at(self.cur) == b'.' {
                            self.cur += 1;
                            return TokKind::DotDotDot;
                        }
                        return self.error_at(self.tok_start, "Invalid '..' punctuation");
                    }
                    return TokKind::Dot;
                }
                b' ' | b'\t' => {
                    // A run of blanks (indentation) in one step: each blank
                    // would only come back here with the same `line_start`.
                    self.skip_while(|b| b == b' ' || b == b'\t');
                    Step::Again(line_start)
                }
                b'\n' => Step::Again(true),
                b'/' => match self.at(self.cur) {
                    b'/' => {
                        self.skip_bcpl_comment();
                        Step::Again(line_start)
                    }
                    b'*' => {
                        if self.skip_c_comment() {
                            return TokKind::Error;
                        }
                        Step::Again(line_start)
                    }
                    _ => return self.error_at(self.tok_start, "Unexpected character"),
                },
                b'-' | b'+' | b'0'..=b'9' => Step::Tok(self.lex_number_or_identifier(c)),
                b'"' => Step::Tok(self.lex_string()),
                b'$' => Step::Tok(self.lex_var_name()),
                b'[' => Step::Tok(self.lex_bracket()),
                b'!' => Step::Tok(self.lex_exclaim()),
                _ if is_alpha(c) || c == b'_' => self.lex_identifier(),
                _ => return self.error_at(self.tok_start, "Unexpected character"),
            };
            match step {
                Step::Tok(k) => return k,
                Step::Again(ls) => line_start = ls,
            }
        }
    }

    /// The `[-+0-9]` case of `LexToken`: decides between a number and an
    /// identifier starting with digits (as produced by pastes like `foo#8i`).
    fn lex_number_or_identifier(&mut self, first: u8) -> TokKind {
        let mut next = 0u8;
        if first.is_ascii_digit() {
            let mut i = self.cur;
            loop {
                next = self.at(i);
                i += 1;
                if !next.is_ascii_digit() {
                    break;
                }
            }
            if next == b'x' || next == b'b' {
                // [0-9]+b[01] or [0-9]+x[0-9a-fA-F] is most likely a number.
                let after = self.at(i);
                if next == b'b' && (after == b'0' || after == b'1') {
                    return self.lex_number();
                }
                if next == b'x' && after.is_ascii_hexdigit() {
                    return self.lex_number();
                }
            }
        }
        if is_alpha(next) || next == b'_' {
            return match self.lex_identifier() {
                Step::Tok(k) => k,
                Step::Again(ls) => self.lex_token(ls),
            };
        }
        self.lex_number()
    }

    /// LLVM's `LexString`: `"..."` with escapes.
    fn lex_string(&mut self) -> TokKind {
        let str_start = self.cur;
        self.scratch.clear();
        let len = self.bytes.len();
        loop {
            // Copy the run of plain characters at once.
            let run = self.bytes[self.cur.min(len)..]
                .iter()
                .position(|&b| matches!(b, b'"' | b'\\' | b'\n' | b'\r'))
                .unwrap_or(len - self.cur.min(len));
            if run > 0 {
                let (s, e) = (self.cur, self.cur + run);
                self.scratch.extend_from_slice(&self.bytes[s..e]);
                self.cur = e;
            }
            if self.cur >= len {
                return self.error_at(str_start, "End of file in string literal");
            }
            match self.bytes[self.cur] {
                b'"' => break,
                b'\n' | b'\r' => {
                    return self.error_at(str_start, "End of line in string literal");
                }
                _ => {}
            }
            // A backslash.
            self.cur += 1;
            match self.at(self.cur) {
                c @ (b'\\' | b'\'' | b'"') => {
                    self.scratch.push(c);
                    self.cur += 1;
                }
                b't' => {
                    self.scratch.push(b'\t');
                    self.cur += 1;
                }
                b'n' => {
                    self.scratch.push(b'\n');
                    self.cur += 1;
                }
                b'\n' | b'\r' => {
                    return self.error_at(self.cur, "escaped newlines not supported in tblgen");
                }
                0 if self.cur >= len => {
                    return self.error_at(str_start, "End of file in string literal");
                }
                _ => return self.error_at(self.cur, "invalid escape in string literal"),
            }
        }
        self.cur += 1;
        self.set_str_val_from_scratch();
        TokKind::StrVal
    }

    /// LLVM's `LexVarName`: `$[a-zA-Z_][a-zA-Z0-9_]*`.
    fn lex_var_name(&mut self) -> TokKind {
        let c = self.at(self.cur);
        if !is_alpha(c) && c != b'_' {
            return self.error_at(self.tok_start, "Invalid variable name");
        }
        let start = self.cur;
        self.cur += 1;
        while is_ident_char(self.at(self.cur)) {
            self.cur += 1;
        }
        self.set_ident(start, self.cur);
        TokKind::VarName
    }

    /// LLVM's `LexIdentifier`: identifiers, keywords and `include`.
    fn lex_identifier(&mut self) -> Step {
        self.skip_while(is_ident_char);
        let (start, end) = (self.tok_start, self.cur);
        match TokKind::keyword(&self.bytes[start..end]) {
            Some(TokKind::Include) => {
                if self.lex_include() {
                    Step::Tok(TokKind::Error)
                } else {
                    Step::Again(self.cur == 0)
                }
            }
            Some(k) => Step::Tok(k),
            None => {
                self.set_ident(start, end);
                Step::Tok(TokKind::Id)
            }
        }
    }

    /// LLVM's `LexInclude`: reads the file name after `include` and enters
    /// the file. Returns true on error.
    fn lex_include(&mut self) -> bool {
        if self.include_chain >= MAX_INCLUDE_CHAIN {
            let loc = self.loc();
            self.sm.error(&[loc], "too many nested 'include' keywords");
            return true;
        }
        self.include_chain += 1;
        let tok = crate::stack::guard(|| self.lex_token(false));
        self.include_chain -= 1;
        if tok == TokKind::Error {
            return true;
        }
        if tok != TokKind::StrVal {
            let loc = self.loc();
            self.sm.error(&[loc], "Expected filename after include");
            return true;
        }
        let filename = self.cur_str_bytes().to_vec();
        if self.prep_stack.len() > MAX_INCLUDE_DEPTH {
            let loc = self.loc();
            // The name's text form prints as its bytes (`SourceMgr::render_bytes`).
            let name = crate::intern::escape(&filename);
            self.sm.error(
                &[loc],
                &format!(
                    "Include nesting too deep (more than {MAX_INCLUDE_DEPTH} levels) \
                     including '{name}'; is there an include cycle?"
                ),
            );
            return true;
        }
        let include_loc = self.loc_at(self.cur);
        match self.sm.add_include_file(&filename, include_loc) {
            Ok((file, resolved)) => {
                self.dependencies.insert(resolved);
                self.switch_to(file, 0);
                self.prep_stack.push(Vec::new());
                false
            }
            Err(_) => {
                let loc = self.loc();
                let name = crate::intern::escape(&filename);
                self.sm.error(&[loc], &format!("Could not find include file '{name}'"));
                true
            }
        }
    }

    /// LLVM's `processEOF`: leaves an included file (returning true) or
    /// finishes the main file (returning false).
    fn process_eof(&mut self) -> bool {
        let parent = self.sm.included_from(self.file);
        if parent.is_valid() {
            if !self.prep_exit_include() {
                return false;
            }
            let Some((file, offset)) = self.sm.offset_of(parent) else {
                return false;
            };
            self.switch_to(file, offset);
            self.tok_start = self.cur;
            return true;
        }
        self.prep_exit_include();
        false
    }

    /// LLVM's `SkipBCPLComment`: `cur` is on the second `/`.
    fn skip_bcpl_comment(&mut self) {
        self.cur += 1;
        let start = self.cur.min(self.bytes.len());
        self.cur = match self.bytes[start..].iter().position(|&b| b == b'\n' || b == b'\r') {
            Some(p) => start + p,
            None => self.bytes.len(),
        };
    }

    /// LLVM's `SkipCComment`: `cur` is on the `*` of `/*`. Comments nest.
    /// Returns true (after reporting) if the comment is unterminated.
    fn skip_c_comment(&mut self) -> bool {
        self.cur += 1;
        let mut depth = 1u32;
        loop {
            let c = self.next_char();
            if c == EOF {
                self.error_uncounted(self.tok_start, "Unterminated comment!");
                return true;
            }
            if c == i32::from(b'*') {
                if self.at(self.cur) == b'/' {
                    self.cur += 1;
                    depth -= 1;
                    if depth == 0 {
                        return false;
                    }
                }
            } else if c == i32::from(b'/') && self.at(self.cur) == b'*' {
                self.cur += 1;
                depth += 1;
            }
        }
    }

    /// LLVM's `LexNumber`: `[-+]?[0-9]+`, `0x[0-9a-fA-F]+`, `0b[01]+`, or a
    /// lone `-`/`+`.
    fn lex_number(&mut self) -> TokKind {
        let first = self.bytes[self.tok_start];
        let mut base = 0u32;
        let mut num_start = self.cur;
        if first == b'0' {
            num_start = self.cur + 1;
            if self.at(self.cur) == b'x' {
                base = 16;
                loop {
                    self.cur += 1;
                    if !self.at(self.cur).is_ascii_hexdigit() {
                        break;
                    }
                }
            } else if self.at(self.cur) == b'b' {
                base = 2;
                loop {
                    self.cur += 1;
                    if !matches!(self.at(self.cur), b'0' | b'1') {
                        break;
                    }
                }
            }
        }

        let mut is_minus = false;
        if base == 0 {
            if !self.at(self.cur).is_ascii_digit() {
                if first == b'-' {
                    return TokKind::Minus;
                } else if first == b'+' {
                    return TokKind::Plus;
                }
            }
            base = 10;
            num_start = self.tok_start;
            is_minus = first == b'-';
            while self.at(self.cur).is_ascii_digit() {
                self.cur += 1;
            }
        }

        if self.cur == num_start {
            return self.error_at(self.tok_start, "Invalid number");
        }

        match self.c_strtoint(num_start, base, is_minus) {
            Some(v) => {
                self.int_val = v;
                if base == 2 {
                    TokKind::BinaryIntVal
                } else {
                    TokKind::IntVal
                }
            }
            None => self.error_at(self.tok_start, "Number out of range"),
        }
    }

    /// Converts digits starting at `start` the way `strtoll` (when
    /// `signed`) or `strtoull` does in base `base`, returning `None` on
    /// `ERANGE`. Like the C functions, this accepts a sign and, in base 16,
    /// a `0x` prefix, and reads as many digits as there are (even beyond the
    /// token, which matters for oddities like `0x0x5`).
    fn c_strtoint(&self, start: usize, base: u32, signed: bool) -> Option<i64> {
        let mut i = start;
        let mut negative = false;
        match self.at(i) {
            b'-' => {
                negative = true;
                i += 1;
            }
            b'+' => i += 1,
            _ => {}
        }
        if base == 16
            && self.at(i) == b'0'
            && matches!(self.at(i + 1), b'x' | b'X')
            && self.at(i + 2).is_ascii_hexdigit()
        {
            i += 2;
        }
        let mut value: u64 = 0;
        let mut overflow = false;
        while let Some(d) = (self.at(i) as char).to_digit(base) {
            match value.checked_mul(u64::from(base)).and_then(|v| v.checked_add(u64::from(d))) {
                Some(v) => value = v,
                None => overflow = true,
            }
            i += 1;
        }
        if overflow {
            return None;
        }
        if signed {
            if negative {
                if value > 1u64 << 63 {
                    return None;
                }
                Some((value as i64).wrapping_neg())
            } else if value > i64::MAX as u64 {
                None
            } else {
                Some(value as i64)
            }
        } else if negative {
            Some((value as i64).wrapping_neg())
        } else {
            Some(value as i64)
        }
    }

    /// LLVM's `LexBracket`: `[` or a `[{ ... }]` code fragment.
    fn lex_bracket(&mut self) -> TokKind {
        if self.at(self.cur) != b'{' {
            return TokKind::LSquare;
        }
        self.cur += 1;
        let code_start = self.cur;
        loop {
            let c = self.next_char();
            if c == EOF {
                break;
            }
            if c != i32::from(b'}') {
                continue;
            }
            let c = self.next_char();
            if c == EOF {
                break;
            }
            if c == i32::from(b']') {
                self.set_str_val_from(code_start, self.cur - 2);
                return TokKind::CodeFragment;
            }
        }
        self.error_at(code_start - 2, "Unterminated code block")
    }

    /// LLVM's `LexExclaim`: `!name`.
    fn lex_exclaim(&mut self) -> TokKind {
        if !is_alpha(self.at(self.cur)) {
            return self.error_at(self.cur - 1, "Invalid \"!operator\"");
        }
        let start = self.cur;
        self.cur += 1;
        while is_alpha(self.at(self.cur)) {
            self.cur += 1;
        }
        match TokKind::bang_operator(&self.bytes[start..self.cur]) {
            Some(k) => k,
            None => self.error_at(start - 1, "Unknown operator"),
        }
    }

    // ---------------------------------------------------------------------
    // Preprocessor
    // ---------------------------------------------------------------------

    /// LLVM's `prepExitInclude`: checks that the file being left has no
    /// open `#ifdef`/`#else` and pops its control stack.
    fn prep_exit_include(&mut self) -> bool {
        match self.prep_stack.last() {
            None => return false,
            Some(top) if !top.is_empty() => {
                self.prep_report_stack_error();
                return false;
            }
            Some(_) => {}
        }
        self.prep_stack.pop();
        true
    }

    /// LLVM's `prepIsDirective`: `cur` is just after a `#`. Recognises a
    /// directive word followed by whitespace, a newline, or a comment.
    fn prep_is_directive(&self) -> Option<Directive> {
        const C_EOF: i32 = -1;
        for &(kind, word) in DIRECTIVES.iter() {
            let mut next = self.at_signed(self.cur);
            let mut matched = true;
            let mut i = 0usize;
            while i < word.len() {
                if next != i32::from(word[i]) {
                    matched = false;
                    break;
                }
                next = self.at_signed(self.cur + i + 1);
                i += 1;
            }
            if !matched {
                continue;
            }
            // Note: the end of the buffer reads as NUL, not EOF, so a
            // directive at the very end of a file without a newline is not
            // recognised (a 0xFF byte, however, compares equal to EOF).
            if next == i32::from(b' ')
                || next == i32::from(b'\t')
                || next == C_EOF
                || next == i32::from(b'\n')
                || next == i32::from(b'\r')
            {
                return Some(kind);
            }
            if next == i32::from(b'/') {
                let after = self.at(self.cur + i + 1);
                if after == b'*' || after == b'/' {
                    return Some(kind);
                }
            }
        }
        None
    }

    /// LLVM's `lexPreprocessor`. With `live` (called while tokens are being
    /// processed) success means "go on lexing tokens"; otherwise (called
    /// while skipping lines) success means the directive was processed.
    /// Returns false after reporting an error.
    fn lex_preprocessor(&mut self, kind: Directive, live: bool) -> bool {
        // Eat the directive word.
        self.tok_start = self.cur;
        self.cur += kind.word().len();

        match kind {
            Directive::Ifdef | Directive::Ifndef => {
                let if_name = if kind == Directive::Ifdef { "#ifdef" } else { "#ifndef" };
                let Some((s, e)) = self.prep_lex_macro_name() else {
                    self.error_at(self.tok_start, &format!("Expected macro name after {if_name}"));
                    return false;
                };
                let name = String::from_utf8_lossy(&self.bytes[s..e]);
                let mut defined = self.macros.contains(name.as_ref());
                if kind == Directive::Ifndef {
                    defined = !defined;
                }
                let loc = self.loc_at(self.tok_start);
                if let Some(top) = self.prep_stack.last_mut() {
                    top.push(PrepControl { is_else: false, defined, loc });
                }
                if !self.prep_skip_directive_end() {
                    self.error_at(self.cur, &format!("Only comments are supported after {if_name} NAME"));
                    return false;
                }
                if !live || defined {
                    return true;
                }
                self.prep_skip_region()
            }
            Directive::Else => {
                let Some(entry) = self.prep_stack.last().and_then(|t| t.last()).copied() else {
                    self.error_at(self.tok_start, "#else without #ifdef or #ifndef");
                    return false;
                };
                if entry.is_else {
                    self.error_uncounted(self.tok_start, "double #else");
                    self.sm.error(&[entry.loc], "Previous #else is here");
                    return false;
                }
                let loc = self.loc_at(self.tok_start);
                if let Some(top) = self.prep_stack.last_mut() {
                    top.pop();
                    top.push(PrepControl { is_else: true, defined: !entry.defined, loc });
                }
                if !self.prep_skip_directive_end() {
                    self.error_at(self.cur, "Only comments are supported after #else");
                    return false;
                }
                if live {
                    return self.prep_skip_region();
                }
                true
            }
            Directive::Endif => {
                if self.prep_stack.last().map_or(true, |t| t.is_empty()) {
                    self.error_at(self.tok_start, "#endif without #ifdef");
                    return false;
                }
                if !self.prep_skip_directive_end() {
                    self.error_at(self.cur, "Only comments are supported after #endif");
                    return false;
                }
                if let Some(top) = self.prep_stack.last_mut() {
                    top.pop();
                }
                true
            }
            Directive::Define => {
                let Some((s, e)) = self.prep_lex_macro_name() else {
                    self.error_at(self.tok_start, "Expected macro name after #define");
                    return false;
                };
                let name = String::from_utf8_lossy(&self.bytes[s..e]).into_owned();
                if self.macros.contains(&name) {
                    let loc = self.loc();
                    self.sm.warning(&[loc], &format!("Duplicate definition of macro: {name}"));
                } else {
                    self.macros.insert(name);
                }
                if !self.prep_skip_directive_end() {
                    self.error_at(self.cur, "Only comments are supported after #define NAME");
                    return false;
                }
                // `#define` is never processed while skipping lines.
                true
            }
        }
    }

    /// LLVM's `prepSkipRegion`: skips lines until a directive re-enables
    /// token processing. Returns false after reporting an error.
    fn prep_skip_region(&mut self) -> bool {
        let len = self.bytes.len();
        loop {
            // Skip to the end of the line. (LLVM reads past the end of the
            // buffer when the last line has no newline; we stop there.)
            let start = self.cur.min(len);
            self.cur = match self.bytes[start..].iter().position(|&b| b == b'\n') {
                Some(p) => start + p,
                None => len,
            };

            if !self.prep_skip_line_begin() {
                return false;
            }

            if self.at(self.cur) == b'#' && self.cur < len {
                self.cur += 1;
                match self.prep_is_directive() {
                    None | Some(Directive::Define) => {}
                    Some(kind) => {
                        if !self.lex_preprocessor(kind, false) {
                            return false;
                        }
                        if self.prep_is_processing_enabled() {
                            return true;
                        }
                    }
                }
            }

            if self.cur >= len {
                break;
            }
        }
        self.prep_report_stack_error();
        false
    }

    /// LLVM's `prepLexMacroName`: skips blanks, sets `tok_start` to the
    /// next character and reads `[a-zA-Z_][a-zA-Z0-9_]*` if present.
    fn prep_lex_macro_name(&mut self) -> Option<(usize, usize)> {
        while matches!(self.at(self.cur), b' ' | b'\t') {
            self.cur += 1;
        }
        self.tok_start = self.cur;
        let c = self.at(self.cur);
        if c != b'_' && !is_alpha(c) {
            return None;
        }
        while is_ident_char(self.at(self.cur)) {
            self.cur += 1;
        }
        Some((self.tok_start, self.cur))
    }

    /// LLVM's `prepSkipLineBegin`: skips whitespace, newlines and C
    /// comments while skipping lines. Returns false after an unterminated
    /// comment.
    fn prep_skip_line_begin(&mut self) -> bool {
        while self.cur < self.bytes.len() {
            match self.bytes[self.cur] {
                b' ' | b'\t' | b'\n' | b'\r' => self.cur += 1,
                b'/' => {
                    if self.at(self.cur + 1) != b'*' {
                        return true;
                    }
                    self.tok_start = self.cur;
                    self.cur += 1;
                    if self.skip_c_comment() {
                        return false;
                    }
                }
                _ => return true,
            }
        }
        true
    }

    /// LLVM's `prepSkipDirectiveEnd`: only blanks and comments may follow a
    /// directive on its line. Returns false otherwise.
    fn prep_skip_directive_end(&mut self) -> bool {
        while self.cur < self.bytes.len() {
            match self.bytes[self.cur] {
                b' ' | b'\t' => self.cur += 1,
                b'\n' | b'\r' => return true,
                b'/' => match self.at(self.cur + 1) {
                    b'/' => {
                        self.cur += 1;
                        self.skip_bcpl_comment();
                    }
                    b'*' => {
                        self.tok_start = self.cur;
                        self.cur += 1;
                        if self.skip_c_comment() {
                            return false;
                        }
                    }
                    _ => {
                        self.tok_start = self.cur;
                        self.error_uncounted(self.cur, "Unexpected character");
                        return false;
                    }
                },
                _ => {
                    self.tok_start = self.cur;
                    return false;
                }
            }
        }
        true
    }

    /// LLVM's `prepIsProcessingEnabled`.
    fn prep_is_processing_enabled(&self) -> bool {
        self.prep_stack.last().map_or(true, |top| top.iter().all(|c| c.defined))
    }

    /// LLVM's `prepReportPreprocessorStackError`.
    fn prep_report_stack_error(&mut self) {
        let Some(control) = self.prep_stack.last().and_then(|t| t.last()).copied() else {
            return;
        };
        self.error_uncounted(self.bytes.len(), "Reached EOF without matching #endif");
        self.sm.error(&[control.loc], "The latest preprocessor control is here");
        self.tok_start = self.cur;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Lexes `src` (named `name`) until `Eof` or `Error`; returns the tokens
    /// with their text/value and the lexer (for diagnostics).
    fn lex_named(name: &str, src: &str, macros: &[&str]) -> (Vec<(TokKind, String)>, Lexer) {
        let mut sm = SourceMgr::new();
        let main = sm.add_buffer(name, src.to_string(), Loc::NONE);
        let macros: Vec<String> = macros.iter().map(|s| s.to_string()).collect();
        let mut lx = Lexer::new(sm, main, &macros);
        let mut toks = Vec::new();
        for _ in 0..100_000 {
            let k = lx.lex();
            let text = match k {
                TokKind::IntVal => lx.cur_int_val().to_string(),
                TokKind::BinaryIntVal => {
                    let (v, n) = lx.cur_binary_int_val();
                    format!("{v}/{n}")
                }
                k if k.is_string_value() => lx.cur_str_val().to_string(),
                _ => String::new(),
            };
            toks.push((k, text));
            if k == TokKind::Eof || k == TokKind::Error {
                break;
            }
        }
        (toks, lx)
    }

    fn kinds(src: &str) -> Vec<TokKind> {
        lex_named("t.td", src, &[]).0.into_iter().map(|(k, _)| k).collect()
    }

    fn toks(src: &str, macros: &[&str]) -> Vec<(TokKind, String)> {
        lex_named("t.td", src, macros).0
    }

    fn diags(name: &str, src: &str, macros: &[&str]) -> (String, usize) {
        let (_, mut lx) = lex_named(name, src, macros);
        let n = lx.sm().error_count();
        (lx.sm_mut().take_diagnostics(), n)
    }

    fn t(k: TokKind, s: &str) -> (TokKind, String) {
        (k, s.to_string())
    }

    use std::string::String;
    use TokKind::*;

    #[test]
    fn predicates() {
        assert!(XConcat.is_bang_operator() && XRepr.is_bang_operator());
        assert!(!Id.is_bang_operator() && !MultiClass.is_bang_operator());
        assert!(Assert.is_object_start() && MultiClass.is_object_start() && Dump.is_object_start());
        assert!(!Then.is_object_start() && !XConcat.is_object_start());
        assert!(Id.is_string_value() && CodeFragment.is_string_value() && StrVal.is_string_value());
        assert!(!XRepr.is_string_value() && !IntVal.is_string_value());
    }

    #[test]
    fn punctuation() {
        assert_eq!(
            kinds("- + [ ] { } ( ) < > : ; , . = ? # ..."),
            vec![
                Minus, Plus, LSquare, RSquare, LBrace, RBrace, LParen, RParen, Less, Greater, Colon, Semi, Comma, Dot,
                Equal, Question, Paste, DotDotDot, Eof
            ]
        );
        assert_eq!(kinds("a.b"), vec![Id, Dot, Id, Eof]);
        assert_eq!(kinds("[1...2]"), vec![LSquare, IntVal, DotDotDot, IntVal, RSquare, Eof]);
    }

    #[test]
    fn keywords_and_identifiers() {
        assert_eq!(
            kinds("bit bits code dag else false field in int list string then true"),
            vec![Bit, Bits, Code, Dag, ElseKW, FalseVal, Field, In, Int, List, TokKind::String, Then, TrueVal, Eof]
        );
        assert_eq!(
            kinds("assert class def defm defset deftype defvar dump foreach if let multiclass"),
            vec![Assert, Class, Def, Defm, Defset, Deftype, Defvar, Dump, Foreach, If, Let, MultiClass, Eof]
        );
        assert_eq!(
            toks("_x X9_y defs Include", &[]),
            vec![t(Id, "_x"), t(Id, "X9_y"), t(Id, "defs"), t(Id, "Include"), t(Eof, "")]
        );
        // Identifiers may start with digits when letters follow the digits.
        assert_eq!(
            toks("8i 12_a 0xg 0b2", &[]),
            vec![t(Id, "8i"), t(Id, "12_a"), t(Id, "0xg"), t(Id, "0b2"), t(Eof, "")]
        );
    }

    #[test]
    fn bang_operators() {
        let all = [
            ("eq", XEq),
            ("ne", XNe),
            ("le", XLe),
            ("lt", XLt),
            ("ge", XGe),
            ("gt", XGt),
            ("if", XIf),
            ("cond", XCond),
            ("isa", XIsA),
            ("head", XHead),
            ("tail", XTail),
            ("size", XSize),
            ("con", XConcat),
            ("dag", XDag),
            ("add", XADD),
            ("sub", XSUB),
            ("mul", XMUL),
            ("div", XDIV),
            ("not", XNOT),
            ("logtwo", XLOG2),
            ("and", XAND),
            ("or", XOR),
            ("xor", XXOR),
            ("shl", XSHL),
            ("sra", XSRA),
            ("srl", XSRL),
            ("cast", XCast),
            ("empty", XEmpty),
            ("subst", XSubst),
            ("foldl", XFoldl),
            ("foreach", XForEach),
            ("filter", XFilter),
            ("listconcat", XListConcat),
            ("listsplat", XListSplat),
            ("listremove", XListRemove),
            ("range", XRange),
            ("strconcat", XStrConcat),
            ("interleave", XInterleave),
            ("substr", XSubstr),
            ("find", XFind),
            ("setdagop", XSetDagOp),
            ("setop", XSetDagOp),
            ("getdagop", XGetDagOp),
            ("getop", XGetDagOp),
            ("getdagarg", XGetDagArg),
            ("getdagname", XGetDagName),
            ("setdagarg", XSetDagArg),
            ("setdagname", XSetDagName),
            ("exists", XExists),
            ("tolower", XToLower),
            ("toupper", XToUpper),
            ("repr", XRepr),
        ];
        for (name, kind) in all {
            assert_eq!(kinds(&format!("!{name}(")), vec![kind, LParen, Eof], "!{name}");
        }
        // Operator names are letters only.
        assert_eq!(kinds("!add3"), vec![XADD, IntVal, Eof]);
        assert_eq!(kinds("!add_"), vec![XADD, Id, Eof]);
    }

    #[test]
    fn numbers() {
        assert_eq!(
            toks("0 42 -7 +5 0x1F 0xffffffffffffffff 18446744073709551615 -9223372036854775808", &[]),
            vec![
                t(IntVal, "0"),
                t(IntVal, "42"),
                t(IntVal, "-7"),
                t(IntVal, "5"),
                t(IntVal, "31"),
                t(IntVal, "-1"),
                t(IntVal, "-1"),
                t(IntVal, "-9223372036854775808"),
                t(Eof, "")
            ]
        );
        assert_eq!(
            toks("0b1010 0b0001 - + -a", &[]),
            vec![
                t(BinaryIntVal, "10/4"),
                t(BinaryIntVal, "1/4"),
                t(Minus, ""),
                t(Plus, ""),
                t(Minus, ""),
                t(Id, "a"),
                t(Eof, "")
            ]
        );
        // Digits followed by x/b and a digit lex as a number, then the rest.
        assert_eq!(toks("1x5", &[]), vec![t(IntVal, "1"), t(Id, "x5"), t(Eof, "")]);
        assert_eq!(toks("00b1", &[]), vec![t(IntVal, "0"), t(Id, "b1"), t(Eof, "")]);
        // strtoull quirks (LLVM converts from after "0x" with strtoull, which
        // accepts another "0x" prefix; base 2 has no prefix in glibc 2.36).
        assert_eq!(toks("0x0x5", &[]), vec![t(IntVal, "5"), t(Id, "x5"), t(Eof, "")]);
        assert_eq!(toks("0b0b1", &[]), vec![t(BinaryIntVal, "0/1"), t(Id, "b1"), t(Eof, "")]);
        // A minus sign starts a number even after an identifier.
        assert_eq!(toks("a-1", &[]), vec![t(Id, "a"), t(IntVal, "-1"), t(Eof, "")]);
    }

    #[test]
    fn strings_vars_and_code() {
        assert_eq!(
            toks(r#""a\\b\'c\"d\te\nf" "" "x""y""#, &[]),
            vec![t(StrVal, "a\\b'c\"d\te\nf"), t(StrVal, ""), t(StrVal, "x"), t(StrVal, "y"), t(Eof, "")]
        );
        assert_eq!(toks("$a_1 $_", &[]), vec![t(VarName, "a_1"), t(VarName, "_"), t(Eof, "")]);
        assert_eq!(
            toks("[{ a\n}] b }]  [{}] [ {", &[]),
            vec![
                t(CodeFragment, " a\n"),
                t(Id, "b"),
                t(RBrace, ""),
                t(RSquare, ""),
                t(CodeFragment, ""),
                t(LSquare, ""),
                t(LBrace, ""),
                t(Eof, "")
            ]
        );
        // "}}]" does not end a code fragment: the second '}' is consumed as
        // the character after the first.
        assert_eq!(toks("[{ x }} ]}];", &[]), vec![t(CodeFragment, " x }} ]"), t(Semi, ""), t(Eof, "")]);
        assert_eq!(toks("[{a\r\nb}]", &[]), vec![t(CodeFragment, "a\r\nb"), t(Eof, "")]);
    }

    #[test]
    fn comments() {
        assert_eq!(kinds("a // c\nb /* x /* y */ z */ c"), vec![Id, Id, Id, Eof]);
        assert_eq!(kinds("a // no newline"), vec![Id, Eof]);
        assert_eq!(kinds("a /**/b"), vec![Id, Id, Eof]);
        let (d, n) = diags("c.td", "a / b", &[]);
        assert_eq!(d, "c.td:1:3: error: Unexpected character\na / b\n  ^\n");
        assert_eq!(n, 1);
        // An unterminated comment is printed but not counted by LLVM.
        let (d, n) = diags("c.td", "x /* /* */", &[]);
        assert_eq!(d, "c.td:1:3: error: Unterminated comment!\nx /* /* */\n  ^\n");
        assert_eq!(n, 0);
    }

    #[test]
    fn locations() {
        let mut sm = SourceMgr::new();
        let f = sm.add_buffer("l.td", "def  abc;\n\t0b101".into(), Loc::NONE);
        let mut lx = Lexer::new(sm, f, &[]);
        assert_eq!(lx.lex(), Def);
        assert_eq!(lx.loc(), lx.sm().loc_of(f, 0));
        assert_eq!(lx.lex(), Id);
        assert_eq!(lx.loc_range(), LocRange::new(lx.sm().loc_of(f, 5), lx.sm().loc_of(f, 8)));
        assert_eq!(lx.code(), Id);
        assert_eq!(lx.lex(), Semi);
        assert_eq!(lx.lex(), BinaryIntVal);
        assert_eq!(lx.cur_binary_int_val(), (5, 3));
        assert_eq!(lx.sm().lookup(lx.loc()), Some((f, 2, 2)));
        assert_eq!(lx.lex(), Eof);
        assert_eq!(lx.loc(), lx.sm().buffer_end(f));
        assert_eq!(lx.lex(), Eof);
        let sm = lx.into_source_mgr();
        assert_eq!(sm.num_buffers(), 1);
    }

    #[test]
    fn line_endings_and_nul() {
        assert_eq!(kinds("a\r\nb\rc\n\rd"), vec![Id, Id, Id, Id, Eof]);
        let (d, n) = diags("n.td", "a\0b", &[]);
        assert_eq!(d, "n.td:1:2: error: NUL character is invalid in source; treated as space\na\0b\n ^\n");
        assert_eq!(n, 1);
        assert_eq!(toks("\"a\0b\"", &[]), vec![t(StrVal, "a\0b"), t(Eof, "")]);
        // Non-ASCII bytes are not identifier characters.
        let (d, _) = diags("u.td", "\u{e9}", &[]);
        assert_eq!(d, "u.td:1:1: error: Unexpected character\n\u{e9}\n");
    }

    /// Diagnostics verified byte for byte against llvm-tblgen-19 (the
    /// lexer's part of its standard error).
    #[test]
    fn verified_diagnostics() {
        let cases: &[(&str, &str, &[&str], &str)] = &[
        ("e1.td", "def a {\n  string s = \"abc\n}\n", &[], "e1.td:2:15: error: End of line in string literal\n  string s = \"abc\n              ^\n"),
        ("e2.td", "def a {\n  string s = \"abc", &[], "e2.td:2:15: error: End of file in string literal\n  string s = \"abc\n              ^\n"),
        ("e3.td", "def a {\n  string s = \"ab\\qc\";\n}\n", &[], "e3.td:2:18: error: invalid escape in string literal\n  string s = \"ab\\qc\";\n                 ^\n"),
        ("e4.td", "def a {\n  string s = \"ab\\\nc\";\n}\n", &[], "e4.td:2:18: error: escaped newlines not supported in tblgen\n  string s = \"ab\\\n                 ^\n"),
        ("e5.td", "/* abc /* nested */ \n def a;", &[], "e5.td:1:1: error: Unterminated comment!\n/* abc /* nested */ \n^\n"),
        ("e6.td", "def a { int x = !foo(1); }\n", &[], "e6.td:1:17: error: Unknown operator\ndef a { int x = !foo(1); }\n                ^\n"),
        ("e7.td", "def a { int x = !3; }\n", &[], "e7.td:1:17: error: Invalid \"!operator\"\ndef a { int x = !3; }\n                ^\n"),
        ("e8.td", "def a { list<int> x = [1..2]; }\n", &[], "e8.td:1:25: error: Invalid '..' punctuation\ndef a { list<int> x = [1..2]; }\n                        ^\n"),
        ("e9.td", "def a { int x = 99999999999999999999; }\n", &[], "e9.td:1:17: error: Number out of range\ndef a { int x = 99999999999999999999; }\n                ^\n"),
        ("e10.td", "def a { int x = -9223372036854775809; }\n", &[], "e10.td:1:17: error: Number out of range\ndef a { int x = -9223372036854775809; }\n                ^\n"),
        ("e11.td", "def a { code x = [{ abc }; }\n", &[], "e11.td:1:18: error: Unterminated code block\ndef a { code x = [{ abc }; }\n                 ^\n"),
        ("e12.td", "def a { int x = $ 1; }\n", &[], "e12.td:1:17: error: Invalid variable name\ndef a { int x = $ 1; }\n                ^\n"),
        ("e13.td", "include \"nofile.td\"\n", &[], "e13.td:1:9: error: Could not find include file 'nofile.td'\ninclude \"nofile.td\"\n        ^\n"),
        ("e14.td", "include foo\n", &[], "e14.td:1:9: error: Expected filename after include\ninclude foo\n        ^\n"),
        ("e15.td", "#define A\n#define A\ndef a;\n", &[], "e15.td:2:9: warning: Duplicate definition of macro: A\n#define A\n        ^\n"),
        ("e16.td", "#ifdef A\n#else\n#else\n#endif\n", &[], "e16.td:3:2: error: double #else\n#else\n ^\ne16.td:2:2: error: Previous #else is here\n#else\n ^\n"),
        ("e17.td", "#else\n", &[], "e17.td:1:2: error: #else without #ifdef or #ifndef\n#else\n ^\n"),
        ("e18.td", "#endif\n", &[], "e18.td:1:2: error: #endif without #ifdef\n#endif\n ^\n"),
        ("e19.td", "#ifdef A B\n#endif\n", &[], "e19.td:1:10: error: Only comments are supported after #ifdef NAME\n#ifdef A B\n         ^\n"),
        ("e20.td", "#ifdef 1\n#endif\n", &[], "e20.td:1:8: error: Expected macro name after #ifdef\n#ifdef 1\n       ^\n"),
        ("e21.td", "#define\n", &[], "e21.td:1:8: error: Expected macro name after #define\n#define\n       ^\n"),
        ("e22.td", "#ifdef A\n#endif /x\n", &[], "e22.td:2:8: error: Unexpected character\n#endif /x\n       ^\ne22.td:2:8: error: Only comments are supported after #endif\n#endif /x\n       ^\n"),
        ("e23.td", "def a { int x = 0x1ffffffffffffffff; }\n", &[], "e23.td:1:17: error: Number out of range\ndef a { int x = 0x1ffffffffffffffff; }\n                ^\n"),
        ("f1.td", "class A;\ndef b : A;\0def c : A;\n", &[], "f1.td:2:11: error: NUL character is invalid in source; treated as space\ndef b : A;\0def c : A;\n          ^\n"),
        ("f6.td", "class A;\n#ifdef X\ndef b : A;\n", &["X"], "f6.td:4:1: error: Reached EOF without matching #endif\n\n^\nf6.td:2:8: error: The latest preprocessor control is here\n#ifdef X\n       ^\n"),
        ("f7.td", "class A;\n/* abc \0 */ def b : A;\n", &[], "f7.td:2:1: error: NUL character is invalid in source; treated as space\n/* abc \0 */ def b : A;\n^\n"),
        ("p1.td", "#ifdef X\n", &[], "p1.td:2:1: error: Reached EOF without matching #endif\n\n^\np1.td:1:8: error: The latest preprocessor control is here\n#ifdef X\n       ^\n"),
        ];
        for &(name, src, macros, expected) in cases {
            let (d, _) = diags(name, src, macros);
            assert_eq!(d, expected, "case {name}");
        }
    }

    #[test]
    fn error_counting_matches_llvm() {
        // "double #else" is printed through an uncounted overload.
        assert_eq!(diags("e.td", "#ifdef A\n#else\n#else\n#endif\n", &[]).1, 1);
        // "Reached EOF" is uncounted, "The latest preprocessor control" counted.
        assert_eq!(diags("e.td", "#ifdef X\n", &[]).1, 1);
        // "Unexpected character" after a directive is uncounted.
        assert_eq!(diags("e.td", "#ifdef A\n#endif /x\n", &[]).1, 1);
        // Warnings are not counted.
        assert_eq!(diags("e.td", "#define A\n#define A\n", &[]).1, 0);
        assert_eq!(diags("e.td", "#define A\n", &["A"]).1, 0);
    }

    #[test]
    fn preprocessor_basics() {
        let src = "#ifdef X\ndef a;\n#else\ndef b;\n#endif\n";
        assert_eq!(toks(src, &["X"])[1], t(Id, "a"));
        assert_eq!(toks(src, &[])[1], t(Id, "b"));
        let src = "#ifndef X\ndef a;\n#endif\ndef c;\n";
        assert_eq!(toks(src, &["X"]), vec![t(Def, ""), t(Id, "c"), t(Semi, ""), t(Eof, "")]);
        assert_eq!(toks(src, &[]).len(), 7);
        // #define, then #ifdef on it.
        let src = "#define Y\n#ifdef Y\ndef y;\n#endif\n";
        assert_eq!(toks(src, &[])[1], t(Id, "y"));
        // `include` is an ordinary macro name.
        let src = "#define include\n#ifdef include\ndef a;\n#endif\n";
        assert_eq!(toks(src, &[])[1], t(Id, "a"));
    }

    #[test]
    fn preprocessor_skipping() {
        // Nested directives in a skipped region; #define there is ignored.
        let src = "#ifdef X\n#ifdef Y\n#else\n#endif\n#define Z\n#else\n#ifdef Z\ndef z;\n#endif\ndef a;\n#endif\n";
        assert_eq!(toks(src, &[]), vec![t(Def, ""), t(Id, "a"), t(Semi, ""), t(Eof, "")]);
        assert_eq!(kinds_m(src, &["X"]), vec![Eof]);
        // Comments before a directive and after it.
        let src = "#ifdef X\n  /* c\n */ #else // hi\ndef a;\n#endif/*x*/\n";
        assert_eq!(toks(src, &[])[1], t(Id, "a"));
        let src = "/* x */ #ifdef X\ndef a;\n#endif\n";
        assert_eq!(kinds_m(src, &[]), vec![Eof]);
        // Directives need not start in column 1, but must start the line.
        let src = "def a;\n  #ifdef X\n  def b;\n  #endif\n";
        assert_eq!(kinds_m(src, &[]), vec![Def, Id, Semi, Eof]);
        assert_eq!(kinds("def a; #ifdef X\n"), vec![Def, Id, Semi, Paste, Id, Id, Eof]);
        // An unknown directive in a skipped region is ignored; when live,
        // '#' is a paste.
        let src = "#ifdef X\n#elsex\n#endif\n";
        assert_eq!(kinds_m(src, &[]), vec![Eof]);
        assert_eq!(kinds_m(src, &["X"]), vec![Paste, Id, Eof]);
        // CRLF line endings.
        let src = "#ifdef X\r\ndef a;\r\n#else\r\ndef b;\r\n#endif\r\n";
        assert_eq!(toks(src, &[])[1], t(Id, "b"));
        assert_eq!(toks(src, &["X"])[1], t(Id, "a"));
        // A directive at the very end of the file (no newline) is not one.
        assert_eq!(kinds_m("#ifdef X\n#endif", &["X"]), vec![Paste, Id, Eof]);
        // Skipped region whose last line has no newline (LLVM reads past
        // the buffer here and crashes; we report the missing #endif).
        let (d, _) = diags("s.td", "#ifdef X\ndef a;", &[]);
        assert_eq!(
            d,
            "s.td:2:7: error: Reached EOF without matching #endif\ndef a;\n      ^\n\
             s.td:1:8: error: The latest preprocessor control is here\n#ifdef X\n       ^\n"
        );
    }

    fn kinds_m(src: &str, macros: &[&str]) -> Vec<TokKind> {
        lex_named("t.td", src, macros).0.into_iter().map(|(k, _)| k).collect()
    }

    #[test]
    fn unterminated_ifdef_while_live_returns_eof() {
        // With the macro defined, LLVM reports the error at the end of the
        // file but returns Eof (so parsing "succeeds" with one error).
        let (toks, mut lx) = lex_named("f6.td", "class A;\n#ifdef X\ndef b : A;\n", &["X"]);
        assert_eq!(toks.last(), Some(&t(Eof, "")));
        assert_eq!(lx.sm().error_count(), 1);
        assert!(lx.sm_mut().take_diagnostics().starts_with("f6.td:4:1: error: Reached EOF"));
    }

    struct TempDir(std::path::PathBuf);

    impl TempDir {
        fn new(tag: &str) -> TempDir {
            let p = std::env::temp_dir().join(format!("tg-lexer-{tag}-{}", std::process::id()));
            let _ = std::fs::remove_dir_all(&p);
            std::fs::create_dir_all(&p).unwrap();
            TempDir(p)
        }
        fn write(&self, rel: &str, text: &str) {
            let p = self.0.join(rel);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(p, text).unwrap();
        }
        fn path(&self, rel: &str) -> String {
            self.0.join(rel).to_string_lossy().into_owned()
        }
    }

    impl Drop for TempDir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    fn lex_file(main: &str, incs: &[String], macros: &[&str]) -> (Vec<(TokKind, String)>, Lexer) {
        let mut sm = SourceMgr::new();
        let f = sm.add_main_file(main).unwrap();
        sm.set_include_dirs(incs.iter().map(std::path::PathBuf::from).collect());
        let macros: Vec<String> = macros.iter().map(|s| s.to_string()).collect();
        let mut lx = Lexer::new(sm, f, &macros);
        let mut out = Vec::new();
        for _ in 0..10_000_000 {
            let k = lx.lex();
            let s = if k.is_string_value() { lx.cur_str_val().to_string() } else { String::new() };
            out.push((k, s));
            if k == Eof || k == Error {
                break;
            }
        }
        (out, lx)
    }

    #[test]
    fn includes() {
        let d = TempDir::new("inc");
        d.write("main.td", "\n\ninclude \"a.td\" def m;\n");
        d.write("inc/a.td", "include \"b.td\"\ndef a;");
        d.write("inc2/b.td", "class B;\n@\n");
        let main = d.path("main.td");
        let incs = vec![d.path("inc"), format!("{}/", d.path("inc2"))];
        let (toks, mut lx) = lex_file(&main, &incs, &[]);
        assert_eq!(toks, vec![t(Class, ""), t(Id, "B"), t(Semi, ""), t(Error, "")]);
        let inc_a = format!("{}/a.td", d.path("inc"));
        let inc_b = format!("{}/b.td", d.path("inc2"));
        let expected = format!(
            "Included from {main}:3:\nIncluded from {inc_a}:1:\n{inc_b}:2:1: error: Unexpected character\n@\n^\n"
        );
        assert_eq!(lx.sm_mut().take_diagnostics(), expected);
        let deps: Vec<&[u8]> = lx.dependencies().iter().map(|d| &d[..]).collect();
        assert_eq!(deps, vec![inc_a.as_bytes(), inc_b.as_bytes()]);

        // Returning from includes continues right after the file name.
        d.write("inc2/b.td", "class B;");
        let (toks, lx) = lex_file(&main, &incs, &[]);
        let names: Vec<String> = toks.iter().filter(|(k, _)| *k == Id).map(|(_, s)| s.clone()).collect();
        assert_eq!(names, vec!["B", "a", "m"]);
        assert_eq!(toks.last(), Some(&t(Eof, "")));
        assert_eq!(lx.sm().num_buffers(), 3);
    }

    #[test]
    fn identifier_text_survives_leaving_its_file() {
        // An identifier's text is read from its file's buffer; the token
        // after it may come from the including file, and the string value
        // must still be the identifier's (LLVM keeps it until the next
        // string token), not bytes of the other buffer at the same offsets.
        let d = TempDir::new("identleave");
        d.write("inner.td", "class Inner_Name");
        d.write("outer.td", "include \"inner.td\";\n");
        let mut sm = SourceMgr::new();
        let f = sm.add_main_file(d.path("outer.td")).unwrap();
        sm.set_include_dirs(vec![d.0.clone()]);
        let mut lx = Lexer::new(sm, f, &[]);
        assert_eq!(lx.lex(), TokKind::Class);
        assert_eq!(lx.lex(), TokKind::Id);
        assert_eq!(lx.cur_str_val(), "Inner_Name");
        assert_eq!(lx.lex(), TokKind::Semi);
        assert_eq!(lx.cur_str_val(), "Inner_Name");
        assert_eq!(lx.cur_str_bytes(), b"Inner_Name");
    }

    #[test]
    fn include_errors() {
        let d = TempDir::new("incerr");
        d.write("z.td", "#ifdef Q\nclass Z;\n");
        d.write("g1.td", "class A;\ninclude \"z.td\"\n");
        let (toks, mut lx) = lex_file(&d.path("g1.td"), &[d.0.to_string_lossy().into_owned()], &["Q"]);
        // Leaving an include with an open #ifdef ends lexing with Eof.
        assert_eq!(toks.last(), Some(&t(Eof, "")));
        assert_eq!(lx.sm().error_count(), 1);
        let g1 = d.path("g1.td");
        let z = format!("{}/z.td", d.0.to_string_lossy());
        assert_eq!(
            lx.sm_mut().take_diagnostics(),
            format!(
                "Included from {g1}:2:\n{z}:3:1: error: Reached EOF without matching #endif\n\n^\n\
                 Included from {g1}:2:\n{z}:1:8: error: The latest preprocessor control is here\n#ifdef Q\n       ^\n"
            )
        );
        // #endif may not close an #ifdef of the including file.
        d.write("w.td", "#endif\n");
        d.write("g2.td", "#ifdef Q\ninclude \"w.td\"\n#endif\n");
        let (toks, _) = lex_file(&d.path("g2.td"), &[d.0.to_string_lossy().into_owned()], &["Q"]);
        assert_eq!(toks.last(), Some(&t(Error, "")));
        // Include cycles are stopped.
        d.write("cyc.td", "include \"cyc.td\"\n");
        let (toks, mut lx) = lex_file(&d.path("cyc.td"), &[d.0.to_string_lossy().into_owned()], &[]);
        assert_eq!(toks.last(), Some(&t(Error, "")));
        assert!(lx.sm_mut().take_diagnostics().contains("include cycle?"));
        // A cycle that is not at the start of the file.
        d.write("cyc2.td", "def x;\ninclude \"cyc2.td\"\n");
        let (toks, _) = lex_file(&d.path("cyc2.td"), &[d.0.to_string_lossy().into_owned()], &[]);
        assert_eq!(toks.last(), Some(&t(Error, "")));
        // `include include ...` chains are bounded too.
        let chain = "include ".repeat(MAX_INCLUDE_CHAIN as usize + 1);
        let (toks, _) = lex_named("c.td", &chain, &[]);
        assert_eq!(toks.last(), Some(&t(Error, "")));
    }

    #[test]
    fn never_panics_on_garbage() {
        let samples: &[&[u8]] = &[
            b"\xff\xfe#ifdef\xff",
            b"#",
            b"#ifdef",
            b"#ifdef X",
            b"#else",
            b"\"\\",
            b"[{",
            b"[{}",
            b"0x",
            b"0b",
            b"-",
            b"$",
            b"!",
            b"/*",
            b"/",
            b"0x0x",
            b"#define A\r#ifdef A\r#endif\r",
            b"#ifdef A\n#else\n#else",
            b"\0",
            b"99999999999999999999999999999999",
            b"include",
            b"include \"",
            b"#ifdef A\n/*",
            b"#ifdef A\n#ifdef\n",
            b"\r\r\n\n\r",
            b"...",
            b"..",
            b"#ifdef A /* x",
            b"#define A /x",
        ];
        for &s in samples {
            let mut sm = SourceMgr::new();
            let f = sm.add_buffer_bytes("g.td", s.to_vec(), Loc::NONE);
            let mut lx = Lexer::new(sm, f, &[]);
            for _ in 0..1000 {
                if lx.lex() == Eof {
                    break;
                }
            }
            let _ = lx.sm_mut().take_diagnostics();
        }
        // Deterministic pseudo-random bytes.
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        let alphabet = b"#ifdefnlsd\n\r\t /*\"\\[{}]!$0x1b-+.;\0\xff";
        for _ in 0..300 {
            let mut v = Vec::new();
            for _ in 0..64 {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                v.push(alphabet[(x % alphabet.len() as u64) as usize]);
            }
            let mut sm = SourceMgr::new();
            let f = sm.add_buffer_bytes("r.td", v, Loc::NONE);
            let mut lx = Lexer::new(sm, f, &["d".to_string()]);
            for _ in 0..1000 {
                if lx.lex() == Eof {
                    break;
                }
            }
        }
    }
}
