include "f2588.td"
