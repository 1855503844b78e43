//! The target model shared by the code-generator backends (LLVM's
//! `CodeGenTarget`): so far, the instruction enumeration order.
