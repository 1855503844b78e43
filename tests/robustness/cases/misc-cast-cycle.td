class C { C x = !cast<C>("A"); }
def A : C;
