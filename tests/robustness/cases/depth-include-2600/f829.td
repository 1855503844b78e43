include "f830.td"
