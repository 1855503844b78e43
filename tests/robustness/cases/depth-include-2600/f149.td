include "f150.td"
