include "f131.td"
