include "f474.td"
