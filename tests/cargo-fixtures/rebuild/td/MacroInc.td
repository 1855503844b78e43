// Included by MacroRoot.td, which src/main.rs embeds with include_td!.
class Color<string name, bits<8> value> {
  string Name = name;
  bits<8> Value = value;
}
