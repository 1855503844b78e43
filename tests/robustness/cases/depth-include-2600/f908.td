include "f909.td"
