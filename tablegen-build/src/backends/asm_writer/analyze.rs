//! Records to [`AsmWriterModel`], in LLVM's order (so that the first error
//! is LLVM's): the `AsmWriter` def, the instructions' asm strings, the
//! mnemonic table and the fragments packed into each opcode's word, the
//! register names, then the aliases.

use std::collections::BTreeMap;

use tablegen_core::init::InitKind;
use tablegen_core::record::RecId;

use super::model::*;
use super::ASM_WRITER_NUM;
use crate::backend::{Options, Records, Result};
use crate::model::asm::StepsDiffer;
use crate::model::asm::{
    flatten_variants, tied_to_same_class, unescape, AsmOperand, AsmWriterInst, InstAlias, ResultOperand,
};
use crate::model::codegen::registers::{AsmNames, RegBank};
use crate::model::codegen::{qualified_name, CodeGenTarget, FeatureNumbers, Instructions};
use crate::support::fields::{derived, fatal, fatal_at, lift};
use crate::support::seq_table::{OffsetTable, SequenceToOffsetTable};

/// Bits of the per-opcode word.
const WORD_BITS: u32 = 64;

pub(super) fn analyze(rk: &mut Records<'_>, opts: &Options) -> Result<AsmWriterModel> {
    let target = CodeGenTarget::shared(rk)?;
    let number: u64 = opts.string(&ASM_WRITER_NUM).parse().unwrap_or(0);
    let writers = {
        let r = rk.value_as_list_of_defs(target.def(), "AssemblyWriters");
        lift(rk, r)?
    };
    let Some(&writer) = usize::try_from(number).ok().and_then(|n| writers.get(n)) else {
        return fatal(rk, &[], format!("Target does not have an AsmWriter #{number}!"));
    };
    let class_name = lift_str(rk, writer, "AsmWriterClassName")?;
    let variant = {
        let r = rk.value_as_int(writer, "Variant");
        lift(rk, r)? as u32
    };
    let pass_subtarget = {
        let r = rk.value_as_int(writer, "PassSubtarget");
        lift(rk, r)? != 0
    };
    let insts = rk.model(Instructions::new)?;
    let instructions: Vec<(String, String)> =
        insts.by_enum().iter().map(|i| (i.namespace.clone(), rk.name_str(i.def).to_owned())).collect();

    let mut parsed = Vec::new();
    for (k, inst) in insts.by_enum().iter().enumerate() {
        if inst.asm_string.is_empty() || rk.name_str(inst.def) == "PHI" {
            continue;
        }
        match AsmWriterInst::new(rk.keeper(), inst, k, variant) {
            Ok(w) => parsed.push(w),
            Err(e) => return fatal(rk, &e.locs, e.msg),
        }
    }

    let mut steps = vec![None; instructions.len()];
    for w in &parsed {
        steps[w.index] = Some(w.operands.clone());
    }
    let (mnemonics, fragments) = pack(&instructions, &mut parsed);
    let leftovers = group_leftovers(parsed);

    let bank = RegBank::shared(rk)?;
    let registers = register_names(rk, &bank)?;
    let target_name = target.name(rk.keeper()).to_owned();
    let aliases = aliases(rk, &insts, &bank, &target_name, variant, pass_subtarget)?;

    Ok(AsmWriterModel {
        target: target_name,
        class_name,
        pass_subtarget,
        variant,
        instructions,
        steps,
        mnemonics,
        fragments,
        leftovers,
        registers,
        aliases,
    })
}

fn lift_str(rk: &mut Records<'_>, rec: RecId, field: &str) -> Result<String> {
    let r = rk.value_as_string(rec, field).map(str::to_owned);
    lift(rk, r)
}

fn chars(s: &str) -> Vec<i8> {
    s.bytes().map(|b| b as i8).collect()
}

/// Lays out the mnemonics, then packs as many fragments of operand steps
/// into each opcode's word as fit (LLVM's `EmitGetMnemonic`), removing the
/// steps packed from `insts`.
fn pack(names: &[(String, String)], insts: &mut [AsmWriterInst]) -> (Mnemonics, Vec<Vec<Command>>) {
    let leading = |w: &AsmWriterInst| match w.operands.first() {
        Some(AsmOperand::Literal(s)) if !s.is_empty() => Some(unescape_chars(s)),
        _ => None,
    };
    let mut strings = SequenceToOffsetTable::new();
    for w in insts.iter() {
        if let Some(s) = leading(w) {
            strings.add(&s);
        }
    }
    let table = strings.layout();
    let mut opcode_info = vec![0u64; names.len()];
    let mut max_offset = 0usize;
    for w in insts.iter_mut() {
        let offset = match leading(w) {
            Some(s) => {
                let o = table.get(&s).unwrap_or(0);
                max_offset = max_offset.max(o);
                w.operands.remove(0);
                o
            }
            None => table.get(&[]).unwrap_or(0),
        };
        opcode_info[w.index] = offset as u64 + 1;
    }
    let asm_str_bits = log2_ceil(max_offset as u64 + 2);
    let mut bits_left = WORD_BITS - asm_str_bits;
    let mut fragments = Vec::new();
    loop {
        let (commands, members) = unique_commands(names, insts);
        if commands.is_empty() {
            break;
        }
        let bits = log2_ceil(commands.len() as u64);
        if bits > bits_left {
            break;
        }
        let shift = WORD_BITS - bits_left;
        for (k, (cmd, idxs)) in commands.iter().zip(&members).enumerate() {
            for &i in idxs {
                let w = &mut insts[i];
                if let Some(word) = opcode_info.get_mut(w.index) {
                    *word |= (k as u64).checked_shl(shift).unwrap_or(0);
                }
                let n = cmd.steps.len().min(w.operands.len());
                w.operands.drain(..n);
            }
        }
        bits_left -= bits;
        fragments.push(commands);
    }
    let mnemonics = Mnemonics { table, opcode_info, asm_str_bits, bits_used: WORD_BITS - bits_left };
    (mnemonics, fragments)
}

/// A mnemonic as the bytes of its text.
fn unescape_chars(s: &str) -> Vec<i8> {
    chars(&unescape(s))
}

/// The distinct next steps of the instructions still printing, each with
/// the instructions taking it; a command takes in the steps after it that
/// all its instructions share (LLVM's `FindUniqueOperandCommands`).
fn unique_commands(names_of: &[(String, String)], insts: &[AsmWriterInst]) -> (Vec<Command>, Vec<Vec<usize>>) {
    let mut firsts: Vec<&AsmOperand> = Vec::new();
    let mut names: Vec<String> = Vec::new();
    let mut members: Vec<Vec<usize>> = Vec::new();
    for (i, w) in insts.iter().enumerate() {
        let Some(first) = w.operands.first() else { continue };
        let name = names_of.get(w.index).map_or("", |n| n.1.as_str());
        match firsts.iter().position(|f| *f == first) {
            Some(k) => {
                names[k].push_str(", ");
                names[k].push_str(name);
                members[k].push(i);
            }
            None => {
                firsts.push(first);
                names.push(name.to_owned());
                members.push(vec![i]);
            }
        }
    }
    let mut commands = Vec::with_capacity(firsts.len());
    for (k, idxs) in members.iter().enumerate() {
        let lead = &insts[idxs[0]];
        let mut steps = vec![lead.operands[0].clone()];
        for op in 1.. {
            let Some(next) = lead.operands.get(op) else { break };
            if idxs[1..].iter().any(|&j| insts[j].operands.get(op) != Some(next)) {
                break;
            }
            steps.push(next.clone());
        }
        let mut comment = std::mem::take(&mut names[k]);
        if comment.len() > 70 {
            let mut cut = 70;
            while !comment.is_char_boundary(cut) {
                cut -= 1;
            }
            comment.truncate(cut);
            comment.push_str("...");
        }
        commands.push(Command { comment, steps });
    }
    (commands, members)
}

/// Groups the instructions with steps left, in LLVM's order (its
/// `EmitInstructions`, emptying a reversed list from the back): each group
/// is the first remaining instruction and every later one whose steps
/// differ from it at most in the group's one differing step.
fn group_leftovers(insts: Vec<AsmWriterInst>) -> Vec<Group> {
    let mut rest: Vec<AsmWriterInst> = insts.into_iter().filter(|w| !w.operands.is_empty()).collect();
    rest.reverse();
    let mut groups = Vec::new();
    while let Some(first) = rest.pop() {
        let mut similar: Vec<AsmWriterInst> = Vec::new();
        let mut differing: Option<usize> = None;
        let mut i = rest.len();
        while i != 0 {
            let d = rest[i - 1].differs_from(&first);
            if d != StepsDiffer::More {
                let at = match d {
                    StepsDiffer::At(k) => Some(k),
                    _ => None,
                };
                if differing.is_none() {
                    differing = at;
                }
                if differing == at || d == StepsDiffer::Nowhere {
                    similar.push(rest.remove(i - 1));
                }
            }
            i -= 1;
        }
        let mut opcodes = vec![first.index];
        opcodes.extend(similar.iter().map(|w| w.index));
        let differing = differing.map(|k| {
            let mut versions = vec![first.operands[k].clone()];
            versions.extend(similar.iter().map(|w| w.operands[k].clone()));
            (k, versions)
        });
        groups.push(Group { opcodes, steps: first.operands, differing });
    }
    groups
}

/// The names of `getRegisterName`, under every alternate-name index when
/// the target has more than one.
fn register_names(rk: &mut Records<'_>, bank: &RegBank) -> Result<RegisterNames> {
    let indices = derived(rk, "RegAltNameIndex")?;
    let namespace = match bank.registers().first() {
        Some(r) => lift_str(rk, r.def, "Namespace")?,
        None => String::new(),
    };
    let has_alt_names = indices.len() > 1;
    let table = |alt: String, fallback: Option<String>, names: Vec<String>| {
        let seqs: Vec<Vec<i8>> = names.iter().map(|n| chars(n)).collect();
        let (table, offsets) = OffsetTable::with_offsets(seqs);
        NameTable { alt, fallback, table, offsets, names }
    };
    let tables = if has_alt_names {
        let names = match AsmNames::new(rk.keeper(), bank, &indices) {
            Ok(n) => n.names,
            Err(e) => return fatal_at(rk, e.register, e.message()),
        };
        indices
            .iter()
            .zip(names)
            .map(|(&i, names)| {
                let fallback = rk.value_as_def(i, "FallbackRegAltNameIndex").ok().map(|f| rk.name_str(f).to_owned());
                table(rk.name_str(i).to_owned(), fallback, names)
            })
            .collect()
    } else {
        vec![table(String::new(), None, AsmNames::plain(rk.keeper(), bank))]
    };
    let defs = bank.registers().iter().map(|r| rk.name_str(r.def).to_owned()).collect();
    Ok(RegisterNames { namespace, count: bank.registers().len(), defs, has_alt_names, tables })
}

/// Spaces and tabs in an asm string (LLVM's `CountNumOperands`).
fn count_operands(s: &str) -> usize {
    s.bytes().filter(|&c| c == b' ' || c == b'\t').count()
}

/// `UnescapeAliasString`: `\{` and `\}` become braces.
fn unescape_alias(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\\' && i + 1 < b.len() && (b[i + 1] == b'{' || b[i + 1] == b'}') {
            out.push(b[i + 1]);
            i += 2;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// What numbers the Rust tables give registers, classes and features.
struct Numbers<'a> {
    bank: &'a RegBank,
    /// The `SubtargetFeature` defs' bits.
    features: &'a FeatureNumbers,
}

/// One alias being turned into a pattern (LLVM's `IAPrinter`).
struct Printer {
    /// Operand name to (machine operand, print method or -1).
    ops: BTreeMap<String, (i32, i32)>,
    conds: Vec<Cond>,
    result: String,
    asm: String,
    num_mi_ops: u32,
}

impl Printer {
    /// The alias string with its operands encoded, its C++ form and the
    /// bytes it stands for.
    fn encode(&self) -> (String, Vec<u8>) {
        let s = self.asm.as_bytes();
        let mut cxx: Vec<u8> = Vec::new();
        let mut bytes: Vec<u8> = Vec::new();
        let mut i = 0;
        while i < s.len() {
            let c = s[i];
            cxx.push(c);
            bytes.push(c);
            i += 1;
            if c != b'$' {
                continue;
            }
            let (name, next) = parse_name(s, i);
            i = next;
            // An unmapped name reads as operand 0 with print method 0, as
            // in LLVM's build without assertions.
            let (op, pm) = self.ops.get(&name).copied().unwrap_or((0, 0));
            if pm == -1 {
                cxx.extend_from_slice(format!("\\x{:02X}", op + 1).as_bytes());
                bytes.push((op + 1) as u8);
            } else {
                let (b1, b2) = ((op + 1) as u8, (pm + 1) as u8);
                cxx.extend_from_slice(format!("\\xFF\\x{:02X}\\x{:02X}", op + 1, pm + 1).as_bytes());
                bytes.extend_from_slice(&[0xFF, b1, b2]);
            }
        }
        (String::from_utf8_lossy(&cxx).into_owned(), bytes)
    }
}

/// The operand name after a `$` at `at`: `{name}` or an identifier; and
/// where the text resumes.
fn parse_name(s: &[u8], at: usize) -> (String, usize) {
    if s.get(at) == Some(&b'{') {
        let start = at + 1;
        let mut i = start;
        while i < s.len() && s[i] != b'}' {
            i += 1;
        }
        let next = if i < s.len() { i + 1 } else { i };
        (String::from_utf8_lossy(&s[start..i]).into_owned(), next)
    } else {
        let mut i = at;
        while i < s.len() && (s[i].is_ascii_alphanumeric() || s[i] == b'_') {
            i += 1;
        }
        (String::from_utf8_lossy(&s[at..i]).into_owned(), i)
    }
}

/// The alias patterns (LLVM's `EmitPrintAliasInstruction`, up to the
/// tables it prints).
fn aliases(
    rk: &mut Records<'_>,
    insts: &Instructions,
    bank: &RegBank,
    namespace: &str,
    variant: u32,
    pass_subtarget: bool,
) -> Result<Aliases> {
    let defs = derived(rk, "InstAlias")?;
    // Per qualified result instruction: (priority, alias), best first, then
    // by definition order.
    let mut by_inst: BTreeMap<String, Vec<(i64, InstAlias)>> = BTreeMap::new();
    for def in defs {
        let priority = {
            let r = rk.value_as_int(def, "EmitPriority");
            lift(rk, r)?
        };
        if priority < 1 {
            continue;
        }
        let dag = {
            let r = rk.value_as_dag(def, "ResultInst");
            lift(rk, r)?
        };
        let op = match *rk.inits.kind(dag) {
            InitKind::Dag { op, .. } => rk.inits.as_def(op),
            _ => None,
        };
        let Some(op) = op else {
            return fatal_at(rk, def, "Expected record as operator");
        };
        let key = qualified_name(rk.keeper(), op);
        let alias = match InstAlias::new(rk.keeper(), def, insts, bank) {
            Ok(a) => a,
            Err(e) => return fatal(rk, &e.locs, e.msg),
        };
        by_inst.entry(key).or_default().push((priority, alias));
    }
    for list in by_inst.values_mut() {
        list.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.def.cmp(&b.1.def)));
    }

    let mut out = Aliases { namespace: namespace.to_owned(), ..Aliases::default() };
    let features = FeatureNumbers::new(rk);
    let cx = Numbers { bank, features: &features };
    let mut predicate_of: BTreeMap<RecId, u32> = BTreeMap::new();
    let mut printers: BTreeMap<String, Vec<Printer>> = BTreeMap::new();
    for (key, list) in &by_inst {
        let mut iaps = Vec::new();
        for (_, alias) in list {
            if let Some(p) = printer(rk, insts, &cx, alias, variant, pass_subtarget, &mut out, &mut predicate_of)? {
                iaps.push(p);
            }
        }
        printers.insert(key.clone(), iaps);
    }

    let mut strings: BTreeMap<String, u32> = BTreeMap::new();
    let mut size: u32 = 0;
    let (mut patterns_so_far, mut conds_so_far) = (0usize, 0usize);
    for (index, inst) in insts.by_enum().iter().enumerate() {
        let key = qualified_name(rk.keeper(), inst.def);
        let Some(iaps) = printers.get(&key) else { continue };
        let same = |a: &Printer, b: &Printer| a.num_mi_ops == b.num_mi_ops && a.conds == b.conds;
        let unique: Vec<&Printer> = iaps
            .iter()
            .enumerate()
            .filter(|&(i, p)| !iaps.iter().enumerate().any(|(j, q)| i != j && same(p, q)))
            .map(|(_, p)| p)
            .collect();
        if unique.is_empty() {
            continue;
        }
        let first_pattern = patterns_so_far;
        let mut patterns = Vec::with_capacity(unique.len());
        for p in unique {
            let (cxx, bytes) = p.encode();
            let offset = match strings.get(&cxx) {
                Some(&o) => o,
                None => {
                    let o = size;
                    strings.insert(cxx.clone(), o);
                    size += bytes.len() as u32 + 1;
                    out.strings.push(AliasString { offset: o, cxx, bytes });
                    o
                }
            };
            patterns.push(AliasPattern {
                result: p.result.clone(),
                string_offset: offset,
                first_cond: conds_so_far,
                num_mi_ops: p.num_mi_ops,
                conds: p.conds.clone(),
            });
            conds_so_far += p.conds.len();
            patterns_so_far += 1;
        }
        out.by_opcode.push(OpcodeAliases { opcode: key, index, first_pattern, patterns });
    }
    Ok(out)
}

/// One alias's pattern, or `None` when it is not printed (its string has
/// more operands than its instruction's).
#[allow(clippy::too_many_arguments)]
fn printer(
    rk: &mut Records<'_>,
    insts: &Instructions,
    cx: &Numbers<'_>,
    alias: &InstAlias,
    variant: u32,
    pass_subtarget: bool,
    out: &mut Aliases,
    predicate_of: &mut BTreeMap<RecId, u32>,
) -> Result<Option<Printer>> {
    let Some(inst) = insts.get(alias.result_inst) else { return Ok(None) };
    let inst_asm = flatten_variants(&inst.asm_string, variant);
    let alias_asm = unescape_alias(&flatten_variants(&alias.asm_string, variant));
    if count_operands(&inst_asm) < count_operands(&alias_asm) {
        return Ok(None);
    }
    let list = &inst.operands;
    let num_mi_ops = list.operands.iter().map(|o| o.mi_num_operands).sum();
    let mut p = Printer {
        ops: BTreeMap::new(),
        conds: Vec::new(),
        result: rk.as_string(alias.result),
        asm: alias_asm,
        num_mi_ops,
    };
    let mut mi_op: u32 = 0;
    for ro in &alias.operands {
        // Tied operands the alias does not spell out.
        while let Some((o, _)) = list.sub_operand_number(mi_op) {
            let opnd = &list.operands[o as usize];
            if opnd.mi_num_operands == 1 && tied_to_same_class(rk.keeper(), &list.operands, opnd) {
                mi_op += 1;
                continue;
            }
            break;
        }
        while p.conds.len() < mi_op as usize {
            p.conds.push(Cond::Ignore);
        }
        match ro {
            ResultOperand::Record { name, rec } => {
                let mut rec = *rec;
                let mut print_method = -1i32;
                if rk.is_subclass_of_name(rec, "RegisterOperand") || rk.is_subclass_of_name(rec, "Operand") {
                    let method = lift_str(rk, rec, "PrintMethod")?;
                    let pc_rel = rk.value_as_string(rec, "OperandType").is_ok_and(|t| t == "OPERAND_PCREL");
                    if !method.is_empty() && method != "printOperand" {
                        print_method = match out.print_methods.iter().position(|(m, _)| *m == method) {
                            Some(k) => k as i32,
                            None => {
                                out.print_methods.push((method, pc_rel));
                                out.print_methods.len() as i32 - 1
                            }
                        };
                    }
                }
                if rk.is_subclass_of_name(rec, "RegisterOperand") {
                    let r = rk.value_as_def(rec, "RegClass");
                    rec = lift(rk, r)?;
                }
                if rk.is_subclass_of_name(rec, "RegisterClass") {
                    match p.ops.get(name) {
                        None => {
                            p.ops.insert(name.clone(), (mi_op as i32, print_method));
                            let id = cx.bank.find_class(rec).map_or(0, |c| c.0);
                            p.conds.push(Cond::RegClass { name: rk.name_str(rec).to_owned(), id });
                        }
                        Some(&(tied, _)) => p.conds.push(Cond::TiedReg(tied)),
                    }
                } else {
                    p.ops.insert(name.clone(), (mi_op as i32, print_method));
                    let entry = match predicate_of.get(&rec) {
                        Some(&e) => Some(e),
                        None => {
                            let unset = {
                                let r = rk.value_init(rec, "MCOperandPredicate");
                                lift(rk, r)? == tablegen_core::init::Init::UNSET
                            };
                            if unset {
                                None
                            } else {
                                let code = lift_str_code(rk, rec)?;
                                out.operand_predicates.push((rk.name_str(rec).to_owned(), code));
                                let e = out.operand_predicates.len() as u32;
                                predicate_of.insert(rec, e);
                                Some(e)
                            }
                        }
                    };
                    if let Some(e) = entry {
                        p.conds.push(Cond::Custom(e));
                    }
                }
            }
            ResultOperand::Imm(v) => {
                let Ok(v32) = i32::try_from(*v) else {
                    return fatal(
                        rk,
                        &[],
                        "Matching an alias with an immediate out of the range of int32_t is not supported",
                    );
                };
                p.conds.push(Cond::Imm(v32));
            }
            ResultOperand::Reg(r) => p.conds.push(Cond::Reg(r.map(|r| {
                let number = cx.bank.find_reg(r).map_or(0, |id| id.0 + 1);
                (rk.name_str(r).to_owned(), number)
            }))),
        }
        mi_op += ro.mi_num_operands(rk.keeper());
    }
    if pass_subtarget {
        features(rk, cx, alias.def, &mut p.conds)?;
    }
    Ok(Some(p))
}

/// `MCOperandPredicate`'s code.
fn lift_str_code(rk: &mut Records<'_>, rec: RecId) -> Result<String> {
    lift_str(rk, rec, "MCOperandPredicate")
}

/// The conditions of the alias's `Predicates` that the assembler matcher
/// checks (`AssemblerMatcherPredicate`), from their `AssemblerCondDag`s.
fn features(rk: &mut Records<'_>, cx: &Numbers<'_>, alias: RecId, conds: &mut Vec<Cond>) -> Result<()> {
    let preds = {
        let r = rk.value_as_list_of_defs(alias, "Predicates");
        lift(rk, r)?
    };
    for pred in preds {
        let on = {
            let r = rk.value_as_bit(pred, "AssemblerMatcherPredicate");
            lift(rk, r)?
        };
        if !on {
            continue;
        }
        let dag = {
            let r = rk.value_as_dag(pred, "AssemblerCondDag");
            lift(rk, r)?
        };
        let invalid = |rk: &mut Records<'_>| fatal_at::<()>(rk, pred, "Invalid AssemblerCondDag!");
        let (op, mut args) = match *rk.inits.kind(dag) {
            InitKind::Dag { op, args, .. } => (op, rk.inits.slice(args).to_vec()),
            _ => return invalid(rk),
        };
        let combine = match rk.inits.as_def(op) {
            Some(d) => rk.name_str(d).to_owned(),
            None => return invalid(rk),
        };
        if (combine != "any_of" && combine != "all_of") || args.is_empty() {
            return invalid(rk);
        }
        let or = combine == "any_of";
        if or && args.len() == 2 {
            if let InitKind::Dag { args: inner, .. } = *rk.inits.kind(args[1]) {
                let inner = rk.inits.slice(inner).to_vec();
                args.truncate(1);
                args.extend(inner);
            }
        }
        for mut arg in args {
            let mut neg = false;
            if let InitKind::Dag { op, args: inner, .. } = *rk.inits.kind(arg) {
                let inner = rk.inits.slice(inner);
                if rk.as_string(op) != "not" || inner.len() != 1 {
                    return invalid(rk);
                }
                arg = inner[0];
                neg = true;
            }
            let feature = rk.inits.as_def(arg).filter(|&d| rk.is_subclass_of_name(d, "SubtargetFeature"));
            let Some(feature) = feature else { return invalid(rk) };
            let bit = cx.features.number(feature).unwrap_or(0);
            conds.push(Cond::Feature { or, neg, name: rk.name_str(feature).to_owned(), bit });
        }
        if or {
            conds.push(Cond::EndOrFeatures);
        }
    }
    Ok(())
}
