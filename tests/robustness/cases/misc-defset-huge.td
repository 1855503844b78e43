class C;
defset list<C> L = { foreach i = 0...99999 in def A#i : C; }
def B { int n = !size(L); }
