include "f2505.td"
