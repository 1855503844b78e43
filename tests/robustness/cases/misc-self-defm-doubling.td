multiclass T<int x> {
  def _d;
defm m0: T<0>;
defm m1: T<1>;
defm m2: T<2>;
defm m3: T<3>;
defm m4: T<4>;
defm m5: T<5>;
defm m6: T<6>;
defm m7: T<7>;
defm m8: T<8>;
defm m9: T<9>;
defm m10: T<10>;
}
defm top: T<0>;
