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

/// Maximum depth of nested include files. LLVM has no limit and crashes on
/// include cycles; we report an error instead.
pub const MAX_INCLUDE_DEPTH: usize = 512;

/// Maximum nesting of `include include ...` chains, where the file name of
/// an `include` is itself looked for behind another `include` (LLVM
/// recurses here).
const MAX_INCLUDE_CHAIN: u32 = 128;

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
    c.is_ascii_alphanumeric() || c == b'_'
}

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
    scratch: Vec<u8>,
    int_val: i64,
    dependencies: BTreeSet<String>,
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
    /// UTF-8 are replaced by U+FFFD.
    pub fn cur_str_val(&self) -> &str {
        &self.str_val
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

    /// The files opened by `include`, as resolved paths (for `-d`).
    pub fn dependencies(&self) -> &BTreeSet<String> {
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
                self.sm
                    .error(&[loc], "NUL character is invalid in source; treated as space");
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

    fn set_str_val_from(&mut self, start: usize, end: usize) {
        self.str_val.clear();
        let slice = &self.bytes[start..end];
        match std::str::from_utf8(slice) {
            Ok(s) => self.str_val.push_str(s),
            Err(_) => self.str_val.push_str(&String::from_utf8_lossy(slice)),
        }
    }

    fn set_str_val_from_scratch(&mut self) {
        self.str_val.clear();
        match std::str::from_utf8(&self.scratch) {
            Ok(s) => self.str_val.push_str(s),
            Err(_) => self.str_val.push_str(&String::from_utf8_lossy(&self.scratch)),
        }
    }

    fn switch_to(&mut self, file: FileId, offset: usize) {
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
                b' ' | b'\t' => Step::Again(line_start),
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
        self.set_str_val_from(start, self.cur);
        TokKind::VarName
    }

    /// LLVM's `LexIdentifier`: identifiers, keywords and `include`.
    fn lex_identifier(&mut self) -> Step {
        while is_ident_char(self.at(self.cur)) {
            self.cur += 1;
        }
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
                self.set_str_val_from(start, end);
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
        let tok = self.lex_token(false);
        self.include_chain -= 1;
        if tok == TokKind::Error {
            return true;
        }
        if tok != TokKind::StrVal {
            let loc = self.loc();
            self.sm.error(&[loc], "Expected filename after include");
            return true;
        }
        let filename = self.str_val.clone();
        if self.prep_stack.len() > MAX_INCLUDE_DEPTH {
            let loc = self.loc();
            self.sm.error(
                &[loc],
                &format!(
                    "Include nesting too deep (more than {MAX_INCLUDE_DEPTH} levels) \
                     including '{filename}'; is there an include cycle?"
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
                self.sm
                    .error(&[loc], &format!("Could not find include file '{filename}'"));
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
        self.cur = match self.bytes[start..]
            .iter()
            .position(|&b| b == b'\n' || b == b'\r')
        {
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
                    self.sm
                        .warning(&[loc], &format!("Duplicate definition of macro: {name}"));
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
        self.prep_stack
            .last()
            .map_or(true, |top| top.iter().all(|c| c.defined))
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
