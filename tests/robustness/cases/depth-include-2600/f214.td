include "f215.td"
