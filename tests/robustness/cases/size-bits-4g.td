def A { bits<4294967296> b; }
