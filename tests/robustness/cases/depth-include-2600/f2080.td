include "f2081.td"
