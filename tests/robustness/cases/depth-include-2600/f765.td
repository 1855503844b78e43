include "f766.td"
