include "f682.td"
