include "f551.td"
