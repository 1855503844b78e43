include "f747.td"
