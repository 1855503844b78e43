include "f377.td"
