//! The instruction relation tables (LLVM's `CodeGenMapTable`,
//! `GET_INSTRMAP_INFO`): each `InstrMapping` relates a key instruction to
//! the instructions that share its `RowFields` values and have the values
//! of a `ValueCols` entry in their `ColFields`.

use std::collections::BTreeMap;

use tablegen_core::init::{Init, InitKind};
use tablegen_core::intern::FxHashMap;
use tablegen_core::record::RecId;

use crate::backend::{Records, Result};
use crate::model::codegen::Instructions;
use crate::support::fields::{derived, fatal, fatal_at, lift};

/// One relation table.
#[derive(Clone, Debug)]
pub struct MapTable {
    /// The `InstrMapping` record.
    pub def: RecId,
    /// The mapping's name (the function's and, with `Table`, the table's).
    pub name: String,
    /// `ColFields`, unquoted.
    pub col_fields: Vec<String>,
    /// `ValueCols`, unquoted.
    pub value_cols: Vec<Vec<String>>,
    /// Per key instruction with at least one related instruction, in enum
    /// order: its enum value and per column the related record.
    pub rows: Vec<(u32, Vec<Option<Related>>)>,
}

/// The record in one column of a relation table's row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Related {
    /// The def.
    pub def: RecId,
    /// Its name (C++ prints `Namespace::Name`).
    pub name: String,
    /// Its enum value; `None` for a record of the filter class that is not
    /// a numbered instruction (C++ names it all the same; the Rust table
    /// cannot).
    pub value: Option<u32>,
}

/// Everything `GET_INSTRMAP_INFO` holds.
#[derive(Clone, Debug)]
pub struct MapTables {
    /// Per column field (in name order), its values across every mapping,
    /// each once.
    pub enums: Vec<(String, Vec<String>)>,
    /// The tables, in mapping name order.
    pub tables: Vec<MapTable>,
}

fn list(rk: &mut Records<'_>, rec: RecId, field: &str) -> Result<Vec<Init>> {
    let r = rk.value_as_list(rec, field).map(<[Init]>::to_vec);
    lift(rk, r)
}

fn sublist(rk: &Records<'_>, v: Init) -> Option<Vec<Init>> {
    match *rk.inits.kind(v) {
        InitKind::List { elems, .. } => Some(rk.inits.slice(elems).to_vec()),
        _ => None,
    }
}

/// The value of the field named by the string `name` in `rec`.
fn field_value(rk: &Records<'_>, rec: RecId, name: Init) -> Option<Init> {
    let text = rk.inits.as_str(name)?;
    rk.field(rec, text).map(|v| v.value)
}

/// Reads every `InstrMapping` and builds its table, with LLVM's errors in
/// LLVM's order; `None` when there is no mapping.
pub fn analyze(rk: &mut Records<'_>, insts: &Instructions, _ns: &str) -> Result<Option<MapTables>> {
    let maps = derived(rk, "InstrMapping")?;
    if maps.is_empty() {
        return Ok(None);
    }
    // The column enums, over every mapping first.
    let mut col_values: BTreeMap<String, Vec<Init>> = BTreeMap::new();
    for &m in &maps {
        let cols = list(rk, m, "ColFields")?;
        let value_cols = list(rk, m, "ValueCols")?;
        let mut rows = Vec::new();
        for &v in &value_cols {
            let row = sublist(rk, v).unwrap_or_default();
            if row.len() != cols.len() {
                let name = rk.name_str(m).to_string();
                return fatal(
                    rk,
                    &[],
                    format!("Record `{name}', field `ValueCols' entries don't match with the entries in 'ColFields' !"),
                );
            }
            rows.push(row);
        }
        for (j, &c) in cols.iter().enumerate() {
            let col = rk.as_unquoted_string(c);
            for row in &rows {
                col_values.entry(col.clone()).or_default().push(row[j]);
            }
        }
    }
    let mut enums = Vec::new();
    for (name, mut values) in col_values {
        let mut i = 0;
        while i + 1 < values.len() {
            let cur = values[i];
            let mut j = i + 1;
            while j < values.len() {
                if values[j] == cur {
                    values.remove(j);
                } else {
                    j += 1;
                }
            }
            i += 1;
        }
        enums.push((name, values.iter().map(|&v| rk.as_unquoted_string(v)).collect()));
    }

    let mut tables = Vec::new();
    for &m in &maps {
        tables.push(build_table(rk, insts, m)?);
    }
    Ok(Some(MapTables { enums, tables }))
}

fn build_table(rk: &mut Records<'_>, insts: &Instructions, m: RecId) -> Result<MapTable> {
    let name = rk.name_str(m).to_string();
    let filter = rk.field(m, "FilterClass").map(|v| v.value);
    let filter = filter.map(|f| rk.as_unquoted_string(f)).unwrap_or_default();
    let row_fields = list(rk, m, "RowFields")?;
    let col_fields = list(rk, m, "ColFields")?;
    let key_col = list(rk, m, "KeyCol")?;
    let value_cols_init = list(rk, m, "ValueCols")?;
    if value_cols_init.is_empty() {
        return fatal_at(rk, m, format!("InstrMapping record `{name}' has empty `ValueCols' field!"));
    }
    let mut value_cols = Vec::new();
    for &v in &value_cols_init {
        let row = sublist(rk, v).unwrap_or_default();
        if row.len() != col_fields.len() {
            return fatal_at(
                rk,
                m,
                format!("Record `{name}', field `ValueCols' entries don't match with  the entries in 'ColFields'!"),
            );
        }
        value_cols.push(row);
    }
    let defs = derived(rk, &filter)?;
    let unquoted = |rk: &Records<'_>, v: Option<Init>| v.map(|v| rk.as_unquoted_string(v));

    // Group by row values; collect the key instructions.
    let mut rows: FxHashMap<Vec<Init>, Vec<RecId>> = FxHashMap::default();
    let mut keys = Vec::new();
    for &d in &defs {
        let mut key = Vec::with_capacity(row_fields.len());
        for &f in &row_fields {
            match field_value(rk, d, f) {
                Some(v) => key.push(v),
                None => {
                    let (fs, ds) = (rk.as_string(f), rk.name_str(d).to_string());
                    return fatal_at(rk, d, format!("No value {fs} found in \"{ds}\" instruction description."));
                }
            }
        }
        let is_key = col_fields
            .iter()
            .zip(&key_col)
            .all(|(&c, &k)| unquoted(rk, field_value(rk, d, c)).is_some_and(|v| v == rk.as_unquoted_string(k)));
        if is_key {
            keys.push(d);
        }
        rows.entry(key).or_default().push(d);
    }

    let mut table: FxHashMap<RecId, Vec<Option<RecId>>> = FxHashMap::default();
    for &k in &keys {
        let key: Vec<Init> = row_fields.iter().filter_map(|&f| field_value(rk, k, f)).collect();
        let related = rows.get(&key).cloned().unwrap_or_default();
        let mut cols = Vec::with_capacity(value_cols.len());
        for (ci, col) in value_cols.iter().enumerate() {
            let mut found: Option<RecId> = None;
            for &r in &related {
                let matches = col_fields
                    .iter()
                    .zip(col)
                    .all(|(&c, &v)| unquoted(rk, field_value(rk, r, c)).is_some_and(|x| x == rk.as_unquoted_string(v)));
                if !matches {
                    continue;
                }
                if found.is_some() {
                    let values: Vec<String> = key.iter().map(|&v| rk.as_string(v)).collect();
                    let col_str = rk.as_string(value_cols_init[ci]);
                    let kname = rk.name_str(k).to_string();
                    return fatal(
                        rk,
                        &[],
                        format!(
                            "Multiple matches found for `{kname}', for the relation `{name}', row fields [{}], column `{col_str}'",
                            values.join(", ")
                        ),
                    );
                }
                found = Some(r);
            }
            cols.push(found);
        }
        table.insert(k, cols);
    }

    let mut out_rows = Vec::new();
    let enumeration = insts.enumeration();
    for (value, inst) in insts.by_enum().iter().enumerate() {
        let Some(cols) = table.get(&inst.def) else { continue };
        if cols.iter().all(Option::is_none) {
            continue;
        }
        let cols = cols
            .iter()
            .map(|c| c.map(|def| Related { def, name: rk.name_str(def).to_string(), value: enumeration.value(def) }))
            .collect();
        out_rows.push((value as u32, cols));
    }
    Ok(MapTable {
        def: m,
        name,
        col_fields: col_fields.iter().map(|&c| rk.as_unquoted_string(c)).collect(),
        value_cols: value_cols.iter().map(|r| r.iter().map(|&v| rk.as_unquoted_string(v)).collect()).collect(),
        rows: out_rows,
    })
}
