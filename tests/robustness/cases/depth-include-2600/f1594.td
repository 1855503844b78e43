include "f1595.td"
