include "f2074.td"
