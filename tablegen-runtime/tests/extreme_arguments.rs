//! The runtime's public lookups with extreme arguments (0, 1, MAX-1 and MAX
//! of each integer parameter, empty tables, spans past the end of their
//! tables): each answers (`None`, an empty description, an empty
//! iterator) and none overflows or indexes out of bounds. Run in debug
//! builds, where overflow panics.

use tablegen_runtime::mc::InstrTables;
use tablegen_runtime::reg::{RegClassDesc, RegTables, RegisterDesc, SubRegIndexDesc};
use tablegen_runtime::sched::{has_feature, set_feature, ProcResource, SchedModel, SchedTables};

const U16S: [u16; 5] = [0, 1, 2, u16::MAX - 1, u16::MAX];
const U32S: [u32; 5] = [0, 1, 2, u32::MAX - 1, u32::MAX];
const USIZES: [usize; 5] = [0, 1, 2, usize::MAX - 1, usize::MAX];
const U64S: [u64; 5] = [0, 1, 7, u64::MAX - 1, u64::MAX];

/// A span at every extreme.
const SPANS: [(u32, u32); 5] = [(0, 0), (0, u32::MAX), (u32::MAX, 1), (u32::MAX, u32::MAX), (u32::MAX - 1, 2)];

static EMPTY_REGS: RegTables = RegTables {
    registers: &[],
    sub_regs: b"",
    sub_reg_idx_of: b"",
    super_regs: b"",
    reg_units: b"",
    reg_unit_lanes: b"",
    lane_masks: &[],
    sub_reg_indices: &[],
    composites: b"",
    sub_reg_index_ranges: &[],
    reg_classes: &[],
    class_regs: b"",
    class_ids: b"",
    class_with_sub_reg: b"",
    dwarf_to_llvm: &[],
    llvm_to_dwarf: &[],
    dwarf_spans: &[],
};

/// Rows whose spans point past every table (a damaged or hostile table).
static BAD_REGISTERS: [RegisterDesc; 5] = {
    let mut rows = [RegisterDesc {
        name: "",
        encoding: 0,
        is_constant: false,
        sub_regs: (0, 0),
        super_regs: (0, 0),
        units: (0, 0),
    }; 5];
    let mut i = 0;
    while i < 5 {
        rows[i].sub_regs = SPANS[i];
        rows[i].super_regs = SPANS[i];
        rows[i].units = SPANS[i];
        i += 1;
    }
    rows
};
static BAD_INDICES: [SubRegIndexDesc; 5] = {
    let mut rows = [SubRegIndexDesc { name: "", lane_mask: 0, composites: (0, 0) }; 5];
    let mut i = 0;
    while i < 5 {
        rows[i].composites = SPANS[i];
        i += 1;
    }
    rows
};
static BAD_CLASSES: [RegClassDesc; 5] = {
    let mut rows = [RegClassDesc {
        name: "",
        reg_size: u32::MAX,
        spill_size: u32::MAX,
        spill_alignment: u32::MAX,
        copy_cost: i8::MIN,
        allocatable: true,
        lane_mask: u64::MAX,
        order: (0, 0),
        members: (0, 0),
        sub_classes: (0, 0),
        super_classes: (0, 0),
        sub_class_with_sub_reg: (0, 0),
    }; 5];
    let mut i = 0;
    while i < 5 {
        let s = SPANS[i];
        rows[i].order = s;
        rows[i].members = s;
        rows[i].sub_classes = s;
        rows[i].super_classes = s;
        rows[i].sub_class_with_sub_reg = s;
        i += 1;
    }
    rows
};
static BAD_REGS: RegTables = RegTables {
    registers: &BAD_REGISTERS,
    sub_regs: b"\x01\0\x02",
    sub_reg_idx_of: b"\x01\0\x02",
    super_regs: b"\x01\0\x02",
    reg_units: b"\x01\0\x02",
    reg_unit_lanes: b"\xff\xff\x02",
    lane_masks: &[],
    sub_reg_indices: &BAD_INDICES,
    composites: b"\x01\0\x02",
    sub_reg_index_ranges: &[[1, 2]],
    reg_classes: &BAD_CLASSES,
    class_regs: b"\x01\0\x02",
    class_ids: b"\x01\0\x02",
    class_with_sub_reg: b"\x01\0\x02",
    dwarf_to_llvm: &[(u64::MAX, u16::MAX)],
    llvm_to_dwarf: &[(u16::MAX, i32::MIN)],
    dwarf_spans: &[((u32::MAX, u32::MAX), (u32::MAX, 1)), ((0, u32::MAX), (0, u32::MAX))],
};

#[test]
fn register_tables() {
    for t in [&EMPTY_REGS, &BAD_REGS] {
        for &a in &U16S {
            let _ = t.register(a);
            let _ = t.sub_regs(a).count();
            let _ = t.super_regs(a).count();
            let _ = t.units(a).count();
            let _ = t.unit_lane_masks(a).count();
            let _ = t.sub_reg_index_desc(a);
            let _ = t.class(a);
            let _ = t.class_order(a).count();
            let _ = t.super_classes(a).count();
            for &flavour in &USIZES {
                let _ = t.dwarf_number(a, flavour);
                let _ = t.range(a, flavour);
            }
            for &b in &U16S {
                let _ = t.sub_reg(a, b);
                let _ = t.sub_reg_index(a, b);
                let _ = t.overlaps(a, b);
                let _ = t.compose(a, b);
                let _ = t.class_contains(a, b);
                let _ = t.has_sub_class_eq(a, b);
                let _ = t.sub_class_with_sub_reg(a, b);
                for &c in &U16S {
                    let _ = t.matching_super_reg(a, b, c);
                }
            }
        }
        for &n in &U64S {
            for &flavour in &USIZES {
                let _ = t.from_dwarf_number(n, flavour);
            }
        }
    }
    assert_eq!(EMPTY_REGS.register(u16::MAX).name, "");
    assert_eq!(EMPTY_REGS.range(0, usize::MAX), None);
    // An index past the table is in no hardware mode's row (it used to
    // read the next mode's).
    static ONE_INDEX: [SubRegIndexDesc; 1] = [SubRegIndexDesc { name: "", lane_mask: 0, composites: (0, 0) }];
    let two_modes = RegTables { sub_reg_indices: &ONE_INDEX, sub_reg_index_ranges: &[[1, 2], [3, 4]], ..EMPTY_REGS };
    assert_eq!(two_modes.range(0, 1), Some((3, 4)));
    assert_eq!(two_modes.range(1, 0), None);
    assert_eq!(two_modes.range(u16::MAX, usize::MAX), None);
}

static SCHED_TABLES: SchedTables = SchedTables {
    write_proc_res: &[(u16::MAX, u16::MAX, u16::MAX)],
    write_latency: &[(i16::MIN, u16::MAX)],
    read_advance: &[(u32::MAX, u32::MAX, i32::MIN)],
};
static RESOURCES: [ProcResource; 1] =
    [ProcResource { name: "R", num_units: u32::MAX, super_idx: u32::MAX, buffer_size: i32::MIN }];
#[test]
fn scheduling_models() {
    // Class 1 with every word at its largest (spans past the tables),
    // class 2 with spans at the tables' ends.
    static CLASS_WORDS: [u16; 14] =
        [u16::MAX, u16::MAX, u16::MAX, u16::MAX, u16::MAX, u16::MAX, u16::MAX, 0, 0, 1, 0, 1, 0, 1];
    for classes in [&[][..], &CLASS_WORDS[..], &CLASS_WORDS[..13]] {
        for resources in [&[][..], &RESOURCES[..]] {
            let m = SchedModel {
                name: "M",
                id: u32::MAX,
                props: [Some(0), Some(u32::MAX), None, None, None, None],
                flags: [true; 3],
                resources,
                classes,
                tables: &SCHED_TABLES,
            };
            for &c in &USIZES {
                if let Some(d) = m.class(c) {
                    let _ = (d.is_valid(), d.is_variant());
                    let _ = (d.write_proc_res().len(), d.write_latencies().len(), d.read_advances().len());
                    let _ = m.latency(&d);
                    let _ = m.reciprocal_throughput(&d);
                    for &w in &U32S {
                        let _ = SchedModel::forwarding_delay_cycles(&d, w);
                    }
                }
                let _ = m.resource(c);
                let _ = m.resolve(c, |k| k.wrapping_add(1));
                let _ = m.resolve(c, |k| k);
                let _ = m.resolve(c, |_| usize::MAX);
            }
            assert!(m.class(usize::MAX).is_none() && m.class(0usize).is_none() && m.resource(0).is_none());
            let _ = m.issue_width();
        }
    }
}

#[test]
fn feature_bits() {
    let mut bits = [u64::MAX; 5];
    for &f in &U16S {
        let _ = has_feature(&bits, f);
        set_feature(&mut bits, f, false);
        set_feature(&mut bits, f, true);
    }
    let mut none = [0u64; 5];
    for &f in &U16S[3..] {
        // Past the set: in none, and setting it changes nothing.
        assert!(!has_feature(&none, f));
        set_feature(&mut none, f, true);
        assert_eq!(none, [0; 5]);
    }
}

#[test]
fn instruction_descriptions() {
    // Two descriptions: one with every field at its largest, one zero.
    let mut descs = [0u8; 2 * InstrTables::DESC_BYTES];
    descs[..InstrTables::DESC_BYTES].fill(0xff);
    let descs: &'static [u8] = Vec::leak(descs.to_vec());
    for t in [
        InstrTables { descs: &[], operand_infos: &[], implicit_regs: &[], operand_type_names: &[] },
        InstrTables { descs, operand_infos: &[0xff; 8], implicit_regs: &[0xff; 3], operand_type_names: &[""] },
    ] {
        let _ = t.num_opcodes();
        for &op in &USIZES {
            let Some(d) = t.desc(op) else { continue };
            let _ = d.implicit_uses().count();
            let _ = d.implicit_defs().count();
            let _ = d.operands().count();
            for &i in &USIZES {
                let _ = d.operand(i);
            }
            for &f in &U64S {
                let _ = d.has(f);
            }
        }
        assert!(t.desc(usize::MAX).is_none());
    }
}
