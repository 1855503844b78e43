include "f109.td"
