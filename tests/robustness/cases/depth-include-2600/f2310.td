include "f2311.td"
