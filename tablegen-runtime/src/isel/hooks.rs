//! The target code the table calls by number.

use super::{has_one_use, is_legal_to_fold, IselError, SdValue, SelectionDag};

/// Which kind of target hook an index names (for [`IselError::UnknownHook`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HookKind {
    /// C++ `CheckPatternPredicate`.
    PatternPredicate,
    /// C++ `CheckNodePredicate`.
    NodePredicate,
    /// C++ `CheckNodePredicateWithOperands`.
    NodePredicateWithOperands,
    /// C++ `CheckComplexPattern`.
    ComplexPattern,
    /// C++ `RunSDNodeXForm`.
    NodeXForm,
}

/// The target code the matcher table names by number: what the generated
/// C++ `CheckPatternPredicate`, `CheckNodePredicate`,
/// `CheckNodePredicateWithOperands`, `CheckComplexPattern` and
/// `RunSDNodeXForm` switch over, plus the `SelectionDAGISel` virtuals the
/// interpreter calls. The generated module implements the numbered ones by
/// dispatching to named methods; an index it does not know gives
/// [`IselError::UnknownHook`].
///
/// ```
/// use tablegen_runtime::isel::{IselError, IselHooks, SelectionDag};
///
/// // What the hooks answer can be asked directly, as the interpreter asks.
/// fn first_pattern_predicate<D: SelectionDag, H: IselHooks<D>>(hooks: &H, dag: &D) -> Result<bool, IselError> {
///     hooks.pattern_predicate(dag, 0)
/// }
/// ```
pub trait IselHooks<D: SelectionDag> {
    /// C++ `CheckPatternPredicate(index)` (subtarget features and the like).
    fn pattern_predicate(&self, dag: &D, index: u32) -> Result<bool, IselError>;
    /// C++ `CheckNodePredicate(node, index)`.
    fn node_predicate(&self, dag: &D, node: D::Node, index: u32) -> Result<bool, IselError>;
    /// C++ `CheckNodePredicateWithOperands(node, index, operands)`.
    fn node_predicate_with_operands(
        &self,
        dag: &D,
        node: D::Node,
        index: u32,
        operands: &[SdValue<D::Node>],
    ) -> Result<bool, IselError>;
    /// C++ `CheckComplexPattern(root, parent, value, index, results)`: on a
    /// match, push the pattern's results (its operands, in order) onto
    /// `results` (empty on entry) and return `true`. `parent` is the node
    /// `value` was recorded as an operand of (`None` for the root).
    fn complex_pattern(
        &mut self,
        dag: &mut D,
        root: D::Node,
        parent: Option<D::Node>,
        value: SdValue<D::Node>,
        index: u32,
        results: &mut alloc::vec::Vec<SdValue<D::Node>>,
    ) -> Result<bool, IselError>;
    /// C++ `RunSDNodeXForm(value, index)`.
    fn node_xform(&mut self, dag: &mut D, value: SdValue<D::Node>, index: u32) -> Result<SdValue<D::Node>, IselError>;
    /// C++ `TII->get(opcode).mayLoad()` for a target instruction
    /// (`OPFL_MemRefs` keeps load memory operands only on such nodes).
    fn instr_may_load(&self, opcode: u16) -> bool;
    /// C++ `TII->get(opcode).mayStore()`.
    fn instr_may_store(&self, opcode: u16) -> bool;

    /// C++ `SelectionDAGISel::IsProfitableToFold(value, user, root)`.
    /// Default: LLVM's, `value` has one use (at an optimization level other
    /// than `-O0`).
    fn is_profitable_to_fold(&self, dag: &D, value: SdValue<D::Node>, user: D::Node, root: D::Node) -> bool {
        let _ = (user, root);
        has_one_use(dag, value)
    }
    /// C++ `SelectionDAGISel::IsLegalToFold(value, user, root, OptLevel,
    /// ignore_chains)`. Default: LLVM's, [`is_legal_to_fold`].
    fn is_legal_to_fold(
        &self,
        dag: &D,
        value: SdValue<D::Node>,
        user: D::Node,
        root: D::Node,
        ignore_chains: bool,
    ) -> bool {
        is_legal_to_fold(dag, value, user, root, ignore_chains)
    }
    /// C++ `OPC_Coverage` (tables written with `-instrument-coverage`): the
    /// pattern index about to be emitted. Default: nothing.
    fn coverage(&mut self, pattern: u16) {
        let _ = pattern;
    }
}
