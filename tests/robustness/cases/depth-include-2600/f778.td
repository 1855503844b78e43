include "f779.td"
