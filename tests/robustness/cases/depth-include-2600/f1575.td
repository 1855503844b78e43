include "f1576.td"
