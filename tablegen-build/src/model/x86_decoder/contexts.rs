//! The X86 instruction contexts (LLVM's `InstructionContext`): which
//! prefixes and encoding attributes an instruction requires, how strongly
//! each context claims an opcode (its rank), which contexts an instruction
//! of one context is also decoded in, and the table that maps the decoder's
//! attribute bits to a context.

use std::sync::OnceLock;

use tablegen_core::intern::FxHashMap;

/// Every context with its rank, in LLVM's enum order (the order the
/// decision tables are printed in).
const CONTEXTS: [(&str, u8); 195] = [
    ("IC", 0),
    ("IC_64BIT", 1),
    ("IC_OPSIZE", 3),
    ("IC_ADSIZE", 3),
    ("IC_OPSIZE_ADSIZE", 4),
    ("IC_XD", 2),
    ("IC_XS", 2),
    ("IC_XD_OPSIZE", 3),
    ("IC_XS_OPSIZE", 3),
    ("IC_XD_ADSIZE", 3),
    ("IC_XS_ADSIZE", 3),
    ("IC_64BIT_REXW", 5),
    ("IC_64BIT_REXW_ADSIZE", 6),
    ("IC_64BIT_OPSIZE", 3),
    ("IC_64BIT_ADSIZE", 3),
    ("IC_64BIT_OPSIZE_ADSIZE", 4),
    ("IC_64BIT_XD", 6),
    ("IC_64BIT_XS", 6),
    ("IC_64BIT_XD_OPSIZE", 3),
    ("IC_64BIT_XS_OPSIZE", 3),
    ("IC_64BIT_XD_ADSIZE", 3),
    ("IC_64BIT_XS_ADSIZE", 3),
    ("IC_64BIT_REXW_XS", 7),
    ("IC_64BIT_REXW_XD", 7),
    ("IC_64BIT_REXW_OPSIZE", 8),
    ("IC_64BIT_REX2", 2),
    ("IC_VEX", 1),
    ("IC_VEX_XS", 2),
    ("IC_VEX_XD", 2),
    ("IC_VEX_OPSIZE", 2),
    ("IC_VEX_W", 3),
    ("IC_VEX_W_XS", 4),
    ("IC_VEX_W_XD", 4),
    ("IC_VEX_W_OPSIZE", 4),
    ("IC_VEX_L", 3),
    ("IC_VEX_L_XS", 4),
    ("IC_VEX_L_XD", 4),
    ("IC_VEX_L_OPSIZE", 4),
    ("IC_VEX_L_W", 4),
    ("IC_VEX_L_W_XS", 5),
    ("IC_VEX_L_W_XD", 5),
    ("IC_VEX_L_W_OPSIZE", 5),
    ("IC_EVEX", 1),
    ("IC_EVEX_NF", 2),
    ("IC_EVEX_XS", 2),
    ("IC_EVEX_XS_ADSIZE", 3),
    ("IC_EVEX_XD", 2),
    ("IC_EVEX_XD_ADSIZE", 3),
    ("IC_EVEX_OPSIZE", 2),
    ("IC_EVEX_OPSIZE_NF", 3),
    ("IC_EVEX_OPSIZE_ADSIZE", 3),
    ("IC_EVEX_W", 3),
    ("IC_EVEX_W_NF", 4),
    ("IC_EVEX_W_XS", 4),
    ("IC_EVEX_W_XD", 4),
    ("IC_EVEX_W_OPSIZE", 4),
    ("IC_EVEX_L", 3),
    ("IC_EVEX_L_XS", 4),
    ("IC_EVEX_L_XD", 4),
    ("IC_EVEX_L_OPSIZE", 4),
    ("IC_EVEX_L_W", 3),
    ("IC_EVEX_L_W_XS", 4),
    ("IC_EVEX_L_W_XD", 4),
    ("IC_EVEX_L_W_OPSIZE", 4),
    ("IC_EVEX_L2", 3),
    ("IC_EVEX_L2_XS", 4),
    ("IC_EVEX_L2_XD", 4),
    ("IC_EVEX_L2_OPSIZE", 4),
    ("IC_EVEX_L2_W", 3),
    ("IC_EVEX_L2_W_XS", 4),
    ("IC_EVEX_L2_W_XD", 4),
    ("IC_EVEX_L2_W_OPSIZE", 4),
    ("IC_EVEX_K", 1),
    ("IC_EVEX_XS_K", 2),
    ("IC_EVEX_XD_K", 2),
    ("IC_EVEX_OPSIZE_K", 2),
    ("IC_EVEX_W_K", 3),
    ("IC_EVEX_W_XS_K", 4),
    ("IC_EVEX_W_XD_K", 4),
    ("IC_EVEX_W_OPSIZE_K", 4),
    ("IC_EVEX_L_K", 3),
    ("IC_EVEX_L_XS_K", 4),
    ("IC_EVEX_L_XD_K", 4),
    ("IC_EVEX_L_OPSIZE_K", 4),
    ("IC_EVEX_L_W_K", 3),
    ("IC_EVEX_L_W_XS_K", 4),
    ("IC_EVEX_L_W_XD_K", 4),
    ("IC_EVEX_L_W_OPSIZE_K", 4),
    ("IC_EVEX_L2_K", 3),
    ("IC_EVEX_L2_XS_K", 4),
    ("IC_EVEX_L2_XD_K", 4),
    ("IC_EVEX_L2_OPSIZE_K", 4),
    ("IC_EVEX_L2_W_K", 3),
    ("IC_EVEX_L2_W_XS_K", 4),
    ("IC_EVEX_L2_W_XD_K", 4),
    ("IC_EVEX_L2_W_OPSIZE_K", 4),
    ("IC_EVEX_B", 1),
    ("IC_EVEX_B_NF", 2),
    ("IC_EVEX_XS_B", 2),
    ("IC_EVEX_XD_B", 2),
    ("IC_EVEX_OPSIZE_B", 2),
    ("IC_EVEX_OPSIZE_B_NF", 3),
    ("IC_EVEX_W_B", 3),
    ("IC_EVEX_W_B_NF", 4),
    ("IC_EVEX_W_XS_B", 4),
    ("IC_EVEX_W_XD_B", 4),
    ("IC_EVEX_W_OPSIZE_B", 4),
    ("IC_EVEX_L_B", 3),
    ("IC_EVEX_L_XS_B", 4),
    ("IC_EVEX_L_XD_B", 4),
    ("IC_EVEX_L_OPSIZE_B", 4),
    ("IC_EVEX_L_W_B", 3),
    ("IC_EVEX_L_W_XS_B", 4),
    ("IC_EVEX_L_W_XD_B", 4),
    ("IC_EVEX_L_W_OPSIZE_B", 4),
    ("IC_EVEX_L2_B", 3),
    ("IC_EVEX_L2_XS_B", 4),
    ("IC_EVEX_L2_XD_B", 4),
    ("IC_EVEX_L2_OPSIZE_B", 4),
    ("IC_EVEX_L2_W_B", 3),
    ("IC_EVEX_L2_W_XS_B", 4),
    ("IC_EVEX_L2_W_XD_B", 4),
    ("IC_EVEX_L2_W_OPSIZE_B", 4),
    ("IC_EVEX_K_B", 1),
    ("IC_EVEX_XS_K_B", 2),
    ("IC_EVEX_XD_K_B", 2),
    ("IC_EVEX_OPSIZE_K_B", 2),
    ("IC_EVEX_W_K_B", 3),
    ("IC_EVEX_W_XS_K_B", 4),
    ("IC_EVEX_W_XD_K_B", 4),
    ("IC_EVEX_W_OPSIZE_K_B", 4),
    ("IC_EVEX_L_K_B", 3),
    ("IC_EVEX_L_XS_K_B", 4),
    ("IC_EVEX_L_XD_K_B", 4),
    ("IC_EVEX_L_OPSIZE_K_B", 4),
    ("IC_EVEX_L_W_K_B", 3),
    ("IC_EVEX_L_W_XS_K_B", 4),
    ("IC_EVEX_L_W_XD_K_B", 4),
    ("IC_EVEX_L_W_OPSIZE_K_B", 4),
    ("IC_EVEX_L2_K_B", 3),
    ("IC_EVEX_L2_XS_K_B", 4),
    ("IC_EVEX_L2_XD_K_B", 4),
    ("IC_EVEX_L2_OPSIZE_K_B", 4),
    ("IC_EVEX_L2_W_K_B", 3),
    ("IC_EVEX_L2_W_XS_K_B", 4),
    ("IC_EVEX_L2_W_XD_K_B", 4),
    ("IC_EVEX_L2_W_OPSIZE_K_B", 4),
    ("IC_EVEX_KZ_B", 1),
    ("IC_EVEX_XS_KZ_B", 2),
    ("IC_EVEX_XD_KZ_B", 2),
    ("IC_EVEX_OPSIZE_KZ_B", 2),
    ("IC_EVEX_W_KZ_B", 3),
    ("IC_EVEX_W_XS_KZ_B", 4),
    ("IC_EVEX_W_XD_KZ_B", 4),
    ("IC_EVEX_W_OPSIZE_KZ_B", 4),
    ("IC_EVEX_L_KZ_B", 3),
    ("IC_EVEX_L_XS_KZ_B", 4),
    ("IC_EVEX_L_XD_KZ_B", 4),
    ("IC_EVEX_L_OPSIZE_KZ_B", 4),
    ("IC_EVEX_L_W_KZ_B", 3),
    ("IC_EVEX_L_W_XS_KZ_B", 4),
    ("IC_EVEX_L_W_XD_KZ_B", 4),
    ("IC_EVEX_L_W_OPSIZE_KZ_B", 4),
    ("IC_EVEX_L2_KZ_B", 3),
    ("IC_EVEX_L2_XS_KZ_B", 4),
    ("IC_EVEX_L2_XD_KZ_B", 4),
    ("IC_EVEX_L2_OPSIZE_KZ_B", 4),
    ("IC_EVEX_L2_W_KZ_B", 3),
    ("IC_EVEX_L2_W_XS_KZ_B", 4),
    ("IC_EVEX_L2_W_XD_KZ_B", 4),
    ("IC_EVEX_L2_W_OPSIZE_KZ_B", 4),
    ("IC_EVEX_KZ", 1),
    ("IC_EVEX_XS_KZ", 2),
    ("IC_EVEX_XD_KZ", 2),
    ("IC_EVEX_OPSIZE_KZ", 2),
    ("IC_EVEX_W_KZ", 3),
    ("IC_EVEX_W_XS_KZ", 4),
    ("IC_EVEX_W_XD_KZ", 4),
    ("IC_EVEX_W_OPSIZE_KZ", 4),
    ("IC_EVEX_L_KZ", 3),
    ("IC_EVEX_L_XS_KZ", 4),
    ("IC_EVEX_L_XD_KZ", 4),
    ("IC_EVEX_L_OPSIZE_KZ", 4),
    ("IC_EVEX_L_W_KZ", 3),
    ("IC_EVEX_L_W_XS_KZ", 4),
    ("IC_EVEX_L_W_XD_KZ", 4),
    ("IC_EVEX_L_W_OPSIZE_KZ", 4),
    ("IC_EVEX_L2_KZ", 3),
    ("IC_EVEX_L2_XS_KZ", 4),
    ("IC_EVEX_L2_XD_KZ", 4),
    ("IC_EVEX_L2_OPSIZE_KZ", 4),
    ("IC_EVEX_L2_W_KZ", 3),
    ("IC_EVEX_L2_W_XS_KZ", 4),
    ("IC_EVEX_L2_W_XD_KZ", 4),
    ("IC_EVEX_L2_W_OPSIZE_KZ", 4),
];

/// How many contexts there are (`IC_max`).
pub(crate) const NUM_CONTEXTS: usize = CONTEXTS.len();

/// One instruction context, by its index in LLVM's enum.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub(crate) struct InsnContext(pub(crate) u8);

/// The legacy (non-VEX) contexts, whose inheritance is spelled out case by
/// case rather than following a pattern.
pub(crate) const IC: InsnContext = InsnContext(0);
const IC_64BIT: InsnContext = InsnContext(1);
const IC_OPSIZE: InsnContext = InsnContext(2);
const IC_ADSIZE: InsnContext = InsnContext(3);
const IC_OPSIZE_ADSIZE: InsnContext = InsnContext(4);
const IC_XD: InsnContext = InsnContext(5);
const IC_XS: InsnContext = InsnContext(6);
const IC_XD_OPSIZE: InsnContext = InsnContext(7);
const IC_XS_OPSIZE: InsnContext = InsnContext(8);
const IC_XD_ADSIZE: InsnContext = InsnContext(9);
const IC_XS_ADSIZE: InsnContext = InsnContext(10);
const IC_64BIT_REXW: InsnContext = InsnContext(11);
const IC_64BIT_REXW_ADSIZE: InsnContext = InsnContext(12);
const IC_64BIT_OPSIZE: InsnContext = InsnContext(13);
const IC_64BIT_ADSIZE: InsnContext = InsnContext(14);
const IC_64BIT_OPSIZE_ADSIZE: InsnContext = InsnContext(15);
const IC_64BIT_XD: InsnContext = InsnContext(16);
const IC_64BIT_XS: InsnContext = InsnContext(17);
const IC_64BIT_XD_OPSIZE: InsnContext = InsnContext(18);
const IC_64BIT_XS_OPSIZE: InsnContext = InsnContext(19);
const IC_64BIT_XD_ADSIZE: InsnContext = InsnContext(20);
const IC_64BIT_XS_ADSIZE: InsnContext = InsnContext(21);
const IC_64BIT_REXW_XS: InsnContext = InsnContext(22);
const IC_64BIT_REXW_XD: InsnContext = InsnContext(23);
const IC_64BIT_REXW_OPSIZE: InsnContext = InsnContext(24);
/// The first VEX context; everything from here on follows the L/W pattern.
const FIRST_VEX: u8 = 26;

impl InsnContext {
    /// LLVM's enumerator name, e.g. `IC_VEX_L_W`.
    pub(crate) fn name(self) -> &'static str {
        CONTEXTS[self.0 as usize].0
    }

    /// How strongly an instruction of this context holds an opcode against
    /// one of a lower rank that is also decoded in the same context.
    pub(crate) fn rank(self) -> u8 {
        CONTEXTS[self.0 as usize].1
    }

    /// The context LLVM names `name`.
    pub(crate) fn by_name(name: &str) -> Option<Self> {
        static NAMES: OnceLock<FxHashMap<&'static str, InsnContext>> = OnceLock::new();
        let names =
            NAMES.get_or_init(|| CONTEXTS.iter().enumerate().map(|(i, (n, _))| (*n, InsnContext(i as u8))).collect());
        names.get(name).copied()
    }

    /// Every context in enum order.
    pub(crate) fn all() -> impl Iterator<Item = Self> {
        (0..NUM_CONTEXTS as u8).map(InsnContext)
    }

    /// `outranks(self, lower)`.
    pub(crate) fn outranks(self, lower: Self) -> bool {
        self.rank() > lower.rank()
    }
}

/// What lets an instruction be decoded in more contexts than its own:
/// having no mandatory prefix, ignoring VEX.L (or using embedded rounding),
/// ignoring W, and a 64-bit address size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub(crate) struct Widening {
    /// No `OpPrefix`: also decoded under the operand-size and rep prefixes.
    pub(crate) no_prefix: bool,
    /// VEX.L / EVEX.L'L do not matter.
    pub(crate) ignores_l: bool,
    /// VEX.W / EVEX.W do not matter.
    pub(crate) ignores_w: bool,
    /// `AdSize64`: not decoded under the address-size prefix.
    pub(crate) adsize64: bool,
}

/// The widening LLVM's recursive calls use when they pass no flags.
const PLAIN: Widening = Widening { no_prefix: true, ignores_l: false, ignores_w: false, adsize64: false };

/// Whether an instruction of context `parent` is also decoded in context
/// `child` (LLVM's `inheritsFrom`). The recursion passes on some flags and
/// resets others exactly as LLVM's does, quirks included (from `IC` the
/// 64-bit address-size flag becomes the no-prefix flag of `IC_64BIT`).
pub(crate) fn inherits_from(child: InsnContext, parent: InsnContext, w: Widening) -> bool {
    if child == parent {
        return true;
    }
    let np = w.no_prefix;
    let ad = w.adsize64;
    let with_np = Widening { no_prefix: np, ..Widening::default() };
    let inh = |p: InsnContext| inherits_from(child, p, PLAIN);
    let inh_np = |p: InsnContext| inherits_from(child, p, with_np);
    match parent {
        IC => {
            inherits_from(child, IC_64BIT, Widening { no_prefix: ad, ..Widening::default() })
                || (np && inh_np(IC_OPSIZE))
                || inh(IC_ADSIZE)
                || (np && inh_np(IC_XD))
                || (np && inh_np(IC_XS))
        }
        IC_64BIT => {
            inh(IC_64BIT_REXW)
                || (np && inh_np(IC_64BIT_OPSIZE))
                || (!ad && inh(IC_64BIT_ADSIZE))
                || (np && inh_np(IC_64BIT_XD))
                || (np && inh_np(IC_64BIT_XS))
        }
        IC_OPSIZE => inh(IC_64BIT_OPSIZE) || inh(IC_OPSIZE_ADSIZE),
        IC_ADSIZE => np && inh_np(IC_OPSIZE_ADSIZE),
        IC_64BIT_ADSIZE => np && inh_np(IC_64BIT_OPSIZE_ADSIZE),
        IC_XD => inh(IC_64BIT_XD),
        IC_XS => inh(IC_64BIT_XS),
        IC_XD_OPSIZE => inh(IC_64BIT_XD_OPSIZE),
        IC_XS_OPSIZE => inh(IC_64BIT_XS_OPSIZE),
        IC_XD_ADSIZE => inh(IC_64BIT_XD_ADSIZE),
        IC_XS_ADSIZE => inh(IC_64BIT_XS_ADSIZE),
        IC_64BIT_REXW => {
            (np && (inh_np(IC_64BIT_REXW_XS) || inh_np(IC_64BIT_REXW_XD) || inh_np(IC_64BIT_REXW_OPSIZE)))
                || (!ad && inh(IC_64BIT_REXW_ADSIZE))
        }
        IC_64BIT_OPSIZE => {
            inh(IC_64BIT_REXW_OPSIZE) || (!ad && inh(IC_64BIT_OPSIZE_ADSIZE)) || (!ad && inh(IC_64BIT_REXW_ADSIZE))
        }
        IC_64BIT_XD => inh(IC_64BIT_REXW_XD) || (!ad && inh(IC_64BIT_XD_ADSIZE)),
        IC_64BIT_XS => inh(IC_64BIT_REXW_XS) || (!ad && inh(IC_64BIT_XS_ADSIZE)),
        p if p.0 < FIRST_VEX => false,
        p => vex_children(p, w).contains(&child),
    }
}

/// The VEX and EVEX contexts a VEX/EVEX `parent` passes its instructions
/// on to: adding L (and, for EVEX, L2) when L is ignored, adding W when W
/// is ignored, both when both are, the rest of the context unchanged. The
/// NF contexts only add W; the EVEX address-size contexts pass nothing on.
fn vex_children(parent: InsnContext, w: Widening) -> Vec<InsnContext> {
    let name = parent.name();
    let (head, rest) = match name.strip_prefix("IC_EVEX") {
        Some(r) => ("IC_EVEX", r),
        None => ("IC_VEX", name.strip_prefix("IC_VEX").unwrap_or(name)),
    };
    let evex = head == "IC_EVEX";
    let mut out = Vec::new();
    let mut add = |s: String| out.extend(InsnContext::by_name(&s));
    if name.contains("ADSIZE") {
        return out;
    }
    if name.ends_with("_NF") {
        // Only the NF contexts without W or OPSIZE widen, and only by W.
        if w.ignores_w && !rest.starts_with("_W") && !rest.starts_with("_OPSIZE") {
            add(format!("{head}_W{rest}"));
        }
        return out;
    }
    let (l, rest) = if let Some(r) = rest.strip_prefix("_L2") {
        ("_L2", r)
    } else if let Some(r) = rest.strip_prefix("_L") {
        ("_L", r)
    } else {
        ("", rest)
    };
    let (has_w, rest) = match rest.strip_prefix("_W") {
        Some(r) => (true, r),
        None => (false, rest),
    };
    let (lig, wig) = (w.ignores_l, w.ignores_w);
    match (l.is_empty(), has_w) {
        (true, false) => {
            if lig && wig {
                add(format!("{head}_L_W{rest}"));
                if evex {
                    add(format!("{head}_L2_W{rest}"));
                }
            }
            if wig {
                add(format!("{head}_W{rest}"));
            }
            if lig {
                add(format!("{head}_L{rest}"));
                if evex {
                    add(format!("{head}_L2{rest}"));
                }
            }
        }
        (true, true) => {
            if lig {
                add(format!("{head}_L_W{rest}"));
                if evex {
                    add(format!("{head}_L2_W{rest}"));
                }
            }
        }
        (false, false) => {
            if wig {
                add(format!("{head}{l}_W{rest}"));
            }
        }
        (false, true) => {}
    }
    out
}

/// `ATTR_*`: the attribute bits the decoder collects from an instruction's
/// prefixes, whose combinations index the context table.
pub(crate) mod attr {
    pub(crate) const BIT64: u32 = 1 << 0;
    pub(crate) const XS: u32 = 1 << 1;
    pub(crate) const XD: u32 = 1 << 2;
    pub(crate) const REXW: u32 = 1 << 3;
    pub(crate) const OPSIZE: u32 = 1 << 4;
    pub(crate) const ADSIZE: u32 = 1 << 5;
    pub(crate) const VEX: u32 = 1 << 6;
    pub(crate) const VEXL: u32 = 1 << 7;
    pub(crate) const EVEX: u32 = 1 << 8;
    pub(crate) const EVEXL2: u32 = 1 << 9;
    pub(crate) const EVEXK: u32 = 1 << 10;
    pub(crate) const EVEXKZ: u32 = 1 << 11;
    pub(crate) const EVEXB: u32 = 1 << 12;
    pub(crate) const REX2: u32 = 1 << 13;
    pub(crate) const EVEXNF: u32 = 1 << 14;
    /// `ATTR_max`: the number of attribute combinations.
    pub(crate) const MAX: u32 = 1 << 15;
}

/// The context the decoder uses for a combination of attribute bits (one
/// entry of LLVM's `x86DisassemblerContexts`).
pub(crate) fn context_for_attrs(a: u32) -> InsnContext {
    use attr::*;
    let has = |b: u32| a & b != 0;
    let named = |n: &str| InsnContext::by_name(n).unwrap_or(IC);
    if has(EVEX) && has(ADSIZE) && has(OPSIZE) {
        return named("IC_EVEX_OPSIZE_ADSIZE");
    }
    if has(EVEX) && has(ADSIZE) && has(XD) {
        return named("IC_EVEX_XD_ADSIZE");
    }
    if has(EVEX) && has(ADSIZE) && has(XS) {
        return named("IC_EVEX_XS_ADSIZE");
    }
    if has(EVEXNF) {
        let mut s = String::from("IC_EVEX");
        if has(REXW) {
            s.push_str("_W");
        } else if has(OPSIZE) {
            s.push_str("_OPSIZE");
        }
        if has(EVEXB) {
            s.push_str("_B");
        }
        s.push_str("_NF");
        return named(&s);
    }
    if has(EVEX) || has(VEX) || has(VEXL) {
        let mut s = String::from(if has(EVEX) { "IC_EVEX" } else { "IC_VEX" });
        if has(EVEX) && has(EVEXL2) {
            s.push_str("_L2");
        } else if has(VEXL) {
            s.push_str("_L");
        }
        if has(REXW) {
            s.push_str("_W");
        }
        if has(OPSIZE) {
            s.push_str("_OPSIZE");
        } else if has(XD) {
            s.push_str("_XD");
        } else if has(XS) {
            s.push_str("_XS");
        }
        if has(EVEX) {
            if has(EVEXKZ) {
                s.push_str("_KZ");
            } else if has(EVEXK) {
                s.push_str("_K");
            }
            if has(EVEXB) {
                s.push_str("_B");
            }
        }
        return named(&s);
    }
    if has(BIT64) {
        return if has(REX2) {
            named("IC_64BIT_REX2")
        } else if has(REXW) && has(XS) {
            IC_64BIT_REXW_XS
        } else if has(REXW) && has(XD) {
            IC_64BIT_REXW_XD
        } else if has(REXW) && has(OPSIZE) {
            IC_64BIT_REXW_OPSIZE
        } else if has(REXW) && has(ADSIZE) {
            IC_64BIT_REXW_ADSIZE
        } else if has(XD) && has(OPSIZE) {
            IC_64BIT_XD_OPSIZE
        } else if has(XD) && has(ADSIZE) {
            IC_64BIT_XD_ADSIZE
        } else if has(XS) && has(OPSIZE) {
            IC_64BIT_XS_OPSIZE
        } else if has(XS) && has(ADSIZE) {
            IC_64BIT_XS_ADSIZE
        } else if has(XS) {
            IC_64BIT_XS
        } else if has(XD) {
            IC_64BIT_XD
        } else if has(OPSIZE) && has(ADSIZE) {
            IC_64BIT_OPSIZE_ADSIZE
        } else if has(OPSIZE) {
            IC_64BIT_OPSIZE
        } else if has(ADSIZE) {
            IC_64BIT_ADSIZE
        } else if has(REXW) {
            IC_64BIT_REXW
        } else {
            IC_64BIT
        };
    }
    if has(XS) && has(OPSIZE) {
        IC_XS_OPSIZE
    } else if has(XD) && has(OPSIZE) {
        IC_XD_OPSIZE
    } else if has(XS) && has(ADSIZE) {
        IC_XS_ADSIZE
    } else if has(XD) && has(ADSIZE) {
        IC_XD_ADSIZE
    } else if has(XS) {
        IC_XS
    } else if has(XD) {
        IC_XD
    } else if has(OPSIZE) && has(ADSIZE) {
        IC_OPSIZE_ADSIZE
    } else if has(OPSIZE) {
        IC_OPSIZE
    } else if has(ADSIZE) {
        IC_ADSIZE
    } else {
        IC
    }
}

/// Whether instructions of `ctx` are only decoded in 64-bit mode: the
/// contexts that inherit from `IC_64BIT`, which 32-bit-only and 16-bit
/// address instructions skip.
pub(crate) fn is_64bit_only(ctx: InsnContext) -> bool {
    inherits_from(ctx, IC_64BIT, PLAIN)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn legacy_constants_match_names() {
        for (c, n) in [
            (IC_64BIT, "IC_64BIT"),
            (IC_XS_ADSIZE, "IC_XS_ADSIZE"),
            (IC_64BIT_REXW_ADSIZE, "IC_64BIT_REXW_ADSIZE"),
            (IC_64BIT_REXW_OPSIZE, "IC_64BIT_REXW_OPSIZE"),
        ] {
            assert_eq!(c.name(), n);
        }
        assert_eq!(InsnContext(FIRST_VEX).name(), "IC_VEX");
        assert_eq!(InsnContext((NUM_CONTEXTS - 1) as u8).name(), "IC_EVEX_L2_W_OPSIZE_KZ");
    }

    #[test]
    fn every_attribute_combination_names_a_context() {
        // The VEX/EVEX names are composed from the bits; every composition
        // must be a context (the lookup falls back to IC otherwise).
        let composed = attr::VEX | attr::VEXL | attr::EVEX | attr::EVEXNF;
        for a in 0..attr::MAX {
            if a & composed != 0 {
                assert_ne!(context_for_attrs(a), IC, "{a:#x}");
            }
        }
        assert_eq!(context_for_attrs(attr::EVEX | attr::VEXL | attr::EVEXK).name(), "IC_EVEX_L_K");
        assert_eq!(context_for_attrs(attr::EVEXNF | attr::REXW | attr::EVEXB).name(), "IC_EVEX_W_B_NF");
        assert_eq!(context_for_attrs(attr::BIT64 | attr::REXW | attr::OPSIZE).name(), "IC_64BIT_REXW_OPSIZE");
    }

    #[test]
    fn inheritance_follows_the_flags() {
        let by = |n: &str| InsnContext::by_name(n).unwrap();
        let plain = Widening { no_prefix: false, ..Widening::default() };
        // A prefix-less instruction is decoded under 0x66 too.
        assert!(inherits_from(IC_OPSIZE, IC, PLAIN));
        assert!(!inherits_from(IC_OPSIZE, IC, plain));
        // The IC quirk: AdSize64 reaches IC_64BIT as its no-prefix flag.
        let ad64 = Widening { no_prefix: false, adsize64: true, ..Widening::default() };
        assert!(inherits_from(IC_64BIT_OPSIZE, IC, ad64));
        assert!(!inherits_from(IC_64BIT_OPSIZE, IC, plain));
        let lig = Widening { ignores_l: true, ..Widening::default() };
        assert!(inherits_from(by("IC_EVEX_L2_XS_K_B"), by("IC_EVEX_XS_K_B"), lig));
        assert!(!inherits_from(by("IC_EVEX_L2_W_XS_K_B"), by("IC_EVEX_XS_K_B"), lig));
        assert!(!inherits_from(by("IC_VEX_L_W"), by("IC_VEX"), lig));
        let wig = Widening { ignores_w: true, ..Widening::default() };
        assert!(inherits_from(by("IC_EVEX_W_B_NF"), by("IC_EVEX_B_NF"), wig));
        assert!(vex_children(by("IC_EVEX_OPSIZE_NF"), wig).is_empty());
        assert!(inherits_from(by("IC_VEX_L_W_OPSIZE"), by("IC_VEX_L_OPSIZE"), wig));
        assert!(is_64bit_only(IC_64BIT_REXW_XS));
        assert!(!is_64bit_only(IC_XS));
    }
}
