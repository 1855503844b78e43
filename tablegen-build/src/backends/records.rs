//! The front end's own outputs: `-print-records` (the default action),
//! `-print-detailed-records`, `-dump-json` and `-null-backend`.

use crate::backend::{FnBackend, Options, Records, Result};

/// `-print-records`.
pub static PRINT_RECORDS: FnBackend = FnBackend::cpp_bytes(
    "print-records",
    "Print all records to stdout (default)",
    |rk, _| Ok(rk.print_records()),
    |rk, _| Ok(rk.print_records_bytes()),
)
.streamed(|rk, _, sink| Ok(rk.write_records(sink, crate::support::parallel::threads)));

/// `-print-detailed-records`.
pub static PRINT_DETAILED_RECORDS: FnBackend = FnBackend::cpp_bytes(
    "print-detailed-records",
    "Print full details of all records to stdout",
    print_detailed_records,
    |rk, _| Ok(tablegen_core::detailed::print_detailed_records_bytes(rk)),
);

/// `-null-backend`.
pub static NULL_BACKEND: FnBackend =
    FnBackend::cpp("null-backend", "Do nothing after parsing (useful for timing)", |_, _| Ok(String::new()));

/// `-dump-json`.
///
/// Every string in the document is valid UTF-8 already (the writer makes
/// it so, as `llvm::json` does), so its text is its bytes.
pub static DUMP_JSON: FnBackend =
    FnBackend::cpp_bytes("dump-json", "Dump all records as machine-readable JSON", dump_json, |rk, _| {
        Ok(tablegen_core::json::dump_json(rk).into_bytes())
    })
    .streamed(|rk, _, sink| Ok(tablegen_core::json::write_dump_json_to(sink, rk, crate::support::parallel::threads)));

fn print_detailed_records(rk: &mut Records<'_>, _: &Options) -> Result<String> {
    Ok(tablegen_core::detailed::print_detailed_records(rk))
}

fn dump_json(rk: &mut Records<'_>, _: &Options) -> Result<String> {
    Ok(tablegen_core::json::dump_json(rk))
}
