include "f1445.td"
