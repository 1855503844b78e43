include "f649.td"
