// ARGS: -print-sets
class Set { dag Elements = ?; }
def a : Set;
