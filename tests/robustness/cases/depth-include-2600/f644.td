include "f645.td"
