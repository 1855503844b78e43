// ARGS: -print-sets
def a;
