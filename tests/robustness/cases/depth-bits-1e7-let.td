def A { bits<10000000> b; let b{3-0} = 0b1010; let b{9999999} = 1; }
