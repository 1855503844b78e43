include "f108.td"
