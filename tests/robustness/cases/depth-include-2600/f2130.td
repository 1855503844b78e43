include "f2131.td"
