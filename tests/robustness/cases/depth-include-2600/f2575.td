include "f2576.td"
