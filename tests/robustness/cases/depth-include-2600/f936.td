include "f937.td"
