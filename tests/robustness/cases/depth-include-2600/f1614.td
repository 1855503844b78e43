include "f1615.td"
