include "f842.td"
