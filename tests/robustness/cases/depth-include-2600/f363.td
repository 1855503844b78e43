include "f364.td"
