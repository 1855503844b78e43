include "f135.td"
