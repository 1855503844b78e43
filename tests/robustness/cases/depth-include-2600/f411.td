include "f412.td"
