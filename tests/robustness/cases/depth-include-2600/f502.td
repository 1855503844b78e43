include "f503.td"
