foreach i = 0...1 in def A;
