include "f1727.td"
