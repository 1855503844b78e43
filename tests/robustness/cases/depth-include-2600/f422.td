include "f423.td"
