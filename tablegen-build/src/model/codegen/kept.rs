//! The instruction table ([`Instructions`]) as a record cache keeps it.
//!
//! Every backend that reads instructions (the encoder, the disassembler,
//! the instruction info, the selectors, the subtarget) made the table
//! again from the records: about 2.5 s of a warm LLVM build's TableGen
//! step, in field lookups and operand-list checks. The kept bytes hold what
//! those produce; decoding them only copies strings.
//!
//! Layout: the distinct strings (each a count and its bytes), then the
//! enumeration (its defs in enum order, the pseudo count, the namespace),
//! whether some encoding has variable length, and per instruction in enum
//! order its fields and operands. A string is its index in the table, a
//! record its arena index. `MIOperandInfo` values are not saved: a flag
//! says an operand has one, and decoding reads it from the operand's def
//! again (a value handle made by another run may name another value).

use tablegen_core::bytes::{Reader, Writer};
use tablegen_core::intern::FxHashMap;
use tablegen_core::record::RecId;

use super::operands::{Constraint, OperandInfo, OperandList};
use super::{CodeGenInstruction, InstrEnumeration, Instructions};
use crate::backend::Records;

/// Its name among the analyses kept in a record cache.
pub(super) const PERSISTED: &str = "instructions";

/// The strings of an encoding, each once.
#[derive(Default)]
struct Strings<'a> {
    index: FxHashMap<&'a str, u32>,
    list: Vec<&'a str>,
}

impl<'a> Strings<'a> {
    fn add(&mut self, s: &'a str) -> u32 {
        let next = self.list.len() as u32;
        *self.index.entry(s).or_insert_with(|| {
            self.list.push(s);
            next
        })
    }
}

/// Appends `c`: a tag, and the tied operand for `Tied`.
fn constraint(out: &mut Writer, c: Constraint) {
    match c {
        Constraint::None => out.u8(0),
        Constraint::EarlyClobber => out.u8(1),
        Constraint::Tied(n) => {
            out.u8(2);
            out.u32(n);
        }
    }
}

/// The bytes of `insts`.
pub(super) fn encode(insts: &Instructions) -> Vec<u8> {
    // Strings first: the body refers to them by number.
    let mut strings = Strings::default();
    let mut body = Writer::default();
    let rec = |out: &mut Writer, r: RecId| out.u32(r.index() as u32);
    let e = insts.enumeration();
    body.count(e.by_enum().len());
    for &d in e.by_enum() {
        rec(&mut body, d);
    }
    body.count(e.num_pseudo());
    body.u32(strings.add(e.namespace()));
    body.u8(u8::from(insts.has_variable_length_encodings()));
    body.count(insts.by_enum().len());
    for i in insts.by_enum() {
        rec(&mut body, i.def);
        body.u32(strings.add(&i.namespace));
        body.u32(strings.add(&i.asm_string));
        body.u8(u8::from(i.is_pseudo));
        let ops = &i.operands;
        rec(&mut body, ops.def);
        body.u32(ops.num_defs);
        body.u8(u8::from(ops.is_predicable) | u8::from(ops.has_optional_def) << 1 | u8::from(ops.is_variadic) << 2);
        body.count(ops.operands.len());
        for o in &ops.operands {
            rec(&mut body, o.rec);
            body.u32(strings.add(&o.name));
            body.u32(strings.add(&o.printer_method));
            body.u32(strings.add(&o.operand_type));
            body.u32(o.mi_operand_no);
            body.u32(o.mi_num_operands);
            body.u8(u8::from(o.mi_operand_info.is_some()));
            body.count(o.sub_op_names.len());
            for s in &o.sub_op_names {
                body.u32(strings.add(s));
            }
            body.count(o.encoder_methods.len());
            for s in &o.encoder_methods {
                body.u32(strings.add(s));
            }
            body.count(o.do_not_encode.len());
            for &b in &o.do_not_encode {
                body.u8(u8::from(b));
            }
            body.count(o.constraints.len());
            for &c in &o.constraints {
                constraint(&mut body, c);
            }
        }
        // Sorted, so that equal tables give equal bytes.
        let mut aliases: Vec<(&String, &(u32, u32))> = ops.sub_op_aliases.iter().collect();
        aliases.sort_unstable();
        body.count(aliases.len());
        for (name, &(op, sub)) in aliases {
            body.u32(strings.add(name));
            body.u32(op);
            body.u32(sub);
        }
    }
    let mut out = Writer::default();
    out.count(strings.list.len());
    for s in &strings.list {
        out.str(s);
    }
    let mut bytes = out.into_bytes();
    bytes.extend_from_slice(&body.into_bytes());
    bytes
}

/// What [`decode`] reads: the parts of an [`Instructions`].
pub(super) struct Kept {
    pub(super) enumeration: InstrEnumeration,
    pub(super) by_enum: Vec<CodeGenInstruction>,
    pub(super) variable_length: bool,
}

/// Reads [`encode`]'s bytes back against `rk`'s records: the enumeration
/// and the instructions. `None` unless every record, string and tag is
/// valid, every operand said to have `MIOperandInfo` has a dag there, and
/// the bytes end with the last instruction.
pub(super) fn decode(rk: &Records<'_>, bytes: &[u8]) -> Option<Kept> {
    let mut input = Reader::new(bytes);
    let strings: Vec<&str> = (0..input.count()?).map(|_| input.str()).collect::<Option<_>>()?;
    let input = &mut input;
    let rec = |input: &mut Reader<'_>| rk.rec_id(input.u32()? as usize);
    let string = |input: &mut Reader<'_>| strings.get(input.u32()? as usize).map(|s| s.to_string());
    let flag = |input: &mut Reader<'_>| match input.u8()? {
        0 => Some(false),
        1 => Some(true),
        _ => None,
    };
    let by_enum: Vec<RecId> = (0..input.count()?).map(|_| rec(input)).collect::<Option<_>>()?;
    let num_pseudo = input.count()?;
    let namespace = string(input)?;
    let enumeration = InstrEnumeration::from_parts(by_enum, num_pseudo, namespace);
    let variable_length = flag(input)?;
    let n = input.count()?;
    let mut by_enum = Vec::with_capacity(n);
    for _ in 0..n {
        let def = rec(input)?;
        let namespace = string(input)?;
        let asm_string = string(input)?;
        let is_pseudo = flag(input)?;
        let list_def = rec(input)?;
        let num_defs = input.u32()?;
        let bits = input.u8()?;
        if bits >> 3 != 0 {
            return None;
        }
        let count = input.count()?;
        let mut operands = Vec::with_capacity(count.min(64));
        for _ in 0..count {
            let rec = rec(input)?;
            let name = string(input)?;
            let printer_method = string(input)?;
            let operand_type = string(input)?;
            let mi_operand_no = input.u32()?;
            let mi_num_operands = input.u32()?;
            let mi_operand_info = match flag(input)? {
                true => Some(rk.value_as_dag(rec, "MIOperandInfo").ok()?),
                false => None,
            };
            let sub_op_names = (0..input.count()?).map(|_| string(input)).collect::<Option<_>>()?;
            let encoder_methods = (0..input.count()?).map(|_| string(input)).collect::<Option<_>>()?;
            let do_not_encode = (0..input.count()?).map(|_| flag(input)).collect::<Option<_>>()?;
            let constraints = (0..input.count()?)
                .map(|_| match input.u8()? {
                    0 => Some(Constraint::None),
                    1 => Some(Constraint::EarlyClobber),
                    2 => Some(Constraint::Tied(input.u32()?)),
                    _ => None,
                })
                .collect::<Option<_>>()?;
            operands.push(OperandInfo {
                rec,
                name,
                sub_op_names,
                printer_method,
                encoder_methods,
                operand_type,
                mi_operand_no,
                mi_num_operands,
                do_not_encode,
                mi_operand_info,
                constraints,
            });
        }
        let mut aliases = FxHashMap::default();
        for _ in 0..input.count()? {
            aliases.insert(string(input)?, (input.u32()?, input.u32()?));
        }
        let [is_predicable, has_optional_def, is_variadic] = [1, 2, 4].map(|b| bits & b != 0);
        let list = OperandList {
            def: list_def,
            num_defs,
            operands,
            is_predicable,
            has_optional_def,
            is_variadic,
            sub_op_aliases: aliases,
        };
        by_enum.push(CodeGenInstruction { def, namespace, asm_string, is_pseudo, operands: list });
    }
    if !input.at_end() {
        return None;
    }
    Some(Kept { enumeration, by_enum, variable_length })
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablegen_core::parser::{parse_source, ParseOptions};

    const TARGET: &str = r#"include "llvm/Target/Target.td"
        def R0 : Register<"r0">;
        def GPR : RegisterClass<"T", [i32], 32, (add R0)>;
        def simm : Operand<i32> { let EncoderMethod = "getImm"; }
        def mem : Operand<i32> { let MIOperandInfo = (ops GPR, simm); let PrintMethod = "printMem"; }
        def pred : PredicateOperand<OtherVT, (ops simm), (ops (i32 0))>;
        let Namespace = "T" in {
        def ADD : Instruction { let OutOperandList = (outs GPR:$dst); let InOperandList = (ins GPR:$a, simm:$i);
          let Constraints = "$a = $dst,@earlyclobber $dst"; let AsmString = "add $dst, $i"; }
        def LD : Instruction { let OutOperandList = (outs GPR:$dst);
          let InOperandList = (ins (mem $base, $off):$addr, pred:$p); let DisableEncoding = "$p"; }
        def NOPSEUDO : Instruction { let OutOperandList = (outs); let InOperandList = (ins variable_ops);
          let isPseudo = 1; }
        }
        def TII : InstrInfo;
        def T : Target { let InstructionSet = TII; }"#;

    #[test]
    fn kept_table_reads_back_whole_and_refuses_damage() {
        let inc = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden/include");
        let opts = ParseOptions { include_dirs: vec![inc.into()], ..Default::default() };
        let mut rk = parse_source("t.td", TARGET, &opts).expect("parses");
        let mut records = Records::new(&mut rk);
        let made = Instructions::read(&mut records).expect("instructions");
        let bytes = encode(&made);
        let kept = decode(&records, &bytes).expect("reads back");
        assert_eq!(&kept.enumeration, made.enumeration());
        assert_eq!(kept.by_enum, made.by_enum());
        assert_eq!(kept.variable_length, made.has_variable_length_encodings());
        // What the table holds is what the test means to cover.
        let ld = made.get(records.keeper().def("LD").expect("LD")).expect("LD");
        assert!(ld.operands.is_predicable && ld.operands.operands[0].mi_operand_info.is_none());
        assert!(ld.operands.operands[1].mi_operand_info.is_some());
        assert!(!ld.operands.sub_op_aliases.is_empty());
        let add = made.get(records.keeper().def("ADD").expect("ADD")).expect("ADD");
        assert_eq!(add.operands.operands[1].constraints, [Constraint::Tied(0)]);
        assert_eq!(add.operands.operands[0].constraints, [Constraint::EarlyClobber]);
        // Truncated anywhere (a sample: every decode of the whole table is
        // slow in a debug build), and at each of the last bytes.
        for len in (0..bytes.len()).step_by(61).chain(bytes.len().saturating_sub(64)..bytes.len()) {
            assert!(decode(&records, &bytes[..len]).is_none(), "truncated to {len}");
        }
        let mut longer = bytes.clone();
        longer.push(0);
        assert!(decode(&records, &longer).is_none());
    }
}
