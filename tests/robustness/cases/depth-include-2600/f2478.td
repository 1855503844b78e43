include "f2479.td"
