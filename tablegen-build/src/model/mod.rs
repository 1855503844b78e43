//! The analyses shared by backends, each built from the records once per
//! session and read by any number of backends:
//!
//! - [`asm`]: assembly syntax: an `AsmString` read into printing steps
//!   under one variant, and `InstAlias` defs matched to their instructions;
//! - [`codegen`]: the code-generator target (LLVM's `CodeGenTarget`): the
//!   `Target` def, hardware modes, instructions in enum order with their
//!   operands, the register bank and the scheduling model;
//! - [`encoding`]: the fixed-length instruction encodings;
//! - [`decoder`]: the fixed-length decoder tables built from them;
//! - [`intrinsics`]: the `Intrinsic` defs (LLVM's `CodeGenIntrinsicTable`);
//! - [`value_types`]: the machine value types of `ValueTypes.td`;
//! - [`patterns`]: the DAG patterns (LLVM's `CodeGenDAGPatterns`);
//! - [`set_theory`]: LLVM's `SetTheory` (dag set expressions);
//! - [`dfa`]: NFA to DFA construction and its tables;
//! - [`cxx`]: the mechanical idioms of the target C++ embedded in `.td`
//!   files (immediate predicates, constant transforms), typed, for the
//!   Rust writers' hook defaults;
//! - [`inst_predicate`]: the machine-instruction predicates of
//!   `TargetInstrPredicate.td` (LLVM's `PredicateExpander`), read as a tree
//!   and written as C++ or Rust.
//!
//! A model never imports a backend.
//!
//! # LLVM's integer widths
//!
//! A `.td` `int` is 64 bits; LLVM stores many of them in narrower C++
//! fields, and its output shows the narrowed value (a complexity near
//! `INT_MAX` wraps and reorders the matcher, a class `Size` of 2^32 is 0
//! and falls back to the type's size). The models narrow the same fields
//! the same way: the low bits, reinterpreted as the field's sign, with
//! sums wrapping at the field's width. Checks LLVM makes after narrowing
//! (`AllocationPriority` in `0..32`) are made after narrowing here too.
//!
//! | field | read by | LLVM's type |
//! |---|---|---|
//! | `Pattern.AddedComplexity`, pattern complexity | [`patterns`] | `int` (sum of an `unsigned` size and it) |
//! | `ComplexPattern.Complexity` (-1: 3 per operand) | [`patterns`] | `unsigned` |
//! | pattern size, result cost, `Instruction.CodeSize` summed | [`patterns`] | `unsigned` |
//! | `ComplexPattern.NumOperands`, `SDTypeConstraint.OperandNum` | [`patterns`] | `unsigned` |
//! | `RegisterClass.Size`, `.Alignment`, `RegInfo` sizes | [`codegen`] registers | `unsigned` |
//! | `RegisterClass.CopyCost` | [`codegen`] registers | `int` (printed whole, though the table's field is `int8_t`) |
//! | `RegisterClass.AllocationPriority` | [`codegen`] registers | `int`, then checked to be in `0..32` |
//! | `RegisterClass.Weight` | `-gen-register-info` | `unsigned` |
//! | `RegisterClass.BaseClassOrder` | `-gen-register-info` | `std::optional<int>` |
//! | `SubRegIndex.Size`, `.Offset`, `SubRegRange` | [`codegen`] registers | `uint16_t` |
//! | `WriteSequence.Repeat` | [`codegen`] schedule | `int` |
//! | `WriteRes.Latency` (summed) | `-gen-subtarget` | `int16_t` |
//! | `WriteRes.NumMicroOps` (summed) | `-gen-subtarget` | 13-bit field |
//! | `InstrItinData.NumMicroOps` | `-gen-subtarget` | `int16_t` |
//! | `InstrStage.Cycles`, `.TimeInc`, `.Kind`, `OperandCycles` | `-gen-subtarget` | `int` |
//! | `ReadAdvance.Cycles`, `ProcResource.BufferSize`, model properties | `-gen-subtarget` | `int` |
//! | `ProcResource.NumUnits` | `-gen-subtarget` | `unsigned` |
//! | `X86MemOperand.Size` | `-gen-instr-info` | `int` (the map's key) |
//! | machine-instruction predicate operands | [`inst_predicate`] | `int` |
//! | `CCAssignToStack.Size`, `.Align` and their kin | `-gen-callingconv` | `int` |
//! | `Fusion` predicate operands | `-gen-macro-fusion-pred` | `int` |
//!
//! Fields LLVM prints as the `int64_t` it reads (`Instruction.Size`, the
//! subtarget's scheduling-model properties printed by name, encodings'
//! field values) are kept whole.

pub mod asm;
pub mod codegen;
pub mod cxx;
pub mod decoder;
pub mod dfa;
pub mod encoding;
pub mod inst_predicate;
pub mod intrinsics;
pub mod patterns;
pub mod set_theory;
pub mod value_types;
pub mod x86_decoder;
