include "f585.td"
