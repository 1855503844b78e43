include "f2488.td"
