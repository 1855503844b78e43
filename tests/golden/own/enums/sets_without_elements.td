// ARGS: -print-sets
class Set;
def a : Set;
