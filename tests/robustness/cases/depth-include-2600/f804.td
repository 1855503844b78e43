include "f805.td"
