include "f819.td"
