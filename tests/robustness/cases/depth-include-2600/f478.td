include "f479.td"
