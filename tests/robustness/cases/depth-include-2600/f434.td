include "f435.td"
