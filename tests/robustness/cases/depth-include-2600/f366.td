include "f367.td"
