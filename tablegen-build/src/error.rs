//! Why a generation failed: the error of [`crate::Session`] and
//! [`crate::Builder`].

use std::fmt;
use std::path::PathBuf;

use crate::backend;

/// Why a generation failed.
#[derive(Debug)]
pub enum BuildError {
    /// The `.td` input did not parse or evaluate; `diagnostics` holds
    /// llvm-tblgen's messages (`file:line:col: error: ...`, source line, caret).
    Td {
        /// The rendered diagnostics.
        diagnostics: String,
        /// The files read before the failure (the root and its includes).
        inputs: Vec<PathBuf>,
    },
    /// A backend reported errors (rendered like [`BuildError::Td`]).
    Backend {
        /// The backend's flag.
        backend: String,
        /// The rendered diagnostics.
        diagnostics: String,
    },
    /// No `llvm-tblgen` action has this flag.
    UnknownBackend(String),
    /// `llvm-tblgen` has this action, this crate does not yet.
    NotImplemented(String),
    /// An option value no backend accepts (unknown name, bad value).
    Option(backend::OptionError),
    /// The backend writes only part of LLVM's C++ output; see
    /// [`crate::registry::PARTIAL_OUTPUT_ENV`].
    Incomplete(crate::registry::Incomplete),
    /// The backend cannot write this language.
    Unsupported(backend::Error),
    /// Reading the input or writing an output failed.
    Io {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        error: std::io::Error,
    },
    /// No output directory: neither [`crate::Builder::out_dir`] nor `OUT_DIR`.
    NoOutDir,
    /// A module tree ([`crate::Builder::rust_target`]) needs a shared type
    /// that the builder cannot make: its module would not compile.
    MissingModule {
        /// The type (`SimpleValueType`).
        ty: String,
        /// The backend that defines it (`gen-vt`), if any.
        definer: String,
        /// Why it cannot be made, and what to do.
        why: String,
    },
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BuildError::Td { diagnostics, .. } => f.write_str(diagnostics.trim_end()),
            BuildError::Backend { backend, diagnostics } => {
                write!(f, "backend -{backend} failed:\n{}", diagnostics.trim_end())
            }
            BuildError::UnknownBackend(b) => {
                write!(f, "unknown backend -{b}; the backends are:")?;
                for a in crate::registry::actions().filter(|a| a.backend.is_some()) {
                    write!(f, " -{}", a.flag)?;
                }
                Ok(())
            }
            BuildError::NotImplemented(b) => write!(f, "backend -{b} is not implemented yet"),
            BuildError::Option(e) => e.fmt(f),
            BuildError::Incomplete(i) => write!(
                f,
                "backend -{} does not write LLVM's whole output yet (missing: {}); set {}=1 to accept the sections it writes",
                i.backend,
                i.missing.join(", "),
                crate::registry::PARTIAL_OUTPUT_ENV
            ),
            BuildError::Unsupported(e) => e.fmt(f),
            BuildError::Io { path, error } => write!(f, "{}: {error}", path.display()),
            BuildError::NoOutDir => f.write_str("no output directory: set Builder::out_dir or run from build.rs"),
            BuildError::MissingModule { ty, definer, why } if definer.is_empty() => {
                write!(f, "the module tree needs `{ty}`: {why}")
            }
            BuildError::MissingModule { ty, definer, why } => {
                write!(f, "the module tree needs `{ty}`, which -{definer} defines: {why}")
            }
        }
    }
}

impl std::error::Error for BuildError {}
