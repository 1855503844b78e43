include "f349.td"
