//! The attribute vocabulary of intrinsics: memory effects, per-argument
//! attributes and the SelectionDAG node properties of `SDPatternOperator`.

use crate::backend::{Error, Records, Result};
use tablegen_core::record::{FieldError, RecId};
use tablegen_core::RecordKeeper;

/// LLVM's `MemoryEffects`: a 2-bit mod/ref mask for each memory location
/// (argument memory, inaccessible memory, other memory), packed as in
/// `MemoryEffects::toIntValue`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MemoryEffects(u32);

/// A location's bits: may read.
const REF: u32 = 1;
/// A location's bits: may write.
const MOD: u32 = 2;
const LOCATIONS: u32 = 3;

impl MemoryEffects {
    /// Every location with the same access `mr` (`REF | MOD` style bits).
    const fn all(mr: u32) -> Self {
        let mut d = 0;
        let mut l = 0;
        while l < LOCATIONS {
            d |= mr << (2 * l);
            l += 1;
        }
        MemoryEffects(d)
    }

    /// May read and write any memory (the default).
    pub const UNKNOWN: Self = Self::all(REF | MOD);
    /// Accesses no memory (`IntrNoMem`).
    pub const NONE: Self = Self::all(0);
    /// May read any memory (`IntrReadMem`).
    pub const READ_ONLY: Self = Self::all(REF);
    /// May write any memory (`IntrWriteMem`).
    pub const WRITE_ONLY: Self = Self::all(MOD);
    /// May read and write argument memory only (`IntrArgMemOnly`).
    pub const ARG_MEM_ONLY: Self = MemoryEffects(REF | MOD);
    /// May read and write inaccessible memory only (`IntrInaccessibleMemOnly`).
    pub const INACCESSIBLE_MEM_ONLY: Self = MemoryEffects((REF | MOD) << 2);
    /// Argument or inaccessible memory only (`IntrInaccessibleMemOrArgMemOnly`).
    pub const INACCESSIBLE_OR_ARG_MEM_ONLY: Self = MemoryEffects((REF | MOD) * 0b101);

    /// The packed value (`MemoryEffects::toIntValue`).
    pub const fn to_int_value(self) -> u32 {
        self.0
    }

    /// Rebuilds from [`to_int_value`](Self::to_int_value).
    pub const fn from_int_value(v: u32) -> Self {
        MemoryEffects(v)
    }

    /// The union of all locations' access bits.
    fn mod_ref(self) -> u32 {
        (0..LOCATIONS).fold(0, |acc, l| acc | (self.0 >> (2 * l)) & (REF | MOD))
    }

    /// Accesses no memory at all.
    pub const fn does_not_access_memory(self) -> bool {
        self.0 == 0
    }

    /// Never writes memory.
    pub fn only_reads_memory(self) -> bool {
        self.mod_ref() & MOD == 0
    }

    /// Never reads memory.
    pub fn only_writes_memory(self) -> bool {
        self.mod_ref() & REF == 0
    }

    /// The intersection (LLVM's `operator&`).
    #[must_use]
    pub const fn intersect(self, other: Self) -> Self {
        MemoryEffects(self.0 & other.0)
    }
}

impl Default for MemoryEffects {
    fn default() -> Self {
        Self::UNKNOWN
    }
}

/// A per-argument attribute kind, in LLVM's `ArgAttrKind` order (which the
/// attribute tables sort by).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ArgAttrKind {
    /// `NoCapture<ArgIndex<n>>`.
    NoCapture,
    /// `NoAlias`.
    NoAlias,
    /// `NoUndef`.
    NoUndef,
    /// `NonNull`.
    NonNull,
    /// `Returned`.
    Returned,
    /// `ReadOnly`.
    ReadOnly,
    /// `WriteOnly`.
    WriteOnly,
    /// `ReadNone`.
    ReadNone,
    /// `ImmArg`.
    ImmArg,
    /// `Align` (value: the alignment).
    Alignment,
    /// `Dereferenceable` (value: the byte count).
    Dereferenceable,
}

/// One argument attribute; ordered by kind, then value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ArgAttribute {
    /// The kind.
    pub kind: ArgAttrKind,
    /// Alignment or byte count; 0 for the other kinds.
    pub value: u64,
}

/// A SelectionDAG node property (LLVM's `SDNP` enum); the discriminant is
/// the bit position in [`SdProperties`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sdnp {
    /// `SDNPCommutative`: operands may be swapped.
    Commutative,
    /// `SDNPAssociative`.
    Associative,
    /// `SDNPHasChain`: takes and produces a chain.
    HasChain,
    /// `SDNPOutGlue`: produces glue.
    OutGlue,
    /// `SDNPInGlue`: takes glue.
    InGlue,
    /// `SDNPOptInGlue`: optionally takes glue.
    OptInGlue,
    /// `SDNPMayLoad`.
    MayLoad,
    /// `SDNPMayStore`.
    MayStore,
    /// `SDNPSideEffect`.
    SideEffect,
    /// `SDNPMemOperand`: carries a memory operand.
    MemOperand,
    /// `SDNPVariadic`.
    Variadic,
    /// `SDNPWantRoot` (complex patterns only).
    WantRoot,
    /// `SDNPWantParent` (complex patterns only).
    WantParent,
}

impl Sdnp {
    /// The property a `SDNodeProperty` def name stands for in an operator's
    /// `Properties` (`SDNPWantRoot` and `SDNPWantParent` are not among them).
    pub fn from_def_name(name: &str) -> Option<Sdnp> {
        Some(match name {
            "SDNPCommutative" => Sdnp::Commutative,
            "SDNPAssociative" => Sdnp::Associative,
            "SDNPHasChain" => Sdnp::HasChain,
            "SDNPOutGlue" => Sdnp::OutGlue,
            "SDNPInGlue" => Sdnp::InGlue,
            "SDNPOptInGlue" => Sdnp::OptInGlue,
            "SDNPMayStore" => Sdnp::MayStore,
            "SDNPMayLoad" => Sdnp::MayLoad,
            "SDNPSideEffect" => Sdnp::SideEffect,
            "SDNPMemOperand" => Sdnp::MemOperand,
            "SDNPVariadic" => Sdnp::Variadic,
            _ => return None,
        })
    }
}

/// A set of [`Sdnp`] (bit `1 << p as u32` for each property `p`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SdProperties(pub u32);

impl SdProperties {
    /// True if `p` is in the set.
    pub fn has(self, p: Sdnp) -> bool {
        self.0 & (1 << p as u32) != 0
    }
}

/// Reads the `Properties` list of an `SDPatternOperator` def (LLVM's
/// `parseSDPatternOperatorProperties`); unknown properties are fatal.
pub fn parse_sd_properties(rk: &mut Records<'_>, rec: RecId) -> Result<SdProperties> {
    read_sd_properties(rk, rec).map_err(|f| f.report(rk))
}

/// [`parse_sd_properties`] with its error left to the caller.
pub(super) fn read_sd_properties(rk: &RecordKeeper, rec: RecId) -> Read<SdProperties> {
    let props = rk.value_as_list_of_defs(rec, "Properties")?;
    let mut bits = 0;
    for p in props {
        match Sdnp::from_def_name(rk.name_str(p)) {
            Some(sdnp) => bits |= 1 << sdnp as u32,
            None => {
                let msg = format!("Unknown SD Node property '{}' on node '{}'!", rk.name_str(p), rk.name_str(rec));
                return Err(Fatal::At(rec, msg));
            }
        }
    }
    Ok(SdProperties(bits))
}

/// A fatal error met while reading intrinsic records, for the caller to
/// report: reading needs only shared access to the records, so the
/// intrinsics of a table can be read on several threads.
#[derive(Debug)]
pub(super) enum Fatal {
    /// `PrintFatalError(Rec, Msg)`: at every location of the record.
    At(RecId, String),
    /// With no location.
    Bare(&'static str),
}

impl Fatal {
    /// Reports the error as fatal.
    pub(super) fn report(self, rk: &mut Records<'_>) -> Error {
        match self {
            Fatal::At(rec, msg) => {
                let locs = rk.record(rec).locs.clone();
                rk.fatal(&locs, msg);
            }
            Fatal::Bare(msg) => rk.fatal(&[], msg),
        }
        Error::Reported
    }
}

/// A typed getter's error is the fatal error LLVM's `Record` getters
/// report, at the record's locations.
impl From<FieldError> for Fatal {
    fn from(e: FieldError) -> Self {
        Fatal::At(e.rec, e.msg)
    }
}

/// What reading an intrinsic record gives.
pub(super) type Read<T> = std::result::Result<T, Fatal>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memory_effects_match_llvm_encoding() {
        assert_eq!(MemoryEffects::UNKNOWN.to_int_value(), 63);
        assert_eq!(MemoryEffects::READ_ONLY.to_int_value(), 21);
        assert_eq!(MemoryEffects::WRITE_ONLY.to_int_value(), 42);
        assert_eq!(MemoryEffects::INACCESSIBLE_OR_ARG_MEM_ONLY.to_int_value(), 15);
        let argmem_read = MemoryEffects::READ_ONLY.intersect(MemoryEffects::ARG_MEM_ONLY);
        assert_eq!(argmem_read.to_int_value(), 1);
        assert!(argmem_read.only_reads_memory() && !argmem_read.only_writes_memory());
        assert!(MemoryEffects::NONE.only_reads_memory() && MemoryEffects::NONE.only_writes_memory());
    }
}
