include "f2383.td"
