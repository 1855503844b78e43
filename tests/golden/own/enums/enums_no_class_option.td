// ARGS: -print-enums
class Base;
class Derived : Base;
class Unused;
def b10 : Derived;
def b9 : Base;
def a : Base;
def "weird name" : Derived;
def plain;
multiclass M { def _x : Derived; }
defm m : M;
def : Base;
