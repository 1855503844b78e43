defvar g = "þ";
class C<string s = "Ã"> { string t = s; }
def "Aþ" : C<"ÿ">;
def A#"ÿ";
def A#"Ã©";
def A#"þþ";
multiclass M<string n> { def "X"#n; }
defm "ÿ" : M<"þ">;
