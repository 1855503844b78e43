def A { bits<0> b; bits<0> c = {}; }
