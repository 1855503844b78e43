include "f387.td"
