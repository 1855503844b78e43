include "f1775.td"
