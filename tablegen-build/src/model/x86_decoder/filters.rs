//! The ModR/M filters (LLVM's `ModRMFilter` classes): which ModR/M bytes
//! an instruction's form takes.

/// Which ModR/M bytes an instruction accepts (LLVM's `ModRMFilter`s).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ModRmFilter {
    /// Any byte (or none: the instruction has no ModR/M byte).
    Any,
    /// Register (`mod == 11`) or memory (`mod != 11`) forms.
    Mod { reg: bool },
    /// A register or memory form with `reg == nnn`.
    Extended { reg: bool, nnn: u8 },
    /// A register form (when `reg`) with `rm == nnn`.
    ExtendedRm { reg: bool, nnn: u8 },
    /// Exactly this byte.
    Exact(u8),
}

impl ModRmFilter {
    /// Whether the filter takes the ModR/M byte `m`.
    pub(crate) fn accepts(self, m: u8) -> bool {
        let is_reg = m & 0xc0 == 0xc0;
        match self {
            ModRmFilter::Any => true,
            ModRmFilter::Mod { reg } => reg == is_reg,
            ModRmFilter::Extended { reg, nnn } => reg == is_reg && (m & 0x38) >> 3 == nnn,
            ModRmFilter::ExtendedRm { reg, nnn } => reg && is_reg && m & 0x7 == nnn,
            ModRmFilter::Exact(b) => b == m,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn filters_pick_their_bytes() {
        let count = |f: ModRmFilter| (0..=255u8).filter(|&m| f.accepts(m)).count();
        assert_eq!(count(ModRmFilter::Any), 256);
        assert_eq!(count(ModRmFilter::Mod { reg: true }), 64);
        assert_eq!(count(ModRmFilter::Mod { reg: false }), 192);
        assert_eq!(count(ModRmFilter::Extended { reg: true, nnn: 3 }), 8);
        assert!(ModRmFilter::Extended { reg: true, nnn: 3 }.accepts(0xd8));
        assert_eq!(count(ModRmFilter::Extended { reg: false, nnn: 7 }), 24);
        assert_eq!(count(ModRmFilter::ExtendedRm { reg: true, nnn: 0 }), 8);
        assert!(ModRmFilter::Exact(0xc1).accepts(0xc1) && !ModRmFilter::Exact(0xc1).accepts(0xc2));
    }
}
