include "f581.td"
