foreach i = 0...999 in foreach j = 0...999 in def A#i#_#j;
