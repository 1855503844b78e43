include "f228.td"
