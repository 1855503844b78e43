include "f320.td"
