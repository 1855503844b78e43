include "f919.td"
