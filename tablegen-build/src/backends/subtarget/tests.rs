use crate::backend::{Options, Records};
use crate::{registry, Lang};
use tablegen_core::parser::{parse_source, ParseOptions};

fn emit(src: &str) -> Result<String, String> {
    let include = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden/include");
    let opts = ParseOptions { include_dirs: vec![include.into()], ..Default::default() };
    let mut rk = parse_source("t.td", src, &opts).map_err(|e| format!("{e:?}"))?;
    let backend = registry::find("gen-subtarget").ok_or("no backend")?;
    backend.emit(&mut Records::new(&mut rk), &Options::default(), Lang::Cpp).map_err(|e| format!("{e:?}"))
}
