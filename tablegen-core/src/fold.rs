//! Bang operators: construction, folding, resolution and printing of
//! `!op(...)` values (LLVM's `UnOpInit`, `BinOpInit`, `TernOpInit`,
//! `CondOpInit`, `FoldOpInit`, `IsAOpInit`, `ExistsOpInit`).
//!
//! PLACEHOLDER: bodies are being written; they currently leave values unfolded.

use crate::init::{BinOp, Init, TernOp, UnOp};
use crate::record::{RecId, RecordKeeper};
use crate::resolve::Resolver;
use crate::types::Ty;

impl RecordKeeper {
    /// `UnOpInit::get` (no folding).
    pub fn unop(&mut self, op: UnOp, lhs: Init, ty: Ty) -> Init {
        self.inits.unop_raw(op, lhs, ty)
    }
    /// `BinOpInit::get` (no folding).
    pub fn binop(&mut self, op: BinOp, lhs: Init, rhs: Init, ty: Ty) -> Init {
        self.inits.binop_raw(op, lhs, rhs, ty)
    }
    /// `TernOpInit::get` (no folding).
    pub fn ternop(&mut self, op: TernOp, lhs: Init, mhs: Init, rhs: Init, ty: Ty) -> Init {
        self.inits.ternop_raw(op, lhs, mhs, rhs, ty)
    }
    /// `UnOpInit::Fold`.
    pub fn fold_unop(&mut self, i: Init, cur: Option<RecId>, is_final: bool) -> Init {
        let _ = (cur, is_final);
        i
    }
    /// `BinOpInit::Fold`.
    pub fn fold_binop(&mut self, i: Init, cur: Option<RecId>) -> Init {
        let _ = cur;
        i
    }
    /// `TernOpInit::Fold`.
    pub fn fold_ternop(&mut self, i: Init, cur: Option<RecId>) -> Init {
        let _ = cur;
        i
    }
    /// `CondOpInit::Fold`.
    pub fn fold_cond(&mut self, i: Init, cur: Option<RecId>) -> Init {
        let _ = cur;
        i
    }
    /// `FoldOpInit::Fold`.
    pub fn fold_foldop(&mut self, i: Init, cur: Option<RecId>) -> Init {
        let _ = cur;
        i
    }
    /// `IsAOpInit::Fold`.
    pub fn fold_isa(&mut self, i: Init) -> Init {
        i
    }
    /// `ExistsOpInit::Fold`.
    pub fn fold_exists(&mut self, i: Init, cur: Option<RecId>, is_final: bool) -> Init {
        let _ = (cur, is_final);
        i
    }
    /// `BinOpInit::getStrConcat`.
    pub fn str_concat(&mut self, a: Init, b: Init) -> Init {
        let _ = b;
        a
    }
    /// `BinOpInit::getListConcat`.
    pub fn list_concat(&mut self, a: Init, b: Init) -> Init {
        let _ = b;
        a
    }
    /// `UnOpInit::resolveReferences`.
    pub fn resolve_unop(&mut self, i: Init, r: &mut dyn Resolver) -> Init {
        let _ = r;
        i
    }
    /// `BinOpInit::resolveReferences`.
    pub fn resolve_binop(&mut self, i: Init, r: &mut dyn Resolver) -> Init {
        let _ = r;
        i
    }
    /// `TernOpInit::resolveReferences`.
    pub fn resolve_ternop(&mut self, i: Init, r: &mut dyn Resolver) -> Init {
        let _ = r;
        i
    }
    /// `CondOpInit::resolveReferences`.
    pub fn resolve_cond(&mut self, i: Init, r: &mut dyn Resolver) -> Init {
        let _ = r;
        i
    }
    /// `FoldOpInit::resolveReferences`.
    pub fn resolve_foldop(&mut self, i: Init, r: &mut dyn Resolver) -> Init {
        let _ = r;
        i
    }
    /// `IsAOpInit::resolveReferences`.
    pub fn resolve_isa(&mut self, i: Init, r: &mut dyn Resolver) -> Init {
        let _ = r;
        i
    }
    /// `ExistsOpInit::resolveReferences`.
    pub fn resolve_exists(&mut self, i: Init, r: &mut dyn Resolver) -> Init {
        let _ = r;
        i
    }
    /// `getAsString` of an operator value.
    pub fn write_op(&self, out: &mut String, i: Init) {
        let _ = i;
        out.push_str("!op");
    }
}
