include "f469.td"
