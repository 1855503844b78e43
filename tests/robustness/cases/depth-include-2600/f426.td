include "f427.td"
