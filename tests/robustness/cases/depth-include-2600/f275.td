include "f276.td"
