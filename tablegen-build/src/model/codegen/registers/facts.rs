//! What the instruction selectors and `-gen-instr-info` read of the
//! register bank: the enum values of registers, classes and sub-register
//! indices, and the value types of classes and of the registers they hold.
//!
//! Building the bank is most of a warm AMDGPU `-gen-dag-isel` run (its
//! class inference walks millions of sub-register pairs), yet these
//! backends read only this much of it; so it is an analysis of its own,
//! kept beside the records in a record cache (see `support::persist`).

use tablegen_core::bytes::{Reader, Writer};
use tablegen_core::record::RecId;

use super::RegBank;
use crate::backend::{Records, Result};
use crate::support::persist;

/// A register named by a def of its own (not one of the records the bank
/// synthesizes for tuples, which no pattern or instruction can name).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegisterFact {
    /// The `Register` def.
    pub def: RecId,
    /// Its enum value.
    pub enum_value: u32,
    /// The value type defs of every class holding it (synthesized classes
    /// included), in class order, each once.
    pub class_types: Vec<RecId>,
    /// The same over the classes with a def only, or `None` when no such
    /// class holds it.
    pub def_class_types: Option<Vec<RecId>>,
}

/// A register class with a def.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClassFact {
    /// The `RegisterClass` def.
    pub def: RecId,
    /// Its enum value.
    pub enum_value: u32,
    /// `Namespace::NameRegClassID` (no `Namespace::` without a namespace).
    pub qualified_id: String,
    /// Its `RegTypes`.
    pub value_types: Vec<RecId>,
}

/// The register bank as the instruction selectors and `-gen-instr-info`
/// see it (see the module documentation).
///
/// ```
/// use tablegen_build::backend::Records;
/// use tablegen_build::model::codegen::registers::RegisterFacts;
/// use tablegen_core::parser::{parse_source, ParseOptions};
///
/// let inc = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden/include");
/// let opts = ParseOptions { include_dirs: vec![inc.into()], ..Default::default() };
/// let src = r##"include "llvm/Target/Target.td"
///     def lo : SubRegIndex<32>;
///     def hi : SubRegIndex<32, 32>;
///     let Namespace = "T" in foreach i = 0-3 in def R#i : Register<"r"#i>;
///     def Pairs : RegisterTuples<[lo, hi], [(add R0, R2), (add R1, R3)]>;
///     def GPR : RegisterClass<"T", [i32], 32, (sequence "R%u", 0, 3)>;
///     def Wide : RegisterClass<"T", [i64], 64, (add Pairs)>;
///     def TII : InstrInfo;
///     def MyTarget : Target { let InstructionSet = TII; }"##;
/// let mut rk = parse_source("t.td", src, &opts).unwrap();
/// let mut records = Records::new(&mut rk);
/// let facts = RegisterFacts::shared(&mut records).unwrap();
/// // R0-R3; not the tuples R0_R1 and R2_R3 the bank made.
/// assert_eq!(facts.registers.len(), 4);
/// assert_eq!(facts.classes[0].qualified_id, "T::GPRRegClassID");
/// let i32 = records.keeper().def("i32").unwrap();
/// assert_eq!(facts.registers[0].class_types, [i32]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegisterFacts {
    /// The registers with a def of their own, in bank order.
    pub registers: Vec<RegisterFact>,
    /// The classes with a def, in bank order.
    pub classes: Vec<ClassFact>,
    /// The def of each sub-register index (`None`: one the bank made for a
    /// concatenation), by enum value minus one.
    pub sub_reg_indices: Vec<Option<RecId>>,
}

impl RegisterFacts {
    /// Its name among the analyses kept in a record cache.
    const PERSISTED: &'static str = "register-facts";

    /// The facts of `rk`'s register bank, made once per session, and read
    /// back from a record cache when kept there.
    pub fn shared(rk: &mut Records<'_>) -> Result<std::sync::Arc<RegisterFacts>> {
        rk.model(|rk| {
            if let Some(facts) = persist::load(rk, Self::PERSISTED, |b| Self::decode(rk, b)) {
                return Ok(facts);
            }
            persist::make(rk, Self::PERSISTED, Self::make, |f| Some(f.encode()))
        })
    }

    /// The facts of a bank just built (or already built this session).
    fn make(rk: &mut Records<'_>) -> Result<RegisterFacts> {
        let bank = RegBank::shared(rk)?;
        Ok(Self::of_bank(&bank))
    }

    fn of_bank(bank: &RegBank) -> RegisterFacts {
        let n = bank.registers().len();
        let mut all: Vec<Vec<RecId>> = vec![Vec::new(); n];
        let mut of_defs: Vec<Option<Vec<RecId>>> = vec![None; n];
        for c in bank.classes() {
            for m in &c.members {
                let ix = m.0 as usize;
                add_once(&mut all[ix], &c.value_types);
                if c.def.is_some() {
                    add_once(of_defs[ix].get_or_insert_with(Vec::new), &c.value_types);
                }
            }
        }
        let registers = bank
            .registers()
            .iter()
            .zip(all.into_iter().zip(of_defs))
            .filter(|(r, _)| !r.synthesized)
            .map(|(r, (class_types, def_class_types))| RegisterFact {
                def: r.def,
                enum_value: r.enum_value,
                class_types,
                def_class_types,
            })
            .collect();
        let classes = bank
            .classes()
            .iter()
            .filter_map(|c| {
                let def = c.def?;
                let qualified_id =
                    if c.namespace.is_empty() { c.id_name() } else { format!("{}::{}", c.namespace, c.id_name()) };
                Some(ClassFact { def, enum_value: c.enum_value, qualified_id, value_types: c.value_types.clone() })
            })
            .collect();
        let sub_reg_indices = bank.sub_reg_indices().iter().map(|s| s.def).collect();
        RegisterFacts { registers, classes, sub_reg_indices }
    }

    /// The registers, the classes, then the sub-register indices, each a
    /// count and its items; a record is its index, `u32::MAX` for none.
    fn encode(&self) -> Vec<u8> {
        let mut out = Writer::default();
        let recs = |out: &mut Writer, recs: &[RecId]| {
            out.count(recs.len());
            for r in recs {
                out.u32(r.index() as u32);
            }
        };
        out.count(self.registers.len());
        for r in &self.registers {
            out.u32(r.def.index() as u32);
            out.u32(r.enum_value);
            recs(&mut out, &r.class_types);
            match &r.def_class_types {
                None => out.u8(0),
                Some(t) => {
                    out.u8(1);
                    recs(&mut out, t);
                }
            }
        }
        out.count(self.classes.len());
        for c in &self.classes {
            out.u32(c.def.index() as u32);
            out.u32(c.enum_value);
            out.str(&c.qualified_id);
            recs(&mut out, &c.value_types);
        }
        out.count(self.sub_reg_indices.len());
        for s in &self.sub_reg_indices {
            out.u32(s.map_or(u32::MAX, |r| r.index() as u32));
        }
        out.into_bytes()
    }

    /// Reads [`Self::encode`]'s bytes back; `None` unless every record is
    /// one of `rk`'s and the bytes end with the last item.
    fn decode(rk: &Records<'_>, bytes: &[u8]) -> Option<RegisterFacts> {
        let mut input = Reader::new(bytes);
        let rec = |input: &mut Reader<'_>| rk.rec_id(input.u32()? as usize);
        let recs = |input: &mut Reader<'_>| (0..input.count()?).map(|_| rec(input)).collect::<Option<Vec<_>>>();
        let registers = (0..input.count()?)
            .map(|_| {
                let def = rec(&mut input)?;
                let enum_value = input.u32()?;
                let class_types = recs(&mut input)?;
                let def_class_types = match input.u8()? {
                    0 => None,
                    1 => Some(recs(&mut input)?),
                    _ => return None,
                };
                Some(RegisterFact { def, enum_value, class_types, def_class_types })
            })
            .collect::<Option<Vec<_>>>()?;
        let classes = (0..input.count()?)
            .map(|_| {
                let def = rec(&mut input)?;
                let enum_value = input.u32()?;
                let qualified_id = input.str()?.to_string();
                let value_types = recs(&mut input)?;
                Some(ClassFact { def, enum_value, qualified_id, value_types })
            })
            .collect::<Option<Vec<_>>>()?;
        let sub_reg_indices = (0..input.count()?)
            .map(|_| match input.u32()? {
                u32::MAX => Some(None),
                i => rk.rec_id(i as usize).map(Some),
            })
            .collect::<Option<Vec<_>>>()?;
        input.at_end().then_some(RegisterFacts { registers, classes, sub_reg_indices })
    }
}

/// Appends the items of `from` that `to` lacks, in order.
fn add_once(to: &mut Vec<RecId>, from: &[RecId]) {
    for &t in from {
        if !to.contains(&t) {
            to.push(t);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kept_facts_read_back_whole_and_refuse_damage() {
        let mut rk = tablegen_core::parse_str("t.td", "def A; def B; def C;").expect("parses");
        let records = Records::new(&mut rk);
        let [a, b, c] = ["A", "B", "C"].map(|n| records.keeper().def(n).expect("def"));
        let facts = RegisterFacts {
            registers: vec![
                RegisterFact { def: a, enum_value: 1, class_types: vec![b, c], def_class_types: Some(vec![c]) },
                RegisterFact { def: b, enum_value: 7, class_types: vec![], def_class_types: None },
            ],
            classes: vec![ClassFact {
                def: c,
                enum_value: 3,
                qualified_id: "T::CRegClassID".into(),
                value_types: vec![a],
            }],
            sub_reg_indices: vec![None, Some(b)],
        };
        let bytes = facts.encode();
        assert_eq!(RegisterFacts::decode(&records, &bytes).as_ref(), Some(&facts));
        for len in 0..bytes.len() {
            assert_eq!(RegisterFacts::decode(&records, &bytes[..len]), None, "truncated to {len}");
        }
        let mut longer = bytes.clone();
        longer.push(0);
        assert_eq!(RegisterFacts::decode(&records, &longer), None);
        // A record index beyond the keeper's.
        let mut bad = bytes;
        bad[4..8].copy_from_slice(&1000u32.to_le_bytes());
        assert_eq!(RegisterFacts::decode(&records, &bad), None);
    }
}
