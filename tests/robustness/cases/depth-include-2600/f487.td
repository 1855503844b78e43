include "f488.td"
