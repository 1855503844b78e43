include "f193.td"
