include "f783.td"
