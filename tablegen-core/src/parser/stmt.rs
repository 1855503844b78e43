//! Statements (LLVM's `ParseObject` and everything below it that is not a
//! value): classes, defs, multiclasses, `defm`, `let`, `foreach`, `if`,
//! `defset`, `defvar`, `deftype`, `assert`, `dump`, bodies and declarations.

use super::{
    DefsetRecord, Entry, Failed, ForeachLoop, LetRecord, Mode, MultiClass, PResult, Parser, ScopeKind, SubClassRef,
};
use crate::init::{Init, InitKind, TernOp, UnOp};
use crate::lexer::TokKind;
use crate::record::{AssertionInfo, DumpInfo, FieldKind, LocList, RecId, RecordKind};
use crate::resolve::HasReferenceResolver;
use crate::source::Loc;
use crate::types::Ty;

impl Parser {
    /// `ParseFile`.
    pub(super) fn parse_file(&mut self) -> PResult {
        self.next();
        let level = self.push_scope(ScopeKind::Local);
        self.parse_object_list(None)?;
        self.pop_scope(level);
        self.check_fatal()?;
        if self.code() == TokKind::Eof {
            return Ok(());
        }
        Err(self.tok_err("Unexpected token at top level"))
    }

    /// `ParseObjectList`.
    fn parse_object_list(&mut self, mc: Option<usize>) -> PResult {
        while self.code().is_object_start() {
            self.check_fatal()?;
            self.parse_object(mc)?;
            self.check_fatal()?;
        }
        Ok(())
    }

    /// `ParseObject`.
    fn parse_object(&mut self, mc: Option<usize>) -> PResult {
        crate::stack::guard(|| self.parse_object_inner(mc))
    }

    fn parse_object_inner(&mut self, mc: Option<usize>) -> PResult {
        match self.code() {
            TokKind::Assert => self.parse_assert(None),
            TokKind::Def => self.parse_def(mc),
            TokKind::Defm => self.parse_defm(mc),
            TokKind::Deftype => self.parse_deftype(),
            TokKind::Defvar => self.parse_defvar(None),
            TokKind::Dump => self.parse_dump(None),
            TokKind::Foreach => self.parse_foreach(mc),
            TokKind::If => self.parse_if(mc),
            TokKind::Let => self.parse_top_level_let(mc),
            TokKind::Defset => {
                if mc.is_some() {
                    return Err(self.tok_err("defset is not allowed inside multiclass"));
                }
                self.parse_defset()
            }
            TokKind::Class => {
                if mc.is_some() {
                    return Err(self.tok_err("class is not allowed inside multiclass"));
                }
                if !self.loops.is_empty() {
                    return Err(self.tok_err("class is not allowed inside foreach loop"));
                }
                self.parse_class()
            }
            TokKind::MultiClass => {
                if !self.loops.is_empty() {
                    return Err(self.tok_err("multiclass is not allowed inside foreach loop"));
                }
                self.parse_multiclass()
            }
            _ => Err(self.tok_err("Expected assert, class, def, defm, defset, dump, foreach, if, or let")),
        }
    }

    // -------------------------------------------------------------- class / def

    /// `ParseClass`.
    fn parse_class(&mut self) -> PResult {
        self.next();
        if self.code() != TokKind::Id {
            return Err(self.tok_err("expected class name after 'class' keyword"));
        }
        let name = self.lex.cur_str_val().to_string();
        let rec = match self.rk.class(&name) {
            Some(rec) => {
                let r = self.rk.record(rec);
                if !r.values.is_empty() || !r.super_classes.is_empty() || !r.template_args.is_empty() {
                    let n = self.rk.record_name(rec);
                    return Err(self.tok_err(format!("Class '{n}' already defined")));
                }
                let loc = self.lex.loc();
                let r = self.rk.record_mut(rec);
                let old = r.locs.first().copied().unwrap_or(Loc::NONE);
                r.forward_decl_locs.push(old);
                r.locs = LocList::from(&[loc][..]);
                rec
            }
            None => {
                let n = self.rk.inits.string(&name);
                let loc = self.lex.loc();
                let rec = self.rk.new_record(n, vec![loc], RecordKind::Class);
                self.rk.add_class(rec);
                rec
            }
        };
        if self.type_aliases.contains_key(&name) {
            return Err(self.tok_err(format!("there is already a defined type alias '{name}'")));
        }
        self.next();
        let level = self.push_scope(ScopeKind::Record(rec));
        if self.code() == TokKind::Less {
            self.parse_template_arg_list(Some(rec))?;
        }
        self.parse_object_body(rec)?;
        if !self.no_warn_unused {
            self.rk.check_unused_template_args(rec);
        }
        self.pop_scope(level);
        Ok(())
    }

    /// `ParseDef`.
    fn parse_def(&mut self, mc: Option<usize>) -> PResult {
        let def_loc = self.lex.loc();
        self.next();
        let name_loc = if self.code() == TokKind::Id { self.lex.loc() } else { def_loc };
        let name = self.parse_object_name(mc)?;
        let rec = if name == Init::UNSET {
            let an = self.rk.inits.new_anonymous_name();
            self.rk.new_record(an, vec![def_loc], RecordKind::AnonymousDef)
        } else {
            self.rk.new_record(name, vec![name_loc], RecordKind::Def)
        };
        self.check_fatal()?;
        self.parse_object_body(rec)?;
        self.add_entry(Entry::Rec(rec))
    }

    /// `ParseObjectName`: the name of a `def`/`defm`, `?` when absent.
    fn parse_object_name(&mut self, mc: Option<usize>) -> PResult<Init> {
        if matches!(self.code(), TokKind::Colon | TokKind::Semi | TokKind::LBrace) {
            return Ok(Init::UNSET);
        }
        let cur = mc.map(|m| self.multiclasses[m].rec);
        let mut name = self.parse_value(cur, Some(Ty::STRING), Mode::Name)?;
        if let Some(m) = mc {
            let name_str = self.qualified_name_of_name(self.multiclasses[m].rec);
            let mut r = HasReferenceResolver::new(name_str);
            self.rk.resolve_references(name, &mut r);
            if !r.found {
                let v = self.rk.inits.var(name_str, Ty::STRING);
                name = self.rk.str_concat(v, name);
            }
        }
        Ok(name)
    }

    /// `ParseObjectBody`: the superclass list and the body of a class or def.
    fn parse_object_body(&mut self, rec: RecId) -> PResult {
        let level = self.push_scope(ScopeKind::Record(rec));
        if self.consume(TokKind::Colon) {
            let mut sc = self.parse_sub_class_reference(Some(rec), false);
            loop {
                if sc.rec.is_none() {
                    return Err(Failed);
                }
                self.add_sub_class(rec, &sc)?;
                if !self.consume(TokKind::Comma) {
                    break;
                }
                sc = self.parse_sub_class_reference(Some(rec), false);
            }
        }
        self.apply_let_stack_rec(rec)?;
        let r = self.parse_body(rec);
        self.pop_scope(level);
        r
    }

    /// `ParseSubClassReference`: `Class` or `Class<args>` (a multiclass when
    /// `is_defm`). `rec` is `None` on error.
    fn parse_sub_class_reference(&mut self, cur: Option<RecId>, is_defm: bool) -> SubClassRef {
        let mut r = SubClassRef { start: self.lex.loc(), ..Default::default() };
        if is_defm {
            if let Some(mc) = self.parse_multiclass_id() {
                r.mc = Some(mc);
                r.rec = Some(self.multiclasses[mc].rec);
            }
        } else {
            r.rec = self.parse_class_id();
        }
        let Some(rec) = r.rec else { return r };
        if !self.consume(TokKind::Less) {
            r.end = self.lex.loc();
            return r;
        }
        let mut args = Vec::new();
        if self.parse_template_arg_value_list(&mut args, cur, rec).is_err() {
            r.rec = None;
            r.mc = None;
            return r;
        }
        if self.check_template_arg_values(&mut args, r.start, rec).is_err() {
            r.rec = None;
            r.mc = None;
            return r;
        }
        r.args = args;
        r.end = self.lex.loc();
        r
    }

    /// `ParseSubMultiClassReference`.
    fn parse_sub_multiclass_reference(&mut self, cur_mc: usize) -> SubClassRef {
        let mut r = SubClassRef { start: self.lex.loc(), ..Default::default() };
        r.mc = self.parse_multiclass_id();
        let Some(mc) = r.mc else { return r };
        if !self.consume(TokKind::Less) {
            r.end = self.lex.loc();
            return r;
        }
        let cur = self.multiclasses[cur_mc].rec;
        let args_rec = self.multiclasses[mc].rec;
        let mut args = Vec::new();
        if self.parse_template_arg_value_list(&mut args, Some(cur), args_rec).is_err() {
            r.mc = None;
            return r;
        }
        r.args = args;
        r.end = self.lex.loc();
        r
    }

    /// `ParseBody`.
    fn parse_body(&mut self, rec: RecId) -> PResult {
        if self.consume(TokKind::Semi) {
            return Ok(());
        }
        if !self.consume(TokKind::LBrace) {
            return Err(self.tok_err("Expected '{' to start body or ';' for declaration only"));
        }
        while self.code() != TokKind::RBrace {
            self.parse_body_item(rec)?;
            self.check_fatal()?;
        }
        self.next();
        let semi_loc = self.lex.loc();
        if self.consume(TokKind::Semi) {
            self.print_error(&[semi_loc], "A class or def body should not end with a semicolon");
            self.print_note_plain("Semicolon ignored; remove to eliminate this error");
        }
        Ok(())
    }

    /// `ParseBodyItem`.
    fn parse_body_item(&mut self, rec: RecId) -> PResult {
        match self.code() {
            TokKind::Assert => return self.parse_assert(Some(rec)),
            TokKind::Defvar => return self.parse_defvar(Some(rec)),
            TokKind::Dump => return self.parse_dump(Some(rec)),
            TokKind::Let => {}
            _ => {
                self.parse_declaration(Some(rec), false)?;
                if !self.consume(TokKind::Semi) {
                    return Err(self.tok_err("expected ';' after declaration"));
                }
                return Ok(());
            }
        }
        if self.next() != TokKind::Id {
            return Err(self.tok_err("expected field identifier after let"));
        }
        let id_loc = self.lex.loc();
        let field = self.cur_str_init();
        self.next();
        let mut bits = Vec::new();
        self.parse_optional_bit_list(&mut bits)?;
        bits.reverse();
        if !self.consume(TokKind::Equal) {
            return Err(self.tok_err("expected '=' in let expression"));
        }
        let Some(fty) = self.rk.record(rec).value(field).map(|v| v.ty()) else {
            let msg = format!("Value '{}' unknown!", self.str_of(field));
            return Err(self.tok_err(msg));
        };
        let ty = if !bits.is_empty() && self.rk.inits.types.bits_width(fty).is_some() {
            self.rk.inits.types.bits(bits.len() as u32)
        } else {
            fty
        };
        let val = self.parse_value(Some(rec), Some(ty), Mode::Value)?;
        if !self.consume(TokKind::Semi) {
            return Err(self.tok_err("expected ';' after let expression"));
        }
        self.set_value(Some(rec), id_loc, field, &bits, val, false, true)
    }

    /// `ParseDeclaration`: `field? Type Id ('=' Value)?`. Returns the
    /// (qualified, for template arguments) name. A bad initial value is
    /// reported but does not fail the declaration, as in LLVM.
    fn parse_declaration(&mut self, cur: Option<RecId>, template_args: bool) -> PResult<Init> {
        let has_field = self.consume(TokKind::Field);
        let ty = self.parse_type()?;
        if self.code() != TokKind::Id {
            return Err(self.tok_err("Expected identifier in declaration"));
        }
        if self.lex.cur_str_val() == "NAME" {
            return Err(self.tok_err("'NAME' is a reserved variable name"));
        }
        let mut decl_name = self.cur_str_init();
        if !template_args && self.var_already_defined(decl_name) {
            return Err(self.tok_err("local variable of this name already exists"));
        }
        let id_loc = self.lex.loc();
        self.next();
        let target;
        let kind;
        if !template_args {
            target = cur;
            kind = if has_field { FieldKind::NonconcreteOk } else { FieldKind::Normal };
        } else if let Some(c) = cur {
            decl_name = self.qualify(c, decl_name);
            target = Some(c);
            kind = FieldKind::TemplateArg;
        } else {
            let Some(mc) = self.cur_multiclass else { return Err(Failed) };
            let mrec = self.multiclasses[mc].rec;
            decl_name = self.qualify(mrec, decl_name);
            target = None;
            kind = FieldKind::TemplateArg;
        }
        let Some(target_rec) = target.or_else(|| self.cur_multiclass.map(|m| self.multiclasses[m].rec)) else {
            return Err(Failed);
        };
        let rv = self.new_record_val(decl_name, id_loc, ty, kind);
        self.add_value(target_rec, id_loc, rv)?;
        if self.consume(TokKind::Equal) {
            let val_loc = self.lex.loc();
            if let Ok(val) = self.parse_value(cur, Some(ty), Mode::Value) {
                let _ = self.set_value(cur, val_loc, decl_name, &[], val, false, false);
            }
        }
        Ok(decl_name)
    }

    /// `ParseTemplateArgList`: `'<' Declaration (',' Declaration)* '>'`
    /// for a class (`cur`) or the current multiclass.
    fn parse_template_arg_list(&mut self, cur: Option<RecId>) -> PResult {
        self.next();
        let Some(the_rec) = cur.or_else(|| self.cur_multiclass.map(|m| self.multiclasses[m].rec)) else {
            return Err(Failed);
        };
        let arg = self.parse_declaration(cur, true)?;
        self.rk.record_mut(the_rec).template_args.push(arg);
        while self.consume(TokKind::Comma) {
            let loc = self.lex.loc();
            let arg = self.parse_declaration(cur, true)?;
            if self.rk.record(the_rec).is_template_arg(arg) {
                return Err(self.err(loc, "template argument with the same name has already been defined"));
            }
            self.rk.record_mut(the_rec).template_args.push(arg);
        }
        if !self.consume(TokKind::Greater) {
            return Err(self.tok_err("expected '>' at end of template argument list"));
        }
        Ok(())
    }

    // -------------------------------------------------------------- multiclass / defm

    /// `ParseMultiClass`.
    fn parse_multiclass(&mut self) -> PResult {
        self.next();
        if self.code() != TokKind::Id {
            return Err(self.tok_err("expected identifier after multiclass for name"));
        }
        let name = self.lex.cur_str_val().to_string();
        let loc = self.lex.loc();
        let n = self.rk.inits.string(&name);
        let rec = self.rk.new_record(n, vec![loc], RecordKind::MultiClass);
        if self.multiclass_names.contains_key(&name) {
            return Err(self.tok_err(format!("multiclass '{name}' already defined")));
        }
        let idx = self.multiclasses.len();
        self.multiclasses.push(MultiClass { rec, entries: Vec::new() });
        self.multiclass_names.insert(name, idx);
        self.cur_multiclass = Some(idx);
        self.next();

        let level = self.push_scope(ScopeKind::MultiClass(idx));
        if self.code() == TokKind::Less {
            self.parse_template_arg_list(None)?;
        }
        let mut inherits = false;
        if self.consume(TokKind::Colon) {
            inherits = true;
            let mut smc = self.parse_sub_multiclass_reference(idx);
            loop {
                if smc.mc.is_none() {
                    return Err(Failed);
                }
                self.add_sub_multiclass(idx, &smc)?;
                if !self.consume(TokKind::Comma) {
                    break;
                }
                smc = self.parse_sub_multiclass_reference(idx);
            }
        }
        if self.code() != TokKind::LBrace {
            if !inherits {
                return Err(self.tok_err("expected '{' in multiclass definition"));
            }
            if !self.consume(TokKind::Semi) {
                return Err(self.tok_err("expected ';' in multiclass definition"));
            }
        } else {
            if self.next() == TokKind::RBrace {
                return Err(self.tok_err("multiclass must contain at least one def"));
            }
            while self.code() != TokKind::RBrace {
                match self.code() {
                    TokKind::Assert
                    | TokKind::Def
                    | TokKind::Defm
                    | TokKind::Defvar
                    | TokKind::Dump
                    | TokKind::Foreach
                    | TokKind::If
                    | TokKind::Let => {
                        self.parse_object(Some(idx))?;
                        self.check_fatal()?;
                    }
                    _ => {
                        return Err(self.tok_err(
                            "expected 'assert', 'def', 'defm', 'defvar', 'dump', 'foreach', 'if', or 'let' in multiclass body",
                        ))
                    }
                }
            }
            self.next();
            let semi_loc = self.lex.loc();
            if self.consume(TokKind::Semi) {
                self.print_error(&[semi_loc], "A multiclass body should not end with a semicolon");
                self.print_note_plain("Semicolon ignored; remove to eliminate this error");
            }
        }
        if !self.no_warn_unused {
            self.rk.check_unused_template_args(rec);
        }
        self.pop_scope(level);
        self.cur_multiclass = None;
        Ok(())
    }

    /// `ParseDefm`: instantiates multiclasses.
    fn parse_defm(&mut self, mc: Option<usize>) -> PResult {
        self.next();
        let mut defm_name = self.parse_object_name(mc)?;
        if defm_name == Init::UNSET {
            defm_name = self.rk.inits.new_anonymous_name();
            if let Some(m) = mc {
                let q = self.qualified_name_of_name(self.multiclasses[m].rec);
                let v = self.rk.inits.var(q, Ty::STRING);
                defm_name = self.rk.str_concat(v, defm_name);
            }
        }
        if self.code() != TokKind::Colon {
            return Err(self.tok_err("expected ':' after defm identifier"));
        }
        let mut new_entries: Vec<Entry> = Vec::new();
        let mut inherit_from_class = false;
        self.next();
        let mut sub_class_loc = self.lex.loc();
        let mut r = self.parse_sub_class_reference(None, true);
        loop {
            let Some(m) = r.mc else { return Err(Failed) };
            let mut substs = Vec::new();
            self.resolve_arguments_of_multiclass(&mut substs, m, &r.args, defm_name, sub_class_loc)?;
            let final_ = mc.is_none() && self.loops.is_empty();
            let src = std::mem::take(&mut self.multiclasses[m].entries);
            let res = self.resolve_entries(&src, &mut substs, final_, Some(&mut new_entries), Some(sub_class_loc));
            self.multiclasses[m].entries = src;
            res?;
            if !self.consume(TokKind::Comma) {
                break;
            }
            if self.code() != TokKind::Id {
                return Err(self.tok_err("expected identifier"));
            }
            sub_class_loc = self.lex.loc();
            inherit_from_class = self.rk.class(self.lex.cur_str_val()).is_some();
            if inherit_from_class {
                break;
            }
            r = self.parse_sub_class_reference(None, true);
        }
        if inherit_from_class {
            let mut sc = self.parse_sub_class_reference(None, false);
            loop {
                if sc.rec.is_none() {
                    return Err(Failed);
                }
                for e in &new_entries {
                    self.add_sub_class_entry(e, &sc)?;
                }
                if !self.consume(TokKind::Comma) {
                    break;
                }
                sc = self.parse_sub_class_reference(None, false);
            }
        }
        for e in new_entries {
            self.apply_let_stack_entry(&e)?;
            let _ = self.add_entry(e);
            self.check_fatal()?;
        }
        if !self.consume(TokKind::Semi) {
            return Err(self.tok_err("expected ';' at end of defm"));
        }
        Ok(())
    }

    // -------------------------------------------------------------- let / foreach / if

    /// `ParseTopLevelLet`.
    fn parse_top_level_let(&mut self, mc: Option<usize>) -> PResult {
        self.next();
        let mut info = Vec::new();
        self.parse_let_list(&mut info);
        if info.is_empty() {
            return Err(Failed);
        }
        self.let_stack.push(info);
        if !self.consume(TokKind::In) {
            return Err(self.tok_err("expected 'in' at end of top-level 'let'"));
        }
        if self.code() != TokKind::LBrace {
            self.parse_object(mc)?;
        } else {
            let brace_loc = self.lex.loc();
            self.next();
            let level = self.push_scope(ScopeKind::Local);
            self.parse_object_list(mc)?;
            if !self.consume(TokKind::RBrace) {
                self.tok_err("expected '}' at end of top level let command");
                return Err(self.err(brace_loc, "to match this '{'"));
            }
            self.pop_scope(level);
        }
        self.let_stack.pop();
        Ok(())
    }

    /// `ParseLetList`: empty on error.
    fn parse_let_list(&mut self, result: &mut Vec<LetRecord>) {
        loop {
            if self.code() != TokKind::Id {
                self.tok_err("expected identifier in let definition");
                result.clear();
                return;
            }
            let name = self.cur_str_init();
            let name_loc = self.lex.loc();
            self.next();
            let mut bits = Vec::new();
            if self.parse_optional_range_list(&mut bits).is_err() {
                result.clear();
                return;
            }
            bits.reverse();
            if !self.consume(TokKind::Equal) {
                self.tok_err("expected '=' in let expression");
                result.clear();
                return;
            }
            let Ok(value) = self.parse_value(None, None, Mode::Value) else {
                result.clear();
                return;
            };
            result.push(LetRecord { name, bits, value, loc: name_loc });
            if !self.consume(TokKind::Comma) {
                break;
            }
        }
    }

    /// `ParseForeach`.
    fn parse_foreach(&mut self, mc: Option<usize>) -> PResult {
        let loc = self.lex.loc();
        self.next();
        let Some((iter, list)) = self.parse_foreach_declaration() else {
            return Err(self.tok_err("expected declaration in for"));
        };
        if !self.consume(TokKind::In) {
            return Err(self.tok_err("Unknown tok"));
        }
        let level = self.push_scope(ScopeKind::Foreach(Some(iter)));
        self.loops.push(ForeachLoop { loc, iter_var: Some(iter), list_value: list, entries: Vec::new() });
        if self.code() != TokKind::LBrace {
            self.parse_object(mc)?;
        } else {
            let brace_loc = self.lex.loc();
            self.next();
            self.parse_object_list(mc)?;
            if !self.consume(TokKind::RBrace) {
                self.tok_err("expected '}' at end of foreach command");
                return Err(self.err(brace_loc, "to match this '{'"));
            }
        }
        self.pop_scope(level);
        let Some(lp) = self.loops.pop() else { return Err(Failed) };
        self.add_entry(Entry::Loop(Box::new(lp)))
    }

    /// `ParseForeachDeclaration`: `Id '=' (RangeList-in-braces | RangePiece
    /// | Value)`. Returns the iteration variable and the list.
    fn parse_foreach_declaration(&mut self) -> Option<(Init, Init)> {
        if self.code() != TokKind::Id {
            self.tok_err("Expected identifier in foreach declaration");
            return None;
        }
        let decl_name = self.cur_str_init();
        self.next();
        if !self.consume(TokKind::Equal) {
            self.tok_err("Expected '=' in foreach declaration");
            return None;
        }
        let mut iter_ty: Option<Ty> = None;
        let mut list_value: Option<Init> = None;
        let mut ranges: Vec<u32> = Vec::new();
        if self.code() == TokKind::LBrace {
            self.next();
            self.parse_range_list(&mut ranges);
            if !self.consume(TokKind::RBrace) {
                self.tok_err("expected '}' at end of bit range list");
                return None;
            }
        } else {
            let value_loc = self.lex.loc();
            let i = self.parse_value(None, None, Mode::Value).ok()?;
            match self.rk.inits.ty(i) {
                Some(t) => {
                    if let Some(e) = self.rk.inits.types.list_elt(t) {
                        list_value = Some(i);
                        iter_ty = Some(e);
                    } else if self.parse_range_piece(&mut ranges, Some(i)) {
                        return None;
                    }
                }
                None => {
                    let s = self.rk.as_string(i);
                    self.err(value_loc, format!("expected a list, got '{s}'"));
                    if self.cur_multiclass.is_some() {
                        self.print_note(
                            &[],
                            "references to multiclass template arguments cannot be resolved at this time",
                        );
                    }
                    return None;
                }
            }
        }
        if !ranges.is_empty() {
            let vals: Vec<Init> = ranges.iter().map(|&r| self.rk.inits.int(r as i64)).collect();
            list_value = Some(self.rk.inits.list(&vals, Ty::INT));
            iter_ty = Some(Ty::INT);
        }
        let (ty, list) = (iter_ty?, list_value?);
        Some((self.rk.inits.var(decl_name, ty), list))
    }

    /// `ParseIf`: desugared into one or two loops over a list of length 0
    /// or 1.
    fn parse_if(&mut self, mc: Option<usize>) -> PResult {
        let loc = self.lex.loc();
        self.next();
        let cond = self.parse_value(None, None, Mode::Value)?;
        if !self.consume(TokKind::Then) {
            return Err(self.tok_err("Unknown tok"));
        }
        let empty = self.rk.inits.list(&[], Ty::BIT);
        let single = self.rk.inits.list(&[Init::TRUE], Ty::BIT);
        let bit_list = self.rk.inits.types.list_of(Ty::BIT);
        let t = self.rk.ternop(TernOp::If, cond, single, empty, bit_list);
        let then_list = self.rk.fold_ternop(t, None);
        self.loops.push(ForeachLoop { loc, iter_var: None, list_value: then_list, entries: Vec::new() });
        self.parse_if_body(mc, "then")?;
        let Some(lp) = self.loops.pop() else { return Err(Failed) };
        self.add_entry(Entry::Loop(Box::new(lp)))?;
        if self.consume(TokKind::ElseKW) {
            let t = self.rk.ternop(TernOp::If, cond, empty, single, bit_list);
            let else_list = self.rk.fold_ternop(t, None);
            self.loops.push(ForeachLoop { loc, iter_var: None, list_value: else_list, entries: Vec::new() });
            self.parse_if_body(mc, "else")?;
            let Some(lp) = self.loops.pop() else { return Err(Failed) };
            self.add_entry(Entry::Loop(Box::new(lp)))?;
        }
        Ok(())
    }

    /// `ParseIfBody`.
    fn parse_if_body(&mut self, mc: Option<usize>, kind: &str) -> PResult {
        let level = self.push_scope(ScopeKind::Local);
        if self.code() != TokKind::LBrace {
            self.parse_object(mc)?;
        } else {
            let brace_loc = self.lex.loc();
            self.next();
            self.parse_object_list(mc)?;
            if !self.consume(TokKind::RBrace) {
                self.tok_err(format!("expected '}}' at end of '{kind}' clause"));
                return Err(self.err(brace_loc, "to match this '{'"));
            }
        }
        self.pop_scope(level);
        Ok(())
    }

    // -------------------------------------------------------------- defset / deftype / defvar

    /// `ParseDefset`.
    fn parse_defset(&mut self) -> PResult {
        self.next();
        let loc = self.lex.loc();
        let ty = self.parse_type()?;
        let Some(elt_ty) = self.rk.inits.types.list_elt(ty) else {
            return Err(self.err(loc, "expected list type"));
        };
        if self.code() != TokKind::Id {
            return Err(self.tok_err("expected identifier"));
        }
        let name = self.lex.cur_str_val().to_string();
        if self.rk.global(&name).is_some() {
            return Err(self.tok_err("def or global variable of this name already exists"));
        }
        if self.next() != TokKind::Equal {
            return Err(self.tok_err("expected '='"));
        }
        if self.next() != TokKind::LBrace {
            return Err(self.tok_err("expected '{'"));
        }
        let brace_loc = self.lex.loc();
        self.next();
        self.defsets.push(DefsetRecord { loc, elt_ty, elements: Vec::new() });
        let r = self.parse_object_list(None);
        let Some(ds) = self.defsets.pop() else { return Err(Failed) };
        r?;
        if !self.consume(TokKind::RBrace) {
            self.tok_err("expected '}' at end of defset");
            return Err(self.err(brace_loc, "to match this '{'"));
        }
        let l = self.rk.inits.list(&ds.elements, ds.elt_ty);
        self.rk.add_global(&name, l);
        Ok(())
    }

    /// `ParseDeftype`.
    fn parse_deftype(&mut self) -> PResult {
        self.next();
        if self.code() != TokKind::Id {
            return Err(self.tok_err("expected identifier"));
        }
        let name = self.lex.cur_str_val().to_string();
        if self.type_aliases.contains_key(&name) || self.rk.class(&name).is_some() {
            return Err(self.tok_err(format!("type of this name '{name}' already exists")));
        }
        self.next();
        if !self.consume(TokKind::Equal) {
            return Err(self.tok_err("expected '='"));
        }
        let loc = self.lex.loc();
        let ty = self.parse_type()?;
        if self.rk.inits.types.is_record(ty) {
            let ts = self.ty_str(ty);
            return Err(self.err(loc, format!("cannot define type alias for class type '{ts}'")));
        }
        self.type_aliases.insert(name, ty);
        if !self.consume(TokKind::Semi) {
            return Err(self.tok_err("expected ';'"));
        }
        Ok(())
    }

    /// `ParseDefvar`.
    fn parse_defvar(&mut self, cur: Option<RecId>) -> PResult {
        self.next();
        if self.code() != TokKind::Id {
            return Err(self.tok_err("expected identifier"));
        }
        let name = self.cur_str_init();
        if self.var_already_defined(name) {
            return Err(self.tok_err("local variable of this name already exists"));
        }
        if let Some(c) = cur {
            if let Some(v) = self.rk.record(c).value(name) {
                if v.kind() != FieldKind::TemplateArg {
                    return Err(self.tok_err("field of this name already exists"));
                }
            }
        }
        if self.scope_is_outermost() {
            let s = self.str_of(name);
            if self.rk.def(s).is_some() || self.rk.has_extra_global(s) {
                return Err(self.tok_err("def or global variable of this name already exists"));
            }
        }
        self.next();
        if !self.consume(TokKind::Equal) {
            return Err(self.tok_err("expected '='"));
        }
        let value = self.parse_value(cur, None, Mode::Value)?;
        if !self.consume(TokKind::Semi) {
            return Err(self.tok_err("expected ';'"));
        }
        if !self.scope_is_outermost() {
            if let Some(s) = self.scopes.last_mut() {
                s.vars.insert(name, value);
            }
        } else {
            let s = self.str_of(name).to_string();
            self.rk.add_global(&s, value);
        }
        Ok(())
    }

    // -------------------------------------------------------------- assert / dump

    /// `ParseAssert`.
    fn parse_assert(&mut self, cur: Option<RecId>) -> PResult {
        self.next();
        let cond_loc = self.lex.loc();
        let cond = self.parse_value(cur, None, Mode::Value)?;
        if !self.consume(TokKind::Comma) {
            return Err(self.tok_err("expected ',' in assert statement"));
        }
        let msg = self.parse_value(cur, None, Mode::Value)?;
        if !self.consume(TokKind::Semi) {
            return Err(self.tok_err("expected ';'"));
        }
        let a = AssertionInfo { loc: cond_loc, condition: cond, message: msg };
        match cur {
            Some(c) => self.rk.record_mut(c).assertions.push(a),
            None => {
                let _ = self.add_entry(Entry::Assert(a));
            }
        }
        Ok(())
    }

    /// `ParseDump`.
    fn parse_dump(&mut self, cur: Option<RecId>) -> PResult {
        let loc = self.lex.loc();
        self.next();
        let mut msg = self.parse_value(cur, None, Mode::Value)?;
        if matches!(self.rk.inits.kind(msg), InitKind::Def { .. }) {
            let u = self.rk.unop(UnOp::Repr, msg, Ty::STRING);
            msg = self.rk.fold_unop(u, cur, false);
        }
        if !self.consume(TokKind::Semi) {
            return Err(self.tok_err("expected ';'"));
        }
        let d = DumpInfo { loc, message: msg };
        match cur {
            Some(c) => self.rk.record_mut(c).dumps.push(d),
            None => {
                let _ = self.add_entry(Entry::Dump(d));
            }
        }
        Ok(())
    }
}
