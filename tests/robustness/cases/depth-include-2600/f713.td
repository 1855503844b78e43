include "f714.td"
