//! The RISC-V target-parser vocabulary of `-gen-riscv-target-def --rust`
//! (C++ `llvm/TargetParser/RISCVTargetParser` and `RISCVISAInfo`): the
//! extensions `-march` accepts, what they imply, the profiles, the
//! processors of `-mcpu` and `-mtune`, and the extensions' places in
//! `__riscv_feature_bits`.
//!
//! A generated module holds the tables in a [`RiscvTables`] (its
//! `RISCV_TABLES`) and wraps the lookups here as its functions. The
//! extension, implied-extension and bitmask tables are sorted by name (as
//! bytes), which the lookups rely on.

/// C++ `RISCVSupportedExtension`: an extension `-march` accepts, with the
/// version LLVM implements.
///
/// ```
/// use tablegen_runtime::target_parser::riscv::Extension;
/// let m = Extension { name: "m", major: 2, minor: 0 };
/// assert_eq!((m.major, m.minor), (2, 0));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Extension {
    /// The name in `-march` (without LLVM's `experimental-` prefix).
    pub name: &'static str,
    /// The major version.
    pub major: u32,
    /// The minor version.
    pub minor: u32,
}

/// C++ `ImpliedExtsEntry`: enabling `name` also enables `implied`.
///
/// ```
/// use tablegen_runtime::target_parser::riscv::ImpliedExtension;
/// let e = ImpliedExtension { name: "d", implied: "f" };
/// assert_eq!(e.implied, "f");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ImpliedExtension {
    /// The implying extension.
    pub name: &'static str,
    /// The extension it implies.
    pub implied: &'static str,
}

/// C++ `RISCVProfile`: a profile name and the `-march` string it stands for.
///
/// ```
/// use tablegen_runtime::target_parser::riscv::Profile;
/// let p = Profile { name: "rvi20u32", march: "rv32i" };
/// assert_eq!(p.march, "rv32i");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Profile {
    /// The profile's name (without LLVM's `experimental-` prefix).
    pub name: &'static str,
    /// Its extensions as a `-march` string.
    pub march: &'static str,
}

/// C++ `PROC(ENUM, NAME, DEFAULT_MARCH, FAST_SCALAR_UNALIGN, FAST_VECTOR_UNALIGN)`:
/// a processor `-mcpu` accepts.
///
/// ```
/// use tablegen_runtime::target_parser::riscv::Processor;
/// let p = Processor {
///     enum_name: "GENERIC_RV32", name: "generic-rv32", default_march: "rv32i2p1",
///     fast_scalar_unaligned_access: false, fast_vector_unaligned_access: false,
/// };
/// assert!(!p.fast_scalar_unaligned_access);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Processor {
    /// The processor's record (C++ `ENUM`).
    pub enum_name: &'static str,
    /// Its `-mcpu` name.
    pub name: &'static str,
    /// The `-march` string it implies.
    pub default_march: &'static str,
    /// Whether unaligned scalar accesses are fast (`unaligned-scalar-mem`).
    pub fast_scalar_unaligned_access: bool,
    /// Whether unaligned vector accesses are fast (`unaligned-vector-mem`).
    pub fast_vector_unaligned_access: bool,
}

/// C++ `TUNE_PROC(ENUM, NAME)`: a processor `-mtune` accepts.
///
/// ```
/// use tablegen_runtime::target_parser::riscv::TuneProcessor;
/// let p = TuneProcessor { enum_name: "GENERIC", name: "generic" };
/// assert_eq!(p.name, "generic");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TuneProcessor {
    /// The processor's record (C++ `ENUM`).
    pub enum_name: &'static str,
    /// Its `-mtune` name.
    pub name: &'static str,
}

/// C++ `RISCVExtensionBitmask`: where an extension sits in
/// `__riscv_feature_bits`.
///
/// ```
/// use tablegen_runtime::target_parser::riscv::ExtensionBitmask;
/// let b = ExtensionBitmask { name: "a", group_id: 0, bit_position: 0 };
/// assert_eq!(b.group_id, 0);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ExtensionBitmask {
    /// The extension's name.
    pub name: &'static str,
    /// The group (index of the 64-bit word).
    pub group_id: u32,
    /// The bit within the group.
    pub bit_position: u32,
}

/// A target's RISC-V target-parser tables (the generated module's
/// `RISCV_TABLES`), and the lookups over them.
///
/// ```
/// use tablegen_runtime::target_parser::riscv::{Extension, ImpliedExtension, RiscvTables};
/// static EXTS: [Extension; 2] =
///     [Extension { name: "d", major: 2, minor: 2 }, Extension { name: "f", major: 2, minor: 2 }];
/// static IMPLIED: [ImpliedExtension; 1] = [ImpliedExtension { name: "d", implied: "f" }];
/// let t = RiscvTables {
///     supported_extensions: &EXTS, supported_experimental_extensions: &[],
///     implied_extensions: &IMPLIED, supported_profiles: &[], supported_experimental_profiles: &[],
///     processors: &[], tune_processors: &[], extension_bitmasks: &[],
/// };
/// assert_eq!(t.extension("f").map(|e| e.minor), Some(2));
/// assert_eq!(t.implied_extensions("d").collect::<Vec<_>>(), ["f"]);
/// assert!(t.processor("x").is_none() && t.extension_bitmask("d").is_none());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RiscvTables {
    /// C++ `SupportedExtensions`, by name.
    pub supported_extensions: &'static [Extension],
    /// C++ `SupportedExperimentalExtensions`, by name.
    pub supported_experimental_extensions: &'static [Extension],
    /// C++ `ImpliedExts`, by implying extension.
    pub implied_extensions: &'static [ImpliedExtension],
    /// C++ `SupportedProfiles`.
    pub supported_profiles: &'static [Profile],
    /// C++ `SupportedExperimentalProfiles`.
    pub supported_experimental_profiles: &'static [Profile],
    /// C++ `PROC` entries.
    pub processors: &'static [Processor],
    /// C++ `TUNE_PROC` entries.
    pub tune_processors: &'static [TuneProcessor],
    /// C++ `ExtensionBitmask`, by name.
    pub extension_bitmasks: &'static [ExtensionBitmask],
}

impl RiscvTables {
    /// The extension called `name`, ratified or experimental (C++ looks in
    /// `SupportedExtensions`, then `SupportedExperimentalExtensions`).
    pub fn extension(&self, name: &str) -> Option<&'static Extension> {
        [self.supported_extensions, self.supported_experimental_extensions]
            .into_iter()
            .find_map(|t| t.binary_search_by(|e| e.name.cmp(name)).ok().map(|i| &t[i]))
    }

    /// The extensions `name` implies directly, in LLVM's order.
    pub fn implied_extensions<'a>(&self, name: &'a str) -> impl Iterator<Item = &'static str> + 'a {
        let table = self.implied_extensions;
        let start = table.partition_point(|e| e.name < name);
        table[start..].iter().take_while(move |e| e.name == name).map(|e| e.implied)
    }

    /// The processor `-mcpu=name` selects.
    pub fn processor(&self, name: &str) -> Option<&'static Processor> {
        self.processors.iter().find(|p| p.name == name)
    }

    /// The bitmask entry of the extension called `name`.
    pub fn extension_bitmask(&self, name: &str) -> Option<&'static ExtensionBitmask> {
        let table = self.extension_bitmasks;
        table.binary_search_by(|e| e.name.cmp(name)).ok().map(|i| &table[i])
    }
}
