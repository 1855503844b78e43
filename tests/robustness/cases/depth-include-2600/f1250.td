include "f1251.td"
