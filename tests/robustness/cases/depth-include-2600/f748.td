include "f749.td"
