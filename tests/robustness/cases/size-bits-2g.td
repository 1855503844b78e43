def A { bits<2147483648> b; }
