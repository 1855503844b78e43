include "f1741.td"
