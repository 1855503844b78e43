include "f2209.td"
