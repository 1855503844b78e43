//! Values, types, ranges and bang operators (LLVM's `ParseValue`,
//! `ParseSimpleValue`, `ParseOperation*`, `ParseType` and friends).

use super::{Failed, Mode, PResult, Parser, ScopeKind};
use crate::init::{ArgAux, BinOp, Init, InitKind, StringFormat, TernOp, UnOp};
use crate::lexer::TokKind;
use crate::limits::{too_many_elements, MAX_ELEMENTS};
use crate::record::{FieldKind, RecId, RecordKind};
use crate::source::{Loc, LocRange};
use crate::types::Ty;

impl Parser {
    // -------------------------------------------------------------- types

    /// `ParseType`.
    pub(super) fn parse_type(&mut self) -> PResult<Ty> {
        crate::stack::guard(|| self.parse_type_inner())
    }

    fn parse_type_inner(&mut self) -> PResult<Ty> {
        match self.code() {
            TokKind::String | TokKind::Code => {
                self.next();
                Ok(Ty::STRING)
            }
            TokKind::Bit => {
                self.next();
                Ok(Ty::BIT)
            }
            TokKind::Int => {
                self.next();
                Ok(Ty::INT)
            }
            TokKind::Dag => {
                self.next();
                Ok(Ty::DAG)
            }
            TokKind::Id => {
                if let Some(t) = self.type_aliases.get(self.lex.cur_str_val()) {
                    let t = *t;
                    self.next();
                    return Ok(t);
                }
                match self.parse_class_id() {
                    Some(r) => Ok(self.type_of_record_class(r)),
                    None => Err(self.tok_err("unknown class name")),
                }
            }
            TokKind::Bits => {
                if self.next() != TokKind::Less {
                    return Err(self.tok_err("expected '<' after bits type"));
                }
                if self.next() != TokKind::IntVal {
                    return Err(self.tok_err("expected integer in bits<n> type"));
                }
                let val = self.lex.cur_int_val() as u64 as u32 as u64;
                if val > MAX_ELEMENTS {
                    return Err(self.tok_err(too_many_elements(&format!("bits<{val}>"), val)));
                }
                if self.next() != TokKind::Greater {
                    return Err(self.tok_err("expected '>' at end of bits<n> type"));
                }
                self.next();
                Ok(self.rk.inits.types.bits(val as u32))
            }
            TokKind::List => {
                if self.next() != TokKind::Less {
                    return Err(self.tok_err("expected '<' after list type"));
                }
                self.next();
                let sub = self.parse_type()?;
                if !self.consume(TokKind::Greater) {
                    return Err(self.tok_err("expected '>' at end of list<ty> type"));
                }
                Ok(self.rk.inits.types.list_of(sub))
            }
            _ => Err(self.tok_err("Unknown token when expecting a type")),
        }
    }

    /// `ParseClassID`: the class named by the current identifier (the token
    /// is consumed even when the class does not exist).
    pub(super) fn parse_class_id(&mut self) -> Option<RecId> {
        if self.code() != TokKind::Id {
            self.tok_err("expected name for ClassID");
            return None;
        }
        let result = self.rk.class_bytes(self.lex.cur_str_bytes());
        if result.is_none() {
            let name = self.lex.cur_str_val().to_string();
            let msg = format!("Couldn't find class '{name}'");
            if self.multiclass_names.contains_key(&name) {
                self.tok_err(format!("{msg}. Use 'defm' if you meant to use multiclass '{name}'"));
            } else {
                self.tok_err(msg);
            }
        }
        self.next();
        result
    }

    /// `ParseMultiClassID`.
    pub(super) fn parse_multiclass_id(&mut self) -> Option<usize> {
        if self.code() != TokKind::Id {
            self.tok_err("expected name for MultiClassID");
            return None;
        }
        let result = self.multiclass_names.get(self.lex.cur_str_val()).copied();
        if result.is_none() {
            let msg = format!("Couldn't find multiclass '{}'", self.lex.cur_str_val());
            self.tok_err(msg);
        }
        self.next();
        result
    }

    /// `ParseOperatorType`: `'<' Type '>'`.
    fn parse_operator_type(&mut self) -> PResult<Ty> {
        if !self.consume(TokKind::Less) {
            return Err(self.tok_err("expected type name for operator"));
        }
        if self.code() == TokKind::Code {
            self.tok_err("the 'code' type is not allowed in bang operators; use 'string'");
        }
        let Ok(t) = self.parse_type() else {
            return Err(self.tok_err("expected type name for operator"));
        };
        if !self.consume(TokKind::Greater) {
            return Err(self.tok_err("expected type name for operator"));
        }
        Ok(t)
    }

    // -------------------------------------------------------------- ranges

    /// `ParseRangePiece`; returns true on error.
    pub(super) fn parse_range_piece(&mut self, ranges: &mut Vec<u32>, first: Option<Init>) -> bool {
        let cur = match first {
            Some(v) => Some(v),
            None => self.parse_value(None, None, Mode::Value).ok(),
        };
        let Some(mut start) = cur.and_then(|v| self.rk.inits.as_int(v)) else {
            self.tok_err("expected integer or bitrange");
            return true;
        };
        if start < 0 {
            self.tok_err("invalid range, cannot be negative");
            return true;
        }
        let end = match self.code() {
            TokKind::DotDotDot | TokKind::Minus => {
                self.next();
                let e = self.parse_value(None, None, Mode::Value).ok().and_then(|v| self.rk.inits.as_int(v));
                let Some(e) = e else {
                    self.tok_err("expected integer value as end of range");
                    return true;
                };
                e
            }
            TokKind::IntVal => {
                let e = self.lex.cur_int_val().wrapping_neg();
                self.next();
                e
            }
            _ => {
                ranges.push(start as u32);
                return false;
            }
        };
        if end < 0 {
            self.tok_err("invalid range, cannot be negative");
            return true;
        }
        let count = start.abs_diff(end).saturating_add(1);
        let total = count.saturating_add(ranges.len() as u64);
        if total > MAX_ELEMENTS {
            self.tok_err(too_many_elements("this range", total));
            return true;
        }
        if start < end {
            while start <= end {
                ranges.push(start as u32);
                start += 1;
            }
        } else {
            while start >= end {
                ranges.push(start as u32);
                start -= 1;
            }
        }
        false
    }

    /// `ParseRangeList`: empty on error.
    pub(super) fn parse_range_list(&mut self, result: &mut Vec<u32>) {
        if self.parse_range_piece(result, None) {
            result.clear();
            return;
        }
        while self.consume(TokKind::Comma) {
            if self.parse_range_piece(result, None) {
                result.clear();
                return;
            }
        }
    }

    /// `ParseOptionalRangeList`: `'<' RangeList '>'` or nothing.
    pub(super) fn parse_optional_range_list(&mut self, ranges: &mut Vec<u32>) -> PResult {
        let start = self.lex.loc();
        if !self.consume(TokKind::Less) {
            return Ok(());
        }
        self.parse_range_list(ranges);
        if ranges.is_empty() {
            return Err(Failed);
        }
        if !self.consume(TokKind::Greater) {
            self.tok_err("expected '>' at end of range list");
            return Err(self.err(start, "to match this '<'"));
        }
        Ok(())
    }

    /// `ParseOptionalBitList`: `'{' RangeList '}'` or nothing.
    pub(super) fn parse_optional_bit_list(&mut self, ranges: &mut Vec<u32>) -> PResult {
        let start = self.lex.loc();
        if !self.consume(TokKind::LBrace) {
            return Ok(());
        }
        self.parse_range_list(ranges);
        if ranges.is_empty() {
            return Err(Failed);
        }
        if !self.consume(TokKind::RBrace) {
            self.tok_err("expected '}' at end of bit list");
            return Err(self.err(start, "to match this '{'"));
        }
        Ok(())
    }

    /// `ParseSliceElement`: an index, a list of indices or a range.
    fn parse_slice_element(&mut self, cur: Option<RecId>) -> PResult<Init> {
        let lhs_loc = self.lex.loc();
        let lhs = self.parse_value(cur, None, Mode::Value)?;
        let rhs = match self.code() {
            TokKind::DotDotDot | TokKind::Minus => {
                self.next();
                let rhs_loc = self.lex.loc();
                let rhs = self.parse_value(cur, None, Mode::Value)?;
                match self.rk.inits.ty(rhs) {
                    Some(Ty::INT) => {}
                    Some(t) => {
                        let ts = self.ty_str(t);
                        return Err(self.err(rhs_loc, format!("expected int...int, got {ts}")));
                    }
                    None => {
                        let s = self.rk.as_string(rhs);
                        return Err(self.err(rhs_loc, format!("expected int...int, got untyped value '{s}'")));
                    }
                }
                rhs
            }
            TokKind::IntVal => {
                let i = self.lex.cur_int_val().wrapping_neg();
                if i < 0 {
                    return Err(self.tok_err("invalid range, cannot be negative"));
                }
                let r = self.rk.inits.int(i);
                self.next();
                r
            }
            _ => return Ok(lhs),
        };
        match self.rk.inits.ty(lhs) {
            Some(Ty::INT) => {}
            Some(t) => {
                let ts = self.ty_str(t);
                return Err(self.err(lhs_loc, format!("expected int...int, got {ts}")));
            }
            None => {
                let s = self.rk.as_string(lhs);
                return Err(self.err(lhs_loc, format!("expected int...int, got untyped value '{s}'")));
            }
        }
        let lty = self.rk.inits.types.list_of(Ty::INT);
        let b = self.rk.binop(BinOp::RangeC, lhs, rhs, lty);
        Ok(self.rk.fold_binop(b, cur))
    }

    /// `ParseSliceElements`: the contents of `list[...]`. Returns an `int`
    /// value for a single index (when `single`), a `list<int>` otherwise.
    fn parse_slice_elements(&mut self, cur: Option<RecId>, mut single: bool) -> PResult<Init> {
        let mut elems: Vec<Init> = Vec::new();
        let mut slices: Vec<Init> = Vec::new();
        let mut cur_val: Option<Init>;
        loop {
            let lhs_loc = self.lex.loc();
            let v = self.parse_slice_element(cur)?;
            cur_val = Some(v);
            let Some(vt) = self.rk.inits.ty(v) else {
                let s = self.rk.as_string(v);
                return Err(self.err(lhs_loc, format!("unhandled untyped value '{s}' in range")));
            };
            if let Some(e) = self.rk.inits.types.list_elt(vt) {
                if e != Ty::INT {
                    let ts = self.ty_str(vt);
                    return Err(self.err(lhs_loc, format!("expected list<int>, got {ts}")));
                }
                if !elems.is_empty() {
                    slices.push(self.rk.inits.list(&elems, Ty::INT));
                    elems.clear();
                }
                slices.push(v);
                single = false;
                cur_val = None;
            } else if vt != Ty::INT {
                let ts = self.ty_str(vt);
                return Err(self.err(lhs_loc, format!("unhandled type {ts} in range")));
            }
            if self.code() != TokKind::Comma {
                break;
            }
            self.next();
            single = false;
            if let Some(c) = cur_val {
                elems.push(c);
            }
            cur_val = None;
            if self.code() == TokKind::RSquare {
                break;
            }
        }
        if let Some(c) = cur_val {
            if single {
                return Ok(c);
            }
            elems.push(c);
        }
        if !elems.is_empty() {
            slices.push(self.rk.inits.list(&elems, Ty::INT));
        }
        let mut result: Option<Init> = None;
        for s in slices {
            result = Some(match result {
                Some(r) => self.rk.list_concat(r, s),
                None => s,
            });
        }
        result.ok_or(Failed)
    }

    // -------------------------------------------------------------- values

    /// `ParseValue`: a simple value followed by suffixes (`{bits}`,
    /// `[slices]`, `.field`, `#paste`).
    pub(super) fn parse_value(&mut self, cur: Option<RecId>, item: Option<Ty>, mode: Mode) -> PResult<Init> {
        crate::stack::guard(|| self.parse_value_inner(cur, item, mode))
    }

    fn parse_value_inner(&mut self, cur: Option<RecId>, item: Option<Ty>, mode: Mode) -> PResult<Init> {
        let lhs_loc = self.lex.loc();
        let mut result = self.parse_simple_value(cur, item, mode)?;
        loop {
            self.check_fatal()?;
            match self.code() {
                TokKind::LBrace => {
                    if mode == Mode::Name {
                        return Ok(result);
                    }
                    let curly = self.lex.loc();
                    self.next();
                    let mut ranges = Vec::new();
                    self.parse_range_list(&mut ranges);
                    if ranges.is_empty() {
                        return Err(Failed);
                    }
                    ranges.reverse();
                    match self.rk.convert_initializer_bit_range(result, &ranges) {
                        Some(r) => result = r,
                        None => return Err(self.err(curly, "Invalid bit range for value")),
                    }
                    if !self.consume(TokKind::RBrace) {
                        return Err(self.tok_err("expected '}' at end of bit range list"));
                    }
                }
                TokKind::LSquare => {
                    let Some(lty) = self.rk.inits.ty(result) else {
                        return Err(self.err(lhs_loc, "Invalid value, list expected"));
                    };
                    let Some(elt) = self.rk.inits.types.list_elt(lty) else {
                        let ts = self.ty_str(lty);
                        return Err(self.err(lhs_loc, format!("Type '{ts}' is invalid, list expected")));
                    };
                    self.next();
                    let rhs = self.parse_slice_elements(cur, true)?;
                    let is_list = self.rk.inits.ty(rhs).is_some_and(|t| self.rk.inits.types.is_list(t));
                    let b = if is_list {
                        self.rk.binop(BinOp::ListSlice, result, rhs, lty)
                    } else {
                        self.rk.binop(BinOp::ListElem, result, rhs, elt)
                    };
                    result = self.rk.fold_binop(b, cur);
                    if !self.consume(TokKind::RSquare) {
                        return Err(self.tok_err("expected ']' at end of list slice"));
                    }
                }
                TokKind::Dot => {
                    if self.next() != TokKind::Id {
                        return Err(self.tok_err("expected field identifier after '.'"));
                    }
                    let fname = self.cur_str_init();
                    if self.rk.field_type(result, fname).is_none() {
                        let msg = format!(
                            "Cannot access field '{}' of value '{}'",
                            self.lex.cur_str_val(),
                            self.rk.as_string(result)
                        );
                        return Err(self.tok_err(msg));
                    }
                    let f = self.rk.field_init(result, fname);
                    result = self.rk.fold_field(f, cur);
                    self.next();
                }
                TokKind::Paste => {
                    let paste_loc = self.lex.loc();
                    let Some(lty) = self.rk.inits.ty(result) else {
                        return Err(self.err(paste_loc, "LHS of paste is not typed!"));
                    };
                    if self.rk.inits.types.is_list(lty) {
                        self.next();
                        match self.code() {
                            TokKind::Colon | TokKind::Semi | TokKind::LBrace => {}
                            _ => {
                                let rhs = self.parse_value(cur, item, Mode::Value)?;
                                result = self.rk.list_concat(result, rhs);
                            }
                        }
                        continue;
                    }
                    let lhs = self.cast_to_string(result, cur, paste_loc)?;
                    self.next();
                    let rhs = match self.code() {
                        TokKind::Colon | TokKind::Semi | TokKind::LBrace => self.rk.inits.string(""),
                        _ => {
                            let r = self.parse_value(cur, None, Mode::Name)?;
                            if self.rk.inits.ty(r).is_none() {
                                return Err(self.err(paste_loc, "RHS of paste is not typed!"));
                            }
                            self.cast_to_string(r, cur, paste_loc)?
                        }
                    };
                    result = self.rk.str_concat(lhs, rhs);
                }
                _ => return Ok(result),
            }
        }
    }

    /// Wraps a typed non-string value of a paste in `!cast<string>`.
    fn cast_to_string(&mut self, v: Init, cur: Option<RecId>, loc: Loc) -> PResult<Init> {
        if self.rk.inits.ty(v) == Some(Ty::STRING) {
            return Ok(v);
        }
        let u = self.rk.unop(UnOp::Cast, v, Ty::STRING);
        let c = self.rk.fold_unop(u, cur, false);
        if self.rk.inits.ty(c).is_none() {
            let s = self.rk.as_string(v);
            return Err(self.err(loc, format!("can't cast '{s}' to string")));
        }
        Ok(c)
    }

    /// `ParseSimpleValue`.
    fn parse_simple_value(&mut self, cur: Option<RecId>, item: Option<Ty>, mode: Mode) -> PResult<Init> {
        let code = self.code();
        if code.is_bang_operator() {
            return self.parse_operation(cur, item);
        }
        match code {
            TokKind::TrueVal => {
                self.next();
                Ok(self.rk.inits.int(1))
            }
            TokKind::FalseVal => {
                self.next();
                Ok(self.rk.inits.int(0))
            }
            TokKind::IntVal => {
                let v = self.rk.inits.int(self.lex.cur_int_val());
                self.next();
                Ok(v)
            }
            TokKind::BinaryIntVal => {
                let (v, n) = self.lex.cur_binary_int_val();
                let bits: Vec<Init> = (0..n).map(|i| self.rk.inits.bit(i < 64 && (v as u64 >> i) & 1 != 0)).collect();
                let b = self.rk.inits.bits(&bits);
                self.next();
                Ok(b)
            }
            TokKind::StrVal => {
                let mut s = std::mem::take(&mut self.scratch);
                s.clear();
                s.extend_from_slice(self.lex.cur_str_bytes());
                self.next();
                while self.code() == TokKind::StrVal {
                    s.extend_from_slice(self.lex.cur_str_bytes());
                    self.next();
                }
                let v = self.rk.inits.string_bytes(&s, StringFormat::String);
                self.scratch = s;
                Ok(v)
            }
            TokKind::CodeFragment => {
                let v = self.rk.inits.string_bytes(self.lex.cur_str_bytes(), StringFormat::Code);
                self.next();
                Ok(v)
            }
            TokKind::Question => {
                self.next();
                Ok(Init::UNSET)
            }
            TokKind::Id => {
                let name_loc = self.lex.loc_range();
                let name = self.cur_str_init();
                let next = self.next();
                if next == TokKind::Equal {
                    return Ok(name);
                }
                if next != TokKind::Less {
                    return self.parse_id_value(cur, name, name_loc, mode);
                }
                let Some(class) = self.rk.class_named(name) else {
                    let msg = format!("Expected a class name, got '{}'", self.str_of(name));
                    return Err(self.err(name_loc.start, msg));
                };
                self.next(); // '<'
                let mut args = Vec::new();
                self.parse_template_arg_value_list(&mut args, cur, class)?;
                let v = match self.class_refs.get(class, &args) {
                    Some(v) => v,
                    None => {
                        let parsed = args.clone();
                        self.check_template_arg_values(&mut args, name_loc.start, class)?;
                        self.resolve_arguments(class, &args, name_loc.start, |_, _| {})?;
                        let ty = self.type_of_record_class(class);
                        let v = self.rk.inits.var_def_raw(class, &args, ty);
                        self.class_refs.insert(class, &parsed, v);
                        v
                    }
                };
                let r = self.rk.fold_var_def(v);
                self.check_fatal()?;
                Ok(r)
            }
            TokKind::LBrace => self.parse_bits_value(cur),
            TokKind::LSquare => self.parse_list_value(cur, item),
            TokKind::LParen => self.parse_dag_value(cur),
            _ => Err(self.tok_err("Unknown or reserved token when parsing a value")),
        }
    }

    /// `'{' ValueList '}'`: a `bits` value.
    fn parse_bits_value(&mut self, cur: Option<RecId>) -> PResult<Init> {
        let brace_loc = self.lex.loc();
        self.next();
        let mut vals = Vec::new();
        if self.code() != TokKind::RBrace {
            self.parse_value_list(&mut vals, cur, None);
            if vals.is_empty() {
                return Err(Failed);
            }
        }
        if !self.consume(TokKind::RBrace) {
            return Err(self.tok_err("expected '}' at end of bit list value"));
        }
        let mut new_bits: Vec<Init> = Vec::with_capacity(vals.len());
        for (i, &v) in vals.iter().enumerate() {
            match *self.rk.inits.kind(v) {
                InitKind::Bits { bits, .. } => {
                    for j in (0..bits.len()).rev() {
                        new_bits.push(self.rk.inits.at(bits, j));
                    }
                    continue;
                }
                InitKind::Var { ty, .. } => {
                    if let Some(n) = self.rk.inits.types.bits_width(ty) {
                        for j in (0..n).rev() {
                            let b = self.rk.get_bit(v, j);
                            new_bits.push(b);
                        }
                        continue;
                    }
                }
                _ => {}
            }
            match self.rk.get_cast_to(v, Ty::BIT) {
                Some(b) => new_bits.push(b),
                None => {
                    let s = self.rk.as_string(v);
                    return Err(self.err(brace_loc, format!("Element #{i} ({s}) is not convertable to a bit")));
                }
            }
        }
        new_bits.reverse();
        Ok(self.rk.inits.bits(&new_bits))
    }

    /// `'[' ValueList ']' ('<' Type '>')?`: a list value.
    fn parse_list_value(&mut self, cur: Option<RecId>, item: Option<Ty>) -> PResult<Init> {
        self.next();
        let mut given_list_elt: Option<Ty> = None;
        if let Some(it) = item {
            match self.rk.inits.types.list_elt(it) {
                Some(e) => given_list_elt = Some(e),
                None => {
                    let ts = self.ty_str(it);
                    return Err(self.tok_err(format!("Encountered a list when expecting a {ts}")));
                }
            }
        }
        let mut vals = Vec::new();
        if self.code() != TokKind::RSquare {
            self.parse_value_list(&mut vals, cur, given_list_elt);
            if vals.is_empty() {
                return Err(Failed);
            }
        }
        if !self.consume(TokKind::RSquare) {
            return Err(self.tok_err("expected ']' at end of list value"));
        }
        let mut given_elt = None;
        if self.consume(TokKind::Less) {
            given_elt = Some(self.parse_type()?);
            if !self.consume(TokKind::Greater) {
                return Err(self.tok_err("expected '>' at end of list element type"));
            }
        }
        let mut elt: Option<Ty> = None;
        for &v in &vals {
            if let Some(t) = self.rk.inits.ty(v) {
                elt = match elt {
                    Some(e) => match self.rk.resolve_types(e, t) {
                        Some(x) => Some(x),
                        None => return Err(self.tok_err("Incompatible types in list elements")),
                    },
                    None => Some(t),
                };
            }
        }
        if let Some(g) = given_elt {
            if let Some(e) = elt {
                if !self.rk.type_is_convertible_to(e, g) {
                    return Err(self.tok_err("Incompatible types in list elements"));
                }
            }
            elt = Some(g);
        }
        let deduced = match elt {
            None => match given_list_elt {
                Some(g) => g,
                None => return Err(self.tok_err("No type for list")),
            },
            Some(e) => {
                if let Some(g) = given_list_elt {
                    if !self.rk.type_is_convertible_to(e, g) {
                        let msg = format!(
                            "Element type mismatch for list: element type '{}' not convertible to '{}",
                            self.ty_str(e),
                            self.ty_str(g)
                        );
                        return Err(self.tok_err(msg));
                    }
                }
                e
            }
        };
        Ok(self.rk.inits.list(&vals, deduced))
    }

    /// `'(' Value (':' VarName)? DagArgList ')'`: a dag value.
    fn parse_dag_value(&mut self, cur: Option<RecId>) -> PResult<Init> {
        self.next();
        if !matches!(self.code(), TokKind::Id | TokKind::XCast | TokKind::Question | TokKind::XGetDagOp) {
            return Err(self.tok_err("expected identifier in dag init"));
        }
        let op = self.parse_value(cur, None, Mode::Value)?;
        let mut op_name = Init::UNSET;
        if self.consume(TokKind::Colon) {
            if self.code() != TokKind::VarName {
                return Err(self.tok_err("expected variable name in dag operator"));
            }
            op_name = self.cur_str_init();
            self.next();
        }
        let mut args: Vec<(Init, Init)> = Vec::new();
        if self.code() != TokKind::RParen {
            self.parse_dag_arg_list(&mut args, cur);
            if args.is_empty() {
                return Err(Failed);
            }
        }
        if !self.consume(TokKind::RParen) {
            return Err(self.tok_err("expected ')' in dag init"));
        }
        let a: Vec<Init> = args.iter().map(|x| x.0).collect();
        let n: Vec<Init> = args.iter().map(|x| x.1).collect();
        Ok(self.rk.inits.dag(op, op_name, &a, &n))
    }

    /// `ParseDagArgList`: empty on error.
    fn parse_dag_arg_list(&mut self, result: &mut Vec<(Init, Init)>, cur: Option<RecId>) {
        loop {
            if self.code() == TokKind::VarName {
                let name = self.cur_str_init();
                result.push((Init::UNSET, name));
                self.next();
            } else {
                let Ok(v) = self.parse_value(cur, None, Mode::Value) else {
                    result.clear();
                    return;
                };
                let mut name = Init::UNSET;
                if self.code() == TokKind::Colon {
                    if self.next() != TokKind::VarName {
                        self.tok_err("expected variable name in dag literal");
                        result.clear();
                        return;
                    }
                    name = self.cur_str_init();
                    self.next();
                }
                result.push((v, name));
            }
            if !self.consume(TokKind::Comma) {
                break;
            }
        }
    }

    /// `ParseValueList`: empty on error.
    pub(super) fn parse_value_list(&mut self, result: &mut Vec<Init>, cur: Option<RecId>, item: Option<Ty>) {
        match self.parse_value(cur, item, Mode::Value) {
            Ok(v) => result.push(v),
            Err(_) => {
                result.clear();
                return;
            }
        }
        while self.consume(TokKind::Comma) {
            if self.code() == TokKind::RSquare {
                return;
            }
            match self.parse_value(cur, item, Mode::Value) {
                Ok(v) => result.push(v),
                Err(_) => {
                    result.clear();
                    return;
                }
            }
        }
    }

    /// `ParseTemplateArgValueList`: the arguments after `Class<` (the `<`
    /// has been consumed), as argument inits.
    pub(super) fn parse_template_arg_value_list(
        &mut self,
        result: &mut Vec<Init>,
        cur: Option<RecId>,
        args_rec: RecId,
    ) -> PResult {
        // Read in place, not copied: this runs for every class reference.
        let num_targs = self.rk.record(args_rec).template_args.len();
        if self.consume(TokKind::Greater) {
            return Ok(());
        }
        result.reserve(num_targs);
        let mut has_named = false;
        let mut idx = 0usize;
        loop {
            if idx >= num_targs {
                return Err(self.tok_err(format!("Too many template arguments: {}", idx + 1)));
            }
            let mut value_loc = self.lex.loc();
            let item = if has_named {
                None
            } else {
                let r = self.rk.record(args_rec);
                r.template_args.get(idx).and_then(|t| r.value(*t)).map(|v| v.ty())
            };
            let mut value = self.parse_value(cur, item, Mode::Value)?;
            if self.code() == TokKind::Equal {
                if self.rk.inits.as_str(value).is_none() {
                    return Err(self.err(value_loc, "The name of named argument should be a valid identifier"));
                }
                let q = self.qualify(args_rec, value);
                let Some(nty) = self.rk.record(args_rec).value(q).map(|v| v.ty()) else {
                    let s = self.rk.as_string(value);
                    return Err(self.err(value_loc, format!("Argument {s} doesn't exist")));
                };
                self.next();
                value_loc = self.lex.loc();
                value = self.parse_value(cur, Some(nty), Mode::Value)?;
                if value == Init::UNSET {
                    return Err(
                        self.err(value_loc, "The value of named argument should be initialized, but we got '?'")
                    );
                }
                result.push(self.rk.inits.argument(value, ArgAux::Named(q)));
                has_named = true;
            } else {
                if has_named {
                    return Err(self.err(value_loc, "Positional argument should be put before named argument"));
                }
                result.push(self.rk.inits.argument(value, ArgAux::Positional(idx as u32)));
            }
            if self.consume(TokKind::Greater) {
                return Ok(());
            }
            if !self.consume(TokKind::Comma) {
                return Err(self.tok_err("Expected comma before next argument"));
            }
            idx += 1;
        }
    }

    /// `ParseIDValue`: what an identifier refers to.
    fn parse_id_value(&mut self, cur: Option<RecId>, name: Init, name_loc: LocRange, mode: Mode) -> PResult<Init> {
        if let Some(v) = self.get_var(name) {
            return Ok(v);
        }
        if mode == Mode::Name {
            return Ok(name);
        }
        if let Some(d) = self.rk.def_named(name) {
            return Ok(self.rk.def_init(d));
        }
        if let Some(g) = self.rk.extra_global_named(name) {
            return Ok(g);
        }
        if let Some(c) = cur {
            let r = self.rk.record(c);
            if !r.is_class() && self.cur_multiclass.is_none() && r.name == name {
                let ty = self.rk.record_type(c);
                return Ok(self.rk.unop(UnOp::Cast, name, ty));
            }
        }
        let msg = format!("Variable not defined: '{}'", self.str_of(name));
        Err(self.err(name_loc.start, msg))
    }

    // -------------------------------------------------------------- bang operators

    /// `ParseOperation`.
    fn parse_operation(&mut self, cur: Option<RecId>, item: Option<Ty>) -> PResult<Init> {
        use TokKind as T;
        match self.code() {
            T::XNOT
            | T::XToLower
            | T::XToUpper
            | T::XLOG2
            | T::XHead
            | T::XTail
            | T::XSize
            | T::XEmpty
            | T::XCast
            | T::XRepr
            | T::XGetDagOp => self.parse_unop(cur),
            T::XIsA => {
                self.next();
                let ty = self.parse_operator_type()?;
                if !self.consume(T::LParen) {
                    return Err(self.tok_err("expected '(' after type of !isa"));
                }
                let lhs = self.parse_value(cur, None, Mode::Value)?;
                if !self.consume(T::RParen) {
                    return Err(self.tok_err("expected ')' in !isa"));
                }
                let i = self.rk.inits.isa_raw(ty, lhs);
                Ok(self.rk.fold_isa(i))
            }
            T::XExists => {
                self.next();
                let ty = self.parse_operator_type()?;
                if !self.consume(T::LParen) {
                    return Err(self.tok_err("expected '(' after type of !exists"));
                }
                let expr_loc = self.lex.loc();
                let expr = self.parse_value(cur, None, Mode::Value)?;
                let Some(et) = self.rk.inits.ty(expr) else {
                    return Err(self.err(expr_loc, "expected string type argument in !exists operator"));
                };
                if self.rk.inits.types.is_record(et) {
                    return Err(self
                        .err(expr_loc, "expected string type argument in !exists operator, please use !isa instead"));
                }
                if et != Ty::STRING {
                    return Err(self.err(expr_loc, "expected string type argument in !exists operator"));
                }
                if !self.consume(T::RParen) {
                    return Err(self.tok_err("expected ')' in !exists"));
                }
                let i = self.rk.inits.exists_raw(ty, expr);
                Ok(self.rk.fold_exists(i, cur, false))
            }
            T::XConcat
            | T::XADD
            | T::XSUB
            | T::XMUL
            | T::XDIV
            | T::XAND
            | T::XOR
            | T::XXOR
            | T::XSRA
            | T::XSRL
            | T::XSHL
            | T::XEq
            | T::XNe
            | T::XLe
            | T::XLt
            | T::XGe
            | T::XGt
            | T::XListConcat
            | T::XListSplat
            | T::XListRemove
            | T::XStrConcat
            | T::XInterleave
            | T::XGetDagArg
            | T::XGetDagName
            | T::XSetDagOp => self.parse_binop(cur, item),
            T::XForEach | T::XFilter => self.parse_foreach_filter(cur, item),
            T::XRange => self.parse_range_op(cur),
            T::XSetDagArg | T::XSetDagName | T::XDag | T::XIf | T::XSubst => self.parse_ternop(cur, item),
            T::XSubstr => self.parse_substr(cur, item),
            T::XFind => self.parse_find(cur, item),
            T::XCond => self.parse_cond(cur, item),
            T::XFoldl => self.parse_foldl(cur),
            _ => Err(self.tok_err("unknown bang operator")),
        }
    }

    fn parse_unop(&mut self, cur: Option<RecId>) -> PResult<Init> {
        use TokKind as T;
        let tok = self.code();
        self.next();
        let mut ty: Option<Ty> = None;
        let op = match tok {
            T::XCast => {
                match self.parse_operator_type() {
                    Ok(t) => ty = Some(t),
                    Err(_) => return Err(self.tok_err("did not get type for unary operator")),
                }
                UnOp::Cast
            }
            T::XRepr => {
                ty = Some(Ty::STRING);
                UnOp::Repr
            }
            T::XToLower => {
                ty = Some(Ty::STRING);
                UnOp::ToLower
            }
            T::XToUpper => {
                ty = Some(Ty::STRING);
                UnOp::ToUpper
            }
            T::XNOT => {
                ty = Some(Ty::INT);
                UnOp::Not
            }
            T::XLOG2 => {
                ty = Some(Ty::INT);
                UnOp::Log2
            }
            T::XHead => UnOp::Head,
            T::XTail => UnOp::Tail,
            T::XSize => {
                ty = Some(Ty::INT);
                UnOp::Size
            }
            T::XEmpty => {
                ty = Some(Ty::INT);
                UnOp::Empty
            }
            _ => {
                // !getdagop
                if self.code() == T::Less {
                    match self.parse_operator_type() {
                        Ok(t) => {
                            ty = Some(t);
                            if !self.rk.inits.types.is_record(t) {
                                self.tok_err("type for !getdagop must be a record type");
                            }
                        }
                        Err(_) => return Err(self.tok_err("did not get type for unary operator")),
                    }
                } else {
                    ty = Some(Ty::ANY_RECORD);
                }
                UnOp::GetDagOp
            }
        };
        if !self.consume(T::LParen) {
            return Err(self.tok_err("expected '(' after unary operator"));
        }
        let lhs = self.parse_value(cur, None, Mode::Value)?;
        if op == UnOp::Empty || op == UnOp::Size {
            let ok = self
                .rk
                .inits
                .ty(lhs)
                .is_some_and(|t| self.rk.inits.types.is_list(t) || t == Ty::STRING || t == Ty::DAG);
            if !ok {
                return Err(self.tok_err("expected string, list, or dag type argument in unary operator"));
            }
        }
        if op == UnOp::Head || op == UnOp::Tail {
            let Some(lt) = self.rk.inits.ty(lhs) else {
                return Err(self.tok_err("expected list type argument in unary operator"));
            };
            let Some(elt) = self.rk.inits.types.list_elt(lt) else {
                return Err(self.tok_err("expected list type argument in unary operator"));
            };
            if let Some(first) = self.rk.inits.list_elems(lhs).map(|e| e.first().copied()) {
                let Some(first) = first else {
                    return Err(self.tok_err("empty list argument in unary operator"));
                };
                let Some(it) = self.rk.inits.ty(first) else {
                    return Err(self.tok_err("untyped list element in unary operator"));
                };
                ty = Some(if op == UnOp::Head { it } else { self.rk.inits.types.list_of(it) });
            } else {
                ty = Some(if op == UnOp::Head { elt } else { lt });
            }
        }
        if !self.consume(T::RParen) {
            return Err(self.tok_err("expected ')' in unary operator"));
        }
        let u = self.rk.unop(op, lhs, ty.unwrap_or(Ty::ANY_RECORD));
        Ok(self.rk.fold_unop(u, cur, false))
    }

    #[allow(clippy::collapsible_match)]
    fn parse_binop(&mut self, cur: Option<RecId>, item: Option<Ty>) -> PResult<Init> {
        use TokKind as T;
        let op_tok = self.code();
        let op_loc = self.lex.loc();
        self.next();
        let code = match op_tok {
            T::XConcat => BinOp::Concat,
            T::XADD => BinOp::Add,
            T::XSUB => BinOp::Sub,
            T::XMUL => BinOp::Mul,
            T::XDIV => BinOp::Div,
            T::XAND => BinOp::And,
            T::XOR => BinOp::Or,
            T::XXOR => BinOp::Xor,
            T::XSRA => BinOp::Sra,
            T::XSRL => BinOp::Srl,
            T::XSHL => BinOp::Shl,
            T::XEq => BinOp::Eq,
            T::XNe => BinOp::Ne,
            T::XLe => BinOp::Le,
            T::XLt => BinOp::Lt,
            T::XGe => BinOp::Ge,
            T::XGt => BinOp::Gt,
            T::XListConcat => BinOp::ListConcat,
            T::XListSplat => BinOp::ListSplat,
            T::XListRemove => BinOp::ListRemove,
            T::XStrConcat => BinOp::StrConcat,
            T::XInterleave => BinOp::Interleave,
            T::XSetDagOp => BinOp::SetDagOp,
            T::XGetDagArg => BinOp::GetDagArg,
            _ => BinOp::GetDagName,
        };
        let (mut ty, mut arg_ty): (Option<Ty>, Option<Ty>) = match op_tok {
            T::XConcat | T::XSetDagOp => (Some(Ty::DAG), Some(Ty::DAG)),
            T::XGetDagArg => match self.parse_operator_type() {
                Ok(t) => (Some(t), Some(Ty::DAG)),
                Err(_) => return Err(self.tok_err("did not get type for !getdagarg operator")),
            },
            T::XGetDagName => (Some(Ty::STRING), Some(Ty::DAG)),
            T::XAND | T::XOR | T::XXOR | T::XSRA | T::XSRL | T::XSHL | T::XADD | T::XSUB | T::XMUL | T::XDIV => {
                (Some(Ty::INT), Some(Ty::INT))
            }
            T::XEq | T::XNe | T::XLe | T::XLt | T::XGe | T::XGt => (Some(Ty::BIT), None),
            T::XListConcat | T::XListRemove => (None, item),
            T::XListSplat => (None, None),
            T::XStrConcat => (Some(Ty::STRING), Some(Ty::STRING)),
            _ => (Some(Ty::STRING), None), // !interleave
        };
        if let (Some(t), Some(it)) = (ty, item) {
            if !self.rk.type_is_convertible_to(t, it) {
                let msg = format!("expected value of type '{}', got '{}'", self.ty_str(it), self.ty_str(t));
                return Err(self.err(op_loc, msg));
            }
        }
        if !self.consume(T::LParen) {
            return Err(self.tok_err("expected '(' after binary operator"));
        }
        let mut list: Vec<Init> = Vec::new();
        loop {
            let init_loc = self.lex.loc();
            let v = self.parse_value(cur, arg_ty, Mode::Value)?;
            list.push(v);
            let Some(lt) = self.rk.inits.ty(v) else {
                let s = self.rk.as_string(v);
                return Err(self.err(op_loc, format!("expected value to be a typed value, got '{s}'")));
            };
            match arg_ty {
                None => {
                    arg_ty = Some(lt);
                    match code {
                        BinOp::ListConcat | BinOp::ListRemove => {
                            if !self.rk.inits.types.is_list(lt) {
                                let ts = self.ty_str(lt);
                                return Err(self.err(init_loc, format!("expected a list, got value of type '{ts}'")));
                            }
                        }
                        BinOp::ListSplat => {
                            if let Some(it) = item {
                                if list.len() == 1 {
                                    let Some(it_elt) = self.rk.inits.types.list_elt(it) else {
                                        let ts = self.ty_str(it);
                                        return Err(self.err(
                                            op_loc,
                                            format!("expected output type to be a list, got type '{ts}'"),
                                        ));
                                    };
                                    let l = self.rk.inits.types.list_of(lt);
                                    if !self.rk.type_is_convertible_to(l, it) {
                                        let msg = format!(
                                            "expected first arg type to be '{}', got value of type '{}'",
                                            self.ty_str(lt),
                                            self.ty_str(it_elt)
                                        );
                                        return Err(self.err(op_loc, msg));
                                    }
                                }
                            }
                            if list.len() == 2 && lt != Ty::INT {
                                let ts = self.ty_str(lt);
                                return Err(self.err(
                                    init_loc,
                                    format!("expected second parameter to be an int, got value of type '{ts}'"),
                                ));
                            }
                            arg_ty = None;
                        }
                        BinOp::Eq | BinOp::Ne => {
                            if !self.rk.type_is_convertible_to(lt, Ty::INT)
                                && !self.rk.type_is_convertible_to(lt, Ty::STRING)
                                && !self.rk.type_is_convertible_to(lt, Ty::ANY_RECORD)
                            {
                                let ts = self.ty_str(lt);
                                return Err(self.err(
                                    init_loc,
                                    format!("expected bit, bits, int, string, or record; got value of type '{ts}'"),
                                ));
                            }
                        }
                        BinOp::GetDagArg | BinOp::Le | BinOp::Lt | BinOp::Ge | BinOp::Gt => {
                            if !self.rk.type_is_convertible_to(lt, Ty::INT)
                                && !self.rk.type_is_convertible_to(lt, Ty::STRING)
                            {
                                let ts = self.ty_str(lt);
                                return Err(self.err(
                                    init_loc,
                                    format!("expected bit, bits, int, or string; got value of type '{ts}'"),
                                ));
                            }
                        }
                        BinOp::Interleave => {
                            match list.len() {
                                1 => {
                                    let ls = self.rk.inits.types.list_of(Ty::STRING);
                                    let li = self.rk.inits.types.list_of(Ty::INT);
                                    if lt != ls && !self.rk.type_is_convertible_to(lt, li) {
                                        let ts = self.ty_str(lt);
                                        return Err(self.err(
                                            init_loc,
                                            format!(
                                                "expected list of string, int, bits, or bit; got value of type '{ts}'"
                                            ),
                                        ));
                                    }
                                }
                                2 => {
                                    if lt != Ty::STRING {
                                        let ts = self.ty_str(lt);
                                        return Err(self.err(
                                            init_loc,
                                            format!(
                                                "expected second argument to be a string, got value of type '{ts}'"
                                            ),
                                        ));
                                    }
                                }
                                _ => {}
                            }
                            arg_ty = None;
                        }
                        _ => {}
                    }
                }
                Some(at) => {
                    let Some(resolved) = self.rk.resolve_types(at, lt) else {
                        let msg = format!("expected value of type '{}', got '{}'", self.ty_str(at), self.ty_str(lt));
                        return Err(self.err(init_loc, msg));
                    };
                    if !matches!(
                        code,
                        BinOp::Add
                            | BinOp::Sub
                            | BinOp::And
                            | BinOp::Or
                            | BinOp::Xor
                            | BinOp::Sra
                            | BinOp::Srl
                            | BinOp::Shl
                            | BinOp::Mul
                            | BinOp::Div
                    ) {
                        arg_ty = Some(resolved);
                    }
                }
            }
            match code {
                BinOp::SetDagOp => arg_ty = Some(Ty::ANY_RECORD),
                BinOp::GetDagArg => arg_ty = None,
                BinOp::GetDagName => arg_ty = Some(Ty::INT),
                _ => {}
            }
            if !self.consume(T::Comma) {
                break;
            }
        }
        if !self.consume(T::RParen) {
            return Err(self.tok_err("expected ')' in operator"));
        }
        if code == BinOp::ListConcat || code == BinOp::ListRemove {
            ty = arg_ty;
        }
        if code == BinOp::ListSplat {
            let t0 = self.rk.inits.ty(list[0]).unwrap_or(Ty::ANY_RECORD);
            ty = Some(self.rk.inits.types.list_of(t0));
        }
        let Some(ty) = ty else {
            return Err(self.err(op_loc, "expected two operands to operator"));
        };
        if matches!(
            code,
            BinOp::StrConcat
                | BinOp::ListConcat
                | BinOp::Concat
                | BinOp::Add
                | BinOp::And
                | BinOp::Or
                | BinOp::Xor
                | BinOp::Mul
        ) {
            while list.len() > 2 {
                let (Some(rhs), Some(&lhs)) = (list.pop(), list.last()) else { break };
                let b = self.rk.binop(code, lhs, rhs, ty);
                let f = self.rk.fold_binop(b, cur);
                if let Some(last) = list.last_mut() {
                    *last = f;
                }
            }
        }
        if list.len() == 2 {
            let b = self.rk.binop(code, list[0], list[1], ty);
            return Ok(self.rk.fold_binop(b, cur));
        }
        Err(self.err(op_loc, "expected two operands to operator"))
    }

    fn parse_range_op(&mut self, cur: Option<RecId>) -> PResult<Init> {
        let op_loc = self.lex.loc();
        self.next();
        if !self.consume(TokKind::LParen) {
            return Err(self.tok_err("expected '(' after !range operator"));
        }
        let mut args: Vec<Init> = Vec::new();
        let mut first_is_list = false;
        loop {
            if args.len() >= 3 {
                return Err(self.tok_err("expected at most three values of integer"));
            }
            let init_loc = self.lex.loc();
            let v = self.parse_value(cur, None, Mode::Value)?;
            args.push(v);
            let Some(t) = self.rk.inits.ty(v) else {
                let s = self.rk.as_string(v);
                return Err(self.err(op_loc, format!("expected value to be a typed value, got '{s}'")));
            };
            if !first_is_list || args.len() == 1 {
                if args.len() == 1 && self.rk.inits.types.is_list(t) {
                    first_is_list = true;
                } else if t == Ty::INT {
                } else {
                    let ts = self.ty_str(t);
                    if args.len() != 1 {
                        return Err(self.err(init_loc, format!("expected value of type 'int', got '{ts}'")));
                    }
                    return Err(self.err(init_loc, format!("expected list or int, got value of type '{ts}'")));
                }
            } else {
                let ts = self.ty_str(t);
                return Err(self.err(init_loc, format!("expected one list, got extra value of type '{ts}'")));
            }
            if !self.consume(TokKind::Comma) {
                break;
            }
        }
        if !self.consume(TokKind::RParen) {
            return Err(self.tok_err("expected ')' in operator"));
        }
        let a0 = args[0];
        let (l, m, r) = if args.len() == 1 {
            let zero = self.rk.inits.int(0);
            let one = self.rk.inits.int(1);
            if first_is_list {
                let u = self.rk.unop(UnOp::Size, a0, Ty::INT);
                let m = self.rk.fold_unop(u, cur, false);
                (zero, m, one)
            } else {
                (zero, a0, one)
            }
        } else {
            let r = if args.len() == 3 { args[2] } else { self.rk.inits.int(1) };
            (a0, args[1], r)
        };
        let lt = self.rk.inits.types.list_of(Ty::INT);
        let t = self.rk.ternop(TernOp::Range, l, m, r, lt);
        Ok(self.rk.fold_ternop(t, cur))
    }

    fn parse_ternop(&mut self, cur: Option<RecId>, item: Option<Ty>) -> PResult<Init> {
        use TokKind as T;
        let lex_code = self.code();
        self.next();
        let (op, mut ty, item) = match lex_code {
            T::XDag => (TernOp::Dag, Some(Ty::DAG), None),
            T::XIf => (TernOp::If, None, item),
            T::XSubst => (TernOp::Subst, None, item),
            T::XSetDagArg => (TernOp::SetDagArg, Some(Ty::DAG), None),
            _ => (TernOp::SetDagName, Some(Ty::DAG), None),
        };
        if !self.consume(T::LParen) {
            return Err(self.tok_err("expected '(' after ternary operator"));
        }
        let lhs = self.parse_value(cur, None, Mode::Value)?;
        if !self.consume(T::Comma) {
            return Err(self.tok_err("expected ',' in ternary operator"));
        }
        let mhs_loc = self.lex.loc();
        let mhs = self.parse_value(cur, item, Mode::Value)?;
        if !self.consume(T::Comma) {
            return Err(self.tok_err("expected ',' in ternary operator"));
        }
        let rhs_loc = self.lex.loc();
        let rhs = self.parse_value(cur, item, Mode::Value)?;
        if !self.consume(T::RParen) {
            return Err(self.tok_err("expected ')' in binary operator"));
        }
        let mt = self.rk.inits.ty(mhs);
        let rt = self.rk.inits.ty(rhs);
        match lex_code {
            T::XDag => {
                if mt.is_none() && mhs != Init::UNSET {
                    return Err(self.err(mhs_loc, "could not determine type of the child list in !dag"));
                }
                if let Some(t) = mt {
                    if !self.rk.inits.types.is_list(t) {
                        let ts = self.ty_str(t);
                        return Err(self.err(mhs_loc, format!("expected list of children, got type '{ts}'")));
                    }
                }
                if rt.is_none() && rhs != Init::UNSET {
                    return Err(self.err(rhs_loc, "could not determine type of the name list in !dag"));
                }
                if let Some(t) = rt {
                    let ls = self.rk.inits.types.list_of(Ty::STRING);
                    if t != ls {
                        let ts = self.ty_str(t);
                        return Err(self.err(rhs_loc, format!("expected list<string>, got type '{ts}'")));
                    }
                }
                if mt.is_none() && rt.is_none() {
                    return Err(self.err(mhs_loc, "cannot have both unset children and unset names in !dag"));
                }
            }
            T::XIf => {
                let mut mty = mt;
                let mut rty = rt;
                if mhs == Init::UNSET {
                    mty = rty;
                }
                if rhs == Init::UNSET {
                    rty = mty;
                }
                let (Some(a), Some(b)) = (mty, rty) else {
                    return Err(self.tok_err("could not get type for !if"));
                };
                match self.rk.resolve_types(a, b) {
                    Some(t) => ty = Some(t),
                    None => {
                        let msg = format!("inconsistent types '{}' and '{}' for !if", self.ty_str(a), self.ty_str(b));
                        return Err(self.tok_err(msg));
                    }
                }
            }
            T::XSubst => {
                let Some(t) = rt else {
                    return Err(self.tok_err("could not get type for !subst"));
                };
                ty = Some(t);
            }
            _ => {
                // !setdagarg / !setdagname
                if !matches!(mt, Some(Ty::INT) | Some(Ty::STRING)) {
                    let got = match mt {
                        Some(t) => format!("type '{}", self.ty_str(t)),
                        None => format!("'{}", self.rk.as_string(mhs)),
                    };
                    return Err(self.err(mhs_loc, format!("expected integer index or string name, got {got}'")));
                }
                if lex_code == T::XSetDagName {
                    if let Some(t) = rt {
                        if t != Ty::STRING {
                            let ts = self.ty_str(t);
                            return Err(self.err(rhs_loc, format!("expected string or unset name, got type '{ts}'")));
                        }
                    }
                }
            }
        }
        let t = self.rk.ternop(op, lhs, mhs, rhs, ty.unwrap_or(Ty::ANY_RECORD));
        Ok(self.rk.fold_ternop(t, cur))
    }

    /// `!substr(string, start [, length])`.
    fn parse_substr(&mut self, cur: Option<RecId>, item: Option<Ty>) -> PResult<Init> {
        let default_len = self.rk.inits.int(i64::MAX);
        let args = self.parse_two_or_three_args(cur, item, "!substr", default_len, Ty::STRING)?;
        self.check_string_operand(args.lhs, None, "could not determine type of the string in !substr")?;
        self.check_int_operand(
            args.mhs,
            Some(args.mhs_loc),
            "could not determine type of the start position in !substr",
        )?;
        self.check_int_operand(args.rhs, None, "could not determine type of the length in !substr")?;
        let t = self.rk.ternop(TernOp::Substr, args.lhs, args.mhs, args.rhs, Ty::STRING);
        Ok(self.rk.fold_ternop(t, cur))
    }

    /// `!find(string, string [, start])`.
    fn parse_find(&mut self, cur: Option<RecId>, item: Option<Ty>) -> PResult<Init> {
        let default_start = self.rk.inits.int(0);
        let args = self.parse_two_or_three_args(cur, item, "!find", default_start, Ty::INT)?;
        self.check_string_operand(args.lhs, None, "could not determine type of the source string in !find")?;
        self.check_string_operand(
            args.mhs,
            Some(args.mhs_loc),
            "could not determine type of the target string in !find",
        )?;
        self.check_int_operand(args.rhs, None, "could not determine type of the start position in !find")?;
        let t = self.rk.ternop(TernOp::Find, args.lhs, args.mhs, args.rhs, Ty::INT);
        Ok(self.rk.fold_ternop(t, cur))
    }

    /// The `(a, b [, c])` operands shared by `!substr` and `!find`
    /// (`c` defaults to `default_rhs`), then LLVM's check that the
    /// operator's `result` type fits the expected `item` type, reported at
    /// the third operand.
    fn parse_two_or_three_args(
        &mut self,
        cur: Option<RecId>,
        item: Option<Ty>,
        op: &str,
        default_rhs: Init,
        result: Ty,
    ) -> PResult<ThreeArgs> {
        self.next();
        if !self.consume(TokKind::LParen) {
            return Err(self.tok_err(format!("expected '(' after {op} operator")));
        }
        let lhs = self.parse_value(cur, None, Mode::Value)?;
        if !self.consume(TokKind::Comma) {
            return Err(self.tok_err(format!("expected ',' in {op} operator")));
        }
        let mhs_loc = self.lex.loc();
        let mhs = self.parse_value(cur, None, Mode::Value)?;
        let mut rhs_loc = self.lex.loc();
        let rhs = if self.consume(TokKind::Comma) {
            rhs_loc = self.lex.loc();
            self.parse_value(cur, None, Mode::Value)?
        } else {
            default_rhs
        };
        if !self.consume(TokKind::RParen) {
            return Err(self.tok_err(format!("expected ')' in {op} operator")));
        }
        if let Some(it) = item {
            if !self.rk.type_is_convertible_to(result, it) {
                let msg = format!("expected value of type '{}', got '{}'", self.ty_str(it), self.ty_str(result));
                self.err(rhs_loc, msg);
            }
        }
        Ok(ThreeArgs { lhs, mhs, mhs_loc, rhs })
    }

    /// An operand of `!substr`/`!find` that must be `?` or a string; type
    /// errors go to `loc` (or the current token).
    fn check_string_operand(&mut self, v: Init, loc: Option<Loc>, untyped_msg: &str) -> PResult {
        match self.rk.inits.ty(v) {
            None if v != Init::UNSET => Err(self.tok_err(untyped_msg)),
            Some(t) if t != Ty::STRING => {
                let msg = format!("expected string, got type '{}'", self.ty_str(t));
                let l = loc.unwrap_or_else(|| self.lex.loc());
                Err(self.err(l, msg))
            }
            _ => Ok(()),
        }
    }

    /// An operand that must be `?` or an `int`.
    fn check_int_operand(&mut self, v: Init, loc: Option<Loc>, untyped_msg: &str) -> PResult {
        match self.rk.inits.ty(v) {
            None if v != Init::UNSET => Err(self.tok_err(untyped_msg)),
            Some(t) if t != Ty::INT => {
                let msg = format!("expected int, got type '{}'", self.ty_str(t));
                let l = loc.unwrap_or_else(|| self.lex.loc());
                Err(self.err(l, msg))
            }
            _ => Ok(()),
        }
    }

    /// A scratch record giving `!foreach`/`!filter`/`!foldl` variables a
    /// scope when no record is being defined (LLVM's `.parse` record).
    fn operator_scope_record(&mut self, cur: Option<RecId>) -> RecId {
        match cur {
            Some(c) => c,
            None => {
                let n = self.rk.inits.string(".parse");
                self.rk.new_record(n, Vec::new(), RecordKind::Def)
            }
        }
    }

    /// `!foreach(var, list-or-dag, expr)` and `!filter(var, list, pred)`.
    fn parse_foreach_filter(&mut self, cur: Option<RecId>, item: Option<Ty>) -> PResult<Init> {
        let op_loc = self.lex.loc();
        let is_foreach = self.code() == TokKind::XForEach;
        self.next();
        if self.code() != TokKind::LParen {
            return Err(self.tok_err("expected '(' after !foreach/!filter"));
        }
        if self.next() != TokKind::Id {
            return Err(self.tok_err("first argument of !foreach/!filter must be an identifier"));
        }
        let lhs = self.cur_str_init();
        self.next();
        if let Some(c) = cur {
            if self.rk.record(c).value(lhs).is_some() {
                let s = self.rk.as_string(lhs);
                return Err(self.tok_err(format!("iteration variable '{s}' is already defined")));
            }
        }
        if !self.consume(TokKind::Comma) {
            return Err(self.tok_err("expected ',' in !foreach/!filter"));
        }
        let mhs = self.parse_value(cur, None, Mode::Value)?;
        if !self.consume(TokKind::Comma) {
            return Err(self.tok_err("expected ',' in !foreach/!filter"));
        }
        let Some(mt) = self.rk.inits.ty(mhs) else {
            return Err(self.tok_err("could not get type of !foreach/!filter list or dag"));
        };
        let in_elt;
        let mut expr_elt = None;
        let mut is_dag = false;
        if let Some(e) = self.rk.inits.types.list_elt(mt) {
            in_elt = e;
            if let Some(it) = item {
                match self.rk.inits.types.list_elt(it) {
                    Some(oe) => expr_elt = Some(if is_foreach { oe } else { Ty::INT }),
                    None => {
                        let ts = self.ty_str(it);
                        return Err(self.err(op_loc, format!("expected value of type '{ts}', but got list type")));
                    }
                }
            }
        } else if mt == Ty::DAG {
            if !is_foreach {
                return Err(self.tok_err("!filter must have a list argument"));
            }
            in_elt = mt;
            if let Some(it) = item {
                if it != Ty::DAG {
                    let ts = self.ty_str(it);
                    return Err(self.err(op_loc, format!("expected value of type '{ts}', but got dag type")));
                }
            }
            is_dag = true;
        } else {
            if is_foreach {
                return Err(self.tok_err("!foreach must have a list or dag argument"));
            }
            return Err(self.tok_err("!filter must have a list argument"));
        }
        let parse_rec = self.operator_scope_record(cur);
        let level = self.push_scope(ScopeKind::Record(parse_rec));
        let rv = self.new_record_val(lhs, Loc::NONE, in_elt, FieldKind::Normal);
        self.rk.record_mut(parse_rec).values.push(rv);
        let rhs = self.parse_value(Some(parse_rec), expr_elt, Mode::Value);
        self.rk.record_mut(parse_rec).remove_value(lhs);
        self.pop_scope(level);
        let rhs = rhs?;
        if !self.consume(TokKind::RParen) {
            return Err(self.tok_err("expected ')' in !foreach/!filter"));
        }
        let mut out_ty = in_elt;
        if is_foreach && !is_dag {
            let Some(t) = self.rk.inits.ty(rhs) else {
                return Err(self.tok_err("could not get type of !foreach result expression"));
            };
            out_ty = self.rk.inits.types.list_of(t);
        } else if !is_foreach {
            out_ty = self.rk.inits.types.list_of(in_elt);
        }
        let op = if is_foreach { TernOp::Foreach } else { TernOp::Filter };
        let t = self.rk.ternop(op, lhs, mhs, rhs, out_ty);
        Ok(self.rk.fold_ternop(t, cur))
    }

    /// `!cond(c0: v0, c1: v1, ...)`.
    fn parse_cond(&mut self, cur: Option<RecId>, item: Option<Ty>) -> PResult<Init> {
        self.next();
        if !self.consume(TokKind::LParen) {
            return Err(self.tok_err("expected '(' after !cond operator"));
        }
        let mut cases = Vec::new();
        let mut vals = Vec::new();
        loop {
            if self.consume(TokKind::RParen) {
                break;
            }
            let c = self.parse_value(cur, None, Mode::Value)?;
            cases.push(c);
            if !self.consume(TokKind::Colon) {
                return Err(self.tok_err("expected ':'  following a condition in !cond operator"));
            }
            let v = self.parse_value(cur, item, Mode::Value)?;
            vals.push(v);
            if self.consume(TokKind::RParen) {
                break;
            }
            if !self.consume(TokKind::Comma) {
                return Err(self.tok_err("expected ',' or ')' following a value in !cond operator"));
            }
        }
        if cases.is_empty() {
            return Err(self.tok_err("there should be at least 1 'condition : value' in the !cond operator"));
        }
        let mut ty: Option<Ty> = None;
        for &v in &vals {
            if v == Init::UNSET {
                continue;
            }
            let vt = self.rk.inits.ty(v);
            match ty {
                None => ty = vt,
                Some(t) => {
                    let Some(vt) = vt else {
                        return Err(self.tok_err("could not determine type for !cond from its arguments"));
                    };
                    match self.rk.resolve_types(t, vt) {
                        Some(r) => ty = Some(r),
                        None => {
                            let msg =
                                format!("inconsistent types '{}' and '{}' for !cond", self.ty_str(t), self.ty_str(vt));
                            return Err(self.tok_err(msg));
                        }
                    }
                }
            }
        }
        let Some(ty) = ty else {
            return Err(self.tok_err("could not determine type for !cond from its arguments"));
        };
        let c = self.rk.inits.cond_raw(&cases, &vals, ty);
        Ok(self.rk.fold_cond(c, cur))
    }

    /// `!foldl(start, list, acc, elt, expr)`.
    fn parse_foldl(&mut self, cur: Option<RecId>) -> PResult<Init> {
        self.next();
        if !self.consume(TokKind::LParen) {
            return Err(self.tok_err("expected '(' after !foldl"));
        }
        let start = self.parse_value(cur, None, Mode::Value)?;
        let Some(st) = self.rk.inits.ty(start) else {
            let s = self.rk.as_string(start);
            return Err(self.tok_err(format!("could not get type of !foldl start: '{s}'")));
        };
        if !self.consume(TokKind::Comma) {
            return Err(self.tok_err("expected ',' in !foldl"));
        }
        let list = self.parse_value(cur, None, Mode::Value)?;
        let Some(lt) = self.rk.inits.ty(list) else {
            let s = self.rk.as_string(list);
            return Err(self.tok_err(format!("could not get type of !foldl list: '{s}'")));
        };
        let Some(lelt) = self.rk.inits.types.list_elt(lt) else {
            let ts = self.ty_str(lt);
            return Err(self.tok_err(format!("!foldl list must be a list, but is of type '{ts}")));
        };
        if self.code() != TokKind::Comma {
            return Err(self.tok_err("expected ',' in !foldl"));
        }
        if self.next() != TokKind::Id {
            return Err(self.tok_err("third argument of !foldl must be an identifier"));
        }
        let a = self.cur_str_init();
        if let Some(c) = cur {
            if self.rk.record(c).value(a).is_some() {
                let s = self.rk.as_string(a);
                return Err(self.tok_err(format!("left !foldl variable '{s}' already defined")));
            }
        }
        if self.next() != TokKind::Comma {
            return Err(self.tok_err("expected ',' in !foldl"));
        }
        if self.next() != TokKind::Id {
            return Err(self.tok_err("fourth argument of !foldl must be an identifier"));
        }
        let b = self.cur_str_init();
        if let Some(c) = cur {
            if self.rk.record(c).value(b).is_some() {
                let s = self.rk.as_string(b);
                return Err(self.tok_err(format!("right !foldl variable '{s}' already defined")));
            }
        }
        if self.next() != TokKind::Comma {
            return Err(self.tok_err("expected ',' in !foldl"));
        }
        self.next();
        let parse_rec = self.operator_scope_record(cur);
        let level = self.push_scope(ScopeKind::Record(parse_rec));
        let rva = self.new_record_val(a, Loc::NONE, st, FieldKind::Normal);
        self.rk.record_mut(parse_rec).values.push(rva);
        let rvb = self.new_record_val(b, Loc::NONE, lelt, FieldKind::Normal);
        self.rk.record_mut(parse_rec).values.push(rvb);
        let expr = self.parse_value(Some(parse_rec), None, Mode::Value);
        self.rk.record_mut(parse_rec).remove_value(a);
        self.rk.record_mut(parse_rec).remove_value(b);
        self.pop_scope(level);
        let expr = expr?;
        let Some(et) = self.rk.inits.ty(expr) else {
            return Err(self.tok_err("could not get type of !foldl expression"));
        };
        if et != st {
            let msg = format!(
                "!foldl expression must be of same type as start ({}), but is of type {}",
                self.ty_str(st),
                self.ty_str(et)
            );
            return Err(self.tok_err(msg));
        }
        if !self.consume(TokKind::RParen) {
            return Err(self.tok_err("expected ')' in fold operator"));
        }
        let f = self.rk.inits.fold_raw(start, list, a, b, expr, st);
        Ok(self.rk.fold_foldop(f, cur))
    }
}

/// Operands of `!substr`/`!find` (see `Parser::parse_two_or_three_args`).
struct ThreeArgs {
    lhs: Init,
    mhs: Init,
    mhs_loc: Loc,
    rhs: Init,
}
