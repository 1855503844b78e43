include "f1779.td"
