include "f788.td"
