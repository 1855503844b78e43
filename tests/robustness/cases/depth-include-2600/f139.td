include "f140.td"
