include "f511.td"
