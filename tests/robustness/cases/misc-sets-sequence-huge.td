class Set<dag d> { dag Elements = d; }
def sequence;
def S : Set<(sequence "R%u", 0, 4000000000)>;
