//! `-gen-register-bank` (LLVM's RegisterBankEmitter): the GlobalISel
//! register banks of a target, each with the register classes it covers
//! and its size under every hardware mode, in C++ (the
//! `<Target>GenRegisterBank.inc` that `<Target>RegisterBankInfo` includes)
//! and in Rust.
//!
//! A bank covers the classes its `RegisterClasses` list names and, found
//! from each of those as LLVM's emitter finds them, their sub-classes
//! (recursively) and their sub-register classes: the classes into which
//! all of a class's registers map through one sub-register index. The
//! order in which the classes are found is kept, since the C++ lists them
//! in that order and the largest class (by spill size) is the first one
//! found with the largest size.
//!
//! ```
//! use tablegen_build::{registry, Lang, Options, Records};
//! use tablegen_core::parser::{parse_source, ParseOptions};
//! let src = r#"
//!   include "llvm/Target/Target.td"
//!   def MyTarget : Target;
//!   def R0 : Register<"r0">;
//!   def R1 : Register<"r1">;
//!   def GPR : RegisterClass<"MyTarget", [i32], 32, (add R0, R1)>;
//!   def GPRLow : RegisterClass<"MyTarget", [i32], 32, (add R0)>;
//!   def GPRRegBank : RegisterBank<"GPRB", [GPR]>;
//! "#;
//! let include = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden/include");
//! let opts = ParseOptions { include_dirs: vec![include.into()], ..Default::default() };
//! let mut rk = parse_source("t.td", src, &opts).unwrap();
//! let backend = registry::find("gen-register-bank").unwrap();
//! let cpp = backend.emit(&mut Records::new(&mut rk), &Options::default(), Lang::Cpp).unwrap();
//! // GPRLow is a sub-class of GPR, so the bank covers it too.
//! assert!(cpp.contains("    (1u << (MyTarget::GPRRegClassID - 0)) |\n    (1u << (MyTarget::GPRLowRegClassID - 0)) |\n"));
//! let rust = backend.emit(&mut Records::new(&mut rk), &Options::default(), Lang::Rust).unwrap();
//! assert!(rust.contains("    0x0000_0003, // 0-31\n"));
//! ```

mod cpp;
mod rust;

use crate::backend::{Options, Pipeline, Records, Result};
use crate::model::codegen::registers::{BitSet, ClassId, RegBank};
use crate::model::codegen::CodeGenTarget;
use crate::support::fields::{defs_field, derived, fatal, fatal_at, fatal_at_def, string_field};

/// `-gen-register-bank`.
pub static BACKEND: Pipeline<RegisterBanks> =
    Pipeline::new("gen-register-bank", "Generate registers bank descriptions", analyze, cpp::write)
        .rust(rust::write)
        .rust_checked(check_rust)
        .requires(&["RegClass"]);

/// The Rust tables name classes by a `u16` (the runtime's `RegisterBank`
/// reads them as such, as the register-info module's class enum is): a
/// bank covering a class numbered past that is reported at the bank.
fn check_rust(rk: &mut Records<'_>, m: &RegisterBanks, _: &Options) -> Result<()> {
    for b in &m.banks {
        if let Some(&c) = b.classes.iter().find(|&&c| c > u32::from(u16::MAX)) {
            let msg = format!(
                "register bank '{}' covers register class '{}', numbered {c}: past the `u16` the Rust \
                 tables name classes by; the Rust module cannot be written",
                b.def_name,
                m.classes.get(c as usize).map_or("?", |k| k.name.as_str())
            );
            return fatal_at_def(rk, &b.def_name, msg);
        }
    }
    Ok(())
}

/// What the backend writes: the banks, read from the records in LLVM's
/// order, and the names of the classes they refer to.
#[derive(Debug, Default)]
pub struct RegisterBanks {
    /// The `Target` def's name: the C++ namespace and class-name prefix.
    pub target: String,
    /// Every register class in enum order (inferred ones included): class
    /// `i` is bit `i % 32` of coverage word `i / 32`.
    pub classes: Vec<ClassName>,
    /// The hardware modes by id; mode 0 is named `Default`, as the C++
    /// comments name it.
    pub hw_modes: Vec<String>,
    /// Every `RegisterBank` def, in def-name order (the bank IDs).
    pub banks: Vec<Bank>,
}

/// How a register class is named.
#[derive(Debug, Clone)]
pub struct ClassName {
    /// The class's name (for an inferred class, made from the classes it
    /// came from).
    pub name: String,
    /// Its `Namespace` (empty for none).
    pub namespace: String,
    /// True for a class TableGen inferred.
    pub inferred: bool,
}

impl ClassName {
    /// `<Name>RegClassID`, the enumerator of the register-info class enum.
    pub fn id_name(&self) -> String {
        format!("{}RegClassID", self.name)
    }

    /// The enumerator with its namespace (LLVM's `getQualifiedIdName`).
    pub fn qualified_id_name(&self) -> String {
        if self.namespace.is_empty() {
            self.id_name()
        } else {
            format!("{}::{}RegClassID", self.namespace, self.name)
        }
    }
}

/// One `RegisterBank` def.
#[derive(Debug, Clone)]
pub struct Bank {
    /// The def's name: the C++ instance variable, `<def>ID` the
    /// enumerator, `<def>CoverageData` the coverage array.
    pub def_name: String,
    /// `Name`, the bank's name in MIR.
    pub name: String,
    /// The covered classes (enum values), each once, in the order they were
    /// found: the explicit ones in list order, each followed by what was
    /// found from it.
    pub classes: Vec<u32>,
    /// Per hardware mode: the covered class with the largest spill size
    /// under that mode (the first found of equals).
    pub largest: Vec<u32>,
    /// Per hardware mode: that class's spill size in bits (C++ `Sizes`).
    pub sizes: Vec<u32>,
}

impl RegisterBanks {
    /// The number of 32-bit coverage words per bank.
    pub fn coverage_words(&self) -> usize {
        self.classes.len().div_ceil(32)
    }

    /// The coverage words of `bank`: bit `i % 32` of word `i / 32` is set
    /// when class `i` is covered.
    pub fn coverage(&self, bank: &Bank) -> Vec<u32> {
        let mut words = vec![0u32; self.coverage_words()];
        for &c in &bank.classes {
            words[c as usize / 32] |= 1 << (c % 32);
        }
        words
    }

    /// The covered classes of `bank` grouped by coverage word, each group in
    /// the order the classes were found (the C++ lines' order).
    pub fn classes_by_word(&self, bank: &Bank) -> Vec<Vec<u32>> {
        let mut groups = vec![Vec::new(); self.coverage_words()];
        for &c in &bank.classes {
            groups[c as usize / 32].push(c);
        }
        groups
    }
}

/// A bank being filled: its classes and, per mode, the largest one so far
/// (LLVM's `RegisterBank::addRegisterClass`).
struct Filling<'b> {
    bank: &'b RegBank,
    classes: Vec<u32>,
    added: BitSet,
    largest: Vec<Option<u32>>,
}

impl Filling<'_> {
    fn spill_size(&self, class: u32, mode: u32) -> u32 {
        self.bank.class(ClassId(class)).rsi.get(mode).spill_size
    }

    fn add(&mut self, class: u32) {
        if self.added.test(class as usize) {
            return;
        }
        self.added.set(class as usize);
        for mode in 0..self.largest.len() {
            let bigger = match self.largest[mode] {
                None => true,
                Some(l) => self.spill_size(l, mode as u32) < self.spill_size(class, mode as u32),
            };
            if bigger {
                self.largest[mode] = Some(class);
            }
        }
        self.classes.push(class);
    }
}

/// For each class, the classes that are its sub-register classes: those
/// that list it among their super-register classes at some index.
fn sub_reg_classes(bank: &RegBank) -> Vec<BitSet> {
    let n = bank.classes().len();
    let mut out = vec![BitSet::new(n); n];
    for (p, class) in bank.classes().iter().enumerate() {
        for sup in class.super_reg_classes_at_any_index() {
            if let Some(set) = out.get_mut(sup.0 as usize) {
                set.set(p);
            }
        }
    }
    out
}

/// LLVM's `visitRegisterBankClasses` from the explicit class `start`, with
/// an explicit stack instead of recursion: a visited class is added, then
/// for every class `p` in enum order, a proper sub-class not yet visited
/// is visited (depth first) and then `p` is added if it is a sub-register
/// class of the visited one. `visited` is shared by a bank's explicit
/// classes.
fn visit(start: u32, bank: &RegBank, sub_regs: &[BitSet], visited: &mut BitSet, f: &mut Filling<'_>) {
    let n = bank.classes().len();
    if visited.test(start as usize) {
        return;
    }
    visited.set(start as usize);
    f.add(start);
    // (class, step): step 2p checks `p` as a sub-class, 2p + 1 as a
    // sub-register class.
    let mut stack: Vec<(u32, usize)> = vec![(start, 0)];
    while let Some(top) = stack.last_mut() {
        let (rc, step) = *top;
        let p = step / 2;
        if p == n {
            stack.pop();
            continue;
        }
        top.1 += 1;
        if step % 2 == 0 {
            let class = bank.class(ClassId(rc));
            if p != rc as usize && class.has_sub_class(ClassId(p as u32)) && !visited.test(p) {
                visited.set(p);
                f.add(p as u32);
                stack.push((p as u32, 0));
            }
        } else if sub_regs[rc as usize].test(p) {
            f.add(p as u32);
        }
    }
}

/// Reads the banks as LLVM's emitter does, reporting its errors and
/// warnings in its order.
pub fn analyze(rk: &mut Records<'_>, _: &Options) -> Result<RegisterBanks> {
    use crate::support::phase::time;
    let target = time("register-bank: target", || CodeGenTarget::shared(rk))?;
    let bank = time("register-bank: registers", || RegBank::shared(rk))?;
    let modes = target.hw_modes();
    let mut hw_modes = vec!["Default".to_string()];
    hw_modes.extend(modes.modes.iter().map(|m| m.name.clone()));
    let sub_regs = sub_reg_classes(&bank);
    let n = bank.classes().len();

    let mut defs = Vec::new();
    let mut fillings = Vec::new();
    for def in derived(rk, "RegisterBank")? {
        let mut f =
            Filling { bank: &bank, classes: Vec::new(), added: BitSet::new(n), largest: vec![None; hw_modes.len()] };
        let mut explicit = Vec::new();
        for rc in defs_field(rk, def, "RegisterClasses")? {
            match bank.find_class(rc) {
                Some(id) => explicit.push(id.0),
                None => return fatal_at(rk, rc, "Not a known RegisterClass!"),
            }
        }
        let mut visited = BitSet::new(n);
        for rc in explicit {
            visit(rc, &bank, &sub_regs, &mut visited, &mut f);
        }
        defs.push(def);
        fillings.push((f.classes, f.largest));
    }

    // Bank names that differ from a class's name only in case make MIR
    // ambiguous. Names are read as LLVM's loop reads them: the first class
    // reads every bank's.
    let mut names: Vec<Option<String>> = vec![None; defs.len()];
    for class in bank.classes() {
        let lower_class = class.name.to_ascii_lowercase();
        for (i, &def) in defs.iter().enumerate() {
            if names[i].is_none() {
                names[i] = Some(string_field(rk, def, "Name")?);
            }
            if names[i].as_deref().unwrap_or_default().to_ascii_lowercase() != lower_class {
                continue;
            }
            let locs = rk.record(def).locs.clone();
            rk.warning(&locs, "Register bank names should be distinct from register classes to avoid ambiguous MIR");
            rk.note(&locs, "RegisterBank was declared here");
            match class.def {
                Some(class_def) => {
                    let class_locs = rk.record(class_def).locs.clone();
                    rk.note(&class_locs, "RegisterClass was declared here");
                }
                // LLVM reads the location of the missing def (a crash).
                None => {
                    let msg = format!("RegisterClass '{}' was inferred by TableGen and has no declaration", class.name);
                    return fatal(rk, &locs, msg);
                }
            }
        }
    }

    let mut banks = Vec::with_capacity(defs.len());
    for ((def, (classes, largest)), name) in defs.into_iter().zip(fillings).zip(names) {
        let def_name = rk.name_str(def).to_owned();
        // LLVM reads the size of the missing largest class (a crash).
        let Some(largest) = largest.into_iter().collect::<Option<Vec<u32>>>() else {
            let msg = format!("RegisterBank '{def_name}' covers no register class, so it has no size");
            return fatal_at(rk, def, msg);
        };
        let sizes = largest
            .iter()
            .enumerate()
            .map(|(mode, &c)| bank.class(ClassId(c)).rsi.get(mode as u32).spill_size)
            .collect();
        banks.push(Bank { def_name, name: name.unwrap_or_default(), classes, largest, sizes });
    }

    let classes = bank
        .classes()
        .iter()
        .map(|c| ClassName { name: c.name.clone(), namespace: c.namespace.clone(), inferred: c.def.is_none() })
        .collect();
    Ok(RegisterBanks { target: target.name(rk).to_owned(), classes, hw_modes, banks })
}

#[cfg(test)]
mod tests;
