//! The differential test of `-gen-emitter`, without LLVM or g++: every
//! generated encoder module (`build.rs`'s `EMITTER_MODULES`), driven by the
//! stand-in encoder `.ci/encoder-diff.py` uses (`tests/encoder-diff/stand_in.rs`),
//! must print exactly the lines LLVM 19's C++ `getBinaryCodeForInstr` /
//! `getOperandBitOffset` printed for the same plan
//! (`answers/<module>.encoder.txt`, written by
//! `.ci/encoder-diff.py --record tests/generated/answers -k 64`): the
//! encodings, the encoder-method calls in order, and the operand bit offsets.

use std::path::{Path, PathBuf};

use tablegen_generated_tests::{encoder_target, hw_mode_encode_apint, hw_mode_encode_decode3};

#[allow(dead_code)]
#[path = "../../encoder-diff/stand_in.rs"]
mod stand_in;

use stand_in::{run_plan_line, vector_for, Stub, Word};

impl encoder_target::Encoder for Stub {
    fn machine_op_value(&mut self, op: u32) -> encoder_target::Bits {
        self.op_value(0, op)
    }
    fn get_s_imm12_op_value(&mut self, op: u32) -> encoder_target::Bits {
        self.op_value(1, op)
    }
    fn get_branch_target_op_value_enc_fixup_br(&mut self, op: u32) -> encoder_target::Bits {
        self.op_value(2, op)
    }
    fn get_mem_src_op_value(&mut self, op: u32) -> encoder_target::Bits {
        self.op_value(3, op)
    }
    fn fixup_mul_encoding(&mut self, value: encoder_target::Bits) -> encoder_target::Bits {
        self.post_value(4, value)
    }
}

impl hw_mode_encode_apint::Encoder for Stub {
    fn machine_op_value(&mut self, op: u32) -> hw_mode_encode_apint::Bits {
        self.op_value(0, op)
    }
    fn hw_mode(&mut self) -> u32 {
        self.mode
    }
}

impl hw_mode_encode_decode3::Encoder for Stub {
    fn machine_op_value(&mut self, op: u32) -> hw_mode_encode_decode3::Bits {
        self.op_value(0, op)
    }
    fn hw_mode(&mut self) -> u32 {
        self.mode
    }
}

/// A module under test.
struct Module {
    name: &'static str,
    /// The method ids of the `impl Encoder for Stub` above (the answers'
    /// `method ID NAME` lines; `hw_mode` has none).
    methods: &'static [(u32, &'static str)],
    encode: fn(u32, &mut Stub) -> Option<String>,
    offset: fn(u32, u32, u32) -> Option<u32>,
}

const MODULES: &[Module] = &[
    Module {
        name: "encoder_target",
        methods: &[
            (0, "machine_op_value"),
            (1, "get_s_imm12_op_value"),
            (2, "get_branch_target_op_value_enc_fixup_br"),
            (3, "get_mem_src_op_value"),
            (4, "fixup_mul_encoding"),
        ],
        encode: |opcode, stub| encoder_target::encode(opcode, stub).map(|b| b.hex()),
        offset: |opcode, op, _| encoder_target::operand_bit_offset(opcode, op),
    },
    Module {
        name: "hw_mode_encode_apint",
        methods: &[(0, "machine_op_value")],
        encode: |opcode, stub| hw_mode_encode_apint::encode(opcode, stub).map(|b| b.hex()),
        offset: hw_mode_encode_apint::operand_bit_offset,
    },
    Module {
        name: "hw_mode_encode_decode3",
        methods: &[(0, "machine_op_value")],
        encode: |opcode, stub| hw_mode_encode_decode3::encode(opcode, stub).map(|b| b.hex()),
        offset: hw_mode_encode_decode3::operand_bit_offset,
    },
];

/// An answers file: the plan and the C++ driver's output lines.
struct Answers {
    seed: u64,
    width: u32,
    hw_modes: u32,
    methods: Vec<(u32, String)>,
    plan: Vec<(u32, u32, u32)>,
    lines: Vec<String>,
}

fn answers_path(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("answers").join(format!("{name}.encoder.txt"))
}

fn read_answers(path: &Path) -> Result<Answers, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut a = Answers { seed: 0, width: 0, hw_modes: 0, methods: Vec::new(), plan: Vec::new(), lines: Vec::new() };
    let bad = |n: usize, line: &str| format!("{}:{}: cannot read `{line}`", path.display(), n + 1);
    for (n, line) in text.lines().enumerate() {
        if line.starts_with("E ") || line.starts_with("O ") {
            a.lines.push(line.to_string());
            continue;
        }
        if line.starts_with('#') || line.is_empty() {
            continue;
        }
        let f: Vec<&str> = line.split_whitespace().collect();
        let num = |i: usize| -> Result<u64, String> {
            let s = f.get(i).ok_or_else(|| bad(n, line))?;
            match s.strip_prefix("0x") {
                Some(h) => u64::from_str_radix(h, 16),
                None => s.parse(),
            }
            .map_err(|_| bad(n, line))
        };
        match f[0] {
            "seed" => a.seed = num(1)?,
            "width" => a.width = num(1)? as u32,
            "hw_modes" => a.hw_modes = num(1)? as u32,
            "method" => a.methods.push((num(1)? as u32, f.get(2).ok_or_else(|| bad(n, line))?.to_string())),
            "plan" => a.plan.push((num(1)? as u32, num(2)? as u32, num(3)? as u32)),
            _ => return Err(bad(n, line)),
        }
    }
    if a.width == 0 || a.hw_modes == 0 || a.plan.is_empty() || a.lines.is_empty() {
        return Err(format!("{}: no width, hw_modes, plan or answer lines", path.display()));
    }
    Ok(a)
}

/// The first differing line, with context, the operands of the encoding and
/// a legend of the methods in the traces.
fn first_difference(a: &Answers, m: &Module, got: &[String]) -> String {
    let want = &a.lines;
    let differing = want.iter().zip(got).filter(|(w, g)| w != g).count() + want.len().abs_diff(got.len());
    let i = (0..want.len().max(got.len())).find(|&i| want.get(i) != got.get(i)).unwrap_or(0);
    let mut s = format!(
        "{differing} differing lines ({} answer lines, {} output lines); first at answer line {}:\n",
        want.len(),
        got.len(),
        i + 1
    );
    for line in &want[i.saturating_sub(3)..i.min(want.len())] {
        s.push_str(&format!("        {line}\n"));
    }
    let (w, g) = (want.get(i).map_or("<end of answers>", |s| s), got.get(i).map_or("<end of output>", |s| s));
    s.push_str(&format!("  C++:  {w}\n  Rust: {g}\n"));
    let f: Vec<&str> = w.split_whitespace().collect();
    if f.len() >= 4 && f[0] == "E" {
        if let (Ok(opcode), Ok(mode), Ok(k)) = (f[1].parse::<u32>(), f[2].parse::<u32>(), f[3].parse::<u32>()) {
            if let Some(&(_, nops, _)) = a.plan.iter().find(|p| p.0 == opcode) {
                let ops: Vec<String> =
                    vector_for(a.seed, opcode, mode, k, nops).iter().map(|v| format!("{v:#x}")).collect();
                s.push_str(&format!("  (opcode {opcode}, hw mode {mode}, operands [{}])\n", ops.join(", ")));
            }
        }
    }
    let legend: Vec<String> = m.methods.iter().map(|(id, name)| format!("{id}={name}")).collect();
    s.push_str(&format!("  calls (ID@OPERAND, pID: post-encoder): {}\n", legend.join(", ")));
    s
}

#[test]
fn rust_encoders_answer_like_the_cpp_inc() {
    let mut failures = Vec::new();
    let (mut encodings, mut offsets) = (0, 0);
    for m in MODULES {
        let path = answers_path(m.name);
        let a = match read_answers(&path) {
            Ok(a) => a,
            Err(e) => {
                failures.push(format!("{}: {e}; record the answers with .ci/encoder-diff.py --record", m.name));
                continue;
            }
        };
        let ours: Vec<(u32, String)> = m.methods.iter().map(|&(id, n)| (id, n.to_string())).collect();
        if a.methods != ours {
            failures.push(format!(
                "{}: the answers' method ids {:?} are not this test's {:?} (the Encoder trait changed? \
                 update the impl and MODULES here, then re-record)",
                m.name, a.methods, ours
            ));
            continue;
        }
        let mut stub = Stub::new(a.width);
        let mut out = String::new();
        for &line in &a.plan {
            run_plan_line(
                &mut out,
                &mut stub,
                a.seed,
                a.hw_modes,
                line,
                &mut |o, s| (m.encode)(o, s),
                &|o, op, mode| (m.offset)(o, op, mode),
            );
        }
        let got: Vec<String> = out.lines().map(str::to_string).collect();
        if got != a.lines {
            failures.push(format!(
                "{}: the Rust encoder answers differently from the C++ .inc ({}); {}",
                m.name,
                path.display(),
                first_difference(&a, m, &got)
            ));
        }
        encodings += got.iter().filter(|l| l.starts_with("E ") && !l.contains(" - |")).count();
        offsets += got.iter().filter(|l| l.starts_with("O ")).count();
    }
    assert!(
        failures.is_empty(),
        "{} of {} -gen-emitter modules differ from the C++ answers (if the inputs changed on purpose, \
         rerun .ci/encoder-diff.py --record tests/generated/answers -k 64):\n\n{}",
        failures.len(),
        MODULES.len(),
        failures.join("\n")
    );
    println!(
        "{} modules, {encodings} encodings, {offsets} operand-offset lines: identical to the C++ answers",
        MODULES.len()
    );
}

#[test]
fn every_encoder_answers_file_has_a_module() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("answers");
    let stale: Vec<String> = std::fs::read_dir(dir)
        .expect("tests/generated/answers")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|f| f.strip_suffix(".encoder.txt").is_some_and(|m| !MODULES.iter().any(|x| x.name == m)))
        .collect();
    assert!(stale.is_empty(), "encoder answers without a module in MODULES: {stale:?}");
}
