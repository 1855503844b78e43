include "f632.td"
