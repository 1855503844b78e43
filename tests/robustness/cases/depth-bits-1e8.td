def A { bits<100000000> b; }
