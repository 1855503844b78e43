include "f717.td"
