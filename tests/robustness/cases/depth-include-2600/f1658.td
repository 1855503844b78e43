include "f1659.td"
