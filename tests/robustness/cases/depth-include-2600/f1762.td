include "f1763.td"
