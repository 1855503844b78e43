include "f154.td"
