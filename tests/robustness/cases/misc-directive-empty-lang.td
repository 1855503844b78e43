include "llvm/Frontend/Directive/DirectiveBase.td"
def L : DirectiveLanguage { let name = ""; }
