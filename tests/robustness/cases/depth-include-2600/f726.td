include "f727.td"
