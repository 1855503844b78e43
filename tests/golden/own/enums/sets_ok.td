// ARGS: -print-sets
class Set<dag d> { dag Elements = d; }
def a; def b; def c; def d;
def add; def sub; def and; def shl; def trunc; def rotl; def rotr;
def decimate; def interleave; def sequence; def bogus;
def r0; def r1; def r2; def r3; def r4; def r10; def ra;
def S0 : Set<(add a, b, (add c, a), d)>;
def S1 : Set<(sub S0, b, (and S0, (add d)))>;
def S2 : Set<(shl S0, 3)>;
def S3 : Set<(trunc S0, 7)>;
def S4 : Set<(rotl S0, -6)>;
def S5 : Set<(rotr S0, 9223372036854775807)>;
def S6 : Set<(decimate (rotl S0, 1), 3)>;
def S7 : Set<(interleave S0, (add r0), S2, (add))>;
def S8 : Set<(sequence "r%u", 4, 0, -2)>;
def S9 : Set<(sequence "r%x", 4, 16, 6)>;
def SA : Set<(sequence "S%u", 0, 1)>;
def SB : Set<(add SB, a, (sub b, SB))>;
def SC : Set<(add b, SB)>;
def SD : Set<(sequence "r%-2u", 1, 1)>;
def "r1 ";
def SE : Set<(sequence "%c", 97, 100)>;
class Named<dag d> : Set<d>;
def SF : Named<(add S0, r10)>;
def Plain { dag Elements = (add a); }
defvar L = [SF, r0];
def SG : Set<(add L, (add L))>;
