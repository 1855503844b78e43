include "f642.td"
