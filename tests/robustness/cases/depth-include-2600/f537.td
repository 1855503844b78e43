include "f538.td"
