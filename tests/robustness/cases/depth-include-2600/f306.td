include "f307.td"
