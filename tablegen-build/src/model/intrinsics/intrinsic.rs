//! One intrinsic (LLVM's `CodeGenIntrinsic`): names, signature, properties
//! and attributes, with every check LLVM's constructor makes.

use crate::backend::{Records, Result};
use tablegen_core::intern::FxHashMap;
use tablegen_core::record::RecId;
use tablegen_core::RecordKeeper;

use super::props::{read_sd_properties, ArgAttrKind, ArgAttribute, Fatal, MemoryEffects, Read, SdProperties, Sdnp};

/// The return and parameter types of an intrinsic: the `LLVMType` defs of
/// its `Types` list (empty when the def has no `Types` field, as in small
/// test inputs).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct IntrinsicSignature {
    /// Return types; more than one means an aggregate return.
    pub ret_tys: Vec<RecId>,
    /// Parameter types.
    pub param_tys: Vec<RecId>,
}

/// One `Intrinsic` def, analysed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodeGenIntrinsic {
    /// The def.
    pub def: RecId,
    /// The def name without `int_` (the C++ enumerator).
    pub enum_name: String,
    /// The IR name, `llvm.` and the dotted enum name unless `LLVMName` says otherwise.
    pub name: String,
    /// `TargetPrefix` (empty for target-independent intrinsics).
    pub target_prefix: String,
    /// `ClangBuiltinName`, or empty.
    pub clang_builtin_name: String,
    /// `MSBuiltinName`, or empty.
    pub ms_builtin_name: String,
    /// Return and parameter types.
    pub signature: IntrinsicSignature,
    /// What memory the intrinsic may touch.
    pub memory_effects: MemoryEffects,
    /// The `SDPatternOperator` properties.
    pub sd_properties: SdProperties,
    /// Overloaded on some argument or return type (`isOverloaded`).
    pub is_overloaded: bool,
    /// `Commutative`.
    pub is_commutative: bool,
    /// `Throws`.
    pub can_throw: bool,
    /// `IntrNoDuplicate`.
    pub is_no_duplicate: bool,
    /// `IntrNoMerge`.
    pub is_no_merge: bool,
    /// `IntrNoReturn`.
    pub is_no_return: bool,
    /// `IntrNoCallback`.
    pub is_no_callback: bool,
    /// `IntrNoSync`.
    pub is_no_sync: bool,
    /// `IntrNoFree`.
    pub is_no_free: bool,
    /// `IntrWillReturn`, unless `IntrNoReturn` came before it.
    pub is_will_return: bool,
    /// `IntrCold`.
    pub is_cold: bool,
    /// `IntrConvergent`.
    pub is_convergent: bool,
    /// `IntrHasSideEffects`.
    pub has_side_effects: bool,
    /// `IntrSpeculatable`.
    pub is_speculatable: bool,
    /// `IntrStrictFP`.
    pub is_strict_fp: bool,
    /// Attributes per attribute index (0 is the return value, `n + 1`
    /// parameter `n`), each list sorted.
    pub arg_attributes: Vec<Vec<ArgAttribute>>,
}

/// Argument indices beyond this are refused: LLVM sizes a vector by the
/// index and runs out of memory long before such an index is useful.
const MAX_ARG_INDEX: u32 = 1 << 16;

impl CodeGenIntrinsic {
    /// Analyses `def` as LLVM's `CodeGenIntrinsic` constructor does;
    /// `default_properties` are the `IntrinsicProperty` defs with `IsDefault`
    /// (see [`default_properties`](super::default_properties)), applied
    /// unless the def sets `DisableDefaultAttributes`.
    pub fn new(rk: &mut Records<'_>, def: RecId, default_properties: &[RecId]) -> Result<Self> {
        Self::read(rk, def, default_properties, &mut PropertyCache::default()).map_err(|f| f.report(rk))
    }

    /// [`CodeGenIntrinsic::new`] with its error left to the caller (so
    /// that it needs only shared access to the records), reading each
    /// property def through `cache`: a table of thousands of intrinsics
    /// applies the same few hundred properties over and over.
    pub(super) fn read(
        rk: &RecordKeeper,
        def: RecId,
        default_properties: &[RecId],
        cache: &mut PropertyCache,
    ) -> Read<Self> {
        let def_name = rk.name_str(def).to_string();
        let Some(enum_name) = def_name.strip_prefix("int_").filter(|s| !s.is_empty()) else {
            return Err(Fatal::At(def, format!("Intrinsic '{def_name}' does not start with 'int_'!")));
        };
        let enum_name = enum_name.to_string();
        let clang_builtin_name = optional_field_string(rk, def, "ClangBuiltinName")?;
        let ms_builtin_name = optional_field_string(rk, def, "MSBuiltinName")?;
        let target_prefix = rk.value_as_string(def, "TargetPrefix")?.to_string();
        let mut name = rk.value_as_string(def, "LLVMName")?.to_string();
        if name.is_empty() {
            name = format!("llvm.{}", enum_name.replace('_', "."));
        } else if name.len() <= 5 || !name.starts_with("llvm.") {
            return Err(Fatal::At(def, format!("Intrinsic '{def_name}'s name does not start with 'llvm.'!")));
        }
        if !target_prefix.is_empty() {
            let rest = &name.as_bytes()[5..];
            if !(rest.starts_with(target_prefix.as_bytes()) && rest.get(target_prefix.len()) == Some(&b'.')) {
                let msg = format!("Intrinsic '{def_name}' does not start with 'llvm.{target_prefix}.'!");
                return Err(Fatal::At(def, msg));
            }
        }
        let mut int = CodeGenIntrinsic {
            def,
            enum_name,
            name,
            target_prefix,
            clang_builtin_name,
            ms_builtin_name,
            signature: IntrinsicSignature::default(),
            memory_effects: MemoryEffects::UNKNOWN,
            sd_properties: SdProperties::default(),
            is_overloaded: false,
            is_commutative: false,
            can_throw: false,
            is_no_duplicate: false,
            is_no_merge: false,
            is_no_return: false,
            is_no_callback: false,
            is_no_sync: false,
            is_no_free: false,
            is_will_return: false,
            is_cold: false,
            is_convergent: false,
            has_side_effects: false,
            is_speculatable: false,
            is_strict_fp: false,
            arg_attributes: Vec::new(),
        };
        int.read_signature(rk)?;
        for &p in rk.value_as_list(def, "IntrProperties")? {
            let Some(prop) = rk.inits.as_def(p) else {
                return Err(Fatal::Bare("Expected record in list!"));
            };
            int.set_property(rk, prop, cache)?;
        }
        if !rk.value_as_bit(def, "DisableDefaultAttributes")? {
            for &prop in default_properties {
                int.set_property(rk, prop, cache)?;
            }
        }
        int.sd_properties = read_sd_properties(rk, def)?;
        for attrs in &mut int.arg_attributes {
            attrs.sort_unstable();
        }
        Ok(int)
    }

    /// True if the `SDPatternOperator` property `p` is set.
    pub fn has_property(&self, p: Sdnp) -> bool {
        self.sd_properties.has(p)
    }

    /// True if parameter `idx` is a pointer (`LLVMQualPointerType` or
    /// `LLVMAnyPointerType`); false past the last parameter.
    pub fn is_param_a_pointer(&self, rk: &RecordKeeper, idx: usize) -> bool {
        self.signature.param_tys.get(idx).is_some_and(|t| {
            rk.is_subclass_of_name(*t, "LLVMQualPointerType") || rk.is_subclass_of_name(*t, "LLVMAnyPointerType")
        })
    }

    /// True if parameter `idx` carries `ImmArg`.
    pub fn is_param_imm_arg(&self, idx: usize) -> bool {
        let imm = ArgAttribute { kind: ArgAttrKind::ImmArg, value: 0 };
        self.arg_attributes.get(idx + 1).is_some_and(|a| a.binary_search(&imm).is_ok())
    }

    /// The `Types` list, split at the length of `RetTypes`.
    fn read_signature(&mut self, rk: &RecordKeeper) -> Read<()> {
        if rk.field(self.def, "Types").is_none() {
            return Ok(());
        }
        let types = rk.value_as_list(self.def, "Types")?;
        self.is_overloaded = rk.value_as_bit(self.def, "isOverloaded")?;
        // LLVM indexes `Types` by `RetTypes`' length unchecked; stay in bounds.
        let n_ret = rk.value_as_list(self.def, "RetTypes")?.len().min(types.len());
        let mut tys = Vec::with_capacity(types.len());
        for &t in types {
            match rk.inits.as_def(t) {
                Some(r) => tys.push(r),
                None => return Err(Fatal::Bare("Expected record in list!")),
            }
        }
        self.signature.param_tys = tys.split_off(n_ret);
        self.signature.ret_tys = tys;
        Ok(())
    }

    /// Applies one `IntrinsicProperty` def (LLVM's `setProperty`).
    fn set_property(&mut self, rk: &RecordKeeper, prop: RecId, cache: &mut PropertyCache) -> Read<()> {
        let property = match cache.0.get(&prop) {
            Some(&p) => p,
            None => {
                let p = Property::of(rk, prop)?;
                cache.0.insert(prop, p);
                p
            }
        };
        let me = self.memory_effects;
        match property {
            Property::NoMem => self.memory_effects = MemoryEffects::NONE,
            Property::ReadMem => {
                if me.only_writes_memory() {
                    let msg = "IntrReadMem cannot be used after IntrNoMem or IntrWriteMem. Default is ReadWrite";
                    return Err(Fatal::At(self.def, msg.to_string()));
                }
                self.memory_effects = me.intersect(MemoryEffects::READ_ONLY);
            }
            Property::WriteMem => {
                if me.only_reads_memory() {
                    let msg = "IntrWriteMem cannot be used after IntrNoMem or IntrReadMem. Default is ReadWrite";
                    return Err(Fatal::At(self.def, msg.to_string()));
                }
                self.memory_effects = me.intersect(MemoryEffects::WRITE_ONLY);
            }
            Property::Memory(m) => self.memory_effects = me.intersect(m),
            Property::Commutative => self.is_commutative = true,
            Property::Throws => self.can_throw = true,
            Property::NoDuplicate => self.is_no_duplicate = true,
            Property::NoMerge => self.is_no_merge = true,
            Property::Convergent => self.is_convergent = true,
            Property::NoReturn => self.is_no_return = true,
            Property::NoCallback => self.is_no_callback = true,
            Property::NoSync => self.is_no_sync = true,
            Property::NoFree => self.is_no_free = true,
            Property::WillReturn => self.is_will_return = !self.is_no_return,
            Property::Cold => self.is_cold = true,
            Property::Speculatable => self.is_speculatable = true,
            Property::HasSideEffects => self.has_side_effects = true,
            Property::StrictFp => self.is_strict_fp = true,
            Property::Arg { kind, idx, value } => {
                if idx > MAX_ARG_INDEX {
                    let msg = format!("Intrinsic '{}': argument index {idx} is out of range", rk.name_str(self.def));
                    return Err(Fatal::At(prop, msg));
                }
                let idx = idx as usize;
                if idx >= self.arg_attributes.len() {
                    self.arg_attributes.resize_with(idx + 1, Vec::new);
                }
                self.arg_attributes[idx].push(ArgAttribute { kind, value });
            }
        }
        Ok(())
    }
}

/// What each `IntrinsicProperty` def seen so far does (see
/// [`CodeGenIntrinsic::read`]).
#[derive(Default)]
pub(super) struct PropertyCache(FxHashMap<RecId, Property>);

/// What one `IntrinsicProperty` def does, whatever intrinsic it is applied
/// to: LLVM's `setProperty` without the checks that depend on the
/// intrinsic.
#[derive(Clone, Copy)]
enum Property {
    NoMem,
    ReadMem,
    WriteMem,
    /// The memory effects are narrowed to these.
    Memory(MemoryEffects),
    Commutative,
    Throws,
    NoDuplicate,
    NoMerge,
    Convergent,
    NoReturn,
    NoCallback,
    NoSync,
    NoFree,
    WillReturn,
    Cold,
    Speculatable,
    HasSideEffects,
    StrictFp,
    /// An attribute of argument `idx` (0 is the return value).
    Arg {
        kind: ArgAttrKind,
        idx: u32,
        value: u64,
    },
}

impl Property {
    /// Reads `prop`, by name, else as a per-argument property by class.
    fn of(rk: &RecordKeeper, prop: RecId) -> Read<Property> {
        Ok(match rk.name_str(prop) {
            "IntrNoMem" => Property::NoMem,
            "IntrReadMem" => Property::ReadMem,
            "IntrWriteMem" => Property::WriteMem,
            "IntrArgMemOnly" => Property::Memory(MemoryEffects::ARG_MEM_ONLY),
            "IntrInaccessibleMemOnly" => Property::Memory(MemoryEffects::INACCESSIBLE_MEM_ONLY),
            "IntrInaccessibleMemOrArgMemOnly" => Property::Memory(MemoryEffects::INACCESSIBLE_OR_ARG_MEM_ONLY),
            "Commutative" => Property::Commutative,
            "Throws" => Property::Throws,
            "IntrNoDuplicate" => Property::NoDuplicate,
            "IntrNoMerge" => Property::NoMerge,
            "IntrConvergent" => Property::Convergent,
            "IntrNoReturn" => Property::NoReturn,
            "IntrNoCallback" => Property::NoCallback,
            "IntrNoSync" => Property::NoSync,
            "IntrNoFree" => Property::NoFree,
            "IntrWillReturn" => Property::WillReturn,
            "IntrCold" => Property::Cold,
            "IntrSpeculatable" => Property::Speculatable,
            "IntrHasSideEffects" => Property::HasSideEffects,
            "IntrStrictFP" => Property::StrictFp,
            _ => Self::of_argument(rk, prop)?,
        })
    }

    /// The per-argument properties, found by class.
    fn of_argument(rk: &RecordKeeper, prop: RecId) -> Read<Property> {
        const PLAIN: [(&str, ArgAttrKind); 9] = [
            ("NoCapture", ArgAttrKind::NoCapture),
            ("NoAlias", ArgAttrKind::NoAlias),
            ("NoUndef", ArgAttrKind::NoUndef),
            ("NonNull", ArgAttrKind::NonNull),
            ("Returned", ArgAttrKind::Returned),
            ("ReadOnly", ArgAttrKind::ReadOnly),
            ("WriteOnly", ArgAttrKind::WriteOnly),
            ("ReadNone", ArgAttrKind::ReadNone),
            ("ImmArg", ArgAttrKind::ImmArg),
        ];
        let plain = PLAIN.iter().find(|(class, _)| rk.is_subclass_of_name(prop, class)).map(|p| p.1);
        let (kind, value_field) = match plain {
            Some(kind) => (kind, None),
            None if rk.is_subclass_of_name(prop, "Align") => (ArgAttrKind::Alignment, Some("Align")),
            // Anything else is `llvm_unreachable` in LLVM, which its release
            // build compiles into this last case: unknown properties are
            // read as `Dereferenceable`, with the same missing-field errors.
            None => (ArgAttrKind::Dereferenceable, Some("Bytes")),
        };
        // LLVM keeps the index in an `unsigned`.
        let idx = rk.value_as_int(prop, "ArgNo")? as u32;
        let value = match value_field {
            Some(f) => rk.value_as_int(prop, f)? as u64,
            None => 0,
        };
        Ok(Property::Arg { kind, idx, value })
    }
}

/// A string field that may be missing (then empty); present, it must be a string.
fn optional_field_string(rk: &RecordKeeper, rec: RecId, field: &str) -> Read<String> {
    if rk.field(rec, field).is_none() {
        return Ok(String::new());
    }
    Ok(rk.value_as_string(rec, field)?.to_string())
}
