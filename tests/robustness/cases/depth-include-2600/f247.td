include "f248.td"
