include "f952.td"
