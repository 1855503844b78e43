include "f396.td"
