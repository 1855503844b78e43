include "f521.td"
