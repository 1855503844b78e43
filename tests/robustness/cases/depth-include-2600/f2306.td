include "f2307.td"
