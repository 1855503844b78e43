def X { string s = "ÿþ"; int i = 1; }
// Ã( invalid
