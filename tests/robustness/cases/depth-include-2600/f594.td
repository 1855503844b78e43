include "f595.td"
