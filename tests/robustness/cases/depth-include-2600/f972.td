include "f973.td"
