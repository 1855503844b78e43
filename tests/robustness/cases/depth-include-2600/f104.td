include "f105.td"
