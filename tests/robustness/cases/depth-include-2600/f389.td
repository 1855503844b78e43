include "f390.td"
