include "f2072.td"
