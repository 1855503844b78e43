include "f1683.td"
