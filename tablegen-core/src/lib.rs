//! `tablegen-core`: the TableGen language, evaluated exactly as `llvm-tblgen` 19 does.
//!
//! # Overview
//! The pipeline is [`source`] (buffers, locations, diagnostics) →
//! [`lexer`] (tokens, preprocessor, `include`) → [`parser`] (statements,
//! evaluated on the fly as LLVM's TGParser does) → [`record`] (the
//! evaluated [`RecordKeeper`], the interface every backend reads).
//! Values are interned [`init`] handles and types are interned [`types`] handles.
#![deny(missing_docs)]

pub mod bytes;
pub mod cache;
pub mod detailed;
mod eval_state;
pub mod fold;
pub mod ids;
pub mod init;
pub mod intern;
pub mod json;
pub mod lexer;
pub mod limits;
pub mod parser;
pub mod print;
pub mod record;
pub mod resolve;
pub mod source;
pub mod stack;
pub mod stream;
pub mod text;
pub mod tuning;
pub mod types;
pub use parser::{parse_file, parse_source, parse_str, ParseFailure, ParseOptions};
pub use record::RecordKeeper;
