class Set<dag d> { dag Elements = d; }
def a;
def b;
def add;
def rotl;
def decimate;
def S : Set<(rotl (add a, b), -5)>;
def T : Set<(decimate (add a, b), 0)>;
