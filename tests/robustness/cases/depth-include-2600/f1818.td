include "f1819.td"
