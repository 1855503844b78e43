class Set<dag d> { dag Elements = d; }
def a;
def add;
def S : Set<(add a, !cast<Set>("S"))>;
