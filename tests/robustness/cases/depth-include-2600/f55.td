include "f56.td"
