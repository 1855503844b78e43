include "f718.td"
