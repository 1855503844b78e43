class A<int n, string s = "x"> { int N = n; string S = s # "!"; bits<8> B = n; }
def a0 : A<3>;
defvar L = [1, 2, 3, 4];
def ops {
  int add = !add(1, 2, 3);
  int sub = !sub(10, 4);
  int mul = !mul(3, 4);
  int div = !div(9, 2);
  int sh = !shl(1, 4);
  int sr = !sra(-16, 2);
  int srl = !srl(16, 2);
  int lg = !logtwo(64);
  bit n = !not(0);
  int x = !xor(5, 3);
  int o = !or(4, 1);
  int an = !and(6, 3);
  list<int> lc = !listconcat(L, [5]);
  list<int> ls = !listsplat(7, 3);
  list<int> lr = !listremove(L, [2]);
  list<int> sl = L[1...2];
  int el = L[0];
  string sc = !strconcat("a", "b");
  string il = !interleave(["a", "b"], "-");
  string ss = !substr("hello", 1, 3);
  int fd = !find("hello", "l");
  string up = !toupper("abc");
  string lo = !tolower("ABC");
  string rp = !repr(a0);
  int sz = !size(L);
  bit em = !empty(L);
  int hd = !head(L);
  list<int> tl = !tail(L);
  list<int> fe = !foreach(i, L, !mul(i, i));
  list<int> fl = !filter(i, L, !gt(i, 2));
  int fo = !foldl(0, L, acc, i, !add(acc, i));
  int cd = !cond(!eq(1, 2) : 1, true : 2);
  int iff = !if(!ne(1, 2), 3, 4);
  bit isa = !isa<A>(a0);
  bit ex = !exists<A>("a0");
  list<int> rg = !range(3);
  string su = !subst("l", "L", "hello");
  dag d = (a0 1:$x, "s":$y);
  dag d2 = !con(d, (a0 2));
  dag d3 = !dag(a0, [1, 2], ["p", "q"]);
  int ga = !getdagarg<int>(d, 0);
  string gn = !getdagname(d, 1);
  dag sd = !setdagarg(d, 0, 5);
  dag sn = !setdagname(d, 0, "z");
  string op = !cast<string>(!getdagop(d));
  dag so = !setdagop(d, a0);
  int ca = !cast<int>(!cast<bits<4>>(5));
  bits<4> br = { 1, 0, ?, 1 };
  bits<2> sub2 = br{3-2};
}
multiclass M<int v> {
  def _a : A<v>;
  def _b : A<!add(v, 1), NAME>;
  defvar t = v;
  foreach i = [1, 2] in def _c#i : A<!add(t, i)>;
}
defm m1 : M<4>;
defset list<A> As = { def s1 : A<1>; defm m2 : M<5>; }
let N = 9 in def l1 : A<0>;
if !eq(1, 1) then { def yes : A<1>; } else { def no : A<0>; }
assert !eq(a0.N, 3), "message";
dump "dumped " # !repr(L);
deftype IntList = list<int>;
def usesType { IntList t = [1]; }
