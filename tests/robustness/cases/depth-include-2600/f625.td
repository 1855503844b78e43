include "f626.td"
