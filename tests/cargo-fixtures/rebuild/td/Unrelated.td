// Included by nothing: touching it must not rebuild anything.
def Unrelated;
