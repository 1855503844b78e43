include "f690.td"
