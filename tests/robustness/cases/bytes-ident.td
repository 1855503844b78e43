def Aÿ;
