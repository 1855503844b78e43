include "f101.td"
