include "f539.td"
