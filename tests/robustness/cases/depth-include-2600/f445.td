include "f446.td"
