//! Instruction itineraries (`TargetItinerary.td`): functional units,
//! bypasses, and per itinerary class the stages an instruction goes
//! through.
//!
//! These are read on demand, record by record, as LLVM's backends read
//! them: a backend that only needs the stages of some itineraries does not
//! make LLVM's errors about fields it never asks for.

use crate::backend::{Records, Result};
use tablegen_core::record::RecId;

use crate::support::fields::{def_field, defs_field, lift};

/// How a stage holds its unit (`ReservationKind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ReservationKind {
    /// The unit is used for the stage's cycles (`Required`, 0).
    Required,
    /// The unit is reserved without being used (`Reserved`, 1).
    Reserved,
}

/// One `InstrStage`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stage {
    /// Length of the stage in cycles.
    pub cycles: i64,
    /// The functional units any one of which the stage takes.
    pub units: Vec<RecId>,
    /// Cycles until the next stage starts (-1: when this one ends).
    pub time_inc: i64,
    /// How the unit is held.
    pub kind: ReservationKind,
}

/// One `InstrItinData`: the itinerary of one class on one processor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ItinData {
    /// The `InstrItinData` def.
    pub def: RecId,
    /// The itinerary class (`TheClass`).
    pub class: RecId,
    /// `NumMicroOps`.
    pub num_micro_ops: i64,
    /// The stages, in order.
    pub stages: Vec<Stage>,
    /// The cycle each operand is read or written (`OperandCycles`).
    pub operand_cycles: Vec<i64>,
    /// The forwarding paths of each operand (`Bypasses`).
    pub bypasses: Vec<RecId>,
}

impl ItinData {
    /// Reads an `InstrItinData` def.
    pub fn read(rk: &mut Records<'_>, def: RecId) -> Result<Self> {
        let class = def_field(rk, def, "TheClass")?;
        let num_micro_ops = lift(rk, rk.value_as_int(def, "NumMicroOps"))?;
        let stages = stage_defs(rk, def)?.into_iter().map(|s| read_stage(rk, s)).collect::<Result<_>>()?;
        let operand_cycles = lift(rk, rk.value_as_list_of_ints(def, "OperandCycles"))?;
        let bypasses = defs_field(rk, def, "Bypasses")?;
        Ok(ItinData { def, class, num_micro_ops, stages, operand_cycles, bypasses })
    }
}

/// The `InstrStage` defs of an `InstrItinData`.
pub fn stage_defs(rk: &mut Records<'_>, itin_data: RecId) -> Result<Vec<RecId>> {
    defs_field(rk, itin_data, "Stages")
}

/// The functional units of an `InstrStage` (its `Units`).
pub fn stage_units(rk: &mut Records<'_>, stage: RecId) -> Result<Vec<RecId>> {
    defs_field(rk, stage, "Units")
}

fn read_stage(rk: &mut Records<'_>, def: RecId) -> Result<Stage> {
    let cycles = lift(rk, rk.value_as_int(def, "Cycles"))?;
    let units = stage_units(rk, def)?;
    let time_inc = lift(rk, rk.value_as_int(def, "TimeInc"))?;
    let kind = match lift(rk, rk.value_as_int(def, "Kind"))? {
        0 => ReservationKind::Required,
        _ => ReservationKind::Reserved,
    };
    Ok(Stage { cycles, units, time_inc, kind })
}

/// A `ProcessorItineraries` def: the units and bypasses its itineraries
/// name, and the itineraries themselves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProcessorItineraries {
    /// The def.
    pub def: RecId,
    /// The functional units (`FU`), in order: a unit's position is its bit.
    pub func_units: Vec<RecId>,
    /// The bypasses (`BP`), in order.
    pub bypasses: Vec<RecId>,
    /// The `InstrItinData` defs (`IID`).
    pub itin_data: Vec<RecId>,
    /// The packetizer this processor's DFA belongs to (`""`: the target's).
    pub packetizer_namespace: String,
}

impl ProcessorItineraries {
    /// Reads a `ProcessorItineraries` def.
    pub fn read(rk: &mut Records<'_>, def: RecId) -> Result<Self> {
        let func_units = defs_field(rk, def, "FU")?;
        let bypasses = defs_field(rk, def, "BP")?;
        let itin_data = defs_field(rk, def, "IID")?;
        let packetizer_namespace = lift(rk, rk.value_as_string(def, "PacketizerNamespace").map(str::to_string))?;
        Ok(ProcessorItineraries { def, func_units, bypasses, itin_data, packetizer_namespace })
    }
}

/// One `ComboFuncData`: a unit standing for itself and several others.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComboUnit {
    /// The combined unit (`TheComboFunc`).
    pub combo: RecId,
    /// The units it takes along (`FuncList`).
    pub units: Vec<RecId>,
}

/// Every `ComboFuncUnits` def's combos, defs in name order.
pub fn combo_units(rk: &mut Records<'_>) -> Result<Vec<ComboUnit>> {
    let mut out = Vec::new();
    for c in crate::support::fields::derived(rk, "ComboFuncUnits")? {
        for data in defs_field(rk, c, "CFD")? {
            let combo = def_field(rk, data, "TheComboFunc")?;
            let units = defs_field(rk, data, "FuncList")?;
            out.push(ComboUnit { combo, units });
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    const CLASSES: &str = r#"
        class FuncUnit;  class Bypass;  def NoBypass : Bypass;
        class ReservationKind<bits<1> val> { int Value = val; }
        def Required : ReservationKind<0>;  def Reserved : ReservationKind<1>;
        class InstrStage<int cycles, list<FuncUnit> units, int timeinc = -1, ReservationKind kind = Required> {
          int Cycles = cycles; list<FuncUnit> Units = units; int TimeInc = timeinc; int Kind = kind.Value;
        }
        class InstrItinClass;
        class InstrItinData<InstrItinClass Class, list<InstrStage> stages, list<int> operandcycles = [],
                            list<Bypass> bypasses = [], int uops = 1> {
          InstrItinClass TheClass = Class; int NumMicroOps = uops; list<InstrStage> Stages = stages;
          list<int> OperandCycles = operandcycles; list<Bypass> Bypasses = bypasses;
        }
        class ProcessorItineraries<list<FuncUnit> fu, list<Bypass> bp, list<InstrItinData> iid> {
          list<FuncUnit> FU = fu; list<Bypass> BP = bp; list<InstrItinData> IID = iid;
          string PacketizerNamespace = "";
        }
        class ComboFuncData<FuncUnit ComboFunc, list<FuncUnit> funclist> {
          FuncUnit TheComboFunc = ComboFunc; list<FuncUnit> FuncList = funclist;
        }
        class ComboFuncUnits<list<ComboFuncData> cfd> { list<ComboFuncData> CFD = cfd; }
    "#;

    #[test]
    fn reads_units_stages_bypasses_and_combos() {
        let src = format!(
            "{CLASSES}
            def A : FuncUnit;  def B : FuncUnit;  def AB : FuncUnit;  def Fwd : Bypass;
            def IIC : InstrItinClass;
            def Itins : ProcessorItineraries<[A, B, AB], [Fwd], [
              InstrItinData<IIC, [InstrStage<2, [A, B], 0>, InstrStage<1, [AB], -1, Reserved>], [3, 1], [Fwd, NoBypass], 2>]> {{
              let PacketizerNamespace = \"V\";
            }}
            def Combos : ComboFuncUnits<[ComboFuncData<AB, [A, B]>]>;"
        );
        let mut keeper = tablegen_core::parse_str("t.td", &src).unwrap();
        let mut rk = Records::new(&mut keeper);
        let def = rk.def("Itins").unwrap();
        let itins = ProcessorItineraries::read(&mut rk, def).unwrap();
        let names = |rk: &tablegen_core::RecordKeeper, v: &[RecId]| {
            v.iter().map(|&d| rk.name_str(d).to_string()).collect::<Vec<_>>()
        };
        assert_eq!(names(&rk, &itins.func_units), ["A", "B", "AB"]);
        assert_eq!(names(&rk, &itins.bypasses), ["Fwd"]);
        assert_eq!(itins.packetizer_namespace, "V");
        let data = ItinData::read(&mut rk, itins.itin_data[0]).unwrap();
        assert_eq!(rk.name_str(data.class), "IIC");
        assert_eq!((data.num_micro_ops, data.operand_cycles.as_slice()), (2, &[3, 1][..]));
        assert_eq!(names(&rk, &data.bypasses), ["Fwd", "NoBypass"]);
        assert_eq!(data.stages.len(), 2);
        assert_eq!(
            (data.stages[0].cycles, data.stages[0].time_inc, data.stages[0].kind),
            (2, 0, ReservationKind::Required)
        );
        assert_eq!(names(&rk, &data.stages[0].units), ["A", "B"]);
        assert_eq!((data.stages[1].time_inc, data.stages[1].kind), (-1, ReservationKind::Reserved));
        let combos = combo_units(&mut rk).unwrap();
        assert_eq!(combos.len(), 1);
        assert_eq!(rk.name_str(combos[0].combo), "AB");
        assert_eq!(names(&rk, &combos[0].units), ["A", "B"]);
    }
}
