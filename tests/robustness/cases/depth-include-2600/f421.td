include "f422.td"
