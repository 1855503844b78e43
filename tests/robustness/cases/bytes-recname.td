defvar n = "Bÿ";
def A#"þ";
def !cast<string>(n);
multiclass M { def NAME#"Ã" { string s = NAME; } }
defm Xÿ : M;
defm Y : M;
def Z { string r = !cast<string>(!cast<YÃ>).s; }
