//! The macros in a real compilation: spans, source text and paths come from
//! rustc here, not from the unit tests' stand-ins.

/// The tables of `td/Colors.td`.
mod from_file {
    tablegen_macros::include_td!("tests/td/Colors.td", include = ["tests/td/include"]);
}

/// The same tables written inline, with what Rust's lexer would lose if the
/// macro printed tokens back: comments, preprocessor lines, `!add(` glued.
mod inline {
    tablegen_macros::tablegen! {
        #![tablegen(include = ["tests/td/include"], define = ["WITH_BLUE"])]
        include "llvm/TableGen/SearchableTable.td"

        class Color<string name, bits<8> value> {
          string Name = name;
          bits<8> Value = !add(value, 0); // `!add` must stay one token
        }
        def Red : Color<"red", 1>;
        def Green : Color<"green", 2>;
        #ifdef WITH_BLUE
        def Blue : Color<"blue", 4>;
        #endif
        #ifdef WITH_BLACK
        def Black : Color<"black", 0>;
        #endif

        def Colors : GenericEnum {
          let FilterClass = "Color";
          let NameField = "Name";
          let ValueField = "Value";
        }
        def ColorTable : GenericTable {
          let FilterClass = "Color";
          let Fields = ["Name", "Value"];
          let PrimaryKey = ["Value"];
          let PrimaryKeyName = "lookupColorByValue";
        }
        def lookupColorByName : SearchIndex {
          let Table = ColorTable;
          let Key = ["Name"];
        }
    }
}

/// A string literal body, for calls whose source text is out of reach.
mod literal {
    tablegen_macros::tablegen!(
        r#"
include "tests/td/include/llvm/TableGen/SearchableTable.td" // relative to CARGO_MANIFEST_DIR
class Flag<bits<4> v> { bits<4> Value = v; }
def FlagA : Flag<1>;
def FlagB : Flag<8>;
def Flags : GenericEnum { let FilterClass = "Flag"; let ValueField = "Value"; }
"#
    );
}

#[test]
fn include_td_tables_answer_lookups() {
    use from_file::*;
    // llvm-tblgen-19 -gen-searchable-tables on Colors.td declares
    // `enum Colors { blue = 4, green = 2, red = 1 }` and the table rows
    // red, green, blue.
    assert_eq!(Colors::all().collect::<Vec<_>>(), [Colors::Blue, Colors::Green, Colors::Red]);
    assert_eq!(Colors::Blue.value(), 4);
    let rows: Vec<_> = COLOR_TABLE.iter().map(|c| c.name).collect();
    assert_eq!(rows, ["red", "green", "blue"]);
    assert_eq!(Colors::from_name("green"), Some(Colors::Green));
    assert_eq!(lookup_color_by_value(4).map(|c| c.name), Some("blue"));
    assert_eq!(lookup_color_by_name("RED").map(|c| c.value), Some(1));
    assert!(lookup_color_by_value(3).is_none());
}

#[test]
fn inline_text_keeps_comments_and_preprocessor_lines() {
    let from_file: Vec<_> = from_file::COLOR_TABLE.iter().map(|c| (c.name, c.value)).collect();
    let inline: Vec<_> = inline::COLOR_TABLE.iter().map(|c| (c.name, c.value)).collect();
    assert_eq!(inline, from_file);
    assert_eq!(inline::lookup_color_by_name("Blue").map(|c| c.value), Some(4));
    assert!(inline::lookup_color_by_name("black").is_none());
}

#[test]
fn string_literal_bodies_work() {
    assert_eq!(literal::Flags::all().collect::<Vec<_>>(), [literal::Flags::FlagA, literal::Flags::FlagB]);
    assert_eq!(literal::Flags::FlagB.value(), 8);
}

/// A generic automaton next to the enum its actions name, from one body.
mod slots {
    tablegen_macros::tablegen! {
        #![tablegen(include = ["tests/td/include"], backends = ["gen-searchable-tables", "gen-automata"])]
        include "llvm/TableGen/Automaton.td"
        include "llvm/TableGen/SearchableTable.td"

        // Two issue slots: `Any` takes either, `First` only slot 0.
        class Need;
        def Any : Need;
        def First : Need;
        def NeedKind : GenericEnum { let FilterClass = "Need"; }

        class Take<bits<2> slot, Need n> : Transition {
          let NewState{1...0} = slot;
          Need Sym = n;
        }
        def : Take<0b01, Any>;
        def : Take<0b10, Any>;
        def : Take<0b01, First>;

        def Slots : GenericAutomaton {
          let TransitionClass = "Take";
          let SymbolFields = ["Sym"];
          string TypeOf_Sym = "NeedKind";
        }
    }
}

#[test]
fn automata_embed_next_to_their_action_enum() {
    use slots::{NeedKind, Slots};
    let mut a = Slots::with_transitions();
    // `First` then `Any`: `Any` must take slot 1.
    assert!(a.add(&NeedKind::First));
    assert!(a.can_add(&NeedKind::Any));
    assert!(!a.can_add(&NeedKind::First));
    assert!(a.add(&NeedKind::Any));
    assert_eq!(a.transitions(), vec![vec![0b01, 0b11]]);
    assert!(!a.add(&NeedKind::Any), "both slots are taken");
    a.reset();
    // Two `Any`s fit either way round; then `First` no longer does.
    assert!(a.add(&NeedKind::Any) && a.add(&NeedKind::Any));
    let mut paths = a.transitions();
    paths.sort();
    assert_eq!(paths, vec![vec![0b01, 0b11], vec![0b10, 0b11]]);
    assert!(!a.can_add(&NeedKind::First));
}
