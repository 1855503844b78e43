include "f2327.td"
