include "f615.td"
