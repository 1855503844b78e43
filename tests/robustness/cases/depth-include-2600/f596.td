include "f597.td"
