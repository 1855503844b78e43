//! Hardware modes (LLVM's `CodeGenHwModes`): the `HwMode` defs and the
//! `HwModeSelect` defs that choose an object per mode.

use crate::backend::{Records, Result};
use tablegen_core::intern::FxHashMap;
use tablegen_core::record::RecId;
use tablegen_core::RecordKeeper;

use crate::support::fields::{derived, fatal_raw, lift, string_field};

/// The name of the implicit default mode, whose def the `.td` files declare
/// but which is not numbered like the others.
pub const DEFAULT_MODE_NAME: &str = "DefaultMode";

/// The id of the default mode; the other modes count from 1.
pub const DEFAULT_MODE: u32 = 0;

/// One `HwMode` def.
#[derive(Clone, Debug)]
pub struct HwMode {
    /// The def.
    pub def: RecId,
    /// Its name.
    pub name: String,
    /// `Features`.
    pub features: String,
    /// The non-empty `CondString`s of `Predicates`, each parenthesized,
    /// joined by ` && `.
    pub predicates: String,
    /// The `Predicates` with a non-empty `CondString`, in the list's order:
    /// the records `predicates` is made of.
    pub predicate_defs: Vec<RecId>,
}

/// One `HwModeSelect` def: `(mode id, object)` pairs.
#[derive(Clone, Debug)]
pub struct HwModeSelect {
    /// The def.
    pub def: RecId,
    /// The objects of `Objects`, each with the id of its mode in `Modes`.
    pub items: Vec<(u32, RecId)>,
}

/// Every hardware mode and mode selection of the target.
#[derive(Clone, Debug, Default)]
pub struct HwModes {
    /// The modes other than the default, in definition (name) order; mode
    /// `i + 1` is `modes[i]`.
    pub modes: Vec<HwMode>,
    /// The mode selections, in definition (name) order.
    pub selects: Vec<HwModeSelect>,
    ids: FxHashMap<RecId, u32>,
    select_of: FxHashMap<RecId, usize>,
}

impl HwModes {
    /// Reads the modes and selections, with LLVM's checks.
    pub fn new(rk: &mut Records<'_>) -> Result<Self> {
        let mut hw = HwModes::default();
        for def in derived(rk, "HwMode")? {
            if rk.name_str(def) == DEFAULT_MODE_NAME {
                continue;
            }
            let features = string_field(rk, def, "Features")?;
            let r = rk.value_as_list_of_defs(def, "Predicates");
            let mut predicates = String::new();
            let mut predicate_defs = Vec::new();
            for pred in lift(rk, r)? {
                let cond = string_field(rk, pred, "CondString")?;
                if !cond.is_empty() {
                    predicate_defs.push(pred);
                    if !predicates.is_empty() {
                        predicates.push_str(" && ");
                    }
                    predicates.push('(');
                    predicates.push_str(&cond);
                    predicates.push(')');
                }
            }
            hw.modes.push(HwMode { def, name: rk.name_str(def).to_owned(), features, predicates, predicate_defs });
            hw.ids.insert(def, hw.modes.len() as u32);
        }
        for def in derived(rk, "HwModeSelect")? {
            let r = rk.value_as_list_of_defs(def, "Modes");
            let modes = lift(rk, r)?;
            let r = rk.value_as_list_of_defs(def, "Objects");
            let objects = lift(rk, r)?;
            if modes.len() != objects.len() {
                let locs = rk.record(def).locs.clone();
                let name = rk.name_str(def).to_owned();
                rk.error(
                    &locs,
                    format!(
                        "in record {name} derived from HwModeSelect: the lists Modes and Objects should have the same size"
                    ),
                );
                return fatal_raw(rk, "LLVM ERROR: error in target description.\n");
            }
            let items = modes.iter().zip(objects).map(|(m, o)| (hw.mode_id(rk, *m), o)).collect();
            hw.select_of.insert(def, hw.selects.len());
            hw.selects.push(HwModeSelect { def, items });
        }
        Ok(hw)
    }

    /// Number of mode ids, the default mode included (LLVM's
    /// `getNumModeIds`).
    pub fn num_mode_ids(&self) -> u32 {
        self.modes.len() as u32 + 1
    }

    /// The name of mode `id` as LLVM's dumps print it: `Default` for the
    /// default mode.
    pub fn mode_name(&self, id: u32) -> &str {
        match id.checked_sub(1).and_then(|i| self.modes.get(i as usize)) {
            Some(m) => &m.name,
            None => "Default",
        }
    }

    /// The selection a `HwModeSelect` def makes (LLVM's `getHwModeSelect`).
    pub fn select(&self, def: RecId) -> Option<&HwModeSelect> {
        self.select_of.get(&def).map(|&i| &self.selects[i])
    }

    /// The id of a mode def: [`DEFAULT_MODE`] for the default mode.
    pub fn mode_id(&self, rk: &RecordKeeper, mode: RecId) -> u32 {
        if rk.name_str(mode) == DEFAULT_MODE_NAME {
            return DEFAULT_MODE;
        }
        // Lists typed `list<HwMode>` hold only numbered modes.
        self.ids.get(&mode).copied().unwrap_or(DEFAULT_MODE)
    }
}
