defvar n = "Bÿ";
def A#"þ";
def !cast<string>(n);
class K { string s = "Ã©ÿ"; code c = [{þ}]; }
def C : K;
def D { K r = !cast<K>("C"); list<string> l = ["ÿ", "Ã©"]; dag d = (C "ÿ":$xÿ); }
