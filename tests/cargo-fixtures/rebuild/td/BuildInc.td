// Included by Root.td, which build.rs runs through tablegen_build::Builder.
class Shape<string name, bits<8> sides> {
  string Name = name;
  bits<8> Sides = sides;
}
