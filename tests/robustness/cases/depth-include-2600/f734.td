include "f735.td"
