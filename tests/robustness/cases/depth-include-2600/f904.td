include "f905.td"
