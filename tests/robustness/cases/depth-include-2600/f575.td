include "f576.td"
