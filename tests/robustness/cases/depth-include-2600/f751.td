include "f752.td"
