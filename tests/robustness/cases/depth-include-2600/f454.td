include "f455.td"
