// ARGS: -gen-opt-parser-defs
// ARGS: -gen-opt-rst
// What LLVM's tools' option tables leave out: marshalling (clang's), value
// tables, help texts for visibilities, values code, group flags and
// visibilities, alias arguments, escapes, and names that sort oddly.

include "llvm/Option/OptParser.td"

def ClangVis : OptionVisibility;
def FlangVis : OptionVisibility;
def NoXarch : OptionFlag;

def grp_a : OptionGroup<"<a group>">, HelpText<"Group \"A\"">, Flags<[NoXarch]>, Visibility<[ClangVis]>;
def grp_b : OptionGroup<"zeta">, Group<grp_a>;
def grp_c : OptionGroup<"options">, EnumName<"Grp_C">;

def help : Flag<["--", "-"], "help">, HelpText<"Display\tthis help\n">;
def Help : Flag<["-"], "Help">, HelpText<"  capital  ">;
def help_all : Flag<["--"], "help-all">, Group<grp_a>, Flags<[HelpHidden]>;
def o : JoinedOrSeparate<["-"], "o">, MetaVarName<"<file>">, HelpText<"Output é file">, Group<grp_b>;
def O : Joined<["-"], "O">, Values<"0,1,2,3,s,z">, HelpText<"Optimization level">;
def std_EQ : Joined<["-", "--"], "std=">, ValuesCode<[{
  static constexpr const char VALUES_CODE [] = "c89,c99";
}]>, Group<grp_c>;
def m : MultiArg<["-"], "m", 2>, Visibility<[ClangVis, FlangVis]>;
def x : Separate<["/", "-"], "x">, HelpTextForVariants<[FlangVis], "Flang help">, HelpText<"Clang help">;
def x_alias : Flag<["-"], "xx">, Alias<x>, AliasArgs<["c", "c++"]>;
def comma : CommaJoined<["-"], "Wl,">, Values<"only">;
def rest : Option<["--"], "", KIND_REMAINING_ARGS>, Flags<[RenderAsInput, RenderJoined]>;
def rest_joined : Option<["-"], "rest=", KIND_REMAINING_ARGS_JOINED>;
def jas : JoinedAndSeparate<["-"], "jas">;

def fmath : Flag<["-"], "fmath">, EnumName<"F_math">,
  MarshallingInfoFlag<KeyPathAndMacro<"LangOpts->", "FastMath", "LANG_">>;
def fmodel_EQ : Joined<["-"], "fmodel=">, Values<"small,,large,">,
  NormalizedValuesScope<"CodeModel">, NormalizedValues<["Small", "Large"]>,
  MarshallingInfoEnum<KeyPathAndMacro<"CodeGenOpts.", "Model">, "Small">, AlwaysEmit;
def fkind_EQ : Joined<["-"], "fkind=">, Values<"a,b">, NormalizedValues<["KA", "KB"]>,
  MarshallingInfoEnum<KeyPathAndMacro<"Opts.", "Kind">, "KA">,
  ImpliedByAnyOf<["Opts.X", "Opts.Y"], "KB">, ShouldParseIf<"Opts.Z">;
def fint_EQ : Joined<["-"], "fint=">, MarshallingInfoInt<KeyPathAndMacro<"Opts.", "Int">, "3">;
def fempty : Flag<["-"], "fempty">, MarshallingInfo<KeyPathAndMacro<"", "">, "0">;
