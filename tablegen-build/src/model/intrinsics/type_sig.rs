//! The IIT type signature of an intrinsic: the `TypeSig` list that
//! `Intrinsics.td` computes for each `Intrinsic` def (a list of lists of
//! IIT codes), flattened into the bytes `Intrinsic::getIntrinsicInfoTableEntries`
//! decodes.

use crate::backend::{Records, Result};
use crate::support::fields::fatal_at;

use super::CodeGenIntrinsic;

/// The flattened `TypeSig` of `int`, each code truncated to a byte as LLVM
/// stores it; empty when the def has no `TypeSig` field.
pub fn type_signature(rk: &mut Records<'_>, int: &CodeGenIntrinsic) -> Result<Vec<u8>> {
    let Some(value) = rk.field(int.def, "TypeSig").map(|v| v.value) else {
        return Ok(Vec::new());
    };
    let mut sig = Vec::new();
    let flattened = rk.inits.list_elems(value).and_then(|groups| {
        for &g in groups {
            for &code in rk.inits.list_elems(g)? {
                sig.push(rk.inits.as_int(code)? as u8);
            }
        }
        Some(())
    });
    match flattened {
        Some(()) => Ok(sig),
        // LLVM only asserts the shape; its release build reads garbage.
        None => {
            let msg = format!("Intrinsic '{}': TypeSig is not a list of lists of integers", rk.name_str(int.def));
            fatal_at(rk, int.def, msg)
        }
    }
}
