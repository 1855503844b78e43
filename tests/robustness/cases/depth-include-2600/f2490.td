include "f2491.td"
