foreach i = 0...2047 in foreach j = 0...2047 in def A#i#_#j;
