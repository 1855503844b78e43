include "f941.td"
