include "f337.td"
