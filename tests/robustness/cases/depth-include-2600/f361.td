include "f362.td"
