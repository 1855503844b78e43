include "f1652.td"
