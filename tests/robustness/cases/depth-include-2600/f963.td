include "f964.td"
