class Set<dag d> { dag Elements = d; }
def a;
def add;
def S0 : Set<(add a)>;
foreach i = 1...10000 in
  def S#i : Set<(add !cast<Set>("S"#!sub(i, 1)), a)>;
