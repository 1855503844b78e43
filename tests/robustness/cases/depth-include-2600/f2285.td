include "f2286.td"
