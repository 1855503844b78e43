class C<int x> { int y = !cast<int>("Bþ"); }
def Q : C<1>;
