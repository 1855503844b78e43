include "f274.td"
