//! Variable-length encodings (LLVM's `VarLenInst`, shared by its code
//! emitter and decoder): `Inst` is a dag of `ascend`/`descend` sequences
//! of constant bits, `(operand "$x", n)` and `(slice "$x", hi, lo)`
//! segments, concatenated from bit 0 upwards.

use crate::backend::{Records, Result};
use tablegen_core::init::{Init, InitKind};
use tablegen_core::record::RecId;
use tablegen_core::source::Loc;

use crate::support::fields::{fatal, fatal_at};

/// What a segment holds.
#[derive(Clone, Debug)]
pub(crate) enum SegmentValue {
    /// Constant bits, least significant first.
    Fixed(Vec<bool>),
    /// Bits `lo ..` of the operand `$name`.
    Operand { name: String, lo: u32 },
}

/// A run of bits of the encoding.
#[derive(Clone, Debug)]
pub(crate) struct Segment {
    pub(crate) width: u32,
    pub(crate) value: SegmentValue,
    pub(crate) encoder: String,
    /// The `(decoder "name")` of an operand segment, if any.
    pub(crate) decoder: String,
}

/// One encoding: its segments from bit 0 up.
#[derive(Clone, Debug, Default)]
pub(crate) struct VarLenInst {
    pub(crate) segments: Vec<Segment>,
    pub(crate) has_dynamic: bool,
}

impl VarLenInst {
    /// Its width in bits.
    pub(crate) fn size(&self) -> u32 {
        self.segments.iter().map(|s| s.width).sum()
    }

    /// Reads a dag `Inst` (errors are fatal, at the field's location).
    fn new(rk: &mut Records<'_>, dag: Init, loc: Loc) -> Result<Self> {
        let mut v = VarLenInst::default();
        match v.build(rk, dag) {
            Ok(()) => Ok(v),
            Err(Some(msg)) => fatal(rk, &[loc], msg),
            Err(None) => Err(crate::backend::Error::Reported),
        }
    }

    /// `Err(Some(msg))` is an error at the field; `Err(None)` was reported.
    fn build(&mut self, rk: &mut Records<'_>, dag: Init) -> std::result::Result<(), Option<String>> {
        let InitKind::Dag { op, args, .. } = *rk.inits.kind(dag) else { return Ok(()) };
        let op = rk.as_string(op);
        let args: Vec<Init> = rk.inits.slice(args).to_vec();
        match op.as_str() {
            "ascend" | "descend" => {
                let ordered: Vec<Init> =
                    if op == "descend" { args.iter().rev().copied().collect() } else { args.clone() };
                for arg in ordered {
                    match *rk.inits.kind(arg) {
                        InitKind::Bits { bits, .. } => {
                            if !rk.is_complete(arg) {
                                return Err(Some(format!("Expecting complete bits init in `{op}`")));
                            }
                            let bits = rk
                                .inits
                                .slice(bits)
                                .iter()
                                .map(|b| rk.inits.as_bit(*b) == Some(true))
                                .collect::<Vec<_>>();
                            self.segments.push(Segment {
                                width: bits.len() as u32,
                                value: SegmentValue::Fixed(bits),
                                encoder: String::new(),
                                decoder: String::new(),
                            });
                        }
                        InitKind::Bit(b) => self.segments.push(Segment {
                            width: 1,
                            value: SegmentValue::Fixed(vec![b]),
                            encoder: String::new(),
                            decoder: String::new(),
                        }),
                        InitKind::Dag { .. } => self.build(rk, arg)?,
                        _ => {
                            let s = rk.as_string(arg);
                            return Err(Some(format!("Unrecognized type of argument in `{op}`: {s}")));
                        }
                    }
                }
            }
            "operand" => {
                if args.len() < 2 {
                    return Err(Some("Expecting at least 2 arguments for `operand`".into()));
                }
                self.has_dynamic = true;
                let (Some(name), Some(n)) = (rk.inits.as_str(args[0]), rk.inits.as_int(args[1])) else {
                    return Err(Some("Invalid argument types for `operand`".into()));
                };
                if n <= 0 {
                    return Err(Some("Invalid number of bits for `operand`".into()));
                }
                let name = name.to_owned();
                let (encoder, decoder) = custom_coders(rk, &args[2..])?;
                self.segments.push(Segment {
                    width: n as u32,
                    value: SegmentValue::Operand { name, lo: 0 },
                    encoder,
                    decoder,
                });
            }
            "slice" => {
                if args.len() < 3 {
                    return Err(Some("Expecting at least 3 arguments for `slice`".into()));
                }
                self.has_dynamic = true;
                let (Some(name), Some(hi), Some(lo)) =
                    (rk.inits.as_str(args[0]), rk.inits.as_int(args[1]), rk.inits.as_int(args[2]))
                else {
                    return Err(Some("Invalid argument types for `slice`".into()));
                };
                if hi < 0 || lo < 0 {
                    return Err(Some("Invalid bit range for `slice`".into()));
                }
                let (lo, hi) = if hi < lo { (hi, lo) } else { (lo, hi) };
                let name = name.to_owned();
                let (encoder, decoder) = custom_coders(rk, &args[3..])?;
                self.segments.push(Segment {
                    width: (hi - lo + 1) as u32,
                    value: SegmentValue::Operand { name, lo: lo as u32 },
                    encoder,
                    decoder,
                });
            }
            // LLVM ignores other operators.
            _ => {}
        }
        Ok(())
    }
}

/// The `(encoder "name")` and `(decoder "name")` among the trailing
/// arguments.
fn custom_coders(rk: &mut Records<'_>, args: &[Init]) -> std::result::Result<(String, String), Option<String>> {
    let mut enc = String::new();
    let mut dec = String::new();
    for &a in args {
        let InitKind::Dag { op, args, .. } = *rk.inits.kind(a) else { continue };
        let Some(d) = rk.inits.as_def(op) else { continue };
        let op_name = rk.name_str(d).to_owned();
        if op_name != "encoder" && op_name != "decoder" {
            continue;
        }
        let func = rk.inits.slice(args).first().and_then(|f| rk.inits.as_str(*f)).map(str::to_owned);
        let Some(func) = func else {
            rk.fatal(&[], format!("expected '{op_name}' directive to be followed by a custom function name."));
            return Err(None);
        };
        if op_name == "encoder" {
            enc = func;
        } else {
            dec = func;
        }
    }
    Ok((enc, dec))
}

/// Reads the dag `Inst` of an encoding def.
pub(crate) fn read_inst(rk: &mut Records<'_>, def: RecId) -> Result<VarLenInst> {
    let v = rk.field(def, "Inst").map(|v| (v.value, v.loc));
    match v {
        Some((value, loc)) if matches!(rk.inits.kind(value), InitKind::Dag { .. }) => VarLenInst::new(rk, value, loc),
        // LLVM casts without checking; report instead of crashing.
        _ => fatal_at(rk, def, "VarLenInst not found for this record"),
    }
}
