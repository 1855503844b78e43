include "f443.td"
