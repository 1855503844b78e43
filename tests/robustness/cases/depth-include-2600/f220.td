include "f221.td"
