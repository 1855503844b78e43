include "f262.td"
