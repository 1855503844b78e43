// Every macro call below fails; tests/cargo_builds.rs checks each error
// against llvm-tblgen-19's diagnostic and the snapshots in
// tests/cargo-fixtures/ui/*.stderr.

tablegen_macros::include_td!("td/MultiClass-def-fail.td");

tablegen_macros::include_td!("td/cond-default.td");

tablegen_macros::include_td!("td/foreach-range-parse-errors1.td", backends = ["gen-searchable-tables"]);

tablegen_macros::include_td!("td/unterminated-code-block.td", include = ["td"]);

tablegen_macros::tablegen! {
    class Pair<int a, int b> {
        int A = a;
        int B = b;
    }
    def P : Pair<1, >;
}

mod with_header {
    tablegen_macros::tablegen! {
        #![tablegen(include = ["td"], backends = ["gen-searchable-tables"])]
        def Before;
        include "MultiClass-def-fail.td"
    }
}

fn main() {}
