// Shapes from build.rs (td/Root.td + td/BuildInc.td), colors from
// include_td! (td/MacroRoot.td + td/MacroInc.td); td/Unrelated.td is read by
// neither.
mod shapes {
    include!(concat!(env!("OUT_DIR"), "/shapes.rs"));
}

mod colors {
    tablegen_macros::include_td!("td/MacroRoot.td", include = ["td"], backends = ["gen-searchable-tables"]);
}

fn main() {
    for s in shapes::SHAPES.iter() {
        println!("shape {} {}", s.name, s.sides);
    }
    for c in colors::COLORS.iter() {
        println!("color {} {}", c.name, c.value);
    }
    assert_eq!(shapes::lookup_shape_by_sides(4).map(|s| s.name), Some("Square"));
    assert_eq!(colors::lookup_color_by_value(2).map(|c| c.name), Some("Green"));
}
