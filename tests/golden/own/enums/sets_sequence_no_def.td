// ARGS: -print-sets
class Set<dag d> { dag Elements = d; }
def a; def b; def c; def d;
def add; def sub; def and; def shl; def trunc; def rotl; def rotr;
def decimate; def interleave; def sequence; def bogus;
def x1;
def S : Set<(sequence "x%u", 1, 2)>;
