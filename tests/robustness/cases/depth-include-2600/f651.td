include "f652.td"
