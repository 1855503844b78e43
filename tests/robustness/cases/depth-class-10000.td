class C<int n> {
  int v = !if(!eq(n, 0), 0, !add(C<!sub(n, 1)>.v, 1));
}
def D : C<10000>;
