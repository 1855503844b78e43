// ARGS: -gen-vt
class VT { int Value = 1; }
def x : VT;
