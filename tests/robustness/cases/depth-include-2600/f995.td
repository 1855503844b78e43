include "f996.td"
