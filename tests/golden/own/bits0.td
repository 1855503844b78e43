class XD { bits<0> Prefix = 11; }
def xd : XD;
def z { bits<0> a = 0; bits<0> b = -1; bits<1> c = -1; bits<64> d = -1; }
