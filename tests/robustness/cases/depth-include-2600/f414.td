include "f415.td"
