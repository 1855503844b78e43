include "f1639.td"
