include "f117.td"
