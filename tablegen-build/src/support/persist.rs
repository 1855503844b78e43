//! Analyses kept across runs: when the records came from a record cache
//! (`--record-cache`), an analysis that is a pure function of them can be
//! saved beside them and loaded by the next run instead of being made again
//! (see [`tablegen_core::cache::Analyses`]).
//!
//! An analysis is saved only if nothing was ever reported through the
//! records' view (nor an earlier one sharing its analyses): a run that
//! loads it must print what a run that makes it prints, and a saved
//! analysis has no diagnostics to replay, nor do the analyses it was made
//! from, which a run that loads it may never make. What is saved is filed
//! under this crate's source
//! fingerprint as well as the records, so an analysis made by other code is
//! never read back. Analyses write and read their bytes with
//! [`tablegen_core::bytes`]' `Writer` and `Reader`.

use crate::backend::Records;

/// A fingerprint of this crate's sources, made by its build script.
const FINGERPRINT: &str = env!("TABLEGEN_BUILD_FINGERPRINT");

/// Analysis `name` of `rk`'s records as saved by an earlier run, decoded by
/// `decode` (`None` for bytes it does not accept); `None` when the records
/// did not come from a cache or nothing valid was saved.
///
/// ```
/// let mut rk = tablegen_core::parse_str("t.td", "def A;").unwrap();
/// let records = tablegen_build::Records::new(&mut rk);
/// // Not from a cache: nothing to load.
/// assert_eq!(tablegen_build::support::persist::load(&records, "n", |b| Some(b.len())), None);
/// ```
pub fn load<T>(rk: &Records<'_>, name: &str, decode: impl FnOnce(&[u8]) -> Option<T>) -> Option<T> {
    let bytes = rk.analysis_cache()?.load(name, FINGERPRINT)?;
    decode(&bytes)
}

/// Runs `make` and, if it succeeds, nothing was ever reported through
/// `rk` (see the module docs) and the records came from a cache, saves what
/// `encode` makes of its result as analysis `name` for [`load`] (nothing,
/// if `encode` says it cannot be kept).
///
/// ```
/// let mut rk = tablegen_core::parse_str("t.td", "def A;").unwrap();
/// let mut records = tablegen_build::Records::new(&mut rk);
/// let n = tablegen_build::support::persist::make(&mut records, "n", |rk| Ok(rk.num_defs()), |n| Some(vec![*n as u8]));
/// assert_eq!(n.unwrap(), 1);
/// ```
pub fn make<T>(
    rk: &mut Records<'_>,
    name: &str,
    make: impl FnOnce(&mut Records<'_>) -> crate::backend::Result<T>,
    encode: impl FnOnce(&T) -> Option<Vec<u8>>,
) -> crate::backend::Result<T> {
    let made = make(rk)?;
    if !rk.ever_reported() {
        if let Some(cache) = rk.analysis_cache() {
            if let Some(bytes) = encode(&made) {
                cache.save(name, FINGERPRINT, &bytes);
            }
        }
    }
    Ok(made)
}
