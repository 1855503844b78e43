include "f2367.td"
