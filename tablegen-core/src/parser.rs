//! The parser and evaluator (LLVM's `TGParser`). PLACEHOLDER.
