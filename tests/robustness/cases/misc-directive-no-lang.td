include "llvm/Frontend/Directive/DirectiveBase.td"
def C : Clause { let name = "c"; }
