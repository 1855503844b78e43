//! Replays the harness's answers: each DAG as LLVM built it is rebuilt in a
//! [`TestDag`] in its LLVM-CSE mode ([`TestDag::llvm`]), the Rust runtime selects its root on the Rust table bytes with
//! the same stand-in hooks, and the outcome and the DAG after selection must
//! print exactly as LLVM's.

use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;

use tablegen_isel_dag::{FpExceptions, Kinds, Mem, Node, Payload, TestDag};

use crate::hooks::{Cp, StandIns};
use crate::isel::{select, IselError, Matcher, NodeOpcodes, SdValue};
use crate::print;

/// A target's Rust-side inputs: the table bytes, node names, complex
/// patterns.
#[derive(Clone, Debug)]
pub struct Target {
    /// Name.
    pub name: String,
    /// The Rust table bytes (convert.py's table.bin).
    pub table: Vec<u8>,
    /// Node names by table opcode.
    pub names: Arc<Vec<String>>,
    /// Complex patterns.
    pub cps: Arc<Vec<Cp>>,
    /// Node predicates that require result 0 to have no use.
    pub no_use: Arc<Vec<u32>>,
}

impl Target {
    /// Reads `table.bin`, `nodes.txt` and `hooks.txt` from `dir`.
    pub fn load(name: &str, dir: &Path) -> Result<Target, String> {
        let read = |f: &str| std::fs::read(dir.join(f)).map_err(|e| format!("{}: {e}", dir.join(f).display()));
        let table = read("table.bin")?;
        let names: Vec<String> = String::from_utf8_lossy(&read("nodes.txt")?).lines().map(str::to_string).collect();
        let mut cps = Vec::new();
        let mut no_use = Vec::new();
        for line in String::from_utf8_lossy(&read("hooks.txt")?).lines() {
            let w: Vec<&str> = line.split_whitespace().collect();
            if w.len() == 4 && w[0] == "U" {
                no_use.push(w[1].parse().map_err(|_| format!("bad hooks line {line}"))?);
            }
            if w.len() == 4 && w[0] == "C" {
                let i: usize = w[1].parse().map_err(|_| format!("bad hooks line {line}"))?;
                if cps.len() <= i {
                    cps.resize(i + 1, Cp::default());
                }
                cps[i] =
                    Cp { results: w[2].parse().map_err(|_| format!("bad hooks line {line}"))?, chained: w[3] == "1" };
            }
        }
        Ok(Target {
            name: name.to_string(),
            table,
            names: Arc::new(names),
            cps: Arc::new(cps),
            no_use: Arc::new(no_use),
        })
    }

    fn opcode(&self, name: &str) -> Option<u16> {
        self.names.iter().position(|n| n == name).and_then(|i| u16::try_from(i).ok())
    }
}

/// Counts for one target.
#[derive(Clone, Debug, Default)]
pub struct Counts {
    /// DAGs compared.
    pub compared: usize,
    /// LLVM selected the root (and Rust agreed).
    pub matched: usize,
    /// LLVM found no pattern (and Rust agreed).
    pub no_match: usize,
    /// Outcome and DAG after selection identical.
    pub identical: usize,
    /// DAGs the harness did not select (roots SelectCodeCommon handles
    /// before its table, or DAGs it could not build).
    pub skipped: usize,
    /// The first few differences.
    pub differences: Vec<String>,
    /// Differences in all.
    pub different: usize,
}

/// One case of the harness's output.
struct Case<'a> {
    header: &'a str,
    known: Vec<&'a str>,
    nodes: Vec<&'a str>,
    root: usize,
    res: &'a str,
    out: &'a str,
}

/// Replays `llvm_txt` (the harness's output) on `target`; `limit` caps the
/// cases compared (0: all).
pub fn replay(target: &Target, llvm_txt: &str, limit: usize) -> Result<Counts, String> {
    let mut lines = llvm_txt.lines();
    let mut pointer_vt = 0u16;
    let mut flags: HashMap<u16, u8> = HashMap::new();
    let mut counts = Counts::default();
    let find = |n: &str| target.opcode(n).ok_or_else(|| format!("{}: node {n} not in nodes.txt", target.name));
    let kinds = Kinds {
        entry_token: find("ISD::EntryToken")?,
        token_factor: find("ISD::TokenFactor")?,
        constant: find("ISD::Constant")?,
        target_constant: find("ISD::TargetConstant")?,
        constant_fp: find("ISD::ConstantFP")?,
        target_constant_fp: find("ISD::TargetConstantFP")?,
        register: find("ISD::Register")?,
        copy_to_reg: find("ISD::CopyToReg")?,
    };
    let opcodes = NodeOpcodes {
        and: find("ISD::AND")?,
        or: find("ISD::OR")?,
        constant: kinds.constant,
        constant_fp: kinds.constant_fp,
        token_factor: kinds.token_factor,
        entry_token: kinds.entry_token,
    };
    let matcher = Matcher::new(&target.table, opcodes).map_err(|e| format!("{}: table: {e}", target.name))?;
    let mut flags_arc = Arc::new(flags.clone());
    let strict_nodes: std::collections::HashSet<u16> = (0..target.names.len())
        .filter(|&i| target.names[i].starts_with("ISD::STRICT_"))
        .filter_map(|i| u16::try_from(i).ok())
        .collect();
    let fp_exceptions = |flags: &HashMap<u16, u8>| {
        let instructions = flags.iter().filter(|(_, f)| *f & 4 != 0).map(|(&i, _)| i).collect();
        Arc::new(FpExceptions { instructions, nodes: strict_nodes.clone() })
    };
    let mut fp_arc = fp_exceptions(&flags);
    while let Some(line) = lines.next() {
        if let Some(rest) = line.strip_prefix("target ") {
            let w: Vec<&str> = rest.split_whitespace().collect();
            pointer_vt = w.get(2).and_then(|s| s.parse().ok()).ok_or("bad target line")?;
            continue;
        }
        if let Some(rest) = line.strip_prefix("flags") {
            for item in rest.split_whitespace() {
                let (i, m) = item.split_once(':').ok_or("bad flags")?;
                flags.insert(i.parse().map_err(|_| "bad flags")?, m.parse().map_err(|_| "bad flags")?);
            }
            flags_arc = Arc::new(flags.clone());
            fp_arc = fp_exceptions(&flags);
            continue;
        }
        if !line.starts_with("case ") {
            continue;
        }
        let mut case = Case { header: line, known: Vec::new(), nodes: Vec::new(), root: 0, res: "", out: "" };
        for l in lines.by_ref() {
            if l == "end" {
                break;
            } else if let Some(n) = l.strip_prefix("n ") {
                case.nodes.push(n);
            } else if let Some(k) = l.strip_prefix("k ") {
                case.known.push(k);
            } else if let Some(r) = l.strip_prefix("root ") {
                case.root = r.parse().map_err(|_| format!("bad root line {l}"))?;
            } else if let Some(r) = l.strip_prefix("res ") {
                case.res = r;
            } else if let Some(o) = l.strip_prefix("out ") {
                case.out = o;
            }
        }
        if case.res != "ok" && case.res != "nomatch" {
            counts.skipped += 1;
            continue;
        }
        if limit != 0 && counts.compared >= limit {
            break;
        }
        counts.compared += 1;
        let salt = case
            .header
            .split_whitespace()
            .nth(2)
            .and_then(|s| u64::from_str_radix(s, 16).ok())
            .ok_or_else(|| format!("bad case line {}", case.header))?;
        let mut dag = TestDag::llvm(kinds);
        dag.pointer_vt = pointer_vt;
        dag.fp_exceptions = fp_arc.clone();
        for n in &case.nodes {
            let node = parse_node(target, n)?;
            dag.push(node);
        }
        dag.root = dag.nodes.len().checked_sub(1).ok_or("empty DAG")?;
        for k in &case.known {
            let w: Vec<&str> = k.split_whitespace().collect();
            let parsed = (|| -> Option<((usize, u32), (u64, u64))> {
                Some((
                    (w.first()?.parse().ok()?, w.get(1)?.parse().ok()?),
                    (u64::from_str_radix(w.get(2)?, 16).ok()?, u64::from_str_radix(w.get(3)?, 16).ok()?),
                ))
            })();
            let (key, bits) = parsed.ok_or_else(|| format!("bad known-bits line {k}"))?;
            dag.known.insert(key, bits);
        }
        let mut hooks = StandIns {
            salt,
            originals: dag.nodes.len(),
            cps: target.cps.clone(),
            no_use: target.no_use.clone(),
            instr_flags: flags_arc.clone(),
        };
        let outcome = match select(&mut dag, &mut hooks, &matcher, case.root) {
            Ok(_) => "ok".to_string(),
            Err(IselError::CannotSelect { .. }) => "nomatch".to_string(),
            Err(e) => format!("error: {e}"),
        };
        let out = print::canonical(&dag, &target.names);
        if outcome == case.res && out == case.out {
            counts.identical += 1;
            if outcome == "ok" {
                counts.matched += 1;
            } else {
                counts.no_match += 1;
            }
        } else {
            counts.different += 1;
            if counts.differences.len() < 5 {
                counts.differences.push(format!(
                    "{} {}: LLVM {} / Rust {}\n  LLVM: {}\n  Rust: {}",
                    target.name, case.header, case.res, outcome, case.out, out
                ));
            }
        }
    }
    Ok(counts)
}

fn parse_node(target: &Target, text: &str) -> Result<Node, String> {
    let parts: Vec<&str> = text.splitn(4, '|').collect();
    if parts.len() != 4 {
        return Err(format!("bad node line {text}"));
    }
    let bad = || format!("bad node line {text}");
    let opcode = target.opcode(parts[0]).unwrap_or(u16::MAX - 1);
    let vts: Vec<u16> = if parts[1].is_empty() {
        Vec::new()
    } else {
        parts[1].split(',').map(|s| s.parse::<u16>().map_err(|_| bad())).collect::<Result<_, _>>()?
    };
    let mut ops = Vec::new();
    if !parts[2].is_empty() {
        for o in parts[2].split(',') {
            let (n, r) = o.split_once('.').ok_or_else(bad)?;
            ops.push(SdValue::new(n.parse().map_err(|_| bad())?, r.parse().map_err(|_| bad())?));
        }
    }
    let mut node = Node::new(opcode, &vts, &ops, Payload::None);
    for tok in parts[3].split_whitespace() {
        if tok == "nfe" {
            node.no_fp_except = true;
        } else if let Some(m) = tok.strip_prefix('m') {
            let digits: String = m.chars().take_while(char::is_ascii_digit).collect();
            node.mem =
                Some(Mem { id: digits.parse().map_err(|_| bad())?, load: m.contains('l'), store: m.contains('s') });
        } else {
            (node.payload, node.class) = print::parse_class(tok).ok_or_else(bad)?;
        }
    }
    Ok(node)
}

/// The self-check: flips a bit of the instruction number of a
/// MorphNodeTo/EmitNode operation whose instruction LLVM's answers contain
/// (the first such byte that makes a difference) and replays. Returns the
/// byte's offset, the instruction before and after, and the counts, or
/// `None` if no such corruption was noticed. The table is restored.
pub fn corruption_caught(target: &mut Target, llvm: &str) -> Result<Option<(usize, u16, u16, Counts)>, String> {
    use crate::isel::opc as o;
    let used: std::collections::HashSet<u16> = llvm
        .lines()
        .filter(|l| l.starts_with("out "))
        .flat_map(|l| l.split([';', ' ']).filter_map(|t| t.strip_prefix('M')?.split('|').next()?.parse().ok()))
        .collect();
    let original = target.table.clone();
    let mut found = None;
    for pos in 0..original.len().saturating_sub(2) {
        let emits = (o::EMIT_NODE..=o::MORPH_NODE_TO0_GLUE_OUTPUT + 2).contains(&original[pos]);
        let opc = u16::from_le_bytes([original[pos + 1], original[pos + 2]]);
        if !emits || !used.contains(&opc) {
            continue;
        }
        target.table.clone_from(&original);
        target.table[pos + 1] ^= 1;
        let c = replay(target, llvm, 0)?;
        if c.different > 0 {
            found = Some((pos + 1, opc, opc ^ 1, c));
            break;
        }
    }
    target.table = original;
    Ok(found)
}
