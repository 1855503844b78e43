def A { bits<1000000> b; }
defvar x = A;
dump x;
