class Set<dag d> { dag Elements = d; }
def a;
def bogus;
def S : Set<(bogus a)>;
